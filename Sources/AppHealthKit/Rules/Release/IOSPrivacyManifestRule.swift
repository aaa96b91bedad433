/// A privacy manifest is present.
public struct IOSPrivacyManifestRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "privacy-manifest", title: "A privacy manifest is present", weight: 2,
        summary: "The tree has no `PrivacyInfo.xcprivacy`.",
        rationale: "Apple requires PrivacyInfo.xcprivacy declaring data use and required-reason APIs.",
        help: "Add a privacy manifest (File ▸ New ▸ App Privacy) to the app target and declare the data it collects and the required-reason APIs it uses.",
        triggering: [
            Example.ios(plist: Example.marked(Example.goodPlist), privacy: false),
            // No Info.plist to point at (Xcode generates it): the finding is at the app target's
            // project file, so a failing item never goes without a finding.
            Example.ios(plist: nil, privacy: false, extra: [ExampleFile("Mail.xcodeproj/project.pbxproj", Example.marked(Example.generatedPlistProject))]),
        ],
        nonTriggering: [
            Example.ios(),
            // A Mac app: Apple's requirement is for its other platforms.
            Example.ios(privacy: false, extra: [ExampleFile("Mac.xcodeproj/project.pbxproj", MissingScaleAssetRule.iPadOnlyProject
                .replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 2;", with: "SDKROOT = macosx;"))]),
        ])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // Apple asks privacy manifests of iOS, iPadOS, tvOS, visionOS and watchOS apps: not of a
        // Mac app (CodeEdit, Simplenote for Mac).
        if project.appTargetsAreMacOnly { return ItemOutcome(.na, ["the app targets build for macOS alone"]) }
        return project.tree.files.contains { $0.name == "PrivacyInfo.xcprivacy" && project.role(of: $0.path) == .app }
            ? ItemOutcome(.pass, ["PrivacyInfo.xcprivacy present"])
            : ItemOutcome(.fail, ["no PrivacyInfo.xcprivacy in the tree"],
                          places: ItemOutcome.wholeFile(project.mainAppSettingsFile, "The app has no privacy manifest (PrivacyInfo.xcprivacy)"))
    }
}
