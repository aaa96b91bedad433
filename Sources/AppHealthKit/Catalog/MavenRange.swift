/// A Maven version range (`[4,5)`, `(,2.0]`, `[1.0,)`, `[1.2]`): Gradle resolves it to the
/// highest version inside, so a build can change under the team; judged by its upper bound.
public struct MavenRange: Sendable, Hashable {
    public var lower: String?
    public var lowerInclusive: Bool
    public var upper: String?
    public var upperInclusive: Bool

    public init?(_ text: String) {
        let body = text.trimmedWhitespace()
        guard let first = body.first, let last = body.last, first == "[" || first == "(", last == "]" || last == ")" || last == "[",
            body.count >= 2, !body.contains("],[") else { return nil }
        let inner = body.dropFirst().dropLast()
        let parts = inner.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmedWhitespace() }
        lowerInclusive = first == "["
        upperInclusive = last == "]"
        if parts.count == 1 {
            // `[1.2]`: exactly 1.2.
            guard first == "[", last == "]", !parts[0].isEmpty else { return nil }
            lower = parts[0]
            upper = parts[0]
            return
        }
        lower = parts[0].isEmpty ? nil : parts[0]
        upper = parts[1].isEmpty ? nil : parts[1]
        guard lower != nil || upper != nil else { return nil }
    }

    /// The one version a hard requirement `[1.2]` allows.
    public var exact: String? { lower != nil && lower == upper && lowerInclusive && upperInclusive ? lower : nil }

    /// The newest major the range admits: an inclusive upper bound's own major; an exclusive one
    /// stops below it (`[4,5)` is 4.x, `[4,5.2)` still admits 5.1); `nil` for an open range.
    public var highestMajor: Int? {
        guard let upper, let major = MavenVersion(upper).major else { return nil }
        if upperInclusive { return major }
        let rest = upper.split(separator: ".").dropFirst().compactMap { Int($0) }
        return rest.allSatisfy { $0 == 0 } ? major - 1 : major
    }
}
