import Foundation

/// What `.apphealth.yml` says. An absent file means every default.
public struct Configuration: Sendable {
    /// Where the configuration was read from, if anywhere.
    public var file: String?
    /// Globs of paths (relative to the audited root) to leave out of discovery.
    public var exclude: [Glob]
    public var rules: [String: RuleConfiguration]
    /// Custom rule files or folders (`rules:` as a list), relative to the configuration file.
    public var customRulePaths: [String] = []
    /// `max-warnings: N`: the gate fails when more warnings remain.
    public var maxWarnings: Int?
    /// `include-tests: true`: built-in rules also report on tests, previews and tooling.
    public var includeTests = false
    /// `custom-rules-budget: S`: seconds all custom regex and XPath rules together may spend
    /// on the files of one run; the rest of their work is skipped, with a warning.
    public var customRulesBudget: TimeInterval = 60
    /// `file-time-budget: S`: seconds the built-in analysis of one file may take; a file that
    /// takes longer gets a `parse-error` note and the run goes on without it.
    public var fileTimeBudget: TimeInterval = 5
    /// `max-file-size: MiB`: files larger than this are not analysed (a skipped entry and a note).
    public var maxFileSize: Int = 5 << 20
    /// Accepted but suspicious entries (unknown keys, unknown rules).
    public var warnings: [ConfigWarning]
    /// `include`: globs of the only paths audited (empty: everything not excluded).
    public var include: [Glob] = []
    /// `fail-on` and `min-score`: the gate, unless the command line says otherwise.
    public var failOn: FailThreshold?
    public var minScore: Int?
    /// `baseline`: the baseline file, relative to the configuration file's folder.
    public var baseline: String?
    /// `reports`: FORMAT → FILE, written besides the command line's outputs.
    public var reports: [ReportOutput] = []
    /// `extends`: configuration files this one builds on, with where each was named.
    public var extends: [(path: String, line: Int, column: Int)] = []
    /// Top-level keys the file sets (a child overrides only what it sets).
    public var setKeys: Set<String> = []

    public init(file: String? = nil, exclude: [Glob] = [], rules: [String: RuleConfiguration] = [:], warnings: [ConfigWarning] = []) {
        self.file = file
        self.exclude = exclude
        self.rules = rules
        self.warnings = warnings
    }

    public static let fileNames = [".apphealth.yml", ".apphealth.yaml"]

    /// Finds `.apphealth.yml` in `start` (a folder or a file's folder) or the nearest folder above
    /// it, up to the repository root (`discoveryTop`) and never above: a file in a parent folder
    /// of the repository is not the repository's configuration.
    public static func discover(from start: URL) -> URL? {
        var folder = startFolder(start)
        let top = discoveryTop(from: start).path
        while true {
            for name in fileNames {
                let candidate = folder.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            }
            let parent = folder.deletingLastPathComponent()
            if folder.path == top || parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
    }

    /// The highest folder `discover` looks in: the root of the git work tree `start` is in (the
    /// nearest folder at or above it holding `.git`, a folder or a worktree's file), or `start`
    /// itself outside git.
    public static func discoveryTop(from start: URL) -> URL {
        let first = startFolder(start)
        var folder = first
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" { return first }
            folder = parent
        }
    }

    private static func startFolder(_ start: URL) -> URL {
        var isDirectory: ObjCBool = false
        let folder = start.standardizedFileURL
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return folder.deletingLastPathComponent()
        }
        return folder
    }

    /// `self` overlaid with `child` (a later `--config`, or the file that `extends` this one):
    /// the child wins for every key it sets; `exclude` and custom rule paths add up; rule
    /// settings merge per rule and option.
    public func merged(with child: Configuration) -> Configuration {
        var result = self
        result.file = child.file ?? file
        result.exclude += child.exclude
        result.customRulePaths += child.customRulePaths
        for (id, setting) in child.rules {
            var entry = result.rules[id] ?? RuleConfiguration()
            entry.enabled = setting.enabled ?? entry.enabled
            entry.severity = setting.severity ?? entry.severity
            entry.includeTests = setting.includeTests ?? entry.includeTests
            entry.options.merge(setting.options) { _, new in new }
            result.rules[id] = entry
        }
        if child.setKeys.contains("max-warnings") { result.maxWarnings = child.maxWarnings }
        if child.setKeys.contains("include-tests") { result.includeTests = child.includeTests }
        if child.setKeys.contains("custom-rules-budget") { result.customRulesBudget = child.customRulesBudget }
        if child.setKeys.contains("file-time-budget") { result.fileTimeBudget = child.fileTimeBudget }
        if child.setKeys.contains("max-file-size") { result.maxFileSize = child.maxFileSize }
        if child.setKeys.contains("include") { result.include = child.include }
        if child.setKeys.contains("reports") { result.reports = child.reports }
        result.failOn = child.failOn ?? failOn
        result.minScore = child.minScore ?? minScore
        result.baseline = child.baseline ?? baseline
        result.warnings += child.warnings
        result.setKeys.formUnion(child.setKeys)
        result.extends = []
        return result
    }

    public func isEnabled(_ descriptor: RuleDescriptor) -> Bool {
        rules[descriptor.id]?.enabled ?? true
    }

    /// Whether a rule reports on test, preview and tooling code too.
    public func includesTests(_ ruleId: String) -> Bool {
        rules[ruleId]?.includeTests ?? includeTests
    }

    public func options(for descriptor: RuleDescriptor) -> RuleOptions {
        RuleOptions(defaultsOf: descriptor, overrides: rules[descriptor.id]?.options ?? [:])
    }
}

/// One rule's entry under `rules:`.
public struct RuleConfiguration: Sendable, Equatable {
    public var enabled: Bool?
    public var severity: Severity?
    /// `include-tests: true` for this rule alone.
    public var includeTests: Bool?
    public var options: [String: ConfigValue]

    public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: ConfigValue] = [:], includeTests: Bool? = nil) {
        self.includeTests = includeTests
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }
}

extension Configuration {
    /// Everything the audit itself reads from the configuration, unambiguously (lengths before
    /// texts, rules in ID order): part of `--cache-dir`'s key for a project's result. The gate's
    /// and the reports' settings (`fail-on`, `min-score`, `max-warnings`, `reports`, `baseline`)
    /// apply after the audit and are left out. A new setting the audit reads belongs here.
    var auditDescription: String {
        func list(_ texts: [String]) -> String { texts.map { "\($0.utf8.count):\($0)" }.joined() }
        var lines = [
            "file " + list([file ?? ""]), "include-tests \(includeTests)", "custom-rules-budget \(customRulesBudget)",
            "file-time-budget \(fileTimeBudget)", "max-file-size \(maxFileSize)", "exclude " + list(exclude.map(\.pattern)),
            "include " + list(include.map(\.pattern)), "custom " + list(customRulePaths), "warnings " + list(warnings.map(\.description)),
        ]
        for id in rules.keys.sorted() {
            let rule = rules[id]!
            lines.append("rule " + list([id]) + " \(rule.enabled.map(String.init) ?? "-") \(rule.severity?.rawValue ?? "-") "
                + "\(rule.includeTests.map(String.init) ?? "-") " + RuleOptions(rule.options).stableDescription)
        }
        return lines.joined(separator: "\n")
    }
}
