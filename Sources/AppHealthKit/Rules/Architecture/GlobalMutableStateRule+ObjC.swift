extension GlobalMutableStateRule {
    /// A variable declared at file scope of an Objective-C file.
    private struct FileScopeVariable {
        var name: String
        var nameIndex: Int
        var isStatic: Bool
        var mutableCollection: Bool
        /// `= @"…"`, `= 43`, `= NO`: a constant when nothing writes it.
        var literalInitializer: Bool
    }

    static let objcExternWords: Set<String> = [
        "extern", "__private_extern__", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN", "OBJC_EXTERN", "APPKIT_EXTERN", "CF_EXPORT", "OBJC_EXPORT",
    ]
    static let objcSkippedStarts: Set<String> = ["class", "struct", "enum", "union"]
    static let objcSkippedWords: Set<String> = ["typedef", "using", "namespace", "template", "return", "friend", "operator"]
    static let objcLiteralWords: Set<String> = ["YES", "NO", "true", "false", "nil", "NULL", "nullptr"]

    /// File-scope variables that are not constants: every non-`static` one (any file can
    /// `extern` it), and `static` ones that functions share (used in two or more functions or
    /// methods, and written in one or holding a mutable collection). Not `const`s,
    /// `dispatch_once_t` tokens, associated-object keys used only as `&key`.
    func objc(_ file: CodeFile) -> [Finding] {
        let (variables, functions) = objcFileScope(file)
        guard !variables.isEmpty else { return [] }
        var findings: [Finding] = []
        var singletonStorage: Set<String>?  // worked out for the first static that would be told
        for variable in variables {
            var usedIn = 0
            var onlyAddress = true
            var used = false
            var written = false
            var writtenAfterSetUp = false
            for (header, body) in functions {
                var here = false
                // A local of the same name hides the static in this function.
                if body.contains(where: { file.code($0, spells: variable.name) && Self.isLocalDeclaration(file, $0) }) { continue }
                let setUpOnly = Self.isSetUpFunction(file, header)
                for index in body where file.code[index].kind == .identifier && file.code(index, spells: variable.name) {
                    if file.code(index - 1, is: ".") || (file.code(index - 1, is: ">") && file.code(index - 2, is: "-")) { continue }
                    // A selector after its receiver (`[items count]`, `[[self items] count]`) names a
                    // method, not the variable (Loose Leaf's `static int count` was "shared by 3").
                    if Self.isSelector(file, index) { continue }
                    here = true
                    used = true
                    if !file.code(index - 1, is: "&") { onlyAddress = false }
                    if Self.isWrite(file, index) {
                        written = true
                        if !setUpOnly && !Self.isLazySetUp(file, index, variable.name, body) && !Self.isReset(file, index) { writtenAfterSetUp = true }
                    }
                }
                // `+initialize` building it is set-up, not a second user (Monal's `_versionInfoCache`,
                // made in `+initialize`, read and filled in one method: the class's own memo).
                if here && !setUpOnly { usedIn += 1 }
            }
            if used && onlyAddress { continue }  // `objc_setAssociatedObject(self, &kKey, …)`
            if variable.literalInitializer && !written { continue }  // a constant without `const`
            let location = file.location(of: file.code[variable.nameIndex])
            if !variable.isStatic {
                findings.append(Self.descriptor.finding(
                    "File-scope variable \(variable.name) is global mutable state; make it static const, or an object's property",
                    path: file.path, at: location))
            } else if usedIn >= 2, writtenAfterSetUp || variable.mutableCollection {
                // The instance a `+sharedInstance` hands out (`static Foo *_instance`) is the
                // singleton itself, which arch.singleton-declaration reports (Loose Leaf's 12
                // managers were told twice).
                if singletonStorage == nil { singletonStorage = Set(CodeSingletonFinder.declarations(in: file).compactMap(\.storage)) }
                if singletonStorage!.contains(variable.name) { continue }
                // Storage a `+sharedProvider` class accessor hands out and a class setter fills
                // (ownCloud's `OCLicenseQAProvider`): the class's own shared instance, its owner.
                if Self.isSharedAccessorStorage(file, variable.name, functions) { continue }
                findings.append(Self.descriptor.finding(
                    "static \(variable.name) is mutable state shared by \(usedIn) functions; give it an owner",
                    path: file.path, at: location))
            }
        }
        return findings
    }

    /// Whether a class method named `shared…`, `default…` or `current…` returns the static as
    /// it is (`return sharedProvider;`, `return (sharedProvider);`).
    static func isSharedAccessorStorage(_ file: CodeFile, _ name: String, _ functions: [(header: Range<Int>, body: ClosedRange<Int>)]) -> Bool {
        functions.contains { header, body in
            guard file.code(header.lowerBound, is: "+"),
                let selector = header.first(where: { file.code[$0].kind == .identifier && file.code($0 - 1, is: ")") }).map({ file.text(of: file.code[$0]) }),
                ["shared", "default", "current"].contains(where: { selector.hasPrefix($0) }) else { return false }
            return body.contains { index in
                guard file.code(index, is: "return") else { return false }
                let value = file.code(index + 1, is: "(") ? index + 2 : index + 1
                return file.code(value, spells: name) && (file.code(value + 1, is: ";") || file.code(value + 1, is: ")"))
            }
        }
    }

    /// Whether the identifier at `index` is a message's selector: after its receiver, an
    /// identifier that is not a keyword (`[items count]`) or a `]` (`[[self items] count]`), and
    /// followed by `]` or `:`.
    static func isSelector(_ file: CodeFile, _ index: Int) -> Bool {
        guard file.code(index + 1, is: "]") || file.code(index + 1, is: ":") else { return false }
        if file.code(index - 1, is: "]") { return true }
        return index > 0 && file.code[index - 1].kind == .identifier && !file.code(index - 1, isIn: receiverlessWords)
    }

    /// Words a variable follows outside a message (`return count;`, `case count:`).
    static let receiverlessWords: NameSet = ["return", "case", "sizeof", "else", "do", "typeof", "__typeof__", "__typeof", "goto"]

    /// `x = …`, `x += …`, `x++`, `++x` (Objective-C and Java).
    static func isWrite(_ file: CodeFile, _ index: Int) -> Bool {
        if file.code(index + 1, is: "="), !file.code(index + 2, is: "=") { return true }
        if index + 2 < file.code.count, file.code[index + 1].kind == .punctuation, file.code(index + 2, is: "="),
            "+-*/|&^%".utf8.contains(file.text.bytes[file.code[index + 1].start]), file.code[index + 1].end == file.code[index + 2].start {
            return true
        }
        if file.code(index + 1, is: "+") && file.code(index + 2, is: "+") || file.code(index + 1, is: "-") && file.code(index + 2, is: "-") { return true }
        if file.code(index - 1, is: "+") && file.code(index - 2, is: "+") || file.code(index - 1, is: "-") && file.code(index - 2, is: "-") { return true }
        return false
    }

    /// `x = nil;`: a lazily built cache emptied, to be built again on its next use (OneBusAway's
    /// `+resetTheme` clears the fonts `OBATheme` builds on demand); any other write still counts.
    private static func isReset(_ file: CodeFile, _ index: Int) -> Bool {
        file.code(index + 1, is: "=") && (file.code(index + 2, is: "nil") || file.code(index + 2, is: "NULL") || file.code(index + 2, is: "Nil"))
            && file.code(index + 3, is: ";")
    }

    /// A write that only sets the variable up once: after a nil check of it earlier in the
    /// function (`if (!x)`, `if (x == nil)`, `if (x != nil) return x;`), or inside a
    /// `dispatch_once` block (a lazily built cache, not state).
    private static func isLazySetUp(_ file: CodeFile, _ index: Int, _ name: String, _ body: ClosedRange<Int>) -> Bool {
        var cursor = index - 1
        while cursor > body.lowerBound {
            if file.code(cursor, is: "dispatch_once"), index - cursor <= 60 { return true }
            if file.code(cursor, spells: name) {
                let nilCheck = { (at: Int) in file.code(at, is: "nil") || file.code(at, is: "NULL") || file.code(at, is: "0") }
                if file.code(cursor - 1, is: "!"), file.code(cursor - 2, is: "(") { return true }
                if file.code(cursor + 1, is: "=") && file.code(cursor + 2, is: "=") && nilCheck(cursor + 3) { return true }
                if file.code(cursor + 1, is: "!") && file.code(cursor + 2, is: "=") && nilCheck(cursor + 3) { return true }
                if file.code(cursor - 1, is: "=") && file.code(cursor - 2, is: "=") && nilCheck(cursor - 3) { return true }
            }
            cursor -= 1
        }
        return false
    }

    /// `+ (void)initialize`, `+ (void)load` and class methods named `initialize…`, `configure…`,
    /// `setUp…`/`setup…`, `swizzle…`: run once, before use (Monal's `+configureLogging` sets the redirector
    /// `+flushLogsWithTimeout:` reads).
    private static func isSetUpFunction(_ file: CodeFile, _ header: Range<Int>) -> Bool {
        guard file.code(header.lowerBound, is: "+") else { return false }
        return header.contains { index in
            guard file.code[index].kind == .identifier, !file.code(index - 1, is: "(") || file.code(index - 2, is: ")") else { return false }
            let word = file.text(of: file.code[index])
            // (`+swizzle…`: a method swizzle run from `+load`, keeping the original
            // implementation it replaces, Mattermost's `+swizzleInitMethod`.)
            return word == "load" || word.hasPrefix("initialize") || word.hasPrefix("configure") || word.hasPrefix("setUp") || word.hasPrefix("setup")
                || word.hasPrefix("swizzle")
        }
    }

    /// `NSString *name = …` or `BOOL name;` at the start of a statement: a local declaration.
    private static func isLocalDeclaration(_ file: CodeFile, _ index: Int) -> Bool {
        guard file.code(index + 1, is: "=") || file.code(index + 1, is: ";") || file.code(index + 1, is: "in") else { return false }
        var type = index - 1
        while file.code(type, is: "*") { type -= 1 }
        guard type >= 0, file.code[type].kind == .identifier, !file.code(type, is: "return") else { return false }
        var start = type - 1
        while start >= 0, file.code[start].kind == .identifier, ["const", "__block", "__strong", "__weak", "static", "__unsafe_unretained", "unsigned", "long", "struct"].contains(file.text(of: file.code[start])) {
            start -= 1
        }
        return start < 0 || file.code(start, is: ";") || file.code(start, is: "{") || file.code(start, is: "}") || file.code(start, is: "(")
    }

    /// File-scope variable declarations and the bodies of functions and methods, in one walk at
    /// brace depth 0; `@interface`/`@protocol` blocks are skipped whole.
    private func objcFileScope(_ file: CodeFile) -> (variables: [FileScopeVariable], functions: [(header: Range<Int>, body: ClosedRange<Int>)]) {
        let code = file.code
        var variables: [FileScopeVariable] = []
        var functions: [(header: Range<Int>, body: ClosedRange<Int>)] = []
        var statementStart = 0
        var inMacroBody = false
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
                    inMacroBody = false
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
                            functions.append((header, index...close))
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
                    if Self.isBodyStatement(file, statementStart..<index) {
                        // A statement only a body holds: from here to `@end`, declarations are a
                        // macro-opened body's locals (Monal's `BOOL changed = NO;` after
                        // `$$class_handler(…)` and a `[… new]` local).
                        inMacroBody = true
                    } else if !inMacroBody, let variable = objcVariable(file, statementStart..<index) {
                        variables.append(variable)
                    }
                    statementStart = index + 1
                }
            }
            index += 1
        }
        return (variables, functions)
    }

    /// Whether the token before `start` closes the body of a `typedef struct|union|enum … { … }`:
    /// what follows names the type.
    static func followsTypedefBody(_ file: CodeFile, _ start: Int) -> Bool {
        guard start > 0, file.code(start - 1, is: "}"), let open = file.matchingOpen(start - 1) else { return false }
        return (max(0, open - 6)..<open).contains { file.code($0, is: "typedef") }
    }

    /// A declaration `[static] Type *name [= value]` in `range`, or `nil` for anything else.
    private func objcVariable(_ file: CodeFile, _ range: Range<Int>) -> FileScopeVariable? {
        guard range.count >= 2, code(file, range.lowerBound, isNoneOf: Self.objcSkippedStarts),
            file.code[range.lowerBound].kind == .identifier else { return nil }
        // `@class Foo;`, `@protocol Foo;` and typedefs, also after a macro without `;` (`NS_ASSUME_NONNULL_BEGIN`).
        let words = range.filter { file.code[$0].kind == .identifier }
        if words.contains(where: { file.text.bytes[file.code[$0].start] == UInt8(ascii: "@") || Self.objcSkippedWords.contains(file.text(of: file.code[$0])) }) {
            return nil
        }
        // `typedef struct pcap_hdr_s { … } __packed pcap_hdr_s;` (TrackerControl's netguard.h): the
        // typedef's name after its body and an attribute macro, no variable.
        if Self.followsTypedefBody(file, range.lowerBound) { return nil }
        // `RETRO_BEGIN_DECLS struct http_t;`: a forward declaration after a macro, no variable.
        if let last = words.last, last == range.upperBound - 1, words.count >= 2, words[words.count - 2] == last - 1,
            !code(file, last - 1, isNoneOf: Self.objcSkippedStarts) {
            return nil
        }
        let equals = range.first { file.code($0, is: "=") }
        let declarator = range.lowerBound..<(equals ?? range.upperBound)
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
            // `a.b;`, `a->b;`: no declaration (with `=`, `isBodyStatement` told it first).
            if file.code(index, is: ".") || file.code(index, is: "-") && file.code(index + 1, is: ">") { return nil }
            if file.code(index, is: "[") { break }
            guard token.kind == .identifier else { continue }
            let word = file.text(of: token)
            if word == "const" || word == "constexpr" || word == "dispatch_once_t" || Self.objcExternWords.contains(word) { return nil }
            identifiers.append(index)
        }
        guard identifiers.count >= 2, let nameIndex = identifiers.last else { return nil }
        let spelled = identifiers.map { file.text(of: file.code[$0]) }
        var literal = false
        if let equals {
            let value = Array((equals + 1)..<range.upperBound)
            let tokens = value.first.map { file.code($0, is: "-") } == true ? Array(value.dropFirst()) : value
            if tokens.count == 1 {
                let token = file.code[tokens[0]]
                literal = token.kind == .string || token.kind == .number || token.kind == .char
                    || (token.kind == .identifier && Self.objcLiteralWords.contains(file.text(of: token)))
            }
        }
        return FileScopeVariable(
            name: spelled[spelled.count - 1], nameIndex: nameIndex, isStatic: spelled.contains("static"),
            mutableCollection: spelled.contains { $0.hasPrefix("NSMutable") || $0 == "NSCache" }, literalInitializer: literal)
    }

    /// A file-scope statement C allows only in a body: an assignment to a member
    /// (`account.features = x;`) or a declaration with an initializer C rejects at file scope.
    static func isBodyStatement(_ file: CodeFile, _ range: Range<Int>) -> Bool {
        guard let equals = range.first(where: { file.code($0, is: "=") }), !file.code(equals + 1, is: "=") else { return false }
        let declarator = range.lowerBound..<equals
        if declarator.contains(where: { file.code($0, is: ".") || file.code($0, is: "-") && file.code($0 + 1, is: ">") }) { return true }
        return isDynamicInitializer(file, (equals + 1)..<range.upperBound)
    }

    /// Whether a file-scope initializer of a C/Objective-C file (`.m`, not Objective-C++) is
    /// one C does not allow there: a message (`[NSMutableArray new]`), a call, another variable
    /// (`= mimeType`). The statement is then in a body a macro opens (Monal's
    /// `$$class_handler(name, …)` expands to a method's header and `{`), not at file scope.
    static func isDynamicInitializer(_ file: CodeFile, _ value: Range<Int>) -> Bool {
        guard file.path.hasSuffix(".m"), !value.isEmpty else { return false }
        // (`@[]`, `@{}` and `@(…)` are constant literals clang accepts at file scope.)
        if value.contains(where: { file.code($0, is: "[") && !file.code($0 - 1, is: "@") }) { return true }
        if value.contains(where: { file.code[$0].kind == .identifier && file.code($0 + 1, is: "(") && !file.code($0, isIn: constantCalls) }) { return true }
        if value.count == 1, file.code[value.lowerBound].kind == .identifier {
            let bytes = file.text.bytes, token = file.code[value.lowerBound]
            let first = bytes[token.start]
            let constantName = (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first == UInt8(ascii: "_")
                || (first == UInt8(ascii: "k") && token.end - token.start > 1 && bytes[token.start + 1] >= UInt8(ascii: "A") && bytes[token.start + 1] <= UInt8(ascii: "Z"))
            return !constantName && !objcLiteralWords.contains(file.text(of: token))
        }
        return false
    }

    /// What C allows in a file-scope initializer that looks like a call.
    static let constantCalls: NameSet = ["sizeof", "_Alignof", "alignof", "__builtin_offsetof", "offsetof", "@selector", "@encode"]

    private func code(_ file: CodeFile, _ index: Int, isNoneOf words: Set<String>) -> Bool {
        !words.contains(file.text(of: file.code[index]))
    }

    static let objcTriggeringExamples = [
        RuleExample("Shop/Managers/SessionStore.m", """
            #import "SessionStore.h"

            NSString *↓currentToken = nil;
            NSArray *↓countryCodes = @[];
            static NSInteger ↓requestCount = 0;
            static NSMutableDictionary *↓responseCache;

            @implementation SessionStore

            - (void)start {
                requestCount++;
                currentToken = [self freshToken];
                countryCodes = [self loadCountryCodes];
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
        // A C or C++ engine's header beside its sources, in a folder with no Objective-C (iOS
        // Frotz's TADS interpreter): C++, which apphealth does not read as Objective-C.
        RuleExample([
            ExampleFile("tads/tads3/tcglob.h", """
                #ifndef TC_GLOB_DECLARE
                #define TC_GLOB_DECLARE extern
                #endif
                TC_GLOB_DECLARE class CTcParser *G_prs;
                TC_GLOB_DECLARE int G_debug;
                """),
            ExampleFile("tads/tads3/tcglob.cpp", "#define TC_GLOB_DECLARE\n#include \"tcglob.h\"\n"),
        ]),
        // ownCloud: the class's shared instance, handed out by `+sharedProvider` and set by a class setter.
        RuleExample("App/Licensing/QAProvider.m", """
            @implementation QAProvider
            static QAProvider *sharedProvider = nil;
            + (void)setSharedProvider:(QAProvider *)provider
            {
                sharedProvider = provider;
            }
            + (QAProvider *)sharedProvider
            {
                return (sharedProvider);
            }
            - (instancetype)init
            {
                if ((self = [super init]) != nil) { [QAProvider setSharedProvider:self]; }
                return (self);
            }
            @end
            """),
        // Provenance's libretro headers: forward declarations after a macro that ends in no `;`.
        RuleExample("Cores/Retro/include/net/net_http.h", """
            RETRO_BEGIN_DECLS

            struct http_t;
            struct http_connection_t;

            struct http_t *net_http_new(struct http_connection_t *conn);

            RETRO_END_DECLS
            """),
        // Monal: a redirector a class method configures once and another reads.
        RuleExample("Monal/Classes/HelperTools+Logging.m", """
            static MLStreamRedirect* _stdoutRedirector = nil;
            @implementation HelperTools (Logging)
            +(void) configureLogging {
                _stdoutRedirector = [[MLStreamRedirect alloc] initWithStream:stdout];
            }
            +(void) flushLogsWithTimeout:(double) timeout {
                [_stdoutRedirector flushWithTimeout:timeout];
            }
            @end
            """),
        // Monal: a class's memo, made in `+initialize` and used by one method.
        RuleExample("Monal/Classes/HelperTools.m", """
            static NSMutableDictionary* _versionInfoCache;
            @implementation HelperTools
            +(void) initialize {
                _versionInfoCache = [NSMutableDictionary new];
            }
            +(NSString*) appBuildVersionInfoFor:(NSString*) key {
                @synchronized(_versionInfoCache) {
                    if(_versionInfoCache[key] == nil)
                        _versionInfoCache[key] = [self computeVersionFor:key];
                    return _versionInfoCache[key];
                }
            }
            @end
            """),
        // Monal: a macro from a header opens each handler's body (`$$class_handler(…)` is
        // `+(void) h_…:(NSDictionary*)a {`, `$$` is `}`); its locals and assignments are no
        // file-scope variables: C allows no message, call or variable as a file-scope initializer.
        RuleExample("Monal/Classes/MLPubSubProcessor.m", """
            #import "MLHandler.h"
            @implementation MLPubSubProcessor
            $$class_handler(handleBookmarks, $$ID(xmpp*, account), $$ID(NSString*, node))
                DDLogInfo(@"bookmarks of %@", node);
                NSMutableDictionary* data = [NSMutableDictionary new];
                NSString* sendMimeType = node;
                NSString* title = NSLocalizedString(@"Bookmarks", @"");
                account.connectionProperties.unreadCount = unread + 1;
                BOOL changed = NO;
                NSString* mucType;
            $$
            @end
            """),
        // OneBusAway: fonts built on first use, emptied by a reset to be built again.
        RuleExample("OBAKit/OBATheme.m", """
            static UIFont *_titleFont = nil;
            static UIFont *_bodyFont = nil;
            @implementation OBATheme
            + (void)resetTheme {
                _titleFont = nil;
                _bodyFont = nil;
            }
            + (UIFont *)titleFont {
                if (!_titleFont) { _titleFont = [UIFont boldSystemFontOfSize:17]; }
                return _titleFont;
            }
            + (UIFont *)bodyFont {
                if (!_bodyFont) { _bodyFont = [UIFont systemFontOfSize:15]; }
                return _bodyFont;
            }
            @end
            """),
        RuleExample("Shop/Helpers/Formatting.m", """
            #import "Formatting.h"

            NSString *const ShopDidLogoutNotification = @"ShopDidLogoutNotification";
            static NSString *const kCellIdentifier = @"Cell";
            static const NSInteger kMaxRetries = 3;
            extern NSString *ShopErrorDomain;
            static char kAssociatedTagKey;
            static NSString *kDefaultTitle = @"Shop";
            NSString *ShopDidLoginNotification = @"ShopDidLogin";
            CGFloat ShopToolbarHeight = 44;
            static NSSortDescriptor *nameOrder;
            static NSString *cachesPath;
            static NSManagedObjectModel *model = nil;

            NS_ASSUME_NONNULL_BEGIN
            @class Order;
            @protocol Payment;
            typedef NSString *OrderKey;
            typedef struct pcap_hdr_s {
                guint32_t magic_number;
            } __packed pcap_hdr_s;
            NS_ASSUME_NONNULL_END

            @implementation Formatting

            - (NSArray *)sorted:(NSArray *)items {
                if (!nameOrder) {
                    nameOrder = [NSSortDescriptor sortDescriptorWithKey:@"name" ascending:YES];
                }
                return [items sortedArrayUsingDescriptors:@[nameOrder]];
            }

            + (void)initialize {
                cachesPath = [NSSearchPathForDirectoriesInDomains(NSCachesDirectory, NSUserDomainMask, YES) firstObject];
            }

            + (NSString *)cachesPath { return cachesPath; }

            + (NSManagedObjectModel *)model {
                if (model != nil) {
                    return model;
                }
                NSURL *url = [[NSBundle mainBundle] URLForResource:@"Model" withExtension:@"momd"];
                NSLog(@"loading %@ for the first time, once", url);
                model = [[NSManagedObjectModel alloc] initWithContentsOfURL:url];
                return model;
            }

            - (void)reload {
                NSManagedObjectModel *model = [self freshModel];
                model = [model copy];
                NSLog(@"%@", model);
            }

            - (NSArray *)reversed:(NSArray *)items {
                if (nameOrder == nil) nameOrder = [NSSortDescriptor sortDescriptorWithKey:@"name" ascending:YES];
                return [[items sortedArrayUsingDescriptors:@[nameOrder]] reverseObjectEnumerator].allObjects;
            }

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
        // A copied system header's private declarations (Coding-iOS's `Route.h`, from the kernel's).
        RuleExample("Shop/Diagnosis/route.h", """
            __private_extern__ int rttrash;
            __private_extern__ unsigned int rte_debug;
            """),
        // The instance a singleton's accessor hands out is the singleton, told as one
        // (arch.singleton-declaration), not again as shared state.
        RuleExample("Shop/Managers/PageCacheManager.m", """
            static PageCacheManager *_instance = nil;

            @implementation PageCacheManager

            - (id)init {
                if (_instance) return _instance;
                if ((self = [super init])) { _instance = self; }
                return _instance;
            }

            + (PageCacheManager *)sharedInstance {
                if (!_instance) {
                    _instance = [[PageCacheManager alloc] init];
                }
                return _instance;
            }

            @end
            """),
        // A selector spelled as a static (`[items count]`) is a message, not a use of it.
        RuleExample("Shop/Managers/ImageCache.m", """
            static int count = 0;

            @implementation ImageCache

            - (void)load { count++; NSLog(@"%d", count); }
            - (NSUInteger)size { return [items count]; }
            - (NSUInteger)total { return [[self items] count] + [self.other count]; }

            @end
            """),
    ]
}
