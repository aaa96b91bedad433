import Foundation

/// The git work tree holding the audited folder, read from `.git` files without running git
/// (a repository under audit is untrusted): its root, and the commit `HEAD` names. Only the
/// commit's date needs git, run with the same hardening as `--changed-since`.
public struct GitWorkTree: Sendable, Equatable {
    /// The work tree's root folder (the one holding `.git`).
    public var root: URL
    /// The git directory (`.git`, or the one a `.git` file points to for worktrees and submodules).
    var gitDirectory: URL

    /// The nearest work tree at or above `folder`, or `nil`.
    public static func find(from folder: URL) -> GitWorkTree? {
        var current = folder.standardizedFileURL
        for _ in 0..<64 {
            let dotGit = current.appendingPathComponent(".git")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue { return GitWorkTree(root: current, gitDirectory: dotGit) }
                if let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") {
                    let target = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
                    let directory = target.hasPrefix("/") ? URL(fileURLWithPath: target) : current.appendingPathComponent(target)
                    return GitWorkTree(root: current, gitDirectory: directory.standardizedFileURL)
                }
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
        return nil
    }

    /// `folder`'s path relative to the work tree root ("" for the root itself), forward slashes.
    public static func relative(_ folder: URL, to base: URL) -> String? {
        let path = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let basePath = base.standardizedFileURL.resolvingSymlinksInPath().path
        if path == basePath { return "" }
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The branch `HEAD` is on, if any.
    public var branch: String? {
        guard let head = read("HEAD"), head.hasPrefix("ref: refs/heads/") else { return nil }
        return String(head.dropFirst("ref: refs/heads/".count))
    }

    /// The commit `HEAD` resolves to: detached, a loose ref, or `packed-refs`.
    public var commit: String? {
        guard let head = read("HEAD") else { return nil }
        guard head.hasPrefix("ref: ") else { return Self.isHash(head) ? head : nil }
        let ref = String(head.dropFirst(5))
        guard !ref.contains(".."), ref.hasPrefix("refs/") else { return nil }
        if let loose = read(ref) ?? read(ref, common: true), Self.isHash(loose) { return loose }
        for directory in [gitDirectory, commonDirectory] {
            guard let packed = try? String(contentsOf: directory.appendingPathComponent("packed-refs"), encoding: .utf8) else { continue }
            for line in packed.split(separator: "\n") where line.hasSuffix(" " + ref) {
                let hash = String(line.prefix { $0 != " " })
                if Self.isHash(hash) { return hash }
            }
        }
        return nil
    }

    /// Committer date of `commit` (ISO 8601), from hardened `git log`; `nil` when git is
    /// missing, refuses the repository, or takes longer than a few seconds.
    public func date(of commit: String) -> String? {
        guard Self.isHash(commit) else { return nil }
        let runner = ProcessRunner(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["git", "-C", root.path] + ChangedLines.hardening + ["log", "-1", "--no-show-signature", "--format=%cI", commit, "--"],
            environment: ChangedLines.gitEnvironment(), timeout: 10)
        guard let output = try? runner.run(), output.status == 0 else { return nil }
        let text = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// Worktrees keep refs in the main repository (`commondir`).
    private var commonDirectory: URL {
        guard let common = read("commondir") else { return gitDirectory }
        return (common.hasPrefix("/") ? URL(fileURLWithPath: common) : gitDirectory.appendingPathComponent(common)).standardizedFileURL
    }

    private func read(_ name: String, common: Bool = false) -> String? {
        let url = (common ? commonDirectory : gitDirectory).appendingPathComponent(name)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            (attributes[.size] as? Int ?? 0) < 4096,
            let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func isHash(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
    }
}
