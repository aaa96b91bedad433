import AppHealthKit
import Foundation
import XCTest

final class HTMLReportTests: CLITestCase {
    func testHTMLMatchesGolden() throws {
        let result = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "html", "--fail-on", "never", "--no-git-info"])
        XCTAssertEqual(result.status, 0)
        try assertGolden(result.stdout, named: "InheritedAndroidApp.html")
        for reference in ["src=\"http", "href=\"http", "url(http", "@import", "<link"] {
            XCTAssertFalse(result.stdout.contains(reference), "self-contained: no \(reference)")
        }
    }

    /// Renders the report in headless Chromium (Debian's `chromium`): checks the DOM after the
    /// script ran (project name, score, one row per library, sorting, no sideways overflow on a
    /// 412 px phone, no console errors) and saves screenshots under the build folder: desktop,
    /// phone, and the print layout (PDF, turned into PNG pages when `pdftoppm` is installed).
    func testReportRendersInARealBrowser() throws {
        let browsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        guard let browser = browsers.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("No Chromium installed (.ci/run installs Debian's chromium); the browser test needs one.")
        }
        let chromium = URL(fileURLWithPath: browser)
        let folder = Self.packageRoot.appendingPathComponent(".build/apphealth-browser-test")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let html = folder.appendingPathComponent("InheritedAndroidApp.html")
        let json = folder.appendingPathComponent("InheritedAndroidApp.json")
        XCTAssertEqual(try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "html", "-o", html.path, "--report", "json=\(json.path)", "--fail-on", "never"]).status, 0)
        let report = try JSONReporter.decode(try String(contentsOf: json, encoding: .utf8))

        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--enable-logging=stderr", "--v=0", "--hide-scrollbars"]
        let dom = try run(common + ["--virtual-time-budget=2000", "--dump-dom", html.absoluteString], executable: chromium)
        XCTAssertTrue(dom.stdout.contains("<h1 id=\"project-name\">Acme Shop</h1>"), "the app's display name from the manifest")
        XCTAssertTrue(dom.stdout.contains("aria-label=\"score \(report.summary.score)\""), "the score number")
        XCTAssertTrue(dom.stdout.contains("Grade \(report.summary.grade) · score \(report.summary.score) of 100"), "grade and score in the DOM")
        XCTAssertTrue(dom.stdout.contains("(threshold: never fails on findings)"), "the gate names its threshold")
        XCTAssertTrue(dom.stdout.contains("\(report.findings.count) shown"), "the filter script counted every finding")
        let findingItems = dom.stdout.components(separatedBy: "<li class=\"finding ").count - 1
        XCTAssertEqual(findingItems, report.findings.count + min(20, report.findings.count), "all findings plus the worst 20")
        XCTAssertFalse(dom.stderr.contains("Uncaught"), "no JavaScript errors: \(dom.stderr.suffix(500))")

        // One row per library; sorting by name, status and libyears; no overflow at 412 px.
        let libraries = Set(report.dependencies.map { "\($0.ecosystem)|\($0.name)" }).count
        XCTAssertLessThanOrEqual(libraries, report.dependencies.count)
        // Headless Chromium's window is at least 500 px wide: the phone is a 412 px iframe (its
        // own viewport, so the report's media queries see 412 px) holding the report as srcdoc.
        let probe = """
        <script>function probe(){var f=document.getElementById('phone'),w=f.contentWindow,d=f.contentDocument,r={};
        r.width=w.innerWidth;r.scroll=d.documentElement.scrollWidth;r.rows=d.querySelectorAll('#deps tbody tr').length;
        var wide=[];d.querySelectorAll('body *').forEach(function(e){var b=e.getBoundingClientRect();if(b.width>0&&b.right>w.innerWidth+1)wide.push(e.tagName+'.'+e.className+' '+Math.round(b.right));});r.wide=wide.slice(0,5);
        function order(k){return Array.prototype.map.call(d.querySelectorAll('#deps tbody tr'),function(t){return t.dataset[k];});}
        function click(k){d.querySelector('#deps th[data-sort='+k+'] button').click();}
        click('name');r.nameAsc=order('name');click('name');r.nameDesc=order('name');
        click('libyears');r.libyearsAsc=order('libyears');click('status');r.statusAsc=order('status');
        document.body.setAttribute('data-probe',JSON.stringify(r));}</script>
        """
        let report412 = try String(contentsOf: html, encoding: .utf8)
        let srcdoc = report412.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        let probed = folder.appendingPathComponent("phone.html")
        try Data(("<!DOCTYPE html><html><body style=\"margin:0\">" + probe + "<iframe id=\"phone\" onload=\"probe()\" style=\"width:412px;height:2400px;border:0\" srcdoc=\"" + srcdoc + "\"></iframe></body></html>").utf8).write(to: probed)
        let phone = try run(common + ["--window-size=500,2400", "--virtual-time-budget=3000", "--dump-dom", probed.absoluteString], executable: chromium)
        let attribute = try XCTUnwrap(phone.stdout.range(of: "data-probe=\"").map { phone.stdout[$0.upperBound...].prefix { $0 != "\"" } }, phone.stderr.suffix(300).description)
        let decoded = attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(decoded.utf8)) as? [String: Any])
        XCTAssertEqual(result["rows"] as? Int, libraries, "one row per library")
        let names = try XCTUnwrap(result["nameAsc"] as? [String])
        XCTAssertEqual(names, names.sorted(), "sorted by name")
        XCTAssertEqual(result["nameDesc"] as? [String], names.sorted().reversed(), "and back")
        let libyears = try XCTUnwrap(result["libyearsAsc"] as? [String]).compactMap(Double.init)
        XCTAssertEqual(libyears, libyears.sorted(), "sorted by libyears")
        let statuses = try XCTUnwrap(result["statusAsc"] as? [String]).compactMap(Int.init)
        XCTAssertEqual(statuses, statuses.sorted(), "sorted by status, worst first")
        XCTAssertEqual(result["width"] as? Int, 412)
        XCTAssertLessThanOrEqual(result["scroll"] as? Int ?? .max, 412, "no horizontal overflow at 412 px: \(result["wide"] ?? "")")
        XCTAssertEqual((result["wide"] as? [String])?.isEmpty, true, "nothing sticks out: \(result["wide"] ?? "")")

        let desktop = folder.appendingPathComponent("InheritedAndroidApp-desktop.png")
        let phoneShot = folder.appendingPathComponent("InheritedAndroidApp-phone.png")
        let pdf = folder.appendingPathComponent("InheritedAndroidApp.pdf")
        _ = try run(common + ["--window-size=1200,2400", "--screenshot=\(desktop.path)", html.absoluteString], executable: chromium)
        _ = try run(common + ["--window-size=500,2400", "--virtual-time-budget=3000", "--screenshot=\(phoneShot.path)", probed.absoluteString], executable: chromium)
        _ = try run(common + ["--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)", html.absoluteString], executable: chromium)
        for file in [desktop, phoneShot, pdf] { XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "saved \(file.path)") }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm") {
            let pages = folder.appendingPathComponent("InheritedAndroidApp-print")
            _ = try run(["-png", "-r", "60", "-f", "1", "-l", "3", pdf.path, pages.path], executable: URL(fileURLWithPath: "/usr/bin/pdftoppm"))
        }
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
