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
