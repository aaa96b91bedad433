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
    private var filter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ names: some Sequence<String>) {
        self.names = Set(names)
        for name in self.names {
            precondition(name.utf8.allSatisfy { $0 < 0x80 } && !name.isEmpty, "NameSet holds non-empty ASCII names")
            let bit = Self.bit(first: name.utf8.first!, last: name.utf8.last!)
            switch bit >> 6 {
            case 0: filter.0 |= 1 << UInt64(bit & 63)
            case 1: filter.1 |= 1 << UInt64(bit & 63)
            case 2: filter.2 |= 1 << UInt64(bit & 63)
            default: filter.3 |= 1 << UInt64(bit & 63)
            }
        }
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// The filter bit of a first and last byte: the top eight bits of a multiplicative hash.
    private static func bit(first: UInt8, last: UInt8) -> Int {
        Int(truncatingIfNeeded: ((UInt64(first) << 8 | UInt64(last)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    func contains(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80 else { return names.contains(name) }
        let bit = Self.bit(first: first, last: last)
        let word: UInt64
        switch bit >> 6 {
        case 0: word = filter.0
        case 1: word = filter.1
        case 2: word = filter.2
        default: word = filter.3
        }
        return word & 1 << UInt64(bit & 63) != 0 && names.contains(name)
    }
}
