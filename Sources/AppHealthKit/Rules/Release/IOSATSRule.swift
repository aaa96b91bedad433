/// App Transport Security is not switched off.
public struct IOSATSRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "ats", title: "App Transport Security is not switched off", weight: 2,
        summary: "An Info.plist sets `NSAppTransportSecurity.NSAllowsArbitraryLoads` to true without any `NSExceptionDomains` and without the finer keys that make iOS 10 and later ignore it (`NSAllowsArbitraryLoadsInWebContent`, `NSAllowsArbitraryLoadsForMedia`, `NSAllowsLocalNetworking`) (the iOS app's or one of its app extensions', not a Mac app's beside it, nor an extension's no target of the Xcode project builds with); reported at the key.",
        rationale: "NSAllowsArbitraryLoads without exceptions allows plain HTTP everywhere and needs a justification in review.",
        help: "Remove `NSAllowsArbitraryLoads` and list the hosts that still need HTTP under `NSExceptionDomains`. An app that talks to servers its users choose (a media server, a home hub, feeds) cannot list them: add `NSAllowsLocalNetworking` for hosts on the local network, and keep the justification App Review asks for.",
        triggering: [Example.ios(plist: Example.goodPlist.replacingOccurrences(of: "</dict></plist>", with: "<key>NSAppTransportSecurity</key><dict>↓<key>NSAllowsArbitraryLoads</key><true/></dict></dict></plist>")),
                     // An app extension's own plist (ownCloud's File Provider): it ships in the app.
                     Example.ios(extra: [ExampleFile("FileProvider/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.fileprovider-nonui</string></dict><key>NSAppTransportSecurity</key><dict>↓<key>NSAllowsArbitraryLoads</key><true/></dict></dict></plist>")])],
        nonTriggering: [Example.ios(plist: Example.goodPlist.replacingOccurrences(of: "</dict></plist>", with: "<key>NSAppTransportSecurity</key><dict><key>NSAllowsArbitraryLoads</key><true/><key>NSExceptionDomains</key><dict><key>legacy.example</key><dict/></dict></dict></dict></plist>")),
                        // Orbot: a finer key beside it, so iOS ignores the blanket one.
                        Example.ios(plist: Example.goodPlist.replacingOccurrences(of: "</dict></plist>", with: "<key>NSAppTransportSecurity</key><dict><key>NSAllowsArbitraryLoads</key><true/><key>NSAllowsLocalNetworking</key><true/></dict></dict></plist>")),
                        // openHAB: a WatchKit extension's plist no target of the project builds with, left behind.
                        Example.ios(extra: [
                            ExampleFile("Shop.xcodeproj/project.pbxproj", MissingScaleAssetRule.iPadOnlyProject),
                            ExampleFile("Watch Extension/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.watchkit</string></dict><key>NSAppTransportSecurity</key><dict><key>NSAllowsArbitraryLoads</key><true/></dict></dict></plist>"),
                        ]),
                        // NetNewsWire: the Mac app's Info.plist beside the iOS app's is no iOS release's.
                        Example.ios(extra: [ExampleFile("Mac/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>com.example.mac</string><key>LSMinimumSystemVersion</key><string>11.0</string><key>NSAppTransportSecurity</key><dict><key>NSAllowsArbitraryLoads</key><true/></dict></dict></plist>")])])

    /// Keys whose presence makes iOS 10 and later ignore `NSAllowsArbitraryLoads`.
    static let overridingKeys = ["NSAllowsArbitraryLoadsInWebContent", "NSAllowsArbitraryLoadsForMedia", "NSAllowsLocalNetworking"]

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // App extensions ship inside the app and carry their own ATS settings (ownCloud's File
        // Provider, Share and Intents extensions switch it off while the app's plist does not).
        let apps = project.infoPlists
        let listed = Set(apps.map(\.path))
        // An extension's plist no target of the Xcode project around it builds with (openHAB's
        // leftover WatchKit extension plists, its watch app now a single target): no release carries it.
        let declared = Set(project.structure.targets.flatMap(\.infoPlists))
        func isLeftOver(_ path: String) -> Bool {
            !declared.contains(path) && project.structure.targets.contains { target in
                guard !target.infoPlists.isEmpty, target.project.hasSuffix(".xcodeproj") else { return false }
                let folder = String(target.project.split(separator: "/").dropLast().joined(separator: "/"))
                return folder.isEmpty || path.hasPrefix(folder + "/")
            }
        }
        let extensions = project.plists.filter { path, plist in
            path.hasSuffix("Info.plist") && !listed.contains(path) && plist.keys.contains("NSExtension")
                && project.role(of: path) == .app && !ProjectModel.isMacPlist(plist) && !isLeftOver(path)
        }.sorted { $0.key < $1.key }.map { (path: $0.key, plist: $0.value) }
        // Since iOS 10 `NSAllowsArbitraryLoads` is ignored where a finer key is set
        // (`NSAllowsArbitraryLoadsInWebContent`, `…ForMedia`, `NSAllowsLocalNetworking`: Orbot's).
        let open = (apps + extensions).filter { entry in
            entry.plist.flattened["NSAppTransportSecurity.NSAllowsArbitraryLoads"] == "true"
                && !entry.plist.flattened.keys.contains { $0.hasPrefix("NSAppTransportSecurity.NSExceptionDomains.") }
                && !Self.overridingKeys.contains { entry.plist.flattened["NSAppTransportSecurity." + $0] != nil }
        }
        return open.isEmpty ? ItemOutcome(.pass, ["App Transport Security on"])
            : ItemOutcome(.fail, open.map { "\($0.path): NSAllowsArbitraryLoads without exception domains" },
                          places: open.map { plist in
                              ItemOutcome.Place(path: plist.path, location: Self.keyLocation(in: project.sourceTexts[plist.path]),
                                                message: "NSAllowsArbitraryLoads switches App Transport Security off without exception domains")
                          })
    }

    /// Where an XML plist names `NSAllowsArbitraryLoads` (its `<key>`), or the file's start (a
    /// binary plist, or no text kept).
    static func keyLocation(in text: SourceText?) -> SourceLocation {
        guard let text else { return .fileStart }
        for needle in ["<key>NSAllowsArbitraryLoads</key>", "NSAllowsArbitraryLoads"] {
            if let range = ByteSearch.firstRange(of: Array(needle.utf8), in: text.bytes, from: 0) { return text.location(ofOffset: range.lowerBound) }
        }
        return .fileStart
    }
}
