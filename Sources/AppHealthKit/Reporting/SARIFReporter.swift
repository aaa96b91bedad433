import Foundation

/// SARIF 2.1.0 for code scanning: rules with their docs and default levels, results with
/// relative locations under `%SRCROOT%` and the baseline fingerprint.
public struct SARIFReporter: Reporter {
    /// Rule documentation for `tool.driver.rules` (static data, not analysis).
    public var rules: [RuleDescriptor]

    public init(rules: [RuleDescriptor]) {
        self.rules = rules
    }

    public func render(_ report: Report) throws -> String {
        let suppressed = report.suppressedFindings ?? []
        let used = Set((report.findings + suppressed).map(\.ruleId))
        let driverRules = rules.filter { used.contains($0.id) }.sorted { $0.id < $1.id }
        let index = Dictionary(uniqueKeysWithValues: driverRules.enumerated().map { ($1.id, $0) })
        let log = SARIFLog(runs: [
            SARIFRun(
                tool: .init(driver: .init(
                    name: report.tool.name, version: report.tool.version,
                    informationUri: "https://github.com/apphealth/apphealth",
                    rules: driverRules.map { rule in
                        SARIFRule(
                            id: rule.id, name: rule.title, shortDescription: .init(text: rule.title),
                            fullDescription: .init(text: rule.summary), help: .init(text: rule.help),
                            defaultConfiguration: .init(level: Self.level(rule.defaultSeverity)),
                            properties: .init(tags: Array(Set([rule.category.rawValue, rule.id.split(separator: ".").first.map(String.init) ?? rule.id])).sorted()))
                    })),
                results: (report.findings.map { ($0, false) } + suppressed.map { ($0, true) }).map { finding, isSuppressed in
                    SARIFResult(
                        ruleId: finding.ruleId, ruleIndex: index[finding.ruleId], level: Self.level(finding.severity),
                        message: .init(text: finding.message),
                        locations: [.init(physicalLocation: .init(
                            artifactLocation: .init(uri: Self.uri(finding.path), uriBaseId: "%SRCROOT%"),
                            region: .init(startLine: max(1, finding.line), startColumn: max(1, finding.column))))],
                        partialFingerprints: ["apphealth/v1": finding.fingerprint],
                        suppressions: isSuppressed ? [.init(kind: "inSource")] : nil)
                })
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative URI: path segments percent-encoded, slashes kept.
    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? String($0)
        }.joined(separator: "/")
    }
}

// MARK: - SARIF 2.1.0 model (only what apphealth writes)

struct SARIFLog: Encodable {
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    var runs: [SARIFRun]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }
}

struct SARIFRun: Encodable {
    struct Tool: Encodable {
        struct Driver: Encodable {
            var name: String
            var version: String
            var informationUri: String
            var rules: [SARIFRule]
        }

        var driver: Driver
    }

    var tool: Tool
    var results: [SARIFResult]
}

struct SARIFText: Encodable {
    var text: String
}

struct SARIFRule: Encodable {
    struct Configuration: Encodable { var level: String }
    struct Properties: Encodable { var tags: [String] }

    var id: String
    var name: String
    var shortDescription: SARIFText
    var fullDescription: SARIFText
    var help: SARIFText
    var defaultConfiguration: Configuration
    var properties: Properties
}

struct SARIFResult: Encodable {
    struct Location: Encodable {
        struct Physical: Encodable {
            struct Artifact: Encodable {
                var uri: String
                var uriBaseId: String
            }

            struct Region: Encodable {
                var startLine: Int
                var startColumn: Int
            }

            var artifactLocation: Artifact
            var region: Region
        }

        var physicalLocation: Physical
    }

    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: SARIFText
    var locations: [Location]
    var partialFingerprints: [String: String]
    var suppressions: [Suppression]?

    struct Suppression: Encodable { var kind: String }
}
