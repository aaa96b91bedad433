/// One thing a rule found. Findings are plain values: rules create them, the engine
/// filters and sorts them, reporters render them.
public struct Finding: Codable, Sendable, Hashable {
    /// The fields, as plain values (their Codable and Hashable are synthesized, so the JSON keys
    /// are the property names).
    private struct Values: Codable, Sendable, Hashable {
        var ruleId: String
        var severity: Severity
        var category: Category
        var message: String
        var path: String
        var line: Int
        var column: Int
        var snippet: String
        var fingerprint: String
        var help: String
        var role: FileRole?
        var repoPath: String?
    }

    /// The values live in one shared box, so a copy is one reference count, not one per string:
    /// a large report's findings are copied by every summary, sort and reporter.
    private final class Box: @unchecked Sendable {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    private var box: Box

    /// The values to write to, in place: the box is copied first when another finding shares it.
    private var unique: Values {
        get { box.values }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
            yield &box.values
        }
    }

    // The text fields are read in place (`_read`): a getter handed back each string retained,
    // and the strings findings share (a rule's ID and help, a file's path) were retained from
    // every thread that read them at once (rendering, sorting, the finish stage), each retain
    // waiting for the other core's cache line.
    public var ruleId: String {
        _read { yield box.values.ruleId }
        set { unique.ruleId = newValue }
    }
    public var severity: Severity {
        get { box.values.severity }
        set { unique.severity = newValue }
    }
    public var category: Category {
        get { box.values.category }
        set { unique.category = newValue }
    }
    public var message: String {
        _read { yield box.values.message }
        set { unique.message = newValue }
    }
    /// Path relative to the audited root, with forward slashes.
    public var path: String {
        _read { yield box.values.path }
        set { unique.path = newValue }
    }
    /// 1-based line; whole-file findings (an image, a missing file) use line 1.
    public var line: Int {
        get { box.values.line }
        set { unique.line = newValue }
    }
    /// 1-based column, counted in Unicode scalars.
    public var column: Int {
        get { box.values.column }
        set { unique.column = newValue }
    }
    /// The source line the finding sits on, trimmed; empty for binary files.
    public var snippet: String {
        _read { yield box.values.snippet }
        set { unique.snippet = newValue }
    }
    /// Stable identity across runs: rule, path, whitespace-collapsed line text and message.
    public var fingerprint: String {
        _read { yield box.values.fingerprint }
        set { unique.fingerprint = newValue }
    }
    /// How to fix it, in one sentence.
    public var help: String {
        _read { yield box.values.help }
        set { unique.help = newValue }
    }
    /// What the code it sits in is for (`app`, `test`, `preview`, `tooling`, …), set by the engine.
    public var role: FileRole? {
        get { box.values.role }
        set { unique.role = newValue }
    }
    /// The path relative to the repository root (or `--base-path`) when the audited folder is
    /// inside a git work tree; SARIF and GitHub annotations use it.
    public var repoPath: String? {
        _read { yield box.values.repoPath }
        set { unique.repoPath = newValue }
    }

    public init(
        ruleId: String, severity: Severity, category: Category, message: String,
        path: String, line: Int, column: Int, snippet: String = "", fingerprint: String = "", help: String = ""
    ) {
        box = Box(Values(
            ruleId: ruleId, severity: severity, category: category, message: message, path: path, line: line, column: column,
            snippet: snippet, fingerprint: fingerprint, help: help, role: nil, repoPath: nil))
    }

    public init(from decoder: any Decoder) throws {
        box = Box(try Values(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try box.values.encode(to: encoder)
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        a.box === b.box || a.box.values == b.box.values
    }

    public func hash(into hasher: inout Hasher) {
        box.values.hash(into: &hasher)
    }

    /// `findings` in report order, equal ones in their given order (sorted by position).
    /// Rearranged in place (`permuted`): given its only reference, no finding is copied.
    public static func inReportOrder(_ findings: consuming [Finding]) -> [Finding] {
        guard findings.count > 1_024 else { return findings.sortedByPosition(reportOrder) }
        let positions = reportPositions(findings)
        return permuted(findings, by: positions)
    }

    /// Where each finding of the report order is in `findings` (more than a few of them).
    private static func reportPositions(_ findings: [Finding]) -> [Int] {
        // Many findings share few paths: each path is compared once, while ranking the distinct
        // paths; the findings are then sorted by that rank, line and column (integers), and rule
        // and message only where those are equal. The same order, without a string comparison
        // of two long paths for most pairs.
        // One pass over the findings (each is a separate object in memory: every pass costs cache
        // misses) gives each its place with its path as a slot among the distinct paths.
        var pathSlots = FirstSeenSlots()
        var keys = findings.map { finding -> (path: Int, line: Int, column: Int) in
            (pathSlots.slot(of: finding.path), finding.line, finding.column)
        }
        let paths = pathSlots.keys
        // Slots become ranks: the distinct paths sorted once.
        var rankOfSlot = [Int](repeating: 0, count: paths.count)
        for (rank, slot) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() { rankOfSlot[slot] = rank }
        for index in keys.indices { keys[index].path = rankOfSlot[keys[index].path] }
        // Rule and message decide only between findings at the same place.
        func sameSpot(_ a: Int, _ b: Int) -> Bool {
            let fa = findings[a], fb = findings[b]
            if fa.ruleId != fb.ruleId { return fa.ruleId < fb.ruleId }
            if fa.message != fb.message { return fa.message < fb.message }
            return a < b
        }
        if let packed = packedPositions(keys) {
            // Path rank, line and column in the high half, the finding's index in the low one:
            // the standard sort of plain integers, then runs at the same place ordered by rule and
            // message. The same order as the comparator below, whose sort cost 2.6 times as many
            // instructions (17,500 findings: 7.0 M against 2.7 M; it runs on one core).
            var order = packed
            order.sort()
            var positions = order.map { Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: $0)) }
            var runStart = 0
            while runStart < order.count {
                var runEnd = runStart + 1
                while runEnd < order.count, order[runEnd] >> 64 == order[runStart] >> 64 { runEnd += 1 }
                if runEnd - runStart > 1 { positions[runStart..<runEnd].sort(by: sameSpot) }
                runStart = runEnd
            }
            return positions
        }
        return findings.indices.sorted { a, b in
            let ka = keys[a], kb = keys[b]
            if ka.path != kb.path { return ka.path < kb.path }
            if ka.line != kb.line { return ka.line < kb.line }
            if ka.column != kb.column { return ka.column < kb.column }
            return sameSpot(a, b)
        }
    }

    /// Where each rule's findings are in `findings` (increasing), rules in the order they first
    /// come; a position is appended in place.
    static func positionsByRule(_ findings: [Finding]) -> [(rule: String, positions: [Int])] {
        var ruleSlots = FirstSeenSlots()
        var groups: [[Int]] = []
        for index in findings.indices {
            let slot = ruleSlots.slot(of: findings[index].ruleId)
            if slot == groups.count { groups.append([]) }
            groups[slot].append(index)
        }
        return Array(zip(ruleSlots.keys, groups))
    }

    /// `findings` with `positions[i]`'s finding at `i`, by swaps in place: each cycle of the
    /// permutation is followed once, and a finding is moved, never copied. Made from a list
    /// nearly in order (each file's findings in turn, the project rules' after them), mapping
    /// the positions made a second list: every finding retained, then the first list released,
    /// on one core, each finding a separate object (a cache miss each time).
    static func permuted(_ findings: consuming [Finding], by positions: [Int]) -> [Finding] {
        var result = findings
        var positions = positions
        precondition(positions.count == result.count)
        result.withUnsafeMutableBufferPointer { result in
            for start in positions.indices where positions[start] != start {
                // Along the cycle through `start`: `result[at]` takes `positions[at]`'s finding, and
                // the one `at` held moves on, until the cycle's last place takes `start`'s.
                var at = start
                while positions[at] != start {
                    let from = positions[at]
                    result.swapAt(at, from)
                    positions[at] = at
                    at = from
                }
                positions[at] = at
            }
        }
        return result
    }

    /// Each position as one integer that orders as the position does: path rank (21 bits), line
    /// (25) and column (18) in the high half, the index in the low one; `nil` when a position
    /// does not fit (a line past 33 million, a column past 262,143, a negative one), for the
    /// comparator instead.
    private static func packedPositions(_ keys: [(path: Int, line: Int, column: Int)]) -> [UInt128]? {
        var packed: [UInt128] = []
        packed.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            guard key.path >= 0, key.path < 1 << 21, key.line >= 0, key.line < 1 << 25, key.column >= 0, key.column < 1 << 18 else { return nil }
            let place = UInt64(key.path) << 43 | UInt64(key.line) << 18 | UInt64(key.column)
            packed.append(UInt128(place) << 64 | UInt128(index))
        }
        return packed
    }

    /// The deterministic report order: path, line, column, rule, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleId != b.ruleId { return a.ruleId < b.ruleId }
        return a.message < b.message
    }
}

/// Slots for keys in the order they first come (`keys[slot]` is the key of `slot`). Findings'
/// neighbours mostly share a path and a rule (a file's findings come together): a key equal to
/// the previous one is not hashed again, and a distinct one is hashed once.
private struct FirstSeenSlots {
    private(set) var keys: [String] = []
    private var slotOfKey: [String: Int] = [:]
    private var previous: String?
    private var previousSlot = 0

    mutating func slot(of key: String) -> Int {
        guard key != previous else { return previousSlot }
        previous = key
        if let known = slotOfKey[key] {
            previousSlot = known
        } else {
            previousSlot = keys.count
            slotOfKey[key] = previousSlot
            keys.append(key)
        }
        return previousSlot
    }
}
