import Foundation

/// What to audit and how.
public struct AuditRequest: Sendable {
    public var root: URL
    public var configuration: Configuration
    /// Worker threads for the per-file stage.
    public var jobs: Int
    /// When set, only these rule IDs run (tests and `rules test` use it).
    public var onlyRules: Set<String>?
    /// Rules to run besides the built-ins (custom rules, tests).
    public var extraRules: [any Rule]
    /// `--online`: refresh latest versions from the registries (never by default).
    public var online: OnlineRefresh?
    /// Keep silenced findings aside for SARIF's `suppressions` (`--include-suppressed`).
    public var includeSuppressed = false
    /// The team's own rules (`.apphealth/rules/`, `--rules`, config `rules:`).
    public var customRules: [CustomRule] = []
    /// How long one custom rule may spend on one file before it is stopped and reported.
    public var customRuleDeadline: TimeInterval = 2
    /// `--shard I/N`: only files of this shard get per-file findings; project-level checks run
    /// on shard 1 only.
    public var shard: Shard?
    /// `--changed-since`: keep only findings on changed lines (or in changed manifests).
    public var changedLines: ChangedLines?
    /// `--baseline`: accepted findings, left out of `findings` and the gate.
    public var baseline: Baseline?

    public init(
        root: URL, configuration: Configuration = Configuration(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        onlyRules: Set<String>? = nil, extraRules: [any Rule] = []
    ) {
        self.root = root
        self.configuration = configuration
        self.jobs = max(1, jobs)
        self.onlyRules = onlyRules
        self.extraRules = extraRules
    }
}

/// What an audit produced, before gating, scoring and reporting.
public struct AuditResult: Sendable {
    public var tree: ProjectTree
    /// Sorted in report order.
    public var findings: [Finding]
    /// Descriptors of the rules that ran.
    public var rules: [RuleDescriptor]
    /// Singletons and how far they reach (the report's `singletons`).
    public var singletons: [SingletonEntry] = []
    /// Direct dependencies, once per module (the report's `dependencies`).
    public var dependencies: [DependencyEntry] = []
    /// Checklist results (the stack's sniff test so far).
    public var checklists: [ChecklistResult] = []
    /// Problems that did not stop the run (unreachable registries with `--online`).
    public var warnings: [String] = []
    /// Every finding of the project, before `--shard`, `--changed-since` and `--baseline`
    /// narrowed `findings`: what scores are computed from.
    public var scoringFindings: [Finding]?
    /// Findings the baseline accepted (left out of `findings` and the gate).
    public var baselined: [Finding] = []
    /// Baseline entries whose findings no longer (all) occur, with the missing counts.
    public var fixedBaselineEntries: [Baseline.Entry] = []
    /// Whether a baseline was applied (then the report counts `summary.baselined`).
    public var usedBaseline = false
    public var shard: Shard?
    /// Findings silenced in the source, kept only with `includeSuppressed`.
    public var suppressed: [Finding] = []
}

/// Progress of the per-file stage, for a progress line.
public struct AuditProgress: Sendable {
    public var done: Int
    public var total: Int
}

/// The pipeline, stage by stage: discover → analyse each file once (concurrently) → build the
/// project model → run project rules → suppress, override and sort once → checklists → narrow
/// to the shard, the changed lines and what the baseline does not accept. Gate, scores and
/// reports follow in `ReportBuilder`.
public struct Auditor: Sendable {
    public var progress: (@Sendable (AuditProgress) -> Void)?

    public init(progress: (@Sendable (AuditProgress) -> Void)? = nil) {
        self.progress = progress
    }

    public func run(_ request: AuditRequest) -> AuditResult {
        let plan = RulePlan(request)
        let tree = FileDiscovery(exclude: request.configuration.exclude).discover(root: request.root)
        let files = plan.projectLevel ? tree.files : tree.files.filter { request.shard?.contains($0.path) ?? true }
        let analyses = analyse(files, with: plan.analyzer, jobs: request.jobs)
        var model = ProjectModel(tree: tree, files: files, analyses: analyses)
        let warnings = model.complete(online: request.online, imageDigests: plan.requirements.contains(.imageDigests), jobs: request.jobs)
        let project = plan.projectLevel ? plan.runProjectRules(on: model) : ProjectRuleOutput()
        let all = plan.finish(analyses.flatMap(\.findings) + project.findings(texts: model.sourceTexts), model: model)
        let checklists = plan.projectLevel ? plan.checklists(model: model, findings: all.kept, verdicts: project.verdicts) : []
        let narrowed = plan.narrow(all.kept, request: request)

        var result = AuditResult(
            tree: tree, findings: narrowed.findings, rules: plan.descriptors,
            singletons: plan.projectLevel ? model.singletons.report : [],
            dependencies: plan.projectLevel ? DependencyReport.entries(model.dependencies, catalog: model.catalog, latestVersions: model.latestVersions) : [],
            checklists: checklists, warnings: warnings + narrowed.notes,
            suppressed: request.includeSuppressed ? all.suppressed : [])
        if plan.projectLevel { result.checklists.append(StackSniff.checklist(tree: tree, dependencies: result.dependencies, catalog: model.catalog)) }
        result.scoringFindings = all.kept
        result.baselined = narrowed.baselined
        result.fixedBaselineEntries = narrowed.fixed
        result.usedBaseline = request.baseline != nil
        result.shard = request.shard
        return result
    }

    /// Each file read and parsed once, its per-file rules run on the parse, concurrently.
    private func analyse(_ files: [ProjectFile], with analyzer: FileAnalyzer, jobs: Int) -> [FileAnalysis] {
        let counter = ProgressCounter(total: files.count, report: progress)
        return parallelMap(files, jobs: jobs) { file in
            let analysis = analyzer.analyze(file)
            counter.tick()
            return analysis
        }
    }
}

private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (AuditProgress) -> Void)?

    init(total: Int, report: (@Sendable (AuditProgress) -> Void)?) {
        self.total = total
        self.report = report
    }

    func tick() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        report(AuditProgress(done: current, total: total))
    }
}
