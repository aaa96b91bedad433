/// Maven's version ordering (ComparableVersion), which Gradle follows for dependency versions:
/// `1.0-alpha-2 < 1.0-beta < 1.0-rc1 < 1.0 < 1.0-sp < 1.0.1`, `1.0.RELEASE == 1.0`, `-SNAPSHOT`
/// before release, unknown qualifiers (`-jre`, `-android`) after the release in lexical order.
///
/// Equality, hashing and ordering all work on one canonical form (trailing zeros and release
/// qualifiers dropped, `ga`/`final`/`release` read as `0`), so `==` implies equal hashes and `<`
/// is a strict total order. Where Maven's own rules are not transitive (a qualifier, a sublist
/// and a number each compared with "nothing" by a different rule) items first compare by which
/// side of the release they fall on.
public struct MavenVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    enum Item: Hashable, Sendable {
        case number(Int)
        case qualifier(String)
        indirect case list([Item])
    }

    public let description: String
    let items: [Item]

    /// Sublists nest once per `-` (and per letter→digit step); past this depth the rest of the
    /// text is one qualifier, so hostile input cannot exhaust the stack when it is compared,
    /// hashed or freed.
    static let maximumDepth = 64

    public init(_ text: String) {
        description = text
        items = Self.parse(text.lowercased())
    }

    /// Well-known qualifiers in order; the release itself (`""`, `ga`, `final`, `release`) is the number 0.
    static let qualifierOrder = ["alpha", "beta", "milestone", "rc", "snapshot", "", "sp"]
    private static let releaseRank = 5

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
    /// a `-` (or a letter→digit step, `rc1`) starts a nested list (Maven's sublist rule).
    static func parse(_ text: String) -> [Item] {
        var root: [Item] = []
        var stack: [[Item]] = []
        var current = ""
        var isDigit = false
        func flush() {
            guard !current.isEmpty else { return }
            if isDigit {
                let digits = current.drop { $0 == "0" }
                root.append(.number(digits.isEmpty ? 0 : Int(digits) ?? Int.max))
            } else {
                let qualifier = canonicalQualifier(current)
                root.append(qualifier.isEmpty ? .number(0) : .qualifier(qualifier))
            }
            current = ""
        }
        /// Opens a sublist; false at the depth limit.
        func descend() -> Bool {
            guard stack.count < maximumDepth else { return false }
            stack.append(root)
            root = []
            return true
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "." {
                flush()
            } else if character == "-" || character == "_" || character == "+" {
                flush()
                guard descend() else { break }
            } else {
                let digit = character.isASCII && character.isNumber
                if !current.isEmpty && digit != isDigit {
                    // `rc1` → rc, 1 (inside a sublist, as Maven does)
                    flush()
                    if digit, !descend() { break }
                }
                isDigit = digit
                current.append(character)
            }
            index = text.index(after: index)
        }
        if index < text.endIndex {
            // Depth limit: what is left is one opaque qualifier.
            root.append(.qualifier(String(text[index...])))
        } else {
            flush()
        }
        root = normalize(root)
        while let parent = stack.popLast() {
            root = normalize(parent + [.list(root)])
        }
        return root
    }

    /// Trailing zeros (the release) and empty sublists carry no meaning: `1.0.0 == 1`, `1.0-ga == 1.0`;
    /// nor do zeros before a trailing pre-release: `1.0-SNAPSHOT == 1.0.0-SNAPSHOT == 1-SNAPSHOT`.
    static func normalize(_ items: [Item]) -> [Item] {
        var result = items
        loop: while let last = result.last {
            switch last {
            case .number(0): result.removeLast()
            case .list(let inner) where inner.isEmpty: result.removeLast()
            default: break loop
            }
        }
        if case .list(let inner)? = result.last, compareLists(inner, []) < 0 {
            while result.count >= 2, case .number(0) = result[result.count - 2] { result.remove(at: result.count - 2) }
        }
        return result
    }

    /// Which side of the release an item falls on: -1 before (`alpha`, `-rc1`), 0 the release
    /// itself (`0` or nothing), +1 after (`sp`, `jre`, `1`, `-1`).
    static func side(_ item: Item?) -> Int {
        switch item {
        case nil, .number(0)?: return 0
        case .number?: return 1
        case .qualifier(let q)?: return rank(q).0 < releaseRank ? -1 : 1
        case .list(let l)?: return compareLists(l, [])
        }
    }

    /// Items order first by side of the release, then qualifier < sublist < number, then by value.
    /// Nothing (a shorter version) ties with `0` and is otherwise before or after an item by its side.
    static func compare(_ a: Item?, _ b: Item?) -> Int {
        let sa = side(a)
        let sb = side(b)
        if sa != sb { return sa < sb ? -1 : 1 }
        switch (a, b) {
        case (nil, _), (_, nil): return 0  // both on the release: nothing and 0
        case (.number(let x)?, .number(let y)?): return x == y ? 0 : (x < y ? -1 : 1)
        case (.number?, _): return 1  // a number beats a qualifier or a list
        case (_, .number?): return -1
        case (.qualifier(let p)?, .qualifier(let q)?): return compareQualifier(p, q)
        case (.qualifier?, .list?): return -1
        case (.list?, .qualifier?): return 1
        case (.list(let l)?, .list(let m)?): return compareLists(l, m)
        }
    }

    private static func rank(_ s: String) -> (Int, String) {
        if let index = qualifierOrder.firstIndex(of: s) { return (index, "") }
        return (qualifierOrder.count, s)  // unknown qualifiers sort after known ones, lexically
    }

    static func compareQualifier(_ p: String, _ q: String) -> Int {
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
    /// The canonical items, as `==` compares them (`1`, `1.0` and `1.0.0` hash alike).
    public func hash(into hasher: inout Hasher) { hasher.combine(items) }

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
