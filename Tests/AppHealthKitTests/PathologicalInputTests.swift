@testable import AppHealthKit
import Foundation
import XCTest

/// Issue 20: inputs that crashed or hung the per-file pass. Each is generated here, not
/// committed; timings compare 10× and 100× inputs with the 1× one (a ratio, not an absolute time).
final class PathologicalInputTests: XCTestCase {
    private func seconds(_ body: () -> Void) -> TimeInterval {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    /// Best-of-three times for sizes n, 10n, 100n.
    private func scaling(_ n: Int, _ body: (Int) -> Void) -> (ten: Double, hundred: Double) {
        let times = [n, n * 10, n * 100].map { size in (0..<3).map { _ in seconds { body(size) } }.min()! }
        let base = max(times[0], 1e-3)
        return (times[1] / base, times[2] / base)
    }

    private func audit(_ files: [String: String]) throws -> AuditResult {
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        return Auditor().run(AuditRequest(root: tree.root, jobs: 1))
    }

    /// `val s = "${"${"${…` recursed once per template until the stack overflowed (SIGSEGV).
    func testNestedStringTemplatesNeitherCrashNorGoSuperlinear() throws {
        let lexer = CodeLexer(language: .kotlin)
        let source = { (n: Int) in Array(("val s = " + String(repeating: "\"${", count: n)).utf8) }
        let ratios = scaling(2_000) { n in _ = lexer.tokens(in: source(n)) }
        XCTAssertLessThan(ratios.ten, 25)
        XCTAssertLessThan(ratios.hundred, 250)
        let result = try audit([
            "app/src/main/java/Deep.kt": "val s = " + String(repeating: "\"${", count: 40_000),
            "app/build.gradle": "def s = " + String(repeating: "\"${", count: 40_000),
            "app/build.gradle.kts": "val s = " + String(repeating: "\"${", count: 40_000),
        ])
        XCTAssertEqual(result.tree.files.count, 3)
    }

    /// Thousands of nested brackets crashed swift-syntax's lookahead; unclosed calls were quadratic.
    func testDeeplyNestedSwiftIsANoteNotACrash() throws {
        let result = try audit([
            "App/Parens.swift": "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000),
            "App/Brackets.swift": "let y = " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000),
            "App/Closures.swift": "let z = " + String(repeating: "{ ", count: 3_000) + String(repeating: "}", count: 3_000),
            "App/Calls.swift": String(repeating: "foo(", count: 5_000),
            "App/Interpolations.swift": "let s = \"" + String(repeating: "\\(\"", count: 2_000) + String(repeating: "\")", count: 2_000) + "\"",
            "App/Fine.swift": "let a = [[1, 2], [3]]\nlet b = \"\\(a) and \\(\"(\")\"\n",
        ])
        let notes = result.findings.filter { $0.ruleId == "parse-error" }
        XCTAssertEqual(Set(notes.map(\.path)), ["App/Parens.swift", "App/Brackets.swift", "App/Closures.swift", "App/Calls.swift", "App/Interpolations.swift"])
        XCTAssertEqual(notes.filter { !$0.message.contains("nesting deeper than 200") }.map(\.path), ["App/Brackets.swift"])
        XCTAssertTrue(notes.first { $0.path == "App/Brackets.swift" }?.message.contains("more than 10 brackets opened in a row") == true)
        XCTAssertEqual(NestingGuard.swiftDepth(Array("let b = \"\\(a) and \\(\"(\")\" // ((((\n/* [[[ */".utf8)), 1)
        let ratios = scaling(200) { n in _ = NestingGuard.swiftDepth(Array(String(repeating: "foo(bar)\n", count: n).utf8)) }
        XCTAssertLessThan(ratios.hundred, 250)
    }

    /// Found by the scaling test: 20 `[` opened in a row (or `([` pairs) took swift-syntax's
    /// inline-array lookahead seconds, doubling with each (exponential, far below 200 levels).
    func testBracketsOpenedInARowAreANote() throws {
        let result = try audit([
            "App/Run.swift": "let y = " + String(repeating: "[", count: 24) + "1" + String(repeating: "]", count: 24),
            "App/Mixed.swift": "let y = " + String(repeating: "([ ", count: 24) + "1" + String(repeating: "])", count: 24),
            "App/Fine.swift": "let a: [[[String]]] = [[[\"a\"]], [[]]]\nlet b = [[1, [2, [3, [4, [5, [6, [7, [8, [9, [10, [11, [12]]]]]]]]]]]]\n",
            "Package.swift": "let p = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30),
        ])
        let notes = result.findings.filter { $0.ruleId == "parse-error" }
        XCTAssertEqual(notes.map(\.path).sorted(), ["App/Mixed.swift", "App/Run.swift", "Package.swift"])
        XCTAssertTrue(notes.allSatisfy { $0.message == "Could not parse: more than 10 brackets opened in a row; the file was not analysed" }, "\(notes.map(\.message))")
        XCTAssertEqual(NestingGuard.swiftNesting(Array("let s = \"[[[[[[[[[[[[[[[[\" // [[[[[[[[[[[[[[[[[[[[\n".utf8)), .depth(0))
        XCTAssertEqual(NestingGuard.swiftNesting(Array((String(repeating: "[", count: 10) + String(repeating: "]", count: 10)).utf8)), .depth(10))
        // A run survives spaces, tabs, line ends and `(` (passed over in one loop); any other byte ends it.
        XCTAssertEqual(NestingGuard.swiftNesting(Array(("x = " + String(repeating: "[ \t\r\n(", count: 11)).utf8)), .bracketRun)
        XCTAssertEqual(NestingGuard.swiftNesting(Array(("x = " + String(repeating: "[[a", count: 8)).utf8)), .depth(16))
        XCTAssertEqual(NestingGuard.swiftNesting(Array(("x = " + String(repeating: "[[é", count: 8)).utf8)), .depth(16))
    }

    /// The nesting guard passes over a literal's plain text in one loop: only `\`, `"` and a line
    /// end may change its reading. Brackets inside literals never count, interpolations do (with
    /// a raw string's own `#`s), an escaped quote or backslash does not end the literal, and an
    /// unterminated one ends at its line.
    func testNestingInsideStringLiteralsIsReadAsSwiftReadsIt() {
        let cases: [(String, Int)] = [
            (#"let s = "a ( [ { \" ) "\#nf(x)"#, 1),
            ("let s = \"abc ( \nf([x])", 2),
            ("let s = \"\"\"\n  \"quoted\" ( [\n  \\(f(g(x)))\n  \"\"\"\n", 3),
            (##"let r = #"a \(x) ( "b" \#(f(y))"#"##, 2),
            (#"let s = "a\\" + f(x)"#, 1),
            (#"let s = "(((((((((((((((((((((((((((((((((((((((" + "é ]]]" + "\(a["b"])""#, 2),
        ]
        for (source, depth) in cases {
            XCTAssertEqual(NestingGuard.swiftNesting(Array(source.utf8)), .depth(depth), source)
        }
    }

    /// The guard's scan (skip loops, `memchr`, the innermost context in a variable) answers as a
    /// plain reading byte by byte with a stack of contexts does, on random Swift-like text.
    func testNestingScanIsTheByteByByteReading() {
        let pieces = ["(", ")", "[", "]", "{", "}", "\"", "\"\"\"", "#", "#\"", "\"#", "\\(", "\\#(", "\\", "//", "/*", "*/", "/",
                      "*", "\n", " ", "\t", "\r", "a", "é", "x = ", "[[", "[ (", "##"]
        var generator = VersionPropertyTests.SplitMix64(state: 0x6E57)
        var verdicts: Set<String> = []
        for _ in 0..<20_000 {
            let text = Array((0..<Int.random(in: 1...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined().utf8)
            for (limit, runLimit) in [(NestingGuard.maximumDepth, NestingGuard.maximumBracketRun), (4, 2)] {
                let expected = Self.nestingByBytes(text, limit: limit, runLimit: runLimit)
                XCTAssertEqual(NestingGuard.swiftNesting(text, limit: limit, runLimit: runLimit), expected, String(reflecting: String(decoding: text, as: UTF8.self)))
                verdicts.insert("\(expected)")
            }
        }
        XCTAssertTrue(verdicts.contains("\(NestingGuard.SwiftVerdict.tooDeep)") && verdicts.contains("\(NestingGuard.SwiftVerdict.bracketRun)"))
    }

    /// What `NestingGuard.swiftNesting` answers, read byte by byte: a stack of contexts (code
    /// with the brackets it opened, or a literal), comments passed over one byte at a time.
    static func nestingByBytes(_ b: [UInt8], limit: Int, runLimit: Int) -> NestingGuard.SwiftVerdict {
        enum Context { case code(opened: Int), string(multiline: Bool, hashes: Int) }
        func at(_ index: Int) -> UInt8? { index < b.count ? b[index] : nil }
        func hashes(_ index: Int) -> Int { var count = 0; while at(index + count) == 0x23 { count += 1 }; return count }
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var stack: [Context] = [.code(opened: 0)]
        var run = 0, depth = 0, deepest = 0, i = 0
        while i < b.count {
            let c = b[i]
            switch stack[stack.count - 1] {
            case .code(let opened):
                if c == 0x2F, at(i + 1) == 0x2F {  // `//` to the line's end
                    while i < b.count, b[i] != 0x0A { i += 1 }
                    continue
                }
                if c == 0x2F, at(i + 1) == 0x2A {  // `/*`, nesting; the `*` of an opening never also closes (`/*/`)
                    var nesting = 1
                    i += 2
                    var opening = i  // just after the latest `/*`
                    while i < b.count, nesting > 0 {
                        if b[i] == 0x2F, i != opening, b[i - 1] == 0x2A { nesting -= 1; i += 1 }
                        else if b[i] == 0x2F, at(i + 1) == 0x2A { nesting += 1; i += 2; opening = i }
                        else { i += 1 }
                    }
                    continue
                }
                let raw = c == 0x23 ? hashes(i) : 0
                if at(i + raw) == 0x22 {
                    let multiline = at(i + raw + 1) == 0x22 && at(i + raw + 2) == 0x22
                    run = 0
                    stack.append(.string(multiline: multiline, hashes: raw))
                    i += raw + (multiline ? 3 : 1)
                    continue
                }
                if c == 0x5B {
                    run += 1
                    if run > runLimit { return .bracketRun }
                } else if c != 0x28, !blank.contains(c) {
                    run = 0
                }
                if c == 0x28 || c == 0x5B || c == 0x7B {
                    depth += 1
                    deepest = max(deepest, depth)
                    if deepest > limit { return .tooDeep }
                    stack[stack.count - 1] = .code(opened: opened + 1)
                } else if c == 0x29 || c == 0x5D || c == 0x7D {
                    if opened == 0, stack.count > 1 { stack.removeLast() } else if opened > 0 { stack[stack.count - 1] = .code(opened: opened - 1) }
                    depth = max(0, depth - 1)
                }
                i += 1
            case .string(let multiline, let raw):
                if c == 0x5C, hashes(i + 1) == raw {
                    if at(i + 1 + raw) == 0x28 {
                        depth += 1
                        deepest = max(deepest, depth)
                        if deepest > limit { return .tooDeep }
                        stack.append(.code(opened: 0))
                    }
                    i += 2 + raw
                    continue
                }
                if c == 0x22, !multiline || (at(i + 1) == 0x22 && at(i + 2) == 0x22), hashes(i + (multiline ? 3 : 1)) >= raw {
                    stack.removeLast()
                    i += (multiline ? 3 : 1) + raw
                    continue
                }
                if c == 0x0A, !multiline { stack.removeLast() }
                i += 1
            }
        }
        return .depth(deepest)
    }

    /// Comments never count, read from one `/` to the next: block comments nest (`/* /* */ ( */`),
    /// a `*` that opened cannot also close (`/*/` is still open), `*/*` closes before it could
    /// open, and an unterminated comment or a line comment runs to its end.
    func testNestingSkipsCommentsAsSwiftReadsThem() {
        let cases: [(String, Int)] = [
            ("f(x) // ((( [[[ \n g(y)", 1),
            ("f(/* ( */ x)\ng([/* [ /* [ */ ( */ y])", 2),
            ("/*/ ( */ f(x)", 1),
            ("/* */*/ f(x)", 1),
            ("/**/ f([x])", 2),
            ("/* ( /* ( */ f([x])", 0),
            ("/***/ f(x) /*/*/*/ */ */ g([[y]])", 1),  // three opened, two closed: `g` is commented out
            ("f(x) /* unterminated ( [", 1),
            ("let u = \"/* (\" + f(x) // \"*/\"", 1),
        ]
        for (source, depth) in cases {
            XCTAssertEqual(NestingGuard.swiftNesting(Array(source.utf8)), .depth(depth), source)
        }
    }

    /// Found by fuzzing (version-catalog target): a byte above 0x7F in a table header made
    /// toml++ fail an assertion (SIGABRT). Such text is a parse-error note now, before toml++.
    func testNonASCIIInATOMLHeaderIsANoteNotAnAbort() throws {
        let header: [UInt8] = Array("[versions]\nagp = \"8.7.2\"\n\n[".utf8) + [0x9C] + Array("libraries]\nx = \"a:b:1\"\n".utf8)
        let facts = VersionCatalogManifest.parse(SourceText(bytes: header), path: "gradle/libs.versions.toml")
        XCTAssertEqual(facts.parseFailure?.message, "a character TOML does not allow here (outside strings and comments only ASCII, and only key characters in a table header)")
        XCTAssertEqual(facts.parseFailure?.location.line, 4)
        let colon = VersionCatalogManifest.parse(SourceText(bytes: Array("[:ersions]\nagp = \"1\"\n".utf8)), path: "libs.versions.toml")
        XCTAssertEqual(colon.parseFailure?.location.column, 2, "a ':' in a table header also made toml++ abort")
        for header in ["[.rvvv", "[a..b]\n", "[a.]\n", "[]\n"] {
            XCTAssertNotNil(VersionCatalogManifest.parse(SourceText(bytes: Array(header.utf8)), path: "libs.versions.toml").parseFailure, header)
        }
        let arrays = "[versions]\nx = [\n  [\"a\", \"b\"],\n  { c = 1 },\n]\n[[bundles.\"quoted key\"]]\n[ libraries . a-b_c ]\n"
        XCTAssertNil(VersionCatalogManifest.nonASCIIOutsideStrings(Array(arrays.utf8)))
        let fine = "# café\n[versions]\nname = \"déjà vu\" # ü\nmulti = '''\nü'''\n"
        XCTAssertNil(VersionCatalogManifest.nonASCIIOutsideStrings(Array(fine.utf8)))
        XCTAssertNil(VersionCatalogManifest.parse(SourceText(bytes: Array(fine.utf8)), path: "libs.versions.toml").parseFailure)
    }

    /// Kotlin `object` declarations nested thousands deep made the declaration scan quadratic.
    func testDeeplyNestedKotlinIsANote() throws {
        let source = (0..<5_000).map { "object A\($0) {\n" }.joined() + String(repeating: "}", count: 5_000)
        let result = try audit(["app/src/main/java/Objects.kt": source])
        XCTAssertEqual(result.findings.map(\.ruleId), ["parse-error"])
    }

    /// A Podfile line with a very long quoted string copied the string once per character.
    func testLongPodfileStringsAreLinear() {
        let line = { (n: Int) in "pod 'Alamofire', '" + String(repeating: "x", count: n) + "'" }
        let ratios = scaling(2_000) { n in _ = CocoaPodsManifest.quotedStrings(line(n)) }
        XCTAssertLessThan(ratios.ten, 25)
        XCTAssertLessThan(ratios.hundred, 250)
        XCTAssertEqual(CocoaPodsManifest.quotedStrings("pod 'A', \"~> 1.0\" # 'x"), ["A", "~> 1.0", "x"].dropLast().map { $0 })
    }
}
