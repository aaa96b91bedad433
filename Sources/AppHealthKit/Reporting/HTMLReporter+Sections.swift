import Foundation

// MARK: - Dependencies, findings and the rule reference

extension HTMLReporter {
    /// One library as the report shows it: its declarations (one per module) folded into a row.
    struct LibraryRow {
        var ecosystem: String
        var name: String
        var versions: [String]
        var latest: String?
        var libyears: Double?
        var status: String
        var behind: String?
        var sniff: SniffResult?
        var modules: [String]

        /// Worst first when sorting by status.
        var statusRank: Int {
            ["shutdown": 0, "archived": 1, "deprecated": 2, "stale": 3, "unknown": 4, "active": 5][status] ?? 4
        }
    }

    static func libraries(_ dependencies: [DependencyEntry]) -> [LibraryRow] {
        var rows: [String: LibraryRow] = [:]
        var order: [String] = []
        for entry in dependencies {
            let key = "\(entry.ecosystem)|\(entry.name)"
            let module = "\(entry.path):\(entry.line)"
            if var row = rows[key] {
                if !row.versions.contains(entry.version) { row.versions.append(entry.version) }
                if !row.modules.contains(module) { row.modules.append(module) }
                row.libyears = [row.libyears, entry.libyears].compactMap { $0 }.max()
                if row.statusRank > LibraryRow(ecosystem: "", name: "", versions: [], status: entry.status, modules: []).statusRank { row.status = entry.status }
                row.latest = row.latest ?? entry.latest
                row.behind = row.behind ?? entry.behind
                rows[key] = row
            } else {
                order.append(key)
                rows[key] = LibraryRow(ecosystem: entry.ecosystem, name: entry.name, versions: [entry.version], latest: entry.latest,
                                       libyears: entry.libyears, status: entry.status, behind: entry.behind, sniff: entry.sniff, modules: [module])
            }
        }
        return order.compactMap { rows[$0] }.sorted { ($0.statusRank, $0.name) < ($1.statusRank, $1.name) }
    }

    func dependencySection(_ report: Report) -> [HTMLNode] {
        let rows = Self.libraries(report.dependencies)
        guard !rows.isEmpty else { return [.el("p", [("class", "muted")], text: "No dependencies declared.")] }
        let unknown = rows.filter { $0.status == "unknown" }.count
        let share = Int((Double(unknown) / Double(rows.count) * 100).rounded())
        var nodes: [HTMLNode] = [
            .el("p", [("id", "coverage")], text: "\(Plural.count(rows.count, "library")) (\(Plural.count(report.dependencies.count, "declaration"))): \(rows.count - unknown) known to the catalog, \(unknown) unknown (\(share) %)"
                + String(format: "; %.1f libyears in all.", report.summary.libyears)),
        ]
        for sentence in report.summary.unresolvedDependencies ?? [] { nodes.append(.el("p", [("class", "warn-text")], text: sentence)) }
        let headers: [(String, String?)] = [("Library", "name"), ("Versions", nil), ("Latest", nil), ("Libyears", "libyears"), ("Status", "status"),
                                            ("Sniff", nil), ("Declared in", nil)]
        nodes.append(.el("table", [("id", "deps"), ("class", "cards sortable")], [
            .el("thead", [], [.el("tr", [], headers.map { title, key in
                guard let key else { return .el("th", text: title) }
                return .el("th", [("data-sort", key)], [.el("button", [("type", "button")], text: title)])
            })]),
            .el("tbody", [], rows.map { row in
                .el("tr", [("class", "status-\(row.status)"), ("data-name", row.name.lowercased()), ("data-status", String(row.statusRank)),
                           ("data-libyears", row.libyears.map { String(format: "%.2f", $0) } ?? "-1")], [
                    .el("td", [("data-label", "Library")], [.el("strong", text: row.name), .el("span", [("class", "muted")], text: " " + row.ecosystem)]),
                    .el("td", [("data-label", "Versions")], text: row.versions.joined(separator: ", ")),
                    .el("td", [("data-label", "Latest")], text: (row.latest ?? "—") + (row.behind.map { $0 == "none" || $0 == "unknown" ? "" : " (\($0) behind)" } ?? "")),
                    .el("td", [("data-label", "Libyears")], text: row.libyears.map { String(format: "%.1f", $0) } ?? "—"),
                    .el("td", [("data-label", "Status")], [.el("span", [("class", "badge status \(row.status)")], text: row.status)]),
                    .el("td", [("data-label", "Sniff")], text: row.sniff.map { "\($0.score)/\($0.max)" } ?? "—"),
                    .el("td", [("data-label", "Declared in")], modules(row.modules)),
                ])
            }),
        ]))
        return nodes
    }

    /// Where a library is declared: every place, the first four shown and the rest folded away.
    func modules(_ places: [String]) -> [HTMLNode] {
        let shown = places.prefix(4).joined(separator: ", ")
        guard places.count > 4 else { return [.el("span", [("class", "modules")], text: shown)] }
        return [.el("span", [("class", "modules")], text: shown), .el("details", [("class", "modules")], [
            .el("summary", text: "and \(places.count - 4) more"),
            .el("span", text: places.dropFirst(4).joined(separator: ", ")),
        ])]
    }

    func findingList(_ findings: [Finding], showPath: Bool) -> HTMLNode {
        .el("ul", [("class", "findings")], findings.map { finding in
            .el("li", [("class", "finding \(finding.severity.rawValue)"), ("data-severity", finding.severity.rawValue),
                       ("data-rule", finding.ruleId), ("data-path", finding.path)], [
                .el("span", [("class", "badge \(finding.severity.rawValue)")], text: finding.severity.rawValue),
                .el("code", [("class", "where")], text: (showPath ? finding.path + ":" : "") + "\(finding.line):\(finding.column)"),
                .text(" " + finding.message + " "),
                .el("a", [("class", "rule"), ("href", "#rule-" + RuleDocumentation.anchor(finding.ruleId))], text: finding.ruleId),
            ] + (finding.snippet.isEmpty ? [] : [.el("pre", [], [.el("code", text: finding.snippet)])]))
        })
    }

    /// Findings by rule (most important rule first), each a collapsible group with how to fix
    /// and platform advice, then by file.
    func grouped(_ findings: [Finding]) -> [HTMLNode] {
        var byRule: [String: [Finding]] = [:]
        var order: [String] = []
        for finding in Impact.ranked(findings) {
            if byRule[finding.ruleId] == nil { order.append(finding.ruleId) }
            byRule[finding.ruleId, default: []].append(finding)
        }
        let descriptors = self.descriptors
        return order.map { rule in
            let list = byRule[rule] ?? []
            var byPath: [String: [Finding]] = [:]
            for finding in list { byPath[finding.path, default: []].append(finding) }
            let descriptor = descriptors[rule]
            var help: [HTMLNode] = []
            if let text = descriptor?.help ?? list.first?.help, !text.isEmpty {
                help.append(.el("p", [("class", "how")], [.el("strong", text: "How to fix: "), .text(text + " "),
                                                          .el("a", [("href", "#rule-" + RuleDocumentation.anchor(rule))], text: "Rule reference")]))
            }
            let platforms = Set(list.compactMap { PlatformHelp.advice(rule: rule, path: $0.path)?.platform })
            for advice in PlatformHelp.all(rule: rule) where platforms.contains(advice.platform) {
                help.append(.el("p", [("class", "how")], [.el("strong", text: advice.platform.title + ": "), .text(advice.text)]))
            }
            let severity = list.first?.severity.rawValue ?? "note"
            return .el("details", [("class", "rule-group"), ("data-rule", rule)], [
                .el("summary", [], [
                    .el("span", [("class", "badge \(severity)")], text: severity),
                    .text(" "), .el("strong", text: rule), .text(" — \(descriptor?.title ?? "") (\(list.count))"),
                ]),
            ] + help + byPath.keys.sorted().map { path in
                .el("div", [("class", "file"), ("data-path", path)], [.el("h3", text: path), findingList(byPath[path] ?? [], showPath: false)])
            })
        }
    }

    func filters(_ report: Report) -> HTMLNode {
        let rulesUsed = Set(report.findings.map(\.ruleId)).sorted()
        return .el("form", [("id", "filters"), ("class", "filters"), ("hidden", "")], [
            .el("label", [], [.text("Severity "), .el("select", [("id", "f-severity")], [
                .el("option", [("value", "")], text: "all"), .el("option", [("value", "error")], text: "errors"),
                .el("option", [("value", "warning")], text: "warnings"), .el("option", [("value", "note")], text: "notes"),
            ])]),
            .el("label", [], [.text("Rule "), .el("select", [("id", "f-rule")], [.el("option", [("value", "")], text: "all")] + rulesUsed.map { .el("option", [("value", $0)], text: $0) })]),
            .el("label", [], [.text("Path "), .el("input", [("id", "f-path"), ("type", "search"), ("placeholder", "part of a path")])]),
            .el("button", [("type", "button"), ("id", "f-expand")], text: "Expand all"),
            .el("span", [("id", "f-count"), ("class", "muted")], text: ""),
        ])
    }

    /// Every rule's documentation in the file, so links work offline and in print.
    func ruleReference(_ report: Report) -> [HTMLNode] {
        let used = Set(report.findings.map(\.ruleId))
        let ordered = rules.sorted { (used.contains($0.id) ? 0 : 1, $0.id) < (used.contains($1.id) ? 0 : 1, $1.id) }
        return [.el("p", [("class", "muted")], text: "Rules with findings in this report come first.")] + ordered.map { rule in
            var children: [HTMLNode] = [
                .el("h3", [], [.el("code", text: rule.id), .text(" — " + rule.title)]),
                .el("p", [("class", "muted")], text: "Default severity \(rule.defaultSeverity.rawValue) · category \(rule.category.title)"),
                .el("p", [], [.el("strong", text: "What it does: "), .text(rule.summary)]),
                .el("p", [], [.el("strong", text: "Why it matters: "), .text(rule.rationale)]),
                .el("p", [], [.el("strong", text: "How to fix: "), .text(rule.help)]),
            ]
            for advice in PlatformHelp.all(rule: rule.id) {
                children.append(.el("p", [], [.el("strong", text: advice.platform.title + ": "), .text(advice.text)]))
            }
            return .el("article", [("id", "rule-" + RuleDocumentation.anchor(rule.id)), ("class", "rule-doc")], children)
        }
    }
}
