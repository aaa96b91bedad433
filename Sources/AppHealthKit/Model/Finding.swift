/// One thing a rule found. Findings are plain values: rules create them, the engine
/// filters and sorts them, reporters render them.
public struct Finding: Codable, Sendable, Hashable {
    /// The fields live in one shared box, so a copy is one reference count, not one per string:
    /// a large report's findings are copied by every summary, sort and reporter.
    private final class Fields: @unchecked Sendable {
        var ruleId: String
        var severity: Severity
        var category: Category
        var message: String
        var path: String
        var line: Int
        var column: Int
        var snippet: String
        var fingerprint: String
        var help: String
        var role: FileRole?
        var repoPath: String?

        init(ruleId: String, severity: Severity, category: Category, message: String, path: String, line: Int, column: Int,
             snippet: String, fingerprint: String, help: String, role: FileRole?, repoPath: String?) {
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
            self.role = role
            self.repoPath = repoPath
        }

        func copy() -> Fields {
            Fields(ruleId: ruleId, severity: severity, category: category, message: message, path: path, line: line, column: column,
                   snippet: snippet, fingerprint: fingerprint, help: help, role: role, repoPath: repoPath)
        }
    }

    private var fields: Fields

    /// The box to write to: copied first when another finding shares it (copy on write).
    private var unique: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    public var ruleId: String {
        get { fields.ruleId }
        set { unique.ruleId = newValue }
    }
    public var severity: Severity {
        get { fields.severity }
        set { unique.severity = newValue }
    }
    public var category: Category {
        get { fields.category }
        set { unique.category = newValue }
    }
    public var message: String {
        get { fields.message }
        set { unique.message = newValue }
    }
    /// Path relative to the audited root, with forward slashes.
    public var path: String {
        get { fields.path }
        set { unique.path = newValue }
    }
    /// 1-based line; whole-file findings (an image, a missing file) use line 1.
    public var line: Int {
        get { fields.line }
        set { unique.line = newValue }
    }
    /// 1-based column, counted in Unicode scalars.
    public var column: Int {
        get { fields.column }
        set { unique.column = newValue }
    }
    /// The source line the finding sits on, trimmed; empty for binary files.
    public var snippet: String {
        get { fields.snippet }
        set { unique.snippet = newValue }
    }
    /// Stable identity across runs: rule, path, whitespace-collapsed line text and message.
    public var fingerprint: String {
        get { fields.fingerprint }
        set { unique.fingerprint = newValue }
    }
    /// How to fix it, in one sentence.
    public var help: String {
        get { fields.help }
        set { unique.help = newValue }
    }
    /// What the code it sits in is for (`app`, `test`, `preview`, `tooling`, …), set by the engine.
    public var role: FileRole? {
        get { fields.role }
        set { unique.role = newValue }
    }
    /// The path relative to the repository root (or `--base-path`) when the audited folder is
    /// inside a git work tree; SARIF and GitHub annotations use it.
    public var repoPath: String? {
        get { fields.repoPath }
        set { unique.repoPath = newValue }
    }

    public init(
        ruleId: String, severity: Severity, category: Category, message: String,
        path: String, line: Int, column: Int, snippet: String = "", fingerprint: String = "", help: String = ""
    ) {
        fields = Fields(
            ruleId: ruleId, severity: severity, category: category, message: message, path: path, line: line, column: column,
            snippet: snippet, fingerprint: fingerprint, help: help, role: nil, repoPath: nil)
    }

    private enum CodingKeys: String, CodingKey {
        case ruleId, severity, category, message, path, line, column, snippet, fingerprint, help, role, repoPath
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fields = Fields(
            ruleId: try container.decode(String.self, forKey: .ruleId),
            severity: try container.decode(Severity.self, forKey: .severity),
            category: try container.decode(Category.self, forKey: .category),
            message: try container.decode(String.self, forKey: .message),
            path: try container.decode(String.self, forKey: .path),
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            snippet: try container.decode(String.self, forKey: .snippet),
            fingerprint: try container.decode(String.self, forKey: .fingerprint),
            help: try container.decode(String.self, forKey: .help),
            role: try container.decodeIfPresent(FileRole.self, forKey: .role),
            repoPath: try container.decodeIfPresent(String.self, forKey: .repoPath))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ruleId, forKey: .ruleId)
        try container.encode(severity, forKey: .severity)
        try container.encode(category, forKey: .category)
        try container.encode(message, forKey: .message)
        try container.encode(path, forKey: .path)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(snippet, forKey: .snippet)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encode(help, forKey: .help)
        try container.encodeIfPresent(role, forKey: .role)
        try container.encodeIfPresent(repoPath, forKey: .repoPath)
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        if a.fields === b.fields { return true }
        return a.ruleId == b.ruleId && a.severity == b.severity && a.category == b.category && a.message == b.message
            && a.path == b.path && a.line == b.line && a.column == b.column && a.snippet == b.snippet
            && a.fingerprint == b.fingerprint && a.help == b.help && a.role == b.role && a.repoPath == b.repoPath
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleId)
        hasher.combine(severity)
        hasher.combine(category)
        hasher.combine(message)
        hasher.combine(path)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(snippet)
        hasher.combine(fingerprint)
        hasher.combine(help)
        hasher.combine(role)
        hasher.combine(repoPath)
    }

    /// `findings` in report order, equal ones in their given order (sorted by position).
    public static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        guard findings.count > 1_024 else { return findings.sortedByPosition(reportOrder) }
        // Many findings share few paths: each path is compared once, while ranking the distinct
        // paths; the findings are then sorted by that rank, line and column (integers), and rule
        // and message only where those are equal. The same order, without a string comparison
        // of two long paths for most pairs.
        var rank: [String: Int] = [:]
        for finding in findings { rank[finding.path] = 0 }
        for (position, path) in rank.keys.sorted().enumerated() { rank[path] = position }
        let keys = findings.map { (path: rank[$0.path] ?? 0, line: $0.line, column: $0.column) }
        let positions = findings.indices.sorted { a, b in
            let ka = keys[a], kb = keys[b]
            if ka.path != kb.path { return ka.path < kb.path }
            if ka.line != kb.line { return ka.line < kb.line }
            if ka.column != kb.column { return ka.column < kb.column }
            let fa = findings[a], fb = findings[b]
            if fa.ruleId != fb.ruleId { return fa.ruleId < fb.ruleId }
            if fa.message != fb.message { return fa.message < fb.message }
            return a < b
        }
        return positions.map { findings[$0] }
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
