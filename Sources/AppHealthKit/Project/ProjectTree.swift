import Foundation

/// The files of an audited tree, found in one walk, classified, with the Android modules among them.
public struct ProjectTree: Sendable {
    public var root: URL
    /// Files sorted by path.
    public var files: [ProjectFile]
    public var androidModules: [AndroidModule] {
        didSet { (moduleIndex, moduleLengths) = (Self.index(androidModules), Set(androidModules.map(\.path.utf8.count))) }
    }
    /// Paths the walk could not read, with the reason (reported, never fatal).
    public var skipped: [SkippedPath]
    /// Module path → position in `androidModules` (the first of equal paths).
    private var moduleIndex: [String: Int]
    /// The lengths (in bytes) of the module paths.
    private var moduleLengths: Set<Int>

    public init(root: URL, files: [ProjectFile], androidModules: [AndroidModule], skipped: [SkippedPath] = []) {
        self.root = root
        self.files = files
        self.androidModules = androidModules
        self.skipped = skipped
        moduleIndex = Self.index(androidModules)
        moduleLengths = Set(androidModules.map(\.path.utf8.count))
    }

    private static func index(_ modules: [AndroidModule]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, module) in modules.enumerated() where index[module.path] == nil { index[module.path] = position }
        return index
    }

    /// The module a file belongs to: the one with the longest root that prefixes the path. The
    /// folders above the path are looked up, deepest first (filtering every module for every
    /// file cost 2 % of an audit of an app with 200 modules).
    public func androidModule(containing path: String) -> AndroidModule? {
        // The folders above the path, deepest first, found by bytes; a folder is made a string
        // only when some module's path has its length (most have none).
        let utf8 = path.utf8
        var end = utf8.endIndex
        while let slash = utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            end = slash
            let folder = path[..<slash]
            if !folder.isEmpty, moduleLengths.contains(folder.utf8.count), let position = moduleIndex[String(folder)] {
                return androidModules[position]
            }
        }
        return moduleIndex[""].map { androidModules[$0] }
    }
}

/// A path the audit did not read, and why (shown by name only, never with content).
public struct SkippedPath: Sendable, Codable, Hashable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
