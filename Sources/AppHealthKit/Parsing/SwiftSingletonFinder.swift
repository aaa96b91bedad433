import SwiftSyntax

/// Finds singleton declarations in a Swift file: `static let shared = Type()` (and
/// `sharedInstance`, `default`, `instance`, `current`; `= .init()`, `= { … }()` building the
/// type) on classes, structs, actors, enums and their extensions, and `class func shared()`.
enum SwiftSingletonFinder {
    static func declarations(in file: SwiftFile) -> [SwiftFacts.SingletonDeclaration] {
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        let privateInits = visitor.privateInitTypes
        // Declared in both branches of an `#if`: one singleton.
        var seen: Set<String> = []
        let distinct = visitor.found.filter { seen.insert($0.typeName + "." + $0.member).inserted }
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

        init(file: SwiftFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); valueTypes.append(false); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast(); valueTypes.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); valueTypes.append(true); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast(); valueTypes.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            // `@globalActor actor ImageActor { static let shared = ImageActor() }`: the protocol requires it.
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "globalActor" }) {
                return .skipChildren
            }
            types.append(node.name.text); valueTypes.append(false); return .visitChildren
        }
        override func visitPost(_ node: ActorDeclSyntax) {
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "globalActor" }) { return }
            types.removeLast(); valueTypes.removeLast()
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); valueTypes.append(true); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast(); valueTypes.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? node.extendedType.trimmedDescription)
            valueTypes.append(false)  // unknown here: counted as a reference type
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast(); valueTypes.removeLast() }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = types.last, node.signature.parameterClause.parameters.isEmpty,
                node.modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "fileprivate" }) {
                privateInitTypes.insert(type)
            }
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = types.last, node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else {
                return .skipChildren
            }
            // `static let default = PageZoom(…)` on a struct or enum: a constant value, not an instance
            // everybody shares (a `static var` there is still global mutable state).
            if valueTypes.last == true, node.bindingSpecifier.tokenKind == .keyword(.let) { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks() else { continue }
                let singletonName = SwiftFacts.singletonMembers.contains(name)
                guard singletonName || name.hasPrefix("shared") else { continue }
                if let accessor = binding.accessorBlock, binding.initializer == nil {
                    // `static var current: BuildConfiguration { #if DEBUG return .debug … }` on an enum or
                    // struct: a value computed on each access, not a shared instance.
                    if valueTypes.last == true { continue }
                    let scan = AccessorScan(type: type)
                    scan.walk(accessor)
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
                let annotated = binding.typeAnnotation.map { Self.names($0.type.trimmedDescription, type) } ?? false
                guard let value = binding.initializer?.value else {
                    if annotated { record(type, name, binding, certain: false, evidence: "declared as \(type) and returned by an accessor, not built here") }
                    continue
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
                node.modifiers.contains(where: { $0.name.text == "class" || $0.name.text == "static" }),
                node.signature.parameterClause.parameters.isEmpty else { return .skipChildren }
            let returns = node.signature.returnClause.map { Self.names($0.type.trimmedDescription, type) } ?? false
            if returns {
                found.append(SwiftFacts.SingletonDeclaration(
                    typeName: type, member: name, location: file.location(of: node.name), certain: true, privateInit: false))
            }
            return .skipChildren
        }

        private func record(_ type: String, _ member: String, _ binding: PatternBindingSyntax, certain: Bool, evidence: String? = nil) {
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
                if member.declName.baseName.text == "init" { return base == nil || names(base!, type) ? .certainly : .no }
                if let base, names(base, type) { return .probably }  // `Config.load()` inside Config
                return .no
            }
            if let closure = callee.as(ClosureExprSyntax.self) {
                // `{ let x = Type(); …; return x }()`: the closure builds the type somewhere.
                let scan = AccessorScan(type: type)
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
        var builds = false
        var storesInstance = false

        init(type: String) {
            self.type = type
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.modifiers.contains(where: { $0.name.text == "static" }),
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
