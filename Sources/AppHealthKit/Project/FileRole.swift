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
        let parts = path.split(separator: "/").map(String.init)
        guard let name = parts.last else { return .app }
        let folders = parts.dropLast()
        if folders.contains(where: vendoredFolders.contains) { return .vendored }
        if let first = folders.first, docsTopFolders.contains(first) { return .docs }
        if isGenerated(name: name, folders: Array(folders)) { return .generated }
        if folders.contains(where: toolingFolders.contains) { return .tooling }
        if let first = folders.first, toolingTopFolders.contains(first) { return .tooling }
        if isTest(name: name, folders: Array(folders)) { return .test }
        // Xcode's development assets ("Preview Content", "Preview Assets.xcassets") never ship.
        if folders.contains(where: { $0 == "Preview Content" || $0 == "PreviewContent" || $0 == "Previews" || ($0.hasSuffix(".xcassets") && $0.contains("Preview")) })
            || name.hasSuffix("Previews.swift") || name.hasSuffix("_Previews.swift") {
            return .preview
        }
        return .app
    }

    static func isGenerated(name: String, folders: [String]) -> Bool {
        if name.hasSuffix(".generated.swift") || name.hasSuffix(".g.swift") || name == "R.generated.swift" { return true }
        for (index, folder) in folders.enumerated() {
            if folder == "generated" || folder == "Generated" || folder == "DerivedSources" { return true }
            if folder == "build", index + 1 < folders.count, folders[index + 1] == "generated" { return true }
        }
        return false
    }

    static func isTest(name: String, folders: [String]) -> Bool {
        // Gradle source sets: src/test, src/androidTest, src/testDebug, src/testFixtures, src/sharedTest…
        for (index, folder) in folders.enumerated() where folder == "src" && index + 1 < folders.count {
            let set = folders[index + 1]
            if set.hasPrefix("test") || set.hasPrefix("androidTest") || set.hasPrefix("sharedTest") || set.hasPrefix("testFixtures") { return true }
        }
        if folders.contains(where: testFolders.contains) { return true }
        // Xcode and SwiftPM test bundles: `ShopTests/`, `ShopUITests/`, `Tests/ShopTests/`.
        if folders.contains(where: { $0.hasSuffix("Tests") || $0.hasSuffix("UITests") || $0.hasSuffix("Specs") }) { return true }
        // Test-support modules: SwiftPM `WaitlistMocks`, `TestSupport`, `TestHelpers`, `TestUtilities`.
        if folders.contains(where: { $0.hasSuffix("Mocks") || $0 == "TestSupport" || $0 == "TestHelpers" || $0 == "TestUtilities" || $0 == "TestUtils" }) {
            return true
        }
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        let inMainSourceSet = zip(folders, folders.dropFirst()).contains { $0 == "src" && $1 == "main" }
        if !inMainSourceSet, name.hasSuffix(".swift") || name.hasSuffix(".kt") || name.hasSuffix(".java") || name.hasSuffix(".m") {
            if stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix("Spec") || stem.hasSuffix("TestCase") { return true }
        }
        return false
    }
}
