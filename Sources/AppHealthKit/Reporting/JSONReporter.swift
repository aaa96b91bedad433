import Foundation

/// The machine-readable report: sorted keys, no timestamps, so the same tree gives the same bytes.
///
/// Reports are written in pieces: the report without its findings and dependencies through
/// `JSONEncoder`, the dependencies by `DependencyJSON` and the findings by `FindingJSON` (the same
/// bytes the encoder writes), spliced into the one document. A large report's findings are written
/// in slices, concurrently: that spreads the most expensive output over every core and never holds
/// the encoder's whole-document tree in memory.
public struct JSONReporter: Reporter {
    /// Threads for encoding the findings (`--jobs`).
    public var jobs: Int
    /// Findings per concurrently encoded slice; reports with fewer are encoded in one go.
    var sliceSize = 1_000

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.jobs = max(1, jobs)
    }

    public func render(_ report: Report) throws -> String {
        try renderText(report).text
    }

    /// Large reports come back streamed: the findings are written while the text is written.
    public func renderText(_ report: Report) throws -> ReportText {
        let whole = { ReportText(String(decoding: try Self.encoder().encode(report), as: UTF8.self) + "\n") }
        // The dependencies and findings are written here (the encoder's bytes, without its value
        // tree); the encoder writes the rest, with both arrays empty, and they are spliced in.
        let writesDependencies = !report.dependencies.isEmpty && DependencyJSON.canWrite(report.dependencies)
        guard report.findings.count > sliceSize || writesDependencies else { return try whole() }
        var shell = report
        shell.findings = []
        if writesDependencies { shell.dependencies = [] }
        let findings = report.findings
        // Up to `sliceSize` findings, the report is made in one piece; more are streamed in slices.
        let inOnePiece = findings.count <= sliceSize
        // The encoder's part and the two arrays are written side by side, then spliced.
        let parts = parallelMap([0, 1, 2], jobs: jobs) { [shell] part -> [UInt8]? in
            switch part {
            case 0: (try? Self.encoder().encode(shell)).map { [UInt8]($0) }
            case 1: writesDependencies ? Self.written("dependencies", report.dependencies, DependencyJSON.append) : nil
            default: inOnePiece && !findings.isEmpty ? Array("\n  \"findings\" : [\n".utf8) + FindingJSON.elements(findings[...], first: true) + Array("\n  ]".utf8) : nil
            }
        }
        guard var head = parts[0] else { return try whole() }
        if let dependencies = parts[1] {
            guard Self.splice("dependencies", dependencies, into: &head) else { return try whole() }
        }
        let empty = Array("\n  \"findings\" : [\n\n  ]".utf8)
        guard let cut = Self.range(of: empty, in: head) else { return try whole() }
        if inOnePiece {
            if let written = parts[2] { head.replaceSubrange(cut, with: written) }
            head.append(UInt8(ascii: "\n"))
            return ReportText(bytes: head)
        }
        let sliceSize = sliceSize, jobs = jobs
        // Slices are written a wave at a time, each handed on as soon as the wave is done, so
        // the written findings never sit in memory together; with more than one thread, the next
        // wave is made while one is written (the write is the kernel's work: copying into the
        // page cache, and on a fresh file taking the pages).
        let body: ReportText.Body = { emit in
            let starts = Array(stride(from: 0, to: findings.count, by: sliceSize))
            let wave = jobs * 2
            @Sendable func made(_ first: Int) -> [[UInt8]] {
                parallelMap(Array(starts[first..<min(first + wave, starts.count)]), jobs: jobs) { start -> [UInt8] in
                    FindingJSON.elements(findings[start..<min(start + sliceSize, findings.count)], first: start == 0)
                }
            }
            var pieces = made(0)
            var next = wave
            while true {
                let following = next
                let upcoming = jobs > 1 && following < starts.count ? Deferred { made(following) } : nil
                for piece in pieces { try piece.withUnsafeBytes { try emit($0) } }
                guard following < starts.count else { break }
                pieces = upcoming?.value ?? made(following)
                next += wave
            }
        }
        return ReportText(
            head: String(decoding: head[..<cut.lowerBound], as: UTF8.self) + "\n  \"findings\" : [\n",
            body: body,
            tail: "\n  ]" + String(decoding: head[cut.upperBound...], as: UTF8.self) + "\n")
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `elements` written as the report's `key` array (a leading newline, no trailing comma), as
    /// the encoder would write it.
    private static func written<Element>(_ key: String, _ elements: [Element], _ append: (Element, inout [UInt8]) -> Void) -> [UInt8] {
        var written = Array("\n  \"\(key)\" : [\n".utf8)
        for (index, element) in elements.enumerated() {
            if index > 0 { written.append(contentsOf: ",\n".utf8) }
            append(element, &written)
        }
        written.append(contentsOf: "\n  ]".utf8)
        return written
    }

    /// Puts `written` in place of the report's empty `key` array in `head`; `false` when the
    /// encoder did not write that array where it is expected.
    private static func splice(_ key: String, _ written: [UInt8], into head: inout [UInt8]) -> Bool {
        guard let cut = range(of: Array("\n  \"\(key)\" : [\n\n  ]".utf8), in: head) else { return false }
        head.replaceSubrange(cut, with: written)
        return true
    }

    /// Where `needle` first occurs in `bytes`.
    private static func range(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        bytes.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { ByteSearch.firstRange(of: $0, in: bytes) }
        }
    }

    public static func decode(_ text: String) throws -> Report {
        try JSONDecoder().decode(Report.self, from: Data(text.utf8))
    }
}
