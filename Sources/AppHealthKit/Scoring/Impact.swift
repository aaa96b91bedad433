/// What matters first: findings ranked by severity, then the weight of the checklist item their
/// rule decides, then category (release before dependencies before architecture before the
/// rest), then report order. Wherever a list is cut, the cut keeps the most important.
public enum Impact {
    /// The highest checklist weight each rule feeds, from the bundled checklists (static data).
    public static let ruleWeights: [String: Double] = {
        var weights: [String: Double] = [:]
        for definition in (try? ChecklistDefinition.bundled()) ?? [] {
            for item in definition.items {
                for rule in item.ruleIds { weights[rule] = max(weights[rule] ?? 0, item.weight) }
            }
        }
        return weights
    }()

    /// Categories by how much a takeover depends on them.
    static let categoryRank: [Category: Int] = [.release: 0, .dependencies: 1, .architecture: 2, .localization: 3, .assets: 4, .deadWeight: 5]

    public static func weight(of rule: String) -> Double { ruleWeights[rule] ?? 0 }

    /// `true` when `a` matters more than `b`.
    public static func order(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        let wa = weight(of: a.ruleId), wb = weight(of: b.ruleId)
        if wa != wb { return wa > wb }
        let ca = categoryRank[a.category] ?? 9, cb = categoryRank[b.category] ?? 9
        if ca != cb { return ca < cb }
        return Finding.reportOrder(a, b)
    }

    public static func ranked(_ findings: [Finding]) -> [Finding] { findings.sorted(by: order) }
}
