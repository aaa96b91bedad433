/// Renders checklist definitions for `apphealth checklists`.
public enum ChecklistDocumentation {
    public static func list(_ checklists: [ChecklistDefinition]) -> String {
        var out = ""
        for checklist in checklists {
            out += "\(checklist.id) — \(checklist.title) (\(checklist.items.count) items)\n  \(checklist.why)\n"
            for item in checklist.items {
                let decider = item.rules.map { "rules: " + $0.joined(separator: ", ") } ?? item.fact.map { "fact: \($0)" } ?? "—"
                out += "  - \(item.id) [weight \(formatWeight(item.weight))] \(item.title)\n      \(decider)\n      why: \(item.why)\n"
            }
            out += "\n"
        }
        out += "sniff-test — the seven sniff-test questions for the stack (languages, frameworks, dependencies)\n"
        return out
    }

    private static func formatWeight(_ weight: Double) -> String {
        weight == weight.rounded() ? String(Int(weight)) : String(weight)
    }
}
