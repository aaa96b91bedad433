extension String {
    /// The path without its last component, read as `NSString.deletingLastPathComponent` reads
    /// it: `x/y/z` → `x/y`, `x/a/` → `x`, `x//y/z` → `x/y`, `/a` → `/`, `a` → `` (no folder
    /// named), `/` → `/`.
    /// swift-corelibs-foundation (Swift 6.3) stops the process on a one-character name (`a`,
    /// `r/`), which `-o r` hands to the report writer; this never does. (A path of slashes
    /// only is `/` here; Foundation says `` for two or more.) For a user's path: the tree's own
    /// paths, never with a leading, trailing or doubled slash, have cheaper helpers
    /// (`XcodeProject.parent(of:)`).
    var parentPath: String {
        let root = hasPrefix("/") ? "/" : ""
        let names = split(separator: "/").dropLast()  // empty names (`//`, a trailing `/`) dropped
        return root + names.joined(separator: "/")
    }
}
