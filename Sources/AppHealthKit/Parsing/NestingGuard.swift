import SwiftParser
import SwiftSyntax

/// How deeply brackets nest in source text, found by one linear byte scan that skips comments
/// and string literals (string interpolations count as nesting). Parsers that recurse per level
/// — swift-syntax's lookahead among them — are not given text nested deeper than a bound: the
/// file becomes a `parse-error` note instead of a stack overflow.
enum NestingGuard {
    /// Far above what people write (Swift's own compiler gives up around 256 levels).
    static let maximumDepth = 200

    /// The nesting swift-syntax's parser follows before it gives up on the rest of a construct,
    /// given explicitly: its default is 256 in a release build but 20 in a debug build, so the
    /// tests (debug) read a different tree from the binary users run wherever code nests deeper
    /// than 20 (ownCloud's `CreateDocumentAction.swift`: a singleton use at line 290 went
    /// unseen). Text nested deeper than `maximumDepth` brackets never reaches the parser.
    static let swiftParserNesting = 256

    /// A Swift file's tree, with the same nesting limit in every build.
    static func parseSwift(_ bytes: [UInt8]) -> SourceFileSyntax {
        bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: swiftParserNesting) }
    }

    /// The deepest bracket nesting among Kotlin/Java/Gradle tokens (the lexer already skipped
    /// strings and comments), or `nil` once it passes `limit`.
    static func tokenDepth(_ file: CodeFile, limit: Int = maximumDepth) -> Int? {
        // Counted as the tokens were sorted (`CodeFile.bracketDepth`): no walk of its own.
        file.bracketDepth <= limit ? file.bracketDepth : nil
    }

    /// swift-syntax's lookahead for `[` (is it an inline array type `[N of T]`?) backtracks once
    /// per `[` opened directly inside another `[` (only spaces and `(` between): its time doubles
    /// with each, and 20 of them took seconds. People write three at most (`[[[String]]]`).
    static let maximumBracketRun = 10

    enum SwiftVerdict: Equatable {
        case depth(Int)
        case tooDeep
        /// More than `maximumBracketRun` brackets opened in a row.
        case bracketRun
    }

    /// Whether swift-syntax may be given `b`, and the message of the note when not.
    static func swiftProblem(_ b: [UInt8]) -> String? {
        switch swiftNesting(b) {
        case .depth: nil
        case .tooDeep: "nesting deeper than \(maximumDepth) levels; the file was not analysed"
        case .bracketRun: "more than \(maximumBracketRun) brackets opened in a row; the file was not analysed"
        }
    }

    /// The deepest nesting of `(`, `[`, `{` and `\(` in Swift-like text, or `nil` once it passes `limit`.
    static func swiftDepth(_ b: [UInt8], limit: Int = maximumDepth) -> Int? {
        if case .depth(let depth) = swiftNesting(b, limit: limit, runLimit: .max) { return depth }
        return nil
    }

    /// Bytes that may open or close a level, or start a comment or string, in Swift code.
    @inline(__always)
    private static func isSignificantInCode(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): true
        default: false
        }
    }

    static func swiftNesting(_ bytes: [UInt8], limit: Int = maximumDepth, runLimit: Int = maximumBracketRun) -> SwiftVerdict {
        // Read through buffer pointers, without bounds checks (every index is tested against
        // the count first): this runs over every byte of every Swift file before it is parsed.
        significantInCode.withUnsafeBufferPointer { significant in
            significantInString.withUnsafeBufferPointer { inString in
                bytes.withUnsafeBufferPointer {
                    swiftNesting(unchecked: $0, significant: significant, inString: inString, limit: limit, runLimit: runLimit)
                }
            }
        }
    }

    /// `isSignificantInCode` of every byte, as a table (1: significant).
    private static let significantInCode: [UInt8] = (0...255).map { isSignificantInCode(UInt8($0)) ? 1 : 0 }
    /// The bytes that may change anything inside a string literal: `\`, `"` and a line end.
    private static let significantInString: [UInt8] = (0...255).map { [0x5C, 0x22, 0x0A].contains($0) ? 1 : 0 }

    /// The first index from `start` on whose byte `table` marks (1), or the count. Its own
    /// function, the index in a register: inlined into the scan's loop, it was kept on the stack
    /// (9 instructions a byte, most bytes of a file pass through here).
    @inline(never)
    private static func next(_ b: UnsafeBufferPointer<UInt8>, from start: Int, marked table: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = b.baseAddress, let marks = table.baseAddress, start < b.count else { return max(start, b.count) }
        var i = start
        let n = b.count
        while i < n, marks[Int(base[i])] == 0 { i += 1 }
        return i
    }

    private static func swiftNesting(
        unchecked b: UnsafeBufferPointer<UInt8>, significant: UnsafeBufferPointer<UInt8>, inString: UnsafeBufferPointer<UInt8>,
        limit: Int, runLimit: Int
    ) -> SwiftVerdict {
        var run = 0
        enum Context { case code(opened: Int), string(multiline: Bool, hashes: Int) }
        // The innermost context, and the ones around it (the file's code at the bottom): only
        // entering and leaving a literal or an interpolation touches the array.
        var top = Context.code(opened: 0)
        var outer: [Context] = []
        var depth = 0
        var deepest = 0
        var i = 0
        let n = b.count
        func hashes(from index: Int) -> Int {
            var count = 0
            while index + count < n, b[index + count] == UInt8(ascii: "#") { count += 1 }
            return count
        }
        while i < n {
            var c = b[i]
            switch top {
            case .code(let opened):
                // Most bytes of code open, close and start nothing: pass over them in one loop
                // (a bracket run survives only spaces, line ends and `(`).
                if !Self.isSignificantInCode(c) {
                    if run == 0 {
                        // No bracket run to reset: only the next significant byte matters.
                        i = next(b, from: i + 1, marked: significant)
                        continue
                    }
                    repeat {
                        if c != 0x20 && c != 0x09 && c != 0x0A && c != 0x0D { run = 0 }
                        i += 1
                        guard i < n else { break }
                        c = b[i]
                    } while !Self.isSignificantInCode(c)
                    continue
                }
                if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "/") {
                    i = ByteSearch.index(of: 0x0A, in: b, from: i, to: n)  // `memchr`: comments are long runs
                    continue
                }
                if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "*") {
                    // From one `/` to the next: both `*/` and `/*` hold one. A `*` just before it closes
                    // (unless that `*` already opened, `/*/`); else a `*` just after it opens.
                    var nesting = 1
                    i += 2
                    while i < n, nesting > 0 {
                        let slash = ByteSearch.index(of: UInt8(ascii: "/"), in: b, from: i, to: n)
                        if slash >= n {
                            i = n
                        } else if slash > i, b[slash - 1] == UInt8(ascii: "*") {
                            nesting -= 1
                            i = slash + 1
                        } else if slash + 1 < n, b[slash + 1] == UInt8(ascii: "*") {
                            nesting += 1
                            i = slash + 2
                        } else {
                            i = slash + 1
                        }
                    }
                    continue
                }
                let raw = c == UInt8(ascii: "#") ? hashes(from: i) : 0
                if b.indices.contains(i + raw), b[i + raw] == UInt8(ascii: "\"") {
                    let start = i + raw
                    let multiline = start + 2 < n && b[start + 1] == UInt8(ascii: "\"") && b[start + 2] == UInt8(ascii: "\"")
                    run = 0
                    outer.append(top)
                    top = .string(multiline: multiline, hashes: raw)
                    i = start + (multiline ? 3 : 1)
                    continue
                }
                if c == UInt8(ascii: "[") {
                    run += 1
                    if run > runLimit { return .bracketRun }
                } else if c != UInt8(ascii: "(") && c != 0x20 && c != 0x09 && c != 0x0A && c != 0x0D {
                    run = 0
                }
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                    depth += 1
                    deepest = max(deepest, depth)
                    if deepest > limit { return .tooDeep }
                    top = .code(opened: opened + 1)
                } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                    if opened == 0, let enclosing = outer.popLast() {
                        top = enclosing  // the `)` that closes a string interpolation
                    } else if opened > 0 {
                        top = .code(opened: opened - 1)
                    }
                    depth = max(0, depth - 1)
                }
                i += 1
            case .string(let multiline, let raw):
                if c == UInt8(ascii: "\\"), hashes(from: i + 1) == raw {
                    let after = i + 1 + raw
                    if after < n, b[after] == UInt8(ascii: "(") {
                        depth += 1
                        deepest = max(deepest, depth)
                        if deepest > limit { return .tooDeep }
                        outer.append(top)
                        top = .code(opened: 0)
                        i = after + 1
                    } else {
                        i = after + 1
                    }
                    continue
                }
                if c == UInt8(ascii: "\"") {
                    let closes = multiline ? (i + 2 < n && b[i + 1] == UInt8(ascii: "\"") && b[i + 2] == UInt8(ascii: "\"")) : true
                    let end = i + (multiline ? 3 : 1)
                    if closes, hashes(from: end) >= raw {
                        top = outer.popLast() ?? .code(opened: 0)
                        i = end + raw
                        continue
                    }
                }
                if c == 0x0A, !multiline {
                    top = outer.popLast() ?? .code(opened: 0)  // an unterminated literal ends at the line
                    i += 1
                } else {
                    // The literal's plain text: only `\`, `"` and a line end change anything.
                    i = next(b, from: i + 1, marked: inString)
                }
            }
        }
        return .depth(deepest)
    }
}
