/// Resource keys, each kept once, as a `Set<ResourceKey>` keeps them: open addressing on the hash
/// each key already holds, where a `Set` hashes that hash again (a SipHash per key offered).
/// Counting an app's declared resources offers each string once per translation; the resource
/// index keeps each key's declarations at its position.
struct DistinctResourceKeys: Sendable {
    /// Open addressing with linear probing: a slot holds a position in `keys` plus one (0: empty).
    private var slots: [Int32] = []
    /// log2 of the slot count; the top `bits` bits of a key's hash choose its first slot.
    private var bits = 0
    private(set) var keys: [ResourceKey] = []

    var count: Int { keys.count }

    /// Adds `key` unless an equal key is here; `true` when it was added.
    @discardableResult
    mutating func insert(_ key: ResourceKey) -> Bool {
        let count = keys.count
        return position(inserting: key) == count
    }

    /// Where `key` is in `keys`, added at the end unless an equal key is there already (the key
    /// is copied only then).
    mutating func position(inserting key: ResourceKey) -> Int {
        if (keys.count + 1) * 2 > slots.count { grow() }
        let index = slot(for: key)
        if slots[index] != 0 { return Int(slots[index]) - 1 }
        slots[index] = Int32(truncatingIfNeeded: keys.count + 1)
        keys.append(key)
        return keys.count - 1
    }

    /// Where `key` is in `keys`; `nil` when no equal key is.
    func position(of key: ResourceKey) -> Int? {
        guard !slots.isEmpty else { return nil }
        let index = slot(for: key)
        return slots[index] == 0 ? nil : Int(slots[index]) - 1
    }

    /// The slot holding `key`, or the empty slot where it would go (there is always one: the
    /// table is kept at most half full).
    private func slot(for key: ResourceKey) -> Int {
        let mask = slots.count - 1
        var index = Self.firstSlot(key.precomputedHash, bits: bits)
        while slots[index] != 0, keys[Int(slots[index]) - 1] != key { index = (index + 1) & mask }
        return index
    }

    private static func firstSlot(_ hash: Int, bits: Int) -> Int {
        Int(truncatingIfNeeded: UInt64(UInt(bitPattern: hash)) >> UInt64(64 - bits))
    }

    private mutating func grow() {
        bits = max(4, bits + 1)
        slots = Array(repeating: 0, count: 1 << bits)
        let mask = slots.count - 1
        for (position, key) in keys.enumerated() {
            var index = Self.firstSlot(key.precomputedHash, bits: bits)
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = Int32(truncatingIfNeeded: position + 1)
        }
    }
}
