@testable import AppHealthKit
import Foundation
import XCTest

/// Issue 21: `.xcstrings` keys are read from the bytes by `StringCatalogReader`; whatever it does
/// not read on its own goes to `JSONDecoder`. Either way the keys are the ones `JSONDecoder` gives:
/// compared here on traps and on generated catalogs, whole and damaged.
final class StringCatalogReaderTests: XCTestCase {
    private func assertSameAsDecoder(_ bytes: [UInt8], reads: Bool? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let decoded = LocalizationCatalog.decodedCatalogKeys(bytes)
        XCTAssertEqual(LocalizationCatalog.keys(of: bytes, path: "L.xcstrings"), decoded, String(decoding: bytes, as: UTF8.self), file: file, line: line)
        if let reads {
            XCTAssertEqual(StringCatalogReader.keys(bytes) != nil, reads, "reader answered: \(String(decoding: bytes, as: UTF8.self))", file: file, line: line)
        }
    }

    func testTrapsGiveTheDecodersKeys() {
        let read: [String] = [
            #"{"sourceLanguage":"en","strings":{"Welcome":{},"cart.title":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Warenkorb"}}}}},"version":"1.0"}"#,
            " \n\t\r{ \"strings\" : { \"a\" : 1 , \"b\" : [ ] } } \n",
            #"{"strings":{"Caf\u00e9 \"%@\"\n\/\b\f\r\t\\":true,"%lld items":[1,-0.5e+10,1E5,0,-0,2.25E-3,{"a":null}],"":false}}"#,
            #"{"strings":{"\u0000":1,"\u00E9\u65e5\uFFFF":2}}"#,
            "{\"strings\":{\"caf\u{E9} \u{1F600} \u{65E5}\u{672C}\":\"\u{7F}\"}}",
            #"{"strings":{},"x":{"strings":{"inner":1}}}"#,
            #"{"x":[[[[{"strings":{"deep":1}}]]]],"strings":{"top":1}}"#,
            #"{"strings":{"same":1,"same":2}}"#,
            #"{"strings":{"e\u0301":1,"\u00e9":2}}"#,
            #"{"strings":{"\ud83d\ude00 \uD83D\uDE00":1}}"#,
        ]
        for text in read { assertSameAsDecoder(Array(text.utf8), reads: true) }
        XCTAssertEqual(StringCatalogReader.keys(Array(read[0].utf8)), ["Welcome", "cart.title"])
        XCTAssertEqual(StringCatalogReader.keys(Array(read[2].utf8)), ["Café \"%@\"\n/\u{8}\u{C}\r\t\\", "%lld items", ""])
        XCTAssertEqual(StringCatalogReader.keys(Array(read[5].utf8)), [])

        let deferred: [[UInt8]] = [
            [0xEF, 0xBB, 0xBF] + Array(#"{"strings":{"bom":1}}"#.utf8),
            Array(#"{"strings":{"a":1}} x"#.utf8), Array(#"{"strings":{"a":01}}"#.utf8), Array(#"{"strings":{"a":1.}}"#.utf8),
            Array(#"{"strings":{"a":.5}}"#.utf8), Array(#"{"strings":{"a":-}}"#.utf8), Array(#"{"strings":{"a":+1}}"#.utf8),
            Array(#"{"strings":{"\ud83d":1}}"#.utf8), Array(#"{"strings":{"a":"\udc00"}}"#.utf8), Array(#"{"strings":{"\ud83d\u0041":1}}"#.utf8),
            Array(#"{"strings":{"\ud83d\ud83d":1}}"#.utf8), Array(#"{"strings":{"\ude00\ud83d":1}}"#.utf8), Array(#"{"strings":{"\ud83d\":1}}"#.utf8),
            Array(#"{"strings":{"a":1},"strings":{"b":1}}"#.utf8), Array(#"{"strings":[]}"#.utf8), Array(#"{"strings":"x"}"#.utf8),
            Array(#"{"version":"1.0"}"#.utf8), Array(#"["strings"]"#.utf8), Array("not json".utf8), [], Array("{".utf8),
            Array("{\"strings\":{\"tab\there\":1}}".utf8), Array("{\"strings\":{\"a\":\"line\nbreak\"}}".utf8),
            Array(#"{"strings":{"a":"\x"}}"#.utf8), Array(#"{"strings":{"a":"\u12"}}"#.utf8), Array(#"{"strings":{"a":"\u12G4"}}"#.utf8),
            Array(#"{"strings":{"a":tru}}"#.utf8), Array(#"{"strings":{"a":nul}}"#.utf8), Array(#"{"strings":{"a":1,}}"#.utf8),
            Array(#"{"strings":{"a" 1}}"#.utf8), Array(#"{"strings":{a:1}}"#.utf8), Array(#"{"strings":{"a":[1,]}}"#.utf8),
            Array(#"{"strings":{"a":[1 2]}}"#.utf8), Array(#"{"strings":{"a":1}"#.utf8), Array(#"{"strings":{"a":1}}}"#.utf8),
            Array("{\"strings\":{\"a\":1}}\u{0}".utf8),
            Array(#"{"strings":{""#.utf8) + [0xC3, 0x28] + Array(#"":1}}"#.utf8),  // a lead byte without its continuation
            Array(#"{"strings":{""#.utf8) + [0xC0, 0xAF] + Array(#"":1}}"#.utf8),  // overlong
            Array(#"{"strings":{""#.utf8) + [0xED, 0xA0, 0x80] + Array(#"":1}}"#.utf8),  // an encoded surrogate
            Array(#"{"strings":{"a":""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""}}"#.utf8),  // past U+10FFFF
            Array(#"{"strings":{"a":""#.utf8) + [0xFF] + Array(#""}}"#.utf8),
            Array(#"{"strings":{"a":""#.utf8) + [0xE0, 0x80, 0x80] + Array(#""}}"#.utf8),  // overlong, three bytes
            Array(#"{"strings":{"a":""#.utf8) + [0xF0, 0x80, 0x80, 0x80] + Array(#""}}"#.utf8),  // overlong, four bytes
            Array(#"{"strings":{"a":""#.utf8) + [0xF5, 0x80, 0x80, 0x80] + Array(#""}}"#.utf8),
            Array(#"{"strings":{"a":""#.utf8) + [0xE2, 0x82] + Array(#""}}"#.utf8),  // cut short
            Array("{\"strings\":\u{B}{\"a\":1}}".utf8), Array("{\"strings\":\u{C}{\"a\":1}}".utf8), Array("{\"strings\":\u{A0}{\"a\":1}}".utf8),
        ]
        for bytes in deferred { assertSameAsDecoder(bytes, reads: false) }
        // UTF-16 with its byte-order mark: the decoder's to read.
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in #"{"strings":{"wide":1}}"#.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        assertSameAsDecoder(utf16, reads: false)
    }

    func testNestingIsBoundedAndLeftToTheDecoder() {
        let depth = StringCatalogReader.maximumDepth
        func nested(_ levels: Int) -> [UInt8] {
            Array((#"{"strings":{"k":"# + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}}").utf8)
        }
        // The two objects and the arrays: `maximumDepth` containers open at once are read.
        assertSameAsDecoder(nested(depth - 2), reads: true)
        assertSameAsDecoder(nested(depth - 1), reads: false)
        assertSameAsDecoder(nested(100_000), reads: false)
    }

    /// Generated catalogs, whole and with bytes changed, inserted or removed: the reader answers
    /// most whole ones, and every answer is the decoder's.
    func testGeneratedCatalogsGiveTheDecodersKeys() {
        var generator = VersionPropertyTests.SplitMix64(state: 0x21_2026)
        var whole = 0
        var answered = 0
        for round in 0..<2_400 {
            var bytes = Array(Self.catalog(&generator).utf8)
            if round % 2 == 1 {
                for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
                    let at = Int.random(in: 0..<bytes.count, using: &generator)
                    let byte = Self.interesting.randomElement(using: &generator)!
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[at] = byte
                    case 1: bytes.insert(byte, at: at)
                    default: bytes.remove(at: at)
                    }
                }
            } else {
                whole += 1
                if StringCatalogReader.keys(bytes) != nil { answered += 1 }
            }
            if let keys = StringCatalogReader.keys(bytes) {
                XCTAssertEqual(keys, LocalizationCatalog.decodedCatalogKeys(bytes), String(decoding: bytes, as: UTF8.self))
            }
        }
        XCTAssertGreaterThan(answered * 10, whole * 6, "the reader left most generated catalogs to the decoder")
    }

    private static let interesting: [UInt8] = Array(#""\{}[],: 0-+.eEu/btnD8"#.utf8) + [0x00, 0x09, 0x0A, 0x0B, 0x0C, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]

    private typealias SplitMix = VersionPropertyTests.SplitMix64

    private static func catalog(_ g: inout SplitMix) -> String {
        var members: [String] = []
        if Int.random(in: 0..<10, using: &g) > 0 {
            let keys = (0..<Int.random(in: 0...6, using: &g)).map { _ in string(&g) + ":" + space(&g) + value(&g, depth: 0) }
            members.append(#""strings":"# + space(&g) + "{" + keys.joined(separator: "," + space(&g)) + "}")
        }
        if Bool.random(using: &g) { members.append(#""sourceLanguage":"en""#) }
        if Bool.random(using: &g) { members.append(#""version":"1.0""#) }
        if Int.random(in: 0..<12, using: &g) == 0 { members.append(#""strings":{"again":1}"#) }
        members.shuffle(using: &g)
        return space(&g) + "{" + members.joined(separator: "," + space(&g)) + "}" + space(&g)
    }

    private static func space(_ g: inout SplitMix) -> String {
        ["", "", " ", "\n  ", "\t", "\r\n"].randomElement(using: &g)!
    }

    private static func string(_ g: inout SplitMix) -> String {
        let pieces = ["a", "Save", " ", "%@", "%lld", #"\""#, #"\\"#, #"\n"#, #"\/"#, #"\t"#, "é", "\u{1F600}", "日本", #"\u00e9"#, #"\u0000"#,
                      #"\uD83D\uDE00"#, "\u{7F}", "e\u{301}", #"\b"#, #"\u20AC"#]
        return "\"" + (0..<Int.random(in: 0...5, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined() + "\""
    }

    private static func value(_ g: inout SplitMix, depth: Int) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &g) {
        case 0: return string(&g)
        case 1: return ["0", "-1", "12.5", "1e10", "-0.25E-3", "7", "100"].randomElement(using: &g)!
        case 2: return ["true", "false", "null"].randomElement(using: &g)!
        case 3: return string(&g)
        case 4, 5:
            let members = (0..<Int.random(in: 0...3, using: &g)).map { _ in string(&g) + ":" + value(&g, depth: depth + 1) }
            return "{" + members.joined(separator: ",") + "}"
        default:
            let elements = (0..<Int.random(in: 0...3, using: &g)).map { _ in value(&g, depth: depth + 1) }
            return "[" + elements.joined(separator: "," + space(&g)) + "]"
        }
    }
}
