/// Scores each category that had rules running from its findings' density (the formula and
/// weights are in `Scoring`; see docs/scoring.md). The dependency category also answers for what
/// it could not judge: a table the catalog mostly does not know cannot score an A.
public struct CategoryScorer: Sendable {
    public init() {}

    public func score(findings: [Finding], rules: [RuleDescriptor], analysedFiles: Int, dependencies: [DependencyEntry] = []) -> [CategoryScore] {
        let active = Set(rules.map(\.category))
        return Category.allCases.filter(active.contains).map { category -> CategoryScore in
            let points = findings.filter { $0.category == category }.reduce(0) { $0 + Scoring.points($1.severity) }
            var score = Scoring.categoryScore(points: points, analysedFiles: analysedFiles)
            if category == .dependencies { score = min(score, Scoring.dependencyCoverageCap(DependencyCoverage.unknownShare(dependencies))) }
            return CategoryScore(id: category.rawValue, title: category.title, score: score)
        }
    }
}
