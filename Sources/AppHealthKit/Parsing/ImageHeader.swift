/// Pixel size read from an image file's header: PNG, GIF, JPEG and WebP, without an
/// image library. Only the first bytes are needed (JPEG: up to the first frame marker).
public struct ImageSize: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}

public enum ImageHeader {
    /// How many leading bytes the reader looks at.
    public static let prefixLength = 256 * 1024

    public static func size(of bytes: [UInt8]) -> ImageSize? {
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12...15].elementsEqual(Array("IHDR".utf8)) {
            return positive(Int(be32(bytes, 16)), Int(be32(bytes, 20)))
        }
        if bytes.count >= 10, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            return positive(Int(le16(bytes, 6)), Int(le16(bytes, 8)))
        }
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            return jpegSize(bytes)
        }
        if bytes.count >= 25, bytes.starts(with: Array("RIFF".utf8)), bytes[8...11].elementsEqual(Array("WEBP".utf8)) {
            return webpSize(bytes)
        }
        return nil
    }

    private static func jpegSize(_ bytes: [UInt8]) -> ImageSize? {
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(be16(bytes, i + 2))
            guard length >= 2 else { return nil }
            // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return positive(Int(be16(bytes, i + 7)), Int(be16(bytes, i + 5)))
            }
            i += 2 + length
        }
        return nil
    }

    private static func webpSize(_ bytes: [UInt8]) -> ImageSize? {
        let chunk = String(decoding: bytes[12...15], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            guard bytes.count >= 30, bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            return positive(Int(le16(bytes, 26) & 0x3FFF), Int(le16(bytes, 28) & 0x3FFF))
        case "VP8L":
            guard bytes.count >= 25, bytes[20] == 0x2F else { return nil }
            let b1 = Int(bytes[21]), b2 = Int(bytes[22]), b3 = Int(bytes[23]), b4 = Int(bytes[24])
            let width = 1 + (((b2 & 0x3F) << 8) | b1)
            let height = 1 + (((b4 & 0x0F) << 10) | (b3 << 2) | ((b2 & 0xC0) >> 6))
            return positive(width, height)
        case "VP8X":
            guard bytes.count >= 30 else { return nil }
            let width = 1 + (Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16)
            let height = 1 + (Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16)
            return positive(width, height)
        default:
            return nil
        }
    }

    private static func positive(_ width: Int, _ height: Int) -> ImageSize? {
        width > 0 && height > 0 ? ImageSize(width: width, height: height) : nil
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }
    private static func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
}
