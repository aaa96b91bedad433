import Foundation

/// Drops findings silenced in the source: `tools:ignore` in XML (with Android Lint's IDs) and
/// `apphealth:disable` comments in code. Runs once, centrally, for every rule.
struct Suppressor {
    let names: [String: Set<String>]
    let xmlIgnores: [String: XMLIgnoreScopes]
    /// Directives already read while the file was lexed; other code files are read on demand.
    let codeSuppressions: [String: CodeSuppressions]
    let filesByPath: [String: ProjectFile]

    init(descriptors: [RuleDescriptor], xmlIgnores: [String: XMLIgnoreScopes], codeSuppressions: [String: CodeSuppressions] = [:], files: [ProjectFile]) {
        self.codeSuppressions = codeSuppressions
        var names: [String: Set<String>] = [:]
        for descriptor in descriptors { names[descriptor.id] = Set([descriptor.id, "all"] + descriptor.lintIds) }
        self.names = names
        self.xmlIgnores = xmlIgnores
        filesByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Findings that stay, and the ones source comments or `tools:ignore` silenced.
    func partition(_ findings: [Finding]) -> (kept: [Finding], suppressed: [Finding]) {
        let kept = filter(findings)
        let keptKeys = Set(kept.map { "\($0.fingerprint)|\($0.line)|\($0.column)" })
        return (kept, findings.filter { !keptKeys.contains("\($0.fingerprint)|\($0.line)|\($0.column)") })
    }

    func filter(_ findings: [Finding]) -> [Finding] {
        var codeSuppressions = self.codeSuppressions
        let lexed = Set(filesByPath.values.filter { $0.kind == .kotlin || $0.kind == .java || $0.kind == .swift }.map(\.path))
        return findings.filter { finding in
            let names = self.names[finding.ruleId] ?? [finding.ruleId, "all"]
            let location = SourceLocation(line: finding.line, column: finding.column)
            if let scopes = xmlIgnores[finding.path], scopes.suppresses(names: names, at: location) { return false }
            guard let file = filesByPath[finding.path], file.kind.isCode || file.kind == .podfile || file.kind == .cartfile else { return true }
            if codeSuppressions[finding.path] == nil && lexed.contains(finding.path) {
                return true  // lexed, and it had no directives
            }
            if codeSuppressions[finding.path] == nil {
                codeSuppressions[finding.path] = Self.suppressions(of: file)
            }
            return !(codeSuppressions[finding.path]?.suppresses(names: names, line: finding.line) ?? false)
        }
    }

    /// `# …` comments of Ruby-like manifests (Podfile, Cartfile), quotes respected.
    static func hashComments(_ text: SourceText) -> [(line: Int, text: String)] {
        (1...max(1, text.lineCount)).compactMap { number in
            let line = text.line(number)
            let code = CocoaPodsManifest.stripRubyComment(line)
            return code.count < line.count ? (number, String(line.dropFirst(code.count))) : nil
        }
    }

    private static func suppressions(of file: ProjectFile) -> CodeSuppressions {
        guard file.size <= 16 << 20, let data = FileManager.default.contents(atPath: file.url.path) else {
            return CodeSuppressions()
        }
        let text = SourceText(bytes: [UInt8](data))
        guard !text.looksBinary else { return CodeSuppressions() }
        let comments: [(line: Int, text: String)]
        switch file.kind {
        case .swift: comments = SwiftFile(file: file, text: text).comments
        case .kotlin, .gradleKotlin: comments = CodeFile(file: file, language: .kotlin, text: text).comments
        case .java: comments = CodeFile(file: file, language: .java, text: text).comments
        case .gradle: comments = CodeFile(file: file, language: .groovy, text: text).comments
        case .podfile, .cartfile: comments = hashComments(text)
        default: comments = []
        }
        return CodeSuppressions(comments: comments, lineCount: text.lineCount)
    }
}
