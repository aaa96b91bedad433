/// Light structure over the token stream: enough to find classes, objects and members
/// without a full Kotlin or Java parser.
extension CodeFile {
    /// A class-like declaration (`class`, `object`, `interface`, `enum`) and its body.
    public struct TypeDeclaration: Sendable {
        public var keyword: String
        public var name: String
        /// Index of the keyword (`class`, `object`) in `code`.
        public var keywordIndex: Int
        public var nameIndex: Int
        /// Indices of the body's `{` and `}`, when it has a body.
        public var body: ClosedRange<Int>?
        /// Names after `:` (Kotlin) or `extends`/`implements` (Java), without generic arguments.
        public var supertypes: [String]
        /// `companion object`, `data object`, … : the words just before the keyword.
        public var modifiers: [String]
    }

    static let modifierWords: Set<String> = [
        "public", "private", "protected", "internal", "abstract", "open", "final", "sealed", "data", "companion",
        "static", "inner", "enum", "annotation", "value", "inline", "expect", "actual", "fun",
    ]

    public func typeDeclarations() -> [TypeDeclaration] {
        memo.typeDeclarations(findTypeDeclarations)
    }

    private func findTypeDeclarations() -> [TypeDeclaration] {
        var result: [TypeDeclaration] = []
        let bytes = text.bytes
        for index in keywordCandidates {
            // Bytes first: a String for every identifier of the file was most of this walk. Only
            // the identifiers whose length and first byte may spell a keyword are walked (the
            // lexed file lists them), and `fun` among them is passed over here.
            switch (code[index].end - code[index].start, bytes[code[index].start]) {
            case (5, UInt8(ascii: "c")), (6, UInt8(ascii: "o")), (9, UInt8(ascii: "i")): break
            default: continue
            }
            guard self.code(index, is: "class") || self.code(index, is: "object") || self.code(index, is: "interface") else { continue }
            let keyword = text(of: code[index])
            // `::class`, `Foo.class`, `object : Listener {` (an expression) are not declarations.
            if self.code(index - 1, is: ":") || self.code(index - 1, is: ".") { continue }
            var modifiers: [String] = []
            var back = index - 1
            while back >= 0, code[back].kind == .identifier, Self.modifierWords.contains(text(of: code[back])) {
                modifiers.insert(text(of: code[back]), at: 0)
                back -= 1
            }
            var nameIndex = index + 1
            if keyword == "object", modifiers.contains("companion"), !(code.indices.contains(nameIndex) && code[nameIndex].kind == .identifier) {
                nameIndex = index  // unnamed companion object
            }
            guard code.indices.contains(nameIndex), code[nameIndex].kind == .identifier else { continue }
            let name = nameIndex == index ? "Companion" : text(of: code[nameIndex])
            // Find the body: the first `{` before any `;` or a new declaration keyword.
            var cursor = nameIndex + 1
            var supertypes: [String] = []
            var angle = 0
            var paren = 0
            var collecting = false
            var body: ClosedRange<Int>?
            // Compared as bytes: a string per token of every header (a primary constructor's
            // parameters) cost more than the rest of the walk. Every word compared is lower-case
            // ASCII, which no other spelling equals as a string.
            while cursor < code.count {
                let token = code[cursor]
                if token.kind == .punctuation {
                    // Angle brackets count outside parentheses only, and never below zero: a
                    // constructor parameter `onDone: () -> Unit` or `max: Int = if (a > b) …` is no
                    // generic argument list, and once counted as one it hid the supertypes after it.
                    if self.code(cursor, is: "<") {
                        if paren == 0 { angle += 1 }
                    } else if self.code(cursor, is: ">") {
                        if paren == 0, angle > 0, !self.code(cursor - 1, is: "-") { angle -= 1 }
                    } else if self.code(cursor, is: "(") {
                        paren += 1
                    } else if self.code(cursor, is: ")") {
                        paren -= 1
                    } else if self.code(cursor, is: ":") {
                        if paren == 0 && angle == 0 { collecting = true }
                    } else if self.code(cursor, is: "{") {
                        if paren == 0 {
                            if let close = matchingClose(cursor) { body = cursor...close }
                            break
                        }
                    } else if self.code(cursor, is: ";") || self.code(cursor, is: "}") {
                        if paren == 0 { break }
                    }
                } else if token.kind == .identifier, angle == 0, paren == 0 {
                    // A new declaration ends a header without a body, supertypes or not
                    // (`private object GateException : Exception()` then `class ViewModel … {`:
                    // the class's body is not the object's).
                    if self.code(cursor, is: "class") || self.code(cursor, is: "object") || self.code(cursor, is: "interface")
                        || self.code(cursor, is: "fun") || self.code(cursor, is: "val") || self.code(cursor, is: "var")
                        || self.code(cursor, is: "typealias") {
                        break
                    } else if self.code(cursor, is: "extends") || self.code(cursor, is: "implements") {
                        collecting = true
                    } else if collecting, !self.code(cursor - 1, is: "."), !self.code(cursor + 1, is: ".") {
                        supertypes.append(text(of: token))
                    }
                }
                cursor += 1
            }
            result.append(TypeDeclaration(
                keyword: keyword, name: name, keywordIndex: index, nameIndex: nameIndex, body: body,
                supertypes: supertypes, modifiers: modifiers))
        }
        return result
    }

    /// Code indices directly inside `body` (depth 1 relative to it), skipping nested blocks.
    public func directMembers(of body: ClosedRange<Int>) -> [Int] {
        memo.directMembers(of: body) { findDirectMembers(of: body) }
    }

    /// Counts `{` and `(` together. Where the file's brackets nest, a block opened at depth 1 is
    /// passed over to its partner, where the count comes back to 1: a class body's walk then
    /// reads its members' tokens, not every token of every function (it read them all, ~13
    /// instructions a token, most of a large class's cost).
    private func findDirectMembers(of body: ClosedRange<Int>) -> [Int] {
        var result: [Int] = []
        var depth = 0
        var index = body.lowerBound
        text.bytes.withUnsafeBufferPointer { bytes in
            while index <= body.upperBound {
                let token = code[index]
                if token.kind == .punctuation {
                    let byte = bytes[token.start]
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                        if depth == 1, let end = nestedBlockEnd(index), end <= body.upperBound {
                            index = end + 1
                        } else {
                            depth += 1
                            index += 1
                        }
                        continue
                    }
                    if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") { depth -= 1; index += 1; continue }
                }
                if depth == 1 { result.append(index) }
                index += 1
            }
        }
        return result
    }
}
