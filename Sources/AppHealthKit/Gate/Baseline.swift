import Foundation

/// Findings a team has accepted for now (DESIGN §7, SwiftLint's scheme). An entry is keyed by
/// rule, path, the finding's source line with white space collapsed, and message, and counts
/// its occurrences: a finding that moved because lines were added above it stays baselined,
/// one more occurrence than the count is new. The file is sorted, pretty-printed JSON so that
/// refreshing it makes a reviewable diff.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        public var ruleId: String
        public var path: String
        public var line: String
        public var message: String
        public var count: Int
        /// The path relative to the repository root when the baseline was written inside a git
        /// work tree: the entry still matches when the audit starts from another folder.
        public var repoPath: String?
    }

    public var version: Int
    public var entries: [Entry]

    struct Key: Hashable {
        var ruleId: String, path: String, line: String, message: String
    }

    static func key(_ finding: Finding) -> Key {
        Key(ruleId: finding.ruleId, path: finding.path,
            line: finding.snippet.split(whereSeparator: \.isWhitespace).joined(separator: " "), message: finding.message)
    }

    /// `repoPrefix`: the audited folder relative to the repository root (entries then carry `repoPath`).
    public init(findings: [Finding], repoPrefix: String? = nil) {
        var counts: [Key: Int] = [:]
        for finding in findings { counts[Self.key(finding), default: 0] += 1 }
        version = 1
        entries = counts.map { key, count in
            Entry(ruleId: key.ruleId, path: key.path, line: key.line, message: key.message, count: count,
                  repoPath: repoPrefix.map { Self.join($0, key.path) })
        }.sorted { ($0.path, $0.ruleId, $0.line, $0.message) < ($1.path, $1.ruleId, $1.line, $1.message) }
    }

    static func join(_ prefix: String, _ path: String) -> String { prefix.isEmpty ? path : prefix + "/" + path }

    /// Splits findings (in report order) into new and baselined ones, and lists the entries
    /// whose findings no longer all occur (with the missing count).
    /// With `repoPrefix` (the audit is inside a git work tree), entries and findings are compared
    /// by their path in the repository, so a baseline written from the root applies to a subfolder.
    public func apply(_ findings: [Finding], repoPrefix: String? = nil) -> (new: [Finding], baselined: [Finding], fixed: [Entry]) {
        func entryKey(_ entry: Entry) -> Key {
            let path = repoPrefix.map { entry.repoPath ?? Self.join($0, entry.path) } ?? entry.path
            return Key(ruleId: entry.ruleId, path: path, line: entry.line, message: entry.message)
        }
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entryKey(entry), default: 0] += entry.count }
        var new: [Finding] = []
        var baselined: [Finding] = []
        for finding in findings {
            var key = Self.key(finding)
            if let repoPrefix { key.path = Self.join(repoPrefix, key.path) }
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                baselined.append(finding)
            } else {
                new.append(finding)
            }
        }
        let fixed = entries.compactMap { entry -> Entry? in
            let key = entryKey(entry)
            guard let left = remaining[key], left > 0 else { return nil }
            remaining[key] = 0
            var copy = entry
            copy.count = left
            return copy
        }
        return (new, baselined, fixed)
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// Reads a baseline file; a file that is not one stops the run (exit 2) naming it.
    public static func load(contentsOf url: URL, displayPath: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigError(file: displayPath, line: 1, column: 1, message: "cannot read the baseline file")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw ConfigError(file: displayPath, line: 1, column: 1, message: "not an apphealth baseline (write one with --write-baseline): \(error)")
        }
        // A baseline can come with the repository: a count of Int.max would overflow the sums
        // and accept any number of new findings.
        if let (index, entry) = baseline.entries.enumerated().first(where: { !Self.allowedCounts.contains($0.element.count) }) {
            throw ConfigError(file: displayPath, line: 1, column: 1, message: "entry \(index + 1) (\(entry.ruleId) in \(entry.path)) has count \(entry.count); counts are whole numbers from 1 to 1,000,000")
        }
        return baseline
    }

    static let allowedCounts = 1...1_000_000
}
