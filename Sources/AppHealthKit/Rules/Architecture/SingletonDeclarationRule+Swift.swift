extension SingletonDeclarationRule: SwiftRule {
    public func check(_ file: SwiftFile) -> [Finding] {
        SwiftSingletonFinder.declarations(in: file).map { declaration in
            var message = "\(declaration.typeName).\(declaration.member) is a singleton"
            if !declaration.certain { message += " (its type is inferred, not visibly built here)" }
            if declaration.privateInit { message += " with a private init(): no other instance can exist" }
            return Self.descriptor.finding(message, path: file.path, at: declaration.location)
        }
    }

    static let swiftTriggeringExamples = [
        RuleExample("App/Services/APIManager.swift", """
            final class APIManager {
                static let ↓shared = APIManager()
                private init() {}
            }

            struct Settings {
                static var ↓current = Settings()
            }

            extension Analytics {
                static let ↓`default`: Analytics = .init()
            }

            actor ImageCache {
                static let ↓instance = { let cache = ImageCache(); return cache }()
            }

            class LegacyStore {
                class func ↓sharedInstance() -> LegacyStore { store }
            }

            struct Config {
                static let ↓shared = Config.load()
            }
            """),
    ]

    static let swiftNonTriggeringExamples = [
        RuleExample("App/Environment.swift", """
            struct AppEnvironment {
                static let current = Config.load()
                static let shared = URLSession.shared
                let shared = AppEnvironment.current
                static let timeout = 30
            }
            // static let shared = APIManager()
            let sample = "static let shared = APIManager()"
            """),
    ]
}
