@testable import AppHealthKit
import XCTest

final class CodeLexerTests: XCTestCase {
    private func kinds(_ source: String, _ language: CodeLexer.Language) -> [(CodeLexer.Token.Kind, String)] {
        let bytes = Array(source.utf8)
        return CodeLexer(language: language).tokens(in: bytes).filter { [.lineComment, .blockComment, .string, .char].contains($0.kind) }.map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
    }

    /// Block comments are walked from one `*` to the next: where each ends (nested `/*` in
    /// Kotlin, not in Java; `/*/`, `**/`, `*/*`, unterminated) is where a byte-by-byte walk ended.
    func testBlockCommentsEndWhereTheByteWalkEnds() {
        func byteWalkEnd(_ b: [UInt8], from start: Int, nested: Bool) -> Int {
            var i = start + 2
            var nesting = 1
            while i < b.count, nesting > 0 {
                if b[i] == UInt8(ascii: "*"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "/") {
                    nesting -= 1
                    i += 2
                } else if nested, b[i] == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "*") {
                    nesting += 1
                    i += 2
                } else {
                    i += 1
                }
            }
            return min(i, b.count)
        }
        var generator = SystemRandomNumberGenerator()
        let pool = Array("/*a\n".utf8)
        for _ in 0..<3000 {
            let body = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pool.randomElement(using: &generator)! }
            let bytes = Array("/*".utf8) + body
            for (language, nested) in [(CodeLexer.Language.kotlin, true), (.java, false)] {
                let first = CodeLexer(language: language).tokens(in: bytes).first
                XCTAssertEqual(first?.kind, .blockComment)
                XCTAssertEqual(first?.end, byteWalkEnd(bytes, from: 0, nested: nested), String(decoding: bytes, as: UTF8.self))
            }
        }
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

    /// Tokens are written into the array's storage, a string's before its templates' tokens
    /// (its place kept while they are lexed), at every depth; no input makes more tokens than bytes.
    func testNestedTemplatesKeepTheirOrderAndTokensNeverOutnumberBytes() {
        let source = #"f("a${g("b${h}c")}d", "${"${x}"}")"#
        let bytes = Array(source.utf8)
        let tokens = CodeLexer(language: .kotlin).tokens(in: bytes)
        XCTAssertEqual(tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) },
                       ["f", "(", #""a${g("b${h}c")}d""#, "g", "(", #""b${h}c""#, "h", ")", ",", #""${"${x}"}""#, #""${x}""#, "x", ")"])
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .punctuation, .string, .identifier, .punctuation, .string, .identifier, .punctuation,
                                            .punctuation, .string, .string, .identifier, .punctuation])
        XCTAssertEqual(CodeLexer(language: .kotlin).tokens(in: []).count, 0)
        for language in [CodeLexer.Language.kotlin, .java, .groovy] {
            for input in [";;;;", "a b c", "\"${\"${\"${", "'a'", "//", "/*", "1.2.3", "`", "\"\"\"", "${}"] {
                let bytes = Array(input.utf8)
                XCTAssertLessThanOrEqual(CodeLexer(language: language).tokens(in: bytes).count, bytes.count, "\(language) \(input)")
            }
        }
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

    /// Issue 21: directives and untranslated markers are looked for in the comments' bytes only,
    /// ASCII letters in any case when asked; the code around them is not searched.
    func testCommentsAreSearchedWithoutTheCode() {
        let source = SourceText("""
            val url = "https://translate.example.com" // the NON-nls marker
            /* Do NOT TRANSLATE */ val apphealth = 1
            // apphealth:disable:next fake
            """)
        let file = ProjectFile(path: "a.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let code = CodeFile(file: file, language: .kotlin, text: source)
        XCTAssertTrue(code.commentsContain("ranslat", ignoringCase: true))
        XCTAssertFalse(code.commentsContain("ranslat"), "only the string holds it in lower case")
        XCTAssertTrue(code.commentsContain("non-nls", ignoringCase: true))
        XCTAssertFalse(code.commentsContain("non-nls"))
        XCTAssertTrue(code.commentsContain("apphealth:"))
        XCTAssertFalse(code.commentsContain("val apphealth"))
        XCTAssertFalse(code.commentsContain("a comment longer than any comment of the file, so no span can hold it"))
        let plain = CodeFile(file: file, language: .kotlin, text: SourceText("val apphealth = \"apphealth: translate\""))
        XCTAssertFalse(plain.commentsContain("apphealth:"))
        XCTAssertFalse(plain.commentsContain("ranslat", ignoringCase: true))
        // A text holding a phrase in any case may have a marker; one that only uses a word with
        // `translat` has none.
        for phrase in CodeSuppressions.untranslatedPhrases {
            let comment = "let a = 1 // " + phrase.uppercased() + "\nlet b = 2 /* " + phrase + " */"
            XCTAssertTrue(CodeSuppressions.mayHoldUntranslatedMarker(SourceText(comment)), comment)
            XCTAssertTrue(CodeSuppressions.mayHoldUntranslatedMarker(SourceText("// " + phrase.prefix(1).uppercased() + phrase.dropFirst())))
        }
        XCTAssertFalse(CodeSuppressions.mayHoldUntranslatedMarker(SourceText("view.translatesAutoresizingMaskIntoConstraints = false // translated below")))
        XCTAssertFalse(CodeSuppressions.mayHoldUntranslatedMarker(SourceText("")))
        // A file whose comments hold neither word has no marker: every marker phrase holds one.
        for phrase in CodeSuppressions.untranslatedPhrases {
            XCTAssertTrue(phrase.contains("translat") || phrase.contains("non-nls"), phrase)
        }
    }

    /// Issue 21: the comment search by an anchor byte (`memchr`, or eight bytes a step for a
    /// letter in any case) finds what comparing at every byte of every comment finds: for the
    /// needles the analysis asks, every anchor, in any case or not, on 2,000 random comments
    /// (needles cut at comment ends, letters in both cases, `é`) and on every Kotlin and Java fixture.
    func testCommentSearchByAnchorIsTheByteByByteSearch() {
        let file = ProjectFile(path: "a.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        var sources: [String] = []
        let walker = FileManager.default.enumerator(at: Paths.packageRoot.appendingPathComponent("Fixtures"), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "kt" || url.pathExtension == "java", let data = try? Data(contentsOf: url) else { continue }
            sources.append(String(decoding: data, as: UTF8.self))
        }
        let pieces = ["// ", "/* ", " */", "\n", "x = 1", "ranslat", "RANSLAT", "Translat", "non-nls", "NON-NLS", "Non-Nls", "apphealth:", "apphealth",
                      "l", "L", "-", ":", "tran", "slat", "non", "-nls", "é", " ", "   "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            sources.append((0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        func reference(_ code: CodeFile, _ needle: String, ignoringCase: Bool) -> Bool {
            let pattern = Array(needle.utf8).map { ignoringCase ? $0.asciiLowercased : $0 }
            return code.tokens.filter(\.isComment).contains { token in
                let bytes = code.text.bytes[token.start..<token.end].map { ignoringCase ? $0.asciiLowercased : $0 }
                return bytes.count >= pattern.count && (0...(bytes.count - pattern.count)).contains { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
            }
        }
        for source in sources {
            let code = CodeFile(file: file, language: .kotlin, text: SourceText(source))
            for ignoringCase in [false, true] {
                XCTAssertEqual(code.commentsContain("apphealth:", ignoringCase: ignoringCase), reference(code, "apphealth:", ignoringCase: ignoringCase), source)
                XCTAssertEqual(code.commentsContain("non-nls", ignoringCase: ignoringCase), reference(code, "non-nls", ignoringCase: ignoringCase), source)
                for anchor in [nil, 0, 4, 6] {
                    XCTAssertEqual(code.commentsContain("ranslat", ignoringCase: ignoringCase, anchor: anchor), reference(code, "ranslat", ignoringCase: ignoringCase), source)
                }
                XCTAssertEqual(code.commentsContain("l", ignoringCase: ignoringCase), reference(code, "l", ignoringCase: ignoringCase), source)
            }
        }
    }
}

extension CodeLexerTests {
    /// Issue 21: `identifiers` lists exactly the identifier tokens of `code`, in order (`strings`
    /// the string literals); and no other token spells a word, so a walk for a keyword or a name
    /// (`fun`, `import`, `lintConfig`) over the identifiers finds what a walk over every token found. Every Kotlin, Java and
    /// Objective-C file of the fixtures and the sources of the tests that lex them.
    func testIdentifiersAreTheIdentifierTokens() throws {
        var files = 0
        let roots = [Paths.packageRoot.appendingPathComponent("Fixtures"), Paths.packageRoot.appendingPathComponent("Tests")]
        for root in roots {
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                let language: CodeLexer.Language
                switch url.pathExtension {
                case "kt", "kts": language = .kotlin
                case "java": language = .java
                case "m", "h", "mm": language = .objc
                default: continue
                }
                let text = SourceText(bytes: Array(try Data(contentsOf: url)))
                let file = ProjectFile(path: url.lastPathComponent, url: url, kind: .kotlin, size: 0)
                let code = CodeFile(file: file, language: language, text: text)
                XCTAssertEqual(code.identifiers, code.code.indices.filter { code.code[$0].kind == .identifier }, url.path)
                XCTAssertEqual(code.strings, code.code.indices.filter { code.code[$0].kind == .string }, url.path)
                // The line comments are the comments starting `//` (what `noinspection` regions read).
                XCTAssertEqual(code.commentSpans.filter { $0.count >= 2 && text.bytes[$0.lowerBound + 1] == UInt8(ascii: "/") },
                               code.tokens.filter { $0.kind == .lineComment }.map { $0.start..<$0.end }, url.path)
                // Brackets pair as a walk counting one kind of bracket pairs them.
                for index in code.code.indices {
                    XCTAssertEqual(code.matchingClose(index), Self.walkedPartner(code, from: index, step: 1), "\(url.path) \(index)")
                    XCTAssertEqual(code.matchingOpen(index), Self.walkedPartner(code, from: index, step: -1), "\(url.path) \(index)")
                }
                // `nextToken(startingWith:after:)` finds what a walk testing each token's first byte finds.
                var next = code.code.count
                for index in code.code.indices.reversed() {
                    XCTAssertEqual(code.nextToken(startingWith: UInt8(ascii: "@"), after: index), next, "\(url.path) \(index)")
                    if text.bytes[code.code[index].start] == UInt8(ascii: "@") { next = index }
                }
                for token in code.code where token.kind != .identifier {
                    let spelled = code.text(of: token)
                    XCTAssertFalse(spelled.first?.isLetter == true && spelled.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" },
                                   "\(url.lastPathComponent): a \(token.kind) token spells the word \(spelled)")
                }
                files += 1
            }
        }
        XCTAssertGreaterThan(files, 20)
        let source = SourceText("fun main() { val s = \"fun\"; val c = 'f'; import(1) }")
        let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let code = CodeFile(file: file, language: .kotlin, text: source)
        XCTAssertEqual(code.identifiers.map { code.text(of: code.code[$0]) }, ["fun", "main", "val", "s", "val", "c", "import"])
        XCTAssertEqual(code.strings.map { code.text(of: code.code[$0]) }, ["\"fun\""])
        let mails = CodeFile(file: file, language: .kotlin, text: SourceText("""
            /** @param a @see b */ val m = "a@b.c" + '@'
            @Suppress("x") @file:JvmName("A") fun f() = this@f
            """))
        let ats = mails.code.indices.filter { mails.text.bytes[mails.code[$0].start] == UInt8(ascii: "@") }
        XCTAssertEqual(ats.count, 3, "\(ats.map { mails.text(of: mails.code[$0]) })")
        XCTAssertEqual(mails.nextToken(startingWith: UInt8(ascii: "@"), after: 0), ats[0])
        XCTAssertEqual(mails.nextToken(startingWith: UInt8(ascii: "@"), after: ats[0]), ats[1])
        XCTAssertEqual(mails.nextToken(startingWith: UInt8(ascii: "@"), after: ats[2]), mails.code.count)
        // Bracket depth, as `NestingGuard.tokenDepth` reads it: strings, characters and comments
        // hold none, and a stray closing bracket is passed over.
        let nested = CodeFile(file: file, language: .kotlin, text: SourceText(") } f(a[{ \"((((\" /* [[[[ */ '(' }]) (("))
        XCTAssertEqual(nested.bracketDepth, 3)
        XCTAssertEqual(NestingGuard.tokenDepth(nested), 3)
        XCTAssertEqual(NestingGuard.tokenDepth(nested, limit: 3), 3)
        XCTAssertNil(NestingGuard.tokenDepth(nested, limit: 2))
        // Each kind of bracket pairs on its own, unbalanced or not: `{ ( }` pairs the braces.
        let mixed = CodeFile(file: file, language: .kotlin, text: SourceText("} { ( } ) ] [ { ( ) ( [ ] "))
        for index in mixed.code.indices {
            XCTAssertEqual(mixed.matchingClose(index), Self.walkedPartner(mixed, from: index, step: 1), "\(index)")
            XCTAssertEqual(mixed.matchingOpen(index), Self.walkedPartner(mixed, from: index, step: -1), "\(index)")
            XCTAssertEqual(mixed.matchingOpen(index, limit: 2), Self.walkedPartner(mixed, from: index, step: -1, limit: 2), "\(index)")
        }
        XCTAssertEqual(mixed.matchingClose(1), 3)
        XCTAssertEqual(mixed.matchingClose(2), 4)
        XCTAssertNil(mixed.matchingClose(6))
        XCTAssertEqual(mixed.matchingClose(8), 9)
    }

    /// The bracket pairing with the one at `start`, as a walk counting its kind of bracket finds it
    /// (what `matchingClose` and `matchingOpen` did before `CodeFile.partners`).
    /// `limit` as the two have it: none forward, 50,000 tokens back.
    /// The last-byte-and-length table lets through every name the code reference walk reads,
    /// and passes over others.
    func testNamedLengthsLetThroughTheNamesReferencesRead() {
        func passes(_ name: String) -> Bool {
            ResourceFacts.namedLengths[Int(name.utf8.last!)] & (1 << UInt64(min(name.utf8.count, 63))) != 0
        }
        for name in ["R", "typealias", "ActivityMainBinding", "ViewBinding", "getIdentifier", "setupActionBarWithNavController",
                     "setupWithNavController", "label", "A" + String(repeating: "b", count: 80) + "Binding"] {
            XCTAssertTrue(passes(name), name)
        }
        for name in ["r", "Rs", "bind", "Bind", "view", "labels", "identifier", "String", "onCreate"] { XCTAssertFalse(passes(name), name) }
    }

    /// Identifiers and blanks are passed over four bytes a step while four remain: every
    /// length, at the end of the text or before another token, gives the same words.
    func testIdentifierAndBlankRunsOfEveryLengthEndWhereTheyEnd() {
        for length in 1...13 {
            for blanks in 0...9 {
                let word = length == 1 ? "b" : "b" + String(repeating: "a", count: length - 2) + "9"
                for source in [word, word + String(repeating: " ", count: blanks) + "(" + word, String(repeating: " \t", count: blanks) + word + ")"] {
                    let tokens = CodeLexer(language: .kotlin).tokens(in: Array(source.utf8))
                    let words = tokens.filter { $0.kind == .identifier }.map { String(decoding: Array(source.utf8)[$0.start..<$0.end], as: UTF8.self) }
                    XCTAssertEqual(words, Array(repeating: word, count: source.hasPrefix(word) && source.contains("(") ? 2 : 1), String(reflecting: source))
                    XCTAssertEqual(tokens.count, words.count + source.filter { $0 == "(" || $0 == ")" }.count, String(reflecting: source))
                }
            }
        }
    }

    /// `directMembers` passes over a nested block to its partner only where the brackets nest;
    /// either way it finds what a walk counting `{` and `(` together finds, on every fixture
    /// file and on brackets that do not nest.
    func testDirectMembersAreWhatTheCountingWalkFinds() throws {
        func walked(_ code: CodeFile, _ body: ClosedRange<Int>) -> [Int] {
            var result: [Int] = [], depth = 0
            for index in body {
                if code.code[index].kind == .punctuation {
                    let byte = code.text.bytes[code.code[index].start]
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") { depth += 1; continue }
                    if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") { depth -= 1; continue }
                }
                if depth == 1 { result.append(index) }
            }
            return result
        }
        let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        var sources: [(SourceText, CodeLexer.Language)] = [
            "class A { fun f() { g(1) }; val x = 1; fun h(a: Int) = a }",
            "class A { fun f() { g( }; val x = 1; fun h() {} }",  // a `(` left open inside a block
            "class A { fun f() { g) }; val x = [1, (2)]; fun h() {} }",  // a `)` closing nothing
            "class A { val s = \"${f({ 1 })}\"; fun f() { [ ( ] ) }; val y = 2 }",  // kinds crossing
            "class A { fun f() { } ",  // the class left open
            "f(a[ (b) { c ( [ x } ] ) ",  // some of each kind left open
        ].map { (SourceText($0), .kotlin) }
        for root in [Paths.packageRoot.appendingPathComponent("Fixtures"), Paths.packageRoot.appendingPathComponent("Tests")] {
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                switch url.pathExtension {
                case "kt", "kts": sources.append((SourceText(bytes: Array(try Data(contentsOf: url))), .kotlin))
                case "java": sources.append((SourceText(bytes: Array(try Data(contentsOf: url))), .java))
                default: continue
                }
            }
        }
        XCTAssertGreaterThan(sources.count, 25)
        var nesting = 0
        for (index, (text, language)) in sources.enumerated() {
            let code = CodeFile(file: file, language: language, text: text)
            if code.bracketsNest { nesting += 1 }
            // Pairs as a walk counting one kind of bracket pairs them, brackets left open too.
            for open in code.code.indices {
                XCTAssertEqual(code.matchingClose(open), Self.walkedPartner(code, from: open, step: 1), "source \(index), \(open)")
                XCTAssertEqual(code.matchingOpen(open), Self.walkedPartner(code, from: open, step: -1), "source \(index), \(open)")
            }
            for open in code.code.indices where code.text.bytes[code.code[open].start] == UInt8(ascii: "{") {
                let body = open...(code.matchingClose(open) ?? code.code.count - 1)
                let members = code.directMembers(of: body)
                XCTAssertEqual(members, walked(code, body), "source \(index), body at \(open)")
            }
        }
        XCTAssertGreaterThan(nesting, 20)
        XCTAssertTrue(CodeFile(file: file, language: .kotlin, text: sources[0].0).bracketsNest)
        for broken in 1...5 { XCTAssertFalse(CodeFile(file: file, language: .kotlin, text: sources[broken].0).bracketsNest, "\(broken)") }
    }

    static func walkedPartner(_ file: CodeFile, from start: Int, step: Int, limit: Int? = nil) -> Int? {
        let limit = limit ?? (step > 0 ? Int.max : 50_000)
        let here = file.text.bytes[file.code[start].start]
        let pairs: [UInt8: UInt8] = step > 0 ? [40: 41, 91: 93, 123: 125] : [41: 40, 93: 91, 125: 123]
        guard let partner = pairs[here] else { return nil }
        var depth = 0, index = start
        while file.code.indices.contains(index), (index - start) * step < limit {
            if file.code[index].kind == .punctuation {
                let byte = file.text.bytes[file.code[index].start]
                if byte == here { depth += 1 }
                if byte == partner { depth -= 1; if depth == 0 { return index } }
            }
            index += step
        }
        return nil
    }

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

extension CodeLexerTests {
    /// Issue 21: whether a Kotlin/Java file touches Android UI is decided by bytes in one pass;
    /// the answer is the string-per-identifier reading's, for imports, `R.`, bindings, UI type
    /// names anywhere in a name, non-ASCII names and files without imports.
    /// The shape filter answers as the set of shapes does: every member is found, and so is
    /// nothing else, over the shapes of many names (most land on a clear filter bit, the rest
    /// are decided by the set).
    func testShapeSetAnswersAsItsSetDoes() {
        let members = ["setText", "Text", "makeText", "setTitle", "text", "hint", "contentDescription", "title", "error"]
        let shapes = Set(members.map(HardcodedUIStringRule.shape(of:)))
        let filter = HardcodedUIStringRule.ShapeSet(shapes)
        for shape in shapes { XCTAssertTrue(filter.contains(shape)) }
        for length in 1...80 {
            for first in UInt8(0x30)...UInt8(0x7A) {
                for last in [UInt8(0x30), 0x41, 0x5A, 0x61, 0x74, 0x7A] {
                    let shape = length << 16 | Int(first) << 8 | Int(last)
                    XCTAssertEqual(filter.contains(shape), shapes.contains(shape), "\(length) \(first) \(last)")
                }
            }
        }
        XCTAssertFalse(HardcodedUIStringRule.ShapeSet([]).contains(HardcodedUIStringRule.shape(of: "setText")))
    }

    func testTouchesAndroidUIIsTheStringReading() {
        func stringReading(_ file: CodeFile) -> Bool {
            let code = file.code
            guard code.indices.contains(where: { code[$0].kind == .identifier && file.text(of: code[$0]) == "import" }) else { return true }
            for index in code.indices where code[index].kind == .identifier {
                let word = file.text(of: code[index])
                if word == "import", index + 1 < code.count {
                    let first = file.text(of: code[index + 1])
                    if first == "android" || first == "androidx" { return true }
                    if first == "com", file.code(index + 3, is: "google"), file.code(index + 5, is: "android") { return true }
                }
                if word == "R", file.code(index + 1, is: "."), !file.code(index - 1, is: ".") { return true }
                if word == "findViewById" || word == "binding" || (word.hasSuffix("Binding") && word.count > 7) { return true }
                if ["Activity", "Fragment", "View", "Dialog", "Toast", "Snackbar", "Composable", "Notification"].contains(where: { word.contains($0) }) {
                    return true
                }
            }
            return false
        }
        let sources = [
            "package a\nimport java.util.List\nclass Store { fun save() {} }",
            "import androidx.core.Foo\nclass A",
            "import android.os.Bundle",
            "import com.google.android.material.Chip",
            "import com.google.firebase.Foo\nclass B",
            "import x.y\nval id = R.string.title",
            "import x.y\nval id = com.acme.R.string.title",
            "import x.y\nfun f() = findViewById<TextView>(1)",
            "import x.y\nval b: ItemBinding? = null",
            "import x.y\nval b: Binding? = null",
            "import x.y\nval b = éBinding()",
            "import x.y\nclass MailListAdapter : RecyclerAdapterWithViewHolder",
            "import x.y\nclass NotificationHelper",
            "import x.y\nclass Notificatio",
            "import x.y\nclass Ωmega(val viewModel: Vïew)",
            "class NoImports { fun g() = 1 }",
            "import x.y\nval toast = \"Toast\"",
            "import x.y\n// Activity in a comment\nclass Plain",
            "import x.y\nval dialogue = SnackbaR()",
            // Names of each length the byte reading tells apart first.
            "import x.y\nval R = 1", "import x.y\nval Vie = 1", "import x.y\nfun View() = 1", "import x.y\nval binding = 1",
            "import x.y\nval Binding = 1", "import x.y\nval xBinding = 2", "import x.y\nval findViewByIdX = 1", "import x.y\nval imports = 1",
            "import x.y\nval x = a.R.b", "imports android.os.Bundle\nclass C",
            // Each UI word, whole, at the end of a name, and cut short.
            "import x.y\nclass MainActivity", "import x.y\nval f: SomeFragment? = null", "import x.y\nfun showDialogNow() = 1",
            "import x.y\nval t = makeToastX", "import x.y\n@Composable fun A() = 1", "import x.y\nval s = Snackba", "import x.y\nval s = Snackbar1",
            "import x.y\nval c = Composabl", "import x.y\nval a = Activit", "import x.y\nval d = Dialo", "import x.y\nval q = FragmentX",
        ]
        for (number, source) in sources.enumerated() {
            let file = ProjectFile(path: "A\(number).kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
            let code = CodeFile(file: file, language: .kotlin, text: SourceText(source))
            XCTAssertEqual(HardcodedUIStringRule.touchesAndroidUI(code), stringReading(code), source)
        }
        XCTAssertFalse(HardcodedUIStringRule.touchesAndroidUI(CodeFile(
            file: ProjectFile(path: "S.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0), language: .kotlin,
            text: SourceText(sources[0]))))
    }
}

extension CodeLexerTests {
    static let declarationSources: [(CodeLexer.Language, String)] = [
        (.kotlin, """
            package a
            @file:Suppress("unused")
            import x.y
            @Suppress("x") @androidx.compose.ui.tooling.preview.Preview(showBackground = true)
            @Composable
            private fun Greeting(name: String) { Text("Hi $name") }
            annotation class ThemePreviews
            @ThemePreviews override fun Other() = Unit
            class Repo<T : Any>(private val api: Api, val f: (Int) -> Unit) : Base(api), Listener {
              companion object { val x = 1 }
              object Inner : Foo.Bar
              inner class Ωmega : Kelvin, \u{212A}
            }
            data class Pt(val x: Int)
            val o = object : Listener { }
            val k = Foo::class
            sealed interface Shape<in T> where T : Any { fun area(): Double }
            class Broken(val a: Int
            """),
        (.java, """
            public final class Main extends Activity implements View.OnClickListener, Callback<String> {
              static class Holder { }
              interface Cb { void f(); }
              @Override public void onClick(View v) { }
              @interface Marker { }
            }
            class Lone;
            """),
    ]

    private static func describe(_ file: CodeFile) -> String {
        let types = file.typeDeclarations().map { declaration in
            "\(declaration.keyword) \(declaration.name) @\(declaration.keywordIndex)/\(declaration.nameIndex) body \(declaration.body.map { "\($0)" } ?? "-") "
                + "super \(declaration.supertypes) mods \(declaration.modifiers)"
        }
        let annotated = file.annotatedDeclarations().map { "\($0.annotations) \($0.lines) \($0.declaresAnnotation ?? "-")" }
        return (types + annotated).joined(separator: "\n")
    }

    /// Issue 21: declaration headers are walked by bytes, not a string per token; what they find —
    /// generics, constructor parameters, `extends`/`implements`, qualified supertypes, companions,
    /// expression objects, non-ASCII names, unclosed headers, annotations — is what the string
    /// reading found (the expected text was recorded with it), except `Repo`'s supertypes, which the
    /// string reading lost to the `->` of a constructor parameter, and `Inner`'s, which ran on into
    /// the next declaration's header (`class Ωmega : Kelvin`) until a body-less header stopped at
    /// a declaration keyword (Kickstarter's `private object GateException : Exception()`).
    func testDeclarationHeadersByBytesFindWhatStringsFound() {
        let described = Self.declarationSources.map { language, source in
            Self.describe(CodeFile(file: ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .other, size: 0),
                                   language: language, text: SourceText(source)))
        }
        XCTAssertEqual(described, [
            """
            class ThemePreviews @52/53 body - super [] mods ["annotation"]
            class Repo @63/64 body 94...116 super ["Base", "Listener"] mods []
            object Companion @96/96 body 97...102 super [] mods ["companion"]
            object Inner @103/104 body - super ["inner"] mods []
            class Ωmega @110/111 body - super ["Kelvin", "K"] mods ["inner"]
            class Pt @118/119 body - super [] mods ["data"]
            interface Shape @142/143 body 152...159 super ["Any"] mods ["sealed"]
            class Broken @160/161 body - super [] mods []
            ["Suppress", "Preview", "Composable"] 4...6 -
            ["ThemePreviews"] 8...8 -
            """,
            """
            class Main @2/3 body 15...46 super ["Activity", "Callback"] mods ["public", "final"]
            class Holder @17/18 body 19...20 super [] mods ["static"]
            interface Cb @21/22 body 23...29 super [] mods []
            interface Marker @42/43 body 44...45 super [] mods []
            class Lone @47/48 body - super [] mods []
            """,
        ])
    }
}

extension CodeLexerTests {
    /// Issue 21: the byte check that passes literals over before `ResourceFacts(code:)` reads them
    /// never passes over one that could name a resource or hold an `android.resource://` URI.
    func testLiteralsPassedOverOnTheirBytesNameNoResource() {
        let source = SourceText(#"""
            val a = "flag_es"; val b = "Hello, world"; val c = "flag_$code"; val d = "ab$x"; val e = "$name"
            val f = """raw_name"""; val g = """raw "quoted" text"""; val h = 'x'; val i = "abc\u0041"
            val j = "ic.launcher"; val k = "1st_name"; val l = "é_name"; val m = "name_é"; val n = "it's$x"
            val o = "android.resource://" + pkg + "/raw/" + name; val p = "go android.resource://x/raw/y"
            val q = "ab$x android.resource://p/raw/q"; val r = "unterminated_name
            val s = ""; val t = "Ab"; val u = "Abc"; val v = "a-b-c"; val w = "snake_case.v2"
            """#)
        let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let code = CodeFile(file: file, language: .kotlin, text: source)
        var passed: [String] = []
        var kept: [String] = []
        for token in code.code where token.kind == .string {
            let content = code.stringContent(of: token)
            let fixed = content.firstIndex(of: "$").map { String(content[..<$0]) } ?? content
            let matters = ResourceFacts.isPotentialName(fixed) || content.contains("android.resource://")
            let may = ResourceFacts.mayNameResource(source.bytes, token)
            XCTAssertTrue(may || !matters, "passed over, but it matters: \(content)")
            if may { kept.append(content) } else { passed.append(content) }
        }
        XCTAssertEqual(passed, ["Hello, world", "ab$x", "$name", "raw \"quoted\" text", "abc\\u0041", "1st_name", "é_name", "name_é", "it's$x",
                                "/raw/", "", "Ab", "a-b-c"])
        XCTAssertEqual(kept, ["flag_es", "flag_$code", "raw_name", "ic.launcher", "android.resource://",
                              "go android.resource://x/raw/y", "ab$x android.resource://p/raw/q", "unterminated_name", "Abc", "snake_case.v2"])
    }
}

extension CodeLexerTests {
    /// Issue 21: imports are read up to the first declaration's body (Kotlin and Java put them
    /// before every declaration): the header's aliases and nested classes are found, and tokens
    /// spelling an import after a `{` are not read as one.
    func testResourceImportsAreReadFromTheHeaderOnly() {
        let source = SourceText("""
            @file:JvmName("Screens")
            package com.acme.app

            import com.acme.common.R as CommonR
            import com.acme.R.layout
            import com.acme.R.string as S
            import android.R.string as AndroidStrings

            class A {
                fun f() = listOf(1)
            }
            import com.acme.R.drawable as D
            """)
        let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let imports = ResourceFacts.resourceImports(CodeFile(file: file, language: .kotlin, text: source))
        XCTAssertEqual(imports.aliases, ["CommonR"])
        XCTAssertEqual(imports.nested, ["layout": "layout", "S": "string"])
        let headerOnly = ResourceFacts.resourceImports(CodeFile(file: file, language: .kotlin, text: SourceText("import com.acme.R.menu")))
        XCTAssertEqual(headerOnly.nested, ["menu": "menu"], "a file without any brace is read to its end")
    }
}

extension CodeLexerTests {
    /// Issue 21: `R.type.name` references are keyed without making strings for untracked types
    /// and without normalising plain identifiers; the keys are the ones `ResourceKey(type:name:)`
    /// makes, backquoted and non-ASCII names included, and untracked types are still left out.
    func testCodeReferencesAreTheKeysTheGeneralInitializerMakes() {
        let source = SourceText(#"""
            setContentView(R.layout.activity_main); getString(R.string.app_name); findViewById(R.id.button)
            R.attr.colorPrimary; R.styleable.View; R.public.x; R.array.days; R.drawable.`ic.launcher`; R.string.émoji
            R.`string`.name_two; R.plurals.`a-b`; R.string.e\#u{301}t; R.idx.value; R.ids.value
            """#)
        let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let facts = ResourceFacts(code: CodeFile(file: file, language: .kotlin, text: source))
        let expected = [("layout", "activity_main"), ("string", "app_name"), ("array", "days"), ("drawable", "`ic_launcher`"),
                        ("string", "émoji"), ("`string`", "name_two"), ("plurals", "`a_b`"), ("string", "e\u{301}t"),
                        ("idx", "value"), ("ids", "value")].map { ResourceKey(type: $0.0, name: $0.1) }
        XCTAssertEqual(facts.roots, expected)
        XCTAssertEqual(facts.roots.map(\.name), expected.map(\.name))  // the same strings, not only equal keys
    }
}

extension CodeLexerTests {
    /// Issue 21: a `R.type.name` pair seen before in the file is passed over on its bytes. The
    /// roots are what keeping each key's first reference gives: pairs written with spaces or a
    /// comment between their tokens, backquoted, non-ASCII (`é` as one scalar and as two: one
    /// key), mixed with roots from imports, bindings and `getIdentifier`.
    func testRepeatedCodeReferencesGiveEachKeyOnceInFirstSeenOrder() {
        let cases = [
            "R.layout.main; R.string.a; R.layout.main; R.string.a; R.string.b",
            "R.layout.main; R . layout . main; R./* c */layout.main; R.layout.`main`; R.string.ab; R.string.a",
            "R.string.\u{E9}t; R.string.e\u{301}t; R.string.\u{E9}t; R.string.e\u{301}t; R.drawable.x",
            "MainBinding.inflate(i); R.layout.main; ActivityMainBinding.inflate(i); R.layout.activity_main; R.layout.main",
            "getIdentifier(\"main\", \"layout\", p); R.layout.main; R.layout.main; R.string.x; getIdentifier(\"x\", \"string\", p)",
            "import com.acme.R.layout\nfun f() { layout.main; R.layout.main; layout.other; R.layout.other }",
        ]
        for code in cases {
            let source = SourceText(code)
            let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
            let facts = ResourceFacts(code: CodeFile(file: file, language: .kotlin, text: source))
            // The same references, each kept: one statement per source, then first-seen order.
            var every: [ResourceKey] = []
            for statement in code.split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
                every += ResourceFacts(code: CodeFile(file: file, language: .kotlin, text: SourceText(
                    (code.hasPrefix("import") ? "import com.acme.R.layout\n" : "") + String(statement)))).roots
            }
            var seen = Set<ResourceKey>()
            XCTAssertEqual(facts.roots, every.filter { seen.insert($0).inserted }, code)
        }
    }
}

extension CodeLexerTests {
    /// Issue 21: the token array is reserved for a token per four bytes; denser input (a token per
    /// byte) and many template tokens outgrow it without losing or reordering one.
    func testDenseInputOutgrowsTheReserveWithoutLosingTokens() {
        let source = String(repeating: "a;", count: 5_000) + "\"" + String(repeating: "${b;c}", count: 300) + "\""
        let tokens = CodeLexer(language: .kotlin).tokens(in: Array(source.utf8))
        XCTAssertEqual(tokens.count, 10_000 + 1 + 300 * 3)
        for (index, token) in tokens.prefix(10_000).enumerated() {
            XCTAssertEqual(token, CodeLexer.Token(kind: index % 2 == 0 ? .identifier : .punctuation, start: index, end: index + 1))
        }
        XCTAssertEqual(tokens[10_000], CodeLexer.Token(kind: .string, start: 10_000, end: source.utf8.count))
        for template in 0..<300 {
            let start = 10_001 + template * 6 + 2  // after the quote and this template's `${`
            XCTAssertEqual(Array(tokens[(10_001 + template * 3)..<(10_001 + template * 3 + 3)]), [
                CodeLexer.Token(kind: .identifier, start: start, end: start + 1),
                CodeLexer.Token(kind: .punctuation, start: start + 1, end: start + 2),
                CodeLexer.Token(kind: .identifier, start: start + 2, end: start + 3),
            ], "template \(template)")
        }
    }
}

extension CodeLexerTests {
    /// A name `getIdentifier` builds of pieces is kept as the glob its literal pieces make; a
    /// pattern with fewer than three fixed letters or digits, or an unknown type, keeps nothing.
    func testBuiltLookupNamesBecomeKeepPatterns() {
        func keeps(_ code: String, _ language: CodeLexer.Language) -> [String] {
            let file = ProjectFile(path: language == .kotlin ? "A.kt" : "A.java", url: URL(fileURLWithPath: "/dev/null"), kind: language == .kotlin ? .kotlin : .java, size: 0)
            return ResourceFacts(code: CodeFile(file: file, language: language, text: SourceText(code))).keep
        }
        XCTAssertEqual(keeps(#"r.getIdentifier(id + "_" + String.format(Locale.ENGLISH, "%02d", n) + "_32dp", "drawable", p);"#, .java), ["@drawable/*_*_32dp"])
        XCTAssertEqual(keeps(#"r.getIdentifier(String.format("flag_%1$s_%d", c, n), "mipmap", p);"#, .java), ["@mipmap/flag_*_*"])
        XCTAssertEqual(keeps(#"r.getIdentifier("${pack}_icon_$n", "drawable", p)"#, .kotlin), ["@drawable/*_icon_*"])
        XCTAssertEqual(keeps(#"r.getIdentifier("ic.${name}.big", "drawable", p)"#, .kotlin), ["@drawable/ic_*_big"])
        // Wildcards side by side are one.
        XCTAssertEqual(keeps(#"r.getIdentifier(pack + "${size}" + variant + "_icon_big", "drawable", p)"#, .kotlin), ["@drawable/*_icon_big"])
        // Too little is fixed, or the type is built too: nothing is kept.
        XCTAssertEqual(keeps(#"r.getIdentifier(prefix + "_" + n, "drawable", p);"#, .java), [])
        XCTAssertEqual(keeps(#"r.getIdentifier(id + "_32dp", type, p);"#, .java), [])
        // A Java literal is not a template: `$` makes no glob, and a name with it is none.
        XCTAssertEqual(keeps(#"r.getIdentifier(id + "$x_big", "drawable", p);"#, .java), [])
    }

    /// Brackets are matched both ways, nested ones counted; a walk back stops at its limit.
    func testMatchingBracketsBothWays() {
        let file = CodeFile(file: ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0),
                            language: .kotlin, text: SourceText("fun f() { if (a[0]) { g() } }"))
        let opens = file.code.indices.filter { file.code($0, is: "{") }
        let closes = file.code.indices.filter { file.code($0, is: "}") }
        XCTAssertEqual(file.matchingClose(opens[0]), closes[1])
        XCTAssertEqual(file.matchingOpen(closes[1]), opens[0])
        XCTAssertEqual(file.matchingOpen(closes[0]), opens[1])
        XCTAssertNil(file.matchingOpen(closes[1], limit: 3))
        XCTAssertNil(file.matchingOpen(opens[0]))
    }

    /// A `getIdentifier()` of the project's own (a FastAdapter item's id, Transportr's network
    /// lists), declared or called without arguments, is no look-up of resources by name.
    func testOwnGetIdentifierIsNoResourceLookup() {
        func lookups(_ code: String, _ language: CodeLexer.Language) -> Int {
            let file = ProjectFile(path: language == .kotlin ? "A.kt" : "A.java", url: URL(fileURLWithPath: "/dev/null"), kind: language == .kotlin ? .kotlin : .java, size: 0)
            return ResourceFacts(code: CodeFile(file: file, language: language, text: SourceText(code))).dynamicLookups.count
        }
        XCTAssertEqual(lookups("class CountryItem { override fun getIdentifier(): Long = id.hashCode().toLong() }", .kotlin), 0)
        XCTAssertEqual(lookups("class Item { public long getIdentifier() { return id; } long x() { return getIdentifier(); } }", .java), 0)
        XCTAssertEqual(lookups(#"val id = resources.getIdentifier(name, "drawable", packageName)"#, .kotlin), 1)
    }
}

extension CodeLexerTests {
    /// A template's code follows its string token but lies inside it: the gap between the two
    /// is no range of bytes (kiwix's `"image_${System.currentTimeMillis()}"` as an annotated
    /// function's expression body crashed the audit; a Gradle setting's call with a template too).
    func testTemplateCodeInsideAStringIsNoGapBetweenTokens() {
        let kotlin = SourceText("""
            object Files {
              @JvmStatic
              fun imageName(extension: String): String =
                "image_${System.currentTimeMillis()}.$extension"

              @JvmStatic
              fun other() = 1
            }
            """)
        let file = ProjectFile(path: "app/src/main/java/Files.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let code = CodeFile(file: file, language: .kotlin, text: kotlin)
        XCTAssertEqual(code.annotatedDeclarations().map(\.lines), [2...4, 6...7])
        let gradle = SourceText("android { defaultConfig { versionName = computeVersion(\"${major}.${minor}\")\n versionCode = 3 } }\n")
        let script = ProjectFile(path: "app/build.gradle.kts", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let settings = GradleManifest.androidSettings(CodeFile(file: script, language: .kotlin, text: gradle))
        XCTAssertEqual(settings.map(\.name), ["versionName", "versionCode"])
        XCTAssertEqual(settings.first?.expression, "computeVersion(\"${major}.${minor}\"majorminor)")
    }
}

extension CodeLexerTests {
    /// Issue 21: the views whose text, colour or background code sets, found by walking only the
    /// names before a `.`, `(` or `=`: every way of naming the view, in Java and Kotlin.
    func testSetViewsFromTheListedNames() {
        let file = ProjectFile(path: "a.java", url: URL(fileURLWithPath: "/dev/null"), kind: .java, size: 0)
        let java = CodeFile(file: file, language: .java, text: SourceText("""
            class Holder {
                @BindView(R.id.item_title) TextView title;
                TextView size;
                Holder(View v) {
                    size = (TextView) v.findViewById(R.id.item_size);
                    title.setText("x");
                    size.setTextColor(1);
                    ((TextView) v.findViewById(R.id.item_date)).setText("y");
                    views.setTextViewText(R.id.widget_label, "z");
                    header.setBackgroundResource(2);
                    R.id.unused.toString();
                }
            }
            """))
        let set = ResourceFacts.setViews(java)
        XCTAssertEqual(set.text, ["item_date", "item_title", "title", "widget_label"])
        XCTAssertEqual(set.textColor, ["item_size", "size"])
        XCTAssertEqual(set.background, ["header"])
        let kotlin = CodeFile(file: ProjectFile(path: "a.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0), language: .kotlin, text: SourceText("""
            val sizeText: TextView = v.findViewById(R.id.size_text)
            fun bind() { binding.sizeText.text = "a"; row.background = null; other.text == "b" }
            """))
        let kotlinSet = ResourceFacts.setViews(kotlin)
        XCTAssertEqual(kotlinSet.text, ["sizeText", "size_text"])
        XCTAssertEqual(kotlinSet.background, ["row"])
    }
}
