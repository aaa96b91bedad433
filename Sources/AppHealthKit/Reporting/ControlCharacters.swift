/// Text from the audited tree (file names, string literals, snippets, messages built from them)
/// reaches terminals and CI logs. Control characters in it could move the cursor, rewrite earlier
/// lines, set a terminal's title, forge a workflow command on a line of its own or reorder text
/// (bidirectional overrides), so the text, Markdown and GitHub reporters show them escaped,
/// Swift-style: ESC as `\u{1B}`, BEL as `\u{07}`, a newline as `\n`.
extension String {
    var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscaping) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            guard Self.needsEscaping(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
            }
        }
        return result
    }

    /// C0 controls, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates.
    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
