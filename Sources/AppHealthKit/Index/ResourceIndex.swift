/// Every Android resource of the tree with what references it, merged across modules, source
/// sets and qualifiers (the build merges them the same way), and which ones are reachable.
public struct ResourceIndex: Sendable {
    /// Every declared key once, in the order first declared (the file resources, then the files'
    /// facts in path order), found by the hash each key holds (a dictionary would hash it again:
    /// a large app declares each of its strings once per translation).
    private var declared = DistinctResourceKeys()
    /// Where each key is declared (at its position in `declared`), all qualifiers and modules
    /// together, in path order: places in `sources`, the declaration lists of the files (shared
    /// with the model, not copied) and of the file resources.
    private var places: [[Place]] = []
    private var sources: [[ResourceFacts.Declaration]] = []

    /// Notes that `key` is declared at `place`.
    private mutating func declare(_ key: ResourceKey, at place: Place) {
        let position = declared.position(inserting: key)
        if position == places.count { places.append([place]) } else { places[position].append(place) }
    }

    private struct Place: Sendable {
        var source: Int32
        var index: Int32
    }

    private func declaration(at place: Place) -> ResourceFacts.Declaration {
        sources[Int(place.source)][Int(place.index)]
    }

    /// The declarations of `key`, in path order; `nil` when nothing declares it.
    public func declarations(of key: ResourceKey) -> [ResourceFacts.Declaration]? {
        declared.position(of: key).map { places[$0].map(declaration(at:)) }
    }

    /// Declarations by key (every one copied out: `declarations(of:)` reads one key's).
    public var declarations: [ResourceKey: [ResourceFacts.Declaration]] {
        Dictionary(uniqueKeysWithValues: zip(declared.keys, places.map { $0.map(declaration(at:)) }))
    }

    /// Whether a declaration of the key at `position` is kept by `tools:ignore`.
    private func isIgnored(at position: Int) -> Bool {
        places[position].contains { sources[Int($0.source)][Int($0.index)].ignored }
    }
    /// Outgoing references of each resource.
    public private(set) var edges: [ResourceKey: Set<ResourceKey>] = [:]
    /// References from code and manifests.
    public private(set) var roots: Set<ResourceKey> = []
    public private(set) var keepPatterns: [String] = []
    public private(set) var discardPatterns: [String] = []
    /// Where the app looks resources up by a run-time name, in path order.
    public private(set) var dynamicLookups: [(path: String, lookup: ResourceFacts.DynamicLookup)] = []
    /// Literals of the app that could name a resource for those look-ups.
    public private(set) var nameLiterals: Set<String> = []

    public init(_ model: ProjectModel) {
        // File resources declare themselves by existing: bitmaps, raw files, fonts, and XML
        // files that did not parse (parsed ones declared themselves with their facts).
        // (A file's declarations all carry its path: each path is hashed once, not once for every
        // string of every translation.)
        var declaredByFacts = Set<String>()
        for facts in model.resourceFacts.values {
            var last: String?
            for index in facts.declarations.indices where facts.declarations[index].path != last {
                declaredByFacts.insert(facts.declarations[index].path)
                last = facts.declarations[index].path
            }
        }
        // Builds of their own beside the app (an example app's `example/android`, Rainbow's
        // vendored charts): what they declare and name is theirs, not the app's.
        let separateBuilds = model.structure.toolPackages.map { $0 + "/" }
        let isSeparate = { (path: String) in !separateBuilds.isEmpty && separateBuilds.contains { path.hasPrefix($0) } }
        var fileResources: [ResourceFacts.Declaration] = []
        for file in model.tree.files {
            guard let folder = file.resourceFolder, folder.type != "values", !declaredByFacts.contains(file.path), !isSeparate(file.path) else { continue }
            let key = ResourceKey(type: folder.type, name: file.resourceName)
            declare(key, at: Place(source: 0, index: Int32(fileResources.count)))
            fileResources.append(ResourceFacts.Declaration(
                key: key, displayName: file.resourceName, path: file.path, location: .fileStart, folder: folder.name, ignored: false))
        }
        sources.append(fileResources)
        for path in model.resourceFacts.keys.sorted() where !isSeparate(path) {
            guard let facts = model.resourceFacts[path] else { continue }
            let source = Int32(sources.count)
            sources.append(facts.declarations)
            for index in facts.declarations.indices {  // (by index: a declaration is not copied for its key)
                declare(facts.declarations[index].key, at: Place(source: source, index: Int32(index)))
            }
            for edge in facts.edges {
                if let from = edge.from {
                    edges[from, default: []].insert(edge.to)
                } else {
                    roots.insert(edge.to)
                }
            }
            roots.formUnion(facts.roots)
            keepPatterns += facts.keep
            discardPatterns += facts.discard
            // A name built at run time in a test does not make the app's resources reachable.
            if model.role(of: path) == .app {
                dynamicLookups += facts.dynamicLookups.map { (path, $0) }
                nameLiterals.formUnion(facts.nameLiterals)
            }
        }
        // `typealias BitwardenString = com.bitwarden.ui.R.string` in one file, `BitwardenString.name`
        // in others: each `Alias.member` use (the singleton index's `Type.member` uses, which
        // every Kotlin and Java file records) names a resource. An alias declared for two
        // types is left out.
        var aliases: [String: String] = [:]
        for facts in model.resourceFacts.values {
            for alias in facts.typeAliases { aliases[alias.name] = aliases[alias.name].map { $0 == alias.type ? $0 : "" } ?? alias.type }
        }
        if !aliases.isEmpty {
            for facts in model.codeSingletons.values {
                for use in facts.uses {
                    guard let type = aliases[use.base], !type.isEmpty else { continue }
                    roots.insert(ResourceKey(type: type, name: use.member))
                }
            }
        }
        // Binding classes drop underscores before digits: `activity_main_2` is `ActivityMain2Binding`,
        // which code references spell back as `activity_main2`.
        for key in declared.keys where key.type == "layout" && !roots.contains(key) {
            let bindingSpelling = ResourceFacts.snakeCase(Self.bindingName(key.name))
            if bindingSpelling != key.name, roots.contains(ResourceKey(type: "layout", name: bindingSpelling)) { roots.insert(key) }
        }
        // A resource overriding a declared library's (Twire's `exo_player_control_view`, the
        // controls Media3's player view inflates): the library loads it, so what it names is used.
        // (Only resources that name others can pass a use on.)
        let overridden = ResourceUsage.overriddenLibrary(model)
        for key in edges.keys where !roots.contains(key) && overridden(key) != nil { roots.insert(key) }
    }

    /// View binding's class name for a layout (without `Binding`): `item_2col` → `Item2col`.
    static func bindingName(_ layout: String) -> String {
        layout.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `flag_es` is named by `"flag_es"`, or by a literal its name continues after an underscore:
    /// `"flag_"` or `"flag"` (`"flag_" + code`), `"LightTheme"` for `LightTheme.YouTube` (`"LightTheme" + "." + service`).
    private func isNamedByLiteral(_ name: String) -> Bool {
        if nameLiterals.contains(name) { return true }
        var prefix = ""
        for character in name {
            if character == "_", nameLiterals.contains(prefix) { return true }
            prefix.append(character)
            if character == "_", nameLiterals.contains(prefix) { return true }
        }
        return false
    }

    /// The first run-time look-up that can reach a resource of `type`.
    public func dynamicLookup(reaching type: String) -> (path: String, lookup: ResourceFacts.DynamicLookup)? {
        dynamicLookups.first { $0.lookup.reaches(type) }
    }

    /// Resources reachable from code, manifests, `tools:keep` and `tools:ignore="UnusedResources"`.
    public func reachable() -> Set<ResourceKey> {
        var start = roots
        for (position, key) in declared.keys.enumerated() where isIgnored(at: position) { start.insert(key) }
        for key in declared.keys where matches(key, keepPatterns) && !matches(key, discardPatterns) { start.insert(key) }
        // As Lint does when code looks resources up by name: a resource of a type a look-up can
        // reach is used when a literal names it, or a literal ending in `_` starts its name.
        if !dynamicLookups.isEmpty {
            for key in declared.keys where dynamicLookup(reaching: key.type) != nil && isNamedByLiteral(key.name) { start.insert(key) }
        }
        var seen = Set<ResourceKey>()
        var queue = Array(start)
        while let key = queue.popLast() {
            guard seen.insert(key).inserted else { continue }
            queue.append(contentsOf: edges[key, default: []].filter { !seen.contains($0) })
        }
        return seen
    }

    /// Declared resources nobody reaches, sorted.
    public func unused() -> [ResourceKey] {
        let reached = reachable()
        return declared.keys.filter { !reached.contains($0) }.sorted()
    }

    /// `tools:keep="@layout/used_*,@drawable/ic_*"` entries: `*` globs over the normalised name.
    private func matches(_ key: ResourceKey, _ patterns: [String]) -> Bool {
        patterns.contains { pattern in
            guard let reference = Self.patternKey(pattern), reference.type == key.type else { return false }
            return Glob.wildcardMatch(reference.name, key.name)
        }
    }

    private static func patternKey(_ pattern: String) -> (type: String, name: String)? {
        var body = Substring(pattern)
        if body.hasPrefix("@") { body = body.dropFirst() }
        guard let slash = body.firstIndex(of: "/") else { return nil }
        return (ResourceKey.canonicalType(String(body[..<slash])), ResourceKey.normalize(String(body[body.index(after: slash)...])))
    }
}
