extension String {
    /// `utf8.lastIndex(of: byte)`, read backward through the string's contiguous UTF-8: the
    /// generic collection algorithm costs ~12 instructions a byte, and a path's last slash is
    /// asked for each file of the tree by several stages (its name, its folder, its target).
    func lastIndex(ofByte byte: UInt8) -> String.Index? {
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var offset = bytes.count
            while offset > 0 {
                offset -= 1
                if bytes[offset] == byte { return offset }
            }
            return nil
        }
        guard let found else { return utf8.lastIndex(of: byte) }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

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
        // slash, found in one pass over the bytes that also tells whether the path is such a one
        // (the offset of the last slash, -1 for none, -2 for another path). Splitting into names
        // and joining them cost ~58,000 instructions a path, three generic passes ~20,000 (the
        // unused-asset analysis asks for the folder of every asset set). Beyond ASCII a combining
        // mark may make a slash part of a Character, which `split` keeps whole: such a path is
        // read as below.
        let slash = UInt8(ascii: "/")
        let lastSlash = utf8.withContiguousStorageIfAvailable { bytes -> Int in
            guard let final = bytes.last, final != slash else { return -2 }
            var last = -1
            var previous: UInt8 = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte >= 0x80 { return -2 }
                if byte == slash {
                    if previous == slash { return -2 }
                    last = offset
                }
                previous = byte
            }
            return last
        } ?? -2
        if lastSlash >= -1 {
            guard lastSlash > 0 else { return lastSlash == 0 ? "/" : "" }
            return String(self[..<utf8.index(startIndex, offsetBy: lastSlash)])
        }
        let root = hasPrefix("/") ? "/" : ""
        let names = split(separator: "/").dropLast()  // empty names (`//`, a trailing `/`) dropped
        return root + names.joined(separator: "/")
    }
}
