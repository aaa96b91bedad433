extension StringProtocol {
    /// The text without leading and trailing white space (including newlines). Cheaper than
    /// Foundation's `trimmingCharacters(in:)`, which shows up in profiles of large audits.
    func trimmedWhitespace() -> String {
        // ASCII edges (nearly all text) byte by byte; anything else as Characters, which know
        // Unicode white space and combining marks.
        let edges = utf8.withContiguousStorageIfAvailable { bytes -> (start: Int, end: Int)? in
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
            var start = 0
            var end = bytes.count
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            if start == end { return (0, 0) }
            return bytes[start] < 0x80 && bytes[end - 1] < 0x80 ? (start, end) : nil
        }
        if let found = edges ?? nil {
            if found.start == found.end { return "" }
            let from = utf8.index(utf8.startIndex, offsetBy: found.start)
            let to = utf8.index(from, offsetBy: found.end - found.start)
            return String(self[from..<to])
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// The text without the given characters at either end.
    func trimming(_ set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
