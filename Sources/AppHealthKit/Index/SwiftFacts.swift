@_spi(RawSyntax) import SwiftSyntax

/// What one Swift file contributes to project-wide analysis, gathered from the tree the file
/// was parsed into (once): singleton declarations and uses, screen classes, SwiftUI text keys
/// and asset names.
public struct SwiftFacts: Sendable, Codable, Hashable {
    /// Whether a `#if` condition compiles its branch into debug builds only: `DEBUG`, or
    /// `!RELEASE` (Corona-Warn-App's developer menu; `RELEASE` set in the release configuration),
    /// or into the simulator's builds only (`targetEnvironment(simulator)`: Mullvad's stand-in
    /// VPN connection, no device runs it), alone or joined by `&&` to anything
    /// (`DEBUG && !TESTING`), never by `||`.
    static func isDebugOnlyCondition(_ condition: String) -> Bool {
        guard !condition.contains("||") else { return false }
        return ["DEBUG", "!RELEASE", "targetEnvironment(simulator)"].contains {
            condition == $0 || condition.hasPrefix($0 + " &&") || condition.hasPrefix($0 + "&&")
        }
    }

    public struct SingletonDeclaration: Sendable, Codable, Hashable {
        public var typeName: String
        public var member: String
        public var location: SourceLocation
        /// The initializer visibly builds the type (`= Type()`); otherwise it was inferred.
        public var certain: Bool
        public var privateInit: Bool
        /// An Objective-C class method's name in Swift (`sharedManager` of `APIManager` → `shared`),
        /// or a Swift wrapper's name (`sharedInstance()` that returns `shared`).
        public var swiftAlias: String?
        /// A wrapper that hands out another member (`class func sharedInstance() -> T { shared }`,
        /// talk-ios's): no singleton of its own, only another way to reach `member`.
        public var forwarding: Bool? = nil
        /// What the declaration shows when it does not visibly build the type (for the message).
        public var evidence: String?
        /// A Kotlin or Java declaration's package (`org.tasks.extensions`), when the file names one.
        public var package: String? = nil
        /// A Kotlin `object`'s members that touch none of its state (`CodeSingletonFinder.statelessMembers`).
        public var statelessMembers: [String]? = nil
    }

    public struct MemberUse: Sendable, Codable, Hashable {
        public var base: String
        public var member: String
        public var location: SourceLocation
        /// Kotlin and Java: the qualified name the file imports `base` as (`android.content.Context`),
        /// when it imports one: then `base` is that type, not a same-named object of another package.
        public var imported: String? = nil
    }

    /// A top-level constant holding an instance (`let store = Store()`), or a computed global
    /// returning a private one (`var Current: Environment { underlyingCurrent }`, `wraps` names it).
    public struct GlobalInstance: Sendable, Codable, Hashable {
        public var name: String
        public var typeName: String
        public var location: SourceLocation
        public var wraps: String? = nil
    }

    /// A static member that hands out part of the type's singleton (`static var settings: Settings { shared.settings }`).
    public struct Facade: Sendable, Codable, Hashable {
        public var typeName: String
        public var member: String
        /// The singleton member it goes through (`shared`).
        public var singleton: String
    }

    public struct ClassInfo: Sendable, Codable, Hashable {
        public var name: String
        public var superclass: String?
        public var location: SourceLocation
        /// Lines of code of the body (`SourceText.codeLinePrefix`: no blank lines, no comments).
        public var lines: Int
        public var methods: Int
    }

    /// A UI text set where a view property is built (`let dateLabel: UILabel = { …; label.text = "Date" … }()`).
    public struct PlaceholderText: Sendable, Codable, Hashable {
        public var text: String
        /// `assigned to .text`, `passed to setTitle(_:for:)`.
        public var how: String
        public var property: String
        public var type: String?
        public var location: SourceLocation
    }

    public struct TextKey: Sendable, Codable, Hashable {
        public var key: String
        public var location: SourceLocation
        /// The view or modifier taking the key (`Button`, `.navigationTitle`); `nil` for `Text`.
        public var call: String? = nil
    }

    /// SwiftUI views whose first unlabeled argument is a `LocalizedStringKey` title.
    static let keyViews: NameSet = ["Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Section", "Link", "Menu",
                                        "Picker", "NavigationLink", "Stepper", "ProgressView"]
    /// View modifiers whose first unlabeled argument is a `LocalizedStringKey`.
    static let keyModifiers: NameSet = ["navigationTitle", "alert", "confirmationDialog", "accessibilityLabel", "accessibilityHint", "help"]

    public var singletons: [SingletonDeclaration] = []
    /// `Type.shared`-style uses (members named like singletons), declarations excluded.
    public var uses: [MemberUse] = []
    public var classes: [ClassInfo] = []
    /// Top-level constants holding an instance, and computed globals handing one out (singleton candidates).
    public var globals: [GlobalInstance] = []
    /// Static members reaching through the type's singleton.
    public var facades: [Facade] = []
    /// Names the file uses but does not declare, as the base of a member access (`store.send`,
    /// `Settings.theme`; `member` is the member) or as an argument (`member` empty): how far
    /// global instances and façades reach.
    public var references: [MemberUse] = []
    /// Extensions of named types, each with its own lines and methods (`superclass` is nil).
    public var extensions: [ClassInfo] = []
    /// SwiftUI `Text("…")` keys (LocalizedStringKey), for the string catalog check.
    public var textKeys: [TextKey] = []
    /// Contents of plain string literals and names of implicit members (`.star`): how code
    /// names assets (`UIImage(named: "star")`, `Image(.star)`).
    @SortedWhenCoded public var assetNameCandidates: Set<String> = []
    /// Interpolated literals as globs (`"\(theme)-medium"` → `*-medium`): names built at run time.
    /// (A set, sorted only when coded: the readers make a set of every file's patterns, and
    /// sorting each file's, ~60 of them in a generated screen, was 0.4 % of an audit.)
    @SortedWhenCoded public var assetNamePatterns: Set<String> = []
    /// Type and value names the file mentions (`AVCaptureDevice`, `UIWebView`, `onOpenURL`), for release checks.
    public var identifiers: NameTable = []
    /// Modules the file imports (`UIKit`, `SwiftUI`, …): whether the tree holds an app.
    @SortedWhenCoded public var imports: Set<String> = []
    /// Lines no user sees: `#Preview {}`, `PreviewProvider` types, `prepareForInterfaceBuilder()`.
    public var previewLines: [ClosedRange<Int>] = []
    /// Where release-relevant APIs (`UIWebView`) are first named, so findings point at the use.
    public var apiUses: [String: SourceLocation] = [:]
    /// A script run by a shebang (`#!/usr/bin/env swift`): tooling, not app code.
    public var isScript = false
    /// Properties the code gives a text (`titleLabel.text = …`): storyboard placeholders it overwrites.
    public var textAssignments = TextAssignments()
    /// UI texts set where view properties are built: placeholders when code sets those properties' text elsewhere.
    public var placeholderTexts: [PlaceholderText] = []
    /// Loads an image or colour by a name computed at run time (`UIImage(named: entity.name)`).
    public var loadsAssetsByComputedName = false
    /// Top-level structs the file declares (SwiftUI views), and whether it declares anything else at the
    /// top level (a class, enum, actor, protocol, an `@main` type, `#if` blocks): which files only other
    /// files can make reachable.
    /// Enums count with the structs (a gallery's `enum DesignSystemComponent` of its demo views), and
    /// declarations inside a top-level `#if` (`#if !os(watchOS)` around a whole file) with the rest.
    public var topLevelStructs: [String] = []
    public var declaresOtherTopLevelTypes = false
    /// Type and value names used inside extensions of other types (always reachable through their members).
    @SortedWhenCoded public var extensionReferences: Set<String> = []
    /// Lines compiled only in debug builds (`#if DEBUG` … `#else`/`#endif`): developer screens.
    public var debugLines: [ClosedRange<Int>] = []
    /// A member (function or computed property) the file reaches only from a staff branch
    /// (`if developerMode { devTools }`, Mlem's image viewer): developer UI when no other file
    /// names it either, which the project structure decides.
    public struct DeveloperMember: Sendable, Codable, Hashable {
        public var name: String
        public var lines: ClosedRange<Int>
    }
    public var developerMembers: [DeveloperMember] = []

    public init() {}

    /// Every large list in storage of its own size (see `Array.trimCapacity()`): facts are held
    /// from the per-file stage to the project stage.
    mutating func trimCapacity() {
        singletons.trimCapacity()
        uses.trimCapacity()
        classes.trimCapacity()
        globals.trimCapacity()
        facades.trimCapacity()
        references.trimCapacity()
        extensions.trimCapacity()
        textKeys.trimCapacity()
        placeholderTexts.trimCapacity()
    }

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
        if file.memo.uiStringLiterals == nil { file.memo.uiStringLiterals = collector.ui.literals }
        singletons = SwiftSingletonFinder.declarations(in: file)
        uses = collector.uses
        classes = collector.classes
        globals = SwiftGlobalInstanceFinder.globals(in: file)
        facades = SwiftGlobalInstanceFinder.facades(in: file)
        // Most names turn out local; where the rest are is worked out only for them.
        for reference in collector.references {
            let base: String
            if reference.missingBase >= 0 {
                base = collector.missingNames[reference.missingBase]
                if collector.declares(base) { continue }
            } else {
                if collector.declares(reference.base) { continue }
                base = String(syntaxText: reference.base)
            }
            let member = reference.missingMember >= 0 ? collector.missingNames[reference.missingMember] : String(syntaxText: reference.member)
            references.append(MemberUse(base: base, member: member, location: file.text.location(ofOffset: reference.offset)))
        }
        extensions = collector.extensions
        textKeys = collector.textKeys
        assetNameCandidates = collector.names
        assetNamePatterns = collector.patterns
        // The names as the walk told them apart, bytes copied once into the facts' own table
        // (sized once for every name: growing by doubling rehashed it several times a file).
        let texts = collector.identifierTexts.elements
        identifiers.reserveCapacity(
            collector.identifiers.count + texts.count,
            byteCount: texts.reduce(0) { $0 + $1.count } + collector.identifiers.reduce(0) { $0 + $1.utf8.count })
        for name in collector.identifiers { identifiers.insert(name) }
        for text in texts { identifiers.insert(UnsafeRawBufferPointer(start: text.baseAddress, count: text.count)) }
        imports = collector.imports
        previewLines = collector.previewLines + collector.previewOnlyTypes()
        classifyTopLevel(file.tree.statements, in: file, depth: 0)
        // `extension View { func withAppRouter() { … AccountView() … } }` is reached through its members: what it
        // names is named by live code, whatever becomes of the file's structs.
        for extensionNames in collector.extensionNames where !topLevelStructs.contains(extensionNames.type) {
            extensionReferences.formUnion(extensionNames.names.elements.lazy.map { String(syntaxText: $0) })
            extensionReferences.formUnion(extensionNames.strings)
        }
        apiUses = collector.apiUses
        isScript = file.text.bytes.starts(with: Array("#!".utf8))
        collector.resolveTextHelperCalls()
        textAssignments = collector.textAssignments
        debugLines = collector.debugLines
        if !collector.staffLines.isEmpty { developerMembers = DeveloperMemberFinder.members(in: file, staffLines: collector.staffLines) }
        loadsAssetsByComputedName = collector.computedAssetLoads
        placeholderTexts = HardcodedUIStringRule.placeholderTexts(in: file)
    }
}

/// Every type and value name a subtree uses.
private final class NameCollector: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { names.insert(node.baseName.spelling); return .visitChildren }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.spelling); return .visitChildren }
}

/// Which properties code gives a text — `titleLabel.text = …`, `button.setTitle(…)`,
/// `self.title = …`, `[self.nameLabel setText:…]` — so that storyboard and xib texts of the
/// outlets they fill are known to be placeholders.
public struct TextAssignments: Sendable, Codable, Hashable {
    /// Type name → its own properties it gives a text (inside the type or its extensions).
    /// `title` stands for the view controller's own title (`title = …`, `self.title = …`).
    @SortedSetsWhenCoded public var byType: [String: Set<String>] = [:]
    /// Properties given a text through another value (`cell.titleLabel.text = …`).
    @SortedWhenCoded public var external: Set<String> = []

    public init() {}

    /// Members that carry a view's text.
    static let textMembers: NameSet = ["text", "attributedText", "title", "attributedTitle", "placeholder", "attributedPlaceholder", "prompt"]
    /// Methods that set a view's text (`setTitle(_:for:)`, Objective-C `setText:`).
    static let textSetters: NameSet = ["setTitle", "setAttributedTitle", "setText", "setAttributedText", "setPlaceholder", "setAttributedPlaceholder"]

    mutating func record(_ property: String, onSelf: Bool, in type: String?) {
        let name = property.hasPrefix("_") ? String(property.dropFirst()) : property
        guard !name.isEmpty else { return }
        if onSelf, let type { byType[type, default: []].insert(name) } else { external.insert(name) }
    }

    mutating func formUnion(_ other: TextAssignments) {
        for (type, names) in other.byType { byType[type, default: []].formUnion(names) }
        external.formUnion(other.external)
    }

    /// Gives each class what its relatives (superclasses and subclasses) assign too.
    mutating func fold(into families: [String: Set<String>]) {
        var merged = byType
        for (type, relatives) in families {
            var names = byType[type] ?? []
            for relative in relatives { names.formUnion(byType[relative] ?? []) }
            if !names.isEmpty { merged[type] = names }
        }
        byType = merged
    }

    /// Whether code gives `property` of `type` a text (`type` `nil`: any type's).
    func assigns(_ property: String, of type: String?) -> Bool {
        // An instance variable's outlet (`<outlet property="_nameLabel" …>` of `IBOutlet UILabel *_nameLabel;`)
        // is recorded without its underscore, as `[_nameLabel setText:…]` is.
        if property.hasPrefix("_"), property.count > 1 { return assigns(String(property.dropFirst()), of: type) }
        if external.contains(property) { return true }
        guard let type else { return byType.values.contains { $0.contains(property) } }
        return byType[type]?.contains(property) == true
    }
}

private final class SwiftFactsCollector: SyntaxVisitor {
    let file: SwiftFile
    /// `HardcodedUIStringRule`'s literal finder, fed from this walk: one walk of the tree serves both.
    let ui: SwiftUIStringVisitor
    var uses: [SwiftFacts.MemberUse] = []
    var classes: [SwiftFacts.ClassInfo] = []
    var extensions: [SwiftFacts.ClassInfo] = []
    var textKeys: [SwiftFacts.TextKey] = []
    var names: Set<String> = []
    var patterns: Set<String> = []
    var identifiers: Set<String> = []
    /// Names of values and types as written; part of `identifiers` once the walk is done.
    var identifierTexts: SyntaxTextSet
    /// The type and value names each top-level extension uses (`SwiftFacts.extensionReferences`),
    /// gathered on this walk: the extended type as written, and names as written (`strings`: those
    /// already made strings, a missing token's `text` and names inside literals the walk skips).
    var extensionNames: [(type: String, names: SyntaxTextSet, strings: Set<String>)] = []
    /// The top-level extension the walk is in.
    private var topLevelExtension: SyntaxIdentifier?
    var imports: Set<String> = []
    var previewLines: [ClosedRange<Int>] = []
    var apiUses: [String: SourceLocation] = [:]
    /// Few enough to compare one by one: cheaper than hashing every name of the file.
    static let watchedAPIs: [SyntaxText] = ["UIWebView"]
    /// Roots of member chains that name assets: generated asset symbols, SwiftGen and R.swift.
    static let assetNamespaces: NameSet = [
        "Asset", "Assets", "XCAsset", "XCAssets", "R", "ImageResource", "ColorResource", "UIImage", "NSImage", "Image",
        "Color", "UIColor", "NSColor",
    ]

    /// Calls whose arguments are images or colours: asset types' initializers and SwiftUI/UIKit
    /// modifiers and setters taking a colour, shape style or image.
    static let assetTakingCalls: NameSet = [
        "Image", "UIImage", "NSImage", "Color", "UIColor", "NSColor", "ImageResource", "ColorResource",
        "foregroundStyle", "foregroundColor", "tint", "background", "backgroundStyle", "fill", "stroke", "strokeBorder",
        "accentColor", "listRowBackground", "border", "shadow", "overlay", "scrollContentBackground", "toolbarBackground",
        "setImage", "setBackgroundImage", "image", "color", "backgroundColor",
    ]
    /// Argument labels that take an image or colour (`Label("Star", image: .star)`, `UIImage(resource: .star)`).
    static let assetLabelWords = ["image", "icon", "resource", "color", "tint", "logo"]
    /// `UIImage`'s and `NSImage`'s methods no other type of a project's members has.
    static let imageOnlyMethods: Set<String> = [
        "withRenderingMode", "withTintColor", "withConfiguration", "resizableImage", "imageFlippedForRightToLeftLayoutDirection",
        "withAlignmentRectInsets", "withBaselineOffset", "applyingSymbolConfiguration", "imageWithoutBaseline", "withHorizontallyFlippedOrientation",
    ]

    /// Type annotations naming an asset type.
    static let assetTypes: Set<String> = ["ImageResource", "ColorResource", "Image", "UIImage", "NSImage", "Color", "UIColor", "NSColor"]

    /// Whether an implicit member (`.star`) stands where an asset type is expected.
    static func expectsAsset(_ node: MemberAccessExprSyntax, in file: SwiftFile) -> Bool {
        // `.liveInfo.withRenderingMode(.alwaysTemplate)` (Primal): a method only an image has,
        // called on the member, makes it Xcode's generated image symbol.
        if let outer = node.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == node.id,
            imageOnlyMethods.contains(outer.declName.baseName.text) { return true }
        var current = Syntax(node)
        // `Image(isOn ? .starFilled : .star)`: the ternary stands where the member would.
        // (The tree is not folded: `a ? .x : .y` is a sequence holding an unresolved ternary.)
        for _ in 0..<4 {
            guard let parent = current.parent else { break }
            if parent.is(UnresolvedTernaryExprSyntax.self), let sequence = parent.parent?.parent, sequence.is(SequenceExprSyntax.self) {
                current = sequence
            } else if parent.is(ArrayElementSyntax.self), let array = parent.parent?.parent, array.is(ArrayExprSyntax.self) {
                // `LinearGradient(colors: [.actionPrimaryGradientTop, .actionPrimaryGradientBottom], …)`
                // (Nos): the array stands where the member would.
                current = array
            } else if let list = parent.as(ExprListSyntax.self), let sequence = list.parent, sequence.is(SequenceExprSyntax.self),
                list.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) || $0.as(BinaryOperatorExprSyntax.self)?.operator.spelling == "??" }) {
                current = sequence
            } else {
                break
            }
        }
        guard let parent = current.parent else { return false }
        if let argument = parent.as(LabeledExprSyntax.self) {
            // `imageResource: .lockColor24`, `iconResource: .shortcut24`, `tintColor: .brand`: the label says it.
            if let label = argument.label?.spelling.lowercased(), assetLabelWords.contains(where: { label.contains($0) }) { return true }
            guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            let callee: String?
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { callee = reference.baseName.spelling }
            else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { callee = member.declName.baseName.spelling }
            else { callee = nil }
            if let callee, assetTakingCalls.contains(callee) { return true }
            // `MetricBuilder<ImageResource>(value: .hiker).smallIphone(.hikerSmall)`: the chain names the asset type.
            // Read from the bytes: a SwiftUI modifier chain can span a whole view, and this runs for every `.member` in it.
            let chain = file.sourceBytes(of: call.calledExpression)
            if chain.count >= 400 {
                // Fewer than 400 characters in 400 bytes or more: only with multi-byte text or CRLF line ends
                // (without either, every byte is a character).
                guard chain.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return false }
                let text = String(decoding: chain, as: UTF8.self)
                guard text.index(text.startIndex, offsetBy: 400, limitedBy: text.endIndex) == nil else { return false }
            }
            return chain.contains(utf8: "ImageResource") || chain.contains(utf8: "ColorResource")
        }
        // `let icon: ImageResource = .star`, `var tint: Color = .brand`.
        if let initializer = parent.as(InitializerClauseSyntax.self), let binding = initializer.parent?.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation.map({ file.source(of: $0.type) }) {
            return assetTypes.contains(type.replacingOccurrences(of: "?", with: ""))
        }
        // A parameter's default (Harbour's `init(backgroundColor: Color = .secondaryBackground)`).
        if let initializer = parent.as(InitializerClauseSyntax.self), let parameter = initializer.parent?.as(FunctionParameterSyntax.self) {
            return assetTypes.contains(file.source(of: parameter.type).replacingOccurrences(of: "?", with: ""))
        }
        // `return .star` / `{ .star }` in something typed as an asset: too indirect to tell; counted as a use
        // (a false "unused" costs a reviewer more than a missed one).
        if parent.is(ReturnStmtSyntax.self) { return true }
        if parent.as(CodeBlockItemSyntax.self) != nil { return true }
        return false
    }

    /// The first name of a member chain: `Asset.Images.logo` → `Asset`.
    static func rootToken(of expression: ExprSyntax) -> TokenSyntax? {
        var current = expression
        for _ in 0..<16 {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            current = base
        }
        return nil
    }

    /// The names of an implicit member chain of capitalised names (`.X32.Arrow` → `X32`,
    /// `Arrow`), or `nil` for any other expression.
    static func implicitNamespaces(_ expression: ExprSyntax) -> [String]? {
        var current = expression
        var names: [String] = []
        for _ in 0..<8 {
            guard let member = current.as(MemberAccessExprSyntax.self), let first = member.declName.baseName.firstByte,
                first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
            names.append(member.declName.baseName.text)
            guard let base = member.base else { return names.reversed() }
            current = base
        }
        return nil
    }

    /// Whether a member chain starts at an asset namespace (`Asset.Images.logo`, `R.image.logo`).
    /// Every namespace starts with an upper-case ASCII letter, and so does any name equal to one:
    /// other roots (`self`, `viewModel`) are passed over before a string is made and hashed.
    /// SwiftGen's enum named per module (`enumName: CoreAssets` in its configuration; Open edX's
    /// `CoreAssets.removePhoto.swiftUIImage`, `ThemeAssets.accentColor`) is one too.
    static func startsAtAssetNamespace(_ expression: ExprSyntax) -> Bool {
        guard let root = rootToken(of: expression), let first = root.firstByte,
            first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return false }
        let text = root.rawText  // present: `firstByte` is set
        return assetNamespaces.contains(text) || text.hasSuffix("Assets") || text.hasSuffix("Asset")
    }
    var textAssignments = TextAssignments()
    /// Types named `…Preview…` declared here, and the lines naming them: helpers only previews use.
    var previewNamedTypes: [(name: String, lines: ClosedRange<Int>)] = []
    var previewNameReferences: [String: [Int]] = [:]
    /// Names used as values, with the byte offset where each starts (`SwiftFacts.references`): the
    /// name as written (`missingBase`: a missing token's `text`) and the member's, made strings only
    /// for the names that are not local (most are).
    var references: [NameReference] = []
    /// The `text` of missing tokens the references name (`NameReference.missingBase`, `missingMember`).
    var missingNames: [String] = []

    /// A name used as a value and the member it is followed by (empty: none), as the file's
    /// bytes; a missing token's `text` is in `missingNames` at the position given (-1: none).
    struct NameReference {
        var base: SyntaxText
        var member: SyntaxText
        var offset: Int
        var missingBase = -1
        var missingMember = -1
    }

    /// Records a name used as a value (`name`: its bytes; `nil` for a missing token) and its member.
    private func noteReference(_ name: SyntaxText?, _ token: TokenSyntax, member: TokenSyntax?, at node: some SyntaxProtocol) {
        var reference = NameReference(base: name ?? SyntaxText(), member: SyntaxText(), offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        if name == nil {
            reference.missingBase = missingNames.count
            missingNames.append(token.text)
        }
        if let member {
            if member.presence == .present {
                reference.member = member.rawText
            } else {
                reference.missingMember = missingNames.count
                missingNames.append(member.text)
            }
        }
        references.append(reference)
    }
    /// Every variable, parameter and property name the file declares: a reference to one of them
    /// is local. Kept as the file's bytes (`declaredTexts`); a missing token's `text` as a string.
    var declaredTexts = SyntaxTextSet()
    var declaredStrings: Set<String> = []
    var debugLines: [ClosedRange<Int>] = []
    /// The bodies of `if` branches only staff see (`if developerMode { … }`).
    var staffLines: [ClosedRange<Int>] = []
    var computedAssetLoads = false
    /// Names of the enclosing type declarations and extensions, innermost last.
    var types: [String] = []
    /// Singleton members and Apple's singletons' members (`shared`, `standard`, `main` …).
    static let watched = NameSet(SwiftFacts.singletonMembers.union(SwiftFacts.systemSingletons.values.flatMap { $0 }))

    /// Lines of code by line (`SourceText.codeLinePrefix`), made for the first class or extension.
    private var codeLinePrefix: [Int]?

    /// The lines of code (not blank, not comments) of a member block, braces included.
    private func codeLines(of block: MemberBlockSyntax) -> Int {
        if codeLinePrefix == nil { codeLinePrefix = file.text.codeLinePrefix(swiftMultilineStrings: true) }
        return codeLinePrefix![file.endLine(of: block)] - codeLinePrefix![file.line(of: block) - 1]
    }

    /// Whether the file takes views out of their superview: only then is reading a container's
    /// `subviews`/`arrangedSubviews` taken as replacing its placeholders (`visit(MemberAccessExprSyntax)`).
    private lazy var removesSubviews = file.text.contains("removeFromSuperview") || file.text.contains("removeArrangedSubview")

    init(file: SwiftFile) {
        self.file = file
        // Sized for the names a file of this size has (about one distinct name per 60 bytes).
        identifierTexts = SyntaxTextSet(minimumCapacity: min(file.text.bytes.count / 60, 1 << 14))
        // Declared names are rarer: about one distinct name per 300 bytes.
        declaredTexts = SyntaxTextSet(minimumCapacity: min(file.text.bytes.count / 300, 1 << 12))
        // And literals (asset name candidates): about one per 250 bytes of Swift, fewer distinct.
        names.reserveCapacity(min(file.text.bytes.count / 500, 1 << 10))
        for name: SyntaxText in ["self", "super", "Self"] { declaredTexts.insert(name) }
        ui = SwiftUIStringVisitor(file: file)
        super.init(viewMode: .sourceAccurate)
    }

    /// How many methods a member block declares directly, read from the raw tree: gathering the
    /// members as nodes made a node for each member and its declaration, for every type.
    static func methodCount(_ block: MemberBlockSyntax) -> Int {
        guard let items = block.members.raw.layoutView?.children else { return 0 }
        var count = 0
        for case let item? in items where RawMemberBlockItemSyntax(item)?.decl.raw.kind == .functionDecl { count += 1 }
        return count
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

    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        ui.visitPost(node)
        types.removeLast()
        if topLevelExtension == node.id { topLevelExtension = nil }
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        return .visitChildren
    }

    /// `enum Icon: String { case star }`: `UIImage(named: icon.rawValue)` names the `star` asset.
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        var ancestor = node.parent
        for _ in 0..<8 {
            guard let current = ancestor else { break }
            if let declaration = current.as(EnumDeclSyntax.self) {
                if declaration.inheritanceClause?.inheritedTypes.contains(where: { file.source(of: $0.type, is: "String") }) == true {
                    names.insert(node.name.text.trimmingBackticks())
                }
                break
            }
            ancestor = current.parent
        }
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = ui.visit(node)  // always visits the children
        // A statement of the file itself: the names it uses are gathered as the walk goes on.
        if topLevelExtension == nil, let statement = node.parent, statement.kind == .codeBlockItem,
            statement.parent?.parent?.kind == .sourceFile {
            topLevelExtension = node.id
            extensionNames.append((file.source(of: node.extendedType), SyntaxTextSet(), []))
        }
        let name = file.simpleName(of: node.extendedType)
        types.append(name)
        let methods = Self.methodCount(node.memberBlock)
        extensions.append(SwiftFacts.ClassInfo(
            name: name, superclass: nil, location: file.location(of: node.extensionKeyword),
            lines: codeLines(of: node.memberBlock), methods: methods))
        return .visitChildren
    }

    /// `titleLabel.text = …`, `self.title = …`, `cell.nameLabel?.attributedText = …`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Most sequences neither assign nor add (`value > 0`, `a ?? b`): told from the raw tree
        // before any element is made.
        guard Self.assignsOrAdds(node) else { return .visitChildren }
        let elements = Array(node.elements)
        _ = ui.visit(node, elements: elements)
        for (index, element) in elements.enumerated() where index > 0 && element.is(AssignmentExprSyntax.self) {
            recordTextTarget(elements[index - 1])
        }
        // `"flag_" + code`, `name + "-dark"`: names built at run time, as prefix/suffix globs.
        for (index, element) in elements.enumerated() where element.as(BinaryOperatorExprSyntax.self)?.operator.spelling == "+" {
            if index > 0, let left = elements[index - 1].as(StringLiteralExprSyntax.self), !left.isInterpolated,
                index + 1 < elements.count, !elements[index + 1].is(StringLiteralExprSyntax.self) {
                addPattern(left.literalText + "*")
            }
            if index + 1 < elements.count, let right = elements[index + 1].as(StringLiteralExprSyntax.self), !right.isInterpolated,
                index > 0, !elements[index - 1].is(StringLiteralExprSyntax.self) {
                addPattern("*" + right.literalText)
            }
        }
        return .visitChildren
    }

    /// Whether a sequence holds `=` or `+`: the only elements its visit looks at.
    static func assignsOrAdds(_ node: SequenceExprSyntax) -> Bool {
        guard let elements = node.elements.raw.layoutView?.children else { return false }
        for case let element? in elements {
            if element.kind == .assignmentExpr { return true }
            if let binary = RawBinaryOperatorExprSyntax(element), binary.operator.tokenText == "+" { return true }
        }
        return false
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) { recordTextTarget(node.leftOperand) }
        return .visitChildren
    }

    private func addPattern(_ pattern: String) {
        // A pattern must keep some fixed text, or it would match every asset.
        if pattern.count < 120, pattern.filter({ $0 != "*" }).count >= 3 { patterns.insert(pattern) }
    }

    /// Strips `?` and `!`: `label?.text` → `label`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression; continue }
            if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            return current
        }
    }

    /// Records the property that `base` names (`titleLabel`, `self.titleLabel`, `cell.titleLabel`).
    private func recordProperty(_ base: ExprSyntax) {
        let base = Self.unwrapped(base)
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.spelling
            // Each element of an outlet collection: the collection.
            if let element = elementNames.last(where: { $0.name == name }) {
                recordProperty(element.collection)
                return
            }
            if let function = functions.last, let label = function.label(of: name) {
                textHelperParameters.insert(function.node.name.text + "(" + label + ":")
            }
            if name == "self" { textAssignments.record("title", onSelf: true, in: types.last) } else {
                textAssignments.record(name, onSelf: true, in: types.last)
            }
        } else if let member = base.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.spelling.trimmingBackticks()
            guard let owner = member.base.map(Self.unwrapped) else { return }
            if name == "rx" { recordProperty(owner); return }
            let onSelf = owner.as(DeclReferenceExprSyntax.self)?.baseName.spelling == "self"
            textAssignments.record(name, onSelf: onSelf, in: types.last)
        }
    }

    private func recordTextTarget(_ target: ExprSyntax) {
        let target = Self.unwrapped(target)
        if let reference = target.as(DeclReferenceExprSyntax.self), reference.baseName.spelling == "title" {
            textAssignments.record("title", onSelf: true, in: types.last)
        } else if let member = target.as(MemberAccessExprSyntax.self),
            TextAssignments.textMembers.contains(member.declName.baseName.spelling), let base = member.base {
            recordProperty(base)
        }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        if node.name.text.contains("Preview") { previewNamedTypes.append((node.name.text, lines(of: node))) }
        if node.inheritanceClause?.inheritedTypes.contains(where: { file.source(of: $0.type, is: "PreviewProvider") }) == true {
            previewLines.append(lines(of: node))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "prepareForInterfaceBuilder" { previewLines.append(lines(of: node)) }
        functions.append(FunctionFrame(node))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

    /// A function being walked; its name and parameters are read only when its body gives a
    /// name a text (most functions never do).
    struct FunctionFrame {
        var node: FunctionDeclSyntax

        init(_ node: FunctionDeclSyntax) { self.node = node }

        /// The label outside (`_` for none) of the parameter named `name` inside, if one is.
        func label(of name: String) -> String? {
            for parameter in node.signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                return parameter.firstName.text
            }
            return nil
        }
    }

    /// The functions being walked, innermost last.
    var functions: [FunctionFrame] = []
    /// `name(label:` of the file's functions that give a parameter a text (`func
    /// showNotSaved(label: UILabel?, key: String) { label?.text = … }`).
    var textHelperParameters: Set<String> = []
    /// Loop and closure names standing for each element of a collection of views
    /// (`saveButtons.forEach { $0.setTitle(…) }`, `for button in saveButtons { … }`), innermost last.
    var elementNames: [(name: String, collection: ExprSyntax, node: SyntaxIdentifier)] = []

    /// Views passed to a function of the file that gives that parameter a text
    /// (`showNotSaved(label: lastSavedLabel, key: "x")`) have their text set by code. Looked for
    /// in a second walk, only in a file with such a function (few have one): every call's
    /// arguments read in the first cost 1 % of an audit.
    func resolveTextHelperCalls() {
        guard !textHelperParameters.isEmpty else { return }
        let finder = TextHelperCallFinder(file: file, parameters: textHelperParameters)
        finder.walk(file.tree)
        for (property, type) in finder.views { textAssignments.record(property, onSelf: true, in: type) }
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let pattern = node.pattern.as(IdentifierPatternSyntax.self) {
            elementNames.append((pattern.identifier.text, node.sequence, node.id))
        }
        return .visitChildren
    }

    override func visitPost(_ node: ForStmtSyntax) {
        if elementNames.last?.node == node.id { elementNames.removeLast() }
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if elementNames.last?.node == node.id { elementNames.removeLast() }
    }

    /// `#if DEBUG` and `#if !RELEASE` clauses (and `||`-free variants such as `#if DEBUG && !TESTING`).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition.map({ file.source(of: $0) }), node.poundKeyword.text != "#else",
            SwiftFacts.isDebugOnlyCondition(condition), let elements = node.elements {
            debugLines.append(lines(of: elements))
        }
        return .visitChildren
    }

    /// `if viewModel.isInternalUser { Section("Experimental (Internal only)") … }`: a branch only staff see,
    /// like `#if DEBUG` code.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // Read from the source bytes: every `if` passes here, and printing its condition is costly.
        let start = node.conditions.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.conditions.endPositionBeforeTrailingTrivia.utf8Offset
        if end - start < 200, Self.isStaffCondition(file.text.bytes, start..<end) {
            debugLines.append(lines(of: node.body))
            staffLines.append(lines(of: node.body))
        }
        return .visitChildren
    }

    /// `if isInternalUser`, `if user.isInternalUser, …`: a condition naming an internal user
    /// (any case), or a debug or developer-mode flag (`if showPlayerAreaDebug`,
    /// `if settings.isDeveloperModeEnabled == true`), not negated anywhere.
    static func isStaffCondition(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        let word = Array("internaluser".utf8)
        var found = false
        var mayNameFlag = false  // `ebug` or `eloperMode` somewhere: only then are names read
        for index in range {
            if bytes[index] == UInt8(ascii: "!") { return false }
            if !found, index + word.count <= range.upperBound,
                word.indices.allSatisfy({ (bytes[index + $0] | 0x20) == word[$0] }) {
                found = true
            }
            if !mayNameFlag, bytes[index] == UInt8(ascii: "e"), index + 4 <= range.upperBound,
                bytes[index + 1] == UInt8(ascii: "b") && bytes[index + 2] == UInt8(ascii: "u") && bytes[index + 3] == UInt8(ascii: "g")
                    || bytes[index + 1] == UInt8(ascii: "l") && bytes[index + 2] == UInt8(ascii: "o") && bytes[index + 3] == UInt8(ascii: "p") {
                mayNameFlag = true
            }
        }
        if found || !mayNameFlag { return found }
        // The condition's identifiers, each asked whether it names a debug or developer flag.
        var start: Int?
        for index in range.lowerBound...range.upperBound {
            let byte = index < range.upperBound ? bytes[index] : 0
            let isWord = byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if isWord {
                if start == nil { start = index }
            } else if let first = start {
                start = nil
                if index - first <= 40, CodeFile.isDeveloperFlagName(String(decoding: bytes[first..<index], as: UTF8.self)) { return true }
            }
        }
        return false
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.insert(module) }
        ui.walk(node)  // the children this walk skips, for the literal finder
        return .skipChildren
    }

    /// `struct PreviewWrapper: View` used only inside `#Preview` or a `PreviewProvider` of this file:
    /// a preview helper, its lines are preview lines too.
    func previewOnlyTypes() -> [ClosedRange<Int>] {
        previewNamedTypes.compactMap { type in
            let uses = (previewNameReferences[type.name] ?? []).filter { !type.lines.contains($0) }
            guard !uses.isEmpty, uses.allSatisfy({ line in previewLines.contains { $0.contains(line) } }) else { return nil }
            return type.lines
        }
    }

    private func notePreviewName(_ name: String, _ node: some SyntaxProtocol) {
        if name.contains("Preview") { previewNameReferences[name, default: []].append(file.line(of: node)) }
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declare(node.identifier, trimmingBackticks: true)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.secondName ?? node.firstName, trimmingBackticks: true)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, trimmingBackticks: false)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.secondName ?? node.firstName, trimmingBackticks: false)
        return .visitChildren
    }

    /// Records a declared name as written (its `spelling`, without backticks when asked), as bytes
    /// of the file: no string is made or hashed for each of a file's variables and parameters.
    private func declare(_ token: TokenSyntax, trimmingBackticks: Bool) {
        guard token.presence == .present else {
            declaredStrings.insert(trimmingBackticks ? token.text.trimmingBackticks() : token.text)
            return
        }
        var text = token.rawText
        if trimmingBackticks, text.count >= 2, text.first == UInt8(ascii: "`"), text.last == UInt8(ascii: "`") {
            text = SyntaxText(rebasing: text[1..<(text.count - 1)])
        }
        declaredTexts.insert(text)
    }

    /// Whether the file declares a variable, parameter or property of this name.
    func declares(_ name: String) -> Bool {
        declaredTexts.contains(name) || !declaredStrings.isEmpty && declaredStrings.contains(name)
    }

    /// `declares` for a name as the file's bytes (a string is made only when a missing token's
    /// `text` was declared, which is rare).
    func declares(_ name: SyntaxText) -> Bool {
        declaredTexts.contains(name) || !declaredStrings.isEmpty && declaredStrings.contains(String(syntaxText: name))
    }

    /// Records a type or value name the file mentions (`identifiers`, preview helpers' uses,
    /// watched APIs). Returns it as written, or `nil` for a missing token (then it was recorded as
    /// its `text`): a name is kept as bytes in `identifierTexts` and made a string once, after
    /// the walk, since most names recur.
    private func noteName(_ token: TokenSyntax, _ node: some SyntaxProtocol) -> SyntaxText? {
        guard token.presence == .present else {
            let name = token.text
            identifiers.insert(name)
            if topLevelExtension != nil { extensionNames[extensionNames.count - 1].strings.insert(name) }
            notePreviewName(name, node)
            if Self.watchedAPIs.contains(where: { String(syntaxText: $0) == name }), apiUses[name] == nil { apiUses[name] = file.location(of: node) }
            return nil
        }
        let text = token.rawText
        identifierTexts.insert(text)
        if topLevelExtension != nil { extensionNames[extensionNames.count - 1].names.insert(text) }
        if text.contains("Preview") { notePreviewName(String(syntaxText: text), node) }
        if Self.watchedAPIs.contains(text) {
            let name = String(syntaxText: text)
            if apiUses[name] == nil { apiUses[name] = file.location(of: node) }
        }
        return text
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let token = node.baseName
        let text = noteName(token, node)
        // `store.send(…)`, `Settings.theme`, `ContentView(store: store)`: a name used as a value.
        let parent = node.parent
        if let member = parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            noteReference(text, token, member: member.declName.baseName, at: node)
        } else if parent?.is(LabeledExprSyntax.self) == true {
            noteReference(text, token, member: nil, at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        _ = noteName(node.name, node)
        return .visitChildren
    }

    /// Whether the text holds a `%` byte, found by `memchr` in its UTF-8 (a plain literal's every
    /// byte was otherwise read through the generic `Sequence.contains`).
    static func containsPercent(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { ByteSearch.index(of: UInt8(ascii: "%"), in: $0, from: 0, to: $0.count) < $0.count }
            ?? text.utf8.contains(UInt8(ascii: "%"))
    }

    /// Argument labels taking an SF Symbol's name, compared as written (no string made per label).
    static let symbolLabels: [SyntaxText] = ["systemName", "systemImage", "systemSymbolName"]

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // `Image(systemName: "gear")`, `Label("…", systemImage: "gear")`: SF Symbols, never an asset
        // of the project's catalogs (issue 15, false negative 4).
        if let label = node.parent?.as(LabeledExprSyntax.self)?.label, Self.symbolLabels.contains(label.rawText) {
            ui.walk(node)  // the children this walk skips, for the literal finder
            if topLevelExtension != nil {  // and for the extension's names (`"\(name).fill"`)
                let names = NameCollector(viewMode: .sourceAccurate)
                names.walk(node)
                extensionNames[extensionNames.count - 1].strings.formUnion(names.names)
            }
            return .skipChildren
        }
        // One pass over the segments: the text (`literalText` of a literal without interpolations),
        // or the pattern with `*` for each interpolation. Most literals are one plain segment.
        // Read from the raw tree, the list too: making a node for each segment and its token was half
        // of this visit.
        var joined = ""
        var interpolated = false
        if let segments = RawStringLiteralExprSyntax(node.raw)?.segments.raw.layoutView?.children {
            for case let segment? in segments {
                if let part = RawStringSegmentSyntax(segment) {
                    joined += String(syntaxText: part.content.tokenText)
                } else {
                    interpolated = true
                    joined += "*"
                }
            }
        }
        // Fewer than 120 bytes is fewer than 120 characters: most texts are not counted.
        let short = joined.utf8.count < 120 || joined.count < 120
        if !interpolated {
            let text = joined
            if !text.isEmpty, short { names.insert(text) }
            // `String(format: "flag_%@", code)`.
            if short, Self.containsPercent(text), text.contains("%") { addPattern(ObjCFacts.glob(format: text)) }
        } else if short {
            // A pattern must keep some fixed text (three characters), or it would match every asset.
            var fixed = 0
            for character in joined where character != "*" {
                fixed += 1
                if fixed == 3 { break }
            }
            if fixed == 3 { patterns.insert(joined) }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // The member's name is kept as bytes when written without backticks (nearly always): a
        // string is made only where one is needed, not for each of a file's member accesses.
        let token = node.declName.baseName
        let plain = token.presence == .present && token.firstByte != UInt8(ascii: "`") ? token.rawText : nil
        let spelled = plain == nil ? token.spelling.trimmingBackticks() : nil
        func member() -> String { spelled ?? String(syntaxText: plain!) }
        if let plain { identifierTexts.insert(plain) } else { identifiers.insert(spelled!) }
        // `.star` names an asset where an asset type is expected (`Image(.star)`, `.foregroundStyle(.brand)`,
        // `let icon: ImageResource = .star`); `case .video:`, `items.append(.add)` are other types' members.
        if node.base == nil, Self.expectsAsset(node, in: file) { names.insert(member()) }
        // `Asset.Images.appLogo` (SwiftGen), `R.image.appLogo` (R.swift), `ImageResource.appLogo`,
        // `UIImage.appLogo`, `Color.brandRed`: the member names an asset.
        if let base = node.base, Self.startsAtAssetNamespace(base) {
            names.insert(member())
        } else if let base = node.base, let first = token.firstByte, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"),
            let namespaces = Self.implicitNamespaces(base) {
            // SwiftGen's nested namespaces reached as an implicit member (Anytype's
            // `UIImage(asset: .X32.Arrow.down)`, `Color.Background.Chat.bubbleYour` as
            // `.Background.Chat.bubbleYour`): the accessor at the chain's end (lower-case; the
            // namespaces on the way are capitalised, and name folders, not sets) names an asset,
            // with its folders.
            names.insert(member())
            names.insert((namespaces + [member()]).joined(separator: "/"))
        }
        // A container whose placeholder views code takes out and replaces (Canvas's weekday row:
        // `for placeholder in weekdayRow.arrangedSubviews { placeholder.removeFromSuperview() }`,
        // then `addArrangedSubview` of localized labels): the texts inside it are filled by code.
        if let plain, plain == "arrangedSubviews" || plain == "subviews", let base = node.base, removesSubviews {
            recordProperty(base)
        }
        // RxSwift: `viewModel.title.bind(to: titleLabel.rx.text)`.
        if plain.map({ TextAssignments.textMembers.contains($0) }) ?? TextAssignments.textMembers.contains(spelled!),
            let rx = node.base?.as(MemberAccessExprSyntax.self), rx.declName.baseName.spelling == "rx", let owner = rx.base {
            recordProperty(owner)
        }
        // A parameter's default that is the instance (`init(recorder: Recording = Recorder.shared)`)
        // is where it is injected, the way the rule asks: no use of the singleton. (A default read
        // from it, `headers: HTTPHeaders = AuthInfo.shared.headers`, is one.)
        if plain.map({ Self.watched.contains($0) }) ?? Self.watched.contains(spelled!),
            let base = node.base?.as(DeclReferenceExprSyntax.self), !Self.isParameterDefault(node) {
            let name = base.baseName.spelling
            if name.first?.isUppercase == true {
                uses.append(SwiftFacts.MemberUse(base: name, member: member(), location: file.location(of: node)))
            }
        }
        return .visitChildren
    }

    /// Whether the node is a parameter's whole default value (`= Recorder.shared`), or the whole
    /// body of the closure a property of function type starts as, a dependency container's
    /// provider (Home Assistant's `var appEntitiesModel: () -> AppEntitiesModelProtocol = { AppEntitiesModel.shared }`).
    static func isParameterDefault(_ node: MemberAccessExprSyntax) -> Bool {
        if let clause = node.parent?.as(InitializerClauseSyntax.self) {
            return clause.parent?.is(FunctionParameterSyntax.self) == true
        }
        // A convenience initializer's argument to the designated one (Cryptomator's
        // `convenience init() { self.init(fileProviderAdapterManager: FileProviderAdapterManager.shared) }`):
        // the default spelled as a delegating call.
        if let argument = node.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.tokenKind == .keyword(.`init`),
            callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return true
        }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let statements = item.parent?.as(CodeBlockItemListSyntax.self),
            statements.count == 1, let closure = statements.parent?.as(ClosureExprSyntax.self), closure.signature == nil,
            let binding = closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation?.type else { return false }
        return type.is(FunctionTypeSyntax.self) || type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        if node.name.text.contains("Preview") { previewNamedTypes.append((node.name.text, lines(of: node))) }
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { file.source(of: $0.type) }
        let methods = Self.methodCount(node.memberBlock)
        classes.append(SwiftFacts.ClassInfo(
            name: node.name.text, superclass: superclass.map { String($0.split(separator: "<").first ?? Substring($0)) },
            location: file.location(of: node.classKeyword),
            lines: codeLines(of: node.memberBlock), methods: methods))
        return .visitChildren
    }

    /// Initializers of images and colours: given a name computed at run time, they load assets by it.
    static let assetLoaders: NameSet = ["UIImage", "NSImage", "UIColor", "NSColor", "Image", "Color"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = SwiftUIStringVisitor.Callee(node)
        let referenceName = callee.name, memberName = callee.memberName
        _ = ui.visit(node, callee: callee)
        if memberName == "forEach", let collection = callee.member?.base, let closure = node.trailingClosure {
            let parameter = closure.signature?.parameterClause.flatMap { clause -> String? in
                if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.first?.name.text }
                return clause.as(ClosureParameterClauseSyntax.self)?.parameters.first.map { ($0.secondName ?? $0.firstName).text }
            }
            elementNames.append((parameter ?? "$0", collection, node.id))
        }
        if !computedAssetLoads, let referenceName, Self.assetLoaders.contains(referenceName),
            let first = node.arguments.first, first.label == nil || first.label?.spelling == "named",
            first.expression.is(DeclReferenceExprSyntax.self) || first.expression.is(FunctionCallExprSyntax.self)
                || first.expression.is(MemberAccessExprSyntax.self) && first.expression.as(MemberAccessExprSyntax.self)?.base != nil {
            // `UIImage(named: name)`, `UIImage(named: item.icon)`, `UIColor(named: color.assetName())`.
            computedAssetLoads = true
        }
        // The member's node is made only for the names asked about.
        let setsText = memberName.map { TextAssignments.textSetters.contains($0) } ?? false
        if setsText || memberName == "assign", let base = callee.member?.base {
            if setsText {
                recordProperty(base)
            } else if let target = node.arguments.first(where: { $0.label?.spelling == "on" }),
                node.arguments.first?.expression.as(KeyPathExprSyntax.self).map({ TextAssignments.textMembers.contains($0.components.last.map { file.source(of: $0.component) } ?? "") }) == true {
                // Combine: `publisher.assign(to: \.text, on: titleLabel)`.
                recordProperty(target.expression)
            }
        }
        // SwiftUI titles are `LocalizedStringKey`s: `Text("…")`, `Button("…") { }`, `Label("…", systemImage:)`,
        // `.navigationTitle("…")`, `.alert("…", isPresented:)` …
        var call: String?
        if let referenceName, SwiftFacts.keyViews.contains(referenceName) {
            call = referenceName
        } else if let memberName, SwiftFacts.keyModifiers.contains(memberName), callee.member?.base != nil {
            call = "." + memberName
        }
        if let call, let first = node.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self),
            !literal.isInterpolated, literal.hasLetters, !SwiftUIStringVisitor.isRedactedPlaceholder(node) {
            textKeys.append(SwiftFacts.TextKey(key: literal.literalText, location: file.location(of: literal), call: call == "Text" ? nil : call))
        }
        return .visitChildren
    }
}

/// Members of a file with staff branches that only those branches reach: functions and computed
/// properties whose every reference in the file (bare, or through `self.`) lies in a staff branch.
/// Run only for files with a staff branch (few).
private final class DeveloperMemberFinder: SyntaxVisitor {
    let file: SwiftFile
    var declared: [String: [ClosedRange<Int>]] = [:]
    var references: [String: [Int]] = [:]

    init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static func members(in file: SwiftFile, staffLines: [ClosedRange<Int>]) -> [SwiftFacts.DeveloperMember] {
        let finder = DeveloperMemberFinder(file: file)
        finder.walk(file.tree)
        return finder.declared.keys.sorted().compactMap { name in
            // One declaration of the name in the file, reached at least once, only from staff
            // branches (its own body's recursion aside).
            guard let ranges = finder.declared[name], ranges.count == 1, let body = ranges.first,
                let lines = finder.references[name]?.filter({ !body.contains($0) }), !lines.isEmpty,
                lines.allSatisfy({ line in staffLines.contains { $0.contains(line) } }) else { return nil }
            return SwiftFacts.DeveloperMember(name: name, lines: body)
        }
    }

    private func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        let start = file.line(of: node), end = file.endLine(of: node)
        return start...max(start, end)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body != nil { declared[node.name.text, default: []].append(lines(of: node)) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.bindings.count == 1, let binding = node.bindings.first, binding.initializer == nil, binding.accessorBlock != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            declared[name, default: []].append(lines(of: node))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        references[node.baseName.text, default: []].append(file.line(of: node))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `self.devTools`; other bases are other values' members.
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
            references[node.declName.baseName.text, default: []].append(file.line(of: node))
        }
        return .visitChildren
    }
}

/// Calls of the file's text-setting helpers (`SwiftFactsCollector.textHelperParameters`) that
/// hand them a view by its outlet's name (`lastSavedLabel`, `self.saveButton`), with the type
/// whose code makes the call.
private final class TextHelperCallFinder: SyntaxVisitor {
    let file: SwiftFile
    let parameters: Set<String>
    let names: Set<String>
    var types: [String] = []
    var views: [(property: String, type: String?)] = []

    init(file: SwiftFile, parameters: Set<String>) {
        self.file = file
        self.parameters = parameters
        names = Set(parameters.map { String($0.prefix { $0 != "(" }) })
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { types.append(file.simpleName(of: node.extendedType)); return .visitChildren }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = SwiftUIStringVisitor.Callee(node)
        guard let function = callee.name ?? callee.memberName, names.contains(function) else { return .visitChildren }
        for argument in node.arguments {
            let value = SwiftFactsCollector.unwrapped(argument.expression)
            let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? value.as(MemberAccessExprSyntax.self).flatMap { member in
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
                }
            if let name, parameters.contains(function + "(" + (argument.label?.text ?? "_") + ":") { views.append((name, types.last)) }
        }
        return .visitChildren
    }
}

extension String {
    func trimmingBackticks() -> String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}

extension SwiftFacts {
    /// Sorts a list of top-level statements into `topLevelStructs` (structs and enums that are
    /// not `@main`) and `declaresOtherTopLevelTypes` (anything else that declares), looking
    /// into `#if` blocks' clauses, at most four deep.
    private mutating func classifyTopLevel(_ statements: CodeBlockItemListSyntax, in file: SwiftFile, depth: Int) {
        func isMain(_ attributes: AttributeListSyntax) -> Bool {
            attributes.contains { $0.as(AttributeSyntax.self).map { file.source(of: $0.attributeName, is: "main") } == true }
        }
        /// `private` and `fileprivate` declarations: no other file names them (Simplenote's
        /// `private enum Metrics`, a name many files declare for themselves, kept its view alive).
        func isFilePrivate(_ item: CodeBlockItemSyntax.Item) -> Bool {
            guard let modifiers = item.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
            return modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        }
        for statement in statements {
            if !statement.item.is(ExtensionDeclSyntax.self), isFilePrivate(statement.item) { continue }
            if let block = statement.item.as(IfConfigDeclSyntax.self) {
                for clause in block.clauses {
                    guard let elements = clause.elements else { continue }
                    if case .statements(let inner) = elements, depth < 4 {
                        classifyTopLevel(inner, in: file, depth: depth + 1)
                    } else {
                        declaresOtherTopLevelTypes = true
                    }
                }
            } else if let declaration = statement.item.as(StructDeclSyntax.self), !isMain(declaration.attributes) {
                topLevelStructs.append(declaration.name.text)
            } else if let declaration = statement.item.as(EnumDeclSyntax.self), !isMain(declaration.attributes) {
                topLevelStructs.append(declaration.name.text)
            } else if statement.item.is(ClassDeclSyntax.self) || statement.item.is(EnumDeclSyntax.self) || statement.item.is(ActorDeclSyntax.self)
                || statement.item.is(ProtocolDeclSyntax.self) || statement.item.is(StructDeclSyntax.self)
                || statement.item.is(FunctionDeclSyntax.self) || statement.item.is(VariableDeclSyntax.self) || statement.item.is(TypeAliasDeclSyntax.self) {
                declaresOtherTopLevelTypes = true
            } else if let extended = statement.item.as(ExtensionDeclSyntax.self), extended.memberBlock.members.contains(where: { member in
                member.decl.is(StructDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self)
                    || member.decl.is(ActorDeclSyntax.self)
            }) {
                // `extension StatusEditor { struct MediaPickerPanelView: View }`: a view other
                // files open by the extended type's name, which this file does not declare.
                declaresOtherTopLevelTypes = true
            }
        }
    }
}
