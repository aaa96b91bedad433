@testable import AppHealthKit
import XCTest

final class ObjCLexerTests: XCTestCase {
    private func lex(_ source: String) -> [(CodeLexer.Token.Kind, String)] {
        let bytes = Array(source.utf8)
        return CodeLexer(language: .objc).tokens(in: bytes).map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
    }

    private func kinds(_ source: String, _ kind: CodeLexer.Token.Kind) -> [String] {
        lex(source).filter { $0.0 == kind }.map(\.1)
    }

    func testStringsWithEscapesCommentsAndChars() {
        let source = #"NSString *s = @"a \"quoted\" // not a comment"; char c = '\''; const char *p = "/* nor this */"; // real"#
        XCTAssertEqual(kinds(source, .string), [#"@"a \"quoted\" // not a comment""#, #""/* nor this */""#])
        XCTAssertEqual(kinds(source, .char), [#"'\''"#])
        XCTAssertEqual(kinds(source, .lineComment), ["// real"])
    }

    func testBlockCommentsDoNotNest() {
        XCTAssertEqual(kinds("/* a /* b */ x */", .blockComment), ["/* a /* b */"])
    }

    func testPreprocessorLinesWithContinuations() {
        let source = "#define TITLE @\"Hi\" \\\n    @\"there\"\n  #import <UIKit/UIKit.h> // why\nint x = a # b;\n"
        XCTAssertEqual(kinds(source, .preprocessor), ["#define TITLE @\"Hi\" \\\n    @\"there\"", "#import <UIKit/UIKit.h>"])
        XCTAssertEqual(kinds(source, .lineComment), ["// why"])
        XCTAssertEqual(kinds(source, .identifier), ["int", "x", "a", "b"], "a # inside a line is punctuation")
    }

    func testDirectivesSendsAndBlocks() {
        let source = "@interface Foo : NSObject\n@end\n@implementation Foo\n- (void)go { [self.view setText:@\"x\"]; dispatch_async(q, ^{ [a b]; }); id y = @[@1, @YES]; }\n@end\n"
        let identifiers = kinds(source, .identifier)
        XCTAssertEqual(Array(identifiers.prefix(5)), ["@interface", "Foo", "NSObject", "@end", "@implementation"])
        XCTAssertTrue(identifiers.contains("@YES"))
        XCTAssertEqual(kinds(source, .punctuation).filter { $0 == "^" || $0 == "[" || $0 == "@" }, ["[", "^", "[", "@", "[", "@"])
    }

    func testCppRawStringsAndUnterminatedInput() {
        XCTAssertEqual(kinds(#"auto s = R"x(a "quoted" )" here)x"; int y;"#, .string), [#"R"x(a "quoted" )" here)x""#])
        for source in ["@\"open", "/* open", "'a", "#define X \\", "R\"x(open", "@"] {
            _ = lex(source)  // ends quietly
        }
        XCTAssertEqual(kinds("@\"line\nx", .identifier), ["x"], "an unterminated literal ends at its line")
    }

    func testStructure() throws {
        let source = """
            @interface Feed : BaseViewController
            @end
            @interface Feed ()
            @property (nonatomic) NSArray *items;
            @end
            @implementation Feed
            + (instancetype)sharedFeed { return nil; }
            - (void)setTitle:(NSString *)title forState:(UIControlState)state {
                [[UIAlertController alloc] initWithTitle:@"A" message:@"B"];
            }
            - (void)viewDidLoad NS_REQUIRES_SUPER { }
            @end
            """
        let file = CodeFile(file: ProjectFile(path: "Feed.m", url: URL(fileURLWithPath: "/Feed.m"), kind: .objc, size: 0), language: .objc, text: SourceText(bytes: Array(source.utf8)))
        let containers = file.objcContainers()
        XCTAssertEqual(containers.map(\.name), ["Feed", "Feed", "Feed"])
        XCTAssertEqual(containers.map(\.superclass), ["BaseViewController", nil, nil])
        XCTAssertEqual(containers.map(\.category), [nil, "", nil])
        let methods = file.objcMethods(in: containers[2])
        XCTAssertEqual(methods.map(\.selector), ["sharedFeed", "setTitle:forState:", "viewDidLoad"])
        XCTAssertEqual(methods.map(\.returnType), [["instancetype"], ["void"], ["void"]])
        let open = try XCTUnwrap(file.code.firstIndex { file.text(of: $0) == "[" })
        let send = try XCTUnwrap(file.objcSend(at: open))
        XCTAssertEqual(send.parts.map(\.name), ["initWithTitle", "message"])
        XCTAssertEqual(ObjCFacts(file).implementations.first?.methods, 3)
    }

    func testLexingIsLinear() {
        let unit = "- (void)m { [[Foo alloc] initWithTitle:@\"x\" message:@\"y\"]; /* c */ } // d\n#define A \\\n B\n"
        let bytes = Array(String(repeating: unit, count: 20_000).utf8)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = CodeLexer(language: .objc).tokens(in: bytes) }
        XCTAssertLessThan(elapsed, .seconds(5), "\(bytes.count) bytes")
        let deep = Array((String(repeating: "[", count: 100_000) + String(repeating: "^{", count: 100_000)).utf8)
        XCTAssertEqual(CodeLexer(language: .objc).tokens(in: deep).count, 300_000)
    }
}
