@testable import AppHealthKit
import XCTest

final class XMLParserTests: XCTestCase {
    private func parse(_ text: String, parser: XMLFileParser = XMLFileParser()) -> Result<XMLDocumentModel, XMLParseFailure> {
        parser.parse(SourceText(text), path: "test.xml")
    }

    private func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> XMLDocumentModel {
        switch parse(text) {
        case .success(let document): return document
        case .failure(let failure):
            XCTFail("unexpected failure: \(failure)", file: file, line: line)
            throw failure
        }
    }

    func testAttributePositionsAreExact() throws {
        let doc = try document("""
            <?xml version="1.0"?>
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <!-- <Button android:text="in a comment" /> -->
              <![CDATA[ <Fake android:text="cdata" /> ]]>
              <Button
                  android:id="@+id/a"   android:text = 'Go' />
            </LinearLayout>
            """)
        let button = doc.root.children[0]
        XCTAssertEqual(button.localName, "Button")
        XCTAssertEqual(button.location, SourceLocation(line: 5, column: 3))
        let text = try XCTUnwrap(button.attribute("text", namespace: XMLNamespace.android))
        XCTAssertEqual(text.value, "Go")
        XCTAssertEqual(text.location, SourceLocation(line: 6, column: 29))
        XCTAssertEqual(text.valueLocation, SourceLocation(line: 6, column: 45))
        XCTAssertEqual(doc.root.endLocation, SourceLocation(line: 7, column: 16))
    }

    func testColumnsCountCharactersNotBytes() throws {
        let doc = try document("<a xmlns:android=\"http://schemas.android.com/apk/res/android\"><b é=\"1\" android:text=\"ü\"/></a>")
        let b = doc.root.children[0]
        XCTAssertEqual(b.attribute("text", namespace: XMLNamespace.android)?.location.column, 72)
    }

    func testCRLFLineEndings() throws {
        let doc = try document("<a>\r\n  <b x=\"1\"/>\r\n</a>\r\n")
        XCTAssertEqual(doc.root.children[0].location, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(doc.text.line(2), "  <b x=\"1\"/>")
    }

    func testMalformedXMLFailsWithPosition() {
        guard case .failure(let failure) = parse("<a>\n  <b>\n</a>\n") else { return XCTFail("expected failure") }
        XCTAssertEqual(failure.location.line, 3)
        XCTAssertFalse(failure.message.contains("\n"))
    }

    func testBinaryAndCompiledXMLAreRejected() {
        guard case .failure(let binary) = XMLFileParser().parse(SourceText(bytes: [0x3C, 0x61, 0x00, 0x3E]), path: "x.xml") else {
            return XCTFail("expected failure")
        }
        XCTAssertTrue(binary.message.contains("binary"))
        guard case .failure(let compiled) = XMLFileParser().parse(SourceText(bytes: [0x03, 0x00, 0x08, 0x00, 0x10, 0x20]), path: "x.xml") else {
            return XCTFail("expected failure")
        }
        XCTAssertTrue(compiled.message.contains("compiled"))
        guard case .failure(let empty) = parse("") else { return XCTFail("expected failure") }
        XCTAssertEqual(empty.message, "empty file")
    }

    func testInvalidUTF8IsAParseError() {
        let bytes: [UInt8] = Array("<a text=\"".utf8) + [0xC3, 0x28, 0xFF] + Array("\"/>".utf8)
        guard case .failure(let failure) = XMLFileParser().parse(SourceText(bytes: bytes), path: "x.xml") else {
            return XCTFail("expected failure")
        }
        XCTAssertFalse(failure.message.isEmpty)
    }

    func testExternalEntitiesAreNeverLoaded() throws {
        let doc = try document("""
            <?xml version="1.0"?>
            <!DOCTYPE r [ <!ENTITY xxe SYSTEM "file:///etc/hostname"> <!ENTITY lt2 "<b>"> ]>
            <r a="x">&xxe;<c/></r>
            """)
        XCTAssertEqual(doc.root.localName, "r")
        XCTAssertEqual(doc.root.children.map(\.localName), ["c"])
        XCTAssertEqual(doc.root.children[0].location, SourceLocation(line: 3, column: 15))
    }

    /// Attribute values are read as written whatever libxml2 makes of them: one text node (the
    /// common case, read directly), nothing, a lone entity reference, or text around one; and
    /// elements keep their children in order, however many.
    func testAttributeValuesAndChildrenAsWritten() throws {
        let doc = try document("""
            <?xml version="1.0"?>
            <!DOCTYPE r [ <!ENTITY app "Shop"> ]>
            <r plain="Hello" empty="" entity="&app;" mixed="Open &app; now" char="&#65;B" xmlns:android="http://schemas.android.com/apk/res/android">
                <a android:text="One"/>text<b/>&app;<c><d/><e/></c>
            </r>
            """)
        let values = Dictionary(uniqueKeysWithValues: doc.root.attributes.map { ($0.localName, $0.value) })
        XCTAssertEqual(values["plain"], "Hello")
        XCTAssertEqual(values["empty"], "")
        XCTAssertEqual(values["entity"], "&app;")
        XCTAssertEqual(values["mixed"], "Open &app; now")
        XCTAssertEqual(values["char"], "AB")
        XCTAssertEqual(doc.root.children.map(\.localName), ["a", "b", "c"])
        XCTAssertEqual(doc.root.children[2].children.map(\.localName), ["d", "e"])
        XCTAssertEqual(doc.root.children[0].attributes.map(\.value), ["One"])
        XCTAssertEqual(doc.root.children[0].attributes.first?.namespaceURI, "http://schemas.android.com/apk/res/android")
        // The well-known namespaces are the `XMLNamespace` constants themselves (equal at once when compared).
        XCTAssertEqual(doc.root.children[0].attributes.first?.namespaceURI.map { unsafeBitCast($0, to: (UInt64, UInt64).self) == unsafeBitCast(XMLNamespace.android, to: (UInt64, UInt64).self) }, true)
        XCTAssertTrue(doc.root.text.contains("text"))
        XCTAssertTrue(doc.root.text.contains("&app;"))
    }

    /// Issue 21: an element's text nodes (text, CDATA, entity references, and the whitespace
    /// between children) are joined as bytes; the text is what appending them one by one gave,
    /// for one piece, several, empty ones and non-ASCII ones.
    func testElementTextJoinsEveryPieceInOrder() throws {
        let doc = try document("""
            <!DOCTYPE r [ <!ENTITY app "Shop"> ]>
            <r><one>Only é</one><many>a<b/>é<![CDATA[<raw> & ]]>&app;<c/>日本<d/></many><empty></empty><cdata><![CDATA[]]>x</cdata>
              <entity>&app;</entity>
            </r>
            """)
        let texts = Dictionary(uniqueKeysWithValues: doc.root.children.map { ($0.localName, $0.text) })
        XCTAssertEqual(texts["one"], "Only é")
        XCTAssertEqual(texts["many"], "aé<raw> & &app;日本")
        XCTAssertEqual(texts["empty"], "")
        XCTAssertEqual(texts["cdata"], "x")
        XCTAssertEqual(texts["entity"], "&app;")
        XCTAssertEqual(doc.root.text, "\n  \n")
    }

    func testBillionLaughsDoesNotExpand() {
        var entities = "<!ENTITY lol0 \"lol\">"
        for i in 1...9 {
            entities += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">"
        }
        let text = "<?xml version=\"1.0\"?><!DOCTYPE r [\(entities)]><r a=\"&lol9;\">&lol9;</r>"
        let start = Date()
        switch parse(text) {
        case .success(let doc):
            XCTAssertLessThan(doc.root.attributes.first?.value.count ?? 0, 1000)
        case .failure(let failure):
            XCTAssertFalse(failure.message.isEmpty)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testOversizedFilesAreSkipped() {
        let parser = XMLFileParser(maximumBytes: 1 << 20)
        let big = "<a>" + String(repeating: "<b/>", count: 300_000) + "</a>"
        guard case .failure(let failure) = parser.parse(SourceText(big), path: "big.xml") else { return XCTFail("expected failure") }
        XCTAssertTrue(failure.message.contains("limit"))
    }

    func testToolsIgnoreScopesCoverDescendants() throws {
        let doc = try document("""
            <a xmlns:tools="http://schemas.android.com/tools">
              <b tools:ignore="HardcodedText, all">
                <c/>
              </b>
              <d/>
            </a>
            """)
        let scopes = XMLIgnoreScopes(root: doc.root)
        XCTAssertTrue(scopes.suppresses(names: ["HardcodedText"], at: SourceLocation(line: 3, column: 5)))
        XCTAssertTrue(scopes.suppresses(names: ["all"], at: SourceLocation(line: 2, column: 3)))
        XCTAssertFalse(scopes.suppresses(names: ["HardcodedText"], at: SourceLocation(line: 5, column: 3)))
        XCTAssertFalse(scopes.suppresses(names: ["UnusedResources"], at: SourceLocation(line: 3, column: 5)))
    }
}

final class SourceTextTests: XCTestCase {
    func testCursorAgreesWithBinarySearch() {
        let text = SourceText("ab\né€x\r\n\n  <z/>😀end")
        var cursor = text.cursor()
        for offset in 0...text.bytes.count {
            XCTAssertEqual(cursor.location(ofOffset: offset), text.location(ofOffset: offset), "offset \(offset)")
        }
        XCTAssertEqual(cursor.location(ofOffset: 1), SourceLocation(line: 1, column: 2), "going backwards works too")
    }

    /// Issue 21: the cursor passes whole lines by their starts; jumps of any length, forwards
    /// and back, into and past multi-byte characters, give the binary search's locations.
    func testCursorJumpsAgreeWithBinarySearch() {
        let text = SourceText(String(repeating: "ab\né€x\r\n\n  <z/>😀end\n", count: 40) + "tail")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var cursor = text.cursor()
            var offset = 0
            for _ in 0..<60 {
                offset = Bool.random(using: &generator) && offset > 10 ? offset - Int.random(in: 1...10, using: &generator)
                    : min(text.bytes.count + 2, offset + Int.random(in: 0...120, using: &generator))
                XCTAssertEqual(cursor.location(ofOffset: offset), text.location(ofOffset: offset), "offset \(offset)")
            }
        }
    }

    /// The cursor counts characters eight bytes a step: any bytes, any start and end (unaligned
    /// heads and tails), give the byte-by-byte count.
    func testCharacterStartsCountsEightBytesAtATime() {
        var generator = SystemRandomNumberGenerator()
        let pool: [UInt8] = Array("aé€😀\r\n<".utf8) + [0x80, 0xBF, 0xC0, 0xFF, 0x7F]
        let bytes = (0..<300).map { _ in pool.randomElement(using: &generator)! }
        bytes.withUnsafeBufferPointer { buffer in
            for _ in 0..<500 {
                let start = Int.random(in: 0...bytes.count, using: &generator)
                let end = Int.random(in: start...bytes.count, using: &generator)
                let expected = bytes[start..<end].filter { $0 & 0xC0 != 0x80 }.count
                XCTAssertEqual(LocationCursor.characterStarts(buffer, start..<end), expected, "\(start)..<\(end)")
            }
        }
    }

    /// Names and namespaces are made once per libxml2 pointer: past the first 32 distinct ones
    /// (searched in a short array) the rest are kept in a dictionary; every element and attribute
    /// still gets its own name and namespace.
    func testManyDistinctNamesKeepTheirOwnNames() throws {
        let children = (0..<80).map { "<e\($0) a\($0)=\"v\($0)\" p\($0 % 3):x=\"\($0)\"/>" }.joined()
        let namespaces = (0..<3).map { " xmlns:p\($0)=\"urn:n\($0)\"" }.joined()
        guard case .success(let doc) = XMLFileParser().parse(SourceText("<root\(namespaces)>\(children)<e5 a5=\"again\"/></root>"), path: "x.xml") else {
            return XCTFail("parse failed")
        }
        XCTAssertEqual(doc.root.children.count, 81)
        for (index, element) in doc.root.children.prefix(80).enumerated() {
            XCTAssertEqual(element.localName, "e\(index)")
            XCTAssertEqual(element.attributes.map(\.qualifiedName), ["a\(index)", "p\(index % 3):x"])
            XCTAssertEqual(element.attributes.last?.namespaceURI, "urn:n\(index % 3)")
        }
        XCTAssertEqual(doc.root.children.last?.localName, "e5")
        XCTAssertEqual(doc.root.children.last?.attributes.first?.value, "again")
    }

    func testHugeSingleLineDocumentKeepsExactColumns() throws {
        let element = "<TextView android:text=\"Hi\"/>"
        let text = "<L xmlns:android=\"http://schemas.android.com/apk/res/android\">" + String(repeating: element, count: 20_000) + "</L>"
        guard case .success(let doc) = XMLFileParser().parse(SourceText(text), path: "x.xml") else { return XCTFail("parse failed") }
        let prefix = "<L xmlns:android=\"http://schemas.android.com/apk/res/android\">".count
        let last = try XCTUnwrap(doc.root.children.last)
        XCTAssertEqual(last.location, SourceLocation(line: 1, column: prefix + 19_999 * element.count + 1))
        XCTAssertEqual(last.attributes[0].location.column, last.location.column + 10)
    }

    func testLinePrefixCutsAtCharacterBoundary() {
        let text = SourceText("ééééé\nb")
        XCTAssertEqual(text.linePrefix(1, maxBytes: 3).text, "é")
        XCTAssertEqual(text.linePrefix(1, maxBytes: 3).truncated, true)
        XCTAssertEqual(text.linePrefix(2, maxBytes: 3).text, "b")
    }
}
