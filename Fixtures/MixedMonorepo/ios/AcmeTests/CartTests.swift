import XCTest
import Photos

var sharedTestCounter = 0

final class MockCartService {
    static let shared = MockCartService()
}

final class CartTests: XCTestCase {
    func testPhotosAccess() {
        _ = PHPhotoLibrary.authorizationStatus()
        let label = UILabel()
        label.text = "Test label text"
        sharedTestCounter += 1
    }
}
