import AppHealthKit
import Foundation
import XCTest

final class HTMLReportTests: CLITestCase {
    func testHTMLMatchesGolden() throws {
        let result = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "html", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0)
        try assertGolden(result.stdout, named: "InheritedAndroidApp.html")
        for reference in ["src=\"http", "href=\"http", "url(http", "@import", "<link"] {
            XCTAssertFalse(result.stdout.contains(reference), "self-contained: no \(reference)")
        }
    }

    /// Renders the report in headless Chromium (Debian's `chromium`), checks the DOM after the
    /// script ran, the absence of console errors, and saves a screenshot under the build folder.
    func testReportRendersInARealBrowser() throws {
        let browsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        guard let browser = browsers.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("No Chromium installed (.ci/run installs Debian's chromium); the browser test needs one.")
        }
        let folder = Self.packageRoot.appendingPathComponent(".build/apphealth-browser-test")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let html = folder.appendingPathComponent("InheritedAndroidApp.html")
        let json = folder.appendingPathComponent("InheritedAndroidApp.json")
        XCTAssertEqual(try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "html", "-o", html.path, "--report", "json=\(json.path)", "--fail-on", "never"]).status, 0)
        let report = try JSONReporter.decode(try String(contentsOf: json, encoding: .utf8))

        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--enable-logging=stderr", "--v=0"]
        let dom = try run(common + ["--virtual-time-budget=2000", "--dump-dom", html.absoluteString], executable: URL(fileURLWithPath: browser))
        XCTAssertTrue(dom.stdout.contains("App health: grade \(report.summary.grade)"), "grade in the DOM")
        XCTAssertTrue(dom.stdout.contains("\(report.findings.count) shown"), "the filter script counted every finding")
        let findingItems = dom.stdout.components(separatedBy: "<li class=\"finding ").count - 1
        XCTAssertEqual(findingItems, report.findings.count + min(20, report.findings.count), "all findings plus the worst 20")
        XCTAssertFalse(dom.stderr.contains("Uncaught"), "no JavaScript errors: \(dom.stderr.suffix(500))")

        let screenshot = folder.appendingPathComponent("InheritedAndroidApp.png")
        _ = try run(common + ["--window-size=1200,1800", "--screenshot=\(screenshot.path)", html.absoluteString], executable: URL(fileURLWithPath: browser))
        XCTAssertTrue(FileManager.default.fileExists(atPath: screenshot.path), "screenshot saved at \(screenshot.path)")
    }
}

final class HTMLEscapingTests: XCTestCase {
    func testEveryValueIsEscaped() {
        let hostile = "<script>alert(\"x\")</script> & 'q'"
        let finding = Finding(ruleId: "android.hardcoded-text", severity: .error, category: .localization, message: hostile,
                              path: "res/<b>\"a\"&'.xml", line: 1, column: 1, snippet: hostile)
        let summary = Summary(files: 1, findings: SeverityCounts([finding]), score: 50, grade: "F",
                              gate: GateResult(passed: false, reasons: [hostile]), libyears: 0)
        let report = Report(root: hostile, summary: summary, categories: [CategoryScore(id: "localization", title: hostile, score: 50)],
                            checklists: [ChecklistResult(id: "qa", title: hostile, score: 0, items: [
                                ChecklistItemResult(id: "x", title: hostile, status: .fail, evidence: [hostile])])],
                            dependencies: [DependencyEntry(ecosystem: "maven", name: hostile, version: hostile, latest: nil, libyears: nil,
                                                           status: "unknown", path: hostile, line: 1)],
                            singletons: [SingletonEntry(name: hostile, path: hostile, line: 1, files: 1, uses: 1, system: false)],
                            findings: [finding])
        let html = HTMLReporter(rules: []).render(report)
        XCTAssertEqual(html.components(separatedBy: "<script>").count - 1, 1, "only the report's own script tag")
        XCTAssertFalse(html.contains("<b>"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;"))
        XCTAssertTrue(html.contains("res/&lt;b&gt;&quot;a&quot;&amp;&#39;.xml"))
    }
}

/// `-o` must never replace a device or FIFO with a regular file (an atomic rename over
/// `/dev/null` run as root destroys it — seen during benchmarking and fixed).
final class OutputTargetTests: CLITestCase {
    func testWritingToAFIFOKeepsTheFIFO() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("report.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = ReceivedData()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            // Opening a FIFO for reading blocks until the writer opens it; then read to EOF.
            received.data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            done.signal()
        }
        let result = try run(["audit", "Fixtures/CleanAndroidApp", "--format", "json", "-o", fifo])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success, "the reader got the report through the FIFO")
        XCTAssertTrue(String(decoding: received.data, as: UTF8.self).contains("\"schemaVersion\" : 1"))
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO, not replaced by a regular file")
    }
}

private final class ReceivedData: @unchecked Sendable {
    var data = Data()
}
