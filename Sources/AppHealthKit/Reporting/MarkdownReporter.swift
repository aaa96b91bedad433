/// A pull-request comment or job summary: grade, category scores, failed checklist items and a
/// capped findings table.
public struct MarkdownReporter: Reporter {
    public var maximumFindings: Int

    public init(maximumFindings: Int = 50) {
        self.maximumFindings = maximumFindings
    }

    public func render(_ report: Report) -> String {
        let counts = report.summary.findings
        var out = "## apphealth: grade \(report.summary.grade) (\(report.summary.score)/100)\n\n"
        out += "\(counts.error) errors · \(counts.warning) warnings · \(counts.note) notes in \(report.summary.files) files"
        out += report.summary.gate.passed ? " — gate **passed**\n\n" : " — gate **failed**: \(escape(report.summary.gate.reasons.joined(separator: "; ")))\n\n"
        if !report.categories.isEmpty {
            out += "| category | score |\n|---|---:|\n" + report.categories.map { "| \($0.title) | \($0.score) |\n" }.joined() + "\n"
        }
        let failing = report.checklists.flatMap { checklist in
            checklist.items.filter { $0.status == .fail }.map { (checklist.id, $0) }
        }
        if !failing.isEmpty {
            out += "### Failed checklist items\n\n"
            out += failing.map { "- **\($0.0)** · \(escape($0.1.title))" + ($0.1.evidence.first.map { ": \(escape($0))" } ?? "") + "\n" }.joined() + "\n"
        }
        if !report.findings.isEmpty {
            out += "### Findings\n\n| severity | rule | location | message |\n|---|---|---|---|\n"
            for finding in report.findings.prefix(maximumFindings) {
                out += "| \(finding.severity.rawValue) | `\(finding.ruleId)` | `\(escape(finding.path)):\(finding.line)` | \(escape(finding.message)) |\n"
            }
            if report.findings.count > maximumFindings {
                out += "\n…and \(report.findings.count - maximumFindings) more findings (see the full report).\n"
            }
        }
        return out
    }

    /// Table cells must not break the table or render markup from user text.
    func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n", "\r": result += " "
            case "`": result += "'"
            default: result.append(character)
            }
        }
        return result
    }
}
