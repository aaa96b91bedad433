@testable import AppHealthKit
import Foundation
import XCTest

/// `extends`, several `--config`, `include`, sub-folder configurations, gate keys, `init`.
final class ConfigurationMergeTests: XCTestCase {
    private let loader = ConfigurationLoader(descriptors: BuiltInRules.descriptors)

    func testNewKeysAreRead() throws {
        let config = try loader.load(yaml: """
            fail-on: warning
            min-score: 70
            baseline: app/lint-baseline.xml
            include: ["app/**"]
            reports: { sarif: out.sarif, junit: out.xml }
            """, file: "c.yml")
        XCTAssertEqual(config.failOn, .warning)
        XCTAssertEqual(config.minScore, 70)
        XCTAssertEqual(config.baseline, "app/lint-baseline.xml")
        XCTAssertEqual(config.include.map(\.pattern), ["app/**"])
        XCTAssertEqual(config.reports.map(\.format), [.sarif, .junit])
        XCTAssertTrue(config.warnings.isEmpty)
    }

    func testBadValuesAreErrorsWithPositions() {
        for (yaml, expected) in [
            ("fail-on: sometimes\n", "c.yml:1:10: error: 'fail-on' must be one of"),
            ("min-score: 101\n", "c.yml:1:12: error: 'min-score'"),
            ("reports: { pdf: a.pdf }\n", "c.yml:1:12: error: unknown report format 'pdf'"),
            ("rules:\n  android.missing-density:\n    required-densities: [mdpi, ultrahdpi]\n", "c.yml:3:32: error: 'ultrahdpi' is not a value of 'required-densities'"),
        ] {
            XCTAssertThrowsError(try loader.load(yaml: yaml, file: "c.yml"), yaml) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }

    func testUnknownKeySuggestsTheNearestOne() throws {
        let config = try loader.load(yaml: "exlude: [a]\n", file: "c.yml")
        XCTAssertTrue(config.warnings.first?.message.contains("did you mean 'exclude'") == true, "\(config.warnings)")
    }

    func testExtendsMergesWithTheChildWinning() throws {
        let tree = try ScratchTree()
        try tree.write("shared/base.yml", """
            exclude: ["legacy/**"]
            fail-on: note
            max-warnings: 5
            rules:
              android.layout-naming: { enabled: false }
              android.hardcoded-color: { severity: warning }
            """)
        let child = try tree.write(".apphealth.yml", """
            extends: shared/base.yml
            exclude: ["generated/**"]
            fail-on: warning
            rules:
              android.hardcoded-color: { severity: error }
            """)
        let sources = try AuditSetup.read(configurations: [child], root: tree.root, extraRules: [], display: { $0.lastPathComponent })
        XCTAssertEqual(sources.configurations.map(\.name), ["base.yml", ".apphealth.yml"])
        let (config, _) = try AuditSetup.load(sources)
        XCTAssertEqual(config.exclude.map(\.pattern), ["legacy/**", "generated/**"])
        XCTAssertEqual(config.failOn, .warning)
        XCTAssertEqual(config.maxWarnings, 5)
        XCTAssertEqual(config.rules["android.layout-naming"]?.enabled, false)
        XCTAssertEqual(config.rules["android.hardcoded-color"]?.severity, .error)
    }

    func testExtendsCycleIsAnErrorAtTheClosingEntry() throws {
        let tree = try ScratchTree()
        let a = try tree.write("a.yml", "extends: b.yml\n")
        try tree.write("b.yml", "max-warnings: 1\nextends: [a.yml]\n")
        XCTAssertThrowsError(try AuditSetup.read(configurations: [a], root: tree.root, extraRules: [], display: { $0.lastPathComponent })) { error in
            XCTAssertEqual("\(error)", "b.yml:2:11: error: 'extends' makes a cycle: a.yml → b.yml → a.yml")
        }
    }

    func testSeveralConfigsMergeInOrder() throws {
        let tree = try ScratchTree()
        let first = try tree.write("first.yml", "fail-on: note\nmin-score: 50\n")
        let second = try tree.write("second.yml", "fail-on: never\n")
        let (config, _) = try AuditSetup.load(try AuditSetup.read(configurations: [first, second], root: tree.root, extraRules: [], display: { $0.path }))
        XCTAssertEqual(config.failOn, .never)
        XCTAssertEqual(config.minScore, 50)
    }

    func testIncludeAndSubfolderConfigurations() throws {
        let tree = try ScratchTree()
        let layout = "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<Button android:text=\"Go\"/>\n</LinearLayout>"
        for module in ["app", "feature", "legacy"] {
            try tree.write("\(module)/src/main/res/layout/activity_\(module).xml", layout)
            try tree.write("\(module)/src/main/res/layout/activity_old.xml", layout)
        }
        try tree.write("feature/.apphealth.yml", "exclude: [\"src/main/res/layout/activity_old.xml\"]\nrules:\n  android.hardcoded-text: { severity: error }\n")
        try tree.write("app/.apphealth.yml", "rules:\n  android.hardcoded-text: { enabled: false }\n")
        var request = AuditRequest(root: tree.root, onlyRules: ["android.hardcoded-text"])
        request.configuration.include = [Glob("app/**"), Glob("feature/**")]
        let result = Auditor().run(request)
        XCTAssertEqual(result.findings.map { "\($0.path):\($0.severity)" }, ["feature/src/main/res/layout/activity_feature.xml:error"])
    }

    func testSubfolderConfigurationKeysItCannotSetAreWarnings() throws {
        let tree = try ScratchTree()
        try tree.write("feature/.apphealth.yml", "fail-on: note\nexlude: [a]\n")
        let warnings = Auditor().run(AuditRequest(root: tree.root)).warnings
        XCTAssertTrue(warnings.contains("feature/.apphealth.yml: 'fail-on' is read only from the root configuration; in a sub-folder only exclude and rules apply"), "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("unknown key 'exlude'; did you mean 'exclude'?") }, "\(warnings)")
    }

    func testSubfolderConfigurationMistakeIsReported() throws {
        let tree = try ScratchTree()
        try tree.write("feature/.apphealth.yml", "rules:\n  android.missing-density: { required-densities: [ultrahdpi] }\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(result.configurationErrors.first?.file, "feature/.apphealth.yml")
        XCTAssertEqual(result.configurationErrors.first?.line, 2)
    }

    func testStarterConfigurationImportsOtherToolsExcludes() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest/>")
        try tree.write("ios/App.xcodeproj/project.pbxproj", "{}")
        try tree.write("ios/.swiftlint.yml", "excluded:\n  - Pods\n  - ./Generated\n")
        try tree.write("app/lint.xml", "<lint><issue id=\"all\"><ignore path=\"src/main/java/gen\"/></issue></lint>")
        let detected = StarterConfiguration.detect(root: tree.root)
        XCTAssertTrue(detected.android)
        XCTAssertTrue(detected.ios)
        XCTAssertEqual(detected.excludes.map(\.glob).sorted(), ["app/src/main/java/gen", "ios/Generated", "ios/Pods"])
        let text = StarterConfiguration.render(detected)
        let config = try loader.load(yaml: text, file: ".apphealth.yml")  // the starter file is valid as written
        XCTAssertEqual(config.exclude.count, 3)
        XCTAssertTrue(config.warnings.isEmpty, "\(config.warnings)")
        XCTAssertTrue(text.contains("Detected: Android and iOS"))
    }

    func testOnlineFailuresAreSummarisedInOneLine() {
        XCTAssertEqual(ProjectModel.onlineSummary(["a: offline"]), ["online: a: offline"])
        let many = ProjectModel.onlineSummary((1...40).map { "lib\($0): no network" })
        XCTAssertEqual(many.count, 1)
        XCTAssertTrue(many[0].contains("40 registry lookups failed"), many[0])
    }

    func testSuggestions() {
        XCTAssertEqual(Suggestion.closest(to: "android.hardcoded-txt", in: BuiltInRules.descriptors.map(\.id)), "android.hardcoded-text")
        XCTAssertEqual(Suggestion.closest(to: "rulez", in: ["audit", "rules", "merge"]), "rules")
        XCTAssertEqual(Suggestion.closest(to: "audti", in: ["audit", "rules", "merge"]), "audit")
        XCTAssertNil(Suggestion.closest(to: "zzzzzz", in: ["audit", "rules"]))
    }
}
