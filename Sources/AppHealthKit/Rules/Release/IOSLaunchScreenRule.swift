/// A launch screen is configured.
public struct IOSLaunchScreenRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "launch-screen", title: "A launch screen is configured", weight: 2,
        summary: "No Info.plist sets `UILaunchStoryboardName` or `UILaunchScreen`.",
        rationale: "Without UILaunchStoryboardName or UILaunchScreen the app runs letterboxed.",
        help: "Add a launch storyboard (`UILaunchStoryboardName`) or a `UILaunchScreen` dictionary to the app's Info.plist.",
        triggering: [Example.ios(plist: Example.marked(Example.goodPlist.replacingOccurrences(of: "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", with: "")))],
        nonTriggering: [Example.ios()])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let configured = project.infoPlists.filter { $0.plist.keys.contains("UILaunchStoryboardName") || $0.plist.keys.contains("UILaunchScreen") }
        let generated = project.generatedInfoPlistKeys.filter { $0 == "UILaunchStoryboardName" || $0.hasPrefix("UILaunchScreen") }
        if configured.isEmpty, !generated.isEmpty {
            return ItemOutcome(.pass, generated.sorted().map { "INFOPLIST_KEY_\($0) in the app target's build settings" })
        }
        return configured.isEmpty
            ? ItemOutcome(.fail, ["no UILaunchStoryboardName or UILaunchScreen in Info.plist"],
                          places: ItemOutcome.wholeFile(project.mainInfoPlist, "Info.plist configures no launch screen (UILaunchStoryboardName or UILaunchScreen)"))
            : ItemOutcome(.pass, configured.map(\.path))
    }
}
