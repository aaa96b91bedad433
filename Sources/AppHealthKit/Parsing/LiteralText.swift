/// The fixed text of a string literal as users would see it: escapes decoded, template and
/// interpolation parts left out. What decides whether a literal is text to translate.
enum LiteralText {
    /// Decodes `\n`, `\t`, `\0`, `\\`, `\"`, `\'`, `\$`, `\uXXXX` (Kotlin/Java) and `\u{…}` (Swift).
    static func decodingEscapes(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var scalars = String.UnicodeScalarView()
        var iterator = Array(raw.unicodeScalars)[...]
        while let scalar = iterator.popFirst() {
            guard scalar == "\\", let next = iterator.popFirst() else { scalars.append(scalar); continue }
            switch next {
            case "n": scalars.append("\n")
            case "t": scalars.append("\t")
            case "r": scalars.append("\r")
            case "0": scalars.append("\0")
            case "b": scalars.append("\u{8}")
            case "u":
                var digits = ""
                if iterator.first == "{" {
                    iterator = iterator.dropFirst()
                    while let d = iterator.first, d != "}" { digits.unicodeScalars.append(d); iterator = iterator.dropFirst() }
                    iterator = iterator.dropFirst()
                } else {
                    for _ in 0..<4 { if let d = iterator.popFirst() { digits.unicodeScalars.append(d) } }
                }
                if let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) { scalars.append(decoded) }
            default: scalars.append(next)
            }
        }
        return String(scalars)
    }

    /// A Kotlin/Groovy literal's fixed text: `${…}` and `$name` templates left out, escapes decoded.
    static func kotlinFixedText(_ content: String) -> String {
        var result = ""
        var index = content.startIndex
        while index < content.endIndex {
            let character = content[index]
            if character == "\\" {
                let next = content.index(after: index)
                if next < content.endIndex {
                    result += String(content[index...next])
                    index = content.index(after: next)
                    continue
                }
            }
            if character == "$" {
                let next = content.index(after: index)
                if next < content.endIndex, content[next] == "{" {
                    var depth = 0
                    var cursor = next
                    while cursor < content.endIndex {
                        if content[cursor] == "{" { depth += 1 }
                        if content[cursor] == "}" { depth -= 1; if depth == 0 { break } }
                        cursor = content.index(after: cursor)
                    }
                    index = cursor < content.endIndex ? content.index(after: cursor) : cursor
                    continue
                }
                if next < content.endIndex, content[next].isLetter || content[next] == "_" {
                    var cursor = next
                    while cursor < content.endIndex, content[cursor].isLetter || content[cursor].isNumber || content[cursor] == "_" {
                        cursor = content.index(after: cursor)
                    }
                    index = cursor
                    continue
                }
            }
            result.append(character)
            index = content.index(after: index)
        }
        return decodingEscapes(result)
    }
}
