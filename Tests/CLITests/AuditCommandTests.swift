import AppHealthKit
import Foundation
import XCTest

final class AuditCommandTests: CLITestCase {
    func testJSONReportMatchesGolden() throws {
        let result = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "json", "--no-progress", "--no-git-info"])
        XCTAssertEqual(result.status, 1, "deprecated libraries are errors, and --fail-on defaults to error")
        try assertGolden(result.stdout, named: "InheritedAndroidApp.json")
        let report = try JSONReporter.decode(result.stdout)
        XCTAssertEqual(report.schemaVersion, 1)
        XCTAssertEqual(report.root, "Fixtures/InheritedAndroidApp")
        // Every seeded defect is found; every trap stays silent.
        let ids = Set(report.findings.map(\.ruleId))
        // Kotlin objects and Java getInstance() singletons are counted like Swift's.
        XCTAssertEqual(report.singletons.filter { !$0.system }.map { "\($0.name) \($0.path) \($0.files)/\($0.uses)" }, [
            "ApiClient app/src/main/java/com/acme/shop/ApiClient.java 0/0",
            "SessionManager app/src/main/java/com/acme/shop/SessionManager.kt 1/1",
            "CheckoutTracker feature/checkout/src/main/java/com/acme/checkout/CheckoutTracker.java 0/0",
        ])
        XCTAssertEqual(ids, ["android.hardcoded-text", "android.hardcoded-color", "android.missing-density", "android.density-size-mismatch", "android.layout-naming", "android.unused-resource", "android.ios-asset-copied", "parse-error", "code.hardcoded-ui-string", "arch.singleton-declaration", "arch.singleton-access", "arch.global-mutable-state", "ios.unused-asset", "deps.deprecated-library", "deps.jcenter", "deps.unpinned-version", "deps.stale-library",
                                             "release.android.package-name", "release.android.target-sdk", "release.android.signing-secrets",
                                             "release.android.minify", "release.android.allow-backup", "release.android.launcher-label",
                                             "release.android.cleartext-traffic", "release.android.launcher-icons"])
        let texts = report.findings.map(\.message).joined(separator: "\n")
        for trap in ["Welcome, Jane", "Red running shoes", "product.name", "Generated copy", "Debug menu", "Free shipping", "Welcome back", "\"99+\"", "\"×\"", "DEBUG:", "debug", "PriceFormat", "\"Removed\""] {
            XCTAssertFalse(texts.contains(trap), "trap flagged: \(trap)")
        }
    }

    func testTextReportMatchesGoldenAndHasNoColorWhenPiped() throws {
        let result = try run(["audit", "Fixtures/InheritedAndroidApp"])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no ANSI codes when stdout is not a terminal")
        XCTAssertEqual(result.stderr, "", "no progress line when stderr is not a terminal")
        try assertGolden(result.stdout, named: "InheritedAndroidApp.txt")
    }

    func testIOSReportMatchesGoldenAndCountsSingletons() throws {
        let result = try run(["audit", "Fixtures/InheritediOSApp", "--format", "json", "--no-git-info"])
        XCTAssertEqual(result.status, 1, "AFNetworking and Fabric are errors")
        try assertGolden(result.stdout, named: "InheritediOSApp.json")
        let report = try JSONReporter.decode(result.stdout)
        let api = try XCTUnwrap(report.singletons.first { $0.name == "APIManager" })
        XCTAssertEqual(api.files, 3)
        XCTAssertEqual(api.uses, 3)
        XCTAssertFalse(api.system)
        XCTAssertEqual(api.path, "Shop/Managers/APIManager.swift")
        let defaults = try XCTUnwrap(report.singletons.first { $0.name == "UserDefaults.standard" })
        XCTAssertTrue(defaults.system)
        XCTAssertFalse(report.findings.contains { $0.message.contains("UserDefaults") }, "Apple singletons are counted, not flagged")
        XCTAssertFalse(report.singletons.contains { $0.name == "AppEnvironment" }, "static let current = Config.load() is not a singleton")
        let texts = report.findings.map(\.message).joined(separator: "\n")
        for trap in ["Old deals banner", "ProductList loaded", "fetching", "products.title", "cart.title", "debugResponses", "\"—\"", "Shop/Assets.xcassets/logo", "icon_cart"] {
            XCTAssertFalse(texts.contains(trap), "trap flagged: \(trap)")
        }
        XCTAssertEqual(Set(report.findings.map(\.ruleId)), [
            "code.hardcoded-ui-string", "arch.singleton-access", "ios.hardcoded-storyboard-text", "arch.singleton-declaration",
            "arch.global-mutable-state", "arch.massive-view-controller", "ios.missing-scale-asset", "ios.unused-asset",
            "deps.deprecated-library", "deps.stale-library", "deps.unpinned-version",
            "release.ios.usage-descriptions", "release.ios.ats", "release.ios.launch-screen", "release.ios.universal-links",
            "release.ios.privacy-manifest", "release.ios.no-uiwebview",
        ])
        // The Objective-C part: a dispatch_once singleton reached from Objective-C and Swift, a
        // controller over the method limit only with its category, hardcoded strings, a UIWebView,
        // an asset named only from a .m file.
        let objc = report.findings.filter { $0.path.hasPrefix("Shop/Legacy/") || $0.path == "Shop/Screens/StoresShortcut.swift" }
        XCTAssertEqual(objc.map { "\($0.ruleId) \($0.path):\($0.line)" }.sorted(), [
            "arch.global-mutable-state Shop/Legacy/LegacyAPIClient.m:4",
            "arch.massive-view-controller Shop/Legacy/StoreLocatorViewController.m:12",
            "arch.singleton-access Shop/Legacy/StoreLocatorViewController.m:24",
            "arch.singleton-access Shop/Screens/StoresShortcut.swift:6",
            "arch.singleton-declaration Shop/Legacy/LegacyAPIClient.m:8",
            "code.hardcoded-ui-string Shop/Legacy/StoreLocatorViewController.m:16",
            "code.hardcoded-ui-string Shop/Legacy/StoreLocatorViewController.m:17",
            "code.hardcoded-ui-string Shop/Legacy/StoreLocatorViewController.m:30",
            "code.hardcoded-ui-string Shop/Legacy/StoreLocatorViewController.m:31",
            "release.ios.no-uiwebview Shop/Legacy/StoreLocatorViewController.m:6",
        ])
        let legacy = try XCTUnwrap(report.singletons.first { $0.name == "LegacyAPIClient" })
        XCTAssertEqual([legacy.files, legacy.uses], [2, 2], "[LegacyAPIClient sharedClient] and Swift's LegacyAPIClient.shared()")
        XCTAssertFalse(texts.contains("store_pin"), "named only by [UIImage imageNamed:] in a .m file")
        XCTAssertFalse(texts.contains("Old header") || texts.contains("store-header") || texts.contains("Loaded %lu"), "comments, identifiers and NSLog are not UI strings")
        XCTAssertTrue(report.findings.contains { $0.ruleId == "release.ios.usage-descriptions" && $0.message.contains("CLLocationManager") })
        let afnetworking = try XCTUnwrap(report.dependencies.first { $0.name == "AFNetworking" })
        XCTAssertEqual(afnetworking.version, "3.2.1", "the lockfile's version wins over the requirement")
        XCTAssertEqual(afnetworking.status, "archived")
    }

    func testCleanIOSFixture() throws {
        let result = try run(["audit", "Fixtures/CleaniOSApp", "--format", "json", "--fail-on", "note"])
        XCTAssertEqual(result.status, 0, result.stdout)
        let report = try JSONReporter.decode(result.stdout)
        XCTAssertEqual(report.findings, [], "its Objective-C (constants, localized strings, a dispatch_once formatter cache) stays silent")
        XCTAssertEqual(report.summary.score, 100)
        XCTAssertFalse(report.singletons.contains { !$0.system })
    }

    func testCleanFixture() throws {
        let result = try run(["audit", "Fixtures/CleanAndroidApp", "--format", "json", "--fail-on", "note"])
        XCTAssertEqual(result.status, 0, result.stdout)
        let report = try JSONReporter.decode(result.stdout)
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.summary.grade, "A")
        XCTAssertTrue(report.summary.gate.passed)
    }

    func testJobsDoNotChangeTheOutput() throws {
        let one = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "json", "--jobs", "1"])
        let four = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "json", "--jobs", "4"])
        XCTAssertEqual(one.stdout, four.stdout)
    }

    func testFailOnSetsExitStatusOne() throws {
        let result = try run(["audit", "Fixtures/InheritedAndroidApp", "--fail-on", "warning", "--format", "json"])
        XCTAssertEqual(result.status, 1)
        let report = try JSONReporter.decode(result.stdout)
        XCTAssertFalse(report.summary.gate.passed)
        XCTAssertEqual(report.summary.gate.reasons.count, 1)
        XCTAssertTrue(report.summary.gate.reasons[0].contains("--fail-on warning"), report.summary.gate.reasons[0])
        XCTAssertEqual(try run(["audit", "Fixtures/CleanAndroidApp"]).status, 0)
        XCTAssertEqual(try run(["audit", "Fixtures/InheritedAndroidApp", "--fail-on", "never"]).status, 0)
        XCTAssertEqual(try run(["audit", "Fixtures/InheritedAndroidApp", "--fail-on", "note"]).status, 1)
    }

    func testOutputFile() throws {
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tree) }
        let out = tree.appendingPathComponent("report.json")
        let result = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "json", "-o", out.path, "--fail-on", "never"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        let written = try String(contentsOf: out, encoding: .utf8)
        XCTAssertEqual(try JSONReporter.decode(written).root, "Fixtures/InheritedAndroidApp")
    }

    func testUsageErrorsExitTwo() throws {
        let badFormat = try run(["audit", "Fixtures/CleanAndroidApp", "--format", "pdf"])
        XCTAssertEqual(badFormat.status, 2)
        XCTAssertTrue(badFormat.stderr.contains("'pdf' is invalid for '--format"), badFormat.stderr)
        XCTAssertTrue(badFormat.stderr.contains("markdown"), badFormat.stderr)
        let sameFile = try run(["audit", "Fixtures/CleanAndroidApp", "-o", "/tmp/apphealth-same.json", "--report", "sarif=/tmp/apphealth-same.json"])
        XCTAssertEqual(sameFile.status, 2)
        XCTAssertTrue(sameFile.stderr.contains("two outputs name the same file"), sameFile.stderr)
        for variable in ["APPHEALTH_MAVEN_URL", "APPHEALTH_GOOGLE_MAVEN_URL", "APPHEALTH_COCOAPODS_CDN_URL"] {
            let badMirror = try run(["audit", "Fixtures/CleanAndroidApp", "--online", "--cache-dir", NSTemporaryDirectory() + "apphealth-bad-mirror"],
                                    environment: [variable: ""])
            XCTAssertEqual(badMirror.status, 2, variable)
            XCTAssertTrue(badMirror.stderr.contains("\(variable) is not an http(s) URL"), badMirror.stderr)
        }
        XCTAssertEqual(try run(["audit", "Fixtures/CleanAndroidApp", "--no-such-flag"]).status, 2)
        XCTAssertEqual(try run(["audit", "Fixtures/CleanAndroidApp", "--fail-on", "fatal"]).status, 2)
        XCTAssertEqual(try run(["audit", "Fixtures/CleanAndroidApp", "--jobs", "0"]).status, 2)
        let missing = try run(["audit", "Fixtures/DoesNotExist"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("is not a folder"))
        XCTAssertEqual(try run(["audit", "Fixtures/CleanAndroidApp", "--config", "nope.yml"]).status, 2)
    }

    func testBadConfigurationExitsTwoWithPosition() throws {
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try Data("plugins { id 'com.android.application' }\n".utf8).write(to: tree.appendingPathComponent("build.gradle"))  // a project to audit
        defer { try? FileManager.default.removeItem(at: tree) }
        try Data("rules:\n  android.hardcoded-text:\n    severity: loud\n".utf8).write(to: tree.appendingPathComponent(".apphealth.yml"))
        let result = try run(["audit", "."], cwd: tree)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, ".apphealth.yml:3:15: error: 'severity' must be one of error, warning, note\n")

        try Data("exclude: [unclosed\n".utf8).write(to: tree.appendingPathComponent(".apphealth.yml"))
        let yaml = try run(["audit", "."], cwd: tree)
        XCTAssertEqual(yaml.status, 2)
        XCTAssertTrue(yaml.stderr.hasPrefix(".apphealth.yml:2:1: error: invalid YAML"), yaml.stderr)

        try Data("colour: red\nrules:\n  android.layout-naming: false\n".utf8).write(to: tree.appendingPathComponent(".apphealth.yml"))
        let warned = try run(["audit", "."], cwd: tree)
        XCTAssertEqual(warned.status, 0)
        XCTAssertTrue(warned.stderr.contains(".apphealth.yml:1:1: warning: unknown key 'colour'"), warned.stderr)
        XCTAssertEqual(try run(["audit", ".", "--quiet"], cwd: tree).stderr, "")
    }

    func testConfigFoundUpwardFromThePath() throws {
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-cli-\(UUID().uuidString)")
        let app = tree.appendingPathComponent("android/app/src/main/res/layout")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tree) }
        try Data("<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\" android:background=\"#FFF\"/>".utf8)
            .write(to: app.appendingPathComponent("activity_a.xml"))
        try Data("rules:\n  android.hardcoded-color: {severity: error}\n".utf8).write(to: tree.appendingPathComponent(".apphealth.yml"))
        try FileManager.default.createDirectory(at: tree.appendingPathComponent(".git"), withIntermediateDirectories: true)  // the repository's root
        let result = try run(["audit", "android"], cwd: tree)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("error   Hardcoded color #FFF"), result.stdout)
    }
}

/// Runs the binary under a pseudo-terminal (util-linux `script`) to check terminal-only behaviour.
final class TerminalTests: CLITestCase {
    private func underTerminal(_ command: String, environment: [String: String] = [:]) throws -> String {
        let binary = Self.binary.path
        let result = try run(["-qc", "\(binary) \(command)", "/dev/null"], environment: environment, executable: URL(fileURLWithPath: "/usr/bin/script"))
        return result.stdout
    }

    func testColorAndProgressOnlyOnATerminal() throws {
        let colored = try underTerminal("audit Fixtures/InheritedAndroidApp", environment: ["NO_COLOR": ""])  // the test runner may set it
        XCTAssertTrue(colored.contains("\u{1B}[33mwarning"), "warnings are yellow on a terminal: \(colored.prefix(300).debugDescription)")
        XCTAssertTrue(colored.contains("Auditing "), "progress line on a terminal's stderr")
        let noColor = try underTerminal("audit Fixtures/InheritedAndroidApp", environment: ["NO_COLOR": "1"])
        XCTAssertFalse(noColor.contains("\u{1B}[33m"), "NO_COLOR turns colour off")
        let quiet = try underTerminal("audit Fixtures/InheritedAndroidApp --no-progress")
        XCTAssertFalse(quiet.contains("Auditing "), "--no-progress hides the progress line")
    }
}

final class ScoreGateTests: CLITestCase {
    func testMinScoreFailsTheGate() throws {
        let low = try run(["audit", "Fixtures/InheritediOSApp", "--fail-on", "never", "--min-score", "90", "--format", "json"])
        XCTAssertEqual(low.status, 1)
        let report = try JSONReporter.decode(low.stdout)
        XCTAssertTrue(report.summary.gate.reasons.contains { $0.contains("below --min-score 90") }, report.summary.gate.reasons.joined())
        XCTAssertEqual(try run(["audit", "Fixtures/CleaniOSApp", "--min-score", "90"]).status, 0)
        XCTAssertEqual(try run(["audit", "Fixtures/CleaniOSApp", "--min-score", "101"]).status, 2)
    }

    func testChecklistsCommandListsEveryItem() throws {
        let result = try run(["checklists"])
        XCTAssertEqual(result.status, 0)
        for id in ["code-review", "qa", "release-android", "release-ios", "sniff-test", "signing-secrets", "usage-descriptions"] {
            XCTAssertTrue(result.stdout.contains(id), id)
        }
    }
}
