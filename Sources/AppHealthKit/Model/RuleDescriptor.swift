/// Everything a rule says about itself: identity, documentation, options and examples.
/// `apphealth rules show`, the generated rule docs and the example tests all read it.
public struct RuleDescriptor: Sendable {
    /// Stable ID, `<area>.<kebab-name>` (DESIGN §4).
    public var id: String
    public var title: String
    public var defaultSeverity: Severity
    public var category: Category
    /// What the rule flags, in one or two sentences.
    public var summary: String
    /// Why it matters: the practice or checklist item the rule feeds.
    public var rationale: String
    /// What the rule deliberately leaves alone (its traps).
    public var skips: [String]
    /// How to fix a finding, shown as the finding's `help`.
    public var help: String
    /// Android Lint issue IDs that `tools:ignore` maps to this rule.
    public var lintIds: [String]
    public var options: [RuleOptionDescriptor]
    /// The examples the suite runs and the rule's documentation shows. They are made when asked
    /// (tests, `rules`, the docs), not when an audit reads the rules' descriptors: building every
    /// rule's example files at start-up was ~9 % of an empty audit's instructions, on one core.
    public var triggeringExamples: [RuleExample] {
        get { makeTriggeringExamples() }
        set { makeTriggeringExamples = { newValue } }
    }
    public var nonTriggeringExamples: [RuleExample] {
        get { makeNonTriggeringExamples() }
        set { makeNonTriggeringExamples = { newValue } }
    }
    private var makeTriggeringExamples: @Sendable () -> [RuleExample]
    private var makeNonTriggeringExamples: @Sendable () -> [RuleExample]
    /// What a finding is about, for `--changed-since`: one line (kept when it changed), a whole
    /// file (its size, name or images: kept when the file changed), or a manifest fact
    /// (dependencies, checklist items: kept when the manifest changed).
    public var changeScope: ChangedLines.Scope = .line
    /// What the engine must compute for this rule beyond the parsed files.
    public var requirements: Set<RuleRequirement> = []

    /// The finding's source line is a secret (a signing password): reports never copy it.
    public var redactsSnippets = false

    public var wholeFile: Bool { changeScope == .file }

    public init(
        id: String, title: String, defaultSeverity: Severity, category: Category,
        summary: String, rationale: String, skips: [String] = [], help: String,
        lintIds: [String] = [], options: [RuleOptionDescriptor] = [],
        triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample], wholeFile: Bool = false,
        changeScope: ChangedLines.Scope? = nil, requirements: Set<RuleRequirement> = []
    ) {
        self.changeScope = changeScope ?? (wholeFile ? .file : .line)
        self.requirements = requirements
        self.id = id
        self.title = title
        self.defaultSeverity = defaultSeverity
        self.category = category
        self.summary = summary
        self.rationale = rationale
        self.skips = skips
        self.help = help
        self.lintIds = lintIds
        self.options = options
        makeTriggeringExamples = triggeringExamples
        makeNonTriggeringExamples = nonTriggeringExamples
    }

    /// A finding of this rule with its default severity, category and help filled in.
    public func finding(
        _ message: String, path: String, at location: SourceLocation, severity: Severity? = nil
    ) -> Finding {
        Finding(
            ruleId: id, severity: severity ?? defaultSeverity, category: category, message: message,
            path: path, line: location.line, column: location.column, help: help
        )
    }
}

/// Work the engine does only when a rule that runs asks for it.
public enum RuleRequirement: Sendable, Hashable {
    /// Content digests of Android and iOS images whose byte sizes collide (`ProjectModel.imageDigests`).
    case imageDigests
}

/// A configurable option of a rule, with its default.
public struct RuleOptionDescriptor: Sendable {
    public var name: String
    public var summary: String
    public var defaultValue: ConfigValue
    /// The values a string or list option may take (`nil`: any); the configuration loader
    /// rejects others with their position.
    public var allowedValues: [String]?

    public init(name: String, summary: String, defaultValue: ConfigValue, allowedValues: [String]? = nil) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
    }
}
