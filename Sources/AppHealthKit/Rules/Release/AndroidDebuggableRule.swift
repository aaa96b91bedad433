/// The release build is not debuggable.
public struct AndroidDebuggableRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "debuggable", title: "The release build is not debuggable", weight: 3,
        summary: "`debuggable true` (or `isDebuggable = true`) in the release build type, or `android:debuggable=\"true\"` in a manifest.",
        rationale: "A debuggable release lets anyone attach a debugger and read the app's data.",
        help: "Remove `debuggable true` from the release build type and `android:debuggable` from the manifest; Gradle sets it for debug builds.",
        lintIds: ["HardcodedDebugMode"],
        triggering: [Example.android(Example.gradle(release: "minifyEnabled true\n            ↓debuggable true"))],
        nonTriggering: [Example.android(Example.gradle(release: "minifyEnabled true\n            debuggable false"))])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let release = project.androidSettings(["debuggable", "isDebuggable"]).filter { $0.setting.inRelease && $0.setting.value == "true" }
        var evidence = release.map { "debuggable true in release (\(ItemOutcome.place($0)))" }
        var places = release.map { ItemOutcome.at($0, "The release build is debuggable") }
        for (path, facts) in project.releasedManifests {
            guard let attribute = facts.applicationAttributes["debuggable"], attribute.value == "true" else { continue }
            evidence.append("android:debuggable=\"true\" (\(path):\(attribute.location.line))")
            places.append(ItemOutcome.Place(path: path, location: attribute.location, message: "android:debuggable=\"true\" ships a debuggable app"))
        }
        return evidence.isEmpty ? ItemOutcome(.pass, ["release build is not debuggable"]) : ItemOutcome(.fail, evidence, places: places)
    }
}
