/// The whole result of an audit as reporters see it (DESIGN §5, `schemaVersion: 1`).
public struct Report: Codable, Sendable, Equatable {
    public var schemaVersion: Int
    public var tool: ToolInfo
    public var root: String
    /// The audited folder relative to the repository root (or `--base-path`), `""` for the root
    /// itself; absent outside a git work tree.
    public var repoPath: String?
    public var summary: Summary
    public var categories: [CategoryScore]
    public var checklists: [ChecklistResult]
    public var dependencies: [DependencyEntry]
    public var singletons: [SingletonEntry]
    public var findings: [Finding]
    /// Findings silenced in the source (`--include-suppressed`); absent otherwise.
    public var suppressedFindings: [Finding]?
    /// `--shard I/N`: which share of the files this report covers; `apphealth merge` joins them.
    public var shard: Shard?
    /// What was audited as what: targets, modules, files by role.
    public var project: ProjectSummary?
    /// `--shard I/N`: the facts `apphealth merge` runs the project stages on.
    public var facts: ShardFacts?
    /// The app's display name (manifest label, Info.plist, Xcode app target, Gradle root project)
    /// or the folder's name.
    public var projectName: String?
    /// Commit and date of the audited tree when it is in git (absent with `--no-git-info`).
    public var source: SourceInfo?
    /// Where the settings came from: the configuration file and the custom rule files read.
    public var configuration: ReportConfiguration?
    /// Paths not audited, with the reason (outside links, unreadable, over the size limit,
    /// names that are not UTF-8); absent when there are none. `summary.skipped` counts them.
    public var skipped: [SkippedPath]?

    public init(
        tool: ToolInfo = ToolInfo(), root: String, summary: Summary, categories: [CategoryScore],
        checklists: [ChecklistResult] = [], dependencies: [DependencyEntry] = [], singletons: [SingletonEntry] = [],
        findings: [Finding]
    ) {
        self.schemaVersion = 1
        self.tool = tool
        self.root = root
        self.summary = summary
        self.categories = categories
        self.checklists = checklists
        self.dependencies = dependencies
        self.singletons = singletons
        self.findings = findings
    }
}

public struct ToolInfo: Codable, Sendable, Equatable {
    public var name: String
    public var version: String
    /// The library catalog's as-of date (its version).
    public var catalog: String?

    public init(name: String = "apphealth", version: String = AppHealthVersion.current) {
        self.name = name
        self.version = version
    }
}

public enum AppHealthVersion {
    public static let current = "0.1.0"
}

public struct Summary: Codable, Sendable, Equatable {
    /// Files discovered and classified (after excludes).
    public var files: Int
    public var findings: SeverityCounts
    public var score: Int
    public var grade: String
    public var gate: GateResult
    /// Sum of the dependencies' libyears (libyear.com), over those the catalog dates.
    public var libyears: Double
    /// `--baseline`: findings the baseline accepted (not in `findings`, not gated).
    public var baselined: Int?
    /// Paths the audit could not or would not read (the report's `skipped` lists them).
    public var skipped: Int?
    /// Declarations the audit saw but could not resolve to a library or version, one sentence per
    /// kind ("2 dependencies are declared through buildSrc constants that could not be resolved: …");
    /// absent when every declaration resolved.
    public var unresolvedDependencies: [String]?
    /// Set when a checklist failing a weight-3 item holds the overall score down.
    public var scoreCap: ScoreCap?
    /// How far the scores can be trusted (unknown libraries, unparseable manifests, skipped files).
    public var confidence: ScoreConfidence?
    /// Remediation effort in hours and person-days.
    public var effort: EffortSummary?
    /// The risks that matter first (3–5), ranked by impact.
    public var topRisks: [TopRisk]?
    /// Why there is no score (a folder with no Android or iOS project, `--allow-empty`); the
    /// score is then 0 and the grade `N/A`.
    public var notScored: String?

    public init(files: Int, findings: SeverityCounts, score: Int, grade: String, gate: GateResult, libyears: Double) {
        self.files = files
        self.findings = findings
        self.score = score
        self.grade = grade
        self.gate = gate
        self.libyears = libyears
    }
}

/// The configuration file (`nil`: defaults) and the custom rule files an audit used, as named
/// in messages (relative to the working directory when below it).
public struct ReportConfiguration: Codable, Sendable, Equatable {
    public var file: String?
    public var ruleFiles: [String]

    public init(file: String?, ruleFiles: [String]) {
        self.file = file
        self.ruleFiles = ruleFiles
    }

    /// One line for the text and HTML reports.
    public static func line(_ configuration: ReportConfiguration?) -> String {
        guard let configuration else { return "Configuration: not recorded" }
        var line = "Configuration: " + (configuration.file ?? "none (defaults)")
        if !configuration.ruleFiles.isEmpty { line += "; custom rules: " + configuration.ruleFiles.joined(separator: ", ") }
        return line
    }
}

public struct SeverityCounts: Codable, Sendable, Equatable {
    public var error: Int
    public var warning: Int
    public var note: Int

    public init(_ findings: [Finding]) {
        var counts = (error: 0, warning: 0, note: 0)
        for finding in findings {
            switch finding.severity {
            case .error: counts.error += 1
            case .warning: counts.warning += 1
            case .note: counts.note += 1
            }
        }
        (error, warning, note) = counts
    }

    public var total: Int { error + warning + note }
}

public struct GateResult: Codable, Sendable, Equatable {
    public var passed: Bool
    public var reasons: [String]
    /// `--fail-on`: the severity at or above which a finding fails the gate (`never`: none).
    public var failOn: String?
    /// `--min-score`, when given.
    public var minScore: Int?

    public init(passed: Bool, reasons: [String], failOn: String? = nil, minScore: Int? = nil) {
        self.passed = passed
        self.reasons = reasons
        self.failOn = failOn
        self.minScore = minScore
    }

    /// "fails on errors", "fails on warnings or worse", "never fails on findings", plus the score floor.
    public var thresholdDescription: String? {
        var parts: [String] = []
        switch failOn {
        case "error": parts.append("fails on any error")
        case "warning": parts.append("fails on any warning or error")
        case "note": parts.append("fails on any finding")
        case "never": parts.append("never fails on findings")
        default: break
        }
        if let minScore { parts.append("fails below a score of \(minScore)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

public struct CategoryScore: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    public var score: Int

    public init(id: String, title: String, score: Int) {
        self.id = id
        self.title = title
        self.score = score
    }
}

/// A checklist's result (filled by the checklist engine; empty until it runs).
public struct ChecklistResult: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    public var score: Int
    public var items: [ChecklistItemResult]

    public init(id: String, title: String, score: Int, items: [ChecklistItemResult]) {
        self.id = id
        self.title = title
        self.score = score
        self.items = items
    }
}

public struct ChecklistItemResult: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable { case pass, fail, warn, na }
    public var id: String
    public var title: String
    public var status: Status
    public var evidence: [String]

    public init(id: String, title: String, status: Status, evidence: [String]) {
        self.id = id
        self.title = title
        self.status = status
        self.evidence = evidence
    }
}

/// A direct dependency (filled by the dependency analysis; empty until it runs).
public struct DependencyEntry: Codable, Sendable, Equatable {
    public var ecosystem: String
    public var name: String
    public var version: String
    public var latest: String?
    public var libyears: Double?
    /// The library's maintenance: `active|stale|deprecated|archived|shutdown|unknown`.
    public var status: String
    /// The version's freshness against `latest`: `none|patch|minor|major|unknown`.
    public var behind: String?
    /// Major versions between the version in use (a range's upper bound) and `latest`.
    public var majorsBehind: Int?
    /// Where `latest` came from: `catalog` or `online`; absent when nothing knows it.
    public var source: String?
    public var sniff: SniffResult?
    public var path: String
    public var line: Int

    public init(ecosystem: String, name: String, version: String, latest: String?, libyears: Double?, status: String,
                sniff: SniffResult? = nil, path: String, line: Int) {
        self.ecosystem = ecosystem
        self.name = name
        self.version = version
        self.latest = latest
        self.libyears = libyears
        self.status = status
        self.sniff = sniff
        self.path = path
        self.line = line
    }
}

/// The seven sniff-test questions answered for one dependency from catalog facts.
public struct SniffResult: Codable, Sendable, Equatable {
    public struct Answer: Codable, Sendable, Equatable {
        /// `na`: the question does not apply to this library (a client library needs no cloud
        /// service); answered, but neither a pass nor a fail.
        public enum Status: String, Codable, Sendable { case pass, fail, na, unknown }
        public var status: Status
        public var fact: String
    }

    /// Passes.
    public var score: Int
    /// Questions the facts could answer with a pass or a fail.
    public var max: Int
    public var answers: [String: Answer]
}

/// A singleton and how far it reaches (filled by the architecture analysis; empty until it runs).
public struct SingletonEntry: Codable, Sendable, Equatable {
    public var name: String
    public var path: String
    public var line: Int
    /// Reach from app code: files and uses outside tests and previews.
    public var files: Int
    public var uses: Int
    public var system: Bool
    /// Reach from tests (and previews): what a test double would have to replace.
    public var testFiles: Int?
    public var testUses: Int?

    public init(name: String, path: String, line: Int, files: Int, uses: Int, system: Bool, testFiles: Int? = nil, testUses: Int? = nil) {
        self.name = name
        self.path = path
        self.line = line
        self.files = files
        self.uses = uses
        self.system = system
        self.testFiles = testFiles
        self.testUses = testUses
    }
}

extension AppHealthVersion {
    /// The report's `schemaVersion`.
    public static let schemaVersion = 1

    /// The date of the bundled library catalog's snapshot (its files' latest `as_of`), written
    /// down when the catalog was embedded, without building it.
    public static var catalogSnapshot: String {
        BundledCatalog.asOf.isEmpty ? "unknown" : BundledCatalog.asOf
    }

    /// `apphealth --version` and `apphealth version`.
    public static var description: String {
        "apphealth \(current)\ncatalog snapshot \(catalogSnapshot)\nreport schema \(schemaVersion)"
    }
}
