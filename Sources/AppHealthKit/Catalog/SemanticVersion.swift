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
        // A pre-release sorts before its release; identifiers compare numerically when both are numbers.
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, true): return false
        case (true, false): return false
        case (false, true): return true
        case (false, false):
            for (a, b) in zip(lhs.preRelease, rhs.preRelease) where a != b {
                if let x = Int(a), let y = Int(b) { return x < y }
                if Int(a) != nil { return true }
                if Int(b) != nil { return false }
                return a < b
            }
            return lhs.preRelease.count < rhs.preRelease.count
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
    case exact(SemanticVersion)
    /// `~> 1.2` (≥ 1.2, < 2.0) and `~> 1.2.3` (≥ 1.2.3, < 1.3.0): CocoaPods/Carthage's pessimistic operator.
    case pessimistic(SemanticVersion, components: Int)
    /// `>= 1.0`, `from: "1.0.0"` open ranges; `upper` excluded.
    case range(lower: SemanticVersion?, upper: SemanticVersion?)
    case branch(String)
    case revision(String)
    case any

    /// Parses `~> 1.2`, `>= 1.0`, `> 1.0`, `< 2.0`, `<= 2`, `= 1.0`, `== 1.0`, `1.0`, combined with commas.
    public static func parse(_ text: String) -> VersionRequirement? {
        let parts = text.split(separator: ",").map { $0.trimmedWhitespace() }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return .any }
        var lower: SemanticVersion?
        var upper: SemanticVersion?
        for part in parts {
            let scalars = Array(part)
            let operatorText = String(scalars.prefix { "~><=!".contains($0) })
            let versionText = String(scalars.dropFirst(operatorText.count)).trimmedWhitespace()
            guard let version = SemanticVersion(versionText) else { return nil }
            switch operatorText {
            case "~>":
                if parts.count == 1 { return .pessimistic(version, components: versionText.split(separator: ".").count) }
                lower = version
            case ">=", ">": lower = version
            case "<", "<=": upper = version
            case "", "=", "==": if parts.count == 1 { return .exact(version) }
            default: return nil
            }
        }
        return .range(lower: lower, upper: upper)
    }

    public func isSatisfied(by version: SemanticVersion) -> Bool {
        switch self {
        case .exact(let v): return version == v
        case .pessimistic(let v, let components):
            guard version >= v else { return false }
            if components <= 1 { return true }
            if components == 2 { return version.major == v.major }
            return version.major == v.major && version.minor == v.minor
        case .range(let lower, let upper):
            return (lower.map { version >= $0 } ?? true) && (upper.map { version < $0 } ?? true)
        case .branch, .revision, .any: return true
        }
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
            [lower.map { ">= \($0)" }, upper.map { "< \($0)" }].compactMap { $0 }.joined(separator: ", ")
        case .branch(let b): "branch \(b)"
        case .revision(let r): "revision \(r)"
        case .any: "any version"
        }
    }
}
