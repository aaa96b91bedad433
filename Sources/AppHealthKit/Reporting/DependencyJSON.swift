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
        EncoderJSON.append("    {\n", to: &out)
        if let behind = entry.behind { EncoderJSON.field("behind", string: behind, indent: 6, to: &out) }
        EncoderJSON.field("ecosystem", string: entry.ecosystem, indent: 6, to: &out)
        if let latest = entry.latest { EncoderJSON.field("latest", string: latest, indent: 6, to: &out) }
        if let libyears = entry.libyears, let text = number(libyears) { EncoderJSON.field("libyears", raw: text, indent: 6, to: &out) }
        EncoderJSON.field("line", raw: entry.line.description, indent: 6, to: &out)
        if let majors = entry.majorsBehind { EncoderJSON.field("majorsBehind", raw: majors.description, indent: 6, to: &out) }
        EncoderJSON.field("name", string: entry.name, indent: 6, to: &out)
        EncoderJSON.field("path", string: entry.path, indent: 6, to: &out)
        if let sniff = entry.sniff {
            EncoderJSON.key("sniff", indent: 6, to: &out)
            EncoderJSON.append("{\n", to: &out)
            EncoderJSON.key("answers", indent: 8, to: &out)
            EncoderJSON.append("{\n", to: &out)
            let keys = sniff.answers.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (position, name) in keys.enumerated() {
                guard let answer = sniff.answers[name] else { continue }
                EncoderJSON.indent(10, &out)
                EncoderJSON.appendString(name, to: &out)
                EncoderJSON.append(" : {\n", to: &out)
                EncoderJSON.field("fact", string: answer.fact, indent: 12, to: &out)
                EncoderJSON.field("status", string: answer.status.rawValue, indent: 12, to: &out, last: true)
                out.append(UInt8(ascii: "\n"))
                EncoderJSON.indent(10, &out)
                out.append(UInt8(ascii: "}"))
                if position < keys.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            EncoderJSON.indent(8, &out)
            EncoderJSON.append("},\n", to: &out)
            EncoderJSON.field("max", raw: sniff.max.description, indent: 8, to: &out)
            EncoderJSON.field("score", raw: sniff.score.description, indent: 8, to: &out, last: true)
            out.append(UInt8(ascii: "\n"))
            EncoderJSON.indent(6, &out)
            EncoderJSON.append("},\n", to: &out)
        }
        if let source = entry.source { EncoderJSON.field("source", string: source, indent: 6, to: &out) }
        EncoderJSON.field("status", string: entry.status, indent: 6, to: &out)
        EncoderJSON.field("version", string: entry.version, indent: 6, to: &out, last: true)
        EncoderJSON.append("\n    }", to: &out)
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
}
