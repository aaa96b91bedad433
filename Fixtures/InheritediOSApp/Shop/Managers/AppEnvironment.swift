import Foundation

struct Config {
    let baseURL: URL
    static func load() -> Config { Config(baseURL: URL(string: "https://api.acme-shop.example")!) }
}

/// Not a singleton: `current` holds a Config, built by another type.
enum AppEnvironment {
    static let current = Config.load()
}

/// Set by the login screen, read everywhere.
var loggedInUserName: String?

#if DEBUG
var debugResponses: [String: Data] = [:]
#endif
