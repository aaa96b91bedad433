/// Bitmaps that exist for some screen densities but not for others.
public struct MissingDensityRule: ProjectRule {
    /// The bitmap densities an option may name.
    static let densityNames = ["ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]

    public static let descriptor = RuleDescriptor(
        id: "android.missing-density",
        title: "Bitmap missing for a screen density",
        defaultSeverity: .warning,
        category: .assets,
        summary: "A bitmap (`.png`, `.9.png`, `.jpg`, `.webp`, `.gif`) present in some of the mdpi, hdpi, xhdpi, xxhdpi, xxxhdpi folders of a drawable or mipmap set but missing in others. One finding per image, naming every missing density. A warning when a required density above every present one is missing (Android scales the largest bitmap up: blurry); a note when the missing ones lie below a present one (Android scales a larger bitmap down, which stays sharp). Optional densities (xxxhdpi) are asked of launcher icons only, as a warning.",
        rationale: "Android scales the nearest bitmap when a density is missing: blurry on dense screens, wasted memory on small ones. Agencies expect every bitmap in every density. Feeds the code-review checklist item \"assets for all densities\" and the release checklist's launcher icons.",
        skips: [
            "images nothing uses and no name built at run time may load, launcher icons aside (`android.unused-resource` reports them: deleting is the fix, not more densities)",
            "images with a vector/XML drawable, `-nodpi` or `-anydpi` variant (without a version qualifier): those serve every density",
            "`ldpi` and `tvdpi`, which are optional",
            "images only a test, benchmark, debug or other in-house build's source set has (`src/debug`, `src/qa`: no user sees them)",
            "images other than launcher icons that miss only optional densities (xxxhdpi): Android asks for those for launcher icons alone, as Lint's `IconDensities` does (Kickstarter's and Now in Android's notification icons, mdpi–xxhdpi beside a `drawable-anydpi-v24` vector)",
            "images in plain `drawable/` only (a bitmap there stands in for mdpi)",
            "densities a library module the app module builds on has (`implementation project(':lib')`): the resource merger puts them beside the app's",
            "Android TV banners (`android:banner` in the manifest), and the layers of one drawn as an adaptive icon, which Google asks for in xhdpi only",
        ],
        help: "Export the image for every required density, or replace it with a vector drawable.",
        lintIds: ["IconDensities", "IconMissingDensityFolder"],
        options: [
            RuleOptionDescriptor(name: "required-densities", summary: "Densities every bitmap must have (missing above every present one = warning; below one = note).", defaultValue: .strings(["mdpi", "hdpi", "xhdpi", "xxhdpi"]), allowedValues: densityNames),
            RuleOptionDescriptor(name: "optional-densities", summary: "Densities whose absence is a note (a warning for launcher icons).", defaultValue: .strings(["xxxhdpi"]), allowedValues: densityNames),
        ],
        triggeringExamples: [
            RuleExample([
                .png("app/src/main/res/drawable-mdpi/ic_star.png", 24, 24),
                .png("app/src/main/res/drawable-hdpi/ic_star.png", 36, 36),
                .png("app/src/main/res/drawable-xhdpi/ic_star.png", 48, 48),
                .showing(drawables: "ic_star"),
            ], expectedCount: 1, testsSuppression: false),
            RuleExample([
                .png("app/src/main/res/drawable-xxhdpi/bg_splash.png", 30, 30),
                .showing(drawables: "bg_splash"),
            ], expectedCount: 1, testsSuppression: false),
            // A vector for API 24 and up leaves older devices the bitmaps: a required density they lack is still missing.
            RuleExample([
                ExampleFile("app/src/main/res/drawable-anydpi-v24/ic_sync.xml", "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
                .png("app/src/main/res/drawable-mdpi/ic_sync.png", 24, 24),
                .png("app/src/main/res/drawable-hdpi/ic_sync.png", 36, 36),
                .showing(drawables: "ic_sync"),
            ], expectedCount: 1, testsSuppression: false),
            // Nothing names it, but a name built at run time may load it: it may be shown.
            RuleExample([
                .png("app/src/main/res/drawable-xxhdpi/flag_es.png", 30, 30),
                ExampleFile("app/src/main/java/com/acme/Flags.kt", """
                    fun flag(context: Context, country: Country) = context.resources.getIdentifier(country.flagName, "drawable", context.packageName)
                    """),
            ], expectedCount: 1, testsSuppression: false),
            RuleExample(ExampleFile.launcherIcon(["mdpi": 48, "hdpi": 72, "xhdpi": 96, "xxhdpi": 144]), expectedCount: 1, testsSuppression: false),
        ],
        nonTriggeringExamples: [
            // Nothing shows it: deleting it is the fix (`android.unused-resource` says so), not more densities.
            RuleExample([
                .png("app/src/main/res/drawable-hdpi/undobar_divider.9.png", 3, 36),
            ]),
            // A launcher icon left over from a campaign that nothing names (Pocket Casts').
            RuleExample([
                .png("app/src/main/res/mipmap-hdpi/ic_launcher_2023_pride.png", 72, 72),
            ]),
            RuleExample([
                .png("app/src/main/res/drawable-mdpi/ic_star.png", 24, 24),
                .png("app/src/main/res/drawable-hdpi/ic_star.png", 36, 36),
                .png("app/src/main/res/drawable-xhdpi/ic_star.png", 48, 48),
                .png("app/src/main/res/drawable-xxhdpi/ic_star.png", 72, 72),
                .png("app/src/main/res/drawable-xxxhdpi/ic_star.png", 96, 96),
            ]),
            // Older devices' fallback for a vector (Now in Android's notification icon, minSdk 23):
            // the required densities are there, xxxhdpi is optional.
            RuleExample([
                ExampleFile("app/src/main/res/drawable-anydpi-v24/ic_notification.xml", "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
                .png("app/src/main/res/drawable-mdpi/ic_notification.png", 24, 24),
                .png("app/src/main/res/drawable-hdpi/ic_notification.png", 36, 36),
                .png("app/src/main/res/drawable-xhdpi/ic_notification.png", 48, 48),
                .png("app/src/main/res/drawable-xxhdpi/ic_notification.png", 72, 72),
                .showing(drawables: "ic_notification"),
            ]),
            RuleExample([
                .png("app/src/main/res/drawable-nodpi/photo_placeholder.png", 300, 200),
                .png("app/src/main/res/drawable-xhdpi/photo_placeholder.png", 600, 400),
            ]),
            RuleExample([
                ExampleFile("app/src/main/res/drawable/ic_cart.xml", "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
                .png("app/src/main/res/drawable-hdpi/ic_cart.png", 36, 36),
            ]),
            RuleExample([
                .png("app/src/main/res/drawable/legacy_banner.png", 320, 50),
            ]),
            RuleExample([
                ExampleFile("tv/src/main/AndroidManifest.xml", """
                    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                        <application android:banner="@mipmap/tv_banner" />
                    </manifest>
                    """),
                .png("tv/src/main/res/mipmap-xhdpi/tv_banner.png", 320, 180),
            ]),
            // Paintroid: the app's launcher icon stops at xxhdpi; the library module it builds on
            // has the xxxhdpi one, which the resource merger puts beside it.
            RuleExample([
                ExampleFile("settings.gradle", "include ':app', ':Paintroid'\n"),
                ExampleFile("app/build.gradle", "plugins { id 'com.android.application' }\ndependencies { implementation project(':Paintroid') }\n"),
                ExampleFile("Paintroid/build.gradle", "plugins { id 'com.android.library' }\n"),
                ExampleFile("app/src/main/AndroidManifest.xml", """
                    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                        <application android:icon="@mipmap/ic_launcher" />
                    </manifest>
                    """),
                .png("app/src/main/res/mipmap-mdpi/ic_launcher.png", 48, 48),
                .png("app/src/main/res/mipmap-hdpi/ic_launcher.png", 72, 72),
                .png("app/src/main/res/mipmap-xhdpi/ic_launcher.png", 96, 96),
                .png("app/src/main/res/mipmap-xxhdpi/ic_launcher.png", 144, 144),
                .png("Paintroid/src/main/res/mipmap-mdpi/ic_launcher.png", 48, 48),
                .png("Paintroid/src/main/res/mipmap-hdpi/ic_launcher.png", 72, 72),
                .png("Paintroid/src/main/res/mipmap-xhdpi/ic_launcher.png", 96, 96),
                .png("Paintroid/src/main/res/mipmap-xxhdpi/ic_launcher.png", 144, 144),
                .png("Paintroid/src/main/res/mipmap-xxxhdpi/ic_launcher.png", 192, 192),
            ], testsSuppression: false),
            // v2rayNG: a banner drawn as an adaptive icon, its foreground in xhdpi alone.
            RuleExample([
                ExampleFile("app/src/main/AndroidManifest.xml", """
                    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                        <application android:banner="@mipmap/ic_banner" />
                    </manifest>
                    """),
                ExampleFile("app/src/main/res/mipmap-anydpi-v26/ic_banner.xml", """
                    <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
                        <background android:drawable="@color/ic_banner_background" />
                        <foreground android:drawable="@mipmap/ic_banner_foreground" />
                    </adaptive-icon>
                    """),
                .png("app/src/main/res/mipmap-xhdpi/ic_banner_foreground.png", 320, 180),
            ]),
            // Shuttle: the ribbon its debug launcher icon wears, in the debug source set alone.
            RuleExample([
                .png("app/src/debug/res/drawable-xxxhdpi/ic_ribbon_debug.png", 192, 192),
                ExampleFile("app/src/debug/res/drawable/ic_launcher_foreground_layer.xml",
                            #"<layer-list xmlns:android="http://schemas.android.com/apk/res/android"><item android:drawable="@drawable/ic_ribbon_debug"/></layer-list>"#),
            ]),
        ],
        wholeFile: true
    )

    let required: [Density]
    let optional: [Density]

    public init(options: RuleOptions) {
        required = options.strings("required-densities").compactMap(Density.init(rawValue:)).filter(\.isBucket)
        optional = options.strings("optional-densities").compactMap(Density.init(rawValue:)).filter(\.isBucket)
    }

    /// A bitmap at least this large (short side, in dp at its density) is bigger than any icon
    /// and most images are drawn: scaling it up for a denser screen does not blur it.
    static let largeBitmapDP = 96

    public func check(_ project: ProjectModel) -> [Finding] {
        let launcherIcons = project.launcherIcons
        let banners = project.bannerNames
        var findings: [Finding] = []
        var usage: ResourceUsage?
        // Images only a debug, QA or other build the team keeps for itself has (Shuttle's
        // `src/debug` ribbon on the debug launcher icon) reach no user.
        for group in DensityGroup.groups(in: project, mergingLibraries: true) where !banners.contains(group.name)
            && group.files.contains(where: { ProjectModel.isInReleasedSourceSet($0.path) }) {
            let isLauncher = group.type == "mipmap" && group.name.hasPrefix("ic_launcher") || launcherIcons.contains("@\(group.type)/\(group.name)")
            let missing = group.missingDensities((required + optional.filter { !required.contains($0) }))
            guard !missing.isEmpty, let anchor = group.anchor else { continue }
            // Only optional densities (xxxhdpi) missing: Android asks for them for launcher icons
            // alone (Lint's IconDensities checks up to xxhdpi), and scales the others down.
            if !isLauncher, missing.allSatisfy({ !required.contains($0) }) { continue }
            // An image nothing loads needs no other density: deleting it is the fix
            // (`android.unused-resource`). Worked out only once some image lacks one.
            // (A mipmap named as a launcher icon that no manifest, icon or code names is such an
            // image too: Pocket Casts' left-over `ic_launcher_2023_pride`.)
            if !launcherIcons.contains("@\(group.type)/\(group.name)") {
                if usage == nil { usage = project.resourceUsage }
                if usage!.isDeletable(type: group.type, name: group.name) { continue }
            }
            // Android draws a missing density from the nearest larger bitmap, scaled down (sharp,
            // a little more memory), and scales up only past the largest it has (blurry): a
            // required density above every present one is the defect (Nextcloud's xxxhdpi-only
            // backgrounds, Omni-Notes' missing mdpi are notes).
            let largest = group.bitmapsByDensity.keys.max()
            let upscaled = missing.filter { density in required.contains(density) && largest.map { density > $0 } ?? true }
            // A launcher icon asks for the optional densities above too (launchers load one
            // density up); one missing only below a present one is a note, as the release
            // checklist says (Simple Music Player's colour variants without mdpi).
            let launcherUpscaled = isLauncher && missing.contains { density in largest.map { density > $0 } ?? true }
            var severity: Severity = upscaled.isEmpty && !launcherUpscaled ? .note : .warning
            let presentList = group.bitmapsByDensity.keys.sorted().map(\.rawValue).joined(separator: ", ")
            let missingList = missing.map { group.folderName(for: $0) }.joined(separator: ", ")
            let what = isLauncher ? "Launcher icon" : "Image"
            var message = "\(what) \(group.name) is missing from \(missingList) (present in \(presentList))"
            // A bitmap far larger than any icon (GPSLogger's 512 px `translate.png` in
            // drawable-mdpi, shown at 25dp) is not blurred by the scaling, only made larger in
            // memory on denser screens: a note that says what to do instead.
            if severity == .warning, !isLauncher, let largest, let file = group.bitmapsByDensity[largest], let scale = largest.scale,
                let size = project.imageSizes[file.path], Double(min(size.width, size.height)) / scale >= Double(Self.largeBitmapDP) {
                severity = .note
                message += "; its \(size) bitmap is \(Int(Double(min(size.width, size.height)) / scale))dp at \(largest.rawValue), larger than it is likely drawn, so scaling it up blurs nothing but costs memory on denser screens: move it to drawable-nodpi at the size it is shown"
            }
            findings.append(Self.descriptor.finding(message, path: anchor.path, at: .fileStart, severity: severity))
        }
        return findings
    }
}
