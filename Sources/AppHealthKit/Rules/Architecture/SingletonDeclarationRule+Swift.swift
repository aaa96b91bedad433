/// Global constants used as singletons are decided for the whole project (see `SingletonIndex.globalSingletons`).
extension SingletonDeclarationRule: ProjectRule {
    public func check(_ project: ProjectModel) -> [Finding] {
        project.singletons.entries.filter(\.global).map { entry in
            let files = Set(entry.uses.map(\.path)).count
            return Self.descriptor.finding(
                "Global \(entry.name) holds one \(entry.typeName ?? "instance") for the whole app (used from \(files) other files): a singleton",
                path: entry.path, at: entry.location)
        }
    }
}

extension SingletonDeclarationRule: SwiftRule {
    public func check(_ file: SwiftFile) -> [Finding] {
        SwiftSingletonFinder.declarations(in: file).filter { $0.forwarding != true }.map { declaration in
            var message = "\(declaration.typeName).\(declaration.member) is a singleton"
            if !declaration.certain { message += " (\(declaration.evidence ?? "its type is inferred, not visibly built here"))" }
            if declaration.privateInit { message += " with a private init(): no other instance can exist" }
            return Self.descriptor.finding(message, path: file.path, at: declaration.location)
        }
    }

    static let swiftTriggeringExamples = [
        RuleExample("App/Services/APIManager.swift", """
            final class APIManager {
                static let ↓shared = APIManager()
                private var token: String?
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

            // A wrapper handing out `shared` (talk-ios's, for Objective-C callers) is no second singleton.
            final class APIController {
                static let ↓shared = APIController()
                var token: String?
                @available(*, renamed: "shared")
                static func sharedInstance() -> APIController { return APIController.shared }
            }

            // The first instance built registers itself (Session's `SessionEnvironment`), and the
            // app reaches it from everywhere.
            public class Environment {
                public static var ↓shared: Environment?
                let storage: Storage
                init(storage: Storage) {
                    self.storage = storage
                    if Environment.shared == nil {
                        Environment.shared = self
                    }
                }
            }

            // The pre-Swift-1.2 form: the instance lives in a nested type's static property.
            class DataManager {
                var cache: [String: Data] = [:]
                class var ↓shared: DataManager {
                    struct Static { static let instance = DataManager() }
                    return Static.instance
                }
            }
            class AppSetup {
                var launched = false
                class var ↓sharedState: AppSetup {
                    struct Static { static let instance = AppSetup() }
                    return Static.instance
                }
                // Another type's shared object kept in a Static struct: not this type's singleton.
                class var sharedDatabase: DatabaseQueue {
                    struct Static { static let queue = DatabaseQueue(path: "db") }
                    return Static.queue
                }
            }

            // Declared in both branches of an `#if`: one singleton.
            final class FeatureFlags {
                #if DEBUG
                static let ↓shared = FeatureFlags(source: .local)
                #else
                static let shared = FeatureFlags(source: .remote)
                #endif
                init(source: Source) { load(source) }
            }

            // An initializer that does work: the one instance observes for as long as the app runs.
            final class WidgetHelper {
                static let ↓shared = WidgetHelper()
                init() {
                    NotificationCenter.default.addObserver(self, selector: #selector(update), name: .playbackStarted, object: nil)
                }
                @objc func update() { WidgetCenter.shared.reloadAllTimelines() }
            }

            // State declared in an `#if` branch is state.
            final class Tracker {
                static let ↓shared = Tracker()
                #if DEBUG
                var events: [String] = []
                #endif
            }
            """),
    ]

    /// Global constants holding one instance of a project class, reached from other files.
    static let globalTriggeringExamples = [
        RuleExample([
            ExampleFile("App/Store.swift", """
                final class Store {
                    var user: String?
                    func send(_ action: String) {}
                }
                let ↓store = Store()

                final class Environment { var apiURL = "" }
                private let underlyingCurrent = Environment()
                var ↓Current: Environment { underlyingCurrent }
                """),
            ExampleFile("App/HomeView.swift", "struct HomeView { func tap() { store.send(\"home\"); _ = Current.apiURL } }\n"),
            ExampleFile("App/ProfileView.swift", "struct ProfileView { func load() -> String? { show(store); return Current.apiURL + (store.user ?? \"\") } }\n"),
        ]),
    ]

    static let globalNonTriggeringExamples = [
        RuleExample([
            ExampleFile("App/Globals.swift", """
                // Not a project class: a shared formatter is a constant helper.
                let formatter = DateFormatter()
                // A value type: copied on use.
                struct Theme { var tint = 1 }
                let theme = Theme()
                // A project class read from one other file only.
                final class Router { func open() {} }
                let router = Router()
                // Private: no other file can reach it.
                final class Cache { var items: [String] = [] }
                private let cache = Cache()
                """),
            ExampleFile("App/A.swift", "struct A { func f() { _ = formatter.string(from: .now); _ = theme.tint; router.open() } }\n"),
            ExampleFile("App/B.swift", "struct B { func f() { _ = formatter.string(from: .now); _ = theme.tint } }\n"),
            // A local of the same name is not the global.
            ExampleFile("App/C.swift", "struct C { func f(router: Router) { router.open() } }\n"),
        ]),
    ]

    static let swiftNonTriggeringExamples = [
        // Nos: the app's own bundle, named as `Bundle.main` is; a system class holding no state.
        RuleExample("App/Extensions/Bundle+Current.swift", """
            private final class CurrentBundle {}
            extension Bundle {
                static let current = Bundle(for: CurrentBundle.self)
            }
            """),
        // Pyto's and Session's "current instance": each instance built puts itself in the slot
        // (and takes itself out), one of many, the latest; no instance the type shares.
        RuleExample("App/PreviewViewController.swift", """
            final class PreviewViewController: UIViewController {
                @objc static var current: PreviewViewController?
                static var shared: PreviewViewController? = nil
                override func viewDidLoad() {
                    super.viewDidLoad()
                    PreviewViewController.current = self
                    Self.shared = self
                }
                deinit { PreviewViewController.current = nil }
            }
            """),
        // Immuni: a formatter a file keeps for itself, in a private extension of the SDK's type.
        RuleExample("App/DebugPrint.swift", """
            private extension DateFormatter {
                static let `default`: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd@HH:mm"
                    return formatter
                }()
            }
            """),
        // A wrapper handing out the SDK's own shared instance (ChatSecure): the singleton is Apple's.
        RuleExample("App/PushController.swift", """
            extension UNUserNotificationCenter {
                static var current: UNUserNotificationCenter? {
                    ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil ? nil : .current()
                }
            }
            """),
        RuleExample("App/Environment.swift", """
            struct AppEnvironment {
                static let current = Config.load()
                static let shared = URLSession.shared
                let shared = AppEnvironment.current
                static let timeout = 30
            }
            // Value types: `static let` holds a constant value, copied on use.
            struct PageZoom {
                static let `default` = PageZoom(level: 1)
                let level: Double
            }
            struct Config {
                static let shared = Config.load()
            }
            // A typed accessor to the application's delegate, which UIKit makes (Open Food Facts).
            extension AppDelegate {
                static var shared: AppDelegate {
                    return UIApplication.shared.delegate as! AppDelegate
                }
            }
            // …in an extension of a struct of this file too (isowords' changelog).
            public struct Changelog: Codable { public var changes: [String] }
            extension Changelog {
                public static let current = Self(changes: ["1.0"])
            }
            // A computed property that builds a fresh value on each access.
            final class Session {
                static var current: Session { Session(token: Keychain.token) }
                init(token: String) {}
            }
            // An extension of a value type from another module: its initializer assigns `self`.
            extension DisplayMode {
                static let `default` = DisplayMode.native(.phone)
                init?(_ text: String) { if text == "native" { self = .native(.phone) } else { return nil } }
            }
            // static let shared = APIManager()
            let sample = "static let shared = APIManager()"
            // A constant of an alias of a value type (2FAS's icon type IDs).
            public typealias IconTypeID = UUID
            extension IconTypeID {
                static let `default`: IconTypeID = UUID(uuidString: "A5B3FB65-4EC5-43E6-8EC1-49E24CA9E7AD")!
            }
            // Another of a framework type's named values (Loop): `.medium` is one of UIKit's enum's cases.
            extension UIActivityIndicatorView.Style {
                static var `default`: Style { return .medium }
            }
            extension UIFont.Weight {
                static var `default`: UIFont.Weight { .regular }
            }
            // A computed `current` of an enum: a value chosen on each access.
            enum BuildConfiguration {
                case debug, release
                static var current: BuildConfiguration {
                    #if DEBUG
                    return .debug
                    #else
                    return .release
                    #endif
                }
            }
            // A global actor's `shared` is required by `@globalActor`.
            @globalActor actor ImageProcessing {
                static let shared = ImageProcessing()
            }
            """),
        // A class holding no state: a namespace of functions behind `shared` (Mastodon's theme setup).
        RuleExample("App/Theme/ThemeService.swift", """
            public final class ThemeService {
                public static let shared = ThemeService()
                static let accent = UIColor.systemIndigo
                var navigationBar: UINavigationBarAppearance { UINavigationBarAppearance() }
                public func apply() {
                    UINavigationBar.appearance().standardAppearance = navigationBar
                }
            }
            // A set of values of which `current` is the one chosen (VLC's themes).
            final class PresentationTheme: NSObject {
                static let brightTheme = PresentationTheme(colors: .bright)
                static let darkTheme = PresentationTheme(colors: .dark)
                static var current: PresentationTheme = { UserDefaults.standard.bool(forKey: "dark") ? darkTheme : brightTheme }()
                let colors: Palette
                init(colors: Palette) { self.colors = colors }
            }
            final class FeedbackManager: NSObject {
                static let shared = FeedbackManager()
                private override init() {
                    super.init()
                }
                func feedbackViewController() -> UIViewController { SFSafariViewController(url: feedbackURL) }
            }
            """),
        RuleExample("Packages/Waitlist/Sources/WaitlistMocks/TestWaitlist.swift", """
            public final class TestWaitlist {
                public static var shared = TestWaitlist()
            }
            """),
    ]
}
