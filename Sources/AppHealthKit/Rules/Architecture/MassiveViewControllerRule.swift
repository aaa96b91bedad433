/// Screens that do everything: Android `Activity`/`Fragment` subclasses past a size limit.
public struct MassiveViewControllerRule: CodeRule {
    public static let descriptor = RuleDescriptor(
        id: "arch.massive-view-controller",
        title: "Massive view controller",
        defaultSeverity: .warning,
        category: .architecture,
        summary: "A `UIViewController` subclass (directly or through project base classes, Swift or Objective-C; an Objective-C class is measured over its `@implementation` and its categories together), or an Android `Activity`, `Fragment` or `PreferenceFragmentCompat` subclass (directly, or through a project base class whose name ends in `Activity`/`Fragment`/`FragmentCompat`, or in `ActivityBase`/`FragmentBase`), over `max-lines` lines of code or `max-methods` methods. Lines of code leave out blank lines and comments, as SwiftLint's `type_body_length` and detekt's `LargeClass` count (a class of 456 lines, a third of them doc comments, is 322 lines of code).",
        rationale: "A screen class that grows past a few hundred lines mixes networking, state and UI; it cannot be tested and every change risks the whole screen. Agencies flag these first when they price a rewrite. Feeds the code-review checklist item \"no massive view controllers\".",
        skips: [
            "classes that are not screens (adapters, view models, helpers)",
            "nested classes are counted with the screen that holds them, but for a nested screen (markor's `ShareIntoImportOptionsFragment` inside `DocumentShareIntoFragment`), which is measured on its own",
        ],
        help: "Move logic out of the screen: a ViewModel for state, use cases or repositories for data, small views for UI pieces.",
        options: [
            RuleOptionDescriptor(name: "max-lines", summary: "Largest acceptable class body, in lines of code (blank and comment-only lines not counted).", defaultValue: .int(400)),
            RuleOptionDescriptor(name: "max-methods", summary: "Largest acceptable number of methods.", defaultValue: .int(30)),
        ],
        triggeringExamples: [
            RuleExample("app/src/main/java/com/acme/HomeActivity.kt", "↓class HomeActivity : AppCompatActivity() {\n"
                + (1...31).map { "    fun step\($0)() {}\n" }.joined() + "}\n"),
            RuleExample("app/src/main/java/com/acme/FeedFragment.java", "public ↓class FeedFragment extends BaseFragment {\n"
                + String(repeating: "    int legacy;\n", count: 420) + "}\n"),
            // A function-typed constructor parameter (`->`) is no generic argument list.
            RuleExample("app/src/main/java/com/acme/PickerFragment.kt",
                        "↓class PickerFragment(private val onPicked: (Int) -> Unit, val max: Int = if (a > b) a else b) : Fragment() {\n"
                + (1...31).map { "    fun step\($0)() {}\n" }.joined() + "}\n"),
        ] + swiftTriggeringExamples + swiftTriggeringExamplesOfOneName + objcTriggeringExamples,
        nonTriggeringExamples: swiftNonTriggeringExamples + objcNonTriggeringExamples + [
            RuleExample("app/src/main/java/com/acme/SmallActivity.kt", "class SmallActivity : AppCompatActivity() {\n"
                + (1...10).map { "    fun step\($0)() {}\n" }.joined() + "}\n"),
            RuleExample("app/src/main/java/com/acme/BigAdapter.kt", "class BigAdapter : RecyclerView.Adapter<Holder>() {\n"
                + (1...40).map { "    fun step\($0)() {}\n" }.joined() + "}\n"),
            // markor: a preference screen nested in a fragment is measured on its own.
            RuleExample("app/src/main/java/com/acme/ShareFragment.java", "public class ShareFragment extends Fragment {\n"
                + String(repeating: "    int field;\n", count: 120)
                + "    public static class OptionsFragment extends GsPreferenceFragmentBase {\n"
                + String(repeating: "        int option;\n", count: 350) + "    }\n}\n"),
            // 420 lines, most of them comments and blank lines: 300 lines of code.
            RuleExample("app/src/main/java/com/acme/GalleryFragment.kt", "class GalleryFragment : Fragment() {\n"
                + String(repeating: "    val legacy = 1\n\n    /**\n     * Notes.\n     */\n    // more\n", count: 50)
                + String(repeating: "    val more = 2\n", count: 250) + "    /* closing\n     remarks */\n}\n"),
        ],
        wholeFile: true
    )

    let maxLines: Int
    let maxMethods: Int

    public init(options: RuleOptions) {
        maxLines = options.int("max-lines", default: 400)
        maxMethods = options.int("max-methods", default: 30)
    }

    static func isScreen(_ supertypes: [String]) -> Bool {
        // (AndroidX's settings screens are `PreferenceFragmentCompat`s; markor's base classes are
        // `GsPreferenceFragmentBase` and `GsActivityBase`.)
        supertypes.contains { name in
            ["Activity", "Fragment", "FragmentCompat", "ActivityBase", "FragmentBase"].contains { name.hasSuffix($0) }
        }
    }

    public func check(_ file: CodeFile) -> [Finding] {
        guard file.language != .objc else { return [] }  // a project check: interfaces live in headers
        var codeLines: [Int]?
        let screens = file.typeDeclarations().filter { $0.keyword == "class" && Self.isScreen($0.supertypes) && $0.body != nil }
        return screens.compactMap { declaration in
            guard let body = declaration.body else { return nil }
            let first = file.location(of: file.code[body.lowerBound]).line
            let last = file.location(of: file.code[body.upperBound]).line
            // Lines of code are never more than lines: a class within the limit by lines needs no count.
            var lines = last - first + 1
            if lines > maxLines {
                if codeLines == nil { codeLines = file.text.codeLinePrefix() }
                lines = codeLines![last] - codeLines![first - 1]
                // A screen nested in this one (a preference fragment inside a fragment) is its own screen.
                let nested = screens.filter { body.contains($0.keywordIndex) && $0.keywordIndex > body.lowerBound }
                for inner in nested where !nested.contains(where: { $0.keywordIndex != inner.keywordIndex && $0.body?.contains(inner.keywordIndex) == true }) {
                    guard let innerBody = inner.body else { continue }
                    let innerFirst = file.location(of: file.code[inner.keywordIndex]).line
                    let innerLast = file.location(of: file.code[innerBody.upperBound]).line
                    lines -= codeLines![innerLast] - codeLines![innerFirst - 1]
                }
            }
            let methods = methodCount(file, body)
            guard lines > maxLines || methods > maxMethods else { return nil }
            var reasons: [String] = []
            if lines > maxLines { reasons.append("\(lines) lines of code (limit \(maxLines))") }
            if methods > maxMethods { reasons.append("\(methods) methods (limit \(maxMethods))") }
            return Self.descriptor.finding(
                "\(declaration.name) is a massive screen class: \(reasons.joined(separator: ", "))",
                path: file.path, at: file.location(of: file.code[declaration.keywordIndex]))
        }
    }

    /// Kotlin: `fun` members; Java: `name(…) {` members that are not control statements.
    private func methodCount(_ file: CodeFile, _ body: ClosedRange<Int>) -> Int {
        let members = file.directMembers(of: body)
        if file.language == .kotlin { return members.filter { file.code($0, is: "fun") }.count }
        let control: Set<String> = ["if", "for", "while", "switch", "catch", "synchronized", "return", "new"]
        return members.filter { index in
            file.code[index].kind == .identifier && file.code(index + 1, is: "(") && !control.contains(file.text(of: file.code[index]))
                && (file.matchingClose(index + 1).map { file.code($0 + 1, is: "{") || file.code($0 + 1, is: "throws") } ?? false)
        }.count
    }
}
