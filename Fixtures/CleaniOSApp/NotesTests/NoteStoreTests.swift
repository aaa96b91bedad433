import XCTest
@testable import Notes

final class NoteStoreTests: XCTestCase {
    func testAddKeepsTheTitle() {
        let store = NoteStore(defaults: UserDefaults(suiteName: #file)!)
        store.add("Groceries")
        XCTAssertEqual(store.notes.map(\.title), ["Groceries"])
    }
}
