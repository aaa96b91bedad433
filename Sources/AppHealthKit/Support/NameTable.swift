/// A set of names kept as one buffer of bytes and an FNV-1a open-addressing table: what a Swift
/// file's facts hold of the type and value names it mentions (`SwiftFacts.identifiers`). Making
/// a `Set<String>` of them cost a string and a SipHash per name after the walk had already told
/// the names apart by their bytes (`SyntaxTextSet`): ~1.5 % of an iOS app's audit, for names a
/// few project rules ask about.
///
/// It answers as the `Set<String>` of its names would: `contains` compares bytes only where both
/// the name asked about and every name held are ASCII (there a string equals only its own
/// spelling, unless it holds a `K`, `;` or `` ` ``, whose compatibility twins are not ASCII), and
/// asks `String`'s comparison otherwise. Two byte-distinct spellings of one name (NFC and NFD)
/// stay two entries; equality and hashing treat the table as the set of its strings.
public struct NameTable: Sendable, Hashable, Codable, Sequence, ExpressibleByArrayLiteral {
    /// The names' bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each name ends in `bytes` (it starts where the previous one ends).
    private var ends: [Int] = []
    /// Open addressing with linear probing: a name's number plus one, 0 for an empty slot.
    private var slots: [Int32] = Array(repeating: 0, count: 16)
    /// Whether every name held is ASCII (byte comparison answers for ASCII questions).
    private var allASCII = true

    public init() {}

    public init(arrayLiteral names: String...) {
        self.init(names)
    }

    public init(_ names: some Sequence<String>) {
        for name in names { insert(name) }
    }

    public var count: Int { ends.count }
    public var isEmpty: Bool { ends.isEmpty }

    /// Reserves room for `count` names of `byteCount` bytes in all.
    mutating func reserveCapacity(_ count: Int, byteCount: Int) {
        bytes.reserveCapacity(byteCount)
        ends.reserveCapacity(count)
        var size = slots.count
        while size < count * 2 { size *= 2 }
        if size > slots.count { rehash(size) }
    }


    public mutating func insert(_ name: String) {
        var name = name
        name.withUTF8 { insert(UnsafeRawBufferPointer($0)) }
    }

    /// Adds the name spelled by these bytes (UTF-8) unless it is held already, byte for byte.
    mutating func insert(_ name: UnsafeRawBufferPointer) {
        if (count + 1) * 2 > slots.count { rehash(slots.count * 2) }
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash >> 32) & mask
        while slots[index] != 0 {
            if spells(Int(slots[index]) - 1, name) { return }
            index = (index + 1) & mask
        }
        bytes.append(contentsOf: name)
        ends.append(bytes.count)
        slots[index] = Int32(truncatingIfNeeded: ends.count)
        if allASCII, name.contains(where: { $0 >= 0x80 }) { allASCII = false }
    }

    /// Whether the table holds `name`, as `Set<String>.contains` answers.
    public func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { contains(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// Whether the table holds the name these UTF-8 bytes spell, as `contains` answers for the
    /// string they decode to; no string is made when both it and the table are ASCII.
    func contains(utf8 name: UnsafeRawBufferPointer) -> Bool {
        if allASCII, !name.contains(where: { $0 >= 0x80 }) { return containsBytes(name) }
        // Canonical equivalence (`é` as one scalar or two, the Kelvin sign and `K`): as `String` compares.
        let asked = String(decoding: name, as: UTF8.self)
        return containsBytes(name) || indices.contains { self.name(at: $0) == asked }
    }

    /// This table's names that `other` holds (as `Set<String>` would find them), in the order they
    /// were added, spelled as here: a string is made only for those, not for every name.
    func names(heldBy other: NameTable) -> [String] {
        var found: [String] = []
        bytes.withUnsafeBytes { held in
            var start = 0
            for end in ends {
                let name = UnsafeRawBufferPointer(rebasing: held[start..<end])
                if other.contains(utf8: name) { found.append(String(decoding: name, as: UTF8.self)) }
                start = end
            }
        }
        return found
    }

    /// A name's slot hash: FNV-1a over its bytes, mixed (see `FNV1a.mixed`).
    private static func hash(_ name: UnsafeRawBufferPointer) -> UInt64 {
        FNV1a.mixed(FNV1a.hash(name))
    }

    private func containsBytes(_ name: UnsafeRawBufferPointer) -> Bool {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: Self.hash(name) >> 32) & mask
        while slots[index] != 0 {
            if spells(Int(slots[index]) - 1, name) { return true }
            index = (index + 1) & mask
        }
        return false
    }

    private func spells(_ number: Int, _ name: UnsafeRawBufferPointer) -> Bool {
        let start = number == 0 ? 0 : ends[number - 1]
        guard ends[number] - start == name.count else { return false }
        return bytes.withUnsafeBytes { held in held[start..<ends[number]].elementsEqual(name) }
    }

    private mutating func rehash(_ size: Int) {
        slots = Array(repeating: 0, count: size)
        let mask = size - 1
        bytes.withUnsafeBytes { held in
            var start = 0
            for (number, end) in ends.enumerated() {
                var index = Int(truncatingIfNeeded: Self.hash(UnsafeRawBufferPointer(rebasing: held[start..<end])) >> 32) & mask
                while slots[index] != 0 { index = (index + 1) & mask }
                slots[index] = Int32(truncatingIfNeeded: number + 1)
                start = end
            }
        }
    }

    private var indices: Range<Int> { 0..<count }

    /// The name numbered `number` (in the order they were added).
    private func name(at number: Int) -> String {
        let start = number == 0 ? 0 : ends[number - 1]
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<ends[number]]), as: UTF8.self) }
    }

    /// The names, in the order they were added.
    public func makeIterator() -> AnyIterator<String> {
        var number = 0
        return AnyIterator {
            guard number < self.count else { return nil }
            defer { number += 1 }
            return self.name(at: number)
        }
    }

    public static func == (lhs: NameTable, rhs: NameTable) -> Bool {
        Set(lhs) == Set(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(Set(self))
    }

    /// Encoded as the list of its names in the order of their bytes (the same names give the
    /// same bytes, whatever order they were added in).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Array(self).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String].self))
    }
}
