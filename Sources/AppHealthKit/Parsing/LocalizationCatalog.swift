import Foundation

/// Keys of Apple string catalogs: `.strings` (old-style `"key" = "value";`, UTF-8 or UTF-16)
/// and `.xcstrings` (JSON).
public enum LocalizationCatalog {
    public static func keys(of bytes: [UInt8], path: String) -> Set<String> {
        if path.hasSuffix(".xcstrings") {
            // Read from the bytes; what that reader leaves to JSONDecoder is decoded.
            return StringCatalogReader.keys(bytes) ?? decodedCatalogKeys(bytes)
        }
        return stringsKeys(utf8: utf8(bytes))
    }

    /// The keys of an `.xcstrings` catalog by `JSONDecoder`: only the keys of `strings`; the
    /// translations under them (most of a catalog's bytes) are scanned but never built into
    /// objects, as `JSONSerialization` did. No `strings` object: no keys.
    static func decodedCatalogKeys(_ bytes: [UInt8]) -> Set<String> {
        (try? JSONDecoder().decode(StringCatalogKeys.self, from: Data(bytes)).keys) ?? []
    }

    /// The file as UTF-8: UTF-16 files (with a byte-order mark) transcoded, others as they are.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return Array((String(data: Data(bytes), encoding: .utf16) ?? "").utf8)
        }
        return bytes
    }

    /// Where the quoted text starting at `start` ends: the first `"` that an odd run of backslashes
    /// does not escape, found from one `"` to the next (`memchr`), or the end of the bytes.
    private static func closingQuote(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        while true {
            i = ByteSearch.index(of: UInt8(ascii: "\""), in: bytes, from: i, to: bytes.count)
            guard i < bytes.count else { return bytes.count }
            var backslashes = 0
            while i - backslashes > start, bytes[i - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return i }
            i += 1
        }
    }

    /// `"key" = "value";` pairs; comments skipped; a key is the first quoted string of a pair.
    /// Read by bytes: every byte this looks for is ASCII, and no byte of a longer UTF-8 sequence
    /// is; values are skipped, not built (building every value scalar by scalar took a quarter of
    /// a whole audit of an app with 137 translated `.strings` files).
    static func stringsKeys(utf8 bytes: [UInt8]) -> Set<String> {
        // Gathered first and made a set once, sized for them all (inserting one by one rehashed the
        // growing set several times a file).
        var keys: [String] = []
        var key: [UInt8] = []
        var expectingKey = true
        bytes.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var i = 0
            while i < count {
                let c = bytes[i]
                if c == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") {
                    i = ByteSearch.index(of: UInt8(ascii: "\n"), in: bytes, from: i, to: count)
                } else if c == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "*") {
                    // From one `*` to the next: a comment ends at the first `*/` after its `/*`.
                    i += 2
                    while true {
                        let star = ByteSearch.index(of: UInt8(ascii: "*"), in: bytes, from: i, to: count - 1)
                        if star >= count - 1 || bytes[star + 1] == UInt8(ascii: "/") {
                            i = star
                            break
                        }
                        i = star + 1
                    }
                    i += 2
                } else if c == UInt8(ascii: "\"") {
                    // A value is skipped (most of a catalog's bytes); a key is made from its bytes.
                    i += 1
                    let start = i
                    i = Self.closingQuote(in: bytes, from: start)
                    if expectingKey {
                        // Most keys have no escape: made from their bytes where they are.
                        if ByteSearch.index(of: UInt8(ascii: "\\"), in: bytes, from: start, to: i) < i {
                            key.removeAll(keepingCapacity: true)
                            var j = start
                            while j < i {
                                var byte = bytes[j]
                                if byte == UInt8(ascii: "\\"), j + 1 < i {
                                    j += 1
                                    byte = bytes[j]
                                    // `\U00A0`: a character by its code (a non-breaking space in Damus's keys).
                                    if byte == UInt8(ascii: "U") || byte == UInt8(ascii: "u"), j + 4 < i,
                                        let value = UInt32(String(decoding: UnsafeBufferPointer(rebasing: bytes[(j + 1)...(j + 4)]), as: UTF8.self), radix: 16),
                                        let scalar = Unicode.Scalar(value) {
                                        key.append(contentsOf: Array(String(Character(scalar)).utf8))
                                        j += 5
                                        continue
                                    }
                                    if byte == UInt8(ascii: "n") { byte = UInt8(ascii: "\n") } else if byte == UInt8(ascii: "t") { byte = UInt8(ascii: "\t") }
                                }
                                key.append(byte)
                                j += 1
                            }
                            keys.append(String(decoding: key, as: UTF8.self))
                        } else {
                            keys.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                        }
                    }
                    i += 1
                    expectingKey = false
                } else if c == UInt8(ascii: ";") {
                    expectingKey = true
                    i += 1
                } else {
                    i += 1
                }
            }
        }
        return Set(keys)
    }
}

/// The keys of an `.xcstrings` catalog's `strings` object, none of their values decoded.
private struct StringCatalogKeys: Decodable {
    var keys: Set<String>

    init(from decoder: Decoder) throws {
        let strings = try decoder.container(keyedBy: NamedCodingKey.self)
            .nestedContainer(keyedBy: NamedCodingKey.self, forKey: NamedCodingKey(stringValue: "strings"))
        keys = Set(strings.allKeys.map(\.stringValue))
    }
}
