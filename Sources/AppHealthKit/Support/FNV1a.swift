/// FNV-1a, 64 bits, over bytes: the hash of `SyntaxTextSet` and `NameTable` (names told apart
/// by their bytes) and of shard assignment (`Shard.contains`). Its high bits depend on every
/// byte (its low bits only on the bytes' low bits): tables take their slot from the top.
enum FNV1a {
    /// The hash of no bytes (FNV's offset basis).
    static let start: UInt64 = 0xcbf2_9ce4_8422_2325

    /// `bytes` hashed on from `hash` (the hash of the bytes before them).
    @inline(__always)
    static func hash(_ bytes: some Sequence<UInt8>, continuing hash: UInt64 = start) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
