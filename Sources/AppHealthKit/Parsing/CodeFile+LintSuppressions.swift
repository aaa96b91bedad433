/// Android Lint's and the compilers' own ways of silencing a check in Kotlin and Java, read from
/// tokens: `@SuppressLint("HardcodedText")`, Kotlin's `@Suppress("…")` (detekt uses it too),
/// Java's `@SuppressWarnings("…")`, IntelliJ's `//noinspection AndroidLintSetTextI18n`, and
/// Kotlin's file-wide `@file:Suppress("…")`. Each covers the declaration or statement it sits
/// on, from the annotation to the end of that declaration's body.
extension CodeFile {
    /// The regions these annotations and comments silence; IDs as written (Lint's, ours, `all`).
    public func lintSuppressionRegions() -> [CodeSuppressions.Region] {
        // Every annotation read below is named `Suppress…` as written: a file without those bytes
        // has none, and its tokens need no walk (most files). Candidates are found by the `S`
        // (`text.contains` looks for the last byte, and `s` is everywhere).
        guard text.contains("Suppress", anchor: 0) else { return noinspectionRegions() }
        var regions: [CodeSuppressions.Region] = []
        let lineCount = max(1, text.lineCount)
        var index = 0
        while index < code.count {
            // Only an `@` starts an annotation: the tokens before the next are passed over.
            guard code[index].kind == .punctuation, self.code(index, is: "@"), code.indices.contains(index + 1) else {
                index = nextToken(startingWith: UInt8(ascii: "@"), after: index)
                continue
            }
            var cursor = index + 1
            var fileWide = false
            if self.code(cursor, is: "file"), self.code(cursor + 1, is: ":") {
                fileWide = true
                cursor += 2
            }
            guard code.indices.contains(cursor), code[cursor].kind == .identifier else { index += 1; continue }
            while self.code(cursor + 1, is: "."), code.indices.contains(cursor + 2), code[cursor + 2].kind == .identifier {
                cursor += 2
            }
            // The annotation's last name, by bytes (`@Override`, `@Composable` need no string).
            let suppressing = self.code(cursor, is: "SuppressLint") || self.code(cursor, is: "Suppress") || self.code(cursor, is: "SuppressWarnings")
            guard suppressing, self.code(cursor + 1, is: "("), let close = matchingClose(cursor + 1) else {
                index += 1
                continue
            }
            let ids = Set(((cursor + 2)..<close).filter { code[$0].kind == .string }.map { stringContent(of: code[$0]) }
                .flatMap { $0.split(separator: ",").map { Self.lintId(String($0).trimmedWhitespace()) } }
                .filter { !$0.isEmpty })
            if !ids.isEmpty {
                let start = location(of: code[index]).line
                let lines = fileWide ? 1...lineCount : start...max(start, location(of: code[statementEnd(after: close + 1)]).line)
                regions.append(.init(ruleIds: ids, lines: lines))
            }
            index = close + 1
        }
        regions += noinspectionRegions()
        return regions
    }

    /// `//noinspection AndroidLintHardcodedText, SetTextI18n`: the next declaration or statement.
    private func noinspectionRegions() -> [CodeSuppressions.Region] {
        var regions: [CodeSuppressions.Region] = []
        let marker = Array("noinspection".utf8)
        // The line comments are the comments starting `//` (a block comment starts `/*`): read
        // from the comments' spans, not by testing the kind of every token of the file.
        for span in commentSpans where span.count >= 2 && text.bytes[span.lowerBound + 1] == UInt8(ascii: "/") {
            let token = CodeLexer.Token(kind: .lineComment, start: span.lowerBound, end: span.upperBound)
            // Bytes first: only a comment whose text starts with the marker is read as a string.
            var at = token.start
            while at < token.end, text.bytes[at] == UInt8(ascii: "/") || text.bytes[at] == UInt8(ascii: " ") { at += 1 }
            guard token.end - at >= marker.count, text.bytes[at..<(at + marker.count)].elementsEqual(marker) else { continue }
            var body = Substring(text(of: token)).drop { $0 == "/" || $0 == " " }
            guard body.hasPrefix("noinspection") else { continue }
            body = body.dropFirst("noinspection".count)
            let ids = Set(body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map { Self.lintId(String($0)) }.filter { !$0.isEmpty })
            guard !ids.isEmpty, let next = code.firstIndex(where: { $0.start > token.end }) else { continue }
            let start = location(of: token).line
            let first = next
            let end = first < code.count ? statementEnd(after: first) : code.count - 1
            regions.append(.init(ruleIds: ids, lines: start...max(start, location(of: code[end]).line)))
        }
        return regions
    }

    /// IntelliJ prefixes Lint's IDs with `AndroidLint`; Kotlin's `@Suppress` may name ours.
    static func lintId(_ raw: String) -> String {
        raw.hasPrefix("AndroidLint") && raw.count > "AndroidLint".count ? String(raw.dropFirst("AndroidLint".count)) : raw
    }

    /// The last code index of the declaration or statement starting at `start`: a body in braces
    /// ends it (Java and Kotlin declarations); Java statements end at `;`; a Kotlin statement ends
    /// at a line break outside brackets that does not continue the expression.
    func statementEnd(after first: Int) -> Int {
        let start = skippingAnnotations(first)
        guard start < code.count else { return code.count - 1 }
        var cursor = start
        var depth = 0
        var afterAssignment = false
        while cursor < code.count {
            let token = code[cursor]
            let spelled = text(of: token)
            if token.kind == .punctuation {
                switch spelled {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "}" where depth == 0: return max(start, cursor - 1)  // the enclosing block closes
                case "{" where depth == 0:
                    guard let close = matchingClose(cursor) else { return code.count - 1 }
                    if language != .java, !continues(after: close) { return close }
                    if language == .java, !afterAssignment { return close }
                    cursor = close
                case ";" where depth == 0: return cursor
                case "=" where depth == 0: afterAssignment = true
                default: break
                }
            }
            if language != .java, depth == 0, !continues(after: cursor) { return cursor }
            cursor += 1
        }
        return code.count - 1
    }

    /// The first index past the annotations starting at `index` (`@A`, `@a.b.C(…)`).
    private func skippingAnnotations(_ index: Int) -> Int {
        var cursor = index
        while self.code(cursor, is: "@"), code.indices.contains(cursor + 1), code[cursor + 1].kind == .identifier {
            cursor += 2
            while self.code(cursor, is: "."), code.indices.contains(cursor + 1) { cursor += 2 }
            if self.code(cursor, is: "("), let close = matchingClose(cursor) { cursor = close + 1 }
        }
        return cursor
    }

    /// Whether a Kotlin expression goes on past `index` onto the next line (or the same line).
    private func continues(after index: Int) -> Bool {
        guard index + 1 < code.count else { return false }
        let here = location(of: code[index]).line
        let next = code[index + 1]
        if location(of: next).line == here { return true }
        let last = text(of: code[index])
        let following = text(of: next)
        if code[index].kind == .punctuation, ["=", ".", ",", "+", "-", "*", "/", "(", "[", ":", "&", "|", "?", ">", "<", "!", "@"].contains(last) {
            return true
        }
        if code[index].kind == .identifier, ["fun", "class", "object", "interface", "val", "var", "return", "if", "when"].contains(last) { return true }
        if next.kind == .punctuation, [".", "?", ":", "&", "|", "=", "+", "-", "*", "/", "{"].contains(following) { return true }
        if next.kind == .identifier, ["else", "catch", "finally", "where"].contains(following) { return true }
        return false
    }
}
