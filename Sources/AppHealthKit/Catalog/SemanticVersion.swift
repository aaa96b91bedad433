/// SemVer 2.0 for CocoaPods, SwiftPM and Carthage (`v` prefix accepted, missing parts are 0),
/// with the requirement operators those tools use.
public struct SemanticVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int
    /// Pre-release identifiers (`beta.2` → ["beta", "2"]); empty for a release.
    public var preRelease: [String]
    public let description: String

    public init?(_ text: String) {
        var body = Substring(text.trimmedWhitespace())
        if body.first == "v" || body.first == "V" { body = body.dropFirst() }
        if let plus = body.firstIndex(of: "+") { body = body[..<plus] }  // build metadata is ignored
        var pre: [String] = []
        if let dash = body.firstIndex(of: "-") {
            pre = body[body.index(after: dash)...].split(separator: ".").map(String.init)
            body = body[..<dash]
        }
        let numbers = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(numbers.count), let major = Int(numbers[0]) else { return nil }
        let minor = numbers.count > 1 ? Int(numbers[1]) : 0
        let patch = numbers.count > 2 ? Int(numbers[2]) : 0
        guard let minor, let patch else { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
        preRelease = pre
        description = text
    }

    public var isPreRelease: Bool { !preRelease.isEmpty }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        // A pre-release sorts before its release.
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        case (false, false):
            for (a, b) in zip(lhs.preRelease, rhs.preRelease) {
                let order = compareIdentifiers(a, b)
                if order != 0 { return order < 0 }
            }
            return lhs.preRelease.count < rhs.preRelease.count
        }
    }

    /// SemVer §11: numeric identifiers compare as numbers (of any length) and sort before
    /// alphanumeric ones, which compare as text. `01` and `1` are distinct (SemVer forbids
    /// leading zeros), so numerals that tie as numbers fall back to text: `<` stays a total order.
    static func compareIdentifiers(_ a: String, _ b: String) -> Int {
        func isNumeric(_ s: String) -> Bool { !s.isEmpty && s.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        switch (isNumeric(a), isNumeric(b)) {
        case (true, false): return -1
        case (false, true): return 1
        case (true, true):
            let x = a.drop { $0 == "0" }
            let y = b.drop { $0 == "0" }
            if x.count != y.count { return x.count < y.count ? -1 : 1 }
            if x != y { return x < y ? -1 : 1 }
            fallthrough
        case (false, false):
            return a == b ? 0 : (a < b ? -1 : 1)
        }
    }

    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch, lhs.preRelease) == (rhs.major, rhs.minor, rhs.patch, rhs.preRelease)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(preRelease)
    }
}

/// A version requirement as CocoaPods, Carthage and SwiftPM write them.
public enum VersionRequirement: Sendable, Hashable, CustomStringConvertible {
    /// One end of a range; `inclusive` for `>=`/`<=`, not for `>`/`<`.
    public struct Bound: Sendable, Hashable {
        public var version: SemanticVersion
        public var inclusive: Bool

        public init(_ version: SemanticVersion, inclusive: Bool) {
            self.version = version
            self.inclusive = inclusive
        }
    }

    case exact(SemanticVersion)
    /// CocoaPods/Carthage's pessimistic operator: `~> 1` and `~> 1.2` (≥ it, < 2.0), `~> 1.2.3`
    /// (≥ 1.2.3, < 1.3.0); `components` is how many numbers were written.
    case pessimistic(SemanticVersion, components: Int)
    /// `>= 1.0`, `> 1.0`, `< 2.0`, `<= 2`, `from: "1.0.0"`: either end may be open.
    case range(lower: Bound?, upper: Bound?)
    case branch(String)
    case revision(String)
    case any

    /// Parses `~> 1.2`, `>= 1.0`, `> 1.0`, `< 2.0`, `<= 2`, `= 1.0`, `== 1.0`, `1.0`, combined with
    /// commas (every part must hold; the tightest bound on each side wins).
    public static func parse(_ text: String) -> VersionRequirement? {
        let parts = text.split(separator: ",").map { $0.trimmedWhitespace() }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return .any }
        var lower: Bound?
        var upper: Bound?
        func tighten(lower bound: Bound) {
            if let current = lower, current.version > bound.version || (current.version == bound.version && !current.inclusive) { return }
            lower = bound
        }
        func tighten(upper bound: Bound) {
            if let current = upper, current.version < bound.version || (current.version == bound.version && !current.inclusive) { return }
            upper = bound
        }
        for part in parts {
            let scalars = Array(part)
            let operatorText = String(scalars.prefix { "~><=!".contains($0) })
            let versionText = String(scalars.dropFirst(operatorText.count)).trimmedWhitespace()
            guard let version = SemanticVersion(versionText) else { return nil }
            switch operatorText {
            case "~>":
                let components = numberCount(versionText)
                if parts.count == 1 { return .pessimistic(version, components: components) }
                tighten(lower: Bound(version, inclusive: true))
                // Below the next release of the part that may not change, and below its pre-releases.
                let next = components <= 2 ? "\(version.major + 1).0.0-0" : "\(version.major).\(version.minor + 1).0-0"
                guard let bound = SemanticVersion(next) else { return nil }
                tighten(upper: Bound(bound, inclusive: false))
            case ">=": tighten(lower: Bound(version, inclusive: true))
            case ">": tighten(lower: Bound(version, inclusive: false))
            case "<=": tighten(upper: Bound(version, inclusive: true))
            case "<": tighten(upper: Bound(version, inclusive: false))
            case "", "=", "==":
                if parts.count == 1 { return .exact(version) }
                tighten(lower: Bound(version, inclusive: true))
                tighten(upper: Bound(version, inclusive: true))
            default: return nil
            }
        }
        return .range(lower: lower, upper: upper)
    }

    /// How many dot-separated numbers a version was written with (`v1.2-beta` → 2).
    private static func numberCount(_ text: String) -> Int {
        var body = Substring(text)
        if body.first == "v" || body.first == "V" { body = body.dropFirst() }
        if let end = body.firstIndex(where: { $0 == "-" || $0 == "+" }) { body = body[..<end] }
        return body.split(separator: ".", omittingEmptySubsequences: false).count
    }

    public func isSatisfied(by version: SemanticVersion) -> Bool {
        switch self {
        case .exact(let v): return version == v
        case .pessimistic(let v, let components):
            guard version >= v else { return false }
            if components <= 2 { return version.major == v.major }
            return version.major == v.major && version.minor == v.minor
        case .range(let lower, let upper):
            let aboveLower = lower.map { $0.inclusive ? version >= $0.version : version > $0.version } ?? true
            let belowUpper = upper.map { $0.inclusive ? version <= $0.version : version < $0.version } ?? true
            return aboveLower && belowUpper
        case .branch, .revision, .any: return true
        }
    }

    /// `isSatisfied(by:)` as Carthage reads `~>` (its `VersionSpecifier.compatibleWith`): any
    /// version from the one written up to the next major, however many numbers were written
    /// (`~> 3.5.2` takes 3.6.2); under 0.x up to the next minor (`~> 0.4.1` does not take 0.5.0).
    /// CocoaPods reads `~> 3.5.2` as below 3.6 (OneBusAway's five "mismatches" were Carthage's).
    public func isSatisfiedInCarthage(by version: SemanticVersion) -> Bool {
        guard case .pessimistic(let v, _) = self else { return isSatisfied(by: version) }
        guard version >= v, version.major == v.major else { return false }
        return v.major > 0 || version.minor == v.minor
    }

    /// No upper bound, or not a version at all: `>= 1.0`, a branch, nothing.
    public var isOpen: Bool {
        switch self {
        case .range(_, let upper): return upper == nil
        case .branch, .any: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .exact(let v): "= \(v)"
        case .pessimistic(let v, _): "~> \(v)"
        case .range(let lower, let upper):
            [
                lower.map { ($0.inclusive ? ">= " : "> ") + $0.version.description },
                upper.map { ($0.inclusive ? "<= " : "< ") + $0.version.description },
            ].compactMap { $0 }.joined(separator: ", ")
        case .branch(let b): "branch \(b)"
        case .revision(let r): "revision \(r)"
        case .any: "any version"
        }
    }
}
