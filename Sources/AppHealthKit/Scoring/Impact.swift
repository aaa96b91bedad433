/// What matters first: findings ranked by severity, then the weight of the checklist item their
/// rule decides, then category (release before dependencies before architecture before the
/// rest), then report order. Wherever a list is cut, the cut keeps the most important.
public enum Impact {
    /// The highest checklist weight each rule feeds, from the bundled checklists (static data).
    public static let ruleWeights: [String: Double] = {
        var weights: [String: Double] = [:]
        for definition in ChecklistDefinition.builtIn {
            for item in definition.items {
                for rule in item.ruleIds { weights[rule] = max(weights[rule] ?? 0, item.weight) }
            }
        }
        return weights
    }()

    public static func weight(of rule: String) -> Double { ruleWeights[rule] ?? 0 }

    /// Categories by how much a takeover depends on them (release first).
    static func rank(of category: Category) -> Int {
        switch category {
        case .release: 0
        case .dependencies: 1
        case .architecture: 2
        case .localization: 3
        case .assets: 4
        case .deadWeight: 5
        }
    }

    /// `true` when `a` matters more than `b`.
    public static func order(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        let wa = weight(of: a.ruleId), wb = weight(of: b.ruleId)
        if wa != wb { return wa > wb }
        let ca = rank(of: a.category), cb = rank(of: b.category)
        if ca != cb { return ca < cb }
        return Finding.reportOrder(a, b)
    }

    /// `findings` sorted by `order`, equal ones in their given order. The keys are computed once
    /// (not two dictionary look-ups per comparison), then positions sorted as `sortedByPosition` does.
    public static func ranked(_ findings: [Finding]) -> [Finding] {
        var lastRule: String?
        var lastWeight = 0.0
        let keys = findings.map { finding -> (severity: Severity, weight: Double, rank: Int) in
            // Neighbours often share a rule: its weight is looked up once for them.
            if finding.ruleId != lastRule {
                lastRule = finding.ruleId
                lastWeight = weight(of: finding.ruleId)
            }
            return (finding.severity, lastWeight, rank(of: finding.category))
        }
        // Findings usually come in report order already: then position is report order, and
        // equal keys need no string comparison (a large report's ranking was mostly those).
        let inReportOrder = zip(findings, findings.dropFirst()).allSatisfy { !Finding.reportOrder($1, $0) }
        // One rule's findings of one severity: already ranked.
        if inReportOrder, let first = keys.first, keys.allSatisfy({ $0 == first }) { return findings }
        let positions = findings.indices.sorted { a, b in
            let ka = keys[a], kb = keys[b]
            if ka.severity != kb.severity { return ka.severity > kb.severity }
            if ka.weight != kb.weight { return ka.weight > kb.weight }
            if ka.rank != kb.rank { return ka.rank < kb.rank }
            if !inReportOrder {
                if Finding.reportOrder(findings[a], findings[b]) { return true }
                if Finding.reportOrder(findings[b], findings[a]) { return false }
            }
            return a < b
        }
        return positions.map { findings[$0] }
    }
}
