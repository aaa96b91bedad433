/// A rule option value from `.apphealth.yml`. Options are typed by their defaults.
public enum ConfigValue: Sendable, Equatable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case string(String)
    case strings([String])

    public var typeName: String {
        switch self {
        case .bool: "a boolean"
        case .int: "an integer"
        case .string: "a string"
        case .strings: "a list of strings"
        }
    }

    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .string(let value): value
        case .strings(let values): "[" + values.joined(separator: ", ") + "]"
        }
    }
}

/// The options a configured rule receives: its declared defaults overlaid with the config.
public struct RuleOptions: Sendable {
    private var values: [String: ConfigValue]

    public init(_ values: [String: ConfigValue] = [:]) {
        self.values = values
    }

    public init(defaultsOf descriptor: RuleDescriptor, overrides: [String: ConfigValue] = [:]) {
        var values: [String: ConfigValue] = [:]
        for option in descriptor.options { values[option.name] = option.defaultValue }
        values.merge(overrides) { _, new in new }
        self.values = values
    }

    public func strings(_ name: String) -> [String] {
        if case .strings(let list)? = values[name] { return list }
        if case .string(let value)? = values[name] { return [value] }
        return []
    }

    public func int(_ name: String, default fallback: Int) -> Int {
        if case .int(let value)? = values[name] { return value }
        return fallback
    }

    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let value)? = values[name] { return value }
        return fallback
    }

    /// Every option and value, in name order, unambiguously: part of the fact cache's key.
    var stableDescription: String {
        values.keys.sorted().map { name -> String in
            let value: String
            switch values[name]! {
            case .bool(let flag): value = "b:\(flag)"
            case .int(let number): value = "i:\(number)"
            case .string(let text): value = "s:\(text.utf8.count):\(text)"
            case .strings(let list): value = "l:" + list.map { "\($0.utf8.count):\($0)" }.joined()
            }
            return "\(name.utf8.count):\(name)=\(value);"
        }.joined()
    }
}
