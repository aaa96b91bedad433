/// A privacy manifest is present.
public struct IOSPrivacyManifestRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "privacy-manifest", title: "A privacy manifest is present", weight: 2,
        summary: "The tree has no `PrivacyInfo.xcprivacy`, and the app needs one: its code calls an API Apple lists as needing a reason (`UserDefaults`/`@AppStorage`, file timestamps, system boot time, disk space, active keyboards), or it ships a third-party library (CocoaPods, Swift packages, Carthage), of which Apple lists the common ones. An app with neither is not asked for one.",
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
            // Backyard Birds: SwiftData and StoreKit, no API with required reasons, no library.
            Example.ios(privacy: false, extra: [ExampleFile("App/BirdsView.swift", "import SwiftUI\nimport SwiftData\nstruct BirdsView: View {\n    @Query var birds: [Bird]\n    var body: some View { List(birds) { Text($0.speciesName) } }\n}\n")], requiredReasonAPI: false),
        ])

    /// APIs Apple lists as needing a declared reason, by the names code calls them by (the
    /// file-timestamp ones by their keys: a model's `creationDate` property is no such call).
    static let requiredReasonAPIs: Set<String> = [
        "UserDefaults", "NSUserDefaults", "AppStorage", "systemUptime", "mach_absolute_time", "activeInputModes",
        "volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey", "volumeAvailableCapacityForOpportunisticUsageKey",
        "volumeTotalCapacityKey", "systemFreeSize", "systemSize", "NSFileSystemFreeSize", "NSFileSystemSize", "statfs", "statvfs", "fstatfs", "fstatvfs",
        "creationDateKey", "contentModificationDateKey", "fileModificationDate", "NSFileCreationDate", "NSFileModificationDate",
        "getattrlist", "getattrlistbulk", "fgetattrlist", "getattrlistat", "stat", "fstat", "fstatat", "lstat", "attributesOfItem",
    ]

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // Apple asks privacy manifests of iOS, iPadOS, tvOS, visionOS and watchOS apps: not of a
        // Mac app (CodeEdit, Simplenote for Mac).
        if project.appTargetsAreMacOnly { return ItemOutcome(.na, ["the app targets build for macOS alone"]) }
        if project.tree.files.contains(where: { $0.name == "PrivacyInfo.xcprivacy" && project.role(of: $0.path) == .app }) {
            return ItemOutcome(.pass, ["PrivacyInfo.xcprivacy present"])
        }
        // Apple asks it of apps that call an API with required reasons or bundle a listed SDK;
        // an app with neither (Backyard Birds) is not asked.
        let callsReasonAPI = !project.swiftIdentifiers(among: Self.requiredReasonAPIs).isEmpty
        let shipsLibrary = project.dependencies.dependencies.contains { resolved in
            [.cocoapods, .swiftpm, .carthage].contains(resolved.dependency.ecosystem) && resolved.dependency.shipsInRelease
                && !project.dependencies.isTestOrDebugOnly(resolved)
        }
        if !callsReasonAPI, !shipsLibrary {
            return ItemOutcome(.na, ["no API with required reasons in the app's code and no third-party library: Apple does not ask for a privacy manifest"])
        }
        return ItemOutcome(.fail, ["no PrivacyInfo.xcprivacy in the tree"],
                          places: ItemOutcome.wholeFile(project.mainAppSettingsFile, "The app has no privacy manifest (PrivacyInfo.xcprivacy)"))
    }
}
