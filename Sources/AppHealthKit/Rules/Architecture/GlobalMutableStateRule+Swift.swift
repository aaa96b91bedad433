import SwiftSyntax

extension GlobalMutableStateRule: SwiftRule {
    public func check(_ file: SwiftFile) -> [Finding] {
        guard file.file.name != "main.swift" else { return [] }
        var findings: [Finding] = []
        for item in file.tree.statements {
            findings += topLevelVars(in: item.item, file, debugOnly: false)
        }
        return findings
    }

    /// Top-level `var`s, looking into `#if` blocks; those under `#if DEBUG` are test helpers.
    private func topLevelVars(in item: CodeBlockItemSyntax.Item, _ file: SwiftFile, debugOnly: Bool) -> [Finding] {
        if let variable = item.as(VariableDeclSyntax.self) {
            guard variable.bindingSpecifier.tokenKind == .keyword(.var), !debugOnly else { return [] }
            return variable.bindings.compactMap { binding in
                // Computed globals (`var x: Int { … }`) hold no state.
                if binding.initializer == nil, binding.accessorBlock != nil { return nil }
                let name = binding.pattern.trimmedDescription
                return Self.descriptor.finding(
                    "Top-level var \(name) is global mutable state", path: file.path, at: file.location(of: variable.bindingSpecifier))
            }
        }
        if let conditional = item.as(IfConfigDeclSyntax.self) {
            return conditional.clauses.flatMap { clause -> [Finding] in
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
