/// A lexer for Objective-C and Objective-C++ (`.m`, `.mm`, `.h`): it separates comments,
/// preprocessor lines and literals from code, one pass over the bytes, no recursion.
///
/// - `@"…"` NSString literals and C strings `"…"` with escapes, char literals `'a'`, C++ raw
///   strings `R"delim(…)delim"`; a string unterminated on its line ends there.
/// - `//` and `/* */` comments (not nested, as in C).
/// - preprocessor lines from a `#` that starts a line to its end, `\` continuations included;
///   a comment on the line is its own token.
/// - `@interface`, `@implementation`, `@end`, `@protocol`, `@property`, `@selector`, … are one
///   identifier token spelled with their `@`; `@[`, `@{`, `@(` leave `@` as punctuation.
/// - identifiers, numbers, and one-byte punctuation: message sends `[receiver selector:arg]`
///   and blocks `^{ … }` are brackets that `CodeFile`'s navigation matches.
public struct ObjCLexer: Sendable {
    public typealias Token = CodeLexer.Token

    public init() {}

    public func tokens(in b: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(b.count / 5)
        let n = b.count
        var i = 0
        var lineStart = true  // only white space since the last newline
        while i < n {
            let c = b[i]
            let next: UInt8 = i + 1 < n ? b[i + 1] : 0
            if c == 0x0A {
                lineStart = true
                i += 1
                continue
            }
            if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0C || c == 0x0B {
                i += 1
                continue
            }
            let atLineStart = lineStart
            lineStart = false
            if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                let start = i
                while i < n, b[i] != 0x0A { i += 1 }
                tokens.append(Token(kind: .lineComment, start: start, end: i))
            } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                tokens.append(Token(kind: .blockComment, start: i, end: Self.blockCommentEnd(b, i)))
                i = tokens[tokens.count - 1].end
            } else if c == UInt8(ascii: "#") && atLineStart {
                let start = i
                i = Self.preprocessorEnd(b, i)
                tokens.append(Token(kind: .preprocessor, start: start, end: i))
            } else if c == UInt8(ascii: "@") && next == UInt8(ascii: "\"") {
                let start = i
                i = Self.quotedEnd(b, i + 1, quote: UInt8(ascii: "\""))
                tokens.append(Token(kind: .string, start: start, end: i))
            } else if c == UInt8(ascii: "@") && CodeLexer.isIdentifierStart(next) {
                let start = i
                i += 1
                while i < n, CodeLexer.isIdentifierPart(b[i]) { i += 1 }
                tokens.append(Token(kind: .identifier, start: start, end: i))
            } else if c == UInt8(ascii: "\"") {
                let start = i
                i = Self.quotedEnd(b, i, quote: c)
                tokens.append(Token(kind: .string, start: start, end: i))
            } else if c == UInt8(ascii: "'") {
                let start = i
                i = Self.quotedEnd(b, i, quote: c)
                tokens.append(Token(kind: .char, start: start, end: i))
            } else if CodeLexer.isIdentifierStart(c) {
                let start = i
                while i < n, CodeLexer.isIdentifierPart(b[i]) { i += 1 }
                if i < n, b[i] == UInt8(ascii: "\""), Self.isRawStringPrefix(b, start, i) {
                    i = Self.rawStringEnd(b, i)
                    tokens.append(Token(kind: .string, start: start, end: i))
                } else {
                    tokens.append(Token(kind: .identifier, start: start, end: i))
                }
            } else if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                let start = i
                while i < n, CodeLexer.isIdentifierPart(b[i]) || b[i] == UInt8(ascii: "'")
                    || (b[i] == UInt8(ascii: ".") && i + 1 < n && b[i + 1] >= 0x30 && b[i + 1] <= 0x39) {
                    i += 1  // C++14 digit separators: 1'000'000
                }
                tokens.append(Token(kind: .number, start: start, end: i))
            } else {
                tokens.append(Token(kind: .punctuation, start: i, end: i + 1))
                i += 1
            }
        }
        return tokens
    }

    /// The end of the `/* … */` starting at `i` (end of input when unterminated).
    static func blockCommentEnd(_ b: [UInt8], _ i: Int) -> Int {
        var j = i + 2
        while j + 1 < b.count {
            if b[j] == UInt8(ascii: "*"), b[j + 1] == UInt8(ascii: "/") { return j + 2 }
            j += 1
        }
        return b.count
    }

    /// The end of a quoted literal whose opening quote is at `i`: after the closing quote, or at
    /// the newline of an unterminated one. A backslash escapes the next byte (a line
    /// continuation too).
    static func quotedEnd(_ b: [UInt8], _ i: Int, quote: UInt8) -> Int {
        var j = i + 1
        while j < b.count {
            let c = b[j]
            if c == quote { return j + 1 }
            if c == 0x0A { return j }
            j += c == UInt8(ascii: "\\") ? 2 : 1
        }
        return b.count
    }

    /// A preprocessor line ends at a newline not preceded by `\`, or where a comment starts
    /// (the comment is lexed on its own); strings and chars on the line are skipped whole.
    static func preprocessorEnd(_ b: [UInt8], _ i: Int) -> Int {
        var j = i + 1
        while j < b.count {
            let c = b[j]
            if c == 0x0A { return j }
            if c == UInt8(ascii: "\\") { j += 2; continue }
            if c == UInt8(ascii: "/"), j + 1 < b.count, b[j + 1] == UInt8(ascii: "/") || b[j + 1] == UInt8(ascii: "*") {
                // Trim the white space before the comment off the directive.
                var end = j
                while end > i, b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
                return end
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                j = quotedEnd(b, j, quote: c)
                continue
            }
            j += 1
        }
        return b.count
    }

    /// `R`, `LR`, `uR`, `UR`, `u8R` directly before a quote open a C++ raw string.
    static func isRawStringPrefix(_ b: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard b[end - 1] == UInt8(ascii: "R"), end - start <= 3 else { return false }
        let prefix = b[start..<(end - 1)]
        return prefix.isEmpty || prefix.elementsEqual("L".utf8) || prefix.elementsEqual("u".utf8)
            || prefix.elementsEqual("U".utf8) || prefix.elementsEqual("u8".utf8)
    }

    /// The end of a raw string whose quote is at `i`: `"delim(` … `)delim"`. A malformed opener
    /// (no `(` within 16 bytes, as the standard allows) falls back to an ordinary string.
    static func rawStringEnd(_ b: [UInt8], _ i: Int) -> Int {
        var j = i + 1
        while j < b.count, j - i <= 17, b[j] != UInt8(ascii: "("), b[j] != 0x0A, b[j] != UInt8(ascii: "\"") { j += 1 }
        guard j < b.count, b[j] == UInt8(ascii: "(") else { return quotedEnd(b, i, quote: UInt8(ascii: "\"")) }
        let delimiter = Array(b[(i + 1)..<j])
        var k = j + 1
        while k < b.count {
            if b[k] == UInt8(ascii: ")"), k + 1 + delimiter.count < b.count,
                b[(k + 1)..<(k + 1 + delimiter.count)].elementsEqual(delimiter), b[k + 1 + delimiter.count] == UInt8(ascii: "\"") {
                return k + delimiter.count + 2
            }
            k += 1
        }
        return b.count
    }
}

extension CodeFile {
    /// An Objective-C literal's content: `@"…"`, `"…"`, `'…'`, `R"x(…)x"`, without delimiters.
    static func objcStringContent(_ raw: String) -> String {
        var body = Substring(raw)
        if body.hasPrefix("@") { body = body.dropFirst() }
        if let quote = body.firstIndex(of: "\""), body[..<quote].hasSuffix("R"), let open = body.firstIndex(of: "("),
            let close = body.lastIndex(of: ")"), open < close {
            return String(body[body.index(after: open)..<close])
        }
        for delimiter in ["\"", "'"] where body.hasPrefix(delimiter) {
            body = body.dropFirst()
            if body.hasSuffix(delimiter) { body = body.dropLast() }
            return String(body)
        }
        return String(body)
    }
}
