@testable import AppHealthKit
import XCTest

final class GlobTests: XCTestCase {
    func testDoubleStarAndSegments() {
        XCTAssertTrue(Glob("**/generated/**").matches("app/src/generated/R.java"))
        XCTAssertTrue(Glob("app/**/*.xml").matches("app/src/main/res/layout/a.xml"))
        XCTAssertTrue(Glob("app/**/*.xml").matches("app/a.xml"))
        XCTAssertFalse(Glob("app/*.xml").matches("app/res/a.xml"))
        XCTAssertFalse(Glob("app/**/*.xml").matches("lib/a.xml"))
    }

    func testNameWithoutSlashMatchesAtAnyDepthAndFoldersCoverTheirContents() {
        XCTAssertTrue(Glob("legacy").matches("legacy/res/layout/main.xml"))
        XCTAssertTrue(Glob("legacy").matches("modules/legacy/a.kt"))
        XCTAssertTrue(Glob("*.png").matches("a/b/c.png"))
        XCTAssertFalse(Glob("legacy").matches("legacyx/a.kt"))
        XCTAssertTrue(Glob("./legacy/").matches("legacy/a.kt"))
    }

    func testLeadingSlashAnchorsAtTheRoot() {
        XCTAssertTrue(Glob("/legacy").matches("legacy/res/layout/main.xml"))
        XCTAssertTrue(Glob("/legacy").matches("legacy"))
        XCTAssertFalse(Glob("/legacy").matches("modules/legacy/a.kt"))
        XCTAssertFalse(Glob("/*.png").matches("a/b/c.png"))
        XCTAssertTrue(Glob("/*.png").matches("c.png"))
        XCTAssertTrue(Glob("/app/*.xml").matches("app/a.xml"))
        XCTAssertFalse(Glob("/{legacy,old}").matches("modules/old/a.kt"))
        XCTAssertTrue(Glob("/{legacy,old}").matches("old/a.kt"))
    }

    func testClassesAndAlternatives() {
        XCTAssertTrue(Glob("res/drawable-[hm]dpi/*").matches("res/drawable-hdpi/a.png"))
        XCTAssertFalse(Glob("res/drawable-[!hm]dpi/*").matches("res/drawable-hdpi/a.png"))
        XCTAssertTrue(Glob("**/*.{kt,java}").matches("src/A.java"))
        XCTAssertTrue(Glob("**/*.{kt,java}").matches("src/A.kt"))
        XCTAssertFalse(Glob("**/*.{kt,java}").matches("src/A.swift"))
        XCTAssertTrue(Glob("file?.txt").matches("file1.txt"))
    }
}
