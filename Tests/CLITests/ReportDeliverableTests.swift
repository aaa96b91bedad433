import AppHealthKit
import Foundation
import XCTest

/// Issue 17: nothing to audit is an error; the text report says what matters first; every format
/// takes --min-severity; annotations stay within GitHub's limits; SARIF and JSON know where the
/// audited folder sits in its repository; fingerprints are unique per result.
final class ReportDeliverableTests: CLITestCase {
    private func scratch(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func write(_ text: String, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testAFolderWithNoProjectIsAnErrorUnlessAllowed() throws {
        let folder = try scratch("empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("# notes\n", "README.md", in: folder)
        let refused = try run(["audit", folder.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("no Android or iOS project found under \(folder.path)"), refused.stderr)
        let allowed = try run(["audit", folder.path, "--allow-empty", "--format", "json"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        let report = try JSONReporter.decode(allowed.stdout)
        XCTAssertEqual(report.summary.grade, "N/A", "an empty folder must not score")
        XCTAssertEqual(report.summary.score, 0)
        XCTAssertNotNil(report.summary.notScored)
        XCTAssertTrue(report.categories.isEmpty)
        XCTAssertEqual(report.project?.apps, [])
    }

    /// Loose Kotlin or Java (scripts, a tool's sources) is not a project; the same file in a
    /// Gradle `src/main/` source set is (a `where` that once held for Java only let every Kotlin
    /// file count).
    func testLooseKotlinIsNotAProjectButASourceSetIs() throws {
        let folder = try scratch("loose-kotlin")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("fun main() = println(\"hi\")\n", "notes/Gen.kt", in: folder)
        try write("class Tool\n", "Tool.java", in: folder)
        let refused = try run(["audit", folder.path])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        try write("class Home\n", "lib/src/main/java/com/acme/Home.kt", in: folder)
        let result = try run(["audit", folder.path, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try JSONReporter.decode(result.stdout).project?.builds, ["Gradle source set"])
    }

    func testASwiftPackageWithoutAnAppIsStillAProject() throws {
        let folder = try scratch("package")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n", "Package.swift", in: folder)
        try write("public struct Kit {}\n", "Sources/Kit/Kit.swift", in: folder)
        let result = try run(["audit", folder.path, "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try JSONReporter.decode(result.stdout)
        XCTAssertNil(report.summary.notScored)
        XCTAssertEqual(report.project?.builds, ["Swift package"])
        XCTAssertEqual(report.project?.apps, [])
        XCTAssertEqual(report.checklists.first { $0.id == "release-ios" }?.items.allSatisfy { $0.status == .na }, true)
    }

    func testTextOpensWithTheSummaryAndSummaryPrintsOnlyThat() throws {
        let full = try run(["audit", "Fixtures/InheritedAndroidApp", "--fail-on", "never"]).stdout
        let grade = try XCTUnwrap(full.range(of: "Grade F"))
        let risks = try XCTUnwrap(full.range(of: "Top risks:\n  1. "))
        let effort = try XCTUnwrap(full.range(of: "Effort: about "))
        let listing = try XCTUnwrap(full.range(of: "\napp/build.gradle\n"))
        XCTAssertLessThan(grade.lowerBound, risks.lowerBound)
        XCTAssertLessThan(risks.lowerBound, listing.lowerBound, "the summary comes before the per-file listing")
        XCTAssertLessThan(effort.lowerBound, listing.lowerBound)
        XCTAssertTrue(full.contains("Gate: passed (never fails on findings)"))
        let summary = try run(["audit", "Fixtures/InheritedAndroidApp", "--fail-on", "never", "--summary"]).stdout
        XCTAssertTrue(summary.contains("Top risks:"))
        XCTAssertTrue(summary.contains("11 errors:\n  app/build.gradle:7 "), summary)
        XCTAssertFalse(summary.contains("\napp/build.gradle\n"), "no per-file listing")
        XCTAssertFalse(summary.contains("Configuration:"))
    }

    func testMinSeverityFiltersEveryFormatButNotTheCounts() throws {
        for format in ReportFormat.allCases {
            let result = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", format.rawValue, "--fail-on", "never", "--min-severity", "error"])
            XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
            switch format {
            case .json: XCTAssertTrue(try JSONReporter.decode(result.stdout).findings.allSatisfy { $0.severity == .error })
            case .html: XCTAssertFalse(result.stdout.contains("data-severity=\"note\"") || result.stdout.contains("data-severity=\"warning\""))
            // JUnit lists every rule as a test case; only error failures remain.
            case .junit: XCTAssertFalse(result.stdout.contains("<failure type=\"note\"") || result.stdout.contains("<failure type=\"warning\""))
            default: XCTAssertFalse(result.stdout.contains("android.hardcoded-color"), "\(format) lists no notes")
            }
        }
        let json = try JSONReporter.decode(try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "json", "--fail-on", "never", "--min-severity", "warning"]).stdout)
        XCTAssertTrue(json.findings.allSatisfy { $0.severity >= .warning })
        XCTAssertGreaterThan(json.summary.findings.note, 0, "counts still see every finding")
        XCTAssertEqual(try run(["audit", "Fixtures/InheritedAndroidApp", "--min-severity", "fatal"]).status, 2)
    }

    func testGitHubAnnotationsPutErrorsFirstAndStayWithinTheLimit() throws {
        let lines = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "github", "--fail-on", "never"]).stdout.split(separator: "\n")
        let kinds = lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }
        XCTAssertEqual(kinds.first, "::error")
        XCTAssertEqual(kinds, kinds.sorted { ["::error": 0, "::warning": 1, "::notice": 2][$0]! < ["::error": 0, "::warning": 1, "::notice": 2][$1]! }, "errors, then warnings, then notices")
        for kind in ["::error", "::warning", "::notice"] { XCTAssertLessThanOrEqual(kinds.filter { $0 == kind }.count, 10, kind) }
        XCTAssertTrue(lines.contains { $0.contains("more findings of") }, "one summary annotation per rule past the limit")
    }

    func testSARIFOfAMonorepoSubfolderIsRelativeToTheRepository() throws {
        let repo = try scratch("monorepo")
        defer { try? FileManager.default.removeItem(at: repo) }
        let app = repo.appendingPathComponent("apps/shop")
        try FileManager.default.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Fixtures/InheritedAndroidApp"), to: app)
        let git = URL(fileURLWithPath: "/usr/bin/env")
        guard try run(["git", "init", "-q", repo.path], executable: git).status == 0 else { throw XCTSkip("git is not installed") }
        XCTAssertEqual(try run(["git", "-C", repo.path, "add", "."], executable: git).status, 0)
        XCTAssertEqual(try run(["git", "-C", repo.path, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "x"], executable: git).status, 0)
        let head = try run(["git", "-C", repo.path, "rev-parse", "HEAD"], executable: git).stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        let sarifPath = repo.appendingPathComponent("out.sarif").path
        let result = try run(["audit", app.path, "--format", "json", "--fail-on", "never", "--report", "sarif=\(sarifPath)"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try JSONReporter.decode(result.stdout)
        XCTAssertEqual(report.repoPath, "apps/shop")
        XCTAssertEqual(report.source?.commit, head, "HEAD read from .git without running git")
        XCTAssertNotNil(report.source?.date)
        XCTAssertEqual(report.projectName, "Acme Shop")
        for finding in report.findings {
            XCTAssertFalse(finding.path.hasPrefix("apps/"), "path stays relative to the audited folder")
            XCTAssertEqual(finding.repoPath, "apps/shop/" + finding.path)
        }
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarifPath))) as? [String: Any])
        let sarif = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((sarif["automationDetails"] as? [String: Any])?["id"] as? String, "apphealth/apps/shop/")
        XCTAssertNotNil((sarif["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"])
        let results = try XCTUnwrap(sarif["results"] as? [[String: Any]])
        let uris = results.compactMap { ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        XCTAssertEqual(uris.count, results.count)
        XCTAssertTrue(uris.allSatisfy { $0.hasPrefix("apps/shop/") }, uris.first ?? "")
        let rules = try XCTUnwrap(((sarif["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for rule in rules {
            let help = rule["help"] as? [String: Any]
            XCTAssertTrue((help?["markdown"] as? String)?.contains("## How to fix") ?? false, "\(rule["id"] ?? "")")
            XCTAssertTrue((rule["helpUri"] as? String)?.contains("#") ?? false)
        }
        // A baseline written for the subfolder carries repository paths and applies from the root.
        let baseline = repo.appendingPathComponent("baseline.json").path
        XCTAssertEqual(try run(["audit", app.path, "--fail-on", "never", "--write-baseline", baseline]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: baseline, encoding: .utf8).contains("\"repoPath\" : \"apps/shop/app/build.gradle\""))
        let fromRoot = try JSONReporter.decode(try run(["audit", repo.path, "--format", "json", "--fail-on", "never", "--baseline", baseline]).stdout)
        // (ios-asset-copied names the other image's path in its message, so it differs by root.)
        let left = fromRoot.findings.filter { $0.path.hasPrefix("apps/shop/") && $0.ruleId != "android.ios-asset-copied" }
        XCTAssertEqual(left, [], "every finding of the subfolder is baselined")
        XCTAssertEqual(fromRoot.summary.baselined, report.findings.filter { $0.ruleId != "android.ios-asset-copied" }.count)
        // --base-path moves the base; --no-git-info leaves the commit out.
        let based = try JSONReporter.decode(try run(["audit", app.path, "--format", "json", "--fail-on", "never", "--base-path", repo.appendingPathComponent("apps").path, "--no-git-info"]).stdout)
        XCTAssertEqual(based.repoPath, "shop")
        XCTAssertNil(based.source)
        XCTAssertEqual(try run(["audit", app.path, "--base-path", "/nonexistent/elsewhere"]).status, 2)
    }

    func testSARIFFingerprintsAreUniquePerResult() throws {
        let folder = try scratch("fingerprints")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("plugins { id 'com.android.application' }\nandroid { namespace 'com.acme.twins' }\n", "app/build.gradle", in: folder)
        try write("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:label=\"@string/app_name\"/></manifest>\n", "app/src/main/AndroidManifest.xml", in: folder)
        let twin = "    <TextView android:text=\"Buy now\" />\n"
        try write("<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">\n" + twin + twin + twin + "</LinearLayout>\n",
                  "app/src/main/res/layout/activity_main.xml", in: folder)
        let result = try run(["audit", folder.path, "--format", "sarif", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["apphealth/v2"] }
        XCTAssertEqual(fingerprints.count, results.count)
        XCTAssertEqual(Set(fingerprints).count, fingerprints.count, "unique per result: \(fingerprints)")
        let twins = results.filter { (($0["message"] as? [String: Any])?["text"] as? String)?.contains("Buy now") ?? false }
        XCTAssertEqual(twins.count, 3, "three identical findings in one file")
        let suffixes = twins.compactMap { ($0["partialFingerprints"] as? [String: String])?["apphealth/v2"]?.split(separator: ":").last.map(String.init) }
        XCTAssertEqual(suffixes.sorted(), ["1", "2", "3"], "content hash plus occurrence index")
    }
}
