/// Scores each category that had rules running from its findings' density (the formula and
/// weights are in `Scoring`; see docs/scoring.md).
public struct CategoryScorer: Sendable {
    public init() {}

    public func score(findings: [Finding], rules: [RuleDescriptor], analysedFiles: Int) -> [CategoryScore] {
        let active = Set(rules.map(\.category))
        return Category.allCases.filter(active.contains).map { category -> CategoryScore in
            let points = findings.filter { $0.category == category }.reduce(0) { $0 + Scoring.points($1.severity) }
            let score = Scoring.categoryScore(points: points, analysedFiles: analysedFiles)
            return CategoryScore(id: category.rawValue, title: category.title, score: score)
        }
    }
}
