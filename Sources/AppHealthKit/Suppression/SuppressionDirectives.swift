/// `// apphealth:disable:next ID`, `// apphealth:disable:this ID`, `// apphealth:disable ID`
/// … `// apphealth:enable ID` in code comments. IDs are separated by spaces or commas;
/// `all` names every rule; text after ` -- ` is a free-form reason. A directive starts its
/// comment (`// see apphealth: docs` is prose). Android Lint's and Kotlin's annotations
/// (`@SuppressLint`, `@Suppress`, `@SuppressWarnings`, `//noinspection`) add regions too.
public struct CodeSuppressions: Sendable, Codable, Hashable {
    public struct Region: Sendable, Codable, Hashable {
        @SortedWhenCoded public var ruleIds: Set<String>
        public var lines: ClosedRange<Int>
        /// The line of the `apphealth:` comment that opened the region (`nil` for Lint's
        /// annotations): unused directives are reported there.
        public var directiveLine: Int?
        /// The directive's comment, the snippet of a finding about it.
        public var directiveText: String?

        public init(ruleIds: Set<String>, lines: ClosedRange<Int>, directiveLine: Int? = nil, directiveText: String? = nil) {
            self.ruleIds = ruleIds
            self.lines = lines
            self.directiveLine = directiveLine
            self.directiveText = directiveText
        }
    }

    /// A malformed directive or a rule ID in one, for `general.invalid-suppression`.
    public struct Mention: Sendable, Codable, Hashable {
        public var line: Int
        /// The rule ID named, or `nil` when the directive itself is wrong (`problem`).
        public var ruleId: String?
        public var problem: String?
    }

    public var regions: [Region]
    /// Every rule ID a directive names and every malformed directive, in order.
    public var mentions: [Mention] = []

    public init(regions: [Region] = []) {
        self.regions = regions
    }

    static let commands = ["disable:next", "disable:this", "disable", "enable"]

    /// Builds the regions from comments given as (1-based line, comment text), in order.
    public init(comments: [(line: Int, text: String)], lineCount: Int) {
        var regions: [Region] = []
        var mentions: [Mention] = []
        var open: [String: (line: Int, text: String)] = [:]
        for comment in comments {
            guard let body = Self.directiveBody(comment.text) else { continue }
            var rest = Substring(body)
            if let reason = rest.range(of: " -- ") { rest = rest[..<reason.lowerBound] }
            let words = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
                .map { $0.trimming(["*", "/"]) }
                .filter { !$0.isEmpty && $0 != "-->" }
            let text = comment.text.trimmedWhitespace()
            guard let command = words.first, Self.commands.contains(command) else {
                let problem = words.first.map { "unknown directive 'apphealth:\($0)' (known: \(Self.commands.joined(separator: ", ")))" }
                    ?? "an apphealth: directive needs a command and a rule ID, e.g. apphealth:disable:next RULE"
                mentions.append(Mention(line: comment.line, ruleId: nil, problem: problem))
                continue
            }
            let ids = Set(words.dropFirst())
            guard !ids.isEmpty else {
                mentions.append(Mention(line: comment.line, ruleId: nil, problem: "'apphealth:\(command)' names no rule; add a rule ID or `all`"))
                continue
            }
            mentions += words.dropFirst().map { Mention(line: comment.line, ruleId: $0, problem: nil) }
            switch command {
            case "disable:next":
                regions.append(Region(ruleIds: ids, lines: (comment.line + 1)...(comment.line + 1), directiveLine: comment.line, directiveText: text))
            case "disable:this":
                regions.append(Region(ruleIds: ids, lines: comment.line...comment.line, directiveLine: comment.line, directiveText: text))
            case "disable":
                for id in ids where open[id] == nil { open[id] = (comment.line, text) }
            default:  // enable
                for id in ids {
                    if let start = open.removeValue(forKey: id) {
                        regions.append(Region(ruleIds: [id], lines: start.line...max(start.line, comment.line), directiveLine: start.line, directiveText: start.text))
                    }
                }
            }
        }
        for (id, start) in open.sorted(by: { $0.key < $1.key }) {
            regions.append(Region(ruleIds: [id], lines: start.line...max(start.line, lineCount), directiveLine: start.line, directiveText: start.text))
        }
        self.regions = regions
        self.mentions = mentions
    }

    /// The text after `apphealth:` when the comment starts with it (after its markers).
    static func directiveBody(_ comment: String) -> String? {
        var rest = Substring(comment)
        while let first = rest.first, first == "/" || first == "*" || first == "#" || first == "!" || first == "<" || first == "-" || first.isWhitespace {
            rest = rest.dropFirst()
        }
        guard rest.hasPrefix("apphealth:") else { return nil }
        return String(rest.dropFirst("apphealth:".count))
    }

    /// The directives among a file's comments, or `nil` when it has none (most files).
    static func directives(in comments: [(line: Int, text: String)], lineCount: Int) -> CodeSuppressions? {
        let relevant = comments.filter { $0.text.contains("apphealth:") }
        return relevant.isEmpty ? nil : CodeSuppressions(comments: relevant, lineCount: lineCount)
    }

    /// Comments that mark the text beside them as never translated (Brave's `// This string
    /// should not be translated` above `$0.text = "Brave VPN"`, Eclipse's `//$NON-NLS-1$`):
    /// regions of `code.hardcoded-ui-string` over the comment's line and the next.
    static func untranslatedMarkers(in comments: [(line: Int, text: String)]) -> [Region] {
        comments.compactMap { comment in
            let lowered = comment.text.lowercased()
            guard untranslatedPhrases.contains(where: { lowered.contains($0) }) else { return nil }
            return Region(ruleIds: ["code.hardcoded-ui-string"], lines: comment.line...(comment.line + 1))
        }
    }

    static let untranslatedPhrases = [
        "not be translated", "do not translate", "don't translate", "dont translate", "shouldn't be translated", "never translated",
        "untranslatable", "$non-nls",
    ]

    /// `untranslatedPhrases` as bytes, each with the place of its rarest byte in code (what a
    /// search looks for first: `'`, `$`, `v`, `b` before the letters of `translate`).
    private static let untranslatedPhraseSearches: [(bytes: [UInt8], anchor: Int)] = untranslatedPhrases.map { phrase in
        let bytes = Array(phrase.utf8)
        let rarerFirst = Array("$'vbkwyfgmpcuhdlsrniaote -".utf8)
        let rank = { (byte: UInt8) in rarerFirst.firstIndex(of: byte) ?? -1 }
        return (bytes, bytes.indices.min { rank(bytes[$0]) < rank(bytes[$1]) } ?? 0)
    }

    /// Whether `text`, its ASCII letters lowered, holds one of `untranslatedPhrases`: what a file
    /// with a marker comment holds (a comment is part of the text, and a phrase matched in a
    /// lowered comment is ASCII, which no other character lowers or is equivalent to). Lets a file
    /// whose code merely says `translat` (UIKit's `translatesAutoresizingMaskIntoConstraints`)
    /// skip gathering its comments.
    static func mayHoldUntranslatedMarker(_ text: SourceText) -> Bool {
        let lowered = text.bytes.map(\.asciiLowercased)
        return lowered.withUnsafeBufferPointer { buffer in
            untranslatedPhraseSearches.contains { search in
                search.bytes.withUnsafeBufferPointer { ByteSearch.firstRange(of: $0, in: buffer, anchor: search.anchor) != nil }
            }
        }
    }

    /// Adds regions (Lint's annotations); `nil` stays `nil` when there are none.
    static func adding(_ extra: [Region], to suppressions: CodeSuppressions?) -> CodeSuppressions? {
        guard !extra.isEmpty else { return suppressions }
        var result = suppressions ?? CodeSuppressions()
        result.regions += extra
        return result
    }

    public func suppresses(names: Set<String>, line: Int) -> Bool {
        regions.contains { $0.lines.contains(line) && !$0.ruleIds.isDisjoint(with: names) }
    }

    /// The index of the first region that silences a finding with these names on this line.
    func region(names: Set<String>, line: Int) -> Int? {
        regions.firstIndex { $0.lines.contains(line) && !$0.ruleIds.isDisjoint(with: names) }
    }
}

/// `tools:ignore` scopes of an XML file: each element that carries the attribute covers its
/// own extent, so ancestors' ignores reach every descendant.
public struct XMLIgnoreScopes: Sendable, Codable, Hashable {
    public struct Scope: Sendable, Codable, Hashable {
        public var start: SourceLocation
        public var end: SourceLocation
        @SortedWhenCoded public var names: Set<String>
    }

    public var scopes: [Scope]
    /// Where the root element starts: whole-file findings (at 1:1, before an XML prolog)
    /// count as the root's, so `tools:ignore` on the root silences them.
    public var rootStart: SourceLocation

    public var isEmpty: Bool { scopes.isEmpty }

    /// `text`: the file's text, read for `<!--suppress UnusedResources -->` comments.
    public init(root: XMLElement, text: SourceText? = nil) {
        rootStart = root.location
        var scopes: [Scope] = []
        root.forEachElement { element in
            let names = element.toolsIgnore
            if !names.isEmpty { scopes.append(Scope(start: element.location, end: element.endLocation, names: Set(names))) }
        }
        if let text { scopes += Self.suppressComments(root: root, text: text) }
        self.scopes = scopes
    }

    /// Android Studio's (IntelliJ's) suppression comment, `<!--suppress UnusedResources -->`: it
    /// silences the element it comes before, with everything inside; before the root element, the
    /// whole file (Transportr's `library_*_strings.xml`, which AboutLibraries reads by name).
    /// `ALL` silences every check, as `tools:ignore="all"` does.
    static func suppressComments(root: XMLElement, text: SourceText) -> [Scope] {
        let opening = Array("<!--suppress ".utf8)
        var found: [(end: Int, names: Set<String>)] = []
        text.bytes.withUnsafeBufferPointer { bytes in
            opening.withUnsafeBufferPointer { pattern in
                var from = 0
                while from < bytes.count,
                    let match = ByteSearch.firstRange(of: pattern, in: UnsafeBufferPointer(rebasing: bytes[from...]), anchor: 1) {  // `!`: rarer than letters
                    let start = from + match.upperBound
                    var end = start
                    while end + 2 < bytes.count, !(bytes[end] == UInt8(ascii: "-") && bytes[end + 1] == UInt8(ascii: "-") && bytes[end + 2] == UInt8(ascii: ">")) { end += 1 }
                    let names = String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
                        .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" || $0 == "\t" })
                        .map { $0 == "ALL" ? "all" : String($0) }
                    if !names.isEmpty { found.append((end, Set(names))) }
                    from = end + 1
                }
            }
        }
        guard !found.isEmpty else { return [] }
        let elements = root.allElements()
        return found.compactMap { comment in
            let location = text.location(ofOffset: comment.end)
            // The first element that starts after the comment is the one it stands before.
            guard let element = elements.first(where: { $0.location > location }) else { return nil }
            return Scope(start: element.location, end: element.endLocation, names: comment.names)
        }
    }

    public func suppresses(names: Set<String>, at location: SourceLocation) -> Bool {
        let location = max(location, rootStart)
        return scopes.contains { $0.start <= location && location < $0.end && !$0.names.isDisjoint(with: names) }
    }
}
