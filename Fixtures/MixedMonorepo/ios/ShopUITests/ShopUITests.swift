import XCTest

final class ShopUITests: XCTestCase {
    func testTitle() {
        let alert = UIAlertController(title: "UI test alert", message: "Only in tests", preferredStyle: .alert)
        XCTAssertNotNil(alert)
    }
}
