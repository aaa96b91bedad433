import Foundation

/// The files of an audited tree, found in one walk, classified, with the Android modules among them.
public struct ProjectTree: Sendable {
    public var root: URL
    /// Files sorted by path.
    public var files: [ProjectFile]
    public var androidModules: [AndroidModule]
    /// Paths the walk could not read, with the reason (reported, never fatal).
    public var skipped: [SkippedPath]

    public init(root: URL, files: [ProjectFile], androidModules: [AndroidModule], skipped: [SkippedPath] = []) {
        self.root = root
        self.files = files
        self.androidModules = androidModules
        self.skipped = skipped
    }

    /// The module a file belongs to: the one with the longest root that prefixes the path.
    public func androidModule(containing path: String) -> AndroidModule? {
        androidModules
            .filter { $0.path.isEmpty || path.hasPrefix($0.path + "/") }
            .max { $0.path.count < $1.path.count }
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
