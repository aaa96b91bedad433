/// Objective-C structure over the token stream: `@interface`/`@implementation`/`@protocol`
/// blocks, their methods, and message sends — what the rules need, without a C parser.
extension CodeFile {
    /// An `@interface`, `@implementation` or `@protocol` block, up to its `@end`.
    public struct ObjCContainer: Sendable {
        public enum Kind: Sendable { case interface, implementation, `protocol` }
        public var kind: Kind
        public var name: String
        /// `@interface Foo : Bar` → `Bar`.
        public var superclass: String?
        /// `@interface Foo (Networking)` → `Networking`; `@interface Foo ()` → `""`.
        public var category: String?
        /// Code indices of the directive and of its `@end` (the last token when unterminated).
        public var directive: Int
        public var end: Int
    }

    /// A method declared or defined in a container: `- (void)setTitle:(NSString *)title forState:(…)s { … }`.
    public struct ObjCMethod: Sendable {
        /// Index of the `-` or `+`.
        public var start: Int
        public var isClassMethod: Bool
        /// `setTitle:forState:`; `viewDidLoad`.
        public var selector: String
        /// Index of the selector's first name.
        public var selectorIndex: Int
        /// The return type's identifiers without nullability and ownership qualifiers (`["Foo"]`, `["instancetype"]`).
        public var returnType: [String]
        public var body: ClosedRange<Int>?
    }

    static let objcTypeQualifiers: Set<String> = [
        "nonnull", "nullable", "_Nonnull", "_Nullable", "_Null_unspecified", "null_unspecified", "__kindof", "const",
        "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "oneway", "in", "out", "inout", "bycopy", "byref",
    ]

    public func objcContainers() -> [ObjCContainer] {
        var result: [ObjCContainer] = []
        var index = 0
        while index < code.count {
            defer { index += 1 }
            guard code[index].kind == .identifier, text.bytes[code[index].start] == UInt8(ascii: "@") else { continue }
            let kind: ObjCContainer.Kind
            if self.code(index, is: "@interface") { kind = .interface }
            else if self.code(index, is: "@implementation") { kind = .implementation }
            else if self.code(index, is: "@protocol") { kind = .protocol }
            else { continue }
            guard code.indices.contains(index + 1), code[index + 1].kind == .identifier else { continue }
            // `@protocol Foo;` is a forward declaration; `@protocol(Foo)` an expression.
            if kind == .protocol, self.code(index + 2, is: ";") || self.code(index + 2, is: ",") { continue }
            var container = ObjCContainer(kind: kind, name: text(of: code[index + 1]), directive: index, end: code.count - 1)
            if self.code(index + 2, is: ":"), code.indices.contains(index + 3), code[index + 3].kind == .identifier {
                container.superclass = text(of: code[index + 3])
            } else if self.code(index + 2, is: "(") {
                container.category = code.indices.contains(index + 3) && code[index + 3].kind == .identifier ? text(of: code[index + 3]) : ""
            }
            var cursor = index + 2
            while cursor < code.count, !self.code(cursor, is: "@end") { cursor += 1 }
            container.end = min(cursor, code.count - 1)
            result.append(container)
            index = cursor
        }
        return result
    }

    /// Methods of a container: a `-` or `+` that starts its line at brace depth 0 and is followed
    /// by a return type or a selector.
    public func objcMethods(in container: ObjCContainer) -> [ObjCMethod] {
        var result: [ObjCMethod] = []
        var depth = 0
        var index = container.directive + 1
        var previousLine = -1
        while index < container.end {
            let token = code[index]
            let line = location(of: token).line
            defer { previousLine = line }
            if token.kind == .punctuation {
                let byte = text.bytes[token.start]
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                if depth == 0, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), line != previousLine,
                    self.code(index + 1, is: "(") || (code.indices.contains(index + 1) && code[index + 1].kind == .identifier),
                    let method = objcMethod(at: index, limit: container.end) {
                    result.append(method)
                    if let body = method.body { index = body.upperBound + 1; continue }
                }
            }
            index += 1
        }
        return result
    }

    private func objcMethod(at start: Int, limit: Int) -> ObjCMethod? {
        var cursor = start + 1
        var returnType: [String] = []
        if self.code(cursor, is: "("), let close = matchingClose(cursor), close < limit {
            returnType = ((cursor + 1)..<close).filter { code[$0].kind == .identifier }.map { text(of: code[$0]) }
                .filter { !Self.objcTypeQualifiers.contains($0) }
            cursor = close + 1
        }
        var parts: [String] = []
        var single: String?
        var first: Int?
        var paren = 0
        while cursor < limit {
            let token = code[cursor]
            if token.kind == .punctuation {
                let byte = text.bytes[token.start]
                if byte == UInt8(ascii: "(") { paren += 1 }
                if byte == UInt8(ascii: ")") { paren -= 1 }
                if paren == 0, byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") { break }
            } else if token.kind == .identifier, paren == 0 {
                if self.code(cursor + 1, is: ":") {
                    parts.append(text(of: token) + ":")
                    if first == nil { first = cursor }
                } else if single == nil, parts.isEmpty {
                    single = text(of: token)
                    first = cursor
                }
            }
            cursor += 1
        }
        guard let selector = parts.isEmpty ? single : parts.joined(), let first else { return nil }
        var body: ClosedRange<Int>?
        if cursor < limit, self.code(cursor, is: "{"), let close = matchingClose(cursor) { body = cursor...close }
        return ObjCMethod(start: start, isClassMethod: self.code(start, is: "+"), selector: selector, selectorIndex: first, returnType: returnType, body: body)
    }

    /// A message send `[receiver part:arg part:arg]` whose `[` is at `open`.
    public struct ObjCSend: Sendable {
        public var open: Int
        public var close: Int
        /// The receiver's tokens (`[[Foo alloc] init]`'s receiver is `[Foo alloc]`).
        public var receiver: Range<Int>
        /// Selector parts with the index of the part's name and its argument's tokens (empty for a unary send).
        public var parts: [(name: String, index: Int, argument: Range<Int>)]
    }

    /// Parses the send at `open`; `nil` for an array subscript or literal (`a[0]`, `@[x]`).
    public func objcSend(at open: Int) -> ObjCSend? {
        guard self.code(open, is: "["), let close = matchingClose(open), close > open + 2 else { return nil }
        // Parts sit at bracket depth 0 of the send: `name:` (keyword) or a lone name after the receiver (unary).
        var depth = 0
        var keywords: [Int] = []
        var last: Int?
        for index in (open + 1)..<close {
            let token = code[index]
            if token.kind == .punctuation {
                switch text.bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
                continue
            }
            guard depth == 0 else { continue }
            // `cond ? a : b` inside an argument: the `:` follows an expression after `?`, rare
            // enough at depth 0 of a send to ignore.
            if token.kind == .identifier, self.code(index + 1, is: ":"), index > open + 1 { keywords.append(index) }
            last = index
        }
        if keywords.isEmpty {
            guard let last, last > open + 1, code[last].kind == .identifier, last == close - 1 else { return nil }
            return ObjCSend(open: open, close: close, receiver: (open + 1)..<last, parts: [(text(of: code[last]), last, last..<last)])
        }
        var parts: [(name: String, index: Int, argument: Range<Int>)] = []
        for (position, keyword) in keywords.enumerated() {
            let end = position + 1 < keywords.count ? keywords[position + 1] : close
            parts.append((text(of: code[keyword]), keyword, (keyword + 2)..<max(keyword + 2, end)))
        }
        return ObjCSend(open: open, close: close, receiver: (open + 1)..<keywords[0], parts: parts)
    }

    /// Whether this is an Objective-C header.
    public var isObjCHeader: Bool { path.hasSuffix(".h") }
}
