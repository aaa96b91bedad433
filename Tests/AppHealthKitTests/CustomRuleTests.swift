@testable import AppHealthKit
import Foundation
import XCTest

/// Custom YAML rules: loading (every mistake with its position), the four matchers, match-kinds
/// through the real tokenizers, the regex deadline, suppression, and `rules test`.
final class CustomRuleTests: XCTestCase {
    private let loader = CustomRuleLoader(builtIns: BuiltInRules.descriptors)
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-custom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func rules(_ yaml: String) throws -> [CustomRule] {
        try loader.load(yaml: yaml, file: "rules.yml")
    }

    private func loadError(_ yaml: String) -> String {
        do {
            _ = try rules(yaml)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testMistakesStopWithTheirPosition() {
        XCTAssertEqual(loadError("rules:\n  - id: acme.x\n    regex: a\n"), "rules.yml:2:5: error: rule 'acme.x' needs a 'message'")
        XCTAssertEqual(loadError("rules:\n  - id: acme.x\n    message: m\n    regex: '(a'\n"), "rules.yml:4:12: error: rule 'acme.x': invalid regex '(a'")
        XCTAssertTrue(loadError("rules:\n  - id: acme.x\n    message: m\n    xpath: '//a['\n").hasPrefix("rules.yml:4:12: error: rule 'acme.x': invalid XPath '//a['"))
        XCTAssertEqual(loadError("rules:\n  - id: acme.x\n    message: m\n    severity: fatal\n    regex: a\n"),
                       "rules.yml:4:15: error: severity must be error, warning or note, not 'fatal'")
        XCTAssertEqual(loadError("rules:\n  - id: noprefix\n    message: m\n    regex: a\n"),
                       "rules.yml:2:9: error: rule id 'noprefix' needs the team's prefix, e.g. 'acme.no-print'")
        XCTAssertEqual(loadError("rules:\n  - id: android.hardcoded-text\n    message: m\n    regex: a\n"),
                       "rules.yml:2:9: error: rule id 'android.hardcoded-text' clashes with apphealth's built-in rules; use your own prefix")
        XCTAssertEqual(loadError("rules:\n  - id: acme.x\n    message: m\n"),
                       "rules.yml:2:5: error: rule 'acme.x' needs one matcher: regex, xpath, forbid-dependency or require-file")
        XCTAssertTrue(loadError("rules:\n  - id: acme.x\n    message: m\n    regex: a\n    colour: red\n").hasPrefix("rules.yml:5:5: error: unknown key 'colour'"))
        XCTAssertEqual(loadError("rules:\n  - id: acme.x\n    message: m\n    regex: a\n    capture-group: 2\n"),
                       "rules.yml:5:20: error: rule 'acme.x': capture-group must name one of the regex's 0 groups")
        XCTAssertTrue(loadError("rules: [\n").hasPrefix("rules.yml:"), loadError("rules: [\n"))
        XCTAssertEqual(loadError("severity: x\n"), "rules.yml:1:1: error: a rule file needs a top-level 'rules:' list")
        XCTAssertTrue(loadError("rules:\n  - id: acme.x\n    message: m\n    regex: a\n    languages: [kt]\n")
            .hasPrefix("rules.yml:5:16: error: unknown language 'kt' (known: groovy, java, json, kotlin"))
    }

    private func audit(_ files: [String: String], rules yaml: String, deadline: TimeInterval = 2) throws -> [Finding] {
        for (path, text) in files {
            let url = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var request = AuditRequest(root: scratch, jobs: 2)
        request.customRules = try rules(yaml)
        request.customRuleDeadline = deadline
        let ids = Set(request.customRules.map(\.id))
        return Auditor().run(request).findings.filter { ids.contains($0.ruleId) }
    }

    func testMatchKindsUseTheRealTokenizers() throws {
        let swift = """
            let a = foo()           // foo() in a comment
            let b = "foo() in a string"
            /* foo() in a block comment */
            let c = \"\"\"
                foo() in a multi-line string
                \"\"\"
            """
        let kotlin = """
            val a = foo() // foo()
            val b = "foo() and ${foo()}"
            /* foo() /* nested foo() */ */
            """
        let xml = "<a>\n<!-- foo() -->\n<b c=\"foo()\">foo()</b>\n</a>\n"
        let files = ["App.swift": swift, "App.kt": kotlin, "res/values/x.xml": xml]
        func lines(_ kinds: String) throws -> [String] {
            try FileManager.default.removeItem(at: scratch)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let found = try audit(files, rules: "rules:\n  - id: acme.foo\n    message: no foo\n    regex: 'foo\\(\\)'\n    match-kinds: [\(kinds)]\n")
            return found.map { "\($0.path):\($0.line)" }
        }
        XCTAssertEqual(try lines("code"), ["App.kt:1", "App.kt:2", "App.swift:1"], "Kotlin templates are code")
        XCTAssertEqual(try lines("string"), ["App.kt:2", "App.swift:2", "App.swift:5", "res/values/x.xml:3", "res/values/x.xml:3"])
        XCTAssertEqual(try lines("comment"), ["App.kt:1", "App.kt:3", "App.kt:3", "App.swift:1", "App.swift:3", "res/values/x.xml:2"])
    }

    func testCaptureGroupLanguagesAndGlobs() throws {
        let found = try audit(
            ["Sources/A.swift": "let url = URL(string: \"http://example.com\")!\n", "Tests/A.swift": "let u = \"http://x\"\n", "b.kt": "val u = \"http://y\"\n"],
            rules: """
                rules:
                  - id: acme.cleartext
                    message: Use https
                    files: ["**/*.swift"]
                    exclude: ["Tests/**"]
                    languages: [swift]
                    regex: '"(http)://'
                    capture-group: 1
                """)
        XCTAssertEqual(found.map { "\($0.path):\($0.line):\($0.column)" }, ["Sources/A.swift:1:24"])
        XCTAssertEqual(found.first?.snippet, "let url = URL(string: \"http://example.com\")!")
    }

    func testXPathForbidDependencyAndRequireFile() throws {
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
                <ImageButton android:src="@drawable/a" />
                <ImageButton android:src="@drawable/b" android:contentDescription="@string/b" />
                <ImageButton android:src="@drawable/c" tools:ignore="acme.button-label" />
            </LinearLayout>
            """
        let found = try audit(
            ["app/src/main/res/layout/main.xml": layout, "app/src/main/res/layout/broken.xml": "<LinearLayout><ImageButton",
             "app/build.gradle": "dependencies {\n    implementation 'io.realm:realm-android-library:10.15.1'\n    implementation 'androidx.room:room-runtime:2.6.1'\n}\n",
             "Podfile": "pod 'realmswift'\n", "ios/App/Info.plist": "<plist/>\n"],
            rules: """
                rules:
                  - id: acme.button-label
                    message: ImageButton needs a contentDescription
                    xpath: '//ImageButton[not(@android:contentDescription)]'
                  - id: acme.no-realm
                    message: no Realm
                    forbid-dependency: ["io.realm:*", "RealmSwift"]
                  - id: acme.privacy
                    message: needs a privacy manifest
                    require-file: "**/PrivacyInfo.xcprivacy"
                    if-exists: "**/Info.plist"
                  - id: acme.not-android
                    message: only for Android trees
                    require-file: "**/NOTICE"
                    if-exists: "**/AndroidManifest.xml"
                """)
        XCTAssertEqual(found.map { "\($0.ruleId) \($0.path):\($0.line)" }, [
            "acme.privacy .:1",
            "acme.no-realm Podfile:1",
            "acme.no-realm app/build.gradle:2",
            "acme.button-label app/src/main/res/layout/main.xml:2",
        ].sorted { $0.split(separator: " ")[1] < $1.split(separator: " ")[1] })
        XCTAssertEqual(found.first { $0.ruleId == "acme.no-realm" && $0.path == "app/build.gradle" }?.snippet,
                       "implementation 'io.realm:realm-android-library:10.15.1'")
    }

    func testRunawayRegexIsStoppedAndReported() throws {
        let start = Date()
        let found = try audit(["a.txt": String(repeating: "a", count: 64) + "!\n"],
                              rules: "rules:\n  - id: acme.slow\n    message: m\n    regex: '(a+)+$'\n", deadline: 0.3)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("stopped after"), found[0].message)
    }

    func testXPathErrorsAtRunTimeBecomeFindingsOnTheRule() throws {
        let found = try audit(["res/layout/a.xml": "<LinearLayout><Button/></LinearLayout>\n", "res/layout/b.xml": "\u{0}\u{1}binary"],
                              rules: "rules:\n  - id: acme.x\n    message: m\n    xpath: '//Button[no-such-function()]'\n")
        XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.severity)" }, ["res/layout/a.xml:1 warning"])
        XCTAssertTrue(found[0].message.hasPrefix("custom rule acme.x failed on this file: Unregistered function"), found[0].message)
    }

    func testRulePathsComeFromTheFolderTheConfigurationAndFlags() throws {
        let configuration = try ConfigurationLoader(descriptors: BuiltInRules.descriptors)
            .load(yaml: "rules:\n  - team-rules\n  - /abs/rules.yml\nmax-warnings: 7\n", file: scratch.appendingPathComponent("ci/.apphealth.yml").path)
        XCTAssertEqual(configuration.maxWarnings, 7)
        XCTAssertTrue(configuration.rules.isEmpty)
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent(".apphealth/rules"), withIntermediateDirectories: true)
        let paths = CustomRuleLoader.rulePaths(root: scratch, configuration: configuration, extra: ["extra.yml"]).map(\.path)
        XCTAssertEqual(paths.count, 4)
        XCTAssertEqual(paths[0], scratch.appendingPathComponent(".apphealth/rules").path)
        XCTAssertEqual(paths[1], scratch.appendingPathComponent("ci/team-rules").path)
        XCTAssertEqual(paths[2], "/abs/rules.yml")
        XCTAssertTrue(paths[3].hasSuffix("/extra.yml"))
    }

    func testSuppressionCommentsApplyToCustomRules() throws {
        let found = try audit(
            ["A.swift": "// apphealth:disable:next acme.no-print\nprint(1)\nprint(2) // apphealth:disable:this acme.no-print -- demo\nprint(3)\n",
             "B.kt": "// apphealth:disable acme.no-print\nprint(1)\n// apphealth:enable acme.no-print\nprint(2)\n"],
            rules: "rules:\n  - id: acme.no-print\n    message: m\n    regex: 'print\\('\n    match-kinds: [code]\n")
        XCTAssertEqual(found.map { "\($0.path):\($0.line)" }, ["A.swift:4", "B.kt:4"])
    }

    func testRulesTestValidatesTheShippedExamplesAndCatchesBrokenRules() throws {
        let folder = Paths.packageRoot.appendingPathComponent("Rules/examples")
        let shipped = try loader.load(paths: [folder], display: { $0.lastPathComponent })
        XCTAssertEqual(shipped.count, 5)
        let results = RuleTester().test(shipped, annotatedIn: folder)
        XCTAssertEqual(results.map(\.ruleId), shipped.map(\.id).sorted())
        for result in results {
            XCTAssertEqual(result.verdict, .validated, "\(result.ruleId): \(result.problems)")
            XCTAssertGreaterThan(result.checks, 2)
        }
        // A rule that misses its invalid example, and one that flags its valid example.
        let broken = try rules("""
            rules:
              - id: acme.missing
                message: m
                regex: 'nothing-matches-this'
                examples: { invalid: ['print(1)'], valid: ['x'] }
              - id: acme.noisy
                message: m
                regex: 'print'
                examples: { invalid: ['print(1)'], valid: ['// print(1)'] }
            """)
        let verdicts = Dictionary(uniqueKeysWithValues: RuleTester().test(broken, annotatedIn: nil).map { ($0.ruleId, $0.verdict) })
        XCTAssertEqual(verdicts, ["acme.missing": .missing, "acme.noisy": .noisy])
        // Annotations are checked both ways.
        let annotated = scratch.appendingPathComponent("annotated")
        try FileManager.default.createDirectory(at: annotated, withIntermediateDirectories: true)
        try "// ruleid: acme.noisy\nlet a = 1\n// ok: acme.noisy\nprint(2)\n".write(to: annotated.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let annotatedResult = RuleTester().test([broken[1]], annotatedIn: annotated)[0]
        XCTAssertEqual(annotatedResult.verdict, .missing)
        XCTAssertEqual(annotatedResult.problems.filter { $0.hasPrefix("A.swift") }, ["A.swift:2: expected a finding", "A.swift:4: marked ok but flagged"])
    }
}
