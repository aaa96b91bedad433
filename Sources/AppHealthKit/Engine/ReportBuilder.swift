/// Turns an audit result into the report: gate, scores, summary. No analysis happens here.
public struct ReportBuilder: Sendable {
    public var gate: GatePolicy

    public init(gate: GatePolicy = GatePolicy()) {
        self.gate = gate
    }

    /// libyears summed once per library version, however many modules use it.
    static func totalLibyears(_ dependencies: [DependencyEntry]) -> Double {
        var seen = Set<String>()
        let total = dependencies.filter { seen.insert("\($0.ecosystem)|\($0.name)|\($0.version)").inserted }.compactMap(\.libyears).reduce(0, +)
        return (total * 10).rounded() / 10
    }

    public func build(_ result: AuditResult, rootDisplay: String) -> Report {
        let analysed = result.tree.files.filter { $0.kind != .other }.count
        let scored = CategoryScorer().score(
            findings: result.scoringFindings ?? result.findings, rules: result.rules, analysedFiles: analysed, dependencies: result.dependencies)
        let applicable = result.checklists.filter { $0.items.contains { $0.status != .na } }
        let overall = Scoring.overall(categories: scored.map(\.score), checklists: applicable.map(\.score))
        let summary = Summary(
            files: result.tree.files.count,
            findings: SeverityCounts(result.findings),
            score: overall,
            grade: Scoring.grade(overall),
            gate: gate.evaluate(result.findings, score: overall, fixedBaselineFindings: result.fixedBaselineEntries.map(\.count).reduce(0, +)),
            libyears: Self.totalLibyears(result.dependencies))
        var report = Report(
            root: rootDisplay, summary: summary, categories: scored, checklists: result.checklists,
            dependencies: result.dependencies,
            singletons: result.singletons, findings: result.findings)
        if !result.suppressed.isEmpty { report.suppressedFindings = result.suppressed }
        report.shard = result.shard
        report.project = result.structure.map(ProjectSummary.init)
        report.facts = result.shardFacts
        if result.usedBaseline { report.summary.baselined = result.baselined.count }
        report.summary.skipped = result.skipped.count
        if !result.skipped.isEmpty { report.skipped = result.skipped }
        let setup = result.setup ?? AuditSetup.Sources()
        report.configuration = ReportConfiguration(file: setup.configuration?.name, ruleFiles: setup.ruleFiles.map(\.name))
        if !result.unresolvedDependencies.isEmpty { report.summary.unresolvedDependencies = result.unresolvedDependencies }
        return report
    }
}
