extension StringProtocol {
    /// The text without leading and trailing white space (including newlines). Cheaper than
    /// Foundation's `trimmingCharacters(in:)`, which shows up in profiles of large audits.
    func trimmedWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
