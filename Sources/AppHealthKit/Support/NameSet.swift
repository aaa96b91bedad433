/// A fixed set of ASCII names asked, many times a file, about names it mostly does not hold
/// (every call's callee, every member access): a 256-bit filter of each name's first and last
/// byte answers most of those before the name is hashed, which cost more than the rest of the
/// question.
///
/// Answers as `Set<String>.contains` does, canonical equivalence included: a name equal to an
/// ASCII name normalises to it scalar for scalar, and an ASCII scalar at either end stays what
/// it is (it composes with nothing, and a combining mark after it would make the normal form
/// non-ASCII), so a name whose first and last bytes are ASCII can equal only names with the same
/// first and last bytes. Any other name (`\u{212A}ey`, the Kelvin sign, equals `Key`) is asked of
/// the set.
struct NameSet: Sendable, ExpressibleByArrayLiteral {
    let names: Set<String>
    private(set) var filter = BitFilter256()

    init(_ names: some Sequence<String>) {
        self.names = Set(names)
        for name in self.names {
            precondition(name.utf8.allSatisfy { $0 < 0x80 } && !name.isEmpty, "NameSet holds non-empty ASCII names")
            filter.insert(Self.ends(first: name.utf8.first!, last: name.utf8.last!))
        }
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    static func ends(first: UInt8, last: UInt8) -> Int { Int(first) << 8 | Int(last) }

    @inline(__always)
    func contains(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80 else { return names.contains(name) }
        return filter.mayContain(Self.ends(first: first, last: last)) && names.contains(name)
    }
}

/// 256 bits, one per value of the top eight bits of a key's multiplicative hash: "no" for a key
/// never inserted, with one multiplication and a bit test (`NameSet`, `HardcodedUIStringRule.ShapeSet`
/// put it in front of a set that hashes for real).
struct BitFilter256: Sendable {
    private var low: UInt128 = 0
    private var high: UInt128 = 0

    @inline(__always)
    private static func bit(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    mutating func insert(_ key: Int) {
        let bit = Self.bit(key)
        if bit < 128 { low |= 1 << bit } else { high |= 1 << (bit - 128) }
    }

    /// `false`: the key was never inserted; `true`: it may have been. Always inlined: it is asked
    /// of nearly every token and name, and a call cost as much as the test.
    @inline(__always)
    func mayContain(_ key: Int) -> Bool {
        let bit = Self.bit(key)
        return (bit < 128 ? low >> bit : high >> (bit - 128)) & 1 != 0
    }
}
