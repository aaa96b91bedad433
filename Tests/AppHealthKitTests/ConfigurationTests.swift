@testable import AppHealthKit
import XCTest

final class ConfigurationTests: XCTestCase {
    private let loader = ConfigurationLoader(descriptors: BuiltInRules.descriptors)

    private func error(_ yaml: String) -> ConfigError? {
        do {
            _ = try loader.load(yaml: yaml, file: ".apphealth.yml")
            return nil
        } catch let error as ConfigError {
            return error
        } catch {
            XCTFail("unexpected error \(error)")
            return nil
        }
    }

    func testValidConfiguration() throws {
        let config = try loader.load(yaml: """
            exclude:
              - "**/generated/**"
              - legacy
            rules:
              android.hardcoded-color:
                severity: warning
              android.layout-naming: false
              android.missing-density:
                required-densities: [mdpi, xhdpi]
            """, file: ".apphealth.yml")
        XCTAssertEqual(config.exclude.map(\.pattern), ["**/generated/**", "legacy"])
        XCTAssertEqual(config.rules["android.hardcoded-color"]?.severity, .warning)
        XCTAssertEqual(config.rules["android.layout-naming"]?.enabled, false)
        XCTAssertEqual(config.rules["android.missing-density"]?.options["required-densities"], .strings(["mdpi", "xhdpi"]))
        XCTAssertEqual(config.warnings, [])
        XCTAssertFalse(config.isEnabled(LayoutNamingRule.descriptor))
    }

    func testEmptyFileIsValid() throws {
        XCTAssertEqual(try loader.load(yaml: "", file: "x").rules, [:])
        XCTAssertEqual(try loader.load(yaml: "# only a comment\n", file: "x").rules, [:])
    }

    func testUnknownKeysWarnWithTheirPosition() throws {
        let config = try loader.load(yaml: """
            exclude: []
            colour: true
            rules:
              android.no-such-rule: {enabled: false}
              android.hardcoded-text:
                speling: 1
            """, file: ".apphealth.yml")
        XCTAssertEqual(config.warnings.map(\.description), [
            ".apphealth.yml:2:1: warning: unknown key 'colour' (known: exclude, include, rules, custom-rules, max-warnings, include-tests, custom-rules-budget, file-time-budget, max-file-size, fail-on, min-score, baseline, reports, formats, extends)",
            ".apphealth.yml:4:3: warning: unknown rule 'android.no-such-rule'; `apphealth rules list` shows the known ones",
            ".apphealth.yml:6:5: warning: unknown option 'speling' for rule 'android.hardcoded-text' (known: enabled, severity, include-tests)",
        ])
    }

    func testWrongTypesStopWithFileLineAndColumn() {
        XCTAssertEqual(error("rules:\n  android.hardcoded-text:\n    severity: fatal\n")?.description,
                       ".apphealth.yml:3:15: error: 'severity' must be one of error, warning, note")
        XCTAssertEqual(error("rules:\n  android.hardcoded-text:\n    enabled: maybe\n")?.description,
                       ".apphealth.yml:3:14: error: 'enabled' must be true or false")
        XCTAssertEqual(error("exclude: {a: b}\n")?.description,
                       ".apphealth.yml:1:10: error: 'exclude' must be a string or a list of strings")
        XCTAssertEqual(error("rules:\n  android.missing-density:\n    required-densities: {a: 1}\n")?.line, 3)
        XCTAssertEqual(error("- just\n- a list\n")?.description,
                       ".apphealth.yml:1:1: error: the configuration must be a mapping of keys to values")
    }

    func testBadYAMLStopsWithPosition() throws {
        let bad = try XCTUnwrap(error("rules:\n  android.hardcoded-text: {severity: warning\nexclude: [\n"))
        XCTAssertEqual(bad.file, ".apphealth.yml")
        XCTAssertGreaterThan(bad.line, 1)
        XCTAssertTrue(bad.message.hasPrefix("invalid YAML"), bad.message)
        let tabs = try XCTUnwrap(error("rules:\n\tandroid.hardcoded-text: false\n"))
        XCTAssertEqual(tabs.line, 2)
    }

    func testDiscoveryWalksUpwardToTheRepositoryRoot() throws {
        let tree = try ScratchTree()
        try tree.write(".apphealth.yml", "exclude: [x]\n")
        try tree.write(".git", "gitdir: /elsewhere/.git/worktrees/x\n")  // a worktree's .git is a file
        try tree.write("apps/android/app/src/main/AndroidManifest.xml", "<manifest/>")
        let found = Configuration.discover(from: tree.root.appendingPathComponent("apps/android"))
        XCTAssertEqual(found?.standardizedFileURL.path, tree.root.appendingPathComponent(".apphealth.yml").standardizedFileURL.path)
    }

    func testDiscoveryStopsAtTheRepositoryRootAndOutsideGitAtTheAuditedFolder() throws {
        let tree = try ScratchTree()
        try tree.write(".apphealth.yml", "exclude: [\"**\"]\n")
        try tree.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try tree.write("repo/app/A.kt", "val a = 1\n")
        try tree.write("plain/app/A.kt", "val a = 1\n")
        XCTAssertNil(Configuration.discover(from: tree.root.appendingPathComponent("repo")), "a parent of the repository is not searched")
        XCTAssertNil(Configuration.discover(from: tree.root.appendingPathComponent("repo/app")))
        XCTAssertNil(Configuration.discover(from: tree.root.appendingPathComponent("plain/app")), "outside git only the audited folder is searched")
        XCTAssertEqual(Configuration.discoveryTop(from: tree.root.appendingPathComponent("repo/app")).standardizedFileURL.path,
                       tree.root.appendingPathComponent("repo").standardizedFileURL.path)
    }
}
