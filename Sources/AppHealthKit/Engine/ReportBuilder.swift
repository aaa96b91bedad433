/// Turns an audit result into the report: gate, scores, summary. No analysis happens here.
public struct ReportBuilder: Sendable {
    public var gate: GatePolicy
    /// Threads for the independent summaries of a large report (scores, top risks, effort).
    public var jobs: Int

    public init(gate: GatePolicy = GatePolicy(), jobs: Int = 1) {
        self.gate = gate
        self.jobs = max(1, jobs)
    }

    /// The summaries `build` computes side by side: each reads every finding.
    private enum Part: Sendable {
        case scores([CategoryScore])
        case risks([TopRisk])
        case effort(EffortSummary)
    }

    /// libyears summed once per library version, however many modules use it.
    static func totalLibyears(_ dependencies: [DependencyEntry]) -> Double {
        var seen = Set<String>()
        let total = dependencies.filter { seen.insert("\($0.ecosystem)|\($0.name)|\($0.version)").inserted }.compactMap(\.libyears).reduce(0, +)
        return (total * 10).rounded() / 10
    }

    /// The sentence for a tree with nothing to audit.
    public static func noProjectReason(_ root: String) -> String { "no Android or iOS project found under \(root)" }

    public func build(_ result: AuditResult, rootDisplay: String) -> Report {
        let scoring = result.scoringFindings ?? result.findings
        let role = { (path: String) in result.structure?.role(of: path) ?? PathRoles.role(of: path) }
        var subjects = result.subjects ?? CategoryScorer.Subjects(files: result.tree.files, role: role, dependencies: result.dependencies, checklists: [])
        subjects.release = CategoryScorer.Subjects(files: [], role: role, dependencies: [], checklists: result.checklists).release
        let noProject = result.apps.map { $0.isEmpty && result.builds.isEmpty } ?? false
        let estimator = EffortEstimator()
        let parts = parallelMap(noProject ? [0] : [0, 1, 2], jobs: jobs) { [subjects] part -> Part in
            switch part {
            case 0:
                return .scores(noProject ? [] : CategoryScorer().score(
                    findings: scoring, rules: result.rules, subjects: subjects, dependencies: result.dependencies,
                    checklists: result.checklists, definitions: ChecklistDefinition.builtIn))
            case 1:
                return .risks(Self.topRisks(scoring, checklists: result.checklists, dependencies: result.dependencies, estimator: estimator))
            default:
                return .effort(estimator.estimate(findings: scoring, dependencies: result.dependencies, checklists: result.checklists))
            }
        }
        var scored: [CategoryScore] = []
        var risks: [TopRisk] = []
        var effort: EffortSummary?
        for part in parts {
            switch part {
            case .scores(let value): scored = value
            case .risks(let value): risks = value
            case .effort(let value): effort = value
            }
        }
        let applicable = result.checklists.filter { $0.items.contains { $0.status != .na } }
        let uncapped = Scoring.overall(categories: scored.map(\.score), checklists: applicable.map(\.score))
        let cap = noProject ? nil : Self.cap(applicable, uncapped: uncapped)
        let overall = noProject ? 0 : min(uncapped, cap?.score ?? 100)
        var summary = Summary(
            files: result.tree.files.count,
            findings: SeverityCounts(result.findings),
            score: overall,
            grade: noProject ? "N/A" : Scoring.grade(overall),
            gate: gate.evaluate(result.findings, score: overall, fixedBaselineFindings: result.fixedBaselineEntries.map(\.count).reduce(0, +)),
            libyears: Self.totalLibyears(result.dependencies))
        if noProject { summary.notScored = Self.noProjectReason(rootDisplay) }
        summary.scoreCap = cap
        var report = Report(
            root: rootDisplay, summary: summary, categories: scored, checklists: result.checklists,
            dependencies: result.dependencies,
            singletons: result.singletons, findings: result.findings)
        if !result.suppressed.isEmpty { report.suppressedFindings = result.suppressed }
        report.shard = result.shard
        report.project = result.structure.map(ProjectSummary.init)
        if let apps = result.apps {
            report.project?.apps = apps
            report.project?.builds = result.builds
        }
        report.tool.catalog = result.catalogAsOf
        report.projectName = result.displayName ?? Self.folderName(result.tree.root.path)
        report.facts = result.shardFacts
        if result.usedBaseline { report.summary.baselined = result.baselined.count }
        report.summary.skipped = result.skipped.count
        if !result.skipped.isEmpty { report.skipped = result.skipped }
        let setup = result.setup ?? AuditSetup.Sources()
        report.configuration = ReportConfiguration(file: setup.configuration?.name, ruleFiles: setup.ruleFiles.map(\.name))
        if !result.unresolvedDependencies.isEmpty { report.summary.unresolvedDependencies = result.unresolvedDependencies }
        guard !noProject else { return report }
        report.summary.confidence = Self.confidence(result, scoring: scoring)
        report.summary.effort = effort
        report.summary.topRisks = risks
        return report
    }

    static func folderName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The strictest cap among applicable checklists that fail a weight-3 item.
    static func cap(_ checklists: [ChecklistResult], uncapped: Int) -> ScoreCap? {
        var best: ScoreCap?
        for checklist in checklists {
            let weights = Dictionary((ChecklistDefinition.builtIn.first { $0.id == checklist.id }?.items ?? []).map { ($0.id, $0.weight) }, uniquingKeysWith: max)
            let failed = checklist.items.filter { $0.status == .fail && (weights[$0.id] ?? 0) >= 3 }
            guard let first = failed.first, let limit = Scoring.cap(forChecklistScore: checklist.score), limit < uncapped,
                limit < (best?.score ?? 101) else { continue }
            let items = failed.map(\.id).joined(separator: ", ")
            best = ScoreCap(
                score: limit, grade: Scoring.grade(limit), uncapped: uncapped,
                reason: "\(checklist.id) scores \(checklist.score) (\(Scoring.grade(checklist.score))) and fails weight-3 item\(failed.count == 1 ? "" : "s") \(items); the overall grade is at most one letter better")
            _ = first
        }
        return best
    }

    /// What lowers trust in the numbers: libraries the catalog does not know, declarations that
    /// did not resolve, manifests that did not parse, files not audited.
    static func confidence(_ result: AuditResult, scoring: [Finding]) -> ScoreConfidence {
        var reasons: [String] = []
        var low = false
        var libraries: [String: Bool] = [:]
        for entry in result.dependencies { libraries["\(entry.ecosystem)|\(entry.name)", default: true] = libraries["\(entry.ecosystem)|\(entry.name)", default: true] && entry.status == "unknown" }
        let unknown = libraries.values.filter { $0 }.count
        if unknown > 0 {
            let share = Double(unknown) / Double(libraries.count)
            if share >= 0.4 { low = true }
            reasons.append("\(Plural.count(unknown, "library")) of \(libraries.count) unknown to the catalog (\(Int((share * 100).rounded())) %): their maintenance is not judged")
        }
        if let unresolved = result.summaryUnresolvedCount, unresolved > 0 {
            reasons.append("\(Plural.count(unresolved, "kind")) of dependency declaration could not be resolved (summary.unresolvedDependencies)")
        }
        // The kinds of the files with a parse error only (most audits have none): a table of
        // every file's kind was most of the serial time of this step on a 20k-file tree.
        let unparsed = Set(scoring.lazy.filter { $0.ruleId == "parse-error" }.map(\.path))
        var kinds: [String: FileKind] = [:]
        if !unparsed.isEmpty {
            for file in result.tree.files where kinds[file.path] == nil && unparsed.contains(file.path) { kinds[file.path] = file.kind }
        }
        let manifests = unparsed.filter { kinds[$0].map(Self.isManifest) ?? false }.sorted()
        if !manifests.isEmpty {
            low = low || manifests.count >= 3
            reasons.append("\(Plural.count(manifests.count, "manifest")) could not be parsed: " + manifests.prefix(3).joined(separator: ", ") + (manifests.count > 3 ? ", …" : ""))
        }
        if !result.skipped.isEmpty { reasons.append("\(Plural.count(result.skipped.count, "path")) not audited (report's skipped)") }
        return ScoreConfidence(level: low ? "low" : reasons.isEmpty ? "high" : "medium", reasons: reasons)
    }

    static func isManifest(_ kind: FileKind) -> Bool {
        switch kind {
        case .gradle, .gradleKotlin, .versionCatalog, .podfile, .podfileLock, .packageSwift, .packageResolved, .cartfile, .cartfileResolved,
             .xcodeProject, .androidManifest, .plist, .gradleProperties: true
        default: false
        }
    }

    /// The 3–5 risks that matter first: rules by their most important finding, and failed
    /// project-level checklist items, in plain words from the effort table.
    static func topRisks(_ findings: [Finding], checklists: [ChecklistResult], dependencies: [DependencyEntry], estimator: EffortEstimator) -> [TopRisk] {
        let model = estimator.model
        var candidates: [(risk: TopRisk, weight: Double, rank: Int)] = []
        // Each rule's findings are ranked on their own: the same order as ranking them all and
        // then grouping (the order is total), without sorting one long list.
        let byPlace = Dictionary(dependencies.map { ("\($0.path):\($0.line)", $0.name) }, uniquingKeysWith: { first, _ in first })
        for (rule, positions) in Finding.positionsByRule(findings) {
            let list = Impact.ranked(positions.map { findings[$0] })
            guard let top = list.first, top.severity >= .warning || list.count >= 10 else { continue }
            var sentence = model.rules[rule]?.risk ?? "\(rule): \(top.message)"
            if model.rules[rule]?.task != nil {
                let names = Array(Set(list.compactMap { byPlace["\($0.path):\($0.line)"] })).sorted()
                if !names.isEmpty { sentence += " (" + names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "") + ")" }
            }
            var places: [String] = []
            for finding in list {
                if places.count == 3 { break }
                let place = "\(finding.path):\(finding.line)"
                if !places.contains(place) { places.append(place) }
            }
            let hours = estimator.hours(ofFindings: list.count, rule: rule)
                ?? estimator.estimate(findings: list, dependencies: dependencies, checklists: []).hours
            candidates.append((TopRisk(id: rule, severity: top.severity, count: list.count, sentence: sentence, places: places, hours: hours),
                               Impact.weight(of: rule), Impact.rank(of: top.category)))
        }
        for checklist in checklists {
            let weights = Dictionary((ChecklistDefinition.builtIn.first { $0.id == checklist.id }?.items ?? []).map { ($0.id, $0.weight) }, uniquingKeysWith: max)
            for item in checklist.items where item.status == .fail {
                guard let entry = model.items["\(checklist.id).\(item.id)"], let weight = weights[item.id], weight >= 2 else { continue }
                let severity: Severity = weight >= 3 ? .error : .warning
                candidates.append((TopRisk(id: "\(checklist.id)/\(item.id)", severity: severity, count: 1, sentence: entry.risk ?? item.title,
                                           places: [], hours: entry.hours), weight, Category(rawValue: entry.category).map(Impact.rank(of:)) ?? 6))
            }
        }
        let ranked = candidates.sorted { a, b in
            if a.risk.severity != b.risk.severity { return a.risk.severity > b.risk.severity }
            if a.weight != b.weight { return a.weight > b.weight }
            if a.rank != b.rank { return a.rank < b.rank }
            if a.risk.count != b.risk.count { return a.risk.count > b.risk.count }
            return a.risk.id < b.risk.id
        }
        return ranked.prefix(5).map(\.risk)
    }
}

extension AuditResult {
    var summaryUnresolvedCount: Int? { unresolvedDependencies.isEmpty ? nil : unresolvedDependencies.count }
}
