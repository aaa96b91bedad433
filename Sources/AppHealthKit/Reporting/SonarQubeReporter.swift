import Foundation

/// SonarQube's generic issue import format (`sonar.externalIssuesReportPaths`): rules described
/// once, issues pointing at them with a primary location.
public struct SonarQubeReporter: Reporter {
    let rules: [RuleDescriptor]

    public init(rules: [RuleDescriptor] = BuiltInRules.descriptors) {
        self.rules = rules
    }

    struct Document: Encodable {
        var rules: [Rule]
        var issues: [Issue]
    }

    struct Rule: Encodable {
        struct Impact: Encodable {
            var softwareQuality: String
            var severity: String
        }

        var id: String
        var name: String
        var description: String
        var engineId = "apphealth"
        var cleanCodeAttribute: String
        var type: String
        var severity: String
        var impacts: [Impact]
    }

    struct Issue: Encodable {
        struct Location: Encodable {
            struct TextRange: Encodable {
                var startLine: Int
                var startColumn: Int?
            }

            var message: String
            var filePath: String
            var textRange: TextRange
        }

        var ruleId: String
        var primaryLocation: Location
    }

    public func render(_ report: Report) throws -> String {
        let used = Set(report.findings.map(\.ruleId))
        let described = rules.filter { used.contains($0.id) }
        let unknown = used.subtracting(described.map(\.id)).sorted()
        let ruleEntries = described.sorted { $0.id < $1.id }.map { descriptor in
            Rule(id: descriptor.id, name: descriptor.title, description: descriptor.summary,
                 cleanCodeAttribute: "CONVENTIONAL", type: "CODE_SMELL", severity: Self.severity(descriptor.defaultSeverity),
                 impacts: [.init(softwareQuality: "MAINTAINABILITY", severity: Self.impact(descriptor.defaultSeverity))])
        } + unknown.map { id in
            Rule(id: id, name: id, description: id, cleanCodeAttribute: "CONVENTIONAL", type: "CODE_SMELL", severity: "MINOR",
                 impacts: [.init(softwareQuality: "MAINTAINABILITY", severity: "LOW")])
        }
        let issues = report.findings.map { finding in
            // SonarQube's columns are 0-based offsets on the line.
            Issue(ruleId: finding.ruleId, primaryLocation: .init(
                message: finding.message, filePath: finding.path,
                textRange: .init(startLine: max(1, finding.line), startColumn: finding.column > 1 ? finding.column - 1 : nil)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Document(rules: ruleEntries, issues: issues)), as: UTF8.self) + "\n"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "CRITICAL"
        case .warning: "MAJOR"
        case .note: "INFO"
        }
    }

    static func impact(_ severity: Severity) -> String {
        switch severity {
        case .error: "HIGH"
        case .warning: "MEDIUM"
        case .note: "LOW"
        }
    }
}
