import Foundation

/// What the project stages concluded about one exact tree, as `--cache-dir` keeps it: every part
/// of an `AuditResult` but the tree (found again by the walk that keyed it) and the rules' descriptors
/// (the setup's own). A run whose files, setup, configuration and options all match the stored
/// key takes this instead of analysing and concluding again; gate, scores and reports are still
/// made from it, so the bytes of every report are those a full run writes.
struct StoredAuditResult: Codable {
    /// The findings in slices encoded on their own, so that they are encoded and decoded on
    /// every core (a large project's findings are most of the result).
    var findings: FindingSlices
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

    init(_ result: AuditResult, jobs: Int) {
        findings = FindingSlices(result.findings, jobs: jobs)
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

    /// The result, or `nil` should a slice of findings not decode.
    func restored(tree: ProjectTree, rules: [RuleDescriptor], jobs: Int) -> AuditResult? {
        guard let findings = findings.decoded(jobs: jobs) else { return nil }
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

/// Findings as independently encoded slices of `size` (each with its own string table).
struct FindingSlices: Codable {
    var slices: [[UInt8]]
    static let size = 8_192

    init(_ findings: [Finding], jobs: Int) {
        let starts = Array(stride(from: 0, to: findings.count, by: Self.size))
        slices = parallelMap(starts, jobs: jobs) { start in
            (try? BinaryCoding.encode(Array(findings[start..<min(start + Self.size, findings.count)]))) ?? []
        }
    }

    func decoded(jobs: Int) -> [Finding]? {
        let decoded = parallelMap(slices, jobs: jobs) { try? BinaryCoding.decode([Finding].self, from: $0) }
        var findings: [Finding] = []
        findings.reserveCapacity(decoded.reduce(0) { $0 + ($1?.count ?? 0) })
        for slice in decoded {
            guard let slice else { return nil }
            findings += slice
        }
        return findings
    }
}
