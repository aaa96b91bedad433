import Foundation

/// An Android Lint `lint.xml` (the project's or a module's): what the team already told Lint to
/// ignore applies to the rules that map those Lint IDs.
///
/// ```xml
/// <lint>
///     <issue id="HardcodedText" severity="ignore" />
///     <issue id="UnusedResources">
///         <ignore path="src/main/res/values/legacy.xml" />
///         <ignore regexp="R\.string\.promo_.*" />
///     </issue>
/// </lint>
/// ```
/// As in Lint, a module's file is consulted before the project's; `path` globs are relative to
/// the folder of the `lint.xml`; a `regexp` is matched against the message and the path.
public struct LintXMLConfiguration: Sendable, Codable, Hashable {
    public struct Issue: Sendable, Codable, Hashable {
        /// Lint IDs (comma-separated in the file) or `all`; our own IDs work too.
        @SortedWhenCoded public var ids: Set<String>
        /// Lint's severity: `ignore`, `informational`, `warning`, `error`, `fatal`.
        public var severity: String?
        public var ignorePaths: [String]
        public var ignoreRegexps: [String]
    }

    /// The folder holding the file, relative to the audited root ("" at the root).
    public var folder: String
    public var issues: [Issue]

    /// Reads `lint.xml`'s `<issue>` elements; `nil` when the root is not `<lint>`.
    init?(root: XMLElement, path: String) {
        guard root.localName == "lint" else { return nil }
        let parent = path.parentPath
        folder = parent == "." ? "" : parent
        issues = root.children.filter { $0.localName == "issue" }.compactMap { element in
            guard let id = element.attribute("id", namespace: nil)?.value else { return nil }
            let ignores = element.children.filter { $0.localName == "ignore" }
            return Issue(
                ids: Set(id.split(separator: ",").map { String($0).trimmedWhitespace() }),
                severity: element.attribute("severity", namespace: nil)?.value,
                ignorePaths: ignores.compactMap { $0.attribute("path", namespace: nil)?.value },
                ignoreRegexps: ignores.compactMap { $0.attribute("regexp", namespace: nil)?.value })
        }
    }

    /// The Android Gradle plugin's `lint { disable += "HardcodedText" }` (`lintOptions { disable
    /// 'HardcodedText', 'IconDensities' }` in older scripts, `disable.add("…")`): the issues a module
    /// turned off, as if its `lint.xml` said `severity="ignore"`. `nil` when the script disables none.
    init?(gradle code: CodeFile) {
        var ids: Set<String> = []
        var index = 0
        while index < code.code.count {
            defer { index += 1 }
            guard code.code(index, is: "lint") || code.code(index, is: "lintOptions"), code.code(index + 1, is: "{"),
                let close = code.matchingClose(index + 1) else { continue }
            for inner in (index + 2)..<close where code.code(inner, is: "disable") || code.code(inner, is: "ignore") {
                let line = code.location(of: code.code[inner]).line
                var cursor = inner + 1
                while cursor < close, code.location(of: code.code[cursor]).line == line {
                    if code.code[cursor].kind == .string { ids.insert(code.stringContent(of: code.code[cursor])) }
                    cursor += 1
                }
            }
            index = close
        }
        guard !ids.isEmpty else { return nil }
        let parent = code.path.parentPath
        folder = parent == "." ? "" : parent
        issues = [Issue(ids: ids, severity: "ignore", ignorePaths: [], ignoreRegexps: [])]
    }

    /// Whether the file governs `path` (a file in its folder or below).
    func covers(_ path: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder + "/")
    }

    /// What this file says about a finding of a rule known by `names`: ignored, a severity, or nothing.
    /// `patterns`: the file's `regexp`s compiled once (`Patterns`); without them each is
    /// compiled on use.
    func verdict(for finding: Finding, names: Set<String>, patterns: Patterns? = nil) -> Verdict? {
        let issues = issues.filter { !$0.ids.isDisjoint(with: names) }
        guard !issues.isEmpty else { return nil }
        let relative = folder.isEmpty ? finding.path : String(finding.path.dropFirst(folder.count + 1))
        func find(_ pattern: String, in string: String) -> Bool {
            guard let patterns else { return Self.find(pattern, in: string) }
            return patterns.expression(pattern).map { Self.find($0, in: string) } ?? false
        }
        for issue in issues {
            if issue.severity == "ignore" { return .ignored }
            if issue.ignorePaths.contains(where: { Self.pathMatches($0, relative) }) { return .ignored }
            if issue.ignoreRegexps.contains(where: { find($0, in: finding.message) || find($0, in: finding.path) }) { return .ignored }
        }
        for issue in issues {
            switch issue.severity {
            case "fatal", "error": return .severity(.error)
            case "warning": return .severity(.warning)
            case "informational", "info": return .severity(.note)
            default: continue
            }
        }
        return nil
    }

    enum Verdict: Equatable {
        case ignored
        case severity(Severity)
    }

    /// Lint's `path`: a path or glob relative to the module, also matching a file inside a folder.
    static func pathMatches(_ pattern: String, _ path: String) -> Bool {
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if trimmed.contains("*") || trimmed.contains("?") { return Glob(trimmed).matches(path) || Glob("**/" + trimmed).matches(path) }
        return path == trimmed || path.hasPrefix(trimmed.hasSuffix("/") ? trimmed : trimmed + "/")
    }

    /// A `regexp` from the audited repository: a bad pattern matches nothing, and matching stops
    /// after 50 ms (a hostile pattern must not hang the run).
    static func find(_ pattern: String, in string: String) -> Bool {
        compile(pattern).map { find($0, in: string) } ?? false
    }

    /// A `regexp` compiled, `nil` when it is too long or not a valid pattern.
    static func compile(_ pattern: String) -> NSRegularExpression? {
        guard pattern.count <= 1_000 else { return nil }
        return try? NSRegularExpression(pattern: pattern)
    }

    static func find(_ expression: NSRegularExpression, in string: String) -> Bool {
        let subject = String(string.prefix(2_000))
        let start = Date()
        var found = false
        expression.enumerateMatches(in: subject, options: [.reportProgress], range: NSRange(location: 0, length: subject.utf16.count)) { match, _, stop in
            if match != nil { found = true; stop.pointee = true }
            if Date().timeIntervalSince(start) > 0.05 { stop.pointee = true }
        }
        return found
    }

    /// The `regexp`s of some `lint.xml` files, each compiled once: compiling one for every
    /// finding it was tried on cost 2 % of an audit of DuckDuckGo's Android app. Read-only
    /// once made, so findings can be judged concurrently (`NSRegularExpression` is immutable).
    final class Patterns: @unchecked Sendable {
        private let expressions: [String: NSRegularExpression]

        init(_ configurations: [LintXMLConfiguration]) {
            var expressions: [String: NSRegularExpression] = [:]
            for pattern in Set(configurations.flatMap { $0.issues.flatMap(\.ignoreRegexps) }) {
                if let expression = LintXMLConfiguration.compile(pattern) { expressions[pattern] = expression }
            }
            self.expressions = expressions
        }

        func expression(_ pattern: String) -> NSRegularExpression? { expressions[pattern] }
    }
}
