/// Associated domains are handled in code.
public struct IOSUniversalLinksRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    static let entitlements = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>com.apple.developer.associated-domains</key><array><string>applinks:shop.example</string></array></dict></plist>"

    public static let descriptor = releaseDescriptor(
        item: "universal-links", title: "Associated domains are handled in code", weight: 1,
        summary: "An entitlements file declares `applinks:` associated domains but no Swift code handles an incoming link (`NSUserActivity`, `onContinueUserActivity`, `onOpenURL`, `webpageURL`).",
        rationale: "An applinks entitlement without NSUserActivity / onContinueUserActivity / onOpenURL handling opens the app on the wrong screen.",
        help: "Handle the link in `application(_:continue:restorationHandler:)`, `scene(_:continue:)` or SwiftUI's `onOpenURL`/`onContinueUserActivity`, or remove the entitlement.",
        triggering: [Example.ios(extra: [ExampleFile("App/App.entitlements", "↓" + entitlements)]),
                     // A handler only a test names handles nothing in the app.
                     Example.ios(extra: [ExampleFile("App/App.entitlements", "↓" + entitlements),
                                         ExampleFile("AppTests/LinkTests.swift", "import XCTest\nfinal class LinkTests: XCTestCase {\n    func testOpen() { _ = NSUserActivity(activityType: \"x\") }\n}\n")])],
        nonTriggering: [Example.ios(swift: "import SwiftUI\nstruct HomeView: View { var body: some View { EmptyView().onOpenURL { _ in } } }\n",
                                    extra: [ExampleFile("App/App.entitlements", entitlements)])])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let applinks = project.plists.filter { project.role(of: $0.key) == .app && $0.key.hasSuffix(".entitlements") && ($0.value.flattened["com.apple.developer.associated-domains[]"] ?? "").contains("applinks:") }
        guard !applinks.isEmpty else { return ItemOutcome(.na, ["no applinks: associated domain"]) }
        let names = ["NSUserActivity", "onContinueUserActivity", "onOpenURL", "webpageURL"]
        let handlers = names.filter(project.swiftIdentifiers(among: Set(names)).contains)
        return handlers.isEmpty
            ? ItemOutcome(.fail, ["applinks in \(applinks.keys.sorted().joined(separator: ", ")) but no NSUserActivity/onContinueUserActivity/onOpenURL handling"],
                          places: applinks.keys.sorted().flatMap { ItemOutcome.wholeFile($0, "applinks are declared but no code handles universal links (NSUserActivity, onContinueUserActivity, onOpenURL)") })
            : ItemOutcome(.pass, ["handled with " + handlers.joined(separator: ", ")])
    }
}
