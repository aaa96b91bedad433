@testable import AppHealthKit
import XCTest

/// Issue 21: elements are made from libxml2's parse events instead of the tree libxml2 builds.
/// The events must give exactly what the tree gave — names, namespaces, attribute values, text,
/// positions, failures — for the traps written here, for thousands of generated documents and
/// for every XML file in the repository.
final class XMLConstructionTests: XCTestCase {
    private let parser = XMLFileParser()

    /// Both constructions of `text`; `events` is `nil` when they leave the document to the tree.
    private func both(_ text: String) -> (events: Result<XMLDocumentModel, XMLParseFailure>?, tree: Result<XMLDocumentModel, XMLParseFailure>) {
        let source = SourceText(text)
        return (parser.events(source, path: "a.xml"), parser.tree(source, path: "a.xml"))
    }

    private func assertSame(
        _ text: String, read expected: Bool = true, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let (events, tree) = both(text)
        guard let events else {
            if expected { XCTFail("the events left this document to the tree: \(text.prefix(300))", file: file, line: line) }
            return
        }
        if !expected { XCTFail("the events read a document only the tree reads as expected: \(text.prefix(300))", file: file, line: line) }
        switch (events, tree) {
        case (.success(let made), .success(let built)):
            if made.root != built.root {
                XCTFail("elements differ \(message()): \(text.prefix(300))\n\(Self.firstDifference(made.root, built.root))", file: file, line: line)
            }
        case (.failure(let made), .failure(let built)):
            XCTAssertEqual(made, built, "failures differ \(message()): \(text.prefix(300))", file: file, line: line)
        default:
            XCTFail("one construction failed, the other did not \(message()): \(events) / \(tree)", file: file, line: line)
        }
    }

    private static func firstDifference(_ a: XMLElement, _ b: XMLElement, path: String = "") -> String {
        let here = path + "/" + a.qualifiedName
        if a.localName != b.localName || a.prefix != b.prefix || a.namespaceURI != b.namespaceURI {
            return "\(here): name \(a.prefix ?? "-"):\(a.localName) \(a.namespaceURI ?? "-") vs \(b.prefix ?? "-"):\(b.localName) \(b.namespaceURI ?? "-")"
        }
        if a.attributes != b.attributes { return "\(here): attributes \(a.attributes) vs \(b.attributes)" }
        if a.text != b.text { return "\(here): text \(a.text.debugDescription) vs \(b.text.debugDescription)" }
        if a.location != b.location || a.endLocation != b.endLocation {
            return "\(here): positions \(a.location)–\(a.endLocation) vs \(b.location)–\(b.endLocation)"
        }
        if a.children.count != b.children.count { return "\(here): \(a.children.count) vs \(b.children.count) children" }
        for (x, y) in zip(a.children, b.children) where x != y { return firstDifference(x, y, path: here) }
        return "\(here): equal"
    }

    /// What real resources, layouts, manifests and plists hold, and the corners of libxml2's own
    /// handlers: undeclared prefixes (the name keeps them), the `xml` prefix, default namespaces
    /// and their undeclaring, references in attribute values (an ampersand comes back as `&#38;`
    /// from the parser), whitespace in values, CDATA, comments and processing instructions
    /// between text, long non-ASCII text (handed over in pieces), an encoding declaration.
    func testTrapsGiveTheTreesElements() {
        let traps = [
            "<r/>",
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <string name=\"a\">Hello</string>\n</resources>\n",
            "<resources xmlns:tools=\"http://schemas.android.com/tools\" tools:ignore=\"MissingTranslation\"><string name=\"x\" translatable=\"false\">A &amp; B &lt; C &gt; D &quot;q&quot; &apos;s&apos;</string></resources>",
            "<r a=\"1 &amp; 2\" b=\"&#38;\" c=\"&#x26;amp;\" d=\"&lt;&gt;&quot;&apos;\" e=\"&#38;#38;\" f=\"x&amp;\" g=\"&amp;y\" h=\"&amp;&amp;\"/>",
            "<r a=\"line\none\ttab\r\nend\" b=\"  spaced  \" c=\"\" d='single \"quoted\"' e=\"&#10;&#9;&#13;\"/>",
            "<r xmlns=\"urn:default\"><a/><b xmlns=\"\"><c/></b><p:d xmlns:p=\"urn:p\" p:x=\"1\" y=\"2\"/></r>",
            "<r><u:a u:b=\"1\" c=\"2\"/><v:c xmlns:v=\"urn:v\" w:d=\"3\"/></r>",
            "<r xml:lang=\"en\" xml:space=\"preserve\"><a xml:id=\"x\"> keep </a></r>",
            "<r xmlns:a=\"urn:1\"><a:x xmlns:a=\"urn:2\" a:y=\"v\"><a:z a:w=\"u\"/></a:x><a:x a:y=\"v\"/></r>",
            "<r xmlns:android=\"http://schemas.android.com/apk/res/android\" xmlns:app=\"http://schemas.android.com/apk/res-auto\" xmlns:tools=\"http://schemas.android.com/tools\"><TextView android:text=\"@string/a\" app:layout=\"x\" tools:text=\"t\"/></r>",
            "<r>text<!-- comment -->more<?pi data?>end<![CDATA[<raw> & ]]>tail<a/>after</r>",
            "<r><![CDATA[]]><![CDATA[one]]><![CDATA[two]]>three</r>",
            "<r>" + String(repeating: "日本語のテキスト é ü ", count: 80) + "<a>" + String(repeating: "x&amp;y&#233;", count: 200) + "</a></r>",
            "<r>\n" + (1...500).map { "  <string name=\"s\($0)\">Text \($0) with &lt;b&gt; and \\' escapes</string>\n" }.joined() + "</r>",
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r a=\"caf\u{E9}\">na\u{EF}ve</r>",
            "\u{FEFF}<?xml version=\"1.0\"?><r a=\"bom\"/>",
            "<r   a = \"1\"\n   b\t=\t'2'  ></r   >",
            "<r><a></a><b/><c>x</c></r>",
            "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>App</string><key>n</key><integer>3</integer><true/></dict></plist>",
            String(repeating: "<a>", count: 200) + String(repeating: "</a>", count: 200),
            // Failures: the parser's first error, wherever it is.
            "<r><a></r>",
            "<r a=\"1\" a=\"2\"/>",
            "<r>&undeclared;</r>",
            "<r a=\"&undeclared;\"/>",
            "<r><a>",
            "text only",
            "<r/><s/>",
            "<r a=\"<\"/>",
            "<p:r/>",
            String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300),
        ]
        for trap in traps { assertSame(trap) }
    }

    /// A DTD may declare entities (kept as nodes by the tree; parsing their text reads the tree):
    /// such documents are the tree's, with or without a reference, and the parser reads them as
    /// before. So is a document with lines past 65,534 (libxml2 keeps no larger line in a node).
    func testDocumentsWithADTDOrPastLine65534AreLeftToTheTree() throws {
        let text = "<!DOCTYPE r [ <!ENTITY app \"Shop\"> ]><r a=\"&app;\">&app;</r>"
        assertSame(text, read: false)
        assertSame("<!DOCTYPE r><r a=\"1\">x</r>", read: false)
        assertSame("<!DOCTYPE r [ <!ATTLIST r d CDATA \"default\"> ]><r a=\"1\"/>", read: false)
        assertSame("<r>\n" + String(repeating: "<a/>\n", count: 65_540) + "</r>", read: false)
        assertSame("<r>\n" + String(repeating: "<a/>\n", count: 65_000) + "</r>")
        guard case .success(let document) = parser.parse(SourceText(text), path: "a.xml") else { return XCTFail("parse failed") }
        XCTAssertEqual(document.root.attributes.first?.value, "&app;")
        XCTAssertEqual(document.root.text, "&app;")
    }

    /// Thousands of generated documents: nested elements, declared, redeclared and undeclared
    /// prefixes, attribute values and text with every kind of reference, whitespace, CDATA,
    /// comments; some cut short (a failure, the same from both).
    func testGeneratedDocumentsGiveTheTreesElements() {
        var random = VersionPropertyTests.SplitMix64(state: 0x0A11_7E5E)
        let names = ["a", "b", "string", "item", "LinearLayout", "é", "x-y", "n.m", "_u"]
        let prefixes = ["p", "q", "android", "tools", "xml", "undeclared"]
        let valuePieces = ["v", " ", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#38;", "&#x26;", "&#65;", "&#xE9;", "é", "日本", "\n", "\t", "@string/x", "%1$s", ""]
        let textPieces = valuePieces + ["<![CDATA[c & <d>]]>", "<!-- c -->", "<?pi x?>", "\\'", String(repeating: "ü", count: 170)]
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
        func element(depth: Int, declared: [String]) -> String {
            var declared = declared
            var declarations = ""
            if chance(25) {
                let prefix = pick(["p", "q", "android"])
                declarations += " xmlns:\(prefix)=\"urn:\(pick(["1", "2", "3"]))\""
                declared.append(prefix)
            }
            if chance(10) { declarations += chance(50) ? " xmlns=\"urn:d\(random.next() % 3)\"" : " xmlns=\"\"" }
            let prefix = chance(30) ? pick(prefixes) + ":" : ""
            let name = prefix + pick(names)
            var attributes = ""
            var used = Set<String>()
            for _ in 0..<Int(random.next() % 4) {
                let attributeName = (chance(40) ? pick(declared.isEmpty ? ["undeclared"] : declared + ["xml", "undeclared"]) + ":" : "") + pick(["text", "name", "id", "lang"])
                guard used.insert(attributeName).inserted else { continue }
                let value = (0..<Int(random.next() % 5)).map { _ in pick(valuePieces) }.joined()
                attributes += "\(pick([" ", "\n    ", "\t"]))\(attributeName)\(pick(["=", " = "]))\"\(value)\""
            }
            guard depth < 5, chance(70) else { return "<\(name)\(declarations)\(attributes)\(pick(["/>", " />"]))" }
            var body = ""
            for _ in 0..<Int(random.next() % 5) {
                body += chance(50) ? element(depth: depth + 1, declared: declared) : (0..<Int(random.next() % 3)).map { _ in pick(textPieces) }.joined()
            }
            return "<\(name)\(declarations)\(attributes)>\(body)</\(name)>"
        }
        for index in 0..<3_000 {
            var text = (chance(30) ? "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" : "") + element(depth: 0, declared: [])
            if chance(5) { text = String(text.prefix(Int(random.next() % UInt64(text.count + 1)))) }
            assertSame(text, "(document \(index))")
        }
    }

    /// Every XML file of the repository (fixtures, golden reports, examples) reads the same both ways.
    func testRepositoryFilesGiveTheTreesElements() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["Fixtures", "Tests", "Rules", "Benchmarks"] {
            guard let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where ["xml", "storyboard", "xib", "plist"].contains(url.pathExtension) {
                let data = try Data(contentsOf: url)
                guard let text = String(data: data, encoding: .utf8) else { continue }
                assertSame(text, read: !text.contains("<!DOCTYPE"), url.path)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }
}
