import Foundation

/// `.gitignore` (root and nested, with `!` negation and `dir/`-only patterns) and
/// `.apphealthignore` (the same syntax, for the tool alone), as discovery applies them: a
/// folder that is ignored is not entered, so a later `!` cannot bring back files inside it
/// (git behaves the same way).
struct IgnoreFile: Sendable {
    struct Pattern: Sendable {
        var glob: Glob
        var negated: Bool
        var directoryOnly: Bool
    }

    /// The folder the file sits in, relative to the audited root (`""` for the root, or for a
    /// folder above it).
    let folder: String
    /// For an ignore file above the audited root: the audited root's path relative to its folder.
    let pathPrefix: String
    let patterns: [Pattern]

    static let names = [".gitignore", ".apphealthignore"]

    init(folder: String, text: String, pathPrefix: String = "") {
        self.folder = folder
        self.pathPrefix = pathPrefix
        var patterns: [Pattern] = []
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = String(rawLine)
            // Trailing spaces are ignored unless escaped; leading `#` is a comment, `\#` a literal.
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var negated = false
            if line.hasPrefix("!") {
                negated = true
                line.removeFirst()
            } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
                line.removeFirst()
            }
            var directoryOnly = false
            if line.hasSuffix("/") {
                directoryOnly = true
                while line.hasSuffix("/") { line.removeLast() }
            }
            guard !line.isEmpty, line.count <= 1024 else { continue }
            // A slash at the start or in the middle anchors the pattern at this file's folder.
            let anchored = line.hasPrefix("/") || line.dropFirst().contains("/")
            if line.hasPrefix("/") { line.removeFirst() }
            patterns.append(Pattern(glob: Glob(anchored ? "/" + line : line), negated: negated, directoryOnly: directoryOnly))
        }
        self.patterns = patterns
    }

    /// `true`/`false` when a pattern of this file decides about `path` (relative to the root),
    /// `nil` when none matches. The last matching pattern wins.
    func decides(_ path: String, isFolder: Bool) -> Bool? {
        guard folder.isEmpty || path.hasPrefix(folder + "/") else { return nil }
        let inFolder = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
        let relative = pathPrefix.isEmpty ? inFolder : pathPrefix + "/" + inFolder
        for pattern in patterns.reversed() where !pattern.directoryOnly || isFolder {
            if pattern.glob.matches(relative) { return !pattern.negated }
        }
        return nil
    }
}

/// The ignore files in effect while the walk is inside a folder, innermost last.
struct IgnoreStack: Sendable {
    var files: [IgnoreFile] = []

    func ignores(_ path: String, isFolder: Bool) -> Bool {
        for file in files.reversed() {
            if let decision = file.decides(path, isFolder: isFolder) { return decision }
        }
        return false
    }

    /// The `.gitignore` files of the work tree's folders above the audited root, outermost first.
    static func above(root: URL, index: GitIndex) -> IgnoreStack {
        var stack = IgnoreStack()
        var folder = index.workTree
        let parts = index.prefix.split(separator: "/").map(String.init)
        for depth in 0..<parts.count {
            let file = folder.appendingPathComponent(".gitignore")
            if let data = FileManager.default.contents(atPath: file.path), data.count <= 1 << 20 {
                stack.files.append(IgnoreFile(folder: "", text: String(decoding: data, as: UTF8.self), pathPrefix: parts[depth...].joined(separator: "/")))
            }
            folder = folder.appendingPathComponent(parts[depth])
        }
        return stack
    }

    /// The stack for a folder's children: this stack plus the folder's own ignore files
    /// (`.gitignore` only when a git index says which files are tracked).
    /// `present`: whether the folder holds an entry of that name (its listing knows).
    /// `fullPath`: the folder's path on disk.
    func entering(folder: String, fullPath: String, gitignore: Bool, present: (String) -> Bool = { _ in true }) -> IgnoreStack {
        var next = self
        for name in IgnoreFile.names where (gitignore || name != ".gitignore") && present(name) {
            guard let data = FileManager.default.contents(atPath: fullPath + "/" + name), data.count <= 1 << 20 else { continue }
            next.files.append(IgnoreFile(folder: folder, text: String(decoding: data, as: UTF8.self)))
        }
        return next
    }
}
