/// A Gradle module: the folder of a `build.gradle(.kts)`, what it builds and its source sets.
public struct GradleModule: Sendable, Codable, Hashable {
    /// Folder relative to the audited root (`""` for the root project).
    public var path: String
    /// The Gradle path (`:core:data`).
    public var gradlePath: String
    public var buildScript: String
    public var kind: GradleModuleFacts.Kind?
    /// `main`, `debug`, `test`, `androidTest`, flavors… (folders under `src/`).
    public var sourceSets: [String]
    /// Used by other modules only through test configurations (`testImplementation(project(…))`),
    /// or a `com.android.test` module: its files are tests.
    public var testOnly: Bool
    /// Used by other modules only through the configurations of builds the team keeps for
    /// itself (`internalDebugImplementation project(…)`: u2020's mock GitHub service).
    public var developerOnly: Bool = false
    /// Not part of the app's build: the settings do not include it, or it is a JVM module no
    /// Android module builds on (a desktop app, a command-line tool), or a showcase.
    public var outsideTheApp: Bool = false
    public var role: FileRole
    /// A library the script publishes (`maven-publish`): other projects may use its resources.
    public var published: Bool = false
    /// The folders of the modules it builds on (`implementation project(':core')`, not tests'),
    /// when the build has an application module: whose resources merge into its own.
    public var dependsOn: [String]? = nil
    /// A plugin the script applies that sets the version code and name (from git tags:
    /// `io.github.reactivecircus.app-versioning`, ConnectBot's), by its ID or catalog accessor.
    public var versioningPlugin: String? = nil

    /// `io.github.reactivecircus.app-versioning`, `com.gladed.androidgitversion`,
    /// `me.moallemi.advanced-build-version`, `libs.plugins.app.versioning`: plugins that version the app.
    static func isVersioningPlugin(_ plugin: String) -> Bool {
        let lower = plugin.lowercased()
        return ["versioning", "gitversion", "git-version", "build-version"].contains { lower.contains($0) }
    }
}

/// What was audited as what: Xcode targets, Gradle modules, and the role of every file — the
/// project model that lets rules report on what ships and release checks read the app's files.
public struct ProjectStructure: Sendable, Codable {
    public var targets: [XcodeTarget] = []
    public var modules: [GradleModule] = []
    /// The repository's top is a library's (a podspec or a library Swift package there): what
    /// its resources hold is for the apps that integrate it.
    public var isLibraryRepository = false
    /// Folders beside the app that are none of it: Swift packages built for macOS alone beside an
    /// iOS app (a CI tool), and the Gradle builds of example apps (`packages/x/example/android`).
    public var toolPackages: [String] = []
    /// Folders beside the app whose dependencies and repositories no release build uses: the
    /// tool packages and example builds, and the Gradle modules the app's build leaves out.
    public var foldersBesideTheApp: [String] {
        (toolPackages + modules.filter(\.outsideTheApp).map(\.path)).filter { !$0.isEmpty }
    }
    /// The role of every file, by path.
    public var roles: [String: FileRole] = [:]
    /// Lines of app files that are previews (SwiftUI `#Preview`, Compose `@Preview` functions,
    /// the project's own multi-preview annotations), by path.
    public var previewLines: [String: [ClosedRange<Int>]] = [:]
    /// Lines of Swift files compiled only in debug builds (`#if DEBUG`), by path: developer screens.
    public var debugLines: [String: [ClosedRange<Int>]] = [:]

    public init() {}

    /// Whether a line is compiled only in debug builds.
    public func isDebugOnly(_ path: String, line: Int) -> Bool {
        debugLines[path]?.contains { $0.contains(line) } == true
    }

    /// The role of a file, or of a line in it (a preview inside an app file is `preview`).
    public func role(of path: String, line: Int? = nil) -> FileRole {
        let role = roles[path] ?? PathRoles.role(of: path)
        if role == .app, let line, let regions = previewLines[path], regions.contains(where: { $0.contains(line) }) { return .preview }
        return role
    }

    /// Frameworks only test targets link (`nimble`, `quick` in OneBusAway's `OneBusAwayTests`):
    /// a Carthage dependency of that name does not ship, whatever file lists it.
    /// A framework target only test bundles (or other such frameworks) link is test code too, and so
    /// is what it links (WooCommerce's `UITestsFoundation`, which brings XCUITestHelpers and ScreenObject).
    public var testOnlyFrameworks: Set<String> {
        var testing = targets.filter(\.kind.isTest)
        guard !testing.isEmpty else { return [] }
        var others = targets.filter { !$0.kind.isTest }
        // Each round moves at least one framework over, so at most `others.count` rounds.
        while true {
            let testLinked = Set(testing.flatMap(\.frameworks)), otherLinked = Set(others.flatMap(\.frameworks))
            let moving = others.indices.filter { index in
                let name = others[index].name.lowercased()
                return others[index].kind == .framework && testLinked.contains(name) && !otherLinked.contains(name)
            }
            guard !moving.isEmpty else { break }
            testing += moving.map { others[$0] }
            for index in moving.reversed() { others.remove(at: index) }
        }
        return Set(testing.flatMap(\.frameworks)).subtracting(others.flatMap(\.frameworks))
    }

    /// The library modules whose resources merge into the module at `path`: those it builds on,
    /// and theirs (Paintroid's app module and its `:Paintroid` library's launcher icons).
    public func mergedLibraries(of path: String) -> [String] {
        let byPath = Dictionary(modules.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = [path]
        var pending = byPath[path]?.dependsOn ?? []
        var result: [String] = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let module = byPath[next] else { continue }
            if module.kind == .library { result.append(next) }
            pending += module.dependsOn ?? []
        }
        return result.sorted()
    }

    /// Application targets (apps, extensions, widgets, watch apps) — what ships to the App Store.
    /// Apps, extensions, widgets and watch apps, but not a showcase's (whose project file is
    /// tooling: 1Password's app extension's `Demos/` apps).
    public var shippingTargets: [XcodeTarget] {
        targets.filter { [.app, .extension, .widget, .watch].contains($0.kind) && roles[$0.project + "/project.pbxproj"] != .tooling }
    }
    public var appTargets: [XcodeTarget] { targets.filter { $0.kind == .app && roles[$0.project + "/project.pbxproj"] != .tooling } }
    public var applicationModules: [GradleModule] { modules.filter { $0.kind == .application && $0.role == .app } }

    /// How many files have each role.
    public var roleCounts: [FileRole: Int] {
        roles.values.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}

extension ProjectStructure {
    /// Builds the structure from the tree and what the per-file pass learned (files and
    /// analyses in the same order).
    /// `pathRoles`: `PathRoles.roles(of:)` of the tree's paths, asked for once the build scripts
    /// and targets are read (it may wait for another thread making them).
    init(tree: ProjectTree, files: [ProjectFile], analyses: [FileAnalysis], pathRoles: () -> [FileRole]) {
        self.init()
        var gradleScripts: [(path: String, facts: GradleModuleFacts)] = []
        var annotated: [(path: String, declarations: [AnnotatedDeclaration])] = []
        var regions: [(path: String, facts: CodeRegionFacts)] = []
        var scripts: Set<String> = []
        var packageTests: [String] = []
        var libraryPackages: [String] = []
        var conventionPlugins: [String: GradleModuleFacts] = [:]
        // Modules convention plugins add to the modules that apply them (Home Assistant's
        // `"testImplementation"(project(":testing-unit"))`).
        var conventionDependencies: [GradleModuleFacts.ProjectDependency] = []
        /// Script plugins that apply an Android or JVM plugin (`commons.gradle`), by path.
        var scriptPlugins: [String: GradleModuleFacts] = [:]
        // Plugin IDs by version catalog accessor (`libs.plugins.agp.application` → `com.android.application`).
        var catalogPluginIDs: [String: String] = [:]
        var developerMembers: [(file: Int, members: [SwiftFacts.DeveloperMember])] = []
        var declaredGenerated: [String] = []
        // Swift packages for macOS alone (NHS COVID-19's `Reporting`, a CI tool), by folder.
        var macPackages: [String] = []
        // Settings scripts by folder: which projects they include.
        var settings: [String: GradleModuleFacts] = [:]
        for index in analyses.indices {  // in place: no copy of each file's whole analysis
            let path = files[index].path
            if analyses[index].declaresGenerated { declaredGenerated.append(path) }
            packageTests += analyses[index].dependencyManifest?.packageTestFolders ?? []
            // A library Swift package's folder, or a pod's (GitHawk's `Local Pods/SwipeCellKit`,
            // whose `Example/MailExample.xcodeproj` is the library's demo).
            if analyses[index].dependencyManifest?.packagePlatforms == ["macOS"], files[index].name == "Package.swift" {
                macPackages.append(path.parentPath)
            }
            if analyses[index].dependencyManifest?.isLibraryPackage == true && files[index].name == "Package.swift"
                || files[index].name.hasSuffix(".podspec") || files[index].name.hasSuffix(".podspec.json") {
                libraryPackages.append(path.parentPath)
            }
            if let found = analyses[index].xcodeTargets { targets += found }
            if let module = analyses[index].gradleModule {
                if files[index].name.hasPrefix("build.gradle") {
                    gradleScripts.append((path, module))
                } else if files[index].name.hasPrefix("settings.gradle") {
                    settings[path.parentPath] = module
                } else {
                    conventionDependencies += module.projectDependencies
                    if module.kind != nil { scriptPlugins[path] = module }
                }
            }
            if let catalog = analyses[index].dependencyManifest, catalog.kind == .versionCatalog, files[index].name.hasSuffix(".versions.toml") {
                let name = String(files[index].name.dropLast(".versions.toml".count)).lowercased()
                for (accessor, plugin) in catalog.catalogPlugins { catalogPluginIDs[name + ".plugins." + accessor] = plugin.name }
            }
            // A precompiled script plugin (`buildSrc/src/main/kotlin/ankidroid.android.api.gradle.kts`):
            // its file name is the plugin's ID, and what it applies says what a module applying it builds.
            if let module = analyses[index].gradleModule, !files[index].name.hasPrefix("build.gradle"),
                !files[index].name.hasPrefix("settings.gradle"), path.contains("/src/main/kotlin/") || path.contains("/src/main/groovy/") {
                let name = files[index].name
                let id = name.hasSuffix(".gradle.kts") ? String(name.dropLast(".gradle.kts".count)) : name.hasSuffix(".gradle") ? String(name.dropLast(".gradle".count)) : ""
                if !id.isEmpty { conventionPlugins[id] = module }
            }
            if let declarations = analyses[index].annotatedDeclarations { annotated.append((path, declarations)) }
            if let facts = analyses[index].codeRegions { regions.append((path, facts)) }
            // The Swift facts' fields one by one (`if let swift` copied them all).
            if analyses[index].swift?.isScript == true { scripts.insert(path) }
            if let lines = analyses[index].swift?.previewLines, !lines.isEmpty { previewLines[path] = lines }
            if let lines = analyses[index].swift?.debugLines, !lines.isEmpty { debugLines[path] = lines }
            if let members = analyses[index].swift?.developerMembers, !members.isEmpty { developerMembers.append((index, members)) }
        }
        // A member only a file's staff branches reach is developer UI, when no other Swift file
        // names it either.
        for (file, members) in developerMembers {
            for member in members where !analyses.indices.contains(where: { other in
                other != file && analyses[other].swift?.identifiers.contains(member.name) == true
            }) {
                debugLines[files[file].path, default: []].append(member.lines)
            }
        }
        modules = Self.modules(
            Self.resolvingScriptPlugins(
                Self.resolvingConventionPlugins(Self.resolvingCatalogPlugins(gradleScripts, catalogPluginIDs), conventionPlugins), scriptPlugins),
            conventionDependencies: conventionDependencies, settings: settings, tree: tree)
        roles.reserveCapacity(tree.files.count)
        for (file, role) in zip(tree.files, pathRoles()) { roles[file.path] = role }
        // Code whose opening lines say a tool wrote it (`DO NOT EDIT`), wherever it sits.
        for path in declaredGenerated where roles[path] == .app { roles[path] = .generated }
        for path in scripts where roles[path] == .app { roles[path] = .tooling }
        // Swift packages' `.testTarget`s, wherever their `path:` puts them.
        for file in tree.files where roles[file.path] == .app && packageTests.contains(where: { file.path.hasPrefix($0 + "/") }) {
            roles[file.path] = .test
        }
        applyTargets(to: tree, libraryPackages: libraryPackages)
        // A package built for macOS alone beside an iOS app is none of the app's: a tool (a CI
        // reporter) or a Mac companion. (An iOS target cannot link it.) Nor is a separate Gradle
        // build of an example app (a Flutter or React Native package's `example/android`, with a
        // settings script of its own): its root script and files are the example's too
        // (AppFlowy's packages, Rainbow's vendored charts).
        var beside = Self.exampleBuildRoots(modules, tree: tree) + Self.flutterDesktopRunners(tree)
        if !macPackages.isEmpty, targets.contains(where: { $0.kind == .app && ($0.platforms.isEmpty || $0.platforms.contains("iphoneos")) }) {
            beside += macPackages.filter { !$0.isEmpty }
        }
        if !beside.isEmpty {
            toolPackages = beside.sorted()
            for file in tree.files where roles[file.path] == .app && toolPackages.contains(where: { file.path.hasPrefix($0 + "/") }) {
                roles[file.path] = .tooling
            }
        }
        isLibraryRepository = libraryPackages.contains("")
        applyModules(to: tree)
        addComposePreviews(annotated)
        // Kotlin and Java branches that only debug builds or the IDE's preview run, and the private
        // functions only they (or previews) call: once every file's previews are known.
        for (path, facts) in regions {
            let (debug, preview) = facts.resolved(previews: previewLines[path] ?? [])
            if !debug.isEmpty { debugLines[path] = debug }
            if !preview.isEmpty { previewLines[path] = preview }
        }
        addDeveloperOnlyHelpers(regions.filter(\.facts.isStaticHelper).map(\.path), files: files, analyses: analyses)
    }

    /// Java static helpers (constructors all private) that other files use, through
    /// `Name.member`, only in debug-only code (tests, tooling and previews, which do not ship,
    /// neither keep one nor make one a developer tool): developer tools (NewPipe's
    /// `VideoDetailPlayerCrasher`, opened from an `if (DEBUG)` branch), debug-only as a whole.
    /// Each round reads the uses of the few files with debug-only code for helpers they name, then
    /// every file's uses of those alone; to a fixed point (a helper only another such helper
    /// uses), at most four rounds. Two helpers of one name are left alone: a use cannot be
    /// told to be of either.
    private mutating func addDeveloperOnlyHelpers(_ helpers: [String], files: [ProjectFile], analyses: [FileAnalysis]) {
        guard !helpers.isEmpty, !debugLines.isEmpty else { return }
        // Each helper's class name: its file's name without `.java`.
        let names = helpers.map { String(($0.split(separator: "/").last ?? Substring($0)).dropLast(5)) }
        var byName: [String: Int] = [:]
        for (position, name) in names.enumerated() { byName[name] = byName[name] == nil ? position : -1 }
        var shapes = BitFilter256()
        for name in byName.keys { shapes.insert(Self.shape(name)) }
        var marked: Set<Int> = []
        for _ in 0..<4 {
            // Helpers named in debug-only lines: `true` until a shipping use is found.
            var unshipped: [Int: Bool] = [:]
            for index in analyses.indices {
                let path = files[index].path
                guard debugLines[path] != nil, let uses = analyses[index].singletons?.uses else { continue }
                for use in uses where shapes.mayContain(Self.shape(use.base)) {
                    guard let position = byName[use.base], position >= 0, !marked.contains(position), helpers[position] != path,
                        isDebugOnly(path, line: use.location.line) else { continue }
                    unshipped[position] = true
                }
            }
            guard !unshipped.isEmpty else { return }
            var named = BitFilter256()
            for position in unshipped.keys { named.insert(Self.shape(names[position])) }
            for index in analyses.indices {
                guard let uses = analyses[index].singletons?.uses, !uses.isEmpty else { continue }
                let path = files[index].path
                for use in uses where named.mayContain(Self.shape(use.base)) {
                    guard let position = byName[use.base], position >= 0, unshipped[position] == true, helpers[position] != path else { continue }
                    let line = use.location.line
                    if !isDebugOnly(path, line: line), ![.test, .preview, .tooling, .docs].contains(role(of: path, line: line)) {
                        unshipped[position] = false
                    }
                }
            }
            let found = unshipped.filter(\.value).keys
            guard !found.isEmpty else { return }
            for position in found {
                marked.insert(position)
                debugLines[helpers[position]] = [1...Int.max]
            }
        }
    }

    /// A name's length and first and last bytes, for a filter that passes over most names.
    private static func shape(_ name: String) -> Int {
        let utf8 = name.utf8
        return utf8.count << 16 | Int(utf8.first ?? 0) << 8 | Int(utf8.last ?? 0)
    }

    /// Plugins applied through the version catalog (`alias(libs.plugins.agp.application)`,
    /// FlorisBoard's) are the IDs the catalog gives them, which say what the module builds.
    static func resolvingCatalogPlugins(
        _ scripts: [(path: String, facts: GradleModuleFacts)], _ ids: [String: String]
    ) -> [(path: String, facts: GradleModuleFacts)] {
        guard !ids.isEmpty else { return scripts }
        return scripts.map { script in
            guard script.facts.kind == nil else { return script }
            var facts = script.facts
            facts.plugins = facts.plugins.map { ids[VersionCatalogManifest.accessor($0)] ?? $0 }
            facts.kind = GradleModuleFacts.kind(of: facts.plugins)
            return (script.path, facts)
        }
    }

    /// A module whose plugins say nothing of what it builds takes the kind of a precompiled
    /// script plugin it applies (AnkiDroid's `api` applies `ankidroid.android.api`, which applies
    /// `com.android.library`), through at most four plugins applying each other.
    static func resolvingConventionPlugins(
        _ scripts: [(path: String, facts: GradleModuleFacts)], _ plugins: [String: GradleModuleFacts]
    ) -> [(path: String, facts: GradleModuleFacts)] {
        guard !plugins.isEmpty else { return scripts }
        func kind(of ids: [String], depth: Int) -> GradleModuleFacts.Kind? {
            guard depth < 4 else { return nil }
            for id in ids {
                guard let plugin = plugins[id] else { continue }
                if let kind = plugin.kind ?? kind(of: plugin.plugins, depth: depth + 1) { return kind }
            }
            return nil
        }
        return scripts.map { script in
            guard script.facts.kind == nil, let kind = kind(of: script.facts.plugins, depth: 0) else { return script }
            var facts = script.facts
            facts.kind = kind
            return (script.path, facts)
        }
    }

    /// A module whose script applies no plugin itself takes the kind of a script plugin it
    /// applies (`apply from: "../commons.gradle"`, `"$rootDir/gradle/android-app.gradle"`).
    static func resolvingScriptPlugins(
        _ scripts: [(path: String, facts: GradleModuleFacts)], _ plugins: [String: GradleModuleFacts]
    ) -> [(path: String, facts: GradleModuleFacts)] {
        guard !plugins.isEmpty else { return scripts }
        return scripts.map { script in
            guard script.facts.kind == nil, let applied = script.facts.appliedScripts else { return script }
            let folder = XcodeProjectReader.parent(of: script.path)
            for written in applied {
                guard let path = resolvedScriptPath(written, from: folder), let kind = plugins[path]?.kind else { continue }
                var facts = script.facts
                facts.kind = kind
                return (script.path, facts)
            }
            return script
        }
    }

    /// Whether a settings script includes a project, itself or a project under it (`include
    /// ':feature:player'` makes `:feature` a project too); `true` when no settings script is read
    /// or its includes are computed.
    static func isIncluded(_ gradlePath: String, by settings: GradleModuleFacts?) -> Bool {
        guard let settings, let included = settings.includedProjects, !included.isEmpty, settings.computedIncludes != true else { return true }
        return included.contains { name in
            let path = name.hasPrefix(":") ? name : ":" + name
            return path == gradlePath || path.hasPrefix(gradlePath + ":")
        }
    }

    /// An applied script's path relative to the audited root: relative to the applying script's
    /// folder, or to the root after `$rootDir/`; `nil` for a URL or another variable.
    static func resolvedScriptPath(_ written: String, from folder: String) -> String? {
        var rest = Substring(written)
        var parts = folder.isEmpty ? [] : folder.split(separator: "/")
        for prefix in ["$rootDir/", "${rootDir}/", "$rootProject.projectDir/", "${rootProject.projectDir}/"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            parts = []
        }
        guard !rest.contains("$"), !rest.contains("://"), !rest.hasPrefix("/") else { return nil }
        for part in rest.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private static func modules(
        _ scripts: [(path: String, facts: GradleModuleFacts)], conventionDependencies: [GradleModuleFacts.ProjectDependency],
        settings: [String: GradleModuleFacts], tree: ProjectTree
    ) -> [GradleModule] {
        var result: [GradleModule] = []
        var byGradlePath: [String: Int] = [:]
        // Gradle paths are relative to the build's root: the folder of the nearest settings script.
        let settingsFolders = tree.files.filter { $0.name == "settings.gradle" || $0.name == "settings.gradle.kts" }
            .map { XcodeProjectReader.parent(of: $0.path) }
        let sourceSets = sourceSetsByFolder(tree)
        for (script, facts) in scripts {
            let folder = XcodeProjectReader.parent(of: script)
            let buildRoot = settingsFolders.filter { $0.isEmpty || folder == $0 || folder.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? ""
            let inBuild = buildRoot.isEmpty ? folder : folder == buildRoot ? "" : String(folder.dropFirst(buildRoot.count + 1))
            let gradlePath = ":" + inBuild.split(separator: "/").joined(separator: ":")
            let sets = sourceSets[folder] ?? []
            // A root or aggregator script that applies nothing and holds no sources is not a module.
            if facts.kind == nil, sets.isEmpty { continue }
            // A folder the settings do not include is not built (Santa Tracker's `presentquest`,
            // left out of `settings.gradle`): whatever it holds never ships.
            let built = folder == buildRoot || Self.isIncluded(gradlePath, by: settings[buildRoot])
            byGradlePath[gradlePath] = result.count
            result.append(GradleModule(
                path: folder, gradlePath: gradlePath, buildScript: script, kind: facts.kind, sourceSets: sets.sorted(),
                testOnly: facts.kind == .test,
                // A JVM module on Lint's API holds the project's own Lint checks (Now in Android's `lint`).
                role: !built || PathRoles.role(of: script) == .tooling || (facts.kind == .jvm && facts.buildsLintChecks == true) ? .tooling : .app,
                published: facts.kind == .library && facts.publishes == true))
            result[result.count - 1].outsideTheApp = !built
            result[result.count - 1].versioningPlugin = facts.plugins.first(where: GradleModule.isVersioningPlugin)
        }
        // A library used by other modules only through test configurations is a test helper; one
        // only debug builds or an internal flavour include (DuckDuckGo's `internalImplementation
        // project(':design-system-internal')`, a component gallery) does not ship either: tooling.
        var mainUses: Set<String> = []
        var testUses: Set<String> = []
        var developerUses: Set<String> = []
        for dependencies in scripts.map(\.facts.projectDependencies) + [conventionDependencies] {
            for dependency in dependencies {
                if dependency.isTestConfiguration {
                    testUses.insert(dependency.path)
                } else if dependency.isDeveloperConfiguration {
                    developerUses.insert(dependency.path)
                } else {
                    mainUses.insert(dependency.path)
                }
            }
        }
        // A path the settings map to another folder (DuckDuckGo: `:design-system-internal` in
        // `android-design-system/design-system-internal`) is found by its last name, when one
        // module alone has it.
        var byLastName: [Substring: [Int]] = [:]
        for (index, module) in result.enumerated() {
            if let last = module.gradlePath.split(separator: ":").last { byLastName[last, default: []].append(index) }
        }
        func module(_ path: String) -> Int? {
            if let index = byGradlePath[path] { return index }
            guard let last = path.split(separator: ":").last, let found = byLastName[last], found.count == 1 else { return nil }
            return found[0]
        }
        for path in testUses.subtracting(mainUses).subtracting(developerUses) {
            if let index = module(path), result[index].kind != .application { result[index].testOnly = true }
        }
        for index in result.indices where result[index].testOnly && result[index].role == .app { result[index].role = .test }
        for path in developerUses.subtracting(mainUses) {
            if let index = module(path), result[index].kind != .application, result[index].role == .app {
                result[index].role = .tooling
                result[index].developerOnly = true
            }
        }
        // A JVM module no Android module builds on, even through other modules (Amethyst's
        // Compose Desktop `desktopApp`, its `cli` and `relayBench`): a desktop app, a command-line
        // tool or a server beside the app, not in it.
        let androidModules = result.indices.filter { result[$0].kind == .application || result[$0].kind == .library }
        if androidModules.contains(where: { result[$0].kind == .application }) {
            let owners = Dictionary(result.indices.map { (result[$0].buildScript, $0) }, uniquingKeysWith: { first, _ in first })
            var uses: [Int: [Int]] = [:]
            for (script, facts) in scripts {
                guard let owner = owners[script] else { continue }
                uses[owner] = facts.projectDependencies.filter { !$0.isTestConfiguration && !$0.isDeveloperConfiguration }.compactMap { module($0.path) }
            }
            for (owner, used) in uses where !used.isEmpty { result[owner].dependsOn = used.map { result[$0].path } }
            var reached = Set(androidModules + conventionDependencies.compactMap { module($0.path) })
            var pending = Array(reached)
            while let next = pending.popLast() {
                for used in uses[next] ?? [] where reached.insert(used).inserted { pending.append(used) }
            }
            for index in result.indices where result[index].kind == .jvm && result[index].role == .app && !reached.contains(index) {
                result[index].role = .tooling
                result[index].outsideTheApp = true
            }
        }
        // A module no other module builds on, named as a showcase or in a showcase's folder (Thunderbird's
        // `components/ui/catalog` app, `feature/autodiscovery/demo`): a gallery or demo for the
        // developers, not the app. (The project's one application module is its app, whatever its name.)
        let used = Set(mainUses.compactMap(module))
        let applications = result.indices.filter { result[$0].kind == .application }
        // (Any folder on the way: a Flutter or React Native package's example app,
        // `packages/appflowy_popover/example/android/app`, AppFlowy's.)
        for index in result.indices where result[index].role == .app && !used.contains(index)
            && result[index].path.split(separator: "/").contains(where: { Self.isShowcase(String($0)) })
            && applications != [index] {
            result[index].role = .tooling
            result[index].outsideTheApp = true
        }
        return result
    }

    /// The folders of Gradle builds (a settings script's) that hold showcase modules left out of
    /// the app and no app module: an example app's own build, found from its modules up, within
    /// the showcase's folder.
    static func exampleBuildRoots(_ modules: [GradleModule], tree: ProjectTree) -> [String] {
        let showcases = modules.filter { $0.outsideTheApp && $0.role == .tooling && $0.path.split(separator: "/").contains { isShowcase(String($0)) } }
        guard !showcases.isEmpty else { return [] }
        let settingsFolders = Set(tree.files.filter { $0.name == "settings.gradle" || $0.name == "settings.gradle.kts" }.map { $0.path.parentPath })
        let apps = modules.filter { $0.role == .app }
        var roots: Set<String> = []
        for module in showcases {
            var folder = module.path
            while !folder.isEmpty, folder.split(separator: "/").contains(where: { isShowcase(String($0)) }) {
                if settingsFolders.contains(folder) {
                    if !apps.contains(where: { $0.path == folder || $0.path.hasPrefix(folder + "/") }) { roots.insert(folder) }
                    break
                }
                folder = folder.parentPath
            }
        }
        return roots.sorted()
    }

    /// A Flutter app's desktop runners (`macos/`, `windows/`, `linux/` beside its `pubspec.yaml`,
    /// its `android/` and `ios/`): other products than the mobile app, often Flutter's untouched
    /// templates (Open Food Facts' smooth-app: its macOS menu still says `About APP_NAME`).
    static func flutterDesktopRunners(_ tree: ProjectTree) -> [String] {
        let pubspecs = tree.files.filter { $0.name == "pubspec.yaml" }.map { $0.path.parentPath }
        guard !pubspecs.isEmpty else { return [] }
        let prefix = { (project: String, folder: String) in project.isEmpty ? folder + "/" : project + "/" + folder + "/" }
        // Each project's mobile folders and desktop runners, as the tree holds them.
        var present: Set<String> = []
        for project in pubspecs {
            for folder in ["ios", "android", "macos", "windows", "linux"] {
                let start = prefix(project, folder)
                if tree.files.contains(where: { $0.path.hasPrefix(start) }) { present.insert(start) }
            }
        }
        return pubspecs.flatMap { project -> [String] in
            guard present.contains(prefix(project, "ios")) || present.contains(prefix(project, "android")) else { return [] }
            return ["macos", "windows", "linux"].map { prefix(project, $0) }.filter(present.contains).map { String($0.dropLast()) }
        }.sorted()
    }

    /// Whether a path lies in a folder named as a test harness (`UITests`, `UnitTests`).
    static func isTestHarness(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0 == "UITests" || $0 == "UnitTests" }
    }

    /// App targets that show a library to its developers rather than ship: an app whose Xcode
    /// project sits inside a library Swift package's or a pod's folder (Element X's
    /// `compound-ios/Inspector`, the design system's component browser; a local pod's example
    /// app), or whose name or project says so (`showcaseWords`),
    /// while an app outside it ships. Their positions in `targets`.
    static func showcaseTargets(_ targets: [XcodeTarget], libraryPackages: [String]) -> Set<Int> {
        let apps = targets.indices.filter { targets[$0].kind == .app }
        guard apps.count > 1 || libraryPackages.contains("") else { return [] }
        let inLibraryPackage = { (target: XcodeTarget) in
            libraryPackages.contains { !$0.isEmpty && target.project.hasPrefix($0 + "/") }
        }
        let showcases = apps.filter { position in
            let target = targets[position]
            // Any folder above the project: a vendored SDK's sample apps (Loose Leaf keeps the
            // Facebook SDK's in `Frameworks/FacebookSDK/Samples/Scrumptious/`).
            // By words of the name, camel case too (WooCommerce's `SampleReceiptPrinter`).
            return inLibraryPackage(target) || isShowcase(hyphenatingWords(target.name))
                || target.project.parentPath.split(separator: "/").contains { isShowcase(String($0)) }
        }
        // Another app ships: not every app is someone's showcase; unless the repository is a
        // library (a podspec or library package at its top) whose apps all sit in a showcase
        // folder (1Password's app extension, its four `Demos/` apps).
        guard showcases.count < apps.count else {
            let library = libraryPackages.contains("")
            let inShowcaseFolders = apps.allSatisfy { position in
                targets[position].project.parentPath.split(separator: "/").contains { isShowcase(String($0)) }
            }
            return library && inShowcaseFolders ? Set(showcases) : []
        }
        return Set(showcases)
    }

    /// App targets that build another app target of their project with developer tools added:
    /// named as it and more (`IRCCloud FLEX` beside `IRCCloud`), with its Info.plist, compiling
    /// more than it and nine in ten of its sources or more (IRCCloud's variant adds a copy of the
    /// FLEX debugger, and lags four files behind the app). What only they compile
    /// ships in no build the store gets. Their positions in `targets`.
    static func developerVariantTargets(_ targets: [XcodeTarget]) -> Set<Int> {
        let apps = targets.indices.filter { targets[$0].kind == .app && !targets[$0].sources.isEmpty }
        guard apps.count > 1 else { return [] }
        var variants: Set<Int> = []
        for variant in apps {
            let target = targets[variant]
            guard !target.infoPlists.isEmpty else { continue }
            let sources = Set(target.sources)
            let builds = apps.contains { base in
                let other = targets[base]
                guard base != variant, other.project == target.project, other.name.count < target.name.count,
                    target.name.hasPrefix(other.name), !other.sources.isEmpty,
                    other.sources.filter(sources.contains).count * 10 >= other.sources.count * 9 else { return false }
                // More than the app with its Info.plist; or any build whose added words name it a
                // developer's (Pyto's `Pyto Screenshots`, with a plist of its own).
                let added = target.name.dropFirst(other.name.count).split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
                return other.infoPlists == target.infoPlists && other.sources.count < sources.count
                    || (!added.isEmpty && added.allSatisfy(Self.developerBuildWords.contains))
            }
            if builds { variants.insert(variant) }
        }
        return variants
    }

    /// Words that name a build of the app for its developers (`Pyto Screenshots`, `IRCCloud FLEX`).
    static let developerBuildWords: Set<String> = ["flex", "debug", "dev", "development", "internal", "screenshot", "screenshots", "snapshot", "snapshots", "uitest", "uitests"]

    /// Words that name a module as a showcase for its developers, in its folder's last name
    /// (`catalog`, `ui-catalog`, `sample_app`, `demo`).
    static let showcaseWords: Set<String> = ["catalog", "gallery", "showcase", "sample", "samples", "example", "examples", "demo", "demos", "playground", "sandbox"]

    /// `Sample Receipt Printer`, `SampleReceiptPrinter` → `Sample-Receipt-Printer`: a hyphen at
    /// each space and before each capital that follows a lower-case letter; a platform's name is
    /// one word (`BugReportSampleiOSApp` → `Bug-Report-Sample-iOS-App`, Proton VPN's).
    static func hyphenatingWords(_ name: String) -> String {
        let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
        var name = name
        for platform in platforms where name.contains(platform) {
            name = name.replacingOccurrences(of: platform, with: " \(platform) ")
        }
        return name.split(separator: " ").map { word -> String in
            guard !platforms.contains(String(word)) else { return String(word) }
            var result = ""
            var previous: Character?
            for character in word {
                if character.isUppercase, previous?.isLowercase == true { result.append("-") }
                result.append(character)
                previous = character
            }
            return result
        }.joined(separator: "-")
    }

    /// A folder's last name with a showcase word, alone or with `app`/`apps` (Proton VPN's `sampleapps`).
    static func isShowcase(_ folder: String) -> Bool {
        guard let last = folder.split(separator: "/").last else { return false }
        return last.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).contains { word in
            var word = Substring(word)
            if word.hasSuffix("apps") { word = word.dropLast(4) } else if word.hasSuffix("app") { word = word.dropLast(3) }
            return showcaseWords.contains(String(word))
        }
    }

    /// For each folder `X`, the names `S` of the `X/src/S/…` folders holding a file: the source
    /// sets a build script in `X` has. One pass over the tree (not one per script).
    static func sourceSetsByFolder(_ tree: ProjectTree) -> [String: Set<String>] {
        var sets: [String: Set<String>] = [:]
        var lastFolder: Substring?
        for file in tree.files {
            // Component bounds by bytes: splitting and joining every path took 4 % of an audit of
            // a large Android app.
            let path = file.path
            let utf8 = path.utf8
            // Only the folders above the file count, and files come folder by folder: a file in
            // the folder of the one before adds nothing new.
            let folder = path[..<(path.lastIndex(ofByte: UInt8(ascii: "/")) ?? utf8.startIndex)]
            if let lastFolder, lastFolder == folder { continue }
            lastFolder = folder
            var slashes: [String.Index] = []
            var index = utf8.startIndex
            while index < utf8.endIndex {
                if utf8[index] == UInt8(ascii: "/") { slashes.append(index) }
                index = utf8.index(after: index)
            }
            // `src` followed by a set name and at least one more component (a file in a folder of the set).
            for (number, slash) in slashes.enumerated() where number + 1 < slashes.count {
                let start = number == 0 ? utf8.startIndex : utf8.index(after: slashes[number - 1])
                guard utf8[start..<slash].elementsEqual("src".utf8) else { continue }
                let folder = number == 0 ? "" : String(path[..<slashes[number - 1]])
                sets[folder, default: []].insert(String(path[utf8.index(after: slash)..<slashes[number + 1]]))
            }
        }
        return sets
    }

    /// An Xcode project's paths as the checkout spells them. Xcode on macOS (a case-insensitive
    /// volume by default) builds `xdrip/Supporting Files/Info.plist` from a folder named `xDrip`;
    /// on a case-sensitive file system that path names nothing, and the app's Info.plist went
    /// unread (xDrip4iOS: its watch app's plist was taken for the app's). A path the tree lacks
    /// takes the spelling of the one file that differs from it in case only.
    static func matchingCase(_ targets: [XcodeTarget], files: [String: FileRole]) -> [XcodeTarget] {
        func paths(_ target: XcodeTarget) -> [String] { target.sources + target.resources + target.infoPlists + target.entitlements }
        let missing = Set(targets.flatMap { paths($0).filter { files[$0] == nil } })
        guard !missing.isEmpty else { return targets }
        let wanted = Set(missing.map { $0.lowercased() })
        // The tree's spelling of each wanted path; two spellings of one path: neither is taken.
        var spellings: [String: String] = [:]
        var ambiguous: Set<String> = []
        for path in files.keys {
            let lowered = path.lowercased()
            guard wanted.contains(lowered) else { continue }
            if spellings.updateValue(path, forKey: lowered) != nil { ambiguous.insert(lowered) }
        }
        for key in ambiguous { spellings[key] = nil }
        guard !spellings.isEmpty else { return targets }
        func respelled(_ list: [String]) -> [String] { list.map { missing.contains($0) ? spellings[$0.lowercased()] ?? $0 : $0 } }
        return targets.map { target in
            var target = target
            target.sources = respelled(target.sources)
            target.resources = respelled(target.resources)
            target.infoPlists = respelled(target.infoPlists)
            target.entitlements = respelled(target.entitlements)
            return target
        }
    }

    /// Files an Xcode target compiles or copies take the target's role: a file only test bundles
    /// compile is a test; one a shipping target compiles is app code (whatever its folder is called);
    /// one only a showcase app compiles (`showcaseTargets`) is tooling.
    private mutating func applyTargets(to tree: ProjectTree, libraryPackages: [String] = []) {
        guard !targets.isEmpty else { return }
        targets = Self.matchingCase(targets, files: roles)
        let showcases = Self.showcaseTargets(targets, libraryPackages: libraryPackages).union(Self.developerVariantTargets(targets))
        var membership: [String: (test: Bool, shipping: Bool)] = [:]
        var showcased: Set<String> = []
        for (position, target) in targets.enumerated() {
            let files = target.sources + target.resources + target.infoPlists + target.entitlements
            if showcases.contains(position) {
                showcased.formUnion(files)
                continue
            }
            for path in files {
                var entry = membership[path] ?? (false, false)
                if target.kind.isTest { entry.test = true } else { entry.shipping = true }
                membership[path] = entry
            }
        }
        for path in showcased where membership[path] == nil && roles[path] == .app { roles[path] = .tooling }
        // Synchronized folders by path, looked up for each folder above a file (a file × folder
        // test cost 5 % of an audit of an app with 121 synchronized folders).
        var folders: [Substring: [(test: Bool, exceptions: Set<String>)]] = [:]
        var showcaseFolders: Set<Substring> = []
        // A showcase's own project folder, when no other target's project is in it or below it:
        // what it holds beside the files it lists (asset catalogs' images, its plists) is its too.
        let otherProjects = targets.indices.filter { !showcases.contains($0) }.map { targets[$0].project.parentPath }
        for position in showcases {
            let folder = targets[position].project.parentPath
            guard !folder.isEmpty, !otherProjects.contains(where: { $0 == folder || $0.hasPrefix(folder + "/") }) else { continue }
            showcaseFolders.insert(folder[...])
        }
        for (position, target) in targets.enumerated() where !target.folders.isEmpty {
            if showcases.contains(position) {
                showcaseFolders.formUnion(target.folders.map { $0[...] })
                continue
            }
            let exceptions = Set(target.folderExceptions)
            for folder in target.folders { folders[folder[...], default: []].append((target.kind.isTest, exceptions)) }
        }
        let development = Set(targets.flatMap(\.developmentAssets).filter { !$0.isEmpty }.map { $0[...] })
        let unbuilt = Self.unbuiltSources(tree, targets: targets, membership: membership, roles: roles)
        // Folder references a target copies into the bundle as they are (a-Shell's `Resources/Perl`,
        // Perl's headers for the interpreter it ships): code in them is content, never compiled.
        let copiedFolders = Set(targets.flatMap(\.resources).filter { !$0.isEmpty && roles[$0] == nil }.map { $0[...] })
        // What the folders above a file say depends on its folder only: worked out once for the
        // files of a folder (neighbours in the tree's order), not once for each file.
        var walkedFolder: Substring?
        var walk = AncestorWalk()
        for file in tree.files {
            var entry = membership[file.path] ?? (false, false)
            let folder = file.path.lastIndex(ofByte: UInt8(ascii: "/")).map { file.path[..<$0] } ?? ""
            if folder != walkedFolder {
                walkedFolder = folder
                walk = AncestorWalk()
                for ancestor in PathRoles.ancestors(of: file.path) {
                    if !walk.copied, copiedFolders.contains(ancestor) { walk.copied = true }
                    if !walk.inDevelopmentAssets, development.contains(ancestor) { walk.inDevelopmentAssets = true }
                    if !showcaseFolders.isEmpty, showcaseFolders.contains(ancestor) { walk.inShowcase = true }
                    walk.targets += folders[ancestor] ?? []
                }
            }
            if walk.copied, membership[file.path] == nil, Self.isCompiledSource(file.path) {
                if roles[file.path] == .app { roles[file.path] = .vendored }
                continue
            }
            let inDevelopmentAssets = walk.inDevelopmentAssets || development.contains(file.path[...])
            let inShowcase = walk.inShowcase
            for target in walk.targets where !target.exceptions.contains(file.path) {
                if target.test { entry.test = true } else { entry.shipping = true }
            }
            if inDevelopmentAssets, roles[file.path] == .app {
                roles[file.path] = .preview
                continue
            }
            if inShowcase, !entry.test, !entry.shipping, roles[file.path] == .app {
                roles[file.path] = .tooling
                continue
            }
            if !entry.test, !entry.shipping, unbuilt.contains(file.path) {
                roles[file.path] = .tooling
                continue
            }
            guard entry.test || entry.shipping, let current = roles[file.path], current == .app || current == .test || current == .preview else { continue }
            if entry.shipping {
                // A UI- or unit-test harness the app compiles (Element X's `Sources/UITests`,
                // screens the app shows only when UI tests launch it) stays a test; any other
                // folder the app compiles is app code, whatever it is called.
                if current == .test, !Self.isTestHarness(file.path) { roles[file.path] = .app }
            } else {
                roles[file.path] = .test
            }
        }
    }

    /// What the folders above a file say of it (`applyTargets`).
    private struct AncestorWalk {
        /// In a folder a target copies as it is.
        var copied = false
        var inDevelopmentAssets = false
        var inShowcase = false
        /// The synchronized folders' targets.
        var targets: [(test: Bool, exceptions: Set<String>)] = []
    }

    /// Source code a compiler reads (Swift, Objective-C, C, C++ and their headers, Kotlin, Java).
    static func isCompiledSource(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return ["swift", "m", "mm", "h", "hh", "hpp", "c", "cc", "cpp", "kt", "java"].contains(path[path.index(after: dot)...])
    }

    /// Swift and Objective-C files no target compiles, storyboards and xibs none copies, in a
    /// project whose targets list their sources (and resources): left behind (owntracks-ios's `SettingsTVC.m`, replaced by `SettingsTVC.swift`
    /// and no longer in the project), they do not ship, like a showcase's. Only when every Xcode
    /// project above the file was read and lists sources, and no other build above it could
    /// compile it (`Package.swift`, a podspec, XcodeGen's `project.yml`, Tuist's `Project.swift`,
    /// Bazel's `BUILD`). Candidates have no target's membership (`membership`); the caller keeps
    /// those a synchronized folder holds.
    static func unbuiltSources(
        _ tree: ProjectTree, targets: [XcodeTarget], membership: [String: (test: Bool, shipping: Bool)], roles: [String: FileRole]
    ) -> Set<String> {
        guard !targets.isEmpty else { return [] }
        var listing: [String: Bool] = [:]  // project folder → some target of it lists its sources
        var copying: Set<String> = []  // project folders some target of which copies resources
        for target in targets {
            let folder = target.project.parentPath
            listing[folder] = (listing[folder] ?? false) || !target.sources.isEmpty
            if !target.resources.isEmpty { copying.insert(folder) }
        }
        var projectFolders: Set<String> = []
        var otherBuilds: Set<String> = []
        for file in tree.files {
            if file.name == "project.pbxproj" { projectFolders.insert(file.path.parentPath.parentPath) }
            if ["Package.swift", "project.yml", "Project.swift", "BUILD", "BUILD.bazel"].contains(file.name) || file.name.hasSuffix(".podspec") {
                otherBuilds.insert(file.path.parentPath)
            }
        }
        // A project the reader could not read (no targets) may compile anything below it.
        guard projectFolders.allSatisfy({ listing[$0] != nil }) else { return [] }
        // A synchronized folder's file may belong to another target through an exception set
        // (NetNewsWire's share extension compiles `iOS/ShareExtension/…` so): never told unbuilt.
        let synchronized = Set(targets.flatMap(\.folders))
        let excepted = Set(targets.flatMap(\.folderExceptions))
        var unbuilt: Set<String> = []
        // Folders holding a file some target compiles: a header under none of them is no one's
        // (a-Shell's `Resources/usr_old/include`, system headers left in the tree); headers are
        // never listed in a Sources phase, so they are judged by where they sit.
        var builtFolders: Set<Substring> = []
        for target in targets {
            for path in target.sources + target.folders.map({ $0 + "/" }) {
                for folder in PathRoles.ancestors(of: path).reversed() where !folder.isEmpty {
                    guard builtFolders.insert(folder).inserted else { break }  // its ancestors are in too
                }
            }
        }
        for file in tree.files where file.kind == .swift || file.kind == .objc || file.kind == .objcHeader || file.kind == .storyboard || file.kind == .xib {
            guard membership[file.path] == nil, roles[file.path] == .app else { continue }
            if file.kind == .objcHeader, PathRoles.ancestors(of: file.path).contains(where: { !$0.isEmpty && builtFolders.contains($0) }) { continue }
            let ancestors = Set(PathRoles.ancestors(of: file.path).map(String.init)).union([""])
            let projects = projectFolders.filter { ancestors.contains($0) }
            // A storyboard or xib no target copies, where the projects above copy resources
            // (Corona-Warn-App's `Main.storyboard`, a prototype left out of the project).
            let isInterface = file.kind == .storyboard || file.kind == .xib
            guard !projects.isEmpty, projects.allSatisfy({ listing[$0] == true && (!isInterface || copying.contains($0)) }), otherBuilds.isDisjoint(with: ancestors),
                synchronized.isDisjoint(with: ancestors), !excepted.contains(file.path) else { continue }
            unbuilt.insert(file.path)
        }
        return unbuilt
    }

    /// Files of test-only and tooling modules take the module's role.
    private mutating func applyModules(to tree: ProjectTree) {
        // Each module with the prefix of its files (made once, not once per file and module).
        func withPrefixes(_ modules: [GradleModule]) -> [(module: GradleModule, prefix: String, length: Int)] {
            modules.map { ($0, $0.path.isEmpty ? "" : $0.path + "/", $0.path.count) }
        }
        let special = withPrefixes(modules.filter { $0.role != .app }.sorted { $0.path.count > $1.path.count })
        guard !special.isEmpty else { return }
        let apps = withPrefixes(modules.filter { $0.role == .app })
        // Every prefix ends with `/`, so files of one folder get one answer: worked out once per
        // folder (the tree lists a folder's files together), not once per file and module.
        var last: (folder: Substring, role: FileRole?)?
        for file in tree.files where roles[file.path] == .app {
            // (By bytes: `String.lastIndex(of:)` walks Characters, 47 M instructions on Thunderbird.)
            let folder = file.path[..<(file.path.lastIndex(ofByte: UInt8(ascii: "/")) ?? file.path.startIndex)]
            let role: FileRole?
            if let last, last.folder == folder {
                role = last.role
            } else if let module = special.first(where: { file.path.hasPrefix($0.prefix) }) {
                // Only when no deeper app module holds the file.
                let deeper = apps.contains { $0.length > module.length && file.path.hasPrefix($0.prefix) }
                role = deeper ? nil : module.module.role
            } else {
                role = nil
            }
            last = (folder, role)
            if let role { roles[file.path] = role }
        }
    }

    /// Compose previews: functions annotated `@Preview…`, or with an annotation class the project
    /// declares and annotates with one (multi-preview annotations, possibly in another file).
    private mutating func addComposePreviews(_ files: [(path: String, declarations: [AnnotatedDeclaration])]) {
        var previewAnnotations: Set<String> = []
        let declared = files.flatMap(\.declarations).filter { $0.declaresAnnotation != nil }
        // `@Preview`, AndroidX's `@PreviewLightDark`…, libraries' `@ThemePreview`/`@DevicePreviews`,
        // and the project's own multi-preview annotation classes.
        func isPreview(_ name: String) -> Bool {
            name.hasPrefix("Preview") || name.hasSuffix("Preview") || name.hasSuffix("Previews") || previewAnnotations.contains(name)
        }
        var changed = true
        while changed {  // multi-preview annotations may be annotated with other multi-previews
            changed = false
            for declaration in declared where !previewAnnotations.contains(declaration.declaresAnnotation!) {
                if declaration.annotations.contains(where: isPreview) {
                    previewAnnotations.insert(declaration.declaresAnnotation!)
                    changed = true
                }
            }
        }
        for (path, declarations) in files {
            let regions = declarations.filter { $0.declaresAnnotation == nil && $0.annotations.contains(where: isPreview) }.map(\.lines)
            if !regions.isEmpty { previewLines[path, default: []] += regions }
        }
    }
}
