/// What a file (or a finding in it) is for: only what ships is reported by default.
public enum FileRole: String, Sendable, Codable, CaseIterable, Comparable {
    /// Code and resources that ship in the app (the default).
    case app
    /// Unit, UI and instrumentation tests, test fixtures, test-only modules and targets.
    case test
    /// SwiftUI and Compose previews, Xcode's "Preview Content", `prepareForInterfaceBuilder`.
    case preview
    /// Build logic and scripts: `buildSrc`, `build-logic`, fastlane, shebang scripts; Gradle
    /// modules only debug builds or an internal flavour include (debug menus, component galleries);
    /// JVM modules no Android module builds on (a desktop app, a command-line tool beside the app)
    /// and Kotlin Multiplatform's browser and desktop source sets (`src/jsMain`, `src/desktopMain`).
    case tooling
    /// Generated sources (`build/generated`, `*.generated.swift`, `*.pb.swift`, SwiftGen/R.swift output).
    case generated
    /// Third-party code kept in the tree (`Pods`, `Carthage/Checkouts`, `third_party`, `vendor`, a binary `.xcframework`).
    case vendored
    /// Documentation and samples in docs folders.
    case docs

    public static func < (lhs: FileRole, rhs: FileRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Built-in rules report these only when the configuration opts in (`include-tests: true`).
    public var isOptIn: Bool { self == .test || self == .preview || self == .tooling }

    /// Never reported, whatever the configuration says; their facts still count.
    public var isNeverReported: Bool { self == .vendored || self == .generated || self == .docs }
}

/// The role a path suggests on its own, before the project model (Xcode targets, Gradle
/// modules) refines it: folder and file naming conventions of Android, Xcode and SwiftPM.
enum PathRoles {
    /// `externals`: OneBusAway keeps PromiseKit, Pulley and five more libraries so.
    static let vendoredFolders: Set<String> = [
        "Pods", "Carthage", "third_party", "third-party", "thirdparty", "ThirdParty", "3rdParty", "3rdparty", "vendor", "Vendor", "vendors", "Vendors",
        "vendored", "External", "external", "Externals", "externals",
    ]
    static let toolingFolders: Set<String> = ["buildSrc", "build-logic", "build-plugin", "build-plugins", "buildLogic", "fastlane", "gradle-plugins"]
    /// (`Scripts` too: Swiftfin's `Scripts/Translations/FindUnusedStrings.swift`, run by CI.)
    static let toolingTopFolders: Set<String> = ["scripts", "script", "Scripts", "tools", "Tools", "ci", ".github", "bin"]
    static let docsTopFolders: Set<String> = ["docs", "doc", "_docs", "documentation", "Documentation"]
    static let nonMobileSourceSets: Set<String> = ["jsMain", "jsTest", "wasmJsMain", "wasmJsTest", "wasmWasiMain", "wasmMain", "webMain", "webTest", "desktopMain", "desktopTest"]
    /// (A package's test host app, Awful's `ImgurAnonymousAPI/Test App`, is one too; files an app
    /// target compiles are the app's whatever their folder, `ProjectStructure.applyTargets`.)
    static let testFolders: Set<String> = [
        "test", "tests", "Tests", "Test", "androidTest", "testFixtures", "sharedTest", "testShared", "UITests", "uitests", "IntegrationTests", "Specs",
        "Test App", "TestApp", "TestHost", "TestHostApp",
    ]

    static func role(of path: String) -> FileRole {
        let (folder, name) = split(path)
        var verdict = FolderVerdict.top
        forEachComponent(of: folder) { verdict = verdict.entering($0) }
        return role(name: name, in: verdict)
    }

    /// The roles of many paths. A folder's verdict is its parent's verdict and what its own name
    /// says, so each verdict on the path to the current folder is kept: the next folder works out
    /// only the names it does not share with the last one (a tree's files come folder by folder,
    /// and a folder name is judged about once instead of once for every folder below it).
    static func roles(of paths: some Sequence<String>) -> [FileRole] {
        var lastFolder: Substring?
        var chain: [(name: Substring, verdict: FolderVerdict)] = []
        var roles: [FileRole] = []
        roles.reserveCapacity(paths.underestimatedCount)
        for path in paths {
            let (folder, name) = split(path)
            if folder != lastFolder {
                // Names shared with the last folder keep their verdicts; from the first that
                // differs on, the chain is cut and grown (after a cut `depth` is its length, so
                // no later name is compared).
                var depth = 0
                forEachComponent(of: folder) { component in
                    if depth < chain.count, chain[depth].name == component {
                        depth += 1
                        return
                    }
                    chain.removeSubrange(depth...)
                    chain.append((component, (chain.last?.verdict ?? .top).entering(component)))
                    depth += 1
                }
                chain.removeSubrange(depth...)
                lastFolder = folder
            }
            roles.append(role(name: name, in: chain.last?.verdict ?? .top))
        }
        return roles
    }

    /// Calls `body` with each non-empty `/`-separated part of `path`, found by bytes.
    private static func forEachComponent(of path: Substring, _ body: (Substring) -> Void) {
        let utf8 = path.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
            if end > start { body(path[start..<end]) }
            start = end == utf8.endIndex ? end : utf8.index(after: end)
        }
    }

    /// `path.split(separator: "/").map(String.init)`, found by bytes (the `Character` split
    /// cost ~25,000 instructions a folder).
    static func components(_ path: Substring) -> [String] {
        var parts: [String] = []
        forEachComponent(of: path) { parts.append(String($0)) }
        return parts
    }

    /// The folders above a path, shortest first: the text before each `/` (`a/b/c` gives `a`, `a/b`).
    static func ancestors(of path: String) -> [Substring] {
        var folders: [Substring] = []
        let utf8 = path.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "/") { folders.append(path[..<index]) }
            index = utf8.index(after: index)
        }
        return folders
    }

    /// The folder (without the last slash) and the file name.
    private static func split(_ path: String) -> (folder: Substring, name: Substring) {
        let trimmed = path.utf8.last == UInt8(ascii: "/") ? path.dropLast() : path[...]
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", trimmed) }
        return (trimmed[..<slash], trimmed[trimmed.utf8.index(after: slash)...])
    }

    private static func role(name: Substring, in folder: FolderVerdict) -> FileRole {
        if name.isEmpty && folder.isTop { return .app }
        if folder.vendored { return .vendored }
        if folder.docs { return .docs }
        if folder.generated || isGenerated(name: name) { return .generated }
        if folder.tooling { return .tooling }
        if folder.test || isTestFile(name: name, inMainSourceSet: folder.inMainSourceSet) { return .test }
        // Xcode's development assets ("Preview Content", "Preview Assets.xcassets") never ship.
        // A design system's component gallery beside each component (Canvas's
        // `HorizonUI.Modal.Storybook.swift`, `PillButtonStyle.Storybook.swift`) is a preview too.
        if folder.preview || name.hasASCIISuffix("Previews.swift") || name.hasASCIISuffix(".Storybook.swift") { return .preview }
        return .app
    }

    /// What a folder path says about every file in it: what any of its names says, or a name
    /// with the one before it (`src/main`, `src/test`), or the first name (`docs`, `scripts`).
    private struct FolderVerdict {
        /// No folder: a file at the root.
        var isTop = true
        var vendored = false
        var docs = false
        var generated = false
        var tooling = false
        var test = false
        var inMainSourceSet = false
        var preview = false
        /// Whether the last folder is named `src` (its children are Gradle source sets).
        var lastIsSrc = false

        static let top = FolderVerdict()

        /// The verdict for the folder `name` inside this one. The name is compared as one owned
        /// `String`: a literal compared with a `Substring` took the general comparison, ~150
        /// instructions, and a folder takes a dozen of them.
        func entering(_ name: Substring) -> FolderVerdict {
            var verdict = self
            verdict.isTop = false
            let name = String(name)
            verdict.lastIsSrc = name == "src"
            if isTop {
                verdict.docs = docsTopFolders.contains(name)
                if toolingTopFolders.contains(name) { verdict.tooling = true }
            }
            // A checked-in binary framework's headers and resources are its vendor's (Provenance's FFmpeg kit).
            if vendoredFolders.contains(name) || name.hasASCIISuffix(".xcframework") || name.hasASCIISuffix(".framework")
                || isVendoredLibrariesFolder(name) {
                verdict.vendored = true
            }
            // (CMake's `CMakeFiles/`: a build's output, Info.plists of upstream emulators' apps in Provenance.)
            if name == "generated" || name == "Generated" || name == "DerivedSources" || name == "CMakeFiles" {
                verdict.generated = true
            }
            if toolingFolders.contains(name) { verdict.tooling = true }
            // Gradle source sets: src/test, src/androidTest, src/testDebug, src/testFixtures, src/sharedTest…
            if lastIsSrc, name.hasASCIIPrefix("test") || name.hasASCIIPrefix("androidTest") || name.hasASCIIPrefix("sharedTest") {
                verdict.test = true
            }
            if lastIsSrc, name == "main" { verdict.inMainSourceSet = true }
            // Kotlin Multiplatform's browser and desktop targets (`src/jsMain`, `src/wasmJsMain`,
            // `src/desktopMain`: KotlinConf's web admin, Droidcon's web build): not the mobile apps.
            if lastIsSrc, nonMobileSourceSets.contains(name) { verdict.tooling = true }
            if isTestFolder(name) { verdict.test = true }
            if name == "Preview Content" || name == "PreviewContent" || name == "Previews" || (name.hasASCIISuffix(".xcassets") && name.contains("Preview")) {
                verdict.preview = true
            }
            return verdict
        }
    }

    /// A folder named for other people's libraries: `External`, `ThirdParty`, `3rdParty` or
    /// `Vendor` and then libraries, frameworks, sources or components, however spelt or
    /// separated (ownCloud's `ExternalLibreries`, `ThirdPartyLibs`, `external_frameworks`).
    static func isVendoredLibrariesFolder(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard let prefix = ["external", "thirdparty", "third_party", "third-party", "3rdparty", "vendor"].first(where: { lower.hasPrefix($0) })
        else { return false }
        var rest = lower.dropFirst(prefix.count)
        if lower.hasPrefix("externals") || lower.hasPrefix("vendors") { rest = rest.dropFirst() }
        while let first = rest.first, first == "_" || first == "-" || first == " " { rest = rest.dropFirst() }
        return ["lib", "framework", "source", "src", "component", "module", "package", "pod", "code", "dependenc"].contains { rest.hasPrefix($0) }
    }

    /// A folder of tests by its name alone: `test`, `androidTest`, `UITests`, Xcode and SwiftPM
    /// test bundles (`ShopTests/`, `ShopUITests/`, `Tests/ShopTests/`, `CartSpecs`), test-support
    /// modules (SwiftPM `WaitlistMocks`, `TestSupport`, `TestHelpers`, `TestUtilities`). (Gradle's
    /// `src/testDebug` is told by `src` before it, in `FolderVerdict`.)
    static func isTestFolder(_ name: String) -> Bool {
        testFolders.contains(name) || name.hasASCIISuffix("Tests") || name.hasASCIISuffix("Specs")
            || name.hasASCIISuffix("Mocks") || name == "TestSupport" || name == "TestHelpers" || name == "TestUtilities" || name == "TestUtils"
    }

    /// Also protocol-buffer and gRPC output checked in beside the code (`api.pb.swift`,
    /// `Service.grpc.swift`, `Api.pbobjc.m`): generated, whatever folder holds it.
    private static func isGenerated(name: Substring) -> Bool {
        name.hasASCIISuffix(".generated.swift") || name.hasASCIISuffix(".g.swift") || name.hasASCIISuffix(".pb.swift")
            || name.hasASCIISuffix(".grpc.swift") || name.hasASCIISuffix(".pbobjc.m") || name.hasASCIISuffix(".pbobjc.h")
    }

    /// Test classes by name (`LoginTests.swift`, `CartSpec.kt`) outside Gradle's main source set.
    private static func isTestFile(name: Substring, inMainSourceSet: Bool) -> Bool {
        guard !inMainSourceSet,
              name.hasASCIISuffix(".swift") || name.hasASCIISuffix(".kt") || name.hasASCIISuffix(".java") || name.hasASCIISuffix(".m") else { return false }
        let stem = name.utf8.allSatisfy { $0 < 0x80 } ? asciiStem(name) : name.split(separator: ".").first ?? name
        return stem.hasASCIISuffix("Tests") || stem.hasASCIISuffix("Test") || stem.hasASCIISuffix("Spec") || stem.hasASCIISuffix("TestCase")
    }

    /// `name.split(separator: ".").first ?? name` for an ASCII name, by bytes.
    private static func asciiStem(_ name: Substring) -> Substring {
        let utf8 = name.utf8
        guard let start = utf8.firstIndex(where: { $0 != UInt8(ascii: ".") }) else { return name }
        return name[start..<(utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex)]
    }
}
