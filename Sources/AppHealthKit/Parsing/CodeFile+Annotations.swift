/// A Kotlin or Java declaration and the annotations written on it: functions (with the lines
/// they span) and annotation classes (so a project's own multi-preview annotation, declared in
/// one file and used in another, is recognised as a preview).
public struct AnnotatedDeclaration: Sendable, Codable, Hashable {
    /// Annotation names as written, last component only (`Preview` for `@androidx…Preview`).
    public var annotations: [String]
    /// The lines from the first annotation to the end of the declaration's body.
    public var lines: ClosedRange<Int>
    /// Set when the declaration is `annotation class Name`.
    public var declaresAnnotation: String?
}

extension CodeFile {
    /// Functions and annotation classes that carry at least one annotation, in file order.
    public func annotatedDeclarations() -> [AnnotatedDeclaration] {
        var result: [AnnotatedDeclaration] = []
        var pending: [String] = []
        var firstLine: Int?
        var index = 0
        while index < code.count {
            let token = code[index]
            if token.kind == .punctuation, self.code(index, is: "@"), code.indices.contains(index + 1), code[index + 1].kind == .identifier {
                // `@Preview`, `@androidx.compose.ui.tooling.preview.Preview(...)`, `@file:Suppress`
                var cursor = index + 1
                while self.code(cursor + 1, is: "."), code.indices.contains(cursor + 2), code[cursor + 2].kind == .identifier {
                    cursor += 2
                }
                if self.code(cursor + 1, is: ":") { index = cursor + 1; continue }  // use-site targets: `@file:`
                let name = text(of: code[cursor])  // the last part names the annotation
                if firstLine == nil { firstLine = location(of: token).line }
                pending.append(name)
                cursor += 1
                if self.code(cursor, is: "("), let close = matchingParen(cursor) { cursor = close + 1 }
                index = cursor
                continue
            }
            // With no annotation pending, only the next `@` can start one: the tokens up to it are
            // passed over (most of a file), found by its byte.
            guard !pending.isEmpty else { index = nextToken(startingWith: UInt8(ascii: "@"), after: index); continue }
            let spelled = text(of: token)
            if token.kind == .identifier, spelled == "fun" || spelled == "class" {
                let isAnnotationClass = spelled == "class" && index >= 1 && text(of: code[index - 1]) == "annotation"
                let end = declarationEnd(from: index)
                let name = code.indices.contains(index + 1) && code[index + 1].kind == .identifier ? text(of: code[index + 1]) : nil
                let start = firstLine ?? location(of: token).line
                result.append(AnnotatedDeclaration(
                    annotations: pending, lines: start...max(start, location(of: code[end]).line),
                    declaresAnnotation: isAnnotationClass ? name : nil))
            } else if token.kind == .identifier, Self.modifierWords.contains(spelled) || spelled == "suspend" || spelled == "override" || spelled == "operator" {
                index += 1
                continue
            }
            pending = []
            firstLine = nil
            index += 1
        }
        return result
    }

    /// The first code index after `index` whose token starts with `byte` (`code.count` when none
    /// does): `memchr` finds the byte in the text, and a binary search the token starting there
    /// (a byte inside a string, a comment or a longer token is passed over). What a walk testing
    /// each token's first byte would find, without reading the tokens in between.
    func nextToken(startingWith byte: UInt8, after index: Int) -> Int {
        guard index + 1 < code.count else { return code.count }
        return text.bytes.withUnsafeBufferPointer { bytes in
            code.withUnsafeBufferPointer { tokens in
                var from = tokens[index + 1].start
                var lower = index + 1
                while true {
                    let offset = ByteSearch.index(of: byte, in: bytes, from: from, to: bytes.count)
                    guard offset < bytes.count else { return code.count }
                    // The first token from `lower` starting at or after `offset`.
                    lower = tokens.partitioningIndex(from: lower) { $0.start >= offset }
                    guard lower < tokens.count else { return code.count }
                    if tokens[lower].start == offset { return lower }
                    from = tokens[lower].start  // past the `@`s of the comment or string before it
                }
            }
        }
    }

    /// The last code index of the declaration starting at `start`: the end of its `{…}` body,
    /// of its expression body, or of its header when it has none.
    func declarationEnd(from start: Int) -> Int {
        var cursor = start + 1
        var paren = 0
        // Compared as bytes (ASCII words and marks, which no other spelling equals as a string).
        while cursor < code.count {
            if code[cursor].kind == .punctuation {
                if self.code(cursor, is: "(") { paren += 1 }
                if self.code(cursor, is: ")") { paren -= 1 }
                if self.code(cursor, is: "{"), paren == 0 { return matchingClose(cursor) ?? cursor }
                if self.code(cursor, is: "="), paren == 0 { return expressionEnd(after: cursor) }
                if self.code(cursor, is: ";") || self.code(cursor, is: "}") { return cursor }
            } else if paren == 0, code[cursor].kind == .identifier,
                self.code(cursor, is: "fun") || self.code(cursor, is: "class") || self.code(cursor, is: "val") {
                return cursor - 1
            }
            cursor += 1
        }
        return code.count - 1
    }

    /// The last code index of the expression after the `=` at `equals`: it goes on over lines
    /// while a bracket is open (`= PreviewTheme {` … `}`, Element X's 99 previews), a line ends
    /// on an operator or the next begins with `.`, `?.`, `?:`, `&&` or `||`; it ends before a
    /// bracket closing one it did not open.
    func expressionEnd(after equals: Int) -> Int {
        var depth = 0
        var last = equals
        var cursor = equals + 1
        // A new line is a line break between two tokens, found in the bytes between them (a
        // line number looked up for every token cost 0.4 % of an audit).
        let bytes = text.bytes
        while cursor < code.count {
            let token = code[cursor]
            if depth == 0, cursor > equals + 1 || !self.code(last, is: "="), !continuesExpression(from: last, to: cursor),
                lineBreak(bytes, between: last, and: cursor) { break }
            if token.kind == .punctuation {
                if self.code(cursor, is: "(") || self.code(cursor, is: "[") || self.code(cursor, is: "{") { depth += 1 }
                if self.code(cursor, is: ")") || self.code(cursor, is: "]") || self.code(cursor, is: "}") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, self.code(cursor, is: ";") { break }
            }
            last = cursor
            cursor += 1
        }
        return last
    }

    /// Whether a line break separates two tokens. A template's code follows its string token in
    /// the stream but lies inside it (`"image_${time}"`, kiwix's `FileUtils.kt`): no break, and
    /// no range of bytes between them.
    func lineBreak(_ bytes: [UInt8], between first: Int, and second: Int) -> Bool {
        let (end, start) = (code[first].end, code[second].start)
        return end < start && bytes[end..<start].contains(UInt8(ascii: "\n"))
    }

    /// Whether the token at `next`, first on its line, carries on the expression `last` ended the
    /// line before: an operator or `=` ends that line, or `next` is `.`, `?`, `&`, `|` or `:`.
    private func continuesExpression(from last: Int, to next: Int) -> Bool {
        if code[next].kind == .punctuation {
            for mark: StaticString in [".", "?", "&", "|", ":"] where self.code(next, is: mark) { return true }
        }
        guard code[last].kind == .punctuation else { return false }
        for mark: StaticString in ["=", "+", "-", "*", "/", ".", ",", "&", "|", "?", ":", ">", "<"] where self.code(last, is: mark) { return true }
        return false
    }

    /// Whether the file's imports (before its first `{`) name Gradle's API (`org.gradle…`) or the
    /// Android Gradle plugin's (`com.android.build…`): build logic, a convention plugin.
    var importsGradleAPI: Bool {
        for index in code.indices {
            if self.code(index, is: "{") { return false }
            guard self.code(index, is: "import") else { continue }
            if self.code(index + 1, is: "org"), self.code(index + 3, is: "gradle") { return true }
            if self.code(index + 1, is: "com"), self.code(index + 3, is: "android"), self.code(index + 5, is: "build") { return true }
        }
        return false
    }

    /// The `)` closing the `(` at `open`.
    func matchingParen(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count where code[index].kind == .punctuation {
            if self.code(index, is: "(") { depth += 1 }
            if self.code(index, is: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
