/// `release.<platform>.<item>` rules: the findings of failed release-checklist items, pointing at
/// the Gradle line, manifest attribute or plist that needs the fix. Their descriptors come from
/// the checklist data (`Rules/checklists/release-*.yml`); their examples from `ReleaseRuleExamples`.
public enum ReleaseRules {
    /// Items decided project-wide, with no file to point at: the checklist reports them, no finding does.
    static let withoutFindings: Set<String> = ["store-listing", "analytics"]

    public static let descriptors: [RuleDescriptor] = {
        guard let checklists = try? ChecklistDefinition.bundled() else { return [] }
        return checklists.flatMap { checklist -> [RuleDescriptor] in
            guard let platform = checklist.platform else { return [] }
            return checklist.items.filter { !withoutFindings.contains($0.id) }.map { item in
                let id = "release.\(platform).\(item.id)"
                let examples = ReleaseRuleExamples.examples[id] ?? ([], [])
                return RuleDescriptor(
                    id: id, title: item.title, defaultSeverity: item.weight >= 3 ? .error : item.weight >= 2 ? .warning : .note,
                    category: .release,
                    summary: "Fails the \(checklist.id) checklist item \"\(item.title)\" and points at the line to fix. Findings of an item the checklist only warns about are notes.",
                    rationale: item.why,
                    skips: ["projects without an \(platform == "android" ? "Android" : "iOS") app (the item is `na`)"],
                    help: "See the \(checklist.id) checklist item \(item.id): \(item.title).",
                    triggeringExamples: examples.0, nonTriggeringExamples: examples.1)
            }
        }
    }()

    public static func descriptor(id: String) -> RuleDescriptor? { descriptors.first { $0.id == id } }
}
