import Foundation

/// What the project stages concluded about one exact tree, as `--cache-dir` keeps it: every part
/// of an `AuditResult` but the tree (found again by the walk that keyed it) and the rules' descriptors
/// (the setup's own). A run whose files, setup, configuration and options all match the stored
/// key takes this instead of analysing and concluding again; gate, scores and reports are still
/// made from it, so the bytes of every report are those a full run writes.
struct StoredAuditResult: Codable {
    var findings: [Finding]
    /// `nil` when they are `findings` (nothing narrowed them).
    var scoringFindings: [Finding]?
    var singletons: [SingletonEntry]
    var dependencies: [DependencyEntry]
    var unresolvedDependencies: [String]
    var checklists: [ChecklistResult]
    var warnings: [String]
    var baselined: [Finding]
    var fixedBaselineEntries: [Baseline.Entry]
    var usedBaseline: Bool
    var suppressed: [Finding]
    var structure: ProjectStructure?
    var skipped: [SkippedPath]
    var setup: AuditSetup.Sources?
    var apps: [String]?
    var builds: [String]
    var displayName: String?
    var subjects: CategoryScorer.Subjects?
    var catalogAsOf: String?

    init(_ result: AuditResult) {
        findings = result.findings
        scoringFindings = result.scoringFindings == result.findings ? nil : result.scoringFindings
        singletons = result.singletons
        dependencies = result.dependencies
        unresolvedDependencies = result.unresolvedDependencies
        checklists = result.checklists
        warnings = result.warnings
        baselined = result.baselined
        fixedBaselineEntries = result.fixedBaselineEntries
        usedBaseline = result.usedBaseline
        suppressed = result.suppressed
        structure = result.structure
        skipped = result.skipped
        setup = result.setup
        apps = result.apps
        builds = result.builds
        displayName = result.displayName
        subjects = result.subjects
        catalogAsOf = result.catalogAsOf
    }

    func restored(tree: ProjectTree, rules: [RuleDescriptor]) -> AuditResult {
        var result = AuditResult(
            tree: tree, findings: findings, rules: rules, singletons: singletons, dependencies: dependencies,
            unresolvedDependencies: unresolvedDependencies, checklists: checklists, warnings: warnings,
            scoringFindings: scoringFindings ?? findings, baselined: baselined, fixedBaselineEntries: fixedBaselineEntries,
            usedBaseline: usedBaseline, suppressed: suppressed, structure: structure, skipped: skipped, setup: setup, apps: apps,
            builds: builds, displayName: displayName, subjects: subjects, catalogAsOf: catalogAsOf)
        result.projectFromCache = true
        return result
    }

    /// What the project stages read besides the files and the setup, in a stable form: the
    /// request's options and the configuration; `nil` when the result cannot be reused (another
    /// process's code: extra rules; the network: `--online`; `--changed-since`, whose sets have no
    /// stable order, and a shard, whose project stages run in `merge`).
    static func inputs(_ request: AuditRequest, tree: ProjectTree) -> [UInt8]? {
        guard request.extraRules.isEmpty, request.online == nil, request.changedLines == nil, request.shard == nil else { return nil }
        struct Inputs: Encodable {
            var root: String
            var configuration: String
            var onlyRules: [String]?
            var includeSuppressed: Bool
            var reportUnusedSuppressions: Bool
            var repoPrefix: String?
            var baseline: Baseline?
            var lintBaseline: LintBaseline?
            var setup: AuditSetup.Sources?
            var skipped: [SkippedPath]
        }
        let inputs = Inputs(
            root: tree.root.path, configuration: request.configuration.auditDescription, onlyRules: request.onlyRules?.sorted(),
            includeSuppressed: request.includeSuppressed, reportUnusedSuppressions: request.reportUnusedSuppressions,
            repoPrefix: request.repoPrefix, baseline: request.baseline, lintBaseline: request.lintBaseline, setup: request.setupSources,
            skipped: tree.skipped)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(inputs)).map { Array($0) }
    }
}
