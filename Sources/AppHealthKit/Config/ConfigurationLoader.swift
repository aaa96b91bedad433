import Foundation
import Yams

/// Reads `.apphealth.yml` with Yams' node API so every mistake carries its line and column.
///
/// ```yaml
/// exclude: ["**/generated/**", "legacy"]
/// max-warnings: 20
/// custom-rules-budget: 60      # seconds all custom rules together may spend on the files
/// file-time-budget: 5          # seconds the built-in analysis of one file may take
/// max-file-size: 5             # MiB; larger files are skipped with a note
/// extends: ../shared/apphealth-base.yml   # merged first; this file wins
/// include: ["app/**", "feature-*/**"]     # only these paths are audited
/// fail-on: warning             # error | warning | note | never (the command line wins)
/// min-score: 70
/// baseline: .apphealth-baseline.json      # or an Android Lint lint-baseline.xml
/// reports: { sarif: apphealth.sarif, markdown: apphealth.md }
/// rules:                       # a list instead names custom rule files or folders
///   android.hardcoded-color: { severity: warning }
///   android.layout-naming: { enabled: false }
///   android.missing-density: { required-densities: [mdpi, hdpi, xhdpi, xxhdpi] }
/// ```
public struct ConfigurationLoader: Sendable {
    public let descriptors: [RuleDescriptor]

    public init(descriptors: [RuleDescriptor]) {
        self.descriptors = descriptors
    }

    public func load(contentsOf url: URL, displayPath: String? = nil) throws -> Configuration {
        let file = displayPath ?? url.path
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigError(file: file, line: 1, column: 1, message: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(file: file, line: 1, column: 1, message: "the configuration file is not UTF-8 text")
        }
        return try load(yaml: text, file: file)
    }

    public func load(yaml text: String, file: String) throws -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.configError(from: error, file: file)
        }
        var config = Configuration(file: file)
        guard let root else { return config }  // an empty file is a valid, empty configuration
        let top = try mapping(root, file: file, what: "the configuration")
        for (keyNode, value) in top {
            let key = try scalarKey(keyNode, file: file)
            config.setKeys.insert(key)
            switch key {
            case "extends":
                if case .sequence(let items) = value {
                    for item in items {
                        guard case .scalar(let scalar) = item else { throw error(item, file: file, "'extends' must hold file paths") }
                        config.extends.append((scalar.string, item.mark?.line ?? 1, item.mark?.column ?? 1))
                    }
                } else {
                    guard case .scalar(let scalar) = value, !scalar.string.isEmpty else { throw error(value, file: file, "'extends' must be a file path or a list of them") }
                    config.extends.append((scalar.string, value.mark?.line ?? 1, value.mark?.column ?? 1))
                }
            case "include":
                let patterns = try stringList(value, file: file, what: "'include'")
                if let problem = patterns.lazy.compactMap(Glob.problem).first { throw error(value, file: file, "include: \(problem)") }
                config.include = patterns.map(Glob.init)
            case "fail-on":
                guard case .scalar(let scalar) = value, let threshold = FailThreshold(rawValue: scalar.string) else {
                    throw error(value, file: file, "'fail-on' must be one of \(FailThreshold.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                config.failOn = threshold
            case "min-score":
                guard case .scalar = value, let number = value.int, (0...100).contains(number) else {
                    throw error(value, file: file, "'min-score' must be a whole number from 0 to 100")
                }
                config.minScore = number
            case "baseline":
                guard case .scalar(let scalar) = value, !scalar.string.isEmpty else { throw error(value, file: file, "'baseline' must be a file path") }
                config.baseline = scalar.string
            case "reports", "formats":
                config.setKeys.insert("reports")
                config.reports = try reports(value, file: file)
            case "exclude":
                let patterns = try stringList(value, file: file, what: "'exclude'")
                if let problem = patterns.lazy.compactMap(Glob.problem).first { throw error(value, file: file, "exclude: \(problem)") }
                config.exclude = patterns.map(Glob.init)
            case "rules":
                if case .sequence = value {
                    config.customRulePaths = try stringList(value, file: file, what: "'rules'")  // custom rule files
                } else {
                    config.rules = try ruleConfigurations(value, file: file, warnings: &config.warnings)
                }
            case "custom-rules":  // when `rules:` holds rule settings
                config.customRulePaths += try stringList(value, file: file, what: "'custom-rules'")
            case "max-warnings":
                guard case .scalar = value, let number = value.int, number >= 0 else {
                    throw error(value, file: file, "'max-warnings' must be a whole number of at least 0")
                }
                config.maxWarnings = number
            case "include-tests":
                config.includeTests = try bool(value, file: file, what: "'include-tests'")
            case "custom-rules-budget":
                guard case .scalar(let scalar) = value, let seconds = Double(scalar.string), seconds > 0, seconds <= 86_400 else {
                    throw error(value, file: file, "'custom-rules-budget' must be a number of seconds above 0 (at most 86400)")
                }
                config.customRulesBudget = seconds
            case "file-time-budget":
                guard case .scalar(let scalar) = value, let seconds = Double(scalar.string), seconds > 0, seconds <= 3_600 else {
                    throw error(value, file: file, "'file-time-budget' must be a number of seconds above 0 (at most 3600)")
                }
                config.fileTimeBudget = seconds
            case "max-file-size":
                guard case .scalar(let scalar) = value, let mebibytes = Double(scalar.string), mebibytes > 0, mebibytes <= 1_024 else {
                    throw error(value, file: file, "'max-file-size' must be a number of MiB above 0 (at most 1024)")
                }
                config.maxFileSize = Int(mebibytes * Double(1 << 20))
            default:
                let suggestion = Suggestion.closest(to: key, in: Self.knownKeys).map { "; did you mean '\($0)'?" } ?? ""
                config.warnings.append(warning(keyNode, file: file, "unknown key '\(key)'\(suggestion) (known: \(Self.knownKeys.joined(separator: ", ")))"))
            }
        }
        return config
    }

    static let knownKeys = ["exclude", "include", "rules", "custom-rules", "max-warnings", "include-tests", "custom-rules-budget",
                            "file-time-budget", "max-file-size", "fail-on", "min-score", "baseline", "reports", "formats", "extends"]

    /// `reports: {sarif: out.sarif}` or `reports: ["sarif=out.sarif"]` (`formats:` is a synonym).
    private func reports(_ node: Node, file: String) throws -> [ReportOutput] {
        var pairs: [(String, String, Node)] = []
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard case .scalar(let path) = value else { throw error(value, file: file, "each report needs a file path") }
                pairs.append((try scalarKey(key, file: file), path.string, key))
            }
        case .sequence(let sequence):
            for item in sequence {
                guard case .scalar(let scalar) = item else { throw error(item, file: file, "'reports' entries are FORMAT=FILE") }
                let parts = scalar.string.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { throw error(item, file: file, "'reports' entries are FORMAT=FILE, not '\(scalar.string)'") }
                pairs.append((parts[0], parts[1], item))
            }
        default:
            throw error(node, file: file, "'reports' must map formats to files, e.g. { sarif: apphealth.sarif }")
        }
        return try pairs.map { format, path, position in
            guard let parsed = ReportFormat(rawValue: format), !path.isEmpty else {
                throw error(position, file: file, "unknown report format '\(format)' (known: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return ReportOutput(format: parsed, path: path)
        }
    }

    // MARK: - Rules

    private func ruleConfigurations(_ node: Node, file: String, warnings: inout [ConfigWarning]) throws -> [String: RuleConfiguration] {
        var result: [String: RuleConfiguration] = [:]
        let byId = Dictionary(descriptors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (keyNode, value) in try mapping(node, file: file, what: "'rules'") {
            let name = try scalarKey(keyNode, file: file)
            // Android Lint's IDs name the rules that map them (`HardcodedText: false`).
            let targets = byId[name].map { [$0] } ?? descriptors.filter { $0.lintIds.contains(name) }
            guard let descriptor = targets.first else {
                let suggestion = Suggestion.closest(to: name, in: byId.keys).map { "did you mean '\($0)'? " } ?? ""
                warnings.append(warning(keyNode, file: file, "unknown rule '\(name)'; \(suggestion)`apphealth rules list` shows the known ones"))
                continue
            }
            let id = descriptor.id
            var entry = RuleConfiguration()
            if case .scalar = value, let enabled = value.bool {
                entry.enabled = enabled  // shorthand: `android.layout-naming: false`
                for target in targets { result[target.id] = entry }
                continue
            }
            for (optionKey, optionValue) in try mapping(value, file: file, what: "rule '\(id)'") {
                let name = try scalarKey(optionKey, file: file)
                switch name {
                case "enabled":
                    entry.enabled = try bool(optionValue, file: file, what: "'enabled'")
                case "severity":
                    entry.severity = try severity(optionValue, file: file)
                case "include-tests":
                    entry.includeTests = try bool(optionValue, file: file, what: "'include-tests'")
                default:
                    guard let option = descriptor.options.first(where: { $0.name == name }) else {
                        let known = (["enabled", "severity", "include-tests"] + descriptor.options.map(\.name)).joined(separator: ", ")
                        warnings.append(warning(optionKey, file: file, "unknown option '\(name)' for rule '\(id)' (known: \(known))"))
                        continue
                    }
                    let value = try typedValue(optionValue, like: option.defaultValue, file: file, what: "'\(name)'")
                    try checkAllowed(value, option: option, node: optionValue, file: file)
                    entry.options[name] = value
                }
            }
            for target in targets { result[target.id] = entry }
        }
        return result
    }

    /// An option with enumerated values takes only those (`required-densities: [ultrahdpi]` is
    /// an error at the offending entry, not a silent no-op).
    private func checkAllowed(_ value: ConfigValue, option: RuleOptionDescriptor, node: Node, file: String) throws {
        guard let allowed = option.allowedValues else { return }
        let given: [String]
        switch value {
        case .string(let one): given = [one]
        case .strings(let many): given = many
        default: return
        }
        for (offset, item) in given.enumerated() where !allowed.contains(item) {
            var position = node
            if case .sequence(let sequence) = node, offset < sequence.count { position = sequence[offset] }
            let suggestion = Suggestion.closest(to: item, in: allowed).map { "; did you mean '\($0)'?" } ?? ""
            throw error(position, file: file, "'\(item)' is not a value of '\(option.name)' (allowed: \(allowed.joined(separator: ", ")))\(suggestion)")
        }
    }

    // MARK: - Typed node readers

    private func mapping(_ node: Node, file: String, what: String) throws -> Node.Mapping {
        guard case .mapping(let mapping) = node else {
            throw error(node, file: file, "\(what) must be a mapping of keys to values")
        }
        return mapping
    }

    private func scalarKey(_ node: Node, file: String) throws -> String {
        guard case .scalar(let scalar) = node else { throw error(node, file: file, "keys must be plain strings") }
        return scalar.string
    }

    private func bool(_ node: Node, file: String, what: String) throws -> Bool {
        guard case .scalar = node, let value = node.bool else {
            throw error(node, file: file, "\(what) must be true or false")
        }
        return value
    }

    private func severity(_ node: Node, file: String) throws -> Severity {
        guard case .scalar(let scalar) = node, let value = Severity(rawValue: scalar.string) else {
            throw error(node, file: file, "'severity' must be one of error, warning, note")
        }
        return value
    }

    private func stringList(_ node: Node, file: String, what: String) throws -> [String] {
        switch node {
        case .scalar(let scalar):
            return [scalar.string]
        case .sequence(let sequence):
            return try sequence.map { item in
                guard case .scalar(let scalar) = item else { throw error(item, file: file, "\(what) must hold strings") }
                return scalar.string
            }
        default:
            throw error(node, file: file, "\(what) must be a string or a list of strings")
        }
    }

    private func typedValue(_ node: Node, like template: ConfigValue, file: String, what: String) throws -> ConfigValue {
        switch template {
        case .bool:
            return .bool(try bool(node, file: file, what: what))
        case .int:
            guard case .scalar = node, let value = node.int else { throw error(node, file: file, "\(what) must be an integer") }
            return .int(value)
        case .string:
            guard case .scalar(let scalar) = node else { throw error(node, file: file, "\(what) must be a string") }
            return .string(scalar.string)
        case .strings:
            return .strings(try stringList(node, file: file, what: what))
        }
    }

    // MARK: - Errors

    private func error(_ node: Node, file: String, _ message: String) -> ConfigError {
        ConfigError(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
    }

    private func warning(_ node: Node, file: String, _ message: String) -> ConfigWarning {
        ConfigWarning(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
    }

    static func configError(from error: YamlError, file: String) -> ConfigError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ConfigError(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ConfigError(
                file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicate keys: \(duplicates.joined(separator: ", "))")
        default:
            return ConfigError(file: file, line: 1, column: 1, message: "invalid YAML: \(error)")
        }
    }
}
