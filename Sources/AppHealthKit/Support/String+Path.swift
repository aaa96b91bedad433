extension String {
    /// The path without its last component, read as `NSString.deletingLastPathComponent` reads
    /// it: `x/y/z` → `x/y`, `x/a/` → `x`, `x//y/z` → `x/y`, `/a` → `/`, `a` → `` (no folder
    /// named), `/` → `/`.
    /// swift-corelibs-foundation (Swift 6.3) stops the process on a one-character name (`a`,
    /// `r/`), which `-o r` hands to the report writer; this never does. (A path of slashes
    /// only is `/` here; Foundation says `` for two or more.)
    var parentPath: String {
        let bytes = Array(utf8)
        var end = bytes.count
        while end > 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        if end == 1, bytes[0] == UInt8(ascii: "/") { return "/" }
        guard var cut = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) else { return "" }
        while cut > 0, bytes[cut - 1] == UInt8(ascii: "/") { cut -= 1 }
        if cut == 0 { return "/" }
        // Runs of slashes inside are one, as Foundation writes them (`x//y/z` → `x/y`).
        var kept: [UInt8] = []
        kept.reserveCapacity(cut)
        for (index, byte) in bytes[..<cut].enumerated() where !(byte == UInt8(ascii: "/") && index > 0 && bytes[index - 1] == byte) {
            kept.append(byte)
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
