import Foundation

/// SARIF 2.1.0 for code scanning: rules with their full documentation (Markdown help, a link
/// into the rule reference) and default levels; results with locations relative to the
/// repository root under `%SRCROOT%` (`repoPath`), platform advice in their Markdown message,
/// and a fingerprint unique per result (content hash plus occurrence, as CodeQL does);
/// `automationDetails.id` tells apart audits of different folders of one repository.
public struct SARIFReporter: Reporter {
    /// Where the rule reference lives; each rule's `helpUri` is its section.
    public static let referenceURI = "https://github.com/apphealth/apphealth/blob/main/docs/rules.md"

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
        let all = report.findings.map { ($0, false) } + suppressed.map { ($0, true) }
        let fingerprints = Self.uniqueFingerprints(all.map(\.0))
        let folder = report.repoPath.map { $0.isEmpty ? "." : $0 } ?? report.root
        let log = SARIFLog(runs: [
            SARIFRun(
                tool: .init(driver: .init(
                    name: report.tool.name, version: report.tool.version,
                    informationUri: "https://github.com/apphealth/apphealth",
                    rules: driverRules.map { rule in
                        SARIFRule(
                            id: rule.id, name: rule.title, shortDescription: .init(text: rule.title),
                            fullDescription: .init(text: rule.summary), help: .init(text: rule.help, markdown: Self.helpMarkdown(rule)),
                            helpUri: Self.referenceURI + "#" + RuleDocumentation.anchor(rule.id),
                            defaultConfiguration: .init(level: Self.level(rule.defaultSeverity)),
                            properties: .init(tags: Array(Set([rule.category.rawValue, rule.id.split(separator: ".").first.map(String.init) ?? rule.id])).sorted()))
                    })),
                automationDetails: .init(id: "apphealth/\(folder)/"),
                originalUriBaseIds: ["%SRCROOT%": .init(description: .init(
                    text: report.repoPath == nil ? "The audited folder." : "The root of the repository (or --base-path) holding the audited folder."))],
                results: all.enumerated().map { offset, entry in
                    let (finding, isSuppressed) = entry
                    let advice = PlatformHelp.advice(rule: finding.ruleId, path: finding.path)
                    return SARIFResult(
                        ruleId: finding.ruleId, ruleIndex: index[finding.ruleId], level: Self.level(finding.severity),
                        message: .init(text: finding.message, markdown: advice.map { "\(finding.message)\n\n**How to fix (\($0.platform.title)):** \($0.text)" }),
                        locations: [.init(physicalLocation: .init(
                            artifactLocation: .init(uri: Self.uri(finding.repoPath ?? finding.path), uriBaseId: "%SRCROOT%"),
                            region: .init(startLine: max(1, finding.line), startColumn: max(1, finding.column))))],
                        partialFingerprints: ["apphealth/v2": fingerprints[offset]],
                        suppressions: isSuppressed ? [.init(kind: "inSource")] : nil)
                })
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }

    /// The rule's whole documentation (`rules show`) plus its platform advice.
    static func helpMarkdown(_ rule: RuleDescriptor) -> String {
        var text = RuleDocumentation.show(rule, headingLevel: 2)
        let advice = PlatformHelp.all(rule: rule.id)
        if !advice.isEmpty { text += "\n## By platform\n" + advice.map { "- **\($0.platform.title):** \($0.text)\n" }.joined() }
        return text
    }

    /// CodeQL's scheme: the finding's content hash (rule, path, line text, message) plus its
    /// occurrence among identical findings in the file, so every result has its own and a
    /// finding that moves keeps it.
    static func uniqueFingerprints(_ findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let base = finding.fingerprint.isEmpty ? "\(finding.ruleId)|\(finding.path)|\(finding.line)|\(finding.message)" : finding.fingerprint
            let key = base + "|" + (finding.repoPath ?? finding.path)
            let occurrence = seen[key, default: 0] + 1
            seen[key] = occurrence
            return "\(base):\(occurrence)"
        }
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

    struct AutomationDetails: Encodable { var id: String }
    struct BaseLocation: Encodable { var description: SARIFText }

    var tool: Tool
    var automationDetails: AutomationDetails
    var originalUriBaseIds: [String: BaseLocation]
    var results: [SARIFResult]
}

struct SARIFText: Encodable {
    var text: String
    var markdown: String?

    init(text: String, markdown: String? = nil) {
        self.text = text
        self.markdown = markdown
    }
}

struct SARIFRule: Encodable {
    struct Configuration: Encodable { var level: String }
    struct Properties: Encodable { var tags: [String] }

    var id: String
    var name: String
    var shortDescription: SARIFText
    var fullDescription: SARIFText
    var help: SARIFText
    var helpUri: String
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
