import Foundation

/// The report an agency hands a client: one self-contained file (inline CSS, SVG and a little
/// JS; no network) with the grade, category gauges, checklists, dependencies, singleton reach,
/// the worst findings and every finding grouped by rule and file. Works with JavaScript off
/// (filters are an enhancement), prints cleanly and reads on a phone.
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

    private typealias N = HTMLNode

    private func page(_ report: Report) -> HTMLNode {
        let titles = Dictionary(rules.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        return .el("html", [("lang", "en")], [
            .el("head", [], [
                .el("meta", [("charset", "utf-8")]),
                .el("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                .el("title", text: "apphealth report: \(report.root)"),
                .el("style", [], [.raw(Self.css)]),
            ]),
            .el("body", [], [
                .el("header", [], [
                    gauge(report.summary.score, label: report.summary.grade, size: 120),
                    .el("div", [], [
                        .el("h1", text: "App health: grade \(report.summary.grade)"),
                        .el("p", [("class", "muted")], text: "\(report.root) · \(report.summary.files) files · \(report.summary.findings.error) errors, \(report.summary.findings.warning) warnings, \(report.summary.findings.note) notes · \(report.tool.name) \(report.tool.version)"),
                        .el("p", [("id", "gate"), ("class", report.summary.gate.passed ? "pass" : "fail")],
                            text: report.summary.gate.passed ? "Gate passed" : "Gate failed: " + report.summary.gate.reasons.joined(separator: "; ")),
                        .el("p", [("id", "setup"), ("class", "muted")], text: ReportConfiguration.line(report.configuration)),
                    ] + skippedNote(report.skipped ?? [])),
                ]),
                section("Project", projectBlock(report.project)),
                section("Categories", [.el("div", [("class", "gauges")], report.categories.map { category in
                    .el("div", [("class", "gauge-card")], [gauge(category.score, label: String(category.score), size: 72), .el("span", text: category.title)])
                })]),
                section("Checklists", report.checklists.map(checklist)),
                section("Dependencies", [dependencyTable(report.dependencies)]),
                section("Singletons and their reach", [singletonTable(report.singletons)]),
                section("Worst findings", [findingList(Array(report.findings.sorted { $0.severity > $1.severity }.prefix(20)), titles: titles, showPath: true)]),
                section("All findings (\(report.findings.count))", [filters(report)] + grouped(report.findings, titles: titles)),
                .el("script", [], [.raw(Self.script)]),
            ]),
        ])
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
            .el("summary", [], [.text("\(skipped.count) path\(skipped.count == 1 ? "" : "s") not audited")]),
            .el("ul", [], skipped.map { .el("li", [], [.el("code", text: $0.path), .text(" — " + $0.reason)]) }),
        ])]
    }

    private func section(_ title: String, _ children: [HTMLNode]) -> HTMLNode {
        .el("section", [], [.el("h2", text: title)] + children)
    }

    /// A score as a ring; the arc length is the score.
    private func gauge(_ score: Int, label: String, size: Int) -> HTMLNode {
        let radius = 15.9155  // circumference 100
        let color = score >= 90 ? "#1a7f37" : score >= 70 ? "#9a6700" : "#cf222e"
        return .el("svg", [("class", "gauge"), ("width", "\(size)"), ("height", "\(size)"), ("viewBox", "0 0 36 36"), ("role", "img"), ("aria-label", "score \(score)")], [
            .el("circle", [("cx", "18"), ("cy", "18"), ("r", "\(radius)"), ("fill", "none"), ("stroke", "#e5e7eb"), ("stroke-width", "3.2")]),
            .el("circle", [("cx", "18"), ("cy", "18"), ("r", "\(radius)"), ("fill", "none"), ("stroke", color), ("stroke-width", "3.2"),
                           ("stroke-dasharray", "\(max(0, min(100, score))) 100"), ("transform", "rotate(-90 18 18)")]),
            .el("text", [("x", "18"), ("y", "21"), ("text-anchor", "middle"), ("font-size", "9"), ("fill", color)], text: label),
        ])
    }

    private func checklist(_ checklist: ChecklistResult) -> HTMLNode {
        let applicable = checklist.items.contains { $0.status != .na }
        return .el("details", applicable ? [("open", "")] : [], [
            .el("summary", [], [.el("strong", text: checklist.title), .text(" — \(applicable ? String(checklist.score) : "not applicable")")]),
            .el("ul", [("class", "items")], checklist.items.map { item in
                .el("li", [("class", item.status.rawValue)], [
                    .el("span", [("class", "badge \(item.status.rawValue)")], text: item.status.rawValue),
                    .text(" " + item.title),
                    .el("ul", [("class", "evidence")], item.evidence.map { .el("li", text: $0) }),
                ])
            }),
        ])
    }

    private func table(_ headers: [String], _ rows: [[String]], classes: [String] = []) -> HTMLNode {
        guard !rows.isEmpty else { return .el("p", [("class", "muted")], text: "None.") }
        return .el("div", [("class", "scroll")], [.el("table", [], [
            .el("thead", [], [.el("tr", [], headers.map { .el("th", text: $0) })]),
            .el("tbody", [], rows.enumerated().map { index, row in
                .el("tr", index < classes.count ? [("class", classes[index])] : [], row.map { .el("td", text: $0) })
            }),
        ])])
    }

    private func dependencyTable(_ dependencies: [DependencyEntry]) -> HTMLNode {
        table(["ecosystem", "name", "version", "latest", "libyears", "status", "sniff", "declared in"],
              dependencies.map { d in
                  [d.ecosystem, d.name, d.version, d.latest ?? "—", d.libyears.map { String(format: "%.1f", $0) } ?? "—", d.status,
                   d.sniff.map { "\($0.score)/\($0.max)" } ?? "—", "\(d.path):\(d.line)"]
              }, classes: dependencies.map { "status-\($0.status)" })
    }

    private func singletonTable(_ singletons: [SingletonEntry]) -> HTMLNode {
        table(["singleton", "files", "uses", "declared in"], singletons.map { s in
            [s.name + (s.system ? " (Apple)" : ""), String(s.files), String(s.uses), s.system ? "—" : "\(s.path):\(s.line)"]
        })
    }

    private func findingList(_ findings: [Finding], titles: [String: String], showPath: Bool) -> HTMLNode {
        .el("ul", [("class", "findings")], findings.map { finding in
            .el("li", [("class", "finding \(finding.severity.rawValue)"), ("data-severity", finding.severity.rawValue),
                       ("data-rule", finding.ruleId), ("data-path", finding.path)], [
                .el("span", [("class", "badge \(finding.severity.rawValue)")], text: finding.severity.rawValue),
                .el("code", [("class", "where")], text: (showPath ? finding.path + ":" : "") + "\(finding.line):\(finding.column)"),
                .text(" " + finding.message + " "),
                .el("span", [("class", "rule")], text: finding.ruleId),
            ] + (finding.snippet.isEmpty ? [] : [.el("pre", [], [.el("code", text: finding.snippet)])]))
        })
    }

    private func grouped(_ findings: [Finding], titles: [String: String]) -> [HTMLNode] {
        var byRule: [String: [Finding]] = [:]
        for finding in findings { byRule[finding.ruleId, default: []].append(finding) }
        return byRule.keys.sorted().map { rule in
            let list = byRule[rule] ?? []
            var byPath: [String: [Finding]] = [:]
            for finding in list { byPath[finding.path, default: []].append(finding) }
            return .el("details", [("class", "rule-group"), ("data-rule", rule), ("open", "")], [
                .el("summary", [], [.el("strong", text: rule), .text(" — \(titles[rule] ?? "") (\(list.count))")]),
            ] + byPath.keys.sorted().map { path in
                .el("div", [("class", "file"), ("data-path", path)], [.el("h3", text: path), findingList(byPath[path] ?? [], titles: titles, showPath: false)])
            })
        }
    }

    private func filters(_ report: Report) -> HTMLNode {
        let rulesUsed = Set(report.findings.map(\.ruleId)).sorted()
        return .el("form", [("id", "filters"), ("class", "filters"), ("hidden", "")], [
            .el("label", [], [.text("Severity "), .el("select", [("id", "f-severity")], [
                .el("option", [("value", "")], text: "all"), .el("option", [("value", "error")], text: "errors"),
                .el("option", [("value", "warning")], text: "warnings"), .el("option", [("value", "note")], text: "notes"),
            ])]),
            .el("label", [], [.text("Rule "), .el("select", [("id", "f-rule")], [.el("option", [("value", "")], text: "all")] + rulesUsed.map { .el("option", [("value", $0)], text: $0) })]),
            .el("label", [], [.text("Path "), .el("input", [("id", "f-path"), ("type", "search"), ("placeholder", "part of a path")])]),
            .el("span", [("id", "f-count"), ("class", "muted")], text: ""),
        ])
    }

    static let css = """
    :root{font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}
    body{margin:0 auto;max-width:1100px;padding:16px;line-height:1.45}
    header{display:flex;gap:20px;align-items:center;flex-wrap:wrap}
    h1{margin:0 0 4px;font-size:1.6em} h2{border-bottom:1px solid #d0d7de;padding-bottom:4px;margin-top:32px} h3{font-size:1em;margin:12px 0 4px}
    .muted{color:#656d76} .pass{color:#1a7f37} .fail{color:#cf222e}
    .gauges{display:flex;flex-wrap:wrap;gap:16px} .gauge-card{display:flex;flex-direction:column;align-items:center;width:110px;text-align:center;font-size:.9em}
    .badge{display:inline-block;min-width:56px;text-align:center;border-radius:10px;padding:0 6px;font-size:.8em;color:#fff;background:#656d76}
    .badge.error,.badge.fail{background:#cf222e} .badge.warning,.badge.warn{background:#9a6700} .badge.note{background:#0969da} .badge.pass{background:#1a7f37} .badge.na{background:#8c959f}
    ul.items,ul.findings{list-style:none;padding-left:0} ul.items>li,ul.findings>li{padding:4px 0;border-bottom:1px solid #eaeef2}
    ul.evidence{color:#656d76;font-size:.85em;margin:2px 0 0 64px}
    .rule{color:#656d76;font-size:.85em} code.where{margin:0 6px;color:#57606a}
    pre{background:#f6f8fa;padding:6px 8px;overflow-x:auto;margin:4px 0 0;font-size:.85em;white-space:pre-wrap;word-break:break-all}
    .scroll{overflow-x:auto} table{border-collapse:collapse;width:100%;font-size:.9em} th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #eaeef2}
    tr.status-deprecated td,tr.status-archived td{color:#cf222e} tr.status-stale td{color:#9a6700}
    .filters{display:flex;gap:12px;flex-wrap:wrap;margin:8px 0;position:sticky;top:0;background:#fff;padding:6px 0}
    details>summary{cursor:pointer;padding:4px 0}
    @media (max-width:600px){body{padding:8px} ul.evidence{margin-left:8px} .gauge-card{width:90px}}
    @media print{.filters,script{display:none} details{page-break-inside:avoid} a{color:inherit} body{max-width:none}}
    """

    static let script = """
    (function(){var f=document.getElementById('filters');if(!f)return;f.hidden=false;
    var s=document.getElementById('f-severity'),r=document.getElementById('f-rule'),p=document.getElementById('f-path'),c=document.getElementById('f-count');
    function apply(){var sv=s.value,rv=r.value,pv=p.value.toLowerCase(),n=0;
    document.querySelectorAll('.rule-group li.finding').forEach(function(li){var ok=(!sv||li.dataset.severity===sv)&&(!rv||li.dataset.rule===rv)&&(!pv||li.dataset.path.toLowerCase().indexOf(pv)>=0);li.hidden=!ok;if(ok)n++;});
    document.querySelectorAll('.rule-group .file').forEach(function(d){d.hidden=!d.querySelector('li.finding:not([hidden])');});
    document.querySelectorAll('.rule-group').forEach(function(g){g.hidden=!g.querySelector('li.finding:not([hidden])');});
    c.textContent=n+' shown';}
    [s,r].forEach(function(e){e.addEventListener('change',apply);});p.addEventListener('input',apply);apply();})();
    """
}
