/// The project's direct dependencies, resolved: Gradle variables interpolated, catalog accessors
/// mapped back to `libs.versions.toml`, lockfile pins preferred over manifest requirements, and
/// each dependency listed once per module.
public struct DependencyGraph: Sendable {
    public struct Resolved: Sendable, Hashable {
        public var dependency: DeclaredDependency
        /// The version in use: the lockfile pin, else the exact manifest version.
        public var version: String?
        /// The folder of the manifest that declares it (the module).
        public var module: String
        /// Whether a lockfile pins it.
        public var locked: Bool
        /// Where the version is decided: the version catalog's entry for `libs.*` accessors, else
        /// the declaration itself. Findings go there, once, however many modules use it.
        public var definitionPath: String
        public var definitionLocation: SourceLocation
    }

    /// A declaration whose library or version the graph could not work out.
    public struct Unresolved: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            case buildLogicConstant = "buildSrc constants"
            case mapEntry = "Groovy map entries or variables"
            case catalogAccessor = "version catalog accessors"
            case versionVariable = "version variables"
        }

        public var path: String
        public var location: SourceLocation
        public var symbol: String
        public var kind: Kind
    }

    public private(set) var dependencies: [Resolved] = []
    /// Manifests that need a lockfile they do not have, with the lockfile they lack.
    public private(set) var missingLockfiles: [(path: String, lockfile: String)] = []
    public private(set) var jcenter: [(path: String, location: SourceLocation)] = []
    /// Declarations that name a constant, map entry, catalog accessor or version variable no file defines.
    public private(set) var unresolved: [Unresolved] = []

    /// One dependency per place its version is decided (a catalog entry used by eleven modules
    /// counts once): what findings and libyear totals are about.
    public var byDefinition: [Resolved] {
        var seen = Set<String>()
        return dependencies.filter { seen.insert(Self.definitionKey($0)).inserted }
    }

    struct Catalog {
        var libraries: [String: DeclaredDependency] = [:]
        var plugins: [String: DeclaredDependency] = [:]
        var bundles: [String: [String]] = [:]
    }

    static func folder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `a/b/../c/./d` → `a/c/d`.
    static func normalizedPath(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == "..", !parts.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// Catalogs by the name scripts use (`libs`, or what settings `create("…")`): `libs.versions.toml`
    /// is `libs`, `deps.versions.toml` `deps`, and a file settings name is that name.
    static func catalogs(_ manifests: [ManifestFacts]) -> [String: Catalog] {
        var names: [String: String] = [:]
        for settings in manifests where !settings.catalogFiles.isEmpty {
            let dir = folder(settings.path)
            for (name, file) in settings.catalogFiles {
                names[normalizedPath(dir.isEmpty ? file : dir + "/" + file)] = name
            }
        }
        var result: [String: Catalog] = [:]
        for manifest in manifests where manifest.kind == .versionCatalog {
            let file = manifest.path.split(separator: "/").last.map(String.init) ?? manifest.path
            let name = names[manifest.path] ?? String(file.prefix { $0 != "." })
            var catalog = result[name] ?? Catalog()
            catalog.libraries.merge(manifest.catalogLibraries) { first, _ in first }
            catalog.plugins.merge(manifest.catalogPlugins) { first, _ in first }
            catalog.bundles.merge(manifest.catalogBundles) { first, _ in first }
            result[name] = catalog
        }
        return result
    }

    public init(_ manifests: [ManifestFacts]) {
        var variables: [String: String] = [:]
        var refreshVersions: [String: String] = [:]
        // Deepest manifests first, so on a name two of them set, the shallower one's value wins
        // (the comment here used to say the opposite; the order is kept as it was). Each path's
        // depth is counted once, not at every comparison.
        let byDepth = manifests.map { (depth: $0.path.split(separator: "/").count, manifest: $0) }.sorted { $0.depth > $1.depth }
        for manifest in byDepth.lazy.map(\.manifest) {
            if RefreshVersions.isVersionsFile(manifest.path) {
                refreshVersions.merge(manifest.variables) { _, new in new }
            } else {
                variables.merge(manifest.variables) { _, new in new }
            }
        }
        let refreshRuns = RefreshVersions.runs(refreshVersions)
        let catalogs = Self.catalogs(manifests)
        let byPath = Dictionary(manifests.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func lock(_ path: String) -> ManifestFacts? { byPath[path] }
        var unresolvedSeen = Set<String>()

        func unresolvable(_ declared: DeclaredDependency, _ kind: Unresolved.Kind) {
            let symbol = declared.symbol ?? declared.name
            guard unresolvedSeen.insert("\(declared.path):\(declared.location.line):\(symbol)").inserted else { return }
            unresolved.append(Unresolved(path: declared.path, location: declared.location, symbol: symbol, kind: kind))
        }

        /// A declaration → the dependencies it stands for (a bundle stands for several), each with
        /// where its version is decided.
        func resolve(_ declared: DeclaredDependency) -> [(DeclaredDependency, String, SourceLocation)] {
            guard let symbol = declared.symbol else { return [(declared, declared.path, declared.location)] }
            let parts = symbol.split(separator: ".").map(String.init)
            func adopt(_ entry: DeclaredDependency) -> (DeclaredDependency, String, SourceLocation) {
                var dependency = declared
                dependency.ecosystem = entry.ecosystem
                dependency.name = entry.name
                dependency.requirement = entry.requirement
                dependency.version = entry.version
                dependency.isUnpinned = entry.isUnpinned
                return (dependency, entry.path, entry.location)
            }
            if let catalog = catalogs[parts[0]], parts.count >= 2 {
                let rest = parts.dropFirst().joined(separator: ".").lowercased()
                if parts[1] == "bundles", let aliases = catalog.bundles[parts.dropFirst(2).joined(separator: ".").lowercased()] {
                    return aliases.compactMap { catalog.libraries[$0] }.map(adopt)
                }
                if parts[1] == "plugins", let plugin = catalog.plugins[parts.dropFirst(2).joined(separator: ".").lowercased()] {
                    return [adopt(plugin)]
                }
                if let library = catalog.libraries[rest] { return [adopt(library)] }
                unresolvable(declared, .catalogAccessor)
                return []
            }
            if declared.ecosystem == .gradlePlugin { unresolvable(declared, .catalogAccessor); return [] }
            guard let value = GradleManifest.lookup(symbol, variables, lastSegment: false),
                var dependency = GradleManifest.mavenDependency(
                    GradleManifest.interpolate(value, variables), path: declared.path, location: declared.location)
            else {
                // A single word may be a local list or a method; only dotted references are claimed.
                if parts.count > 1 { unresolvable(declared, parts[0].first?.isUppercase == true ? .buildLogicConstant : .mapEntry) }
                return []
            }
            dependency.symbol = symbol
            dependency.isPlatform = declared.isPlatform
            dependency.configuration = declared.configuration
            return [(dependency, declared.path, declared.location)]
        }

        var pending: [(dependency: DeclaredDependency, module: String, pinned: String?, definition: (String, SourceLocation))] = []
        for manifest in manifests {
            for (_, location) in manifest.repositories.map({ ($0.name, $0.location) }) {
                jcenter.append((manifest.path, location))
            }
            let dir = Self.folder(manifest.path)
            let prefix = dir.isEmpty ? "" : dir + "/"
            var lockfile: ManifestFacts?
            switch manifest.kind {
            case .podfile:
                lockfile = lock(prefix + "Podfile.lock")
                if lockfile == nil, !manifest.dependencies.isEmpty { missingLockfiles.append((manifest.path, "Podfile.lock")) }
            case .cartfile:
                lockfile = lock(prefix + "Cartfile.resolved")
                // Binaries pinned with `==` (Swiftfin's VLCKit): a binary has no dependencies of its
                // own, so `Cartfile.resolved` would record the versions the Cartfile already names.
                let pinsEveryBinary = manifest.dependencies.allSatisfy { $0.repositoryURL == nil && $0.requirement?.hasPrefix("==") == true }
                if lockfile == nil, !manifest.dependencies.isEmpty, !pinsEveryBinary { missingLockfiles.append((manifest.path, "Cartfile.resolved")) }
            case .packageSwift:
                lockfile = lock(prefix + "Package.resolved")
                if lockfile == nil, !manifest.dependencies.isEmpty, !manifest.isLibraryPackage {
                    missingLockfiles.append((manifest.path, "Package.resolved"))
                }
            case .xcodeProject:
                // App.xcodeproj/project.pbxproj → App.xcodeproj/project.xcworkspace/… or a sibling .xcworkspace.
                let projectDir = dir
                let parent = Self.folder(projectDir)
                // A workspace beside the project or in a folder above it pins what the app is built
                // with (habitica-ios opens `Habitica.xcworkspace`, whose lockfile pins its four
                // projects' packages; `Habitica.xcodeproj`'s own is stale), nearest first; the
                // project's own lockfile only without one, or when no workspace pins its packages.
                let workspaces = manifests.filter { other in
                    guard other.kind == .packageResolved, !other.path.hasPrefix(projectDir + "/"),
                        let range = other.path.byteRange(of: ".xcworkspace/") else { return false }
                    let folder = Self.folder(String(other.path[..<range.lowerBound]))
                    return folder.isEmpty || parent == folder || parent.hasPrefix(folder + "/")
                }.map(\.path).sorted { ($0.split(separator: "/").count, $0) > ($1.split(separator: "/").count, $1) }
                var candidates = (workspaces + [projectDir + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"]).compactMap(lock)
                // A package's `Package.resolved` beside the project that pins every package the
                // project references records them as well (bitchat ignores the project's own and
                // keeps its root package's, which pins the same).
                if candidates.isEmpty, let beside = lock((parent.isEmpty ? "" : parent + "/") + "Package.resolved"),
                    !manifest.dependencies.isEmpty, manifest.dependencies.allSatisfy({ beside.locked[$0.name.lowercased()] != nil }) {
                    candidates.append(beside)
                }
                // A project another project at or above it embeds as a sub-project: Xcode resolves
                // the sub-project's packages in the outer project's lockfile (Moonlight's
                // `moonlight-common.xcodeproj`, whose OpenSSL package `Moonlight.xcodeproj` pins).
                if candidates.isEmpty, !manifest.dependencies.isEmpty {
                    candidates += manifests.filter { other in
                        guard other.kind == .packageResolved, !other.path.hasPrefix(projectDir + "/"),
                            let range = other.path.byteRange(of: ".xcodeproj/project.xcworkspace/") else { return false }
                        let folder = Self.folder(String(other.path[..<range.lowerBound]))
                        return (folder.isEmpty || parent == folder || parent.hasPrefix(folder + "/"))
                            && manifest.dependencies.allSatisfy { other.locked[$0.name.lowercased()] != nil }
                    }.sorted { $0.path < $1.path }
                }
                lockfile = candidates.first { candidate in
                    manifest.dependencies.contains { candidate.locked[$0.name.lowercased()] != nil }
                } ?? candidates.first
                if lockfile == nil, !manifest.dependencies.isEmpty {
                    missingLockfiles.append((manifest.path, projectDir + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
                }
            case .xcodegenSpec:
                // The generated project is usually not committed; a Package.resolved of a workspace
                // next to the spec still pins its packages.
                let prefixPath = dir.isEmpty ? "" : dir + "/"
                lockfile = manifests.first { $0.kind == .packageResolved && $0.path.hasPrefix(prefixPath) && $0.path.contains(".xcworkspace/") }
            default:
                break
            }
            for declared in manifest.dependencies {
                if let flag = declared.condition, GradleManifest.lookup(flag, variables) == "false" { continue }
                for (resolvedDependency, definitionPath, definitionLocation) in resolve(declared) {
                    var dependency = resolvedDependency
                    let definition = (definitionPath, definitionLocation)
                    if dependency.ecosystem == .maven || dependency.ecosystem == .gradlePlugin {
                        dependency.name = GradleManifest.interpolate(dependency.name, variables)
                        dependency.requirement = dependency.requirement.map { GradleManifest.interpolate($0, variables) }
                        if let requirement = dependency.requirement {
                            dependency.version = GradleManifest.exactVersion(requirement)
                            dependency.isUnpinned = GradleManifest.isDynamic(requirement)
                        }
                        if dependency.requirement?.contains("$") == true {
                            unresolvable(dependency, .versionVariable)
                            dependency.version = nil
                        }
                        if dependency.requirement == RefreshVersions.placeholder {
                            // refreshVersions' `_`: the version is in versions.properties.
                            dependency.version = RefreshVersions.version(of: dependency, in: refreshVersions, runs: refreshRuns)
                            dependency.requirement = dependency.version ?? RefreshVersions.unresolved
                            dependency.isUnpinned = false
                        }
                    }
                    // A plugin without a version is the project's own (build-logic convention plugins).
                    if dependency.ecosystem == .gradlePlugin, dependency.requirement == nil { continue }
                    let pinned = lockfile?.locked[dependency.ecosystem == .cocoapods ? dependency.name : dependency.name.lowercased()]
                    pending.append((dependency, dir, pinned, definition))
                }
            }
        }
        let managers = Self.versionManagers(pending.map(\.dependency), modules: pending.map(\.module))
        var positions: [String: Int] = [:]
        for (declared, dir, pinned, definition) in pending {
            var dependency = declared
            if dependency.ecosystem == .maven, dependency.requirement == nil {
                dependency.requirement = managers.requirement(for: dependency, module: dir)
                if dependency.name.hasPrefix("org.jetbrains.kotlin:kotlin-"), let kotlin = managers.kotlin { dependency.version = kotlin }
            }
            let key = "\(dependency.ecosystem.rawValue)|\(dependency.name)|\(dir)"
            if let kept = positions[key] {
                // Declared again in the module: it ships when any of its declarations does.
                if dependency.shipsInRelease, !dependencies[kept].dependency.shipsInRelease {
                    dependencies[kept].dependency.configuration = dependency.configuration
                }
                continue
            }
            positions[key] = dependencies.count
            var version = pinned.flatMap { $0.hasPrefix("branch ") ? nil : $0 } ?? dependency.version
            if version == nil, let requirement = dependency.requirement, dependency.ecosystem != .maven, dependency.ecosystem != .gradlePlugin,
                case .exact(let exact)? = VersionRequirement.parse(requirement) { version = exact.description }
            dependencies.append(Resolved(
                dependency: dependency, version: version, module: dir, locked: pinned != nil,
                definitionPath: definition.0, definitionLocation: definition.1))
        }
        dependencies.sort { a, b in
            if a.dependency.path != b.dependency.path { return a.dependency.path < b.dependency.path }
            if a.dependency.location != b.dependency.location { return a.dependency.location < b.dependency.location }
            return a.dependency.name < b.dependency.name
        }
        let shipping = Set(dependencies.filter(\.dependency.shipsInRelease).map(Self.definitionKey))
        testOnlyDefinitions = Set(dependencies.map(Self.definitionKey)).subtracting(shipping)
    }

    /// Where a dependency's version is decided, with its name: what `byDefinition` lists once.
    static func definitionKey(_ resolved: Resolved) -> String {
        "\(resolved.definitionPath):\(resolved.definitionLocation.line):\(resolved.dependency.name)"
    }

    /// Definitions every use of which is in a test, debug or tooling configuration.
    private var testOnlyDefinitions: Set<String> = []
    /// Carthage definitions whose framework only test targets link (`linkedByTestsOnly`).
    private var testLinkedDefinitions: Set<String> = []
    /// Definitions of modules only tests use (`declaredInTestModules`).
    private var testModuleDefinitions: Set<String> = []
    /// Definitions of modules the app's build leaves out (`declaredOutsideTheApp`).
    private var outsideDefinitions: Set<String> = []
    /// Pods of a Podfile no Xcode project beside it uses (`leftOverPodfiles`).
    private var leftOverDefinitions: Set<String> = []

    /// Carthage dependencies whose framework (named as the repository, `quick/nimble` →
    /// `nimble`) and Swift packages whose product (by the package's identity) only the Xcode
    /// project's test targets link: they do not ship, though the `Cartfile` or the project lists
    /// them beside the app's (OneBusAway's Quick and Nimble under `# Testing`; habitica-ios's
    /// Nimble package, linked by its two test targets; Canvas's Swifter, which only its XcodeGen
    /// spec's test-support framework links).
    public mutating func linkedByTestsOnly(_ frameworks: Set<String>) {
        guard !frameworks.isEmpty else { return }
        // (A package an Xcode project or an XcodeGen spec declares: one a local package declares
        // may reach the app through that package whatever a test target links.)
        for resolved in dependencies where resolved.dependency.ecosystem == .carthage
            || resolved.dependency.ecosystem == .swiftpm
                && (resolved.definitionPath.hasSuffix(".pbxproj") || resolved.definitionPath.hasSuffix(".yml") || resolved.definitionPath.hasSuffix(".yaml")) {
            let name = resolved.dependency.name.split(separator: "/").last.map { $0.lowercased() } ?? ""
            guard frameworks.contains(name) else { continue }
            testOnlyDefinitions.insert(Self.definitionKey(resolved))
            testLinkedDefinitions.insert(Self.definitionKey(resolved))
        }
    }

    /// Pods of a Podfile no Xcode project beside it builds with (nRF Toolbox's, left after its move
    /// to Swift packages: no `[CP]` build phase, no `Pods-….xcconfig`): the app carries none of them.
    /// `targets`: every Xcode target of the tree. A folder with no Xcode project says nothing.
    public mutating func leftOverPodfiles(_ targets: [XcodeTarget]) {
        guard !targets.isEmpty, dependencies.contains(where: { $0.dependency.ecosystem == .cocoapods }) else { return }
        for resolved in dependencies where resolved.dependency.ecosystem == .cocoapods && resolved.dependency.path.hasSuffix("Podfile") {
            let folder = resolved.dependency.path.parentPath
            // Xcode projects only: an XcodeGen spec's targets do not say how CocoaPods hooks in.
            let beside = targets.filter { $0.project.hasSuffix(".xcodeproj") && $0.project.parentPath == folder }
            guard beside.contains(where: { $0.kind == .app }), !beside.contains(where: { $0.usesCocoaPods == true }) else { continue }
            testOnlyDefinitions.insert(Self.definitionKey(resolved))
            leftOverDefinitions.insert(Self.definitionKey(resolved))
        }
    }

    /// Dependencies of modules that only tests or debug builds use (Plaid's `test_shared`, which
    /// the app's modules add with `testImplementation project(':test_shared')`; u2020's mock
    /// service, an `internalDebugImplementation`): no release build carries
    /// them, whatever configuration the module declares them with. `modules`: those modules'
    /// folders.
    public mutating func declaredInTestModules(_ modules: Set<String>) {
        testModuleDefinitions.formUnion(markNotShipping(modules))
    }

    /// Definitions in modules the app's build leaves out (`modules`: their folders): a desktop
    /// app's or a command-line tool's beside the app, a module the settings do not include, a
    /// Swift package for macOS alone (NHS COVID-19's `Reporting`).
    public mutating func declaredOutsideTheApp(_ modules: Set<String>) {
        outsideDefinitions.formUnion(markNotShipping(modules))
    }

    /// Marks the definitions of `modules` (folders) that no other module ships as carried by no
    /// release build; returns the keys it marked.
    private mutating func markNotShipping(_ modules: Set<String>) -> Set<String> {
        guard !modules.isEmpty else { return [] }
        let shipping = Set(dependencies.filter { $0.dependency.shipsInRelease && !modules.contains($0.module) }.map(Self.definitionKey))
        var marked: Set<String> = []
        for resolved in dependencies where modules.contains(resolved.module) {
            let key = Self.definitionKey(resolved)
            guard !shipping.contains(key), !testOnlyDefinitions.contains(key) else { continue }
            testOnlyDefinitions.insert(key)
            marked.insert(key)
        }
        return marked
    }

    /// Whether no release build carries the dependency: every module declares it for tests,
    /// debug builds or build tooling only (`androidTestImplementation`, `debugImplementation`).
    public func isTestOrDebugOnly(_ resolved: Resolved) -> Bool {
        !testOnlyDefinitions.isEmpty && testOnlyDefinitions.contains(Self.definitionKey(resolved))
    }

    /// A finding about `resolved` as a note when no release build carries the dependency: the
    /// app's users never run it, so it is upkeep of the tests or tools, not a risk of the app.
    public func weighed(_ finding: Finding, for resolved: Resolved) -> Finding {
        guard isTestOrDebugOnly(resolved) else { return finding }
        var note = finding
        note.severity = .note
        if leftOverDefinitions.contains(Self.definitionKey(resolved)) {
            note.message += " (the Podfile is left over: no Xcode project beside it builds with CocoaPods; the release build does not carry it)"
        } else if outsideDefinitions.contains(Self.definitionKey(resolved)) {
            note.message += " (declared by \(resolved.module), which the app's build leaves out: a tool or another product beside the app; the release build does not carry it)"
        } else if testModuleDefinitions.contains(Self.definitionKey(resolved)) {
            note.message += " (declared by \(resolved.module), a module only tests or debug builds use; the release build does not carry it)"
        } else if testLinkedDefinitions.contains(Self.definitionKey(resolved)) {
            note.message += " (only test targets link it; the release build does not carry it)"
        } else {
            note.message += " (declared for tests, debug builds or tooling only\(resolved.dependency.configuration.map { ": " + $0 } ?? ""); the release build does not carry it)"
        }
        return note
    }

    /// What sets the version of a Maven dependency declared without one: a BOM in the same module
    /// (or the project) whose group contains it, or the Kotlin Gradle plugin for `kotlin-*`.
    struct VersionManagers {
        var boms: [(module: String, dependency: DeclaredDependency)]
        var kotlin: String?

        func requirement(for dependency: DeclaredDependency, module: String) -> String {
            let group = String(dependency.name.prefix { $0 != ":" })
            func manages(_ bom: DeclaredDependency) -> Bool {
                let bomGroup = String(bom.name.prefix { $0 != ":" })
                return group == bomGroup || group.hasPrefix(bomGroup + ".")
            }
            let candidates = boms.filter { $0.module == module && manages($0.dependency) } + boms.filter { manages($0.dependency) }
            if let bom = candidates.first?.dependency {
                return "managed by BOM \(bom.name)" + (bom.requirement.map { ":" + $0 } ?? "")
            }
            if dependency.name.hasPrefix("org.jetbrains.kotlin:kotlin-") {
                return "managed by the Kotlin Gradle plugin" + (kotlin.map { " " + $0 } ?? "")
            }
            return "no version (set elsewhere: a BOM, a resolution strategy or a plugin)"
        }
    }

    static func versionManagers(_ dependencies: [DeclaredDependency], modules: [String]) -> VersionManagers {
        let boms = zip(modules, dependencies).filter { $0.1.isPlatform || $0.1.name.hasSuffix("-bom") }.map { (module: $0.0, dependency: $0.1) }
        let kotlin = dependencies.first {
            ($0.ecosystem == .gradlePlugin && $0.name.hasPrefix("org.jetbrains.kotlin.")) || $0.name == "org.jetbrains.kotlin:kotlin-gradle-plugin"
        }?.version
        return VersionManagers(boms: boms, kotlin: kotlin)
    }
}

/// refreshVersions (splitties.github.io/refreshVersions) writes `_` as the version and keeps the
/// real one in `versions.properties`: `version.<group>..<artifact>=…` for any library, shorter
/// keys from its built-in rules (`version.okhttp3`, `version.androidx.core`, `version.kotlin`),
/// `plugin.<id>=…` for plugins.
enum RefreshVersions {
    static let placeholder = "_"
    static let unresolved = "managed by refreshVersions (no versions.properties entry found)"

    static func isVersionsFile(_ path: String) -> Bool {
        path == "versions.properties" || path.hasSuffix("/versions.properties")
    }

    /// The rule keys of `versions.properties` (`version.okhttp3` → `["okhttp3"]`) with their
    /// values: split once for all dependencies (once per dependency cost 1.4 % of an audit of
    /// DuckDuckGo's Android app).
    static func runs(_ properties: [String: String]) -> [(run: [String], value: String)] {
        properties.compactMap { key, value in
            guard key.hasPrefix("version."), !key.contains("..") else { return nil }
            return (key.dropFirst("version.".count).split(separator: ".").map(String.init), value)
        }
    }

    static func version(of dependency: DeclaredDependency, in properties: [String: String], runs: [(run: [String], value: String)]) -> String? {
        guard !properties.isEmpty else { return nil }
        if dependency.ecosystem == .gradlePlugin {
            let id = dependency.name
            if let value = properties["plugin." + id] { return value }
            if id.hasPrefix("com.android."), let value = properties["plugin.android"] { return value }
            if id.hasPrefix("org.jetbrains.kotlin."), let value = properties["version.kotlin"] { return value }
            return nil
        }
        let parts = dependency.name.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        if let value = properties["version.\(parts[0])..\(parts[1])"] { return value }
        // The Android Gradle plugin on a buildscript classpath shares the plugin's key.
        if dependency.name == "com.android.tools.build:gradle", let value = properties["plugin.android"] { return value }
        // A rule's key is a run of the dotted `group.artifact` words that reaches the end of the
        // group or the start of the artifact (`okhttp3` in com.squareup.okhttp3, `kotlinx.coroutines`
        // in org.jetbrains.kotlinx:kotlinx-coroutines-core); the longest such key wins.
        let group = parts[0].split(separator: ".").map(String.init)
        let words = group + parts[1].split(whereSeparator: { $0 == "-" || $0 == "." || $0 == "_" }).map(String.init)
        var best: (length: Int, value: String)?
        for (run, value) in runs {
            guard !run.isEmpty, run.count <= words.count else { continue }
            for start in 0...(words.count - run.count) where words[start..<(start + run.count)].elementsEqual(run) {
                let end = start + run.count - 1
                guard start <= group.count, end >= group.count - 1 else { continue }
                if run.count > (best?.length ?? 0) || (run.count == best?.length && value < best!.value) { best = (run.count, value) }
            }
        }
        return best?.value
    }
}
