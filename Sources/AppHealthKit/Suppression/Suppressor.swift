import Foundation

/// Drops findings silenced in the source: `tools:ignore` in XML (with Android Lint's IDs) and
/// `apphealth:disable` comments in code, build scripts, Podfiles and Cartfiles. Runs once,
/// centrally, for every rule, on the directives the per-file pass captured: it reads no file.
struct Suppressor {
    let names: [String: Set<String>]
    let xmlIgnores: [String: XMLIgnoreScopes]
    let codeSuppressions: [String: CodeSuppressions]
    /// `lint.xml` files, deepest folder first (a module's wins over the project's).
    var lintConfigurations: [LintXMLConfiguration] = []

    init(descriptors: [RuleDescriptor], xmlIgnores: [String: XMLIgnoreScopes], codeSuppressions: [String: CodeSuppressions],
         lintConfigurations: [LintXMLConfiguration] = []) {
        var names: [String: Set<String>] = [:]
        for descriptor in descriptors { names[descriptor.id] = Set([descriptor.id, "all"] + descriptor.lintIds) }
        self.names = names
        self.xmlIgnores = xmlIgnores
        self.codeSuppressions = codeSuppressions
        self.lintConfigurations = lintConfigurations
    }

    /// A code region that silenced at least one finding: path and index in its file's regions.
    struct RegionKey: Hashable {
        var path: String
        var index: Int
    }

    /// Findings that stay (with `lint.xml`'s severities), the ones source comments,
    /// `tools:ignore` or `lint.xml` silenced, and the code regions that silenced something.
    func partition(_ findings: [Finding]) -> (kept: [Finding], suppressed: [Finding], used: Set<RegionKey>) {
        var kept: [Finding] = []
        var suppressed: [Finding] = []
        var used: Set<RegionKey> = []
        for var finding in findings {
            let names = self.names[finding.ruleId] ?? [finding.ruleId, "all"]
            if let scopes = xmlIgnores[finding.path], scopes.suppresses(names: names, at: SourceLocation(line: finding.line, column: finding.column)) {
                suppressed.append(finding)
            } else if let region = codeSuppressions[finding.path]?.region(names: names, line: finding.line) {
                used.insert(RegionKey(path: finding.path, index: region))
                suppressed.append(finding)
            } else {
                switch lintVerdict(finding, names: names) {
                case .ignored?: suppressed.append(finding)
                case .severity(let severity)?:
                    finding.severity = severity
                    kept.append(finding)
                case nil: kept.append(finding)
                }
            }
        }
        return (kept, suppressed, used)
    }

    func suppresses(_ finding: Finding) -> Bool {
        partition([finding]).kept.isEmpty
    }

    /// The nearest `lint.xml` that says something about the finding's rule decides.
    private func lintVerdict(_ finding: Finding, names: Set<String>) -> LintXMLConfiguration.Verdict? {
        for configuration in lintConfigurations where configuration.covers(finding.path) {
            if let verdict = configuration.verdict(for: finding, names: names) { return verdict }
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
