import Foundation

/// What to audit and how.
public struct AuditRequest: Sendable {
    public var root: URL
    public var configuration: Configuration
    /// Worker threads for the per-file stage.
    public var jobs: Int
    /// When set, only these rule IDs run (tests and `rules test` use it).
    public var onlyRules: Set<String>?
    /// Rules to run besides the built-ins (custom rules, tests).
    public var extraRules: [any Rule]
    /// `--online`: refresh latest versions from the registries (never by default).
    public var online: OnlineRefresh?
    /// Keep silenced findings aside for SARIF's `suppressions` (`--include-suppressed`).
    public var includeSuppressed = false
    /// The team's own rules (`.apphealth/rules/`, `--rules`, config `rules:`).
    public var customRules: [CustomRule] = []
    /// How long one custom rule may spend on one file before it is stopped and reported.
    public var customRuleDeadline: TimeInterval = 2
    /// `--shard I/N`: only files of this shard get per-file findings; project-level checks run
    /// on shard 1 only.
    public var shard: Shard?
    /// `--changed-since`: keep only findings on changed lines (or in changed manifests).
    public var changedLines: ChangedLines?
    /// `--baseline`: accepted findings, left out of `findings` and the gate.
    public var baseline: Baseline?

    public init(
        root: URL, configuration: Configuration = Configuration(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        onlyRules: Set<String>? = nil, extraRules: [any Rule] = []
    ) {
        self.root = root
        self.configuration = configuration
        self.jobs = max(1, jobs)
        self.onlyRules = onlyRules
        self.extraRules = extraRules
    }
}

/// What an audit produced, before gating, scoring and reporting.
public struct AuditResult: Sendable {
    public var tree: ProjectTree
    /// Sorted in report order.
    public var findings: [Finding]
    /// Descriptors of the rules that ran.
    public var rules: [RuleDescriptor]
    /// Singletons and how far they reach (the report's `singletons`).
    public var singletons: [SingletonEntry] = []
    /// Direct dependencies, once per module (the report's `dependencies`).
    public var dependencies: [DependencyEntry] = []
    /// Checklist results (the stack's sniff test so far).
    public var checklists: [ChecklistResult] = []
    /// Problems that did not stop the run (unreachable registries with `--online`).
    public var warnings: [String] = []
    /// Every finding of the project, before `--shard`, `--changed-since` and `--baseline`
    /// narrowed `findings`: what scores are computed from.
    public var scoringFindings: [Finding]?
    /// Findings the baseline accepted (left out of `findings` and the gate).
    public var baselined: [Finding] = []
    /// Baseline entries whose findings no longer (all) occur, with the missing counts.
    public var fixedBaselineEntries: [Baseline.Entry] = []
    /// Whether a baseline was applied (then the report counts `summary.baselined`).
    public var usedBaseline = false
    public var shard: Shard?
    /// Findings silenced in the source, kept only with `includeSuppressed`.
    public var suppressed: [Finding] = []
}

/// Progress of the per-file stage, for a progress line.
public struct AuditProgress: Sendable {
    public var done: Int
    public var total: Int
}

/// The pipeline: discover → parse (per file, concurrently) → project rules → suppress → sort.
public struct Auditor: Sendable {
    public var progress: (@Sendable (AuditProgress) -> Void)?

    public init(progress: (@Sendable (AuditProgress) -> Void)? = nil) {
        self.progress = progress
    }

    public func run(_ request: AuditRequest) -> AuditResult {
        let config = request.configuration
        let active = BuiltInRules.all.filter { type in
            let descriptor = type.descriptor
            if let only = request.onlyRules, !only.contains(descriptor.id) { return false }
            return config.isEnabled(descriptor)
        }
        let rules = active.map { $0.init(options: config.options(for: $0.descriptor)) as any Rule } + request.extraRules
        var descriptors = rules.map { type(of: $0).descriptor }
        descriptors += ReleaseRules.descriptors.filter { request.onlyRules?.contains($0.id) ?? true }
        let customRules = request.customRules.filter { request.onlyRules?.contains($0.id) ?? true }
        descriptors += customRules.map(\.descriptor)
        let customRunner = CustomRuleRunner(rules: customRules, deadline: request.customRuleDeadline)

        let tree = FileDiscovery(exclude: config.exclude).discover(root: request.root)
        let analyzer = FileAnalyzer(
            xmlRules: rules.compactMap { $0 as? any AndroidXMLRule }, codeRules: rules.compactMap { $0 as? any CodeRule },
            swiftRules: rules.compactMap { $0 as? any SwiftRule },
            parser: XMLFileParser(), custom: customRules.contains { !$0.isProjectLevel } ? customRunner : nil)
        // Project-level checks (shard 1, or no sharding) need every file's facts; other shards
        // read only their own files.
        let projectLevel = request.shard.map { $0.index == 1 } ?? true
        let files = projectLevel ? tree.files : tree.files.filter { request.shard?.contains($0.path) ?? true }
        let counter = ProgressCounter(total: files.count, report: progress)
        let analyses = parallelMap(files, jobs: request.jobs) { file in
            let analysis = analyzer.analyze(file)
            counter.tick()
            return analysis
        }

        var model = ProjectModel(tree: tree)
        var ignores: [String: XMLIgnoreScopes] = [:]
        var codeSuppressions: [String: CodeSuppressions] = [:]
        var findings: [Finding] = []
        for (file, analysis) in zip(files, analyses) {
            findings += analysis.findings
            if let size = analysis.imageSize { model.imageSizes[file.path] = size }
            if let manifest = analysis.manifest { model.manifests[file.path] = manifest }
            if let scopes = analysis.xmlIgnores { ignores[file.path] = scopes }
            if let suppressions = analysis.codeSuppressions { codeSuppressions[file.path] = suppressions }
            if let resources = analysis.resources { model.resourceFacts[file.path] = resources }
            if let swift = analysis.swift { model.swiftFacts[file.path] = swift }
            if let set = analysis.assetSet { model.assetSets.append(set) }
            if let interface = analysis.interface { model.interfaceFiles[file.path] = interface }
            if let plist = analysis.plist { model.plists[file.path] = plist }
            if let manifest = analysis.dependencyManifest { model.dependencyManifests.append(manifest) }
            if analysis.inlineStyledViews > 0 { model.inlineStyledViews[file.path] = analysis.inlineStyledViews }
            if let keys = analysis.localizationKeys { model.localizationKeys = (model.localizationKeys ?? []).union(keys) }
        }
        model.singletons = SingletonIndex(swiftFacts: model.swiftFacts)
        model.dependencies = DependencyGraph(model.dependencyManifests)
        model.catalog = (try? LibraryCatalog.bundled()) ?? LibraryCatalog()
        var warnings: [String] = []
        if let online = request.online {
            let refreshed = online.refresh(model.dependencies.dependencies.map(\.dependency))
            model.latestVersions = refreshed.latest
            warnings += refreshed.errors.map { "online: \($0)" }
        }
        let projectRules = projectLevel ? rules.compactMap { $0 as? any ProjectRule } : []
        var projectLevelIds = Set(rules.compactMap { $0 as? any ProjectRule }.map { type(of: $0).descriptor.id })
        projectLevelIds.formUnion(ReleaseRules.descriptors.map(\.id))
        projectLevelIds.formUnion(customRules.filter(\.isProjectLevel).map(\.id))
        if projectRules.contains(where: { type(of: $0).descriptor.id == IOSAssetCopiedRule.descriptor.id }) {
            model.imageDigests = ImageDigests.compute(tree, jobs: request.jobs)
        }
        for rule in projectRules {
            findings += FindingDetails.complete(rule.check(model), text: nil)
        }
        if projectLevel { findings += FindingDetails.complete(customRunner.projectFindings(model), text: nil) }
        if request.onlyRules?.contains(ParseErrorRule.descriptor.id) == false || !config.isEnabled(ParseErrorRule.descriptor) {
            findings.removeAll { $0.ruleId == ParseErrorRule.descriptor.id }
        }

        let suppressor = Suppressor(descriptors: descriptors, xmlIgnores: ignores, codeSuppressions: codeSuppressions, files: tree.files)
        let partitioned = suppressor.partition(findings)
        findings = partitioned.kept
        let suppressed = request.includeSuppressed ? partitioned.suppressed.sorted(by: Finding.reportOrder) : []
        for index in findings.indices {
            if let severity = config.rules[findings[index].ruleId]?.severity { findings[index].severity = severity }
        }
        findings.sort(by: Finding.reportOrder)
        let dependencies = DependencyReport.entries(model.dependencies, catalog: model.catalog, latestVersions: model.latestVersions)
        let evaluator = ChecklistEvaluator(model: model, findings: findings)
        var checklists: [ChecklistResult] = []
        var releaseFindings: [Finding] = []
        for definition in projectLevel ? (try? ChecklistDefinition.bundled()) ?? [] : [] {
            let (result, failing) = evaluator.evaluateWithPlaces(definition)
            checklists.append(result)
            guard let platform = definition.platform else { continue }
            for (item, outcome) in failing {
                guard let descriptor = ReleaseRules.descriptor(id: "release.\(platform).\(item.id)"),
                    request.onlyRules.map({ $0.contains(descriptor.id) }) ?? true, config.isEnabled(descriptor) else { continue }
                releaseFindings += outcome.places.map {
                    descriptor.finding($0.message, path: $0.path, at: $0.location, severity: outcome.status == .warn ? .note : nil)
                }
            }
        }
        checklists.append(StackSniff.checklist(tree: tree, dependencies: dependencies, catalog: model.catalog))
        if !releaseFindings.isEmpty {
            let releaseSuppressor = Suppressor(
                descriptors: ReleaseRules.descriptors, xmlIgnores: ignores, codeSuppressions: codeSuppressions, files: tree.files)
            var extra = releaseSuppressor.filter(FindingDetails.complete(releaseFindings, text: nil))
            for index in extra.indices {
                if let severity = config.rules[extra[index].ruleId]?.severity { extra[index].severity = severity }
            }
            findings = (findings + extra).sorted(by: Finding.reportOrder)
        }
        findings = FindingDetails.completeFromFiles(findings, tree: tree)
        // Scores and checklists describe the whole project; the report and the gate then narrow
        // to this shard, to the changed lines, and to what the baseline does not accept.
        let scoring = findings
        if let shard = request.shard {
            findings = findings.filter { projectLevelIds.contains($0.ruleId) ? shard.index == 1 : shard.contains($0.path) }
        }
        if let changed = request.changedLines {
            var scopes: [String: ChangedLines.Scope] = [:]
            for descriptor in descriptors {
                scopes[descriptor.id] = descriptor.wholeFile ? .file
                    : descriptor.id.hasPrefix("deps.") || descriptor.id.hasPrefix("release.") ? .manifest : .line
            }
            for rule in customRules where rule.isProjectLevel { scopes[rule.id] = .manifest }
            findings = findings.filter { changed.covers($0, scope: scopes[$0.ruleId] ?? .line) }
            warnings += changed.notes
        }
        var baselined: [Finding] = []
        var fixed: [Baseline.Entry] = []
        if let baseline = request.baseline {
            (findings, baselined, fixed) = baseline.apply(findings)
        }
        var result = AuditResult(
            tree: tree, findings: findings, rules: descriptors, singletons: projectLevel ? model.singletons.report : [],
            dependencies: projectLevel ? dependencies : [], checklists: checklists, warnings: warnings, suppressed: suppressed)
        result.scoringFindings = scoring
        result.baselined = baselined
        result.fixedBaselineEntries = fixed
        result.usedBaseline = request.baseline != nil
        result.shard = request.shard
        return result
    }
}

private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (AuditProgress) -> Void)?

    init(total: Int, report: (@Sendable (AuditProgress) -> Void)?) {
        self.total = total
        self.report = report
    }

    func tick() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        report(AuditProgress(done: current, total: total))
    }
}
