import Foundation

/// A team's own rule from a YAML rule file (DESIGN §8): an id with the team's prefix, a message,
/// a severity, the files it looks at, and exactly one matcher. Custom rules run in the same
/// pipeline as the built-ins: their findings are suppressed, baselined, scored and gated alike.
public struct CustomRule: Sendable {
    public enum MatchKind: String, Sendable, CaseIterable {
        case code, string, comment
    }

    public enum Matcher: Sendable {
        /// A regular expression over the file's text, limited to code, strings or comments when
        /// `kinds` is set; `group` names the capture group that gives the reported span.
        case regex(NSRegularExpression, kinds: Set<MatchKind>?, group: Int)
        /// An XPath 1.0 expression over Android XML, storyboards, xibs and XML plists.
        case xpath(String)
        /// Dependencies that must not be used: Maven `group:artifact` (with `*`), pod names,
        /// SwiftPM identities or repository URLs (globs allowed).
        case forbidDependency([String])
        /// A path (glob) that must exist somewhere in the tree — only when `ifExists` (a glob)
        /// matches a file, when given (e.g. a privacy manifest only in trees with an Info.plist).
        case requireFile(String, ifExists: String?)
    }

    /// An inline example: text, and the file it is written to (by default one named after the
    /// rule's `files` globs or `languages`). For `require-file` rules the text is a path that
    /// exists in the example tree.
    public struct Example: Sendable {
        public var text: String
        public var path: String?
    }

    public struct Examples: Sendable {
        public var valid: [Example] = []
        public var invalid: [Example] = []
    }

    public var descriptor: RuleDescriptor
    public var matcher: Matcher
    /// Include globs (relative to the audited root); empty means every file.
    public var files: [Glob]
    public var exclude: [Glob]
    /// Languages a regex applies to (`swift`, `kotlin`, `java`, `xml`, …); empty means all.
    public var languages: Set<String>
    public var examples: Examples
    /// Where the rule was defined, for messages: `file:line`.
    public var origin: String

    public var id: String { descriptor.id }

    /// forbid-dependency and require-file rules look at the project, not at one file.
    public var isProjectLevel: Bool {
        switch matcher {
        case .forbidDependency, .requireFile: true
        case .regex, .xpath: false
        }
    }

    /// Whether the rule looks at this file: globs, languages and the matcher's kind of input.
    public func applies(to file: ProjectFile) -> Bool {
        if !files.isEmpty, !files.contains(where: { $0.matches(file.path) }) { return false }
        if exclude.contains(where: { $0.matches(file.path) }) { return false }
        switch matcher {
        case .regex:
            return languages.isEmpty || languages.contains(CustomRule.language(of: file.path))
        case .xpath:
            return CustomRule.language(of: file.path) == "xml" || file.path.hasSuffix(".plist")
                || file.path.hasSuffix(".storyboard") || file.path.hasSuffix(".xib")
        case .forbidDependency, .requireFile:
            return false
        }
    }

    /// Where an inline example is written when it names no path: a name the rule's globs and
    /// languages accept (`Example.swift` for `**/*.swift`, `res/layout/example.xml` for
    /// `**/res/layout*/*.xml`).
    public func examplePath() -> String {
        let byLanguage = ["swift": "Example.swift", "kotlin": "Example.kt", "java": "Example.java", "groovy": "app/build.gradle",
                          "xml": "res/layout/example.xml", "objc": "Example.m", "ruby": "Podfile", "yaml": "example.yml"]
        var candidates = languages.sorted().compactMap { byLanguage[$0] }
        for glob in files {
            let last = glob.pattern.split(separator: "/").last.map(String.init) ?? glob.pattern
            let folders = glob.pattern.split(separator: "/").dropLast().filter { $0 != "**" }
                .map { $0.replacingOccurrences(of: "*", with: "") }
            let name = last.contains("*") ? last.replacingOccurrences(of: "*", with: "Example") : last
            candidates.insert((folders + [name]).joined(separator: "/"), at: 0)
        }
        switch matcher {
        case .xpath: candidates.append("res/layout/example.xml")
        case .forbidDependency: candidates.append("app/build.gradle")
        case .regex(_, let kinds, _):
            // match-kinds need a tokenizer: write untyped examples as Swift.
            candidates.append(kinds == nil ? "example.txt" : "Example.swift")
        case .requireFile: candidates.append("example.txt")
        }
        let chosen = candidates.first { path in
            let file = ProjectFile(path: path, url: URL(fileURLWithPath: "/" + path), kind: .other, size: 0)
            return isProjectLevel || applies(to: file)
        }
        return chosen ?? candidates[0]
    }

    /// The language a path is written in, by extension (`swift`, `kotlin`, `java`, `groovy`,
    /// `xml`, `objc`, `yaml`, `ruby`, …; `text` otherwise).
    public static func language(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "Podfile" || name == "Fastfile" || name == "Gemfile" { return "ruby" }
        if name == "Cartfile" || name == "Cartfile.resolved" { return "text" }
        switch (name as NSString).pathExtension.lowercased() {
        case "swift": return "swift"
        case "kt", "kts": return "kotlin"
        case "java": return "java"
        case "gradle": return "groovy"
        case "xml", "storyboard", "xib", "plist", "entitlements", "xcprivacy": return "xml"
        case "m", "mm", "h": return "objc"
        case "yml", "yaml": return "yaml"
        case "rb": return "ruby"
        case "json": return "json"
        default: return "text"
        }
    }
}
