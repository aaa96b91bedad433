import Foundation

/// Sums the remediation effort of a report's findings, libraries and failed checklist items
/// (SonarQube's technical debt, sized for a takeover quote). Reads the effort table only.
public struct EffortEstimator: Sendable {
    public var model: EffortModel

    public init(model: EffortModel = .bundled) {
        self.model = model
    }

    public func estimate(findings: [Finding], dependencies: [DependencyEntry], checklists: [ChecklistResult]) -> EffortSummary {
        // Hours are summed task by task, in the order findings and then checklist items come
        // (the sums are the same to the last bit however large the report).
        var total = 0.0
        var findingSums = Array(repeating: (hours: 0.0, items: 0), count: Category.allCases.count)
        // Libraries are costed once each, however many modules declare them.
        let byPlace = Dictionary(dependencies.map { ("\($0.path):\($0.line)", $0) }, uniquingKeysWith: { first, _ in first })
        var costedLibraries: Set<String> = []
        var lastRule: String?
        var lastEntry: EffortModel.RuleEffort?
        for finding in findings {
            if finding.ruleId != lastRule {
                lastRule = finding.ruleId
                lastEntry = model.rules[finding.ruleId]
            }
            let hours: Double
            if let task = lastEntry?.task {
                let library = byPlace["\(finding.path):\(finding.line)"]
                let name = library?.name ?? finding.message
                guard costedLibraries.insert("\(task)|\(name)").inserted else { continue }
                hours = task == "replace-library" ? model.replacementHours(name) : model.upgradeHours(name, majorsBehind: library?.majorsBehind)
            } else {
                hours = (lastEntry?.minutes ?? EffortModel.defaultMinutes) / 60
            }
            total += hours
            findingSums[finding.category.ordinal].hours += hours
            findingSums[finding.category.ordinal].items += 1
        }
        var byCategory: [String: (hours: Double, items: Int)] = [:]
        for (category, sum) in zip(Category.allCases, findingSums) where sum.items > 0 { byCategory[category.rawValue] = sum }
        for checklist in checklists {
            for item in checklist.items where item.status == .fail || item.status == .warn {
                guard let entry = model.items["\(checklist.id).\(item.id)"] else { continue }
                let hours = entry.hours * (item.status == .warn ? 0.5 : 1)
                total += hours
                byCategory[entry.category, default: (0, 0)].hours += hours
                byCategory[entry.category, default: (0, 0)].items += 1
            }
        }
        let parts = byCategory.map { id, value in
            EffortSummary.Part(id: id, title: Self.title(id), hours: Self.round(value.hours), items: value.items)
        }.sorted { ($0.hours, $1.id) > ($1.hours, $0.id) }
        let hours = Self.round(total)
        return EffortSummary(
            hours: hours, days: Self.round(hours / model.hoursPerDay), hoursPerDay: model.hoursPerDay,
            categories: parts, assumptions: model.assumptions)
    }

    /// `estimate(findings:dependencies:checklists: []).hours` for `count` findings of `rule`, a
    /// rule without a library task: each costs the rule's minutes, added one by one as
    /// `estimate` adds them (the same sum to the last bit), without reading a finding.
    /// `nil` for a rule with a task (its hours depend on which libraries its findings name).
    func hours(ofFindings count: Int, rule: String) -> Double? {
        let entry = model.rules[rule]
        guard entry?.task == nil else { return nil }
        let each = (entry?.minutes ?? EffortModel.defaultMinutes) / 60
        var total = 0.0
        for _ in 0..<count { total += each }
        return Self.round(total)
    }

    /// Hours for one rule's findings (the executive summary's "about N hours").
    public func hours(rule: String, findings: [Finding], dependencies: [DependencyEntry]) -> Double {
        estimate(findings: findings.filter { $0.ruleId == rule }, dependencies: dependencies, checklists: []).hours
    }

    static func title(_ id: String) -> String {
        if let category = Category(rawValue: id) { return category.title }
        return id == "setup" ? "Tests, CI and tooling" : id
    }

    /// Hours to one decimal (tenths of an hour are the estimate's resolution).
    static func round(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
