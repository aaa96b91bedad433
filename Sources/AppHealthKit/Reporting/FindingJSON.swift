/// Findings written as the JSON report's elements, byte for byte what `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` one level inside the report's
/// `findings` array (`JSONReporterTests` and `AuditorTests` compare the two). A large report's
/// findings are most of its bytes; writing them directly skips the encoder's value tree.
enum FindingJSON {
    /// Appends `finding` as an element of the report's `findings` array: `    {` … `    }`. Each
    /// key is written with the punctuation before it as one piece of constant bytes.
    static func append(_ finding: Finding, to out: inout [UInt8]) {
        func string(_ key: StaticString, _ value: String) {
            EncoderJSON.append(key, to: &out)
            EncoderJSON.appendString(value, to: &out)
        }
        func integer(_ key: StaticString, _ value: Int) {
            EncoderJSON.append(key, to: &out)
            EncoderJSON.appendInteger(value, to: &out)
        }
        string("    {\n      \"category\" : ", finding.category.rawValue)
        integer(",\n      \"column\" : ", finding.column)
        string(",\n      \"fingerprint\" : ", finding.fingerprint)
        string(",\n      \"help\" : ", finding.help)
        integer(",\n      \"line\" : ", finding.line)
        string(",\n      \"message\" : ", finding.message)
        string(",\n      \"path\" : ", finding.path)
        if let repoPath = finding.repoPath { string(",\n      \"repoPath\" : ", repoPath) }
        if let role = finding.role { string(",\n      \"role\" : ", role.rawValue) }
        string(",\n      \"ruleId\" : ", finding.ruleId)
        string(",\n      \"severity\" : ", finding.severity.rawValue)
        string(",\n      \"snippet\" : ", finding.snippet)
        EncoderJSON.append("\n    }", to: &out)
    }
}

/// The pieces `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`,
/// as bytes: what `FindingJSON` and `DependencyJSON` are made of.
enum EncoderJSON {
    static func indent(_ count: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Constant bytes (a key with its quotes and punctuation): one copy, not a walk over a
    /// string's `utf8` view.
    static func append(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// `"name" : ` at `count` spaces.
    static func key(_ name: StaticString, indent count: Int, to out: inout [UInt8]) {
        indent(count, &out)
        out.append(UInt8(ascii: "\""))
        append(name, to: &out)
        append("\" : ", to: &out)
    }

    /// `"name" : "value"`, and `,` and a line break unless it is the object's last field.
    static func field(_ name: StaticString, string value: String, indent count: Int, to out: inout [UInt8], last: Bool = false) {
        key(name, indent: count, to: &out)
        appendString(value, to: &out)
        if !last { append(",\n", to: &out) }
    }

    /// `"name" : value` for a value already written as JSON (a number).
    static func field(_ name: StaticString, raw value: String, indent count: Int, to out: inout [UInt8], last: Bool = false) {
        key(name, indent: count, to: &out)
        out.append(contentsOf: value.utf8)
        if !last { append(",\n", to: &out) }
    }

    /// An integer as the encoder writes it (its `description`), digit by digit.
    static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var first = digits.count
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// Whether any of a word's eight bytes is below 0x20, `"` or `\` (exact for "any": the
    /// classic has-less-than and has-zero-byte tests).
    @inline(__always)
    private static func holdsByteToEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
        let quote = (quotes &- ones) & ~quotes & highs
        let backslash = (backslashes &- ones) & ~backslashes & highs
        return control | quote | backslash != 0
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\b \t \n \f \r` or
    /// `\u00xx` (lower-case hex), everything else (`/`, DEL, non-ASCII) as it is. Runs of eight
    /// bytes that need none of that are passed over a word at a time and copied in one piece.
    static func appendString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var start = 0, index = 0
            while index < count {
                if index + 8 <= count, !holdsByteToEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                index += 1
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]))
                start = index
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                default:
                    append("u00", to: &out)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0x0F)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<count]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
