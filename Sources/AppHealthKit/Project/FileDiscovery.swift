import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks the audited tree once: skips tool and build output folders and excluded globs,
/// never follows symlinked folders (no loops), and classifies every file.
public struct FileDiscovery: Sendable {
    /// Folders that only ever hold tool output or VCS data.
    public static let skippedFolderNames: Set<String> = [
        ".git", ".hg", ".svn", ".build", ".gradle", ".idea", ".swiftpm", "DerivedData", "node_modules",
    ]
    /// Folders of vendored dependencies: only their code is read (role `vendored`, never
    /// reported), so that a pod using `UIWebView` or a base view controller in `Pods/` counts.
    public static let vendoredFolderNames: Set<String> = ["Pods", "Carthage"]

    public var exclude: [Glob]
    /// Honour `.gitignore` and `.apphealthignore` files (root and nested); `--no-ignore` turns it off.
    public var respectIgnoreFiles: Bool

    public init(exclude: [Glob] = [], respectIgnoreFiles: Bool = true) {
        self.exclude = exclude
        self.respectIgnoreFiles = respectIgnoreFiles
    }

    public func discover(root: URL) -> ProjectTree {
        var raw: [(path: String, url: URL, size: Int)] = []
        var skipped: [SkippedPath] = []
        // `.gitignore` hides untracked files only: with no index (an exported archive) every file
        // was tracked and nothing is hidden by it; `.apphealthignore` always applies.
        let index = respectIgnoreFiles ? GitIndex.load(forRoot: root) : nil
        let inherited = index.map { IgnoreStack.above(root: root, index: $0) } ?? IgnoreStack()
        var stack: [(url: URL, path: String, ignores: IgnoreStack, vendored: Bool)] = [(root, "", inherited, false)]
        while let (folderURL, folderPath, parentIgnores, vendored) = stack.popLast() {
            let ignores = respectIgnoreFiles ? parentIgnores.entering(folder: folderPath, url: folderURL, gitignore: index != nil) : parentIgnores
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folderURL.path)
            } catch {
                skipped.append(SkippedPath(path: folderPath.isEmpty ? "." : folderPath, reason: "cannot list folder"))
                continue
            }
            for name in names.sorted() {
                let path = folderPath.isEmpty ? name : folderPath + "/" + name
                let url = folderURL.appendingPathComponent(name)
                guard let entry = Self.entryType(of: url) else { continue }
                if exclude.contains(where: { $0.matches(path) }) { continue }
                switch entry {
                case .folder:
                    guard !Self.isSkippedFolder(name: name, path: path) else { continue }
                    if ignores.ignores(path, isFolder: true), !(index?.folders.contains(path) ?? false) { continue }
                    stack.append((url, path, ignores, vendored || Self.vendoredFolderNames.contains(name)))
                case .symlinkedFolder:
                    continue  // never followed: avoids loops and double counting
                case .file(let size):
                    if ignores.ignores(path, isFolder: false), !(index?.files.contains(path) ?? false) { continue }
                    // Inside vendored folders only code is read: its facts decide verdicts about the app.
                    if vendored, !Self.isVendoredCode(name) { continue }
                    raw.append((path, url, size))
                }
            }
        }
        raw.sort { $0.path < $1.path }
        return classify(root: root, raw: raw, skipped: skipped)
    }

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
    }

    private static func entryType(of url: URL) -> EntryType? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { return .folder }
        if type == S_IFREG { return .file(size: Int(info.st_size)) }
        if type == S_IFLNK {
            var target = stat()
            guard stat(url.path, &target) == 0 else { return nil }  // dangling link
            let targetType = target.st_mode & S_IFMT
            if targetType == S_IFDIR { return .symlinkedFolder }
            if targetType == S_IFREG { return .file(size: Int(target.st_size)) }
        }
        return nil  // sockets, devices, fifos
    }

    // MARK: - Classification

    private func classify(root: URL, raw: [(path: String, url: URL, size: Int)], skipped: [SkippedPath]) -> ProjectTree {
        let paths = Set(raw.map(\.path))
        let manifests = raw.map(\.path).filter { $0 == "AndroidManifest.xml" || $0.hasSuffix("/AndroidManifest.xml") }
        var resDirectories = Set<String>()
        var modules: [String: (manifests: Set<String>, res: Set<String>)] = [:]

        func folder(of path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "" }
            return String(path[..<slash])
        }
        func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
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
        // A res folder is Android's when it sits next to a manifest or at src/<set>/res.
        for entry in raw {
            let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 3, let resIndex = parts.lastIndex(of: "res"), resIndex == parts.count - 3 else { continue }
            let resPath = parts[...resIndex].joined(separator: "/")
            if resDirectories.contains(resPath) { continue }
            let owner = folder(of: resPath)
            if paths.contains(join(owner, "AndroidManifest.xml")) || moduleRoot(ofSourceSet: owner) != nil {
                resDirectories.insert(resPath)
                modules[moduleRoot(ofSourceSet: owner) ?? owner, default: ([], [])].res.insert(resPath)
            }
        }

        var files: [ProjectFile] = []
        files.reserveCapacity(raw.count)
        for entry in raw {
            var kind = FileKind.classify(path: entry.path)
            var resDirectory: String?
            let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count >= 3 {
                let resPath = parts[..<(parts.count - 2)].joined(separator: "/")
                if resDirectories.contains(resPath), let resFolder = AndroidResourceFolder(String(parts[parts.count - 2])) {
                    kind = .androidResource(resFolder)
                    resDirectory = resPath
                }
            }
            files.append(ProjectFile(path: entry.path, url: entry.url, kind: kind, size: entry.size, resDirectory: resDirectory))
        }
        let androidModules = modules.map { path, parts in
            AndroidModule(path: path, manifests: parts.manifests.sorted(), resDirectories: parts.res.sorted())
        }.sorted { $0.path < $1.path }
        return ProjectTree(root: root, files: files, androidModules: androidModules, skipped: skipped)
    }
}
