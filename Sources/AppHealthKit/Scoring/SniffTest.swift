/// Oak City Labs' sniff test: seven questions about whether a technology is a safe long-term
/// bet, answered per dependency from the catalog and for the stack from the tree.
public enum SniffTest {
    public static let questions: [(id: String, title: String)] = [
        ("longevity", "How long has it been around?"),
        ("support", "Is support widely available?"),
        ("community", "Is the community active (recent releases)?"),
        ("cloud", "Do cloud services support it?"),
        ("hiring", "Is it easy to hire developers for it?"),
        ("trend", "Is it trending up rather than down?"),
        ("company", "Is it safe from a large company's shutdown decision?"),
    ]

    static func year(_ date: String?) -> Int? { date.flatMap { Int($0.prefix(4)) } }

    /// Releases in the two years up to the entry's snapshot (or the catalog's date) and in the
    /// two years before, from the dated versions the catalog holds.
    static func cadence(_ entry: LibraryCatalog.Entry, asOf: String) -> (recent: Int, before: Int, end: String)? {
        guard let releases = entry.releases, releases.count >= 2 else { return nil }
        let end = entry.as_of ?? asOf
        guard let endYear = year(end) else { return nil }
        let rest = end.dropFirst(4)
        let twoYears = "\(endYear - 2)\(rest)"
        let fourYears = "\(endYear - 4)\(rest)"
        let dates = releases.values
        return (dates.filter { $0 > twoYears && $0 <= end }.count, dates.filter { $0 > fourYears && $0 <= twoYears }.count, end)
    }

    /// Answers for one dependency; `nil` entry means the catalog knows nothing. `status` is the
    /// library's maintenance as `LibraryCatalog.status(of:)` decides it (the entry's own word when
    /// not given), so "support" and "community" answer from the same dates as the status column.
    public static func evaluate(_ entry: LibraryCatalog.Entry?, asOf: String, status: String? = nil) -> SniffResult {
        var answers: [String: SniffResult.Answer] = [:]
        let now = year(asOf) ?? 2026
        func set(_ id: String, _ status: SniffResult.Answer.Status, _ fact: String) { answers[id] = .init(status: status, fact: fact) }
        for question in questions { set(question.id, .unknown, "no catalog facts") }
        guard let entry else { return SniffResult(score: 0, max: 0, answers: answers) }
        let status = status ?? entry.status
        let dead = ["deprecated", "archived", "shutdown"].contains(status)
        let lastRelease = entry.latest_date ?? entry.last_release
        if let first = entry.first_release {
            set("longevity", now - first >= 5 ? .pass : .fail, "first released \(first)")
        }
        if dead {
            set("support", .fail, "\(status): \(entry.evidence ?? "no longer maintained")")
            set("trend", .fail, "\(status)\(entry.replacement.map { "; the ecosystem moved to \($0)" } ?? "")")
        } else if status == "stale" {
            set("support", .fail, "stale: " + (lastRelease.map { "no release since \($0)" } ?? entry.evidence ?? "no recent release"))
        } else if status == "active", let owner = entry.owner {
            set("support", .pass, "maintained by \(owner)")
        }
        if let trend = entry.trend, !dead {
            set("trend", trend == "up" ? .pass : .fail, "trending \(trend)")
        } else if !dead, let cadence = cadence(entry, asOf: asOf), cadence.recent + cadence.before > 0 {
            // Release cadence from the dated tags, relative to the snapshot they were read from.
            set("trend", cadence.recent >= cadence.before ? .pass : .fail,
                "\(cadence.recent) release\(cadence.recent == 1 ? "" : "s") in the two years to \(cadence.end), \(cadence.before) in the two before")
        }
        // Dates compared as dates: a release (or, for a library that dates none, a commit) within
        // the 24 months before the snapshot — the same window that makes a library stale.
        let snapshot = entry.as_of ?? asOf
        let last = lastRelease ?? (status == "stale" || dead ? nil : entry.last_activity)
        if let last, last.count >= 10, let snapshotYear = year(snapshot) {
            let cutoff = "\(snapshotYear - 2)\(snapshot.dropFirst(4))"
            let people = entry.contributors.map { ", \($0) contributors" } ?? ""
            let what = lastRelease != nil ? "last release" : "last commit"
            set("community", last >= cutoff && !dead && status != "stale" ? .pass : .fail, "\(what) \(last)\(people)")
        } else if status == "stale" || dead {
            set("community", .fail, entry.evidence ?? status)
        }
        if status == "shutdown" {
            set("company", .fail, "shut down: \(entry.evidence ?? "")")
        } else if let owner = entry.owner, status == "active" {
            set("company", .pass, "open source, maintained by \(owner)")
        }
        let answered = answers.values.filter { $0.status != .unknown }
        return SniffResult(score: answered.filter { $0.status == .pass }.count, max: answered.count, answers: answers)
    }
}
