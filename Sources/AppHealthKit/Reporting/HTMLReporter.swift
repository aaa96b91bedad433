import Foundation

/// The report an agency hands a client: one self-contained file (inline CSS, SVG and a little
/// JS; no network). It opens with who and what was audited and the score, then an executive
/// summary a manager understands (top risks in plain words, effort, what to fix first), charts,
/// categories, checklists, one row per library, singleton reach, findings grouped by rule with
/// how to fix them, and a rule reference as an appendix. Works with JavaScript off (sorting and
/// filters are enhancements), prints to PDF and reads on a phone without sideways scrolling.
public struct HTMLReporter: Reporter {
    public var rules: [RuleDescriptor]

    public init(rules: [RuleDescriptor]) {
        self.rules = rules
    }

    public func render(_ report: Report) -> String {
        var out = "<!DOCTYPE html>\n"
        page(report).render(into: &out)
        return out + "\n"
    }

    typealias N = HTMLNode

    var descriptors: [String: RuleDescriptor] {
        Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func page(_ report: Report) -> HTMLNode {
        let name = report.projectName ?? report.root
        return .el("html", [("lang", "en")], [
            .el("head", [], [
                .el("meta", [("charset", "utf-8")]),
                .el("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                .el("title", text: "\(name) — app health report"),
                .el("style", [], [.raw(Self.css)]),
            ]),
            .el("body", [], [
                header(report, name: name),
                section("In short", id: "summary", executiveSummary(report)),
                section("Charts", id: "charts", charts(report)),
                section("Categories", id: "categories", [categoryTable(report)]),
                section("Checklists", id: "checklists", report.checklists.map(checklist)),
                section("Dependencies", id: "dependencies", dependencySection(report)),
                section("Singletons and their reach", id: "singletons", [singletonTable(report.singletons)]),
                section("Project", id: "project", projectBlock(report.project)),
                section("Worst findings", id: "worst", [findingList(Array(Impact.ranked(report.findings).prefix(20)), showPath: true)]),
                section("All findings (\(report.findings.count))", id: "findings", [filters(report)] + grouped(report.findings)),
                section("Rule reference", id: "reference", ruleReference(report)),
                .el("footer", [("class", "muted")], text: "\(report.tool.name) \(report.tool.version)" + (report.tool.catalog.map { " · library catalog as of \($0)" } ?? "")),
                .el("script", [], [.raw(Self.script)]),
            ]),
        ])
    }

    // MARK: - Header and executive summary

    private func header(_ report: Report, name: String) -> HTMLNode {
        let summary = report.summary
        var meta = ["Folder \(report.root)"]
        if let source = report.source {
            if let commit = source.commit { meta.append("commit \(commit.prefix(10))" + (source.branch.map { " (\($0))" } ?? "")) }
            if let date = source.date { meta.append(String(date.prefix(10))) }
        }
        meta.append("\(report.tool.name) \(report.tool.version)" + (report.tool.catalog.map { ", catalog \($0)" } ?? ""))
        let scoreBlock: [HTMLNode] = summary.notScored == nil
            ? [gauge(summary.score, label: String(summary.score), size: 120, id: "score")]
            : []
        return .el("header", [], scoreBlock + [
            .el("div", [("class", "head")], [
                .el("h1", [("id", "project-name")], text: name),
                .el("p", [("id", "grade"), ("class", "grade")], text: summary.notScored.map { "Not scored: \($0)" } ?? "Grade \(summary.grade) · score \(summary.score) of 100"),
                .el("p", [("id", "explanation")], text: explanation(report)),
                .el("p", [("id", "meta"), ("class", "muted")], text: meta.joined(separator: " · ")),
                .el("p", [("id", "gate"), ("class", summary.gate.passed ? "pass" : "fail")], text: gateLine(summary.gate)),
                .el("p", [("id", "setup"), ("class", "muted")], text: ReportConfiguration.line(report.configuration)),
            ] + skippedNote(report.skipped ?? [])),
        ])
    }

    /// One line on where the number comes from.
    private func explanation(_ report: Report) -> String {
        let summary = report.summary
        guard summary.notScored == nil else { return "There is no Android or iOS project in this folder to score." }
        let checklists = report.checklists.filter { $0.items.contains { $0.status != .na } }.count
        var line = "The mean of \(Plural.count(report.categories.count, "category score")) and \(Plural.count(checklists, "checklist score"))"
        if let cap = summary.scoreCap { line += ", capped at \(cap.score) because \(cap.reason)" }
        line += "; A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60."
        if let confidence = summary.confidence, confidence.level != "high" {
            line += " Confidence \(confidence.level): " + confidence.reasons.joined(separator: "; ") + "."
        }
        return line
    }

    func gateLine(_ gate: GateResult) -> String {
        let threshold = gate.thresholdDescription.map { " (threshold: \($0))" } ?? ""
        return gate.passed ? "Gate passed\(threshold)" : "Gate failed\(threshold): " + gate.reasons.joined(separator: "; ")
    }

    private func executiveSummary(_ report: Report) -> [HTMLNode] {
        let summary = report.summary
        var nodes: [HTMLNode] = []
        if let risks = summary.topRisks, !risks.isEmpty {
            nodes.append(.el("h3", text: "Top risks"))
            nodes.append(.el("ol", [("id", "risks")], risks.map { risk in
                var details: [String] = []
                if !risk.id.contains("/") { details.append(Plural.count(risk.count, "finding")) }
                if let hours = risk.hours, hours > 0 { details.append("about \(TextReporter.hours(hours)) to fix") }
                return .el("li", [("class", risk.severity.rawValue)], [
                    .text(risk.sentence + " "),
                    .el("span", [("class", "muted")], text: details.isEmpty ? "" : "(" + details.joined(separator: ", ") + ")"),
                ])
            }))
        } else if summary.notScored == nil {
            nodes.append(.el("p", text: "No significant risks found."))
        }
        if let effort = summary.effort {
            nodes.append(.el("h3", text: "Effort to fix"))
            nodes.append(.el("p", [("id", "effort")], [
                .el("strong", text: "About \(TextReporter.hours(effort.hours)) (\(TextReporter.days(effort.days)))"),
                .text(effort.categories.isEmpty ? "." : ": " + effort.categories.filter { $0.hours > 0 }.map { "\($0.title) \(TextReporter.number($0.hours)) h" }.joined(separator: ", ") + "."),
            ]))
            nodes.append(.el("details", [("class", "assumptions")], [
                .el("summary", text: "Assumptions"),
                .el("ul", [], effort.assumptions.map { .el("li", text: $0) }),
            ]))
        }
        if let first = summary.topRisks?.first {
            let place = first.places.first.map { ", starting at \($0)" } ?? ""
            nodes.append(.el("h3", text: "Fix first"))
            let sentence = first.sentence.hasSuffix(".") ? String(first.sentence.dropLast()) : first.sentence
            nodes.append(.el("p", [("id", "fix-first")], text: sentence + place + "."
                + (descriptors[first.id].map { " How: " + $0.help } ?? "")))
        }
        return nodes
    }

    // MARK: - Sections

    private func section(_ title: String, id: String, _ children: [HTMLNode]) -> HTMLNode {
        .el("section", [("id", id)], [.el("h2", text: title)] + children)
    }

    /// What was audited as what: one line, then the targets and modules.
    private func projectBlock(_ project: ProjectSummary?) -> [HTMLNode] {
        guard let project else { return [.el("p", [("class", "muted")], text: "No project model.")] }
        var nodes: [HTMLNode] = [.el("p", [("id", "project")], text: project.headline)]
        if !project.targets.isEmpty {
            nodes.append(table(["Target", "Kind", "Info.plist", "Bundle ID", "Files"],
                               project.targets.map { [$0.name, $0.kind, $0.infoPlist ?? "generated", $0.bundleIdentifier ?? "", String($0.files)] }))
        }
        if !project.modules.isEmpty {
            nodes.append(table(["Module", "Kind", "Role", "Source sets"],
                               project.modules.map { [$0.path, $0.kind, $0.role, $0.sourceSets.joined(separator: ", ")] }))
        }
        return nodes
    }

    /// Paths not audited, named (never their content), folded away.
    private func skippedNote(_ skipped: [SkippedPath]) -> [HTMLNode] {
        guard !skipped.isEmpty else { return [] }
        return [.el("details", [("id", "skipped")], [
            .el("summary", [], [.text("\(Plural.count(skipped.count, "path")) not audited")]),
            .el("ul", [], skipped.map { .el("li", [], [.el("code", text: $0.path), .text(" — " + $0.reason)]) }),
        ])]
    }

    /// A score as a ring; the arc length is the score.
    func gauge(_ score: Int, label: String, size: Int, id: String? = nil) -> HTMLNode {
        let radius = 15.9155  // circumference 100
        let color = Self.color(score)
        return .el("svg", (id.map { [("id", $0)] } ?? []) + [("class", "gauge"), ("width", "\(size)"), ("height", "\(size)"), ("viewBox", "0 0 36 36"), ("role", "img"), ("aria-label", "score \(score)")], [
            .el("circle", [("cx", "18"), ("cy", "18"), ("r", "\(radius)"), ("fill", "none"), ("stroke", "#e5e7eb"), ("stroke-width", "3.2")]),
            .el("circle", [("cx", "18"), ("cy", "18"), ("r", "\(radius)"), ("fill", "none"), ("stroke", color), ("stroke-width", "3.2"),
                           ("stroke-dasharray", "\(max(0, min(100, score))) 100"), ("transform", "rotate(-90 18 18)")]),
            .el("text", [("x", "18"), ("y", "21.5"), ("text-anchor", "middle"), ("font-size", "10"), ("font-weight", "bold"), ("fill", color)], text: label),
        ])
    }

    static func color(_ score: Int) -> String { score >= 90 ? "#1a7f37" : score >= 70 ? "#9a6700" : "#cf222e" }

    private func categoryTable(_ report: Report) -> HTMLNode {
        let effort = Dictionary((report.summary.effort?.categories ?? []).map { ($0.id, $0.hours) }, uniquingKeysWith: { first, _ in first })
        return table(["Category", "Score", "Grade", "Findings", "Effort (h)"], report.categories.map { category in
            let count = report.findings.filter { $0.category.rawValue == category.id }.count
            return [category.title, String(category.score), Scoring.grade(category.score), String(count), effort[category.id].map(TextReporter.number) ?? "0"]
        })
    }

    private func checklist(_ checklist: ChecklistResult) -> HTMLNode {
        let applicable = checklist.items.contains { $0.status != .na }
        return .el("details", applicable ? [("open", ""), ("class", "checklist")] : [("class", "checklist")], [
            .el("summary", [], [.el("strong", text: checklist.title), .text(" — \(applicable ? "\(checklist.score) (\(Scoring.grade(checklist.score)))" : "not applicable")")]),
            .el("ul", [("class", "items")], checklist.items.map { item in
                var seen = Set<String>()
                let evidence = item.evidence.filter { seen.insert($0).inserted }
                return .el("li", [("class", item.status.rawValue)], [
                    .el("span", [("class", "badge \(item.status.rawValue)")], text: item.status.rawValue),
                    .text(" " + item.title),
                    .el("ul", [("class", "evidence")], evidence.map { .el("li", text: $0) }),
                ])
            }),
        ])
    }

    func table(_ headers: [String], _ rows: [[String]], classes: [String] = [], id: String? = nil) -> HTMLNode {
        guard !rows.isEmpty else { return .el("p", [("class", "muted")], text: "None.") }
        return .el("table", (id.map { [("id", $0)] } ?? []) + [("class", "cards")], [
            .el("thead", [], [.el("tr", [], headers.map { .el("th", text: $0) })]),
            .el("tbody", [], rows.enumerated().map { index, row in
                .el("tr", index < classes.count ? [("class", classes[index])] : [], zip(headers, row).map { .el("td", [("data-label", $0.0)], text: $0.1) })
            }),
        ])
    }

    private func singletonTable(_ singletons: [SingletonEntry]) -> HTMLNode {
        let ranked = singletons.sorted { ($0.files, $1.name) > ($1.files, $0.name) }
        return table(["Singleton", "Reaches files", "Uses", "Declared in"], ranked.map { s in
            [s.name + (s.system ? " (Apple)" : ""), String(s.files), String(s.uses), s.system ? "—" : "\(s.path):\(s.line)"]
        })
    }
}
