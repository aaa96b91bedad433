import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UTF-8 bytes of a text file with a line table, for turning byte offsets into
/// 1-based line/column positions (columns count Unicode scalars) and for snippets.
public struct SourceText: Sendable, Codable {
    public let bytes: [UInt8]
    /// Byte offset at which each line starts.
    public let lineStarts: [Int]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        // memchr finds line breaks a word at a time; this runs over every byte of every file.
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count, let hit = memchr(base + offset, 0x0A, raw.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(hit)) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    /// Encoded as its bytes (Base64); line starts are recomputed.
    public init(from decoder: any Decoder) throws {
        self.init(bytes: [UInt8](try decoder.singleValueContainer().decode(Data.self)))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Data(bytes))
    }

    public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    public func location(ofOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        // The last line starting at or before the offset (the first starts at 0).
        let low = lineStarts.partitioningIndex { $0 > clamped } - 1
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // An offset inside a multi-byte scalar belongs to that scalar.
        if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
        return SourceLocation(line: low + 1, column: max(1, column))
    }

    /// A cursor for many lookups in increasing offset order (a parser's walk): each lookup
    /// costs only the distance from the previous one, so a huge single-line file stays linear.
    public func cursor() -> LocationCursor { LocationCursor(text: self) }

    /// For each line, how many lines up to and including it hold code (`result[n]`: lines 1…n;
    /// `result[0]` is 0): not blank, not a `//` comment, not inside or starting a `/* … */`
    /// comment that starts its line. What a class's size counts, as SwiftLint's
    /// `type_body_length` and detekt's `LargeClass` do (blank lines and comments are not code).
    /// One pass over the bytes; a `/*` after code on its line leaves the following lines code.
    /// `swiftMultilineStrings`: the lines inside a Swift multi-line string literal are text, not
    /// code (Corona-Warn-App's licence texts in a view controller's extension): the literal opens
    /// with `"""` (or `#"""`) ending its line and closes on a line of its own, as Swift requires.
    public func codeLinePrefix(swiftMultilineStrings: Bool = false) -> [Int] {
        let lines = lineStarts.count
        var inComment = false
        var inString = false
        // Read and written through buffer pointers, the indentation passed eight spaces at a
        // time: every line of every screen is read, and the arrays' own bounds and uniqueness
        // checks and a byte-by-byte indentation were most of this walk.
        return [Int](unsafeUninitializedCapacity: lines + 1) { counts, written in
            counts[0] = 0
            lineStarts.withUnsafeBufferPointer { starts in
                bytes.withUnsafeBufferPointer { b in
                    let raw = b.baseAddress.map(UnsafeRawPointer.init)
                    for number in stride(from: 1, through: lines, by: 1) {
                        let end = number < lines ? starts[number] : b.count
                        var index = starts[number - 1]
                        if let raw {
                            while index + 8 <= end, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020 { index += 8 }
                        }
                        while index < end, b[index] == 0x20 || b[index] == 0x09 || b[index] == 0x0D || b[index] == 0x0A { index += 1 }
                        if inString {
                            // The closing line: `"""` first on it (after the indentation); it counts as code.
                            if index + 2 < end, b[index] == UInt8(ascii: "\""), b[index + 1] == UInt8(ascii: "\""), b[index + 2] == UInt8(ascii: "\"") {
                                inString = false
                                counts[number] = counts[number - 1] + 1
                            } else {
                                counts[number] = counts[number - 1]
                            }
                            continue
                        }
                        var code = false
                        if inComment || (index + 1 < end && b[index] == UInt8(ascii: "/") && b[index + 1] == UInt8(ascii: "*")) {
                            // A comment line: the comment ends on it when `*/` follows (code after it counts).
                            var cursor = inComment ? index : index + 2
                            inComment = true
                            while cursor + 1 < end {
                                if b[cursor] == UInt8(ascii: "*"), b[cursor + 1] == UInt8(ascii: "/") {
                                    inComment = false
                                    cursor += 2
                                    while cursor < end, b[cursor] == 0x20 || b[cursor] == 0x09 || b[cursor] == 0x0D || b[cursor] == 0x0A { cursor += 1 }
                                    code = cursor < end && !(cursor + 1 < end && b[cursor] == UInt8(ascii: "/") && b[cursor + 1] == UInt8(ascii: "/"))
                                    break
                                }
                                cursor += 1
                            }
                        } else if index < end {
                            code = !(index + 1 < end && b[index] == UInt8(ascii: "/") && b[index + 1] == UInt8(ascii: "/"))
                            if code, swiftMultilineStrings { inString = Self.opensMultilineString(b, index..<end) }
                        }
                        counts[number] = counts[number - 1] + (code ? 1 : 0)
                    }
                }
            }
            written = lines + 1
        }
    }

    /// Whether a line of code ends with a multi-line string's opening delimiter: `"""`, then only
    /// `#`s (a raw string's) and blanks.
    private static func opensMultilineString(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        var last = line.upperBound - 1
        while last >= line.lowerBound, b[last] == 0x20 || b[last] == 0x09 || b[last] == 0x0D || b[last] == 0x0A { last -= 1 }
        while last >= line.lowerBound, b[last] == UInt8(ascii: "#") { last -= 1 }
        return last - 2 >= line.lowerBound && b[last] == UInt8(ascii: "\"") && b[last - 1] == UInt8(ascii: "\"") && b[last - 2] == UInt8(ascii: "\"")
            // Not the closing `"""` of a literal on one line (`""" """` is no Swift): the
            // delimiter is not preceded by another quote.
            && (last - 3 < line.lowerBound || b[last - 3] != UInt8(ascii: "\""))
    }

    /// The text of a 1-based line without its line break; empty when out of range.
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The start of a 1-based line, at most `maxBytes` long (cut at a character boundary),
    /// so snippets of minified one-line files stay small.
    public func linePrefix(_ number: Int, maxBytes: Int) -> (text: String, truncated: Bool) {
        guard number >= 1, number <= lineStarts.count else { return ("", false) }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        guard end - start > maxBytes else { return (String(decoding: bytes[start..<max(start, end)], as: UTF8.self), false) }
        var cut = start + maxBytes
        while cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        return (String(decoding: bytes[start..<cut], as: UTF8.self), true)
    }

    /// Whether the bytes contain `needle` (a cheap check before costlier work). `anchor`: which of
    /// the needle's bytes candidates are found by (`ByteSearch.firstRange`; the last by default).
    public func contains(_ needle: String, anchor: Int? = nil) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in bytes.withUnsafeBufferPointer { ByteSearch.firstRange(of: pattern, in: $0, anchor: anchor) != nil } }
    }

    /// Heuristic used before parsing: NUL bytes mean the file is binary.
    public var looksBinary: Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return memchr(base, 0, min(raw.count, 8192)) != nil
        }
    }
}

/// Turns increasing byte offsets into locations in amortised constant time; falls back to
/// a binary search when asked for an earlier offset.
public struct LocationCursor {
    /// How many bytes of `range` begin a character (are no UTF-8 continuation byte, `10xxxxxx`):
    /// eight bytes a step, a continuation byte being one whose top bit is set and the next clear.
    /// (Byte by byte, this count over every translation's lines was 2 % of an Android app's audit.)
    static func characterStarts(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var index = range.lowerBound
        var continuations = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= range.upperBound {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                index += 8
            }
        }
        while index < range.upperBound {
            if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
            index += 1
        }
        return range.count - continuations
    }

    let text: SourceText
    private var offset = 0
    private var line = 1
    private var column = 1

    init(text: SourceText) {
        self.text = text
    }

    public mutating func location(ofOffset target: Int) -> SourceLocation {
        let target = max(0, min(target, text.bytes.count))
        if target < offset {
            // Back to the start of the target's line, found by binary search; counted from there.
            // (Taking the answer's column as the cursor's own was one short after an offset inside
            // a multi-byte character: an answer there names the character's first byte.)
            line = text.location(ofOffset: target).line
            offset = text.lineStarts[line - 1]
            column = 1
        }
        // Lines before the target's are passed by their starts, not byte by byte (XML element
        // locations walked every byte of every layout and translation: 3 % of NewPipe's audit).
        // Both tables are read through buffer pointers: a layout or a translation asks for every
        // element's and attribute's position, and indexing the arrays themselves retained and
        // released them and checked bounds on every step (~180 instructions a lookup).
        text.lineStarts.withUnsafeBufferPointer { starts in
            if line < starts.count, starts[line] <= target {
                repeat { line += 1 } while line < starts.count && starts[line] <= target
                offset = starts[line - 1]
                column = 1
            }
        }
        // The target is on the cursor's line now (no line break between them): the column grows
        // by the characters' first bytes, counted in one tight loop.
        return text.bytes.withUnsafeBufferPointer { bytes in
            if offset < target {
                column += Self.characterStarts(bytes, offset..<target)
                offset = target
            }
            var result = SourceLocation(line: line, column: column)
            if target < bytes.count, bytes[target] & 0xC0 == 0x80 { result.column = max(1, column - 1) }
            return result
        }
    }
}
