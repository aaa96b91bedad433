import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks the audited tree once: skips tool and build output folders and excluded globs,
/// never follows symlinked folders (no loops) nor links that leave the audited root, lists what
/// it could not read in `skipped`, and classifies every file.
public struct FileDiscovery: Sendable {
    /// Folders that only ever hold tool output or VCS data.
    public static let skippedFolderNames: Set<String> = [
        ".git", ".hg", ".svn", ".build", ".gradle", ".idea", ".swiftpm", "DerivedData", "node_modules",
    ]
    /// Folders of vendored dependencies: only their code is read (role `vendored`, never
    /// reported), so that a pod using `UIWebView` or a base view controller in `Pods/` counts.
    /// Not their tests, examples and documentation (`isUnshippedVendoredFolder`).
    public static let vendoredFolderNames: Set<String> = ["Pods", "Carthage"]

    public var exclude: [Glob]
    /// Honour `.gitignore` and `.apphealthignore` files (root and nested); `--no-ignore` turns it off.
    public var respectIgnoreFiles: Bool

    /// Threads listing folders side by side (one level of the tree at a time).
    public var jobs: Int

    public init(exclude: [Glob] = [], respectIgnoreFiles: Bool = true, jobs: Int = 1) {
        self.exclude = exclude
        self.respectIgnoreFiles = respectIgnoreFiles
        self.jobs = max(1, jobs)
    }

    /// A folder still to list, with the ignore rules in force above it.
    private struct Pending: Sendable {
        /// The folder's path on disk (the audited root's path, then `/name` per level).
        var fullPath: String
        var path: String
        var ignores: IgnoreStack
        var vendored: Bool
    }

    /// What listing one folder found.
    private struct Listed: Sendable {
        var files: [(path: String, fullPath: String, size: Int)] = []
        var skipped: [SkippedPath] = []
        var folders: [Pending] = []
    }

    public func discover(root: URL) -> ProjectTree {
        var skipped: [SkippedPath] = []
        let containment = RootContainment(root: root)
        // `.gitignore` hides untracked files only: with no index (an exported archive) every file
        // was tracked and nothing is hidden by it; `.apphealthignore` always applies.
        let index = respectIgnoreFiles ? GitIndex.load(forRoot: root) : nil
        let inherited = index.map { IgnoreStack.above(root: root, index: $0) } ?? IgnoreStack()
        // Folders are listed side by side from one shared queue (a worker lists the next folder
        // as soon as it is free); the files are put in path order at the end, so the order the
        // folders finish in does not matter.
        // Paths on disk are strings joined by `/`: Foundation's `URL.appendingPathComponent` cost
        // ~16,000 instructions an entry (9 % of an audit of Thunderbird, on the run's serial start).
        let start = Pending(fullPath: root.path, path: "", ignores: inherited, vendored: false)
        let listed = parallelWalk([start], jobs: jobs) { folder in
            let listed = list(folder, index: index, containment: containment)
            return ((folder.path, listed), listed.folders)
        }
        let raw = Self.inPathOrder(Dictionary(listed, uniquingKeysWith: { first, _ in first }))
        for (_, folder) in listed { skipped += folder.skipped }
        skipped.sort { ($0.path, $0.reason) < ($1.path, $1.reason) }
        return classify(root: root, raw: raw, skipped: skipped)
    }

    /// Every listed file, sorted by path: each folder's files (listed in name order) merged with
    /// its subfolders' files in turn, as `sort` by path would order them (a subfolder's files
    /// come where its name followed by `/` sorts among the file names), without sorting the
    /// whole tree. An explicit stack, not recursion: trees may be thousands of folders deep.
    private static func inPathOrder(_ listings: [String: Listed]) -> [(path: String, fullPath: String, size: Int)] {
        var files: [(path: String, fullPath: String, size: Int)] = []
        files.reserveCapacity(listings.values.reduce(0) { $0 + $1.files.count })
        guard let root = listings[""] else { return files }
        /// The key a folder's files sort by among its siblings: its path and `/`.
        func key(_ listed: Listed, _ folder: Int) -> String? {
            folder < listed.folders.count ? Self.joined(listed.folders[folder].path, "") : nil
        }
        var stack: [(listed: Listed, file: Int, folder: Int, key: String?)] = [(root, 0, 0, key(root, 0))]
        while let top = stack.last {
            let level = stack.count - 1
            let (listed, file, folder) = (top.listed, top.file, top.folder)
            if file < listed.files.count, top.key.map({ listed.files[file].path < $0 }) ?? true {
                files.append(listed.files[file])
                stack[level].file += 1
            } else if folder < listed.folders.count {
                stack[level].folder += 1
                stack[level].key = key(listed, folder + 1)
                if let child = listings[listed.folders[folder].path] { stack.append((child, 0, 0, key(child, 0))) }
            } else {
                stack.removeLast()
            }
        }
        // The merge orders paths as `<` does; should a name ever compare otherwise, the sort decides.
        if !zip(files, files.dropFirst()).allSatisfy({ $0.path < $1.path }) { files.sort { $0.path < $1.path } }
        return files
    }

    private func list(_ folder: Pending, index: GitIndex?, containment: RootContainment) -> Listed {
        var result = Listed()
        let folderFullPath = folder.fullPath
        let listing = Self.list(folderFullPath, containment: containment)
        if let failure = listing.failure {
            result.skipped.append(SkippedPath(path: folder.path.isEmpty ? "." : folder.path, reason: "cannot list folder: \(failure)"))
            return result
        }
        // Only ignore files the listing holds are read (no failed open per folder).
        let ignores = respectIgnoreFiles
            ? folder.ignores.entering(folder: folder.path, fullPath: folder.fullPath, gitignore: index != nil, present: { listing.names.contains($0) })
            : folder.ignores
        for name in listing.undecodable {
            let path = folder.path.isEmpty ? name : folder.path + "/" + name
            result.skipped.append(SkippedPath(path: path, reason: "the name is not UTF-8 (shown with \\x escapes)"))
        }
        for (name, type) in zip(listing.names, listing.types).sorted(by: { $0.0 < $1.0 }) {
            let path = Self.joined(folder.path, name)
            if exclude.contains(where: { $0.matches(path) }) { continue }
            let fullPath = Self.joined(folderFullPath, name)
            switch type {
            case .folder:
                guard !Self.isSkippedFolder(name: name, path: path) else { continue }
                if folder.vendored, Self.isUnshippedVendoredFolder(name) { continue }
                if ignores.ignores(path, isFolder: true), !(index?.folders.contains(path) ?? false) { continue }
                result.folders.append(Pending(
                    fullPath: fullPath, path: path, ignores: ignores,
                    vendored: folder.vendored || Self.vendoredFolderNames.contains(name)))
            case .symlinkedFolder:
                continue  // never followed: avoids loops and double counting
            case .file(let size):
                if ignores.ignores(path, isFolder: false), !(index?.files.contains(path) ?? false) { continue }
                // Inside vendored folders only code is read: its facts decide verdicts about the app.
                if folder.vendored, !Self.isVendoredCode(name) { continue }
                result.files.append((path, fullPath, size))
            case .skipped(let reason):
                result.skipped.append(SkippedPath(path: path, reason: reason))
            }
        }
        return result
    }

    /// `folder + "/" + name` in one allocation and two copies of bytes (`+` made two allocations
    /// and copied the folder twice; appending to a reserved string took the general append,
    /// ~1,400 instructions a path); `name` alone in the root (`""`).
    static func joined(_ folder: String, _ name: String) -> String {
        guard !folder.isEmpty else { return name }
        var (folder, name) = (folder, name)
        let count = folder.utf8.count + 1 + name.utf8.count
        return folder.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: count) { buffer in
                    var end = buffer.initialize(fromContentsOf: head)
                    buffer[end] = UInt8(ascii: "/")
                    end += 1
                    return end + UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: tail)
                }
            }
        }
    }

    /// A folder of a vendored dependency that its app does not build: the library's tests,
    /// example and demo apps, documentation and benchmarks (`Carthage/Checkouts` holds whole
    /// repositories). Their code would count as shipping (a demo app's `UIWebView` failing the
    /// App Store check) and cost most of the run: OneBusAway's checkouts hold 24 MB of Swift,
    /// 20 MB of it swift-protobuf's tests and reference output.
    static func isUnshippedVendoredFolder(_ name: String) -> Bool {
        // Tests by the names that make a folder of the app's own tests (`Tests`, `QuickTests`, `NimbleSpecs`).
        if PathRoles.isTestFolder(name) || unshippedVendoredFolderNames.contains(name) { return true }
        // `Example-iOS`, `Examples_macOS`, `ExampleApp`, `DemoApp` (not a pod named `DemoKit`).
        for prefix in ["Example", "Demo", "Sample"] where name.hasPrefix(prefix) {
            var rest = name.dropFirst(prefix.count)
            if rest.hasPrefix("s") { rest = rest.dropFirst() }
            if rest.isEmpty || rest.hasPrefix("-") || rest.hasPrefix("_") || rest.hasPrefix(" ") || ["App", "Apps", "Project"].contains(rest) { return true }
        }
        return false
    }

    /// Examples, docs and benchmarks; tests are `PathRoles.isTestFolder`'s.
    static let unshippedVendoredFolderNames: Set<String> = [
        "Spec", "example", "examples", "demo", "demos", "sample", "samples",
        "docs", "doc", "Docs", "Documentation", "Benchmarks", "Benchmark",
        // swift-protobuf's generated reference output for its tests.
        "Reference",
    ]

    static func isVendoredCode(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h")
    }

    /// `build` folders are Gradle/Xcode output, except a source package that happens to be named so.
    static func isSkippedFolder(name: String, path: String) -> Bool {
        if skippedFolderNames.contains(name) { return true }
        if name == "build" {
            return !path.split(separator: "/").dropLast().contains("src")
        }
        return false
    }

    private enum EntryType {
        case folder
        case symlinkedFolder
        case file(size: Int)
        /// Not audited, and said so: the reason names the OS error or the kind of entry.
        case skipped(String)
    }

    static let outsideLinkReason = "symbolic link to a path outside the audited folder"

    /// Symbolic links are followed only when their target resolves inside the audited root:
    /// the tree is untrusted, and `strings.xml -> /etc/passwd` must not reach a report.
    private static func entryType(of path: String, containment: RootContainment) -> EntryType {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .skipped(Self.osError(errno)) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { return .folder }
        if type == S_IFREG { return .file(size: Int(info.st_size)) }
        if type == S_IFLNK {
            guard let resolved = RootContainment.resolve(path) else { return .skipped("broken symbolic link: \(Self.osError(errno))") }
            guard containment.contains(resolved) else { return .skipped(outsideLinkReason) }
            var target = stat()
            guard stat(resolved, &target) == 0 else { return .skipped("broken symbolic link: \(Self.osError(errno))") }
            let targetType = target.st_mode & S_IFMT
            if targetType == S_IFDIR { return .symlinkedFolder }
            if targetType == S_IFREG { return .file(size: Int(target.st_size)) }
        }
        return .skipped("not a regular file or folder")  // sockets, devices, fifos
    }

    static func osError(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// A folder's entries, each with its type. Paths are Swift strings throughout the engine, so
    /// names that are not UTF-8 are returned apart, escaped (`\xFF`), to be reported rather than
    /// dropped silently.
    private static func list(_ path: String, containment: RootContainment) -> (names: [String], types: [EntryType], undecodable: [String], failure: String?) {
        guard let directory = opendir(path) else { return ([], [], [], osError(errno)) }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var names: [String] = []
        var types: [EntryType] = []
        var undecodable: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validatingCString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if let name {
                if name == "." || name == ".." { continue }
                names.append(name)
                types.append(entryType(of: name, kind: entry.pointee.d_type, in: descriptor, folder: path, containment: containment))
            } else {
                undecodable.append(escapedName(withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }))
            }
        }
        return (names, types, undecodable, nil)
    }

    /// An entry's type from what the listing says of it: a folder needs no `stat`, a file is
    /// asked for its size relative to the open folder (the kernel walks one name, not the whole
    /// path: path walks were a tenth of a large Android app's audit). Links, and file systems
    /// that do not say, take the full path's `entryType(of:containment:)`.
    private static func entryType(of name: String, kind: UInt8, in folder: Int32, folder path: String, containment: RootContainment) -> EntryType {
        // A full path the OS cannot take (`File name too long`) is said so, as the full path's
        // `stat` says (and as reading the file later would find).
        guard path.utf8.count + 1 + name.utf8.count < Int(PATH_MAX) else { return entryType(of: path + "/" + name, containment: containment) }
        switch Int32(kind) {
        case Int32(DT_DIR):
            return .folder
        case Int32(DT_REG):
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .skipped(Self.osError(errno)) }
            // Replaced since the listing: the full path's reading decides.
            guard info.st_mode & S_IFMT == S_IFREG else { return entryType(of: path + "/" + name, containment: containment) }
            return .file(size: Int(info.st_size))
        default:
            return entryType(of: path + "/" + name, containment: containment)
        }
    }

    /// Printable ASCII as is, every other byte as `\xHH`.
    static func escapedName(_ bytes: [UInt8]) -> String {
        bytes.map { (0x20..<0x7F).contains($0) && $0 != 0x5C ? String(UnicodeScalar($0)) : "\\x" + ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true) }
            .joined()
    }

    // MARK: - Classification

    /// The tree of files already found (by path and size): how `merge` rebuilds the tree from
    /// the shards' shares of it. Classification depends on nothing else.
    static func tree(root: URL, files: [(path: String, size: Int)], skipped: [SkippedPath]) -> ProjectTree {
        let rootPath = root.path
        let raw = files.sorted { $0.path < $1.path }.map { (path: $0.path, fullPath: rootPath + "/" + $0.path, size: $0.size) }
        return FileDiscovery().classify(root: root, raw: raw, skipped: skipped.sorted { $0.path < $1.path })
    }

    /// Whether a `res` folder may hold the path (a component named `res` before the file's
    /// name): a byte search that spares most paths `tail(of:)`.
    static func mayBeInRes(_ path: String) -> Bool {
        path.hasASCIIPrefix("res/") || path.contains("/res/")
    }

    /// A path cut at its last two slashes (`a/res` · `values` · `strings.xml`), as splitting on
    /// every slash (keeping empty parts) and joining all but the last two would give; `nil` for a
    /// path with fewer than two slashes. `outerIsRes`: the outer part's last component is `res`.
    static func tail(of path: String) -> (outer: Substring, parent: Substring, name: Substring, outerIsRes: Bool)? {
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        guard let last = bytes.lastIndex(of: slash), let second = bytes[..<last].lastIndex(of: slash) else { return nil }
        let outer = path[..<second]
        let outerStart = bytes[..<second].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
        return (outer, path[bytes.index(after: second)..<last], path[bytes.index(after: last)...], path[outerStart..<second] == "res")
    }

    /// The module of a folder nested in a source set's `res` (`app/src/main/res/layouts/main` →
    /// `app`), or `nil` when it is not in one.
    static func moduleOfNestedRes(_ folder: String) -> String? {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        guard let src = parts.lastIndex(of: "src"), src + 3 < parts.count, parts[src + 2] == "res" else { return nil }
        return parts[..<src].joined(separator: "/")
    }

    private func classify(root: URL, raw: [(path: String, fullPath: String, size: Int)], skipped: [SkippedPath]) -> ProjectTree {
        let paths = Set(raw.map(\.path))
        let manifests = raw.map(\.path).filter { $0 == "AndroidManifest.xml" || $0.hasSuffix("/AndroidManifest.xml") }
        var resDirectories = Set<String>()
        var modules: [String: (manifests: Set<String>, res: Set<String>)] = [:]

        func folder(of path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "" }
            return String(path[..<slash])
        }
        /// `X/src/<set>` → `X`; otherwise the folder itself.
        func moduleRoot(ofSourceSet folder: String) -> String? {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2] == "src" else { return nil }
            return parts.dropLast(2).joined(separator: "/")
        }

        for manifest in manifests {
            let dir = folder(of: manifest)
            let moduleRootPath = moduleRoot(ofSourceSet: dir) ?? dir
            modules[moduleRootPath, default: ([], [])].manifests.insert(manifest)
        }
        // A res folder is Android's when it sits next to a manifest or at src/<set>/res; so is a
        // folder nested in such a res folder that holds resource-type folders (FastHub's
        // `src/main/res/layouts/main_layouts/layout/…`): Android reads nothing nested in `res`,
        // so it is one of the module's extra `res.srcDirs`.
        for entry in raw {
            guard Self.mayBeInRes(entry.path), let tail = Self.tail(of: entry.path), tail.parent != "res", tail.name != "res" else { continue }
            let resPath = String(tail.outer)
            if resDirectories.contains(resPath) { continue }
            if !tail.outerIsRes {
                guard AndroidResourceFolder(String(tail.parent)) != nil, let module = Self.moduleOfNestedRes(resPath) else { continue }
                resDirectories.insert(resPath)
                modules[module, default: ([], [])].res.insert(resPath)
                continue
            }
            let owner = folder(of: resPath)
            if paths.contains(Self.joined(owner, "AndroidManifest.xml")) || moduleRoot(ofSourceSet: owner) != nil {
                resDirectories.insert(resPath)
                modules[moduleRoot(ofSourceSet: owner) ?? owner, default: ([], [])].res.insert(resPath)
            }
        }

        // Each file's kind depends on its path and the res folders only: chunks side by side
        // (small enough that an app of a few thousand files is shared between cores).
        let chunk = 512
        let starts = Array(stride(from: 0, to: raw.count, by: chunk))
        let directories = resDirectories
        let classified = parallelMap(starts, jobs: jobs) { start -> [ProjectFile] in
            // The files of one folder come together: its res verdict is worked out once.
            var last: (folder: Substring, resource: (folder: AndroidResourceFolder, directory: String)?)?
            return raw[start..<min(start + chunk, raw.count)].map { entry in
                var kind = FileKind.classify(path: entry.path)
                var resDirectory: String?
                // Every res folder's last component is `res`: other files are not looked up.
                if Self.mayBeInRes(entry.path), let tail = Self.tail(of: entry.path), tail.outerIsRes || directories.contains(String(tail.outer)) {
                    let folder = entry.path[..<tail.name.startIndex]
                    if last?.folder != folder {
                        let resPath = String(tail.outer)
                        last = (folder, directories.contains(resPath) ? AndroidResourceFolder(String(tail.parent)).map { ($0, resPath) } : nil)
                    }
                    if let resource = last?.resource, !Self.isIgnoredByPackaging(tail.name) {
                        kind = .androidResource(resource.folder)
                        resDirectory = resource.directory
                    }
                }
                return ProjectFile(path: entry.path, fullPath: entry.fullPath, kind: kind, size: entry.size, resDirectory: resDirectory)
            }
        }.flatMap { $0 }
        let files = Self.withCHeaders(classified)
        let androidModules = modules.map { path, parts in
            AndroidModule(path: path, manifests: parts.manifests.sorted(), resDirectories: parts.res.sorted())
        }.sorted { $0.path < $1.path }
        return ProjectTree(root: root, files: files, androidModules: androidModules, skipped: skipped)
    }
}

extension FileDiscovery {
    /// Headers beside C or C++ sources in a folder with no Objective-C are C or C++ (`other`):
    /// apphealth reads Objective-C, not C (iOS Frotz's TADS engine, `tads3/tcglob.h` with its
    /// `.cpp` files). A folder with both keeps its headers (Frotz's `minizip/`, with the app's
    /// `extractzfromz.m` beside `unzip.c`).
    static func withCHeaders(_ files: [ProjectFile]) -> [ProjectFile] {
        guard files.contains(where: { $0.kind == .objcHeader }) else { return files }
        var objectiveC = Set<String>(), cSources = Set<String>()
        for file in files {
            let name = file.name
            if file.kind == .objc {
                objectiveC.insert(XcodeProjectReader.parent(of: file.path))
            } else if name.hasSuffix(".c") || name.hasSuffix(".cpp") || name.hasSuffix(".cc") || name.hasSuffix(".cxx") {
                cSources.insert(XcodeProjectReader.parent(of: file.path))
            }
        }
        guard !cSources.isEmpty else { return files }
        return files.map { file in
            guard file.kind == .objcHeader else { return file }
            let folder = XcodeProjectReader.parent(of: file.path)
            guard cSources.contains(folder), !objectiveC.contains(folder) else { return file }
            var header = file
            header.kind = .other
            return header
        }
    }

    /// Files in a `res` folder that the Android build never packages (aapt's default
    /// `ignoreAssetsPattern`: hidden files, `thumbs.db`, `picasa.ini`, `CVS`, `*.scc`, `*~`):
    /// not resources (Catima's `res/raw/.gitignore` is no raw resource `gitignore`).
    static func isIgnoredByPackaging(_ name: Substring) -> Bool {
        if name.hasPrefix(".") || name.hasSuffix("~") { return true }
        let lowered = name.lowercased()
        return lowered == "thumbs.db" || lowered == "picasa.ini" || lowered == "cvs" || lowered.hasSuffix(".scc")
    }
}

/// Whether a resolved path lies inside the audited root (both resolved with `realpath`, so
/// `..`, links along the way and a root given through a link all count as they resolve).
struct RootContainment: Sendable {
    let root: String

    init(root: URL) {
        self.root = Self.resolve(root.path) ?? root.standardizedFileURL.path
    }

    func contains(_ resolved: String) -> Bool {
        resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `realpath(3)`, or `nil` (with `errno` set) for a dangling link or a loop.
    static func resolve(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
