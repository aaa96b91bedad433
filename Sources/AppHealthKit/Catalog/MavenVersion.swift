/// Maven's version ordering (ComparableVersion), which Gradle follows for dependency versions:
/// `1.0-alpha-2 < 1.0-beta < 1.0-rc1 < 1.0 < 1.0.1`, `1.0.RELEASE == 1.0`, `-SNAPSHOT` before release,
/// unknown qualifiers (`-jre`, `-android`) after the release in lexical order.
public struct MavenVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    enum Item: Hashable, Sendable {
        case number(Int)
        case qualifier(String)
        indirect case list([Item])
    }

    public let description: String
    let items: [Item]

    public init(_ text: String) {
        description = text
        items = Self.parse(text.lowercased())
    }

    /// Well-known qualifiers in order; `""` (or `ga`, `final`, `release`) is the release itself.
    static let qualifierOrder = ["alpha", "beta", "milestone", "rc", "snapshot", "", "sp"]

    static func canonicalQualifier(_ q: String) -> String {
        switch q {
        case "a": "alpha"
        case "b": "beta"
        case "m": "milestone"
        case "cr": "rc"
        case "ga", "final", "release": ""
        default: q
        }
    }

    /// Parses into items: numbers and qualifiers split at `.`, `-` and digit/letter transitions;
    /// a `-` starts a nested list (Maven's sublist rule).
    static func parse(_ text: String) -> [Item] {
        var root: [Item] = []
        var stack: [[Item]] = []
        var current = ""
        var isDigit = false
        func flush() {
            guard !current.isEmpty else { return }
            if isDigit, let number = Int(current.prefix(18)) {
                root.append(.number(number))
            } else {
                root.append(.qualifier(canonicalQualifier(current)))
            }
            current = ""
        }
        for character in text {
            if character == "." {
                flush()
            } else if character == "-" || character == "_" || character == "+" {
                flush()
                stack.append(root)
                root = []
            } else {
                let digit = character.isNumber
                if !current.isEmpty && digit != isDigit {
                    // `rc1` → rc, 1 (inside a sublist, as Maven does)
                    flush()
                    if digit {
                        stack.append(root)
                        root = []
                    }
                }
                isDigit = digit
                current.append(character)
            }
        }
        flush()
        while let parent = stack.popLast() {
            root = parent + [.list(normalize(root))]
        }
        return normalize(root)
    }

    /// Trailing zeros and release qualifiers carry no meaning: `1.0.0 == 1`, `1.0-ga == 1.0`.
    static func normalize(_ items: [Item]) -> [Item] {
        var result = items
        while let last = result.last {
            switch last {
            case .number(0), .qualifier(""): result.removeLast()
            case .list(let inner) where inner.isEmpty: result.removeLast()
            default: return result
            }
        }
        return result
    }

    static func compare(_ a: Item?, _ b: Item?) -> Int {
        switch (a, b) {
        case (nil, nil): return 0
        case (.number(let x)?, nil): return x == 0 ? 0 : 1
        case (nil, .number(let y)?): return y == 0 ? 0 : -1
        case (.qualifier(let q)?, nil): return compareQualifier(q, "")
        case (nil, .qualifier(let q)?): return -compareQualifier(q, "")
        case (.list(let l)?, nil): return l.isEmpty ? 0 : compare(l.first, nil)
        case (nil, .list(let l)?): return l.isEmpty ? 0 : -compare(l.first, nil)
        case (.number(let x)?, .number(let y)?): return x == y ? 0 : (x < y ? -1 : 1)
        case (.number?, _): return 1  // a number beats a qualifier or a list
        case (_, .number?): return -1
        case (.qualifier(let p)?, .qualifier(let q)?): return compareQualifier(p, q)
        case (.qualifier?, .list?): return -1
        case (.list?, .qualifier?): return 1
        case (.list(let l)?, .list(let m)?): return compareLists(l, m)
        }
    }

    static func compareQualifier(_ p: String, _ q: String) -> Int {
        func rank(_ s: String) -> (Int, String) {
            if let index = qualifierOrder.firstIndex(of: s) { return (index, "") }
            return (qualifierOrder.count, s)  // unknown qualifiers sort after known ones, lexically
        }
        let (rp, sp) = rank(p)
        let (rq, sq) = rank(q)
        if rp != rq { return rp < rq ? -1 : 1 }
        return sp == sq ? 0 : (sp < sq ? -1 : 1)
    }

    static func compareLists(_ a: [Item], _ b: [Item]) -> Int {
        var index = 0
        while index < max(a.count, b.count) {
            let result = compare(index < a.count ? a[index] : nil, index < b.count ? b[index] : nil)
            if result != 0 { return result }
            index += 1
        }
        return 0
    }

    public static func < (lhs: MavenVersion, rhs: MavenVersion) -> Bool { compareLists(lhs.items, rhs.items) < 0 }
    public static func == (lhs: MavenVersion, rhs: MavenVersion) -> Bool { compareLists(lhs.items, rhs.items) == 0 }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// The leading number (the "major"), if any.
    public var major: Int? {
        if case .number(let n)? = items.first { return n }
        return items.isEmpty ? 0 : nil
    }

    /// Whether this is a pre-release (alpha, beta, milestone, rc, snapshot).
    public var isPreRelease: Bool {
        func contains(_ items: [Item]) -> Bool {
            items.contains { item in
                switch item {
                case .qualifier(let q): return ["alpha", "beta", "milestone", "rc", "snapshot", "dev", "eap", "preview"].contains(q)
                case .list(let inner): return contains(inner)
                case .number: return false
                }
            }
        }
        return contains(items)
    }
}
