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
        XCTAssertEqual(try run(["--version"]).stdout, AppHealthVersion.current + "\n")
        XCTAssertEqual(try run(["audit", "--help"]).status, 0)
    }
}
