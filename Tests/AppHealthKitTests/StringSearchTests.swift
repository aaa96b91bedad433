@testable import AppHealthKit
import XCTest

/// The module's byte-wise `contains` must agree with Foundation's for what the rules ask.
final class StringSearchTests: XCTestCase {
    func testContainsAgreesWithFoundation() {
        let texts = ["", "a", "android.resource://pkg/raw/x", "ab", "aab", "abab", "résumé café", "日本語のテキスト", "x\u{301}y"]
        let needles = ["", "a", "ab", "b", "resource://", "café", "本語", "zz", "abab", "aab"]
        for text in texts {
            for needle in needles {
                let foundation = needle.isEmpty ? false : (text.range(of: needle) != nil)
                XCTAssertEqual(text.contains(needle), foundation, "\(text) ⊇ \(needle)")
                XCTAssertEqual(text[...].contains(needle), foundation, "substring \(text) ⊇ \(needle)")
            }
        }
    }

    func testSortedByPositionKeepsEqualElementsInOrder() {
        let pairs = [(2, "a"), (1, "b"), (2, "c"), (1, "d"), (0, "e")]
        XCTAssertEqual(pairs.sortedByPosition { $0.0 < $1.0 }.map(\.1), ["e", "b", "d", "a", "c"])
    }

    func testASCIIRewriteLeavesOtherTextToTheCaller() {
        XCTAssertEqual("A b".rewritingASCII { byte, out in out.append(byte == 0x20 ? 0x5F : byte) }, "A_b")
        XCTAssertNil("café".rewritingASCII { byte, out in out.append(byte) })
        for text in ["  a \t b\n", "x", "", "a  b  ", "über  alles"] {
            XCTAssertEqual(FindingDetails.collapsedWhitespace(text), text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
    }
}

/// The large-report fast paths of ordering give exactly the order of the plain comparators.
final class FindingOrderTests: XCTestCase {
    private func randomFindings(_ count: Int, seed: UInt64) -> [Finding] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let paths = ["app/src/main/java/com/acme/VeryLongPackageName/FeatureScreen.kt", "app/src/main/java/com/acme/VeryLongPackageName/FeatureScreen2.kt",
                     "a.swift", "A.swift", "z/é.swift", "app/src/main/res/values/strings.xml", "app/src/main/res/layout/activity_main.xml", ""]
        let rules = ["code.hardcoded-ui-string", "android.hardcoded-text", "deps.stale-library", "release-android", "arch.singleton-access"]
        let severities: [Severity] = [.note, .warning, .error]
        let categories = Category.allCases
        return (0..<count).map { _ in
            Finding(
                ruleId: rules[next(rules.count)], severity: severities[next(3)], category: categories[next(categories.count)],
                message: "message \(next(4))", path: paths[next(paths.count)], line: next(30) + 1, column: next(3) + 1)
        }
    }

    func testReportOrderOfManyFindingsIsThePlainSort() {
        for seed in [1, 2, 3] as [UInt64] {
            let findings = randomFindings(3_000, seed: seed)
            XCTAssertEqual(Finding.inReportOrder(findings), findings.sortedByPosition(Finding.reportOrder))
            // Grouped by file, as the per-file pass hands them over (neighbours share a path).
            let grouped = findings.sortedByPosition { $0.path < $1.path }
            XCTAssertEqual(Finding.inReportOrder(grouped), grouped.sortedByPosition(Finding.reportOrder))
        }
    }

    func testImpactRankingIsTheSameWhetherOrNotTheFindingsComeInReportOrder() {
        let findings = randomFindings(2_000, seed: 7)
        let sorted = Finding.inReportOrder(findings)
        // The plain comparator, element by element.
        let expected = sorted.sortedByPosition(Impact.order)
        XCTAssertEqual(Impact.ranked(sorted), expected)
        XCTAssertEqual(Impact.ranked(findings), findings.sortedByPosition(Impact.order))
    }

    /// Top risks rank each rule's findings on their own: the same as ranking all and grouping.
    func testRankingEachRulesFindingsIsRankingAllThenGrouping() {
        XCTAssertEqual(Category.allCases.map(Impact.rank(of:)), Category.allCases.map { Impact.categoryRank[$0]! })
        for findings in [randomFindings(2_000, seed: 11), Finding.inReportOrder(randomFindings(2_000, seed: 12))] {
            let ranked = Impact.ranked(findings)
            for rule in Set(findings.map(\.ruleId)) {
                XCTAssertEqual(Impact.ranked(findings.filter { $0.ruleId == rule }), ranked.filter { $0.ruleId == rule }, rule)
            }
        }
    }

    func testDiscoveryListsTheSameTreeOnOneThreadOrMany() {
        let root = Paths.fixture("InheritedAndroidApp")
        let one = FileDiscovery(jobs: 1).discover(root: root)
        let many = FileDiscovery(jobs: 4).discover(root: root)
        XCTAssertEqual(one.files.map(\.path), many.files.map(\.path))
        XCTAssertEqual(one.files.map(\.kind), many.files.map(\.kind))
        XCTAssertGreaterThan(one.files.count, 10)
    }
}
