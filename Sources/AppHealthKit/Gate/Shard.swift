/// `--shard I/N`: a deterministic share of the files, by a hash of the path.
public struct Shard: Codable, Sendable, Equatable {
    public var index: Int
    public var count: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
        index = parts[0]
        count = parts[1]
    }

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    public func contains(_ path: String) -> Bool {
        Int(FNV1a.hash(path.utf8) % UInt64(count)) == index - 1
    }
}
