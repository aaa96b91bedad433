import Foundation

/// A checklist as data (`Rules/checklists/*.yml`): items with a weight and what decides them —
/// a rule's verdict (`rule:`, release items), rule IDs whose findings fail the item (`rules:`),
/// or a named fact about the project (`fact:`, items with no line to fix).
public struct ChecklistDefinition: Sendable, Decodable, Equatable {
    public struct Item: Sendable, Decodable, Equatable {
        public var id: String
        /// Taken from the deciding rule's descriptor when the data leaves it out.
        public var title: String
        public var why: String
        public var weight: Double
        /// The checklist rule whose verdict is the item's (`release.android.minify`).
        public var rule: String?
        public var rules: [String]?
        public var fact: String?

        enum CodingKeys: String, CodingKey { case id, title, why, weight, rule, rules, fact }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            weight = try container.decode(Double.self, forKey: .weight)
            rule = try container.decodeIfPresent(String.self, forKey: .rule)
            rules = try container.decodeIfPresent([String].self, forKey: .rules)
            fact = try container.decodeIfPresent(String.self, forKey: .fact)
            let descriptor = rule.flatMap(BuiltInRules.descriptor(id:))
            guard let title = try container.decodeIfPresent(String.self, forKey: .title) ?? descriptor?.title,
                let why = try container.decodeIfPresent(String.self, forKey: .why) ?? descriptor?.rationale else {
                throw DecodingError.dataCorruptedError(forKey: .title, in: container, debugDescription: "item \(id) needs a title and why, or a known rule")
            }
            self.title = title
            self.why = why
        }

        /// The rule IDs the item reads.
        public var ruleIds: [String] { rule.map { [$0] } ?? rules ?? [] }
    }

    public var id: String
    public var title: String
    public var why: String
    /// `android` or `ios`: the checklist is `na` when the tree has no app of that platform.
    public var platform: String?
    public var items: [Item]

    /// The checklists built into the tool, in file order (JSON written from the YAML by
    /// scripts/embed-data.py: a test checks both read the same).
    public static func bundled() throws -> [ChecklistDefinition] {
        try BundledChecklists.files.map { try JSONDecoder().decode(ChecklistDefinition.self, from: Data($0.json.utf8)) }
    }

    /// `bundled()`, read once per process (the checklists, the report and the ranking of
    /// findings all read them; a test keeps them decoding).
    public static let builtIn: [ChecklistDefinition] = (try? bundled()) ?? []
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

/// Evaluates checklists from rule verdicts, findings by rule ID and project facts — never from
/// findings' messages. A rule that did not run makes its items `na` ("not checked"), never `pass`.
public struct ChecklistEvaluator: Sendable {
    public var model: ProjectModel
    /// Findings after suppression, for items decided by rule IDs.
    public var findings: [Finding] {
        didSet { positionsByRule = Self.positionsByRule(findings) }
    }
    /// Where each rule's findings sit in `findings`: an item reads its rules' findings without
    /// going through every finding of the report.
    private var positionsByRule: [String: [Int]]
    /// The verdicts of the checklist rules that ran, by rule ID.
    public var verdicts: [String: ItemOutcome]
    /// IDs of every rule that ran.
    public var ranRules: Set<String>
    /// How many things each category is about (for proportionate verdicts); `nil`: any warning fails.
    public var subjects: CategoryScorer.Subjects?
    /// The categories of the rules that ran, by rule ID.
    public var categories: [String: Category] = [:]

    public init(model: ProjectModel, findings: [Finding], verdicts: [String: ItemOutcome], ranRules: Set<String>) {
        self.model = model
        self.findings = findings
        self.positionsByRule = Self.positionsByRule(findings)
        self.verdicts = verdicts
        self.ranRules = ranRules
    }

    private static func positionsByRule(_ findings: [Finding]) -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: Finding.positionsByRule(findings).lazy.map { ($0.rule, $0.positions) })
    }

    public func evaluate(_ definition: ChecklistDefinition) -> ChecklistResult {
        evaluate([definition], jobs: 1)[0]
    }

    /// Every item of every checklist evaluated on its own (`jobs` at a time: items differ a lot
    /// in cost), then gathered into their checklists in order.
    public func evaluate(_ definitions: [ChecklistDefinition], jobs: Int) -> [ChecklistResult] {
        let absences = definitions.map { $0.platform.flatMap(AppPlatform.init(rawValue:)).flatMap(model.appAbsence) }
        let work = definitions.indices.flatMap { checklist in definitions[checklist].items.map { (checklist, $0) } }
        let outcomes = parallelMap(work, jobs: jobs) { checklist, item in
            absences[checklist].map { ItemOutcome(.na, [$0]) } ?? self.outcome(of: item)
        }
        var next = 0
        return definitions.map { definition in
            let items = definition.items.map { item -> (ChecklistItemResult, Double) in
                let outcome = outcomes[next]
                next += 1
                return (ChecklistItemResult(id: item.id, title: item.title, status: outcome.status, evidence: outcome.evidence),
                        outcome.status == .na ? 0 : item.weight)
            }
            return ChecklistResult(id: definition.id, title: definition.title, score: Scoring.checklistScore(items), items: items.map(\.0))
        }
    }

    /// Warnings at most this share of the category's subjects make an item `warn`, not `fail`:
    /// one stale library among a hundred is not an unmaintained stack (a quarter of the libraries
    /// for dependencies, whose warnings mean "behind", not "abandoned"; 15 % of files otherwise).
    static func isolatedShare(_ category: Category) -> Double {
        category == .dependencies ? 0.25 : 0.15
    }

    /// No error, and few warnings for the size of what the category is about.
    func isIsolated(_ findings: [Finding]) -> Bool {
        findings.withUnsafeBufferPointer { isIsolated($0.indices, of: $0) }
    }

    /// `isIsolated` of the findings at `positions`, each read in place.
    func isIsolated(_ positions: some Collection<Int>, of findings: UnsafeBufferPointer<Finding>) -> Bool {
        guard let subjects, !positions.contains(where: { findings[$0].severity == .error }) else { return false }
        // Per category of the warnings: how many, and in how many files (a path is hashed only
        // when it differs from the previous warning's: findings come grouped by file).
        var counts = Array(repeating: 0, count: Category.allCases.count)
        var paths = Array(repeating: Set<String>(), count: Category.allCases.count)
        var lastPath = Array(repeating: String?.none, count: Category.allCases.count)
        var lastRule: String?
        var ruleCategory: Category?
        for position in positions where findings[position].severity == .warning {
            if findings[position].ruleId != lastRule {
                lastRule = findings[position].ruleId
                ruleCategory = categories[findings[position].ruleId]
            }
            let category = ruleCategory ?? findings[position].category
            counts[category.ordinal] += 1
            if lastPath[category.ordinal] != findings[position].path {
                lastPath[category.ordinal] = findings[position].path
                paths[category.ordinal].insert(findings[position].path)
            }
        }
        return Category.allCases.allSatisfy { category in
            guard counts[category.ordinal] > 0 else { return true }
            // Files for file categories (37 strings in one showcase screen are one place to fix),
            // findings where each is its own subject (a resource, a library).
            let affected = category == .deadWeight || category == .dependencies ? counts[category.ordinal] : paths[category.ordinal].count
            return Double(affected) <= Self.isolatedShare(category) * Double(max(Scoring.floor(category), subjects[category]))
        }
    }

    func outcome(of item: ChecklistDefinition.Item) -> ItemOutcome {
        if let rule = item.rule {
            guard ranRules.contains(rule) else { return ItemOutcome(.na, ["not checked: \(rule) is disabled"]) }
            return verdicts[rule] ?? ItemOutcome(.na, ["not checked: \(rule) gave no verdict"])
        }
        if let rules = item.rules {
            let checked = rules.filter(ranRules.contains)
            guard !checked.isEmpty else { return ItemOutcome(.na, ["not checked: \(rules.joined(separator: ", ")) disabled"]) }
            let unchecked = rules.filter { !ranRules.contains($0) }
            let note = unchecked.isEmpty ? [] : ["not checked: \(unchecked.joined(separator: ", ")) disabled"]
            // Positions, not copies: a copy of a finding retains each of its strings, and the
            // items are evaluated on several threads at once over the same findings.
            let failing = Set(checked).flatMap { positionsByRule[$0] ?? [] }.sorted()
            guard !failing.isEmpty else {
                let passed = ItemOutcome(.pass, ["no \(checked.joined(separator: ", ")) findings"] + note)
                return item.id == "maintained-dependencies" ? DependencyCoverage.adjust(passed, model: model) : passed
            }
            let failingRules = Set(checked).filter { positionsByRule[$0]?.isEmpty == false }.sorted()
            return findings.withUnsafeBufferPointer { findings in
                let errors = failing.contains { findings[$0].severity >= .warning }
                var evidence = ["\(failing.count) finding\(failing.count == 1 ? "" : "s") of \(failingRules.joined(separator: ", "))"]
                let isolated = errors && isIsolated(failing, of: findings)
                if isolated { evidence[0] += " (isolated: no error, few for the size of the project)" }
                evidence += failing.prefix(3).map { "\(findings[$0].path):\(findings[$0].line): \(findings[$0].message)" }
                return ItemOutcome(errors && !isolated ? .fail : .warn, evidence + note)
            }
        }
        if let fact = item.fact { return ChecklistFacts(model: model).evaluate(fact) }
        return ItemOutcome(.na, ["nothing decides this item"])
    }
}
