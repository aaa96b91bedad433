import SwiftSyntax

extension GlobalMutableStateRule: SwiftRule {
    public func check(_ file: SwiftFile) -> [Finding] {
        guard file.file.name != "main.swift" else { return [] }
        var found: [(name: String, isPrivate: Bool, finding: Finding)] = []
        for item in file.tree.statements {
            found += topLevelVars(in: item.item, file, debugOnly: false)
        }
        guard !found.isEmpty else { return [] }
        // `private var badgeKey: UInt8 = 0` used only as `&badgeKey` (objc_getAssociatedObject):
        // an address used as a key, never read or written. A `private` one that a single function
        // reads and fills is that function's cache (NetNewsWire's `htmlFontCache`), as a `static`
        // inside an Objective-C function is.
        let uses = References(file, names: Set(found.map(\.name)))
        // A private one the file never writes holds one value for good: Phoenix's 170 files each
        // keep `fileprivate var log = LoggerFactory.shared.logger(…)`, a constant in all but name.
        // Declared in both branches of an `#if`: one variable, reported once.
        var reported: Set<String> = []
        return found.filter {
            !uses.isAddressOnly($0.name) && !($0.isPrivate && (uses.isInOneFunction($0.name) || !uses.isWritten($0.name)))
                && reported.insert($0.name).inserted
        }.map(\.finding)
    }

    /// For each of some names, how the file refers to them: every reference `&name`, or every
    /// reference inside one function, initializer or accessor.
    private final class References: SyntaxVisitor {
        private let names: Set<String>
        private var references: [String: (all: Int, address: Int, functions: Set<SyntaxIdentifier>, outside: Bool)] = [:]
        private var written: Set<String> = []

        init(_ file: SwiftFile, names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
            walk(file.tree)
        }

        func isAddressOnly(_ name: String) -> Bool {
            guard let counts = references[name] else { return false }
            return counts.all > 0 && counts.all == counts.address
        }

        /// Assigned (`name = …`, `name += …`, `name.count = …`, `name[key] = …`), passed `&name`,
        /// or sent a mutating-looking call (`name.append(…)`, `name.removeAll()`).
        func isWritten(_ name: String) -> Bool { written.contains(name) }

        /// Method names that change a value in place (the standard collections' and common ones).
        static let mutatingVerbs = ["append", "insert", "remove", "update", "merge", "form", "subtract", "sort", "reverse", "shuffle", "swapAt", "reserveCapacity", "popLast", "popFirst", "increment", "decrement", "toggle", "set"]

        func isInOneFunction(_ name: String) -> Bool {
            guard let counts = references[name] else { return false }
            return !counts.outside && counts.functions.count == 1
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            guard names.contains(name) else { return .skipChildren }
            var counts = references[name] ?? (0, 0, [], false)
            counts.all += 1
            if node.parent?.is(InOutExprSyntax.self) == true { counts.address += 1; written.insert(name) }
            if !written.contains(name), Self.isWrite(node) { written.insert(name) }
            if let function = Self.enclosingFunction(of: node) { counts.functions.insert(function) } else { counts.outside = true }
            references[name] = counts
            return .skipChildren
        }

        /// Whether the reference is the target of an assignment, directly or through members and
        /// subscripts, or the receiver of a mutating-looking call.
        private static func isWrite(_ node: DeclReferenceExprSyntax) -> Bool {
            var target = Syntax(node)
            for _ in 0..<16 {
                guard let parent = target.parent else { return false }
                if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == target.id {
                    // `name.append(x)`: a call of a mutating-looking method on it.
                    if let call = member.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression).id == Syntax(member).id {
                        let method = member.declName.baseName.text
                        if mutatingVerbs.contains(where: { method.hasPrefix($0) }) { return true }
                    }
                    target = Syntax(member)
                } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), Syntax(subscriptCall.calledExpression).id == target.id {
                    target = Syntax(subscriptCall)
                } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                    target = parent
                } else {
                    break
                }
            }
            // `target = …` / `target += …`: the element before an assignment operator in its sequence.
            guard let list = target.parent?.as(ExprListSyntax.self) else { return false }
            var after = false
            for element in list {
                if after {
                    if element.is(AssignmentExprSyntax.self) { return true }
                    if let binary = element.as(BinaryOperatorExprSyntax.self) {
                        let spelled = binary.operator.text
                        return spelled.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(spelled)
                    }
                    return false
                }
                if Syntax(element).id == target.id { after = true }
            }
            return false
        }

        /// The nearest function, initializer, deinitializer, subscript, accessor or computed
        /// property body holding `node` (closures inside one belong to it).
        private static func enclosingFunction(of node: some SyntaxProtocol) -> SyntaxIdentifier? {
            var current = node.parent
            while let parent = current {
                if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                    || parent.is(DeinitializerDeclSyntax.self) || parent.is(SubscriptDeclSyntax.self) {
                    return parent.id
                }
                // A computed property's getter without `get`: the binding's accessor block.
                if parent.is(AccessorBlockSyntax.self) { return parent.id }
                current = parent.parent
            }
            return nil
        }
    }

    /// Top-level `var`s, looking into `#if` blocks; those under `#if DEBUG` are test helpers.
    private func topLevelVars(in item: CodeBlockItemSyntax.Item, _ file: SwiftFile, debugOnly: Bool) -> [(name: String, isPrivate: Bool, finding: Finding)] {
        if let variable = item.as(VariableDeclSyntax.self) {
            guard variable.bindingSpecifier.tokenKind == .keyword(.var), !debugOnly else { return [] }
            let isPrivate = variable.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
            return variable.bindings.compactMap { binding in
                // Computed globals (`var x: Int { … }`) hold no state.
                if binding.initializer == nil, binding.accessorBlock != nil { return nil }
                let name = binding.pattern.trimmedDescription
                return (name, isPrivate, Self.descriptor.finding(
                    "Top-level var \(name) is global mutable state", path: file.path, at: file.location(of: variable.bindingSpecifier)))
            }
        }
        if let conditional = item.as(IfConfigDeclSyntax.self) {
            return conditional.clauses.flatMap { clause -> [(name: String, isPrivate: Bool, finding: Finding)] in
                let debug = debugOnly || (clause.condition.map { SwiftFacts.isDebugOnlyCondition($0.trimmedDescription) } ?? false)
                guard case .statements(let statements)? = clause.elements else { return [] }
                return statements.flatMap { topLevelVars(in: $0.item, file, debugOnly: debug) }
            }
        }
        return []
    }

    static let swiftTriggeringExamples = [
        RuleExample("App/Globals.swift", """
            import Foundation

            ↓var currentUser: User?
            private ↓var requestCount = 0
            func track() { requestCount += 1 }
            func reset() { requestCount = 0 }
            let apiVersion = 3
            // Private, but two functions share it: state.
            private ↓var lastToken: String?
            func login(_ token: String) { lastToken = token }
            func authorize(_ request: inout URLRequest) { request.setValue(lastToken, forHTTPHeaderField: "Authorization") }
            """),
        // Written through mutating calls and subscripts; in both branches of an `#if`, once.
        RuleExample("App/Queue.swift", """
            #if os(iOS)
            private ↓var pending: [String] = []
            #else
            private var pending: [String] = []
            #endif
            func enqueue(_ item: String) { pending.append(item) }
            func flush() -> [String] { defer { pending.removeAll() }; return pending }
            fileprivate ↓var sizes: [String: Int] = [:]
            func record(_ key: String) { sizes[key, default: 0] += 1 }
            func size(_ key: String) -> Int { sizes[key] ?? 0 }
            """),
    ]

    static let swiftNonTriggeringExamples = [
        // An associated-object key: only its address is used.
        RuleExample("App/UIView+Badge.swift", """
            import UIKit
            private var badgeKey: UInt8 = 0
            extension UIView {
                var badge: String? {
                    get { objc_getAssociatedObject(self, &badgeKey) as? String }
                    set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
                }
            }
            """),
        RuleExample("App/Constants.swift", """
            let baseURL = URL(string: "https://example.com")!
            var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }
            final class Store { var items: [Int] = [] }
            func run() { var local = 0; local += 1 }
            #if DEBUG
            var mockResponses: [String: Data] = [:]
            #endif
            """),
        RuleExample("App/main.swift", """
            var arguments = CommandLine.arguments
            """),
        // Phoenix: a file-private logger the file never writes, declared in both branches of an `#if`.
        RuleExample("App/AppDelegate.swift", """
            #if DEBUG && true
            fileprivate var log = LoggerFactory.shared.logger("AppDelegate", .trace)
            #else
            fileprivate var log = LoggerFactory.shared.logger("AppDelegate", .warning)
            #endif
            final class AppDelegate: UIResponder {
                func start() { log.info("start") }
                func stop() { log.info("stop") }
            }
            """),
        // NetNewsWire: a private cache that one function reads and fills.
        RuleExample("Shared/NSAttributedString+Fonts.swift", """
            @MainActor private var htmlFontCache: [Int: UIFont] = [:]
            extension UIFont {
                @MainActor static func cached(size: Int) -> UIFont {
                    if let font = htmlFontCache[size] { return font }
                    let font = UIFont.systemFont(ofSize: CGFloat(size))
                    htmlFontCache[size] = font
                    return font
                }
            }
            """),
    ]
}
