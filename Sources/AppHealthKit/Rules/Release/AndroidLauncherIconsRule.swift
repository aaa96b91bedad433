/// The launcher icon exists in every density.
public struct AndroidLauncherIconsRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    /// Densities a launcher icon needs: every bucket up to xxxhdpi, whatever `android.missing-density` is set to.
    static let densities: [Density] = [.mdpi, .hdpi, .xhdpi, .xxhdpi, .xxxhdpi]

    public static let descriptor = releaseDescriptor(
        item: "launcher-icons", title: "Launcher icons exist in every density", weight: 2,
        summary: "No manifest declares `android:icon`, or a launcher icon (`android:icon`/`android:roundIcon`, or a mipmap named `ic_launcher…`) exists as bitmaps in some of mdpi…xxxhdpi but not in all of them.",
        rationale: "The launcher icon is the app's face; blurry icons look abandoned.",
        help: "Export the launcher icon for every density (Android Studio's Image Asset tool does), or make it an adaptive icon in `mipmap-anydpi`.",
        skips: ["icons with a vector, `-nodpi` or `-anydpi` variant"],
        triggering: [
            Example.android(Example.gradle(), "↓" + Example.manifest(#"android:label="@string/app_name" android:allowBackup="false""#)),
            RuleExample(Example.android().files + [
                .png("app/src/main/res/mipmap-mdpi/ic_launcher.png", 48, 48),
                .png("app/src/main/res/mipmap-hdpi/ic_launcher.png", 72, 72),
                .png("app/src/main/res/mipmap-xhdpi/ic_launcher.png", 96, 96),
            ], expectedCount: 1, testsSuppression: false),
        ],
        nonTriggering: [
            Example.android(),
            RuleExample(Example.android().files + [
                .png("app/src/main/res/mipmap-mdpi/ic_launcher.png", 48, 48),
                .png("app/src/main/res/mipmap-hdpi/ic_launcher.png", 72, 72),
                .png("app/src/main/res/mipmap-xhdpi/ic_launcher.png", 96, 96),
                .png("app/src/main/res/mipmap-xxhdpi/ic_launcher.png", 144, 144),
                .png("app/src/main/res/mipmap-xxxhdpi/ic_launcher.png", 192, 192),
            ], testsSuppression: false),
        ])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let names = Set(project.releasedManifests.flatMap { $0.facts.iconResources.map(\.name) })
        guard !names.isEmpty else {
            return ItemOutcome(.fail, ["no android:icon in the manifests"],
                               places: ItemOutcome.wholeFile(project.releasedManifests.first?.path, "The app declares no android:icon"))
        }
        var evidence: [String] = []
        var places: [ItemOutcome.Place] = []
        for group in DensityGroup.groups(in: project) where group.type == "mipmap" && group.name.hasPrefix("ic_launcher") || names.contains(group.name) {
            let missing = group.missingDensities(Self.densities)
            guard !missing.isEmpty, let anchor = group.anchor else { continue }
            let folders = missing.map { group.folderName(for: $0) }.joined(separator: ", ")
            evidence.append("\(anchor.path): launcher icon \(group.name) is missing from \(folders)")
            places.append(ItemOutcome.Place(path: anchor.path, location: .fileStart, message: "Launcher icon \(group.name) is missing from \(folders)"))
        }
        return places.isEmpty ? ItemOutcome(.pass, ["launcher icons: " + names.sorted().joined(separator: ", ")]) : ItemOutcome(.fail, evidence, places: places)
    }
}
