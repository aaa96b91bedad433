import Foundation

/// `.apphealth.yml` files in sub-folders (a module's own settings, as Android Lint reads a
/// module's `lint.xml` and SwiftLint a nested `.swiftlint.yml`): their `exclude` globs (relative
/// to their folder) and rule `enabled: false` / `severity` apply to findings in files under them;
/// a deeper file wins over a shallower one and over the root configuration.
public struct NestedConfigurations: Sendable {
    public struct Entry: Sendable {
        /// The folder, relative to the audited root.
        public var folder: String
        public var configuration: Configuration
    }

    /// Shallowest first.
    public var entries: [Entry] = []
    /// The files' own warnings, and keys that only the root configuration can set.
    public var warnings: [String] = []

    /// What a sub-folder configuration may set; the rest belongs to the root's.
    static let honouredKeys: Set<String> = ["exclude", "rules"]

    public var isEmpty: Bool { entries.isEmpty }

    /// The files as read, by path relative to the audited root: shards hand them to `merge`,
    /// which parses them again instead of reading a tree it may not have.
    public var sources: [SourceFile] = []

    /// Reads every `.apphealth.yml` below the root among the discovered files; mistakes come back
    /// as errors with their position (the run stops on the first).
    static func load(_ files: [ProjectFile], root: URL, descriptors: [RuleDescriptor]) -> (NestedConfigurations, [ConfigError]) {
        var sources: [SourceFile] = []
        var errors: [ConfigError] = []
        for file in files where Configuration.fileNames.contains(file.name) && file.path.contains("/") {
            let url = root.appendingPathComponent(file.path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                errors.append(ConfigError(file: file.path, line: 1, column: 1, message: "cannot read the configuration file"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                errors.append(ConfigError(file: file.path, line: 1, column: 1, message: "the configuration file is not UTF-8 text"))
                continue
            }
            sources.append(SourceFile(name: file.path, text: text))
        }
        let (result, parseErrors) = parse(sources, descriptors: descriptors)
        return (result, errors + parseErrors)
    }

    /// The configurations from their texts (`name` is the path relative to the audited root).
    static func parse(_ sources: [SourceFile], descriptors: [RuleDescriptor]) -> (NestedConfigurations, [ConfigError]) {
        var result = NestedConfigurations()
        var errors: [ConfigError] = []
        let loader = ConfigurationLoader(descriptors: descriptors)
        for source in sources {
            do {
                var configuration = try loader.load(yaml: source.text, file: source.name)
                result.warnings += configuration.warnings.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
                for key in configuration.setKeys.subtracting(honouredKeys).intersection(ConfigurationLoader.knownKeys).sorted() {
                    result.warnings.append("\(source.name): '\(key)' is read only from the root configuration; in a sub-folder only exclude and rules apply")
                }
                configuration.warnings = []
                let name = source.name.split(separator: "/").last.map(String.init) ?? source.name
                let folder = String(source.name.dropLast(name.count + 1))
                result.entries.append(Entry(folder: folder, configuration: configuration))
                result.sources.append(source)
            } catch let error as ConfigError {
                errors.append(error)
            } catch {
                errors.append(ConfigError(file: source.name, line: 1, column: 1, message: "\(error)"))
            }
        }
        result.entries.sort { $0.folder.count < $1.folder.count }
        return (result, errors)
    }

    /// The finding as the sub-folder configurations leave it, or `nil` when one excludes its file
    /// or disables its rule.
    func apply(_ finding: Finding) -> Finding? {
        var finding = finding
        for entry in entries where finding.path.hasPrefix(entry.folder + "/") {
            let relative = String(finding.path.dropFirst(entry.folder.count + 1))
            if entry.configuration.exclude.contains(where: { $0.matches(relative) }) { return nil }
            if let rule = entry.configuration.rules[finding.ruleId] {
                if rule.enabled == false { return nil }
                if let severity = rule.severity { finding.severity = severity }
            }
        }
        return finding
    }
}
