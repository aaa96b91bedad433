#if canImport(Glibc)
import Glibc  // memchr, memcmp
#elseif canImport(Darwin)
import Darwin
#endif

extension UInt8 {
    /// The byte with an ASCII capital made small (`A`–`Z` → `a`–`z`); every other byte as it is.
    @inline(__always) var asciiLowercased: UInt8 { self >= 0x41 && self <= 0x5A ? self | 0x20 : self }
}

/// Byte searches and ASCII rewrites used in hot paths, where `String`'s `Character` machinery and
/// Foundation's `NSString` search showed up in profiles of large audits.
enum ByteSearch {
    /// Where `pattern` first occurs in `text`; `nil` for an empty pattern. Candidates are found by
    /// the C library's `memchr` (vectorised) for the pattern's last byte, which in the needles
    /// searched for is punctuation (`apphealth:`, `.xcassets/`, `= {`), rarer than letters; a
    /// byte-by-byte loop cost ~7 instructions a byte, and every file's text is searched for
    /// suppression directives before its comments are read. Matches are tried in the order of
    /// that byte's place, which for one pattern is the order they start: the first found is the first.
    ///
    /// `anchor`: which of the pattern's bytes `memchr` looks for (the last by default); a caller
    /// whose pattern ends in a common letter names a rarer one (`Suppress`: the `S`).
    static func firstRange(of pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, anchor: Int? = nil) -> Range<Int>? {
        let count = pattern.count
        guard count > 0, count <= text.count, let needle = pattern.baseAddress, let haystack = text.baseAddress else { return nil }
        let at = min(max(anchor ?? count - 1, 0), count - 1)
        let byte = Int32(needle[at])
        let lastPlace = text.count - count + at  // the last place the anchor byte of a match can be
        var place = at  // the first
        while place <= lastPlace, let hit = memchr(haystack + place, byte, lastPlace - place + 1) {
            place = UnsafeRawPointer(hit) - UnsafeRawPointer(haystack)
            let start = place - at
            if count == 1 || memcmp(haystack + start, needle, count) == 0 { return start..<(start + count) }
            place += 1
        }
        return nil
    }

    /// The first place of `byte` in `bytes[start..<end]`, or `end` when it is not there (the C
    /// library's vectorised `memchr`: text between markup is skipped many bytes a step).
    @inline(__always)
    static func index(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let base = bytes.baseAddress, let hit = memchr(base + start, Int32(byte), end - start) else { return max(start, end) }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`.
    static func firstRange(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Range<Int>? {
        guard start <= bytes.count else { return nil }
        return pattern.withUnsafeBufferPointer { pattern in
            bytes.withUnsafeBufferPointer { text in
                firstRange(of: pattern, in: UnsafeBufferPointer(rebasing: text[start...])).map { ($0.lowerBound + start)..<($0.upperBound + start) }
            }
        }
    }

    /// Where `pattern` last occurs in `bytes` ending at or before `end`; `nil` for an empty pattern.
    static func lastRange(of pattern: [UInt8], in bytes: [UInt8], before end: Int) -> Range<Int>? {
        let count = pattern.count
        guard count > 0, count <= end, end <= bytes.count else { return nil }
        var index = end - count
        while index >= 0 {
            if bytes[index] == pattern[0], bytes[index..<(index + count)].elementsEqual(pattern) { return index..<(index + count) }
            index -= 1
        }
        return nil
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in the text, compared byte by byte in UTF-8 (an empty needle never
    /// occurs, as with Foundation). This overload, more specific than Foundation's generic one, is
    /// what every `text.contains("literal")` in the module calls.
    func contains(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            if let found = utf8.withContiguousStorageIfAvailable({ ByteSearch.firstRange(of: pattern, in: $0) != nil }) { return found }
            return Array(utf8).withUnsafeBufferPointer { ByteSearch.firstRange(of: pattern, in: $0) != nil }
        }
    }
}

extension StringProtocol {
    /// Where `needle` first occurs, compared byte by byte in UTF-8; `nil` for an empty needle.
    /// Foundation's `range(of:)` compares by canonical equivalence at ~10,000 instructions a call,
    /// which showed in project rules that look for a folder name in every path.
    func byteRange(of needle: String) -> Range<Index>? {
        var needle = needle
        let found = needle.withUTF8 { pattern in
            utf8.withContiguousStorageIfAvailable { ByteSearch.firstRange(of: pattern, in: $0) }
                ?? Array(utf8).withUnsafeBufferPointer { ByteSearch.firstRange(of: pattern, in: $0) }
        }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found.lowerBound)
        return lower..<utf8.index(lower, offsetBy: found.count)
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether `needle`'s UTF-8 occurs in these bytes (an empty needle never occurs).
    func contains(utf8 needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in withUnsafeBufferPointer { ByteSearch.firstRange(of: pattern, in: $0) != nil } }
    }
}

extension String {
    /// The text rewritten byte by byte when it is all ASCII (`transform` appends what each byte
    /// becomes, no more bytes in all than it was given); `nil` when it is not, so the caller takes
    /// its `Character` path. Written straight into the new string (in place for 15 bytes or
    /// fewer): no array in between.
    func rewritingASCII(_ transform: (UInt8, inout ASCIIRewrite) -> Void) -> String? {
        var text = self
        return text.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var out = ASCIIRewrite(buffer: buffer)
                for byte in bytes { transform(byte, &out) }
                return out.count
            }
        }
    }
}

/// Where `rewritingASCII` writes: the new string's bytes so far.
struct ASCIIRewrite {
    fileprivate let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    fileprivate init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    var isEmpty: Bool { count == 0 }

    mutating func append(_ byte: UInt8) {
        precondition(count < buffer.count, "rewritingASCII: more bytes out than in")
        buffer[count] = byte
        count += 1
    }
}

extension Array {
    /// The elements sorted by `areInIncreasingOrder`, equal ones in their given order. Positions
    /// are sorted, not the elements: moving a large struct (a finding is a dozen strings) at
    /// every step of a sort costs more than the comparisons.
    func sortedByPosition(_ areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let positions = indices.sorted { a, b in
            if areInIncreasingOrder(self[a], self[b]) { return true }
            if areInIncreasingOrder(self[b], self[a]) { return false }
            return a < b
        }
        return positions.map { self[$0] }
    }
}

extension StringProtocol {
    /// `hasSuffix(suffix)`, decided by bytes: the same answer without `Character` comparison
    /// (~100 instructions a call, which path roles made thousands of times a folder).
    ///
    /// `suffix` is ASCII without `K`, `;` or `` ` `` (the letters other code points are canonically
    /// equivalent to): then different bytes mean a different ending. Matching bytes are a
    /// `Character` match when an ASCII byte (not CR before LF) precedes them; otherwise, as when
    /// a prepended mark joins the first letter, `hasSuffix` decides.
    func hasASCIISuffix(_ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        let byBytes: Bool?? = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard count > 0 else { return true }
            guard bytes.count >= count else { return false }
            let start = bytes.count - count
            for offset in 0..<count where bytes[start + offset] != suffix.utf8Start[offset] { return false }
            guard start > 0 else { return true }
            let before = bytes[start - 1]
            return before < 0x80 && !(before == 0x0D && suffix.utf8Start[0] == 0x0A) ? true : nil
        }
        if let byBytes, let answer = byBytes { return answer }
        return hasSuffix(suffix.description)
    }

    /// `hasPrefix(prefix)`, decided by bytes, on the terms of `hasASCIISuffix`: matching bytes
    /// are a `Character` match when an ASCII byte (not LF after CR) or nothing follows them.
    func hasASCIIPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        let byBytes: Bool?? = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard count > 0 else { return true }
            guard bytes.count >= count else { return false }
            for offset in 0..<count where bytes[offset] != prefix.utf8Start[offset] { return false }
            guard count < bytes.count else { return true }
            let after = bytes[count]
            return after < 0x80 && !(after == 0x0A && prefix.utf8Start[count - 1] == 0x0D) ? true : nil
        }
        if let byBytes, let answer = byBytes { return answer }
        return hasPrefix(prefix.description)
    }
}
