/// A path glob: `*` and `?` within one path segment, `[abc]`/`[a-z]`/`[!a]` classes,
/// `{a,b}` alternatives and `**` for any number of segments. Paths and patterns use
/// forward slashes and are relative to the audited root.
///
/// A pattern without a slash matches a file or folder name at any depth (as in
/// `.gitignore`); a leading `/` anchors it at the root instead (`/legacy` is `legacy/…`, not
/// `modules/legacy/…`). A pattern that matches a folder also matches everything below it.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let alternatives: [[String]]

    public init(_ pattern: String) {
        var trimmed = pattern
        var isRooted = false
        while trimmed.hasPrefix("./") || trimmed.hasPrefix("/") {
            if trimmed.hasPrefix("/") {
                isRooted = true
                trimmed.removeFirst()
            } else {
                trimmed.removeFirst(2)
            }
        }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = pattern
        let anchored = isRooted || trimmed.contains("/") ? trimmed : "**/" + trimmed
        alternatives = Glob.expandBraces(anchored).map { $0.split(separator: "/", omittingEmptySubsequences: true).map(String.init) }
    }

    public var description: String { pattern }

    /// Whether `path` (or one of its parent folders) matches.
    public func matches(_ path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for alternative in alternatives where Glob.matchPrefix(alternative[...], segments[...]) {
            return true
        }
        return false
    }

    /// True when the pattern matches `path` itself or any leading run of its segments.
    private static func matchPrefix(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return true }  // pattern used up: a parent folder matched
        if head == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var tail = path
            while true {
                if matchPrefix(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(head.unicodeScalars)[...], Array(segment.unicodeScalars)[...]) else {
            return false
        }
        return matchPrefix(pattern.dropFirst(), path.dropFirst())
    }

    /// `*`/`?`/`[…]` wildcard match of one name (no path segments).
    public static func wildcardMatch(_ pattern: String, _ name: String) -> Bool {
        matchSegment(Array(pattern.unicodeScalars)[...], Array(name.unicodeScalars)[...])
    }

    private static func matchSegment(_ p: ArraySlice<Unicode.Scalar>, _ s: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = p
        var s = s
        while let c = p.first {
            switch c {
            case "*":
                let rest = p.dropFirst()
                if rest.isEmpty { return true }
                var tail = s
                while true {
                    if matchSegment(rest, tail) { return true }
                    guard !tail.isEmpty else { return false }
                    tail = tail.dropFirst()
                }
            case "?":
                guard !s.isEmpty else { return false }
                p = p.dropFirst()
                s = s.dropFirst()
            case "[":
                guard let ch = s.first, let (matched, rest) = matchClass(p.dropFirst(), ch) else {
                    return false
                }
                guard matched else { return false }
                p = rest
                s = s.dropFirst()
            default:
                guard s.first == c else { return false }
                p = p.dropFirst()
                s = s.dropFirst()
            }
        }
        return s.isEmpty
    }

    /// Matches `ch` against a class body that starts after `[`; returns the pattern after `]`.
    private static func matchClass(_ body: ArraySlice<Unicode.Scalar>, _ ch: Unicode.Scalar) -> (Bool, ArraySlice<Unicode.Scalar>)? {
        var rest = body
        var negate = false
        if let first = rest.first, first == "!" || first == "^" {
            negate = true
            rest = rest.dropFirst()
        }
        var matched = false
        var isFirst = true
        while let c = rest.first {
            if c == "]" && !isFirst { return (matched != negate, rest.dropFirst()) }
            isFirst = false
            rest = rest.dropFirst()
            if rest.count >= 2, rest.first == "-", let upper = rest.dropFirst().first, upper != "]" {
                if c <= ch && ch <= upper { matched = true }
                rest = rest.dropFirst(2)
            } else if c == ch {
                matched = true
            }
        }
        return nil  // unterminated class: treat as no match
    }

    static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var close: String.Index?
        var commas: [String.Index] = []
        var index = open
        while index < pattern.endIndex {
            switch pattern[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
            index = pattern.index(after: index)
        }
        guard let close else { return [pattern] }
        let prefix = String(pattern[..<open])
        let suffix = String(pattern[pattern.index(after: close)...])
        let bounds = [open] + commas + [close]
        var options: [String] = []
        for i in 0..<(bounds.count - 1) {
            options.append(String(pattern[pattern.index(after: bounds[i])..<bounds[i + 1]]))
        }
        return options.flatMap { expandBraces(prefix + $0 + suffix) }
    }
}
