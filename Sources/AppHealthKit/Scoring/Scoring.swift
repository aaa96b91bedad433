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

    /// A category's score from its findings' density over what the category is about:
    /// `100 / (1 + points / max(floor, subjects))` with error = 10, warning = 3, note = 1 points,
    /// so the same findings weigh less in a larger app.
    public static func categoryScore(points: Double, subjects: Int, floor: Int = 20) -> Int {
        Int((100 / (1 + points / Double(max(floor, subjects)))).rounded())
    }

    /// The smallest size a category is divided by, so one finding in a tiny app is not a disaster:
    /// 20 files, 10 libraries, 5 release items.
    public static func floor(_ category: Category) -> Int {
        switch category {
        case .dependencies: 10
        case .release: 5
        default: 20
        }
    }

    /// A category with checklist items: three quarters its density score, one quarter its items' score.
    public static func blend(density: Int, items: Int) -> Int {
        Int((0.75 * Double(density) + 0.25 * Double(items)).rounded())
    }

    /// The highest overall score a checklist allows when it fails a weight-3 item: the top of the
    /// grade one letter above its own (F → 69, D → 79, C → 89); `nil` from B up (no cap).
    public static func cap(forChecklistScore score: Int) -> Int? {
        switch grade(score) {
        case "F": 69
        case "D": 79
        case "C": 89
        default: nil
        }
    }

    /// The most a dependency score can be when a share of its rows is `unknown` to the catalog:
    /// no cap below 40 %, then `100 − 30 × share` (40 % unknown → 88, a B at best; all unknown → 70).
    public static func dependencyCoverageCap(_ unknownShare: Double) -> Int {
        unknownShare < 0.4 ? 100 : Int((100 - 30 * unknownShare).rounded(.down))
    }

    /// The overall score before caps: the mean of the category scores and of the applicable checklists' scores.
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
