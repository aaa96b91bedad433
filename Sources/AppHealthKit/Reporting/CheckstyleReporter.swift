/// Checkstyle XML (`<checkstyle><file name><error line column severity message source/>`), the
/// format Jenkins' Warnings NG, reviewdog, Danger and most CI dashboards import.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        let byPath = Dictionary(grouping: report.findings, by: \.path)
        for path in byPath.keys.sorted() {
            lines.append("  <file name=\"\(XMLText.escape(path))\">")
            for finding in byPath[path] ?? [] {
                lines.append("    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(Self.severity(finding.severity))\" "
                    + "message=\"\(XMLText.escape(finding.message))\" source=\"apphealth.\(XMLText.escape(finding.ruleId))\"/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Checkstyle's severities: error, warning, info.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
