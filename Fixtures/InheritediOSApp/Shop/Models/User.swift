import Foundation

struct User: Codable {
    let id: Int
    let email: String
}
