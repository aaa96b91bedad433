import Foundation
/// A lexed Kotlin or Java file as code rules see it.
public struct CodeFile: Sendable {
    // Read-only once lexed: the memo's answers hold for the tokens made here.
    public private(set) var file: ProjectFile
    public private(set) var language: CodeLexer.Language
    public private(set) var text: SourceText
    /// Every token, comments included.
    public private(set) var tokens: [CodeLexer.Token]
    /// Tokens without comments: what pattern-matching rules walk.
    public private(set) var code: [CodeLexer.Token]
    /// Where the comments are (byte offsets): what `commentsContain` searches.
    private(set) var commentSpans: [Range<Int>] = []
    /// The indices in `code` of its identifiers (keywords included), ascending: what a walk
    /// looking only at identifiers goes through, instead of testing the kind of every token (more
    /// than half the tokens of Kotlin and Java are punctuation, strings and numbers).
    public private(set) var identifiers: [Int] = []
    /// The indices in `code` of its string literals, ascending (what a walk looking only at
    /// literals goes through).
    public private(set) var strings: [Int] = []
    /// The identifiers (indices in `code`, ascending) that may be `fun`, `class`, `object`,
    /// `import` or `interface`: three bytes starting `f`, five starting `c`, six starting `o` or
    /// `i`, nine starting `i`. The walks for declarations and imports go through these (a few in a
    /// hundred identifiers), each still comparing the spelling it wants, instead of testing every
    /// identifier's length.
    private(set) var keywordCandidates: [Int] = []
    /// The identifiers (indices in `code`, ascending) that the next code token, `(` or `=`, makes a
    /// call's or an assignment's name (`setText(`, `text =`, and `x ==`'s `x` too): what the walks
    /// for calls and assignments go through (about a quarter of the identifiers).
    private(set) var callOrAssignmentNames: [Int] = []
    /// The identifiers (indices in `code`, ascending) starting with a capital `A`–`Z` that a `.`
    /// follows (`SessionManager.token`, `R.string`): where a walk for uses of a type's members looks.
    private(set) var capitalizedNamesBeforeDot: [Int] = []
    /// The identifiers (indices in `code`, ascending) whose last byte and length may be one of the
    /// names `ResourceFacts.init(code:)` looks for (`ResourceFacts.namedLengths`: `R`, `typealias`,
    /// `…Binding`, `getIdentifier`, the navigation label names). Told apart here, in the pass that
    /// reads every token anyway, for ~6 instructions an identifier; a walk of its own took ~19.
    private(set) var resourceNameCandidates: [Int] = []
    /// The deepest nesting of `(`, `[` and `{` among the tokens (a closing bracket with none open
    /// is passed over): what `NestingGuard.tokenDepth` bounds.
    private(set) var bracketDepth = 0
    /// For each bracket of `code` (a punctuation token starting with `(`, `[`, `{`, `)`, `]` or
    /// `}`), the index of the bracket it pairs with, counting only brackets of its own kind (as
    /// `matchingClose` and `matchingOpen` walked to it); -1 for a bracket pairing with none and
    /// for every other token.
    private(set) var partners: [Int] = []
    /// Whether the brackets nest: every closing bracket closes the latest one still open, of its
    /// own kind, and none is left open. Then a bracket's partner is also where a walk counting
    /// brackets of every kind together comes back to the depth it left (`directMembers`).
    private(set) var bracketsNest = false
    /// What more than one rule or fact collector asks of these tokens, worked out once.
    let memo = CodeFileMemo()

    public init(file: ProjectFile, language: CodeLexer.Language, text: SourceText) {
        self.file = file
        self.language = language
        self.text = text
        let tokens = CodeLexer(language: language).tokens(in: text.bytes)
        self.tokens = tokens
        // One pass over the tokens, each code token written into place (appending one by one
        // checked capacity and uniqueness per token): the code, the comments' spans, the
        // identifiers, the string literals, the bracket depth and the bracket pairs (the open
        // brackets of each kind, below). Capacities are the token count, which bounds each.
        var commentSpans: [Range<Int>] = []
        var identifiers: [Int] = []
        var strings: [Int] = []
        // The four lists of identifiers above, written into place as the others are (each at
        // most one entry a token), then copied out at their lengths: appended one by one, they
        // added half again to this pass.
        let listCapacity = max(tokens.count, 1)
        let lists = UnsafeMutablePointer<Int>.allocate(capacity: 4 * listCapacity)
        defer { lists.deallocate() }
        let (keywordList, callList, capitalList, resourceList) = (lists, lists + listCapacity, lists + 2 * listCapacity, lists + 3 * listCapacity)
        var (keywordCount, callCount, capitalCount, resourceCount) = (0, 0, 0, 0)
        // `ResourceFacts.namedLengths`, read through a pointer of its own (a static is a lazy
        // global, checked at every read; an array's elements are bounds-checked).
        let namedLengths = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
        defer { namedLengths.deallocate() }
        ResourceFacts.namedLengths.withUnsafeBufferPointer { table in
            precondition(table.count == 256)
            namedLengths.initialize(from: table.baseAddress!, count: 256)
        }
        var depth = 0, deepest = 0
        var partners: [Int] = []
        // The brackets still open, as linked stacks: the latest of each kind (round, square,
        // curly), each open one linking to the one of its kind before it (`kindLinks`); and the
        // latest of any kind, each linking to the one before it in its partner's place until it
        // is closed. Whether the brackets nest: each closing bracket closes the latest of any kind.
        var open = (-1, -1, -1)
        var nests = true, latest = -1
        let kindLinks = UnsafeMutablePointer<Int>.allocate(capacity: max(tokens.count, 1))
        defer { kindLinks.deallocate() }
        code = [CodeLexer.Token](unsafeUninitializedCapacity: tokens.count) { codeBuffer, codeCount in
            partners = [Int](unsafeUninitializedCapacity: tokens.count) { partnerBuffer, partnerCount in
                identifiers = [Int](unsafeUninitializedCapacity: tokens.count) { identifierBuffer, identifierCount in
                    strings = [Int](unsafeUninitializedCapacity: tokens.count) { stringBuffer, stringCount in
                        let partners = partnerBuffer.baseAddress!
                        // Each code token's partner is written with the token: -1, or for an
                        // opening bracket the bracket open before it, until the closing bracket
                        // pairing with it writes both partners.
                        func pair(_ stack: inout Int, closedAt index: Int) {
                            let opening = stack
                            guard opening >= 0 else { nests = false; return }
                            stack = kindLinks[opening]
                            if opening == latest { latest = partners[opening] } else { nests = false }
                            partners[opening] = index
                            partners[index] = opening
                        }
                        var written = 0, named = 0, quoted = 0
                        tokens.withUnsafeBufferPointer { all in
                            text.bytes.withUnsafeBufferPointer { bytes in
                                for token in all {
                                    guard token.isCode else {
                                        if token.isComment { commentSpans.append(token.start..<token.end) }
                                        continue
                                    }
                                    let index = written
                                    (codeBuffer.baseAddress! + index).initialize(to: token)
                                    (partners + index).initialize(to: -1)
                                    written += 1
                                    switch token.kind {
                                    case .identifier:
                                        (identifierBuffer.baseAddress! + named).initialize(to: index)
                                        named += 1
                                        let length = token.end - token.start
                                        if length > 0, namedLengths[Int(bytes[token.end - 1])] & (1 << UInt64(min(length, 63))) != 0 {
                                            resourceList[resourceCount] = index
                                            resourceCount += 1
                                        }
                                        // Lengths 3, 5, 6 and 9 by one bit test, then the first byte.
                                        if length < 16, (0b10_0110_1000 >> length) & 1 != 0 {
                                            switch (length, bytes[token.start]) {
                                            case (3, UInt8(ascii: "f")), (5, UInt8(ascii: "c")), (6, UInt8(ascii: "o")), (6, UInt8(ascii: "i")), (9, UInt8(ascii: "i")):
                                                keywordList[keywordCount] = index
                                                keywordCount += 1
                                            default: break
                                            }
                                        }
                                    case .string:
                                        (stringBuffer.baseAddress! + quoted).initialize(to: index)
                                        quoted += 1
                                    case .punctuation:
                                        let byte = bytes[token.start]
                                        switch byte {
                                        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                                            if byte == UInt8(ascii: "("), index > 0, codeBuffer[index - 1].kind == .identifier {
                                                callList[callCount] = index - 1
                                                callCount += 1
                                            }
                                            depth += 1
                                            deepest = max(deepest, depth)
                                            partners[index] = latest
                                            latest = index
                                            if byte == UInt8(ascii: "(") { kindLinks[index] = open.0; open.0 = index }
                                            else if byte == UInt8(ascii: "[") { kindLinks[index] = open.1; open.1 = index }
                                            else { kindLinks[index] = open.2; open.2 = index }
                                        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                                            depth = max(0, depth - 1)
                                            if byte == UInt8(ascii: ")") { pair(&open.0, closedAt: index) }
                                            else if byte == UInt8(ascii: "]") { pair(&open.1, closedAt: index) }
                                            else { pair(&open.2, closedAt: index) }
                                        case UInt8(ascii: "="):
                                            if index > 0, codeBuffer[index - 1].kind == .identifier {
                                                callList[callCount] = index - 1
                                                callCount += 1
                                            }
                                        case UInt8(ascii: "."):
                                            if index > 0, codeBuffer[index - 1].kind == .identifier,
                                                CodeSingletonFinder.isTypeName(bytes[codeBuffer[index - 1].start]) {
                                                capitalList[capitalCount] = index - 1
                                                capitalCount += 1
                                            }
                                        default: break
                                        }
                                    default: break
                                    }
                                }
                            }
                        }
                        // Brackets left open pair with none.
                        for var opening in [open.0, open.1, open.2] {
                            while opening >= 0 {
                                partners[opening] = -1
                                opening = kindLinks[opening]
                            }
                        }
                        stringCount = quoted
                        identifierCount = named
                        partnerCount = written
                        codeCount = written
                    }
                }
            }
        }
        self.commentSpans = commentSpans
        self.identifiers = identifiers
        self.strings = strings
        keywordCandidates = Array(UnsafeBufferPointer(start: keywordList, count: keywordCount))
        callOrAssignmentNames = Array(UnsafeBufferPointer(start: callList, count: callCount))
        capitalizedNamesBeforeDot = Array(UnsafeBufferPointer(start: capitalList, count: capitalCount))
        resourceNameCandidates = Array(UnsafeBufferPointer(start: resourceList, count: resourceCount))
        bracketDepth = deepest
        self.partners = partners
        bracketsNest = nests && open == (-1, -1, -1)
    }

    public var path: String { file.path }

    public func text(of token: CodeLexer.Token) -> String {
        String(decoding: text.bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether `code[index]` exists and spells `value` (cheap byte comparison). Literals take this
    /// overload: the hottest check of every code rule.
    public func code(_ index: Int, is value: StaticString) -> Bool {
        guard index >= 0, index < code.count else { return false }
        let token = code[index]
        return value.withUTF8Buffer { spelled in
            guard token.end - token.start == spelled.count else { return false }
            return text.bytes.withUnsafeBufferPointer { bytes in
                for offset in 0..<spelled.count where bytes[token.start + offset] != spelled[offset] { return false }
                return true
            }
        }
    }

    /// Whether `code[index]` exists and spells `value`, a name found at run time.
    public func code<Spelling: StringProtocol>(_ index: Int, spells value: Spelling) -> Bool {
        guard index >= 0, index < code.count else { return false }
        let token = code[index]
        let utf8 = value.utf8
        guard token.end - token.start == utf8.count else { return false }
        return text.bytes[token.start..<token.end].elementsEqual(utf8)
    }

    /// Whether `code[index]` exists and `names` holds its text, as `names.contains(text(of:))`
    /// answers; the token's first and last bytes pass the set's filter before a string is made
    /// (most tokens are none of the set's names).
    func code(_ index: Int, isIn names: NameSet) -> Bool {
        guard index >= 0, index < code.count, code[index].start < code[index].end else { return false }  // no empty name in a NameSet
        let token = code[index]
        let first = text.bytes[token.start], last = text.bytes[token.end - 1]
        if first < 0x80, last < 0x80, !names.filter.mayContain(NameSet.ends(first: first, last: last)) { return false }
        return names.contains(text(of: token))
    }

    /// Whether `code[index]`, lower-cased, holds `word` (lower-case ASCII letters): read on the
    /// bytes of an all-ASCII token, whose lower case is its bytes' and whose Characters are its
    /// bytes; `nil` for a token that is not all ASCII (or no token), left to Unicode's lower case.
    func code(_ index: Int, lowercasedHolds word: StaticString) -> Bool? {
        guard index >= 0, index < code.count else { return nil }
        let token = code[index]
        return word.withUTF8Buffer { word -> Bool? in
            text.bytes.withUnsafeBufferPointer { bytes -> Bool? in
                var found = word.isEmpty
                for start in token.start..<token.end {
                    guard bytes[start] < 0x80 else { return nil }
                    guard !found, start + word.count <= token.end else { continue }
                    var matched = 0
                    while matched < word.count, bytes[start + matched].asciiLowercased == word[matched] { matched += 1 }
                    found = matched == word.count
                }
                return found
            }
        }
    }

    /// Whether `code[index]`, lower-cased, ends with `suffix` (lower-case ASCII letters), read on
    /// the bytes of an all-ASCII token as `lowercasedHolds` is; `nil` for a token that is not all
    /// ASCII (or no token), left to Unicode's lower case.
    func code(_ index: Int, lowercasedEndsWith suffix: StaticString) -> Bool? {
        guard index >= 0, index < code.count else { return nil }
        let token = code[index]
        return suffix.withUTF8Buffer { suffix -> Bool? in
            text.bytes.withUnsafeBufferPointer { bytes -> Bool? in
                for at in token.start..<token.end where bytes[at] >= 0x80 { return nil }
                guard token.end - token.start >= suffix.count else { return false }
                let start = token.end - suffix.count
                for offset in 0..<suffix.count where bytes[start + offset].asciiLowercased != suffix[offset] { return false }
                return true
            }
        }
    }

    /// Whether `code[index]` is the property of an assignment, `.name = …` (not `.name == …`):
    /// the shape Objective-C's text assignments take, told from the tokens around.
    func isAssignedProperty(_ index: Int) -> Bool {
        code(index - 1, is: ".") && code(index + 1, is: "=") && !code(index + 2, is: "=")
    }

    /// Whether `code[index]` exists and its text `==` `name`, as `text(of:) == name` answers:
    /// equal bytes are equal, and only text with a byte past ASCII needs `String`'s comparison
    /// (canonical equivalence: `K` and the Kelvin sign `\u{212A}` are one name to it).
    public func code(_ index: Int, equals name: String) -> Bool {
        guard index >= 0, index < code.count else { return false }
        if code(index, spells: name) { return true }
        let token = code[index]
        let ascii = name.utf8.allSatisfy { $0 < 0x80 } && !text.bytes[token.start..<token.end].contains { $0 >= 0x80 }
        return !ascii && text(of: token) == name
    }

    /// Whether `code[index]` exists and its spelling ends with `suffix` (bytes).
    public func code(_ index: Int, endsWith suffix: String) -> Bool {
        guard index >= 0, index < code.count else { return false }
        let token = code[index]
        let count = suffix.utf8.count
        guard token.end - token.start >= count else { return false }
        return text.bytes.withUnsafeBufferPointer { bytes in
            var at = token.end - count
            for byte in suffix.utf8 {
                guard bytes[at] == byte else { return false }
                at += 1
            }
            return true
        }
    }

    public func location(of token: CodeLexer.Token) -> SourceLocation {
        text.location(ofOffset: token.start)
    }

    /// The comments with their lines, for suppression directives.
    public var comments: [(line: Int, text: String)] {
        tokens.filter(\.isComment).map { (location(of: $0).line, text(of: $0)) }
    }

    /// Whether some comment holds `needle` (its ASCII letters in any case with `ignoringCase`).
    /// Only the comments' bytes are searched: what reads comments (`apphealth:` directives,
    /// untranslated markers) asks this before making them strings. A search of the whole text
    /// stopped at every `l` of `translat` in the code.
    ///
    /// Candidates are the places of one byte of the needle, `anchor` (by default its last byte
    /// that is no letter, else its last byte): found by `memchr`, or for a letter in any case
    /// eight bytes a step (each made small, the letter's bytes found by a zero-byte test), then
    /// the whole needle compared there. Every file's comments are searched three times (for
    /// `apphealth:`, `ranslat` and `non-nls`); byte by byte, each search cost ~6 instructions a byte.
    func commentsContain(_ needle: StaticString, ignoringCase: Bool = false, anchor: Int? = nil) -> Bool {
        needle.withUTF8Buffer { pattern in
            let count = pattern.count
            guard count > 0 else { return true }
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            let at = min(max(anchor ?? pattern.lastIndex { !isLetter($0) } ?? count - 1, 0), count - 1)
            let target = ignoringCase ? pattern[at].asciiLowercased : pattern[at]
            let eitherCase = ignoringCase && isLetter(target)
            return text.bytes.withUnsafeBufferPointer { bytes in
                func matches(at start: Int) -> Bool {
                    for offset in 0..<count {
                        let byte = bytes[start + offset], wanted = pattern[offset]
                        if ignoringCase ? byte.asciiLowercased != wanted.asciiLowercased : byte != wanted { return false }
                    }
                    return true
                }
                return commentSpans.contains { span in
                    guard span.count >= count, let base = bytes.baseAddress else { return false }
                    // The anchor's places, from the first to the last a match can have.
                    var place = span.lowerBound + at
                    let last = span.upperBound - count + at
                    guard eitherCase else {
                        while place <= last {
                            place = ByteSearch.index(of: target, in: bytes, from: place, to: last + 1)
                            guard place <= last else { return false }
                            if matches(at: place - at) { return true }
                            place += 1
                        }
                        return false
                    }
                    let raw = UnsafeRawPointer(base)
                    let spread = UInt64(target) &* 0x0101_0101_0101_0101
                    while place + 8 <= last + 1 {
                        let word = (raw.loadUnaligned(fromByteOffset: place, as: UInt64.self) | 0x2020_2020_2020_2020) ^ spread
                        if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 {
                            for offset in 0..<8 where bytes[place + offset] | 0x20 == target && matches(at: place + offset - at) { return true }
                        }
                        place += 8
                    }
                    while place <= last {
                        if bytes[place] | 0x20 == target, matches(at: place - at) { return true }
                        place += 1
                    }
                    return false
                }
            }
        }
    }

    /// Whether this is a test source (`src/test`, `src/androidTest`, `src/testDebug`, …).
    public var isTest: Bool {
        path.contains("/src/test") || path.contains("/src/androidTest") || path.hasPrefix("src/test")
    }

    /// `stringContent(of:)` of an all-ASCII Kotlin or Java token, by bytes (ASCII characters are
    /// bytes, so the delimiters found are the same); `nil` for any other token.
    private func asciiStringContent(of token: CodeLexer.Token) -> String? {
        text.bytes.withUnsafeBufferPointer { bytes -> String? in
            guard token.start < token.end, token.end <= bytes.count else { return nil }
            for index in token.start..<token.end where bytes[index] >= 0x80 { return nil }
            let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
            var start = token.start, end = token.end
            let delimiter: Int
            if end - start >= 3, bytes[start] == quote, bytes[start + 1] == quote, bytes[start + 2] == quote {
                delimiter = 3
            } else if bytes[start] == quote || bytes[start] == apostrophe {
                delimiter = 1
            } else {
                delimiter = 0
            }
            if delimiter > 0 {
                let mark = bytes[start]
                start += delimiter
                if end - start >= delimiter, (end - delimiter..<end).allSatisfy({ bytes[$0] == mark }) { end -= delimiter }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// The content of a string literal token without quotes (templates left as written).
    public func stringContent(of token: CodeLexer.Token) -> String {
        if language != .objc, let ascii = asciiStringContent(of: token) { return ascii }
        let raw = text(of: token)
        if language == .objc { return Self.objcStringContent(raw) }
        for delimiter in ["\"\"\"", "\"", "'"] where raw.hasPrefix(delimiter) {
            var body = raw.dropFirst(delimiter.count)
            if body.hasSuffix(delimiter) { body = body.dropLast(delimiter.count) }
            return String(body)
        }
        return raw
    }
}

extension ResourceFacts {
    /// References from code: `R.type.name` and `com.acme.R.type.name` (not `android.R`), view and
    /// data binding classes (`ActivityMainBinding` → `@layout/activity_main`), and calls that look
    /// resources up by name at run time (`getIdentifier(`, `android.resource://…/raw/$name`).
    init(code file: CodeFile) {
        self.init()
        let code = file.code
        let imports = Self.resourceImports(file)
        let bytes = file.text.bytes
        let navigationLabelLengths = Self.navigationLabelLengths
        // `R.type.name` pairs kept by their bytes, and how many roots they gave: when every root
        // came from one (no import, binding or look-up added any), the roots are already distinct.
        var referenced = TokenPairSet()
        var uniqueReferences = 0
        // Identifiers only, from `resume` on: a reference matched below passes over its tokens.
        var resume = 0
        // Without imported resource classes or aliases, only the names below matter, told apart
        // from every other identifier by their last byte and length when the file was lexed
        // (`CodeFile.resourceNameCandidates`).
        let onlyNames = imports.nested.isEmpty && imports.aliases.isEmpty
        for index in onlyNames ? file.resourceNameCandidates : file.identifiers {
            guard index >= resume else { continue }
            let length = code[index].end - code[index].start
            let last = bytes[code[index].end - 1]
            if !imports.nested.isEmpty, file.code(index - 1, is: ".") == false, let type = imports.nested[file.text(of: code[index])],
                file.code(index + 1, is: "."), code.indices.contains(index + 2), code[index + 2].kind == .identifier,
                !file.code(index + 3, is: ".") {
                // `import com.acme.R.layout` … `setContentView(layout.main)`
                roots.append(ResourceKey(type: type, name: file.text(of: code[index + 2])))
                resume = index + 3
                continue
            }
            let isR = (length == 1 && last == UInt8(ascii: "R")) || (!imports.aliases.isEmpty && imports.aliases.contains(file.text(of: code[index])) && !file.code(index - 1, is: "."))
            if isR, file.code(index + 1, is: "."), file.code(index + 3, is: "."),
                code.indices.contains(index + 4), code[index + 2].kind == .identifier, code[index + 4].kind == .identifier,
                !(file.code(index - 1, is: ".") && file.code(index - 2, is: "android")) {
                // `isUntracked` by bytes: the untracked types are ASCII without `K`, `;` or `` ` ``, so
                // only their own bytes spell them (no string is made for `R.id.…`).
                if !ResourceKey.untracked.contains(where: { file.code(index + 2, spells: $0) }) {
                    // Plain identifiers are already what `ResourceKey` would make of them (no `-`, `.`
                    // or `:` to normalise, no `string-array` to rename); a backquoted one may not be.
                    let plain = bytes[code[index + 2].start] != UInt8(ascii: "`") && bytes[code[index + 4].start] != UInt8(ascii: "`")
                    // A file names the same resources again and again: a plain ASCII pair seen before
                    // is the same key (ASCII bytes are equal exactly when the strings are), and is
                    // passed over before any string is made.
                    switch plain ? referenced.insert(first: code[index + 2], second: code[index + 4], in: bytes) : nil {
                    case false?:
                        break
                    case let fresh:
                        let type = file.text(of: code[index + 2]), name = file.text(of: code[index + 4])
                        roots.append(plain ? ResourceKey(normalizedType: type, name: name) : ResourceKey(type: type, name: name))
                        if fresh == true { uniqueReferences += 1 }
                    }
                }
                resume = index + 5
                continue
            }
            // Byte checks first: most identifiers are none of these, and need no string of their own.
            if length == 9, last == UInt8(ascii: "s"), file.code(index, is: "typealias"), let alias = Self.resourceTypeAlias(file, at: index) {
                typeAliases.append(alias)
            } else if length >= 7, last == UInt8(ascii: "g"), file.code(index, endsWith: "Binding") {
                let name = file.text(of: code[index])
                if name.count > 7, name.first?.isUppercase == true, name != "ViewDataBinding", name != "ViewBinding" {
                    roots.append(ResourceKey(type: "layout", name: Self.snakeCase(String(name.dropLast(7)))))
                }
            } else if length == 13, file.code(index, is: "getIdentifier"), file.code(index + 1, is: "(") {
                readGetIdentifier(file, at: index)
            } else if showsNavigationLabels == nil, length < 64, navigationLabelLengths & (1 << length) != 0,
                Self.navigationLabelNames.contains(where: { $0.utf8CodeUnitCount == length && file.code(index, is: $0) }),
                Self.showsNavigationLabel(file, at: index) {
                showsNavigationLabels = file.location(of: code[index])
            }
        }
        var literals = nameLiterals  // what the look-ups above named
        for index in file.strings {
            // Most literals are sentences and formats: they are passed over on their bytes.
            guard file.language == .objc || Self.mayNameResource(bytes, code[index]) else { continue }
            let content = file.stringContent(of: code[index])
            if content.contains("android.resource://") { readResourceURI(file, at: index) }
            // `"flag_$code"`, `"spoken_emoji_%04X"`: the fixed prefix before a template or a format
            // directive, as the resource shrinker reads format strings.
            // (Most literals hold neither byte, and need no Character search.)
            let fixed = content.utf8.contains(where: { $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "%") })
                ? content.firstIndex(where: { $0 == "$" || $0 == "%" }).map { String(content[..<$0]) } ?? content : content
            if Self.isPotentialName(fixed) { literals.insert(ResourceKey.normalize(fixed)) }
        }
        nameLiterals = literals
        compactEdges(rootsAreUnique: uniqueReferences == roots.count)
        if file.language != .objc, file.text.contains("setText", anchor: 3) || file.text.contains(".text =", anchor: 6)
            || file.text.contains("setBackground", anchor: 3) || file.text.contains(".background =", anchor: 4) {
            let set = Self.setViews(file)
            textSetViews = set.text
            // (A colour counts only in the layouts the file names, its `roots`: ids such as `time`
            // or `title` recur across layouts, and a colour set on one layout's `time` says nothing
            // of another's, Mastodon's audio item and photo viewer. Not kept as pairs: a screen
            // naming 24 layouts and colouring 20 views would make 480.)
            textColorSetViews = set.textColor
            backgroundSetViews = set.background
        }
    }

    /// The layout ids of the views whose text, text colour or background the file sets: the
    /// receiver of `.setText(` or `.text =`, of `.setTextColor(`, of `.setBackgroundColor(`,
    /// `.setBackgroundResource(`, `.setBackground(` or `.background =` (its name, and its name as a
    /// snake-case id: view binding's `binding.sizeText`), the id bound to that name
    /// (`size = (TextView) v.findViewById(R.id.item_size)`, `@BindView(R.id.item_size) TextView size;`,
    /// `val size = v.findViewById<TextView>(R.id.item_size)`), an id looked up in the receiver
    /// itself (`((TextView) v.findViewById(R.id.x)).setText(`), and the id a `RemoteViews` sets
    /// (`views.setTextViewText(R.id.x, …)`, `views.setTextColor(R.id.x, …)`).
    static func setViews(_ file: CodeFile) -> (text: [String], textColor: [String], background: [String]) {
        let code = file.code
        // By what is set: 0 the text, 1 the text colour, 2 the background.
        var receivers: [Set<String>] = [[], [], []]
        var ids: [Set<String>] = [[], [], []]
        // Every id a name is bound to: two view holders of a file may both have an `mAppVersion`
        // (SAI's backup details adapter), each bound to its own view.
        var bound: [String: [String]] = [:]
        let bytes = file.text.bytes
        // Every name below is `R` before a `.` or a setter, `text` or `background` before a `(`
        // or `=`: only those identifiers are walked (the lexed file lists them; what is found
        // goes into sets, so their order does not matter), and the rest of those are passed over
        // on their first byte and length.
        for index in [file.capitalizedNamesBeforeDot, file.callOrAssignmentNames].joined() {
            let length = code[index].end - code[index].start
            switch bytes[code[index].start] {
            case UInt8(ascii: "R"): guard length == 1 else { continue }
            case UInt8(ascii: "s"): guard length >= 7 else { continue }
            case UInt8(ascii: "t"): guard length == 4 else { continue }
            case UInt8(ascii: "b"): guard length == 10 else { continue }
            default: continue
            }
            if file.code(index, is: "R"), file.code(index + 1, is: "."), file.code(index + 2, is: "id"), file.code(index + 3, is: "."),
                code.indices.contains(index + 4), code[index + 4].kind == .identifier {
                // The id's string is made only for an id bound to a name (most are looked up in
                // place: `findViewById(R.id.x).setOnClickListener`).
                let id = { file.text(of: code[index + 4]) }
                // `@BindView(R.id.x) TextView name;`
                if file.code(index - 1, is: "("), file.code(index - 2, is: "BindView") || file.code(index - 2, is: "InjectView"),
                    file.code(index + 5, is: ")"), code.indices.contains(index + 7), code[index + 7].kind == .identifier, file.code(index + 8, is: ";") {
                    bound[file.text(of: code[index + 7]), default: []].append(id())
                    continue
                }
                // `name = …findViewById(R.id.x)` within the statement.
                var back = index - 1
                while back > 0, index - back <= 14, !file.code(back, is: ";"), !file.code(back, is: "{"), !file.code(back, is: "}") {
                    if file.code(back, is: "="), !file.code(back - 1, is: "="), !file.code(back - 1, is: "!"), !file.code(back + 1, is: "=") {
                        var name = back - 1
                        // `val size: TextView = …`
                        if code.indices.contains(name), code[name].kind == .identifier, file.code(name - 1, is: ":") { name -= 2 }
                        if code.indices.contains(name), code[name].kind == .identifier { bound[file.text(of: code[name]), default: []].append(id()) }
                        break
                    }
                    back -= 1
                }
                continue
            }
            let property: Int
            if file.code(index + 1, is: "(") {
                if file.code(index, is: "setText") { property = 0 }
                else if file.code(index, is: "setTextColor") { property = 1 }
                else if file.code(index, is: "setBackgroundColor") || file.code(index, is: "setBackgroundResource") || file.code(index, is: "setBackground")
                    || file.code(index, is: "setBackgroundDrawable") { property = 2 }
                else if file.code(index, is: "setTextViewText") { property = 0 }
                else { continue }
                // `remoteViews.setTextViewText(R.id.title, …)`, `remoteViews.setTextColor(R.id.title, …)`:
                // a notification's or widget's view, by its id.
                if file.code(index + 2, is: "R"), file.code(index + 3, is: "."), file.code(index + 4, is: "id"), file.code(index + 5, is: "."),
                    code.indices.contains(index + 6), code[index + 6].kind == .identifier {
                    ids[property].insert(file.text(of: code[index + 6]))
                    continue
                }
            } else if file.code(index + 1, is: "="), !file.code(index + 2, is: "=") {
                if file.code(index, is: "text") { property = 0 }
                else if file.code(index, is: "background") { property = 2 }
                else { continue }
            } else {
                continue
            }
            guard file.code(index - 1, is: ".") else { continue }
            var receiver = index - 2
            if file.code(receiver, is: "?") || file.code(receiver, is: "!") { receiver -= 1 }
            guard code.indices.contains(receiver) else { continue }
            if code[receiver].kind == .identifier {
                receivers[property].insert(file.text(of: code[receiver]))
            } else if file.code(receiver, is: ")") {
                // `((TextView) v.findViewById(R.id.x)).setText(…)`: the id inside the receiver.
                var cursor = receiver - 1
                while cursor > 3, receiver - cursor <= 24 {
                    if file.code(cursor - 4, is: "R"), file.code(cursor - 2, is: "id"), code[cursor].kind == .identifier, file.code(cursor - 1, is: ".") {
                        ids[property].insert(file.text(of: code[cursor]))
                        break
                    }
                    cursor -= 1
                }
            }
        }
        for property in 0..<3 {
            for receiver in receivers[property] {
                ids[property].insert(receiver)
                ids[property].insert(snakeCase(receiver))
                ids[property].formUnion(bound[receiver] ?? [])
            }
        }
        return (ids[0].sorted(), ids[1].sorted(), ids[2].sorted())
    }

    static let resourceScheme = Array("android.resource://".utf8)

    /// Whether a Kotlin or Java string literal may matter to `init(code:)`, from its bytes: its
    /// text before any `$` may be a resource name (`isPotentialName`: a letter, then letters,
    /// digits, `_` and `.`, at least three in all), or it holds `android.resource://`. `false`
    /// only where the literal's content says neither (a quote inside the content is no name
    /// character, so stopping at the first quote after the opening ones changes no answer).
    static func mayNameResource(_ bytes: [UInt8], _ token: CodeLexer.Token) -> Bool {
        guard token.start < token.end, token.end <= bytes.count else { return false }
        let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
        var index = token.start
        while index < token.end, index - token.start < 3, bytes[index] == quote || bytes[index] == apostrophe { index += 1 }
        let start = index
        while index < token.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "$") || byte == UInt8(ascii: "%") || byte == quote || byte == apostrophe { break }
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            guard letter || (index > start && ((byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "."))) else { break }
            index += 1
        }
        if index - start >= 3, index == token.end || bytes[index] == UInt8(ascii: "$") || bytes[index] == UInt8(ascii: "%") || bytes[index] == quote || bytes[index] == apostrophe {
            return true
        }
        return resourceScheme.withUnsafeBufferPointer { scheme in
            bytes.withUnsafeBufferPointer { ByteSearch.firstRange(of: scheme, in: UnsafeBufferPointer(rebasing: $0[token.start..<token.end])) != nil }
        }
    }

    /// For each last byte, the lengths (bit n: n bytes, bit 63: 63 or more) of the names
    /// `init(code:)` looks for among identifiers ending with it: `R`, `typealias`, `…Binding`,
    /// `getIdentifier` and the navigation label names.
    static let namedLengths: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 256)
        table[Int(UInt8(ascii: "R"))] |= 1 << 1
        table[Int(UInt8(ascii: "s"))] |= 1 << 9
        for length in 7...63 { table[Int(UInt8(ascii: "g"))] |= 1 << UInt64(length) }
        table[Int(UInt8(ascii: "r"))] |= 1 << 13
        for name in navigationLabelNames {
            name.withUTF8Buffer { table[Int($0[$0.count - 1])] |= 1 << UInt64(min($0.count, 63)) }
        }
        return table
    }()

    /// The names `showsNavigationLabel` reads (compared by length first: most identifiers are none).
    static let navigationLabelNames: [StaticString] = ["setupActionBarWithNavController", "setupWithNavController", "label"]
    /// Their lengths as bits (bit n: a name n bytes long): one test passes over every other identifier.
    static let navigationLabelLengths: UInt64 = navigationLabelNames.reduce(0) { $0 | 1 << UInt64($1.utf8CodeUnitCount) }

    /// `setupActionBarWithNavController(`, `toolbar.setupWithNavController(`,
    /// `NavigationUI.setupWithNavController(binding.toolbar, …)`, `destination.label`: the app shows
    /// destination labels (a bottom navigation bar's `setupWithNavController` shows menu titles).
    static func showsNavigationLabel(_ file: CodeFile, at index: Int) -> Bool {
        // `label` is a common local name (`label.setAlpha(…)`): read on bytes, no string is made
        // unless it follows a `.`, and then only for a receiver that is not all ASCII.
        if file.code(index, is: "label") {
            guard index >= 2, file.code(index - 1, is: ".") else { return false }
            return file.code(index - 2, lowercasedEndsWith: "destination")
                ?? file.text(of: file.code[index - 2]).lowercased().hasSuffix("destination")
        }
        let name = file.text(of: file.code[index])
        switch name {
        case "setupActionBarWithNavController":
            return file.code(index + 1, is: "(")
        case "setupWithNavController":
            guard file.code(index + 1, is: "(") else { return false }
            // The receiver (`binding.toolbar.setupWithNavController(`) or the first argument
            // (`NavigationUI.setupWithNavController(toolbar, …)`) names a toolbar.
            var words: [String] = []
            var back = index - 1
            while back >= 0, file.code(back, is: ".") || file.code[back].kind == .identifier, words.count < 4 {
                if file.code[back].kind == .identifier { words.append(file.text(of: file.code[back])) }
                back -= 1
            }
            var forward = index + 2
            while forward < file.code.count, !file.code(forward, is: ","), !file.code(forward, is: ")"), forward - index < 8 {
                if file.code[forward].kind == .identifier { words.append(file.text(of: file.code[forward])) }
                forward += 1
            }
            return words.contains { $0.lowercased().contains("toolbar") || $0.lowercased().contains("actionbar") }
        default:
            return false
        }
    }

    /// Resource types a URI or `getIdentifier` can name.
    static let lookupTypes: Set<String> = [
        "raw", "drawable", "mipmap", "string", "layout", "xml", "font", "anim", "animator", "color", "dimen", "array",
        "plurals", "bool", "integer", "menu", "navigation", "style", "transition",
    ]

    /// `getIdentifier("flag_es", "drawable", pkg)` names a resource; `getIdentifier("flag_" + code,
    /// "drawable", pkg)` may reach any drawable; a built type may reach anything.
    private mutating func readGetIdentifier(_ file: CodeFile, at index: Int) {
        // A declaration of a `getIdentifier()` of its own (FastAdapter items' `override fun
        // getIdentifier(): Long`, Transportr's network lists) looks nothing up.
        if file.code(index - 1, is: "fun") || file.code(index + 2, is: ")") { return }
        var arguments: [[Int]] = [[]]
        var depth = 0
        var cursor = index + 1
        while cursor < file.code.count {
            if file.code(cursor, is: "(") || file.code(cursor, is: "[") || file.code(cursor, is: "{") { depth += 1 }
            if file.code(cursor, is: ")") || file.code(cursor, is: "]") || file.code(cursor, is: "}") {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1, file.code(cursor, is: ",") {
                arguments.append([])
            } else if cursor != index + 1 {
                arguments[arguments.count - 1].append(cursor)
            }
            cursor += 1
        }
        func literal(_ tokens: [Int]) -> String? {
            guard tokens.count == 1, file.code[tokens[0]].kind == .string else { return nil }
            let content = file.stringContent(of: file.code[tokens[0]])
            return content.contains("$") ? nil : content
        }
        // `getIdentifier(name, "dimen", "android")`: the framework's resources, not the app's; so
        // are the system UI's (`"com.android.systemui"`, Kotatsu's reader reads its status bar height).
        if arguments.count > 2, let package = literal(arguments[2]), package == "android" || package.hasPrefix("com.android.") { return }
        var type = arguments.count > 1 ? literal(arguments[1]).map(ResourceKey.canonicalType) : nil
        var name = literal(arguments[0])
        // `getIdentifier("$packageName:string/ftp_error_$subId", null, null)`: the type written in
        // the name (`package:type/name`), the other arguments left `null`.
        if type == nil, arguments[0].count == 1, file.code[arguments[0][0]].kind == .string {
            let content = file.stringContent(of: file.code[arguments[0][0]])
            if let slash = content.firstIndex(of: "/") {
                let head = content[..<slash]
                let written = String(head.split(separator: ":", omittingEmptySubsequences: false).last ?? head)
                if Self.lookupTypes.contains(written) {
                    type = ResourceKey.canonicalType(written)
                    let rest = String(content[content.index(after: slash)...])
                    name = rest.contains("$") ? nil : rest
                    // `ftp_error_$subId`: the fixed start names the family, as `"flag_$code"` does.
                    if let dollar = rest.firstIndex(of: "$"), Self.isPotentialName(String(rest[..<dollar])) {
                        nameLiterals.insert(ResourceKey.normalize(String(rest[..<dollar])))
                    }
                }
            }
        }
        if let type, let name, !name.isEmpty {
            roots.append(ResourceKey(type: type, name: ResourceKey.normalize(name)))
            return
        }
        // `getIdentifier(id + "_" + String.format("%02d", n) + "_32dp", "drawable", pkg)` reaches
        // the drawables named `*_*_32dp` (KeePassDX's icon packs): kept as `tools:keep` keeps.
        if let type, let pattern = Self.namePattern(file, arguments[0]) {
            keep.append("@\(type)/\(pattern)")
        }
        dynamicLookups.append(DynamicLookup(location: file.location(of: file.code[index]), types: type.map { [$0] } ?? [], call: "getIdentifier"))
    }

    /// The names a built name can take, as a `*` glob: its literal pieces joined by `+` are
    /// kept, Kotlin templates, `String.format` specifiers (`ObjCFacts.glob(format:)`) and any
    /// other operand are `*`. `nil`
    /// when fewer than three letters or digits are fixed (`prefix + "_" + n` reaches anything).
    static func namePattern(_ file: CodeFile, _ tokens: [Int]) -> String? {
        var operands: [[Int]] = [[]]
        var depth = 0
        for token in tokens {
            if file.code(token, is: "(") || file.code(token, is: "[") { depth += 1 }
            if file.code(token, is: ")") || file.code(token, is: "]") { depth -= 1 }
            if depth == 0, file.code(token, is: "+") { operands.append([]) } else { operands[operands.count - 1].append(token) }
        }
        var pattern = ""
        func add(_ piece: String) {
            for character in piece where character != "*" || pattern.last != "*" { pattern.append(character) }
        }
        for operand in operands {
            // A Kotlin template's code follows its string token, inside the token's bytes.
            if let first = operand.first, file.code[first].kind == .string,
                operand.dropFirst().allSatisfy({ file.code[$0].start < file.code[first].end }) {
                let content = file.stringContent(of: file.code[first])
                add(file.language == .kotlin ? Self.globbingTemplates(content) : content)
            } else if operand.contains(where: { file.code($0, is: "format") }),
                let format = operand.first(where: { file.code[$0].kind == .string }) {
                add(ObjCFacts.glob(format: file.stringContent(of: file.code[format])))
            } else {
                add("*")
            }
        }
        let isNameByte = { (byte: UInt8) in (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
        guard pattern.utf8.filter(isNameByte).count >= 3, pattern.contains("*"),
            pattern.utf8.allSatisfy({ isNameByte($0) || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") })
        else { return nil }
        return ResourceKey.normalize(pattern)
    }

    /// `"ic_${name}_24dp"` → `ic_*_24dp`, `"flag_$code"` → `flag_*`: a Kotlin template's code as `*`.
    static func globbingTemplates(_ text: String) -> String {
        guard text.contains("$") else { return text }
        var out = ""
        var rest = Substring(text)
        while let first = rest.first {
            rest = rest.dropFirst()
            guard first == "$" else { out.append(first); continue }
            rest = rest.first == "{" ? rest.drop { $0 != "}" }.dropFirst() : rest.drop { $0.isLetter || $0.isNumber || $0 == "_" }
            out.append("*")
        }
        return out
    }

    /// `"android.resource://$packageName/raw/$name"`, `"android.resource://" + pkg + "/raw/" + name`:
    /// a raw resource by a built name (a literal name after the type is a plain reference).
    private mutating func readResourceURI(_ file: CodeFile, at index: Int) {
        // The URI's pieces: this literal and the string literals joined to it with `+` on the same line.
        var pieces = [file.stringContent(of: file.code[index])]
        var cursor = index + 1
        let line = file.location(of: file.code[index]).line
        var builtAfter = false
        while cursor + 1 < file.code.count, file.code(cursor, is: "+"), file.location(of: file.code[cursor]).line == line {
            let next = file.code[cursor + 1]
            if next.kind == .string { pieces.append(file.stringContent(of: next)) } else { pieces.append("$") }
            cursor += 2
        }
        if file.code(cursor, is: "+") { builtAfter = true }
        let uri = pieces.joined()
        let afterScheme = uri.components(separatedBy: "android.resource://").dropFirst().joined()
        let segments = afterScheme.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard segments.count >= 3, Self.lookupTypes.contains(segments[1]) else { return }
        let name = segments[2...].joined(separator: "/")
        if !name.isEmpty, !name.contains("$"), !builtAfter {
            roots.append(ResourceKey(type: segments[1], name: ResourceKey.normalize(name)))
        } else {
            dynamicLookups.append(DynamicLookup(location: file.location(of: file.code[index]), types: [segments[1]], call: "android.resource://…/\(segments[1])/"))
        }
    }

    /// What a file's imports say about `R`: aliases (`import com.acme.common.R as CommonR`) and
    /// imported nested classes (`import com.acme.R.layout`, `import com.acme.R.string as S`).
    /// Imports precede every declaration in Kotlin and Java: the tokens are read up to the first
    /// `{` (a declaration's body), not to the end of the file.
    static func resourceImports(_ file: CodeFile) -> (aliases: Set<String>, nested: [String: String]) {
        var aliases: Set<String> = []
        var nested: [String: String] = [:]
        let code = file.code
        let end = file.text.bytes.withUnsafeBufferPointer { bytes in
            code.firstIndex { $0.kind == .punctuation && bytes[$0.start] == UInt8(ascii: "{") } ?? code.count
        }
        for index in 0..<end where code[index].kind == .identifier && file.code(index, is: "import") {
            // The dotted name's parts are every other token from `index + 1` to `last`.
            var cursor = index + 1, last = index, namesR = false
            while code.indices.contains(cursor), code[cursor].kind == .identifier {
                last = cursor
                if file.code(cursor, is: "R") { namesR = true }
                guard file.code(cursor + 1, is: ".") else { break }
                cursor += 2
            }
            // Only an import with an `R` part matters: others are passed over without strings.
            guard namesR else { continue }
            let parts = stride(from: index + 1, through: last, by: 2).map { file.text(of: code[$0]) }
            var alias: String?
            if code.indices.contains(cursor + 2), file.code(cursor + 1, is: "as"), code[cursor + 2].kind == .identifier {
                alias = file.text(of: code[cursor + 2])
            }
            guard parts.count >= 2, parts.first != "android" else { continue }
            if parts.last == "R" {
                if let alias { aliases.insert(alias) }
            } else if parts.count >= 3, parts[parts.count - 2] == "R", !ResourceKey.isUntracked(parts.last!) {
                nested[alias ?? parts.last!] = parts.last!
            }
        }
        return (aliases, nested)
    }

    /// `typealias Strings = com.acme.ui.R.string` (or `R.drawable`) at `index`, the `typealias`
    /// keyword: the alias and the resource type it stands for; `nil` for any other alias, for
    /// `android.R` and for untracked types (`R.id`).
    static func resourceTypeAlias(_ file: CodeFile, at index: Int) -> TypeAlias? {
        let code = file.code
        guard code.indices.contains(index + 1), code[index + 1].kind == .identifier, file.code(index + 2, is: "=") else { return nil }
        var parts: [Int] = []
        var cursor = index + 3
        while code.indices.contains(cursor), code[cursor].kind == .identifier {
            parts.append(cursor)
            guard file.code(cursor + 1, is: "."), parts.count < 32 else { break }
            cursor += 2
        }
        guard parts.count >= 2, file.code(parts[parts.count - 2], is: "R"), !file.code(parts[0], is: "android"),
            !file.code(cursor + 1, is: "<") else { return nil }
        let type = file.text(of: code[parts[parts.count - 1]])
        guard !ResourceKey.isUntracked(type) else { return nil }
        return TypeAlias(name: file.text(of: code[index + 1]), type: type)
    }

    /// `ActivityMain` → `activity_main`, `ItemProduct2` → `item_product2`.
    static func snakeCase(_ camel: String) -> String {
        var result = ""
        for (offset, character) in camel.enumerated() {
            if character.isUppercase {
                if offset > 0 { result += "_" }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// Answers about one code file kept for the other askers (a file is analysed on one thread; the
/// lock only keeps a copy handed elsewhere safe).
final class CodeFileMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var helpers: [String: (name: String, position: Int)]?
    private var types: [CodeFile.TypeDeclaration]?
    private var members: [ClosedRange<Int>: [Int]] = [:]
    private var androidUI: Bool?
    private var singletons: [CodeSingletonFinder.Found]?

    /// Kotlin text helpers (`HardcodedUIStringRule.textHelpers`), asked by the rule and by the file's facts.
    func textHelpers(_ make: () -> [String: (name: String, position: Int)]) -> [String: (name: String, position: Int)] {
        remembered(\.helpers, make)
    }

    /// Whether the file touches Android UI (`HardcodedUIStringRule.touchesAndroidUI`), asked by
    /// the rule and by the file's facts; a file that does not is read to its end.
    func touchesAndroidUI(_ make: () -> Bool) -> Bool {
        remembered(\.androidUI, make)
    }

    /// The file's singleton declarations (`CodeSingletonFinder.declarations`), asked by the
    /// singleton rule, the global-state rule (Objective-C storage) and the file's facts.
    func singletonDeclarations(_ make: () -> [CodeSingletonFinder.Found]) -> [CodeSingletonFinder.Found] {
        remembered(\.singletons, make)
    }

    /// The file's type declarations (`CodeFile.typeDeclarations`), asked by several rules and finders.
    func typeDeclarations(_ make: () -> [CodeFile.TypeDeclaration]) -> [CodeFile.TypeDeclaration] {
        remembered(\.types, make)
    }

    /// The code indices directly inside a type's body (`CodeFile.directMembers`), asked by
    /// several rules and finders for the same bodies.
    func directMembers(of body: ClosedRange<Int>, _ make: () -> [Int]) -> [Int] {
        // Not through `remembered`: a key path with a subscript argument is built at run time on
        // every call (the runtime looks its types up by mangled name, ~50,000 instructions).
        if let known = lock.withLock({ members[body] }) { return known }
        let made = make()
        lock.withLock { members[body] = made }
        return made
    }

    /// The value at `slot`, made and kept the first time it is asked for.
    private func remembered<T>(_ slot: ReferenceWritableKeyPath<CodeFileMemo, T?>, _ make: () -> T) -> T {
        if let known = lock.withLock({ self[keyPath: slot] }) { return known }
        let made = make()
        lock.withLock { self[keyPath: slot] = made }
        return made
    }
}
