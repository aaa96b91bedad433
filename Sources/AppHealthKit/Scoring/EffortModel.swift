import Foundation

/// The effort table (`Rules/effort.yml`, embedded): what fixing a finding, replacing or
/// upgrading a library, or completing a checklist item costs, and the plain-words risk sentences.
public struct EffortModel: Sendable, Decodable, Equatable {
    public struct RuleEffort: Sendable, Decodable, Equatable {
        public var minutes: Double?
        /// `replace-library` or `upgrade-library`.
        public var task: String?
        public var risk: String?
    }

    public struct ItemEffort: Sendable, Decodable, Equatable {
        public var hours: Double
        public var category: String
        public var risk: String?
    }

    public struct Kind: Sendable, Decodable, Equatable {
        public var hours: Double
        public var title: String
    }

    public var hoursPerDay: Double
    public var assumptions: [String]
    public var rules: [String: RuleEffort]
    public var items: [String: ItemEffort]
    public var upgradeHoursPerMajor: Double
    public var kinds: [String: Kind]
    /// Kind → name globs.
    public var libraries: [String: [String]]

    enum CodingKeys: String, CodingKey {
        case hoursPerDay = "hours-per-day", assumptions, rules, items, upgradeHoursPerMajor = "upgrade-hours-per-major", kinds, libraries
    }

    /// Minutes a finding of a rule without an entry (custom rules) costs.
    public static let defaultMinutes: Double = 10

    /// The table built into the tool.
    public static let bundled: EffortModel = {
        // The embedded file (JSON written from the YAML by scripts/embed-data.py) is checked by a
        // test; a broken one is a build defect, not user input.
        (try? JSONDecoder().decode(EffortModel.self, from: Data(BundledEffort.files[0].json.utf8)))
            ?? EffortModel(hoursPerDay: 6, assumptions: [], rules: [:], items: [:], upgradeHoursPerMajor: 2, kinds: [:], libraries: [:])
    }()

    init(hoursPerDay: Double, assumptions: [String], rules: [String: RuleEffort], items: [String: ItemEffort],
         upgradeHoursPerMajor: Double, kinds: [String: Kind], libraries: [String: [String]]) {
        self.hoursPerDay = hoursPerDay
        self.assumptions = assumptions
        self.rules = rules
        self.items = items
        self.upgradeHoursPerMajor = upgradeHoursPerMajor
        self.kinds = kinds
        self.libraries = libraries
    }

    /// The kind of a library by its name (`group:artifact`, pod or package), `other` when unlisted.
    public func kind(of library: String) -> String {
        for kind in libraries.keys.sorted() where kind != "other" {
            if libraries[kind, default: []].contains(where: { $0 == library || ($0.contains("*") && Glob.wildcardMatch($0, library)) }) {
                return kind
            }
        }
        return "other"
    }

    /// Hours to replace a deprecated library.
    public func replacementHours(_ library: String) -> Double {
        kinds[kind(of: library)]?.hours ?? kinds["other"]?.hours ?? 8
    }

    /// Hours to upgrade a stale library: per major version behind, at most its replacement.
    public func upgradeHours(_ library: String, majorsBehind: Int?) -> Double {
        min(replacementHours(library), upgradeHoursPerMajor * Double(max(1, majorsBehind ?? 1)))
    }
}
