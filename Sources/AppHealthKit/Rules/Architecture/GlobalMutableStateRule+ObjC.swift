extension GlobalMutableStateRule {
    /// A variable declared at file scope of an Objective-C file.
    private struct FileScopeVariable {
        var name: String
        var nameIndex: Int
        var isStatic: Bool
        var mutableCollection: Bool
    }

    static let objcExternWords: Set<String> = [
        "extern", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN", "OBJC_EXTERN", "APPKIT_EXTERN", "CF_EXPORT", "OBJC_EXPORT",
    ]
    static let objcSkippedStarts: Set<String> = ["typedef", "using", "namespace", "template", "class", "return", "friend", "struct", "enum", "union"]

    /// File-scope variables that are not constants: every non-`static` one (any file can
    /// `extern` it), and `static` ones that functions share (used in two or more functions or
    /// methods, and written in one or holding a mutable collection). Not `const`s,
    /// `dispatch_once_t` tokens, associated-object keys used only as `&key`.
    func objc(_ file: CodeFile) -> [Finding] {
        let (variables, functions) = objcFileScope(file)
        guard !variables.isEmpty else { return [] }
        var findings: [Finding] = []
        for variable in variables {
            var usedIn = 0
            var onlyAddress = true
            var used = false
            var written = false
            for body in functions {
                var here = false
                for index in body where file.code[index].kind == .identifier && file.code(index, is: variable.name) {
                    if file.code(index - 1, is: ".") || (file.code(index - 1, is: ">") && file.code(index - 2, is: "-")) { continue }
                    here = true
                    used = true
                    if !file.code(index - 1, is: "&") { onlyAddress = false }
                    if Self.isWrite(file, index) { written = true }
                }
                if here { usedIn += 1 }
            }
            if used && onlyAddress { continue }  // `objc_setAssociatedObject(self, &kKey, …)`
            let location = file.location(of: file.code[variable.nameIndex])
            if !variable.isStatic {
                findings.append(Self.descriptor.finding(
                    "File-scope variable \(variable.name) is global mutable state; make it static const, or an object's property",
                    path: file.path, at: location))
            } else if usedIn >= 2, written || variable.mutableCollection {
                findings.append(Self.descriptor.finding(
                    "static \(variable.name) is mutable state shared by \(usedIn) functions; give it an owner",
                    path: file.path, at: location))
            }
        }
        return findings
    }

    /// `x = …`, `x += …`, `x++`, `++x`.
    private static func isWrite(_ file: CodeFile, _ index: Int) -> Bool {
        if file.code(index + 1, is: "="), !file.code(index + 2, is: "=") { return true }
        if index + 2 < file.code.count, file.code[index + 1].kind == .punctuation, file.code(index + 2, is: "="),
            "+-*/|&^%".utf8.contains(file.text.bytes[file.code[index + 1].start]), file.code[index + 1].end == file.code[index + 2].start {
            return true
        }
        if file.code(index + 1, is: "+") && file.code(index + 2, is: "+") || file.code(index + 1, is: "-") && file.code(index + 2, is: "-") { return true }
        if file.code(index - 1, is: "+") && file.code(index - 2, is: "+") || file.code(index - 1, is: "-") && file.code(index - 2, is: "-") { return true }
        return false
    }

    /// File-scope variable declarations and the bodies of functions and methods, in one walk at
    /// brace depth 0; `@interface`/`@protocol` blocks are skipped whole.
    private func objcFileScope(_ file: CodeFile) -> (variables: [FileScopeVariable], functions: [ClosedRange<Int>]) {
        let code = file.code
        var variables: [FileScopeVariable] = []
        var functions: [ClosedRange<Int>] = []
        var statementStart = 0
        var index = 0
        while index < code.count {
            let token = code[index]
            if token.kind == .identifier, file.text.bytes[token.start] == UInt8(ascii: "@") {
                if file.code(index, is: "@interface") || file.code(index, is: "@protocol") && !file.code(index + 2, is: ";") {
                    while index < code.count, !file.code(index, is: "@end") { index += 1 }
                    index += 1
                    statementStart = index
                    continue
                }
                if file.code(index, is: "@implementation") {
                    index += 2
                    if file.code(index, is: "("), let close = file.matchingClose(index) { index = close + 1 }
                    if file.code(index, is: ":") { index += 2 }
                    statementStart = index
                    continue
                }
                if file.code(index, is: "@end") {
                    index += 1
                    statementStart = index
                    continue
                }
            }
            if token.kind == .punctuation {
                let byte = file.text.bytes[token.start]
                if byte == UInt8(ascii: "{") {
                    let close = file.matchingClose(index) ?? (code.count - 1)
                    let initializer = index > statementStart && (file.code(index - 1, is: "=") || file.code(index - 1, is: "]"))
                    if !initializer {
                        let header = statementStart..<index
                        if header.contains(where: { file.code($0, is: "(") }) || file.code(statementStart, is: "-") || file.code(statementStart, is: "+") {
                            functions.append(index...close)
                        }
                        statementStart = close + 1
                    }
                    index = close + 1
                    continue
                }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                    index = (file.matchingClose(index) ?? index) + 1
                    continue
                }
                if byte == UInt8(ascii: ";") {
                    if let variable = objcVariable(file, statementStart..<index) { variables.append(variable) }
                    statementStart = index + 1
                }
            }
            index += 1
        }
        return (variables, functions)
    }

    /// A declaration `[static] Type *name [= value]` in `range`, or `nil` for anything else.
    private func objcVariable(_ file: CodeFile, _ range: Range<Int>) -> FileScopeVariable? {
        guard range.count >= 2, code(file, range.lowerBound, isNoneOf: Self.objcSkippedStarts) else { return nil }
        let first = file.code[range.lowerBound]
        guard first.kind == .identifier, file.text.bytes[first.start] != UInt8(ascii: "@") else { return nil }
        let declarator = range.lowerBound..<(range.first { file.code($0, is: "=") } ?? range.upperBound)
        var identifiers: [Int] = []
        var index = declarator.lowerBound
        while index < declarator.upperBound {
            defer { index += 1 }
            let token = file.code[index]
            if file.code(index, is: "<") {  // `NSMutableDictionary<NSString *, id> *cache`
                var depth = 0
                while index < declarator.upperBound {
                    if file.code(index, is: "<") { depth += 1 }
                    if file.code(index, is: ">") { depth -= 1; if depth == 0 { break } }
                    index += 1
                }
                continue
            }
            if file.code(index, is: "(") || file.code(index, is: "{") || file.code(index, is: ":") || file.code(index, is: ",") { return nil }
            if file.code(index, is: "[") { break }
            guard token.kind == .identifier else { continue }
            let word = file.text(of: token)
            if word == "const" || word == "constexpr" || word == "dispatch_once_t" || Self.objcExternWords.contains(word) { return nil }
            identifiers.append(index)
        }
        guard identifiers.count >= 2, let nameIndex = identifiers.last else { return nil }
        let words = identifiers.map { file.text(of: file.code[$0]) }
        return FileScopeVariable(
            name: words[words.count - 1], nameIndex: nameIndex, isStatic: words.contains("static"),
            mutableCollection: words.contains { $0.hasPrefix("NSMutable") || $0 == "NSCache" })
    }

    private func code(_ file: CodeFile, _ index: Int, isNoneOf words: Set<String>) -> Bool {
        !words.contains(file.text(of: file.code[index]))
    }

    static let objcTriggeringExamples = [
        RuleExample("Shop/Managers/SessionStore.m", """
            #import "SessionStore.h"

            NSString *↓currentToken = nil;
            static NSInteger ↓requestCount = 0;
            static NSMutableDictionary *↓responseCache;

            @implementation SessionStore

            - (void)start {
                requestCount++;
                responseCache = [NSMutableDictionary dictionary];
            }

            - (void)stop {
                requestCount = 0;
                [responseCache removeAllObjects];
            }

            @end
            """),
    ]

    static let objcNonTriggeringExamples = [
        RuleExample("Shop/Helpers/Formatting.m", """
            #import "Formatting.h"

            NSString *const ShopDidLogoutNotification = @"ShopDidLogoutNotification";
            static NSString *const kCellIdentifier = @"Cell";
            static const NSInteger kMaxRetries = 3;
            extern NSString *ShopErrorDomain;
            static char kAssociatedTagKey;
            static NSString *kDefaultTitle = @"Shop";

            @implementation Formatting

            + (NSDateFormatter *)isoFormatter {
                static NSDateFormatter *formatter;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    formatter = [[NSDateFormatter alloc] init];
                });
                return formatter;
            }

            - (void)tag:(id)object {
                objc_setAssociatedObject(object, &kAssociatedTagKey, @YES, OBJC_ASSOCIATION_RETAIN);
            }

            - (NSString *)first { return kDefaultTitle; }
            - (NSString *)second { return kDefaultTitle; }

            @end

            static void helper(int count);
            """),
        RuleExample("Shop/Helpers/Formatting.h", """
            @interface Formatting : NSObject {
                NSInteger _count;
            }
            @property (nonatomic, copy) NSString *title;
            + (NSDateFormatter *)isoFormatter;
            @end

            extern NSString *const ShopDidLogoutNotification;
            FOUNDATION_EXPORT NSString *ShopErrorDomain;
            typedef NSString *ShopKey;
            """),
    ]
}
