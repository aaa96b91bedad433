import Foundation

/// GitLab Code Quality (a JSON array of Code Climate issues): merge requests show new and fixed
/// findings by `fingerprint`, so it must be stable and unique per finding.
public struct GitLabReporter: Reporter {
    public init() {}

    struct Issue: Encodable {
        struct Location: Encodable {
            struct Lines: Encodable { var begin: Int }
            var path: String
            var lines: Lines
        }

        var description: String
        var check_name: String
        var fingerprint: String
        var severity: String
        var location: Location
    }

    public func render(_ report: Report) throws -> String {
        var seen: [String: Int] = [:]
        let issues = report.findings.map { finding -> Issue in
            // Two identical findings in one file share a fingerprint; GitLab wants them apart.
            let base = finding.fingerprint.isEmpty ? "\(finding.ruleId)|\(finding.path)|\(finding.line)|\(finding.message)" : finding.fingerprint
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            let fingerprint = occurrence == 0 ? base : "\(base)-\(occurrence + 1)"
            return Issue(
                description: "\(finding.ruleId): \(finding.message)", check_name: finding.ruleId, fingerprint: fingerprint,
                severity: Self.severity(finding.severity),
                location: .init(path: finding.path, lines: .init(begin: finding.line)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(issues), as: UTF8.self) + "\n"
    }

    /// Code Climate's severities: info, minor, major, critical, blocker.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "major"
        case .note: "info"
        }
    }
}
