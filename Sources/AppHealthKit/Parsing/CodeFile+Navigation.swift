extension CodeFile {
    /// The index of the token closing the bracket at `open` (`(`, `{`, `[`), or `nil`.
    public func matchingClose(_ open: Int) -> Int? {
        matchingBracket(from: open, step: 1, limit: Int.max)
    }

    /// Where a walk counting `(`, `[` and `{` together comes back to its depth after the
    /// bracket opened at `open`: its partner, when the file's brackets nest (then nothing
    /// between them can end the count earlier or later); `nil` otherwise, and the walk reads the
    /// tokens between as it always did.
    func nestedBlockEnd(_ open: Int) -> Int? {
        bracketsNest ? matchingClose(open) : nil
    }

    /// The index of the token opening the bracket closed at `close` (`)`, `}`, `]`), looked for
    /// within `limit` tokens back, or `nil`.
    public func matchingOpen(_ close: Int, limit: Int = 50_000) -> Int? {
        matchingBracket(from: close, step: -1, limit: limit)
    }

    /// The bracket matching the one at `start`, forward (`step` 1, from an opening bracket) or
    /// back (`step` -1, from a closing one), when it is fewer than `limit` tokens away: read from
    /// `partners`, which pairs them as a walk counting that kind of bracket did.
    private func matchingBracket(from start: Int, step: Int, limit: Int) -> Int? {
        guard code.indices.contains(start) else { return nil }
        let partner = partners[start]
        guard partner >= 0, (partner - start) * step > 0, (partner - start) * step < limit else { return nil }
        return partner
    }

    /// Token ranges of the arguments of the call whose `(` is at `open`, split at top-level commas.
    public func arguments(ofCallAt open: Int) -> [Range<Int>] {
        guard let close = matchingClose(open), close > open + 1 else { return [] }
        var result: [Range<Int>] = []
        var depth = 0
        var start = open + 1
        for index in (open + 1)..<close {
            let token = code[index]
            guard token.kind == .punctuation else { continue }
            switch text.bytes[token.start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                result.append(start..<index)
                start = index + 1
            default: break
            }
        }
        result.append(start..<close)
        return result
    }

    /// The tokens of `range` that sit at bracket depth 0 within it.
    public func topLevel(_ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        _ = firstTopLevel(in: range) { result.append($0); return false }
        return result
    }

    /// The first token of `range` at bracket depth 0 within it (as `topLevel` lists them) that
    /// `matches`, found without listing the others first.
    func firstTopLevel(in range: Range<Int>, where matches: (Int) -> Bool) -> Int? {
        var depth = 0
        for index in range {
            let token = code[index]
            if token.kind == .punctuation {
                switch text.bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1; continue
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1; continue
                default: break
                }
            }
            if depth == 0, matches(index) { return index }
        }
        return nil
    }

    /// The brace depth before each code token (0 = file level).
    public func braceDepths() -> [Int] {
        var depths: [Int] = []
        depths.reserveCapacity(code.count)
        var depth = 0
        text.bytes.withUnsafeBufferPointer { bytes in
            for token in code {
                let byte = token.kind == .punctuation ? bytes[token.start] : 0
                if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                depths.append(depth)
                if byte == UInt8(ascii: "{") { depth += 1 }
            }
        }
        return depths
    }
}
