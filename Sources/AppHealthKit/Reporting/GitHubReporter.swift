/// GitHub Actions workflow commands: `::error|warning|notice file=…,line=…,col=…,title=…::message`
/// lines, escaped per the workflow-command rules. Errors come first, each type ranked by impact;
/// GitHub shows only 10 annotations of each type per step, so past that the rest of a rule's
/// findings become one summary annotation for the rule. Paths are the repository's (`repoPath`).
public struct GitHubReporter: Reporter {
    /// GitHub's per-step limit for each annotation type.
    public var limitPerType: Int

    public init(limitPerType: Int = 10) {
        self.limitPerType = limitPerType
    }

    public func render(_ report: Report) -> String {
        var lines: [String] = []
        for severity in [Severity.error, .warning, .note] {
            let ranked = Impact.ranked(report.findings.filter { $0.severity == severity })
            let (single, rolled) = split(ranked)
            lines += single.map { annotation($0.severity, $0, message: $0.message, title: $0.ruleId) }
            for (rule, rest) in rolled {
                guard let first = rest.first else { continue }
                let others = rest.count - 1
                let message = "\(Plural.count(rest.count, "more finding")) of \(rule) (not annotated one by one: GitHub shows \(limitPerType) per type); first: \(first.message)"
                    + (others > 0 ? "; see the full report for the other \(others)" : "")
                lines.append(annotation(severity, first, message: message, title: "\(rule) (\(rest.count))"))
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// The findings annotated one by one, and per rule the rest: as many single annotations as
    /// fit so that they and one summary per remaining rule stay within the limit.
    func split(_ ranked: [Finding]) -> (single: [Finding], rolled: [(String, [Finding])]) {
        guard ranked.count > limitPerType else { return (ranked, []) }
        var keep = limitPerType
        while keep > 0 {
            let rules = Set(ranked.dropFirst(keep).map(\.ruleId))
            if keep + rules.count <= limitPerType { break }
            keep -= 1
        }
        var order: [String] = []
        var rest: [String: [Finding]] = [:]
        for finding in ranked.dropFirst(keep) {
            if rest[finding.ruleId] == nil { order.append(finding.ruleId) }
            rest[finding.ruleId, default: []].append(finding)
        }
        var rolled = order.map { ($0, rest[$0] ?? []) }
        // More rules than annotations: the least important rules share the last summary.
        if rolled.count > limitPerType {
            let tail = rolled[(limitPerType - 1)...]
            rolled = Array(rolled.prefix(limitPerType - 1)) + [("\(tail.count) other rules (\(tail.map(\.0).joined(separator: ", ")))", tail.flatMap(\.1))]
        }
        return (Array(ranked.prefix(keep)), rolled)
    }

    private func annotation(_ severity: Severity, _ finding: Finding, message: String, title: String) -> String {
        let command: String
        switch severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let properties = [
            "file=\(Self.property(finding.repoPath ?? finding.path))", "line=\(finding.line)", "col=\(finding.column)", "title=\(Self.property(title))",
        ]
        return "::\(command) \(properties.joined(separator: ","))::\(Self.data(message))"
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
