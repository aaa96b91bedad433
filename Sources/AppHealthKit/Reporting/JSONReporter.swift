import Foundation

/// The machine-readable report: sorted keys, no timestamps, so the same tree gives the same bytes.
///
/// Large reports are encoded in pieces: the report without its findings, and the findings in
/// slices encoded concurrently, spliced into the one document `JSONEncoder` would write (the
/// same bytes: a pretty-printed array's elements only gain two spaces of indentation per level,
/// and encoded strings hold no raw line breaks). That spreads the most expensive output over
/// every core and never holds the encoder's whole-document tree in memory.
public struct JSONReporter: Reporter {
    /// Threads for encoding the findings (`--jobs`).
    public var jobs: Int
    /// Findings per concurrently encoded slice; reports with fewer are encoded in one go.
    var sliceSize = 2_000

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.jobs = max(1, jobs)
    }

    public func render(_ report: Report) throws -> String {
        guard report.findings.count > sliceSize else {
            return String(decoding: try Self.encoder().encode(report), as: UTF8.self) + "\n"
        }
        var shell = report
        shell.findings = []
        let head = try Self.encoder().encode(shell)
        let empty = Array("\n  \"findings\" : [\n\n  ]".utf8)
        guard let cut = Self.range(of: empty, in: head) else {
            return String(decoding: try Self.encoder().encode(report), as: UTF8.self) + "\n"
        }
        let findings = report.findings
        let starts = Array(stride(from: 0, to: findings.count, by: sliceSize))
        let slices = parallelMap(starts, jobs: jobs) { start in
            try? Self.encoder().encode(Array(findings[start..<min(start + sliceSize, findings.count)]))
        }
        // Each slice is `[\n  {…},\n  {…}\n]`: its elements sit between the first two and last two bytes.
        var bodies: [Data] = []
        bodies.reserveCapacity(slices.count)
        for slice in slices {
            guard let slice, slice.count >= 4 else { return String(decoding: try Self.encoder().encode(report), as: UTF8.self) + "\n" }
            bodies.append(slice)
        }
        let opening = Array("\n  \"findings\" : [\n".utf8)
        let closing = Array("\n  ]".utf8)
        let separator = Array(",\n".utf8)
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var size = head.count - empty.count + opening.count + closing.count + 1 + separator.count * (bodies.count - 1)
        for body in bodies {
            let breaks = body.withUnsafeBytes { bytes in bytes[2..<(bytes.count - 2)].reduce(0) { $0 + ($1 == newline ? 1 : 0) } }
            size += body.count - 4 + 2 + 2 * breaks
        }
        return String(unsafeUninitializedCapacity: size) { output in
            var at = 0
            func put<C: Collection>(_ bytes: C) where C.Element == UInt8 {
                for byte in bytes {
                    output[at] = byte
                    at += 1
                }
            }
            put(head[head.startIndex..<(head.startIndex + cut.lowerBound)])
            put(opening)
            for number in bodies.indices {
                if number > 0 { put(separator) }
                put([space, space])
                bodies[number].withUnsafeBytes { (slice: UnsafeRawBufferPointer) in
                    // Copy line by line, indenting each continuation line by two more spaces.
                    var start = 2
                    let end = slice.count - 2
                    while start < end {
                        let rest = UnsafeRawBufferPointer(rebasing: slice[start..<end])
                        let line = rest.firstIndex(of: newline).map { $0 - rest.startIndex + start + 1 } ?? end
                        memcpy(output.baseAddress! + at, slice.baseAddress! + start, line - start)
                        at += line - start
                        if line < end || slice[line - 1] == newline { put([space, space]) }
                        start = line
                    }
                }
                bodies[number] = Data()  // released as soon as it is copied
            }
            put(closing)
            put(head[(head.startIndex + cut.upperBound)...])
            put([newline])
            return at
        }
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Where `needle` first occurs in `data`, as offsets from its start.
    private static func range(of needle: [UInt8], in data: Data) -> Range<Int>? {
        data.withUnsafeBytes { bytes in
            needle.withUnsafeBufferPointer { ByteSearch.firstRange(of: $0, in: bytes.bindMemory(to: UInt8.self)) }
        }
    }

    public static func decode(_ text: String) throws -> Report {
        try JSONDecoder().decode(Report.self, from: Data(text.utf8))
    }
}
