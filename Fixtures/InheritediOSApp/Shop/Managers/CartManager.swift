import Foundation

final class CartManager {
    static var sharedInstance: CartManager = {
        let manager = CartManager()
        manager.restore()
        return manager
    }()

    private(set) var items: [Product] = []

    func add(_ product: Product) {
        items.append(product)
        NotificationCenter.default.post(name: .cartChanged, object: nil)
    }

    private func restore() {
        _ = UserDefaults.standard.data(forKey: "cart")
    }
}

extension Notification.Name {
    static let cartChanged = Notification.Name("cartChanged")
}
