@testable import AppHealthKit
import XCTest

final class AuditorTests: XCTestCase {
    private func json(_ root: URL, jobs: Int, configuration: Configuration = Configuration()) throws -> String {
        let result = Auditor().run(AuditRequest(root: root, configuration: configuration, jobs: jobs))
        return try JSONReporter().render(ReportBuilder().build(result, rootDisplay: "fixture"))
    }

    func testOutputIsIdenticalForAnyNumberOfJobs() throws {
        let fixture = Paths.fixture("InheritedAndroidApp")
        let one = try json(fixture, jobs: 1)
        XCTAssertEqual(try json(fixture, jobs: 4), one)
        XCTAssertEqual(try json(fixture, jobs: 2), one)
        XCTAssertEqual(try json(fixture, jobs: 4), one, "a second run gives the same bytes")
    }

    /// Large reports are encoded in slices on several threads and spliced: the bytes must be
    /// exactly those of one `JSONEncoder` pass, with any slice size and thread count.
    func testSlicedJSONIsTheSameDocument() throws {
        let result = Auditor().run(AuditRequest(root: Paths.fixture("InheritedAndroidApp"), jobs: 2))
        let report = ReportBuilder().build(result, rootDisplay: "fixture")
        XCTAssertGreaterThan(report.findings.count, 20)
        let whole = String(decoding: try JSONReporter.encoder().encode(report), as: UTF8.self) + "\n"
        for (slice, jobs) in [(1, 1), (3, 2), (7, 4), (report.findings.count - 1, 2)] {
            var reporter = JSONReporter(jobs: jobs)
            reporter.sliceSize = slice
            XCTAssertEqual(try reporter.render(report), whole, "slices of \(slice) on \(jobs) threads")
        }
        var empty = report
        empty.findings = []
        XCTAssertEqual(try JSONReporter().render(empty), String(decoding: try JSONReporter.encoder().encode(empty), as: UTF8.self) + "\n")
        // Written to a file piece by piece, as the CLI writes it: the same bytes.
        var reporter = JSONReporter(jobs: 2)
        reporter.sliceSize = 3
        let streamed = try reporter.renderText(report)
        XCTAssertTrue(streamed.isStreamed)
        XCTAssertFalse(try JSONReporter().renderText(report).isStreamed)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.json").path
        try ReportWriter.write(streamed, to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), whole)
    }

    /// Issue 21: the dependency table is written by `DependencyJSON`, spliced into what the encoder
    /// writes for the rest: absent optionals, escapes, every number shape, sniff answers, and the
    /// cases it leaves to the encoder (an answer key outside `a`–`z`, no answers, infinite libyears).
    func testDependenciesAreWrittenAsTheEncoderWritesThem() throws {
        let result = Auditor().run(AuditRequest(root: Paths.fixture("InheritedAndroidApp"), jobs: 2))
        var report = ReportBuilder().build(result, rootDisplay: "fixture")
        let sniff = SniffResult(score: 2, max: 5, answers: [
            "trend": .init(status: .unknown, fact: "no catalog facts"), "cloud": .init(status: .na, fact: "a \"client\" library\n\tø/😀"),
            "hiring": .init(status: .pass, fact: ""), "community": .init(status: .fail, fact: "\u{7F}\u{1}"),
        ])
        var entries: [DependencyEntry] = []
        for (index, libyears) in [nil, 0.0, -0.0, 7.6, 12.0, 0.1 + 0.2, 1e-5, 1e16, 123_456_789.0].enumerated() {
            var entry = DependencyEntry(ecosystem: index % 2 == 0 ? "gradle" : "cocoapods", name: "com.acme:lib\(index) \"x\" é",
                                        version: "1.\(index)", latest: index % 3 == 0 ? nil : "2.0", libyears: libyears,
                                        status: "active", sniff: index % 2 == 0 ? sniff : nil, path: "app/build.gradle\u{2028}", line: -index)
            entry.behind = index % 4 == 0 ? nil : "major"
            entry.majorsBehind = index % 5 == 0 ? nil : index
            entry.source = index % 3 == 1 ? "catalog" : nil
            entries.append(entry)
        }
        for variant in 0..<4 {
            var tried = entries
            switch variant {
            case 1: tried[0].sniff?.answers["Odd-Key"] = .init(status: .pass, fact: "x")
            case 2: tried[0].sniff?.answers = [:]
            case 3: tried[1].libyears = .infinity
            default: break
            }
            report.dependencies = tried
            XCTAssertEqual(DependencyJSON.canWrite(tried), variant == 0)
            guard variant != 3 else { continue }  // the encoder refuses an infinite number; so does the reporter
            let whole = String(decoding: try JSONReporter.encoder().encode(report), as: UTF8.self) + "\n"
            for slice in [1, 2_000] {
                var reporter = JSONReporter(jobs: 2)
                reporter.sliceSize = slice
                XCTAssertEqual(try reporter.render(report), whole, "variant \(variant), slices of \(slice)")
            }
        }
    }

    /// The sliced path writes findings itself (`FindingJSON`): every escape, optional field and
    /// non-ASCII text must come out as `JSONEncoder` writes it.
    func testSlicedJSONWritesEveryStringAsTheEncoderDoes() throws {
        let result = Auditor().run(AuditRequest(root: Paths.fixture("InheritedAndroidApp"), jobs: 2))
        var report = ReportBuilder().build(result, rootDisplay: "fixture")
        var controls = ""
        for value in 0..<0x20 { controls.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        let tricky = [
            controls, "say \"hi\" \\ back/slash", "\u{7F}DEL and é, 日本語, 😀, \u{2028}\u{2029}\u{FEFF}", "", "line\r\nbreak\ttab",
            "</script><!-- -->", "\u{85}\u{A0}",
        ]
        for index in report.findings.indices {
            let text = tricky[index % tricky.count]
            switch index % 4 {
            case 0: report.findings[index].message = text
            case 1: report.findings[index].snippet = text
            case 2:
                report.findings[index].repoPath = "repo/" + text
                report.findings[index].role = nil
            default:
                report.findings[index].help = text
                report.findings[index].fingerprint = text
                report.findings[index].path = text
                report.findings[index].line = -index
                report.findings[index].column = Int.max
            }
        }
        let whole = String(decoding: try JSONReporter.encoder().encode(report), as: UTF8.self) + "\n"
        for (slice, jobs) in [(1, 1), (2, 2), (5, 3)] {
            var reporter = JSONReporter(jobs: jobs)
            reporter.sliceSize = slice
            XCTAssertEqual(try reporter.render(report), whole, "slices of \(slice) on \(jobs) threads")
        }
    }

    func testCleanFixtureHasNoFindings() {
        let result = Auditor().run(AuditRequest(root: Paths.fixture("CleanAndroidApp")))
        XCTAssertEqual(result.findings, [])
        XCTAssertGreaterThan(result.tree.files.count, 10)
    }

    func testConfigurationDisablesOverridesAndExcludes() throws {
        let config = try ConfigurationLoader(descriptors: BuiltInRules.descriptors).load(yaml: """
            exclude: [legacy, "feature/**"]
            rules:
              android.layout-naming: {enabled: false}
              android.hardcoded-color: {severity: error}
              android.missing-density: {optional-densities: []}
            """, file: "test")
        let result = Auditor().run(AuditRequest(root: Paths.fixture("InheritedAndroidApp"), configuration: config))
        XCTAssertFalse(result.findings.contains { $0.ruleId == "android.layout-naming" })
        XCTAssertFalse(result.findings.contains { $0.path.hasPrefix("legacy/") || $0.path.hasPrefix("feature/") })
        let colors = result.findings.filter { $0.ruleId == "android.hardcoded-color" }
        XCTAssertFalse(colors.isEmpty)
        XCTAssertTrue(colors.allSatisfy { $0.severity == .error })
        XCTAssertFalse(result.findings.contains { $0.message.contains("banner_sale") }, "xxxhdpi no longer checked")
    }

    func testMalformedFilesDoNotStopTheRun() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/res/layout/activity_a.xml", "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\"><Button android:text=\"Go\"/></LinearLayout>")
        try tree.write("app/src/main/res/layout/activity_b.xml", "<LinearLayout><Button></LinearLayout>")
        try tree.write("app/src/main/res/layout/activity_c.xml", bytes: [0x00, 0xFF, 0xFE, 0x3C])
        try tree.write("app/src/main/res/values/strings.xml", bytes: Array("<resources><string name=\"a\">".utf8) + [0xFF, 0xFE] + Array("</string></resources>".utf8))
        try tree.write("app/src/main/res/drawable-hdpi/broken.png", bytes: [0x89, 0x50])
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(result.findings.filter { $0.ruleId == "parse-error" }.map(\.path), [
            "app/src/main/res/layout/activity_b.xml", "app/src/main/res/layout/activity_c.xml", "app/src/main/res/values/strings.xml",
        ])
        XCTAssertEqual(result.findings.filter { $0.ruleId == "android.hardcoded-text" }.count, 1)
    }

    /// The score's confidence names the manifests that did not parse (a layout that did not is
    /// no manifest), sorted, and says nothing of them when every manifest parsed.
    func testConfidenceNamesTheManifestsThatDidNotParse() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest><application></manifest>")
        try tree.write("app/build.gradle", "plugins { id 'com.android.application' }\nandroid { namespace 'com.acme' }\n")
        try tree.write("lib/src/main/AndroidManifest.xml", "<manifest><uses-sdk></manifest>")
        try tree.write("app/src/main/res/layout/activity_b.xml", "<LinearLayout><Button></LinearLayout>")
        let result = Auditor().run(AuditRequest(root: tree.root))
        let reasons = ReportBuilder().build(result, rootDisplay: "fixture").summary.confidence?.reasons ?? []
        XCTAssertTrue(reasons.contains("2 manifests could not be parsed: app/src/main/AndroidManifest.xml, lib/src/main/AndroidManifest.xml"), "\(reasons)")
        let parsed = try ScratchTree()
        try parsed.write("app/src/main/AndroidManifest.xml", "<manifest package=\"com.acme\"><application/></manifest>")
        try parsed.write("app/build.gradle", "plugins { id 'com.android.application' }\nandroid { namespace 'com.acme' }\n")
        try parsed.write("app/src/main/res/layout/activity_b.xml", "<LinearLayout><Button></LinearLayout>")
        let clean = Auditor().run(AuditRequest(root: parsed.root))
        XCTAssertFalse((ReportBuilder().build(clean, rootDisplay: "fixture").summary.confidence?.reasons ?? []).contains { $0.contains("could not be parsed") })
    }

    /// A stand-in for the code rules of later issues, proving the comment suppressions work end to end.
    private struct FlagEveryVarRule: ProjectRule {
        static let descriptor = RuleDescriptor(
            id: "test.every-var", title: "t", defaultSeverity: .warning, category: .architecture, summary: "s", rationale: "r",
            help: "h", triggeringExamples: [], nonTriggeringExamples: [])
        init(options: RuleOptions) {}
        func check(_ project: ProjectModel) -> [Finding] {
            project.tree.files.filter(\.kind.isCode).flatMap { file -> [Finding] in
                let text = SourceText(bytes: [UInt8](FileManager.default.contents(atPath: file.url.path) ?? Data()))
                return (1...text.lineCount).filter { text.line($0).hasPrefix("var ") }.map {
                    Self.descriptor.finding("var", path: file.path, at: SourceLocation(line: $0, column: 1))
                }
            }
        }
    }

    func testCodeSuppressionCommentsApplyToEveryRule() throws {
        let tree = try ScratchTree()
        try tree.write("Sources/App/State.swift", """
            // apphealth:disable:next test.every-var
            var a = 1
            var b = 2
            let s = "// apphealth:disable:next test.every-var"
            var c = 3
            """)
        try tree.write("app/src/main/java/State.kt", """
            /* apphealth:disable test.every-var */
            var a = 1
            // apphealth:enable test.every-var
            var b = 2
            """)
        let result = Auditor().run(AuditRequest(root: tree.root, onlyRules: [], extraRules: [FlagEveryVarRule(options: RuleOptions())]))
        XCTAssertEqual(result.findings.map { "\($0.path):\($0.line)" }, [
            "Sources/App/State.swift:3", "Sources/App/State.swift:5", "app/src/main/java/State.kt:4",
        ])
    }

    func testFingerprintsSurviveLinesAddedAbove() throws {
        let tree = try ScratchTree()
        let layout = "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<Button android:text=\"Go\"/>\n</LinearLayout>"
        try tree.write("app/src/main/res/layout/activity_a.xml", layout)
        let before = Auditor().run(AuditRequest(root: tree.root)).findings
        try tree.write("app/src/main/res/layout/activity_a.xml", layout.replacingOccurrences(of: "<Button", with: "<View/>\n\n<Button"))
        let after = Auditor().run(AuditRequest(root: tree.root)).findings
        XCTAssertEqual(before.map(\.fingerprint), after.map(\.fingerprint))
        XCTAssertNotEqual(before.map(\.line), after.map(\.line))
    }
}

/// The library's one entry point does what the CLI does, without the CLI.
final class AuditSessionTests: XCTestCase {
    func testSessionRendersEveryOutputFromOneRun() throws {
        var options = AuditOptions(path: Paths.fixture("InheritedAndroidApp").path)
        options.outputs = [ReportOutput(format: .json), ReportOutput(format: .sarif, path: "/tmp/unused.sarif")]
        options.jobs = 2
        let outcome = try AuditSession().run(options)
        XCTAssertFalse(outcome.passed)  // deprecated libraries are errors
        XCTAssertEqual(outcome.renderings.map(\.output.format), [.json, .sarif])
        XCTAssertEqual(try JSONReporter.decode(outcome.renderings[0].text).summary.score, outcome.report.summary.score)
        XCTAssertTrue(outcome.renderings[1].text.contains("\"version\" : \"2.1.0\"") || outcome.renderings[1].text.contains("\"version\": \"2.1.0\""))
    }

    /// The bundled data started before the session (as `main` starts it before parsing the
    /// arguments) gives the report the session's own reading gives, with one job (where the
    /// session reads it inline) or two.
    func testBundledDataStartedEarlyGivesTheSameReport() throws {
        for jobs in [2, 1] {
            var options = AuditOptions(path: Paths.fixture("InheritediOSApp").path)
            options.outputs = [ReportOutput(format: .json)]
            options.jobs = jobs
            options.gitInfo = false
            let own = try AuditSession().run(options).renderings[0].text
            let early = try AuditSession(bundledData: AuditSession.BundledData()).run(options).renderings[0].text
            XCTAssertEqual(early, own, "jobs \(jobs)")
            XCTAssertTrue(own.contains("\"source\" : \"catalog\""), "the catalog was read")
        }
    }

    func testSessionReportsUsageErrors() {
        var options = AuditOptions(path: "/no/such/folder")
        XCTAssertThrowsError(try AuditSession().run(options)) { XCTAssertTrue("\($0)".contains("is not a folder")) }
        options = AuditOptions(path: Paths.fixture("CleanAndroidApp").path)
        options.strictBaseline = true
        XCTAssertThrowsError(try AuditSession().run(options)) { XCTAssertTrue("\($0)".contains("--strict-baseline needs --baseline")) }
        options.strictBaseline = false
        options.outputs = [ReportOutput(format: .json, path: "a.json"), ReportOutput(format: .html, path: "./a.json")]
        XCTAssertThrowsError(try AuditSession().run(options)) { XCTAssertTrue("\($0)".contains("same file")) }
    }

    /// Issue 15: the `singletons` list separates reach from app code and from tests.
    func testSingletonReachSeparatesAppAndTests() throws {
        let tree = try ScratchTree()
        try tree.write("App/Store.swift", "final class Store {\n    static let shared = Store()\n    var items: [String] = []\n    private init() {}\n}\n")
        try tree.write("App/HomeView.swift", "import UIKit\nfinal class HomeView: UIView {\n    func load() { _ = Store.shared }\n}\n")
        try tree.write("AppTests/StoreTests.swift", "import XCTest\nfinal class StoreTests: XCTestCase {\n    func testA() { _ = Store.shared; _ = Store.shared }\n}\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        let store = try XCTUnwrap(result.singletons.first { $0.name == "Store" })
        XCTAssertEqual([store.files, store.uses], [1, 1])
        XCTAssertEqual([store.testFiles, store.testUses], [1, 2])
    }
}
