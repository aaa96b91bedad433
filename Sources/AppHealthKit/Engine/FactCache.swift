import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--cache-dir`, in two parts kept between runs.
///
/// - `facts.cache`: what the per-file stage learned about each file (facts and findings, the
///   `FileAnalysis` shards hand to `merge`), keyed by a digest of the file's path and bytes. An
///   edited file is analysed again; the others' facts are decoded instead of parsed. A magic
///   line, the setup digest, then entries (key, length, the analysis in `BinaryCoding`'s form).
///   It is rewritten (atomically) only when an entry was added or dropped; entries of files the
///   run did not see are dropped, so it never outgrows the tree.
/// - `project.cache`: what the project stages concluded (`StoredAuditResult`) for one exact
///   input: the setup, every file's path, size and digest, the walk's skipped paths, the
///   configuration and the request's options. When nothing of that changed, the run reads it
///   instead of analysing and concluding; when anything did, the project stages run again.
///
/// Both belong to one setup (tool build, catalog, the rules that run and their options); another
/// setup starts afresh. A part that cannot be read, is damaged or cannot be written costs speed,
/// never a finding: the run goes on without it.
final class FactCache: @unchecked Sendable {
    static let fileName = "facts.cache"
    private static let magic = Array("apphealth-facts-2\n".utf8)
    static let projectFileName = "project.cache"
    private static let projectMagic = Array("apphealth-project-2\n".utf8)

    let url: URL
    let setup: ContentDigest
    private let lock = NSLock()
    /// The entries file as read, once something asks for an entry (a run whose project result
    /// is reused never reads it).
    private var loaded: Entries?
    private var keys: [ContentDigest?]
    private var payloads: [Payload?]
    private var hitCount = 0
    /// Each rule's help text, by ID: entries leave it out (as shards do) and get it back here.
    private let help: [String: String]

    private struct Entries {
        var bytes: [UInt8] = []
        var index: [ContentDigest: Range<Int>] = [:]
    }

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
    }

    private var entries: Entries {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        var entries = Entries()
        if case .bytes(let bytes) = FileReading.contents(of: url, limit: 1 << 31), let index = Self.parse(bytes, setup: setup), !index.isEmpty {
            entries = Entries(bytes: bytes, index: index)
        }
        loaded = entries
        return entries
    }

    /// How many files' facts came from the cache.
    var hits: Int {
        lock.lock()
        defer { lock.unlock() }
        return hitCount
    }

    /// How many files were digested (every one a run reads the project result for is a hit).
    var digestedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return keys.reduce(0) { count, key in count + (key == nil ? 0 : 1) }
    }

    /// Reads and digests every file, side by side: a file's key is its path and bytes. Files
    /// over the size limit and unreadable ones get no key (the analyzer skips them with a note).
    /// Each worker reads a run of files into one buffer it reuses (no allocation per file) and
    /// opens them by the root's path and theirs (no URL conversion per file).
    func digest(_ files: [ProjectFile], root: URL, jobs: Int, maximumBytes: Int) {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let runs = max(1, min(files.count, jobs * 16))
        let found = parallelMap(Array(0..<runs), jobs: jobs) { run -> [(slot: Int, key: ContentDigest)] in
            var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
            defer { buffer.deallocate() }
            var keys: [(slot: Int, key: ContentDigest)] = []
            for slot in (run * files.count / runs)..<((run + 1) * files.count / runs) {
                let file = files[slot]
                guard file.size <= maximumBytes, let count = FileReading.read(prefix + file.path, into: &buffer, limit: maximumBytes) else { continue }
                var hasher = ContentDigest.Digester()
                hasher.combine(Array(file.path.utf8))
                hasher.combine([0xFF])
                hasher.combine(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                keys.append((slot, hasher.finalize()))
            }
            return keys
        }
        lock.lock()
        for run in found { for (slot, key) in run { keys[slot] = key } }
        lock.unlock()
    }

    /// The cached analysis of the file in `slot` (digested first), or `nil` (then `store` keeps
    /// what the analyzer finds).
    func cached(slot: Int) -> FileAnalysis? {
        lock.lock()
        let key = keys[slot]
        lock.unlock()
        let entries = entries
        guard let key, let range = entries.index[key] else { return nil }
        guard var analysis = entries.bytes.withUnsafeBytes({ buffer in
            try? BinaryCoding.decode(FileAnalysis.self, from: UnsafeRawBufferPointer(rebasing: buffer[range]))
        }) else { return nil }
        for finding in analysis.findings.indices { analysis.findings[finding].help = help[analysis.findings[finding].ruleId] ?? "" }
        lock.lock()
        payloads[slot] = .stored(range)
        hitCount += 1
        lock.unlock()
        return analysis
    }

    /// The key of a whole project's result: this setup, `inputs` (what else the project stages
    /// read: the request's options, the configuration, the walk's skipped paths), and every file
    /// in order by path, size and key (or that it had none). Call after every file was digested.
    func projectKey(files: [ProjectFile], inputs: [UInt8]) -> ContentDigest {
        var buffer = setup.bytes + inputs
        lock.lock()
        for (slot, file) in files.enumerated() {
            buffer += file.path.utf8
            buffer.append(0xFF)  // never in UTF-8: a path cannot run into what follows
            withUnsafeBytes(of: UInt64(file.size).littleEndian) { buffer += $0 }
            if let key = keys[slot] {
                buffer.append(1)
                buffer += key.bytes
            } else {
                buffer.append(0)
            }
        }
        lock.unlock()
        return ContentDigest(bytes: buffer)
    }

    /// The project's result stored under `key` by an earlier run, if that is what is stored and
    /// its bytes are whole (their digest is checked: a damaged result is never reported).
    func storedResult(for key: ContentDigest) -> StoredAuditResult? {
        let url = url.deletingLastPathComponent().appendingPathComponent(Self.projectFileName)
        guard case .bytes(let bytes) = FileReading.contents(of: url, limit: 1 << 31) else { return nil }
        let header = Self.projectMagic.count + 48
        guard bytes.count > header, bytes.starts(with: Self.projectMagic),
              Array(bytes[Self.projectMagic.count..<header - 16]) == setup.bytes + key.bytes else { return nil }
        return bytes.withUnsafeBytes { raw -> StoredAuditResult? in
            let payload = UnsafeRawBufferPointer(rebasing: raw[header...])
            var hasher = ContentDigest.Digester()
            hasher.combine(payload)
            guard Array(bytes[header - 16..<header]) == hasher.finalize().bytes else { return nil }
            return try? BinaryCoding.decode(StoredAuditResult.self, from: payload)
        }
    }

    /// Keeps the project's result for the next run over the same tree (one result: the last).
    func storeResult(_ result: StoredAuditResult, for key: ContentDigest) {
        guard let payload = try? BinaryCoding.encode(result) else { return }
        Self.writeAtomically(to: url.deletingLastPathComponent().appendingPathComponent(Self.projectFileName)) { emit in
            emit(Self.projectMagic[...])
            emit((setup.bytes + key.bytes + ContentDigest(bytes: payload).bytes)[...])
            emit(payload[...])
        }
    }

    /// Keeps a freshly computed analysis for the next run (not when the file was skipped).
    func store(_ analysis: FileAnalysis, slot: Int) {
        guard analysis.skipped == nil else { return }
        lock.lock()
        let wanted = keys[slot] != nil && payloads[slot] == nil
        lock.unlock()
        var stripped = analysis
        for finding in stripped.findings.indices { stripped.findings[finding].help = "" }
        guard wanted, let data = try? BinaryCoding.encode(stripped) else { return }
        lock.lock()
        payloads[slot] = .fresh(data)
        lock.unlock()
    }

    /// Writes the cache when its entries changed. Failures are ignored: the cache is an
    /// optimisation.
    func save() {
        let stored = entries
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
        guard fresh || entries.count != stored.index.count else { return }
        Self.writeAtomically(to: url) { emit in
            emit(Self.magic[...])
            emit(setup.bytes[...])
            for (key, payload) in entries {
                emit(key.bytes[...])
                var length: [UInt8] = []
                switch payload {
                case .stored(let range):
                    Self.append(UInt32(range.count), to: &length)
                    emit(length[...])
                    emit(stored.bytes[range])
                case .fresh(let bytes):
                    Self.append(UInt32(bytes.count), to: &length)
                    emit(length[...])
                    emit(bytes[...])
                }
            }
        }
    }

    /// Writes what `produce` emits to `url`, replacing it only once everything is written (a
    /// concurrent run reads the old file or the new one). Small pieces are gathered into writes of
    /// a megabyte. Failures are ignored: the cache is an optimisation.
    static func writeAtomically(to url: URL, _ produce: ((ArraySlice<UInt8>) -> Void) -> Void) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? ReportWriter.write(pieces: { write in
            try withoutActuallyEscaping(write) { write in
                var pending: [UInt8] = []
                pending.reserveCapacity(1 << 20)
                var failure: (any Error)?
                func send(_ bytes: UnsafeRawBufferPointer) {
                    guard failure == nil else { return }
                    do { try write(bytes) } catch { failure = error }
                }
                produce { piece in
                    // What is pending goes first, whenever a piece would not fit or goes whole.
                    if pending.count + piece.count > 1 << 20 || piece.count >= 1 << 18 {
                        pending.withUnsafeBytes(send)
                        pending.removeAll(keepingCapacity: true)
                    }
                    if piece.count >= 1 << 18 { piece.withUnsafeBytes(send) } else { pending += piece }
                }
                pending.withUnsafeBytes(send)
                if let failure { throw failure }
            }
        }, to: url.path)
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

    /// Four lanes, each taking every fourth word of a 32-byte stripe (as xxHash64 does): four
    /// independent multiply chains instead of two chains over every word, half the instructions
    /// per byte. A warm cache run digests every file of the tree, so this is most of its work.
    struct Digester {
        private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
        private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
        private var lane0: UInt64 = 0x2545_F491_4F6C_DD1D
        private var lane1: UInt64 = 0x6A09_E667_F3BC_C908
        private var lane2: UInt64 = 0xBB67_AE85_84CA_A73B
        private var lane3: UInt64 = 0x3C6E_F372_FE94_F82B
        private var length: UInt64 = 0

        private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = lane &+ word &* prime2
            return ((mixed << 31) | (mixed >> 33)) &* prime1
        }

        mutating func combine(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { combine($0) }
        }

        mutating func combine(_ raw: UnsafeRawBufferPointer) {
            length &+= UInt64(raw.count)
            var lane0 = lane0, lane1 = lane1, lane2 = lane2, lane3 = lane3
            var offset = 0
            func word(_ at: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
            while offset + 32 <= raw.count {
                lane0 = Self.round(lane0, word(offset))
                lane1 = Self.round(lane1, word(offset + 8))
                lane2 = Self.round(lane2, word(offset + 16))
                lane3 = Self.round(lane3, word(offset + 24))
                offset += 32
            }
            // Whole words left: the first two lanes take them in turn.
            var turn = 0
            while offset + 8 <= raw.count {
                if turn == 0 { lane0 = Self.round(lane0, word(offset)) } else { lane1 = Self.round(lane1, word(offset)) }
                turn ^= 1
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < raw.count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
            // The tail's length goes in too: "a" and "a\0" differ; so does the part's length,
            // so that where one `combine` ends and the next begins is part of the digest.
            lane2 = Self.round(lane2, tail ^ (shift << 56))
            lane3 = Self.round(lane3, UInt64(raw.count) ^ Self.prime3)
            self.lane0 = lane0
            self.lane1 = lane1
            self.lane2 = lane2
            self.lane3 = lane3
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

        private static func rotated(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }

        /// Both halves read all four lanes (each lane through a bijection of its own), so a
        /// change anywhere changes both.
        func finalize() -> ContentDigest {
            let high = lane0 &+ Self.rotated(lane1, 7) &+ Self.rotated(lane2, 12) &+ Self.rotated(lane3, 18)
            let low = (lane0 &* Self.prime3) ^ Self.rotated(lane1, 31) ^ (lane2 &* Self.prime1) ^ Self.rotated(lane3, 45)
            return ContentDigest(high: Self.avalanche(high ^ length), low: Self.avalanche(low &+ length &* Self.prime1))
        }
    }
}
