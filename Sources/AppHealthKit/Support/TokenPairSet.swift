import Foundation

/// Pairs of tokens (`R.layout.main`'s `layout` and `main`) told apart by their bytes, for code
/// that would otherwise make two strings per pair only to find it seen before. Only ASCII pairs
/// are kept: for them equal bytes are equal strings; a pair with another byte is left to strings.
struct TokenPairSet {
    private struct Slot {
        var hash: UInt64
        var first: Range<Int>
        var second: Range<Int>
    }

    /// Open addressing with linear probing, made on the first insertion; a hash of 0 marks an
    /// empty slot (hashes are odd).
    private var slots: [Slot] = []
    /// log2 of the slot count; the top `bits` bits of a hash choose its first slot.
    private var bits = 0
    private(set) var count = 0

    /// Adds the pair of `first` and `second`'s bytes in `bytes`: `true` when it is new, `false`
    /// when it was there already, `nil` (nothing added) when either holds a byte past ASCII.
    mutating func insert(first: CodeLexer.Token, second: CodeLexer.Token, in bytes: [UInt8]) -> Bool? {
        let first = first.start..<first.end, second = second.start..<second.end
        guard first.lowerBound >= 0, first.upperBound <= bytes.count, second.lowerBound >= 0, second.upperBound <= bytes.count else { return nil }
        let found = bytes.withUnsafeBufferPointer { bytes -> Bool? in
            guard let base = bytes.baseAddress else { return nil }
            // Both in turn, with 0xFF (no ASCII byte) between them so `ab`+`c` is not `a`+`bc`
            // (`FNV1a.hash` of the bytes, written out to test each byte for ASCII on the way);
            // mixed (`R.string.title1`, `title2`: see `FNV1a.mixed`) and made odd, so that no pair
            // hashes to the empty slot's 0.
            var hash = FNV1a.start, high: UInt8 = 0
            for at in first { high |= base[at]; hash = (hash ^ UInt64(base[at])) &* FNV1a.prime }
            hash = (hash ^ 0xFF) &* FNV1a.prime
            for at in second { high |= base[at]; hash = (hash ^ UInt64(base[at])) &* FNV1a.prime }
            guard high < 0x80 else { return nil }
            hash = FNV1a.mixed(hash) | 1
            // Names are short: compared byte by byte in place (a `memcmp` call cost more).
            func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
                guard a.count == b.count else { return false }
                var x = a.lowerBound, y = b.lowerBound
                while x < a.upperBound {
                    guard base[x] == base[y] else { return false }
                    x += 1
                    y += 1
                }
                return true
            }
            if (count + 1) * 2 > slots.count { grow() }
            return slots.withUnsafeMutableBufferPointer { slots -> Bool in
                let mask = slots.count - 1
                var index = Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
                while slots[index].hash != 0 {
                    if slots[index].hash == hash, same(slots[index].first, first), same(slots[index].second, second) { return false }
                    index = (index + 1) & mask
                }
                slots[index] = Slot(hash: hash, first: first, second: second)
                return true
            }
        }
        if found == true { count += 1 }
        return found
    }

    private mutating func grow() {
        let old = slots
        bits = max(4, bits + 1)
        slots = Array(repeating: Slot(hash: 0, first: 0..<0, second: 0..<0), count: 1 << bits)
        let mask = slots.count - 1
        for slot in old where slot.hash != 0 {
            var index = Int(truncatingIfNeeded: slot.hash >> UInt64(64 - bits))
            while slots[index].hash != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
