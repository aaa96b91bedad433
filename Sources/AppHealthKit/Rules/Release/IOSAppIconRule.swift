/// The app icon set is complete.
public struct IOSAppIconRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "app-icon", title: "The app icon set is complete", weight: 2,
        summary: "No asset catalog has an app icon set (nor a compiled `Assets.car` beside an Info.plist `CFBundleIconName`), or no app icon set is complete (every slot filled, or a single 1024 pt universal icon). Extensions and alternate icons have sets of their own: one complete set is the app's icon. When none is, the app's own set is told (the one its targets build with, in the app's catalogs, else `AppIcon`), naming its empty slots; an alternate icon the app offers (`ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`, or every set with `…_INCLUDE_ALL_APPICON_ASSETS`) lacking a device size is told too (it needs no App Store size).",
        rationale: "Review rejects missing icon sizes; a single 1024 pt universal icon is enough today.",
        help: "Add an AppIcon set with a 1024×1024 universal image (Xcode 14+ derives the rest), or fill every slot.",
        triggering: [
            Example.ios(plist: Example.marked(Example.goodPlist), icon: false),
            // Zebra: the App Store icon is missing; told at the app's icon, not at each alternate icon.
            Example.ios(icon: false, extra: [
                ExampleFile("App/Assets.xcassets/AppIcon.appiconset/Contents.json", Self.iconSet(marked: true)),
                .png("App/Assets.xcassets/AppIcon.appiconset/Icon-60@2x.png", 120, 120),
                ExampleFile("App/Assets.xcassets/Dark.appiconset/Contents.json", Self.iconSet(marked: false)),
                .png("App/Assets.xcassets/Dark.appiconset/Icon-60@2x.png", 120, 120),
            ]),
        ],
        nonTriggering: [
            Example.ios(),
            // tvOS: the icon is image stacks in brand assets (Emergence).
            Example.ios(icon: false, extra: [ExampleFile("App/Assets.xcassets/App Icon & Top Shelf Image.brandassets/Contents.json", """
                { "assets": [ { "size": "1280x768", "idiom": "tv", "filename": "App Icon - Large.imagestack", "role": "primary-app-icon" } ] }
                """)]),
            // A compiled asset catalog copied as it is, holding the icon the Info.plist names (Cryptomator).
            Example.ios(plist: Example.goodPlist.replacingOccurrences(of: "<dict>", with: "<dict><key>CFBundleIconName</key><string>AppIcon</string>"),
                        icon: false, extra: [ExampleFile("SharedResources/Assets.car", "BOMStore")]),
            Example.ios(plist: Example.goodPlist.replacingOccurrences(
                of: "<dict>", with: "<dict><key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key><dict><key>CFBundleIconName</key><string>AppIcon</string></dict></dict>"),
                        icon: false, extra: [ExampleFile("SharedResources/Assets.car", "BOMStore")]),
        ])

    /// An icon set with the iPhone icon and an empty App Store slot.
    static func iconSet(marked: Bool) -> String {
        (marked ? "↓" : "") + """
            { "images": [
                { "idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "Icon-60@2x.png" },
                { "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x" }
            ] }
            """
    }

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // The app's sets: not an example app's beside it (Rainbow's vendored chart library's).
        let icons = project.assetSets.filter { $0.kind == .appIconSet && project.role(of: $0.contentsPath) == .app }
        // Icon Composer (`AppIcon.icon`): the app's icon, whatever the asset catalog holds.
        let composer = project.iconComposerIcons
        if !composer.isEmpty { return ItemOutcome(.pass, composer.values.sorted()) }
        // tvOS keeps its icon as image stacks in brand assets (`App Icon & Top Shelf Image.brandassets`).
        let brandAssets = Set(project.tree.files.compactMap { file -> String? in
            guard file.name == "Contents.json", file.path.hasSuffix(".brandassets/Contents.json") else { return nil }
            return String(file.path.dropLast("/Contents.json".count))
        })
        if icons.isEmpty, !brandAssets.isEmpty { return ItemOutcome(.pass, brandAssets.sorted()) }
        // A compiled asset catalog the project copies as it is (Cryptomator's
        // `SharedResources/Assets.car`), holding the icon the app's Info.plist names.
        // (Top-level, or the primary icon's: `CFBundleIcons` → `CFBundlePrimaryIcon` → `CFBundleIconName`.)
        if icons.isEmpty, let named = project.infoPlists.lazy.compactMap({
            $0.plist.strings["CFBundleIconName"] ?? $0.plist.flattened["CFBundleIcons.CFBundlePrimaryIcon.CFBundleIconName"]
        }).first,
            let compiled = project.tree.files.first(where: { $0.name.hasSuffix(".car") }) {
            return ItemOutcome(.pass, ["\(named) in the compiled asset catalog \(compiled.path)"])
        }
        guard !icons.isEmpty else {
            // A set the release build leaves out (Clean Architecture for SwiftUI's, in the
            // folder `DEVELOPMENT_ASSET_PATHS` names): said, so nobody looks for a missing file.
            if let other = project.assetSets.first(where: { $0.kind == .appIconSet && project.role(of: $0.contentsPath) == .preview }) {
                return ItemOutcome(.fail, ["\(other.contentsPath) is a development asset (DEVELOPMENT_ASSET_PATHS), which archives leave out"],
                                   places: ItemOutcome.wholeFile(project.mainAppSettingsFile,
                                                                 "The app has no app icon set that ships: \(other.name) is in a development asset folder (DEVELOPMENT_ASSET_PATHS), which archives leave out"))
            }
            return ItemOutcome(.fail, ["no .appiconset in any asset catalog"], places: ItemOutcome.wholeFile(project.mainAppSettingsFile, "The app has no app icon set"))
        }
        let existing = Set(project.tree.files.map(\.path))
        let needs = IconNeeds(project.structure)
        // Only the slots the app's platforms require decide; optional ones (most iPad and
        // Spotlight/Settings sizes) are `ios.missing-scale-asset` warnings.
        let incomplete = icons.compactMap { icon in
            icon.emptyIconSlots(existing: existing, needs: needs).map { (icon, $0.filter { needs.need($0) == .required }) }
        }.filter { !$0.1.isEmpty }
        // The app's icon, the set its targets build with (`ASSETCATALOG_COMPILER_APPICON_NAME`,
        // else the one named `AppIcon`), is told; alternate icons (Zebra's eleven) are sets of
        // their own, needed only when the app offers them.
        // (In the app targets' own catalogs: a share extension's set of the same name shows nowhere.)
        let apps = project.structure.appTargets
        let targetNames = Set(apps.flatMap { $0.releaseAppIconNames ?? [] })
        let appCatalogs = apps.flatMap { $0.resources.filter { $0.hasSuffix(".xcassets") }.map { $0 + "/" } }
        let inAppCatalog = { (set: AssetSet) in appCatalogs.isEmpty || appCatalogs.contains { set.contentsPath.hasPrefix($0) } }
        // Alternate icons the app offers (`ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`: Siskin's
        // `AppIcon-Simple`) need the device sizes too, not the App Store's.
        // (Every set of the catalogs, when the app includes all its icon sets: Zebra's skins.)
        let alternates = Set(apps.flatMap(\.assetSettingNames)).subtracting(targetNames)
        let includesAll = apps.contains { $0.includesAllAppIcons == true }
        let offered = incomplete.filter { (includesAll && !targetNames.contains($0.0.name) || alternates.contains($0.0.name)) && inAppCatalog($0.0) }.compactMap { set, slots -> (AssetSet, [AssetSet.Image])? in
            let device = slots.filter { $0.idiom != "ios-marketing" && $0.size != "1024x1024" }
            return device.isEmpty ? nil : (set, device)
        }
        let told: [(AssetSet, [AssetSet.Image])]
        if incomplete.count < icons.count {
            // The app has a complete icon: only an offered alternate can still be incomplete.
            guard !offered.isEmpty else {
                return ItemOutcome(.pass, icons.filter { icon in !incomplete.contains { $0.0.contentsPath == icon.contentsPath } }.map(\.contentsPath))
            }
            told = offered
        } else {
            let main = incomplete.filter { targetNames.contains($0.0.name) && inAppCatalog($0.0) }
            let named = incomplete.filter { $0.0.name == "AppIcon" }
            told = (!main.isEmpty ? main : named.isEmpty ? incomplete : named) + offered
        }
        return ItemOutcome(.fail, told.map { "\($0.0.contentsPath): \($0.1.count) empty slot\($0.1.count == 1 ? "" : "s")" },
                           places: told.map { ItemOutcome.Place(path: $0.0.contentsPath, location: .fileStart,
                                                                message: "The app icon set \($0.0.name) is incomplete: no \(Self.describe($0.1))") })
    }

    /// The empty slots, as a designer would name them: "App Store 1024 pt, iphone 60 pt @2x".
    static func describe(_ slots: [AssetSet.Image]) -> String {
        var names: [String] = []
        for slot in slots {
            let size = (slot.size ?? "").split(separator: "x").first.map(String.init) ?? ""
            let name = slot.idiom == "ios-marketing" || (slot.size == "1024x1024" && slot.idiom == "universal")
                ? "App Store \(size) pt" : "\(slot.idiom ?? "universal") \(size) pt\(slot.scale.map { " @" + $0 } ?? "")"
            if !names.contains(name) { names.append(name) }
        }
        return names.prefix(4).joined(separator: ", ") + (names.count > 4 ? " and \(names.count - 4) more" : "")
    }
}
