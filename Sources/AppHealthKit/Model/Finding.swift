/// One thing a rule found. Findings are plain values: rules create them, the engine
/// filters and sorts them, reporters render them.
public struct Finding: Codable, Sendable, Hashable {
    public var ruleId: String
    public var severity: Severity
    public var category: Category
    public var message: String
    /// Path relative to the audited root, with forward slashes.
    public var path: String
    /// 1-based line; whole-file findings (an image, a missing file) use line 1.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    /// The source line the finding sits on, trimmed; empty for binary files.
    public var snippet: String
    /// Stable identity across runs: rule, path, whitespace-collapsed line text and message.
    public var fingerprint: String
    /// How to fix it, in one sentence.
    public var help: String
    /// What the code it sits in is for (`app`, `test`, `preview`, `tooling`, …), set by the engine.
    public var role: FileRole?
    /// The path relative to the repository root (or `--base-path`) when the audited folder is
    /// inside a git work tree; SARIF and GitHub annotations use it.
    public var repoPath: String?

    public init(
        ruleId: String, severity: Severity, category: Category, message: String,
        path: String, line: Int, column: Int, snippet: String = "", fingerprint: String = "", help: String = ""
    ) {
        self.ruleId = ruleId
        self.severity = severity
        self.category = category
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.snippet = snippet
        self.fingerprint = fingerprint
        self.help = help
    }

    /// `findings` in report order, equal ones in their given order (sorted by position).
    public static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        findings.sortedByPosition(reportOrder)
    }

    /// The deterministic report order: path, line, column, rule, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleId != b.ruleId { return a.ruleId < b.ruleId }
        return a.message < b.message
    }
}
