/// The project's own singletons and Apple's, with every use and how far each reaches.
public struct SingletonIndex: Sendable {
    public struct Entry: Sendable {
        public var name: String
        public var member: String
        public var path: String
        public var location: SourceLocation
        public var system: Bool
        /// A top-level constant (`let store = Store()`), not a type's member: `name` is the constant.
        public var global: Bool = false
        /// The class a global holds (`Store`).
        public var typeName: String? = nil
        /// A Kotlin or Java declaration's package.
        public var package: String? = nil
        /// A Kotlin `object`'s members that touch none of its state: calling them is no use of it.
        public var statelessMembers: Set<String> = []
        public var uses: [(path: String, location: SourceLocation)]
    }

    public private(set) var entries: [Entry] = []

    /// From every file's facts: Swift's, and Kotlin/Java/Objective-C's (`codeFacts`). A Kotlin
    /// `object` is reached through any member (its member is empty); an Objective-C class method
    /// also through its Swift name (`[APIManager sharedManager]` is `APIManager.shared()` in Swift).
    public init(swiftFacts: [String: SwiftFacts], codeFacts: [String: SingletonFacts] = [:]) {
        var declared: [String: Entry] = [:]  // "Type.member"
        var aliases: [String: String] = [:]  // another spelling → the key in `declared`
        let paths = Set(swiftFacts.keys).union(codeFacts.keys).sorted()
        // Each file's lists are read in place, one after the other: joining them copied every
        // declaration and use (and counted a reference to each of their strings).
        for path in paths {
            for declarations in [swiftFacts[path]?.singletons ?? [], codeFacts[path]?.declarations ?? []] {
                for declaration in declarations {
                    let key = declaration.typeName + "." + declaration.member
                    if declared[key] == nil, declaration.forwarding != true {
                        declared[key] = Entry(
                            name: declaration.typeName, member: declaration.member, path: path, location: declaration.location,
                            system: false, package: declaration.package, statelessMembers: Set(declaration.statelessMembers ?? []), uses: [])
                    }
                    if let alias = declaration.swiftAlias, aliases[declaration.typeName + "." + alias] == nil {
                        aliases[declaration.typeName + "." + alias] = key
                    }
                }
            }
        }
        // A use can name a key only if its base is what the key holds before one of its dots (or a
        // system singleton's type): most uses (`View.GONE`, `Log.d`) are passed over on one look-up,
        // without building their key.
        var bases = Set(SwiftFacts.systemSingletons.keys)
        for key in Array(declared.keys) + Array(aliases.keys) {
            var prefix = ""
            for character in key {
                if character == "." { bases.insert(prefix) }
                prefix.append(character)
            }
        }
        var system: [String: Entry] = [:]
        for path in paths {
            for uses in [swiftFacts[path]?.uses ?? [], codeFacts[path]?.uses ?? []] {
                for use in uses where bases.contains(use.base) {
                    var key = use.base + "." + use.member
                    if declared[key] == nil, let alias = aliases[key] { key = alias }
                    // A Kotlin `object` is reached through any member, but not through its nested types
                    // and constants (`Downloader.State.Idle`, `is Downloader.ErrorState`, `Config.MAX_RETRIES`:
                    // 13 of Seal's 21 "uses" of `Downloader` in one file).
                    if declared[key] == nil, let object = declared[use.base + "."] {
                        if use.member.utf8.first.map(CodeSingletonFinder.isTypeName) == true { continue }
                        // A helper that touches none of the object's state (RedReader's `General.quickToast`).
                        if object.statelessMembers.contains(use.member) { continue }
                        key = use.base + "."
                    }
                    if let entry = declared[key] {
                        // A file importing another type of the name (`import android.content.Context`
                        // beside tasks' `object Context` of `org.tasks.extensions`) means that type.
                        if let imported = use.imported, let package = entry.package, !imported.hasPrefix(package + ".") { continue }
                        // The declaring file's own uses (`KeyboardService.shared.isShown` in the type's
                        // static helpers) are the singleton's wiring, not a consumer's reach.
                        guard entry.path != path else { continue }
                        declared[key]?.uses.append((path, use.location))
                    } else if SwiftFacts.systemSingletons[use.base]?.contains(use.member) == true {
                        if system[key] == nil {
                            system[key] = Entry(name: key, member: use.member, path: path, location: use.location, system: true, uses: [])
                        }
                        system[key]?.uses.append((path, use.location))
                    }
                }
            }
        }
        // Static façades: `Store.settings` reaches `Store.shared` when `settings` is `{ shared.settings }`.
        var facades: [String: String] = [:]  // "Type.member" → key of the singleton
        for facts in swiftFacts.values {
            for facade in facts.facades where declared[facade.typeName + "." + facade.singleton] != nil {
                facades[facade.typeName + "." + facade.member] = facade.typeName + "." + facade.singleton
            }
        }
        if !facades.isEmpty {
            for path in paths {
                for reference in swiftFacts[path]?.references ?? [] {
                    guard let key = facades[reference.base + "." + reference.member] else { continue }
                    declared[key]?.uses.append((path, reference.location))
                }
            }
        }
        var globals = Self.globalSingletons(swiftFacts: swiftFacts, paths: paths)
        for key in declared.keys { declared[key]?.uses.sort { ($0.path, $0.location) < ($1.path, $1.location) } }
        for index in globals.indices { globals[index].uses.sort { ($0.path, $0.location) < ($1.path, $1.location) } }
        entries = (Array(declared.values) + globals).sorted { a, b in
            if a.path != b.path { return a.path < b.path }
            if a.location != b.location { return a.location < b.location }
            return a.name < b.name
        }
            + system.values.sorted { $0.name < $1.name }
    }

    /// Other files a global constant must be used from to count as a singleton: one helper file
    /// sharing a constant with its neighbour is not app-wide state.
    static let globalReachThreshold = 2

    /// Top-level constants holding an instance of a class the project declares (`let store = Store()`,
    /// or a computed `var Current: Environment { underlyingCurrent }` over a private one), used as a
    /// value from at least `globalReachThreshold` other files. A `DateFormatter()`, a struct or a
    /// constant nobody else reads is not a singleton of app state.
    static func globalSingletons(swiftFacts: [String: SwiftFacts], paths: [String]) -> [Entry] {
        var classes: Set<String> = []
        for facts in swiftFacts.values { classes.formUnion(facts.classes.map(\.name)) }
        var candidates: [String: Entry] = [:]
        for path in paths {
            for global in swiftFacts[path]?.globals ?? [] where classes.contains(global.typeName) && candidates[global.name] == nil {
                candidates[global.name] = Entry(
                    name: global.name, member: "", path: path, location: global.location, system: false, global: true,
                    typeName: global.typeName, uses: [])
            }
        }
        guard !candidates.isEmpty else { return [] }
        for path in paths {
            for reference in swiftFacts[path]?.references ?? [] where candidates[reference.base]?.path != nil && candidates[reference.base]?.path != path {
                candidates[reference.base]?.uses.append((path, reference.location))
            }
        }
        return candidates.values.filter { Set($0.uses.map(\.path)).count >= globalReachThreshold }
    }

    /// The report's `singletons` list: reach from app code apart from reach from tests.
    public func report(isTest: (String) -> Bool = { _ in false }) -> [SingletonEntry] {
        entries.map { entry in
            let test = entry.uses.filter { isTest($0.path) }
            let app = entry.uses.filter { !isTest($0.path) }
            return SingletonEntry(
                name: entry.name, path: entry.path, line: entry.location.line,
                files: Set(app.map(\.path)).count, uses: app.count, system: entry.system,
                testFiles: Set(test.map(\.path)).count, testUses: test.count)
        }
    }
}

