/// Singletons declared in Kotlin and Java (Swift joins with the swift-syntax analysis).
public struct SingletonDeclarationRule: CodeRule {
    public static let descriptor = RuleDescriptor(
        id: "arch.singleton-declaration",
        title: "Singleton declaration",
        defaultSeverity: .warning,
        category: .architecture,
        summary: "A singleton: Swift `static let/var shared|sharedInstance|default|instance|current` whose initializer builds the enclosing type (`= Type()`, `= .init()`, `= { … }()`) on a class, struct, actor or extension, or `class func shared()`; a Kotlin `object` that holds `var` state or is named `*Manager`/`*Helper`/`*Service`; a Java class with a `static … getInstance()` that returns a static field of its own type.",
        rationale: "Singletons are global state with a friendly name: every screen can reach and change them, tests cannot replace them, and an inherited app's bugs hide in them. Agencies grade \"no singletons/global state\"; dependency injection makes the same object explicit. Feeds the code-review checklist item \"no singletons or global state\".",
        skips: [
            "`companion object`s (constants and factories), anonymous `object :` expressions",
            "Kotlin `object`s with only `val`s and functions and no manager-like name (stateless utilities)",
            "Java `getInstance()` methods that are not static or return another type",
            "Swift `static let shared = Other.make()` on a different type (a `Type.load()` on the same type is reported, saying the type is inferred)",
        ],
        help: "Pass the object where it is needed (constructor injection, Hilt/Koin) instead of reaching for a global instance.",
        triggeringExamples: [
            RuleExample("app/src/main/java/com/acme/SessionManager.kt", """
                ↓object SessionManager {
                    val prefsName = "session"
                    fun token() = ""
                }

                internal ↓object Cache {
                    var lastSync: Long = 0
                }
                """),
            RuleExample("app/src/main/java/com/acme/ApiClient.java", """
                public class ApiClient {
                    private static volatile ApiClient sInstance;

                    private ApiClient() {}

                    public static synchronized ApiClient ↓getInstance() {
                        if (sInstance == null) sInstance = new ApiClient();
                        return sInstance;
                    }
                }
                """),
        ] + swiftTriggeringExamples,
        nonTriggeringExamples: swiftNonTriggeringExamples + [
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
                """),
            RuleExample("app/src/main/java/com/acme/Registry.java", """
                public class Registry {
                    private static Other sOther;
                    public Registry getInstance() { return this; }
                    public static Other getInstance(int id) { return sOther; }
                }
                """),
        ]
    )

    static let managerSuffixes = ["Manager", "Helper", "Service"]

    public init(options: RuleOptions) {}

    public func check(_ file: CodeFile) -> [Finding] {
        switch file.language {
        case .kotlin: return kotlinObjects(file)
        case .java: return javaGetInstance(file)
        case .groovy: return []
        }
    }

    private func kotlinObjects(_ file: CodeFile) -> [Finding] {
        file.typeDeclarations().compactMap { declaration in
            guard declaration.keyword == "object", !declaration.modifiers.contains("companion") else { return nil }
            let mutable = declaration.body.map { body in file.directMembers(of: body).contains { file.code($0, is: "var") } } ?? false
            let managerName = Self.managerSuffixes.contains { declaration.name.hasSuffix($0) }
            guard mutable || managerName else { return nil }
            let why = mutable ? "that holds mutable state (var)" : "named like a service (*Manager, *Helper, *Service)"
            return Self.descriptor.finding(
                "object \(declaration.name) is a singleton \(why)", path: file.path,
                at: file.location(of: file.code[declaration.keywordIndex]))
        }
    }

    /// `static [modifiers] Own getInstance(` in class `Own` that also has a `static … Own field`.
    private func javaGetInstance(_ file: CodeFile) -> [Finding] {
        var findings: [Finding] = []
        for declaration in file.typeDeclarations() where declaration.keyword == "class" {
            guard let body = declaration.body else { continue }
            let members = file.directMembers(of: body)
            var hasStaticField = false
            var method: Int?
            for (position, index) in members.enumerated() where file.code(index, is: "static") {
                // Walk past modifiers to the type, then the member name.
                var next = position + 1
                while next < members.count, ["final", "volatile", "synchronized", "public", "private", "protected", "transient"].contains(file.text(of: file.code[members[next]])) {
                    next += 1
                }
                guard next + 1 < members.count, file.code(members[next], is: declaration.name) else { continue }
                let nameIndex = members[next + 1]
                guard file.code[nameIndex].kind == .identifier else { continue }
                if file.code(nameIndex + 1, is: "(") {
                    if file.code(nameIndex, is: "getInstance") { method = nameIndex }
                } else if file.code(nameIndex + 1, is: ";") || file.code(nameIndex + 1, is: "=") {
                    hasStaticField = true
                }
            }
            if let method, hasStaticField {
                findings.append(Self.descriptor.finding(
                    "\(declaration.name) is a singleton: static getInstance() hands out one shared instance",
                    path: file.path, at: file.location(of: file.code[method])))
            }
        }
        return findings
    }
}
