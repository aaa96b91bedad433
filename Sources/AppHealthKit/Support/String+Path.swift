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
        // An ASCII path without a doubled or trailing slash (nearly all): what precedes its last
        // slash, found by bytes. Splitting into names and joining them cost ~58,000 instructions
        // a path (the unused-asset analysis asks for the folder of every asset set, several
        // times). Beyond ASCII a combining mark may make a slash part of a Character, which
        // `split` keeps whole: such a path is read as below.
        let slash = UInt8(ascii: "/")
        let plain = (utf8.last.map { $0 != slash } ?? false) && utf8.allSatisfy { $0 < 0x80 }
            && !zip(utf8, utf8.dropFirst()).contains { $0 == slash && $1 == slash }
        if plain {
            guard let lastSlash = utf8.lastIndex(of: slash) else { return "" }
            return lastSlash == startIndex ? "/" : String(self[..<lastSlash])
        }
        let root = hasPrefix("/") ? "/" : ""
        let names = split(separator: "/").dropLast()  // empty names (`//`, a trailing `/`) dropped
        return root + names.joined(separator: "/")
    }
}
