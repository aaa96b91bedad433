/// `targetSdk` meets Google Play's current requirement.
public struct AndroidTargetSdkRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    /// Google Play's requirement and its source.
    static let requiredTargetSdk = 36
    static let requirementSource = "Google Play Console Help, Target API level requirements for Google Play apps: from August 31, 2026 (extensions to November 1, 2026), new apps and app updates must target Android 16 (API level 36) or higher; Wear OS and Android Automotive OS apps Android 15 (API level 35), Android TV apps Android 14 (API level 34)"

    static let deviceNames = ["wear": "Wear OS", "tv": "Android TV", "automotive": "Android Automotive OS"]

    public static let descriptor = releaseDescriptor(
        item: "target-sdk", title: "targetSdk meets Google Play's requirement", weight: 3,
        summary: "A `targetSdk`/`targetSdkVersion` below the API level Google Play requires for new apps and updates (\(requiredTargetSdk); option `min-target-sdk`; one level lower for a module whose manifest requires a watch or a car — Wear OS and Android Automotive OS apps —, two for Android TV). A value computed elsewhere is a warning.",
        rationale: "Play refuses updates that target an API level below its current requirement. \(requirementSource).",
        help: "Raise `targetSdk` to at least the required level and test the behaviour changes of each API level in between.",
        lintIds: ["OldTargetApi", "ExpiredTargetSdkVersion"],
        options: [RuleOptionDescriptor(name: "min-target-sdk", summary: "The API level release builds must target.", defaultValue: .int(requiredTargetSdk))],
        triggering: [
            Example.android(Example.gradle(targetSdk: "↓targetSdk 30")),
            // Through the version catalog: 34 is below the requirement.
            RuleExample(Example.android(Example.gradle(targetSdk: "↓targetSdk = libs.versions.targetSdk.get().toInt()")).files
                + [ExampleFile("gradle/libs.versions.toml", "[versions]\ntargetSdk = \"34\"\n")], expectedCount: 1, testsSuppression: false),
            // React Native's template: a number in the root script's `ext` block (Rainbow); the
            // `.targetSdkVersion` ending the value is no second setting.
            RuleExample(Example.android(Example.gradle(targetSdk: "↓targetSdkVersion rootProject.ext.targetSdkVersion")).files
                + [ExampleFile("build.gradle", "buildscript {\n    ext {\n        minSdkVersion = 26\n        targetSdkVersion = 34\n    }\n}\n")],
                expectedCount: 1, testsSuppression: false),
        ],
        nonTriggering: [
            Example.android(),
            // A Wear OS module may target one level lower (K-9 Mail's `Wear`), an Android TV one two.
            RuleExample([
                ExampleFile("settings.gradle", "include ':app', ':wear', ':tv'\n"),
                ExampleFile("wear/build.gradle", Example.gradle(targetSdk: "targetSdk 35")),
                ExampleFile("tv/build.gradle", Example.gradle(targetSdk: "targetSdk 34")),
                ExampleFile("tv/src/main/AndroidManifest.xml", """
                    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                        <uses-feature android:name="android.software.leanback" android:required="true" />
                        <application android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" />
                    </manifest>
                    """),
                ExampleFile("wear/src/main/AndroidManifest.xml", """
                    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                        <uses-feature android:name="android.hardware.type.watch" />
                        <application android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" />
                    </manifest>
                    """),
            ], testsSuppression: false),
            // gradle.properties, read through Integer.parseInt(project.X) as old scripts do.
            RuleExample(Example.android(Example.gradle(targetSdk: "targetSdkVersion Integer.parseInt(project.TARGET_SDK)")).files
                + [ExampleFile("gradle.properties", "TARGET_SDK=36\n")], testsSuppression: false),
            // A convention plugin in build-logic sets it for every application module.
            RuleExample(Example.android(Example.gradle(targetSdk: "")).files + [ExampleFile(
                "build-logic/convention/src/main/kotlin/AndroidApplicationConventionPlugin.kt",
                "class AndroidApplicationConventionPlugin : Plugin<Project> {\n    override fun apply(target: Project) {\n        with(target) {\n            apply(plugin = \"com.android.application\")\n            extensions.configure<ApplicationExtension> {\n                defaultConfig.targetSdk = 36\n            }\n        }\n    }\n}\n")],
                testsSuppression: false),
        ])

    let required: Int

    public init(options: RuleOptions) {
        required = options.int("min-target-sdk", default: Self.requiredTargetSdk)
    }

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let targets = project.androidSettings(["targetSdk", "targetSdkVersion"])
        guard !targets.isEmpty else { return ItemOutcome(.warn, ["targetSdk not found in the Gradle scripts or the build logic"]) }
        // Expressions resolved through the catalog, gradle.properties, ext and buildSrc constants.
        let resolved = targets.map { target in (target: target, value: project.resolvedValue(target.setting)) }
        let numeric = resolved.compactMap { entry in entry.value.flatMap { Int($0.value) }.map { (entry.target, $0, entry.value?.via) } }
        guard !numeric.isEmpty else {
            return ItemOutcome(.warn, targets.map { "targetSdk comes from \($0.setting.expression ?? $0.setting.value) (\(ItemOutcome.place($0))), which could not be resolved; check it is at least \(required)" })
        }
        let describe = { (entry: ((path: String, setting: AndroidSetting), Int, String?)) in
            "targetSdk \(entry.1)\(entry.2.map { " (\($0))" } ?? "") (\(ItemOutcome.place(entry.0)))"
        }
        // Wear OS and Android Automotive OS apps may target one level lower (K-9's Wear module),
        // Android TV apps two: the module's manifest says which device it is for.
        let formFactors = Dictionary(project.manifests.compactMap { path, facts in
            facts.formFactor.map { (path.hasPrefix("src/") ? "" : path.components(separatedBy: "/src/").first ?? path, $0) }
        }, uniquingKeysWith: { first, _ in first })
        let requirement = { (entry: ((path: String, setting: AndroidSetting), Int, String?)) -> (level: Int, device: String?) in
            let module = entry.0.path.parentPath
            guard let device = formFactors[module] else { return (required, nil) }
            return (required - (device == "tv" ? 2 : 1), device)
        }
        let low = numeric.filter { $0.1 < requirement($0).level }
        return low.isEmpty ? ItemOutcome(.pass, numeric.map { entry in
            describe(entry) + (requirement(entry).device.map { " (a \(Self.deviceNames[$0] ?? $0) app: \(requirement(entry).level) is enough)" } ?? "")
        })
            : ItemOutcome(.fail, low.map { describe($0) + " < \(requirement($0).level) — \(Self.requirementSource)" },
                          places: low.map { ItemOutcome.at($0.0, "targetSdk \($0.1) is below Google Play's required \(requirement($0).level)") })
    }
}
