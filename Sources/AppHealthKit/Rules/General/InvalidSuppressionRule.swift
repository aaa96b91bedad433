/// Not a check of the app: the engine reports through it when an `apphealth:` comment cannot do
/// what it says (SwiftLint's `blanket_disable_command`/`superfluous_disable_command`, ruff's
/// `RUF100`). A typo in a rule ID silently silences nothing; a stale directive hides the next
/// real finding on its line.
public struct InvalidSuppressionRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "general.invalid-suppression",
        title: "Suppression comment that cannot work",
        defaultSeverity: .warning,
        category: .architecture,
        summary: "An `apphealth:` comment with an unknown command, no rule ID, or a rule ID no rule has (built-in, custom, `all`, or an Android Lint ID a rule maps). With `--report-unused-suppressions`, also a directive that silenced nothing in this run.",
        rationale: "A mistyped suppression silences nothing and looks like it does: the team believes a finding is accepted that still fails the gate, or a directive outlives the code it was for and hides the next real problem on that line.",
        skips: [
            "comments that mention apphealth: in prose (a directive starts its comment)",
            "unused suppressions unless --report-unused-suppressions is given, and those of rules that did not run",
            "Android Lint's annotations (@SuppressLint, @Suppress, //noinspection): they also serve Lint and the compiler",
        ],
        help: "Fix the rule ID (`apphealth rules list`), use disable, disable:next, disable:this or enable, or delete the directive.",
        triggeringExamples: [
            RuleExample("app/src/main/java/com/acme/Main.kt", """
                class Main {
                    ↓// apphealth:disable:next code.hardcoded-ui-strin
                    val a = 1
                    ↓// apphealth:disabel code.hardcoded-ui-string
                    ↓// apphealth:disable:next
                }
                """, testsSuppression: false),
        ],
        nonTriggeringExamples: [
            RuleExample("app/src/main/java/com/acme/Main.kt", """
                class Main {
                    // apphealth:disable:next code.hardcoded-ui-string -- shown to QA only
                    val a = 1
                    // apphealth:disable:this HardcodedText, all
                    // see apphealth: the README explains directives
                }
                """),
        ]
    )

    public init(options: RuleOptions) {}

    /// Findings for a file's malformed directives and unknown rule IDs; `known` holds every
    /// name a directive may use (rule IDs, Lint IDs, `all`).
    static func findings(_ suppressions: CodeSuppressions?, path: String, known: Set<String>, text: SourceText) -> [Finding] {
        guard let suppressions else { return [] }
        return suppressions.mentions.compactMap { mention in
            let message: String
            if let problem = mention.problem {
                message = problem
            } else if let id = mention.ruleId, !known.contains(id) {
                let suggestion = Suggestion.closest(to: id, in: known).map { "; did you mean '\($0)'?" } ?? ""
                message = "unknown rule '\(id)' in a suppression comment\(suggestion)"
            } else {
                return nil
            }
            return descriptor.finding(message, path: path, at: SourceLocation(line: mention.line, column: column(of: mention, in: text)))
        }
    }

    /// Where the directive's comment starts on its line (1 when it cannot be found).
    private static func column(of mention: CodeSuppressions.Mention, in text: SourceText) -> Int {
        guard mention.line <= text.lineCount else { return 1 }
        let line = text.line(mention.line)
        guard let range = line.range(of: "apphealth:") else { return 1 }
        var start = range.lowerBound
        while start > line.startIndex {
            let before = line[line.index(before: start)]
            guard before == "/" || before == "*" || before == "#" || before == " " else { break }
            start = line.index(before: start)
        }
        while start < range.lowerBound, line[start] == " " { start = line.index(after: start) }
        return line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: start) + 1
    }

    /// A directive that silenced nothing (`--report-unused-suppressions`).
    static func unused(_ region: CodeSuppressions.Region, path: String) -> Finding {
        let ids = region.ruleIds.sorted().joined(separator: ", ")
        var finding = descriptor.finding("this suppression of \(ids) silenced nothing; delete it", path: path,
                                         at: SourceLocation(line: region.directiveLine ?? 1, column: 1))
        finding.snippet = region.directiveText ?? ""
        return finding
    }
}
