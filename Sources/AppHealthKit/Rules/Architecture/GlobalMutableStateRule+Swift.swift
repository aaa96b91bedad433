import SwiftSyntax

extension GlobalMutableStateRule: SwiftRule {
    public func check(_ file: SwiftFile) -> [Finding] {
        guard file.file.name != "main.swift" else { return [] }
        var found: [(name: String, finding: Finding)] = []
        for item in file.tree.statements {
            found += topLevelVars(in: item.item, file, debugOnly: false)
        }
        guard !found.isEmpty else { return [] }
        // `private var badgeKey: UInt8 = 0` used only as `&badgeKey` (objc_getAssociatedObject):
        // an address used as a key, never read or written.
        let uses = AddressOnlyUses(file)
        return found.filter { !uses.isAddressOnly($0.name) }.map(\.finding)
    }

    /// For each name, whether every reference to it in the file is `&name`.
    private final class AddressOnlyUses: SyntaxVisitor {
        private var references: [String: (all: Int, address: Int)] = [:]

        init(_ file: SwiftFile) {
            super.init(viewMode: .sourceAccurate)
            walk(file.tree)
        }

        func isAddressOnly(_ name: String) -> Bool {
            guard let counts = references[name] else { return false }
            return counts.all > 0 && counts.all == counts.address
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            var counts = references[name] ?? (0, 0)
            counts.all += 1
            if node.parent?.is(InOutExprSyntax.self) == true { counts.address += 1 }
            references[name] = counts
            return .skipChildren
        }
    }

    /// Top-level `var`s, looking into `#if` blocks; those under `#if DEBUG` are test helpers.
    private func topLevelVars(in item: CodeBlockItemSyntax.Item, _ file: SwiftFile, debugOnly: Bool) -> [(name: String, finding: Finding)] {
        if let variable = item.as(VariableDeclSyntax.self) {
            guard variable.bindingSpecifier.tokenKind == .keyword(.var), !debugOnly else { return [] }
            return variable.bindings.compactMap { binding in
                // Computed globals (`var x: Int { … }`) hold no state.
                if binding.initializer == nil, binding.accessorBlock != nil { return nil }
                let name = binding.pattern.trimmedDescription
                return (name, Self.descriptor.finding(
                    "Top-level var \(name) is global mutable state", path: file.path, at: file.location(of: variable.bindingSpecifier)))
            }
        }
        if let conditional = item.as(IfConfigDeclSyntax.self) {
            return conditional.clauses.flatMap { clause -> [(name: String, finding: Finding)] in
                let debug = debugOnly || (clause.condition?.trimmedDescription == "DEBUG")
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
            let apiVersion = 3
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
    ]
}
