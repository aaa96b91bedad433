/// What `code.hardcoded-ui-string` needs to follow a literal through one of the project's own
/// Kotlin helpers declared in another file: the file's helpers whose `String` parameter goes
/// straight into a UI sink (`fun SectionTitle(title: String) { Text(title) }`), the functions it
/// declares, and its calls of functions it does not declare that pass a user-facing literal.
/// The same-file case is the per-file rule's; the project stage joins the rest.
public struct TextCallFacts: Sendable, Codable, Hashable {
    public struct Helper: Sendable, Codable, Hashable {
        public var name: String
        public var parameter: String
        public var position: Int
    }

    public struct Argument: Sendable, Codable, Hashable {
        /// `title` in `SectionTitle(title = "…")`; `nil` for a positional argument.
        public var label: String?
        public var position: Int
        public var literal: String
        public var location: SourceLocation
    }

    public struct Call: Sendable, Codable, Hashable {
        public var callee: String
        public var arguments: [Argument]
    }

    public var helpers: [Helper] = []
    /// Names of the functions and types the file declares (`fun name(`, `class Name(`): a helper
    /// whose name is also a class's (tasks' `fun Banner(title:…)` and `sealed class
    /// Banner(eventType:…)`) cannot be told from the constructor.
    public var declared: [String] = []
    /// Only in files that touch Android UI (as the per-file rule requires).
    public var calls: [Call] = []

    public var isEmpty: Bool { helpers.isEmpty && declared.isEmpty && calls.isEmpty }

    public init() {}

    init(_ file: CodeFile) {
        guard file.language == .kotlin else { return }
        let code = file.code
        helpers = HardcodedUIStringRule.textHelpers(file).map { Helper(name: $0.key, parameter: $0.value.name, position: $0.value.position) }
            .sorted { $0.name < $1.name }
        // Sorted, then each name once (a set of strings made a hash of every name to dedupe a
        // list that is sorted anyway).
        var names: [String] = []
        // (Byte comparisons: a `NameSet` made a string of every token its ends let through. Only
        // the identifiers whose length and first byte may spell a keyword are walked.)
        let bytes = file.text.bytes
        for index in file.keywordCandidates {
            switch (code[index].end - code[index].start, bytes[code[index].start]) {
            case (3, UInt8(ascii: "f")), (5, UInt8(ascii: "c")), (6, UInt8(ascii: "o")), (9, UInt8(ascii: "i")): break
            default: continue
            }
            guard index + 1 < code.count, code[index + 1].kind == .identifier,
                file.code(index, is: "fun") || file.code(index, is: "class") || file.code(index, is: "object") || file.code(index, is: "interface") else { continue }
            names.append(file.text(of: code[index + 1]))
        }
        names.sort()
        declared = names.indices.compactMap { $0 > 0 && names[$0] == names[$0 - 1] ? nil : names[$0] }
        guard HardcodedUIStringRule.touchesAndroidUI(file) else { return }
        for index in file.callOrAssignmentNames where file.code(index + 1, is: "(") {
            guard !file.code(index - 1, is: "."), !file.code(index - 1, is: "fun") else { continue }
            // Most calls pass no string at all: look for one before naming the callee and splitting the arguments.
            guard Self.passesString(file, open: index + 1) else { continue }
            let callee = file.text(of: code[index])
            guard !Self.sortedNames(declared, contain: callee), HardcodedUIStringRule.calls[callee] == nil, callee != "Text" else { continue }
            var arguments: [Argument] = []
            for (position, range) in file.arguments(ofCallAt: index + 1).enumerated() {
                guard let literal = HardcodedUIStringRule.firstUserFacingLiteral(in: range, file),
                    !HardcodedUIStringRule.writesItsLabel(file, callAt: index + 1, literal: literal) else { continue }
                let label = code[range.lowerBound].kind == .identifier && file.code(range.lowerBound + 1, is: "=")
                    ? file.text(of: code[range.lowerBound]) : nil
                arguments.append(Argument(label: label, position: position, literal: file.stringContent(of: code[literal]),
                                          location: file.location(of: code[literal])))
            }
            if !arguments.isEmpty { calls.append(Call(callee: callee, arguments: arguments)) }
        }
    }

    /// Whether a string literal lies between the `(` at `open` and the `)` closing it: the close
    /// is the bracket's partner, and the first literal after the `(` is found among the file's
    /// literals by a binary search. (A walk to the close read every token of every call's
    /// arguments, the arguments' own calls again for each call they are passed to: a tenth of
    /// the instructions spent on a Kotlin file.)
    static func passesString(_ file: CodeFile, open: Int) -> Bool {
        guard let close = file.matchingClose(open) else { return false }
        let strings = file.strings
        let first = strings.partitioningIndex { $0 > open }
        return first < strings.count && strings[first] < close
    }

    /// Whether `sorted` (ascending, as `String` orders) holds `name`: a binary search.
    static func sortedNames(_ sorted: [String], contain name: String) -> Bool {
        let low = sorted.partitioningIndex { !($0 < name) }
        return low < sorted.count && sorted[low] == name
    }
}
