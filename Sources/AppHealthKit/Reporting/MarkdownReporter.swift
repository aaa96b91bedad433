/// A pull-request comment or job summary: grade, category scores, failed checklist items and a
/// capped findings table.
public struct MarkdownReporter: Reporter {
    public var maximumFindings: Int
    /// An earlier report (`--compare`): the heading shows the score change and the table lists
    /// only findings whose fingerprint the earlier report did not have.
    public var previous: Report?

    public init(maximumFindings: Int = 50, previous: Report? = nil) {
        self.maximumFindings = maximumFindings
        self.previous = previous
    }

    public func render(_ report: Report) -> String {
        let counts = report.summary.findings
        var out = "## apphealth: grade \(report.summary.grade) (\(report.summary.score)/100)"
        if let previous {
            let delta = report.summary.score - previous.summary.score
            out += " — was \(previous.summary.grade) (\(previous.summary.score)), \(delta >= 0 ? "+" : "−")\(abs(delta))"
        }
        out += "\n\n"
        out += "\(counts.error) errors · \(counts.warning) warnings · \(counts.note) notes in \(report.summary.files) files"
        if let baselined = report.summary.baselined { out += " (\(baselined) more accepted by the baseline)" }
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
        var shown = report.findings
        var title = "Findings"
        if let previous {
            var known: [String: Int] = [:]
            for finding in previous.findings { known[finding.fingerprint, default: 0] += 1 }
            shown = report.findings.filter { finding in
                guard let count = known[finding.fingerprint], count > 0 else { return true }
                known[finding.fingerprint] = count - 1
                return false
            }
            title = "New findings (\(shown.count))"
        }
        if !shown.isEmpty {
            out += "### \(title)\n\n| severity | rule | location | message |\n|---|---|---|---|\n"
            for finding in shown.prefix(maximumFindings) {
                out += "| \(finding.severity.rawValue) | `\(finding.ruleId)` | `\(escape(finding.path)):\(finding.line)` | \(escape(finding.message)) |\n"
            }
            if shown.count > maximumFindings {
                out += "\n…and \(shown.count - maximumFindings) more findings (see the full report).\n"
            }
        } else if previous != nil {
            out += "### No new findings\n"
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
        return result.escapingControlCharacters
    }
}
