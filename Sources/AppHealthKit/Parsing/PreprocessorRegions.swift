/// Lines of an Objective-C (or C) file that only debug builds compile: the branches of
/// `#if DEBUG`, `#ifdef DEBUG`, `#if defined(DEBUG)`, `#if DEBUG == 1` up to their `#elif`,
/// `#else` or `#endif`, and the branches after `#ifndef DEBUG`/`#if !DEBUG` (`#else`, `#elif`).
/// Read line by line over the bytes; nested conditionals on an explicit stack (never deeper than
/// 256 open conditionals: a deeper one is read as not about `DEBUG`). A directive inside a
/// comment or string is read as one: rare, and only ever hides text rules' findings.
enum PreprocessorRegions {
    private struct Frame {
        /// An earlier branch required `!DEBUG`: later branches run only in debug builds.
        var negatedSeen = false
        /// The first line of the current branch when it is debug-only.
        var debugStart: Int?
    }

    static func debugLines(_ text: SourceText) -> [ClosedRange<Int>] {
        var stack: [Frame] = []
        var regions: [ClosedRange<Int>] = []
        func close(_ frame: Frame, before line: Int) {
            if let start = frame.debugStart, start <= line - 1 { regions.append(start...(line - 1)) }
        }
        forEachDirective(text) { number, word, condition, _ in
            switch word {
            case "if", "ifdef", "ifndef":
                var frame = Frame()
                let (debug, negated): (Bool, Bool) = switch word {
                case "ifdef": (condition == "DEBUG", false)
                case "ifndef": (false, condition == "DEBUG")
                default: (Self.isDebug(condition), Self.isNotDebug(condition))
                }
                frame.negatedSeen = negated
                // Inside a debug-only branch every nested branch is debug-only too: the outer region covers it.
                if debug, stack.count < 256 { frame.debugStart = number + 1 }
                stack.append(frame)
            case "elif", "else":
                guard var frame = stack.popLast() else { return }
                close(frame, before: number)
                let debug = frame.negatedSeen || (word == "elif" && Self.isDebug(condition))
                if word == "elif", Self.isNotDebug(condition) { frame.negatedSeen = true }
                frame.debugStart = debug ? number + 1 : nil
                stack.append(frame)
            case "endif":
                guard let frame = stack.popLast() else { return }
                close(frame, before: number)
            default:
                return
            }
        }
        // Unterminated conditionals run to the end of the file.
        for frame in stack { close(frame, before: text.lineCount + 1) }
        return regions.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The compile-time alternatives of a macro: the `#else` of `#if M`, `#ifdef M` or
    /// `#if defined(M)`, and the first branch of `#ifndef M` or `#if !M` (up to an `#elif`,
    /// `#else` or `#endif`), each with its macro: code that is not compiled while `M` is true
    /// (iOS Frotz keeps its `UIWebView` browser in the `#else` of `#if UseWKWebViewForIFDBBrowser`).
    static func alternativeBranches(_ text: SourceText) -> [(macro: String, lines: ClosedRange<Int>)] {
        var stack: [(macro: String?, negated: Bool, start: Int?)] = []
        var branches: [(macro: String, lines: ClosedRange<Int>)] = []
        func close(_ frame: (macro: String?, negated: Bool, start: Int?), before line: Int) {
            if let macro = frame.macro, let start = frame.start, start <= line - 1 { branches.append((macro, start...(line - 1))) }
        }
        forEachDirective(text) { number, word, condition, _ in
            switch word {
            case "if", "ifdef", "ifndef":
                guard stack.count < 256 else { stack.append((nil, false, nil)); return }
                var macro: String?
                var negated = word == "ifndef"
                if word == "if" {
                    var name = Substring(condition)
                    if name.hasPrefix("!") { negated = true; name = name.dropFirst() }
                    if name.hasPrefix("defined(") && name.hasSuffix(")") { name = name.dropFirst(8).dropLast() }
                    else if name.hasPrefix("defined") { name = name.dropFirst(7) }
                    macro = isMacroName(name) ? String(name) : nil
                } else {
                    macro = isMacroName(Substring(condition)) ? condition : nil
                }
                stack.append((macro, negated, negated && macro != nil ? number + 1 : nil))
            case "elif":
                guard let frame = stack.popLast() else { return }
                close(frame, before: number)
                stack.append((nil, false, nil))  // later branches depend on more than the macro
            case "else":
                guard let frame = stack.popLast() else { return }
                close(frame, before: number)
                stack.append((frame.macro, frame.negated, frame.macro != nil && !frame.negated ? number + 1 : nil))
            case "endif":
                guard let frame = stack.popLast() else { return }
                close(frame, before: number)
            default:
                return
            }
        }
        for frame in stack { close(frame, before: text.lineCount + 1) }
        return branches
    }

    /// Macros the file defines true: `#define UseWKWebView 1` (also `YES`, `true`).
    static func trueDefines(_ text: SourceText) -> [String] {
        var names: [String] = []
        forEachDirective(text) { _, word, _, rest in
            guard word == "define" else { return }
            // The name and the value: the rest of the line's first two words.
            // (Split by bytes, three words at most: by Characters, every `#define` line of a C
            // header cost ~170 instructions a character.)
            let words = rest.split(maxSplits: 3, whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A })
                .map { String(decoding: $0, as: UTF8.self)[...] }
            guard words.count == 2 || (words.count > 2 && words[2].hasPrefix("//")), isMacroName(words[0]),
                ["1", "YES", "true", "TRUE"].contains(words[1]) else { return }
            names.append(String(words[0]))
        }
        return names
    }

    private static func isMacroName(_ name: Substring) -> Bool {
        guard let first = name.utf8.first, CodeLexer.isIdentifierStart(first) else { return false }
        return name.utf8.allSatisfy(CodeLexer.isIdentifierPart)
    }

    /// Each `#word condition` line: its number, the word, the condition as `condition(_:)` gives
    /// it and the line's bytes after the word.
    private static func forEachDirective(_ text: SourceText, _ body: (Int, String, String, ArraySlice<UInt8>) -> Void) {
        let bytes = text.bytes
        for number in 1...max(1, text.lineCount) {
            let start = text.lineStarts[number - 1]
            let end = number < text.lineCount ? text.lineStarts[number] : bytes.count
            var index = start
            while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "#") else { continue }
            index += 1
            while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            var wordEnd = index
            while wordEnd < end, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[wordEnd]) { wordEnd += 1 }
            body(number, String(decoding: bytes[index..<wordEnd], as: UTF8.self), Self.condition(bytes[wordEnd..<end]), bytes[wordEnd..<end])
        }
    }

    /// The directive's condition without blanks and without a trailing `//` or `/*` comment.
    private static func condition(_ bytes: ArraySlice<UInt8>) -> String {
        var kept: [UInt8] = []
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") { kept.removeLast(); break }
            previous = byte
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") { continue }
            kept.append(byte)
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// `DEBUG`, `defined(DEBUG)`, `defined DEBUG`, `DEBUG==1`, `DEBUG>0`.
    private static func isDebug(_ condition: String) -> Bool {
        ["DEBUG", "defined(DEBUG)", "definedDEBUG", "DEBUG==1", "DEBUG>0", "DEBUG!=0"].contains(condition)
    }

    /// `!DEBUG`, `!defined(DEBUG)`, `DEBUG==0`.
    private static func isNotDebug(_ condition: String) -> Bool {
        ["!DEBUG", "!defined(DEBUG)", "!definedDEBUG", "DEBUG==0"].contains(condition)
    }
}
