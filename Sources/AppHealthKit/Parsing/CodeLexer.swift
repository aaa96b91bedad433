/// A lexer for Kotlin, Java and Gradle (Groovy/Kotlin script) sources: it separates
/// comments and literals from code so that rules never mistake a string in a comment for
/// a string, or a comment marker inside a string for a comment.
///
/// Handles line and block comments (nested for Kotlin), strings with escapes, raw/text
/// blocks (`"""`), Kotlin/Groovy templates (`"${ "nested" }"`), and char literals; everything
/// else becomes identifiers (including backquoted ones), numbers and one-byte punctuation.
/// The code inside a template follows its string token in the stream.
public struct CodeLexer: Sendable {
    public enum Language: Sendable {
        case kotlin, java, groovy
        /// Objective-C and Objective-C++ (`.m`, `.mm`, `.h`), lexed by `ObjCLexer`.
        case objc

        var nestedBlockComments: Bool { self == .kotlin }
        /// Groovy's single quotes delimit strings; Kotlin/Java's delimit chars.
        var singleQuotesAreStrings: Bool { self == .groovy }
        var hasTemplates: Bool { self != .java }
    }

    public struct Token: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case lineComment, blockComment, string, char
            case identifier, number, punctuation
            /// A C preprocessor line (`#import`, `#define` with its `\` continuations): Objective-C only.
            case preprocessor
        }

        public var isComment: Bool { kind == .lineComment || kind == .blockComment }
        /// What pattern-matching rules walk: neither a comment nor a preprocessor line.
        public var isCode: Bool { !isComment && kind != .preprocessor }

        public var kind: Kind
        /// Byte offsets of the whole token, delimiters included.
        public var start: Int
        public var end: Int
    }

    public var language: Language

    public init(language: Language) {
        self.language = language
    }

    /// All tokens in source order. Unterminated constructs end at end of input.
    public func tokens(in bytes: [UInt8]) -> [Token] {
        if language == .objc { return ObjCLexer().tokens(in: bytes) }
        // Written straight into the storage of the array returned, no capacity or uniqueness
        // check per token (appending checked both: 10 % of the lexer's instructions). Every token
        // starts at a byte of its own (a string's templates after its quote), so there are no more
        // tokens than bytes; capacity never filled costs address space, not memory.
        return [Token](unsafeUninitializedCapacity: bytes.count + 1) { buffer, count in
            var sink = TokenSink(base: buffer.baseAddress!, capacity: buffer.count)
            var i = 0
            // Through buffer pointers: the bytes and the class table are read without bounds
            // checks (every index below is tested against the count first).
            Self.byteClasses.withUnsafeBufferPointer { classes in
                bytes.withUnsafeBufferPointer { lexCode($0, classes, &i, &sink, untilBrace: false, nesting: 0) }
            }
            count = sink.count
        }
    }

    /// Where `tokens(in:)` writes: the returned array's storage, `capacity` tokens long.
    private struct TokenSink {
        let base: UnsafeMutablePointer<Token>
        let capacity: Int
        var count = 0

        @inline(__always) mutating func append(_ token: Token) {
            guard count < capacity else { return }  // never: no more tokens than bytes
            (base + count).initialize(to: token)
            count += 1
        }

        /// The place of a token written once the tokens after it are (a string's, which comes
        /// before its templates' tokens); `nil` only past the capacity, which is never reached.
        mutating func reserve() -> Int? {
            guard count < capacity else { return nil }
            (base + count).initialize(to: Token(kind: .string, start: 0, end: 0))
            count += 1
            return count - 1
        }

        func write(_ token: Token, at slot: Int) {
            base[slot] = token
        }
    }

    /// What each byte can be, one table look-up instead of a chain of range tests per byte.
    private static let identifierStart: UInt8 = 1, identifierPart: UInt8 = 2, space: UInt8 = 4, punctuation: UInt8 = 8
    private static let byteClasses: [UInt8] = (0...255).map { value -> UInt8 in
        let byte = UInt8(value)
        var classes: UInt8 = 0
        if isIdentifierStart(byte) { classes |= identifierStart }
        if isIdentifierPart(byte) { classes |= identifierPart }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { classes |= space }
        // A byte that is always a one-byte punctuation token: none of the cases `lexCode` tests
        // before its last one (comments, strings, chars, braces, backquotes, numbers) starts with it.
        if classes == 0, !(byte >= 0x30 && byte <= 0x39), !"/\"'{}`".utf8.contains(byte) { classes |= punctuation }
        return classes
    }

    /// String templates nest (`"${"${x}"}"`): past this depth a template's body is skipped as
    /// part of its string instead of lexed, so input cannot drive the recursion without bound.
    static let maximumTemplateNesting = 32

    /// The first index from `start` on whose byte's class lacks `mask`, or the count: four bytes
    /// a step while four remain (one bound test for four), then byte by byte. Identifiers and
    /// runs of blanks are most of a file's bytes; one at a time they cost 7 instructions a byte.
    @inline(__always)
    private static func skip(_ b: UnsafeBufferPointer<UInt8>, _ classes: UnsafeBufferPointer<UInt8>, from start: Int, while mask: UInt8) -> Int {
        var i = start
        let n = b.count
        while i + 4 <= n {
            guard classes[Int(b[i])] & mask != 0 else { return i }
            guard classes[Int(b[i + 1])] & mask != 0 else { return i + 1 }
            guard classes[Int(b[i + 2])] & mask != 0 else { return i + 2 }
            guard classes[Int(b[i + 3])] & mask != 0 else { return i + 3 }
            i += 4
        }
        while i < n, classes[Int(b[i])] & mask != 0 { i += 1 }
        return i
    }

    private func lexCode(
        _ b: UnsafeBufferPointer<UInt8>, _ classes: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ tokens: inout TokenSink,
        untilBrace: Bool, nesting: Int
    ) {
        let n = b.count
        var depth = 0
        while i < n {
            let c = b[i]
            let kind = classes[Int(c)]
            // The commonest bytes first (none of them starts any other token below).
            if kind & Self.space != 0 {
                i = Self.skip(b, classes, from: i + 1, while: Self.space)
                continue
            }
            if kind & Self.identifierStart != 0 {
                let start = i
                i = Self.skip(b, classes, from: i + 1, while: Self.identifierPart)
                tokens.append(Token(kind: .identifier, start: start, end: i))
                continue
            }
            if kind & Self.punctuation != 0 {
                tokens.append(Token(kind: .punctuation, start: i, end: i + 1))
                i += 1
                continue
            }
            let next: UInt8 = i + 1 < n ? b[i + 1] : 0
            if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                let start = i
                i = ByteSearch.index(of: 0x0A, in: b, from: i, to: n)
                tokens.append(Token(kind: .lineComment, start: start, end: i))
            } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                let start = i
                i += 2
                var nesting = 1
                // From one `*` to the next (`memchr`): both `*/` and a nested `/*` hold one, and
                // licence headers and KDoc are long runs of bytes that are neither.
                while i < n, nesting > 0 {
                    let star = ByteSearch.index(of: UInt8(ascii: "*"), in: b, from: i, to: n)
                    if star == n {
                        i = n
                    } else if language.nestedBlockComments, star - 1 >= i, b[star - 1] == UInt8(ascii: "/") {
                        nesting += 1  // a `/*` not already part of a `*/`
                        i = star + 1
                    } else if star + 1 < n, b[star + 1] == UInt8(ascii: "/") {
                        nesting -= 1
                        i = star + 2
                    } else {
                        i = star + 1
                    }
                }
                tokens.append(Token(kind: .blockComment, start: start, end: min(i, n)))
            } else if c == UInt8(ascii: "\"") {
                lexString(b, classes, &i, &tokens, quote: c, nesting: nesting)
            } else if c == UInt8(ascii: "'") {
                if language.singleQuotesAreStrings {
                    lexString(b, classes, &i, &tokens, quote: c, nesting: nesting)
                } else {
                    let start = i
                    i += 1
                    while i < n, b[i] != UInt8(ascii: "'"), b[i] != 0x0A {
                        i += b[i] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    i = min(i + 1, n)
                    tokens.append(Token(kind: .char, start: start, end: i))
                }
            } else if untilBrace && c == UInt8(ascii: "{") {
                depth += 1
                tokens.append(Token(kind: .punctuation, start: i, end: i + 1))
                i += 1
            } else if untilBrace && c == UInt8(ascii: "}") {
                if depth == 0 { i += 1; return }
                depth -= 1
                tokens.append(Token(kind: .punctuation, start: i, end: i + 1))
                i += 1
            } else if c == UInt8(ascii: "`") {
                let start = i
                i += 1
                while i < n, b[i] != UInt8(ascii: "`"), b[i] != 0x0A { i += 1 }
                i = min(i + 1, n)
                tokens.append(Token(kind: .identifier, start: start, end: i))
            } else if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                let start = i
                while i < n, classes[Int(b[i])] & Self.identifierPart != 0 || (b[i] == UInt8(ascii: ".") && i + 1 < n && b[i + 1] >= 0x30 && b[i + 1] <= 0x39) {
                    i += 1
                }
                tokens.append(Token(kind: .number, start: start, end: i))
            } else {
                tokens.append(Token(kind: .punctuation, start: i, end: i + 1))
                i += 1
            }
        }
    }

    /// Moves past a template body to its closing brace, counting braces only (deep nesting).
    static func skipTemplate(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
        var depth = 1
        while i < b.count, depth > 0 {
            if b[i] == UInt8(ascii: "{") { depth += 1 } else if b[i] == UInt8(ascii: "}") { depth -= 1 }
            i += 1
        }
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    static func isIdentifierPart(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
    }

    private func lexString(
        _ b: UnsafeBufferPointer<UInt8>, _ classes: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ tokens: inout TokenSink, quote: UInt8, nesting: Int
    ) {
        let n = b.count
        let start = i
        let triple = i + 2 < n && b[i + 1] == quote && b[i + 2] == quote
        i += triple ? 3 : 1
        // The string's token comes before its templates' tokens: its place is kept for it.
        let slot = tokens.reserve()
        while i < n {
            let c = b[i]
            if triple {
                if c == quote, i + 2 < n, b[i + 1] == quote, b[i + 2] == quote {
                    i += 3
                    while i < n, b[i] == quote { i += 1 }  // """"quoted"""" ends at the last quote
                    break
                }
            } else {
                if c == quote { i += 1; break }
                if c == 0x0A { break }  // unterminated on this line
            }
            if c == UInt8(ascii: "\\") && !(triple && language == .kotlin) {
                i += 2
            } else if language.hasTemplates && c == UInt8(ascii: "$") && i + 1 < n && b[i + 1] == UInt8(ascii: "{") && quote == UInt8(ascii: "\"") {
                i += 2
                if nesting < Self.maximumTemplateNesting {
                    lexCode(b, classes, &i, &tokens, untilBrace: true, nesting: nesting + 1)
                } else {
                    Self.skipTemplate(b, &i)
                }
            } else {
                i += 1
            }
        }
        if let slot { tokens.write(Token(kind: .string, start: start, end: min(i, n)), at: slot) }
    }
}
