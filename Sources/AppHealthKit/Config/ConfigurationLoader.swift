import Foundation
import Yams

/// Reads `.apphealth.yml` with Yams' node API so every mistake carries its line and column.
///
/// ```yaml
/// exclude: ["**/generated/**", "legacy"]
/// max-warnings: 20
/// custom-rules-budget: 60      # seconds all custom rules together may spend on the files
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
            switch key {
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
            default:
                config.warnings.append(warning(keyNode, file: file, "unknown key '\(key)' (known: exclude, rules, custom-rules, max-warnings, include-tests, custom-rules-budget)"))
            }
        }
        return config
    }

    // MARK: - Rules

    private func ruleConfigurations(_ node: Node, file: String, warnings: inout [ConfigWarning]) throws -> [String: RuleConfiguration] {
        var result: [String: RuleConfiguration] = [:]
        let byId = Dictionary(descriptors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (keyNode, value) in try mapping(node, file: file, what: "'rules'") {
            let id = try scalarKey(keyNode, file: file)
            guard let descriptor = byId[id] else {
                warnings.append(warning(keyNode, file: file, "unknown rule '\(id)'; `apphealth rules list` shows the known ones"))
                continue
            }
            var entry = RuleConfiguration()
            if case .scalar = value, let enabled = value.bool {
                entry.enabled = enabled  // shorthand: `android.layout-naming: false`
                result[id] = entry
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
                    entry.options[name] = try typedValue(optionValue, like: option.defaultValue, file: file, what: "'\(name)'")
                }
            }
            result[id] = entry
        }
        return result
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
