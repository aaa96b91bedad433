import SwiftUI

@main
struct NotesApp: App {
    @StateObject private var store = NoteStore(defaults: .standard)

    var body: some Scene {
        WindowGroup {
            NotesView(store: store)
        }
    }
}
