/// The launcher label is a string resource.
public struct AndroidLauncherLabelRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "launcher-label", title: "The launcher label is a string resource", weight: 1,
        summary: "`<application android:label>` is literal text instead of a `@string/…` resource. (`android.hardcoded-text` leaves this attribute to this rule, so it is reported once.)",
        rationale: "A hardcoded label cannot be translated for other store locales.",
        help: "Move the label into `res/values/strings.xml` and reference it as `@string/app_name`.",
        triggering: [Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" ↓android:label="Shop" android:allowBackup="false""#))],
        nonTriggering: [
            Example.android(),
            // Aegis: the brand name, which its strings mark untranslatable.
            RuleExample([
                ExampleFile("app/build.gradle", Example.gradle()),
                ExampleFile("app/src/main/AndroidManifest.xml", Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Aegis" android:allowBackup="false""#)),
                ExampleFile("app/src/main/res/values/strings.xml", #"<resources><string name="app_name" translatable="false">Aegis</string></resources>"#),
            ]),
            // Mullvad: a staging flavour's own label, on a build the store never gets.
            RuleExample([
                ExampleFile("app/build.gradle", Example.gradle()),
                ExampleFile("app/src/main/AndroidManifest.xml", Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false""#)),
                ExampleFile("app/src/main/res/values/strings.xml", #"<resources><string name="app_name">Acme VPN</string></resources>"#),
                ExampleFile("app/src/stagemole/AndroidManifest.xml", #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:label="Stagemole VPN"/></manifest>"#),
            ]),
        ])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        var evidence: [String] = []
        var places: [ItemOutcome.Place] = []
        // A label the project's own strings mark untranslatable (Aegis's `app_name`, "Aegis",
        // `translatable="false"`): a brand name, kept the same in every language on purpose.
        let untranslatable = Set(project.resourceFacts.values.flatMap(\.untranslatableValues))
        for (path, facts) in project.releasedManifests {
            guard let label = facts.applicationAttributes["label"], HardcodedTextRule.isHardcoded(label.value, elementName: "application"),
                !untranslatable.contains(label.value.trimmedWhitespace()) else { continue }
            evidence.append("\(path):\(label.location.line): android:label=\"\(label.value)\"")
            places.append(ItemOutcome.Place(path: path, location: label.location, message: "The launcher label \"\(label.value)\" is hardcoded and cannot be translated; use a @string resource"))
        }
        return evidence.isEmpty ? ItemOutcome(.pass, ["labels use string resources"]) : ItemOutcome(.fail, evidence, places: places)
    }
}
