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
        let end = entry.as_of ?? asOf
        guard let endYear = year(end) else { return nil }
        let rest = end.dropFirst(4)
        let twoYears = "\(endYear - 2)\(rest)"
        let fourYears = "\(endYear - 4)\(rest)"
        var (dated, recent, before) = (0, 0, 0)
        _ = entry.firstRelease { _, date in
            dated += 1
            if date > twoYears && date <= end { recent += 1 }
            if date > fourYears && date <= twoYears { before += 1 }
            return false
        }
        return dated >= 2 ? (recent, before, end) : nil
    }

    /// Commits in the twelve months to the snapshot and in the twelve before, when the catalog
    /// counted them.
    static func commitWindows(_ entry: LibraryCatalog.Entry) -> (recent: Int, before: Int)? {
        guard let recent = entry.commits_last_year, let before = entry.commits_year_before else { return nil }
        return (recent, before)
    }

    /// The trend from both signals the catalog holds, over comparable windows: releases in the
    /// two years to the snapshot against the two before, and commits in the twelve months to the
    /// snapshot against the twelve before (steady when at least three quarters of the year before).
    /// Both rising or steady passes, both falling fails; when they disagree the library's own
    /// maintenance decides, and a stale library (no release for 24 months) never passes, so the
    /// trend cannot contradict the support and community answers. `nil` without either signal.
    static func trend(_ entry: LibraryCatalog.Entry, asOf: String, stale: Bool) -> (pass: Bool, fact: String)? {
        var signals: [(up: Bool, text: String)] = []
        if let cadence = cadence(entry, asOf: asOf), cadence.recent + cadence.before > 0 {
            signals.append((cadence.recent >= cadence.before,
                            "\(cadence.recent) release\(cadence.recent == 1 ? "" : "s") in the two years to \(cadence.end), \(cadence.before) in the two before"))
        }
        if let commits = commitWindows(entry) {
            signals.append((commits.recent * 4 >= commits.before * 3 && commits.recent > 0,
                            "\(commits.recent) commit\(commits.recent == 1 ? "" : "s") in the twelve months to \(entry.as_of ?? asOf), \(commits.before) in the twelve before"))
        }
        guard !signals.isEmpty else { return nil }
        let text = signals.map(\.text).joined(separator: "; ")
        let ups = signals.filter(\.up).count
        if stale {
            return (false, "\(text); no release for 24 months")
        }
        if ups == signals.count { return (true, text) }
        if ups == 0 { return (false, text) }
        return (true, "\(text): mixed, and released within 24 months")
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
        } else if !dead, let answer = trend(entry, asOf: asOf, stale: status == "stale") {
            set("trend", answer.pass ? .pass : .fail, answer.fact)
        } else if !dead, let last = lastRelease, last.count >= 10, let snapshotYear = year(LibraryCatalog.judgedAt(entry, catalogAsOf: asOf)) {
            // Too few dated releases and no commit counts: a release within the year before the
            // date the library is judged at is not a declining library; none for two years is.
            let snapshot = LibraryCatalog.judgedAt(entry, catalogAsOf: asOf)
            if last >= "\(snapshotYear - 1)\(snapshot.dropFirst(4))" {
                set("trend", .pass, "released \(last), within a year of \(snapshot)")
            } else if last < "\(snapshotYear - 2)\(snapshot.dropFirst(4))" {
                set("trend", .fail, "no release since \(last)")
            }
        }
        // Dates compared as dates: a release (or, for a library that dates none, a commit) within
        // the 24 months before the snapshot — the same window that makes a library stale.
        let snapshot = LibraryCatalog.judgedAt(entry, catalogAsOf: asOf)
        let last = lastRelease ?? (status == "stale" || dead ? nil : entry.last_activity)
        if let last, last.count >= 10, let snapshotYear = year(snapshot) {
            let cutoff = "\(snapshotYear - 2)\(snapshot.dropFirst(4))"
            let people = entry.contributors.map { ", \($0) contributors" } ?? ""
            let what = lastRelease != nil ? "last release" : "last commit"
            // Facts read from a snapshot more than a year older than the judgement say so.
            let read = entry.as_of.flatMap { taken in year(taken).map { $0 < snapshotYear - 1 || ($0 == snapshotYear - 1 && taken < "\(snapshotYear - 1)\(snapshot.dropFirst(4))") ? " (snapshot of \(taken))" : "" } } ?? ""
            set("community", last >= cutoff && !dead && status != "stale" ? .pass : .fail, "\(what) \(last)\(people)\(read)")
        } else if status == "stale" || dead {
            set("community", .fail, entry.evidence ?? status)
        }
        let service = isServiceSDK(entry)
        let large = entry.owner.flatMap(largeCompany)
        if status == "shutdown" {
            set("company", .fail, "shut down: \(entry.evidence ?? "")")
        } else if service, let large {
            // Owners shut services down (Parse, Fabric, Firebase Dynamic Links): the app depends
            // on a product decision it cannot influence.
            set("company", .fail, "SDK of a \(large) cloud service: \(large) decides how long the service runs")
        } else if let large {
            set("company", .pass, "platform library of \(large): the platform depends on it")
        } else if let owner = entry.owner {
            set("company", .pass, status == "active" ? "open source, maintained by \(owner); no large company can end it"
                : "owned by \(owner), not a large company: no product decision can end it")
        }
        // Cloud: a service's SDK is as good as its service; a client library needs none.
        if service {
            if dead || status == "stale" {
                set("cloud", .fail, "\(status): the SDK of \(entry.owner ?? "its service") is no longer kept up")
            } else {
                set("cloud", .pass, "the SDK of \(entry.owner ?? "its service")'s cloud service, maintained")
            }
        } else {
            set("cloud", .na, "a client library: it runs in the app and needs no cloud service")
        }
        // Hiring: developers who already know it — a wide community and years of use.
        if dead {
            set("hiring", .fail, "\(status): developers are moving \(entry.replacement.map { "to \($0)" } ?? "off it")")
        } else if let people = entry.contributors, people >= 30 {
            set("hiring", .pass, "\(people) contributors: widely known")
        } else if let people = entry.contributors {
            set("hiring", .fail, "\(people) contributors: few developers know it")
        } else if let first = entry.first_release, now - first >= 5, large != nil || status == "active" {
            set("hiring", .pass, "in use since \(first)\(large.map { ", from \($0)" } ?? "")")
        }
        let answered = answers.values.filter { $0.status == .pass || $0.status == .fail }
        return SniffResult(score: answered.filter { $0.status == .pass }.count, max: answered.count, answers: answers)
    }

    /// Large companies whose product decisions can end a service an app depends on, from an
    /// entry's owner ("Google", "Google (Firebase)", "Meta", "Microsoft", …).
    static func largeCompany(_ owner: String) -> String? {
        let companies = ["Google", "Firebase", "Microsoft", "Meta", "Facebook", "Amazon", "AWS", "Apple", "Twitter", "Adobe", "Salesforce", "Yahoo", "Oracle", "IBM"]
        let words = owner.split { !$0.isLetter }.map(String.init)
        guard !owner.lowercased().hasPrefix("community") else { return nil }
        return companies.first { words.contains($0) }.map { $0 == "Firebase" ? "Google" : $0 == "Facebook" ? "Meta" : $0 == "AWS" ? "Amazon" : $0 }
    }

    /// An SDK of a hosted service (backend, analytics, crash reporting, ads, payments, push,
    /// sign-in, maps): its Maven group or its pod/package name is the service's.
    static func isServiceSDK(_ entry: LibraryCatalog.Entry) -> Bool {
        let groups = ["com.google.firebase", "com.google.android.gms", "com.crashlytics", "io.fabric", "com.parse", "com.microsoft.appcenter",
                      "net.hockeyapp", "com.amplifyframework", "com.amazonaws", "io.sentry", "com.bugsnag", "com.instabug", "com.mixpanel",
                      "com.amplitude", "com.segment", "com.onesignal", "com.appboy", "com.braze", "com.facebook.android", "com.stripe",
                      "com.braintreepayments", "com.revenuecat", "com.adjust", "com.appsflyer", "io.branch", "io.intercom", "com.zendesk",
                      "com.pusher", "com.twilio", "com.datadoghq", "com.newrelic", "com.mapbox", "com.google.android.libraries.places",
                      "com.google.maps"]
        let prefixes = ["firebase", "crashlytics", "fabric", "parse", "appcenter", "hockeysdk", "hockeyapp", "amplify", "aws", "sentry",
                        "bugsnag", "instabug", "mixpanel", "amplitude", "segment", "onesignal", "braze", "appboy", "fbsdk", "facebook",
                        "googlesignin", "google-signin", "googlemaps", "googleplaces", "google-mobile-ads", "googlemobileads", "stripe",
                        "braintree", "revenuecat", "purchases", "adjust", "appsflyer", "branch", "intercom", "zendesk", "pusher", "twilio",
                        "datadog", "newrelic", "mapbox"]
        let coordinates = entry.coordinates
        if (coordinates.maven ?? []).contains(where: { coordinate in groups.contains { coordinate.hasPrefix($0 + ":") || coordinate.hasPrefix($0 + ".") } }) {
            return true
        }
        let names = (coordinates.cocoapods ?? []) + (coordinates.swiftpm ?? []) + (coordinates.carthage ?? []).map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        return names.contains { name in prefixes.contains { name.lowercased().hasPrefix($0) } }
    }
}
