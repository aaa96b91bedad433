import Foundation

/// Everything `apphealth merge` can be asked.
public struct MergeOptions: Sendable {
    /// The shard reports (JSON), one per shard.
    public var reports: [String]
    public var outputs: [ReportOutput] = [ReportOutput(format: .json)]
    public var failOn: FailThreshold = .error
    public var minScore: Int?
    /// `--strict-baseline`: also fail when baselined findings no longer occur.
    public var strictBaseline = false
    /// Worker threads for the project stages' parallel parts.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Custom rule files or folders, to describe custom rules in SARIF and HTML.
    public var ruleFiles: [String] = []
    /// Where `.apphealth/rules/` is looked for (the working directory by default).
    public var ruleRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    public init(reports: [String]) {
        self.reports = reports
    }
}

/// The one entry point `apphealth merge` calls: checks that the reports are the N shards of one
/// audit, builds the project model from their facts, runs the project stages, gate and reports
/// once — the same stages, on the same facts, as an unsharded audit, so the result is identical.
public struct MergeSession: Sendable {
    public init() {}

    public func run(_ options: MergeOptions) throws -> AuditOutcome {
        guard !options.reports.isEmpty else { throw UsageError("merge needs the shard reports") }
        try ReportOutput.checkDistinct(options.outputs, baseline: nil)
        var loaded: [(name: String, report: Report)] = []
        for path in options.reports {
            do {
                loaded.append((path, try JSONReporter.decode(try String(contentsOfFile: path, encoding: .utf8))))
            } catch {
                throw UsageError("\(path) is not an apphealth JSON report: \(error.localizedDescription)")
            }
        }
        let shards = try Self.checkShards(loaded)
        let first = shards[0]
        guard let facts = first.facts else { throw UsageError("the shard reports carry no facts (written by an older apphealth?)") }
        let (configuration, customRules) = try AuditSetup.load(facts.setup ?? AuditSetup.Sources())
        var sizes: [String: Int] = [:]
        for report in shards { sizes.merge(report.facts?.files ?? [:]) { first, _ in first } }
        let tree = FileDiscovery.tree(
            root: URL(fileURLWithPath: facts.root), files: sizes.map { (path: $0.key, size: $0.value) },
            skipped: shards.flatMap { $0.facts?.skipped ?? [] })
        var request = AuditRequest(root: tree.root, configuration: configuration, jobs: options.jobs)
        request.customRules = customRules
        request.setupSources = facts.setup
        request.baseline = facts.baseline
        request.lintBaseline = facts.lintBaseline
        request.changedLines = facts.changedLines
        request.includeSuppressed = facts.includeSuppressed
        let (nested, nestedErrors) = NestedConfigurations.parse(
            facts.nestedConfigurations ?? [], descriptors: BuiltInRules.descriptors + customRules.map(\.descriptor))
        if let error = nestedErrors.first { throw error }
        request.nestedConfigurations = nested
        var analyses: [String: FileAnalysis] = [:]
        var digests: [String: String] = [:]
        for report in shards {
            guard let shardFacts = report.facts else { throw UsageError("a shard report carries no facts") }
            analyses.merge(shardFacts.analyses) { first, _ in first }
            digests.merge(shardFacts.imageDigests) { first, _ in first }
        }
        let plan = RulePlan(request)
        let help = Dictionary(plan.descriptors.map { ($0.id, $0.help) }, uniquingKeysWith: { first, _ in first })
        for path in analyses.keys {
            for index in analyses[path]!.findings.indices { analyses[path]!.findings[index].help = help[analyses[path]!.findings[index].ruleId] ?? "" }
        }
        var result = Auditor().conclude(
            plan: plan, tree: tree, analyses: tree.files.map { analyses[$0.path] ?? FileAnalysis() },
            imageDigests: digests, request: request)
        result.warnings += nested.warnings
        let gate = GatePolicy(
            failOn: options.failOn.severity, minScore: options.minScore, maxWarnings: configuration.maxWarnings,
            strictBaseline: options.strictBaseline)
        var report = ReportBuilder(gate: gate, jobs: options.jobs).build(result, rootDisplay: first.root)
        // Where the folder sits in its repository and its commit: as the shards recorded them.
        report.source = first.source
        if let prefix = first.repoPath {
            report.repoPath = prefix
            for index in report.findings.indices {
                report.findings[index].repoPath = prefix.isEmpty ? report.findings[index].path : prefix + "/" + report.findings[index].path
            }
            if var suppressed = report.suppressedFindings {
                for index in suppressed.indices { suppressed[index].repoPath = prefix.isEmpty ? suppressed[index].path : prefix + "/" + suppressed[index].path }
                report.suppressedFindings = suppressed
            }
        }
        let paths = CustomRuleLoader.rulePaths(root: options.ruleRoot, configuration: Configuration(), extra: options.ruleFiles)
        let extra = try CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(paths: paths, display: AuditSession.displayPath)
        let known = Set(customRules.map(\.id))
        let descriptors = BuiltInRules.descriptors + customRules.map(\.descriptor) + extra.filter { !known.contains($0.id) }.map(\.descriptor)
        var outcome = try AuditSession.render(report, options.outputs, rules: descriptors, color: false, comparePath: nil, jobs: options.jobs)
        outcome.warnings = result.warnings.map { "warning: \($0)" }
        return outcome
    }

    /// The reports in shard order, when they are exactly shards 1…N of one audit.
    static func checkShards(_ reports: [(name: String, report: Report)]) throws -> [Report] {
        guard let first = reports.first, let count = first.report.shard?.count else {
            throw UsageError("\(reports.first?.name ?? "the report") is not a shard report (audit with --shard I/N)")
        }
        var byIndex: [Int: (name: String, report: Report)] = [:]
        for (name, report) in reports {
            guard let shard = report.shard, shard.count == count else {
                throw UsageError("\(name) is not a shard of \(count) (audit with --shard I/\(count))")
            }
            guard report.root == first.report.root, report.tool == first.report.tool else {
                throw UsageError("\(name) audited another root or came from another apphealth version than \(first.name)")
            }
            if let other = byIndex[shard.index] { throw UsageError("\(name) and \(other.name) are both shard \(shard.index)/\(count)") }
            byIndex[shard.index] = (name, report)
        }
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw UsageError("missing shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", "))")
        }
        return (1...count).compactMap { byIndex[$0]?.report }
    }
}
