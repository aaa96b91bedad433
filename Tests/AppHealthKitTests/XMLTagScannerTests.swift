@testable import AppHealthKit
import Foundation
import XCTest

/// Issue 21: the tag scanner keeps names as byte ranges, and the element maker compares them with
/// libxml2's names in place. libxml2 is the oracle: on a document it accepts, the scanner must see
/// its elements and attributes, in its order.
final class XMLTagScannerTests: XCTestCase {
    /// Well-formed traps: comments, CDATA, processing instructions and a DOCTYPE holding tag-like
    /// text, both quote styles, spaces around `=`, CRLF, prefixes, non-ASCII names, deep nesting.
    static let wellFormed: [String] = [
        "<a/>",
        "<a></a>",
        "<a><b/></a>",
        "<a x='1' y=\"2\"/>",
        "<a x = '1'\n\ty=\"2\" />",
        "<a><!-- <b x='1'/> --></a>",
        "<a><![CDATA[ <b/> ]]></a>",
        "<?xml version=\"1.0\"?><a/>",
        "<!DOCTYPE a [ <!ELEMENT a ANY> ]><a><b/></a>",
        "<!DOCTYPE a SYSTEM 'x>y'><a/>",
        "<é ü=\"1\" xmlns:android=\"u\" android:text=\"ü\"/>",
        "<x:a xmlns:x='u' x:b='1' b='2'><x:c/></x:a>",
        "<a>\r\n<b\r\nc='1'/>\r\n</a>",
        "<a t='&lt;b&gt;'>&amp; text <b>x</b> tail</a>",
        String(repeating: "<a>", count: 200) + String(repeating: "</a>", count: 200),
    ]

    /// Not what the scanner expects (libxml2 rejects them too): the scanner says so with `nil`.
    static let rejected: [String] = [
        "<", "<a", "</a>", "<a x=1/>", "<a x='unterminated/>", "<a><!-- unterminated </a>",
        "<a><![CDATA[ unterminated </a>", "<?xml unterminated <a/>", "<a><b></a>", "<a><b/>",
    ]

    private func assertScanMatchesLibxml2(_ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        guard case .success(let document) = XMLFileParser().parse(SourceText(bytes: bytes), path: "x.xml") else {
            return XCTFail("libxml2 rejected \(label)", file: file, line: line)
        }
        guard let scan = XMLTagScanner.scan(bytes) else { return XCTFail("no scan of \(label)", file: file, line: line) }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let elements = document.root.allElements()
        XCTAssertEqual(scan.tags.map { text($0.name) }, elements.map(\.qualifiedName), label, file: file, line: line)
        for (tag, element) in zip(scan.tags, elements) {
            let scanned = scan.attributes[tag.attributes].map { text($0.name) }.filter { $0 != "xmlns" && !$0.hasPrefix("xmlns:") }
            XCTAssertEqual(scanned, element.attributes.map(\.qualifiedName), label, file: file, line: line)
            XCTAssertEqual(bytes[tag.offset], UInt8(ascii: "<"), label, file: file, line: line)
            XCTAssertEqual(bytes[tag.endOffset - 1], UInt8(ascii: ">"), label, file: file, line: line)
            for attribute in scan.attributes[tag.attributes] {
                XCTAssertTrue([UInt8(ascii: "\""), UInt8(ascii: "'")].contains(bytes[attribute.valueOffset - 1]), label, file: file, line: line)
            }
        }
    }

    func testScanSeesWhatLibxml2Sees() {
        for document in Self.wellFormed { assertScanMatchesLibxml2(Array(document.utf8), document.debugDescription) }
        for document in Self.rejected { XCTAssertNil(XMLTagScanner.scan(Array(document.utf8)), document.debugDescription) }
    }

    func testScanSeesWhatLibxml2SeesInTheFixtures() throws {
        let root = Paths.fixture("")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { ["xml", "storyboard", "xib"].contains($0.pathExtension) } ?? []
        var compared = 0
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            guard case .success = XMLFileParser().parse(SourceText(bytes: bytes), path: file.path) else { continue }
            assertScanMatchesLibxml2(bytes, file.path)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 20)
    }

    /// Noise and invalid UTF-8: the scan ends, and whatever it returns lies inside the bytes, in order.
    func testScanOfNoiseStaysInsideTheBytes() {
        var generator = VersionPropertyTests.SplitMix64(state: 21)
        let alphabet = Array("<>/=?!-[]'\" \n\rabx:éCDATA".utf8) + [0xFF, 0xC3, 0x80, 0x00]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            guard let scan = XMLTagScanner.scan(bytes) else { continue }
            var nextAttribute = 0
            for tag in scan.tags {
                XCTAssertTrue(tag.offset >= 0 && tag.name.upperBound <= bytes.count && tag.endOffset <= bytes.count, "\(bytes)")
                XCTAssertEqual(tag.attributes.lowerBound, nextAttribute, "\(bytes)")
                nextAttribute = tag.attributes.upperBound
            }
            XCTAssertEqual(nextAttribute, scan.attributes.count, "\(bytes)")
            XCTAssertTrue(scan.attributes.allSatisfy { $0.name.upperBound <= bytes.count && $0.valueOffset <= bytes.count }, "\(bytes)")
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
