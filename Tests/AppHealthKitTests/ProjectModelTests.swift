@testable import AppHealthKit
import XCTest

/// The project model on `Fixtures/MixedMonorepo`: Xcode targets, Gradle modules, file roles.
/// Tests, previews and tooling hold a trap for every rule; only what ships is reported.
final class ProjectModelTests: XCTestCase {
    private func audit(includeTests: Bool = false) -> AuditResult {
        var configuration = Configuration()
        configuration.includeTests = includeTests
        return Auditor().run(AuditRequest(root: Paths.fixture("MixedMonorepo"), configuration: configuration, jobs: 2))
    }

    func testOnlyWhatShipsIsReported() {
        let result = audit()
        XCTAssertTrue(result.findings.allSatisfy { $0.role == .app }, "\(result.findings.map { ($0.ruleId, $0.path, $0.role as Any) })")
        // (`com.acme.mixed` names "Mixed Shop" by its word `mixed`: no package-name warning.)
        XCTAssertEqual(Set(result.findings.map { "\($0.ruleId) \($0.path)" }), [
            "deps.stale-library android/gradle/libs.versions.toml",
            "android.unused-resource android/app/src/main/res/values/strings.xml",
        ])
        // A getIdentifier call in an instrumentation test does not turn app findings into notes.
        let unused = result.findings.filter { $0.ruleId == "android.unused-resource" }
        XCTAssertEqual(unused.map(\.severity), [.warning])
        XCTAssertTrue(unused[0].message.contains("legacy_banner"), unused[0].message)
    }

    func testEveryTrapIsAFindingWhenTestsAreIncluded() {
        let result = audit(includeTests: true)
        let byPath = Dictionary(grouping: result.findings, by: \.path)
        let expected: [(path: String, role: FileRole)] = [
            ("android/app/src/test/java/com/acme/mixed/CartTest.kt", .test),  // setText literal, object with a var
            ("android/app/src/test/res/values/strings.xml", .test),  // a test-only string is never used by the app
            ("android/core/testing/src/main/java/com/acme/testing/TestDispatcher.kt", .test),  // test-only module
            ("android/app/src/main/java/com/acme/mixed/CartScreen.kt", .preview),  // multi-preview from another module
            ("android/build-logic/convention/src/main/kotlin/AndroidApplicationConventionPlugin.kt", .tooling),
            ("ios/AcmeTests/CartTests.swift", .test),
            ("ios/ShopUITests/ShopUITests.swift", .test),
            ("ios/Shop/ContentView.swift", .preview),  // #Preview and PreviewProvider
            ("ios/Shop/ScannerButton.swift", .preview),  // prepareForInterfaceBuilder
            ("ios/ShopWidget/ShopWidget.swift", .preview),
            ("ios/Shop/Preview Content/Preview Assets.xcassets/sample-product.imageset/Contents.json", .preview),  // DEVELOPMENT_ASSET_PATHS
            ("ios/scripts/make-icons.swift", .tooling),  // shebang script
            ("ios/fastlane/SnapshotHelper.swift", .tooling),
        ]
        for (path, role) in expected {
            let findings = byPath[path] ?? []
            XCTAssertFalse(findings.isEmpty, "no finding in the trap \(path)")
            XCTAssertTrue(findings.allSatisfy { $0.role == role }, "\(path): \(findings.map { ($0.ruleId, $0.line, $0.role as Any) })")
        }
    }

    /// Xcode 16 synchronized folders give their files the target's role, except the files the
    /// target excludes; a file both a test bundle and the app compile is app code. Issue 21: the
    /// folders are looked up per folder above a file, not tested against every file.
    func testSynchronizedFoldersGiveTheirTargetsRole() throws {
        let tree = try ScratchTree()
        try tree.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    P1 = {isa = PBXProject; mainGroup = M1; targets = (T1, T2); };
                    M1 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
                    G1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources/Tests; sourceTree = "<group>"; exceptions = (E1); };
                    E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Fixture.swift); target = T1; };
                    G2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources/Checks; sourceTree = "<group>"; };
                    T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (G1); buildPhases = (); };
                    T2 = {isa = PBXNativeTarget; name = AppChecks; productType = "com.apple.product-type.bundle.unit-test"; fileSystemSynchronizedGroups = (G2); buildPhases = (); };
                };
                rootObject = P1;
            }
            """)
        for path in ["Sources/Tests/Shown.swift", "Sources/Tests/Deep/Er.swift", "Sources/Tests/Fixture.swift", "Sources/Checks/CheckA.swift", "Sources/Checks/Sub/CheckB.swift", "Sources/Checksum.swift",
                     "Sources/Tests/UITests/BlankFormCoordinator.swift"] {
            try tree.write(path, "let x = 1\n")
        }
        // By folder names alone, the first folder holds tests and the second app code.
        XCTAssertEqual(PathRoles.role(of: "Sources/Tests/Shown.swift"), .test)
        XCTAssertEqual(PathRoles.role(of: "Sources/Checks/CheckA.swift"), .app)
        let structure = try XCTUnwrap(Auditor().run(AuditRequest(root: tree.root)).structure)
        XCTAssertEqual(structure.targets.map(\.folders), [["Sources/Tests"], ["Sources/Checks"]])
        XCTAssertEqual(structure.role(of: "Sources/Tests/Shown.swift"), .app, "the app compiles it, whatever its folder is called")
        XCTAssertEqual(structure.role(of: "Sources/Tests/Deep/Er.swift"), .app)
        XCTAssertEqual(structure.role(of: "Sources/Tests/UITests/BlankFormCoordinator.swift"), .test,
                       "a UI-test harness the app compiles (Element X) is still a test")
        XCTAssertEqual(structure.role(of: "Sources/Tests/Fixture.swift"), .test, "excluded from the app target: its folder decides")
        XCTAssertEqual(structure.role(of: "Sources/Checks/CheckA.swift"), .test, "only the test bundle compiles it")
        XCTAssertEqual(structure.role(of: "Sources/Checks/Sub/CheckB.swift"), .test)
        XCTAssertEqual(structure.role(of: "Sources/Checksum.swift"), .app, "a name that starts like the folder is not in it")
        XCTAssertEqual(PathRoles.ancestors(of: "a/b/c.swift"), ["a", "a/b"])
        XCTAssertEqual(PathRoles.ancestors(of: "a//b/"), ["a", "a/", "a//b"])
        XCTAssertEqual(PathRoles.ancestors(of: "c.swift"), [])
    }

    /// Element X: the design system's Swift package (`compound-ios/Package.swift`, a library)
    /// holds its own component browser app (`compound-ios/Inspector/Inspector.xcodeproj`). Its
    /// files are tooling, while the app outside the package ships; a lone app is the app, inside
    /// a package or not; an app target named as a showcase (`Catalog`) is tooling too.
    func testShowcaseAppsOfLibraryPackagesAreTooling() throws {
        func project(_ name: String, folder: String) -> String {
            """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 77; rootObject = P1;
              objects = {
                P1 = {isa = PBXProject; mainGroup = M1; targets = (T1); };
                M1 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                G1 = {isa = PBXFileSystemSynchronizedRootGroup; path = \(folder); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = "\(name)"; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (G1); buildPhases = (); };
              };
            }
            """
        }
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Compound", products: [.library(name: "Compound", targets: ["Compound"])], targets: [.target(name: "Compound")])
            """
        // The structure of a tree holding `files` (path → text).
        func structure(_ files: [String: String]) throws -> ProjectStructure {
            let tree = try ScratchTree()
            for (path, text) in files { try tree.write(path, text) }
            return try XCTUnwrap(Auditor().run(AuditRequest(root: tree.root)).structure)
        }
        let inspector = [
            "compound-ios/Package.swift": package,
            "compound-ios/Inspector/Inspector.xcodeproj/project.pbxproj": project("Compound Inspector", folder: "Sources"),
            "compound-ios/Inspector/Sources/SidebarList.swift": "let z = 1\n",
        ]
        let beside = try structure(inspector.merging([
            "ElementX.xcodeproj/project.pbxproj": project("ElementX", folder: "ElementX"),
            "ElementX/Home.swift": "let x = 1\n",
            "compound-ios/Sources/Compound/Button.swift": "let y = 1\n",
        ]) { a, _ in a })
        XCTAssertEqual(beside.role(of: "ElementX/Home.swift"), .app)
        XCTAssertEqual(beside.role(of: "compound-ios/Sources/Compound/Button.swift"), .app)
        XCTAssertEqual(beside.role(of: "compound-ios/Inspector/Sources/SidebarList.swift"), .tooling)

        // Alone, the package's app is the app.
        XCTAssertEqual(try structure(inspector).role(of: "compound-ios/Inspector/Sources/SidebarList.swift"), .app)

        // A local pod's folder (GitHawk's `Local Pods/SwipeCellKit`, a podspec beside its
        // `Example` app) is a library's as a package's is.
        let pod = try structure([
            "Freetime.xcodeproj/project.pbxproj": project("Freetime", folder: "Classes"),
            "Classes/Inbox.swift": "let x = 1\n",
            "Local Pods/SwipeCellKit/SwipeCellKit.podspec": "Pod::Spec.new do |s|\n  s.name = 'SwipeCellKit'\nend\n",
            "Local Pods/SwipeCellKit/Source/SwipeAction.swift": "let y = 1\n",
            "Local Pods/SwipeCellKit/Example/MailExample.xcodeproj/project.pbxproj": project("MailExample", folder: "MailExample"),
            "Local Pods/SwipeCellKit/Example/MailExample/MailViewController.swift": "let z = 1\n",
        ])
        XCTAssertEqual(pod.role(of: "Local Pods/SwipeCellKit/Example/MailExample/MailViewController.swift"), .tooling)
        XCTAssertEqual(pod.role(of: "Local Pods/SwipeCellKit/Source/SwipeAction.swift"), .app)
        XCTAssertEqual(pod.role(of: "Classes/Inbox.swift"), .app)

        // Named as a showcase, beside the app.
        let named = try structure([
            "Shop.xcodeproj/project.pbxproj": project("Shop", folder: "Shop"),
            "Shop/Home.swift": "let x = 1\n",
            "UI/UI.xcodeproj/project.pbxproj": project("UI Catalog", folder: "Catalog"),
            "UI/Catalog/Buttons.swift": "let x = 1\n",
        ])
        XCTAssertEqual(named.role(of: "UI/Catalog/Buttons.swift"), .tooling)
        XCTAssertEqual(named.role(of: "Shop/Home.swift"), .app)

        // A vendored SDK's sample apps (Loose Leaf's `Frameworks/FacebookSDK/Samples/…`): a
        // folder above the project names them, and what their folder holds beside the files the
        // project lists (an asset catalog's images) is theirs too.
        let samples = try structure([
            "Shop.xcodeproj/project.pbxproj": project("Shop", folder: "Shop"),
            "Shop/Home.swift": "let x = 1\n",
            "Frameworks/VendorSDK/Samples/Share/Share.xcodeproj/project.pbxproj": project("Share", folder: "Share"),
            "Frameworks/VendorSDK/Samples/Share/Share/ShareViewController.swift": "let x = 1\n",
            "Frameworks/VendorSDK/Samples/Share/Images.xcassets/Logo.imageset/Contents.json": "{}",
        ])
        XCTAssertEqual(samples.role(of: "Frameworks/VendorSDK/Samples/Share/Share/ShareViewController.swift"), .tooling)
        XCTAssertEqual(samples.role(of: "Frameworks/VendorSDK/Samples/Share/Images.xcassets/Logo.imageset/Contents.json"), .tooling)
        XCTAssertEqual(samples.role(of: "Shop/Home.swift"), .app)
    }

    /// Issue 21: source sets by module folder are found from byte offsets of the slashes; the
    /// same as splitting and joining every path.
    func testSourceSetsByFolderAreTheSplitReading() throws {
        let tree = try ScratchTree()
        let paths = ["app/src/main/java/A.kt", "app/src/test/B.kt", "src/main/C.kt", "lib/core/src/debug/res/x.xml", "src/x.kt", "a/src/b",
                     "x/src/src/src/y/z", "android/app/src/androidTest/java/T.kt", "é/src/mäin/k.kt"]
        for path in paths { try tree.write(path, "x") }
        let discovered = FileDiscovery().discover(root: tree.root)
        var expected: [String: Set<String>] = [:]
        for file in discovered.files {
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
            for index in parts.indices where parts[index] == "src" && index + 2 < parts.count {
                expected[parts[..<index].joined(separator: "/"), default: []].insert(String(parts[index + 1]))
            }
        }
        XCTAssertEqual(ProjectStructure.sourceSetsByFolder(discovered), expected)
        XCTAssertEqual(expected["app"], ["main", "test"])
        XCTAssertEqual(expected["x/src"], ["src"])
    }

    func testTargetsModulesAndRoles() throws {
        let result = audit()
        let structure = try XCTUnwrap(result.structure)
        XCTAssertEqual(structure.targets.map { "\($0.name):\($0.kind.rawValue)" },
                       ["Shop:app", "AcmeTests:unit-tests", "ShopUITests:ui-tests", "ShareExtension:extension", "ShopWidget:widget"])
        let shop = try XCTUnwrap(structure.targets.first)
        XCTAssertEqual(shop.infoPlists, ["ios/Shop/Info.plist"])
        XCTAssertEqual(shop.bundleIdentifier, "com.acme.shop")
        XCTAssertEqual(shop.deviceFamily, "1,2")
        XCTAssertEqual(Set(shop.sources), ["ios/Shop/ShopApp.swift", "ios/Shop/ContentView.swift", "ios/Shop/ScannerButton.swift"])
        XCTAssertTrue(shop.generatedInfoPlistKeys.contains("CFBundleShortVersionString"))
        XCTAssertEqual(shop.developmentAssets, ["ios/Shop/Preview Content"])
        let modules = Dictionary(uniqueKeysWithValues: structure.modules.map { ($0.path, $0) })
        XCTAssertEqual(modules["android/app"]?.kind, .application)
        XCTAssertEqual(modules["android/app"]?.gradlePath, ":app")
        XCTAssertEqual(modules["android/app"]?.sourceSets, ["androidTest", "debug", "main", "test"])
        XCTAssertEqual(modules["android/core/designsystem"]?.role, .app)
        XCTAssertEqual(modules["android/core/testing"]?.role, .test, "used only through testImplementation")
        XCTAssertEqual(modules["android/build-logic/convention"]?.role, .tooling)
        XCTAssertNil(modules["android"], "the root script applies nothing (apply false) and holds no sources")
        XCTAssertEqual(structure.role(of: "ios/AcmeTests/Info.plist"), .test)
        XCTAssertEqual(structure.role(of: "ios/fastlane/SnapshotHelper.swift"), .tooling)
        XCTAssertEqual(structure.role(of: "ios/Shop/ContentView.swift", line: 13), .preview)
        XCTAssertEqual(structure.role(of: "ios/Shop/ContentView.swift", line: 5), .app)
        let summary = ProjectSummary(structure)
        XCTAssertTrue(summary.headline.hasPrefix("1 Android application module, 1 library module, 2 test or build-logic modules; 5 Xcode targets: Shop (app)"), summary.headline)
    }

    /// A JVM module built on Lint's API holds the project's own Lint checks: tooling, not the
    /// app (Now in Android's `lint`); another JVM module stays app code.
    func testCustomLintCheckModulesAreTooling() throws {
        let tree = try ScratchTree()
        try tree.write("settings.gradle.kts", "include(\":app\", \":lint\", \":core:model\")")
        try tree.write("app/build.gradle.kts", "plugins { id(\"com.android.application\") }\ndependencies { implementation(project(\":core:model\")) }")
        try tree.write("app/src/main/kotlin/com/acme/Main.kt", "class Main")
        try tree.write("lint/build.gradle.kts", "plugins {\n    `java-library`\n    kotlin(\"jvm\")\n}\ndependencies {\n    compileOnly(libs.lint.api)\n    testImplementation(libs.lint.tests)\n}")
        try tree.write("lint/src/main/kotlin/com/acme/lint/DesignSystemDetector.kt", "class DesignSystemDetector")
        try tree.write("core/model/build.gradle.kts", "plugins {\n    `java-library`\n    kotlin(\"jvm\")\n}")
        try tree.write("core/model/src/main/kotlin/com/acme/model/User.kt", "data class User(val name: String)")
        let structure = try XCTUnwrap(Auditor().run(AuditRequest(root: tree.root)).structure)
        let modules = Dictionary(uniqueKeysWithValues: structure.modules.map { ($0.path, $0) })
        XCTAssertEqual(modules["lint"]?.role, .tooling)
        XCTAssertEqual(modules["core/model"]?.role, .app)
        XCTAssertEqual(structure.role(of: "lint/src/main/kotlin/com/acme/lint/DesignSystemDetector.kt"), .tooling)
    }

    /// A JVM module no Android module builds on, even through others, is a desktop app or a
    /// command-line tool beside the app (Amethyst's Compose Desktop `desktopApp`, its `cli`):
    /// tooling. A JVM module the app reaches through a library stays app code.
    func testJVMModulesTheAppDoesNotBuildOnAreTooling() throws {
        let tree = try ScratchTree()
        try tree.write("settings.gradle.kts", "include(\":app\", \":commons\", \":core\", \":desktopApp\", \":cli\", \":relay\", \":Builder\", \":tools\")")
        try tree.write("app/build.gradle.kts", "plugins { id(\"com.android.application\") }\ndependencies { implementation(project(\":commons\")) }")
        try tree.write("app/src/main/kotlin/com/acme/Main.kt", "class Main")
        try tree.write("commons/build.gradle.kts", "plugins { id(\"com.android.library\") }\ndependencies { api(projects.core) }")
        try tree.write("commons/src/main/kotlin/com/acme/commons/Theme.kt", "class Theme")
        try tree.write("core/build.gradle.kts", "plugins { kotlin(\"jvm\") }")
        try tree.write("core/src/main/kotlin/com/acme/core/Note.kt", "class Note")
        try tree.write("desktopApp/build.gradle.kts", "plugins {\n    kotlin(\"jvm\")\n    id(\"org.jetbrains.compose\")\n}\ndependencies { implementation(project(\":core\")) }")
        try tree.write("desktopApp/src/jvmMain/kotlin/com/acme/desktop/Main.kt", "fun main() = application { Window(title = \"Acme\") { Text(\"Welcome back\") } }")
        try tree.write("cli/build.gradle.kts", "plugins {\n    kotlin(\"jvm\")\n    application\n}\ndependencies { implementation(project(\":relay\")) }")
        try tree.write("cli/src/main/kotlin/com/acme/cli/Main.kt", "fun main() {}")
        try tree.write("relay/build.gradle.kts", "plugins { kotlin(\"jvm\") }")
        try tree.write("relay/src/main/kotlin/com/acme/relay/Relay.kt", "class Relay")
        // Librera's `Builder`: Gradle's own `java` plugin, named without a dot (Groovy and Kotlin DSL).
        try tree.write("Builder/build.gradle", "plugins {\n    id 'java'\n}\ndependencies { implementation fileTree(dir: 'src/libs', include: ['*.jar']) }")
        try tree.write("Builder/src/main/java/Main.java", "public class Main { static int count = 0; public static void main(String[] a) { count++; } }")
        try tree.write("tools/build.gradle.kts", "plugins {\n    java\n}\njava { toolchain { } }")
        let result = Auditor().run(AuditRequest(root: tree.root))
        let structure = try XCTUnwrap(result.structure)
        let roles = Dictionary(uniqueKeysWithValues: structure.modules.map { ($0.path, $0.role) })
        XCTAssertEqual(roles, [
            "app": .app, "commons": .app, "core": .app, "desktopApp": .tooling, "cli": .tooling, "relay": .tooling,
            "Builder": .tooling, "tools": .tooling,
        ])
        XCTAssertFalse(result.findings.contains { $0.path.hasPrefix("desktopApp/") || $0.path.hasPrefix("Builder/") }, "\(result.findings.map(\.path))")
    }

    /// A module folder the settings do not include is not built (Santa Tracker's `presentquest`);
    /// includes the script computes say nothing of which folders are built.
    func testModulesTheSettingsDoNotIncludeAreNotBuilt() throws {
        let tree = try ScratchTree()
        try tree.write("settings.gradle", "include ':santa-tracker',\n        ':feature:player'\n")
        try tree.write("santa-tracker/build.gradle", "plugins { id 'com.android.application' }")
        try tree.write("santa-tracker/src/main/java/com/acme/Main.java", "class Main {}")
        try tree.write("feature/player/build.gradle", "plugins { id 'com.android.library' }")
        try tree.write("feature/player/src/main/java/com/acme/Player.java", "class Player {}")
        try tree.write("presentquest/build.gradle", "plugins { id 'com.android.library' }")
        try tree.write("presentquest/src/main/java/com/acme/Quest.java", "class Quest {}")
        var structure = try XCTUnwrap(Auditor().run(AuditRequest(root: tree.root)).structure)
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: structure.modules.map { ($0.path, $0.role) }),
                       ["santa-tracker": .app, "feature/player": .app, "presentquest": .tooling])
        XCTAssertEqual(structure.role(of: "presentquest/src/main/java/com/acme/Quest.java"), .tooling)
        try tree.write("settings.gradle", "include ':santa-tracker'\nfile('games').eachDir { include \":games:${it.name}\" }\n")
        structure = try XCTUnwrap(Auditor().run(AuditRequest(root: tree.root)).structure)
        XCTAssertEqual(structure.modules.first { $0.path == "presentquest" }?.role, .app)
    }

    /// A Swift package for macOS alone beside an iOS app (NHS COVID-19's `Reporting`, a CI
    /// reporter) is a tool: its code is tooling and its dependencies are notes the release build
    /// does not carry.
    func testMacOnlyPackagesBesideAnIOSAppAreTools() throws {
        let tree = try ScratchTree()
        try tree.write("Shop.xcodeproj/project.pbxproj", MissingScaleAssetRule.iPadOnlyProject)
        try tree.write("App/Home.swift", "import UIKit\n")
        try tree.write("Reporting/Package.swift", """
            // swift-tools-version:5.2
            import PackageDescription
            let package = Package(
                name: "Reporting",
                platforms: [.macOS(.v10_15)],
                products: [.executable(name: "Reporter", targets: ["Reporter"])],
                dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "0.0.4")],
                targets: [.target(name: "Reporter", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])]
            )
            """)
        try tree.write("Reporting/Sources/Reporter/main.swift", "var verbose = false\n")
        let result = Auditor().run(AuditRequest(root: tree.root, onlyRules: ["deps.stale-library", "arch.global-mutable-state"]))
        XCTAssertEqual(result.structure?.toolPackages, ["Reporting"])
        XCTAssertEqual(result.structure?.role(of: "Reporting/Sources/Reporter/main.swift"), .tooling)
        let stale = result.findings.filter { $0.ruleId == "deps.stale-library" }
        XCTAssertEqual(stale.map(\.severity), [.note])
        XCTAssertTrue(stale.first?.message.contains("which the app's build leaves out") == true, "\(stale.map(\.message))")
    }

    /// Release checks read the app target's plist (not the test bundle's, which sorts first) and
    /// the application module (not build-logic, not the debug manifest, not a test module's keystore).
    func testReleaseChecksReadWhatShips() throws {
        let result = audit()
        func item(_ list: String, _ id: String) -> ChecklistItemResult? {
            result.checklists.first { $0.id == list }?.items.first { $0.id == id }
        }
        XCTAssertEqual(item("release-ios", "usage-descriptions")?.status, .pass)
        XCTAssertEqual(item("release-ios", "usage-descriptions")?.evidence, ["AVCaptureDevice → NSCameraUsageDescription"])
        XCTAssertEqual(item("release-ios", "version-keys")?.status, .pass)
        XCTAssertEqual(item("release-ios", "launch-screen")?.evidence, ["ios/Shop/Info.plist"])
        XCTAssertEqual(item("release-ios", "privacy-manifest")?.status, .pass)
        XCTAssertEqual(item("release-android", "versioning")?.status, .pass)
        XCTAssertTrue(item("release-android", "versioning")?.evidence.allSatisfy { $0.contains("android/app/build.gradle.kts") } ?? false)
        XCTAssertEqual(item("release-android", "minify")?.status, .pass, "build-plugin's isMinifyEnabled = false is not the app's")
        XCTAssertEqual(item("release-android", "signing-secrets")?.status, .pass, "a test module's keystore does not sign the app")
        XCTAssertEqual(item("release-android", "cleartext-traffic")?.status, .pass, "the debug manifest is not released")
        XCTAssertEqual(item("release-android", "launcher-icons")?.status, .pass)
    }

    /// A tree of Gradle library modules is not an app: the release checklist says so.
    func testLibraryOnlyTreeSaysThereIsNoApplication() throws {
        let tree = try ScratchTree()
        try tree.write("lib/build.gradle", "plugins { id 'com.android.library' }\nandroid { namespace 'com.acme.lib' }\n")
        try tree.write("lib/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:allowBackup=\"true\"/></manifest>")
        let result = Auditor().run(AuditRequest(root: tree.root))
        let release = try XCTUnwrap(result.checklists.first { $0.id == "release-android" })
        XCTAssertTrue(release.items.allSatisfy { $0.status == .na })
        XCTAssertEqual(release.items.first?.evidence, ["no Android application module (1 library or JVM module)"])
        XCTAssertFalse(result.findings.contains { $0.ruleId.hasPrefix("release.") })
    }

    /// `include-tests` per rule: only that rule reports on tests.
    func testIncludeTestsPerRule() {
        var configuration = Configuration()
        configuration.rules["arch.global-mutable-state"] = RuleConfiguration(includeTests: true)
        let result = Auditor().run(AuditRequest(root: Paths.fixture("MixedMonorepo"), configuration: configuration, jobs: 2))
        let nonApp = result.findings.filter { $0.role != .app }
        XCTAssertFalse(nonApp.isEmpty)
        XCTAssertEqual(Set(nonApp.map(\.ruleId)), ["arch.global-mutable-state"])
    }

    /// XcodeGen specs are read like Xcode projects: a target's sources decide its files' role.
    func testXcodeGenTargets() throws {
        let tree = try ScratchTree()
        try tree.write("project.yml", """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [App]
                info:
                  path: App/Info.plist
                settings:
                  base:
                    PRODUCT_BUNDLE_IDENTIFIER: com.acme.shop
              ShopChecks:
                type: bundle.unit-test
                platform: iOS
                sources:
                  - path: Checks
            """)
        try tree.write("App/Home.swift", "import UIKit\n")
        try tree.write("Checks/HomeChecks.swift", "import XCTest\nvar counter = 0\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        let structure = try XCTUnwrap(result.structure)
        XCTAssertEqual(structure.targets.map { "\($0.name):\($0.kind.rawValue)" }, ["Shop:app", "ShopChecks:unit-tests"])
        XCTAssertEqual(structure.targets.first?.infoPlists, ["App/Info.plist"])
        XCTAssertEqual(structure.targets.first?.bundleIdentifier, "com.acme.shop")
        // "Checks/" is named like no test folder: the target makes it a test.
        XCTAssertEqual(structure.role(of: "Checks/HomeChecks.swift"), .test)
        XCTAssertFalse(result.findings.contains { $0.path == "Checks/HomeChecks.swift" })
    }

    /// XcodeGen writes the app's Info.plist from the spec's `info.properties` (Immuni): its keys
    /// count, and a framework's plist in the tree is not taken for the app's; what the app lacks
    /// is told at the spec.
    func testXcodeGenInfoPropertiesAreTheAppsPlist() throws {
        let tree = try ScratchTree()
        try tree.write("project.yml", """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [App]
                info:
                  path: Shop.plist
                  properties:
                    UILaunchStoryboardName: LaunchScreen
              DebugMenu:
                type: framework
                platform: iOS
                sources: [Modules/DebugMenu]
                info:
                  path: Modules/DebugMenu/Info.plist
            """)
        try tree.write("App/Home.swift", "import SwiftUI\nstruct Home { @AppStorage(\"seen\") var seen = false }\n")
        try tree.write("Modules/DebugMenu/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundlePackageType</key><string>FMWK</string></dict></plist>")
        let result = Auditor().run(AuditRequest(root: tree.root))
        let items = Dictionary(uniqueKeysWithValues: result.checklists.flatMap { list in list.items.map { ("\(list.id)/\($0.id)", $0) } })
        XCTAssertEqual(items["release-ios/launch-screen"]?.status, .pass)
        XCTAssertEqual(items["release-ios/privacy-manifest"]?.status, .fail)
        XCTAssertEqual(result.findings.filter { $0.ruleId == "release.ios.privacy-manifest" }.map(\.path), ["project.yml"])
    }

    /// A Swift package's `.testTarget`s are tests wherever their `path:` puts them.
    func testSwiftPackageTestTargets() throws {
        let tree = try ScratchTree()
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "ShopKit"),
                .testTarget(name: "ShopKitChecks", dependencies: ["ShopKit"], path: "Verification"),
                .testTarget(name: "ShopKitTests"),
            ])
            """)
        try tree.write("Sources/ShopKit/Store.swift", "import SwiftUI\n")
        try tree.write("Verification/StoreChecks.swift", "import XCTest\nvar counter = 0\n")
        try tree.write("Tests/ShopKitTests/More.swift", "import XCTest\n")
        let structure = try XCTUnwrap(Auditor().run(AuditRequest(root: tree.root)).structure)
        XCTAssertEqual(structure.role(of: "Verification/StoreChecks.swift"), .test)
        XCTAssertEqual(structure.role(of: "Tests/ShopKitTests/More.swift"), .test)
        XCTAssertEqual(structure.role(of: "Sources/ShopKit/Store.swift"), .app)
    }

    /// Issue 21: the roles of a whole tree are worked out folder by folder; each must be the
    /// role the path has on its own.
    func testRolesOfManyPathsAreEachPathsOwnRole() {
        let expected: [(String, FileRole)] = [
            ("Pods/Alamofire/Source/Request.swift", .vendored),
            // Folders named for other people's libraries, however spelt (ownCloud's `ExternalLibreries`).
            ("OC/ExternalLibreries/TSMessages/TSMessage.m", .vendored),
            ("App/third_party_libs/Toast.m", .vendored),
            ("App/ThirdPartyFrameworks/Toast.swift", .vendored),
            ("App/ExternalLinks/LinkHandler.swift", .app),
            ("App/Vendors/Store.swift", .vendored),
            ("App/VendorList/VendorCell.swift", .app),
            ("docs/sample/Main.kt", .docs),
            ("app/build/generated/source/R.java", .generated),
            ("app/src/main/java/Strings.generated.swift", .generated),
            ("buildSrc/src/main/kotlin/Deps.kt", .tooling),
            ("scripts/release.swift", .tooling),
            ("app/src/test/java/a/LoginTest.kt", .test),
            ("app/src/main/java/a/LoginTest.kt", .app),
            ("app/src/main/java/a/Login.kt", .app),
            ("Shop/LoginTests.swift", .test),
            ("Shop/Login.swift", .app),
            ("Shop/ContentView_Previews.swift", .preview),
            ("Shop/Preview Content/Sample.swift", .preview),
            ("ShopTests/Cart.swift", .test),
            ("WaitlistMocks/Cart.swift", .test),
            ("Main.swift", .app),
            ("", .app),
            ("a//b/Thing.kt", .app),
            // Only the first folder says docs or scripts; a pair says test, main or generated.
            ("app/docs/Main.kt", .app),
            ("app/scripts/Build.swift", .app),
            ("app/src/testDebug/A.kt", .test),
            ("app/src/androidTestRelease/A.kt", .test),
            ("app/src/mainTest/A.kt", .app),
            ("app/build/generated/ksp/A.kt", .generated),
            ("app/build/intermediates/A.kt", .app),
            ("Modules/CartMocks/Fake.swift", .test),
            ("Modules/CartMocks/Deep/Er/Fake.swift", .test),
            ("Shop/Preview Assets.xcassets/Contents.json", .preview),
            ("Shop/Assets.xcassets/Contents.json", .app),
            ("Shop/.kt", .app),
            ("Shop/..Tests.kt", .test),
            ("Shop/Tests.kt.bak", .app),
            ("Shöp/LoginTests.swift", .test),
            ("Shop/LoginTests\u{301}.swift", .app),
            ("Shop/Login\u{600}Tests.swift", .app),
            ("Shop/Login\u{301}Tests.swift", .test),
            ("Modules/Cart\u{600}Tests/A.swift", .app),
        ]
        for (path, role) in expected { XCTAssertEqual(PathRoles.role(of: path), role, path) }
        let paths = expected.map(\.0) + expected.map(\.0).sorted()
        XCTAssertEqual(PathRoles.roles(of: paths), paths.map(PathRoles.role(of:)))
        // Folders entered, left and re-entered in every order: each verdict kept on the way is right.
        let folders = ["app", "src", "main", "test", "build", "generated", "docs", "Tests", "Pods", "x"]
        var generator = SystemRandomNumberGenerator()
        let random = (0..<3_000).map { _ in
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in folders.randomElement(using: &generator)! }.joined(separator: "/") + "/A.kt"
        }
        XCTAssertEqual(PathRoles.roles(of: random), random.map(PathRoles.role(of:)))
        XCTAssertEqual(PathRoles.roles(of: random.sorted()), random.sorted().map(PathRoles.role(of:)))
    }
}

/// Roles by folder and file names alone (`PathRoles`), one path for each thing a name can say;
/// the many-paths reading (`roles(of:)`, which reuses the verdicts of shared folders) must agree
/// with the one-path reading for each.
final class PathRoleTests: XCTestCase {
    func testFolderAndFileNamesSayTheRole() {
        let expected: [(String, FileRole)] = [
            ("app/src/main/java/A.kt", .app), ("docs/guide/Sample.kt", .docs), ("_docs/demo_keystore.jks", .docs), ("lib/docs/Sample.kt", .app),
            // Kotlin Multiplatform's browser and desktop targets (KotlinConf's web admin).
            ("shared/src/jsMain/kotlin/Admin.kt", .tooling), ("shared/src/wasmJsMain/kotlin/Main.kt", .tooling),
            ("shared/src/desktopMain/kotlin/Main.kt", .tooling), ("shared/src/androidMain/kotlin/Main.kt", .app), ("shared/src/commonMain/kotlin/A.kt", .app),
            ("scripts/release.swift", .tooling), ("app/scripts/Keep.kt", .app), ("buildSrc/src/main/kotlin/Deps.kt", .tooling),
            ("Scripts/Translations/FindUnusedStrings.swift", .tooling), ("Tools/GenerateIcons.swift", .tooling),
            ("Pods/Alamofire/Source/AF.swift", .vendored), ("app/third_party/x/Y.java", .vendored),
            // OneBusAway's libraries.
            ("OneBusAway/externals/PromiseKit/Sources/Promise.swift", .vendored), ("App/Externals/Pulley/PulleyViewController.swift", .vendored),
            // Provenance: the headers of a checked-in binary framework are its vendor's.
            ("Dependencies/FFMpeg/libavutil.xcframework/ios-arm64/libavutil.framework/Headers/intreadwrite.h", .vendored),
            ("Frameworks/Crashlytics.framework/Headers/Crashlytics.h", .vendored), ("App/Framework/Cart.swift", .app),
            ("app/build/generated/source/R.java", .generated), ("Sources/Generated/Assets.swift", .generated),
            ("Sources/App/Strings.generated.swift", .generated), ("Cores/Play/cmake/Source/ui_ios/CMakeFiles/Play.dir/Info.plist", .generated),
            ("Modules/Server/Private/Protobuffer/api.pb.swift", .generated), ("Sources/Api/Service.grpc.swift", .generated),
            ("Classes/Api.pbobjc.m", .generated), ("Sources/App/Model.pb.kt", .app),
            ("app/src/test/java/ATest.kt", .test), ("app/src/testDebug/java/B.kt", .test), ("app/src/androidTest/C.kt", .test),
            ("app/src/sharedTest/D.kt", .test), ("app/src/main/java/LoginTest.kt", .app), ("app/lib/LoginTest.kt", .test),
            ("app/test/Helper.kt", .test), ("ShopTests/CartTests.swift", .test), ("WaitlistMocks/Mock.swift", .test),
            ("TestSupport/Stub.swift", .test), ("Shop/src/testing/Fake.kt", .test), ("Shop/lib/src2/test/Fake.kt", .test), ("Shop/src/mainline/Fake.kt", .app), ("Shop/source/test/Fake.kt", .test),
            ("Shop/Preview Content/Sample.swift", .preview), ("Shop/Previews/Card.swift", .preview),
            ("Shop/Preview Assets.xcassets/Contents.json", .preview), ("Shop/Assets.xcassets/Contents.json", .app),
            ("Shop/Views/CardPreviews.swift", .preview), ("README.md", .app),
            ("HorizonUI/Modal/HorizonUI.Modal.Storybook.swift", .preview), ("Shop/Storybook/StorybookReader.swift", .app),
            ("ImgurAnonymousAPI/Test App/Base.lproj/Main.storyboard", .test),
        ]
        for (path, role) in expected {
            XCTAssertEqual(PathRoles.role(of: path), role, path)
        }
        let paths = expected.map(\.0).sorted()
        XCTAssertEqual(PathRoles.roles(of: paths), paths.map(PathRoles.role(of:)))
    }
}

/// Facts are held from the per-file stage to the project stage: their lists are kept in storage
/// of their own size, not in the doubled room appending leaves.
final class FactStorageTests: XCTestCase {
    func testTrimmedArraysKeepTheirElementsInStorageOfTheirSize() {
        var grown: [String] = []
        for index in 0..<1_000 { grown.append("name\(index)") }
        XCTAssertGreaterThan(grown.capacity, 1_100)
        let elements = grown
        grown.trimCapacity()
        XCTAssertEqual(grown, elements)
        XCTAssertLessThanOrEqual(grown.capacity, 1_000 + 1_000 / 8)
        var emptied = grown
        emptied.removeAll(keepingCapacity: true)
        emptied.trimCapacity()
        XCTAssertEqual(emptied.capacity, 0)
    }

    func testCodeReferencesAreKeptOnceInStorageOfTheirSize() {
        // 300 distinct references, each named twice: the roots were grown by appending.
        let lines = (0..<300).map { "    fun f\($0)() { setContentView(R.layout.screen_\($0)); icon(R.drawable.icon_\($0)) }" }
        let source = SourceText("class A {\n" + (lines + lines).joined(separator: "\n") + "\n}\n")
        let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let facts = ResourceFacts(code: CodeFile(file: file, language: .kotlin, text: source))
        XCTAssertEqual(facts.roots.count, 600)
        XCTAssertEqual(Set(facts.roots).count, 600)
        XCTAssertLessThanOrEqual(facts.roots.capacity, 600 + 600 / 8)
    }

    func testAdjacentDuplicatesLeaveEachValueOnce() {
        var names = ["a", "a", "b", "c", "c", "c", "d"]
        names.removeAdjacentDuplicates()
        XCTAssertEqual(names, ["a", "b", "c", "d"])
        var single = ["x"], none: [String] = [], same = ["y", "y", "y"]
        single.removeAdjacentDuplicates()
        none.removeAdjacentDuplicates()
        same.removeAdjacentDuplicates()
        XCTAssertEqual(single, ["x"])
        XCTAssertEqual(none, [])
        XCTAssertEqual(same, ["y"])
    }
}
