import SwiftSyntax

/// Finds singleton declarations in a Swift file: `static let shared = Type()` (and
/// `sharedInstance`, `default`, `instance`, `current`; `= .init()`, `= { … }()` building the
/// type) on classes, structs, actors, enums and their extensions, and `class func shared()`.
enum SwiftSingletonFinder {
    static func declarations(in file: SwiftFile) -> [SwiftFacts.SingletonDeclaration] {
        // Asked by the singleton rule and by the file's facts: the tree is walked once.
        if let known = file.memo.singletonDeclarations { return known }
        let found = walkDeclarations(in: file)
        file.memo.singletonDeclarations = found
        return found
    }

    private static func walkDeclarations(in file: SwiftFile) -> [SwiftFacts.SingletonDeclaration] {
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        let privateInits = visitor.privateInitTypes
        // Declared in both branches of an `#if`: one singleton. A `static let` in an extension of a
        // struct or enum the file declares (isowords' `extension Changelog { static let current =
        // Self(…) }`) is a constant value, as it is in the type's own body.
        var seen: Set<String> = []
        // `static let default = EventLogger(category: .default)` beside an open `init(category:)`
        // (Anytype): a preset built with arguments, one of many instances others build, no singleton.
        let distinct = visitor.found.filter { declaration in
            !(visitor.presets.contains(declaration.location) && visitor.openInitTypes.contains(declaration.typeName))
                && !(visitor.constants.contains(declaration.location) && visitor.valueTypeNames.contains(declaration.typeName))
                && seen.insert(declaration.typeName + "." + (declaration.forwarding == true ? declaration.swiftAlias ?? "" : declaration.member)).inserted
        }
        return distinct.map { declaration in
            var result = declaration
            result.privateInit = privateInits.contains(declaration.typeName)
            return result
        }
    }

    private final class Visitor: SyntaxVisitor {
        let file: SwiftFile
        var types: [String] = []
        /// Whether each open type is a value type (struct, enum): its `static let` is a constant
        /// value, copied on use, not a shared instance.
        var valueTypes: [Bool] = []
        var found: [SwiftFacts.SingletonDeclaration] = []
        var privateInitTypes: Set<String> = []
        /// Types with an initializer taking arguments that other code may call.
        var openInitTypes: Set<String> = []
        /// `default` members built by a call with arguments (where each is declared).
        var presets: Set<SourceLocation> = []
        /// The structs and enums the file declares.
        var valueTypeNames: Set<String> = []
        /// Where `static let`s of types not known here to be values were found (in extensions).
        var constants: Set<SourceLocation> = []

        init(file: SwiftFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text); valueTypes.append(false); classes.append(node)
            return .visitChildren
        }

        /// The classes open around the visitor: their members are read only once a singleton of
        /// theirs is found (most classes declare none, and need no second walk of their members).
        var classes: [ClassDeclSyntax] = []
        /// Each class's verdict by name (two classes of one name in one file share it).
        var verdicts: [String: Bool] = [:]

        /// Whether the singleton found in `type` is none: the innermost open class keeps no state
        /// (`holdsNoState`), or holds two or more named static instances of its own (VLC's
        /// `PresentationTheme`: `brightTheme`, `darkTheme`, `blackTheme`), a set of values of
        /// which `current` is the one chosen. Decided once per class.
        func isNoSingleton(_ type: String) -> Bool {
            if let known = verdicts[type] { return known }
            guard let node = classes.last, node.name.text == type else { return false }
            let verdict = Self.holdsNoState(node) || Self.namedInstances(node.memberBlock.members, of: type, depth: 0) >= 2
            verdicts[type] = verdict
            return verdict
        }

        /// Static properties (`#if` branches included, each name once) built as `type` whose
        /// names are not a singleton's.
        static func namedInstances(_ members: MemberBlockItemListSyntax, of type: String, depth: Int) -> Int {
            var names = Set<String>()
            func collect(_ members: MemberBlockItemListSyntax, _ depth: Int) {
                for member in members {
                    if let conditional = member.decl.as(IfConfigDeclSyntax.self), depth < 8 {
                        for clause in conditional.clauses { if case .decls(let nested)? = clause.elements { collect(nested, depth + 1) } }
                        continue
                    }
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                        variable.modifiers.contains(where: { $0.name.spells("static") || $0.name.spells("class") }) else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            !SwiftFacts.singletonMembers.contains(name), !name.hasPrefix("shared"),
                            let value = binding.initializer?.value, builds(value, type) == .certainly else { continue }
                        names.insert(name)
                    }
                }
            }
            collect(members, depth)
            return names.count
        }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast(); valueTypes.removeLast(); classes.removeLast() }

        /// Classes with no superclass (but `NSObject`), no stored property, instance or static
        /// `var`, besides the shared instance, and no initializer that takes arguments or does work:
        /// a namespace of functions (Mastodon's `ThemeService`, whose one method sets the
        /// appearance proxies). Its instance holds no state to share.
        static func holdsNoState(_ node: ClassDeclSyntax) -> Bool {
            if let inherited = node.inheritanceClause?.inheritedTypes,
                inherited.contains(where: { $0.type.trimmedDescription != "NSObject" }) { return false }
            return holdsNoState(node.memberBlock.members, depth: 0)
        }

        /// The members' verdict, `#if` branches included (bounded: a branch nests at most 8 deep).
        static func holdsNoState(_ members: MemberBlockItemListSyntax, depth: Int) -> Bool {
            for member in members {
                if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                    guard depth < 8 else { return false }
                    for clause in conditional.clauses {
                        if case .decls(let nested)? = clause.elements, !holdsNoState(nested, depth: depth + 1) { return false }
                    }
                    continue
                }
                // An initializer taking arguments keeps them (or hands them on): state. One that does
                // work (Pocket Casts' `WidgetHelper` observing notifications) makes the one instance
                // matter; an empty one or `super.init()` (Simplenote's feedback manager) does not.
                if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    if !initializer.signature.parameterClause.parameters.isEmpty { return false }
                    let statements = initializer.body?.statements ?? []
                    if statements.contains(where: { $0.item.trimmedDescription != "super.init()" }) { return false }
                }
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                let isStatic = variable.modifiers.contains { $0.name.spells("static") || $0.name.spells("class") }
                for binding in variable.bindings {
                    // A computed property stores nothing; observers (`didSet`) sit on stored ones.
                    let computed = binding.accessorBlock.map { block -> Bool in
                        guard case .accessors(let accessors) = block.accessors else { return true }
                        return !accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
                    } ?? false
                    if computed { continue }
                    if !isStatic { return false }
                    // A static `let` is a constant (the shared instance among them); a static `var` is state.
                    if variable.bindingSpecifier.tokenKind == .keyword(.var) { return false }
                }
            }
            return true
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text); valueTypes.append(true); valueTypeNames.insert(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast(); valueTypes.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            // `@globalActor actor ImageActor { static let shared = ImageActor() }`: the protocol requires it.
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self).map { file.source(of: $0.attributeName, is: "globalActor") } == true }) {
                return .skipChildren
            }
            types.append(node.name.text); valueTypes.append(false); return .visitChildren
        }
        override func visitPost(_ node: ActorDeclSyntax) {
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self).map { file.source(of: $0.attributeName, is: "globalActor") } == true }) { return }
            types.removeLast(); valueTypes.removeLast()
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text); valueTypes.append(true); valueTypeNames.insert(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast(); valueTypes.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = file.simpleName(of: node.extendedType)
            types.append(name)
            // Unknown here: counted as a reference type, unless an initializer assigns `self = …`, which only
            // structs and enums can (`extension FavoritesMode { init?(_ s: String) { self = .native } }`),
            // or it is an alias of a value type this file names (2FAS's `typealias IconTypeID = UUID`).
            valueTypes.append(valueTypeNames.contains(name) || Self.assignsSelf(node.memberBlock))
            return .visitChildren
        }

        /// System classes whose instances the app cannot change: a `static let` of one is a constant.
        static let immutableSystemTypes: Set<String> = [
            "Bundle", "Locale", "TimeZone", "NSRegularExpression", "UIFont", "NSFont", "UIColor", "NSColor", "UIImage", "NSImage",
        ]

        /// Whether the declaration's nearest enclosing type is a `private`/`fileprivate` extension.
        static func isInPrivateExtension(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let next = current {
                if let ext = next.as(ExtensionDeclSyntax.self) {
                    return ext.modifiers.contains { $0.name.spells("private") || $0.name.spells("fileprivate") }
                }
                if next.is(ClassDeclSyntax.self) || next.is(StructDeclSyntax.self) || next.is(EnumDeclSyntax.self)
                    || next.is(ActorDeclSyntax.self) || next.is(ProtocolDeclSyntax.self) { return false }
                current = next.parent
            }
            return false
        }

        /// `typealias IconTypeID = UUID`: an alias of a value type (the standard library's and
        /// Foundation's, or a struct or enum of this file) is one too.
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            let aliased = node.initializer.value.trimmedDescription
            if Self.standardValueTypes.contains(aliased) || valueTypeNames.contains(aliased) { valueTypeNames.insert(node.name.text) }
            return .skipChildren
        }

        static let standardValueTypes: Set<String> = [
            "UUID", "String", "Int", "Int64", "Int32", "UInt", "UInt64", "Double", "Float", "Bool", "Character", "Date", "URL",
            "Data", "Decimal", "TimeInterval", "CGFloat", "CGPoint", "CGSize", "CGRect", "Substring", "IndexPath", "URLComponents",
        ]

        /// Whether a getter's body is one implicit member, not called: `{ .medium }`, `{ return .medium }`.
        static func returnsImplicitMember(_ accessor: AccessorBlockSyntax) -> Bool {
            let items: CodeBlockItemListSyntax
            switch accessor.accessors {
            case .getter(let list): items = list
            case .accessors(let list):
                guard list.count == 1, let first = list.first, first.accessorSpecifier.tokenKind == .keyword(.get), let body = first.body else { return false }
                items = body.statements
            }
            guard items.count == 1, let item = items.first?.item else { return false }
            let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            guard let member = expression?.as(MemberAccessExprSyntax.self) else { return false }
            return member.base == nil
        }

        /// Whether an initializer in the block assigns to `self` (a value type's initializer).
        static func assignsSelf(_ block: MemberBlockSyntax) -> Bool {
            for member in block.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
                var previous: TokenSyntax?
                var beforePrevious: TokenSyntax?
                for token in body.tokens(viewMode: .sourceAccurate) {
                    // `self = …`, not `other.self = …`.
                    if token.tokenKind == .equal, previous?.tokenKind == .keyword(.self), beforePrevious?.tokenKind != .period {
                        return true
                    }
                    beforePrevious = previous
                    previous = token
                }
            }
            return false
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast(); valueTypes.removeLast() }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let isPrivate = node.modifiers.contains(where: { $0.name.spells("private") || $0.name.spells("fileprivate") })
            if let type = types.last, node.signature.parameterClause.parameters.isEmpty, isPrivate {
                privateInitTypes.insert(type)
            }
            if let type = types.last, !isPrivate, !node.signature.parameterClause.parameters.isEmpty { openInitTypes.insert(type) }
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = types.last, node.modifiers.contains(where: { $0.name.spells("static") || $0.name.spells("class") }) else {
                return .skipChildren
            }
            // `static let default = PageZoom(…)` on a struct or enum: a constant value, not an instance
            // everybody shares (a `static var` there is still global mutable state).
            if valueTypes.last == true, node.bindingSpecifier.tokenKind == .keyword(.let) { return .skipChildren }
            // `private extension DateFormatter { static let default = … }` (Immuni): a formatter the
            // file keeps for itself, no instance the app shares.
            if Self.isInPrivateExtension(node) { return .skipChildren }
            // `extension Bundle { static let current = Bundle(for: CurrentBundle.self) }` (Nos): a
            // system type whose instances hold no state the app changes, named as `Bundle.main` is.
            if node.bindingSpecifier.tokenKind == .keyword(.let), Self.immutableSystemTypes.contains(type) { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks() else { continue }
                let singletonName = SwiftFacts.singletonMembers.contains(name)
                guard singletonName || name.hasPrefix("shared") else { continue }
                if let accessor = binding.accessorBlock, binding.initializer == nil {
                    // `static var current: BuildConfiguration { #if DEBUG return .debug … }` on an enum or
                    // struct: a value computed on each access, not a shared instance.
                    if valueTypes.last == true { continue }
                    // `extension UIActivityIndicatorView.Style { static var default: Style { return .medium } }`:
                    // another of the type's named values (an enum's case), no instance of its own.
                    if Self.returnsImplicitMember(accessor) { continue }
                    let scan = AccessorScan(type: type, member: name)
                    scan.walk(accessor)
                    // `extension UNUserNotificationCenter { static var current: UNUserNotificationCenter? { isTesting ? nil : .current() } }`:
                    // a wrapper handing out the type's own shared instance, declared elsewhere (the SDK's).
                    if scan.wrapsOwnMember { continue }
                    // `class var shared…: Foo { struct Static { static let instance = Foo() }; return Static.instance }`:
                    // the pre-Swift-1.2 singleton, stored in a nested type's static property (any
                    // `shared…` name: the storage says what it is).
                    if scan.storesInstance {
                        record(type, name, binding, certain: true)
                        continue
                    }
                    // `static var current: Session { Session(token: …) }`: a fresh value on each access.
                    if scan.builds || !singletonName { continue }
                }
                guard singletonName else { continue }
                let annotated = binding.typeAnnotation.map { Self.names(file.source(of: $0.type), type) } ?? false
                let value = binding.initializer?.value
                if annotated, binding.accessorBlock == nil, value == nil || value?.is(NilLiteralExprSyntax.self) == true,
                    let annotation = binding.typeAnnotation?.type,
                    annotation.is(OptionalTypeSyntax.self) || annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    // A stored `static var current: MiniCallView?`: a slot, not a built instance.
                    switch Self.selfAssignments(to: name, in: file.tree) {
                    // Each instance puts itself there (`Self.current = self` in `init` or
                    // `viewDidLoad`; Pyto's "last visible instance"): one of many instances, the
                    // latest, no singleton.
                    case .unconditional: continue
                    // The first instance built registers itself (`if shared == nil { shared = self }`).
                    case .whenEmpty: record(type, name, binding, certain: false, evidence: "declared as \(type)? and set to the first instance built, which registers itself")
                    case .none: record(type, name, binding, certain: false, evidence: "declared as \(type)? and set from elsewhere, not built here")
                    }
                    continue
                }
                guard let value else {
                    if annotated { record(type, name, binding, certain: false, evidence: "declared as \(type) and returned by an accessor, not built here") }
                    continue
                }
                if name == "default", let call = value.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty {
                    presets.insert(file.location(of: binding.pattern))
                }
                switch Self.builds(value, type) {
                case .certainly: record(type, name, binding, certain: true)
                case .probably:
                    let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? type
                    record(type, name, binding, certain: false, evidence: "built by \(callee)(…), assumed to return a \(type)")
                case .no: if annotated { record(type, name, binding, certain: true) }
                }
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard let type = types.last, name == "shared" || name == "sharedInstance",
                node.modifiers.contains(where: { $0.name.spells("class") || $0.name.spells("static") }),
                node.signature.parameterClause.parameters.isEmpty else { return .skipChildren }
            let returns = node.signature.returnClause.map { Self.names(file.source(of: $0.type), type) } ?? false
            if returns, let target = Self.forwardedMember(node.body, type), target != name {
                // `{ return shared }`: another spelling of the type's `shared`, whose uses it counts.
                found.append(SwiftFacts.SingletonDeclaration(
                    typeName: type, member: target, location: file.location(of: node.name), certain: true, privateInit: false,
                    swiftAlias: name, forwarding: true))
            } else if returns {
                found.append(SwiftFacts.SingletonDeclaration(
                    typeName: type, member: name, location: file.location(of: node.name), certain: true, privateInit: false))
            }
            return .skipChildren
        }

        /// The singleton member a body's one statement returns: `shared`, `Self.shared`, `Type.shared`.
        static func forwardedMember(_ body: CodeBlockSyntax?, _ type: String) -> String? {
            guard let body, body.statements.count == 1, let item = body.statements.first?.item else { return nil }
            let value = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            if let reference = value?.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return SwiftFacts.singletonMembers.contains(name) ? name : nil
            }
            guard let member = value?.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                base.baseName.text == type || base.baseName.text == "Self" else { return nil }
            let name = member.declName.baseName.text
            return SwiftFacts.singletonMembers.contains(name) ? name : nil
        }

        enum SelfAssignment { case none, whenEmpty, unconditional }

        /// How the file assigns `self` to the static slot `member` (`member = self`,
        /// `Type.member = self`): not at all, only while it is empty (`if Type.shared == nil {` or
        /// `guard … == nil` shortly before), or unconditionally in at least one place.
        static func selfAssignments(to member: String, in tree: SourceFileSyntax) -> SelfAssignment {
            // The last tokens read, enough to see `member = self` and a `== nil` test before it.
            var recent: [TokenSyntax] = []
            var result = SelfAssignment.none
            // Whether the last token read is the `self` of `member = self`: decided at the next
            // token, which is no `.` (`member = self.other` assigns something else).
            var afterSelf = false
            func verdict() -> SelfAssignment {
                let window = Array(recent.dropLast(4).suffix(12))
                let guarded = window.indices.dropLast().contains { window[$0].tokenKind == .binaryOperator("==") && window[$0 + 1].tokenKind == .keyword(.nil) }
                return guarded ? .whenEmpty : .unconditional
            }
            for token in tree.tokens(viewMode: .sourceAccurate) {
                if afterSelf, token.tokenKind != .period {
                    if verdict() == .unconditional { return .unconditional }
                    result = .whenEmpty
                }
                recent.append(token)
                if recent.count > 32 { recent.removeFirst(16) }
                let count = recent.count
                afterSelf = count >= 3 && token.tokenKind == .keyword(.self) && recent[count - 2].tokenKind == .equal && recent[count - 3].text == member
            }
            if afterSelf, verdict() == .unconditional { return .unconditional }
            return afterSelf ? .whenEmpty : result
        }

        private func record(_ type: String, _ member: String, _ binding: PatternBindingSyntax, certain: Bool, evidence: String? = nil) {
            if isNoSingleton(type) { return }
            if let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let) {
                constants.insert(file.location(of: binding.pattern))
            }
            found.append(SwiftFacts.SingletonDeclaration(
                typeName: type, member: member, location: file.location(of: binding.pattern), certain: certain, privateInit: false,
                evidence: evidence))
        }

        enum Verdict { case certainly, probably, no }

        static func names(_ spelled: String, _ type: String) -> Bool {
            let bare = spelled.replacingOccurrences(of: "!", with: "").replacingOccurrences(of: "?", with: "")
            return bare == type || bare == "Self" || bare.hasSuffix("." + type)
        }

        /// Whether an initializer expression builds `type`.
        static func builds(_ value: ExprSyntax, _ type: String) -> Verdict {
            guard let call = value.as(FunctionCallExprSyntax.self) else { return .no }
            let callee = call.calledExpression
            if let reference = callee.as(DeclReferenceExprSyntax.self) {
                return names(reference.baseName.text, type) ? .certainly : .no
            }
            if let member = callee.as(MemberAccessExprSyntax.self) {
                let base = member.base?.trimmedDescription
                if member.declName.baseName.spells("init") { return base == nil || names(base!, type) ? .certainly : .no }
                if let base, names(base, type) { return .probably }  // `Config.load()` inside Config
                return .no
            }
            if let closure = callee.as(ClosureExprSyntax.self) {
                // `{ let x = Type(); …; return x }()`: the closure builds the type somewhere.
                let scan = AccessorScan(type: type, member: "")
                scan.walk(closure)
                return scan.builds ? .certainly : .no
            }
            return .no
        }
    }

    /// One walk over a computed property's accessor (or an initializing closure): does it build
    /// `type` (`Type(…)`), and does it keep one in a nested type's `static let` (the `struct Static`
    /// singleton)?
    private final class AccessorScan: SyntaxVisitor {
        let type: String
        let member: String
        var builds = false
        var storesInstance = false
        /// The accessor reads the type's own member of the same name (`.current()`,
        /// `Self.current`, `UNUserNotificationCenter.current()`), or the application's delegate
        /// (`UIApplication.shared.delegate`): another declaration's instance.
        var wrapsOwnMember = false

        init(type: String, member: String) {
            self.type = type
            self.member = member
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // `UIApplication.shared.delegate as! AppDelegate`, `NSApp.delegate`: the application's
            // delegate, which UIKit and AppKit make and keep; a typed accessor to it builds nothing.
            if node.declName.baseName.text == "delegate", let base = node.base?.trimmedDescription,
                base == "UIApplication.shared" || base == "NSApplication.shared" || base == "NSApp" {
                wrapsOwnMember = true
            }
            if node.declName.baseName.text == member {
                if let base = node.base {
                    if let reference = base.as(DeclReferenceExprSyntax.self), Visitor.names(reference.baseName.text, type) { wrapsOwnMember = true }
                } else {
                    wrapsOwnMember = true
                }
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.modifiers.contains(where: { $0.name.spells("static") }),
                node.bindings.contains(where: { $0.initializer.map { Visitor.builds($0.value, type) == .certainly } ?? false }) {
                storesInstance = true
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), Visitor.names(reference.baseName.text, type) {
                builds = true
            }
            return .visitChildren
        }
    }
}

/// Singletons without a `static`: top-level constants holding an instance (`let store = Store()`)
/// and computed globals handing out a private one (`var Current: Environment { underlyingCurrent }`),
/// and static façades over a type's singleton (`static var settings: Settings { shared.settings }`).
/// Whether a global is a singleton of app state is decided for the whole project (the type must be
/// a class the project declares, used from other files): see `SingletonIndex`.
enum SwiftGlobalInstanceFinder {
    static func globals(in file: SwiftFile) -> [SwiftFacts.GlobalInstance] {
        var stored: [(name: String, type: String, location: SourceLocation, isPrivate: Bool)] = []
        var computed: [(name: String, wrapped: String, location: SourceLocation)] = []
        func scan(_ item: CodeBlockItemSyntax.Item) {
            if let conditional = item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    guard case .statements(let statements)? = clause.elements else { continue }
                    for statement in statements { scan(statement.item) }
                }
                return
            }
            guard let variable = item.as(VariableDeclSyntax.self) else { return }
            let isPrivate = variable.modifiers.contains { $0.name.spells("private") || $0.name.spells("fileprivate") }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks() else { continue }
                if variable.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value,
                    let type = builtType(value, annotation: binding.typeAnnotation?.type.trimmedDescription) {
                    stored.append((name, type, file.location(of: binding.pattern), isPrivate))
                } else if !isPrivate, binding.initializer == nil, let accessor = binding.accessorBlock,
                    let wrapped = singleReference(accessor) {
                    computed.append((name, wrapped, file.location(of: binding.pattern)))
                }
            }
        }
        for statement in file.tree.statements { scan(statement.item) }
        var result = stored.filter { !$0.isPrivate }.map {
            SwiftFacts.GlobalInstance(name: $0.name, typeName: $0.type, location: $0.location)
        }
        // `private let underlyingCurrent = Environment()` + `var Current: Environment { underlyingCurrent }`.
        for wrapper in computed {
            if let target = stored.first(where: { $0.name == wrapper.wrapped }) {
                result.append(SwiftFacts.GlobalInstance(name: wrapper.name, typeName: target.type, location: wrapper.location, wraps: target.name))
            }
        }
        return result
    }

    /// The type an initializer visibly builds: `Store()`, `Store(reducer: …)`, `Store<State>()`,
    /// `Store.init()`, `.init()` with an annotation. Only capitalised names: `makeStore()` is a factory.
    static func builtType(_ value: ExprSyntax, annotation: String?) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.spells("init") {
            guard let base = member.base else { return annotation.flatMap(bareType) }
            callee = base
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        guard name.first?.isUppercase == true else { return nil }
        return name
    }

    private static func bareType(_ spelled: String) -> String? {
        let name = String(spelled.split(separator: "<").first ?? Substring(spelled)).trimmingCharacters(in: .whitespaces)
        return name.first?.isUppercase == true && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? name : nil
    }

    /// `{ underlyingCurrent }`, `{ get { underlyingCurrent } }`, `{ return underlyingCurrent }`: the one name returned.
    private static func singleReference(_ accessor: AccessorBlockSyntax) -> String? {
        var items: CodeBlockItemListSyntax?
        switch accessor.accessors {
        case .getter(let list): items = list
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            items = getter.body?.statements
        }
        guard let items, items.count == 1, let item = items.first?.item else { return nil }
        var expression = item.as(ExprSyntax.self)
        if let statement = item.as(ReturnStmtSyntax.self) { expression = statement.expression }
        return expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `static var settings: Settings { shared.settings }` (also `Self.shared…`, `Store.shared…`):
    /// callers of `Store.settings` reach `Store.shared`.
    static func facades(in file: SwiftFile) -> [SwiftFacts.Facade] {
        let visitor = FacadeVisitor(file: file)
        visitor.walk(file.tree)
        return visitor.found
    }

    private final class FacadeVisitor: SyntaxVisitor {
        let file: SwiftFile
        var types: [String] = []
        var found: [SwiftFacts.Facade] = []

        init(file: SwiftFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(file.simpleName(of: node.extendedType))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = types.last, node.modifiers.contains(where: { $0.name.spells("static") || $0.name.spells("class") }) else {
                return .skipChildren
            }
            for binding in node.bindings {
                guard binding.initializer == nil, let accessor = binding.accessorBlock,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks(),
                    !SwiftFacts.singletonMembers.contains(name), !name.hasPrefix("shared") else { continue }
                // The accessor's chain must start at the type's singleton: `shared.x`, `Self.shared.x`, `Store.shared.x`.
                let root = RootScan(type: type)
                root.walk(accessor)
                if let member = root.singleton { found.append(SwiftFacts.Facade(typeName: type, member: name, singleton: member)) }
            }
            return .skipChildren
        }
    }

    /// Finds the first `shared…` chain root in an accessor.
    private final class RootScan: SyntaxVisitor {
        let type: String
        var singleton: String?

        init(type: String) {
            self.type = type
            super.init(viewMode: .sourceAccurate)
        }

        static func isSingletonName(_ name: String) -> Bool { SwiftFacts.singletonMembers.contains(name) || name.hasPrefix("shared") }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard singleton == nil else { return .skipChildren }
            let member = node.declName.baseName.text
            if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == type || base.baseName.text == "Self",
                Self.isSingletonName(member) {
                singleton = member
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // A bare `shared` whose value is used (`shared.settings`).
            if singleton == nil, Self.isSingletonName(node.baseName.text), node.parent?.is(MemberAccessExprSyntax.self) == true,
                node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id {
                singleton = node.baseName.text
            }
            return .skipChildren
        }
    }
}
