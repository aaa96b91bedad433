/// Singletons declared in Kotlin, Java and Objective-C (Swift joins with the swift-syntax analysis).
public struct SingletonDeclarationRule: CodeRule {
    public static let descriptor = RuleDescriptor(
        id: "arch.singleton-declaration",
        title: "Singleton declaration",
        defaultSeverity: .warning,
        category: .architecture,
        summary: "A singleton: Swift `static let/var shared|sharedInstance|default|instance|current` whose initializer builds the enclosing type (`= Type()`, `= .init()`, `= { … }()`) on a class, struct, actor or extension, or `class func shared()`; a Swift top-level constant holding an instance of a class the project declares (`let store = Store()`, or a computed `var Current: Environment { underlyingCurrent }` over a private one) used from two or more other files; a Kotlin `object` that holds state (a stored `var`, a `lateinit var`, a `val` holding a mutable collection, cache, flow or atomic; a `private` one only when the object changes it or hands it out) or is a service locator by name (`*ServiceLocator`, `*Injector`, `*AppContainer`, …) that hands out instances (`provide…`/`get…` functions or `val`s); a Java class with a `static … getInstance()` that returns a static field of its own type and keeps state (an instance field, or a static non-final field besides the instance) or is a service locator (an abstract class, or a static `set…` that swaps the instance); an Objective-C class method without arguments that returns its class's own type (`instancetype`, `Foo *`, `id`) from `static` storage — `dispatch_once`, `@synchronized` or a lazy `if (!instance)` — and builds the class there (`[[self alloc] init]`, `[Foo new]`) or is named `shared…`/`default…`/`current…`/`instance`.",
        rationale: "Singletons are global state with a friendly name: every screen can reach and change them, tests cannot replace them, and an inherited app's bugs hide in them. Agencies grade \"no singletons/global state\"; dependency injection makes the same object explicit. Feeds the code-review checklist item \"no singletons or global state\".",
        skips: [
            "a static property handing out the type's own member of the same name (`extension UNUserNotificationCenter { static var current: UNUserNotificationCenter? { testing ? nil : .current() } }`): a wrapper around another declaration's instance, as is a typed accessor to the application's delegate (`static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }`), which UIKit makes",
            "`companion object`s (constants and factories), anonymous `object :` expressions",
            "a Swift stored optional slot each instance puts itself in (`static var current: MiniCallView?` with `MiniCallView.current = self` in `init` or `viewDidLoad`): the latest of many instances; one the first instance fills only while it is empty (`if Environment.shared == nil { Environment.shared = self }`) is reported",
            "Swift statics of a `private`/`fileprivate` extension (`private extension DateFormatter { static let default = … }`): an instance the file keeps for itself",
            "Swift `static let`s of extensions of system classes whose instances hold no state the app changes (`extension Bundle { static let current = Bundle(for: …) }`; also `Locale`, `TimeZone`, `NSRegularExpression`, fonts, colours, images)",
            "Kotlin `object`s without state, whatever their name: pure functions (`object DateHelper`), `val` constants, computed `var`s whose `get()`/`set()` never touch `field`, computed `val`s (a getter, no initializer) whatever their type, `private var`s the object assigns only where it declares them or in `init`, a private `AtomicBoolean` only set once (`compareAndSet(false, true)`: a latch), a private `@Volatile var` set only under `synchronized` (a double-checked memo), mutable holders declared as a read-only type (`val isAtTop: State<Boolean> = mutableStateOf(true)`), private collections only `init` fills, the project's own `Channel` type (not kotlinx.coroutines'), and `data object`s (sealed-class values)",
            "Java `getInstance()` classes that keep no state (no instance fields, no static non-final fields besides the instance)",
            "Swift classes with two or more named static instances of their own (VLC's `PresentationTheme.brightTheme`, `.darkTheme`, `.blackTheme`): a set of values, of which `current` or `default` is the one chosen; likewise an Objective-C class whose class methods hand out two or more statics of their own (Seafile's `SeafDateFormatter` formats)",
            "Swift classes that keep no state: no superclass but `NSObject`, no stored property (in `#if` branches too), no static `var`, no initializer that takes arguments or does more than `super.init()` (Mastodon's `ThemeService`, whose one method sets the appearance proxies): a namespace of functions, as a stateless Kotlin `object` is",
            "Java `getInstance()` methods that are not static or return another type",
            "Objective-C categories on Apple's classes (`@implementation NSURLSessionConfiguration (MPTCP)` caching `+defaultMPTCPConfiguration`): a cached value of the SDK's type",
            "Objective-C class methods returning another type from a `dispatch_once` cache (`+ (NSDateFormatter *)sharedFormatter`), factories that build a new instance on each call (`+ (instancetype)defaultConfiguration`), a `static __weak` instance that lives only while callers hold it (ish's `+[LocationTracker instance]`), declarations in headers",
            "a Swift computed static property that is one of the type's named values (`extension UIActivityIndicatorView.Style { static var default: Style { .medium } }`): an enum's case, not an instance",
            "Swift `static let shared = Other.make()` on a different type (a `Type.load()` on the same type is reported, saying the type is inferred)",
            "Swift top-level constants that hold a type the project does not declare as a class (`let formatter = DateFormatter()`, a struct value), `private` ones, and those used from fewer than two other files: a global `let store = Store()` (or a computed `var Current: Environment { underlyingCurrent }` over a private instance) is reported only when `Store` is a project class reached from two or more other files",
        ],
        help: "Pass the object where it is needed (initializer or constructor injection: SwiftUI's environment on iOS, Hilt or Koin on Android) instead of reaching for a global instance.",
        triggeringExamples: [
            RuleExample("app/src/main/java/com/acme/SessionManager.kt", """
                ↓object SessionManager {
                    lateinit var context: Context
                    fun token() = ""
                }

                internal ↓object Cache {
                    var lastSync: Long = 0
                }

                ↓object Images {
                    private val memory = mutableMapOf<String, Bitmap>()
                    fun keep(key: String, bitmap: Bitmap) { memory[key] = bitmap }
                }

                ↓object Screens {
                    private val exempt: MutableSet<String> = mutableSetOf("Login", "PassCode")
                    private val visible: MutableSet<String> = mutableSetOf()
                    fun started(name: String) { if (name !in exempt) visible.add(name) }
                }

                ↓object ServiceLocator {
                    fun provideApi(): Api = RetrofitApi()
                }
                """),
            RuleExample("app/src/main/java/com/acme/ApiClient.java", """
                public class ApiClient {
                    private static volatile ApiClient sInstance;
                    private final OkHttpClient http = new OkHttpClient();

                    private ApiClient() {}

                    public static synchronized ApiClient ↓getInstance() {
                        if (sInstance == null) sInstance = new ApiClient();
                        return sInstance;
                    }
                }

                abstract class SyncQueue {
                    private static SyncQueue instance;
                    public static SyncQueue ↓getInstance() { return instance; }
                    public static void setInstance(SyncQueue queue) { instance = queue; }
                    public abstract void sync();
                }
                """),
        ] + swiftTriggeringExamples + globalTriggeringExamples + objcTriggeringExamples,
        nonTriggeringExamples: swiftNonTriggeringExamples + globalNonTriggeringExamples + objcNonTriggeringExamples + [
            // Set once, with the object: a private table its `init` fills (AndroidAPS' message
            // names), private handles only `init` assigns (OpenBoard's reflection), a private
            // `var` nothing reassigns; and the app's own `Channel` type (DuckDuckGo's notification
            // channels), not a coroutine channel.
            RuleExample("app/src/main/java/com/acme/MessageNames.kt", """
                object MessageNames {
                    private var names: HashMap<Int, String> = HashMap()
                    fun name(command: Int): String? = if (names.containsKey(command)) names[command] else null
                    init {
                        names[0x0100] = "CMD_CONNECT"
                        names[0x0101] = "CMD_DISCONNECT"
                    }
                }
                object InputConnectionCompat {
                    private var requestMethod: MethodWrapper? = null
                    val isAvailable: Boolean
                        get() = requestMethod != null
                    init {
                        requestMethod = MethodWrapper(InputConnection::class.java, "requestCursorUpdates")
                    }
                }
                object StringUtil {
                    private var formatters = arrayOf(DecimalFormat("#0"), DecimalFormat("#0.0"))
                    fun format(value: Double, digits: Int): String = formatters[digits].format(value)
                }
                // Kvaesitso: a holder declared as a read-only type; nothing changes it through that.
                object RecentsComponent : Component {
                    override val isAtTop: State<Boolean?> = mutableStateOf(true)
                }
                // ImageToolbox: a double-checked memo, set only under `synchronized`.
                private object FontCache {
                    @Volatile
                    private var cachedFile: File? = null
                    fun get(context: Context): File {
                        cachedFile?.takeIf { it.exists() }?.let { return it }
                        return synchronized(this) { cachedFile ?: unpack(context).also { cachedFile = it } }
                    }
                }
                // v2rayNG: a one-way latch around a native library's set-up.
                object CoreNativeManager {
                    private val initialized = AtomicBoolean(false)
                    fun initCoreEnv(context: Context) {
                        if (initialized.compareAndSet(false, true)) { Libv2ray.initCoreEnv(context.filesDir.path) }
                    }
                }
                """),
            RuleExample("app/src/main/java/com/acme/DownloadChannels.kt", """
                import com.acme.notification.model.Channel

                internal object DownloadChannels {
                    val DOWNLOADING = Channel("com.acme.downloading", R.string.channelDownloading, IMPORTANCE_LOW)
                }
                """),
            // A private collection the object only reads (Open Food Facts' bottom navigation items).
            RuleExample("app/src/main/java/com/acme/BottomNav.kt", """
                object BottomNav {
                    private val NAV_ITEMS = linkedSetOf(R.id.scan, R.id.compare, R.id.home)
                    fun BottomNavigationView.select(itemId: Int) {
                        if (itemId in NAV_ITEMS) menu.findItem(itemId).isChecked = true
                    }
                }
                """),
            // kontalk: a stateless helper with a static `setup()`, which swaps nothing.
            RuleExample("app/src/main/java/org/kontalk/util/CustomSimpleXmppStringprep.java", """
                public class CustomSimpleXmppStringprep implements XmppStringprep {
                    private static CustomSimpleXmppStringprep instance;
                    public static CustomSimpleXmppStringprep getInstance() {
                        if (instance == null) instance = new CustomSimpleXmppStringprep();
                        return instance;
                    }
                    public static void setup() { XmppStringPrepUtil.setXmppStringprep(getInstance()); }
                    private CustomSimpleXmppStringprep() { }
                    public String localprep(String string) { return string.toLowerCase(); }
                }
                """),
            // Anytype: a preset built with arguments beside an initializer anyone may call.
            RuleExample("App/EventLogger.swift", """
                public final class EventLogger {
                    public static let `default` = EventLogger(category: "default")
                    private let category: String
                    public init(category: String) { self.category = category }
                }
                """),
            // FastHub: a private `getInstance()` that only the class's static helpers call.
            RuleExample("app/src/main/java/com/acme/DateParser.java", """
                public class DateParser {
                    private static final DateParser INSTANCE = new DateParser();
                    private final DateFormat format = new SimpleDateFormat("yyyy");
                    public static String parse(Date date) { synchronized (INSTANCE.format) { return getInstance().format.format(date); } }
                    private static DateParser getInstance() { return INSTANCE; }
                }
                """),
            RuleExample("app/src/main/java/com/acme/Formats.kt", """
                object Formats {
                    const val DATE = "yyyy-MM-dd"
                    fun price(cents: Long) = cents / 100.0
                }

                class Repo {
                    companion object {
                        private const val TAG = "Repo"
                        var counter = 0
                    }
                    val listener = object : Runnable { override fun run() { var x = 1 } }
                }

                // An object without a body: the next declaration's body is not its own (Kickstarter).
                private object StatsigGateException : Exception()
                class ProjectStoryViewModel(environment: Environment) : ViewModel() {
                    private val uiState = MutableStateFlow(0)
                    var retries = 0
                }

                // A test seam: set only by tests (Amaze File Manager's `NetCopyClientUtils`).
                object NetCopyClientUtils {
                    @JvmStatic
                    var getScheduler: (Client) -> Scheduler = { Schedulers.io() }
                        @VisibleForTesting set
                    @VisibleForTesting
                    internal var clock: () -> Long = { System.currentTimeMillis() }
                    fun extractRemotePathFrom(url: String): String = url.substringAfter("/")
                }

                // Stateless helpers, whatever their name; sealed-class values; computed vars.
                object DateHelper {
                    private val format = "yyyy-MM-dd"
                    fun today(): String { var s = format; return s }
                }
                sealed interface Screen { data object Home : Screen }
                object AppInjector {
                    fun init(app: App) { DaggerAppComponent.create().inject(app) }
                }
                object Prefs {
                    var theme: String
                        get() = store.getString("theme")
                        set(value) { store.putString("theme", value) }
                    // A computed `val` builds a new map on each call: it holds nothing (legado's `StringUtils`).
                    private val numerals: HashMap<Char, Int>
                        get() {
                            val map = HashMap<Char, Int>()
                            map['一'] = 1
                            return map
                        }
                    private val table = numerals
                    fun value(c: Char) = table[c]
                }
                """),
            RuleExample("app/src/main/java/com/acme/Registry.java", """
                public class Registry {
                    private static Other sOther;
                    public Registry getInstance() { return this; }
                    public static Other getInstance(int id) { return sOther; }
                }
                class TextUtils {
                    private static final TextUtils INSTANCE = new TextUtils();
                    public static TextUtils getInstance() { return INSTANCE; }
                    public String trim(String s) { return s.trim(); }
                    public static void run(int from, int to) throws IOException, IllegalStateException { getInstance(); }
                }
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: CodeFile) -> [Finding] {
        CodeSingletonFinder.declarations(in: file).map { found in
            Self.descriptor.finding(found.message, path: file.path, at: found.declaration.location)
        }
    }
}
