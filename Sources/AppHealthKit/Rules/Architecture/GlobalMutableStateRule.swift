/// Mutable state anyone can reach: Kotlin top-level `var`s, Java `public static` non-final fields,
/// Objective-C file-scope variables.
public struct GlobalMutableStateRule: CodeRule {
    public static let descriptor = RuleDescriptor(
        id: "arch.global-mutable-state",
        title: "Global mutable state",
        defaultSeverity: .warning,
        category: .architecture,
        summary: "A top-level `var` in Swift (outside `main.swift` and `#if DEBUG`) or Kotlin (outside any class or function), a Java `public static` field that is not `final` (a note when nothing in its file writes it: a constant that lacks `final`), or an Objective-C file-scope variable that is not `const`: every non-`static` one, and `static` ones shared by two or more functions or methods that one of them writes (or that hold an `NSMutable…` collection or `NSCache`).",
        rationale: "A global variable can be changed from anywhere, so no screen can trust its value and no test can isolate it. Agencies grade \"no singletons/global state\"; the IDE's hint about public fields that should be private points the same way. Feeds the code-review checklist item \"no singletons or global state\".",
        skips: [
            "`val`, `const val` and top-level functions",
            "`var`s inside classes, objects and functions",
            "Java `static final` constants, non-public statics, and fields of interfaces (implicitly final)",
            "Kotlin scripts (`.kts`), Swift's `main.swift` (top-level code is the program there) and `#if DEBUG` test helpers",
            "computed Swift globals (`var isPhone: Bool { … }`), `private` ones that a single function, initializer or accessor reads and writes (its cache), and `private`/`fileprivate` ones the file never writes (no assignment to them or their members and subscripts, no `&`, no mutating-looking call such as `append`): a constant in all but name (`fileprivate var log = Logger(…)`); one declared in both branches of an `#if` is reported once",
            "Objective-C `const`s (`static NSString *const`), `extern` (and `__private_extern__`) declarations, `dispatch_once_t` tokens, associated-object keys used only as `&key`, `@class`/`@protocol` forward declarations and typedefs, variables initialized with a literal that nothing in the file writes (`NSString *FooNotification = @\"Foo\";`, a constant without `const`), `static`s used by one function or only set up lazily (`if (!x) x = …;`, `dispatch_once`; emptied with `x = nil;` to be built again), and the `static` a singleton's `+sharedInstance` hands out (the singleton, which `arch.singleton-declaration` reports), or that a `+shared…`/`+default…`/`+current…` class method returns as it is (the class's own shared instance: ownCloud's `+sharedProvider`)",
            "file-private backing properties named `_x` (the lazy cache behind a public `val x`, as in generated icon files), and private `var`s that only the getters of top-level `val`s read and fill (`private var cache: ImageVector? = null`); Kotlin `var`s named as sample data (`mockedCache`, `fakeUser`: previews' scaffolding)",
        ],
        help: "Keep the state in an object with a clear owner and pass it where it is needed; make constants final.",
        triggeringExamples: [
            RuleExample("app/src/main/java/com/acme/Globals.kt", """
                package com.acme

                ↓var currentUser: User? = null
                private ↓var retries = 0
                // Written by a function, not only by a getter: state.
                private ↓var lastToken: String? = null
                val token: String get() = lastToken ?: ""
                fun login(t: String) { lastToken = t }
                lateinit ↓var appContext: Context
                // A backing field behind the accessors: stored state.
                ↓var counter: Int = 0
                    get() = field
                    set(value) { field = value }

                class Holder { var fine = 1 }
                """),
            RuleExample("app/src/main/java/com/acme/Config.java", """
                public class Config {
                    public static ↓String baseUrl = "https://api.example.com";
                    public static ↓boolean debug;
                    public static final int TIMEOUT = 30;
                }
                """),
        ] + swiftTriggeringExamples + objcTriggeringExamples,
        nonTriggeringExamples: swiftNonTriggeringExamples + objcNonTriggeringExamples + [
            // Lawnchair's feature flags: a reader tests swap, marked as their seam.
            RuleExample("app/src/main/java/com/acme/FeatureFlags.java", """
                public final class FeatureFlags {
                    @VisibleForTesting
                    public static Predicate<Flag> sReader = f -> f.value;
                    public static final int VERSION = 2;
                }
                """),
            // Amethyst: the cache of a view model made for previews, named as sample data.
            RuleExample("app/src/main/java/com/acme/ui/AccountViewModel.kt", """
                var mockedCache: AccountViewModel? = null

                @Composable
                fun mockAccountViewModel(): AccountViewModel {
                    mockedCache?.let { return it }
                    return AccountViewModel().also { mockedCache = it }
                }
                """),
            // Extension properties store nothing: there is no global to mutate.
            RuleExample("app/src/main/java/com/acme/Locales.kt", """
                var Configuration.currentLocale: Locale
                    get() = locales[0]
                    set(value) { setLocale(value) }

                private var AbstractDrawerItem<*, *>.onClick: () -> Unit
                    get() = throw UnsupportedOperationException()
                    set(value) { listener = { value() } }
                """),
            // cwa-app-android: a preference behind accessors, no backing field.
            RuleExample("app/src/main/java/com/acme/AppUpgrader.kt", """
                private var lastVersionCode: Int
                    get() = prefs.getInt("v", 0)
                    set(value) { prefs.edit { putInt("v", value) } }

                fun upgrade() { lastVersionCode = 2 }
                """),
            RuleExample("app/src/main/java/com/acme/Constants.kt", """
                const val TIMEOUT = 30
                val DEFAULT_NAME = "Guest"
                fun helper() { var local = 1 }
                val icon: ImageVector get() = _icon ?: build().also { _icon = it }
                private var _icon: ImageVector? = null
                class Screen { var title = "" }
                object Counter { private var count = 0 }
                """),
            // A lazy icon cache: only the getter of `val Icons.Filled.Sync` reads and fills it.
            RuleExample("app/src/main/java/com/acme/icons/Sync.kt", """
                val Icons.Filled.Sync: ImageVector
                    get() {
                        if (cache != null) return cache!!
                        cache = materialIcon(name = "Filled.Sync") { materialPath { moveTo(12f, 4f) } }
                        return cache!!
                    }

                private var cache: ImageVector? = null
                """),
            RuleExample("app/src/main/java/com/acme/Keys.java", """
                public interface Keys {
                    public static String PREFS = "prefs";
                }
                class Holder {
                    public static class Key {
                        public static final String CREATED = "created";
                    }
                    private static final String TAG = "Holder";
                }
                class Impl {
                    private static int counter;
                    static Impl instance;
                    public static final String NAME = "n";
                }
                // Etar: a static initializer's `static` is not the next field's.
                public class Attendee {
                    private static HashMap<String, Integer> sPropertyList = new HashMap<>();
                    static {
                        sPropertyList.put("CN", 1);
                    }
                    public HashMap<String, String> mProperties;
                }
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: CodeFile) -> [Finding] {
        switch file.language {
        case .kotlin where !file.path.hasSuffix(".kts"): return kotlin(file)
        case .java: return java(file)
        case .objc: return objc(file)
        default: return []
        }
    }

    private func kotlin(_ file: CodeFile) -> [Finding] {
        // Brace depth as `braceDepths()` counts it, kept while walking: the whole table is made
        // only for a private `var` whose uses must be read (most files have none).
        var braceDepth = 0, parenDepth = 0
        var depths: [Int]?
        var findings: [Finding] = []
        let bytes = file.text.bytes
        // A finding is made at a `var` only: the walk ends at the last one (most Kotlin files of
        // real apps have none, and no walk at all).
        guard let lastVar = file.identifiers.last(where: { file.code($0, is: "var") }) else { return [] }
        // Where the brackets nest, a block or parenthesis opened at the top level is passed over
        // to its partner (the count comes back to 0 there, and nothing inside is at the top
        // level); only a private `var`'s check needs the brace depth of every token.
        var index = -1
        while index < lastVar {
            index += 1
            // One byte decides a punctuation token; only a three-byte one can be `var`.
            let token = file.code[index]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "{"):
                    if braceDepth == 0, parenDepth == 0, let close = file.nestedBlockEnd(index) {
                        index = close
                    } else if bytes[token.start] == UInt8(ascii: "(") {
                        parenDepth += 1
                    } else {
                        braceDepth += 1
                    }
                case UInt8(ascii: ")"): parenDepth -= 1
                case UInt8(ascii: "}"): braceDepth = max(0, braceDepth - 1)
                default: break
                }
                continue
            }
            guard token.end - token.start == 3, braceDepth == 0, parenDepth == 0, file.code(index, is: "var") else { continue }
            guard index + 1 < file.code.count, file.code[index + 1].kind == .identifier else { continue }
            let name = file.text(of: file.code[index + 1])
            // `var Configuration.currentLocale: Locale get() = … set(v) { … }`: an extension property
            // stores nothing; `var <T> List<T>.second`: a generic one.
            if file.code(index + 2, is: ".") || file.code(index + 1, is: "<") { continue }
            // `var AbstractDrawerItem<*, *>.onClick`: a generic receiver.
            if file.code(index + 2, is: "<"), let close = Self.closingAngle(file, from: index + 2), file.code(close + 1, is: ".") { continue }
            // `private var lastVersionCode: Int get() = prefs.getInt(…) set(v) { prefs.edit { … } }`:
            // accessors without a backing `field` store nothing (cwa-app-android's preference).
            if Self.isComputed(file, after: index + 1) { continue }
            // `var mockedCache: AccountViewModel? = null` behind `mockAccountViewModel()`, which only
            // previews call (Amethyst): sample data for the design tool, named so.
            if name.hasPrefix("mock") || name.hasPrefix("fake") { continue }
            // `private var _icon: ImageVector? = null` behind a public `val icon`: a file-private lazy cache.
            let isPrivate = (max(0, index - 3)..<index).contains(where: { file.code($0, is: "private") })
            if isPrivate, name.hasPrefix("_") { continue }
            // `private var cache: ImageVector? = null` that only a `val …: T get() { … }` reads and fills:
            // a lazy cache behind a read-only value.
            if isPrivate {
                if depths == nil { depths = file.braceDepths() }
                if let depths, Self.onlyUsedByGetters(name, declaredAt: index + 1, in: file, depths: depths) { continue }
            }
            findings.append(Self.descriptor.finding(
                "Top-level var \(name) is global mutable state", path: file.path, at: file.location(of: file.code[index])))
        }
        return findings
    }

    /// Whether the top-level property named at `name` has a getter or setter before any
    /// initializer or delegate (`var x: Int get() = …`), and no accessor reads or writes a backing
    /// `field`: a computed property. Its accessors run to the next top-level declaration.
    static func isComputed(_ file: CodeFile, after name: Int) -> Bool {
        let starts: Set<String> = ["val", "var", "fun", "class", "object", "interface", "typealias", "enum", "sealed", "data", "private", "internal", "public", "const", "lateinit", "@"]
        var index = name + 1
        var sawAccessor = false
        var depth = 0
        while index < file.code.count, index < name + 4_096 {
            let token = file.code[index]
            let text = file.text(of: token)
            if token.kind == .punctuation {
                if text == "{" || text == "(" { depth += 1 }
                if text == "}" || text == ")" { depth -= 1; if depth < 0 { break } }
                if !sawAccessor, depth == 0, text == "=" { return false }
            } else if depth == 0 {
                if !sawAccessor, text == "by" { return false }
                if text == "get" || text == "set" {
                    sawAccessor = true
                } else if starts.contains(text), !(sawAccessor && text == "private" && file.code(index + 1, is: "set")) {
                    break
                }
            }
            if sawAccessor, token.kind == .identifier, text == "field" { return false }
            index += 1
        }
        return sawAccessor
    }

    /// The `>` that closes the `<` at `open` (nested generics counted), within a short span.
    static func closingAngle(_ file: CodeFile, from open: Int) -> Int? {
        var depth = 0
        for index in open..<min(file.code.count, open + 64) {
            if file.code(index, is: "<") { depth += 1 }
            if file.code(index, is: ">") { depth -= 1; if depth == 0 { return index } }
            if file.code(index, is: "=") || file.code(index, is: "{") || file.code(index, is: ";") { return nil }
        }
        return nil
    }

    /// Every other use of `name` lies in the getter of a top-level `val` (after its `get`, before the
    /// next top-level declaration), and there is at least one.
    static func onlyUsedByGetters(_ name: String, declaredAt declaration: Int, in file: CodeFile, depths: [Int]) -> Bool {
        let starts: Set<String> = ["val", "var", "fun", "class", "object", "interface", "typealias"]
        var uses = 0
        for index in file.identifiers where index != declaration && file.text(of: file.code[index]) == name {
            guard !file.code(index - 1, is: ".") else { continue }  // `other._cache` is someone else's
            uses += 1
            var back = index - 1
            var sawGetter = false
            while back >= 0 {
                if depths[back] == 0, file.code[back].kind == .identifier {
                    let word = file.text(of: file.code[back])
                    if word == "get", file.code(back + 1, is: "(") { sawGetter = true }
                    if starts.contains(word) { break }
                }
                back -= 1
            }
            guard back >= 0, file.code(back, is: "val"), sawGetter else { return false }
        }
        return uses > 0
    }

    /// Whether the annotations before a declaration's first modifier include `@VisibleForTesting`
    /// (looked for back to the previous member's end).
    static func isVisibleForTesting(_ file: CodeFile, before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 16 {
            if file.code(cursor, is: ";") || file.code(cursor, is: "{") || file.code(cursor, is: "}") { return false }
            if file.code(cursor, is: "VisibleForTesting") { return true }
            cursor -= 1
        }
        return false
    }

    private func java(_ file: CodeFile) -> [Finding] {
        var findings: [Finding] = []
        for declaration in file.typeDeclarations() where declaration.keyword == "class" || declaration.modifiers.contains("enum") {
            guard let body = declaration.body else { continue }
            let members = file.directMembers(of: body)
            var position = 0
            while position < members.count {
                // A run of modifiers, then a type and a name, then `;` or `=` makes a field.
                // The three modifiers that decide, by their bytes (ASCII words none of which holds
                // `K`: no other spelling is the same string), without a string per modifier.
                var isPublic = false, isStatic = false, isFinal = false
                var cursor = position
                // A run is of adjacent tokens: a static initializer's `static` is followed by its
                // block, which `directMembers` leaves out, and is no modifier of the field after it
                // (Etar's `static { … }` before `public HashMap<…> mProperties;`).
                while cursor < members.count, file.code(members[cursor], isIn: CodeFile.javaModifiers),
                    cursor == position || members[cursor] == members[cursor - 1] + 1 {
                    isPublic = isPublic || file.code(members[cursor], is: "public")
                    isStatic = isStatic || file.code(members[cursor], is: "static")
                    isFinal = isFinal || file.code(members[cursor], is: "final")
                    cursor += 1
                }
                defer { position = max(position + 1, cursor) }
                guard isPublic, isStatic, !isFinal else { continue }
                // `@VisibleForTesting public static …` (Lawnchair's `sBooleanReader`, swapped by
                // tests): a test seam, not state the app changes.
                if Self.isVisibleForTesting(file, before: members[position]) { continue }
                var typeEnd = cursor
                while typeEnd < members.count, !file.code(members[typeEnd], is: ";"), !file.code(members[typeEnd], is: "="),
                    !file.code(members[typeEnd], is: "{") {
                    typeEnd += 1
                }
                guard typeEnd < members.count, typeEnd - cursor >= 2, !file.code(members[typeEnd - 1] + 1, is: "(") else { continue }
                let nameIndex = members[typeEnd - 1]
                // A nested `public static class Key { … }` is not a field: no braces or type keywords on the way.
                guard file.code[nameIndex].kind == .identifier,
                    !(members[cursor]...nameIndex).contains(where: { file.code($0, is: "(") || file.code($0, is: "{") || file.code($0, is: "}") }),
                    !(cursor..<typeEnd).contains(where: { ["class", "interface", "enum"].contains(file.text(of: file.code[members[$0]])) })
                else { continue }
                // Nothing in the file writes it (RedReader's `public static int DB_VERSION = 1`, read
                // by reflection): a constant that lacks `final`, a note (another file may still write it).
                let name = file.text(of: file.code[nameIndex])
                let written = file.identifiers.contains { index in
                    index != nameIndex && file.code(index, spells: name) && Self.isWrite(file, index)
                }
                var finding = Self.descriptor.finding(
                    written ? "public static field \(name) is global mutable state; make it final or private"
                        : "public static field \(name) is not final, though nothing in its file writes it: make it final (another file may write it)",
                    path: file.path, at: file.location(of: file.code[members[cursor]]))
                if !written { finding.severity = .note }
                findings.append(finding)
            }
        }
        return findings
    }
}

extension CodeFile {
    static let javaModifiers: NameSet = [
        "public", "private", "protected", "static", "final", "volatile", "transient", "synchronized", "abstract", "native",
    ]
}
