import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--cache-dir`: what the per-file stage learned about each file (facts and findings, the
/// `FileAnalysis` shards hand to `merge`, in the same encoding), kept between runs. A file's entry
/// is keyed by a digest of its path and bytes; the whole cache belongs to one setup (tool build,
/// catalog, the rules that run and their options), and a different setup starts it afresh. A
/// second run over an unchanged tree reads and hashes each file and decodes its facts instead of
/// parsing it; an edited file is analysed again. The project stages always run.
///
/// One file, `facts.cache`: a magic line, the setup digest, then entries (key, length, JSON).
/// It is rewritten (atomically) only when an entry was added or dropped; entries of files the
/// run did not see are dropped, so the cache never outgrows the tree. A cache that cannot be read
/// or written costs speed, never a finding: the run goes on without it.
final class FactCache: @unchecked Sendable {
    static let fileName = "facts.cache"
    private static let magic = Array("apphealth-facts-1\n".utf8)

    let url: URL
    let setup: ContentDigest
    private let stored: [UInt8]
    private let index: [ContentDigest: Range<Int>]
    private let lock = NSLock()
    private var keys: [ContentDigest?]
    private var payloads: [Payload?]
    private var hitCount = 0
    /// Each rule's help text, by ID: entries leave it out (as shards do) and get it back here.
    private let help: [String: String]

    private enum Payload {
        case stored(Range<Int>)
        case fresh([UInt8])
    }

    /// The cache in `directory` for this setup; `files` is how many files the run analyses.
    init(directory: URL, setup: String, files: Int, help: [String: String] = [:]) {
        url = directory.appendingPathComponent(Self.fileName)
        self.help = help
        self.setup = ContentDigest(bytes: Array(setup.utf8))
        keys = Array(repeating: nil, count: files)
        payloads = Array(repeating: nil, count: files)
        var index: [ContentDigest: Range<Int>] = [:]
        var bytes: [UInt8] = []
        if case .bytes(let read) = FileReading.contents(of: url, limit: 1 << 31) {
            bytes = read
            index = Self.parse(read, setup: self.setup) ?? [:]
        }
        stored = index.isEmpty ? [] : bytes
        self.index = index
    }

    /// How many files' facts came from the cache.
    var hits: Int {
        lock.lock()
        defer { lock.unlock() }
        return hitCount
    }

    /// The cached analysis of the file in `slot`, or `nil` (then `store` keeps what the analyzer
    /// finds). Files over the size limit and unreadable ones are left to the analyzer.
    func cached(_ file: ProjectFile, slot: Int, maximumBytes: Int) -> FileAnalysis? {
        guard file.size <= maximumBytes, case .bytes(let bytes) = FileReading.contents(of: file.url, limit: maximumBytes) else { return nil }
        var hasher = ContentDigest.Digester()
        hasher.combine(Array(file.path.utf8))
        hasher.combine([0xFF])
        hasher.combine(bytes)
        let key = hasher.finalize()
        var analysis: FileAnalysis?
        if let range = index[key] {
            analysis = stored.withUnsafeBufferPointer { buffer in
                try? JSONDecoder().decode(FileAnalysis.self, from: Data(UnsafeBufferPointer(rebasing: buffer[range])))
            }
            if analysis != nil {
                for finding in analysis!.findings.indices { analysis!.findings[finding].help = help[analysis!.findings[finding].ruleId] ?? "" }
            }
        }
        lock.lock()
        keys[slot] = key
        if let range = index[key], analysis != nil {
            payloads[slot] = .stored(range)
            hitCount += 1
        }
        lock.unlock()
        return analysis
    }

    /// Keeps a freshly computed analysis for the next run (not when the file was skipped).
    func store(_ analysis: FileAnalysis, slot: Int) {
        guard analysis.skipped == nil else { return }
        lock.lock()
        let wanted = keys[slot] != nil && payloads[slot] == nil
        lock.unlock()
        var stripped = analysis
        for finding in stripped.findings.indices { stripped.findings[finding].help = "" }
        guard wanted, let data = try? JSONEncoder().encode(stripped) else { return }
        lock.lock()
        payloads[slot] = .fresh(Array(data))
        lock.unlock()
    }

    /// Writes the cache when its entries changed. Failures are ignored: the cache is an
    /// optimisation.
    func save() {
        lock.lock()
        defer { lock.unlock() }
        var entries: [(ContentDigest, Payload)] = []
        var seen = Set<ContentDigest>()
        var fresh = false
        for (key, payload) in zip(keys, payloads) {
            guard let key, let payload, seen.insert(key).inserted else { continue }
            if case .fresh = payload { fresh = true }
            entries.append((key, payload))
        }
        guard fresh || entries.count != index.count else { return }
        var out = Self.magic
        out += setup.bytes
        for (key, payload) in entries {
            out += key.bytes
            switch payload {
            case .stored(let range):
                Self.append(UInt32(range.count), to: &out)
                out += stored[range]
            case .fresh(let bytes):
                Self.append(UInt32(bytes.count), to: &out)
                out += bytes
            }
        }
        let directory = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(Self.fileName).\(ProcessInfo.processInfo.processIdentifier).tmp")
        // rename(2) replaces the old cache atomically: a concurrent run reads one or the other.
        guard (try? Data(out).write(to: temporary)) != nil, rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            return
        }
    }

    private static func append(_ value: UInt32, to out: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    /// Entry ranges by key, or `nil` for another setup or a damaged file.
    private static func parse(_ bytes: [UInt8], setup: ContentDigest) -> [ContentDigest: Range<Int>]? {
        let header = magic.count + 16
        guard bytes.count >= header, bytes.starts(with: magic), Array(bytes[magic.count..<header]) == setup.bytes else { return nil }
        var index: [ContentDigest: Range<Int>] = [:]
        var offset = header
        while offset < bytes.count {
            guard bytes.count - offset >= 20 else { return nil }
            let key = ContentDigest(Array(bytes[offset..<offset + 16]))
            var length = 0
            for byte in 0..<4 { length |= Int(bytes[offset + 16 + byte]) << (8 * byte) }
            offset += 20
            guard bytes.count - offset >= length else { return nil }
            index[key] = offset..<offset + length
            offset += length
        }
        return index
    }

    /// The running executable, by path, size and modification time: a rebuilt tool (whose
    /// version string may not have changed) starts a fresh cache.
    static func executableIdentity() -> String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }
}

/// A 128-bit digest of bytes (two independent 64-bit lanes of xxHash64's round, avalanched):
/// fast enough to run over every file of a tree, stable across runs and platforms. Not
/// cryptographic; it tells whether a file changed, not whether someone forged one.
struct ContentDigest: Hashable, Sendable {
    var high: UInt64
    var low: UInt64

    init(bytes: [UInt8]) {
        var hasher = Digester()
        hasher.combine(bytes)
        self = hasher.finalize()
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// From the 16 bytes `bytes` wrote.
    init(_ sixteen: [UInt8]) {
        var high: UInt64 = 0
        var low: UInt64 = 0
        for index in 0..<8 {
            high |= UInt64(sixteen[index]) << (8 * UInt64(index))
            low |= UInt64(sixteen[8 + index]) << (8 * UInt64(index))
        }
        self.init(high: high, low: low)
    }

    var bytes: [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: high >> (8 * UInt64($0))) } + (0..<8).map { UInt8(truncatingIfNeeded: low >> (8 * UInt64($0))) }
    }

    struct Digester {
        private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
        private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
        private var first: UInt64 = 0x2545_F491_4F6C_DD1D
        private var second: UInt64 = 0x6A09_E667_F3BC_C908
        private var length: UInt64 = 0

        private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = lane &+ word &* prime2
            return ((mixed << 31) | (mixed >> 33)) &* prime1
        }

        mutating func combine(_ bytes: [UInt8]) {
            length &+= UInt64(bytes.count)
            var first = first
            var second = second
            bytes.withUnsafeBytes { raw in
                let words = raw.count / 8
                var offset = 0
                for _ in 0..<words {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    first = Self.round(first, word)
                    second = Self.round(second, word ^ Self.prime3)
                    offset += 8
                }
                var tail: UInt64 = 0
                var shift: UInt64 = 0
                while offset < raw.count {
                    tail |= UInt64(raw[offset]) << shift
                    shift += 8
                    offset += 1
                }
                // The tail's length goes in too: "a" and "a\0" differ.
                first = Self.round(first, tail ^ (shift << 56))
                second = Self.round(second, tail ^ Self.prime3 ^ (shift << 56))
            }
            self.first = first
            self.second = second
        }

        private static func avalanche(_ value: UInt64) -> UInt64 {
            var hash = value
            hash ^= hash >> 33
            hash &*= prime2
            hash ^= hash >> 29
            hash &*= prime3
            hash ^= hash >> 32
            return hash
        }

        func finalize() -> ContentDigest {
            ContentDigest(high: Self.avalanche(first ^ length), low: Self.avalanche(second &+ length &* Self.prime1))
        }
    }
}
