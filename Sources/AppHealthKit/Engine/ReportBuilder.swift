/// Turns an audit result into the report: gate, scores, summary. No analysis happens here.
public struct ReportBuilder: Sendable {
    public var gate: GatePolicy

    public init(gate: GatePolicy = GatePolicy()) {
        self.gate = gate
    }

    public func build(_ result: AuditResult, rootDisplay: String) -> Report {
        let analysed = result.tree.files.filter { $0.kind != .other }.count
        let scored = CategoryScorer().score(findings: result.findings, rules: result.rules, analysedFiles: analysed)
        let summary = Summary(
            files: result.tree.files.count,
            findings: SeverityCounts(result.findings),
            score: scored.overall,
            grade: CategoryScorer.grade(for: scored.overall),
            gate: gate.evaluate(result.findings),
            libyears: (result.dependencies.compactMap(\.libyears).reduce(0, +) * 10).rounded() / 10)
        return Report(
            root: rootDisplay, summary: summary, categories: scored.categories, checklists: result.checklists,
            dependencies: result.dependencies,
            singletons: result.singletons, findings: result.findings)
    }
}
