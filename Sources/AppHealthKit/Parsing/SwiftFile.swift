import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// A Swift file parsed once with swift-syntax, as Swift rules see it. Lives only inside the
/// per-file task that parsed it.
public struct SwiftFile {
    // Read-only once parsed: the memo's answers hold for the tree made here.
    public private(set) var file: ProjectFile
    public private(set) var text: SourceText
    public private(set) var tree: SourceFileSyntax
    /// What more than one rule or fact collector asks of this tree, worked out once.
    let memo = SwiftFileMemo()

    public init(file: ProjectFile, text: SourceText) {
        self.file = file
        self.text = text
        tree = NestingGuard.parseSwift(text.bytes)
    }

    public var path: String { file.path }

    /// Where a node's first token starts (after its leading trivia).
    public func location(of node: some SyntaxProtocol) -> SourceLocation {
        text.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    public func line(of node: some SyntaxProtocol) -> Int { location(of: node).line }

    /// A node's source without its outer trivia: what `trimmedDescription` gives for a node of this
    /// file's tree, read from the file's bytes. (`trimmedDescription` first builds a trimmed copy of
    /// the node and its whole subtree; on a SwiftUI modifier chain that was a fifth of an audit.)
    /// One difference, in broken code only: a node ending in a missing token ends here before the
    /// trailing trivia of its last token present, where the trimmed copy keeps it.
    public func source(of node: some SyntaxProtocol) -> String {
        String(decoding: sourceBytes(of: node), as: UTF8.self)
    }

    /// Whether a node's source (outer trivia left out) is exactly `expected`, compared byte by byte.
    public func source(of node: some SyntaxProtocol, is expected: String) -> Bool {
        var expected = expected
        return expected.withUTF8 { sourceBytes(of: node).elementsEqual($0) }
    }

    /// The name an extension's type goes by without its qualifiers: `Foo.Bar` → `Bar`.
    public func simpleName(of extendedType: TypeSyntax) -> String {
        let spelled = source(of: extendedType)
        // Split by bytes (by Characters it cost ~170 instructions a character, in three visitors).
        return spelled.utf8.split(separator: UInt8(ascii: ".")).last.map { String(Substring($0)) } ?? spelled
    }

    /// The bytes of a node's source, outer trivia left out.
    func sourceBytes(of node: some SyntaxProtocol) -> ArraySlice<UInt8> {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start >= 0, start <= end, end <= text.bytes.count else { return [] }
        return text.bytes[start..<end]
    }

    public func endLine(of node: some SyntaxProtocol) -> Int {
        text.location(ofOffset: max(0, node.endPositionBeforeTrailingTrivia.utf8Offset - 1)).line
    }

    /// Comments with their lines, for suppression directives.
    public var comments: [(line: Int, text: String)] {
        var result: [(line: Int, text: String)] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                Self.appendComment(piece, offset, text, &result)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                Self.appendComment(piece, offset, text, &result)
                offset += piece.sourceLength.utf8Length
            }
        }
        return result
    }

    private static func appendComment(_ piece: TriviaPiece, _ offset: Int, _ text: SourceText, _ result: inout [(line: Int, text: String)]) {
        switch piece {
        case .lineComment(let body), .blockComment(let body), .docLineComment(let body), .docBlockComment(let body):
            result.append((text.location(ofOffset: offset).line, body))
        default:
            break
        }
    }
}

/// A rule that looks at one parsed Swift file at a time (run concurrently).
public protocol SwiftRule: Rule {
    func check(_ file: SwiftFile) -> [Finding]
}

extension StringLiteralExprSyntax {
    /// The literal's text; interpolations are written as `\(…)`.
    public var literalText: String {
        segments.map { segment -> String in
            switch segment {
            case .stringSegment(let part): part.content.text
            case .expressionSegment(let expression): "\\(" + expression.expressions.description + ")"
            }
        }.joined()
    }

    public var isInterpolated: Bool {
        segments.contains { if case .expressionSegment = $0 { true } else { false } }
    }

    /// Whether the literal has a letter outside its interpolations (what a user would read).
    /// Whether the literal's fixed text (escapes decoded, interpolations left out) has a letter:
    /// `"\n"`, `"\u{00A0}"`, `"•"` and `"\(count)"` are not text to translate.
    public var hasLetters: Bool {
        segments.contains { segment in
            if case .stringSegment(let part) = segment { return LiteralText.decodingEscapes(part.content.text).contains(where: \.isLetter) }
            return false
        }
    }
}

/// Answers about one Swift file's tree kept for the other askers (a file is analysed on one
/// thread; the memo never leaves it).
final class SwiftFileMemo {
    /// String literals where UI text goes, with how they get there (`HardcodedUIStringRule`'s walk).
    var uiStringLiterals: [(StringLiteralExprSyntax, String)]?
    /// Singleton declarations (`SwiftSingletonFinder`'s walk).
    var singletonDeclarations: [SwiftFacts.SingletonDeclaration]?
}

extension TokenSyntax {
    /// The token as written: what `text` gives, made from the token's bytes. (`text` is
    /// `tokenKind.text`: it forms the token's kind first, copying an identifier's name once more,
    /// which made it most of the cost of visiting a name.) A missing token keeps `text`, which
    /// spells a missing keyword where the bytes are empty.
    var spelling: String {
        presence == .present ? String(syntaxText: rawText) : text
    }

    /// Whether the token is written `text`, as `self.text == text` answers, compared by bytes:
    /// `text` forms the token's kind first, which for a keyword is a look-up by its spelling
    /// (most of the cost of checking every declaration's modifiers for `static` or `private`).
    func spells(_ text: SyntaxText) -> Bool {
        presence == .present ? rawText == text : self.text == String(syntaxText: text)
    }

    /// The first byte as written (`nil` for an empty or missing token), read without making a string.
    var firstByte: UInt8? {
        presence == .present ? rawText.first : nil
    }
}
