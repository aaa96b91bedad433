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

    /// Reads every `.apphealth.yml` below the root among the discovered files; mistakes come back
    /// as errors with their position (the run stops on the first).
    static func load(_ files: [ProjectFile], root: URL, descriptors: [RuleDescriptor]) -> (NestedConfigurations, [ConfigError]) {
        var result = NestedConfigurations()
        var errors: [ConfigError] = []
        let loader = ConfigurationLoader(descriptors: descriptors)
        for file in files where Configuration.fileNames.contains(file.name) && file.path.contains("/") {
            do {
                var configuration = try loader.load(contentsOf: root.appendingPathComponent(file.path), displayPath: file.path)
                result.warnings += configuration.warnings.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
                for key in configuration.setKeys.subtracting(honouredKeys).intersection(ConfigurationLoader.knownKeys).sorted() {
                    result.warnings.append("\(file.path): '\(key)' is read only from the root configuration; in a sub-folder only exclude and rules apply")
                }
                configuration.warnings = []
                let folder = String(file.path.dropLast(file.name.count + 1))
                result.entries.append(Entry(folder: folder, configuration: configuration))
            } catch let error as ConfigError {
                errors.append(error)
            } catch {
                errors.append(ConfigError(file: file.path, line: 1, column: 1, message: "\(error)"))
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
