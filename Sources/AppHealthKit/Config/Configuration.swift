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
    /// Accepted but suspicious entries (unknown keys, unknown rules).
    public var warnings: [ConfigWarning]

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
