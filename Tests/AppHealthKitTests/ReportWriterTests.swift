@testable import AppHealthKit
import Foundation
import XCTest

/// Issue 21: a large report that replaces an existing file has its writing to disk started as it
/// grows (`Writeback`), so that `rename` does not do it all at the end.
final class ReportWriterTests: XCTestCase {
    /// What a writeback was asked to start, in order.
    private final class Starts: @unchecked Sendable {
        private let lock = NSLock()
        private var ranges: [Range<Int>] = []
        var recorded: [Range<Int>] { lock.withLock { ranges } }
        func record(_ offset: Int, _ length: Int) { lock.withLock { ranges.append(offset..<offset + length) } }
    }

    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func testWritebackStartsEachStepOfWrittenBytesOnce() {
        let starts = Starts()
        var writeback = Writeback(descriptor: 7, start: { descriptor, offset, length in
            XCTAssertEqual(descriptor, 7)
            starts.record(offset, length)
        })
        let mebibyte = 1 << 20
        for _ in 0..<7 { writeback.written(3 * mebibyte) }  // 21 MiB in pieces of 3
        writeback.written(8 * mebibyte)  // one piece of a whole step
        XCTAssertEqual(starts.recorded, [0..<9 * mebibyte, 9 * mebibyte..<18 * mebibyte, 18 * mebibyte..<29 * mebibyte])
        // Every byte before the last start was started once, in order, with no gap.
        XCTAssertEqual(Writeback.step, 8 * mebibyte)
        var none = Writeback(descriptor: 7, start: nil)
        none.written(64 * mebibyte)  // nothing to call: nothing happens
    }

    /// Through `ReportWriter`: a replacement of more than a step starts writeback over the bytes
    /// written, a new file never does; both hold exactly the bytes given, the replacement keeps
    /// the old file's permission bits.
    func testReplacingAFileStartsItsWritebackAndWritesEveryByte() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.json").path
        let piece = [UInt8]((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
        let pieces = 6
        func write(_ starts: Starts) throws {
            try ReportWriter.write(
                pieces: { emit in for _ in 0..<pieces { try piece.withUnsafeBytes { try emit($0) } } }, to: path,
                writeback: { _, offset, length in starts.record(offset, length) })
        }
        let fresh = Starts()
        try write(fresh)
        XCTAssertEqual(fresh.recorded, [], "a new file is left to the kernel's own timing")
        XCTAssertEqual(chmod(path, 0o640), 0)
        let replacing = Starts()
        try write(replacing)
        XCTAssertEqual(replacing.recorded, [0..<9 << 20, 9 << 20..<18 << 20])
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(written.count, pieces * piece.count)
        XCTAssertTrue((0..<pieces).allSatisfy { written[($0 * piece.count)..<(($0 + 1) * piece.count)].elementsEqual(piece) })
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report.json"], "no temporary file is left")
    }

    /// The kernel's call is found where the tool runs (a missing symbol would quietly turn the
    /// writeback off), and a large replacement through it is written whole.
    func testTheKernelsWritebackIsFoundAndHarmless() throws {
        #if os(Linux)
        XCTAssertNotNil(Writeback.kernel)
        #endif
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.json").path
        let text = String(repeating: "{\"ruleId\" : \"android.hardcoded-text\", \"line\" : 12}\n", count: 400_000)  // ~20 MB
        try ReportWriter.write("old", to: path)
        try ReportWriter.write(text, to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
    }
}
