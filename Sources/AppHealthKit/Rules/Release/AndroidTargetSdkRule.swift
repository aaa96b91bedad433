/// `targetSdk` meets Google Play's current requirement.
public struct AndroidTargetSdkRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    /// Google Play's requirement and its source.
    static let requiredTargetSdk = 35
    static let requirementSource = "Google Play Console Help, Target API level requirements: new apps and app updates must target Android 15 (API level 35) or higher from August 31, 2025"

    public static let descriptor = releaseDescriptor(
        item: "target-sdk", title: "targetSdk meets Google Play's requirement", weight: 3,
        summary: "A `targetSdk`/`targetSdkVersion` below the API level Google Play requires for new apps and updates (\(requiredTargetSdk); option `min-target-sdk`). A value computed elsewhere is a warning.",
        rationale: "Play refuses updates that target an API level below its current requirement. \(requirementSource).",
        help: "Raise `targetSdk` to at least the required level and test the behaviour changes of each API level in between.",
        lintIds: ["OldTargetApi", "ExpiredTargetSdkVersion"],
        options: [RuleOptionDescriptor(name: "min-target-sdk", summary: "The API level release builds must target.", defaultValue: .int(requiredTargetSdk))],
        triggering: [Example.android(Example.gradle(targetSdk: "↓targetSdk 30"))],
        nonTriggering: [Example.android()])

    let required: Int

    public init(options: RuleOptions) {
        required = options.int("min-target-sdk", default: Self.requiredTargetSdk)
    }

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let targets = project.androidSettings(["targetSdk", "targetSdkVersion"])
        guard !targets.isEmpty else { return ItemOutcome(.warn, ["targetSdk not found in the Gradle scripts"]) }
        let numeric = targets.filter { Int($0.setting.value) != nil }
        guard !numeric.isEmpty else {
            return ItemOutcome(.warn, targets.map { "targetSdk comes from \($0.setting.value)… (\(ItemOutcome.place($0))); check it is at least \(required)" })
        }
        let low = numeric.filter { (Int($0.setting.value) ?? 0) < required }
        return low.isEmpty ? ItemOutcome(.pass, numeric.map { "targetSdk \($0.setting.value) (\(ItemOutcome.place($0)))" })
            : ItemOutcome(.fail, low.map { "targetSdk \($0.setting.value) < \(required) (\(ItemOutcome.place($0))) — \(Self.requirementSource)" },
                          places: low.map { ItemOutcome.at($0, "targetSdk \($0.setting.value) is below Google Play's required \(required)") })
    }
}
