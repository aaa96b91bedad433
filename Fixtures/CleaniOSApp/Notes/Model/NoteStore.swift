import Foundation

/// Owns the notes; injected into the views that need it.
final class NoteStore: ObservableObject {
    @Published private(set) var notes: [Note] = []
    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    func add(_ title: String) {
        notes.append(Note(title: title))
    }
}

struct Note: Identifiable, Hashable {
    let id = UUID()
    let title: String
}
