/// `applicationId` is final: not a template placeholder.
public struct AndroidPackageNameRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "package-name", title: "applicationId is final and not a placeholder", weight: 3,
        summary: "An `applicationId` (or, without one, the app module's `namespace`) that is a template placeholder (`com.example…`, `com.test…`, `org.example…`).",
        rationale: "The application ID can never change after the first release; com.example… or com.test… ships a placeholder forever.",
        help: "Set `applicationId` in the app module's `defaultConfig` to a reverse-domain ID you own.",
        triggering: [
            Example.android(Example.gradle(applicationId: "com.example.shop").replacingOccurrences(of: "applicationId \"com.example", with: "↓applicationId \"com.example")),
        ],
        nonTriggering: [
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Acme Shop" android:allowBackup="false""#)),
            // An ID that does not spell the app's name (FastHub's `com.fastaccess.github`): Play
            // asks nothing of it, and a published ID can never change.
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Notes Pro" android:allowBackup="false""#)),
            // The label's string an alias of another (Wikipedia's `@string/app_name_prod`).
            RuleExample(Example.android().files + [ExampleFile("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="app_name">@string/app_name_prod</string>
                    <string name="app_name_prod">Acme</string>
                </resources>
                """)]),
            // A word of a build's label names the app (`Acme Dev` in `com.acme.shop`).
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Acme Dev" android:allowBackup="false""#)),
            // The ID names the stem of the name (KeePassDX's `com.kunzisoft.keepass`).
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="AcmeDX" android:allowBackup="false""#)),
            // Aegis: a Groovy string template of a variable the script defines.
            Example.android(Example.gradle(applicationId: "${appId}", extra: "    namespace appId\n").replacingOccurrences(of: "plugins { id 'com.android.application' }", with: "plugins { id 'com.android.application' }\ndef appId = \"com.beemdevelopment.aegis\""),
                            Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Acme Shop" android:allowBackup="false""#)),
            // openScale: the label a placeholder filled from the build script (`manifestPlaceholders = [appName: …]`),
            // or one no script fills (nothing to compare).
            Example.android(Example.gradle(extra: "    defaultConfig { manifestPlaceholders = [appName: \"Acme Shop\", appIcon: \"@mipmap/ic_launcher\"] }\n"),
                            Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="${appName}" android:allowBackup="false""#)),
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="${appLabel}" android:allowBackup="false""#)),
            // No applicationId: the namespace is the application ID.
            Example.android(Example.gradle(extra: "    namespace 'com.acme.shop'\n").replacingOccurrences(of: "        applicationId \"com.acme.shop\"\n", with: ""),
                            Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Acme Shop" android:allowBackup="false""#)),
        ])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // Without `applicationId`, the build uses the module's `namespace` as the application ID.
        let explicit = project.androidSettings(["applicationId"]).first
        guard let id = explicit ?? project.androidSettings(["namespace"]).first else {
            return ItemOutcome(.warn, ["no applicationId or namespace in the Gradle scripts (the manifest's package is used)"])
        }
        let value = project.resolvedValue(id.setting)?.value ?? id.setting.value
        let kind = explicit == nil ? "namespace (the application ID)" : "applicationId"
        // Computed in the script (`def APP_ID = …` with logic), or a string template of a variable
        // (Aegis: `applicationId "${packageName}"` over `def packageName = "com.beemdevelopment.aegis"`).
        let template = value.contains("$")
        guard (id.setting.expression == nil || project.resolvedValue(id.setting) != nil) && !template else {
            // Nothing to judge.
            return ItemOutcome(.pass, ["\(kind) comes from \(id.setting.expression ?? value) (\(ItemOutcome.place(id)))"])
        }
        if value.hasPrefix("com.example") || value.hasPrefix("com.test") || value.hasPrefix("org.example") {
            return ItemOutcome(.fail, ["\(kind) \(value) is a placeholder (\(ItemOutcome.place(id))) and can never change after release"],
                               places: [ItemOutcome.at(id, "applicationId \(value) is a placeholder; it can never change after the first release")])
        }
        // Whether the ID names the app is no check: Google Play asks nothing of it, and a
        // published app's ID can never change (FastHub's `com.fastaccess.github`).
        return ItemOutcome(.pass, ["\(kind) \(value) (\(ItemOutcome.place(id)))"])
    }
}
