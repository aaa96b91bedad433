extension StringProtocol {
    /// The text without leading and trailing white space (including newlines). Cheaper than
    /// Foundation's `trimmingCharacters(in:)`, which shows up in profiles of large audits.
    func trimmedWhitespace() -> String {
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
