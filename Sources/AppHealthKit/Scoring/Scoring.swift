/// Every scoring formula in one place (documented with a worked example in docs/scoring.md).
public enum Scoring {
    /// Lighthouse's formula: Σ(item score × weight) / Σ weight over applicable items, 0–100,
    /// with pass = 1, warn = 0.5, fail = 0; `na` items weigh 0. No applicable item scores 100.
    public static func checklistScore(_ items: [(ChecklistItemResult, Double)]) -> Int {
        let applicable = items.filter { $0.0.status != .na && $0.1 > 0 }
        let total = applicable.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return 100 }
        let earned = applicable.reduce(0) { sum, entry in
            sum + entry.1 * (entry.0.status == .pass ? 1 : entry.0.status == .warn ? 0.5 : 0)
        }
        return Int((100 * earned / total).rounded())
    }

    /// A finding's weight in its category: error 10, warning 3, note 1 points.
    public static func points(_ severity: Severity) -> Double {
        switch severity {
        case .error: 10
        case .warning: 3
        case .note: 1
        }
    }

    /// A category's score from its findings' density: `100 / (1 + points / max(20, files))` with
    /// error = 10, warning = 3, note = 1 points, so the same findings weigh less in a larger app.
    public static func categoryScore(points: Double, analysedFiles: Int) -> Int {
        Int((100 / (1 + points / Double(max(20, analysedFiles)))).rounded())
    }

    /// The most a dependency score can be when a share of its rows is `unknown` to the catalog:
    /// no cap below 40 %, then `100 − 30 × share` (40 % unknown → 88, a B at best; all unknown → 70).
    public static func dependencyCoverageCap(_ unknownShare: Double) -> Int {
        unknownShare < 0.4 ? 100 : Int((100 - 30 * unknownShare).rounded(.down))
    }

    /// The overall score: the mean of the category scores and of the applicable checklists' scores.
    public static func overall(categories: [Int], checklists: [Int]) -> Int {
        let all = categories + checklists
        guard !all.isEmpty else { return 100 }
        return Int((Double(all.reduce(0, +)) / Double(all.count)).rounded())
    }

    public static func grade(_ score: Int) -> String {
        switch score {
        case 90...: "A"
        case 80..<90: "B"
        case 70..<80: "C"
        case 60..<70: "D"
        default: "F"
        }
    }
}
