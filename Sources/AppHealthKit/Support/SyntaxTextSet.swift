@_spi(RawSyntax) import SwiftSyntax

/// The distinct names a walk over one parsed Swift file meets, kept as bytes of the file
/// (`SyntaxText`, valid while the tree lives): each is hashed with FNV-1a over its bytes and
/// compared in place. A `Set<SyntaxText>` hashed every name with SipHash through `Hasher` and
/// rehashed itself as it grew — about 550 instructions an insert and 2–3 % of an iOS app's audit,
/// for names that mostly recur.
struct SyntaxTextSet {
    /// Open addressing with linear probing; a hash of 0 marks an empty slot (hashes are odd).
    private var slots: [(hash: UInt64, text: SyntaxText)]
    /// log2 of the slot count; the top `bits` bits of a hash choose its first slot.
    private var bits: Int
    private(set) var count = 0

    init(minimumCapacity: Int = 0) {
        bits = 4
        while 1 << bits < minimumCapacity * 2 { bits += 1 }
        slots = Array(repeating: (0, SyntaxText()), count: 1 << bits)
    }

    /// FNV-1a, mixed (see `FNV1a.mixed`) and made odd so that no name hashes to the empty slot's 0.
    static func hash(_ text: SyntaxText) -> UInt64 {
        FNV1a.mixed(FNV1a.hash(UnsafeBufferPointer(start: text.baseAddress, count: text.count))) | 1
    }

    /// Adds `text`; `false` when it was there already.
    @discardableResult
    mutating func insert(_ text: SyntaxText) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(text)
        let (index, found) = slot(of: text, hash: hash)
        if found { return false }
        slots[index] = (hash, text)
        count += 1
        return true
    }

    func contains(_ text: SyntaxText) -> Bool {
        slot(of: text, hash: Self.hash(text)).found
    }

    /// Whether the set holds the bytes of `string`.
    func contains(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { contains(SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
    }

    /// The slot holding `text`, or the empty slot where it would go.
    private func slot(of text: SyntaxText, hash: UInt64) -> (index: Int, found: Bool) {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            // The mixed hash's high bits depend on every byte.
            var index = Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
            while slots[index].hash != 0 {
                if slots[index].hash == hash, slots[index].text == text { return (index, true) }
                index = (index + 1) & mask
            }
            return (index, false)
        }
    }

    /// The names, in no particular order.
    var elements: [SyntaxText] {
        var result: [SyntaxText] = []
        result.reserveCapacity(count)
        for slot in slots where slot.hash != 0 { result.append(slot.text) }
        return result
    }

    private mutating func grow() {
        let old = slots
        bits += 1
        slots = Array(repeating: (0, SyntaxText()), count: 1 << bits)
        let mask = slots.count - 1
        for slot in old where slot.hash != 0 {
            var index = Int(truncatingIfNeeded: slot.hash >> UInt64(64 - bits))
            while slots[index].hash != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}

extension NameSet {
    /// Whether the set holds the name spelled by these bytes; a string is made only for a name
    /// whose first and last bytes pass the filter (most names are none of the set's).
    func contains(_ text: SyntaxText) -> Bool {
        guard let first = text.first, let last = text.last else { return false }  // the set holds no empty name
        guard first < 0x80, last < 0x80 else { return names.contains(String(syntaxText: text)) }
        return filter.mayContain(Self.ends(first: first, last: last)) && names.contains(String(syntaxText: text))
    }
}
