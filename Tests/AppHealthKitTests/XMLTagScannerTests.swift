@testable import AppHealthKit
import Foundation
import XCTest

/// Issue 21: the tag scanner keeps names as byte ranges, and the tree builder compares them with
/// libxml2's names in place. These tests hold the byte reading to the string reading it replaced.
final class XMLTagScannerTests: XCTestCase {
    /// The scan as it was read before: names as strings.
    private struct StringTag: Equatable {
        var name: String
        var offset: Int
        var attributes: [StringAttribute]
        var endOffset: Int
    }

    private struct StringAttribute: Equatable {
        var name: String
        var nameOffset: Int
        var valueOffset: Int
    }

    private func stringReading(_ bytes: [UInt8]) -> [StringTag]? {
        guard let scan = XMLTagScanner.scan(bytes) else { return nil }
        return scan.tags.map { tag in
            StringTag(
                name: String(decoding: bytes[tag.name], as: UTF8.self), offset: tag.offset,
                attributes: scan.attributes[tag.attributes].map {
                    StringAttribute(name: String(decoding: bytes[$0.name], as: UTF8.self), nameOffset: $0.nameOffset, valueOffset: $0.valueOffset)
                },
                endOffset: tag.endOffset)
        }
    }

    /// The string-building scanner this one replaced, kept as the reference.
    private func reference(_ bytes: [UInt8]) -> [StringTag]? {
        var tags: [StringTag] = []
        var open: [Int] = []
        var i = 0
        let n = bytes.count
        func starts(with literal: String, at index: Int) -> Bool {
            let lit = Array(literal.utf8)
            guard index + lit.count <= n else { return false }
            for k in 0..<lit.count where bytes[index + k] != lit[k] { return false }
            return true
        }
        func skip(past literal: String, from index: Int) -> Int? {
            let lit = Array(literal.utf8)
            var k = index
            while k + lit.count <= n {
                if bytes[k] == lit[0], starts(with: literal, at: k) { return k + lit.count }
                k += 1
            }
            return nil
        }
        func isNameByte(_ b: UInt8) -> Bool {
            !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") || b == UInt8(ascii: "="))
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if starts(with: "<!--", at: i) {
                guard let next = skip(past: "-->", from: i + 4) else { return nil }
                i = next
            } else if starts(with: "<![CDATA[", at: i) {
                guard let next = skip(past: "]]>", from: i + 9) else { return nil }
                i = next
            } else if starts(with: "<?", at: i) {
                guard let next = skip(past: "?>", from: i + 2) else { return nil }
                i = next
            } else if starts(with: "<!", at: i) {
                var k = i + 2
                var depth = 0
                var quote: UInt8?
                while k < n {
                    let b = bytes[k]
                    if let q = quote {
                        if b == q { quote = nil }
                    } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                        quote = b
                    } else if b == UInt8(ascii: "[") {
                        depth += 1
                    } else if b == UInt8(ascii: "]") {
                        depth -= 1
                    } else if b == UInt8(ascii: ">") && depth <= 0 {
                        break
                    }
                    k += 1
                }
                i = k + 1
            } else if i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                guard let close = skip(past: ">", from: i + 2), let index = open.popLast() else { return nil }
                tags[index].endOffset = close
                i = close
            } else {
                let start = i
                var k = i + 1
                while k < n, isNameByte(bytes[k]) { k += 1 }
                let name = String(decoding: bytes[(i + 1)..<k], as: UTF8.self)
                var attributes: [StringAttribute] = []
                var selfClosing = false
                while k < n {
                    while k < n, isSpace(bytes[k]) { k += 1 }
                    guard k < n else { return nil }
                    if bytes[k] == UInt8(ascii: ">") { k += 1; break }
                    if bytes[k] == UInt8(ascii: "/"), k + 1 < n, bytes[k + 1] == UInt8(ascii: ">") {
                        selfClosing = true
                        k += 2
                        break
                    }
                    let nameStart = k
                    while k < n, isNameByte(bytes[k]) { k += 1 }
                    let attributeName = String(decoding: bytes[nameStart..<k], as: UTF8.self)
                    while k < n, isSpace(bytes[k]) || bytes[k] == UInt8(ascii: "=") { k += 1 }
                    guard k < n, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") else { return nil }
                    let quote = bytes[k]
                    let valueStart = k + 1
                    k += 1
                    while k < n, bytes[k] != quote { k += 1 }
                    k += 1
                    attributes.append(StringAttribute(name: attributeName, nameOffset: nameStart, valueOffset: valueStart))
                }
                tags.append(StringTag(name: name, offset: start, attributes: attributes, endOffset: k))
                if !selfClosing { open.append(tags.count - 1) }
                i = k
            }
        }
        return open.isEmpty ? tags : nil
    }

    static let documents: [String] = [
        "",
        "<",
        "<a",
        "<a/>",
        "<a></a>",
        "<a><b/></a>",
        "</a>",
        "<a x='1' y=\"2\"/>",
        "<a x = '1'\n\ty=\"2\" />",
        "<a x=1/>",
        "<a x='unterminated/>",
        "<a><!-- <b x='1'/> --></a>",
        "<a><!-- unterminated </a>",
        "<a><![CDATA[ <b/> ]]></a>",
        "<a><![CDATA[ unterminated </a>",
        "<?xml version=\"1.0\"?><a/>",
        "<?xml unterminated <a/>",
        "<!DOCTYPE a [ <!ENTITY e \"<b>\"> ]><a>&e;</a>",
        "<!DOCTYPE a SYSTEM 'x>y'><a/>",
        "<é ü=\"1\" android:text=\"ü\"/>",
        "<a \u{301}x='1'/>",
        "<x:a xmlns:x='u' x:b='1' b='2'><x:c/></x:a>",
        "<a>\r\n<b\r\nc='1'/>\r\n</a>",
        "<a><b></a>",
        "<a></b></a>",
        "<a><b/>",
        String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300),
    ]

    func testByteScanAgreesWithTheStringReading() {
        for document in Self.documents {
            let bytes = Array(document.utf8)
            XCTAssertEqual(stringReading(bytes), reference(bytes), "\(document.debugDescription)")
        }
    }

    func testByteScanAgreesOnInvalidUTF8AndNoise() {
        var generator = VersionPropertyTests.SplitMix64(state: 21)
        let alphabet = Array("<>/=?!-[]'\" \n\rabx:éCDATA".utf8) + [0xFF, 0xC3, 0x80, 0x00]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            XCTAssertEqual(stringReading(bytes), reference(bytes), "\(bytes)")
        }
    }

    func testByteScanAgreesOnTheFixtures() throws {
        let root = Paths.fixture("")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { ["xml", "storyboard", "xib", "plist"].contains($0.pathExtension) } ?? []
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            XCTAssertEqual(stringReading(bytes), reference(bytes), file.path)
        }
    }

    /// Attributes are found by name wherever they stand in the tag: namespace declarations between
    /// them, a prefixed and a plain attribute of one local name, a default namespace.
    func testAttributeLocationsFollowTheirNames() throws {
        let text = """
            <a xmlns:android="http://schemas.android.com/apk/res/android"><b android:text="1" xmlns:x="u" text="2"
               x:text="3" xmlns="d"/></a>
            """
        guard case .success(let document) = XMLFileParser().parse(SourceText(text), path: "x.xml") else { return XCTFail("parse failed") }
        let b = try XCTUnwrap(document.root.children.first)
        XCTAssertEqual(b.location, SourceLocation(line: 1, column: 63))
        XCTAssertEqual(b.namespaceURI, "d")
        let byName = Dictionary(uniqueKeysWithValues: b.attributes.map { ($0.qualifiedName, $0) })
        XCTAssertEqual(byName["android:text"]?.location, SourceLocation(line: 1, column: 66))
        XCTAssertEqual(byName["android:text"]?.valueLocation, SourceLocation(line: 1, column: 80))
        XCTAssertEqual(byName["text"]?.location, SourceLocation(line: 1, column: 95))
        XCTAssertEqual(byName["text"]?.valueLocation, SourceLocation(line: 1, column: 101))
        XCTAssertEqual(byName["x:text"]?.location, SourceLocation(line: 2, column: 4))
        XCTAssertEqual(byName["x:text"]?.valueLocation, SourceLocation(line: 2, column: 12))
    }

    /// A name libxml2 transcodes (an ISO-8859-1 document) is not the scanned bytes: the element
    /// keeps libxml2's line, as it did when the names were compared as strings.
    func testTranscodedNamesFallBackToTheLine() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a>\n<b".utf8)
        bytes += [0xE9]  // é in ISO-8859-1
        bytes += Array(" c=\"1\"/></a>".utf8)
        guard case .success(let document) = XMLFileParser().parse(SourceText(bytes: bytes), path: "x.xml") else { return XCTFail("parse failed") }
        XCTAssertEqual(document.root.location, SourceLocation(line: 2, column: 1))
        let child = try XCTUnwrap(document.root.children.first)
        XCTAssertEqual(child.localName, "bé")
        XCTAssertEqual(child.location.line, 3)
        XCTAssertEqual(child.attributes.first?.location.line, 3)
    }

    /// Issue 21: rules walk a document in place; the walk meets the elements `allElements()` lists,
    /// in its order (document order, each element before its children).
    func testInPlaceWalkMeetsEveryElementInDocumentOrder() throws {
        let root = Paths.fixture("")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "xml" } ?? []
        var compared = 0
        for file in files {
            guard case .success(let document) = XMLFileParser().parse(SourceText(bytes: try [UInt8](Data(contentsOf: file))), path: file.path) else { continue }
            var walked: [XMLElement] = []
            document.root.forEachElement { walked.append($0) }
            XCTAssertEqual(walked, document.root.allElements(), file.path)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 10)
    }
}
