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

    public private(set) var dependencies: [Resolved] = []
    /// Manifests that need a lockfile they do not have, with the lockfile they lack.
    public private(set) var missingLockfiles: [(path: String, lockfile: String)] = []
    public private(set) var jcenter: [(path: String, location: SourceLocation)] = []

    /// One dependency per place its version is decided (a catalog entry used by eleven modules
    /// counts once): what findings and libyear totals are about.
    public var byDefinition: [Resolved] {
        var seen = Set<String>()
        return dependencies.filter { seen.insert("\($0.definitionPath):\($0.definitionLocation.line):\($0.dependency.name)").inserted }
    }

    public init(_ manifests: [ManifestFacts]) {
        func folder(_ path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "" }
            return String(path[..<slash])
        }
        var variables: [String: String] = [:]
        var catalog: [String: DeclaredDependency] = [:]
        // Root-level variables first, so a module's own `ext` wins over the root's.
        for manifest in manifests.sorted(by: { $0.path.split(separator: "/").count > $1.path.split(separator: "/").count }) {
            variables.merge(manifest.variables) { _, new in new }
        }
        for manifest in manifests where manifest.kind == .versionCatalog {
            catalog.merge(manifest.catalogLibraries) { first, _ in first }
        }
        let byPath = Dictionary(manifests.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func lock(_ path: String) -> ManifestFacts? { byPath[path] }
        var seen = Set<String>()

        for manifest in manifests {
            for (_, location) in manifest.repositories.map({ ($0.name, $0.location) }) {
                jcenter.append((manifest.path, location))
            }
            let dir = folder(manifest.path)
            let prefix = dir.isEmpty ? "" : dir + "/"
            var lockfile: ManifestFacts?
            switch manifest.kind {
            case .podfile:
                lockfile = lock(prefix + "Podfile.lock")
                if lockfile == nil, !manifest.dependencies.isEmpty { missingLockfiles.append((manifest.path, "Podfile.lock")) }
            case .cartfile:
                lockfile = lock(prefix + "Cartfile.resolved")
                if lockfile == nil, !manifest.dependencies.isEmpty { missingLockfiles.append((manifest.path, "Cartfile.resolved")) }
            case .packageSwift:
                lockfile = lock(prefix + "Package.resolved")
                if lockfile == nil, !manifest.dependencies.isEmpty, !manifest.isLibraryPackage {
                    missingLockfiles.append((manifest.path, "Package.resolved"))
                }
            case .xcodeProject:
                // App.xcodeproj/project.pbxproj → App.xcodeproj/project.xcworkspace/… or a sibling .xcworkspace.
                let projectDir = dir
                let parent = folder(projectDir)
                let candidates = [projectDir + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"]
                    + manifests.filter { $0.kind == .packageResolved && $0.path.hasPrefix(parent.isEmpty ? "" : parent + "/") && $0.path.contains(".xcworkspace/") }.map(\.path)
                lockfile = candidates.lazy.compactMap(lock).first
                if lockfile == nil, !manifest.dependencies.isEmpty {
                    missingLockfiles.append((manifest.path, projectDir + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
                }
            default:
                break
            }
            for declared in manifest.dependencies {
                var dependency = declared
                var definition = (declared.path, declared.location)
                if let accessor = dependency.catalogAccessor {
                    guard let entry = catalog[accessor.lowercased()] else { continue }
                    definition = (entry.path, entry.location)
                    dependency.name = entry.name
                    dependency.requirement = entry.requirement
                    dependency.version = entry.version
                    dependency.isUnpinned = entry.isUnpinned
                }
                if dependency.ecosystem == .maven {
                    dependency.name = GradleManifest.interpolate(dependency.name, variables)
                    dependency.requirement = dependency.requirement.map { GradleManifest.interpolate($0, variables) }
                    dependency.version = dependency.version.map { GradleManifest.interpolate($0, variables) }
                    if let version = dependency.version { dependency.isUnpinned = GradleManifest.isDynamic(version) }
                    if dependency.version?.contains("$") == true { dependency.version = nil }
                }
                let pinned = lockfile?.locked[dependency.ecosystem == .cocoapods ? dependency.name : dependency.name.lowercased()]
                let key = "\(dependency.ecosystem.rawValue)|\(dependency.name)|\(dir)"
                guard seen.insert(key).inserted else { continue }
                var version = pinned.flatMap { $0.hasPrefix("branch ") ? nil : $0 } ?? dependency.version
                if version == nil, let requirement = dependency.requirement, dependency.ecosystem != .maven,
                    case .exact(let exact)? = VersionRequirement.parse(requirement) { version = exact.description }
                dependencies.append(Resolved(
                    dependency: dependency, version: version, module: dir, locked: pinned != nil,
                    definitionPath: definition.0, definitionLocation: definition.1))
            }
        }
        dependencies.sort { a, b in
            if a.dependency.path != b.dependency.path { return a.dependency.path < b.dependency.path }
            if a.dependency.location != b.dependency.location { return a.dependency.location < b.dependency.location }
            return a.dependency.name < b.dependency.name
        }
    }
}

