/// The human report: findings grouped by file, then counts by severity and rule, score and gate.
public struct TextReporter: Reporter {
    public var useColor: Bool

    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    public func render(_ report: Report) -> String {
        var out = ""
        if let project = report.project { out += style("Project:", .bold) + " " + project.headline + "\n\n" }
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
            out += "No findings in \(report.summary.files) files\(baselined).\n"
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
                + String(format: "%.1f libyears", report.summary.libyears) + " over the \(dated) librar\(dated == 1 ? "y" : "ies") the catalog dates.\n"
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

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

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
