/// Findings written as the JSON report's elements, byte for byte what `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` one level inside the report's
/// `findings` array (`JSONReporterTests` and `AuditorTests` compare the two). A large report's
/// findings are most of its bytes; writing them directly skips the encoder's value tree.
enum FindingJSON {
    /// Appends `finding` as an element of the report's `findings` array: `    {` … `    }`.
    static func append(_ finding: Finding, to out: inout [UInt8]) {
        out += Self.open
        field("category", string: finding.category.rawValue, to: &out)
        field("column", number: finding.column, to: &out)
        field("fingerprint", string: finding.fingerprint, to: &out)
        field("help", string: finding.help, to: &out)
        field("line", number: finding.line, to: &out)
        field("message", string: finding.message, to: &out)
        field("path", string: finding.path, to: &out)
        if let repoPath = finding.repoPath { field("repoPath", string: repoPath, to: &out) }
        if let role = finding.role { field("role", string: role.rawValue, to: &out) }
        field("ruleId", string: finding.ruleId, to: &out)
        field("severity", string: finding.severity.rawValue, to: &out)
        field("snippet", string: finding.snippet, to: &out, last: true)
        out += Self.close
    }

    private static let open = Array("    {\n".utf8)
    private static let close = Array("\n    }".utf8)
    private static let keyIndent = Array("      \"".utf8)
    private static let separator = Array("\" : ".utf8)

    private static func key(_ name: StaticString, to out: inout [UInt8]) {
        out += keyIndent
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        out += separator
    }

    private static func field(_ name: StaticString, string value: String, to out: inout [UInt8], last: Bool = false) {
        key(name, to: &out)
        appendString(value, to: &out)
        if !last { comma(&out) }
    }

    private static func field(_ name: StaticString, number value: Int, to out: inout [UInt8]) {
        key(name, to: &out)
        out += value.description.utf8
        comma(&out)
    }

    private static func comma(_ out: inout [UInt8]) {
        out.append(UInt8(ascii: ","))
        out.append(UInt8(ascii: "\n"))
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
