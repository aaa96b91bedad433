@testable import AppHealthKit
import XCTest

final class ImageHeaderTests: XCTestCase {
    func testPNG() {
        XCTAssertEqual(ImageHeader.size(of: PNGWriter.solidImage(width: 37, height: 5)), ImageSize(width: 37, height: 5))
    }

    func testGIF() {
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00] + [0, 0, 0]
        XCTAssertEqual(ImageHeader.size(of: gif), ImageSize(width: 320, height: 240))
    }

    func testJPEGSkipsSegmentsBeforeTheFrame() {
        var jpeg: [UInt8] = [0xFF, 0xD8]
        jpeg += [0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)  // APP0
        jpeg += [0xFF, 0xC4, 0x00, 0x04, 0x00, 0x00]  // DHT: not a frame
        jpeg += [0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x02, 0x58, 0x03] + Array(repeating: 0, count: 9)  // SOF2
        XCTAssertEqual(ImageHeader.size(of: jpeg), ImageSize(width: 600, height: 300))
    }

    func testWebPVariants() {
        func riff(_ chunk: String, _ payload: [UInt8]) -> [UInt8] {
            Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + [0, 0, 0, 0] + payload
        }
        let lossy = riff("VP8 ", [0, 0, 0, 0x9D, 0x01, 0x2A, 0x80, 0x02, 0xE0, 0x01])
        XCTAssertEqual(ImageHeader.size(of: lossy), ImageSize(width: 640, height: 480))
        // VP8L: 14-bit width-1 and height-1 packed after the 0x2F signature: 100×50.
        let w = 99, h = 49
        let bits = w | (h << 14)
        let lossless = riff("VP8L", [0x2F, UInt8(bits & 0xFF), UInt8((bits >> 8) & 0xFF), UInt8((bits >> 16) & 0xFF), UInt8((bits >> 24) & 0xFF)])
        XCTAssertEqual(ImageHeader.size(of: lossless), ImageSize(width: 100, height: 50))
        let extended = riff("VP8X", [0, 0, 0, 0, 0xFF, 0x03, 0x00, 0x7F, 0x00, 0x00])
        XCTAssertEqual(ImageHeader.size(of: extended), ImageSize(width: 1024, height: 128))
    }

    func testTruncatedAndForeignDataGiveNil() {
        XCTAssertNil(ImageHeader.size(of: Array(PNGWriter.solidImage(width: 4, height: 4).prefix(20))))
        XCTAssertNil(ImageHeader.size(of: [0xFF, 0xD8, 0xFF]))
        XCTAssertNil(ImageHeader.size(of: Array("not an image at all, just text".utf8)))
        XCTAssertNil(ImageHeader.size(of: []))
    }
}
