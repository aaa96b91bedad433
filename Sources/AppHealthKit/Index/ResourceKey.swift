import Foundation

/// A resource as `R` sees it: type and name, with the name normalised the way aapt does
/// (`Theme.App.Dark` and `Theme_App_Dark` are the same `R.style` field).
public struct ResourceKey: Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    public var type: String { didSet { hashCode = Self.hashCode(type, name) } }
    public var name: String { didSet { hashCode = Self.hashCode(type, name) } }
    /// The hash of type and name, worked out once where the key is made (mostly in the per-file
    /// pass, on every core): the project stage puts each key in several sets and tables, and
    /// hashing both strings each time was most of its cost on apps with many translations.
    private var hashCode: Int

    public init(type: String, name: String) {
        self.type = Self.canonicalType(type)
        self.name = Self.normalize(name)
        hashCode = Self.hashCode(self.type, self.name)
    }

    /// A key whose type and name are already canonical and normalised (read from plain Kotlin or
    /// Java identifiers): `init(type:name:)` without its two passes over them.
    init(normalizedType type: String, name: String) {
        assert(Self.canonicalType(type) == type && Self.normalize(name) == name)
        self.type = type
        self.name = name
        hashCode = Self.hashCode(type, name)
    }

    private enum CodingKeys: String, CodingKey { case type, name }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        name = try container.decode(String.self, forKey: .name)
        hashCode = Self.hashCode(type, name)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(name, forKey: .name)
    }

    private static func hashCode(_ type: String, _ name: String) -> Int {
        if let hash = plainHashCode(type, name) { return hash }
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(name)
        return hasher.finalize()
    }

    /// The hash of a type and a name that are both ASCII without `K`, `;` or `` ` `` (nearly every
    /// key), from their bytes (FNV-1a, mixed): such a string equals another exactly when their
    /// bytes are equal, as no other spelling is canonically equivalent to it (`K`, `;` and `` ` ``
    /// are the ASCII characters a Unicode one decomposes to: the Kelvin sign, the Greek question
    /// mark, the Greek varia). A string equal to one of these is one of these, so equal keys
    /// take the same path; the others are hashed by `Hasher` as before. A key is made for every
    /// resource declared and referenced, and `Hasher` cost ~340 instructions a key.
    /// `nil` for any other key.
    static func plainHashCode(_ type: String, _ name: String) -> Int? {
        func hashed(_ text: String, continuing start: UInt64) -> UInt64? {
            text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
                let plain = bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }
                return plain ? FNV1a.hash(bytes, continuing: start) : nil
            } ?? nil
        }
        // 0xFF (no ASCII byte) between the two, so that `ab` + `c` is not `a` + `bc` (as `TokenPairSet` does).
        guard let first = hashed(type, continuing: FNV1a.start),
            let both = hashed(name, continuing: FNV1a.hash(CollectionOfOne(0xFF), continuing: first)) else { return nil }
        return Int(truncatingIfNeeded: FNV1a.mixed(both))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hashCode)
    }

    /// The hash worked out where the key was made (equal keys have equal ones; this process's
    /// `Hasher` made it, so it is well mixed): for tables that need not hash it again.
    var precomputedHash: Int { hashCode }

    public static func == (lhs: ResourceKey, rhs: ResourceKey) -> Bool {
        lhs.hashCode == rhs.hashCode && lhs.type == rhs.type && lhs.name == rhs.name
    }

    /// `string-array` and `integer-array` are `R.array`; `<item type="…">` keeps its type.
    static func canonicalType(_ type: String) -> String {
        switch type {
        case "string-array", "integer-array", "array": "array"
        default: type
        }
    }

    static func normalize(_ name: String) -> String {
        // Bytes, not Characters: this runs for every resource declared and referenced. ASCII
        // names (nearly all) are rewritten byte for byte; others keep the Character walk, where a
        // `.` that carries a combining mark is not a lone `.`.
        // Over the contiguous bytes when the string has them (native strings do): the iterator
        // cost several times more a byte, on every string name of every translation.
        func scan(_ bytes: some Sequence<UInt8>) -> (ascii: Bool, separators: Bool) {
            var separators = false
            for byte in bytes {
                if byte >= 0x80 { return (false, separators) }
                if byte == 0x2E || byte == 0x2D || byte == 0x3A { separators = true }
            }
            return (true, separators)
        }
        let (ascii, separators) = name.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(name.utf8)
        guard ascii else { return String(name.map { $0 == "." || $0 == "-" || $0 == ":" ? "_" : $0 }) }
        guard separators else { return name }
        return String(decoding: name.utf8.map { $0 == 0x2E || $0 == 0x2D || $0 == 0x3A ? 0x5F : $0 }, as: UTF8.self)
    }

    public var description: String { "@\(type)/\(name)" }

    public static func < (lhs: ResourceKey, rhs: ResourceKey) -> Bool {
        (lhs.type, lhs.name) < (rhs.type, rhs.name)
    }

    /// Types that are never reported as unused (DESIGN §4: ids, attrs and styleables are not resources to prune).
    /// Compared one by one (few enough that this is cheaper than hashing): asked of every
    /// `R.type.name` in the code and every `@type/name` in the resources.
    static let untracked = ["id", "attr", "styleable", "declare-styleable", "public"]

    static func isUntracked(_ type: String) -> Bool {
        untracked.contains(type)
    }

    /// Every `@type/name` reference in a value: plain (`@color/red`), package-qualified
    /// (`@com.acme:string/x`), or inside data binding expressions (`@{@string/x}`). Framework
    /// references (`@android:…`) and `@+id` declarations are left out.
    public static func references(in value: String) -> [ResourceKey] {
        // A byte check (memchr): Foundation's `contains` here was a sixth of an Android audit, and
        // the generic `utf8.contains` still 3 % of NewPipe's (every attribute value passes here).
        let hasAt = value.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count > 0 && memchr(bytes.baseAddress!, Int32(UInt8(ascii: "@")), bytes.count) != nil
        } ?? value.utf8.contains(UInt8(ascii: "@"))
        guard hasAt else { return [] }
        // ASCII (nearly every attribute value): the same scan over bytes, without an array of scalars.
        if let found = value.utf8.withContiguousStorageIfAvailable({ bytes in bytes.allSatisfy { $0 < 0x80 } ? asciiReferences(bytes) : nil }),
           let found {
            return found
        }
        var result: [ResourceKey] = []
        let scalars = Array(value.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "@" else { i += 1; continue }
            var j = i + 1
            if j < scalars.count, scalars[j] == "+" || scalars[j] == "*" { j += 1 }
            let typeStart = j
            while j < scalars.count, isNameScalar(scalars[j]) || scalars[j] == ":" || scalars[j] == "." { j += 1 }
            guard j < scalars.count, scalars[j] == "/", j > typeStart else { i += 1; continue }
            var head = String(String.UnicodeScalarView(scalars[typeStart..<j]))
            var package: String?
            if let colon = head.lastIndex(of: ":") {
                package = String(head[..<colon])
                head = String(head[head.index(after: colon)...])
            }
            j += 1
            let nameStart = j
            while j < scalars.count, isNameScalar(scalars[j]) || scalars[j] == "." { j += 1 }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<j]))
            i = j
            guard !name.isEmpty, !head.isEmpty, package != "android", !isUntracked(head) else { continue }
            result.append(ResourceKey(type: head, name: name))
        }
        return result
    }

    /// `references(in:)` for an ASCII value, byte by byte.
    private static func asciiReferences(_ bytes: UnsafeBufferPointer<UInt8>) -> [ResourceKey] {
        func isName(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2D
        }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        let at = UInt8(ascii: "@"), colon = UInt8(ascii: ":"), dot = UInt8(ascii: "."), slash = UInt8(ascii: "/")
        var result: [ResourceKey] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == at else { i += 1; continue }
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "*") { j += 1 }
            let typeStart = j
            while j < bytes.count, isName(bytes[j]) || bytes[j] == colon || bytes[j] == dot { j += 1 }
            guard j < bytes.count, bytes[j] == slash, j > typeStart else { i += 1; continue }
            var headStart = typeStart
            var package: String?
            if let lastColon = bytes[typeStart..<j].lastIndex(of: colon) {
                package = text(typeStart..<lastColon)
                headStart = lastColon + 1
            }
            let head = text(headStart..<j)
            j += 1
            let nameStart = j
            while j < bytes.count, isName(bytes[j]) || bytes[j] == dot { j += 1 }
            let name = text(nameStart..<j)
            i = j
            guard !name.isEmpty, !head.isEmpty, package != "android", !isUntracked(head) else { continue }
            result.append(ResourceKey(type: head, name: name))
        }
        return result
    }

    private static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII {  // nearly every scalar: no Unicode property look-up
            let v = s.value
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39) || v == 0x5F || v == 0x2D
        }
        return s.properties.isAlphabetic
    }
}
