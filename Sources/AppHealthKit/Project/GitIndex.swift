import Foundation

/// The files git tracks, read from the repository's index (`.git/index`, versions 2–4) without
/// running git. `.gitignore` only ever hides *untracked* files: a tracked file matching an
/// ignore pattern (`*.xcodeproj` with `!*.xcodeproj/project.pbxproj`, say) is still part of the
/// project, so discovery skips a file only when it is untracked and ignored.
struct GitIndex: Sendable {
    /// Tracked paths relative to the audited root.
    let files: Set<String>
    /// Every folder holding a tracked file (relative to the audited root), `""` included.
    let folders: Set<String>
    /// The work tree's root, and the audited root's path inside it (`""` when they are the same).
    var workTree = URL(fileURLWithPath: "/")
    var prefix = ""

    /// The index of the work tree holding `root`, or `nil` when there is none (an exported
    /// archive: every file in it was tracked, so nothing is hidden).
    static func load(forRoot root: URL) -> GitIndex? {
        var folder = root.standardizedFileURL
        var prefix: [String] = []
        for _ in 0..<64 {
            let dotGit = folder.appendingPathComponent(".git")
            if let gitDirectory = gitDirectory(dotGit) {
                guard let data = FileManager.default.contents(atPath: gitDirectory.appendingPathComponent("index").path),
                    let paths = parse([UInt8](data)) else { return nil }
                var index = GitIndex(repositoryPaths: paths, prefix: prefix.reversed().joined(separator: "/"))
                index.workTree = folder
                index.prefix = prefix.reversed().joined(separator: "/")
                return index
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            prefix.append(folder.lastPathComponent)
            folder = parent
        }
        return nil
    }

    init(repositoryPaths: [String], prefix: String) {
        var files: Set<String> = []
        var folders: Set<String> = [""]
        let start = prefix.isEmpty ? "" : prefix + "/"
        for path in repositoryPaths where path.hasPrefix(start) {
            let relative = String(path.dropFirst(start.count))
            files.insert(relative)
            var parts = relative.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        self.files = files
        self.folders = folders
    }

    /// `.git` is a folder, or a file saying `gitdir: …` (worktrees, submodules).
    private static func gitDirectory(_ dotGit: URL) -> URL? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") else { return nil }
        let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : dotGit.deletingLastPathComponent().appendingPathComponent(path)
    }

    /// Paths of the index entries; `nil` for anything that is not a well-formed index.
    static func parse(_ bytes: [UInt8]) -> [String]? {
        func uint32(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        guard bytes.count >= 12, bytes[0..<4] == [0x44, 0x49, 0x52, 0x43],  // "DIRC"
            let version = uint32(4), (2...4).contains(version), let count = uint32(8), count <= 10_000_000 else { return nil }
        var paths: [String] = []
        paths.reserveCapacity(count)
        var offset = 12
        var previous: [UInt8] = []
        for _ in 0..<count {
            let entryStart = offset
            offset += 60  // stat data (40), object name (20)
            guard offset + 2 <= bytes.count else { return nil }
            let flags = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            offset += 2
            if version >= 3, flags & 0x4000 != 0 { offset += 2 }  // extended flags
            var path: [UInt8]
            if version == 4 {
                // Prefix compression: a varint of bytes to drop from the previous path, then the rest.
                // git's offset varint: big-endian 7-bit groups, plus one per continuation byte.
                guard offset < bytes.count else { return nil }
                var byte = Int(bytes[offset])
                offset += 1
                var strip = byte & 0x7F
                while byte & 0x80 != 0 {
                    guard offset < bytes.count, strip < 1 << 32 else { return nil }
                    byte = Int(bytes[offset])
                    offset += 1
                    strip = ((strip + 1) << 7) | (byte & 0x7F)
                }
                guard strip <= previous.count, let end = bytes[offset...].firstIndex(of: 0) else { return nil }
                path = Array(previous.dropLast(strip)) + bytes[offset..<end]
                offset = end + 1
            } else {
                guard let end = bytes[offset...].firstIndex(of: 0) else { return nil }
                path = Array(bytes[offset..<end])
                // Entries are padded with 1–8 NULs to a multiple of 8 bytes.
                let length = end - entryStart
                offset = entryStart + (length + 8) & ~7
            }
            guard offset <= bytes.count else { return nil }
            previous = path
            paths.append(String(decoding: path, as: UTF8.self))
        }
        return paths
    }
}
