@testable import AppHealthKit
import XCTest

final class VersionTests: XCTestCase {
    private func assertAscending(_ versions: [String], file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in zip(versions, versions.dropFirst()) {
            XCTAssertLessThan(MavenVersion(a), MavenVersion(b), "\(a) < \(b)", file: file, line: line)
            XCTAssertFalse(MavenVersion(b) < MavenVersion(a), "not \(b) < \(a)", file: file, line: line)
        }
    }

    func testMavenOrdering() {
        assertAscending(["1.0-alpha-1", "1.0-alpha-2", "1.0-beta", "1.0-rc1", "1.0-rc2", "1.0-SNAPSHOT", "1.0", "1.0-sp", "1.0.1", "1.1", "2.0"])
        assertAscending(["1.0.0-alpha01", "1.0.0-beta01", "1.0.0-beta02", "1.0.0-rc01", "1.0.0", "1.0.1"])
        assertAscending(["2.9", "2.10", "2.10.1", "10.0"])
        assertAscending(["31.1-android", "31.1-jre", "32.0-jre", "33.0.0-jre"])
        assertAscending(["3.12.0", "3.14.9", "4.0.0-RC1", "4.0.0", "4.12.0"])
    }

    func testMavenEquivalences() {
        XCTAssertEqual(MavenVersion("1.0"), MavenVersion("1.0.0"))
        XCTAssertEqual(MavenVersion("1.0.RELEASE"), MavenVersion("1.0"))
        XCTAssertEqual(MavenVersion("5.3.2.RELEASE"), MavenVersion("5.3.2"))
        XCTAssertEqual(MavenVersion("1.0-ga"), MavenVersion("1.0"))
        XCTAssertEqual(MavenVersion("1.0-final"), MavenVersion("1"))
        XCTAssertEqual(MavenVersion("4.12.0").major, 4)
        XCTAssertTrue(MavenVersion("1.1.0-alpha03").isPreRelease)
        XCTAssertFalse(MavenVersion("31.1-jre").isPreRelease)
    }

    func testSemanticOrdering() throws {
        let ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1", "v2.0.0"]
        let versions = try ordered.map { try XCTUnwrap(SemanticVersion($0), $0) }
        for (a, b) in zip(versions, versions.dropFirst()) { XCTAssertLessThan(a, b, "\(a) < \(b)") }
        XCTAssertEqual(SemanticVersion("5.0"), SemanticVersion("5.0.0"))
        XCTAssertEqual(SemanticVersion("1.2.3+build.5"), SemanticVersion("1.2.3"))
        XCTAssertNil(SemanticVersion("master"))
        XCTAssertNil(SemanticVersion("1.x"))
    }

    func testRequirements() throws {
        func ok(_ requirement: String, _ version: String) -> Bool {
            VersionRequirement.parse(requirement)!.isSatisfied(by: SemanticVersion(version)!)
        }
        XCTAssertTrue(ok("~> 5.0", "5.9.1"))
        XCTAssertFalse(ok("~> 5.0", "6.0"))
        XCTAssertTrue(ok("~> 5.2.1", "5.2.9"))
        XCTAssertFalse(ok("~> 5.2.1", "5.3.0"))
        XCTAssertTrue(ok(">= 1.0, < 2.0", "1.9"))
        XCTAssertFalse(ok(">= 1.0, < 2.0", "2.0"))
        XCTAssertTrue(ok("= 4.1", "4.1.0"))
        XCTAssertTrue(ok("4.1", "4.1"))
        XCTAssertTrue(try XCTUnwrap(VersionRequirement.parse(">= 4.0")).isOpen)
        XCTAssertFalse(try XCTUnwrap(VersionRequirement.parse("~> 4.0")).isOpen)
        XCTAssertNil(VersionRequirement.parse("~> banana"))
    }
}
