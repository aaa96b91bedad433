/// GitHub Actions workflow commands: one `::error|warning|notice file=…,line=…,col=…,title=…::message`
/// line per finding, escaped per the workflow-command rules.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        report.findings.map { finding in
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let properties = [
                "file=\(Self.property(finding.path))", "line=\(finding.line)", "col=\(finding.column)", "title=\(Self.property(finding.ruleId))",
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(Self.data(finding.message))"
        }.joined(separator: "\n") + (report.findings.isEmpty ? "" : "\n")
    }

    /// Message data: `%`, CR and LF are escaped as workflow commands want, other control
    /// characters (ESC, BEL, …) shown escaped.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
            .escapingControlCharacters
    }

    /// Property values also escape `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
