import SwiftParser
import SwiftSyntax

/// Which bytes of a file are comments and which are string literals, from the real tokenizers:
/// swift-syntax for Swift, the Kotlin/Java lexer for Kotlin, Java, Groovy and Objective-C, a
/// small scanner for XML (comments; attribute values and text count as strings). Everything
/// else is code. Used by custom regex rules' `match-kinds`.
struct TextRegions {
    private var comments: [Range<Int>] = []
    private var strings: [Range<Int>] = []
    /// Code inside strings: Kotlin/Groovy `${…}` templates.
    private var codeInStrings: [Range<Int>] = []

    init(bytes: [UInt8], language: String) {
        switch language {
        case "swift": swift(bytes)
        case "kotlin": lex(bytes, .kotlin)
        case "java": lex(bytes, .java)
        case "objc": lex(bytes, .objc)
        case "groovy": lex(bytes, .groovy)
        case "xml": xml(bytes)
        default: break
        }
        sortRanges()
    }

    /// From a tree the per-file stage already parsed.
    init(tree: SourceFileSyntax) {
        swift(tree)
        sortRanges()
    }

    /// From Kotlin/Java tokens the per-file stage already lexed.
    init(tokens: [CodeLexer.Token]) {
        classify(tokens)
        sortRanges()
    }

    /// `kind(at:)` binary-searches each list.
    private mutating func sortRanges() {
        comments.sort { $0.lowerBound < $1.lowerBound }
        strings.sort { $0.lowerBound < $1.lowerBound }
        codeInStrings.sort { $0.lowerBound < $1.lowerBound }
    }

    func kind(at offset: Int) -> CustomRule.MatchKind {
        if Self.contains(codeInStrings, offset) { return .code }
        if Self.contains(comments, offset) { return .comment }
        if Self.contains(strings, offset) { return .string }
        return .code
    }

    private static func contains(_ ranges: [Range<Int>], _ offset: Int) -> Bool {
        let low = ranges.partitioningIndex { $0.upperBound > offset }
        return low < ranges.count && ranges[low].contains(offset)
    }

    private mutating func swift(_ bytes: [UInt8]) {
        swift(NestingGuard.parseSwift(bytes))
    }

    private mutating func swift(_ tree: SourceFileSyntax) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                if piece.isComment { comments.append(offset..<offset + piece.sourceLength.utf8Length) }
                offset += piece.sourceLength.utf8Length
            }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            switch token.tokenKind {
            case .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter:
                strings.append(start..<end)
            default: break
            }
            offset = end
            for piece in token.trailingTrivia {
                if piece.isComment { comments.append(offset..<offset + piece.sourceLength.utf8Length) }
                offset += piece.sourceLength.utf8Length
            }
        }
    }

    private mutating func lex(_ bytes: [UInt8], _ language: CodeLexer.Language) {
        classify(CodeLexer(language: language).tokens(in: bytes))
    }

    private mutating func classify(_ tokens: [CodeLexer.Token]) {
        var code: [Range<Int>] = []
        for token in tokens {
            if token.isComment {
                comments.append(token.start..<token.end)
            } else if token.kind == .string || token.kind == .char {
                strings.append(token.start..<token.end)
            } else {
                code.append(token.start..<token.end)
            }
        }
        // The lexer reports a template's expression as code tokens inside the string's span.
        let sortedStrings = strings.sorted { $0.lowerBound < $1.lowerBound }
        codeInStrings = code.filter { Self.contains(sortedStrings, $0.lowerBound) }
    }

    private mutating func xml(_ bytes: [UInt8]) {
        var index = 0
        var textStart: Int?
        func closeText(_ end: Int) {
            if let start = textStart, start < end { strings.append(start..<end) }
            textStart = nil
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                closeText(index)
                if bytes[index...].starts(with: Array("<!--".utf8)) {
                    var end = index + 4
                    while end < bytes.count, !bytes[end...].starts(with: Array("-->".utf8)) { end += 1 }
                    end = min(bytes.count, end + 3)
                    comments.append(index..<end)
                    index = end
                    continue
                }
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    let quote = bytes[index]
                    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                        let start = index
                        index += 1
                        while index < bytes.count, bytes[index] != quote { index += 1 }
                        strings.append(start..<min(bytes.count, index + 1))
                    }
                    index += 1
                }
                index += 1
                textStart = index
                continue
            }
            if textStart == nil { textStart = index }
            index += 1
        }
        closeText(bytes.count)
    }
}
