import Foundation

/// Sums the remediation effort of a report's findings, libraries and failed checklist items
/// (SonarQube's technical debt, sized for a takeover quote). Reads the effort table only.
public struct EffortEstimator: Sendable {
    public var model: EffortModel

    public init(model: EffortModel = .bundled) {
        self.model = model
    }

    /// One costed piece of work.
    struct Task {
        var category: String
        var hours: Double
        var rule: String
    }

    public func estimate(findings: [Finding], dependencies: [DependencyEntry], checklists: [ChecklistResult]) -> EffortSummary {
        var tasks: [Task] = []
        // Libraries are costed once each, however many modules declare them.
        let byPlace = Dictionary(dependencies.map { ("\($0.path):\($0.line)", $0) }, uniquingKeysWith: { first, _ in first })
        var costedLibraries: Set<String> = []
        for finding in findings {
            let entry = model.rules[finding.ruleId]
            if let task = entry?.task {
                let library = byPlace["\(finding.path):\(finding.line)"]
                let name = library?.name ?? finding.message
                guard costedLibraries.insert("\(task)|\(name)").inserted else { continue }
                let hours = task == "replace-library" ? model.replacementHours(name) : model.upgradeHours(name, majorsBehind: library?.majorsBehind)
                tasks.append(Task(category: finding.category.rawValue, hours: hours, rule: finding.ruleId))
            } else {
                tasks.append(Task(category: finding.category.rawValue, hours: (entry?.minutes ?? EffortModel.defaultMinutes) / 60, rule: finding.ruleId))
            }
        }
        for checklist in checklists {
            for item in checklist.items where item.status == .fail || item.status == .warn {
                guard let entry = model.items["\(checklist.id).\(item.id)"] else { continue }
                tasks.append(Task(category: entry.category, hours: entry.hours * (item.status == .warn ? 0.5 : 1), rule: "\(checklist.id)/\(item.id)"))
            }
        }
        var byCategory: [String: (hours: Double, items: Int)] = [:]
        for task in tasks {
            byCategory[task.category, default: (0, 0)].hours += task.hours
            byCategory[task.category, default: (0, 0)].items += 1
        }
        let parts = byCategory.map { id, value in
            EffortSummary.Part(id: id, title: Self.title(id), hours: Self.round(value.hours), items: value.items)
        }.sorted { ($0.hours, $1.id) > ($1.hours, $0.id) }
        let hours = Self.round(tasks.reduce(0) { $0 + $1.hours })
        return EffortSummary(
            hours: hours, days: Self.round(hours / model.hoursPerDay), hoursPerDay: model.hoursPerDay,
            categories: parts, assumptions: model.assumptions)
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
