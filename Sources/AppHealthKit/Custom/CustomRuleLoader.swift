import CLibXML2
import Foundation
import Yams

/// Reads custom rule files (`rules:` lists in YAML) with Yams' node API, so that every mistake
/// — a missing key, two matchers, a bad severity, an id that clashes with a built-in, a regex or
/// XPath that does not compile — stops the run as `file:line:column: error: …` (exit 2).
public struct CustomRuleLoader: Sendable {
    /// Built-in ids and their prefixes are reserved.
    public let reservedIds: Set<String>
    public static let reservedPrefixes = ["android.", "ios.", "code.", "arch.", "deps.", "release.", "general.", "parse-error"]

    public init(builtIns: [RuleDescriptor]) {
        reservedIds = Set(builtIns.map(\.id))
    }

    /// Where custom rules come from: `.apphealth/rules/` in the audited root (when present), the
    /// configuration's `rules:` list (relative to the configuration file), and `--rules`.
    public static func rulePaths(root: URL, configuration: Configuration, extra: [String]) -> [URL] {
        var paths: [URL] = []
        let standard = root.appendingPathComponent(".apphealth/rules")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: standard.path, isDirectory: &isDirectory), isDirectory.boolValue {
            paths.append(standard)
        }
        let base = configuration.file.map { URL(fileURLWithPath: $0).deletingLastPathComponent() } ?? root
        paths += configuration.customRulePaths.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : base.appendingPathComponent($0) }
        paths += extra.map { URL(fileURLWithPath: $0) }
        var seen = Set<String>()
        return paths.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// Every `*.yml`/`*.yaml` file under the folders (or the files themselves), in path order.
    public func load(paths: [URL], display: (URL) -> String) throws -> [CustomRule] {
        try load(files: Self.read(paths: paths, display: display))
    }

    /// The rule files' texts, by display name, in path order. With `confinedTo`, every path and
    /// every file found in a folder must resolve inside that folder (the audited repository is
    /// untrusted: its configuration or a link in `.apphealth/rules/` must not name files elsewhere).
    public static func read(paths: [URL], display: (URL) -> String, confinedTo boundary: URL? = nil) throws -> [SourceFile] {
        let containment = boundary.map { RootContainment(root: $0) }
        var files: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                throw ConfigError(file: display(path), line: 1, column: 1, message: "no such rule file or folder")
            }
            if isDirectory.boolValue {
                let names = (FileManager.default.enumerator(atPath: path.path)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
                files += names.map { path.appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        return try files.map { file in
            if let containment, !(RootContainment.resolve(file.path).map(containment.contains) ?? false) {
                throw ConfigError(file: display(file), line: 1, column: 1,
                                  message: "resolves outside the repository (\(containment.root)); apphealth reads rule files only from inside it")
            }
            guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
                throw ConfigError(file: display(file), line: 1, column: 1, message: "cannot read the rule file as UTF-8 text")
            }
            return SourceFile(name: display(file), text: text)
        }
    }

    /// Rules from files already read; an id defined twice is an error.
    public func load(files: [SourceFile]) throws -> [CustomRule] {
        var rules: [CustomRule] = []
        var seen: [String: String] = [:]
        for file in files {
            for rule in try load(yaml: file.text, file: file.name) {
                if let other = seen[rule.id] {
                    throw ConfigError(file: file.name, line: 1, column: 1, message: "rule '\(rule.id)' is also defined at \(other)")
                }
                seen[rule.id] = rule.origin
                rules.append(rule)
            }
        }
        return rules
    }

    public func load(yaml text: String, file: String) throws -> [CustomRule] {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigurationLoader.configError(from: error, file: file)
        }
        guard let root else { return [] }
        let reader = NodeReader(file: file)
        let top = try reader.mapping(root, what: "a rule file")
        guard let list = top.first(where: { $0.key.string == "rules" })?.value else {
            throw reader.error(root, "a rule file needs a top-level 'rules:' list")
        }
        guard case .sequence(let sequence) = list else { throw reader.error(list, "'rules' must be a list") }
        return try sequence.map { try rule($0, reader: reader) }
    }

    private func rule(_ node: Node, reader: NodeReader) throws -> CustomRule {
        let map = try reader.mapping(node, what: "a rule")
        var values: [String: Node] = [:]
        let known: Set<String> = ["id", "message", "severity", "description", "files", "exclude", "regex", "match-kinds",
                                  "languages", "capture-group", "xpath", "forbid-dependency", "require-file", "if-exists", "examples", "category", "help"]
        for (key, value) in map {
            let name = try reader.scalar(key, what: "a key")
            guard known.contains(name) else {
                throw reader.error(key, "unknown key '\(name)' (known: \(known.sorted().joined(separator: ", ")))")
            }
            values[name] = value
        }
        guard let idNode = values["id"] else { throw reader.error(node, "a rule needs an 'id'") }
        let id = try reader.scalar(idNode, what: "'id'")
        guard id.range(of: #"^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$"#, options: .regularExpression) != nil else {
            throw reader.error(idNode, "rule id '\(id)' needs the team's prefix, e.g. 'acme.no-print'")
        }
        if reservedIds.contains(id) || Self.reservedPrefixes.contains(where: { id.hasPrefix($0) }) {
            throw reader.error(idNode, "rule id '\(id)' clashes with apphealth's built-in rules; use your own prefix")
        }
        guard let messageNode = values["message"] else { throw reader.error(node, "rule '\(id)' needs a 'message'") }
        let message = try reader.scalar(messageNode, what: "'message'")
        var severity = Severity.warning
        if let node = values["severity"] {
            let text = try reader.scalar(node, what: "'severity'")
            guard let parsed = Severity(rawValue: text) else { throw reader.error(node, "severity must be error, warning or note, not '\(text)'") }
            severity = parsed
        }
        let matchers = ["regex", "xpath", "forbid-dependency", "require-file"].filter { values[$0] != nil }
        guard matchers.count == 1 else {
            throw reader.error(node, matchers.isEmpty
                ? "rule '\(id)' needs one matcher: regex, xpath, forbid-dependency or require-file"
                : "rule '\(id)' has \(matchers.count) matchers (\(matchers.joined(separator: ", "))); a rule has exactly one")
        }
        let matcher: CustomRule.Matcher
        var category = Category.architecture
        switch matchers[0] {
        case "regex":
            let patternNode = values["regex"]!
            let pattern = try reader.scalar(patternNode, what: "'regex'")
            let expression: NSRegularExpression
            do {
                expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
            } catch {
                throw reader.error(patternNode, "rule '\(id)': invalid regex '\(pattern)'")
            }
            // A regex that matches nothing at all would flag every position of every file.
            if expression.firstMatch(in: "", options: [], range: NSRange(location: 0, length: 0)) != nil {
                throw reader.error(patternNode, "rule '\(id)': regex '\(pattern)' matches the empty string, so it would flag every position; make every alternative match at least one character")
            }
            var kinds: Set<CustomRule.MatchKind>?
            if let node = values["match-kinds"] {
                kinds = Set(try reader.strings(node, what: "'match-kinds'").map { text in
                    guard let kind = CustomRule.MatchKind(rawValue: text) else {
                        throw reader.error(node, "match-kinds are code, string and comment, not '\(text)'")
                    }
                    return kind
                })
            }
            var group = 0
            if let node = values["capture-group"] {
                guard let number = Int(try reader.scalar(node, what: "'capture-group'")), number >= 0,
                    number <= expression.numberOfCaptureGroups else {
                    throw reader.error(node, "rule '\(id)': capture-group must name one of the regex's \(expression.numberOfCaptureGroups) groups")
                }
                group = number
            }
            matcher = .regex(expression, kinds: kinds, group: group)
        case "xpath":
            let node = values["xpath"]!
            let expression = try reader.scalar(node, what: "'xpath'")
            if let problem = XPathQuery.compileError(expression) {
                throw reader.error(node, "rule '\(id)': invalid XPath '\(expression)': \(problem)")
            }
            matcher = .xpath(expression)
        case "forbid-dependency":
            matcher = .forbidDependency(try globs(values["forbid-dependency"]!, what: "'forbid-dependency'", reader: reader))
            category = .dependencies
        default:
            matcher = .requireFile(
                try globs(values["require-file"]!, what: "'require-file'", reader: reader, single: true)[0],
                ifExists: try values["if-exists"].map { try globs($0, what: "'if-exists'", reader: reader, single: true)[0] })
            category = .release
        }
        if let node = values["category"] {
            let text = try reader.scalar(node, what: "'category'")
            guard let parsed = Category(rawValue: text) else {
                throw reader.error(node, "category must be one of \(Category.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
            }
            category = parsed
        }
        var examples = CustomRule.Examples()
        if let node = values["examples"] {
            for (key, value) in try reader.mapping(node, what: "'examples'") {
                switch try reader.scalar(key, what: "a key") {
                case "valid": examples.valid = try Self.examples(value, reader: reader)
                case "invalid": examples.invalid = try Self.examples(value, reader: reader)
                default: throw reader.error(key, "examples take 'valid' and 'invalid' lists")
                }
            }
        }
        if case .requireFile = matcher, let node = values["examples"] {
            for example in examples.valid + examples.invalid {
                for line in example.text.split(whereSeparator: \.isNewline) {
                    if let problem = Self.unsafeExamplePath(String(line)) { throw reader.error(node, problem) }
                }
            }
        }
        let description = try values["description"].map { try reader.scalar($0, what: "'description'") } ?? message
        let help = try values["help"].map { try reader.scalar($0, what: "'help'") } ?? message
        let origin = "\(reader.file):\(node.mark?.line ?? 1)"
        let triggering = examples.invalid.map { RuleExample($0.path ?? "example", $0.text) }
        let nonTriggering = examples.valid.map { RuleExample($0.path ?? "example", $0.text) }
        let descriptor = RuleDescriptor(
            id: id, title: message, defaultSeverity: severity, category: category, summary: description,
            rationale: "A custom rule from \(origin).", help: help, triggeringExamples: triggering, nonTriggeringExamples: nonTriggering)
        return CustomRule(
            descriptor: descriptor, matcher: matcher,
            files: try values["files"].map { try globs($0, what: "'files'", reader: reader).map(Glob.init) } ?? [],
            exclude: try values["exclude"].map { try globs($0, what: "'exclude'", reader: reader).map(Glob.init) } ?? [],
            languages: try languages(values["languages"], reader: reader),
            examples: examples, origin: origin)
    }
}

extension CustomRuleLoader {
    /// Patterns, checked for unbounded brace expansion.
    private func globs(_ node: Node, what: String, reader: NodeReader, single: Bool = false) throws -> [String] {
        let patterns = single ? [try reader.scalar(node, what: what)] : try reader.strings(node, what: what)
        if let problem = patterns.lazy.compactMap(Glob.problem).first { throw reader.error(node, "\(what): \(problem)") }
        return patterns
    }

    static let knownLanguages: Set<String> = ["swift", "kotlin", "java", "groovy", "xml", "objc", "yaml", "ruby", "json", "text"]

    private func languages(_ node: Node?, reader: NodeReader) throws -> Set<String> {
        guard let node else { return [] }
        let names = try reader.strings(node, what: "'languages'")
        if let unknown = names.first(where: { !Self.knownLanguages.contains($0) }) {
            throw reader.error(node, "unknown language '\(unknown)' (known: \(Self.knownLanguages.sorted().joined(separator: ", ")))")
        }
        return Set(names)
    }

    /// `rules test` writes examples into a temporary folder: a path that could leave it (absolute,
    /// `..`) is refused when the rule file is loaded.
    static func unsafeExamplePath(_ path: String) -> String? {
        if path.isEmpty || path.contains("\0") { return "an example path must be a relative file path" }
        if path.hasPrefix("/") || path.hasPrefix("~") { return "example path '\(path)' is absolute; example paths are relative to the example folder" }
        if path.split(separator: "/").contains("..") { return "example path '\(path)' has a '..' component; example paths stay inside the example folder" }
        return nil
    }

    /// Examples are strings, or `{path: …, text: …}` when the file name matters.
    static func examples(_ node: Node, reader: NodeReader) throws -> [CustomRule.Example] {
        guard case .sequence(let sequence) = node else { throw reader.error(node, "examples must be lists") }
        return try sequence.map { item in
            if case .mapping = item {
                var text: String?
                var path: String?
                for (key, value) in try reader.mapping(item, what: "an example") {
                    switch try reader.scalar(key, what: "a key") {
                    case "text": text = try reader.scalar(value, what: "'text'")
                    case "path":
                        path = try reader.scalar(value, what: "'path'")
                        if let problem = unsafeExamplePath(path!) { throw reader.error(value, problem) }
                    default: throw reader.error(key, "an example takes 'path' and 'text'")
                    }
                }
                guard let text else { throw reader.error(item, "an example needs 'text'") }
                return CustomRule.Example(text: text, path: path)
            }
            return CustomRule.Example(text: try reader.scalar(item, what: "an example"), path: nil)
        }
    }
}

/// Small typed accessors over Yams nodes that fail with the node's position.
struct NodeReader {
    var file: String

    func error(_ node: Node, _ message: String) -> ConfigError {
        ConfigError(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
    }

    func mapping(_ node: Node, what: String) throws -> [(key: Node, value: Node)] {
        guard case .mapping(let map) = node else { throw error(node, "\(what) must be a mapping") }
        return map.map { ($0.key, $0.value) }
    }

    func scalar(_ node: Node, what: String) throws -> String {
        guard case .scalar(let scalar) = node else { throw error(node, "\(what) must be a single value") }
        return scalar.string
    }

    func strings(_ node: Node, what: String) throws -> [String] {
        switch node {
        case .scalar(let scalar): return [scalar.string]
        case .sequence(let sequence): return try sequence.map { try scalar($0, what: "each entry of \(what)") }
        default: throw error(node, "\(what) must be a string or a list of strings")
        }
    }
}

/// A configuration or rule file as it was read: the name reports use and its text. Shard
/// reports carry them so that `apphealth merge` decides with exactly what the shards used.
public struct SourceFile: Sendable, Codable, Equatable {
    public var name: String
    public var text: String
}

/// The configuration and the custom rules, read together: the configuration names rule folders,
/// and its `rules:` settings (severity, enabled) may name custom ids, so it is read again once
/// those ids are known. Disabled custom rules are left out.
public enum AuditSetup {
    /// What an audit's setup was read from.
    public struct Sources: Sendable, Codable, Equatable {
        public var configuration: SourceFile?
        public var ruleFiles: [SourceFile] = []
        /// Configuration files merged before `configuration`, in order: what it `extends`, and
        /// earlier `--config` files (later ones win).
        public var baseConfigurations: [SourceFile]?

        /// Every configuration file, in merge order.
        public var configurations: [SourceFile] { (baseConfigurations ?? []) + (configuration.map { [$0] } ?? []) }
    }

    public static func load(
        configuration file: URL?, root: URL, extraRules: [String], display: (URL) -> String
    ) throws -> (configuration: Configuration, customRules: [CustomRule]) {
        try load(read(configuration: file, root: root, extraRules: extraRules, display: display))
    }

    /// Reads the configuration file and every custom rule file it, `.apphealth/rules/` and
    /// `--rules` name.
    /// `configurationIsTrusted`: the configuration was named with `--config`; a discovered one
    /// belongs to the audited repository, and the rule files it names must lie inside it.
    public static func read(
        configuration file: URL?, root: URL, extraRules: [String], configurationIsTrusted: Bool = true, display: (URL) -> String
    ) throws -> Sources {
        try read(configurations: file.map { [$0] } ?? [], root: root, extraRules: extraRules,
                 configurationIsTrusted: configurationIsTrusted, display: display)
    }

    /// Several configuration files (`--config a --config b`), each after what it `extends`.
    public static func read(
        configurations files: [URL], root: URL, extraRules: [String], configurationIsTrusted: Bool = true, display: (URL) -> String
    ) throws -> Sources {
        var sources = Sources()
        let boundary = Configuration.discoveryTop(from: root)
        var chain: [(url: URL, source: SourceFile, configuration: Configuration)] = []
        for file in files {
            try appendWithBases(file, named: nil, into: &chain, stack: [], display: display,
                                confinedTo: configurationIsTrusted ? nil : RootContainment(root: boundary))
        }
        sources.configuration = chain.last?.source
        if chain.count > 1 { sources.baseConfigurations = chain.dropLast().map(\.source) }
        let standard = CustomRuleLoader.rulePaths(root: root, configuration: Configuration(), extra: [])
        var named: [URL] = []
        for link in chain {
            var withPath = link.configuration
            withPath.file = link.url.path
            named += CustomRuleLoader.rulePaths(root: root, configuration: withPath, extra: []).filter { !standard.contains($0) && !named.contains($0) }
        }
        let confined = standard + (configurationIsTrusted ? [] : named)
        let free = (configurationIsTrusted ? named : []) + extraRules.map { URL(fileURLWithPath: $0) }
        let seen = Set(confined.map(\.standardizedFileURL.path))
        sources.ruleFiles = try CustomRuleLoader.read(paths: confined, display: display, confinedTo: boundary)
            + CustomRuleLoader.read(paths: free.filter { !seen.contains($0.standardizedFileURL.path) }, display: display)
        return sources
    }

    /// Reads `file` after the files it `extends` (depth first, bases first); a file that
    /// extends itself, directly or not, is an error at the `extends` entry that closes the cycle.
    private static func appendWithBases(
        _ file: URL, named position: (file: String, line: Int, column: Int)?, into chain: inout [(url: URL, source: SourceFile, configuration: Configuration)],
        stack: [String], display: (URL) -> String, confinedTo containment: RootContainment?
    ) throws {
        let key = file.standardizedFileURL.path
        let at = position ?? (display(file), 1, 1)
        if stack.contains(key) {
            let cycle = (stack.drop { $0 != key } + [key]).map { display(URL(fileURLWithPath: $0)) }.joined(separator: " → ")
            throw ConfigError(file: at.file, line: at.line, column: at.column, message: "'extends' makes a cycle: \(cycle)")
        }
        if let containment, position != nil, !(RootContainment.resolve(file.path).map(containment.contains) ?? false) {
            throw ConfigError(file: at.file, line: at.line, column: at.column,
                              message: "'extends' names a file outside the repository (\(containment.root)); apphealth does not read it")
        }
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw ConfigError(file: at.file, line: at.line, column: at.column, message: "configuration file '\(display(file))' does not exist")
        }
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(file: display(file), line: 1, column: 1, message: "cannot read the configuration file as UTF-8 text")
        }
        let source = SourceFile(name: display(file), text: text)
        let configuration = try parse(source, BuiltInRules.descriptors)
        for base in configuration.extends {
            let url = base.path.hasPrefix("/") ? URL(fileURLWithPath: base.path) : file.deletingLastPathComponent().appendingPathComponent(base.path)
            try appendWithBases(url, named: (source.name, base.line, base.column), into: &chain, stack: stack + [key], display: display, confinedTo: containment)
        }
        chain.append((file, source, configuration))
    }

    /// The configuration and custom rules the sources describe.
    public static func load(_ sources: Sources) throws -> (configuration: Configuration, customRules: [CustomRule]) {
        var configuration = try parse(sources.configurations, BuiltInRules.descriptors)
        let rules = try CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(files: sources.ruleFiles)
        if !rules.isEmpty, sources.configuration != nil {
            configuration = try parse(sources.configurations, BuiltInRules.descriptors + rules.map(\.descriptor))
        }
        return (configuration, rules.filter { configuration.isEnabled($0.descriptor) })
    }

    /// The files merged in order, later ones winning.
    private static func parse(_ files: [SourceFile], _ descriptors: [RuleDescriptor]) throws -> Configuration {
        guard let first = files.first else { return Configuration() }
        var result = try parse(first, descriptors)
        for file in files.dropFirst() { result = result.merged(with: try parse(file, descriptors)) }
        return result
    }

    private static func parse(_ file: SourceFile?, _ descriptors: [RuleDescriptor]) throws -> Configuration {
        guard let file else { return Configuration() }
        return try ConfigurationLoader(descriptors: descriptors).load(yaml: file.text, file: file.name)
    }
}
