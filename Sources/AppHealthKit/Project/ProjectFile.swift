import Foundation

/// One discovered file.
public struct ProjectFile: Sendable, Hashable {
    /// Relative to the audited root, forward slashes.
    public var path: String {
        didSet { name = Self.name(of: path) }
    }
    /// The file on disk. Made from `fullPath` when asked (discovery no longer builds a URL per
    /// file; reading opens `fullPath`).
    public var url: URL {
        get { URL(fileURLWithPath: fullPath, isDirectory: false) }
        set { fullPath = newValue.path }
    }
    /// The file's path on disk.
    public var fullPath: String
    public var kind: FileKind
    public var size: Int
    /// For Android resources: the relative path of the `res` directory holding the file.
    public var resDirectory: String?
    /// The file name, e.g. `ic_star.9.png`. Kept with the path: rules and the project model ask
    /// for it often (made on every ask, it cost 2 % of an audit of a large Android app).
    public private(set) var name: String

    public init(path: String, url: URL, kind: FileKind, size: Int, resDirectory: String? = nil) {
        self.init(path: path, fullPath: url.path, kind: kind, size: size, resDirectory: resDirectory)
    }

    public init(path: String, fullPath: String, kind: FileKind, size: Int, resDirectory: String? = nil) {
        self.path = path
        self.fullPath = fullPath
        self.kind = kind
        self.size = size
        self.resDirectory = resDirectory
        name = Self.name(of: path)
    }

    /// The last component of a path (the last non-empty one when it ends with a slash).
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(ofByte: UInt8(ascii: "/")) else { return path }
        let name = path[path.utf8.index(after: slash)...]
        return name.isEmpty ? path.split(separator: "/").last.map(String.init) ?? path : String(name)
    }

    /// The Android resource name: the file name up to its first dot (`ic_star` for `ic_star.9.png`).
    public var resourceName: String {
        let utf8 = name.utf8
        // Past ASCII, a combining mark after a dot makes one character with it: `split` decides.
        guard !utf8.contains(where: { $0 >= 0x80 }) else { return name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name }
        // Leading dots are skipped, as `split` omits the empty pieces before them (`.9.png` → `9`).
        guard let start = utf8.firstIndex(where: { $0 != UInt8(ascii: ".") }) else { return name }
        return String(name[start..<(utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex)])
    }

    public var resourceFolder: AndroidResourceFolder? {
        if case .androidResource(let folder) = kind { return folder }
        return nil
    }

    /// Whether the file is XML that the Android XML parser should read.
    public var isAndroidXML: Bool {
        switch kind {
        case .androidManifest: return true
        case .androidResource: return path.lowercased().hasSuffix(".xml")
        default: return false
        }
    }

    public var isImage: Bool {
        // The last non-empty part between dots, lowercased (`name.split(separator: ".").last`).
        let part = FileKind.lastDotPart(name)
        let ext = part.utf8.contains { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 } ? part.lowercased() : String(part)
        return FileKind.imageExtensions.contains(ext)
    }
}

/// An Android module: a folder with `src/<set>/res` or a `res` next to an `AndroidManifest.xml`.
public struct AndroidModule: Sendable, Codable, Hashable {
    /// Module root relative to the audited root (`""` for the root itself).
    public var path: String
    /// Relative paths of its manifests, sorted.
    public var manifests: [String]
    /// Relative paths of its `res` directories, sorted.
    public var resDirectories: [String]

    public var displayName: String { path.isEmpty ? "(root)" : path }
}
