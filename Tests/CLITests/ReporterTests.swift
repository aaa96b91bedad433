import AppHealthKit
import Foundation
import XCTest

/// Every reporter has a golden file; SARIF is validated against the official 2.1.0 schema.
final class ReporterTests: CLITestCase {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func testSeveralReportsFromOneRunMatchTheirGoldens() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("report.sarif").path
        let markdown = folder.appendingPathComponent("report.md").path
        let result = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "github", "--fail-on", "never",
                              "--report", "sarif=\(sarif)", "--report", "markdown=\(markdown)"])
        XCTAssertEqual(result.status, 0, result.stderr)
        try assertGolden(result.stdout, named: "InheritedAndroidApp.github.txt")
        try assertGolden(try String(contentsOfFile: sarif, encoding: .utf8), named: "InheritedAndroidApp.sarif")
        try assertGolden(try String(contentsOfFile: markdown, encoding: .utf8), named: "InheritedAndroidApp.md")
    }

    func testSARIFValidatesAgainstTheSchemaAndCodeScanningLimits() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("report.sarif")
        XCTAssertEqual(try run(["audit", "Fixtures/InheritediOSApp", "--format", "sarif", "--fail-on", "never", "-o", sarif.path]).status, 0)
        let schema = Self.packageRoot.appendingPathComponent("Tests/CLITests/Schemas/sarif-schema-2.1.0.json").path
        let script = "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')"
        let validation = try run(["python3", "-c", script, sarif.path, schema], executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(validation.stdout, "valid\n", validation.stderr)
        // GitHub code scanning: relative URIs, stable rule ids, well under 10 MB.
        let data = try Data(contentsOf: sarif)
        XCTAssertLessThan(data.count, 10 << 20)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        for result in results {
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let artifact = location?["artifactLocation"] as? [String: Any]
            let uri = try XCTUnwrap(artifact?["uri"] as? String)
            XCTAssertFalse(uri.hasPrefix("/") || uri.contains("://"), uri)
            XCTAssertEqual(artifact?["uriBaseId"] as? String, "%SRCROOT%")
            XCTAssertNotNil((result["partialFingerprints"] as? [String: String])?["apphealth/v2"])
        }
    }

    func testBadReportOptionIsAUsageError() throws {
        let result = try run(["audit", "Fixtures/CleanAndroidApp", "--report", "pdf=out.pdf"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--report takes FORMAT=FILE"), result.stderr)
    }
}

/// Hostile text in messages and paths must not break annotations or tables.
final class ReporterEscapingTests: XCTestCase {
    private func report(path: String, message: String) -> Report {
        let finding = Finding(ruleId: "android.hardcoded-text", severity: .warning, category: .localization, message: message, path: path, line: 3, column: 7)
        let summary = Summary(files: 1, findings: SeverityCounts([finding]), score: 90, grade: "A",
                              gate: GateResult(passed: true, reasons: []), libyears: 0)
        return Report(root: ".", summary: summary, categories: [], findings: [finding])
    }

    func testGitHubCommandsEscapeDataAndProperties() {
        let text = GitHubReporter().render(report(path: "res/a,b:c.xml", message: "100% <script>\nnext line"))
        XCTAssertEqual(text, "::warning file=res/a%2Cb%3Ac.xml,line=3,col=7,title=android.hardcoded-text::100%25 <script>%0Anext line\n")
    }

    func testMarkdownCellsCannotBreakTheTableOrInjectHTML() {
        let text = MarkdownReporter().render(report(path: "a|b.xml", message: "<script>alert('x')</script> | \"q\" & `c`"))
        XCTAssertTrue(text.contains("| warning | `android.hardcoded-text` | `a\\|b.xml:3` | &lt;script&gt;alert('x')&lt;/script&gt; \\| \"q\" & 'c' |"), text)
        XCTAssertFalse(text.contains("<script>"))
    }
}

final class SuppressedAndCompareTests: CLITestCase {
    func testIncludeSuppressedCarriesSilencedFindingsAsSARIFSuppressions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-suppressed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("r.sarif").path
        let json = folder.appendingPathComponent("r.json").path
        let result = try run(["audit", "Fixtures/InheritedAndroidApp", "--include-suppressed", "--fail-on", "never",
                              "--format", "sarif", "-o", sarif, "--report", "json=\(json)"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try JSONReporter.decode(try String(contentsOfFile: json, encoding: .utf8))
        let suppressed = try XCTUnwrap(report.suppressedFindings)
        XCTAssertTrue(suppressed.contains { $0.message.contains("DEBUG: removed") }, "the // apphealth:disable:next toast")
        // (The `.DebugActivity`'s "Debug menu" label, also under `tools:ignore`, is a developer screen: never reported.)
        XCTAssertTrue(suppressed.contains { $0.message.contains("Free shipping") }, "the tools:ignore text of productdetail.xml")
        XCTAssertFalse(suppressed.contains { $0.message.contains("Debug menu") }, "a developer activity's label")
        let text = try String(contentsOfFile: sarif, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "\"kind\" : \"inSource\"").count - 1, suppressed.count)
        let schema = Self.packageRoot.appendingPathComponent("Tests/CLITests/Schemas/sarif-schema-2.1.0.json").path
        let script = "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')"
        XCTAssertEqual(try run(["python3", "-c", script, sarif, schema], executable: URL(fileURLWithPath: "/usr/bin/env")).stdout, "valid\n")
        // Without the flag the JSON stays as before.
        let plain = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "json", "--fail-on", "never"])
        XCTAssertFalse(plain.stdout.contains("suppressedFindings"))
    }

    func testCompareShowsTheScoreChangeAndOnlyNewFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("old.json").path
        XCTAssertEqual(try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "json", "--fail-on", "never", "-o", old]).status, 0)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: old))) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        let score = try XCTUnwrap(summary["score"] as? Int)
        let findings = try XCTUnwrap(report["findings"] as? [Any]).count
        let same = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "markdown", "--fail-on", "never", "--compare", old])
        XCTAssertTrue(same.stdout.contains("— was F (\(score)), +0"), same.stdout.prefix(200).description)
        XCTAssertTrue(same.stdout.contains("### No new findings"))
        let clean = folder.appendingPathComponent("clean.json").path
        XCTAssertEqual(try run(["audit", "Fixtures/CleanAndroidApp", "--format", "json", "-o", clean]).status, 0)
        let all = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "markdown", "--fail-on", "never", "--compare", clean])
        XCTAssertTrue(all.stdout.contains("— was A (100), −\(100 - score)"), all.stdout.prefix(200).description)
        XCTAssertTrue(all.stdout.contains("### New findings (\(findings))"))
        XCTAssertEqual(try run(["audit", "Fixtures/CleanAndroidApp", "--compare", "Package.swift"]).status, 2)
    }
}
