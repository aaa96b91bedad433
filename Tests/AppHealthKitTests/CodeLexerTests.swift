@testable import AppHealthKit
import XCTest

final class CodeLexerTests: XCTestCase {
    private func kinds(_ source: String, _ language: CodeLexer.Language) -> [(CodeLexer.Token.Kind, String)] {
        let bytes = Array(source.utf8)
        return CodeLexer(language: language).tokens(in: bytes).filter { [.lineComment, .blockComment, .string, .char].contains($0.kind) }.map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
    }

    func testCommentMarkersInsideStringsAreNotComments() {
        let tokens = kinds(#"val url = "http://example.com" // real comment"#, .kotlin)
        XCTAssertEqual(tokens.map(\.0), [.string, .lineComment])
        XCTAssertEqual(tokens[1].1, "// real comment")
    }

    func testKotlinRawStringsTemplatesAndNestedComments() {
        let source = #"""
            /* outer /* nested */ still comment */
            val a = """raw "quoted" // not a comment"""
            val b = "${if (x) "inner" else "other"} done"
            val c = '"'
            """#
        let tokens = kinds(source, .kotlin)
        XCTAssertEqual(tokens.map(\.0), [.blockComment, .string, .string, .string, .string, .char])
        XCTAssertEqual(tokens[0].1, "/* outer /* nested */ still comment */")
        XCTAssertEqual(tokens[1].1, #""""raw "quoted" // not a comment""""#)
        XCTAssertEqual(tokens[3].1, #""inner""#)
    }

    func testJavaBlockCommentsDoNotNest() {
        let tokens = kinds("/* a /* b */ int x = 1; // c", .java)
        XCTAssertEqual(tokens.map(\.0), [.blockComment, .lineComment])
    }

    func testGroovySingleQuotedStrings() {
        let tokens = kinds("implementation 'com.squareup.okhttp3:okhttp:3.12.0' // pinned", .groovy)
        XCTAssertEqual(tokens.map(\.0), [.string, .lineComment])
    }

    func testCodeTokens() {
        let source = "val x = android.R.string.ok + `when`.size1 + 0x1F + 1.5f; obj?.call(\"${a.b}\")"
        let bytes = Array(source.utf8)
        let tokens = CodeLexer(language: .kotlin).tokens(in: bytes)
        let texts = tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        XCTAssertEqual(texts, ["val", "x", "=", "android", ".", "R", ".", "string", ".", "ok", "+", "`when`", ".", "size1", "+", "0x1F", "+", "1.5f", ";",
                               "obj", "?", ".", "call", "(", "\"${a.b}\"", "a", ".", "b", ")"])
        XCTAssertEqual(tokens[15].kind, .number)
        XCTAssertEqual(tokens[11].kind, .identifier)
    }

    func testUnterminatedConstructsEndQuietly() {
        XCTAssertEqual(kinds("val s = \"open\nval t = 1 /* never closed", .kotlin).map(\.0), [.string, .blockComment])
    }
}

extension CodeLexerTests {
    /// Issue 21: ASCII string tokens lose their quotes by bytes; the result must be what the
    /// character-by-character reading gives, for every kind of Kotlin and Java literal.
    func testStringContentOfASCIITokensIsTheCharacterReading() {
        let source = SourceText(#"""
            val a = "plain"; val b = ""; val c = "\"quoted\""; val d = """raw "text" here"""; val e = 'x'
            val f = "$name and ${user.name}"; val g = """""; val h = "unterminated
            val i = "é accent"; val j = "a\u00e9"; val k = "\r\n"; val l = """"quad""""
            """#)
        let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let code = CodeFile(file: file, language: .kotlin, text: source)
        func characterReading(_ raw: String) -> String {
            for delimiter in ["\"\"\"", "\"", "'"] where raw.hasPrefix(delimiter) {
                var body = raw.dropFirst(delimiter.count)
                if body.hasSuffix(delimiter) { body = body.dropLast(delimiter.count) }
                return String(body)
            }
            return raw
        }
        let strings = code.code.filter { $0.kind == .string || $0.kind == .char }
        XCTAssertGreaterThanOrEqual(strings.count, 8)
        for token in strings + code.code.prefix(5) {
            XCTAssertEqual(code.stringContent(of: token), characterReading(code.text(of: token)), code.text(of: token))
        }
    }
}

final class SuppressionTests: XCTestCase {
    func testDirectives() {
        let comments: [(line: Int, text: String)] = [
            (2, "// apphealth:disable:next code.hardcoded-ui-string"),
            (5, "// apphealth:disable:this arch.global-mutable-state -- legacy"),
            (7, "/* apphealth:disable arch.singleton-declaration, all */"),
            (9, "// apphealth:enable arch.singleton-declaration"),
            (12, "// apphealth:disable:next"),  // no ID: ignored
        ]
        let suppressions = CodeSuppressions(comments: comments, lineCount: 20)
        XCTAssertTrue(suppressions.suppresses(names: ["code.hardcoded-ui-string"], line: 3))
        XCTAssertFalse(suppressions.suppresses(names: ["code.hardcoded-ui-string"], line: 4))
        XCTAssertTrue(suppressions.suppresses(names: ["arch.global-mutable-state"], line: 5))
        XCTAssertTrue(suppressions.suppresses(names: ["arch.singleton-declaration"], line: 8))
        XCTAssertFalse(suppressions.suppresses(names: ["arch.singleton-declaration"], line: 10))
        XCTAssertTrue(suppressions.suppresses(names: ["x", "all"], line: 19), "an unclosed disable runs to the end of the file")
        XCTAssertFalse(suppressions.suppresses(names: ["x"], line: 13))
    }

    func testSwiftCommentsComeFromSwiftSyntax() {
        let source = SourceText("""
            let s = "// apphealth:disable:next fake"
            // apphealth:disable:next real.rule
            var x = 1
            """)
        let file = ProjectFile(path: "a.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let comments = SwiftFile(file: file, text: source).comments
        XCTAssertEqual(comments.map(\.line), [2])
        let suppressions = CodeSuppressions(comments: comments, lineCount: source.lineCount)
        XCTAssertTrue(suppressions.suppresses(names: ["real.rule"], line: 3))
        XCTAssertFalse(suppressions.suppresses(names: ["fake"], line: 2))
    }

    func testKotlinCommentsComeFromTheLexer() {
        let source = SourceText("""
            val s = "// apphealth:disable:next fake"
            /* apphealth:disable:next real.rule */
            var x = 1
            """)
        let file = ProjectFile(path: "a.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let comments = CodeFile(file: file, language: .kotlin, text: source).comments
        XCTAssertEqual(comments.map(\.line), [2])
    }
}

extension CodeLexerTests {
    /// Issue 21: a token compared with a name by bytes answers what `text(of:) == name` answers,
    /// canonical equivalence included (the Kelvin sign is `K`, a decomposed `é` is `é`).
    func testTokenEqualsNameAsStringsCompare() {
        let source = SourceText("val Kelvin = 1; val \u{212A}elvin = 2; val caf\u{E9} = 3; val cafe\u{301} = 4; val x = café")
        let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let code = CodeFile(file: file, language: .kotlin, text: source)
        let names = ["Kelvin", "\u{212A}elvin", "caf\u{E9}", "cafe\u{301}", "cafe", "val", "x", "", "Kelvi"]
        var matches = 0
        for index in code.code.indices {
            for name in names {
                let expected = code.text(of: code.code[index]) == name
                XCTAssertEqual(code.code(index, equals: name), expected, "\(code.text(of: code.code[index])) vs \(name)")
                if expected { matches += 1 }
            }
        }
        XCTAssertGreaterThan(matches, 8)  // each spelling of Kelvin and café matches both of its forms
        XCTAssertFalse(code.code(-1, equals: "val"))
        XCTAssertFalse(code.code(code.code.count, equals: "val"))
    }
}
