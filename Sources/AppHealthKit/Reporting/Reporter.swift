import Foundation
/// Renders a report. Reporters see only the `Report`: they never analyse.
public protocol Reporter: Sendable {
    func render(_ report: Report) throws -> String
    /// The report as text that may be made while it is written (large JSON reports are).
    func renderText(_ report: Report) throws -> ReportText
}

extension Reporter {
    public func renderText(_ report: Report) throws -> ReportText {
        ReportText(try render(report))
    }
}

public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, html, sarif, markdown, github, checkstyle, junit, gitlab, sonarqube

    /// `previous`: an earlier report for `--compare` (Markdown shows the change and new findings).
    public func reporter(
        useColor: Bool, rules: [RuleDescriptor] = BuiltInRules.descriptors, previous: Report? = nil, summaryOnly: Bool = false,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> any Reporter {
        switch self {
        case .text: TextReporter(useColor: useColor, summaryOnly: summaryOnly)
        case .json: JSONReporter(jobs: jobs)
        case .html: HTMLReporter(rules: rules)
        case .sarif: SARIFReporter(rules: rules)
        case .markdown: MarkdownReporter(previous: previous)
        case .github: GitHubReporter()
        case .checkstyle: CheckstyleReporter()
        case .junit: JUnitReporter(rules: rules)
        case .gitlab: GitLabReporter()
        case .sonarqube: SonarQubeReporter(rules: rules)
        }
    }
}
