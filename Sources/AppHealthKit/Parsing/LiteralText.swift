/// The fixed text of a string literal as users would see it: escapes decoded, template and
/// interpolation parts left out. What decides whether a literal is text to translate.
enum LiteralText {
    /// A Swift literal's text as written (`A\n\n\"B\"`) with its escapes resolved: `\n`, `\t`,
    /// `\r`, `\0`, `\"`, `\'`, `\\` and `\u{…}`. Text with no backslash is returned as it is.
    static func unescapedSwift(_ written: String) -> String {
        guard written.utf8.contains(UInt8(ascii: "\\")) else { return written }
        var result = ""
        var rest = Substring(written)
        while let backslash = rest.firstIndex(of: "\\") {
            result += rest[..<backslash]
            rest = rest[rest.index(after: backslash)...]
            guard let escaped = rest.first else { result.append("\\"); break }
            rest = rest.dropFirst()
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u" where rest.first == "{":
                let digits = rest.dropFirst().prefix { $0 != "}" }
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value), rest.dropFirst(digits.count + 1).first == "}" {
                    result.unicodeScalars.append(scalar)
                    rest = rest.dropFirst(digits.count + 2)
                } else {
                    result += "\\u"
                }
            default: result.append(escaped)
            }
        }
        return result + rest
    }

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
        // ASCII text is read by bytes (its characters are its bytes, `\r\n` aside, which both
        // readings copy alike); anything else by characters, where a combining mark joins the
        // character before it.
        decodingEscapes(content.utf8.allSatisfy { $0 < 0x80 } ? kotlinFixedASCII(content) : kotlinFixedCharacters(content))
    }

    /// `kotlinFixedText` before escapes are decoded, character by character.
    static func kotlinFixedCharacters(_ content: String) -> String {
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
        return result
    }

    /// `kotlinFixedText` before escapes are decoded, for ASCII text: the same reading by bytes.
    static func kotlinFixedASCII(_ content: String) -> String {
        var content = content
        return content.withUTF8 { bytes in
            let n = bytes.count
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            return String(unsafeUninitializedCapacity: n) { result in
                var written = 0
                var index = 0
                while index < n {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\\"), index + 1 < n {
                        result[written] = byte
                        result[written + 1] = bytes[index + 1]
                        written += 2
                        index += 2
                        continue
                    }
                    if byte == UInt8(ascii: "$"), index + 1 < n {
                        if bytes[index + 1] == UInt8(ascii: "{") {
                            var depth = 0
                            var cursor = index + 1
                            while cursor < n {
                                if bytes[cursor] == UInt8(ascii: "{") { depth += 1 }
                                if bytes[cursor] == UInt8(ascii: "}") { depth -= 1; if depth == 0 { break } }
                                cursor += 1
                            }
                            index = cursor < n ? cursor + 1 : cursor
                            continue
                        }
                        if isLetter(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: "_") {
                            var cursor = index + 1
                            while cursor < n, isLetter(bytes[cursor]) || isDigit(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "_") { cursor += 1 }
                            index = cursor
                            continue
                        }
                    }
                    result[written] = byte
                    written += 1
                    index += 1
                }
                return written
            }
        }
    }

    /// `text` without its template tags (`{{ … }}`, `{% … %}`); an unclosed tag runs to the end.
    /// One pass over the text's scalars (each is looked at once, whatever the tags).
    static func withoutTemplateTags(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "{", index + 1 < scalars.count, scalars[index + 1] == "{" || scalars[index + 1] == "%" {
                let close: Unicode.Scalar = scalars[index + 1] == "{" ? "}" : "%"
                var cursor = index + 2
                while cursor + 1 < scalars.count, !(scalars[cursor] == close && scalars[cursor + 1] == "}") { cursor += 1 }
                guard cursor + 1 < scalars.count else { break }
                index = cursor + 2
                continue
            }
            kept.append(scalars[index])
            index += 1
        }
        return String(kept)
    }

    /// A text's letters, whether it holds a number, and the text without leading and trailing
    /// spaces and tabs: by bytes for ASCII text (its characters are its bytes, and its letters,
    /// digits and blanks are `A`–`Z`/`a`–`z`, `0`–`9`, space and tab), by characters otherwise
    /// (the character reading cost ~56,000 instructions a literal).
    static func pieces(_ text: String) -> (letters: String, hasNumber: Bool, trimmed: String) {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return characterPieces(text) }
        let bytes = Array(text.utf8)
        var letters: [UInt8] = []
        var hasNumber = false
        for byte in bytes {
            if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") { letters.append(byte) }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { hasNumber = true }
        }
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return (String(decoding: letters, as: UTF8.self), hasNumber, String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// `pieces` by characters: what any text is read as.
    static func characterPieces(_ text: String) -> (letters: String, hasNumber: Bool, trimmed: String) {
        (text.filter(\.isLetter), text.contains(where: \.isNumber), text.trimmingCharacters(in: .whitespaces))
    }

    /// Unit symbols shown beside numbers (`-20dB`, `1.5x`, `720p`, `44.1 kHz`): the same in every language.
    static let unitSymbols: Set<String> = [
        "dB", "db", "x", "X", "Hz", "kHz", "MHz", "GHz", "ms", "s", "px", "pt", "fps", "KB", "kB", "MB", "GB", "TB", "kbps", "Mbps",
        "k", "K", "M", "B", "h", "min", "km", "mi", "ft", "kg", "lb", "C", "F", "p", "bpm",
    ]

    /// Well-known product and service names: shown as they are in every language.
    static let productNames: Set<String> = [
        "Dropbox", "Box", "Google Drive", "OneDrive", "iCloud", "iCloud Drive", "pCloud", "Google", "Apple", "Facebook",
        "Twitter", "GitHub", "YouTube", "Mastodon", "WebDAV", "FTP", "SFTP", "SMB", "UPnP", "Plex", "Instagram", "WhatsApp",
        // Apple's product names, which Apple asks never to translate.
        "Apple Watch", "Apple TV", "Apple Music", "Apple Pay", "Apple ID", "CarPlay", "AirPlay", "Siri", "HomeKit", "HealthKit",
        "iPhone", "iPad", "Mac", "Face ID", "Touch ID",
    ]

    /// File formats and media names: the same word in every language (`title ?? "Markdown"`, a `DVD` button).
    static let formatNames: Set<String> = [
        "Markdown", "PDF", "HTML", "JSON", "XML", "CSV", "DVD", "Blu-ray", "MP3", "MP4", "ZIP", "RSS", "GIF", "JPEG", "PNG",
        // Protocols, shown as a URL's scheme (Seafile's server field) or picked from a list
        // (OsmAnd's AIS receiver: `UIAlertAction(title: "TCP")` beside `"UDP"`).
        "HTTP", "HTTPS", "http", "https", "TCP", "UDP", "IPv4", "IPv6", "DNS", "SSH", "TLS", "SSL", "IMAP", "SMTP", "POP3",
        // Proxy protocols, picked from a list (Orbot's `socks4`, `socks5`).
        "SOCKS", "SOCKS4", "SOCKS5", "socks4", "socks5",
        // Messaging encryption protocols, named the same in every language (ChatSecure's key
        // list: `"OTR"`, `"OMEMO"`, `"PGP"`).
        "OTR", "OMEMO", "PGP", "OpenPGP", "GPG", "XMPP",
        // Colour models, labelling a colour's values (ImageToolbox's colour info: `"CMYK"` beside
        // `"HEX"`, `"RGB"`, `"HSV"`).
        "CMYK", "RGB", "RGBA", "ARGB", "sRGB", "HSV", "HSL", "HSB", "HEX", "Hex", "CIELAB", "OKLCH", "OKLab",
    ]

    /// Whether a UI literal's fixed text (interpolations left out) is words a translator would
    /// translate, not a unit beside a number (`"-20dB"`, `"\(speed)x"`, `"42 %"`), a product name
    /// (`"Dropbox"`, `"OneDrive"`, `"iCloud"`), an algorithm's or codec's code (`"SHA-256"`), or an
    /// app name with its platform (`"VLC iOS"`).
    static func needsTranslation(_ fixed: String, interpolated: Bool) -> Bool {
        // ASCII text by bytes (the same answers: `testNeedsTranslationByBytesIsTheCharacterReading`);
        // read by characters it cost ~27,000 instructions a literal, on every reported literal.
        if fixed.utf8.allSatisfy({ $0 < 0x80 }) { return asciiNeedsTranslation(Array(fixed.utf8), fixed, interpolated: interpolated) }
        return characterNeedsTranslation(fixed, interpolated: interpolated)
    }

    /// `needsTranslation` of ASCII text, step by step as `characterNeedsTranslation` reads it:
    /// an ASCII character is its byte (`\r\n` aside, which no step takes for a letter, digit,
    /// blank or mark, either way). The text's pieces (split at blanks and commas) and words
    /// (split at blanks) are ranges of its bytes, read in one pass each: no array or string is
    /// made unless a name is looked up (it made ~6 arrays and 4 strings a literal, ~11,000
    /// instructions, on every literal a rule reported).
    static func asciiNeedsTranslation(_ bytes: [UInt8], _ fixed: String, interpolated: Bool) -> Bool {
        bytes.withUnsafeBufferPointer { asciiNeedsTranslation($0, fixed, interpolated: interpolated) }
    }

    private static func asciiNeedsTranslation(_ b: UnsafeBufferPointer<UInt8>, _ fixed: String, interpolated: Bool) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self) }
        func has(_ range: Range<Int>, _ byte: UInt8) -> Bool { range.contains { b[$0] == byte } }
        func has(_ range: Range<Int>, where test: (UInt8) -> Bool) -> Bool { range.contains { test(b[$0]) } }
        func all(_ range: Range<Int>, _ test: (UInt8) -> Bool) -> Bool { range.allSatisfy { test(b[$0]) } }
        func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
            word.withUTF8Buffer { spelled in range.count == spelled.count && spelled.indices.allSatisfy { b[range.lowerBound + $0] == spelled[$0] } }
        }
        var letterCount = 0, hasDigit = false
        for byte in b {
            if isLetter(byte) { letterCount += 1 } else if isDigit(byte) { hasDigit = true }
        }
        guard letterCount > 1, !isFormatOnly(b) else { return false }
        let hasTags = b.indices.dropLast().contains { b[$0] == UInt8(ascii: "{") && (b[$0 + 1] == UInt8(ascii: "{") || b[$0 + 1] == UInt8(ascii: "%")) }
        if hasTags, !withoutTemplateTags(fixed).contains(where: \.isLetter) { return false }
        let hasNumber = interpolated || hasDigit
        if hasNumber, letterCount <= unitSymbolLength, unitSymbols.contains(String(decoding: b.filter(isLetter), as: UTF8.self)) { return false }
        var start = 0, end = b.count
        while start < end, b[start] == 0x20 || b[start] == 0x09 { start += 1 }
        while end > start, b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
        if end - start <= nameLength {
            let trimmedText = text(start..<end)
            if productNames.contains(trimmedText) || formatNames.contains(trimmedText) { return false }
        }
        func hasScheme(_ token: Range<Int>) -> Bool {
            guard token.count >= 3 else { return false }
            return (token.lowerBound...(token.upperBound - 3)).contains {
                b[$0] == UInt8(ascii: ":") && b[$0 + 1] == UInt8(ascii: "/") && b[$0 + 2] == UInt8(ascii: "/")
            }
        }
        func isDomain(_ token: Range<Int>) -> Bool {
            guard let dot = token.last(where: { b[$0] == UInt8(ascii: ".") }), !token.isEmpty, isLetter(b[token.lowerBound]) else { return false }
            return token.upperBound - (dot + 1) >= 2 && all((dot + 1)..<token.upperBound, isLower)
                && all(token.lowerBound..<dot) { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
        }
        /// The non-empty runs of bytes between separators, in order.
        func forEachPiece(_ isSeparator: (UInt8) -> Bool, _ body: (Range<Int>) -> Void) {
            var pieceStart = start
            for index in start...end where index == end || isSeparator(b[index]) {
                if index > pieceStart { body(pieceStart..<index) }
                pieceStart = index + 1
            }
        }
        // The pieces between blanks and commas: every test below reads them in one pass.
        var tokenCount = 0, firstToken = start..<start
        var allLinks = true, allQualifiers = true, allDomains = true
        forEachPiece({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") }) { token in
            if tokenCount == 0 { firstToken = token }
            tokenCount += 1
            if allLinks {
                allLinks = b[token.lowerBound] == UInt8(ascii: "#") || b[token.lowerBound] == UInt8(ascii: "@") || hasScheme(token)
                    || (has(token, UInt8(ascii: "@")) && has(token, UInt8(ascii: ".")))
            }
            if allQualifiers {
                // Search qualifiers typed into a query field (FastHub's `"is:issue is:open "`): syntax, not words.
                if let colon = token.first(where: { b[$0] == UInt8(ascii: ":") }), colon > token.lowerBound, colon < token.upperBound - 1 {
                    allQualifiers = all(token.lowerBound..<colon, isLower)
                } else {
                    allQualifiers = false
                }
            }
            if allDomains {
                // Example domains typed into a field (Orbot's blocker: `example.com example.org *example.gov`).
                var bare = token.lowerBound
                while bare < token.upperBound, b[bare] == UInt8(ascii: "*") || b[bare] == UInt8(ascii: ".") { bare += 1 }
                allDomains = has(token, UInt8(ascii: ".")) && isDomain(bare..<token.upperBound)
            }
        }
        if tokenCount > 0, allLinks || allQualifiers { return false }
        if tokenCount == 1 {
            let token = firstToken
            if token.count >= 2, token.count <= 10, b[token.lowerBound] == UInt8(ascii: "."),
                all(token.dropFirst(), { isLower($0) || isDigit($0) || $0 == UInt8(ascii: ".") }) {
                return false
            }
            // A domain, or the suffix after a name field (Nos's `.nos.social`).
            if isDomain(b[token.lowerBound] == UInt8(ascii: ".") ? token.dropFirst() : token) { return false }
        }
        if tokenCount > 1, allDomains { return false }
        // `isPathOrIdentifier`, by the token's bytes.
        func isJoiner(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") }
        if tokenCount == 1, firstToken.count >= 2, b[firstToken.lowerBound] == UInt8(ascii: "/")
            ? has(firstToken, where: isLetter)
            : has(firstToken, where: isDigit) && has(firstToken, where: isLetter) && has(firstToken, where: isJoiner)
                && all(firstToken, { isLower($0) || isDigit($0) || isJoiner($0) }) {
            return false
        }
        // The words between blanks that hold a letter (an interpolated `v` aside, `"v\(version)"`).
        let platforms: [StaticString] = ["iOS", "iPadOS", "macOS", "watchOS", "tvOS", "visionOS"]
        var wordCount = 0, firstWord = start..<start, namesPlatform = false, allCapitalOrPlatform = true
        forEachPiece({ $0 == UInt8(ascii: " ") }) { word in
            guard has(word, where: isLetter), !(interpolated && spells(word, "v")) else { return }
            if wordCount == 0 { firstWord = word }
            wordCount += 1
            let platform = platforms.contains { spells(word, $0) }
            if platform { namesPlatform = true }
            if !(isUpper(b[word.lowerBound]) || platform || spells(word, "for")) { allCapitalOrPlatform = false }
        }
        if wordCount == 1 {
            let word = firstWord
            if has(word.dropFirst(), where: isUpper), has(word, where: isLower), all(word, isLetter) { return false }
            if has(word, where: isDigit), !has(word, where: isLower), all(word, { isUpper($0) || isDigit($0) || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "_") }) {
                return false
            }
        }
        if wordCount <= 3, namesPlatform, allCapitalOrPlatform { return false }
        return true
    }

    /// The longest unit symbol and the longest product or format name, in bytes: a longer text
    /// is none of them, and needs no string made to be looked up.
    private static let unitSymbolLength = unitSymbols.map(\.utf8.count).max() ?? 0
    private static let nameLength = productNames.union(formatNames).map(\.utf8.count).max() ?? 0

    /// `needsTranslation` read by characters: what any text is read as.
    static func characterNeedsTranslation(_ fixed: String, interpolated: Bool) -> Bool {
        let (letters, hasDigit, trimmed) = pieces(fixed)
        // `"%d"`, `"%1$s / %2$s"`: format specifiers alone, filled in by code, nothing to translate.
        guard !letters.isEmpty, !isFormatOnly(fixed) else { return false }
        // One Latin letter: a unit or a command-line option beside a field (Seal's `"K"` after a
        // download rate, `"-S"` before yt-dlp's sort option), a size sample (`"A"`), a degree
        // sign's look-alike. (One letter of other scripts may be a word: `"是"`.)
        // (Latin letters: also `º` in OneBusAway's `"-º"` placeholder.)
        // An enclosed letter alone is a symbol (GoMap's `ⓘ` info button).
        if letters.count == 1, letters.unicodeScalars.allSatisfy({ $0.value < 0x250 || (0x2460...0x24FF).contains($0.value) || (0x1F100...0x1F1FF).contains($0.value) }) {
            return false
        }
        // `{{ now() }}`, `{% if user %}`: a template language's own syntax (Jinja, Mustache), shown
        // as an example of what to type; words outside the tags (`Hello {{ name }}`) still count.
        if fixed.contains("{{") || fixed.contains("{%"), !withoutTemplateTags(fixed).contains(where: \.isLetter) { return false }
        let hasNumber = interpolated || hasDigit
        // A unit or symbol beside a number: nothing else to read.
        if hasNumber, unitSymbols.contains(letters) { return false }
        if productNames.contains(trimmed) || formatNames.contains(trimmed) { return false }
        // `#icecube, #techhub`, `@alice`, `https://example.com`: tags, handles and addresses, the same in every language.
        let tokens = trimmed.split(whereSeparator: { $0 == " " || $0 == "," })
        if !tokens.isEmpty, tokens.allSatisfy({ $0.hasPrefix("#") || $0.hasPrefix("@") || $0.contains("://") || ($0.contains("@") && $0.contains(".")) }) {
            return false
        }
        // Search qualifiers typed into a query field (FastHub's `"is:issue is:open "`): syntax, not words.
        if !tokens.isEmpty, tokens.allSatisfy({ token in
            guard let colon = token.firstIndex(of: ":"), colon > token.startIndex, token.index(after: colon) < token.endIndex else { return false }
            return token[..<colon].allSatisfy { $0.isASCII && $0.isLetter && $0.isLowercase }
        }) {
            return false
        }
        // `.zip`, `.tar.gz`: a file name's extension, the same in every language.
        if tokens.count == 1, let token = tokens.first, token.count >= 2, token.count <= 10, token.first == ".",
            token.dropFirst().allSatisfy({ ($0.isLetter && $0.isLowercase && $0.isASCII) || ($0.isNumber && $0.isASCII) || $0 == "." }) {
            return false
        }
        // `Duck.ai`, `mastodon.social`: a product spelled as its domain.
        func isDomain(_ token: Substring) -> Bool {
            guard let dot = token.lastIndex(of: "."), token.first?.isLetter == true else { return false }
            return token[token.index(after: dot)...].count >= 2 && token[token.index(after: dot)...].allSatisfy({ $0.isLowercase && $0.isLetter })
                && token[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." })
        }
        if tokens.count == 1, let token = tokens.first, isDomain(token.first == "." ? token.dropFirst() : token) { return false }
        // Example domains typed into a field (Orbot's blocker: `example.com example.org *example.gov`).
        if tokens.count > 1, tokens.allSatisfy({ token in token.contains(".") && isDomain(token.drop { $0 == "*" || $0 == "." }) }) {
            return false
        }
        if tokens.count == 1, let token = tokens.first, isPathOrIdentifier(Array(token)) { return false }
        // One word with a capital inside (`OneDrive`, `pCloud`, `iOS`): a product's own spelling.
        // (Punctuation-only pieces and a version's `v` before an interpolation are not words.)
        let words = trimmed.split(separator: " ").filter { word in
            word.contains(where: \.isLetter) && !(interpolated && word == "v")
        }
        if words.count == 1, let word = words.first, word.dropFirst().contains(where: \.isUppercase), word.contains(where: \.isLowercase),
            word.allSatisfy(\.isLetter) {
            return false
        }
        // `SHA-256`, `UTF-8`, `H.264`, `MP3`: an algorithm's, encoding's or codec's code (capitals
        // and digits in one word), read the same in every language.
        if words.count == 1, let word = words.first, word.contains(where: \.isNumber), !word.contains(where: \.isLowercase),
            word.allSatisfy({ ($0.isLetter && $0.isUppercase) || $0.isNumber || $0 == "-" || $0 == "." || $0 == "/" || $0 == "_" }) {
            return false
        }
        // `VLC iOS`, `Kiwix for macOS`: a name and a platform.
        if words.count <= 3, words.contains(where: { ["iOS", "iPadOS", "macOS", "watchOS", "tvOS", "visionOS"].contains(String($0)) }),
            words.allSatisfy({ $0.first?.isUppercase == true || ["iOS", "iPadOS", "macOS", "watchOS", "tvOS", "visionOS", "for"].contains(String($0)) }) {
            return false
        }
        return true
    }

    /// One token that is a path (`/zotero/`, `/sdcard/Download`: a leading slash) or a machine
    /// identifier (`2024-02-15-preview`, an API version; `gpt-4o-mini`: lower-case letters and
    /// digits joined by `-`, `_` or `.`, holding a digit), the same in every language.
    static func isPathOrIdentifier(_ token: [Character]) -> Bool {
        guard token.count >= 2, token.allSatisfy(\.isASCII) else { return false }
        if token.first == "/" { return token.contains(where: \.isLetter) }
        return token.contains(where: \.isNumber) && token.contains(where: \.isLetter)
            && token.contains(where: { $0 == "-" || $0 == "_" || $0 == "." })
            && token.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." })
    }

    /// Whether the text's letters all belong to printf-style format specifiers (`%s`, `%d`,
    /// `%1$s`, `%-8.2f`, `%%`, `%@` in Objective-C): `"%s"`, `"%d / %d"` hold no word.
    static func isFormatOnly(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { isFormatOnly($0) }
    }

    static func isFormatOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.contains(UInt8(ascii: "%")) || bytes.contains(UInt8(ascii: "{")) else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        var index = 0
        var specifiers = 0
        while index < bytes.count {
            let byte = bytes[index]
            // A named placeholder, `{top}` (edX's `"{top}\n{bottom}"`, filled by `oex_format(withParameters:)`).
            if byte == UInt8(ascii: "{") {
                var end = index + 1
                while end < bytes.count, isLetter(bytes[end]) || (bytes[end] >= 0x30 && bytes[end] <= 0x39) || bytes[end] == UInt8(ascii: "_") { end += 1 }
                guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}") else { return false }
                specifiers += 1
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: "%") {
                index += 1
                // Argument index, flags, width and precision, then the conversion (`%%` is one).
                while index < bytes.count, "0123456789$-#+ ,(.lhz".utf8.contains(bytes[index]) { index += 1 }
                guard index < bytes.count, isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "%") || bytes[index] == UInt8(ascii: "@") else { return false }
                specifiers += 1
                index += 1
                continue
            }
            if byte >= 0x80 || isLetter(byte) { return false }
            index += 1
        }
        return specifiers > 0
    }
}
