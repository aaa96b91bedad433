/// A path glob: `*` and `?` within one path segment, `[abc]`/`[a-z]`/`[!a]` classes,
/// `{a,b}` alternatives and `**` for any number of segments. Paths and patterns use
/// forward slashes and are relative to the audited root.
///
/// A pattern without a slash matches a file or folder name at any depth (as in
/// `.gitignore`); a leading `/` anchors it at the root instead (`/legacy` is `legacy/…`, not
/// `modules/legacy/…`). A pattern that matches a folder also matches everything below it.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    /// Each brace alternative as path segments, each segment as scalars.
    private let alternatives: [[[Unicode.Scalar]]]

    /// Brace expansion stops here: `{a,b}` twenty times over would be 2²⁰ patterns. Past the
    /// bound the braces are taken literally (`problem(_:)` lets loaders say so with a position).
    public static let maximumAlternatives = 64

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
        let expanded = Glob.expandBraces(anchored) ?? [anchored]
        alternatives = expanded.map { alternative in
            alternative.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        }
    }

    public var description: String { pattern }

    /// Why a pattern will not work as written (too many brace alternatives), or `nil`.
    public static func problem(_ pattern: String) -> String? {
        expandBraces(pattern) == nil
            ? "'\(pattern)' expands to more than \(maximumAlternatives) brace alternatives; use fewer braces or '*'" : nil
    }

    /// Whether `path` (or one of its parent folders) matches.
    public func matches(_ path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        return alternatives.contains { Glob.matchPrefix($0, segments) }
    }

    private static let globstar: [Unicode.Scalar] = ["*", "*"]

    /// True when the pattern matches `path` itself or any leading run of its segments. `**`
    /// matches any number of segments; like `*` within a segment it is matched greedily with
    /// one remembered restart point, so the work is bounded by pattern × path segments (no
    /// exponential backtracking on `**/a/**/a/**/b`).
    private static func matchPrefix(_ pattern: [[Unicode.Scalar]], _ path: [[Unicode.Scalar]]) -> Bool {
        var p = 0
        var s = 0
        var starP = -1
        var starS = 0
        while true {
            if p == pattern.count { return true }  // pattern used up: a parent folder matched
            if s == path.count { break }
            if pattern[p] == globstar {
                starP = p
                starS = s
                p += 1
            } else if matchSegment(pattern[p], path[s]) {
                p += 1
                s += 1
            } else if starP >= 0 {
                starS += 1
                s = starS
                p = starP + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == globstar { p += 1 }
        return p == pattern.count
    }

    /// `*`/`?`/`[…]` wildcard match of one name (no path segments).
    public static func wildcardMatch(_ pattern: String, _ name: String) -> Bool {
        matchSegment(Array(pattern.unicodeScalars), Array(name.unicodeScalars))
    }

    /// `wildcardMatch` for callers that test many names against many patterns: both already
    /// split into scalars once, not once per pair.
    static func wildcardMatch(scalars pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        matchSegment(pattern, name)
    }

    /// `wildcardMatch` patterns tested against many names, each split into scalars once. A
    /// pattern that opens with a literal scalar matches only names that open with it, so those
    /// are kept under that scalar: a name meets the patterns opening with its own first scalar
    /// and those opening with `*`, `?` or `[` (an unused-asset check on DuckDuckGo's app tried
    /// every pattern on every set, 219,806 matches to rule out nearly all on the first scalar).
    /// A pattern whose only wildcard is `*` also ends with what follows its last `*`, so names
    /// (`"\(name)-Small"` is `*-Small`) are first compared by their last scalars.
    struct NamePatterns {
        private struct Pattern {
            var scalars: [Unicode.Scalar]
            /// The literal end every match has (empty when `?` or `[` make it uncertain).
            var tail: ArraySlice<Unicode.Scalar>

            init(_ scalars: [Unicode.Scalar]) {
                self.scalars = scalars
                let plain = !scalars.contains("?") && !scalars.contains("[")
                tail = plain ? scalars[(scalars.lastIndex(of: "*").map { $0 + 1 } ?? 0)...] : []
            }

            func matches(_ name: [Unicode.Scalar]) -> Bool {
                name.count >= tail.count && name[(name.count - tail.count)...].elementsEqual(tail) && matchSegment(scalars, name)
            }
        }

        private var byFirstScalar: [Unicode.Scalar: [Pattern]] = [:]
        /// Patterns opening with a wildcard or a class (and the empty pattern).
        private var open: [Pattern] = []

        init(_ patterns: some Sequence<String>) {
            for pattern in patterns {
                let scalars = Array(pattern.unicodeScalars)
                if let first = scalars.first, first != "*", first != "?", first != "[" {
                    byFirstScalar[first, default: []].append(Pattern(scalars))
                } else {
                    open.append(Pattern(scalars))
                }
            }
        }

        /// Whether any pattern matches `name` (as `wildcardMatch` would).
        func matchesAny(_ name: String) -> Bool {
            let literal = name.unicodeScalars.first.flatMap { byFirstScalar[$0] } ?? []
            guard !open.isEmpty || !literal.isEmpty else { return false }
            let scalars = Array(name.unicodeScalars)
            return literal.contains { $0.matches(scalars) } || open.contains { $0.matches(scalars) }
        }
    }

    /// One segment, in O(pattern × name): every token but `*` consumes exactly one character, so
    /// remembering only the last `*` and retrying from one character further is enough.
    private static func matchSegment(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        var pi = 0
        var si = 0
        var starP = -1
        var starS = 0
        while si < s.count {
            if pi < p.count {
                switch p[pi] {
                case "*":
                    starP = pi
                    starS = si
                    pi += 1
                    continue
                case "?":
                    pi += 1
                    si += 1
                    continue
                case "[":
                    if let (matched, next) = matchClass(p, from: pi + 1, s[si]), matched {
                        pi = next
                        si += 1
                        continue
                    }
                default:
                    if p[pi] == s[si] {
                        pi += 1
                        si += 1
                        continue
                    }
                }
            }
            guard starP >= 0 else { return false }
            starS += 1
            si = starS
            pi = starP + 1
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// Matches `ch` against a class body that starts at `start` (after `[`); returns whether it
    /// matched and the index after `]`, or `nil` for an unterminated class (no match).
    private static func matchClass(_ p: [Unicode.Scalar], from start: Int, _ ch: Unicode.Scalar) -> (Bool, Int)? {
        var index = start
        var negate = false
        if index < p.count, p[index] == "!" || p[index] == "^" {
            negate = true
            index += 1
        }
        var matched = false
        var isFirst = true
        while index < p.count {
            let c = p[index]
            if c == "]" && !isFirst { return (matched != negate, index + 1) }
            isFirst = false
            index += 1
            if index + 1 < p.count, p[index] == "-", p[index + 1] != "]" {
                if c <= ch && ch <= p[index + 1] { matched = true }
                index += 2
            } else if c == ch {
                matched = true
            }
        }
        return nil
    }

    /// Every brace alternative, or `nil` when there would be more than `maximumAlternatives`
    /// (the expansion stops as soon as it knows, so its work is bounded too).
    static func expandBraces(_ pattern: String) -> [String]? {
        var results: [String] = []
        return expand(pattern, into: &results) ? results : nil
    }

    private static func expand(_ pattern: String, into results: inout [String]) -> Bool {
        guard let open = pattern.firstIndex(of: "{") else {
            results.append(pattern)
            return results.count <= maximumAlternatives
        }
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
        guard let close else {
            results.append(pattern)
            return results.count <= maximumAlternatives
        }
        let prefix = String(pattern[..<open])
        let suffix = String(pattern[pattern.index(after: close)...])
        let bounds = [open] + commas + [close]
        for i in 0..<(bounds.count - 1) {
            let option = String(pattern[pattern.index(after: bounds[i])..<bounds[i + 1]])
            guard expand(prefix + option + suffix, into: &results) else { return false }
        }
        return true
    }
}
