import SwiftUI

struct NotesView: View {
    @ObservedObject var store: NoteStore

    var body: some View {
        NavigationStack {
            List(store.notes) { note in
                Label(note.title, image: "pin")
            }
            .navigationTitle(Text("notes.title"))
            .toolbar {
                Button {
                    store.add(String(localized: "notes.untitled"))
                } label: {
                    Text("notes.add")
                }
            }
        }
        .tint(Color("Accent"))
    }
}
