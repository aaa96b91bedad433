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

    /// A `lint.xml` a build script points Lint at (`lintConfig`), and the folder it then governs.
    public struct Reference: Sendable, Codable, Hashable {
        /// The file, from the audited root.
        public var path: String
        /// The folder whose files it governs ("" for the whole project).
        public var governs: String
    }

    /// The folder holding the file, relative to the audited root ("" at the root); for a copy
    /// a build script's `lintConfig` made, the folder it governs.
    public var folder: String
    public var issues: [Issue]
    /// The `lint.xml` file this was read from; `nil` for a build script's settings.
    public var file: String?
    /// The `lint.xml` files a build script points Lint at.
    public var references: [Reference]?

    /// Reads `lint.xml`'s `<issue>` elements; `nil` when the root is not `<lint>`.
    init?(root: XMLElement, path: String) {
        guard root.localName == "lint" else { return nil }
        let parent = path.parentPath
        folder = parent == "." ? "" : parent
        file = path
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
        // A precompiled script plugin (`build-logic/src/main/kotlin/x.gradle.kts`) is applied by
        // modules elsewhere: only its paths from the root project mean one file.
        let references = Self.references(in: code, fromRootOnly: code.path.contains("/src/main/"))
        guard !ids.isEmpty || !references.isEmpty else { return nil }
        let parent = code.path.parentPath
        folder = parent == "." ? "" : parent
        issues = ids.isEmpty ? [] : [Issue(ids: ids, severity: "ignore", ignorePaths: [], ignoreRegexps: [])]
        self.references = references.isEmpty ? nil : references
    }

    /// A convention plugin's `lintConfig` (Element X's `plugins/src/main/kotlin/…/CommonExtension.kt`
    /// says `lintConfig = File("${project.rootDir}/tools/lint/lint.xml")`): `nil` when it names
    /// no file from the root project.
    init?(conventionPlugin code: CodeFile) {
        let references = Self.references(in: code, fromRootOnly: true)
        guard !references.isEmpty else { return nil }
        folder = ""
        issues = []
        self.references = references
    }

    /// `lintConfig = file("lint.xml")` (Groovy `lintConfig file('…')`), `rootProject.file("…")`,
    /// `File("${project.rootDir}/…")`, `"$rootDir/…"`, `rootProject.projectDirectory.file("…")`:
    /// the files a script points Lint at. A path from the root project governs every module (the
    /// script is shared, or names the project's own file); any other is the script's folder's
    /// and governs that module. `fromRootOnly`: a script applied by other modules, whose
    /// relative paths name the applying module's files (not known here).
    static func references(in code: CodeFile, fromRootOnly: Bool) -> [Reference] {
        guard code.text.contains("lintConfig", anchor: 4) else { return [] }  // by its `C`: its `g` is everywhere
        let parent = code.path.parentPath == "." ? "" : code.path.parentPath
        var references: [Reference] = []
        for index in code.identifiers where code.code(index, is: "lintConfig") {
            let line = code.location(of: code.code[index]).line
            var fromRoot = false
            var cursor = index + 1
            while cursor < code.code.count, cursor < index + 24, code.location(of: code.code[cursor]).line == line {
                defer { cursor += 1 }
                if code.code(cursor, is: "rootProject") || code.code(cursor, is: "rootDir") { fromRoot = true }
                guard code.code[cursor].kind == .string else { continue }
                var value = code.stringContent(of: code.code[cursor])
                if value.hasPrefix("$") {
                    // `${project.rootDir}/…`, `$rootDir/…`, `${projectDir}/…`
                    guard let slash = value.firstIndex(of: "/") else { break }
                    let template = value[..<slash]
                    if template.contains("rootDir") || template.contains("rootProject") {
                        fromRoot = true
                    } else if !template.contains("projectDir") {
                        break  // a variable: which folder is not known
                    }
                    value = String(value[value.index(after: slash)...])
                }
                guard !value.isEmpty, !value.contains("$"), !value.hasPrefix("/") else { break }
                if !fromRoot, fromRootOnly { break }
                let path = XcodeProjectReader.normalize(fromRoot || parent.isEmpty ? value : parent + "/" + value)
                if !path.hasPrefix(".."), !path.isEmpty { references.append(Reference(path: path, governs: fromRoot ? "" : parent)) }
                break
            }
        }
        return references
    }

    /// The configurations with a copy of each referenced `lint.xml` governing what its
    /// `lintConfig` says, when that is not already the file's own folder or below it.
    static func applyingReferences(_ configurations: [LintXMLConfiguration]) -> [LintXMLConfiguration] {
        let references = Set(configurations.flatMap { $0.references ?? [] })
        guard !references.isEmpty else { return configurations }
        var result = configurations
        var files: [String: LintXMLConfiguration] = [:]
        for configuration in configurations { if let file = configuration.file { files[file] = configuration } }
        for reference in references.sorted(by: { ($0.path, $0.governs) < ($1.path, $1.governs) }) {
            guard let target = files[reference.path], !target.covers(reference.governs + "/") else { continue }
            var copy = target
            copy.folder = reference.governs
            result.append(copy)
        }
        return result
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
