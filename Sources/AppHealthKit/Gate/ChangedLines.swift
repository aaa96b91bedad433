import Foundation

/// `--changed-since REF`: the lines a change adds or modifies, from `git diff` against the
/// merge base of REF and HEAD (the working tree included, so uncommitted edits count), plus
/// untracked files. Findings outside those lines are left out of the report and the gate.
public struct ChangedLines: Sendable, Codable {
    /// Changed lines (new side) by path relative to the audited root.
    @SortedSetsWhenCoded public var lines: [String: Set<Int>] = [:]
    /// Files new to git, binary files and renames: every finding in them counts.
    @SortedWhenCoded public var wholeFiles: Set<String> = []
    /// Said once on standard error (a shallow clone without the merge base, …).
    public var notes: [String] = []

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public init(lines: [String: Set<Int>] = [:], wholeFiles: Set<String> = []) {
        self.lines = lines
        self.wholeFiles = wholeFiles
    }

    public func changed(_ path: String) -> Bool { wholeFiles.contains(path) || lines[path] != nil }

    /// What a finding is about, for deciding whether a change touched it.
    public enum Scope: Sendable {
        /// One line: kept when that line was added or changed.
        case line
        /// A whole file (its size, name or images): kept when the file changed.
        case file
        /// A project-level fact read from a manifest (dependencies, checklist items): kept
        /// when the manifest it points at changed.
        case manifest
    }

    /// Findings count on a changed line, anywhere in a new file, or — file- and manifest-level
    /// ones, and findings on line 1 without a snippet (images, binaries) — when their file changed.
    public func covers(_ finding: Finding, scope: Scope) -> Bool {
        if wholeFiles.contains(finding.path) { return true }
        guard let changed = lines[finding.path] else { return false }
        if scope != .line || (finding.snippet.isEmpty && finding.line == 1) { return true }
        return changed.contains(finding.line)
    }

    /// Config that makes git run code from the audited repository, switched off on every call:
    /// an fsmonitor hook, an external diff tool, hooks, a global attributes file. (`diff` also
    /// gets `--no-ext-diff --no-textconv`; filter drivers are switched off by name, see
    /// `filterOverrides`.) The repository under audit is not trusted.
    static let hardening = [
        "-c", "core.fsmonitor=false", "-c", "diff.external=", "-c", "core.hooksPath=/dev/null", "-c", "core.attributesFile=/dev/null",
    ]

    /// `git diff` against the work tree runs a `clean` filter (or a long-running `process`
    /// filter) on files whose stat data changed, when `.gitattributes` assigns one: that is a
    /// command from the repository's config. Every filter driver the config defines is emptied
    /// on the command line (the highest-precedence config), so git runs none of them.
    static func filterOverrides(configKeys: String) throws -> [String] {
        var names = Set<String>()
        for key in configKeys.split(separator: "\0").map(String.init) where key.lowercased().hasPrefix("filter.") {
            let rest = key.dropFirst("filter.".count)
            guard let dot = rest.lastIndex(of: ".") else { continue }
            names.insert(String(rest[..<dot]))
        }
        if let bad = names.first(where: { $0.contains("=") || $0.contains("\n") }) {
            throw Failure(description: "--changed-since: the repository's git config defines a filter driver apphealth cannot switch off ('\(bad)'); git diff was not run")
        }
        return names.sorted().flatMap { name in
            ["clean", "smudge", "process"].flatMap { ["-c", "filter.\(name).\($0)="] } + ["-c", "filter.\(name).required=false"]
        }
    }

    /// This process's environment without `GIT_*` variables (which could point git at another
    /// repository, config or external diff), with system config off and no credential prompts.
    static func gitEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var result = environment.filter { !$0.key.hasPrefix("GIT_") }
        result["GIT_CONFIG_NOSYSTEM"] = "1"
        result["GIT_ATTR_NOSYSTEM"] = "1"
        result["GIT_TERMINAL_PROMPT"] = "0"
        return result
    }

    public static func compute(root: URL, ref: String, timeout: TimeInterval = 60) throws -> ChangedLines {
        guard !ref.hasPrefix("-") else {
            throw Failure(description: "--changed-since: '\(ref)' is not a ref (it starts with '-')")
        }
        let environment = gitEnvironment()
        var overrides: [String] = []
        func git(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
            let runner = ProcessRunner(
                executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["git", "-C", root.path] + hardening + overrides + arguments,
                environment: environment, timeout: timeout)
            do {
                let output = try runner.run()
                return (output.status, String(decoding: output.stdout, as: UTF8.self), String(decoding: output.stderr, as: UTF8.self))
            } catch let failure as ProcessRunner.Failure {
                throw Failure(description: "--changed-since: \(failure.description)")
            }
        }
        guard try git(["rev-parse", "--is-inside-work-tree"]).out.hasPrefix("true") else {
            throw Failure(description: "--changed-since needs a git work tree; \(root.path) is not inside one")
        }
        overrides = try filterOverrides(configKeys: try git(["config", "-z", "--name-only", "--get-regexp", "^filter\\."]).out)
        guard try git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"]).status == 0 else {
            let shallow = try git(["rev-parse", "--is-shallow-repository"]).out.hasPrefix("true")
            throw Failure(description: "--changed-since: '\(ref)' is not a commit in this clone"
                + (shallow ? " (it is shallow: fetch the ref first, e.g. `git fetch --depth=100 origin \(ref)`)" : ""))
        }
        var result = ChangedLines()
        var base = ref
        let mergeBase = try git(["merge-base", ref, "HEAD"])
        if mergeBase.status == 0, let sha = mergeBase.out.split(separator: "\n").first {
            base = String(sha)
        } else {
            result.notes.append("--changed-since: no merge base of '\(ref)' and HEAD (shallow clone?); comparing with '\(ref)' itself")
        }
        let diff = try git(["diff", "--no-color", "--no-ext-diff", "--no-textconv", "--unified=0", "--relative", "-M", base, "--"])
        guard diff.status == 0 else {
            throw Failure(description: "--changed-since: git diff failed: \(diff.err.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let parsed = parse(diff: diff.out)
        result.lines = parsed.lines
        result.wholeFiles = parsed.wholeFiles
        for path in try git(["ls-files", "--others", "--exclude-standard"]).out.split(separator: "\n") {
            result.wholeFiles.insert(String(path))
        }
        return result
    }

    /// Parses `git diff --unified=0` output: `+++ b/path` names the file, `@@ -a,b +c,d @@`
    /// adds lines c…c+d-1; binary changes mark the whole file.
    static func parse(diff: String) -> (lines: [String: Set<Int>], wholeFiles: Set<String>) {
        var lines: [String: Set<Int>] = [:]
        var whole = Set<String>()
        var current: String?
        for raw in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("+++ ") {
                let name = unquote(String(line.dropFirst(4)))
                current = name == "/dev/null" ? nil : (name.hasPrefix("b/") ? String(name.dropFirst(2)) : name)
                if let current, lines[current] == nil { lines[current] = [] }
            } else if line.hasPrefix("Binary files "), let range = line.range(of: " and b/"), line.hasSuffix(" differ") {
                whole.insert(String(line[range.upperBound...].dropLast(" differ".count)))
            } else if line.hasPrefix("@@"), let current {
                let parts = line.split(separator: " ")
                guard parts.count >= 3, parts[2].hasPrefix("+") else { continue }
                let numbers = parts[2].dropFirst().split(separator: ",").compactMap { Int($0) }
                guard let start = numbers.first else { continue }
                let count = numbers.count > 1 ? numbers[1] : 1
                if count > 0 { lines[current, default: []].formUnion(start..<start + count) }
            }
        }
        return (lines, whole)
    }

    private static func unquote(_ name: String) -> String {
        guard name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 else { return name }
        return String(name.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }
}
