/// The launcher icon exists in every density.
public struct AndroidLauncherIconsRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    /// Densities a launcher icon needs: every bucket up to xxxhdpi, whatever `android.missing-density` is set to.
    static let densities: [Density] = [.mdpi, .hdpi, .xhdpi, .xxhdpi, .xxxhdpi]

    public static let descriptor = releaseDescriptor(
        item: "launcher-icons", title: "Launcher icons exist in every density", weight: 2,
        summary: "No manifest declares `android:icon`, or a launcher icon (`android:icon`/`android:roundIcon` of the application or of an activity the launcher lists, or a mipmap named `ic_launcher…` that something names) exists as bitmaps in some of mdpi…xxxhdpi but not in all of them: a failure when a density above the largest bitmap is missing (Android upscales it, blurry), a warning when only smaller ones are (it downscales). Debug and test source sets do not ship; a layer of an adaptive icon drawn at the largest density is fine.",
        rationale: "The launcher icon is the app's face; blurry icons look abandoned.",
        help: "Export the launcher icon for every density (Android Studio's Image Asset tool does), or make it an adaptive icon in `mipmap-anydpi`.",
        skips: ["icons with a vector, `-nodpi` or `-anydpi` variant, or one for a platform version every supported device has (`mipmap-anydpi-v26` with minSdk 26 or higher)"],
        triggering: [
            Example.android(Example.gradle(), "↓" + Example.manifest(#"android:label="@string/app_name" android:allowBackup="false""#)),
            // xxhdpi and xxxhdpi missing: upscaled from xhdpi, blurry (a failure).
            RuleExample(Example.android().files + icons(["mdpi", "hdpi", "xhdpi"]), expectedCount: 1, testsSuppression: false),
            // Only mdpi missing: scaled down from a larger density (a warning; its finding is a note).
            RuleExample(Example.android().files + icons(["hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]), expectedCount: 1, testsSuppression: false),
            // An adaptive icon for API 26 and up: devices older than that, which minSdk 21 admits, draw the bitmaps.
            RuleExample(Example.android(Example.gradle(targetSdk: "minSdk 21\n        targetSdk 36")).files + icons(["mdpi", "xhdpi", "xxhdpi", "xxxhdpi"])
                + [ExampleFile("app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml", Self.adaptiveIcon)], expectedCount: 1, testsSuppression: false),
        ],
        nonTriggering: [
            Example.android(),
            RuleExample(Example.android().files + icons(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]), testsSuppression: false),
            // A left-over icon nothing names (Pocket Casts' `ic_launcher_2023_pride`): never shown.
            RuleExample(Example.android().files + icons(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"])
                + [.png("app/src/main/res/mipmap-hdpi/ic_launcher_2023_pride.png", 72, 72)], testsSuppression: false),
            // uHabits: minSdk 28 and an adaptive icon in `mipmap-anydpi-v26`: no device draws the bitmaps.
            RuleExample(Example.android(Example.gradle(targetSdk: "minSdk 28\n        targetSdk 36")).files + icons(["mdpi", "xhdpi", "xxhdpi", "xxxhdpi"])
                + [ExampleFile("app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml", Self.adaptiveIcon)], testsSuppression: false),
            // KDE Connect: an Android TV banner in xhdpi alone is no launcher icon.
            RuleExample(Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:banner="@mipmap/ic_launcher_banner" android:label="@string/app_name" android:allowBackup="false""#)).files
                + icons(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]) + [.png("app/src/main/res/mipmap-xhdpi/ic_launcher_banner.png", 320, 180)], testsSuppression: false),
            // The icon a placeholder the build script fills (openScale's `manifestPlaceholders["appIcon"]`).
            RuleExample(Example.android(
                Example.gradle(extra: "    defaultConfig { manifestPlaceholders.put(\"appIcon\", \"@mipmap/ic_launcher\") }\n"),
                Example.manifest(#"android:icon="${appIcon}" android:label="@string/app_name" android:allowBackup="false""#)).files
                + icons(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]), testsSuppression: false),
            // The monochrome layer of an adaptive icon, drawn once at xxxhdpi; a debug-only copy.
            RuleExample(Example.android().files + icons(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]) + [
                .png("app/src/main/res/mipmap-xxxhdpi/ic_launcher_monochrome.png", 432, 432),
                .png("app/src/debug/res/mipmap-xxxhdpi/ic_launcher_debug.png", 192, 192),
            ], testsSuppression: false),
            // The manifest names `@mipmap/ic_launcher`: a stray `drawable/ic_launcher` left from an
            // older icon (Timber's) is not the launcher icon, whatever densities it lacks.
            RuleExample(Example.android().files + icons(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]) + [
                .png("app/src/main/res/drawable-mdpi/ic_launcher.png", 48, 48),
                .png("app/src/main/res/drawable-hdpi/ic_launcher.png", 72, 72),
            ], testsSuppression: false),
            // Muzei: the icon of an activity no launcher lists (a redirect behind a notification
            // action), drawn at xxhdpi alone, is no launcher icon.
            RuleExample(Example.android(Example.gradle(), """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <application android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false">
                        <activity android:name=".Main"><intent-filter><action android:name="android.intent.action.MAIN"/><category android:name="android.intent.category.LAUNCHER"/></intent-filter></activity>
                        <activity android:name=".InfoRedirect" android:icon="@drawable/ic_notif_info"/>
                    </application>
                </manifest>
                """).files + icons(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]) + [.png("app/src/main/res/drawable-xxhdpi/ic_notif_info.png", 72, 72)],
                testsSuppression: false),
        ])

    static let adaptiveIcon = """
        <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
            <background android:drawable="@color/ic_launcher_background" />
            <foreground android:drawable="@mipmap/ic_launcher_foreground" />
        </adaptive-icon>
        """

    /// `ic_launcher.png` in `app/src/main/res/mipmap-<density>` at the density's launcher size.
    static func icons(_ densities: [String]) -> [ExampleFile] {
        let sizes = ["mdpi": 48, "hdpi": 72, "xhdpi": 96, "xxhdpi": 144, "xxxhdpi": 192]
        return densities.map { density in .png("app/src/main/res/mipmap-\(density)/ic_launcher.png", sizes[density]!, sizes[density]!) }
    }

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // By type and name: `@mipmap/ic_launcher`'s densities, not a stray `drawable/ic_launcher`'s.
        // A library module's `icon` merges into the app's where the app sets none (davx5's `core`).
        let icons = Set(project.decidingManifests(["icon", "roundIcon"]).flatMap { project.iconResources(of: $0.facts, at: $0.path).map { "@\($0.type)/\($0.name)" } })
        guard !icons.isEmpty else {
            return ItemOutcome(.fail, ["no android:icon in the manifests"],
                               places: ItemOutcome.wholeFile(project.releasedManifests.first?.path, "The app declares no android:icon"))
        }
        var evidence: [String] = []
        var places: [ItemOutcome.Place] = []
        var upscaled = false
        // An Android TV banner (`android:banner`, KDE Connect's `ic_launcher_banner`) is drawn at xhdpi alone.
        let banners = project.bannerNames
        // The lowest minSdk of the app's modules: an adaptive icon in `mipmap-anydpi-v26` is
        // every device's when none is older.
        let minSdk = project.androidSettings(["minSdk", "minSdkVersion"])
            .compactMap { project.resolvedValue($0.setting).flatMap { Int($0.value) } }.min()
        for candidate in DensityGroup.groups(in: project, mergingLibraries: true) where candidate.type == "mipmap" && candidate.name.hasPrefix("ic_launcher") && !banners.contains(candidate.name)
            || icons.contains("@\(candidate.type)/\(candidate.name)") {
            // What a release build ships: not the debug or test source sets' copies.
            var group = candidate
            group.files = group.files.filter { ProjectModel.isInReleasedSourceSet($0.path) }
            let missing = group.missingDensities(Self.densities, minSdk: minSdk)
            guard !missing.isEmpty, let anchor = group.anchor, let highest = group.bitmapsByDensity.keys.max() else { continue }
            // A left-over icon nothing names (Pocket Casts' `ic_launcher_2023_pride`) is never shown.
            if !icons.contains("@\(group.type)/\(group.name)"), project.resourceUsage.isDeletable(type: group.type, name: group.name) { continue }
            // Android scales the nearest bitmap: down is sharp, up is blurry. A layer of an adaptive
            // icon (`_foreground`, `_background`, `_monochrome`) drawn at the highest density is fine.
            let blurry = missing.filter { $0 > highest }
            let isLayer = ["_foreground", "_background", "_monochrome"].contains { group.name.hasSuffix($0) }
            if blurry.isEmpty && isLayer { continue }
            upscaled = upscaled || !blurry.isEmpty
            let folders = missing.map { group.folderName(for: $0) }.joined(separator: ", ")
            // Android picks the nearest larger density it has (preferring one twice as dense),
            // not always the largest: which one is Android's choice per device.
            // Which of them blur, where some are only scaled down (Librera's `icon_pdf_pro`, xxhdpi alone).
            let effect = blurry.isEmpty ? " (scaled down from a larger density, sharp)"
                : blurry.count == missing.count ? " (upscaled, blurry)"
                : " (upscaled on \(blurry.map { group.folderName(for: $0) }.joined(separator: ", ")), blurry)"
            evidence.append("\(anchor.path): launcher icon \(group.name) is missing from \(folders)\(effect)")
            places.append(ItemOutcome.Place(path: anchor.path, location: .fileStart, message: "Launcher icon \(group.name) is missing from \(folders)\(effect)"))
        }
        if places.isEmpty { return ItemOutcome(.pass, ["launcher icons: " + icons.sorted().joined(separator: ", ")]) }
        return ItemOutcome(upscaled ? .fail : .warn, evidence, places: places)
    }
}
