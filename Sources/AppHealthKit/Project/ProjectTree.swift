import Foundation

/// The files of an audited tree, found in one walk, classified, with the Android modules among them.
public struct ProjectTree: Sendable {
    public var root: URL
    /// Files sorted by path.
    public var files: [ProjectFile]
    public var androidModules: [AndroidModule] {
        didSet { moduleIndex = Self.index(androidModules) }
    }
    /// Paths the walk could not read, with the reason (reported, never fatal).
    public var skipped: [SkippedPath]
    /// Module path → position in `androidModules` (the first of equal paths).
    private var moduleIndex: [String: Int]

    public init(root: URL, files: [ProjectFile], androidModules: [AndroidModule], skipped: [SkippedPath] = []) {
        self.root = root
        self.files = files
        self.androidModules = androidModules
        self.skipped = skipped
        moduleIndex = Self.index(androidModules)
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
        for folder in PathRoles.ancestors(of: path).reversed() where !folder.isEmpty {
            if let position = moduleIndex[String(folder)] { return androidModules[position] }
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
