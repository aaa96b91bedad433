/// Image sets without @2x/@3x images, and app icon sets with empty slots.
public struct MissingScaleAssetRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "ios.missing-scale-asset",
        title: "Image set missing a scale",
        defaultSeverity: .warning,
        category: .assets,
        summary: "An asset catalog image set that lacks its @2x or @3x image (iPad-only sets need @2x only), or an app icon set with a size slot that has no image (a single 1024 pt universal icon satisfies modern Xcode).",
        rationale: "iOS scales up the nearest image when a scale is missing: blurry on every Retina screen, and App Store review rejects incomplete icon sets. Feeds the code-review checklist item \"assets for all densities\" and the release checklist's app icon.",
        skips: [
            "image sets nothing uses (`ios.unused-asset` reports them: deleting is the fix, not another scale)",
            "single-scale PDF or SVG images, one per appearance or not (vectors; Xcode renders every scale, and `preserves-vector-representation` keeps them sharp)",
            "@1x images, which no current iPhone needs",
            "color sets and other set kinds",
            "app icon sets with no image at all when another set holds the app's icon (an extension's or widget's untouched template)",
            "app icon sets no target builds with, when the targets' `ASSETCATALOG_COMPILER_APPICON_NAME` names another icon the project has (VLC builds `VLC26.icon` and keeps an old `AppIcon.appiconset`), and those only developer configurations (`Debug`, `Staging`, `QA`) build with when the release configurations name another (ProtonVPN's `AppIconDebug`)",
            "app icon slots of platforms and devices the app does not ship to (watch, Mac, iPad for an iPhone-only app) and iOS 6 slots (57 pt, 50 pt, 72 pt, iPhone @1x); sets replaced by an Icon Composer icon of the same name (`AppIcon.icon`)",
            "sets in Xcode's Single Scale mode (no `scale` given): one image for every scale is the author's choice",
            "a bitmap whose short side is 240 px (80 pt at @3x) or more is reported as a note: it may cover its displayed size at every scale; so is a set with @3x that lacks only @2x (scaled down, sharp)",
            "@3x in an iPad-only app (`TARGETED_DEVICE_FAMILY = 2` on every app and extension target, or on the project): iPads have no @3x screens; @3x in an asset catalog only watchOS or tvOS targets bundle: every Apple Watch screen is @2x, and Apple TV has no @3x; @3x in a Mac app's catalog (its targets build for `macosx` only, or the nearest Info.plist above it is a Mac app's): Macs have no @3x screens",
            "notification, settings, spotlight and @1x slots of an icon set that only an action or share extension bundles (the share sheet shows its 60, 76 and 83.5 pt icons)",
        ],
        help: "Add the missing @2x/@3x export (or a single vector PDF/SVG) to the image set in Xcode.",
        triggeringExamples: [
            RuleExample([
                ExampleFile("App/Assets.xcassets/star.imageset/Contents.json", """
                    ↓{ "images": [
                        { "idiom": "universal", "filename": "star.png", "scale": "1x" },
                        { "idiom": "universal", "filename": "star@2x.png", "scale": "2x" },
                        { "idiom": "universal", "scale": "3x" } ],
                      "info": { "version": 1, "author": "xcode" } }
                    """),
                .png("App/Assets.xcassets/star.imageset/star.png", 24, 24),
                .png("App/Assets.xcassets/star.imageset/star@2x.png", 48, 48),
                .showing(images: "star"),
            ], testsSuppression: false),
            // In a project with a watch app, the phone's catalog still needs @3x.
            RuleExample(watchProjectFiles(setIn: "App/Assets.xcassets", marked: true), testsSuppression: false),
            RuleExample([
                ExampleFile("App/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                    ↓{ "images": [
                        { "idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "icon-120.png" },
                        { "idiom": "iphone", "size": "60x60", "scale": "3x" },
                        { "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x" } ] }
                    """),
                .png("App/Assets.xcassets/AppIcon.appiconset/icon-120.png", 120, 120),
            ], testsSuppression: false),
        ],
        nonTriggeringExamples: [
            // A tvOS App Store icon's layer: 1280×768 at 1x only, as Apple asks.
            RuleExample([
                ExampleFile("TV/Assets.xcassets/App Icon & Top Shelf Image.brandassets/App Icon - Large.imagestack/Front.imagestacklayer/Content.imageset/Contents.json", """
                    { "images": [ { "idiom": "tv", "filename": "front.png", "scale": "1x" } ] }
                    """),
                .png("TV/Assets.xcassets/App Icon & Top Shelf Image.brandassets/App Icon - Large.imagestack/Front.imagestacklayer/Content.imageset/front.png", 1280, 768),
            ]),
            // NetNewsWire: the Mac app's catalog, beside its Info.plist; Macs have no @3x screens.
            RuleExample([
                ExampleFile("Mac/Resources/Assets.xcassets/markUnread.imageset/Contents.json", """
                    { "images": [
                        { "idiom": "universal", "filename": "markUnread.png", "scale": "1x" },
                        { "idiom": "universal", "filename": "markUnread@2x.png", "scale": "2x" },
                        { "idiom": "universal", "scale": "3x" } ] }
                    """),
                .png("Mac/Resources/Assets.xcassets/markUnread.imageset/markUnread.png", 24, 24),
                .png("Mac/Resources/Assets.xcassets/markUnread.imageset/markUnread@2x.png", 48, 48),
                ExampleFile("Mac/Resources/Info.plist", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.mac</string><key>LSMinimumSystemVersion</key><string>$(MACOSX_DEPLOYMENT_TARGET)</string><key>NSPrincipalClass</key><string>NSApplication</string></dict></plist>
                    """),
                .showing(images: "markUnread"),
            ]),
            // kiwix: Xcode's Single Scale mode, a 90 px icon drawn at 20–26 pt.
            RuleExample([
                ExampleFile("Support/Assets.xcassets/Wikiquote.imageset/Contents.json", """
                    { "images": [ { "idiom": "universal", "filename": "Wikiquote.png" } ],
                      "properties": { "preserves-vector-representation": true } }
                    """),
                .png("Support/Assets.xcassets/Wikiquote.imageset/Wikiquote.png", 90, 90),
                .showing(images: "Wikiquote"),
            ]),
            // Nothing shows it: deleting it is the fix (`ios.unused-asset` says so), not an @3x.
            RuleExample([
                ExampleFile("App/Assets.xcassets/OTRLockIcon.imageset/Contents.json", """
                    { "images": [
                        { "idiom": "universal", "filename": "lock.png", "scale": "1x" },
                        { "idiom": "universal", "filename": "lock@2x.png", "scale": "2x" } ] }
                    """),
                .png("App/Assets.xcassets/OTRLockIcon.imageset/lock.png", 24, 24),
                .png("App/Assets.xcassets/OTRLockIcon.imageset/lock@2x.png", 48, 48),
                .showing(images: "OTRUnlockIcon"),
            ]),
            RuleExample([
                ExampleFile("App/Assets.xcassets/logo.imageset/Contents.json", """
                    { "images": [ { "idiom": "universal", "filename": "logo.pdf" } ],
                      "properties": { "preserves-vector-representation": true } }
                    """),
                ExampleFile("App/Assets.xcassets/logo.imageset/logo.pdf", "%PDF-1.4"),
            ]),
            RuleExample([
                ExampleFile("App/Assets.xcassets/clear.imageset/Contents.json", """
                    { "images": [ { "idiom": "universal", "filename": "clear.pdf" },
                      { "idiom": "universal", "filename": "clear-dark.pdf", "appearances": [ { "appearance": "luminosity", "value": "dark" } ] } ] }
                    """),
                ExampleFile("App/Assets.xcassets/clear.imageset/clear.pdf", "%PDF-1.4"),
                ExampleFile("App/Assets.xcassets/clear.imageset/clear-dark.pdf", "%PDF-1.4"),
            ]),
            RuleExample([
                ExampleFile("App/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                    { "images": [ { "idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "icon.png" } ] }
                    """),
                .png("App/Assets.xcassets/AppIcon.appiconset/icon.png", 64, 64),
            ]),
            RuleExample([
                ExampleFile("Pad.xcodeproj/project.pbxproj", Self.iPadOnlyProject),
                ExampleFile("App/Assets.xcassets/photo.imageset/Contents.json", """
                    { "images": [ { "idiom": "universal", "filename": "photo.png", "scale": "1x" }, { "idiom": "universal", "filename": "photo@2x.png", "scale": "2x" } ] }
                    """),
                .png("App/Assets.xcassets/photo.imageset/photo.png", 10, 10),
                .png("App/Assets.xcassets/photo.imageset/photo@2x.png", 20, 20),
            ]),
            // An action extension's own icon set: only the share sheet's sizes count.
            RuleExample([
                ExampleFile("Shop.xcodeproj/project.pbxproj", twoTargetProject(
                    catalog: "Action/ActionIcons.xcassets", second: #"name = OpenInShop; productType = "com.apple.product-type.app-extension";"#)),
                ExampleFile("Action/ActionIcons.xcassets/ActionIcons.appiconset/Contents.json", """
                    { "images": [
                        { "idiom": "iphone", "size": "20x20", "scale": "2x" },
                        { "idiom": "iphone", "size": "29x29", "scale": "3x" },
                        { "idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "icon-120.png" },
                        { "idiom": "iphone", "size": "60x60", "scale": "3x", "filename": "icon-180.png" },
                        { "idiom": "ipad", "size": "40x40", "scale": "2x" },
                        { "idiom": "ipad", "size": "76x76", "scale": "1x" },
                        { "idiom": "ipad", "size": "76x76", "scale": "2x", "filename": "icon-152.png" },
                        { "idiom": "ipad", "size": "83.5x83.5", "scale": "2x", "filename": "icon-167.png" },
                        { "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x", "filename": "icon-1024.png" } ] }
                    """),
                .png("Action/ActionIcons.xcassets/ActionIcons.appiconset/icon-120.png", 120, 120),
                .png("Action/ActionIcons.xcassets/ActionIcons.appiconset/icon-180.png", 180, 180),
                .png("Action/ActionIcons.xcassets/ActionIcons.appiconset/icon-152.png", 152, 152),
                .png("Action/ActionIcons.xcassets/ActionIcons.appiconset/icon-167.png", 167, 167),
                .png("Action/ActionIcons.xcassets/ActionIcons.appiconset/icon-1024.png", 64, 64),
            ]),
            // An icon only the Staging configuration builds with (ProtonVPN's `AppIconDebug`).
            RuleExample([
                ExampleFile("VPN.xcodeproj/project.pbxproj", """
                    // !$*UTF8*$!
                    { archiveVersion = 1; objectVersion = 56; rootObject = P0;
                      objects = {
                        P0 = { isa = PBXProject; mainGroup = G0; targets = (T0); };
                        G0 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                        T0 = { isa = PBXNativeTarget; name = VPN; productType = "com.apple.product-type.application"; buildConfigurationList = L0; buildPhases = (); };
                        L0 = { isa = XCConfigurationList; buildConfigurations = (C0, C1, C2); };
                        C0 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon; }; };
                        C1 = { isa = XCBuildConfiguration; name = Staging; buildSettings = { ASSETCATALOG_COMPILER_APPICON_NAME = AppIconDebug; }; };
                        C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon; }; };
                      };
                    }
                    """),
                ExampleFile("App/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                    { "images": [ { "idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "icon.png" } ] }
                    """),
                .png("App/Assets.xcassets/AppIcon.appiconset/icon.png", 1024, 1024),
                ExampleFile("App/Assets.xcassets/AppIconDebug.appiconset/Contents.json", """
                    { "images": [ { "idiom": "iphone", "size": "20x20", "scale": "3x" },
                                  { "idiom": "iphone", "size": "60x60", "scale": "3x", "filename": "debug-180.png" } ] }
                    """),
                .png("App/Assets.xcassets/AppIconDebug.appiconset/debug-180.png", 180, 180),
            ]),
            // A watch app's own catalog: every Apple Watch screen is @2x.
            RuleExample(watchProjectFiles(setIn: "Watch App/Assets.xcassets", marked: false)),
            // A tvOS app's catalog (Provenance's): Apple TV has no @3x screens.
            RuleExample(watchProjectFiles(setIn: "Watch App/Assets.xcassets", marked: false, sdk: "appletvos")),
            // The device family set once on the project, inherited by the target.
            RuleExample([
                ExampleFile("Kiosk.xcodeproj/project.pbxproj", Self.iPadOnlyProject
                    .replacingOccurrences(of: "buildSettings = { TARGETED_DEVICE_FAMILY = 2; INFOPLIST_FILE", with: "buildSettings = { INFOPLIST_FILE")
                    .replacingOccurrences(of: "buildSettings = { }", with: "buildSettings = { TARGETED_DEVICE_FAMILY = 2; }")),
                ExampleFile("App/Assets.xcassets/banner.imageset/Contents.json", """
                    { "images": [ { "idiom": "universal", "filename": "banner@2x.png", "scale": "2x" } ] }
                    """),
                .png("App/Assets.xcassets/banner.imageset/banner@2x.png", 20, 20),
            ]),
            RuleExample([
                ExampleFile("Phone.xcodeproj/project.pbxproj", Self.iPadOnlyProject.replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 2", with: "TARGETED_DEVICE_FAMILY = 1")),
                ExampleFile("App/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                    { "images": [
                        { "idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "icon-120.png" },
                        { "idiom": "iphone", "size": "60x60", "scale": "3x", "filename": "icon-180.png" },
                        { "idiom": "iphone", "size": "57x57", "scale": "1x" },
                        { "idiom": "iphone", "size": "29x29", "scale": "1x" },
                        { "idiom": "ipad", "size": "76x76", "scale": "2x" },
                        { "idiom": "watch", "size": "24x24", "scale": "2x", "role": "notificationCenter" },
                        { "idiom": "mac", "size": "512x512", "scale": "2x" },
                        { "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x", "filename": "icon-1024.png" } ] }
                    """),
                .png("App/Assets.xcassets/AppIcon.appiconset/icon-120.png", 120, 120),
                .png("App/Assets.xcassets/AppIcon.appiconset/icon-180.png", 180, 180),
                .png("App/Assets.xcassets/AppIcon.appiconset/icon-1024.png", 64, 64),
            ]),
            RuleExample([
                ExampleFile("App/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                    { "images": [ { "idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "icon.png" } ] }
                    """),
                .png("App/Assets.xcassets/AppIcon.appiconset/icon.png", 64, 64),
                ExampleFile("Widgets/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                    { "images": [ { "idiom": "iphone", "size": "60x60", "scale": "2x" }, { "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x" } ] }
                    """),
            ]),
            RuleExample([
                ExampleFile("App/AppIcon.icon/icon.json", "{ \"groups\": [] }"),
                ExampleFile("App/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                    { "images": [ { "idiom": "iphone", "size": "60x60", "scale": "2x" } ] }
                    """),
            ]),
            // The app builds with another icon (`ASSETCATALOG_COMPILER_APPICON_NAME = VLC26`, an
            // Icon Composer icon): the old set is left over (VLC for iOS).
            RuleExample([
                ExampleFile("VLC.xcodeproj/project.pbxproj", twoTargetProject(
                    catalog: "Resources/Images.xcassets", second: #"name = "VLC-iOS"; productType = "com.apple.product-type.application";"#,
                    settings: "ASSETCATALOG_COMPILER_APPICON_NAME = VLC26;")),
                ExampleFile("Resources/VLC26.icon/icon.json", "{ \"groups\": [] }"),
                ExampleFile("Resources/Images.xcassets/AppIcon.appiconset/Contents.json", """
                    { "images": [ { "idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "icon-120.png" }, { "idiom": "watch", "size": "33x33", "scale": "2x", "role": "notificationCenter", "subtype": "45mm" }, { "idiom": "iphone", "size": "60x60", "scale": "3x" } ] }
                    """),
                .png("Resources/Images.xcassets/AppIcon.appiconset/icon-120.png", 120, 120),
            ]),
            RuleExample([
                ExampleFile("App/Assets.xcassets/pad.imageset/Contents.json", """
                    { "images": [ { "idiom": "ipad", "filename": "pad.png", "scale": "1x" }, { "idiom": "ipad", "filename": "pad@2x.png", "scale": "2x" } ] }
                    """),
                .png("App/Assets.xcassets/pad.imageset/pad.png", 10, 10),
                .png("App/Assets.xcassets/pad.imageset/pad@2x.png", 20, 20),
            ]),
        ],
        wholeFile: true
    )

    /// A project with an app target and a second target (`second`: its name and product type)
    /// that bundles the asset catalog `catalog`, and the second target's build settings.
    static func twoTargetProject(catalog: String, second: String, settings: String = "") -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; rootObject = P0;
          objects = {
            P0 = { isa = PBXProject; mainGroup = G0; targets = (T0, T1); };
            G0 = { isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = "\(catalog)"; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            T0 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); };
            T1 = { isa = PBXNativeTarget; \(second) buildPhases = (R1); buildConfigurationList = L1; };
            R1 = { isa = PBXResourcesBuildPhase; files = (B1); };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings) }; };
          };
        }
        """
    }

    /// A phone app with a watch app (`SDKROOT = watchos`) bundling `Watch App/Assets.xcassets`, and
    /// a set with @2x only in the catalog `setIn` (`marked`: the example expects it reported).
    static func watchProjectFiles(setIn catalog: String, marked: Bool, sdk: String = "watchos") -> [ExampleFile] {
        [
            ExampleFile("Casts.xcodeproj/project.pbxproj", twoTargetProject(
                catalog: "Watch App/Assets.xcassets", second: #"name = "Casts Watch App"; productType = "com.apple.product-type.application";"#,
                settings: "SDKROOT = \(sdk);")),
            ExampleFile("\(catalog)/upnext.imageset/Contents.json", (marked ? "↓" : "") + """
                { "images": [ { "idiom": "universal", "scale": "1x" }, { "idiom": "universal", "filename": "upnext@2x.png", "scale": "2x" },
                              { "idiom": "universal", "scale": "3x" } ] }
                """),
            .png("\(catalog)/upnext.imageset/upnext@2x.png", 20, 20),
            .showing(images: "upnext"),
        ]
    }

    /// A one-target Xcode project for an iPad-only app.
    static let iPadOnlyProject = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; rootObject = P0;
          objects = {
            P0 = { isa = PBXProject; mainGroup = G0; targets = (T0); buildConfigurationList = L1; };
            G0 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            T0 = { isa = PBXNativeTarget; name = Pad; productType = "com.apple.product-type.application"; buildConfigurationList = L0; buildPhases = (); };
            L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
            C0 = { isa = XCBuildConfiguration; name = Release; buildSettings = { TARGETED_DEVICE_FAMILY = 2; INFOPLIST_FILE = App/Info.plist; }; };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
          };
        }
        """

    public init(options: RuleOptions) {}

    public func check(_ project: ProjectModel) -> [Finding] {
        // `TARGETED_DEVICE_FAMILY = 2` on every shipping target: an iPad-only app.
        let shipping = project.structure.shippingTargets
        let iPadOnly = !shipping.isEmpty && shipping.allSatisfy { $0.deviceFamily?.trimmingCharacters(in: .whitespaces) == "2" }
        let existing = Set(project.tree.files.map(\.path))
        // The files of each set's folder, by name: an image is looked up in its set's folder
        // without a path made for it (83,000 paths for three iOS apps, ~0.4 % of an audit).
        let setFolders = Set(project.assetSets.map { $0.folder[...] })
        var setFiles: [Substring: Set<Substring>] = [:]
        for file in project.tree.files {
            guard let slash = file.path.lastIndex(ofByte: UInt8(ascii: "/")), setFolders.contains(file.path[..<slash]) else { continue }
            setFiles[file.path[..<slash], default: []].insert(file.path[file.path.utf8.index(after: slash)...])
        }
        let needs = IconNeeds(project.structure)
        let composerIcons = project.iconComposerIcons
        let filledIconSets = project.assetSets.filter { set in
            set.kind == .appIconSet && set.images.contains { image in image.filename.map { existing.contains(set.folder + "/" + $0) } ?? false }
        }.count
        // Asset catalogs that only extension targets bundle (not the app).
        let targets = project.structure.targets
        let catalogsOf = { (target: XcodeTarget) in Set(target.resources.filter { $0.hasSuffix(".xcassets") }.map { $0 + "/" }) }
        let appCatalogs = targets.filter { $0.kind == .app }.reduce(into: Set<String>()) { $0.formUnion(catalogsOf($1)) }
        let extensionCatalogs = targets.filter { $0.kind == .extension }.reduce(into: Set<String>()) { $0.formUnion(catalogsOf($1)) }
            .subtracting(appCatalogs)
        // Catalogs only watchOS or tvOS targets bundle: every Apple Watch screen is @2x, and Apple TV
        // takes @1x and @2x (Provenance's `ProvenanceTV/TVAssets.xcassets`).
        let isWatch = { (target: XcodeTarget) in
            target.kind == .watch || (!target.platforms.isEmpty && target.platforms.allSatisfy { $0 == "watchos" || $0 == "appletvos" })
        }
        let watchCatalogs = targets.filter(isWatch).reduce(into: Set<String>()) { $0.formUnion(catalogsOf($1)) }
            .subtracting(targets.filter { !isWatch($0) }.reduce(into: Set<String>()) { $0.formUnion(catalogsOf($1)) })
        // The icons targets build with (`ASSETCATALOG_COMPILER_APPICON_NAME`): when they name an
        // icon the project has, an icon set none names is left over (VLC builds `VLC26`, an Icon
        // Composer icon, and keeps an old `AppIcon.appiconset`), and its empty slots matter to no one.
        let settingNames = Set(targets.flatMap(\.assetSettingNames))
        let releaseIconNames = Set(targets.flatMap { $0.releaseAppIconNames ?? [] })
        let iconsNamed = settingNames.contains { name in
            composerIcons[name] != nil || project.assetSets.contains { $0.kind == .appIconSet && $0.name == name }
        }
        // Image sets nothing uses need no other scale: deleting them is the fix (`ios.unused-asset`).
        // Worked out only once some set lacks a scale.
        var unused: Set<String>?
        return project.assetSets.compactMap { set in
            let inFolder = setFiles[set.folder[...]]
            func present(_ image: AssetSet.Image) -> Bool {
                guard let filename = image.filename else { return false }
                // (A name with a folder of its own is looked up by its whole path.)
                if filename.utf8.contains(UInt8(ascii: "/")) { return existing.contains(set.folder + "/" + filename) }
                return inFolder?.contains(filename[...]) ?? false
            }
            switch set.kind {
            case .imageSet:
                let catalog = UnusedAssetRule.catalog(of: set.contentsPath)
                let twoTimesOnly = iPadOnly || (!watchCatalogs.isEmpty && watchCatalogs.contains(catalog)) || project.isMacCatalog(catalog)
                guard let finding = imageSetFinding(set, present, iPadOnly: twoTimesOnly, sizes: project.imageSizes) else { return nil }
                if unused == nil { unused = project.assetUsage.unusedPaths }
                return unused!.contains(set.contentsPath) ? nil : finding
            case .appIconSet:
                if composerIcons[set.name] != nil { return nil }
                if iconsNamed, !settingNames.contains(set.name) { return nil }
                // An icon only developer configurations build with (ProtonVPN's `AppIconDebug`, the
                // Staging configuration's) never reaches the store.
                if releaseIconNames.contains(where: { $0 != set.name }), !releaseIconNames.contains(set.name),
                    settingNames.contains(set.name) { return nil }
                // An extension's or widget's untouched template set while another set holds the
                // app's icon: extensions show the app's icon, the empty set is never used.
                if !set.images.contains(where: present), filledIconSets > 0 { return nil }
                // An action or share extension's own icon set: the share sheet shows its home-screen sizes only.
                var setNeeds = needs
                setNeeds.extensionIcon = extensionCatalogs.contains(UnusedAssetRule.catalog(of: set.contentsPath))
                return appIconFinding(set, present, needs: setNeeds)
            default: return nil
            }
        }
    }

    /// A bitmap this large (short side, pixels) likely covers its displayed size at @3x on its own
    /// (a photo or illustration scaled with `.resizable()`): a missing scale is a note.
    static let largeBitmap = 240

    private func imageSetFinding(_ set: AssetSet, _ present: (AssetSet.Image) -> Bool, iPadOnly: Bool, sizes: [String: ImageSize]) -> Finding? {
        let filled = set.images.filter(present)
        guard !filled.isEmpty else { return nil }
        let vectors = filled.filter { $0.filename.map { $0.lowercased().hasSuffix(".pdf") || $0.lowercased().hasSuffix(".svg") } ?? false }
        // Single-scale vectors, possibly one per appearance (light/dark): Xcode renders every scale.
        let singleScaleVectors = vectors.count == filled.count && filled.allSatisfy { $0.scale == nil }
        if !vectors.isEmpty && (singleScaleVectors || set.preservesVector) { return nil }
        // Xcode's Single Scale mode (no scale given): the author chose one image for every scale
        // (kiwix's 90 px category icons, drawn at 20–26 pt); not a missing export.
        if filled.allSatisfy({ $0.scale == nil }) { return nil }
        let phoneLike = filled.filter { $0.idiom == nil || $0.idiom == "universal" || $0.idiom == "iphone" }
        // iPads and watches have no @3x screens: neither iPad sets nor the sets of an iPad-only
        // app or of a watch app's catalog need one (`iPadOnly` says either).
        let required = phoneLike.isEmpty || iPadOnly ? ["2x"] : ["2x", "3x"]
        let scales = Set((phoneLike.isEmpty ? filled : phoneLike).compactMap(\.scale))
        let missing = required.filter { !scales.contains($0) }
        guard !missing.isEmpty else { return nil }
        let have = scales.sorted().joined(separator: ", ")
        let largest = filled.compactMap { $0.filename.flatMap { sizes[set.folder + "/" + $0] } }.max { min($0.width, $0.height) < min($1.width, $1.height) }
        // A layer of tvOS's App Store icon (the brand assets' 1280×768 image stack) is 1x only;
        // the 400×240 home-screen stack needs @2x (Emergence).
        if set.contentsPath.contains(".brandassets/"), set.contentsPath.contains(".imagestack/"), let largest, largest.width >= 1280 { return nil }
        var finding = Self.descriptor.finding(
            "Image set \(set.name) lacks " + missing.map { "@" + $0 }.joined(separator: " and ") + (have.isEmpty ? "" : " (has \(have))")
                + (largest.map { min($0.width, $0.height) >= Self.largeBitmap ? "; its \($0) bitmap may already cover the displayed size" : "" } ?? ""),
            path: set.contentsPath, at: .fileStart)
        // A vector in a scale slot is rendered at that scale only (tinode's `image-broken.svg` at
        // @2x): the fix is Xcode's Single Scale with Preserve Vector Data, not another export.
        if vectors.count == filled.count {
            finding.message += "; its vector image is rendered for the \(have) slot only: make the set Single Scale and tick Preserve Vector Data"
        }
        // A large bitmap: a note, not a defect.
        if let largest, min(largest.width, largest.height) >= Self.largeBitmap { finding.severity = .note }
        // Only @2x missing beside an @3x image: iOS scales the @3x one down, sharp but larger in
        // memory on @2x screens (OneBusAway's weather icons): a note.
        if missing == ["2x"], scales.contains("3x") {
            finding.severity = .note
            finding.message += "; @2x screens scale the @3x image down"
        }
        return finding
    }

    private func appIconFinding(_ set: AssetSet, _ present: (AssetSet.Image) -> Bool, needs: IconNeeds) -> Finding? {
        guard let empty = set.emptyIconSlots(present, needs: needs) else { return nil }
        // Slots of several idioms are told apart (RWDevCon's iPhone and iPad 20x20@2x).
        let idioms = Set(empty.map { $0.idiom ?? "" })
        let slots = empty.map { slot in
            "\(slot.size ?? "?")@\(slot.scale ?? "1x")" + (idioms.count > 1 ? " (\(Self.idiomName(slot.idiom)))" : "")
        }
        return Self.descriptor.finding(
            "App icon set \(set.name) has \(empty.count) empty slot\(empty.count == 1 ? "" : "s"): \(slots.joined(separator: ", "))",
            path: set.contentsPath, at: .fileStart)
    }
}

extension MissingScaleAssetRule {
    /// An asset catalog idiom as Xcode shows it.
    static func idiomName(_ idiom: String?) -> String {
        switch idiom {
        case "iphone": "iPhone"
        case "ipad": "iPad"
        case "ios-marketing": "App Store"
        case "watch": "Apple Watch"
        case "watch-marketing": "Apple Watch App Store"
        case "mac": "Mac"
        case "tv": "Apple TV"
        case "car": "CarPlay"
        case nil, "": "universal"
        case let other?: other
        }
    }
}

/// Which app icon slots an app needs: the platforms and idioms its shipping targets build for.
public struct IconNeeds: Sendable, Hashable {
    public var iPhone = true
    public var iPad = true
    /// `TARGETED_DEVICE_FAMILY` names the iPad: its 76 and 83.5 pt icons are required, not optional.
    public var iPadDeclared = false
    public var watch = false
    public var mac = false
    /// The icon set of an action or share extension: only the home-screen sizes (60, 76, 83.5 pt at @2x/@3x)
    /// appear, in the share sheet; notification, settings and spotlight slots and @1x never do.
    public var extensionIcon = false

    public init() {}

    /// From the project's shipping targets; without an Xcode project, an iPhone and iPad app.
    public init(_ structure: ProjectStructure) {
        self.init()
        let shipping = structure.shippingTargets
        guard !shipping.isEmpty else { return }
        // The app targets' families, when there are app targets: an extension follows its host app
        // (Rainbow's extensions say `1,2`; the app sets none, Xcode's default: iPhone).
        let apps = shipping.filter { $0.kind == .app }
        let families = (apps.isEmpty ? shipping : apps).compactMap(\.deviceFamily).map { $0.replacingOccurrences(of: " ", with: "") }
        let onlyOtherPlatforms = { (target: XcodeTarget) in
            !target.platforms.isEmpty && !target.platforms.contains { $0.hasPrefix("iphone") }
        }
        let iOSTargets = shipping.filter { $0.kind != .watch && !onlyOtherPlatforms($0) }
        iPhone = iOSTargets.contains { $0.deviceFamily == nil || $0.deviceFamily!.split(separator: ",").contains("1") }
        iPadDeclared = families.contains { $0.split(separator: ",").contains("2") }
        iPad = iPadDeclared || iOSTargets.contains { $0.deviceFamily == nil }
        watch = shipping.contains { $0.kind == .watch || $0.platforms.contains { $0.hasPrefix("watch") } }
        mac = shipping.contains { $0.platforms.contains("macosx") }
    }

    public enum Need { case required, optional, unneeded }

    /// Whether a slot must be filled, should be, or belongs to a platform or an iOS version the app does not ship to.
    public func need(_ slot: AssetSet.Image) -> Need {
        let size = slot.size ?? ""
        if extensionIcon, ["20x20", "29x29", "40x40"].contains(size) || slot.scale == "1x" && slot.idiom != "ios-marketing" {
            return .unneeded
        }
        switch slot.idiom ?? "universal" {
        case "iphone":
            // iOS 6 slots (57 pt, @1x) no supported iPhone uses.
            guard iPhone, size != "57x57", slot.scale != "1x" else { return .unneeded }
            return size == "60x60" ? .required : .optional
        case "ipad":
            guard iPad, size != "50x50", size != "72x72" else { return .unneeded }
            return iPadDeclared && slot.scale == "2x" && (size == "76x76" || size == "83.5x83.5") ? .required : .optional
        case "ios-marketing": return iPhone || iPad ? .required : .unneeded
        case "watch", "watch-marketing": return watch ? .optional : .unneeded
        case "mac": return mac ? .optional : .unneeded
        case "universal":
            switch slot.platform {
            case "watchos": return watch ? .required : .unneeded
            case "macos": return mac ? .required : .unneeded
            case "ios", nil: return iPhone || iPad ? .required : .unneeded
            default: return .unneeded
            }
        default: return .unneeded  // car, tv, vision: other products
        }
    }
}

extension AssetSet {
    /// The folder holding the set's `Contents.json`.
    var folder: String { String(contentsPath.dropLast("/Contents.json".count)) }

    /// The empty slots of an app icon set that the app needs, or `nil` when it is complete (every
    /// needed slot filled, or a universal 1024 pt icon, which modern Xcode derives every size
    /// from). Slots of platforms the app does not ship to and iOS 6 slots do not count.
    func emptyIconSlots(_ present: (Image) -> Bool, needs: IconNeeds = IconNeeds()) -> [Image]? {
        if images.contains(where: { $0.size == "1024x1024" && $0.idiom == "universal" && ($0.platform ?? "ios") == "ios" && present($0) }) {
            return nil
        }
        let empty = images.filter { !present($0) && needs.need($0) != .unneeded }
        return empty.isEmpty ? nil : empty
    }

    /// The same, with the image files that exist in the tree.
    func emptyIconSlots(existing: Set<String>, needs: IconNeeds = IconNeeds()) -> [Image]? {
        emptyIconSlots({ image in image.filename.map { existing.contains(folder + "/" + $0) } ?? false }, needs: needs)
    }
}

extension ProjectModel {
    /// Icon Composer icons (`AppIcon.icon/icon.json`, Xcode 26): the app icon of a modern project, by name.
    var iconComposerIcons: [String: String] {
        var result: [String: String] = [:]
        for file in tree.files where file.name == "icon.json" {
            let parts = file.path.split(separator: "/")
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".icon") else { continue }
            result[String(parts[parts.count - 2].dropLast(".icon".count))] = file.path
        }
        return result
    }
}
