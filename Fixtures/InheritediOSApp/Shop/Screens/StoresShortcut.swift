import Foundation

/// Warms the Objective-C store list from the Swift side.
enum StoresShortcut {
    static func prefetch() {
        LegacyAPIClient.shared().fetchStores(near: "10115") { _ in }
    }
}
