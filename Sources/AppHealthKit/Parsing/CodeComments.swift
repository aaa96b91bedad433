import SwiftParser
import SwiftSyntax

/// The comments of a code file with their lines, from the real tokenizer of each language:
/// swift-syntax trivia for Swift, `CodeLexer` for Kotlin, Java and Gradle.
public enum CodeComments {
    public static func comments(in text: SourceText, kind: FileKind) -> [(line: Int, text: String)] {
        switch kind {
        case .swift:
            return swiftComments(text)
        case .kotlin, .gradleKotlin:
            return lexed(text, language: .kotlin)
        case .java:
            return lexed(text, language: .java)
        case .gradle:
            return lexed(text, language: .groovy)
        default:
            return []
        }
    }

    private static func lexed(_ text: SourceText, language: CodeLexer.Language) -> [(line: Int, text: String)] {
        CodeLexer(language: language).tokens(in: text.bytes).compactMap { token in
            guard token.kind == .lineComment || token.kind == .blockComment else { return nil }
            let body = String(decoding: text.bytes[token.start..<token.end], as: UTF8.self)
            return (text.location(ofOffset: token.start).line, body)
        }
    }

    private static func swiftComments(_ text: SourceText) -> [(line: Int, text: String)] {
        let tree = text.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var result: [(line: Int, text: String)] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                append(piece, at: position, converter, &result)
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                append(piece, at: position, converter, &result)
                position += piece.sourceLength
            }
        }
        return result
    }

    private static func append(
        _ piece: TriviaPiece, at position: AbsolutePosition, _ converter: SourceLocationConverter,
        _ result: inout [(line: Int, text: String)]
    ) {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
            result.append((converter.location(for: position).line, text))
        default:
            break
        }
    }
}
