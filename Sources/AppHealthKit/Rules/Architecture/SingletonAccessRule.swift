/// Every use of one of the project's own singletons; the report counts how far each reaches.
public struct SingletonAccessRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "arch.singleton-access",
        title: "Use of a project singleton",
        defaultSeverity: .note,
        category: .architecture,
        summary: "A use of one of the project's own singletons: Swift `APIManager.shared`, `Store.sharedInstance`, a static façade over one (`AppState.settings` when it is `static var settings: Settings { shared.settings }`), a global constant reported as a singleton (`store.send(…)` for `let store = Store()`); Objective-C `[APIManager sharedManager]`, `APIManager.sharedManager`, and Swift's `APIManager.shared()` of an Objective-C singleton; a Kotlin `object`'s members (`SessionManager.token()`); Java `ApiClient.getInstance()`. The JSON report's `singletons` list says for each singleton how many files and uses it reaches; Apple's singletons (`UserDefaults.standard`, `NotificationCenter.default`, `UIApplication.shared`, `FileManager.default`, `URLSession.shared`, `UIScreen.main`, …) are counted there with `\"system\": true` and never flagged, nor are a vendored library's (`Pods/…`) or those tests, tooling and docs declare.",
        rationale: "How far a singleton reaches is what it costs to remove: one used from three files is an afternoon, one used from ninety is a project. The count tells an agency where the hidden coupling is. Feeds the code-review checklist item \"no singletons or global state\".",
        skips: [
            "Apple's singletons (counted, not flagged)",
            "members that merely share the name (`x.shared` on a value, not a type)",
            "fully qualified Kotlin/Java uses (`com.acme.SessionManager.token()`) and `import` lines; a Kotlin `object`'s nested types and constants (`Downloader.State.Idle`, `Config.MAX_RETRIES`)",
            "singletons declared in tests, tooling or docs (fastlane's `Runner.swift`): app code of the same name does not reach them",
            "a logger's uses (`LoggingService.shared.error(…)`, `Logger.shared`, `AppLog.put(…)`, a project's own `object Log` or `object LogUtil`): the service every file may call is counted in the report's list, not flagged per call",
            "the declaration itself, and uses in the file that declares it (`KeyboardService.shared.isShown` inside `KeyboardService`'s own static helpers): the type's own wiring, not a consumer",
            "tests' and previews' uses, in the reach the message gives",
            "uses in the composition root (`AppDelegate`, `SceneDelegate`, `ExtensionDelegate` files), where the app builds its services and hands them on (they still count in the reach)",
            "a Swift parameter's default that is the instance (`init(recorder: Recording = Recorder.shared)`): it is injected there, as the help asks (a default read from it, `headers: HTTPHeaders = AuthInfo.shared.headers`, is a use), a convenience initializer's argument to the designated one (`convenience init() { self.init(store: Store.shared) }`), and a dependency container's provider that starts as the instance (`var model: () -> Model = { Model.shared }`)",
            "in a Kotlin `object` of helpers (three in four of its functions or more touch none of its state, directly or through its other functions), the functions and `val`s that touch none (RedReader's `General.quickToast(…)`: one of 46 static helpers beside a `var lastBackPress`); an object that is mostly its state (`PasswordRepository`) is used through any member but its `val`s of a plain type (`Boolean`, `Int`, `String`, an enum it declares) that touch no state: flags computed from the build (Corona-Warn-App's `CWADebug.isDeviceForTestersBuild`)",
        ],
        help: "Inject the dependency instead of reaching for the shared instance; start with the files that use it most.",
        triggeringExamples: [
            RuleExample([
                ExampleFile("App/APIManager.swift", "final class APIManager {\n    static let shared = APIManager()\n    var token: String?\n}\n"),
                ExampleFile("App/ProfileViewController.swift", """
                    final class ProfileViewController: UIViewController {
                        func load() {
                            ↓APIManager.shared.fetchProfile()
                            UserDefaults.standard.set(true, forKey: "seen")
                        }
                        // A default read from the singleton (stepik's `AuthInfo.shared.initialHTTPHeaders`).
                        func retry(token: String? = ↓APIManager.shared.token) {}
                    }
                    """),
            ]),
            // Lockdown: a record of blocked requests, named a log, is state screens share, not a logger.
            RuleExample([
                ExampleFile("App/BlockDayLog.swift", "final class BlockDayLog {\n    static let shared = BlockDayLog()\n    var entries: [String] = []\n}\n"),
                ExampleFile("App/BlockLogViewController.swift", "final class BlockLogViewController: UIViewController {\n    func reload() { rows = ↓BlockDayLog.shared.entries }\n}\n"),
            ]),
            // Through a wrapper that hands out `shared` (talk-ios): uses of one singleton, counted together.
            RuleExample([
                ExampleFile("App/APIController.swift", """
                    final class APIController {
                        static let shared = APIController()
                        var token: String?
                        class func sharedInstance() -> APIController { shared }
                    }
                    """),
                ExampleFile("App/RoomsViewController.swift", """
                    final class RoomsViewController: UIViewController {
                        func load() {
                            ↓APIController.sharedInstance().rooms()
                            ↓APIController.shared.rooms()
                        }
                    }
                    """),
            ]),
            RuleExample([
                ExampleFile("Shop/APIManager.m", """
                    @implementation APIManager
                    + (instancetype)sharedManager {
                        static APIManager *instance;
                        static dispatch_once_t once;
                        dispatch_once(&once, ^{ instance = [[self alloc] init]; });
                        return instance;
                    }
                    @end
                    """),
                ExampleFile("Shop/CartViewController.m", """
                    @implementation CartViewController
                    - (void)viewDidLoad {
                        [[↓APIManager sharedManager] fetchCart];
                        NSString *token = ↓APIManager.sharedManager.token;
                        [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"seen"];
                    }
                    @end
                    """),
                ExampleFile("Shop/CheckoutView.swift", """
                    struct CheckoutView {
                        func pay() { ↓APIManager.shared().pay() }
                    }
                    """),
            ]),
            // A static façade over the singleton (`AppState.settings` is `shared.settings`) and a
            // global constant holding a project class are reached the same way.
            RuleExample([
                ExampleFile("App/AppState.swift", """
                    final class AppState {
                        static let shared = AppState()
                        var settings = Settings()
                        static var settings: Settings { shared.settings }
                    }
                    final class Store { func send(_ action: String) {} }
                    let store = Store()
                    """),
                ExampleFile("App/SettingsView.swift", """
                    struct SettingsView {
                        func theme() -> Int { ↓AppState.settings.theme }
                        func tap() { ↓store.send("settings") }
                    }
                    """),
                ExampleFile("App/HomeView.swift", "struct HomeView { func tap() { ↓store.send(\"home\") } }\n"),
            ]),
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/SessionManager.kt", "package com.acme\nobject SessionManager {\n    var token = \"\"\n}\n"),
                ExampleFile("app/src/main/java/com/acme/ApiClient.java", """
                    public class ApiClient {
                        private static ApiClient sInstance;
                        private String token;
                        public static synchronized ApiClient getInstance() {
                            if (sInstance == null) sInstance = new ApiClient();
                            return sInstance;
                        }
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/HomeActivity.kt", """
                    import com.acme.SessionManager
                    class HomeActivity : AppCompatActivity() {
                        fun load() {
                            val token = ↓SessionManager.token
                            ↓ApiClient.getInstance().fetch(token)
                        }
                    }
                    """),
            ]),
            // A helper of a Kotlin `object` that reaches its state through another (RedReader's `General`).
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/General.kt", """
                    object General {
                        private var lastBackPress: Long = -1
                        private fun remember(now: Long) { lastBackPress = now }
                        @JvmStatic fun onBackPressed(): Boolean { remember(SystemClock.uptimeMillis()); return true }
                        @JvmStatic fun quickToast(context: Context, text: String) = Toast.makeText(context, text, Toast.LENGTH_SHORT).show()
                        @JvmStatic fun dpToPx(context: Context, dp: Float) = dp * context.resources.displayMetrics.density
                        @JvmStatic fun clamp(value: Int, low: Int, high: Int) = maxOf(low, minOf(value, high))
                        @JvmStatic fun isBlank(text: String?) = text.isNullOrBlank()
                        @JvmStatic fun megabytes(bytes: Long) = bytes / (1024.0 * 1024.0)
                        @JvmStatic fun closeQuietly(stream: Closeable?) { try { stream?.close() } catch (e: IOException) { } }
                        @JvmStatic fun uppercase(text: String) = text.uppercase()
                        // A getter that reads the state (Habitica's `MainNavigationController.isReady`).
                        val isReady: Boolean
                            get() = lastBackPress > 0
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/MainActivity.kt", """
                    class MainActivity : AppCompatActivity() {
                        override fun onBackPressed() { if (↓General.onBackPressed()) finish(); General.quickToast(this, "Bye") }
                        fun ready() = ↓General.isReady
                    }
                    """),
            ]),
            // An object that is mostly its state (a debug logger) is used through its functions;
            // its flags computed from the build are constants (Corona-Warn-App's `CWADebug`).
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/util/AppDebug.kt", """
                    object AppDebug {
                        lateinit var debugLogger: DebugLogger
                        fun init(application: Application) { debugLogger = DebugLogger(application) }
                        fun attach(component: AppComponent) { debugLogger.attach(component) }
                        val isLogging: Boolean
                            get() = this::debugLogger.isInitialized && debugLogger.isLogging
                        val buildFlavor: BuildFlavor
                            get() = BuildFlavor.values().single { it.rawValue == BuildConfig.FLAVOR }
                        val isTestersBuild: Boolean
                            get() = buildFlavor == BuildFlavor.TESTERS
                        enum class BuildFlavor(val rawValue: String) { DEVICE("device"), TESTERS("deviceForTesters") }
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/HomeFragment.kt", """
                    class HomeFragment : Fragment() {
                        fun menu() {
                            if (AppDebug.isTestersBuild) addTestMenu()
                            if (AppDebug.buildFlavor == AppDebug.BuildFlavor.TESTERS) addTraceMenu()
                            if (↓AppDebug.isLogging) showLogBanner()
                        }
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            // WooCommerce: the singleton as a parameter's default, injected where it is needed.
            RuleExample([
                ExampleFile("App/Payments/DurationRecorder.swift", "final class DurationRecorder {\n    static let shared = DurationRecorder()\n    private init() {}\n    var started: Date?\n}\n"),
                ExampleFile("App/Payments/CollectPaymentUseCase.swift", """
                    final class CollectPaymentUseCase {
                        private let recorder: DurationRecorder
                        init(recorder: DurationRecorder = DurationRecorder.shared) {
                            self.recorder = recorder
                        }
                    }
                    """),
                // Cryptomator: the default spelled as a convenience initializer's delegating call.
                ExampleFile("App/Payments/RetryService.swift", """
                    final class RetryService {
                        private let recorder: DurationRecorder
                        convenience init() {
                            self.init(recorder: DurationRecorder.shared)
                        }
                        init(recorder: DurationRecorder) {
                            self.recorder = recorder
                        }
                    }
                    """),
                // Home Assistant: a dependency container's provider starts as the instance.
                ExampleFile("App/Environment.swift", """
                    public final class AppEnvironment {
                        public var recorder: () -> DurationRecorder = {
                            DurationRecorder.shared
                        }
                        public var onStart: @Sendable () -> DurationRecorder = { DurationRecorder.shared }
                    }
                    """),
            ]),
            // A vendored library's entry point (GitHawk's `Pods/ContextMenu`) is its API, as
            // `UIApplication.shared` is Apple's: not one of the project's own singletons.
            RuleExample([
                ExampleFile("Pods/ContextMenu/ContextMenu/ContextMenu.swift", "public final class ContextMenu {\n    public static let shared = ContextMenu()\n    var item: String?\n    public func show() {}\n}\n"),
                ExampleFile("Classes/Issues/IssueViewController.swift", "final class IssueViewController {\n    func more() { ContextMenu.shared.show() }\n}\n"),
            ]),
            // tasks: `object Context` of `org.tasks.extensions` holds a debug override; files that
            // import Android's `Context` declare extensions on it and read its constants.
            RuleExample([
                ExampleFile("app/src/main/java/org/tasks/extensions/Context.kt", """
                    package org.tasks.extensions
                    import android.content.Context
                    object Context {
                        var is24HourOverride: Boolean? = null
                        fun Context.safeStartActivity(intent: Intent) { startActivity(intent) }
                    }
                    """),
                ExampleFile("app/src/main/java/org/tasks/sync/AppAuthExtensions.kt", """
                    package org.tasks.sync
                    import android.content.*
                    suspend fun Context.requestTokenRefresh(state: AuthState) = requestToken(state)
                    val Context.isDark: Boolean get() = false
                    fun <T : Any> Context.pref(key: String): T? = null
                    """),
                ExampleFile("app/src/main/java/org/tasks/time/DateFormat.kt", """
                    package org.tasks.time
                    object DateFormat {
                        var pattern = "HH:mm"
                        fun format(millis: Long): String = pattern
                    }
                    """),
                ExampleFile("app/src/main/java/org/tasks/sync/Clock.kt", """
                    package org.tasks.sync
                    import android.content.Context
                    import android.text.format.DateFormat
                    fun is24(context: Context) = DateFormat.is24HourFormat(context)
                    """),
            ]),
            // RedReader: a Kotlin `object` of static helpers (three in four or more touch none of
            // its state) beside a little state; calling such a helper is no use of the singleton.
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/General.kt", """
                    object General {
                        private var lastBackPress: Long = -1
                        val UTF8: Charset = Charset.forName("UTF-8")
                        @JvmStatic fun onBackPressed(): Boolean { val now = clock(); if (lastBackPress < now - 300) { lastBackPress = now; return true }; return false }
                        @JvmStatic fun quickToast(context: Context, text: String) = Toast.makeText(context, text, Toast.LENGTH_SHORT).show()
                        @JvmStatic fun clock(): Long = SystemClock.uptimeMillis()
                        @JvmStatic fun dpToPx(context: Context, dp: Float) = dp * context.resources.displayMetrics.density
                        @JvmStatic fun clamp(value: Int, low: Int, high: Int) = maxOf(low, minOf(value, high))
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/Reply.kt", """
                    class Reply {
                        fun sent(context: Context) { General.quickToast(context, "Sent"); val now = General.clock(); val charset = General.UTF8 }
                    }
                    """),
            ]),
            // Seal: a Kotlin `object`'s nested types and constants are no use of its state.
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/Downloader.kt", """
                    object Downloader {
                        sealed interface State { object Idle : State; data class Running(val id: String) : State }
                        const val MAX_TASKS = 3
                        private val state = MutableStateFlow<State>(State.Idle)
                        fun start(url: String) { }
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/DownloadPage.kt", """
                    fun label(state: Downloader.State, count: Int) =
                        if (state is Downloader.State.Running && count < Downloader.MAX_TASKS) "busy" else "idle"
                    """),
            ]),
            // The composition root hands the shared context to the first coordinator (Mastodon).
            RuleExample([
                ExampleFile("App/AppContext.swift", "final class AppContext {\n    static let shared = AppContext()\n    var accounts: [String] = []\n}\n"),
                ExampleFile("App/Supporting Files/SceneDelegate.swift", """
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            coordinator = SceneCoordinator(context: AppContext.shared)
                        }
                    }
                    """),
            ]),
            // yattee: a logger every file calls.
            RuleExample([
                ExampleFile("Yattee/Services/LoggingService.swift", "final class LoggingService {\n    static let shared = LoggingService()\n    private var entries: [String] = []\n    func error(_ message: String) { entries.append(message) }\n}\n"),
                ExampleFile("Yattee/Core/HTTPClient.swift", "struct HTTPClient {\n    func fail() { LoggingService.shared.error(\"API decoding error\") }\n}\n"),
            ]),
            // legado: an `object AppLog` every file calls.
            RuleExample([
                ExampleFile("app/src/main/java/io/acme/constant/AppLog.kt", "object AppLog {\n    private val logs = arrayListOf<String>()\n    fun put(message: String) { logs.add(message) }\n}\n"),
                ExampleFile("app/src/main/java/io/acme/ui/ReadActivity.kt", "class ReadActivity {\n    fun fail() { AppLog.put(\"load failed\") }\n}\n"),
            ]),
            // Amethyst: the project's own `object Log` with a replaceable sink, called from every file.
            RuleExample([
                ExampleFile("quartz/src/commonMain/kotlin/com/acme/utils/Log.kt", "object Log {\n    var sink: LogSink = PlatformLogSink\n    fun d(tag: String, message: String) { sink.write(tag, message) }\n}\n"),
                ExampleFile("app/src/main/java/com/acme/ui/NotePlayer.kt", "class NotePlayer {\n    fun fail() { Log.d(\"NotePlayer\", \"load failed\") }\n}\n"),
            ]),
            // (Lockdown's `BlockDayLog`, a record of blocked requests, is no logger: see the triggering examples.)
            // The type's own static helper reaching its shared instance (Mastodon's keyboard service).
            RuleExample("App/KeyboardResponderService.swift", """
                final class KeyboardResponderService {
                    static let shared = KeyboardResponderService()
                    let isShown = CurrentValueSubject<Bool, Never>(false)
                    static func configure(_ view: UIView) -> AnyCancellable {
                        KeyboardResponderService.shared.isShown.sink { view.isHidden = $0 }
                    }
                }
                """),
            RuleExample([
                ExampleFile("App/Session.swift", """
                    struct Session { let shared: Bool }
                    func f(session: Session) -> Bool {
                        NotificationCenter.default.post(name: .init("x"), object: nil)
                        return session.shared
                    }
                    // APIManager.shared.fetch()
                    """),
            ]),
        ]
    )

    public init(options: RuleOptions) {}

    /// `AppDelegate.swift`, `VLCAppDelegate.m`, `SceneDelegate.swift`, `ExtensionDelegate.swift`.
    static func isCompositionRoot(_ path: String) -> Bool {
        // The file name's stem, by bytes: after the last `/`, before the last `.`.
        let utf8 = path.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let stem = path[..<dot]
        guard stem.utf8.last == UInt8(ascii: "e") else { return false }  // `…Delegate`: most files end otherwise
        return stem.hasSuffix("AppDelegate") || stem.hasSuffix("SceneDelegate") || stem.hasSuffix("ExtensionDelegate")
    }

    /// `LoggingService`, `Logger`, `OBACrashlyticsLogger`, `LogManager`, `AppLog` (legado's: 281
    /// calls from 121 files): a type named for logging. (Not every `…Log`: NetNewsWire's
    /// `ActivityLog` is the activity window's model.)
    static func isLogger(_ name: String) -> Bool {
        // A project's own `object Log` (Amethyst's). Not any name ending in `Log`: Lockdown's
        // `BlockDayLog` is a record of blocked requests, state the screens share.
        if name == "Log" { return true }
        let lowered = name.lowercased()
        // v2rayNG's `object LogUtil` (`LogUtil.d(TAG, message)`), `LogUtils`, `LogHelper`.
        return lowered == "applog" || lowered == "logutil" || lowered == "logutils" || lowered == "loghelper"
            || ["logger", "logging", "loggingservice", "logservice", "logmanager"].contains { lowered.hasSuffix($0) }
    }

    public func check(_ project: ProjectModel) -> [Finding] {
        // A singleton declared in tests, tooling, docs or vendored code (fastlane's generated
        // `Runner.swift` and its `let logger`; a pod's entry point) is no app code's: the app's
        // own `logger`s only share its name (Swiftfin).
        // A logger (yattee's `LoggingService.shared`: 1,187 calls from 93 files) is the one
        // service every file may call: its reach is in the report's list, not a finding per call.
        project.singletons.entries.filter {
            !$0.system && ![.test, .tooling, .docs, .vendored].contains(project.role(of: $0.path)) && !Self.isLogger($0.typeName ?? $0.name)
        }.flatMap { entry in
            // The reach the message gives is the shipping code's: tests and previews reaching a
            // singleton do not make it harder to remove from the app (Amaze's `AppConfig`: 47 app
            // files, not 78 with the tests).
            let shipping = entry.uses.filter { project.role(of: $0.path, line: $0.location.line) == .app }
            let counted = shipping.isEmpty ? entry.uses : shipping
            let files = Set(counted.map(\.path)).count
            let spelled = entry.member.isEmpty ? entry.name : "\(entry.name).\(entry.member)"
            // One message for every use of the entry, made once (and its storage shared): made for
            // each use, it was ~11 appends a finding, 0.3 % of a large audit's instructions.
            let message = "Uses singleton \(spelled) (reached from \(files) file\(files == 1 ? "" : "s"), \(counted.count) use\(counted.count == 1 ? "" : "s"))"
            // Uses come sorted by path: each file is asked once whether it is the composition root.
            var lastPath: String?
            var inRoot = false
            return entry.uses.compactMap { use -> Finding? in
                // The composition root (`AppDelegate`, `SceneDelegate`) is where an app builds its
                // services and hands them on: reaching a singleton there is the wiring (Mastodon's
                // SceneDelegate passes `AppContext.shared` to its coordinator).
                if use.path != lastPath {
                    lastPath = use.path
                    inRoot = Self.isCompositionRoot(use.path)
                }
                if inRoot { return nil }
                return Self.descriptor.finding(message, path: use.path, at: use.location)
            }
        }
    }
}
