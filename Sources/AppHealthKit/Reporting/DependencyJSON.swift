/// Dependencies written as the JSON report's elements, byte for byte what `JSONEncoder` writes
/// with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` one level inside the report's
/// `dependencies` array (`JSONReporterTests` compares the two). An Android app's dependency table,
/// each with its sniff answers, is most of a small report's bytes, and the encoder spent about
/// 180 instructions on each of them.
enum DependencyJSON {
    /// Whether every entry is written here: libyears a plain number, answers under simple keys
    /// (sorted as the encoder sorts them). Anything else goes through the encoder.
    static func canWrite(_ entries: [DependencyEntry]) -> Bool {
        entries.allSatisfy { entry in
            (entry.libyears.map { number($0) != nil } ?? true)
                && (entry.sniff.map { !$0.answers.isEmpty && $0.answers.keys.allSatisfy(isSimpleKey) } ?? true)
        }
    }

    /// Appends `entry` as an element of the report's `dependencies` array: `    {` … `    }`.
    static func append(_ entry: DependencyEntry, to out: inout [UInt8]) {
        out.append(contentsOf: "    {\n".utf8)
        if let behind = entry.behind { field("behind", string: behind, indent: 6, to: &out) }
        field("ecosystem", string: entry.ecosystem, indent: 6, to: &out)
        if let latest = entry.latest { field("latest", string: latest, indent: 6, to: &out) }
        if let libyears = entry.libyears, let text = number(libyears) { field("libyears", raw: text, indent: 6, to: &out) }
        field("line", raw: entry.line.description, indent: 6, to: &out)
        if let majors = entry.majorsBehind { field("majorsBehind", raw: majors.description, indent: 6, to: &out) }
        field("name", string: entry.name, indent: 6, to: &out)
        field("path", string: entry.path, indent: 6, to: &out)
        if let sniff = entry.sniff {
            key("sniff", indent: 6, to: &out)
            out.append(contentsOf: "{\n".utf8)
            key("answers", indent: 8, to: &out)
            out.append(contentsOf: "{\n".utf8)
            let keys = sniff.answers.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (position, name) in keys.enumerated() {
                guard let answer = sniff.answers[name] else { continue }
                indent(10, &out)
                FindingJSON.appendString(name, to: &out)
                out.append(contentsOf: " : {\n".utf8)
                field("fact", string: answer.fact, indent: 12, to: &out)
                field("status", string: answer.status.rawValue, indent: 12, to: &out, last: true)
                out.append(UInt8(ascii: "\n"))
                indent(10, &out)
                out.append(UInt8(ascii: "}"))
                if position < keys.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            indent(8, &out)
            out.append(contentsOf: "},\n".utf8)
            field("max", raw: sniff.max.description, indent: 8, to: &out)
            field("score", raw: sniff.score.description, indent: 8, to: &out, last: true)
            out.append(UInt8(ascii: "\n"))
            indent(6, &out)
            out.append(contentsOf: "},\n".utf8)
        }
        if let source = entry.source { field("source", string: source, indent: 6, to: &out) }
        field("status", string: entry.status, indent: 6, to: &out)
        field("version", string: entry.version, indent: 6, to: &out, last: true)
        out.append(contentsOf: "\n    }".utf8)
    }

    /// A finite number as the encoder writes it: its description, without a trailing `.0`.
    static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Keys whose byte order is any collation's order: lower-case ASCII letters only (the sniff
    /// test's question IDs).
    private static func isSimpleKey(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
    }

    private static func indent(_ count: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    private static func key(_ name: StaticString, indent count: Int, to out: inout [UInt8]) {
        indent(count, &out)
        out.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(contentsOf: "\" : ".utf8)
    }

    private static func field(_ name: StaticString, string value: String, indent count: Int, to out: inout [UInt8], last: Bool = false) {
        key(name, indent: count, to: &out)
        FindingJSON.appendString(value, to: &out)
        if !last { out.append(contentsOf: ",\n".utf8) }
    }

    private static func field(_ name: StaticString, raw value: String, indent count: Int, to out: inout [UInt8], last: Bool = false) {
        key(name, indent: count, to: &out)
        out += value.utf8
        if !last { out.append(contentsOf: ",\n".utf8) }
    }
}
