/// Associated domains are handled in code.
public struct IOSUniversalLinksRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    static let entitlements = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>com.apple.developer.associated-domains</key><array><string>applinks:shop.example</string></array></dict></plist>"

    public static let descriptor = releaseDescriptor(
        item: "universal-links", title: "Associated domains are handled in code", weight: 1,
        summary: "An entitlements file declares `applinks:` associated domains but no Swift or Objective-C code handles an incoming link (`NSUserActivity`, `onContinueUserActivity`, `onOpenURL`, `webpageURL`, `continueUserActivity`). A Flutter or React Native app (a `pubspec.yaml` or Metro configuration beside its `ios/` folder) handles links in code apphealth does not read: not applicable.",
        rationale: "An applinks entitlement without NSUserActivity / onContinueUserActivity / onOpenURL handling opens the app on the wrong screen.",
        help: "Handle the link in `application(_:continue:restorationHandler:)`, `scene(_:continue:)` or SwiftUI's `onOpenURL`/`onContinueUserActivity`, or remove the entitlement.",
        triggering: [Example.ios(extra: [ExampleFile("App/App.entitlements", "↓" + entitlements)]),
                     // A handler only a test names handles nothing in the app.
                     Example.ios(extra: [ExampleFile("App/App.entitlements", "↓" + entitlements),
                                         ExampleFile("AppTests/LinkTests.swift", "import XCTest\nfinal class LinkTests: XCTestCase {\n    func testOpen() { _ = NSUserActivity(activityType: \"x\") }\n}\n")])],
        nonTriggering: [Example.ios(swift: "import SwiftUI\nstruct HomeView: View { var body: some View { EmptyView().onOpenURL { _ in } } }\n",
                                    extra: [ExampleFile("App/App.entitlements", entitlements)]),
                        // An Objective-C app delegate.
                        Example.ios(extra: [ExampleFile("App/App.entitlements", entitlements), ExampleFile("App/AppDelegate.m", """
                            @implementation AppDelegate
                            - (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity restorationHandler:(void (^)(NSArray *))handler {
                                return [self.router open:userActivity.webpageURL];
                            }
                            @end
                            """)]),
                        // AppFlowy: a Flutter app, whose `app_links` plugin hands links to Dart.
                        RuleExample([
                            ExampleFile("frontend/app/pubspec.yaml", "name: app\ndependencies:\n  app_links: ^6.0.0\n"),
                            ExampleFile("frontend/app/ios/Runner/Runner.entitlements", entitlements),
                            ExampleFile("frontend/app/ios/Runner/AppDelegate.swift", "import Flutter\n@main class AppDelegate: FlutterAppDelegate {}\n"),
                        ], testsSuppression: false)])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let applinks = project.plists.filter { project.role(of: $0.key) == .app && $0.key.hasSuffix(".entitlements") && ($0.value.flattened["com.apple.developer.associated-domains[]"] ?? "").contains("applinks:") }
        guard !applinks.isEmpty else { return ItemOutcome(.na, ["no applinks: associated domain"]) }
        // A Flutter or React Native app handles its links in Dart or JavaScript, through a
        // plugin's native code the repository does not hold (AppFlowy's `app_links`).
        let crossPlatform: Set<String> = ["pubspec.yaml", "metro.config.js", "react-native.config.js"]
        let folders = Set(project.tree.files.filter { crossPlatform.contains($0.name) }.map { $0.path.parentPath })
        if let folder = applinks.keys.sorted().lazy.compactMap({ path in folders.first { path.hasPrefix($0.isEmpty ? "ios/" : $0 + "/ios/") } }).first {
            return ItemOutcome(.na, ["a Flutter or React Native app (\(folder.isEmpty ? "the repository" : folder)): its links are handled in Dart or JavaScript, which apphealth does not read"])
        }
        // (Objective-C app delegates' `application:continueUserActivity:restorationHandler:` too.)
        let names = ["NSUserActivity", "onContinueUserActivity", "onOpenURL", "webpageURL", "continueUserActivity"]
        let handlers = names.filter(project.swiftIdentifiers(among: Set(names)).contains)
        return handlers.isEmpty
            ? ItemOutcome(.fail, ["applinks in \(applinks.keys.sorted().joined(separator: ", ")) but no NSUserActivity/onContinueUserActivity/onOpenURL handling"],
                          places: applinks.keys.sorted().flatMap { ItemOutcome.wholeFile($0, "applinks are declared but no code handles universal links (NSUserActivity, onContinueUserActivity, onOpenURL)") })
            : ItemOutcome(.pass, ["handled with " + handlers.joined(separator: ", ")])
    }
}
