/// The keys of an `.xcstrings` string catalog's `strings` object, read straight from its bytes.
///
/// A catalog is one JSON object whose `strings` member maps every key to its translations; the
/// translations are most of the file (IceCubes: one 2.2 MB catalog). `JSONDecoder` scanned the
/// whole document into its own map first, ~32 instructions a byte (6 % of IceCubes' audit, 4.6 %
/// of ownCloud's with six catalogs); this reader checks the same bytes once (~11 a byte in the
/// release build) and builds nothing but the keys.
///
/// It reads strict JSON (RFC 8259) in UTF-8 and nothing else. Whatever it does not accept —
/// invalid JSON, a byte-order mark or another encoding, invalid UTF-8, a control character in a
/// string, a lone escaped surrogate, nesting deeper than `maximumDepth`, no `strings` object or two
/// `strings` members — gives `nil`, and `JSONDecoder` decides as before, so the keys are always
/// the ones it would give. (`StringCatalogReaderTests` compares both on generated documents.)
/// Bounded: one pass, no recursion (an explicit stack of open containers).
enum StringCatalogReader {
    static let maximumDepth = 256

    static func keys(_ bytes: [UInt8]) -> Set<String>? {
        // Read through buffer pointers, without bounds checks (every index is tested against the
        // count first); the open containers are kept in a buffer of `maximumDepth`.
        plainInString.withUnsafeBufferPointer { plain in
            bytes.withUnsafeBufferPointer { buffer in
                withUnsafeTemporaryAllocation(of: Container.self, capacity: maximumDepth) { stack in
                    var reader = Reader(b: buffer, plain: plain)
                    return reader.catalogKeys(stack: stack)
                }
            }
        }
    }

    /// 1 for a byte that stands for itself inside a string: ASCII, not a control character, quote or backslash.
    private static let plainInString: [UInt8] = (0...255).map { byte in
        byte >= 0x20 && byte < 0x80 && byte != 0x22 && byte != 0x5C ? 1 : 0
    }

    private enum Container { case object, array }

    private struct Reader {
        let b: UnsafeBufferPointer<UInt8>
        let plain: UnsafeBufferPointer<UInt8>
        var i = 0

        init(b: UnsafeBufferPointer<UInt8>, plain: UnsafeBufferPointer<UInt8>) {
            self.b = b
            self.plain = plain
        }

        mutating func catalogKeys(stack: UnsafeMutableBufferPointer<Container>) -> Set<String>? {
            let n = b.count
            skipSpace()
            guard i < n, b[i] == UInt8(ascii: "{") else { return nil }
            var depth = 0
            var keys: [String] = []
            var sawStrings = false
            // Open while the reader is inside the top-level `strings` object (depth 2).
            var inStrings = false
            var expectingKey = false
            // Set by a top-level `"strings":` key: the value that follows must be an object.
            var stringsValueNext = false
            while true {
                skipSpace()
                guard i < n else { return nil }
                if expectingKey {
                    guard b[i] == UInt8(ascii: "\"") else { return nil }
                    if depth == 1 {
                        guard let key = readString() else { return nil }
                        if key == "strings" {
                            guard !sawStrings else { return nil }
                            sawStrings = true
                            stringsValueNext = true
                        }
                    } else if inStrings && depth == 2 {
                        guard let key = readString() else { return nil }
                        keys.append(key)
                    } else {
                        guard skipString() else { return nil }
                    }
                    skipSpace()
                    guard i < n, b[i] == UInt8(ascii: ":") else { return nil }
                    i += 1
                    expectingKey = false
                    continue
                }
                // A value.
                let c = b[i]
                if stringsValueNext {
                    guard c == UInt8(ascii: "{") else { return nil }
                    stringsValueNext = false
                    inStrings = true
                }
                switch c {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard depth < stack.count else { return nil }
                    stack[depth] = c == UInt8(ascii: "{") ? .object : .array
                    depth += 1
                    i += 1
                    skipSpace()
                    guard i < n else { return nil }
                    if b[i] == (c == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        i += 1
                        depth -= 1
                        if depth == 1 { inStrings = false }
                    } else {
                        expectingKey = c == UInt8(ascii: "{")
                        continue
                    }
                case UInt8(ascii: "\""):
                    guard skipString() else { return nil }
                case UInt8(ascii: "t"):
                    guard literal("true") else { return nil }
                case UInt8(ascii: "f"):
                    guard literal("false") else { return nil }
                case UInt8(ascii: "n"):
                    guard literal("null") else { return nil }
                default:
                    guard number() else { return nil }
                }
                // After a value: a comma, the end of its container, or the end of the document.
                while true {
                    skipSpace()
                    guard depth > 0 else {
                        return i == n && sawStrings ? Set(keys) : nil
                    }
                    let open = stack[depth - 1]
                    guard i < n else { return nil }
                    let next = b[i]
                    i += 1
                    if next == UInt8(ascii: ",") {
                        expectingKey = open == .object
                        break
                    }
                    guard next == (open == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return nil }
                    depth -= 1
                    if depth == 1 { inStrings = false }
                }
            }
        }

        private mutating func skipSpace() {
            while i < b.count {
                switch b[i] {
                case 0x20, 0x0A, 0x0D, 0x09: i += 1
                default: return
                }
            }
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard b.count - i >= count else { return false }
            for k in 0..<count where b[i + k] != word.utf8Start[k] { return false }
            i += count
            return true
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        private mutating func number() -> Bool {
            let n = b.count
            func isDigit(_ k: Int) -> Bool { k < n && b[k] >= UInt8(ascii: "0") && b[k] <= UInt8(ascii: "9") }
            if i < n, b[i] == UInt8(ascii: "-") { i += 1 }
            guard isDigit(i) else { return false }
            if b[i] == UInt8(ascii: "0") { i += 1 } else { while isDigit(i) { i += 1 } }
            if i < n, b[i] == UInt8(ascii: ".") {
                i += 1
                guard isDigit(i) else { return false }
                while isDigit(i) { i += 1 }
            }
            if i < n, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
                i += 1
                if i < n, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
                guard isDigit(i) else { return false }
                while isDigit(i) { i += 1 }
            }
            return true
        }

        /// Past a string (at its opening quote), checked but not built.
        private mutating func skipString() -> Bool {
            i += 1
            let n = b.count
            while i < n {
                let c = b[i]
                if plain[Int(c)] != 0 {
                    i += 1
                    continue
                }
                if c == UInt8(ascii: "\"") { i += 1; return true }
                if c == UInt8(ascii: "\\") {
                    guard escape() != nil else { return false }
                } else if c < 0x20 {
                    return false
                } else {
                    guard let length = utf8Length() else { return false }
                    i += length
                }
            }
            return false
        }

        /// The string at its opening quote, its escapes decoded.
        private mutating func readString() -> String? {
            i += 1
            let start = i
            let n = b.count
            var decoded: [UInt8]?
            while i < n {
                let c = b[i]
                if c == UInt8(ascii: "\"") {
                    let text = decoded.map { String(decoding: $0, as: UTF8.self) }
                        ?? String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
                    i += 1
                    return text
                }
                if c == UInt8(ascii: "\\") {
                    if decoded == nil { decoded = Array(b[start..<i]) }
                    switch escape() {
                    case .byte(let byte)?: decoded!.append(byte)
                    case .scalar(let scalar)?: decoded!.append(contentsOf: UTF8.encode(scalar)!)
                    case nil: return nil
                    }
                } else if c < 0x20 {
                    return nil
                } else if c < 0x80 {
                    decoded?.append(c)
                    i += 1
                } else {
                    guard let length = utf8Length() else { return nil }
                    decoded?.append(contentsOf: b[i..<(i + length)])
                    i += length
                }
            }
            return nil
        }

        private enum Escaped { case byte(UInt8), scalar(Unicode.Scalar) }

        /// Past one escape (at its backslash): what it stands for.
        private mutating func escape() -> Escaped? {
            guard i + 1 < b.count else { return nil }
            let byte: UInt8
            switch b[i + 1] {
            case UInt8(ascii: "\""): byte = UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): byte = UInt8(ascii: "\\")
            case UInt8(ascii: "/"): byte = UInt8(ascii: "/")
            case UInt8(ascii: "b"): byte = 0x08
            case UInt8(ascii: "f"): byte = 0x0C
            case UInt8(ascii: "n"): byte = 0x0A
            case UInt8(ascii: "r"): byte = 0x0D
            case UInt8(ascii: "t"): byte = 0x09
            case UInt8(ascii: "u"):
                guard let value = hexEscape(at: i) else { return nil }
                if let scalar = Unicode.Scalar(value) {
                    i += 6
                    return .scalar(scalar)
                }
                // A surrogate pair (`\uD83D\uDE00`) is one scalar; a lone surrogate is left to JSONDecoder.
                guard value < 0xDC00, let low = hexEscape(at: i + 6), low >= 0xDC00, low <= 0xDFFF,
                    let scalar = Unicode.Scalar(0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)) else { return nil }
                i += 12
                return .scalar(scalar)
            default:
                return nil
            }
            i += 2
            return .byte(byte)
        }

        /// The value of `\uXXXX` at `k`.
        private func hexEscape(at k: Int) -> UInt32? {
            guard k + 5 < b.count, b[k] == UInt8(ascii: "\\"), b[k + 1] == UInt8(ascii: "u") else { return nil }
            var value: UInt32 = 0
            for h in b[(k + 2)...(k + 5)] {
                let digit: UInt8
                switch h {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = h - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = h - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = h - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        /// The length of the well-formed UTF-8 sequence at `i` (its first byte ≥ 0x80), RFC 3629.
        private func utf8Length() -> Int? {
            let n = b.count
            let lead = b[i]
            func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                i + k < n && b[i + k] >= low && b[i + k] <= high
            }
            switch lead {
            case 0xC2...0xDF: return continuation(1) ? 2 : nil
            case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : nil
            case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
            case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
            case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
            case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
            case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
            default: return nil
            }
        }
    }
}
