/// Finds singleton declarations and the uses that may reach them in Kotlin, Java and
/// Objective-C files (Swift has `SwiftSingletonFinder`). The rule reports the declarations; the
/// per-file pass keeps declarations and uses for the project's singleton index.
enum CodeSingletonFinder {
    struct Found {
        var declaration: SwiftFacts.SingletonDeclaration
        /// The finding's message.
        var message: String
    }

    static let managerSuffixes = ["Manager", "Helper", "Service"]

    static func declarations(in file: CodeFile) -> [Found] {
        switch file.language {
        case .kotlin: kotlinObjects(file)
        case .java: javaGetInstance(file)
        case .objc: ObjCSingletonFinder.declarations(in: file)
        case .groovy: []
        }
    }

    /// `Type.member` uses: Kotlin/Java `SessionManager.token()`, `ApiClient.getInstance()`
    /// (a qualified `com.acme.Type.x` is not followed); Objective-C in `ObjCSingletonFinder`.
    static func uses(in file: CodeFile) -> [SwiftFacts.MemberUse] {
        if file.language == .objc { return ObjCSingletonFinder.uses(in: file) }
        guard file.language != .groovy else { return [] }
        let code = file.code
        var uses: [SwiftFacts.MemberUse] = []
        var index = 0
        while index + 2 < code.count {
            defer { index += 1 }
            let token = code[index]
            guard token.kind == .identifier, Self.isTypeName(file.text.bytes[token.start]), file.code(index + 1, is: "."),
                code[index + 2].kind == .identifier, !file.code(index - 1, is: "."), !file.code(index - 1, is: "import"),
                !file.code(index - 1, is: "package") else { continue }
            let base = file.text(of: token)
            if base == "R" || base == "BuildConfig" || base == "Manifest" { continue }
            uses.append(SwiftFacts.MemberUse(base: base, member: file.text(of: code[index + 2]), location: file.location(of: token)))
        }
        return uses
    }

    static func isTypeName(_ first: UInt8) -> Bool { first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }

    /// A Kotlin `object` (not a companion) that holds `var` state or is named like a service.
    /// Its uses are any `Name.member`, so its member is empty.
    private static func kotlinObjects(_ file: CodeFile) -> [Found] {
        file.typeDeclarations().compactMap { declaration in
            guard declaration.keyword == "object", !declaration.modifiers.contains("companion") else { return nil }
            let mutable = declaration.body.map { body in file.directMembers(of: body).contains { file.code($0, is: "var") } } ?? false
            let managerName = managerSuffixes.contains { declaration.name.hasSuffix($0) }
            guard mutable || managerName else { return nil }
            let why = mutable ? "that holds mutable state (var)" : "named like a service (*Manager, *Helper, *Service)"
            return Found(
                declaration: SwiftFacts.SingletonDeclaration(
                    typeName: declaration.name, member: "", location: file.location(of: file.code[declaration.keywordIndex]),
                    certain: true, privateInit: false),
                message: "object \(declaration.name) is a singleton \(why)")
        }
    }

    /// `static [modifiers] Own getInstance(` in class `Own` that also has a `static … Own field`.
    private static func javaGetInstance(_ file: CodeFile) -> [Found] {
        var found: [Found] = []
        for declaration in file.typeDeclarations() where declaration.keyword == "class" {
            guard let body = declaration.body else { continue }
            let members = file.directMembers(of: body)
            var hasStaticField = false
            var method: Int?
            for (position, index) in members.enumerated() where file.code(index, is: "static") {
                // Walk past modifiers to the type, then the member name.
                var next = position + 1
                while next < members.count, ["final", "volatile", "synchronized", "public", "private", "protected", "transient"].contains(file.text(of: file.code[members[next]])) {
                    next += 1
                }
                guard next + 1 < members.count, file.code(members[next], is: declaration.name) else { continue }
                let nameIndex = members[next + 1]
                guard file.code[nameIndex].kind == .identifier else { continue }
                if file.code(nameIndex + 1, is: "(") {
                    if file.code(nameIndex, is: "getInstance") { method = nameIndex }
                } else if file.code(nameIndex + 1, is: ";") || file.code(nameIndex + 1, is: "=") {
                    hasStaticField = true
                }
            }
            if let method, hasStaticField {
                found.append(Found(
                    declaration: SwiftFacts.SingletonDeclaration(
                        typeName: declaration.name, member: "getInstance", location: file.location(of: file.code[method]),
                        certain: true, privateInit: false),
                    message: "\(declaration.name) is a singleton: static getInstance() hands out one shared instance"))
            }
        }
        return found
    }
}

/// What a Kotlin, Java or Objective-C file says about singletons (Swift's are in `SwiftFacts`).
public struct SingletonFacts: Sendable, Codable, Hashable {
    public var declarations: [SwiftFacts.SingletonDeclaration] = []
    public var uses: [SwiftFacts.MemberUse] = []

    public var isEmpty: Bool { declarations.isEmpty && uses.isEmpty }

    init(_ file: CodeFile) {
        declarations = CodeSingletonFinder.declarations(in: file).map(\.declaration)
        uses = CodeSingletonFinder.uses(in: file)
    }
}
