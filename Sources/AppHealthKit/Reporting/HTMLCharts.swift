import Foundation

/// Inline SVG bar charts (no library, no script): score by category, findings by category and
/// severity, libyears by dependency. Each scales to the page width through its viewBox.
extension HTMLReporter {
    func charts(_ report: Report) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        if !report.categories.isEmpty {
            nodes.append(figure("Score by category", id: "chart-scores", bars(report.categories.map { ($0.title, [(Double($0.score), Self.color($0.score))], String($0.score)) }, maximum: 100)))
        }
        let counts = Category.allCases.compactMap { category -> (String, [(Double, String)], String)? in
            let findings = report.findings.filter { $0.category == category }
            guard !findings.isEmpty else { return nil }
            let parts = [Severity.error, .warning, .note].map { severity in
                (Double(findings.filter { $0.severity == severity }.count), Self.severityColor(severity))
            }
            return (category.title, parts, String(findings.count))
        }
        if !counts.isEmpty {
            let maximum = counts.map { $0.1.reduce(0) { $0 + $1.0 } }.max() ?? 1
            nodes.append(figure("Findings by category and severity", id: "chart-findings", bars(counts, maximum: maximum), legend: true))
        }
        let aged = Self.libraries(report.dependencies).compactMap { row in row.libyears.map { (row.name.split(separator: ":").last.map(String.init) ?? row.name, $0) } }.filter { $0.1 > 0 }
            .sorted { ($0.1, $1.0) > ($1.1, $0.0) }.prefix(12)
        if !aged.isEmpty {
            let maximum = aged.map(\.1).max() ?? 1
            nodes.append(figure("Libyears by dependency (oldest \(aged.count))", id: "chart-libyears",
                                bars(aged.map { ($0.0, [($0.1, $0.1 >= 2 ? "#cf222e" : "#9a6700")], String(format: "%.1f", $0.1)) }, maximum: maximum)))
        }
        if nodes.isEmpty { nodes.append(.el("p", [("class", "muted")], text: "Nothing to chart.")) }
        return [.el("div", [("class", "charts")], nodes)]
    }

    static func severityColor(_ severity: Severity) -> String {
        switch severity {
        case .error: "#cf222e"
        case .warning: "#bf8700"
        case .note: "#0969da"
        }
    }

    private func figure(_ title: String, id: String, _ chart: HTMLNode, legend: Bool = false) -> HTMLNode {
        var children: [HTMLNode] = [.el("figcaption", text: title), chart]
        if legend {
            children.append(.el("p", [("class", "legend")], [Severity.error, .warning, .note].map { severity in
                .el("span", [], [.el("i", [("style", "background:\(Self.severityColor(severity))")], text: ""), .text(" \(severity.rawValue) ")])
            }))
        }
        return .el("figure", [("id", id), ("class", "chart")], children)
    }

    /// Horizontal bars: a label, stacked segments, the value at the end.
    private func bars(_ rows: [(label: String, parts: [(Double, String)], value: String)], maximum: Double) -> HTMLNode {
        let rowHeight = 22, labelWidth = 118.0, barWidth = 150.0
        let height = rows.count * rowHeight + 4
        let scale = barWidth / max(maximum, 1)
        return .el("svg", [("viewBox", "0 0 300 \(height)"), ("width", "100%"), ("role", "img"), ("aria-label", rows.map { "\($0.label) \($0.value)" }.joined(separator: ", ")),
                           ("preserveAspectRatio", "xMinYMin meet")], rows.enumerated().map { index, row in
            let y = index * rowHeight + 2
            var x = labelWidth
            var children: [HTMLNode] = [
                .el("text", [("x", "0"), ("y", "\(y + 15)"), ("font-size", "11"), ("fill", "#1f2328")], text: row.label.count > 20 ? String(row.label.prefix(19)) + "…" : row.label),
                .el("rect", [("x", "\(labelWidth)"), ("y", "\(y + 3)"), ("width", "\(barWidth)"), ("height", "14"), ("fill", "#eaeef2")]),
            ]
            for (amount, color) in row.parts where amount > 0 {
                let width = amount * scale
                children.append(.el("rect", [("x", String(format: "%.1f", x)), ("y", "\(y + 3)"), ("width", String(format: "%.1f", width)), ("height", "14"), ("fill", color)]))
                x += width
            }
            children.append(.el("text", [("x", "\(labelWidth + barWidth + 6)"), ("y", "\(y + 15)"), ("font-size", "11"), ("fill", "#1f2328")], text: row.value))
            return .el("g", [], children)
        })
    }
}
