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
    /// Accepted but suspicious entries (unknown keys, unknown rules).
    public var warnings: [ConfigWarning]

    public init(file: String? = nil, exclude: [Glob] = [], rules: [String: RuleConfiguration] = [:], warnings: [ConfigWarning] = []) {
        self.file = file
        self.exclude = exclude
        self.rules = rules
        self.warnings = warnings
    }

    public static let fileNames = [".apphealth.yml", ".apphealth.yaml"]

    /// Finds `.apphealth.yml` in `start` (a folder or a file's folder) or the nearest folder above it.
    public static func discover(from start: URL) -> URL? {
        var isDirectory: ObjCBool = false
        var folder = start.standardizedFileURL
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            folder = folder.deletingLastPathComponent()
        }
        while true {
            for name in fileNames {
                let candidate = folder.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
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

    public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: ConfigValue] = [:]) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }
}
