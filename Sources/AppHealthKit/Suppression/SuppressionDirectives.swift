/// `// apphealth:disable:next ID`, `// apphealth:disable:this ID`, `// apphealth:disable ID`
/// … `// apphealth:enable ID` in code comments. IDs are separated by spaces or commas;
/// `all` names every rule; text after ` -- ` is a free-form reason.
public struct CodeSuppressions: Sendable, Codable, Hashable {
    public struct Region: Sendable, Codable, Hashable {
        public var ruleIds: Set<String>
        public var lines: ClosedRange<Int>
    }

    public var regions: [Region]

    public init(regions: [Region] = []) {
        self.regions = regions
    }

    /// Builds the regions from comments given as (1-based line, comment text), in order.
    public init(comments: [(line: Int, text: String)], lineCount: Int) {
        var regions: [Region] = []
        var open: [String: Int] = [:]
        for comment in comments {
            guard let range = comment.text.range(of: "apphealth:") else { continue }
            var rest = comment.text[range.upperBound...]
            if let reason = rest.range(of: " -- ") { rest = rest[..<reason.lowerBound] }
            let words = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
                .map { $0.trimming(["*", "/"]) }
                .filter { !$0.isEmpty }
            guard let command = words.first else { continue }
            let ids = Set(words.dropFirst())
            guard !ids.isEmpty else { continue }
            switch command {
            case "disable:next":
                regions.append(Region(ruleIds: ids, lines: (comment.line + 1)...(comment.line + 1)))
            case "disable:this":
                regions.append(Region(ruleIds: ids, lines: comment.line...comment.line))
            case "disable":
                for id in ids where open[id] == nil { open[id] = comment.line }
            case "enable":
                for id in ids {
                    if let start = open.removeValue(forKey: id) {
                        regions.append(Region(ruleIds: [id], lines: start...max(start, comment.line)))
                    }
                }
            default:
                continue
            }
        }
        for (id, start) in open.sorted(by: { $0.key < $1.key }) {
            regions.append(Region(ruleIds: [id], lines: start...max(start, lineCount)))
        }
        self.regions = regions
    }

    /// The directives among a file's comments, or `nil` when it has none (most files).
    static func directives(in comments: [(line: Int, text: String)], lineCount: Int) -> CodeSuppressions? {
        let relevant = comments.filter { $0.text.contains("apphealth:") }
        return relevant.isEmpty ? nil : CodeSuppressions(comments: relevant, lineCount: lineCount)
    }

    public func suppresses(names: Set<String>, line: Int) -> Bool {
        regions.contains { $0.lines.contains(line) && !$0.ruleIds.isDisjoint(with: names) }
    }
}

/// `tools:ignore` scopes of an XML file: each element that carries the attribute covers its
/// own extent, so ancestors' ignores reach every descendant.
public struct XMLIgnoreScopes: Sendable, Codable, Hashable {
    public struct Scope: Sendable, Codable, Hashable {
        public var start: SourceLocation
        public var end: SourceLocation
        public var names: Set<String>
    }

    public var scopes: [Scope]
    /// Where the root element starts: whole-file findings (at 1:1, before an XML prolog)
    /// count as the root's, so `tools:ignore` on the root silences them.
    public var rootStart: SourceLocation

    public var isEmpty: Bool { scopes.isEmpty }

    public init(root: XMLElement) {
        rootStart = root.location
        scopes = root.allElements().compactMap { element in
            let names = element.toolsIgnore
            guard !names.isEmpty else { return nil }
            return Scope(start: element.location, end: element.endLocation, names: Set(names))
        }
    }

    public func suppresses(names: Set<String>, at location: SourceLocation) -> Bool {
        let location = max(location, rootStart)
        return scopes.contains { $0.start <= location && location < $0.end && !$0.names.isDisjoint(with: names) }
    }
}
