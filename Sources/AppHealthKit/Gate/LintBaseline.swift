import Foundation

/// An Android Lint baseline (`lint-baseline.xml`, written by `lint --baseline`): the findings a
/// team already accepted in Lint stay accepted here. apphealth's messages are not Lint's, so an
/// issue is matched as Lint matches moved issues: by ID (through the rules' `lintIds`), by file
/// (the location's path, relative to the module, as a suffix of ours), and by the source line
/// (`errorLine1`, white space collapsed) or, when Lint recorded none, the line number. Each issue
/// accepts one finding.
public struct LintBaseline: Sendable, Equatable, Codable {
    public struct Issue: Sendable, Equatable, Codable {
        public var id: String
        public var file: String
        public var line: Int?
        public var sourceLine: String?
    }

    public var issues: [Issue]

    /// A file is Lint's when its first element is `<issues>`.
    static func looksLikeLintBaseline(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 512)) ?? Data(), as: UTF8.self)
        return head.contains("<issues")
    }

    public static func load(contentsOf url: URL, displayPath: String) throws -> LintBaseline {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigError(file: displayPath, line: 1, column: 1, message: "cannot read the baseline file")
        }
        switch XMLFileParser().parse(SourceText(bytes: Array(data)), path: displayPath) {
        case .failure(let failure):
            throw ConfigError(file: displayPath, line: failure.location.line, column: failure.location.column,
                              message: "not a valid Android Lint baseline: \(failure.message)")
        case .success(let document):
            guard document.root.localName == "issues" else {
                throw ConfigError(file: displayPath, line: 1, column: 1, message: "not an Android Lint baseline (its root is <\(document.root.localName)>, not <issues>)")
            }
            var issues: [Issue] = []
            for element in document.root.children where element.localName == "issue" {
                guard let id = element.attribute("id", namespace: nil)?.value,
                    let location = element.children.first(where: { $0.localName == "location" }),
                    let file = location.attribute("file", namespace: nil)?.value else { continue }
                issues.append(Issue(
                    id: id, file: Self.normalized(file), line: location.attribute("line", namespace: nil).flatMap { Int($0.value) },
                    sourceLine: element.attribute("errorLine1", namespace: nil).map { Self.collapsed($0.value) }))
            }
            return LintBaseline(issues: issues)
        }
    }

    /// Splits findings into those Lint's baseline does not know and those it accepts.
    func apply(_ findings: [Finding], descriptors: [RuleDescriptor]) -> (new: [Finding], baselined: [Finding]) {
        let lintIds = Dictionary(descriptors.map { ($0.id, Set($0.lintIds)) }, uniquingKeysWith: { first, _ in first })
        var remaining = issues
        var new: [Finding] = []
        var baselined: [Finding] = []
        for finding in findings {
            let ids = lintIds[finding.ruleId] ?? []
            let line = Self.collapsed(finding.snippet)
            let match = remaining.firstIndex { issue in
                guard ids.contains(issue.id), finding.path == issue.file || finding.path.hasSuffix("/" + issue.file) else { return false }
                if let source = issue.sourceLine, !source.isEmpty, !line.isEmpty { return source == line }
                return issue.line == finding.line
            }
            if let match {
                remaining.remove(at: match)
                baselined.append(finding)
            } else {
                new.append(finding)
            }
        }
        return (new, baselined)
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `../../src/main/res/x.xml` → `src/main/res/x.xml`, backslashes as slashes.
    static func normalized(_ path: String) -> String {
        var result = Substring(path.replacingOccurrences(of: "\\", with: "/"))
        while result.hasPrefix("../") || result.hasPrefix("./") { result = result.drop { $0 == "." }.dropFirst() }
        return String(result)
    }
}
