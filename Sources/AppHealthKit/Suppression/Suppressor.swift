import Foundation

/// Drops findings silenced in the source: `tools:ignore` in XML (with Android Lint's IDs) and
/// `apphealth:disable` comments in code, build scripts, Podfiles and Cartfiles. Runs once,
/// centrally, for every rule, on the directives the per-file pass captured: it reads no file.
struct Suppressor {
    let names: [String: Set<String>]
    let xmlIgnores: [String: XMLIgnoreScopes]
    let codeSuppressions: [String: CodeSuppressions]
    /// `lint.xml` files, deepest folder first (a module's wins over the project's).
    var lintConfigurations: [LintXMLConfiguration] = [] {
        didSet { lintPatterns = LintXMLConfiguration.Patterns(lintConfigurations) }
    }
    /// The `lint.xml` files' `regexp`s, compiled once.
    private(set) var lintPatterns = LintXMLConfiguration.Patterns([])

    init(descriptors: [RuleDescriptor], xmlIgnores: [String: XMLIgnoreScopes], codeSuppressions: [String: CodeSuppressions],
         lintConfigurations: [LintXMLConfiguration] = []) {
        var names: [String: Set<String>] = [:]
        for descriptor in descriptors { names[descriptor.id] = Set([descriptor.id, "all"] + descriptor.lintIds) }
        self.names = names
        self.xmlIgnores = xmlIgnores
        self.codeSuppressions = codeSuppressions
        self.lintConfigurations = lintConfigurations
        lintPatterns = LintXMLConfiguration.Patterns(lintConfigurations)
    }

    /// A code region that silenced at least one finding: path and index in its file's regions.
    struct RegionKey: Hashable {
        var path: String
        var index: Int
    }

    /// What becomes of one finding.
    enum Verdict: Sendable {
        /// Kept, with `lint.xml`'s severity when it sets one.
        case kept(Severity?)
        /// Silenced by `tools:ignore` or `lint.xml`.
        case suppressed
        /// Silenced by the code region at this index of the file's regions.
        case suppressedByRegion(Int)
    }

    /// The verdict on one finding (reads only this suppressor: findings can be judged concurrently).
    func verdict(on finding: Finding) -> Verdict {
        let names = self.names[finding.ruleId] ?? [finding.ruleId, "all"]
        if let scopes = xmlIgnores[finding.path], scopes.suppresses(names: names, at: SourceLocation(line: finding.line, column: finding.column)) {
            return .suppressed
        }
        if let region = codeSuppressions[finding.path]?.region(names: names, line: finding.line) { return .suppressedByRegion(region) }
        switch lintVerdict(finding, names: names) {
        case .ignored?: return .suppressed
        case .severity(let severity)?: return .kept(severity)
        case nil: return .kept(nil)
        }
    }

    /// Findings that stay (with `lint.xml`'s severities), the ones source comments,
    /// `tools:ignore` or `lint.xml` silenced, and the code regions that silenced something.
    /// `verdicts`: each finding's verdict when already known (in the findings' order).
    /// The findings kept (in their order, in the list given: kept ones are moved forward, not
    /// copied) and those suppressed, with the suppression regions that silenced any.
    func partition(_ findings: consuming [Finding], verdicts: [Verdict]? = nil) -> (kept: [Finding], suppressed: [Finding], used: Set<RegionKey>) {
        var kept = findings
        var suppressed: [Finding] = []
        var used: Set<RegionKey> = []
        var count = 0
        for index in kept.indices {
            switch verdicts?[index] ?? verdict(on: kept[index]) {
            case .suppressed:
                suppressed.append(kept[index])
            case .suppressedByRegion(let region):
                used.insert(RegionKey(path: kept[index].path, index: region))
                suppressed.append(kept[index])
            case .kept(let severity):
                kept.swapAt(count, index)
                if let severity { kept[count].severity = severity }
                count += 1
            }
        }
        kept.removeLast(kept.count - count)
        return (kept, suppressed, used)
    }

    func suppresses(_ finding: Finding) -> Bool {
        partition([finding]).kept.isEmpty
    }

    /// The nearest `lint.xml` that says something about the finding's rule decides.
    private func lintVerdict(_ finding: Finding, names: Set<String>) -> LintXMLConfiguration.Verdict? {
        for configuration in lintConfigurations where configuration.covers(finding.path) {
            if let verdict = configuration.verdict(for: finding, names: names, patterns: lintPatterns) { return verdict }
        }
        return nil
    }

    /// `# …` comments of Ruby-like manifests (Podfile, Cartfile), quotes respected.
    static func hashComments(_ text: SourceText) -> [(line: Int, text: String)] {
        (1...max(1, text.lineCount)).compactMap { number in
            let line = text.line(number)
            let code = CocoaPodsManifest.stripRubyComment(line)
            return code.count < line.count ? (number, String(line.dropFirst(code.count))) : nil
        }
    }
}
