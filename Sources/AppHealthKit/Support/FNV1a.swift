/// FNV-1a, 64 bits, over bytes: the hash of `SyntaxTextSet` and `NameTable` (names told apart
/// by their bytes) and of shard assignment (`Shard.contains`). Its high bits depend on every
/// byte (its low bits only on the bytes' low bits): tables take their slot from the top.
enum FNV1a {
    /// The hash of no bytes (FNV's offset basis).
    static let start: UInt64 = 0xcbf2_9ce4_8422_2325
    /// FNV's 64-bit prime, each byte's multiplier.
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// `bytes` hashed on from `hash` (the hash of the bytes before them).
    @inline(__always)
    static func hash(_ bytes: some Sequence<UInt8>, continuing hash: UInt64 = start) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    /// `hash` with its bits mixed (MurmurHash3's finalizer), for choosing a table slot: FNV-1a
    /// multiplies once after the last byte, so names that differ only there (`item1`, `item2`)
    /// share their top bits and bits 32–39, and landed in one run of slots.
    @inline(__always)
    static func mixed(_ hash: UInt64) -> UInt64 {
        var hash = hash
        hash ^= hash >> 33
        hash &*= 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash &*= 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return hash
    }
}
