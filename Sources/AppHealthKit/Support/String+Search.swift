extension StringProtocol {
    /// Whether `needle` occurs in the text, compared byte by byte in UTF-8 (an empty needle never
    /// occurs, as with Foundation). Foundation's `contains(_:)` goes through `NSString` search on
    /// Linux and showed up in profiles of large audits; this overload, more specific than
    /// Foundation's generic one, is what every `text.contains("literal")` in the module calls.
    func contains(_ needle: String) -> Bool {
        guard !needle.isEmpty else { return false }
        var needle = needle
        return needle.withUTF8 { pattern in
            if let found = utf8.withContiguousStorageIfAvailable({ Self.occurs(pattern, in: $0) }) { return found }
            return Array(utf8).withUnsafeBufferPointer { Self.occurs(pattern, in: $0) }
        }
    }

    private static func occurs(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = pattern.count
        guard count <= text.count, let first = pattern.first else { return false }
        var index = 0
        let last = text.count - count
        while index <= last {
            if text[index] == first {
                var matched = 1
                while matched < count, text[index + matched] == pattern[matched] { matched += 1 }
                if matched == count { return true }
            }
            index += 1
        }
        return false
    }
}
