/// JUnit XML: one test case per rule that ran (rules without findings pass), one `<failure>` per
/// finding, so CI test tabs (GitLab, Jenkins, Azure, CircleCI) list what failed by rule.
public struct JUnitReporter: Reporter {
    let rules: [RuleDescriptor]

    public init(rules: [RuleDescriptor] = BuiltInRules.descriptors) {
        self.rules = rules
    }

    public func render(_ report: Report) -> String {
        let byRule = Dictionary(grouping: report.findings, by: \.ruleId)
        let ids = Set(rules.map(\.id)).union(byRule.keys).sorted()
        let failures = byRule.values.reduce(0) { $0 + ($1.isEmpty ? 0 : 1) }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"apphealth\" tests=\"\(ids.count)\" failures=\"\(failures)\" errors=\"0\">",
            "  <testsuite name=\"apphealth \(XMLText.escape(report.root))\" tests=\"\(ids.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">",
        ]
        for id in ids {
            let findings = byRule[id] ?? []
            let title = rules.first { $0.id == id }?.title ?? id
            let open = "    <testcase classname=\"apphealth.\(XMLText.escape(id))\" name=\"\(XMLText.escape(title))\""
            guard !findings.isEmpty else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            for finding in findings {
                let body = "\(finding.path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message)"
                lines.append("      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\">\(XMLText.escape(body))</failure>")
            }
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
