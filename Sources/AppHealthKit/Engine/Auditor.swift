import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
    /// The audited folder relative to the repository root (or `--base-path`), when known:
    /// baselines are matched by repository path.
    public var repoPrefix: String?
    /// `--baseline lint-baseline.xml`: what Android Lint's baseline accepts.
    public var lintBaseline: LintBaseline?
    /// `.apphealth.yml` files in sub-folders (found by the audit itself).
    public var nestedConfigurations = NestedConfigurations()
    /// Honour `.gitignore` (untracked files) and `.apphealthignore`; `--no-ignore` turns it off.
    public var respectIgnoreFiles = true
    /// `--report-unused-suppressions`: `apphealth:` directives that silenced nothing are findings.
    public var reportUnusedSuppressions = false
    /// The configuration and rule files `configuration` and `customRules` were read from; a
    /// shard hands them to `merge`.
    public var setupSources: AuditSetup.Sources?
    /// `--cache-dir`: keep each file's facts and findings there and reuse them while the file,
    /// the tool and the setup stay the same (see `FactCache`).
    public var cacheDirectory: URL?
    /// What identifies the tool build in the cache's key (tests set it; `nil`: the executable).
    var toolIdentity: String?
    /// The library catalog, already being read on another thread (`AuditSession` starts it before
    /// it reads the configuration, so that the read overlaps the run's serial start); `nil`: the
    /// audit starts it beside the per-file pass.
    var catalog: Deferred<LibraryCatalog>?

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
    /// What the dependency graph could not resolve, one sentence per kind (`summary.unresolvedDependencies`).
    public var unresolvedDependencies: [String] = []
    /// Files whose facts came from `--cache-dir` (not reported).
    public var cacheHits = 0
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
    /// Targets, modules and file roles (the report's `project` section).
    public var structure: ProjectStructure?
    /// With `--shard`: what `merge` needs to run the project stages.
    public var shardFacts: ShardFacts?
    /// Paths not audited: the walk's, then files that could not be read or were too large.
    public var skipped: [SkippedPath] = []
    /// The configuration and custom rule files used.
    public var setup: AuditSetup.Sources?
    /// Platforms with an app in the tree (`android`, `ios`); `nil` for a shard, which cannot tell.
    public var apps: [String]?
    /// Builds found even without an app (Gradle build, Xcode project, Swift package, …).
    public var builds: [String] = []
    /// The app's display name from the manifest, Info.plist or Xcode target.
    public var displayName: String?
    /// What each category is about, counted from the project model (what scores divide by).
    public var subjects: CategoryScorer.Subjects?
    /// The library catalog's as-of date.
    public var catalogAsOf: String?
    /// Mistakes in sub-folder `.apphealth.yml` files (the run stops with the first, exit 2).
    public var configurationErrors: [ConfigError] = []
    /// Whether the project stages' result came from `--cache-dir` (nothing in the tree changed).
    var projectFromCache = false
}

/// Progress of the per-file stage, for a progress line.
public struct AuditProgress: Sendable {
    public var done: Int
    public var total: Int
}

/// The pipeline, stage by stage: discover → analyse each file once (concurrently) → build the
/// project model → run project rules → suppress, override and sort once → checklists → narrow
/// to the shard, the changed lines and what the baseline does not accept. Gate, scores and
/// reports follow in `ReportBuilder`.
public struct Auditor: Sendable {
    public var progress: (@Sendable (AuditProgress) -> Void)?

    public init(progress: (@Sendable (AuditProgress) -> Void)? = nil) {
        self.progress = progress
    }

    public func run(_ request: AuditRequest) -> AuditResult {
        var request = request
        var clock = StageClock()
        var tree = FileDiscovery(exclude: request.configuration.exclude, respectIgnoreFiles: request.respectIgnoreFiles, jobs: request.jobs).discover(root: request.root)
        if !request.configuration.include.isEmpty {
            let include = request.configuration.include
            tree.files = tree.files.filter { file in include.contains { $0.matches(file.path) } }
        }
        let (nested, configurationErrors) = NestedConfigurations.load(
            tree.files, root: request.root, descriptors: BuiltInRules.descriptors + request.customRules.map(\.descriptor))
        request.nestedConfigurations = nested
        let plan = RulePlan(request)
        clock.mark("discover")
        var result = audit(tree, plan: plan, request: request)
        result.configurationErrors = configurationErrors
        result.warnings += nested.warnings
        return result
    }

    private func audit(_ tree: ProjectTree, plan: RulePlan, request: AuditRequest) -> AuditResult {
        if let shard = request.shard { return runShard(shard, plan: plan, tree: tree, request: request) }
        var clock = StageClock()
        let cache = factCache(plan: plan, request: request, files: tree.files.count)
        clock.mark("open the cache")
        // With a cache, every file is digested first: when no file, setting or option changed
        // since the run that stored the project's result, that result is the answer.
        var projectKey: ContentDigest?
        if let cache {
            cache.digest(tree.files, root: tree.root, jobs: request.jobs, maximumBytes: plan.analyzer.parser.maximumBytes)
            projectKey = StoredAuditResult.inputs(request, tree: tree).map { cache.projectKey(files: tree.files, inputs: $0) }
            clock.mark("digest")
            // The facts file is not even read then (a damaged one is written afresh by the next
            // run that analyses).
            if let projectKey, let stored = cache.storedResult(for: projectKey),
               var result = stored.restored(tree: tree, rules: plan.descriptors, jobs: request.jobs) {
                result.cacheHits = cache.digestedCount
                clock.mark("project result from the cache")
                return result
            }
        }
        // The catalog is read beside the per-file pass (the project stage needs it last).
        let catalog = request.catalog ?? (request.jobs > 1 ? Deferred { Self.bundledCatalog() } : nil)
        let (analyses, hits, complete) = analyse(tree.files, with: plan, request: request, cache: cache)
        clock.mark("analyse")
        let digests = plan.requirements.contains(.imageDigests) ? ImageDigests.compute(tree, jobs: request.jobs) : [:]
        clock.mark("image digests")
        var result = conclude(plan: plan, tree: tree, analyses: consume analyses, imageDigests: digests, request: request, catalog: catalog)
        result.cacheHits = hits
        // A result that depended on the clock (a file over its time budget) is not kept.
        if let cache, let projectKey, complete {
            clock = StageClock()
            cache.storeResult(StoredAuditResult(result, jobs: request.jobs), for: projectKey)
            clock.mark("store the project result")
        }
        return result
    }

    /// The `--cache-dir` cache for this setup, or `nil` (none asked for, or custom rules run).
    private func factCache(plan: RulePlan, request: AuditRequest, files: Int) -> FactCache? {
        request.cacheDirectory.flatMap { directory in
            plan.factCacheSetup(toolIdentity: request.toolIdentity ?? FactCache.executableIdentity())
                .map { FactCache(directory: directory, setup: $0, files: files,
                                 help: Dictionary(plan.descriptors.map { ($0.id, $0.help) }, uniquingKeysWith: { first, _ in first })) }
        }
    }

    /// The bundled library catalog, or an empty one should it not decode (the tests keep it decoding).
    static func bundledCatalog() -> LibraryCatalog {
        (try? LibraryCatalog.bundled()) ?? LibraryCatalog()
    }

    /// `bundledCatalog()`, after reading the other data compiled into the tool that the project
    /// stage and the report use (checklists, effort model, libraries' resources; each is read once
    /// per process): started on another core at the beginning of a run, all of it is read there.
    static func bundledData() -> LibraryCatalog {
        _ = (ChecklistDefinition.builtIn, EffortModel.bundled, LibraryResources.bundled)
        return bundledCatalog()
    }

    /// The project stages, from every file's facts: model → project rules → suppress, override
    /// and sort once → checklists → narrow. `merge` runs them on the facts of all shards.
    /// `catalog`: the library catalog when it is already being read.
    func conclude(
        plan: RulePlan, tree: ProjectTree, analyses: consuming [FileAnalysis], imageDigests: [String: String], request: AuditRequest,
        catalog: Deferred<LibraryCatalog>? = nil
    ) -> AuditResult {
        var clock = StageClock()
        // The per-file findings leave the analyses, so that each is held once from here on.
        var analyses = analyses
        var fileFindings: [Finding] = []
        fileFindings.reserveCapacity(analyses.reduce(0) { $0 + $1.findings.count })
        for index in analyses.indices {
            fileFindings.append(contentsOf: analyses[index].findings)
            analyses[index].findings = []
        }
        var model = ProjectModel(tree: tree, files: tree.files, analyses: analyses, jobs: request.jobs)
        model.catalog = catalog?.value ?? Self.bundledCatalog()
        model.imageDigests = imageDigests
        let warnings = model.refresh(online: request.online)
        // What the resource graph leaves unused is worked out once, for the project rules and
        // for `finish` (a layout nothing inflates shows none of its texts).
        model = model.sharingUsage()
        clock.mark("project model")
        // The dependency table, the sniff test and what the scores count read only the model:
        // the project rules' workers make them too, right after the costliest rules.
        var (project, stackReport) = plan.runProjectRules(on: model, jobs: request.jobs) { [model, tree] in
            let dependencies = DependencyReport.entries(model.dependencies, catalog: model.catalog, latestVersions: model.latestVersions)
            let shipping = model.dependencies.dependencies.map { resolved in
                !model.dependencies.isTestOrDebugOnly(resolved) && model.catalog.entry(for: resolved.dependency)?.required_by == nil
            }
            return (dependencies: dependencies,
                    sniff: StackSniff.checklist(
                        tree: tree, pathRoles: model.pathRoles, dependencies: dependencies, shipping: shipping, catalog: model.catalog),
                    subjects: CategoryScorer.Subjects(model: model))
        }
        clock.mark("project rules, dependencies, sniff test")
        // Moved, not copied: a finding held twice is copied when `finish` gives it its role.
        fileFindings += project.findings
        project.findings = []
        let all = plan.finish(consume fileFindings, model: model, jobs: request.jobs)
        let narrowed = plan.narrow(all.kept, request: request)
        clock.mark("finish and narrow")
        let subjects = stackReport.subjects
        let checklists = plan.checklists(model: model, findings: all.kept, verdicts: project.verdicts, subjects: subjects, jobs: request.jobs)
        clock.mark("checklists")
        var result = AuditResult(
            tree: tree, findings: narrowed.findings, rules: plan.descriptors, singletons: model.singletons.report(isTest: { [model] path in [.test, .preview].contains(model.role(of: path)) }),
            dependencies: stackReport.dependencies,
            checklists: checklists,
            warnings: warnings + plan.customRunner.budget.notes + narrowed.notes,
            suppressed: request.includeSuppressed ? all.suppressed : [])
        result.checklists.append(stackReport.sniff)
        result.unresolvedDependencies = DependencyCoverage.unresolvedSentences(model.dependencies.unresolved)
        result.scoringFindings = all.kept
        result.structure = model.structure
        result.apps = model.appPlatforms.map(\.rawValue)
        result.builds = model.builds
        result.displayName = model.displayName
        result.subjects = subjects
        result.catalogAsOf = model.catalog.asOf.isEmpty ? nil : model.catalog.asOf
        result.baselined = narrowed.baselined
        result.fixedBaselineEntries = narrowed.fixed
        result.usedBaseline = request.baseline != nil || request.lintBaseline != nil
        result.skipped = Self.skipped(tree, analyses)
        result.setup = request.setupSources
        // Every file's facts go with the model: with several cores they are freed beside the report.
        release(&model, leaving: ProjectModel(tree: tree), jobs: request.jobs)
        release(&analyses, leaving: [], jobs: request.jobs)
        clock.mark("summary")
        return result
    }

    /// One shard: only its files are analysed, and their facts (findings before suppression and
    /// roles included) are handed on for `merge`, which runs every later stage once. A shard's
    /// report states facts, not conclusions: its `findings` are the merged report's.
    private func runShard(_ shard: Shard, plan: RulePlan, tree: ProjectTree, request: AuditRequest) -> AuditResult {
        let files = tree.files.filter { shard.contains($0.path) }
        let cache = factCache(plan: plan, request: request, files: files.count)
        cache?.digest(files, root: tree.root, jobs: request.jobs, maximumBytes: plan.analyzer.parser.maximumBytes)
        let (analyses, hits, _) = analyse(files, with: plan, request: request, cache: cache)
        let digests = plan.requirements.contains(.imageDigests)
            ? ImageDigests.compute(tree, jobs: request.jobs, include: { shard.contains($0.path) }) : [:]
        var result = AuditResult(tree: tree, findings: [], rules: plan.descriptors, warnings: plan.customRunner.budget.notes)
        result.scoringFindings = []
        // Help texts are the rules' own: merge puts them back, so shards need not carry them.
        var shared = analyses
        for index in shared.indices { for finding in shared[index].findings.indices { shared[index].findings[finding].help = "" } }
        result.skipped = Self.skipped(tree, analyses)
        result.setup = request.setupSources
        result.shard = shard
        result.cacheHits = hits
        result.shardFacts = ShardFacts(
            root: tree.root.path, files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.size) }),
            skipped: shard.index == 1 ? tree.skipped : [], analyses: Dictionary(uniqueKeysWithValues: zip(files.map(\.path), shared)), imageDigests: digests,
            setup: request.setupSources, baseline: request.baseline, changedLines: request.changedLines,
            includeSuppressed: request.includeSuppressed, lintBaseline: request.lintBaseline,
            nestedConfigurations: request.nestedConfigurations.isEmpty ? nil : request.nestedConfigurations.sources)
        return result
    }

    /// The order workers take the files in: the few whose analysis likely costs more than a
    /// 128th of the whole pass (size weighed by how much work a byte of that kind is), costliest
    /// first, so that the run does not end with one worker parsing a large Swift file while the
    /// others wait; then the rest in the tree's order. Neighbours in the tree share folders, and
    /// taken together they cost less: with every file sorted by cost, the pass took 3–5 % more
    /// CPU time on two cores than in the tree's order (synthetic corpus: 7.02 s against 6.77 s,
    /// wall 3.70 → 3.57 s; six real apps 2.44 → 2.40 s, wall 1.31 → 1.26 s; medians of five).
    static func claimOrder(_ files: [ProjectFile], jobs: Int) -> [Int] {
        func cost(_ file: ProjectFile) -> Int {
            switch file.kind {
            case .image: 0  // only the header is read
            case .swift: file.size * 4  // parsed into a full syntax tree, then walked
            case .kotlin, .java, .objc, .objcHeader, .gradle, .gradleKotlin: file.size * 2
            default: file.size
            }
        }
        let costs = files.map(cost)
        // (A file under the threshold, taken last, keeps the other workers waiting for at most
        // a 64th of each one's share of the pass.)
        let threshold = max(1, costs.reduce(0, +) / (max(jobs, 1) * 64))
        let costly = files.indices.filter { costs[$0] >= threshold }.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        guard !costly.isEmpty else { return Array(files.indices) }
        let isCostly = Set(costly)
        return costly + files.indices.filter { !isCostly.contains($0) }
    }

    static func skipped(_ tree: ProjectTree, _ analyses: [FileAnalysis]) -> [SkippedPath] {
        (tree.skipped + analyses.compactMap(\.skipped)).sorted { $0.path < $1.path }
    }

    /// Each file read and parsed once, its per-file rules run on the parse, concurrently; with
    /// `--cache-dir`, files unchanged since a run with the same setup are not parsed again. A file
    /// whose analysis takes longer than `file-time-budget` seconds becomes a `parse-error` note
    /// and a skipped entry; the run goes on (and the cache keeps nothing for it).
    /// Returns the analyses in file order, how many came from the cache, and whether every file
    /// was analysed within its time budget.
    private func analyse(_ files: [ProjectFile], with plan: RulePlan, request: AuditRequest, cache: FactCache?) -> ([FileAnalysis], Int, Bool) {
        let counter = ProgressCounter(total: files.count, report: progress)
        let analyzer = plan.analyzer
        let budget = plan.configuration.fileTimeBudget
        let overBudget = OverBudgetFlag()
        let order = request.jobs > 1 ? Self.claimOrder(files, jobs: request.jobs) : nil
        let analyses = budgetedMap(Array(files.indices), jobs: request.jobs, budget: budget, claimOrder: order, { slot in
            let file = files[slot]
            if let cached = cache?.cached(slot: slot) {
                counter.tick()
                return cached
            }
            let analysis = analyzer.analyze(file)
            counter.tick()
            return analysis
        }, overBudget: { slot in
            counter.tick()
            overBudget.set()
            return FileAnalyzer.overBudget(files[slot], seconds: budget)
        })
        // Stored once the results are final: an abandoned analysis must not outlive its budget.
        if let cache {
            _ = parallelMap(Array(analyses.indices), jobs: request.jobs) { slot in cache.store(analyses[slot], slot: slot) }
            cache.save()
        }
        return (analyses, cache?.hits ?? 0, !overBudget.isSet)
    }
}

/// Whether some file went over its time budget (set from the waiting thread).
private final class OverBudgetFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
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
