/// Findings written as the JSON report's elements, byte for byte what `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` one level inside the report's
/// `findings` array (`JSONReporterTests` and `AuditorTests` compare the two). A large report's
/// findings are most of its bytes; writing them directly skips the encoder's value tree.
enum FindingJSON {
    /// Appends `finding` as an element of the report's `findings` array: `    {` … `    }`.
    static func append(_ finding: Finding, to out: inout [UInt8]) {
        out.append(contentsOf: "    {\n".utf8)
        EncoderJSON.field("category", string: finding.category.rawValue, indent: 6, to: &out)
        EncoderJSON.field("column", raw: finding.column.description, indent: 6, to: &out)
        EncoderJSON.field("fingerprint", string: finding.fingerprint, indent: 6, to: &out)
        EncoderJSON.field("help", string: finding.help, indent: 6, to: &out)
        EncoderJSON.field("line", raw: finding.line.description, indent: 6, to: &out)
        EncoderJSON.field("message", string: finding.message, indent: 6, to: &out)
        EncoderJSON.field("path", string: finding.path, indent: 6, to: &out)
        if let repoPath = finding.repoPath { EncoderJSON.field("repoPath", string: repoPath, indent: 6, to: &out) }
        if let role = finding.role { EncoderJSON.field("role", string: role.rawValue, indent: 6, to: &out) }
        EncoderJSON.field("ruleId", string: finding.ruleId, indent: 6, to: &out)
        EncoderJSON.field("severity", string: finding.severity.rawValue, indent: 6, to: &out)
        EncoderJSON.field("snippet", string: finding.snippet, indent: 6, to: &out, last: true)
        out.append(contentsOf: "\n    }".utf8)
    }
}

/// The pieces `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`,
/// as bytes: what `FindingJSON` and `DependencyJSON` are made of.
enum EncoderJSON {
    static func indent(_ count: Int, _ out: inout [UInt8]) {
        for _ in 0..<count { out.append(UInt8(ascii: " ")) }
    }

    /// `"name" : ` at `count` spaces.
    static func key(_ name: StaticString, indent count: Int, to out: inout [UInt8]) {
        indent(count, &out)
        out.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(contentsOf: "\" : ".utf8)
    }

    /// `"name" : "value"`, and `,` and a line break unless it is the object's last field.
    static func field(_ name: StaticString, string value: String, indent count: Int, to out: inout [UInt8], last: Bool = false) {
        key(name, indent: count, to: &out)
        appendString(value, to: &out)
        if !last { out.append(contentsOf: ",\n".utf8) }
    }

    /// `"name" : value` for a value already written as JSON (a number).
    static func field(_ name: StaticString, raw value: String, indent count: Int, to out: inout [UInt8], last: Bool = false) {
        key(name, indent: count, to: &out)
        out.append(contentsOf: value.utf8)
        if !last { out.append(contentsOf: ",\n".utf8) }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// A JSON string: `"` and `\` escaped, control characters as `\b \t \n \f \r` or
    /// `\u00xx` (lower-case hex), everything else (`/`, DEL, non-ASCII) as it is.
    static func appendString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var start = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                default:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0x0F)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
