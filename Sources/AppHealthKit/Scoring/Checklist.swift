import Yams

/// A checklist as data (`Rules/checklists/*.yml`): items with a weight and what decides them —
/// rule IDs whose findings fail the item, or a named fact about the project.
public struct ChecklistDefinition: Sendable, Decodable {
    public struct Item: Sendable, Decodable {
        public var id: String
        public var title: String
        public var why: String
        public var weight: Double
        public var rules: [String]?
        public var fact: String?
    }

    public var id: String
    public var title: String
    public var why: String
    /// `android` or `ios`: the checklist is `na` when the tree has no app of that platform.
    public var platform: String?
    public var min_target_sdk: Int?
    public var min_target_sdk_source: String?
    public var items: [Item]

    /// The checklists built into the tool, in file order.
    public static func bundled() throws -> [ChecklistDefinition] {
        try BundledChecklists.files.map { try YAMLDecoder().decode(ChecklistDefinition.self, from: $0.yaml) }
    }
}

/// An item's verdict before it goes into the report.
public struct ItemOutcome: Sendable {
    /// Where a failed item can be fixed: the Gradle line, the manifest attribute, the plist.
    public struct Place: Sendable {
        public var path: String
        public var location: SourceLocation
        public var message: String
    }

    public var status: ChecklistItemResult.Status
    public var evidence: [String]
    public var places: [Place]

    public init(_ status: ChecklistItemResult.Status, _ evidence: [String], places: [Place] = []) {
        self.status = status
        self.evidence = evidence
        self.places = places
    }
}

/// Evaluates checklists against the project and its (suppressed, sorted) findings.
public struct ChecklistEvaluator: Sendable {
    public var model: ProjectModel
    public var findings: [Finding]

    public init(model: ProjectModel, findings: [Finding]) {
        self.model = model
        self.findings = findings
    }

    public func evaluate(_ definition: ChecklistDefinition) -> ChecklistResult {
        evaluateWithPlaces(definition).result
    }

    /// The result plus, per failing or warning item, the places a `release.*` finding points at.
    public func evaluateWithPlaces(_ definition: ChecklistDefinition) -> (result: ChecklistResult, places: [(item: ChecklistDefinition.Item, outcome: ItemOutcome)]) {
        var outcomes: [(item: ChecklistDefinition.Item, outcome: ItemOutcome)] = []
        let applies = definition.platform.map { ReleaseFacts(model: model, findings: findings, definition: definition).hasApp(platform: $0) } ?? true
        let items = definition.items.map { item -> (ChecklistItemResult, Double) in
            let outcome = applies ? self.outcome(of: item, in: definition) : ItemOutcome(.na, ["no \(definition.platform ?? "") app in the tree"])
            outcomes.append((item, outcome))
            return (ChecklistItemResult(id: item.id, title: item.title, status: outcome.status, evidence: outcome.evidence),
                    outcome.status == .na ? 0 : item.weight)
        }
        let result = ChecklistResult(id: definition.id, title: definition.title, score: Scoring.checklistScore(items), items: items.map(\.0))
        return (result, outcomes.filter { $0.outcome.status == .fail || $0.outcome.status == .warn })
    }

    func outcome(of item: ChecklistDefinition.Item, in definition: ChecklistDefinition) -> ItemOutcome {
        if let rules = item.rules {
            let failing = findings.filter { rules.contains($0.ruleId) }
            guard !failing.isEmpty else { return ItemOutcome(.pass, ["no \(rules.joined(separator: ", ")) findings"]) }
            let errors = failing.contains { $0.severity >= .warning }
            var evidence = ["\(failing.count) finding\(failing.count == 1 ? "" : "s") of \(Set(failing.map(\.ruleId)).sorted().joined(separator: ", "))"]
            evidence += failing.prefix(3).map { "\($0.path):\($0.line): \($0.message)" }
            return ItemOutcome(errors ? .fail : .warn, evidence)
        }
        if let fact = item.fact {
            return ReleaseFacts(model: model, findings: findings, definition: definition).evaluate(fact)
        }
        return ItemOutcome(.na, ["nothing decides this item"])
    }
}
