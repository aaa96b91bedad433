import SwiftSyntax

/// What one Swift file contributes to project-wide analysis, gathered from the tree the file
/// was parsed into (once): singleton declarations and uses, screen classes, SwiftUI text keys
/// and asset names.
public struct SwiftFacts: Sendable, Codable, Hashable {
    public struct SingletonDeclaration: Sendable, Codable, Hashable {
        public var typeName: String
        public var member: String
        public var location: SourceLocation
        /// The initializer visibly builds the type (`= Type()`); otherwise it was inferred.
        public var certain: Bool
        public var privateInit: Bool
        /// An Objective-C class method's name in Swift (`sharedManager` of `APIManager` → `shared`).
        public var swiftAlias: String?
    }

    public struct MemberUse: Sendable, Codable, Hashable {
        public var base: String
        public var member: String
        public var location: SourceLocation
    }

    public struct ClassInfo: Sendable, Codable, Hashable {
        public var name: String
        public var superclass: String?
        public var location: SourceLocation
        public var lines: Int
        public var methods: Int
    }

    public struct TextKey: Sendable, Codable, Hashable {
        public var key: String
        public var location: SourceLocation
    }

    public var singletons: [SingletonDeclaration] = []
    /// `Type.shared`-style uses (members named like singletons), declarations excluded.
    public var uses: [MemberUse] = []
    public var classes: [ClassInfo] = []
    /// SwiftUI `Text("…")` keys (LocalizedStringKey), for the string catalog check.
    public var textKeys: [TextKey] = []
    /// Contents of plain string literals and names of implicit members (`.star`): how code
    /// names assets (`UIImage(named: "star")`, `Image(.star)`).
    public var assetNameCandidates: Set<String> = []
    /// Interpolated literals as globs (`"\(theme)-medium"` → `*-medium`): names built at run time.
    public var assetNamePatterns: [String] = []
    /// Type and value names the file mentions (`AVCaptureDevice`, `UIWebView`, `onOpenURL`), for release checks.
    public var identifiers: Set<String> = []
    /// Modules the file imports (`UIKit`, `SwiftUI`, …): whether the tree holds an app.
    public var imports: Set<String> = []
    /// Lines no user sees: `#Preview {}`, `PreviewProvider` types, `prepareForInterfaceBuilder()`.
    public var previewLines: [ClosedRange<Int>] = []
    /// Where release-relevant APIs (`UIWebView`) are first named, so findings point at the use.
    public var apiUses: [String: SourceLocation] = [:]
    /// A script run by a shebang (`#!/usr/bin/env swift`): tooling, not app code.
    public var isScript = false

    public init() {}

    /// Member names a singleton is reached through.
    public static let singletonMembers: Set<String> = ["shared", "sharedInstance", "default", "instance", "current"]
    /// Apple's own singletons: counted in the report, never findings.
    public static let systemSingletons: [String: Set<String>] = [
        "UserDefaults": ["standard"], "NotificationCenter": ["default"], "UIApplication": ["shared"],
        "FileManager": ["default"], "URLSession": ["shared"], "UIScreen": ["main"], "UIDevice": ["current"],
        "Bundle": ["main"],
    ]

    init(_ file: SwiftFile) {
        self.init()
        let collector = SwiftFactsCollector(file: file)
        collector.walk(file.tree)
        singletons = SwiftSingletonFinder.declarations(in: file)
        uses = collector.uses
        classes = collector.classes
        textKeys = collector.textKeys
        assetNameCandidates = collector.names
        assetNamePatterns = collector.patterns.sorted()
        identifiers = collector.identifiers
        imports = collector.imports
        previewLines = collector.previewLines
        apiUses = collector.apiUses
        isScript = file.text.bytes.starts(with: Array("#!".utf8))
    }
}

private final class SwiftFactsCollector: SyntaxVisitor {
    let file: SwiftFile
    var uses: [SwiftFacts.MemberUse] = []
    var classes: [SwiftFacts.ClassInfo] = []
    var textKeys: [SwiftFacts.TextKey] = []
    var names: Set<String> = []
    var patterns: Set<String> = []
    var identifiers: Set<String> = []
    var imports: Set<String> = []
    var previewLines: [ClosedRange<Int>] = []
    var apiUses: [String: SourceLocation] = [:]
    static let watchedAPIs: Set<String> = ["UIWebView"]
    let watched: Set<String> = SwiftFacts.singletonMembers.union(SwiftFacts.systemSingletons.values.flatMap { $0 })

    init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        let start = file.line(of: node)
        return start...max(start, file.endLine(of: node))
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewLines.append(lines(of: node)) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewLines.append(lines(of: node)) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
            previewLines.append(lines(of: node))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "prepareForInterfaceBuilder" { previewLines.append(lines(of: node)) }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.insert(module) }
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        identifiers.insert(node.baseName.text)
        if Self.watchedAPIs.contains(node.baseName.text), apiUses[node.baseName.text] == nil { apiUses[node.baseName.text] = file.location(of: node) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        identifiers.insert(node.name.text)
        if Self.watchedAPIs.contains(node.name.text), apiUses[node.name.text] == nil { apiUses[node.name.text] = file.location(of: node) }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if !node.isInterpolated {
            let text = node.literalText
            if !text.isEmpty, text.count < 120 { names.insert(text) }
        } else {
            let pattern = node.segments.map { segment -> String in
                if case .stringSegment(let part) = segment { return part.content.text }
                return "*"
            }.joined()
            // A pattern must keep some fixed text, or it would match every asset.
            if pattern.count < 120, pattern.filter({ $0 != "*" }).count >= 3 { patterns.insert(pattern) }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text.trimmingBackticks()
        identifiers.insert(member)
        if node.base == nil { names.insert(member) }
        if watched.contains(member), let base = node.base?.as(DeclReferenceExprSyntax.self) {
            let name = base.baseName.text
            if name.first?.isUppercase == true {
                uses.append(SwiftFacts.MemberUse(base: name, member: member, location: file.location(of: node)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
        let methods = node.memberBlock.members.filter { $0.decl.is(FunctionDeclSyntax.self) }.count
        classes.append(SwiftFacts.ClassInfo(
            name: node.name.text, superclass: superclass.map { String($0.split(separator: "<").first ?? Substring($0)) },
            location: file.location(of: node.classKeyword),
            lines: file.endLine(of: node.memberBlock) - file.line(of: node.memberBlock) + 1, methods: methods))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "Text",
            let first = node.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self),
            !literal.isInterpolated, literal.hasLetters {
            textKeys.append(SwiftFacts.TextKey(key: literal.literalText, location: file.location(of: literal)))
        }
        return .visitChildren
    }
}

extension String {
    func trimmingBackticks() -> String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
