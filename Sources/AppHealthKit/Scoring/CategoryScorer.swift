/// Scores each category 0–100 from its findings, normalised by project size so a large clean
/// app is not punished for being large: `score = 100 / (1 + points / max(20, files))` where an
/// error weighs 10 points, a warning 3 and a note 1. The overall score is the mean of the
/// categories that had rules running; grades follow DESIGN §6 (A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60).
/// Checklist-based scoring will refine this; the formula is documented in `apphealth rules`.
public struct CategoryScorer: Sendable {
    public init() {}

    public static func weight(_ severity: Severity) -> Double { Scoring.points(severity) }

    public func score(findings: [Finding], rules: [RuleDescriptor], analysedFiles: Int) -> (categories: [CategoryScore], overall: Int) {
        let active = Set(rules.map(\.category))
        let categories = Category.allCases.filter(active.contains).map { category -> CategoryScore in
            let points = findings.filter { $0.category == category }.reduce(0) { $0 + Self.weight($1.severity) }
            let score = Scoring.categoryScore(points: points, analysedFiles: analysedFiles)
            return CategoryScore(id: category.rawValue, title: category.title, score: score)
        }
        guard !categories.isEmpty else { return ([], 100) }
        let overall = Int((Double(categories.reduce(0) { $0 + $1.score }) / Double(categories.count)).rounded())
        return (categories, overall)
    }

    public static func grade(for score: Int) -> String {
        switch score {
        case 90...: "A"
        case 80..<90: "B"
        case 70..<80: "C"
        case 60..<70: "D"
        default: "F"
        }
    }
}
