/// The human report: a summary that says what matters first (grade, gate, errors and their
/// places, top risks, effort), then findings grouped by file, then counts by severity and rule,
/// scores and gate. `--summary` prints only the opening summary.
public struct TextReporter: Reporter {
    public var useColor: Bool
    public var summaryOnly: Bool
    /// Errors listed with their places in the summary before "…and N more".
    public var maximumErrors = 10

    public init(useColor: Bool = false, summaryOnly: Bool = false) {
        self.useColor = useColor
        self.summaryOnly = summaryOnly
    }

    public func render(_ report: Report) -> String {
        var out = ""
        if let project = report.project { out += style("Project:", .bold) + " " + (report.projectName.map { $0.escapingControlCharacters + " — " } ?? "") + project.headline + "\n" }
        out += opening(report) + "\n"
        if summaryOnly { return out }
        var currentPath: String?
        for finding in report.findings {
            if finding.path != currentPath {
                if currentPath != nil { out += "\n" }
                out += style(finding.path.escapingControlCharacters, .bold) + "\n"
                currentPath = finding.path
            }
            let position = "\(finding.line):\(finding.column)".padding(7)
            let severity = style(finding.severity.rawValue.padding(7), color(for: finding.severity))
            out += "  \(position) \(severity) \(finding.message.escapingControlCharacters)  " + style("[\(finding.ruleId.escapingControlCharacters)]", .dim) + "\n"
        }
        if !report.findings.isEmpty { out += "\n" }
        out += summary(report)
        return out
    }

    private func summary(_ report: Report) -> String {
        let counts = report.summary.findings
        let fileCount = Set(report.findings.map(\.path)).count
        var out = ""
        let baselined = report.summary.baselined.map { "; \(plural($0, "finding")) accepted by the baseline" } ?? ""
        if counts.total == 0 {
            out += "No findings in \(plural(report.summary.files, "file"))\(baselined).\n"
        } else {
            let parts = [
                plural(counts.error, "error"), plural(counts.warning, "warning"), plural(counts.note, "note"),
            ]
            out += "\(plural(counts.total, "finding")) in \(plural(fileCount, "file")) (\(parts.joined(separator: ", "))); \(plural(report.summary.files, "file")) audited\(baselined).\n"
            var byRule: [String: (Severity, Int)] = [:]
            for finding in report.findings {
                let entry = byRule[finding.ruleId] ?? (finding.severity, 0)
                byRule[finding.ruleId] = (max(entry.0, finding.severity), entry.1 + 1)
            }
            let width = byRule.keys.map(\.count).max() ?? 0
            for (rule, entry) in byRule.sorted(by: { ($0.value.1, $1.key) > ($1.value.1, $0.key) }) {
                out += "  \(String(entry.1).leftPadding(5))  \(rule.escapingControlCharacters.padding(width))  \(entry.0.rawValue)\n"
            }
        }
        if let skipped = report.skipped, !skipped.isEmpty {
            out += "Not audited: \(plural(skipped.count, "path"))\n"
            for entry in skipped.prefix(20) { out += "  \(entry.path.escapingControlCharacters)  \(entry.reason.escapingControlCharacters)\n" }
            if skipped.count > 20 { out += "  …and \(skipped.count - 20) more (the JSON report lists them all)\n" }
        }
        out += ReportConfiguration.line(report.configuration).escapingControlCharacters + "\n"
        if !report.dependencies.isEmpty {
            let dated = Set(report.dependencies.filter { $0.libyears != nil }.map { "\($0.name)@\($0.version)" }).count
            out += "Dependencies: \(report.dependencies.count) direct (per module); "
                + String(format: "%.1f libyears", report.summary.libyears) + " over the \(Plural.count(dated, "library")) the catalog dates.\n"
        }
        for sentence in report.summary.unresolvedDependencies ?? [] { out += "warning: \(sentence)\n" }
        if !report.categories.isEmpty {
            let categories = report.categories.map { "\($0.title) \($0.score)" }.joined(separator: " · ")
            out += "Score \(report.summary.score) (\(report.summary.grade)): \(categories)\n"
        }
        for checklist in report.checklists where checklist.items.contains(where: { $0.status != .na }) {
            let failing = checklist.items.filter { $0.status == .fail || $0.status == .warn }
            let list = failing.map { "\($0.id)\($0.status == .warn ? " (warn)" : "")" }.joined(separator: ", ").escapingControlCharacters
            out += "  \(checklist.id.padding(16)) \(String(checklist.score).leftPadding(3))" + (failing.isEmpty ? "  all applicable items pass" : "  failing: \(list)") + "\n"
        }
        let gate = report.summary.gate
        out += gate.passed ? "Gate: " + style("passed", .green) + "\n" : "Gate: " + style("failed", .red) + " — " + gate.reasons.joined(separator: "; ").escapingControlCharacters + "\n"
        return out
    }

    private func plural(_ count: Int, _ noun: String) -> String { Plural.count(count, noun) }

    /// Grade, gate, errors with their places, top risks and effort: what a reader needs first.
    func opening(_ report: Report) -> String {
        let summary = report.summary
        var out = ""
        if let reason = summary.notScored {
            out += style("Not scored:", .bold) + " \(reason.escapingControlCharacters)\n"
        } else {
            out += style("Grade \(summary.grade)", .bold) + " (score \(summary.score)/100)"
            if let confidence = summary.confidence { out += ", confidence \(confidence.level)" }
            out += "\n"
            if let cap = summary.scoreCap { out += "  capped from \(cap.uncapped): \(cap.reason.escapingControlCharacters)\n" }
            for reason in summary.confidence?.reasons ?? [] { out += "  confidence: \(reason.escapingControlCharacters)\n" }
        }
        let gate = summary.gate
        let threshold = gate.thresholdDescription.map { " (\($0))" } ?? ""
        out += gate.passed ? "Gate: " + style("passed", .green) + threshold + "\n"
            : "Gate: " + style("failed", .red) + threshold + " — " + gate.reasons.joined(separator: "; ").escapingControlCharacters + "\n"
        let errors = Impact.ranked(report.findings.filter { $0.severity == .error })
        if !errors.isEmpty {
            out += style(plural(errors.count, "error"), .red) + ":\n"
            for finding in errors.prefix(maximumErrors) {
                out += "  \(finding.path.escapingControlCharacters):\(finding.line)  \(finding.message.escapingControlCharacters)  " + style("[\(finding.ruleId.escapingControlCharacters)]", .dim) + "\n"
            }
            if errors.count > maximumErrors { out += "  …and \(errors.count - maximumErrors) more\n" }
        }
        if let risks = summary.topRisks, !risks.isEmpty {
            out += "Top risks:\n"
            for (index, risk) in risks.enumerated() {
                var line = "  \(index + 1). \(risk.sentence)"
                var details: [String] = []
                if !risk.id.contains("/") { details.append(plural(risk.count, "finding")) }
                if let hours = risk.hours, hours > 0 { details.append("about \(Self.hours(hours))") }
                if !details.isEmpty { line += " (" + details.joined(separator: ", ") + ")" }
                if !risk.places.isEmpty { line += " — " + risk.places.joined(separator: ", ") }
                out += line.escapingControlCharacters + "\n"
            }
        }
        if let effort = summary.effort {
            out += "Effort: about \(Self.hours(effort.hours)) (\(Self.days(effort.days)) at \(Self.number(effort.hoursPerDay)) h/day)"
            let parts = effort.categories.filter { $0.hours > 0 }.map { "\($0.title) \(Self.number($0.hours)) h" }
            out += parts.isEmpty ? "\n" : ": " + parts.joined(separator: " · ") + "\n"
            for assumption in effort.assumptions { out += "  assumes: \(assumption)\n" }
        }
        return out
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func hours(_ value: Double) -> String { "\(number(value)) hour\(value == 1 ? "" : "s")" }
    static func days(_ value: Double) -> String { "\(number(value)) person-day\(value == 1 ? "" : "s")" }

    private enum Style: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
    }

    private func color(for severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .note: .cyan
        }
    }

    private func style(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadding(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
