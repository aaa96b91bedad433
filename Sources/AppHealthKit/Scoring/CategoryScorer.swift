/// Scores each category that had rules running from its findings' density over what the
/// category is about, blended with the checklist items its rules decide (the formulas are in
/// `Scoring`; see docs/scoring.md). The dependency category also answers for what it could not
/// judge: a table the catalog mostly does not know cannot score an A.
public struct CategoryScorer: Sendable {
    /// How many things of each kind the audited tree holds: what a category's findings are divided by.
    public struct Subjects: Sendable, Equatable, Codable {
        /// App-role Android layouts, menus, XML and navigation resources, manifests, storyboards,
        /// xibs and Swift/Kotlin/Java sources: where hardcoded text can be.
        public var localization = 0
        /// App-role images, drawable/mipmap resources and asset-catalog entries.
        public var assets = 0
        /// App-role Android resources declared (each string, color, drawable… once, however many
        /// translations) and asset-catalog sets; from files when the model is not at hand.
        public var deadWeight = 0
        /// App-role Swift, Kotlin and Java sources.
        public var architecture = 0
        /// Distinct libraries (ecosystem and name).
        public var dependencies = 0
        /// Applicable release-checklist items.
        public var release = 0

        public init() {}

        public init(files: [ProjectFile], role: (String) -> FileRole, dependencies: [DependencyEntry], checklists: [ChecklistResult]) {
            for file in files where role(file.path) == .app {
                switch file.kind {
                case .swift, .kotlin, .java:
                    localization += 1
                    architecture += 1
                case .storyboard, .xib, .androidManifest:
                    localization += 1
                case .image:
                    assets += 1
                case .assetCatalogContents:
                    assets += 1
                    deadWeight += 1
                case .androidResource(let folder):
                    deadWeight += 1
                    if ["layout", "menu", "xml", "navigation"].contains(folder.type) { localization += 1 }
                    if ["drawable", "mipmap"].contains(folder.type) { assets += 1 }
                default:
                    break
                }
            }
            self.dependencies = Set(dependencies.map { "\($0.ecosystem)|\($0.name)" }).count
            release = checklists.filter { $0.id.hasPrefix("release-") }.flatMap(\.items).filter { $0.status != .na }.count
        }

        /// From the project model, before the report's tables exist: libraries by name.
        public init(model: ProjectModel) {
            self.init(files: model.tree.files, role: { model.role(of: $0) }, dependencies: [], checklists: [])
            // The ecosystem's raw value: interpolating the enum described it by reflection (~37,000
            // instructions a dependency, the first time each case is met).
            dependencies = Set(model.dependencies.byDefinition.map { $0.dependency.ecosystem.rawValue + "|" + $0.dependency.name }).count
            // Inserted file by file: a large app declares each string once per translation, and a
            // filtered copy of the facts and a list of every key came before the set.
            var declared = DistinctResourceKeys()
            for (path, facts) in model.resourceFacts where model.role(of: path) == .app {
                for index in facts.declarations.indices { declared.insert(facts.declarations[index].key) }
            }
            deadWeight = max(deadWeight, declared.count + model.assetSets.count)
        }

        public subscript(_ category: Category) -> Int {
            switch category {
            case .localization: localization
            case .assets: assets
            case .deadWeight: deadWeight
            case .architecture: architecture
            case .dependencies: dependencies
            case .release: release
            }
        }
    }

    public init() {}

    /// `itemCategories`: for each `checklist/item`, the category its deciding rules belong to.
    public func score(
        findings: [Finding], rules: [RuleDescriptor], subjects: Subjects, dependencies: [DependencyEntry] = [],
        checklists: [ChecklistResult] = [], definitions: [ChecklistDefinition] = []
    ) -> [CategoryScore] {
        let active = Set(rules.map(\.category))
        let categoryOf = Dictionary(rules.map { ($0.id, $0.category) }, uniquingKeysWith: { first, _ in first })
        var items: [Category: [(ChecklistItemResult, Double)]] = [:]
        for checklist in checklists {
            guard let definition = definitions.first(where: { $0.id == checklist.id }) else { continue }
            for item in checklist.items where item.status != .na {
                guard let decided = definition.items.first(where: { $0.id == item.id }) else { continue }
                let categories = Set(decided.ruleIds.compactMap { categoryOf[$0] })
                guard categories.count == 1, let category = categories.first else { continue }
                items[category, default: []].append((item, decided.weight))
            }
        }
        // Points per category in one pass (whole numbers: the sums are exact in any order).
        var pointsByCategory = Array(repeating: 0.0, count: Category.allCases.count)
        var findingsByCategory = Array(repeating: 0, count: Category.allCases.count)
        for finding in findings {
            pointsByCategory[finding.category.ordinal] += Scoring.points(finding.severity)
            findingsByCategory[finding.category.ordinal] += 1
        }
        return Category.allCases.filter(active.contains).compactMap { category -> CategoryScore? in
            let units = subjects[category]
            let applicable = items[category] ?? []
            // Nothing to be about and no checklist item: the category does not apply to this tree.
            if units == 0 && applicable.isEmpty && findingsByCategory[category.ordinal] == 0 { return nil }
            let points = pointsByCategory[category.ordinal]
            let density = Scoring.categoryScore(points: points, subjects: units, floor: Scoring.floor(category))
            var score = applicable.isEmpty ? density : Scoring.blend(density: density, items: Scoring.checklistScore(applicable))
            // A category is never better than its findings alone say.
            score = min(score, density)
            if category == .dependencies { score = min(score, Scoring.dependencyCoverageCap(DependencyCoverage.unknownShare(dependencies))) }
            return CategoryScore(id: category.rawValue, title: category.title, score: score)
        }
    }
}
