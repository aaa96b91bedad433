@testable import AppHealthKit
import Foundation
import XCTest

final class IOSParsingTests: XCTestCase {
    func testStringsCatalogsInUTF8AndUTF16AndJSON() throws {
        let strings = "/* c */\n\"a.title\" = \"A \\\"quoted\\\" title\";\n// line\n\"b\" = \"x = \\\"y\\\";\";\n"
        XCTAssertEqual(LocalizationCatalog.keys(of: Array(strings.utf8), path: "en.lproj/Localizable.strings"), ["a.title", "b"])
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"hello\" = \"Hallo\";".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(LocalizationCatalog.keys(of: utf16, path: "de.lproj/Localizable.strings"), ["hello"])
        let json = #"{"sourceLanguage":"en","strings":{"Welcome":{},"cart.title":{"localizations":{}}},"version":"1.0"}"#
        XCTAssertEqual(LocalizationCatalog.keys(of: Array(json.utf8), path: "Localizable.xcstrings"), ["Welcome", "cart.title"])
        XCTAssertEqual(LocalizationCatalog.keys(of: Array("not json".utf8), path: "x.xcstrings"), [])
        // Escaped keys are decoded; the translations under them, any shape, are not read; no `strings` object, no keys.
        let escaped = #"{"strings":{"Caf\u00e9 \"%@\"\n":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}},"%lld items":[1,{"a":null}],"":true}}"#
        XCTAssertEqual(LocalizationCatalog.keys(of: Array(escaped.utf8), path: "Localizable.xcstrings"), ["Café \"%@\"\n", "%lld items", ""])
        XCTAssertEqual(LocalizationCatalog.keys(of: Array(#"{"strings":[]}"#.utf8), path: "x.xcstrings"), [])
        XCTAssertEqual(LocalizationCatalog.keys(of: Array(#"{"version":"1.0"}"#.utf8), path: "x.xcstrings"), [])
        XCTAssertEqual(LocalizationCatalog.keys(of: Array(#"["strings"]"#.utf8), path: "x.xcstrings"), [])
    }

    /// Issue 21: `.strings` keys are read by bytes, values skipped; the keys are those the
    /// scalar-by-scalar reading it replaced found, for escapes, comments, unterminated strings,
    /// multi-byte and invalid UTF-8, and UTF-16.
    func testStringsKeysByBytesAreTheScalarReading() {
        func scalarReading(_ text: String) -> Set<String> {
            var keys: Set<String> = []
            let scalars = Array(text.unicodeScalars)
            var i = 0
            var expectingKey = true
            while i < scalars.count {
                let c = scalars[i]
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while i < scalars.count, scalars[i] != "\n" { i += 1 }
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    i += 2
                    while i + 1 < scalars.count, !(scalars[i] == "*" && scalars[i + 1] == "/") { i += 1 }
                    i += 2
                } else if c == "\"" {
                    var value = String.UnicodeScalarView()
                    i += 1
                    while i < scalars.count, scalars[i] != "\"" {
                        if scalars[i] == "\\", i + 1 < scalars.count {
                            i += 1
                            switch scalars[i] {
                            case "n": value.append("\n")
                            case "t": value.append("\t")
                            default: value.append(scalars[i])
                            }
                        } else {
                            value.append(scalars[i])
                        }
                        i += 1
                    }
                    i += 1
                    if expectingKey { keys.insert(String(value)) }
                    expectingKey = false
                } else if c == ";" {
                    expectingKey = true
                    i += 1
                } else {
                    i += 1
                }
            }
            return keys
        }
        let texts: [[UInt8]] = [
            Array("\"a\" = \"b\";\n\"c\\\"d\" = \"e\";".utf8),
            Array("/* \"not\" = \"a key\"; */ \"k\\n\\t\\\\\" = \"v\"; // \"x\" = \"y\";\n\"last\"".utf8),
            Array("\"caf\u{E9} \u{1F600}\" = \"\u{65E5}\u{672C}\"; \"e\u{301}\" = \"x\"".utf8),
            Array("\"unterminated = \"v\"".utf8), Array("\"a\\".utf8), Array("/* open".utf8), Array("\"k\" \"second\" = \"v\"; \"k2\"".utf8),
            [0x22, 0xE2, 0x22, 0x3D, 0x22, 0x76, 0x22, 0x3B, 0x22, 0xC3, 0x28, 0x22, 0x3B, 0x22, 0x5C, 0xC3, 0xA9, 0x22],
        ]
        // And generated texts of the bytes that matter (quotes, escapes, comments, `;`).
        var generator = VersionPropertyTests.SplitMix64(state: 0x5715)
        // Runs of backslashes before a quote decide whether a value ends there (values are skipped
        // from one quote to the next and the run before each is counted).
        let pieces = [
            "\"", "\"", "\\", "\\\"", ";", "/", "*", "//", "/*", "*/", "a", "n", "t", "\u{E9}", "\u{1F600}", "\n", " = ", "\"k\" = \"v\";",
            "\\\\", "\\\\\"", "\\\\\\\"", " = \"v\\\\\";", "**/",
        ]
        let generated = (0..<2_000).map { _ in Array((0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined().utf8) }
        for bytes in texts + generated {
            XCTAssertEqual(LocalizationCatalog.keys(of: bytes, path: "en.lproj/L.strings"), scalarReading(String(decoding: bytes, as: UTF8.self)), "\(bytes)")
        }
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"gr\u{FC}\u{DF}e\" = \"x\"; /* c */ \"\u{1F600}\" = \"y\";".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(LocalizationCatalog.keys(of: utf16, path: "de.lproj/L.strings"), ["gr\u{FC}\u{DF}e", "\u{1F600}"])
    }

    func testPlistFactsFromXMLAndBinary() throws {
        let object: [String: Any] = ["CFBundleVersion": "14", "UIRequiredDeviceCapabilities": ["armv7"]]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
            let facts = try XCTUnwrap(PlistFacts(bytes: [UInt8](data)))
            XCTAssertEqual(facts.strings["CFBundleVersion"], "14")
            XCTAssertEqual(facts.keys, ["CFBundleVersion", "UIRequiredDeviceCapabilities"])
        }
        XCTAssertNil(PlistFacts(bytes: Array("<plist><dict><key>a</key>".utf8)))
    }

    /// Xcode preprocesses Info.plist with INFOPLIST_PREPROCESS: the file holds `#ifndef` lines.
    /// The first branch of each conditional is read; `#else` branches are dropped, nested ones too.
    func testPreprocessedInfoPlistReadsTheFirstBranch() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleVersion</key><string>7</string>
            \t#ifndef DISABLE_PLAIN_HTTP
            \t<key>NSAppTransportSecurity</key>
            \t<dict><key>NSAllowsArbitraryLoads</key><true/></dict>
            \t#else
            \t  #if NESTED
            \t<key>Nested</key><string>x</string>
            \t  #endif
            \t<key>NSAppTransportSecurity</key>
            \t<dict/>
            \t#endif
            </dict>
            </plist>
            """
        let facts = try XCTUnwrap(PlistFacts(bytes: Array(text.utf8)))
        XCTAssertEqual(facts.keys, ["CFBundleVersion", "NSAppTransportSecurity"])
        XCTAssertEqual(facts.flattened["NSAppTransportSecurity.NSAllowsArbitraryLoads"], "true")
        // Thousands of unclosed conditionals stay linear and do not crash.
        let deep = String(repeating: "#if A\n", count: 20_000) + "<plist><dict/></plist>\n"
        XCTAssertNotNil(PlistFacts(bytes: Array(deep.utf8)))
    }

    func testAssetSetParsing() throws {
        let json = #"{"images":[{"idiom":"universal","filename":"a@2x.png","scale":"2x"}],"properties":{"preserves-vector-representation":true}}"#
        let set = try XCTUnwrap(AssetSet(contentsPath: "App/Assets.xcassets/Icons/a.imageset/Contents.json", bytes: Array(json.utf8)))
        XCTAssertEqual(set.kind, .imageSet)
        XCTAssertEqual(set.name, "a")
        XCTAssertEqual(set.images.first?.scale, "2x")
        XCTAssertTrue(set.preservesVector)
        XCTAssertNil(AssetSet(contentsPath: "App/Assets.xcassets/Contents.json", bytes: Array("{}".utf8)), "the catalog root is not a set")
        XCTAssertNil(AssetSet(contentsPath: "App/Assets.xcassets/b.imageset/Contents.json", bytes: Array("{".utf8)))
    }

    func testGeneratedSymbolNames() {
        XCTAssertEqual(UnusedAssetRule.symbolName("star-filled"), "starFilled")
        XCTAssertEqual(UnusedAssetRule.folded("Passwords-Add-96x96"), UnusedAssetRule.folded("passwordsAdd96X96"))
        // Names whose folded form is longer than every set name's are ruled out before folding;
        // the others are not: exactly those whose folded form fits.
        let names = ["Passwords-Add-96x96", "a-b-c", "ab", "Stern \u{2B50}", "\u{C4}-b", "no match here at all, a sentence", "x_y", "", "12\u{20E3}34"]
        for name in names {
            for limit in 0...20 where !UnusedAssetRule.mayFold(name, toAtMost: limit) {
                XCTAssertGreaterThan(UnusedAssetRule.folded(name).utf8.count, limit, name)
                XCTAssertGreaterThan(name.utf8.count, limit, name)
            }
        }
        XCTAssertTrue(UnusedAssetRule.mayFold("Passwords-Add-96x96", toAtMost: 17))
        XCTAssertFalse(UnusedAssetRule.mayFold("Passwords-Add-96x96", toAtMost: 16))
        XCTAssertTrue(UnusedAssetRule.mayFold("a-b-c", toAtMost: 3))
        XCTAssertTrue(UnusedAssetRule.mayFold("Stern \u{2B50} und noch viel mehr Text", toAtMost: 3))  // not ASCII: folded and compared
        XCTAssertTrue(UnusedAssetRule.mayFold("1\u{20E3}2\u{20E3}3\u{20E3}4\u{20E3}", toAtMost: 2))
        XCTAssertFalse(UnusedAssetRule.mayFold("no match here at all, a sentence", toAtMost: 20))
        // A file name's stem, cut at the name's own last `.` (a name whose lowercase is longer
        // than itself crashed the audit: the index came from the lowercased copy).
        XCTAssertEqual(UnusedAssetRule.imageFileStem("skip@2x.PNG"), "skip")
        XCTAssertEqual(UnusedAssetRule.imageFileStem("flag.es.jpeg"), "flag.es")
        XCTAssertEqual(UnusedAssetRule.imageFileStem("\u{130}\u{130}\u{130}\u{130}\u{130}.png"), "\u{130}\u{130}\u{130}\u{130}\u{130}")
        XCTAssertEqual(UnusedAssetRule.imageFileStem("Caf\u{E9}.Heic"), "Caf\u{E9}")
        for name in ["skip", "skip.", ".png", "skip.txt", "A sentence. Then more.", "x.pngs", "x.png\u{301}", "x.p\u{301}ng", "@2x.png"] {
            XCTAssertNil(UnusedAssetRule.imageFileStem(name), name)
        }
        // Two characters or more, from the first bytes where they are ASCII: CR LF is one
        // character, a combining mark joins the character before it.
        for name in names + ["\r\n", "\r\nx", "\n\r", "a", "\u{C4}", "a\u{301}", "a\u{301}b", "ab\u{301}", "🇫🇷", "🇫🇷🇩🇪", "e\u{301}", "\r\n\u{301}"] {
            XCTAssertEqual(UnusedAssetRule.hasTwoCharacters(name), name.count >= 2, name.debugDescription)
        }
    }

    /// CoreFoundation's tree read in place: old-style, XML and binary lists give the same values;
    /// non-ASCII strings (which CF keeps as UTF-16), numbers and booleans as text, entries, arrays.
    func testPropertyListValuesReadEveryFormatInPlace() throws {
        let object: [String: Any] = [
            "name": "Café", "path": "Sources/é.swift", "children": ["A1", "B2", "Ω3"], "count": 2, "ratio": 1.5, "flag": true,
            "nested": ["isa": "PBXGroup"],
        ]
        var documents = [Array("""
            // !$*UTF8*$!
            { name = "Caf\\U00e9"; path = "Sources/\\U00e9.swift"; children = (A1, B2, "\\U03a93", ); count = 2; ratio = 1.5; flag = 1;
              nested = { isa = PBXGroup; }; }
            """.utf8)]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            documents.append([UInt8](try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)))
        }
        for (index, bytes) in documents.enumerated() {
            let root = try PropertyListValue(parsing: bytes)
            XCTAssertEqual(root[PropertyListKey("name")]?.string, "Café", "document \(index)")
            XCTAssertEqual(root[PropertyListKey("path")]?.string, "Sources/é.swift")
            XCTAssertEqual(root[PropertyListKey("children")]?.strings, ["A1", "B2", "Ω3"])
            XCTAssertEqual(root[PropertyListKey("count")]?.text, "2")
            XCTAssertEqual(root[PropertyListKey("ratio")]?.text, "1.5")
            XCTAssertEqual(root[PropertyListKey("flag")]?.text, "1")
            XCTAssertEqual(root[PropertyListKey("nested")]?[PropertyListKey("isa")]?.string, "PBXGroup")
            XCTAssertNil(root[PropertyListKey("absent")])
            XCTAssertNil(root[PropertyListKey("children")]?.string, "an array is no string")
            XCTAssertNil(root[PropertyListKey("name")]?[PropertyListKey("isa")], "a string has no keys")
            XCTAssertEqual(Set(root.entries.map(\.key)), Set(object.keys))
        }
        XCTAssertThrowsError(try PropertyListValue(parsing: Array("{ a = (; ".utf8)))
        guard case .failure(let failure) = XcodeProjectReader.targets(bytes: Array("{ objects = { AA = { isa = PBXProject; ; }; ".utf8), path: "App.xcodeproj/project.pbxproj") else {
            return XCTFail("a broken project is a failure")
        }
        // The words `PropertyListSerialization` gave (CF's own description spells `\U2019` on Linux).
        XCTAssertEqual(failure.message, "not a readable Xcode project (The operation could not be completed. The data is not in the correct format.)")
        guard case .failure(let empty) = XcodeProjectReader.targets(bytes: Array("{ archiveVersion = 1; }".utf8), path: "App.xcodeproj/project.pbxproj") else {
            return XCTFail("a project without objects is a failure")
        }
        XCTAssertEqual(empty.message, "an Xcode project without objects or a root object")
    }

    func testMalformedStoryboardIsAParseErrorAndTheRunGoesOn() throws {
        let tree = try ScratchTree()
        try tree.write("App/Base.lproj/Main.storyboard", "<document><scenes><label text=\"Hi\"></scenes>")
        try tree.write("App/Broken.swift", "class { func ( ")
        try tree.write("App/Info.plist", bytes: [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xFF])
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(Set(result.findings.filter { $0.ruleId == "parse-error" }.map(\.path)), ["App/Base.lproj/Main.storyboard", "App/Info.plist"])
    }
}
