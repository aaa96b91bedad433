import Foundation

struct Order: Codable {
    let id: Int
    let products: [Product]
    let placedAt: Date
}
