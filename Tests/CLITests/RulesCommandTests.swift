import AppHealthKit
import XCTest

final class RulesCommandTests: CLITestCase {
    func testListShowsEveryRule() throws {
        let result = try run(["rules", "list"])
        XCTAssertEqual(result.status, 0)
        for descriptor in BuiltInRules.descriptors {
            XCTAssertTrue(result.stdout.contains(descriptor.id), descriptor.id)
            XCTAssertTrue(result.stdout.contains(descriptor.title), descriptor.title)
        }
    }

    func testShowExplainsARule() throws {
        let result = try run(["rules", "show", "android.hardcoded-text"])
        XCTAssertEqual(result.status, 0)
        for section in ["## Why it matters", "## What it leaves alone", "## Triggering examples", "## Non-triggering examples", "HardcodedText", "tools:text"] {
            XCTAssertTrue(result.stdout.contains(section), section)
        }
        let unknown = try run(["rules", "show", "android.nope"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown rule"))
    }

    func testVersionAndHelpExitZero() throws {
        XCTAssertEqual(try run(["--version"]).stdout, AppHealthVersion.description + "\n")
        XCTAssertEqual(try run(["audit", "--help"]).status, 0)
    }

    func testRulesTestReportsEachRule() throws {
        let examples = try run(["rules", "test", "Rules/examples"])
        XCTAssertEqual(examples.status, 0, examples.stdout + examples.stderr)
        XCTAssertTrue(examples.stdout.contains("acme.no-print"))
        XCTAssertTrue(examples.stdout.hasSuffix("5 validated, 0 failed\n"), examples.stdout)
        XCTAssertEqual(examples.stdout.components(separatedBy: " Validated (").count - 1, 5)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-rules-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            rules:
              - id: acme.todo
                message: No TODOs in shipped code
                regex: 'TODO'
                match-kinds: [comment]
                examples: { invalid: ['// TODO: later'], valid: ['let s = "TODO"'] }
            """.write(to: folder.appendingPathComponent("todo.yml"), atomically: true, encoding: .utf8)
        try "// ok: acme.todo\n// TODO: flagged although marked ok\n".write(to: folder.appendingPathComponent("A.kt"), atomically: true, encoding: .utf8)
        let noisy = try run(["rules", "test", folder.path])
        XCTAssertEqual(noisy.status, 1)
        XCTAssertTrue(noisy.stdout.contains("acme.todo  Noisy (3 checks)"), noisy.stdout)
        XCTAssertTrue(noisy.stdout.contains("A.kt:2: marked ok but flagged"), noisy.stdout)

        try "rules:\n  - id: acme.todo\n    message: m\n".write(to: folder.appendingPathComponent("todo.yml"), atomically: true, encoding: .utf8)
        let bad = try run(["rules", "test", folder.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("todo.yml:2:5: error: rule 'acme.todo' needs one matcher"), bad.stderr)
    }

    func testBuiltInRulesPassTheSameRunner() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-no-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try run(["rules", "test"], cwd: empty)
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("android.hardcoded-text"))
        XCTAssertTrue(result.stdout.contains(" 0 failed"), result.stdout)
    }

    func testCustomRulesAreListedShownAndConfigurable() throws {
        let list = try run(["rules", "list", "--rules", "Rules/examples"])
        XCTAssertTrue(list.stdout.contains("acme.no-print"), list.stdout)
        let show = try run(["rules", "show", "acme.no-realm", "--rules", "Rules/examples"])
        XCTAssertEqual(show.status, 0)
        XCTAssertTrue(show.stdout.contains("MongoDB deprecated the Atlas Device SDKs"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-custom-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("team"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "print(1)\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Rules/examples/no-print.yml"),
                                         to: folder.appendingPathComponent("team/no-print.yml"))
        let config = folder.appendingPathComponent(".apphealth.yml")
        try "custom-rules: [team]\nrules:\n  acme.no-print: { severity: error }\n".write(to: config, atomically: true, encoding: .utf8)
        let strict = try run(["audit", folder.path, "--format", "json", "--no-progress", "--allow-empty"])  // loose sources, no project
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stdout.contains("\"severity\" : \"error\""), strict.stdout)
        try "custom-rules: [team]\nrules:\n  acme.no-print: false\n".write(to: config, atomically: true, encoding: .utf8)
        let off = try run(["audit", folder.path, "--format", "json", "--no-progress", "--allow-empty"])
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertFalse(off.stdout.contains("acme.no-print"))
        XCTAssertEqual(off.stderr, "", "no unknown-rule warning for a custom id")
    }
}
