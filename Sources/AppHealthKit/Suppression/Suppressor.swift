import Foundation

/// Drops findings silenced in the source: `tools:ignore` in XML (with Android Lint's IDs) and
/// `apphealth:disable` comments in code, build scripts, Podfiles and Cartfiles. Runs once,
/// centrally, for every rule, on the directives the per-file pass captured: it reads no file.
struct Suppressor {
    let names: [String: Set<String>]
    let xmlIgnores: [String: XMLIgnoreScopes]
    let codeSuppressions: [String: CodeSuppressions]

    init(descriptors: [RuleDescriptor], xmlIgnores: [String: XMLIgnoreScopes], codeSuppressions: [String: CodeSuppressions]) {
        var names: [String: Set<String>] = [:]
        for descriptor in descriptors { names[descriptor.id] = Set([descriptor.id, "all"] + descriptor.lintIds) }
        self.names = names
        self.xmlIgnores = xmlIgnores
        self.codeSuppressions = codeSuppressions
    }

    /// Findings that stay, and the ones source comments or `tools:ignore` silenced.
    func partition(_ findings: [Finding]) -> (kept: [Finding], suppressed: [Finding]) {
        var kept: [Finding] = []
        var suppressed: [Finding] = []
        for finding in findings {
            if suppresses(finding) { suppressed.append(finding) } else { kept.append(finding) }
        }
        return (kept, suppressed)
    }

    func suppresses(_ finding: Finding) -> Bool {
        let names = self.names[finding.ruleId] ?? [finding.ruleId, "all"]
        if let scopes = xmlIgnores[finding.path], scopes.suppresses(names: names, at: SourceLocation(line: finding.line, column: finding.column)) {
            return true
        }
        return codeSuppressions[finding.path]?.suppresses(names: names, line: finding.line) ?? false
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
