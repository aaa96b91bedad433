/// A launch screen is configured.
public struct IOSLaunchScreenRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "launch-screen", title: "A launch screen is configured", weight: 2,
        summary: "No Info.plist sets `UILaunchStoryboardName` or `UILaunchScreen`, nor do the app target's build settings, XcodeGen spec or Tuist manifest (or, for a tvOS app, its build settings name no launch image the asset catalog has).",
        rationale: "Without UILaunchStoryboardName or UILaunchScreen the app runs letterboxed.",
        help: "Add a launch storyboard (`UILaunchStoryboardName`) or a `UILaunchScreen` dictionary to the app's Info.plist.",
        triggering: [
            Example.ios(plist: Example.marked(Example.goodPlist.replacingOccurrences(of: "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", with: ""))),
            // A framework's Info.plist (Tuist's `Derived/InfoPlists/…`) and an Xcode file template's
            // are not the app's: the finding is on the app's.
            Example.ios(
                plist: Example.marked(Example.goodPlist.replacingOccurrences(of: "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", with: "")),
                extra: [
                    ExampleFile("Analytics/Derived/InfoPlists/Analytics-Info.plist",
                                #"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundlePackageType</key><string>FMWK</string></dict></plist>"#),
                    ExampleFile("Ads/Scene.xctemplate/TemplateInfo.plist",
                                #"<?xml version="1.0"?><plist version="1.0"><dict><key>Kind</key><string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string></dict></plist>"#),
                ]),
        ],
        nonTriggering: [
            Example.ios(),
            // A tvOS app's launch image, named in its build settings (Emergence).
            Example.ios(
                plist: Example.goodPlist.replacingOccurrences(of: "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", with: ""),
                extra: [
                    // The SDK set once for the project, as Emergence does.
                    ExampleFile("TV.xcodeproj/project.pbxproj", MissingScaleAssetRule.iPadOnlyProject
                        .replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 2;", with: "ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME = LaunchImage;")
                        .replacingOccurrences(of: "name = Release; buildSettings = { };", with: "name = Release; buildSettings = { SDKROOT = appletvos; };")),
                    ExampleFile("App/Assets.xcassets/LaunchImage.launchimage/Contents.json",
                                #"{ "images": [ { "orientation": "landscape", "idiom": "tv", "extent": "full-screen", "scale": "1x" } ] }"#),
                ]),
            // A Mac app: every app target built for `macosx` (CodeEdit).
            Example.ios(
                plist: Example.goodPlist.replacingOccurrences(of: "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", with: ""),
                extra: [ExampleFile("Mac.xcodeproj/project.pbxproj", MissingScaleAssetRule.iPadOnlyProject
                    .replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 2;", with: "SDKROOT = macosx;"))]),
            // Generated from a setting of the `.xcconfig` the project's configurations are based on,
            // through an include (tivi's); Firebase's `GoogleService-Info.plist` is no Info.plist.
            Example.ios(
                plist: Example.goodPlist.replacingOccurrences(of: "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", with: ""),
                extra: [
                    ExampleFile("App.xcodeproj/project.pbxproj", MissingScaleAssetRule.iPadOnlyProject
                        .replacingOccurrences(of: "children = ();", with: "children = (F0);")
                        .replacingOccurrences(of: "C1 = { isa = XCBuildConfiguration; name = Release;", with: "C1 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F0;")
                        .replacingOccurrences(of: "G0 = { isa = PBXGroup;", with: #"F0 = { isa = PBXFileReference; path = "Config/Project.xcconfig"; sourceTree = "<group>"; }; G0 = { isa = PBXGroup;"#)),
                    ExampleFile("Config/Project.xcconfig", "#include \"Common/Base.xcconfig\"\nGENERATE_INFOPLIST_FILE = YES\n"),
                    ExampleFile("Config/Common/Base.xcconfig", "INFOPLIST_KEY_UILaunchScreen_Generation = YES // an empty launch screen\nINFOPLIST_KEY_LSApplicationCategoryType =\n"),
                    ExampleFile("App/GoogleService-Info.plist", #"<?xml version="1.0"?><plist version="1.0"><dict><key>BUNDLE_ID</key><string>com.acme</string></dict></plist>"#),
                ]),
            // An XCTest performance baseline's plist inside the project is no app's (Omnivore).
            // Tuist writes the app's Info.plist when it generates the project, with the keys its
            // manifest adds (TodoCalendar's `Project+Templates.swift`).
            Example.ios(
                plist: Example.goodPlist.replacingOccurrences(of: "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", with: ""),
                extra: [ExampleFile("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", """
                    import ProjectDescription

                    let appInfoPlist: InfoPlist = .extendingDefault(with: [
                        "UILaunchStoryboardName": "LaunchScreen",
                        "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false],
                    ])
                    """)]),
            Example.ios(extra: [ExampleFile(
                "App.xcodeproj/xcshareddata/xcbaselines/0A1B.xcbaseline/Info.plist",
                #"<?xml version="1.0"?><plist version="1.0"><dict><key>runDestinationsByUUID</key><dict/></dict></plist>"#)]),
        ])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // A Mac app (every app target built for `macosx` alone: CodeEdit) has no launch screen.
        if project.appTargetsAreMacOnly {
            return ItemOutcome(.na, ["the app targets build for macOS alone, which has no launch screen"])
        }
        let configured = project.infoPlists.filter { $0.plist.keys.contains("UILaunchStoryboardName") || $0.plist.keys.contains("UILaunchScreen") }
        let generated = project.generatedInfoPlistKeys.filter { $0 == "UILaunchStoryboardName" || $0.hasPrefix("UILaunchScreen") }
        if configured.isEmpty, !generated.isEmpty {
            return ItemOutcome(.pass, generated.sorted().map { "\($0) in the app target's generated Info.plist (its build settings, XcodeGen spec or Tuist manifest)" })
        }
        // tvOS still takes a launch image from the asset catalog (`ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME`, Emergence).
        let tvApps = project.structure.targets.filter { $0.kind == .app && !$0.platforms.isEmpty && $0.platforms.allSatisfy { $0 == "appletvos" } }
        let launchImages = Set(tvApps.flatMap(\.assetSettingNames)).filter { name in
            project.tree.files.contains { $0.path.hasSuffix("/\(name).launchimage/Contents.json") }
        }
        if configured.isEmpty, !launchImages.isEmpty {
            return ItemOutcome(.pass, launchImages.sorted().map { "tvOS launch image \($0).launchimage" })
        }
        return configured.isEmpty
            ? ItemOutcome(.fail, ["no UILaunchStoryboardName or UILaunchScreen in Info.plist"],
                          places: ItemOutcome.wholeFile(project.mainAppSettingsFile, "Info.plist configures no launch screen (UILaunchStoryboardName or UILaunchScreen)"))
            : ItemOutcome(.pass, configured.map(\.path))
    }
}
