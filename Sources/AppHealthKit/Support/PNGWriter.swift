/// Writes small, valid PNG files (8-bit grayscale, uncompressed deflate blocks) so rule
/// examples and tests can build real images without an image library.
public enum PNGWriter {
    public static func solidImage(width: Int, height: Int, gray: UInt8 = 0x80) -> [UInt8] {
        precondition(width > 0 && height > 0, "PNG dimensions must be positive")
        var raw: [UInt8] = []
        raw.reserveCapacity((width + 1) * height)
        for _ in 0..<height {
            raw.append(0)  // filter type: none
            raw.append(contentsOf: repeatElement(gray, count: width))
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var ihdr: [UInt8] = []
        ihdr += bigEndian(UInt32(width))
        ihdr += bigEndian(UInt32(height))
        ihdr += [8, 0, 0, 0, 0]  // bit depth 8, grayscale, deflate, no filter, no interlace
        png += chunk("IHDR", ihdr)
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(Checksums.crc32(typeBytes + data))
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let isLast = offset + count >= data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        return out + bigEndian(Checksums.adler32(data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
