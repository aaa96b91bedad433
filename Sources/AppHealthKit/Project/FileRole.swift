/// What a file (or a finding in it) is for: only what ships is reported by default.
public enum FileRole: String, Sendable, Codable, CaseIterable, Comparable {
    /// Code and resources that ship in the app (the default).
    case app
    /// Unit, UI and instrumentation tests, test fixtures, test-only modules and targets.
    case test
    /// SwiftUI and Compose previews, Xcode's "Preview Content", `prepareForInterfaceBuilder`.
    case preview
    /// Build logic and scripts: `buildSrc`, `build-logic`, fastlane, shebang scripts.
    case tooling
    /// Generated sources (`build/generated`, `*.generated.swift`, SwiftGen/R.swift output).
    case generated
    /// Third-party code kept in the tree (`Pods`, `Carthage/Checkouts`, `third_party`, `vendor`).
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
    static let vendoredFolders: Set<String> = ["Pods", "Carthage", "third_party", "third-party", "thirdparty", "ThirdParty", "vendor", "Vendor", "vendored", "External"]
    static let toolingFolders: Set<String> = ["buildSrc", "build-logic", "build-plugin", "build-plugins", "buildLogic", "fastlane", "gradle-plugins"]
    static let toolingTopFolders: Set<String> = ["scripts", "script", "tools", "ci", ".github", "bin"]
    static let docsTopFolders: Set<String> = ["docs", "doc", "documentation", "Documentation"]
    static let testFolders: Set<String> = ["test", "tests", "Tests", "Test", "androidTest", "testFixtures", "sharedTest", "testShared", "UITests", "uitests", "IntegrationTests", "Specs"]

    static func role(of path: String) -> FileRole {
        let (folder, name) = split(path)
        return role(name: name, in: FolderVerdict(folder))
    }

    /// The roles of many paths: the folder's part of each verdict is worked out once for every
    /// run of paths in the same folder (a tree's files come folder by folder).
    static func roles(of paths: some Sequence<String>) -> [FileRole] {
        var lastFolder: Substring?
        var verdict = FolderVerdict("")
        var roles: [FileRole] = []
        roles.reserveCapacity(paths.underestimatedCount)
        for path in paths {
            let (folder, name) = split(path)
            if folder != lastFolder {
                verdict = FolderVerdict(folder)
                lastFolder = folder
            }
            roles.append(role(name: name, in: verdict))
        }
        return roles
    }

    /// `path.split(separator: "/").map(String.init)`, found by bytes (the `Character` split
    /// cost ~25,000 instructions a folder).
    static func components(_ path: Substring) -> [String] {
        var parts: [String] = []
        let utf8 = path.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
            if end > start { parts.append(String(path[start..<end])) }
            start = end == utf8.endIndex ? end : utf8.index(after: end)
        }
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
        if name.isEmpty && folder.folders.isEmpty { return .app }
        if folder.vendored { return .vendored }
        if folder.docs { return .docs }
        if folder.generated || isGenerated(name: name) { return .generated }
        if folder.tooling { return .tooling }
        if folder.test || isTestFile(name: name, inMainSourceSet: folder.inMainSourceSet) { return .test }
        // Xcode's development assets ("Preview Content", "Preview Assets.xcassets") never ship.
        if folder.preview || name.hasSuffix("Previews.swift") || name.hasSuffix("_Previews.swift") { return .preview }
        return .app
    }

    /// What a folder path says about every file in it.
    private struct FolderVerdict {
        var folders: [String]
        var vendored: Bool
        var docs: Bool
        var generated: Bool
        var tooling: Bool
        var test: Bool
        var inMainSourceSet: Bool
        var preview: Bool

        init(_ folder: Substring) {
            folders = PathRoles.components(folder)
            vendored = folders.contains(where: vendoredFolders.contains)
            docs = folders.first.map(docsTopFolders.contains) ?? false
            generated = isGenerated(folders: folders)
            tooling = folders.contains(where: toolingFolders.contains) || (folders.first.map(toolingTopFolders.contains) ?? false)
            test = isTest(folders: folders)
            inMainSourceSet = zip(folders, folders.dropFirst()).contains { $0 == "src" && $1 == "main" }
            preview = folders.contains { $0 == "Preview Content" || $0 == "PreviewContent" || $0 == "Previews" || ($0.hasSuffix(".xcassets") && $0.contains("Preview")) }
        }
    }

    static func isGenerated(name: String, folders: [String]) -> Bool {
        isGenerated(name: name[...]) || isGenerated(folders: folders)
    }

    private static func isGenerated(name: Substring) -> Bool {
        name.hasSuffix(".generated.swift") || name.hasSuffix(".g.swift") || name == "R.generated.swift"
    }

    private static func isGenerated(folders: [String]) -> Bool {
        for (index, folder) in folders.enumerated() {
            if folder == "generated" || folder == "Generated" || folder == "DerivedSources" { return true }
            if folder == "build", index + 1 < folders.count, folders[index + 1] == "generated" { return true }
        }
        return false
    }

    static func isTest(name: String, folders: [String]) -> Bool {
        isTest(folders: folders) || isTestFile(name: name[...], inMainSourceSet: zip(folders, folders.dropFirst()).contains { $0 == "src" && $1 == "main" })
    }

    private static func isTest(folders: [String]) -> Bool {
        // Gradle source sets: src/test, src/androidTest, src/testDebug, src/testFixtures, src/sharedTest…
        for (index, folder) in folders.enumerated() where folder == "src" && index + 1 < folders.count {
            let set = folders[index + 1]
            if set.hasPrefix("test") || set.hasPrefix("androidTest") || set.hasPrefix("sharedTest") || set.hasPrefix("testFixtures") { return true }
        }
        if folders.contains(where: testFolders.contains) { return true }
        // Xcode and SwiftPM test bundles: `ShopTests/`, `ShopUITests/`, `Tests/ShopTests/`.
        if folders.contains(where: { $0.hasSuffix("Tests") || $0.hasSuffix("UITests") || $0.hasSuffix("Specs") }) { return true }
        // Test-support modules: SwiftPM `WaitlistMocks`, `TestSupport`, `TestHelpers`, `TestUtilities`.
        return folders.contains(where: { $0.hasSuffix("Mocks") || $0 == "TestSupport" || $0 == "TestHelpers" || $0 == "TestUtilities" || $0 == "TestUtils" })
    }

    /// Test classes by name (`LoginTests.swift`, `CartSpec.kt`) outside Gradle's main source set.
    private static func isTestFile(name: Substring, inMainSourceSet: Bool) -> Bool {
        guard !inMainSourceSet, name.hasSuffix(".swift") || name.hasSuffix(".kt") || name.hasSuffix(".java") || name.hasSuffix(".m") else { return false }
        let stem = name.split(separator: ".").first ?? name
        return stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix("Spec") || stem.hasSuffix("TestCase")
    }
}
