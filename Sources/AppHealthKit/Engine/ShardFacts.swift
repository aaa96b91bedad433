import Foundation

/// What one `--shard I/N` run hands to `apphealth merge`: the facts the per-file pass learned
/// about the shard's files (findings before suppression included), the digests of its images,
/// and — from every shard, identical — the tree and what the audit was set up with. `merge`
/// builds the project model from all shards' facts and runs the project rules, checklists,
/// baseline and gate once, so a shard costs its share of the files, not the whole project.
public struct ShardFacts: Sendable, Codable {
    var tree: ProjectTree
    /// This shard's files, by path.
    var analyses: [String: FileAnalysis]
    /// Content digests of this shard's images that may be copies across platforms.
    var imageDigests: [String: String]
    /// The configuration and custom rule files the shard read.
    var setup: AuditSetup.Sources?
    var baseline: Baseline?
    var changedLines: ChangedLines?
    var includeSuppressed: Bool
    /// An Android Lint baseline the shard was given (`--baseline lint-baseline.xml`).
    var lintBaseline: LintBaseline? = nil
}

extension ShardFacts: Equatable {
    /// Facts are compared by their encoding (reports are compared in tests, facts rarely).
    public static func == (lhs: ShardFacts, rhs: ShardFacts) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(lhs)) == (try? encoder.encode(rhs))
    }
}

extension ProjectFile: Codable {
    enum CodingKeys: String, CodingKey { case path, kind, size, resDirectory }

    /// A decoded file has no location on this machine: only shard facts carry files, and
    /// nothing reads a file after the per-file pass.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = try container.decode(String.self, forKey: .path)
        self.init(
            path: path, url: URL(fileURLWithPath: path), kind: try container.decode(FileKind.self, forKey: .kind),
            size: try container.decode(Int.self, forKey: .size), resDirectory: try container.decodeIfPresent(String.self, forKey: .resDirectory))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(kind, forKey: .kind)
        try container.encode(size, forKey: .size)
        try container.encodeIfPresent(resDirectory, forKey: .resDirectory)
    }
}

extension ProjectTree: Codable {
    enum CodingKeys: String, CodingKey { case root, files, androidModules, skipped }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            root: URL(fileURLWithPath: try container.decode(String.self, forKey: .root)),
            files: try container.decode([ProjectFile].self, forKey: .files),
            androidModules: try container.decode([AndroidModule].self, forKey: .androidModules),
            skipped: try container.decode([SkippedPath].self, forKey: .skipped))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root.path, forKey: .root)
        try container.encode(files, forKey: .files)
        try container.encode(androidModules, forKey: .androidModules)
        try container.encode(skipped, forKey: .skipped)
    }
}
