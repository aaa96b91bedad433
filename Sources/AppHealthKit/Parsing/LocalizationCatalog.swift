import Foundation

/// Keys of Apple string catalogs: `.strings` (old-style `"key" = "value";`, UTF-8 or UTF-16)
/// and `.xcstrings` (JSON).
public enum LocalizationCatalog {
    public static func keys(of bytes: [UInt8], path: String) -> Set<String> {
        if path.hasSuffix(".xcstrings") {
            // Only the keys of `strings`: the translations under them (most of a catalog's bytes)
            // are scanned but never built into objects, as `JSONSerialization` did.
            return (try? JSONDecoder().decode(StringCatalogKeys.self, from: Data(bytes)).keys) ?? []
        }
        return stringsKeys(decode(bytes))
    }

    static func decode(_ bytes: [UInt8]) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return String(data: Data(bytes), encoding: .utf16) ?? ""
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `"key" = "value";` pairs; comments skipped; a key is the first quoted string of a pair.
    static func stringsKeys(_ text: String) -> Set<String> {
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
