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
        var out = report.summary.notScored != nil ? "## apphealth: not scored" : "## apphealth: grade \(report.summary.grade) (\(report.summary.score)/100)"
        if let previous {
            let delta = report.summary.score - previous.summary.score
            out += " — was \(previous.summary.grade) (\(previous.summary.score)), \(delta >= 0 ? "+" : "−")\(abs(delta))"
        }
        out += "\n\n"
        if let reason = report.summary.notScored { out += escape(reason) + "\n\n" }
        out += "\(Plural.count(counts.error, "error")) · \(Plural.count(counts.warning, "warning")) · \(Plural.count(counts.note, "note")) in \(Plural.count(report.summary.files, "file"))"
        if let baselined = report.summary.baselined { out += " (\(baselined) more accepted by the baseline)" }
        let threshold = report.summary.gate.thresholdDescription.map { " (\($0))" } ?? ""
        out += report.summary.gate.passed ? " — gate **passed**\(threshold)\n\n" : " — gate **failed**\(threshold): \(escape(report.summary.gate.reasons.joined(separator: "; ")))\n\n"
        if let cap = report.summary.scoreCap { out += "Score capped from \(cap.uncapped): \(escape(cap.reason)).\n\n" }
        if let confidence = report.summary.confidence, confidence.level != "high" {
            out += "Confidence **\(confidence.level)**: \(escape(confidence.reasons.joined(separator: "; "))).\n\n"
        }
        if let risks = report.summary.topRisks, !risks.isEmpty {
            out += "### What matters first\n\n"
            for (index, risk) in risks.enumerated() {
                var line = "\(index + 1). \(escape(risk.sentence))"
                if !risk.id.contains("/") { line += " — \(Plural.count(risk.count, "finding"))" }
                if let first = risk.places.first { line += ", e.g. `\(escape(first))`" }
                out += line + "\n"
            }
            out += "\n"
        }
        if let effort = report.summary.effort {
            out += "**Effort:** about \(TextReporter.hours(effort.hours)) (\(TextReporter.days(effort.days)) at \(TextReporter.number(effort.hoursPerDay)) h/day)"
            let parts = effort.categories.filter { $0.hours > 0 }.map { "\(escape($0.title)) \(TextReporter.number($0.hours)) h" }
            out += (parts.isEmpty ? "" : ": " + parts.joined(separator: " · ")) + "\n\n"
            out += "<details><summary>Assumptions</summary>\n\n" + effort.assumptions.map { "- \(escape($0))\n" }.joined() + "\n</details>\n\n"
        }
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
        // Gate-failing findings first, then the rest, each by impact.
        let failOn = report.summary.gate.failOn.flatMap(Severity.init(rawValue:))
        let failsGate = { (finding: Finding) -> Bool in failOn.map { finding.severity >= $0 } ?? false }
        let gateFailing = Impact.ranked(shown.filter(failsGate))
        shown = gateFailing + Impact.ranked(shown.filter { !failsGate($0) })
        if !shown.isEmpty {
            out += "### \(title)\n\n"
            if !gateFailing.isEmpty { out += "\(Plural.count(gateFailing.count, "finding")) fail\(gateFailing.count == 1 ? "s" : "") the gate and \(gateFailing.count == 1 ? "comes" : "come") first.\n\n" }
            out += "| severity | rule | location | message |\n|---|---|---|---|\n"
            for finding in shown.prefix(maximumFindings) {
                let gate = failsGate(finding) ? " ⛔" : ""
                out += "| \(finding.severity.rawValue)\(gate) | `\(finding.ruleId)` | `\(escape(finding.repoPath ?? finding.path)):\(finding.line)` | \(escape(finding.message)) |\n"
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
