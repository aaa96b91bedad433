/// Small, dependency-free checksums.
public enum Checksums {
    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    public static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    public static func adler32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }

    /// FNV-1a, 64 bit: stable across runs and platforms (unlike `Hasher`).
    public static func fnv1a64(_ string: String) -> UInt64 {
        fnv1a64(bytes: string.utf8)
    }

    public static func fnv1a64<C: Collection>(bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    public static func fnv1a64Hex(_ string: String) -> String {
        hex(fnv1a64(string))
    }

    /// `fnv1a64Hex([first, second, third, fourth].joined(separator: "\u{1F}"))`, without the
    /// joined string: the hash goes through each field's bytes and the separators in turn.
    static func fnv1a64Hex(fields first: String, _ second: String, _ third: String, _ fourth: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        func add(_ field: String) {
            var field = field
            field.withUTF8 { bytes in for byte in bytes { add(byte) } }
        }
        add(first)
        add(0x1F)
        add(second)
        add(0x1F)
        add(third)
        add(0x1F)
        add(fourth)
        return hex(hash)
    }

    /// Sixteen lower-case hex digits, zeros first: written digit by digit (one per finding, so
    /// formatting through `String(_:radix:)` and padding showed in profiles).
    static func hex(_ hash: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for position in 0..<16 {
                let digit = UInt8(truncatingIfNeeded: hash >> UInt64(60 - 4 * position)) & 0x0F
                buffer[position] = digit < 10 ? 0x30 + digit : 0x57 + digit
            }
            return 16
        }
    }
}
