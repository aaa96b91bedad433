/// `CFBundleShortVersionString` and `CFBundleVersion` are set.
public struct IOSVersionKeysRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "version-keys", title: "CFBundleShortVersionString and CFBundleVersion are set", weight: 2,
        summary: "No `Info.plist` sets both `CFBundleShortVersionString` and `CFBundleVersion`. With an Xcode project in the tree this is a warning without a finding: Xcode can generate both from the `MARKETING_VERSION` and `CURRENT_PROJECT_VERSION` build settings.",
        rationale: "App Store Connect requires both, and a higher build number for every upload.",
        help: "Set `CFBundleShortVersionString` (marketing version) and `CFBundleVersion` (build number) in the app's Info.plist, or `$(MARKETING_VERSION)`/`$(CURRENT_PROJECT_VERSION)` with those build settings.",
        triggering: [Example.ios(plist: Example.marked("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>"))],
        nonTriggering: [Example.ios()])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let generated = project.generatedInfoPlistKeys
        let complete = project.infoPlists.filter {
            $0.plist.keys.union(generated).isSuperset(of: ["CFBundleShortVersionString", "CFBundleVersion"])
        }
        if complete.isEmpty, generated.isSuperset(of: ["CFBundleShortVersionString", "CFBundleVersion"]) {
            return ItemOutcome(.pass, ["MARKETING_VERSION and CURRENT_PROJECT_VERSION in the app target's build settings"])
        }
        if !complete.isEmpty {
            let fromSettings = { (key: String, setting: String) in generated.contains(key) ? "\(setting) build setting" : "?" }
            return ItemOutcome(.pass, complete.map {
                "\($0.path): \($0.plist.strings["CFBundleShortVersionString"] ?? fromSettings("CFBundleShortVersionString", "MARKETING_VERSION")) "
                    + "(\($0.plist.strings["CFBundleVersion"] ?? fromSettings("CFBundleVersion", "CURRENT_PROJECT_VERSION")))"
            })
        }
        let hasXcodeProject = project.tree.files.contains { $0.kind == .xcodeProject }
        return ItemOutcome(hasXcodeProject ? .warn : .fail, ["no Info.plist sets CFBundleShortVersionString and CFBundleVersion"
            + (hasXcodeProject ? " (they may come from MARKETING_VERSION / CURRENT_PROJECT_VERSION build settings)" : "")],
            places: hasXcodeProject ? [] : ItemOutcome.wholeFile(project.mainAppSettingsFile, "Info.plist sets no CFBundleShortVersionString / CFBundleVersion"))
    }
}
