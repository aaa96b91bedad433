@testable import AppHealthKit
import XCTest

final class SniffTestTests: XCTestCase {
    func testDependencyAnswersComeFromCatalogFacts() throws {
        let catalog = try LibraryCatalog.bundled()
        let okhttp = try XCTUnwrap(catalog.entries.first { $0.id == "okhttp" })
        let active = SniffTest.evaluate(okhttp, asOf: "2026-11-22")
        XCTAssertEqual(active.answers["community"]?.status, .pass)
        XCTAssertEqual(active.answers["support"]?.status, .pass)
        // 365 contributors: widely known; a client library needs no cloud service (not a pass).
        XCTAssertEqual(active.answers["hiring"]?.status, .pass)
        XCTAssertEqual(active.answers["cloud"]?.status, .na)
        XCTAssertEqual(active.answers["company"]?.status, .pass)
        XCTAssertEqual(active.score, active.answers.values.filter { $0.status == .pass }.count)
        XCTAssertEqual(active.max, active.answers.values.filter { $0.status == .pass || $0.status == .fail }.count)

        let fabric = try XCTUnwrap(catalog.entries.first { $0.id == "fabric-crashlytics" })
        let dead = SniffTest.evaluate(fabric, asOf: "2026-11-22")
        XCTAssertEqual(dead.answers["company"]?.status, .fail)
        XCTAssertEqual(dead.answers["support"]?.status, .fail)
        XCTAssertEqual(dead.score, 0)

        let unknown = SniffTest.evaluate(nil, asOf: "2026-11-22")
        XCTAssertEqual(unknown.max, 0, "no facts, no answers: nothing is guessed")
    }

    /// Issue 16, item 12: a large company is a risk for its cloud services' SDKs (Google shut
    /// down Fabric and Dynamic Links) and a strength for its platform libraries; every question is
    /// answered for almost every known library (cloud is `na` for a client library).
    func testCompanyAndCloudAnswersTellServicesFromPlatformLibraries() throws {
        let catalog = try LibraryCatalog.bundled()
        func answers(_ id: String) throws -> [String: SniffResult.Answer] {
            let entry = try XCTUnwrap(catalog.entries.first { $0.id == id }, id)
            return SniffTest.evaluate(entry, asOf: catalog.asOf, status: catalog.status(of: entry)).answers
        }
        let services = catalog.entries.filter { SniffTest.isServiceSDK($0) && SniffTest.largeCompany($0.owner ?? "") != nil && catalog.status(of: $0) == "active" }
        XCTAssertFalse(services.isEmpty, "the catalog knows active SDKs of large companies' services")
        for service in services {
            let result = SniffTest.evaluate(service, asOf: catalog.asOf, status: catalog.status(of: service)).answers
            XCTAssertEqual(result["company"]?.status, .fail, service.id)
            XCTAssertEqual(result["cloud"]?.status, .pass, service.id)
        }
        XCTAssertEqual(try answers("okhttp")["cloud"]?.status, .na)
        let platform = catalog.entries.filter { !SniffTest.isServiceSDK($0) && SniffTest.largeCompany($0.owner ?? "") != nil && catalog.status(of: $0) == "active" }
        XCTAssertFalse(platform.isEmpty)
        for library in platform {
            XCTAssertEqual(SniffTest.evaluate(library, asOf: catalog.asOf, status: "active").answers["company"]?.status, .pass, library.id)
        }
        // Coverage: questions answered (pass, fail or na) over every entry.
        var answered = 0, asked = 0
        for entry in catalog.entries {
            let result = SniffTest.evaluate(entry, asOf: catalog.asOf, status: catalog.status(of: entry))
            asked += SniffTest.questions.count
            answered += result.answers.values.filter { $0.status != .unknown }.count
        }
        XCTAssertGreaterThanOrEqual(Double(answered) / Double(asked), 0.9, "\(answered) of \(asked) answers")
    }

    /// Issue 16, item 12: "support" and "community" never contradict each other or the status
    /// column — over every entry of the catalog, with the status the report shows.
    func testAnswersAgreeWithEachOtherAndWithTheStatusForEveryEntry() throws {
        let catalog = try LibraryCatalog.bundled()
        var problems: [String] = []
        for entry in catalog.entries {
            let status = catalog.status(of: entry)
            let answers = SniffTest.evaluate(entry, asOf: catalog.asOf, status: status).answers
            let support = answers["support"]?.status, community = answers["community"]?.status
            if support == .pass, community == .fail { problems.append("\(entry.id): support passes, community fails") }
            if status != "active", support == .pass { problems.append("\(entry.id): \(status) but support passes") }
            if status == "active", community == .fail { problems.append("\(entry.id): active but community fails") }
            if answers["trend"]?.status == .pass, community == .fail || status != "active" {
                problems.append("\(entry.id): \(status), community \(community.map { "\($0)" } ?? "-") but trend passes")
            }
        }
        XCTAssertEqual(problems, [])
        // A library whose last release is more than 24 months before its snapshot: stale, and both answers say so.
        var old = try XCTUnwrap(catalog.entries.first { $0.id == "okhttp" })
        old.latest_date = "2021-05-01"
        old.as_of = "2026-06-01"
        XCTAssertEqual(catalog.status(of: old), "stale")
        let answers = SniffTest.evaluate(old, asOf: catalog.asOf, status: catalog.status(of: old)).answers
        XCTAssertEqual(answers["support"]?.status, .fail)
        XCTAssertEqual(answers["community"]?.status, .fail)
        XCTAssertEqual(answers["community"]?.fact.hasPrefix("last release 2021-05-01"), true)
    }

    /// Issue 16, item 10: one rule, judged at the catalog's date — libraries whose facts come from
    /// a 2024 snapshot but whose last known release is more than 24 months before the catalog
    /// are stale today, with every answer saying so.
    func testLibrariesWithoutARecentKnownReleaseAreStaleToday() throws {
        let catalog = try LibraryCatalog.bundled()
        for id in ["keychainaccess", "moya", "snapkit", "xlpagertabstrip", "svprogresshud", "rxandroid3"] {
            let entry = try XCTUnwrap(catalog.entries.first { $0.id == id }, id)
            let status = catalog.status(of: entry)
            XCTAssertEqual(status, "stale", id)
            let answers = SniffTest.evaluate(entry, asOf: catalog.asOf, status: status).answers
            XCTAssertEqual(answers["support"]?.status, .fail, id)
            XCTAssertEqual(answers["community"]?.status, .fail, id)
            XCTAssertNotEqual(answers["trend"]?.status, .pass, id)
        }
    }

    func testTrendComesFromReleaseCadenceAroundTheSnapshot() throws {
        let catalog = try LibraryCatalog.bundled()
        var entry = try XCTUnwrap(catalog.entries.first { $0.id == "okhttp" })
        entry.trend = nil
        entry.as_of = "2026-01-01"
        entry.commits_last_year = nil
        entry.commits_year_before = nil
        entry.releases = ["1.0.0": "2021-06-01", "1.1.0": "2022-06-01", "1.2.0": "2023-06-01", "2.0.0": "2025-06-01"]
        var answer = SniffTest.evaluate(entry, asOf: "2026-11-22").answers["trend"]
        XCTAssertEqual(answer?.status, .fail)
        XCTAssertEqual(answer?.fact, "1 release in the two years to 2026-01-01, 2 in the two before")
        entry.releases?["2.1.0"] = "2025-09-01"
        answer = SniffTest.evaluate(entry, asOf: "2026-11-22").answers["trend"]
        XCTAssertEqual(answer?.status, .pass)
    }

    /// Issue 16, item 12: the trend reads release cadence and commit activity over comparable
    /// windows; both falling fails, both rising passes, a disagreement follows the maintenance
    /// (a stale library never passes).
    func testTrendComesFromReleasesAndCommitsTogether() throws {
        let catalog = try LibraryCatalog.bundled()
        var entry = try XCTUnwrap(catalog.entries.first { $0.id == "okhttp" })
        entry.trend = nil
        entry.as_of = "2026-01-01"
        entry.releases = ["1.0.0": "2021-06-01", "1.1.0": "2022-06-01", "1.2.0": "2023-06-01", "2.0.0": "2025-06-01", "2.1.0": "2025-09-01"]
        entry.latest = "2.1.0"
        entry.latest_date = "2025-09-01"
        // Releases steady (2 and 2), commits steady (90 against 100: at least three quarters).
        entry.commits_last_year = 90
        entry.commits_year_before = 100
        var answer = SniffTest.evaluate(entry, asOf: "2026-11-22", status: "active").answers["trend"]
        XCTAssertEqual(answer?.status, .pass)
        XCTAssertEqual(answer?.fact, "2 releases in the two years to 2026-01-01, 2 in the two before; 90 commits in the twelve months to 2026-01-01, 100 in the twelve before")
        // Releases steady, commits down to a third: mixed, and the library is maintained.
        entry.commits_last_year = 30
        answer = SniffTest.evaluate(entry, asOf: "2026-11-22", status: "active").answers["trend"]
        XCTAssertEqual(answer?.status, .pass)
        XCTAssertEqual(answer?.fact.hasSuffix("mixed, and released within 24 months"), true)
        // Both falling.
        entry.releases?["2.1.0"] = nil
        entry.latest = "2.0.0"
        entry.latest_date = "2025-06-01"
        answer = SniffTest.evaluate(entry, asOf: "2026-11-22", status: "active").answers["trend"]
        XCTAssertEqual(answer?.status, .fail)
        // Commits rising, but no release for 24 months: stale, so the trend cannot pass.
        entry.releases = ["1.0.0": "2021-06-01", "1.1.0": "2022-06-01"]
        entry.latest = "1.1.0"
        entry.latest_date = "2022-06-01"
        entry.commits_last_year = 200
        let stale = SniffTest.evaluate(entry, asOf: "2026-11-22", status: "stale").answers
        XCTAssertEqual(stale["trend"]?.status, .fail)
        XCTAssertEqual(stale["trend"]?.fact.hasSuffix("no release for 24 months"), true)
        XCTAssertEqual(stale["community"]?.status, .fail)
        // Commit counts alone (a library with fewer than two dated releases) still answer.
        entry.releases = nil
        entry.commits_last_year = 0
        entry.commits_year_before = 0
        XCTAssertEqual(SniffTest.evaluate(entry, asOf: "2026-11-22", status: "active").answers["trend"]?.status, .fail)
        entry.status = "deprecated"
        XCTAssertEqual(SniffTest.evaluate(entry, asOf: "2026-11-22").answers["trend"]?.fact.hasPrefix("deprecated"), true)
    }

    func testStackDetection() throws {
        let tree = try ScratchTree()
        try tree.write("app/pubspec.yaml", "name: app")
        try tree.write("rn/package.json", "{}")
        try tree.write("rn/ios/App/AppDelegate.m", "")
        try tree.write("rn/android/app/src/main/java/Main.java", "class Main {}")
        try tree.write("hybrid/config.xml", "<widget/>")
        try tree.write("hybrid/www/index.html", "<html/>")
        let detected = StackSniff.detect(FileDiscovery().discover(root: tree.root))
        XCTAssertEqual(Set(detected.keys), ["flutter", "react-native", "cordova", "objective-c", "java"])
        let result = StackSniff.checklist(tree: FileDiscovery().discover(root: tree.root), dependencies: [], catalog: try LibraryCatalog.bundled())
        XCTAssertEqual(result.items.first { $0.id == "support" }?.status, .fail, "Cordova's vendor ended PhoneGap")
        XCTAssertEqual(result.items.first { $0.id == "community" }?.status, .na)
        // The audit hands the sniff test the path roles the project model already worked out
        // (issue 21: they were computed twice); the checklist is the one made from the tree alone.
        for jobs in [1, 2] {
            let audit = Auditor().run(AuditRequest(root: tree.root, jobs: jobs))
            let sniff = try XCTUnwrap(audit.checklists.first { $0.id == result.id })
            let alone = StackSniff.checklist(tree: audit.tree, dependencies: audit.dependencies, catalog: try LibraryCatalog.bundled())
            XCTAssertEqual(sniff.items.map { "\($0.id) \($0.status) \($0.evidence)" }, alone.items.map { "\($0.id) \($0.status) \($0.evidence)" })
        }
    }
}
