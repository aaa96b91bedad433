@testable import AppHealthKit
@_spi(RawSyntax) import SwiftSyntax
import XCTest

/// Causes of wrong iOS findings seen on real apps, each as a small hand-written project.
final class IOSPrecisionTests: XCTestCase {
    private func findings(_ tree: ScratchTree, _ rule: String) -> [Finding] {
        Auditor().run(AuditRequest(root: tree.root)).findings.filter { $0.ruleId == rule }
    }

    /// Developer screens: `#if DEBUG` code and files named with `Debug` show their text to no user.
    func testDeveloperScreensHaveNoUIStringFindings() throws {
        let tree = try ScratchTree()
        try tree.write("App/SettingsViewController.swift", """
            import UIKit
            final class SettingsViewController: UIViewController {
                func build() {
                    let alert = UIAlertController(title: "Delete account?", message: nil, preferredStyle: .alert)
                    #if DEBUG
                    alert.addAction(UIAlertAction(title: "Reset onboarding", style: .default))
                    #endif
                    present(alert, animated: true)
                }
            }
            """)
        // Firefox Focus: the internal settings its developers and testers unlock.
        try tree.write("Blockzilla/InternalSettings/InternalSettingsView.swift", """
            import SwiftUI
            struct InternalSettingsView: View {
                var body: some View { Button(action: {}) { Text(verbatim: "Send Glean debug ping") } }
            }
            """)
        try tree.write("App/Storage/InternalStorageView.swift", """
            import UIKit
            final class InternalStorageView: UIView { func show() { label.text = "Storage is full" } }
            """)
        try tree.write("App/Debug/RootDebugViewController.swift", """
            import UIKit
            final class RootDebugViewController: UITableViewController {
                func fill(_ cell: UITableViewCell) { cell.textLabel?.text = "Expire subscription now" }
            }
            """)
        // Mullvad: a stand-in only simulator builds compile (no device runs it).
        try tree.write("App/Simulator/SimulatorConnection.swift", """
            import UIKit
            #if targetEnvironment(simulator)
            final class SimulatorConnection { func fill(_ label: UILabel) { label.text = "Simulated tunnel" } }
            #endif
            """)
        let found = findings(tree, "code.hardcoded-ui-string")
        XCTAssertEqual(found.map(\.path), ["App/SettingsViewController.swift", "App/Storage/InternalStorageView.swift"], "\(found.map(\.message))")
        XCTAssertEqual(found.first?.line, 4)
    }

    /// OneBusAway: a set with only its @3x image is scaled down on @2x screens, sharp: a note;
    /// a set with only @1x still lacks what Retina screens need: a warning.
    func testAThreeTimesOnlySetIsANote() throws {
        let tree = try ScratchTree()
        for (name, scale, file) in [("rain", "3x", "rain.png"), ("snow", "1x", "snow.png"), ("wait", "2x", "wait.svg")] {
            try tree.write("App/Images.xcassets/\(name).imageset/Contents.json", """
                { "images": [ { "idiom": "universal", "filename": "\(file)", "scale": "\(scale)" } ] }
                """)
            try tree.write("App/Images.xcassets/\(name).imageset/\(file)", "x")
        }
        try tree.write("App/Weather.swift", "import UIKit\nlet icons = [UIImage(named: \"rain\"), UIImage(named: \"snow\"), UIImage(named: \"wait\")]\n")
        let found = findings(tree, "ios.missing-scale-asset").map { "\($0.severity.rawValue): \($0.message)" }
        XCTAssertEqual(found, [
            "note: Image set rain lacks @2x (has 3x); @2x screens scale the @3x image down",
            "warning: Image set snow lacks @2x and @3x (has 1x)",
            // tinode: a vector in the @2x slot only is rendered at @2x; the fix is Single Scale.
            "warning: Image set wait lacks @3x (has 2x); its vector image is rendered for the 2x slot only: make the set Single Scale and tick Preserve Vector Data",
        ])
    }

    /// Objective-C's debug-only lines: `#ifdef DEBUG`, `#if DEBUG` and `defined(DEBUG)` branches,
    /// the branches after `#ifndef DEBUG`, nested conditionals inside them, an unterminated one to
    /// the end; not other conditionals, nor a comment after the directive.
    func testObjectiveCDebugOnlyLines() {
        let text = SourceText("""
            a
            #ifdef DEBUG
            b
            #if TARGET_OS_IOS
            c
            #endif
            #else
            d
            #endif
            #if TARGET_OS_IOS
            e
            #elif DEBUG
            f
            #endif
            #ifndef DEBUG  // release
            g
            #elif X
            h
            #else
            i
            #endif
              #  if defined( DEBUG )
            j
            """)
        XCTAssertEqual(PreprocessorRegions.debugLines(text), [3...6, 13...13, 18...18, 20...20, 23...23])
    }

    /// OneBusAway: Quick and Nimble sit in the `Cartfile` beside the app's libraries, but only the
    /// test target links their frameworks: their findings are notes that say so; SnapKit, which
    /// the app links (and the tests too), stays a warning.
    func testCarthageFrameworksOnlyTestTargetsLinkDoNotShip() throws {
        let tree = try ScratchTree()
        try tree.write("Cartfile", "github \"SnapKit/SnapKit\" ~> 4.0\n# Testing\ngithub \"Quick/Nimble\" ~> 8.0\n")
        try tree.write("Cartfile.resolved", "github \"Quick/Nimble\" \"v8.1.2\"\ngithub \"SnapKit/SnapKit\" \"4.2.0\"\n")
        try tree.write("App/AppDelegate.swift", "import UIKit\nimport SnapKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try tree.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 50; rootObject = P0;
              objects = {
                P0 = { isa = PBXProject; mainGroup = G0; targets = (T0, T1); };
                G0 = { isa = PBXGroup; children = (F0, F1); sourceTree = "<group>"; };
                F0 = { isa = PBXFileReference; lastKnownFileType = wrapper.framework; path = Carthage/Build/iOS/SnapKit.framework; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; lastKnownFileType = wrapper.framework; path = Carthage/Build/iOS/Nimble.framework; sourceTree = "<group>"; };
                B0 = { isa = PBXBuildFile; fileRef = F0; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = F0; };
                K0 = { isa = PBXFrameworksBuildPhase; files = (B0); };
                K1 = { isa = PBXFrameworksBuildPhase; files = (B1, B2); };
                T0 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (K0); };
                T1 = { isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (K1); };
              };
            }
            """)
        let found = findings(tree, "deps.stale-library").map { "\($0.severity.rawValue) \($0.message)" }
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("warning snapkit/snapkit") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("note quick/nimble") && $0.hasSuffix("(only test targets link it; the release build does not carry it)") }, "\(found)")
    }

    /// habitica-ios: the project's Nimble package is linked by its test targets only (their
    /// frameworks phases name the package product); Alamofire, which the app links, stays a warning.
    func testSwiftPackagesOnlyTestTargetsLinkDoNotShip() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", "import UIKit\nimport Alamofire\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 60; rootObject = P0;
              objects = {
                P0 = { isa = PBXProject; mainGroup = G0; targets = (T0, T1); packageReferences = (R0, R1); };
                G0 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                R0 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/Alamofire/Alamofire"; requirement = { kind = exactVersion; version = 4.9.1; }; };
                R1 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/Quick/Nimble"; requirement = { kind = exactVersion; version = 10.0.0; }; };
                D0 = { isa = XCSwiftPackageProductDependency; package = R0; productName = Alamofire; };
                D1 = { isa = XCSwiftPackageProductDependency; package = R1; productName = Nimble; };
                B0 = { isa = PBXBuildFile; productRef = D0; };
                B1 = { isa = PBXBuildFile; productRef = D1; };
                K0 = { isa = PBXFrameworksBuildPhase; files = (B0); };
                K1 = { isa = PBXFrameworksBuildPhase; files = (B1); };
                T0 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (K0); packageProductDependencies = (D0); };
                T1 = { isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (K1); packageProductDependencies = (D1); };
              };
            }
            """
        try tree.write("App.xcodeproj/project.pbxproj", project)
        let found = findings(tree, "deps.stale-library").map { "\($0.severity.rawValue) \($0.message)" }
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("warning alamofire") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("note nimble") && $0.hasSuffix("(only test targets link it; the release build does not carry it)") }, "\(found)")

        // WooCommerce: through a framework target only the test bundle links (`UITestsFoundation`),
        // which the package's product moves to.
        try tree.write("App.xcodeproj/project.pbxproj", project
            .replacingOccurrences(of: "targets = (T0, T1);", with: "targets = (T0, T1, T2);")
            .replacingOccurrences(of: "children = ();", with: "children = (F0);")
            .replacingOccurrences(of: "K1 = { isa = PBXFrameworksBuildPhase; files = (B1); };", with: """
                K1 = { isa = PBXFrameworksBuildPhase; files = (B2); };
                K2 = { isa = PBXFrameworksBuildPhase; files = (B1); };
                B2 = { isa = PBXBuildFile; fileRef = F0; };
                F0 = { isa = PBXFileReference; path = UITestsFoundation.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                T2 = { isa = PBXNativeTarget; name = UITestsFoundation; productType = "com.apple.product-type.framework"; buildPhases = (K2); packageProductDependencies = (D1); };
                """)
            .replacingOccurrences(of: "buildPhases = (K1); packageProductDependencies = (D1);", with: "buildPhases = (K1);"))
        let throughFramework = findings(tree, "deps.stale-library").map { "\($0.severity.rawValue) \($0.message)" }
        XCTAssertTrue(throughFramework.contains { $0.hasPrefix("warning alamofire") }, "\(throughFramework)")
        XCTAssertTrue(throughFramework.contains { $0.hasPrefix("note nimble") }, "\(throughFramework)")
    }

    /// Canvas: an XcodeGen framework target linking XCTest (`TestsFoundation`: mocks and helpers
    /// for the test bundles) is test code, whatever its folder is called, and the Swifter package
    /// only it links does not ship; Alamofire, which the app target links, stays a warning.
    func testAFrameworkLinkingXCTestIsTestSupport() throws {
        let tree = try ScratchTree()
        try tree.write("Core/project.yml", """
            name: Core
            packages:
              Alamofire:
                url: https://github.com/Alamofire/Alamofire
                exactVersion: 4.9.1
              Swifter:
                url: https://github.com/httpswift/swifter
                exactVersion: 1.4.0
            targets:
              Core:
                type: application
                platform: iOS
                sources: [Core]
                dependencies:
                  - package: Alamofire
              TestsFoundation:
                type: framework
                platform: iOS
                sources:
                  - path: TestsFoundation
                dependencies:
                  - sdk: XCTest.framework
                  - target: Core
                  - package: Swifter
            """)
        try tree.write("Core/Core/AppDelegate.swift", "import UIKit\nimport Alamofire\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try tree.write("Core/TestsFoundation/TestPersistence.swift", "import XCTest\npublic var singleSharedTestDatabase = TestDatabase()\n")
        let targets = XcodeGenSpec.targets(try String(contentsOf: tree.root.appendingPathComponent("Core/project.yml"), encoding: .utf8), path: "Core/project.yml")
        XCTAssertEqual(targets.map { "\($0.name) \($0.kind.rawValue) \($0.frameworks)" }, [
            "Core app [\"alamofire\"]", "TestsFoundation unit-tests [\"xctest\", \"core\", \"swifter\"]",
        ])
        XCTAssertEqual(findings(tree, "arch.global-mutable-state").map(\.path), [])
        let found = findings(tree, "deps.stale-library").map { "\($0.severity.rawValue) \($0.message)" }
        XCTAssertTrue(found.contains { $0.hasPrefix("warning alamofire") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("note swifter") && $0.hasSuffix("(only test targets link it; the release build does not carry it)") }, "\(found)")
    }

    /// Canvas: UI-test helpers inside `#if DEBUG` reach a singleton, and release builds compile
    /// them out; the same use in shipping code is reported.
    func testSingletonUsesInDebugOnlyCodeDoNotShip() throws {
        let tree = try ScratchTree()
        try tree.write("App/Session.swift", "final class Session {\n    static let shared = Session()\n    var token: String?\n}\n")
        try tree.write("App/UITestHelpers.swift", """
            import UIKit
            #if DEBUG
            enum UITestHelpers {
                static func reset() { Session.shared.token = nil }
            }
            #endif
            """)
        try tree.write("App/ProfileViewController.swift", "import UIKit\nfinal class ProfileViewController: UIViewController {\n    func load() { _ = Session.shared.token }\n}\n")
        XCTAssertEqual(findings(tree, "arch.singleton-access").map { "\($0.path):\($0.line)" }, ["App/ProfileViewController.swift:3"])
    }

    /// Open Food Facts' smooth-app: a Flutter app's macOS runner (Flutter's template, `About
    /// APP_NAME`) is another product than the mobile app; the iOS runner's texts are the app's.
    func testFlutterDesktopRunnersAreBesideTheApp() throws {
        let tree = try ScratchTree()
        let menu = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects>
                <menu title="Main Menu" id="m1"><items>
                    <menuItem title="About APP_NAME" id="a1"/>
                    <menuItem title="Start Speaking" id="a2"/>
                </items></menu>
            </objects></document>
            """
        try tree.write("app/pubspec.yaml", "name: smoothie\n")
        try tree.write("app/ios/Runner/AppDelegate.swift", "import Flutter\n@main class AppDelegate: FlutterAppDelegate {}\n")
        try tree.write("app/ios/Runner/Base.lproj/LaunchScreen.storyboard", """
            <document><scenes><scene><objects><viewController id="v1"><view id="v2">
                <label text="Scan your first product" id="l1"/>
            </view></viewController></objects></scene></scenes></document>
            """)
        try tree.write("app/macos/Runner/Base.lproj/MainMenu.xib", menu)
        try tree.write("app/linux/main.cc", "int main() { return 0; }\n")
        XCTAssertEqual(ProjectStructure.flutterDesktopRunners(FileDiscovery().discover(root: tree.root)), ["app/linux", "app/macos"])
        XCTAssertEqual(findings(tree, "ios.hardcoded-storyboard-text").map(\.path), ["app/ios/Runner/Base.lproj/LaunchScreen.storyboard"])
        // A native Mac app's folder (no Flutter project around it) is an app's.
        try FileManager.default.removeItem(at: tree.root.appendingPathComponent("app/pubspec.yaml"))
        XCTAssertEqual(ProjectStructure.flutterDesktopRunners(FileDiscovery().discover(root: tree.root)), [])
    }

    /// owntracks-ios: `SettingsTVC.m` was replaced by `SettingsTVC.swift` and left in the tree;
    /// no target compiles it, so it does not ship. With a `Package.swift` above it, a package
    /// could compile it: it stays app code.
    func testSourcesNoTargetCompilesDoNotShip() throws {
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 50; rootObject = P0;
              objects = {
                P0 = { isa = PBXProject; mainGroup = G0; targets = (T0); };
                G0 = { isa = PBXGroup; children = (F0); path = App; sourceTree = "<group>"; };
                F0 = { isa = PBXFileReference; path = SettingsTVC.swift; sourceTree = "<group>"; };
                B0 = { isa = PBXBuildFile; fileRef = F0; };
                S0 = { isa = PBXSourcesBuildPhase; files = (B0); };
                T0 = { isa = PBXNativeTarget; name = OwnTracks; productType = "com.apple.product-type.application"; buildPhases = (S0); };
              };
            }
            """
        for withPackage in [false, true] {
            let tree = try ScratchTree()
            try tree.write("OwnTracks.xcodeproj/project.pbxproj", project)
            try tree.write("App/SettingsTVC.swift", "import UIKit\nvar lastSync = Date()\nfinal class SettingsTVC: UITableViewController {}\n")
            try tree.write("App/SettingsTVC.m", "#import \"SettingsTVC.h\"\nNSString *currentMode = nil;\n@implementation SettingsTVC\n- (void)viewDidLoad { currentMode = @\"move\"; }\n@end\n")
            if withPackage { try tree.write("App/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Settings\")\n") }
            let paths = findings(tree, "arch.global-mutable-state").map(\.path).sorted()
            XCTAssertEqual(paths, withPackage ? ["App/SettingsTVC.m", "App/SettingsTVC.swift"] : ["App/SettingsTVC.swift"], "package: \(withPackage)")
        }
    }

    /// Corona-Warn-App: `Main.storyboard`, a prototype no target copies (the project copies its
    /// other storyboards), shows its German texts to no one. A project copying no resources at all
    /// may be read incompletely: its storyboards stay app files.
    func testStoryboardsNoTargetCopiesDoNotShip() throws {
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 50; rootObject = P0;
              objects = {
                P0 = { isa = PBXProject; mainGroup = G0; targets = (T0); };
                G0 = { isa = PBXGroup; children = (F0, F1); path = App; sourceTree = "<group>"; };
                F0 = { isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = Onboarding.storyboard; sourceTree = "<group>"; };
                B0 = { isa = PBXBuildFile; fileRef = F0; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                S0 = { isa = PBXSourcesBuildPhase; files = (B0); };
                R0 = { isa = PBXResourcesBuildPhase; files = (B1); };
                T0 = { isa = PBXNativeTarget; name = ENA; productType = "com.apple.product-type.application"; buildPhases = (S0, R0); };
              };
            }
            """
        let storyboard = { (text: String) in
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes><scene><objects><viewController id=\"v\"><view id=\"r\"><subviews><label id=\"l\" text=\"\(text)\"/></subviews></view></viewController></objects></scene></scenes></document>"
        }
        for copiesResources in [true, false] {
            let tree = try ScratchTree()
            try tree.write("ENA.xcodeproj/project.pbxproj", copiesResources ? project : project.replacingOccurrences(of: "buildPhases = (S0, R0)", with: "buildPhases = (S0)"))
            try tree.write("App/AppDelegate.swift", "import UIKit\nfinal class AppDelegate: UIResponder {}\n")
            try tree.write("App/Onboarding.storyboard", storyboard("Willkommen"))
            try tree.write("App/Main.storyboard", storyboard("Zusammen die Kurve abflachen"))
            let paths = findings(tree, "ios.hardcoded-storyboard-text").map(\.path).sorted()
            XCTAssertEqual(paths, copiesResources ? ["App/Onboarding.storyboard"] : ["App/Main.storyboard", "App/Onboarding.storyboard"], "copies resources: \(copiesResources)")
        }
    }

    /// Trio: a target builds `Localizable.xcstrings`, which the checkout lacks (a snapshot left
    /// out its 9 MB): its keys are unknown, so SwiftUI texts are not said to lack one. With the
    /// catalog present and without the text, the text is reported.
    func testAStringCatalogTheTreeLacksLeavesTextsUnjudged() throws {
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 50; rootObject = P0;
              objects = {
                P0 = { isa = PBXProject; mainGroup = G0; targets = (T0); };
                G0 = { isa = PBXGroup; children = (F0, F1); path = App; sourceTree = "<group>"; };
                F0 = { isa = PBXFileReference; path = HomeView.swift; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
                B0 = { isa = PBXBuildFile; fileRef = F0; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                S0 = { isa = PBXSourcesBuildPhase; files = (B0); };
                R0 = { isa = PBXResourcesBuildPhase; files = (B1); };
                T0 = { isa = PBXNativeTarget; name = Trio; productType = "com.apple.product-type.application"; buildPhases = (S0, R0); };
              };
            }
            """
        for catalogPresent in [false, true] {
            let tree = try ScratchTree()
            try tree.write("Trio.xcodeproj/project.pbxproj", project)
            try tree.write("App/HomeView.swift", "import SwiftUI\n@main\nstruct TrioApp: App { var body: some Scene { WindowGroup { HomeView() } } }\nstruct HomeView: View { var body: some View { Text(\"Bottom Value\") } }\n")
            try tree.write("App/pt.lproj/Localizable.strings", "\"Top Value\" = \"Valor superior\";\n")
            if catalogPresent {
                try tree.write("App/Localizable.xcstrings", "{ \"sourceLanguage\": \"en\", \"strings\": { \"Top Value\": {} }, \"version\": \"1.0\" }\n")
            }
            let messages = findings(tree, "code.hardcoded-ui-string").map(\.message)
            XCTAssertEqual(messages, catalogPresent ? ["Text(\"Bottom Value\") has no entry in the project's string catalogs, so it is shown untranslated"] : [],
                           "catalog present: \(catalogPresent)")
        }
    }

    /// GoMap: a catalog of its own whose icons the presets' JSON names (two of 905 also named in
    /// code), loaded by computed names, beside the app's main catalog: the icons are not unused;
    /// the main catalog's unused set still is. Without computed loads, every set is judged.
    func testADataCatalogBesideTheMainOneIsNotUnused() throws {
        for computed in [true, false] {
            let tree = try ScratchTree()
            for index in 0..<25 { try tree.write("src/POI-Icons/POI-Icons.xcassets/fas-icon\(index).imageset/Contents.json", "{ \"images\": [] }") }
            for name in ["logo", "pin", "old-banner"] { try tree.write("src/Images.xcassets/\(name).imageset/Contents.json", "{ \"images\": [] }") }
            try tree.write("src/Map.swift", """
                import UIKit
                let logo = UIImage(named: "logo"), pin = UIImage(named: "pin")
                let first = UIImage(named: "fas-icon0"), second = UIImage(named: "fas-icon1")
                """)
            if computed { try tree.write("src/Preset.swift", "import UIKit\nstruct Preset { let iconName: String\n    var icon: UIImage? { UIImage(named: iconName) }\n}\n") }
            let unused = findings(tree, "ios.unused-asset").map(\.message)
            XCTAssertEqual(unused.count, computed ? 1 : 24, "computed: \(computed)")
            XCTAssertTrue(unused.contains("Image set old-banner is never used"))
        }
        // Two code-named sets at a catalog's top are two, not three or more (the catalog is their
        // folder too, counted once): not a family of flags.
        let tree = try ScratchTree()
        for name in ["US", "FR"] { try tree.write("App/Flags.xcassets/\(name).imageset/Contents.json", "{ \"images\": [] }") }
        try tree.write("App/Assets.xcassets/logo.imageset/Contents.json", "{ \"images\": [] }")
        try tree.write("App/Logo.swift", "import UIKit\nlet logo = UIImage(named: \"logo\")\nfunc flag(_ code: String) -> UIImage? { UIImage(named: code) }\n")
        XCTAssertEqual(findings(tree, "ios.unused-asset").map(\.message).sorted(), ["Image set FR is never used", "Image set US is never used"])
    }

    /// Swiftfin: fastlane's generated `Runner.swift` declares a global `let logger`; the app's
    /// view models have `logger`s of their own. Uses of the name are no uses of fastlane's.
    func testSingletonsOfToolingAreNotReachedByTheApp() throws {
        let tree = try ScratchTree()
        try tree.write("fastlane/swift/Runner.swift", "class Logger { func log(_ s: String) {} }\nlet logger = Logger()\n")
        for screen in ["Home", "Settings", "Player"] {
            try tree.write("Shared/ViewModels/\(screen)ViewModel.swift", """
                import SwiftUI
                final class \(screen)ViewModel: ViewModel {
                    func load() { logger.log("loading") }
                }
                """)
        }
        XCTAssertEqual(findings(tree, "arch.singleton-access").map(\.path), [])
    }

    /// talk-ios: `sharedInstance()` wrappers that return `shared` (kept for Objective-C callers)
    /// are one singleton with `shared`: one declaration, one row in the report, uses counted together.
    func testWrappersOfSharedAreOneSingleton() throws {
        let tree = try ScratchTree()
        try tree.write("App/APIController.swift", """
            final class APIController {
                static let shared = APIController()
                var token: String?
                @available(*, renamed: "shared")
                static func sharedInstance() -> APIController { return APIController.shared }
            }
            """)
        try tree.write("App/RoomsViewController.swift", "final class RoomsViewController {\n    func load() { APIController.sharedInstance().rooms(); APIController.shared.rooms() }\n}\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(result.findings.filter { $0.ruleId == "arch.singleton-declaration" }.map(\.message), ["APIController.shared is a singleton"])
        XCTAssertEqual(Set(result.findings.filter { $0.ruleId == "arch.singleton-access" }.map(\.message)),
                       ["Uses singleton APIController.shared (reached from 1 file, 2 uses)"])
        XCTAssertEqual(result.singletons.filter { !$0.system }.map { "\($0.name) \($0.uses)" }, ["APIController 2"])
    }

    /// Stepik: `GoogleService-Info.plist` is encrypted with git-crypt in the repository. It is
    /// unreadable, not broken: the note says why and how to read it, and nothing parses it.
    func testGitCryptFilesAreUnreadableNotBroken() throws {
        let tree = try ScratchTree()
        let encrypted: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0, 0x9F, 0x4F, 0x79, 0x56, 0xC3]
        try tree.write("App/GoogleService-Info.plist", bytes: encrypted)
        try tree.write("App/Secrets.swift", bytes: encrypted)
        let result = Auditor().run(AuditRequest(root: tree.root))
        let notes = result.findings.filter { $0.ruleId == "parse-error" }
        XCTAssertEqual(notes.map(\.path).sorted(), ["App/GoogleService-Info.plist", "App/Secrets.swift"])
        XCTAssertEqual(Set(notes.map(\.message)), ["Could not read: encrypted with git-crypt; `git-crypt unlock` with the previous team's key makes it readable"])
        XCTAssertEqual(result.skipped.map(\.reason), ["encrypted with git-crypt", "encrypted with git-crypt"])
    }

    /// A missing usage description says what happens: most protected APIs end the app when it
    /// asks; Face ID requests fail (AltStore's keychain library reaches LocalAuthentication).
    func testUsageDescriptionMessagesSayWhatHappens() throws {
        let tree = try ScratchTree()
        for file in ReleaseExampleProject.ios(swift: "import LocalAuthentication\nimport AVFoundation\nfunc unlock() { LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: \"x\") { _, _ in } }\nlet camera = AVCaptureDevice.default(for: .video)\nlet input = try AVCaptureDeviceInput(device: camera!)\n").files {
            try tree.write(file.path, bytes: file.content.bytes)
        }
        XCTAssertEqual(findings(tree, "release.ios.usage-descriptions").map(\.message).sorted(), [
            "AVCaptureDevice is used but Info.plist has no NSCameraUsageDescription; the app crashes when it asks",
            "LAContext is used but Info.plist has no NSFaceIDUsageDescription; biometric checks fail without it",
        ])
    }

    /// Text assignments are facts of the per-file pass: Swift (self, another value, Rx, Combine) and Objective-C.
    func testTextAssignmentsAreCollected() throws {
        let source = SourceText("""
            final class ProfileCell: UITableViewCell {
                func configure() {
                    nameLabel.text = user.name
                    self.followButton.setTitle(title, for: .normal)
                    viewModel.bio.bind(to: bioLabel.rx.text)
                    viewModel.$status.assign(to: \\.text, on: statusLabel)
                    title = "x"
                }
            }
            extension FeedViewController {
                func fill(_ cell: ProfileCell) { cell.handleLabel?.attributedText = handle }
            }
            """)
        let file = ProjectFile(path: "App/ProfileCell.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let facts = SwiftFacts(SwiftFile(file: file, text: source))
        XCTAssertEqual(facts.textAssignments.byType["ProfileCell"], ["nameLabel", "followButton", "bioLabel", "statusLabel", "title"])
        XCTAssertEqual(facts.textAssignments.external, ["handleLabel"])
    }

    /// Names used inside top-level extensions of other types are reached through those types'
    /// members: gathered on the facts walk for each top-level extension (not for extensions of the
    /// file's own structs, not for code outside extensions), names inside a skipped SF Symbol
    /// literal included.
    func testExtensionReferencesAreTheNamesTopLevelExtensionsOfOtherTypesUse() {
        let source = SourceText("""
            struct Shown: View {
                var body: some View { HiddenHelper() }
            }
            extension Shown {
                func preview() -> some View { OwnStructHelper() }
            }
            extension View {
                func withAppRouter() -> some View { AccountView(router: Router.shared) }
                func badge(_ name: String) -> some View { Image(systemName: "\\(SymbolNames.bell).fill") }
            }
            #if DEBUG
            extension Text { func debugged() -> some View { DebugOverlay() } }
            #endif
            func outside() { NotInAnExtension() }
            """)
        let file = ProjectFile(path: "App/Shown.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let facts = SwiftFacts(SwiftFile(file: file, text: source))
        XCTAssertEqual(facts.extensionReferences, ["View", "AccountView", "Router", "shared", "String", "Image", "SymbolNames", "bell"])
    }

    /// Member names are kept as bytes unless written with backticks; either way they are the
    /// file's identifiers, and the checks that read them (watched singletons, Rx text bindings,
    /// asset namespaces) see the name without backticks.
    func testMemberNamesAreIdentifiersWithOrWithoutBackticks() {
        let source = SourceText("""
            final class Feed {
                func load() {
                    Session.shared.start(Config.`default`)
                    Store.`shared`.reload()
                    let icon = Asset.Images.appLogo
                    viewModel.title.bind(to: titleLabel.rx.text)
                }
            }
            """)
        let file = ProjectFile(path: "App/Feed.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let facts = SwiftFacts(SwiftFile(file: file, text: source))
        XCTAssertTrue(Set(facts.identifiers).isSuperset(of: ["shared", "default", "start", "reload", "appLogo", "Images", "rx", "text", "bind"]), "\(facts.identifiers)")
        XCTAssertEqual(facts.uses.map { "\($0.base).\($0.member)" }, ["Session.shared", "Config.default", "Store.shared"])
        XCTAssertTrue(facts.assetNameCandidates.contains("appLogo"))
        XCTAssertEqual(facts.textAssignments.byType["Feed"], ["titleLabel"])
    }

    /// XcodeGen targets that take their type from `targetTemplates` are app targets.
    func testXcodeGenTemplatesGiveTheTargetItsType() {
        let targets = XcodeGenSpec.targets("""
            settings:
              base:
                CURRENT_PROJECT_VERSION: 250
                INFOPLIST_KEY_UILaunchScreen_Generation: YES
            targetTemplates:
              ApplicationTemplate:
                type: application
                supportedDestinations: [iOS, macOS]
                sources:
                  - path: App
            targets:
              Kiwix:
                templates:
                  - ApplicationTemplate
                settings:
                  base:
                    INFOPLIST_FILE: Support/Info.plist
                    MARKETING_VERSION: "3.17.0"
                sources:
                  - path: Support
            """, path: "project.yml")
        XCTAssertEqual(targets.map(\.kind), [.app])
        XCTAssertEqual(targets.first?.infoPlists, ["Support/Info.plist"])
        XCTAssertEqual(targets.first?.folders, ["Support", "App"])
        XCTAssertEqual(targets.first?.platforms, ["iphoneos", "macosx"])
        XCTAssertEqual(targets.first?.generatedInfoPlistKeys, ["CFBundleShortVersionString", "CFBundleVersion", "UILaunchScreen_Generation"])
    }

    /// With several app targets, what the app lacks is told at the Info.plist of the one that
    /// compiles the most code, not the first by name (Loose Leaf's `LittleClipper` harness).
    func testReleaseFindingsPointAtTheLargestAppTarget() throws {
        let tree = try ScratchTree()
        try tree.write("project.yml", """
            name: Shop
            targets:
              AHarness:
                type: application
                platform: iOS
                settings:
                  base:
                    INFOPLIST_FILE: AHarness/Info.plist
                sources:
                  - path: AHarness
              Shop:
                type: application
                platform: iOS
                settings:
                  base:
                    INFOPLIST_FILE: Shop/Info.plist
                sources:
                  - path: Shop
            """)
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key><string>X</string></dict></plist>\n"
        try tree.write("AHarness/Info.plist", plist)
        try tree.write("Shop/Info.plist", plist)
        try tree.write("AHarness/HarnessView.swift", "import UIKit\nfinal class HarnessView: UIView {}\n")
        for name in ["Cart", "Checkout", "Catalog"] { try tree.write("Shop/\(name)View.swift", "import UIKit\nfinal class \(name)View: UIView {}\n") }
        // (An API Apple asks a reason for: the manifest is needed.)
        try tree.write("Shop/Settings.swift", "import Foundation\nlet onboarded = UserDefaults.standard.bool(forKey: \"onboarded\")\n")
        let result = Auditor().run(AuditRequest(root: tree.root, onlyRules: ["release.ios.privacy-manifest"]))
        XCTAssertEqual(result.findings.map(\.path), ["Shop/Info.plist"])
    }

    /// xDrip4iOS: the project names `xdrip/Supporting Files/Info.plist`, the folder is `xDrip`
    /// (macOS's case-insensitive volume builds it): the plist the tree spells differently is the
    /// app's, and its launch screen and usage descriptions count. Two spellings: neither is taken.
    func testProjectPathsDifferingInCaseOnlyAreTheTreesFiles() throws {
        let tree = try ScratchTree()
        try tree.write("project.yml", """
            name: xdrip
            targets:
              xdrip:
                type: application
                platform: iOS
                settings:
                  base:
                    INFOPLIST_FILE: xdrip/Supporting Files/Info.plist
                sources:
                  - path: xDrip
            """)
        try tree.write("xDrip/Supporting Files/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UILaunchStoryboardName</key><string>Launch</string>
            <key>NSContactsUsageDescription</key><string>Share readings with contacts</string>
            </dict></plist>
            """)
        try tree.write("xDrip/ContactsManager.swift", "import Contacts\nlet store = CNContactStore()\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(result.structure?.targets.first?.infoPlists, ["xDrip/Supporting Files/Info.plist"])
        let release = try XCTUnwrap(result.checklists.first { $0.id == "release-ios" })
        XCTAssertEqual(release.items.first { $0.id == "launch-screen" }?.status, .pass)
        XCTAssertEqual(release.items.first { $0.id == "usage-descriptions" }?.status, .pass)
        let target = XcodeTarget(name: "A", kind: .app, productType: "com.apple.product-type.application", project: "A.xcodeproj/project.pbxproj")
        var twice = target
        twice.infoPlists = ["a/Info.plist"]
        XCTAssertEqual(ProjectStructure.matchingCase([twice], files: ["A/Info.plist": .app, "a/INFO.plist": .app]).first?.infoPlists, ["a/Info.plist"])
        XCTAssertEqual(ProjectStructure.matchingCase([twice], files: ["A/Info.plist": .app]).first?.infoPlists, ["A/Info.plist"])
    }

    /// `<Product>-Info.plist` (Xcode's older naming) is read, so release checks see the app's keys.
    func testProductNamedInfoPlistIsTheAppPlist() throws {
        let tree = try ScratchTree()
        try tree.write("Notes/Supporting Files/Notes-Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UILaunchStoryboardName</key><string>Launch</string>
            <key>NSContactsUsageDescription</key><string>Share notes with contacts</string>
            </dict></plist>
            """)
        try tree.write("Notes/ContactsManager.swift", "import Contacts\nlet store = CNContactStore()\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        let release = try XCTUnwrap(result.checklists.first { $0.id == "release-ios" })
        XCTAssertEqual(release.items.first { $0.id == "launch-screen" }?.status, .pass)
        XCTAssertEqual(release.items.first { $0.id == "usage-descriptions" }?.status, .pass)
    }

    /// A preprocessed Info.plist (`#ifndef DISABLE_PLAIN_HTTP` … `#endif`) is still read.
    func testPreprocessedInfoPlistIsRead() throws {
        let plist = PlistFacts(bytes: Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            \t<key>UILaunchStoryboardName</key><string>Launch</string>
            \t#ifndef DISABLE_PLAIN_HTTP
            \t<key>NSAppTransportSecurity</key><dict><key>NSAllowsArbitraryLoads</key><true/></dict>
            \t#endif
            </dict></plist>
            """.utf8))
        XCTAssertEqual(plist?.keys, ["UILaunchStoryboardName", "NSAppTransportSecurity"])
    }
    /// Issue 21: the facts walk feeds the UI-string literal finder node by node; what it finds
    /// must be what the finder's own walk finds, including inside the subtrees the facts walk
    /// skips (an SF Symbol name's interpolation, an import's attribute) and in extensions.
    func testTheSharedWalkFindsTheLiteralsTheFindersOwnWalkFinds() {
        let source = SourceText(#"""
            @_spi(Foo) import UIKit
            extension UIAlertController {
                convenience init(problem: String) { self.init(title: "Something went wrong", message: problem, preferredStyle: .alert) }
            }
            final class ProfileViewController: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    titleLabel.text = "Your profile"
                    let icon = Image(systemName: "\(UIAlertAction(title: "Nested", style: .default, handler: nil)).fill")
                    button.setTitle("Save", for: .normal)
                    _ = icon
                }
            }
            struct HomeView: View { var body: some View { Text(verbatim: "Hello there") } }
            """#)
        let file = ProjectFile(path: "App/Profile.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let shared = SwiftFile(file: file, text: source)
        _ = SwiftFacts(shared)
        let alone = SwiftFile(file: file, text: source)
        let describe = { (literals: [(StringLiteralExprSyntax, String)]) in literals.map { "\($0.0.trimmedDescription) \($0.1)" } }
        let found = describe(HardcodedUIStringRule.uiStringLiterals(in: shared))
        XCTAssertEqual(found, describe(HardcodedUIStringRule.uiStringLiterals(in: alone)))
        XCTAssertEqual(found.count, 5, "\(found)")
    }

    /// `SwiftFile.source(of:)` reads a node's text from the file's bytes instead of building a
    /// trimmed copy of the node: for every node of these files it must equal `trimmedDescription`
    /// (comments inside, multi-byte text, CRLF line ends, a byte-order mark, broken code).
    func testNodeSourceIsTheTrimmedDescription() {
        let sources = [
            #"""
            import SwiftUI
            @main struct App { static func main() {} }
            extension Foo.Bar /* the bar */ : Baz {
                // leading comment
                var body: some View {
                    VStack { Text("Café ☕️ \(name)") /* 👩‍👩‍👧 */ }
                        .foregroundStyle(.brand) // trailing
                        .background(MetricBuilder<ImageResource>(value: .hiker).small(.hikerSmall))
                }
            }
            #if DEBUG && !TESTING
            enum Icon: String { case star, `default` }
            #endif
            """#,
            "\u{FEFF}class A: UIViewController {\r\n  override func viewDidLoad() {\r\n    title = \"Hi\" // x\r\n  }\r\n}\r\n",
            "struct Broken { func f( { let x = [1, 2 }\n",
        ]
        let file = ProjectFile(path: "App/View.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        for source in sources {
            let swift = SwiftFile(file: file, text: SourceText(source))
            var checked = 0
            for node in Self.allNodes(swift.tree) {
                var expected = node.trimmedDescription
                // Broken code: a node ending in a missing token keeps, in its trimmed copy, the trivia
                // of the last token present; its source ends before it.
                if node.lastToken(viewMode: .all)?.presence == .missing {
                    while expected.last?.isWhitespace == true { expected.removeLast() }
                }
                XCTAssertEqual(swift.source(of: node), expected)
                XCTAssertTrue(swift.source(of: node, is: expected))
                XCTAssertFalse(swift.source(of: node, is: expected + "x"))
                checked += 1
            }
            XCTAssertGreaterThan(checked, 20)
            // A token's spelling, read from its bytes, is its `text`, missing tokens included.
            var tokens = 0
            for token in swift.tree.tokens(viewMode: .all) {
                XCTAssertEqual(token.spelling, token.text)
                tokens += 1
            }
            XCTAssertGreaterThan(tokens, 10)
        }
    }

    /// swift-syntax follows 20 levels of nesting in a debug build and 256 in a release build unless
    /// told: the tests must read the tree users' binaries read. A singleton use 40 levels deep
    /// (ownCloud nests action closures past 20) is seen, and the tree has no error.
    func testSwiftIsParsedToTheSameDepthInEveryBuild() {
        let file = ProjectFile(path: "App/Deep.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let depth = 40
        let source = "func f() {\n" + String(repeating: "if ready {\n", count: depth) + "_ = Theme.shared.image\n"
            + String(repeating: "}\n", count: depth) + "}\n"
        let swift = SwiftFile(file: file, text: SourceText(source))
        XCTAssertFalse(swift.tree.hasError)
        XCTAssertTrue(SwiftFacts(swift).references.contains { $0.base == "Theme" && $0.member == "shared" })
    }

    /// References are names used as values that the file does not declare: parameters (by their
    /// inner name), variables, closure parameters and `self`/`super`/`Self` are local, written with
    /// or without backticks as the declaration spelled them; the rest keep their member.
    func testReferencesLeaveOutTheFilesOwnNames() {
        let file = ProjectFile(path: "App/Feed.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let source = """
            final class Feed {
                func load(`default` value: Store, in store: Store, _ cache: Cache) {
                    let `class` = Store.shared
                    var `var` = Remote.current
                    `class`.reload(`var`.items)
                    value.go(); store.go(); cache.clear(); self.go(); super.go(); Self.make()
                    items.map { item in item.count }.forEach { (entry: Int) in entry.log() }
                    names.map { $0.count }
                    Analytics.shared.track(Remote.current, Session.token)
                    Theme.apply(Colors.primary, palette, value)
                    `default`.reset()
                }
            }
            """
        let swift = SwiftFile(file: file, text: SourceText(source))
        let references = SwiftFacts(swift).references.map { "\($0.base).\($0.member)@\($0.location.line)" }
        XCTAssertEqual(references, [
            "Store.shared@3", "Remote.current@4", "`class`.reload@5", "`var`.items@5", "items.map@7", "names.map@8", "$0.count@8",
            "Analytics.shared@9", "Remote.current@9", "Session.token@9", "Theme.apply@10", "Colors.primary@10", "palette.@10", "`default`.reset@11",
        ])
    }

    /// `spells` answers as comparing `text` does, for every token, present or missing (the parser
    /// inserts missing `)`, `}` and names into broken code), without forming the token's kind.
    func testTokenSpellingByBytesIsItsText() {
        let file = ProjectFile(path: "App/Broken.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let source = """
            final class Store { static let shared = Store(); private static var `default` = 1; class func make( { }
            let = 1
            fileprivate struct S { static func f(x: Int { init() }
            """
        let swift = SwiftFile(file: file, text: SourceText(source))
        let candidates: [SyntaxText] = ["static", "class", "private", "fileprivate", "init", "let", ")", "}", "", "`default`", "default", "Store"]
        var missing = 0
        for token in swift.tree.tokens(viewMode: .all) {
            if token.presence == .missing { missing += 1 }
            for candidate in candidates {
                XCTAssertEqual(token.spells(candidate), token.text == String(syntaxText: candidate), "\(token.text) / \(String(syntaxText: candidate))")
            }
        }
        XCTAssertGreaterThan(missing, 2, "the source is broken enough to hold missing tokens")
    }

    /// `MetricBuilder<ImageResource>(value: .hiker)….small(.hikerSmall)`: the chain names the asset type,
    /// unless it is 400 characters or longer (a whole SwiftUI view's modifiers). Counted in characters:
    /// multi-byte text makes a chain of 400 bytes that is shorter.
    func testAssetTypedChainsAreReadUpTo400Characters() {
        let file = ProjectFile(path: "App/View.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        func expectsAsset(_ segment: String, count: Int) -> Bool {
            let chain = "MetricBuilder<ImageResource>(value: .hiker)" + String(repeating: segment, count: count) + ".small"
            let swift = SwiftFile(file: file, text: SourceText("let v = \(chain)(.hikerSmall)\n"))
            return SwiftFacts(swift).assetNameCandidates.contains("hikerSmall")
        }
        let ascii = ".pad(\"xxxxxxxxxx\")"  // 18 bytes, 18 characters
        XCTAssertEqual(expectsAsset(ascii, count: 2), true)
        XCTAssertEqual(expectsAsset(ascii, count: 19), true)  // a chain of 391 characters
        XCTAssertEqual(expectsAsset(ascii, count: 20), false)  // 409
        XCTAssertEqual(expectsAsset("\n.pad(\"xxxxxxxxx\")", count: 20), false)  // 409, line ends included
        // 505 bytes, 265 characters; 409 bytes, 389 characters (a CRLF line end is one character).
        XCTAssertEqual(expectsAsset(".pad(\"\u{65E5}\u{672C}\u{65E5}\u{672C}\u{65E5}\u{672C}\u{65E5}\u{672C}\u{65E5}\u{672C}\")", count: 12), true)
        XCTAssertEqual(expectsAsset("\r\n.pad(\"xxxxxxxx\")", count: 20), true)
    }

    private static func allNodes(_ root: some SyntaxProtocol) -> [Syntax] {
        var nodes: [Syntax] = [Syntax(root)]
        var index = 0
        while index < nodes.count {
            nodes += nodes[index].children(viewMode: .sourceAccurate)
            index += 1
        }
        return nodes
    }
}

extension IOSPrecisionTests {
    /// Issue 21: a member chain's root is checked for an upper-case first byte before it is looked
    /// up among the asset namespaces; chains from SwiftGen, R.swift and asset types still name
    /// assets, and chains from values (or a look-alike non-ASCII root) do not.
    func testAssetNamespaceChainsNameTheirMembers() {
        let source = SourceText("""
            import UIKit
            let a = Asset.Images.appLogo.image
            let b = R.image.starFilled()
            let c = UIImage.chevron
            let d = viewModel.Images.notAnAsset
            let e = self.icon.alsoNot
            let f = \u{212A}Images.kelvinRoot
            let g = `Asset`.Images.backticked
            """)
        let file = ProjectFile(path: "App/Assets.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let names = SwiftFacts(SwiftFile(file: file, text: source)).assetNameCandidates
        for name in ["Images", "appLogo", "image", "starFilled", "chevron"] { XCTAssertTrue(names.contains(name), name) }
        for name in ["notAnAsset", "alsoNot", "kelvinRoot", "backticked"] { XCTAssertFalse(names.contains(name), name) }
    }

    /// The facts walk reads some answers from the raw tree (segments, sequence elements, member
    /// counts) and keeps names as bytes until it ends: each answer checked against the one the
    /// syntax nodes give, on code with interpolations, SF Symbols, `=`/`+` sequences, nested
    /// types, a missing token and a non-ASCII name.
    func testFactsReadFromTheRawTreeAgreeWithTheNodes() {
        let source = SourceText("""
            import UIKit
            final class FeedViewController: UIViewController {
                struct Row { func height() -> Int { 1 } }
                var total: Int { 2 }
                func viewDidLoad() {
                    titleLabel.text = "Feed"
                    let icon = UIImage(named: "flag_" + code)
                    let other = name + "-dark"
                    let ok = count > 0 && count < 10
                    Image(systemName: "gear")
                    Label("Star", systemImage: "star.fill")
                    let tag = "\\(theme)-medium"
                    Store.shared.send(.load)
                    present(PreviewHelper(), animated: true)
                    let web = UIWebView()
                    café.reload()
                    items.append(
                }
                func refresh() {}
                static func make() -> Self { Self() }
            }
            extension FeedViewController { func extra() {} ; var more: Int { 1 } }
            """)
        let file = ProjectFile(path: "App/Feed.swift", url: URL(fileURLWithPath: "/dev/null"), kind: .swift, size: 0)
        let swift = SwiftFile(file: file, text: source)
        let facts = SwiftFacts(swift)

        // Members counted as the nodes count them.
        let classDecl = swift.tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }.first!
        let extensionDecl = swift.tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }.first!
        func functions(_ block: MemberBlockSyntax) -> Int { block.members.filter { $0.decl.is(FunctionDeclSyntax.self) }.count }
        XCTAssertEqual(facts.classes.map { $0.methods }, [functions(classDecl.memberBlock)])
        XCTAssertEqual(facts.classes.first?.methods, 3)
        XCTAssertEqual(facts.extensions.map { $0.methods }, [functions(extensionDecl.memberBlock)])

        // Names as the nodes spell them.
        final class Names: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { names.insert(node.baseName.text); return .visitChildren }
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { names.insert(node.declName.baseName.text); return .visitChildren }
        }
        let names = Names(viewMode: .sourceAccurate)
        names.walk(swift.tree)
        XCTAssertEqual(Set(facts.identifiers), names.names)
        XCTAssertTrue(Set(facts.identifiers).isSuperset(of: ["café", "PreviewHelper", "UIWebView", "Store"]))
        XCTAssertEqual(facts.apiUses["UIWebView"], SourceLocation(line: 15, column: 19))

        // Literals: plain texts and globs, SF Symbol names left out; `+` sequences make globs, `>`/`&&` ones nothing.
        XCTAssertTrue(facts.assetNameCandidates.isSuperset(of: ["Feed", "Star", "flag_", "-dark"]))
        XCTAssertFalse(facts.assetNameCandidates.contains("gear"))
        XCTAssertFalse(facts.assetNameCandidates.contains("star.fill"))
        XCTAssertEqual(Set(facts.assetNamePatterns), ["flag_*", "*-dark", "*-medium"])
        XCTAssertEqual(facts.textAssignments.byType["FeedViewController"], ["titleLabel"])

        // References outside the file's own names, each where its name starts.
        let references = facts.references.map { "\($0.base).\($0.member)@\($0.location.line):\($0.location.column)" }
        XCTAssertTrue(references.contains("Store.shared@13:9"), "\(references)")
        XCTAssertTrue(references.contains("café.reload@16:9"), "\(references)")
        XCTAssertFalse(references.contains { $0.hasPrefix("name.") || $0.hasPrefix("icon.") }, "\(references)")
    }

    /// Home Assistant's template editor: `TextField("{{ now() }}", …)` shows an example of a
    /// template, no words. Words outside the tags still count; an unclosed tag runs to the end.
    func testTemplateTagsAreNotWords() {
        XCTAssertEqual(LiteralText.withoutTemplateTags("{{ now() }}"), "")
        XCTAssertEqual(LiteralText.withoutTemplateTags("Hello {{ name }}, {% if x %}welcome{% endif %}!"), "Hello , welcome!")
        XCTAssertEqual(LiteralText.withoutTemplateTags("Total: {{ sum"), "Total: ")
        XCTAssertEqual(LiteralText.withoutTemplateTags("{% raw %}{{ x }}"), "")
        XCTAssertEqual(LiteralText.withoutTemplateTags("a } b %} c"), "a } b %} c")
        XCTAssertFalse(LiteralText.needsTranslation("{{ now() }}", interpolated: false))
        XCTAssertFalse(LiteralText.needsTranslation("{{ states('sensor.x') }} {% endif %}", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("Hello {{ name }}", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("Use {braces} here", interpolated: false))
        // A protocol's name, the same in every language (OsmAnd's AIS connection picker).
        XCTAssertFalse(LiteralText.needsTranslation("TCP", interpolated: false))
        XCTAssertFalse(LiteralText.needsTranslation("IPv6", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("TCP port", interpolated: false))
        // An encryption protocol's name (ChatSecure's key list).
        XCTAssertFalse(LiteralText.needsTranslation("OTR", interpolated: false))
        XCTAssertFalse(LiteralText.needsTranslation("OMEMO", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("OTR fingerprint", interpolated: false))
        // A colour model's name, labelling a colour's values (ImageToolbox).
        XCTAssertFalse(LiteralText.needsTranslation("CMYK", interpolated: false))
        // Animation frames: a zero-padded template names frames of its stem and width only.
        XCTAssertEqual(AssetUsage.trailingNumber("ripple_00000")?.key, "ripple_#5")
        XCTAssertEqual(AssetUsage.trailingNumber("ripple_00000")?.zeros, true)
        XCTAssertEqual(AssetUsage.trailingNumber("ripple_00016")?.zeros, false)
        XCTAssertNotEqual(AssetUsage.trailingNumber("ripple_0016")?.key, "ripple_#5")
        XCTAssertNil(AssetUsage.trailingNumber("icon1"))
        // The domain after a user name field (Nos).
        XCTAssertFalse(LiteralText.needsTranslation(".nos.social", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation(". Next step", interpolated: false))
        // Gramophone's `userdebug` source set: a build for its developers.
        XCTAssertTrue(RulePlan.isDeveloperSourceSet("userdebug"))
        XCTAssertFalse(RulePlan.isDeveloperSourceSet("main"))
        // v2rayNG's logging facade is a logger: its calls are not singleton uses.
        XCTAssertTrue(SingletonAccessRule.isLogger("LogUtil"))
        XCTAssertFalse(SingletonAccessRule.isLogger("LogbookStore"))
        XCTAssertFalse(LiteralText.needsTranslation("HSL", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("CMYK values", interpolated: false))
        // Search qualifiers put into a query field (FastHub).
        XCTAssertFalse(LiteralText.needsTranslation("is:issue is:open ", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("Note: read this", interpolated: false))
        XCTAssertTrue(StaleLibraryRule.admits("from 0.9.16 up to next major", "0.9.19"))
        XCTAssertFalse(StaleLibraryRule.admits("from 1.2.0 up to next major", "2.1.0"))
        XCTAssertFalse(StaleLibraryRule.admits("from 0.9.16 up to next minor", "0.10.0"))
        XCTAssertTrue(StaleLibraryRule.admits("~> 0.9.9", "0.9.19"))
        XCTAssertFalse(StaleLibraryRule.admits("~> 0.9.9", "0.10.1"))
        XCTAssertFalse(StaleLibraryRule.admits("from 2.0.0 up to next major", "1.9.0"))
        // An enclosed letter alone is a symbol (GoMap's info button); a CJK character is a word.
        XCTAssertFalse(LiteralText.needsTranslation("ⓘ", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("是", interpolated: false))
    }
}

extension IOSPrecisionTests {
    /// nRF Toolbox: a Podfile left beside an Xcode project that no longer builds with CocoaPods (no
    /// `[CP]` build phase, no `Pods-….xcconfig`; its libraries came over as Swift packages): the app
    /// carries none of its pods, so what the catalog says of them are notes that say why. With the
    /// project integrating CocoaPods, they ship.
    func testALeftOverPodfileShipsNothing() throws {
        let project = MissingScaleAssetRule.iPadOnlyProject
        let integrated = project
            .replacingOccurrences(of: "buildPhases = ();", with: "buildPhases = (B0);")
            .replacingOccurrences(of: "G0 = { isa = PBXGroup;", with: #"B0 = { isa = PBXShellScriptBuildPhase; name = "[CP] Check Pods Manifest.lock"; }; G0 = { isa = PBXGroup;"#)
        for (pbxproj, expected) in [(project, Severity.note), (integrated, Severity.error)] {
            let tree = try ScratchTree()
            try tree.write("Podfile", "platform :ios, '12.0'\ntarget 'Pad' do\n  pod 'AFNetworking', '3.2.1'\nend\n")
            try tree.write("Pad.xcodeproj/project.pbxproj", pbxproj)
            try tree.write("App/Info.plist", ReleaseExampleProject.goodPlist)
            try tree.write("App/AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
            let found = findings(tree, "deps.deprecated-library")
            XCTAssertEqual(found.map(\.severity), [expected], "\(found.map(\.message))")
            if expected == .note {
                XCTAssertTrue(found.first?.message.hasSuffix("(the Podfile is left over: no Xcode project beside it builds with CocoaPods; the release build does not carry it)") == true)
            }
        }
    }
}

extension IOSPrecisionTests {
    /// Simplenote: a SwiftUI view only its own preview opens, beside a `private enum Metrics`
    /// that many files declare for themselves: no other file names the view, so its text is
    /// shown to no one; a view another file opens keeps its finding.
    func testAViewOnlyItsPreviewOpensIsUnreachableDespitePrivateHelpers() throws {
        let tree = try ScratchTree()
        try tree.write("App/en.lproj/Localizable.strings", "\"home.title\" = \"Home\";\n")
        try tree.write("App/LinkSentView.swift", """
            import SwiftUI
            struct LinkSentView: View {
                var body: some View { Text("Check your inbox").padding(Metrics.inset) }
            }
            private enum Metrics { static let inset: CGFloat = 8 }
            struct LinkSentView_Previews: PreviewProvider {
                static var previews: some View { LinkSentView() }
            }
            """)
        try tree.write("App/HomeView.swift", """
            import SwiftUI
            struct HomeView: View {
                var body: some View { Text("Welcome back").padding(Metrics.inset) }
            }
            private enum Metrics { static let inset: CGFloat = 4 }
            """)
        try tree.write("App/AppMain.swift", "import SwiftUI\n@main struct AcmeApp: App { var body: some Scene { WindowGroup { HomeView() } } }\n")
        let found = findings(tree, "code.hardcoded-ui-string")
        XCTAssertEqual(found.map(\.path), ["App/HomeView.swift"], "\(found.map(\.message))")
    }
}

extension IOSPrecisionTests {
    /// RWDevCon: empty slots of the same size and scale for iPhone and iPad are told apart.
    func testEmptyIconSlotsNameTheirIdiom() throws {
        let tree = try ScratchTree()
        try tree.write("App/Assets.xcassets/AppIcon.appiconset/Contents.json", """
            { "images": [
              { "idiom": "iphone", "size": "20x20", "scale": "2x" },
              { "idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "a.png" },
              { "idiom": "iphone", "size": "60x60", "scale": "3x", "filename": "b.png" },
              { "idiom": "ipad", "size": "20x20", "scale": "2x" },
              { "idiom": "ipad", "size": "76x76", "scale": "2x", "filename": "c.png" },
              { "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x", "filename": "d.png" }
            ] }
            """)
        for name in ["a", "b", "c", "d"] { try tree.write("App/Assets.xcassets/AppIcon.appiconset/\(name).png", bytes: PNGWriter.solidImage(width: 8, height: 8)) }
        let messages = findings(tree, "ios.missing-scale-asset").map(\.message)
        XCTAssertTrue(messages.contains { $0.hasPrefix("App icon set AppIcon has") && $0.contains("20x20@2x (iPhone)") && $0.contains("20x20@2x (iPad)") }, "\(messages)")
        XCTAssertEqual(MissingScaleAssetRule.idiomName("ios-marketing"), "App Store")
        XCTAssertEqual(MissingScaleAssetRule.idiomName(nil), "universal")
    }
}

extension IOSPrecisionTests {
    /// a-Shell: the app target copies `Resources/Perl`, a folder of Perl's headers, into its
    /// bundle for the interpreter it ships; they are content, never compiled: no findings. The
    /// app's own Objective-C still has its.
    func testCodeInAFolderTheAppCopiesAsAResourceIsNotAppCode() throws {
        let tree = try ScratchTree()
        try tree.write("Shell.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = P0;
              objects = {
                P0 = { isa = PBXProject; mainGroup = G0; targets = (T0); buildConfigurationList = L1; };
                G0 = { isa = PBXGroup; children = (R0, S0); sourceTree = "<group>"; };
                R0 = { isa = PBXFileReference; lastKnownFileType = folder; name = Perl; path = Resources/Perl; sourceTree = "<group>"; };
                S0 = { isa = PBXFileReference; path = App/Shell.m; sourceTree = "<group>"; };
                B0 = { isa = PBXBuildFile; fileRef = R0; };
                B1 = { isa = PBXBuildFile; fileRef = S0; };
                H0 = { isa = PBXResourcesBuildPhase; files = (B0); };
                H1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                T0 = { isa = PBXNativeTarget; name = Shell; productType = "com.apple.product-type.application"; buildConfigurationList = L0; buildPhases = (H1, H0); };
                L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
                C0 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
                L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
              };
            }
            """)
        try tree.write("Resources/Perl/perl.h", "char **environ;\nint PL_warn_count;\n")
        try tree.write("App/Shell.m", "#import <Foundation/Foundation.h>\nNSString *currentSession;\n@implementation Shell\n@end\n")
        let found = findings(tree, "arch.global-mutable-state")
        XCTAssertEqual(found.map(\.path), ["App/Shell.m"], "\(found.map(\.message))")
        XCTAssertTrue(ProjectStructure.isCompiledSource("a/b.hpp"))
        XCTAssertFalse(ProjectStructure.isCompiledSource("a.b/README"))
    }
}

extension IOSPrecisionTests {
    /// Anytype: SwiftGen accessors reached as implicit members name their sets; the namespaces
    /// on the way name folders, not sets, so a set of the same folder that nothing names stays
    /// unused, even where images are loaded by computed names too.
    func testImplicitSwiftGenAccessorsNameOnlyTheirSets() throws {
        let tree = try ScratchTree()
        let namespace = #"{ "properties": { "provides-namespace": true } }"#
        try tree.write("App/Assets.xcassets/SelectionOption/Contents.json", namespace)
        try tree.write("App/Assets.xcassets/SelectionOption/Persona/Contents.json", namespace)
        for name in ["Student", "IT"] {
            try tree.write("App/Assets.xcassets/SelectionOption/Persona/\(name).imageset/Contents.json", "{ \"images\": [] }")
        }
        try tree.write("App/Join.swift", """
            import UIKit
            let options = [Option(icon: .SelectionOption.Persona.student)]
            """)
        // Images loaded by computed names elsewhere: a folder a literal names is then loaded whole.
        try tree.write("App/Avatar.swift", "import UIKit\nfunc avatar(_ name: String) -> UIImage? { UIImage(named: name) }\n")
        let unused = findings(tree, "ios.unused-asset").map(\.path)
        XCTAssertEqual(unused, ["App/Assets.xcassets/SelectionOption/Persona/IT.imageset/Contents.json"])
    }
}

extension IOSPrecisionTests {
    /// 1Password's app extension: a pod at the repository's top, its only apps in `Demos/`. The
    /// demos ship nothing (no release findings), and the pod's images are for the apps that
    /// integrate it (no unused-asset findings).
    func testALibraryRepositoryWithDemoAppsHasNoAppFindings() throws {
        let tree = try ScratchTree()
        try tree.write("Extension.podspec", "Pod::Spec.new do |s|\n  s.name = 'Extension'\n  s.resource_bundles = { 'Extension' => ['Extension.xcassets'] }\nend\n")
        try tree.write("Extension.m", "@implementation Extension\n@end\n")
        try tree.write("Extension.xcassets/button.imageset/Contents.json", "{ \"images\": [] }")
        try tree.write("Demos/App Demo/App Demo.xcodeproj/project.pbxproj", MissingScaleAssetRule.iPadOnlyProject)
        try tree.write("Demos/App Demo/App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSAppTransportSecurity</key><dict><key>NSAllowsArbitraryLoads</key><true/></dict></dict></plist>
            """)
        try tree.write("Demos/App Demo/App/LoginViewController.m", "@implementation LoginViewController\n- (void)viewDidLoad { self.title = @\"Sign in\"; }\n@end\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(result.findings.filter { $0.ruleId.hasPrefix("release.") || $0.ruleId == "ios.unused-asset" || $0.path.hasPrefix("Demos/") }.map(\.ruleId), [])
        XCTAssertEqual(result.structure?.isLibraryRepository, true)
    }
}

extension IOSPrecisionTests {
    /// Mattermost: a method swizzle keeps the implementation it replaces in a file `static`, set
    /// once by `+swizzle…` from `+load`: set-up, not shared state. A static other methods change
    /// still is.
    func testASwizzlesOriginalImplementationIsNoGlobalState() throws {
        let tree = try ScratchTree()
        try tree.write("App/Loader+Swizzle.m", """
            #import <objc/runtime.h>
            @implementation Loader (Swizzle)
            static IMP originalInit = NULL;
            static NSInteger requests = 0;
            + (void)load {
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{ [self swizzleInitMethod]; });
            }
            + (void)swizzleInitMethod {
                Method original = class_getInstanceMethod(self, @selector(init));
                originalInit = method_getImplementation(original);
            }
            - (void)count { requests += 1; }
            - (NSInteger)total { return requests; }
            - (id)callOriginal { return ((id (*)(id, SEL))originalInit)(self, @selector(init)); }
            @end
            """)
        let found = findings(tree, "arch.global-mutable-state").map(\.message)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("requests") == true, "\(found)")
    }
}

extension IOSPrecisionTests {
    /// Omnivore: swift-graphql's output says "auto-generated … DO NOT EDIT" in its first lines,
    /// in a folder named like any other: generated code, never reported.
    func testCodeThatSaysAToolWroteItIsGenerated() throws {
        let tree = try ScratchTree()
        try tree.write("App/DataService/GQLSchema.swift", """
            // swiftlint:disable all
            // This file was auto-generated using maticzav/swift-graphql. DO NOT EDIT MANUALLY!
            import UIKit
            final class Selection { static let shared = Selection() }
            func banner(_ label: UILabel) { label.text = "Welcome to the schema" }
            """)
        try tree.write("App/Home.swift", """
            //  Home.swift
            //  Created by Ann on 1/2/24.
            import UIKit
            func greet(_ label: UILabel) { label.text = "Welcome back" }
            """)
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(Set(result.findings.filter { !$0.ruleId.hasPrefix("release.") }.map(\.path)), ["App/Home.swift"], "\(result.findings.map(\.message))")
        XCTAssertEqual(result.structure?.role(of: "App/DataService/GQLSchema.swift"), .generated)
        XCTAssertTrue(FileAnalyzer.declaresGenerated(Array("/*\n * @generated by the Room compiler\n */".utf8)))
        XCTAssertFalse(FileAnalyzer.declaresGenerated(Array("// Copyright 2024 Acme. Licensed under the Apache License.".utf8)))
        for notice in ["// DO NOT EDIT.", "// Code Generated By protoc", "/* This file is automatically generated. */", "// Auto-Generated",
                       "// AutoGenerated file", "// Generated using Sourcery 2.0", "// swiftlint:disable all\n// GENERATED FILE"] {
            XCTAssertTrue(FileAnalyzer.declaresGenerated(Array(notice.utf8)), notice)
        }
        // `generated` alone, `generate`, or a notice past the window say nothing.
        for text in ["// The generated ids are kept below.", "// Generate the thumbnails, do not\n// edit them",
                     String(repeating: " ", count: FileAnalyzer.generatedMarkerWindow) + "// DO NOT EDIT"] {
            XCTAssertFalse(FileAnalyzer.declaresGenerated(Array(text.utf8)), text)
        }
    }

    /// The notice search (two anchored searches first, the eight markers only when one finds
    /// something) answers as a plain search of every marker in the lowered head, on every file
    /// of the fixtures, the sources and the tests.
    func testGeneratedNoticesAreFoundAsAPlainSearchFindsThem() throws {
        let markers = ["do not edit", "@generated", "automatically generated", "auto-generated", "autogenerated", "generated by ",
                       "generated using ", "generated file"].map { Array($0.utf8) }
        func plainSearch(_ bytes: [UInt8]) -> Bool {
            let head = bytes.prefix(FileAnalyzer.generatedMarkerWindow).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            return markers.contains { marker in head.indices.contains { head[$0...].starts(with: marker) } }
        }
        var files = 0, generated = 0
        for folder in ["Fixtures", "Sources", "Tests"] {
            let walker = FileManager.default.enumerator(at: Paths.packageRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard let data = try? Data(contentsOf: url) else { continue }
                let bytes = Array(data.prefix(4_096))
                XCTAssertEqual(FileAnalyzer.declaresGenerated(bytes), plainSearch(bytes), url.path)
                files += 1
                if plainSearch(bytes) { generated += 1 }
            }
        }
        XCTAssertGreaterThan(files, 500)
        XCTAssertGreaterThan(generated, 0, "some fixture declares itself generated")
    }
}

extension IOSPrecisionTests {
    /// IRCCloud: `IRCCloud FLEX` builds the app (its sources, its Info.plist) with the FLEX
    /// debugger added; the store gets `IRCCloud`. What only the variant compiles is no app code,
    /// nor what only a build named for screenshots does (Pyto's `Pyto Screenshots`, a plist of its
    /// own), while a second app with an Info.plist of its own (`IRCCloud Enterprise`) ships.
    func testFilesOnlyADeveloperVariantOfTheAppCompilesAreNotAppCode() throws {
        let tree = try ScratchTree()
        try tree.write("Chat.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = P0;
              objects = {
                P0 = { isa = PBXProject; mainGroup = G0; targets = (T0, T1, T2, T3); buildConfigurationList = L9; };
                G0 = { isa = PBXGroup; children = (F0, F1, F2, F3); sourceTree = "<group>"; };
                F0 = { isa = PBXFileReference; path = Chat/Main.m; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = FLEX/FLEXManager.m; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = Enterprise/Login.m; sourceTree = "<group>"; };
                F3 = { isa = PBXFileReference; path = Chat/Screenshots/Staging.m; sourceTree = "<group>"; };
                B0 = { isa = PBXBuildFile; fileRef = F0; };
                B1 = { isa = PBXBuildFile; fileRef = F0; };
                B2 = { isa = PBXBuildFile; fileRef = F1; };
                B3 = { isa = PBXBuildFile; fileRef = F0; };
                B4 = { isa = PBXBuildFile; fileRef = F2; };
                B5 = { isa = PBXBuildFile; fileRef = F0; };
                B6 = { isa = PBXBuildFile; fileRef = F3; };
                S3 = { isa = PBXSourcesBuildPhase; files = (B5, B6); };
                T3 = { isa = PBXNativeTarget; name = "Chat Screenshots"; productType = "com.apple.product-type.application"; buildConfigurationList = L3; buildPhases = (S3); };
                L3 = { isa = XCConfigurationList; buildConfigurations = (C3); };
                C3 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = "Chat copy-Info.plist"; }; };
                S0 = { isa = PBXSourcesBuildPhase; files = (B0); };
                S1 = { isa = PBXSourcesBuildPhase; files = (B1, B2); };
                S2 = { isa = PBXSourcesBuildPhase; files = (B3, B4); };
                T0 = { isa = PBXNativeTarget; name = Chat; productType = "com.apple.product-type.application"; buildConfigurationList = L0; buildPhases = (S0); };
                T1 = { isa = PBXNativeTarget; name = "Chat FLEX"; productType = "com.apple.product-type.application"; buildConfigurationList = L0; buildPhases = (S1); };
                T2 = { isa = PBXNativeTarget; name = "Chat Enterprise"; productType = "com.apple.product-type.application"; buildConfigurationList = L2; buildPhases = (S2); };
                L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
                C0 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Chat/Info.plist; }; };
                L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
                C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Chat/Enterprise-Info.plist; }; };
                L9 = { isa = XCConfigurationList; buildConfigurations = (C9); };
                C9 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
              };
            }
            """)
        for path in ["Chat/Main.m", "FLEX/FLEXManager.m", "Enterprise/Login.m", "Chat/Screenshots/Staging.m"] {
            try tree.write(path, "#import <Foundation/Foundation.h>\nNSString *currentSession;\n@implementation X\n@end\n")
        }
        let structure = try XCTUnwrap(Auditor().run(AuditRequest(root: tree.root)).structure)
        XCTAssertEqual(structure.role(of: "Chat/Main.m"), .app)
        XCTAssertEqual(structure.role(of: "Enterprise/Login.m"), .app, "a second app with its own Info.plist ships")
        XCTAssertEqual(structure.role(of: "FLEX/FLEXManager.m"), .tooling, "only the debugging variant compiles it")
        XCTAssertEqual(structure.role(of: "Chat/Screenshots/Staging.m"), .tooling, "only the screenshots build compiles it")
        XCTAssertEqual(ProjectStructure.developerVariantTargets(structure.targets), [1, 3])
    }
}

extension IOSPrecisionTests {
    /// SwiftHub: a pod of the test target without a version changes the tests, not the app: a
    /// note saying so; the app's own unpinned pod stays a warning.
    func testUnpinnedPodsOfTestTargetsAreNotes() throws {
        let tree = try ScratchTree()
        try tree.write("Podfile", """
            platform :ios, '15.0'
            target 'Shop' do
                pod 'Alamofire'
                target 'ShopTests' do
                    inherit! :search_paths
                    pod 'RxBlocking'
                end
            end
            """)
        try tree.write("Shop/App.swift", "import UIKit\n")
        let found = findings(tree, "deps.unpinned-version").sorted { $0.message < $1.message }
        XCTAssertEqual(found.map(\.severity), [.warning, .note], "\(found.map(\.message))")
        XCTAssertTrue(found.last?.message.contains("RxBlocking") == true && found.last?.message.contains("release build does not carry it") == true)
    }
}

extension IOSPrecisionTests {
    /// Backyard Birds: no API Apple asks a reason for and no third-party library: no privacy
    /// manifest is asked for (the item does not apply); one `@AppStorage`, or one pod, and it is.
    func testAPrivacyManifestIsAskedOfAppsThatNeedOne() throws {
        func status(_ files: [String: String]) throws -> ChecklistItemResult.Status? {
            let tree = try ScratchTree()
            try tree.write("App/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleName</key><string>Birds</string></dict></plist>")
            for (path, text) in files { try tree.write(path, text) }
            let result = Auditor().run(AuditRequest(root: tree.root))
            return result.checklists.first { $0.id == "release-ios" }?.items.first { $0.id == "privacy-manifest" }?.status
        }
        let view = "import SwiftUI\nimport SwiftData\nstruct BirdsView: View {\n    @Query var birds: [Bird]\n    var body: some View { List(birds) { Text($0.name) } }\n}\n"
        XCTAssertEqual(try status(["App/BirdsView.swift": view]), .na)
        XCTAssertEqual(try status(["App/BirdsView.swift": view, "App/Settings.swift": "import SwiftUI\nstruct S: View { @AppStorage(\"tint\") var tint = 0; var body: some View { EmptyView() } }\n"]), .fail)
        XCTAssertEqual(try status(["App/BirdsView.swift": view, "Podfile": "platform :ios, '16.0'\ntarget 'Birds' do\n  pod 'Alamofire', '5.9.1'\nend\n"]), .fail)
    }
}

extension IOSPrecisionTests {
    /// Clean Architecture for SwiftUI: `DEVELOPMENT_ASSET_PATHS` names the whole resources
    /// folder, icon set included, so archives ship no icon: told as that, not as a missing set.
    func testAnAppIconInDevelopmentAssetsIsNoAppIcon() throws {
        let tree = try ScratchTree()
        try tree.write("Countries.xcodeproj/project.pbxproj",
                       Self.oneAppProject(name: "Countries", settings: #"DEVELOPMENT_ASSET_PATHS = "\"Countries/Resources\""; GENERATE_INFOPLIST_FILE = YES;"#))
        try tree.write("Countries/App.swift", "import SwiftUI\n")
        try tree.write("Countries/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json", #"{ "images": [ { "idiom": "universal", "platform": "ios", "size": "1024x1024" } ] }"#)
        let found = findings(tree, "release.ios.app-icon")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("development asset folder") == true, "\(found.map(\.message))")
    }
}

extension IOSPrecisionTests {
    /// Siskin offers an alternate icon (`ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`) lacking
    /// the iPhone's 60 pt @3x: told, though the app's own icon is complete; a set nothing offers
    /// (Zebra's spare skins) and an alternate lacking only the App Store size are not.
    func testOfferedAlternateIconsNeedTheDeviceSizes() throws {
        XCTAssertEqual(try offeredAlternateIconFindings(offering: #"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "Simple Night";"#),
                       ["Simple.appiconset"])
        // Every set is offered (Zebra's skins): the spare one is told too.
        XCTAssertEqual(try offeredAlternateIconFindings(offering: "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES;"),
                       ["Simple.appiconset", "Spare.appiconset"])
    }

    private func offeredAlternateIconFindings(offering setting: String) throws -> [String] {
        let tree = try ScratchTree()
        try tree.write("Chat.xcodeproj/project.pbxproj", Self.oneAppProject(
            name: "Chat", settings: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon; \(setting) TARGETED_DEVICE_FAMILY = 1; INFOPLIST_FILE = Chat/Info.plist;"))
        try tree.write("Chat/App.swift", "import UIKit\n")
        try tree.write("Chat/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleName</key><string>Chat</string></dict></plist>")
        let catalog = "Chat/Assets.xcassets"
        try tree.write("\(catalog)/AppIcon.appiconset/Contents.json", #"{ "images": [ { "idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "icon.png" } ] }"#)
        try tree.write("\(catalog)/AppIcon.appiconset/icon.png", "png")
        // Offered, the iPhone's @3x missing; offered, only the App Store's missing; not offered.
        for (name, slots) in [("Simple", ["2x"]), ("Night", ["2x", "3x"]), ("Spare", ["2x"])] {
            let images = slots.map { #"{ "idiom": "iphone", "size": "60x60", "scale": "\#($0)", "filename": "i\#($0).png" }"# }
                + (slots.contains("3x") ? [] : [#"{ "idiom": "iphone", "size": "60x60", "scale": "3x" }"#])
                + [#"{ "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x" }"#]
            try tree.write("\(catalog)/\(name).appiconset/Contents.json", "{ \"images\": [ \(images.joined(separator: ", ")) ] }")
            for scale in slots { try tree.write("\(catalog)/\(name).appiconset/i\(scale).png", "png") }
        }
        let found = findings(tree, "release.ios.app-icon")
        XCTAssertTrue(found.allSatisfy { $0.message.hasSuffix("no iphone 60 pt @3x") }, "\(found.map(\.message))")
        return found.map { $0.path.split(separator: "/").dropLast().last.map(String.init) ?? "" }.sorted()
    }
}

extension IOSPrecisionTests {
    /// A project with one app target compiling `<name>/App.swift`, built with `settings`.
    static func oneAppProject(name: String, settings: String) -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; rootObject = P0;
          objects = {
            P0 = { isa = PBXProject; mainGroup = G0; targets = (T0); buildConfigurationList = L9; };
            G0 = { isa = PBXGroup; children = (F0); sourceTree = "<group>"; };
            F0 = { isa = PBXFileReference; path = \(name)/App.swift; sourceTree = "<group>"; };
            B0 = { isa = PBXBuildFile; fileRef = F0; };
            S0 = { isa = PBXSourcesBuildPhase; files = (B0); };
            T0 = { isa = PBXNativeTarget; name = \(name); productType = "com.apple.product-type.application"; buildConfigurationList = L0; buildPhases = (S0); };
            L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
            C0 = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings) }; };
            L9 = { isa = XCConfigurationList; buildConfigurations = (C9); };
            C9 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
          };
        }
        """
    }
}
