/// Where a Kotlin or Java file's code runs only for developers (`if (BuildConfig.DEBUG) { … }`)
/// or only in the IDE's preview (`if (LocalInspectionMode.current) { … }`), and the file's
/// private functions with the lines that name them, so that a helper called only from such code
/// or from previews (known once the whole project's preview annotations are) is found with it.
public struct CodeRegionFacts: Sendable, Codable, Hashable {
    /// A function, class or object only this file can use (`private fun`, a Java `private`
    /// method, `private object PreviewItems`).
    public struct LocalFunction: Sendable, Codable, Hashable {
        /// From its declaration's first line to the end of its body.
        public var lines: ClosedRange<Int>
        /// The lines naming it outside its own body (calls, `::name` references).
        public var uses: [Int]
    }

    /// Then-branches of `if (BuildConfig.DEBUG)`, `if (DEBUG)`, `if (Config.DEBUG && …)`, `if (state.showDebugInfo)`.
    public var debugLines: [ClosedRange<Int>] = []
    /// Then-branches of `if (LocalInspectionMode.current)`: what Compose draws only in a preview.
    public var inspectionLines: [ClosedRange<Int>] = []
    /// Only when the file has regions or previews (`@Preview`, `@PreviewLightDark`, `@ThemePreviews`)
    /// their uses may lie in.
    public var localFunctions: [LocalFunction] = []

    /// A Java class named as its file whose constructors are all private: a static helper
    /// (`VideoDetailPlayerCrasher.onCrashThePlayer(…)`), used only through `Name.member`, so the
    /// project can tell when every use lies in debug-only code.
    public var isStaticHelper = false

    public var isEmpty: Bool { debugLines.isEmpty && inspectionLines.isEmpty && localFunctions.isEmpty && !isStaticHelper }

    public init() {}

    /// The lines that never run in a release build or outside the preview, once `previews` (the
    /// file's preview functions) are known: the regions, then, to a fixed point, every local
    /// function whose uses all lie in them (`debug` when one use is in debug-only code).
    public func resolved(previews: [ClosedRange<Int>]) -> (debug: [ClosedRange<Int>], preview: [ClosedRange<Int>]) {
        var debug = debugLines, preview = previews + inspectionLines
        guard !localFunctions.isEmpty, !debug.isEmpty || !preview.isEmpty else { return (debug, preview) }
        var pending = localFunctions.filter { !$0.uses.isEmpty }
        var changed = true
        while changed {  // each round places at least one function, so at most `count` rounds
            changed = false
            pending.removeAll { function in
                let inDebug = function.uses.contains { line in debug.contains { $0.contains(line) } }
                let placed = function.uses.allSatisfy { line in
                    debug.contains { $0.contains(line) } || preview.contains { $0.contains(line) }
                }
                guard placed else { return false }
                if inDebug { debug.append(function.lines) } else { preview.append(function.lines) }
                changed = true
                return true
            }
        }
        return (debug, preview)
    }
}

extension CodeFile {
    /// The file's debug-only and preview-only branches and its local functions (see
    /// `CodeRegionFacts`). Only in a file that spells `DEBUG` or `LocalInspectionMode` or has
    /// previews: one pass over the code's bytes for `if (` and `private`; the private functions
    /// and their uses only when there are regions or previews to lie in.
    /// `hasPreviews`: whether the file annotates a declaration with a `…Preview…` annotation.
    public func regionFacts(hasPreviews: Bool) -> CodeRegionFacts {
        var facts = CodeRegionFacts()
        facts.isStaticHelper = isStaticHelper
        // Most files have no such branch and no preview: a byte search for the words each
        // condition needs passes them over without walking their tokens.
        // (`LocalInspectionMode` is found by its `I`: its last byte, an `e`, is everywhere.)
        // (`Debug` finds `DEBUG`'s kin `showDebugInfo` by its capital; `eveloperMode` both
        // spellings of a developer mode by its `M`: a lower-case letter anchoring the search cost
        // a comparison at every `public` and `by`.)
        // (`BUILD_TYPE` by its `Y`, `FLAVOR` by its `V`: capitals rarer than their first letters.)
        // (`DEV` finds a development build's own flag, `BuildConfig.DEVELOPMENT`, by its `V`.)
        guard hasPreviews || text.contains("DEBUG") || text.contains("DEV", anchor: 2) || text.contains("Debug", anchor: 0) || text.contains("eveloperMode", anchor: 8)
            || text.contains("LocalInspectionMode", anchor: 5) || text.contains("BUILD_TYPE", anchor: 7) || text.contains("FLAVOR", anchor: 3)
        else { return facts }
        var locals: [(name: Int, body: ClosedRange<Int>)] = []  // the name's token, the body's tokens
        // Found by bytes: an `if` or a `private` token is two or seven bytes spelling it, followed
        // (for `if`) by `(`; every other token is passed over on its length.
        let (ifs, privates) = text.bytes.withUnsafeBufferPointer { bytes in
            code.withUnsafeBufferPointer { tokens -> ([Int], [Int]) in
                var ifs: [Int] = [], privates: [Int] = []
                for index in tokens.indices where tokens[index].kind == .identifier {
                    let token = tokens[index]
                    switch token.end - token.start {
                    case 2:
                        if bytes[token.start] == UInt8(ascii: "i"), bytes[token.start + 1] == UInt8(ascii: "f"), index + 1 < tokens.count,
                            tokens[index + 1].kind == .punctuation, bytes[tokens[index + 1].start] == UInt8(ascii: "(") {
                            ifs.append(index)
                        }
                    case 7:
                        if bytes[token.start] == UInt8(ascii: "p"), bytes[token.start + 6] == UInt8(ascii: "e"),
                            bytes[token.start + 1] == UInt8(ascii: "r"), bytes[token.start + 2] == UInt8(ascii: "i"),
                            bytes[token.start + 3] == UInt8(ascii: "v"), bytes[token.start + 4] == UInt8(ascii: "a"),
                            bytes[token.start + 5] == UInt8(ascii: "t") {
                            privates.append(index)
                        }
                    default:
                        continue
                    }
                }
                return (ifs, privates)
            }
        }
        for index in ifs {
            guard let close = matchingParen(index + 1) else { continue }
            // `if (!BuildConfig.DEBUG) return`: the rest of the block runs only in a developer
            // build (PersianCalendar's settings menu: `if (!BuildConfig.DEVELOPMENT) return // Rest
            // are development only functionalities`).
            if self.code(index + 2, is: "!"), operandKind(index + 3..<close) == .debug, returns(after: close),
                let end = enclosingBlockEnd(after: close) {
                facts.debugLines.append(location(of: code[index]).line...location(of: code[end]).line)
                continue
            }
            guard let kind = branchCondition(index + 2..<close) else { continue }
            let first = location(of: code[index]).line
            let last: Int
            if self.code(close + 1, is: "{"), let end = matchingClose(close + 1) {
                last = location(of: code[end]).line
            } else if close + 1 < code.count {
                last = location(of: code[statementEnd(after: close + 1)]).line  // a single statement, to its end
            } else { continue }
            if kind == .debug { facts.debugLines.append(first...max(first, last)) } else { facts.inspectionLines.append(first...max(first, last)) }
        }
        guard !privates.isEmpty, hasPreviews || !facts.debugLines.isEmpty || !facts.inspectionLines.isEmpty else { return facts }
        for index in privates {
            guard let name = privateFunctionName(after: index) else { continue }
            locals.append((name, index...max(index, declarationEnd(from: name))))
        }
        guard !locals.isEmpty else { return facts }
        // Uses: identifiers spelling a local's name outside its own body (its declaration is in
        // it). Most identifiers are none of the names: told apart by their length and first and
        // last bytes through a 256-bit filter before any is compared.
        var uses = Array(repeating: [Int](), count: locals.count)
        text.bytes.withUnsafeBufferPointer { bytes in
            code.withUnsafeBufferPointer { tokens in
                func shape(_ token: CodeLexer.Token) -> Int {
                    (token.end - token.start) << 16 | Int(bytes[token.start]) << 8 | Int(bytes[token.end - 1])
                }
                var filter = BitFilter256()
                for local in locals { filter.insert(shape(tokens[local.name])) }
                for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].end > tokens[index].start
                    && filter.mayContain(shape(tokens[index])) {
                    let token = tokens[index]
                    for (position, local) in locals.enumerated() where !local.body.contains(index) {
                        let name = tokens[local.name]
                        guard name.end - name.start == token.end - token.start,
                            (0..<(token.end - token.start)).allSatisfy({ bytes[token.start + $0] == bytes[name.start + $0] }) else { continue }
                        // A function is used where it is called or referenced, not where a type
                        // of its name is (Session's `private fun ThemeColors()` beside its
                        // `interface ThemeColors`, named by every `colors: ThemeColors`).
                        if self.code(local.name + 1, is: "("), !isCall(index) { continue }
                        uses[position].append(location(of: token).line)
                    }
                }
            }
        }
        facts.localFunctions = locals.indices.map { position in
            let body = locals[position].body
            return CodeRegionFacts.LocalFunction(
                lines: location(of: code[body.lowerBound]).line...location(of: code[body.upperBound]).line, uses: uses[position])
        }
        return facts
    }

    /// Whether the identifier at `index` is a call or a reference of a function of its name:
    /// `name(…)`, Kotlin's trailing lambda `name { … }` (not a type's `: Name {` or `interface
    /// Name {`), or `::name`; not `new Name(` (a class's constructor).
    private func isCall(_ index: Int) -> Bool {
        if self.code(index - 1, is: "::") || (self.code(index - 1, is: ":") && self.code(index - 2, is: ":")) { return true }
        if self.code(index - 1, is: "new") || self.code(index - 1, is: "fun") { return false }
        if self.code(index + 1, is: "(") { return true }
        guard language == .kotlin, self.code(index + 1, is: "{") else { return false }
        return !(self.code(index - 1, is: ":") || self.code(index - 1, is: ",") || self.code(index - 1, is: "interface")
            || self.code(index - 1, is: "class") || self.code(index - 1, is: "object") || self.code(index - 1, is: ">"))
    }

    /// Whether this Java file's class, named as the file, declares a private constructor and no
    /// public or protected one (`private Crasher() { }`): searched as bytes, as code formats them.
    var isStaticHelper: Bool {
        guard language == .java, file.name.hasSuffix(".java") else { return false }
        let name = file.name.dropLast(5)
        // Each found by the name's first byte (a capital, rarer than the `(` it ends with).
        return !name.isEmpty && text.contains("private \(name)(", anchor: 8) && text.contains("class \(name)", anchor: 6)
            && !text.contains("public \(name)(", anchor: 7) && !text.contains("protected \(name)(", anchor: 10)
    }

    private enum BranchKind { case debug, inspection }

    /// What an `if` condition's tokens (inside its parentheses) make its then-branch: debug-only
    /// when one `&&` operand is `DEBUG` or a qualified `….DEBUG` (`BuildConfig.DEBUG`), preview-only
    /// when one is `LocalInspectionMode.current`; `nil` with a top-level `||` or anything else.
    private func branchCondition(_ range: Range<Int>) -> BranchKind? {
        var depth = 0
        var operandStart = range.lowerBound
        var found: BranchKind?
        var cursor = range.lowerBound
        while cursor <= range.upperBound {
            let atEnd = cursor == range.upperBound
            if !atEnd, code[cursor].kind == .punctuation {
                if self.code(cursor, is: "(") || self.code(cursor, is: "[") { depth += 1 }
                if self.code(cursor, is: ")") || self.code(cursor, is: "]") { depth -= 1 }
                if depth == 0, self.code(cursor, is: "|"), self.code(cursor + 1, is: "|") { return nil }
            }
            if atEnd || (depth == 0 && self.code(cursor, is: "&") && self.code(cursor + 1, is: "&")) {
                if found == nil { found = operandKind(operandStart..<cursor) }
                operandStart = cursor + 2
                cursor += 2
                continue
            }
            cursor += 1
        }
        return found
    }

    /// `DEBUG`, `BuildConfig.DEBUG`, `com.acme.BuildConfig.DEBUG`, a developer-mode flag
    /// (`state.showDebugInfo`, `isDeveloperModeEnabled`: Element X's room debug section);
    /// `LocalInspectionMode.current`.
    private func operandKind(_ range: Range<Int>) -> BranchKind? {
        if isDeveloperBuildComparison(range) { return .debug }
        guard !range.isEmpty, range.count % 2 == 1 else { return nil }
        for position in range where (position - range.lowerBound) % 2 == 1 && !self.code(position, is: ".") { return nil }
        for position in range where (position - range.lowerBound) % 2 == 0 && code[position].kind != .identifier { return nil }
        let last = range.upperBound - 1
        if self.code(last, is: "DEBUG") || isDeveloperFlag(last) || isDevelopmentBuildFlag(last) { return .debug }
        if self.code(last, is: "current"), self.code(last - 2, is: "LocalInspectionMode"), range.count == 3 { return .inspection }
        return nil
    }

    /// A comparison of the build type with one that is not `release`, or of the flavour with a
    /// developer one (`isDeveloperSourceSet`): `"beta".equals(BuildConfig.BUILD_TYPE)` (Mastodon's
    /// "Debug settings unlocked" toast), `BuildConfig.BUILD_TYPE == "debug"`,
    /// `BuildConfig.FLAVOR.equals("internal")`. Not a negation (`!=`, `!"release".equals(…)`).
    private func isDeveloperBuildComparison(_ range: Range<Int>) -> Bool {
        guard range.count >= 5, range.count <= 12 else { return false }
        var field: Int?
        var literal: Int?
        var compares = false
        for position in range {
            switch code[position].kind {
            case .identifier:
                if self.code(position, is: "BUILD_TYPE") || self.code(position, is: "FLAVOR") {
                    guard self.code(position - 1, is: "."), self.code(position - 2, is: "BuildConfig"), field == nil else { return false }
                    field = position
                } else if self.code(position, is: "equals") {
                    compares = true
                }
            case .string:
                guard literal == nil else { return false }
                literal = position
            case .punctuation:
                if self.code(position, is: "!") { return false }
                if self.code(position, is: "="), self.code(position + 1, is: "=") { compares = true }
            default:
                return false
            }
        }
        guard compares, let field, let literal else { return false }
        let token = code[literal]
        guard token.end - token.start >= 3, token.end - token.start <= 42 else { return false }
        let value = String(decoding: text.bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
        if self.code(field, is: "BUILD_TYPE") { return value.lowercased() != "release" && !value.isEmpty }
        return RulePlan.isDeveloperSourceSet(Substring(value))
    }

    /// Whether the statement after an `if`'s condition (closed at `close`) only returns:
    /// `return`, `return;`, `return@label`, `{ return }`, `{ return; }` (not `return value`).
    private func returns(after close: Int) -> Bool {
        var cursor = close + 1
        let braced = self.code(cursor, is: "{")
        if braced { cursor += 1 }
        guard self.code(cursor, is: "return") else { return false }
        cursor += 1
        if self.code(cursor, is: "@") { cursor += 2 }  // `return@run`
        if self.code(cursor, is: ";") { cursor += 1 }
        guard braced else {
            // Kotlin's bare `return` ends at the line's end: the next token starts another line.
            return cursor >= code.count || self.code(cursor - 1, is: ";") || location(of: code[cursor]).line > location(of: code[cursor - 1]).line
        }
        return self.code(cursor, is: "}")
    }

    /// The `}` closing the block a statement after `start` sits in, or `nil` at the file's end.
    private func enclosingBlockEnd(after start: Int) -> Int? {
        var depth = 0
        var cursor = start + 1
        while cursor < code.count {
            if code[cursor].kind == .punctuation {
                if self.code(cursor, is: "{") { depth += 1 }
                if self.code(cursor, is: "}") {
                    if depth == 0 { return cursor }
                    depth -= 1
                }
            }
            cursor += 1
        }
        return nil
    }

    /// A build-configuration flag named for a development build: `BuildConfig.DEVELOPMENT`,
    /// `BuildConfig.DEV`, `BuildConfig.IS_DEV_BUILD` (a word `DEV`, `DEVELOPMENT` or `DEVELOPER`
    /// of a constant's name), which the build script sets false for release.
    private func isDevelopmentBuildFlag(_ index: Int) -> Bool {
        guard self.code(index - 1, is: "."), self.code(index - 2, is: "BuildConfig"), code[index].end - code[index].start <= 40 else { return false }
        return text(of: code[index]).split(separator: "_").contains { $0 == "DEV" || $0 == "DEVELOPMENT" || $0 == "DEVELOPER" }
    }

    /// A flag named for debug or developer mode: `showDebugInfo`, `isDebugMenuEnabled`,
    /// `debugMode`, `isDeveloperModeEnabled`, `developerModeEnabled` (not `debuggable`, `isDebuggerAttached`).
    private func isDeveloperFlag(_ index: Int) -> Bool {
        guard code[index].end - code[index].start <= 40 else { return false }
        return Self.isDeveloperFlagName(text(of: code[index]))
    }

    /// `isDeveloperFlag`'s test of a name, also for Swift conditions (yattee's
    /// `if showPlayerAreaDebug { Text(verbatim: "topPad: …") }`).
    static func isDeveloperFlagName(_ name: String) -> Bool {
        if name.contains("DeveloperMode") || name.hasPrefix("developerMode") { return true }
        for word in ["Debug", "debug"] {
            guard let range = name.byteRange(of: word) else { continue }
            let after = name[range.upperBound...]
            // A word of its own: `Debug` then an upper-case letter or the end (`showDebugInfo`, `isDebug`).
            if word == "debug", range.lowerBound != name.startIndex { continue }
            if after.isEmpty || after.first!.isUppercase { return true }
        }
        return false
    }

    /// The name token of the function a `private` at `index` declares: Kotlin's `private fun
    /// name(` (also `private suspend fun <T> Type.name(`), Java's `private static Type name(`;
    /// of the class or object it declares (`private object Samples {`, `private static class
    /// Holder`); `nil` for a property, an enum or anything else.
    private func privateFunctionName(after index: Int) -> Int? {
        var cursor = index + 1
        var sawFun = false
        while cursor < code.count, cursor - index <= 16 {
            let token = code[cursor]
            if token.kind == .punctuation {
                if self.code(cursor, is: "("), cursor - 1 > index, code[cursor - 1].kind == .identifier {
                    // Kotlin needs `fun`; Java's return type precedes the name.
                    guard language == .java || sawFun else { return nil }
                    // (`private Name(` is a constructor: named like its class, which is everywhere.)
                    if language == .java, cursor - 2 == index
                        || !(code[cursor - 2].kind == .identifier || self.code(cursor - 2, is: ">") || self.code(cursor - 2, is: "]")) {
                        return nil
                    }
                    return cursor - 1
                }
                if self.code(cursor, is: "=") || self.code(cursor, is: ";") || self.code(cursor, is: "{") || self.code(cursor, is: "(") {
                    return nil
                }
            } else if token.kind == .identifier {
                if self.code(cursor, is: "fun") { sawFun = true }
                // A private object or class is the file's own too: Element X's `private object
                // PreviewItems { fun content() = … }`, which only previews name.
                if !sawFun, self.code(cursor, is: "class") || self.code(cursor, is: "object"), cursor + 1 < code.count,
                    code[cursor + 1].kind == .identifier, !self.code(cursor - 1, is: "enum"), !self.code(cursor - 1, is: "annotation") {
                    return cursor + 1
                }
                if self.code(cursor, is: "val") || self.code(cursor, is: "var") || self.code(cursor, is: "class")
                    || self.code(cursor, is: "object") || self.code(cursor, is: "interface") || self.code(cursor, is: "enum") || self.code(cursor, is: "new") {
                    return nil
                }
            } else {
                return nil
            }
            cursor += 1
        }
        return nil
    }
}
