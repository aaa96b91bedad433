import Foundation

/// Talks to the backend. Every screen reaches for it directly.
final class APIManager {
    static let shared = APIManager()

    private let session = URLSession.shared
    var authToken: String?

    private init() {}

    func fetchProducts(completion: @escaping ([Product]) -> Void) {
        // print("fetching") -- kept for debugging
        print("APIManager: fetching products")
        completion([])
    }
}

struct Product: Codable {
    let id: Int
    let name: String
    let price: Double
}
