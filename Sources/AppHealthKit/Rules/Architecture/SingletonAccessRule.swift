/// Every use of one of the project's own singletons; the report counts how far each reaches.
public struct SingletonAccessRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "arch.singleton-access",
        title: "Use of a project singleton",
        defaultSeverity: .note,
        category: .architecture,
        summary: "A use of one of the project's own Swift singletons (`APIManager.shared`, `Store.sharedInstance`, …). The JSON report's `singletons` list says for each singleton how many files and uses it reaches; Apple's singletons (`UserDefaults.standard`, `NotificationCenter.default`, `UIApplication.shared`, `FileManager.default`, `URLSession.shared`, `UIScreen.main`, …) are counted there with `\"system\": true` and never flagged.",
        rationale: "How far a singleton reaches is what it costs to remove: one used from three files is an afternoon, one used from ninety is a project. The count tells an agency where the hidden coupling is. Feeds the code-review checklist item \"no singletons or global state\".",
        skips: [
            "Apple's singletons (counted, not flagged)",
            "members that merely share the name (`x.shared` on a value, not a type)",
            "the declaration itself",
        ],
        help: "Inject the dependency instead of reaching for the shared instance; start with the files that use it most.",
        triggeringExamples: [
            RuleExample([
                ExampleFile("App/APIManager.swift", "final class APIManager {\n    static let shared = APIManager()\n}\n"),
                ExampleFile("App/ProfileViewController.swift", """
                    final class ProfileViewController: UIViewController {
                        func load() {
                            ↓APIManager.shared.fetchProfile()
                            UserDefaults.standard.set(true, forKey: "seen")
                        }
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
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

    public func check(_ project: ProjectModel) -> [Finding] {
        project.singletons.entries.filter { !$0.system }.flatMap { entry in
            let files = Set(entry.uses.map(\.path)).count
            return entry.uses.map { use in
                Self.descriptor.finding(
                    "Uses singleton \(entry.name).\(entry.member) (reached from \(files) file\(files == 1 ? "" : "s"), \(entry.uses.count) use\(entry.uses.count == 1 ? "" : "s"))",
                    path: use.path, at: use.location)
            }
        }
    }
}
