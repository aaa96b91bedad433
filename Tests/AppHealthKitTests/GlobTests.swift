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

    /// `NamePatterns` keeps patterns under their first literal scalar; its answer must be
    /// `wildcardMatch`'s over every pattern, for patterns opening with a literal, a wildcard or
    /// a class, the empty pattern and name, and multi-scalar text.
    func testNamePatternsAnswerAsEveryPatternWould() {
        let alphabet: [String] = ["a", "b", "-", "*", "?", "[a-b]", "[!a]", "é", "e\u{301}", "🇫🇷", "["]
        var random = VersionPropertyTests.SplitMix64(state: 21)
        func text(_ pieces: [String], upTo length: Int) -> String {
            (0..<Int.random(in: 0...length, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        let names = ["", "a", "ab", "ba", "a-b", "é", "e\u{301}x", "🇫🇷a", "*", "["] + (0..<300).map { _ in
            text(["a", "b", "-", "é", "e\u{301}", "🇫🇷"], upTo: 5)
        }
        var matched = 0
        for round in 0..<300 {
            let patterns = (0..<(round % 7)).map { _ in text(alphabet, upTo: 4) } + (round % 5 == 0 ? [""] : [])
            let indexed = Glob.NamePatterns(patterns)
            for name in names {
                let expected = patterns.contains { Glob.wildcardMatch($0, name) }
                XCTAssertEqual(indexed.matchesAny(name), expected, "\(patterns) on '\(name)'")
                if expected { matched += 1 }
            }
        }
        XCTAssertGreaterThan(matched, 5_000)  // the cases are not all misses
        XCTAssertTrue(Glob.NamePatterns(["a*", "*x"]).matchesAny("box"))
        XCTAssertFalse(Glob.NamePatterns(["a*", "b?"]).matchesAny("box"))
        XCTAssertFalse(Glob.NamePatterns(["a*"]).matchesAny(""))
        XCTAssertTrue(Glob.NamePatterns(["", "a*"]).matchesAny(""))
    }
}
