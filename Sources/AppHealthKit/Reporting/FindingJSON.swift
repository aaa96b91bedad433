/// Findings written as the JSON report's elements, byte for byte what `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` one level inside the report's
/// `findings` array (`JSONReporterTests` and `AuditorTests` compare the two). A large report's
/// findings are most of its bytes; writing them directly skips the encoder's value tree.
enum FindingJSON {
    /// At most how many bytes `write` makes of `finding`: keys, punctuation, quotes and two
    /// integers take under 512, a byte of text at most six (`\u00xx`).
    static func maximumCount(_ finding: Finding) -> Int {
        let texts = finding.category.rawValue.utf8.count + finding.fingerprint.utf8.count + finding.help.utf8.count
            + finding.message.utf8.count + finding.path.utf8.count + (finding.repoPath?.utf8.count ?? 0)
            + (finding.role?.rawValue.utf8.count ?? 0) + finding.ruleId.utf8.count + finding.severity.rawValue.utf8.count
            + finding.snippet.utf8.count
        return 512 + 6 * texts
    }

    /// Writes `finding` as an element of the report's `findings` array, `    {` … `    }`, where
    /// `json` has room for `maximumCount(finding)` bytes. Each key is written with the punctuation
    /// before it as one piece of constant bytes.
    static func write(_ finding: Finding, to json: inout JSONBytes) {
        func text(_ key: StaticString, _ value: String) {
            json.raw(key)
            json.string(value)
        }
        func number(_ key: StaticString, _ value: Int) {
            json.raw(key)
            json.integer(value)
        }
        text("    {\n      \"category\" : ", finding.category.rawValue)
        number(",\n      \"column\" : ", finding.column)
        text(",\n      \"fingerprint\" : ", finding.fingerprint)
        text(",\n      \"help\" : ", finding.help)
        number(",\n      \"line\" : ", finding.line)
        text(",\n      \"message\" : ", finding.message)
        text(",\n      \"path\" : ", finding.path)
        if let repoPath = finding.repoPath { text(",\n      \"repoPath\" : ", repoPath) }
        if let role = finding.role { text(",\n      \"role\" : ", role.rawValue) }
        text(",\n      \"ruleId\" : ", finding.ruleId)
        text(",\n      \"severity\" : ", finding.severity.rawValue)
        text(",\n      \"snippet\" : ", finding.snippet)
        json.raw("\n    }")
    }

    /// `findings` as consecutive elements of the report's `findings` array (`,` and a line break
    /// between them; before the first too unless `first`), in one array sized for the worst case
    /// and written in place: appending piece by piece checked the array's uniqueness and capacity
    /// some 25 times a finding.
    static func elements(_ findings: ArraySlice<Finding>, first: Bool) -> [UInt8] {
        // Each finding is borrowed in place (a buffer's element by its address), never copied
        // out: a copy retains every string of the finding, and the strings findings share (a
        // rule's help and ID, a file's path) are retained from both rendering threads at once,
        // each retain waiting for the other core's cache line.
        findings.withUnsafeBufferPointer { findings in
            var bound = 0
            for offset in findings.indices { bound += 2 + maximumCount(findings[offset]) }
            return [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
                var json = JSONBytes(buffer.baseAddress!)
                for offset in findings.indices {
                    if offset > 0 || !first { json.raw(",\n") }
                    write(findings[offset], to: &json)
                }
                assert(json.count <= bound)
                count = json.count
            }
        }
    }
}

/// JSON written into memory the caller sized (`JSONEncoder`'s bytes, as `EncoderJSON` describes):
/// plain stores, no capacity or uniqueness check per piece.
struct JSONBytes {
    let base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0

    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    @inline(__always)
    private mutating func copy(_ source: UnsafePointer<UInt8>, _ length: Int) {
        (base + count).update(from: source, count: length)
        count += length
    }

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        base[count] = value
        count += 1
    }

    /// Constant bytes.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { copy($0.baseAddress!, $0.count) }
    }

    /// An integer as the encoder writes it (its `description`): at most 20 bytes.
    mutating func integer(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var scale: UInt = 1
        while magnitude / scale >= 10 {
            scale *= 10
            digits += 1
        }
        for offset in stride(from: digits - 1, through: 0, by: -1) {
            base[count + offset] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        }
        count += digits
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
    /// `\u00xx` (lower-case hex), everything else (`/`, DEL, non-ASCII) as it is; at most six
    /// bytes a byte, and two quotes. Runs of eight bytes that need none of that are passed over
    /// a word at a time and copied in one piece.
    mutating func string(_ value: String) {
        // The position is a local: stores through `base` could alias `count` in `self`, and the
        // loop would reload it after every byte.
        let base = self.base
        var position = count
        base[position] = UInt8(ascii: "\"")
        position += 1
        // The text is read where it is (a native string's bytes, borrowed): a copy of `value` to call
        // `withUTF8` on retained it, and the strings findings share (a rule's help, a file's path)
        // are retained from every rendering thread at once.
        func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            let length = bytes.count
            var index = 0
            // Eight bytes at a time while none needs escaping: each word is stored as it was read.
            while index + 8 <= length {
                let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                if Self.holdsByteToEscape(word) {
                    for offset in 0..<8 { Self.escaping(source[index + offset], base, &position) }
                } else {
                    UnsafeMutableRawPointer(base + position).storeBytes(of: word, as: UInt64.self)
                    position += 8
                }
                index += 8
            }
            while index < length {
                Self.escaping(source[index], base, &position)
                index += 1
            }
        }
        if value.utf8.withContiguousStorageIfAvailable(write) == nil {
            var copy = value
            copy.withUTF8(write)
        }
        base[position] = UInt8(ascii: "\"")
        count = position + 1
    }

    /// One byte of a string's text at `position`, escaped where JSON needs it.
    @inline(__always)
    private static func escaping(_ next: UInt8, _ base: UnsafeMutablePointer<UInt8>, _ position: inout Int) {
        guard next < 0x20 || next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") else {
            base[position] = next
            position += 1
            return
        }
        base[position] = UInt8(ascii: "\\")
        switch next {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
            base[position + 1] = next
            position += 2
        case 0x08, 0x09, 0x0A, 0x0C, 0x0D:
            base[position + 1] = next == 0x08 ? UInt8(ascii: "b") : next == 0x09 ? UInt8(ascii: "t")
                : next == 0x0A ? UInt8(ascii: "n") : next == 0x0C ? UInt8(ascii: "f") : UInt8(ascii: "r")
            position += 2
        default:
            base[position + 1] = UInt8(ascii: "u")
            base[position + 2] = UInt8(ascii: "0")
            base[position + 3] = UInt8(ascii: "0")
            base[position + 4] = hex[Int(next >> 4)]
            base[position + 5] = hex[Int(next & 0x0F)]
            position += 6
        }
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

    /// A JSON string, as `JSONBytes.string` writes it.
    static func appendString(_ value: String, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 + 6 * value.utf8.count) { buffer in
            var json = JSONBytes(buffer.baseAddress!)
            json.string(value)
            out.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: json.count))
        }
    }
}
