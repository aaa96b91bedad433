/// `applicationId` is final: not a placeholder, and it names the app.
public struct AndroidPackageNameRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "package-name", title: "applicationId is final and not a placeholder", weight: 3,
        summary: "An `applicationId` that is a template placeholder (`com.example…`, `com.test…`, `org.example…`) fails; one that contains neither the app's name (the manifest label, resolved through `@string/…`) nor a word of four letters or more of it, and no part of which (four letters or more) starts the name or one of its words (`keepass` for KeePassDX), is a warning.",
        rationale: "The application ID can never change after the first release; com.example… or com.test… ships a placeholder forever.",
        help: "Set `applicationId` in the app module's `defaultConfig` to a reverse-domain ID you own that names the app.",
        triggering: [
            Example.android(Example.gradle(applicationId: "com.example.shop").replacingOccurrences(of: "applicationId \"com.example", with: "↓applicationId \"com.example")),
            Example.android(Example.gradle().replacingOccurrences(of: "applicationId", with: "↓applicationId"),
                            Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Notes Pro" android:allowBackup="false""#)),
            // The label is a placeholder the build script fills (`manifestPlaceholders`).
            Example.android(Example.gradle(extra: "    defaultConfig { manifestPlaceholders[\"appName\"] = \"Notes Pro\" }\n").replacingOccurrences(of: "applicationId", with: "↓applicationId"),
                            Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="${appName}" android:allowBackup="false""#)),
            Example.android(Example.gradle(extra: "    defaultConfig { manifestPlaceholders += [appName: \"Notes Pro\", appIcon: \"@mipmap/ic_launcher\"] }\n").replacingOccurrences(of: "applicationId", with: "↓applicationId"),
                            Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="${appName}" android:allowBackup="false""#)),
        ],
        nonTriggering: [
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Acme Shop" android:allowBackup="false""#)),
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
        // The ID should name the app: "Acme Shop" → …acmeshop… (the ID can never follow a later rename).
        if let appName = project.androidAppName {
            let folded = { (text: String) in String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
            // A word of the name is enough (`Bitwarden Dev`, a build's label, in `com.x8bit.bitwarden`):
            // the brand, not every word of a label.
            let words = appName.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { folded(String($0)) }.filter { $0.count >= 4 }
            // Or a part of the ID of four letters or more that starts the name or a word of it: the
            // stem of a name with a suffix (`com.kunzisoft.keepass` for KeePassDX).
            let stems = value.split(separator: ".").map { folded(String($0)) }.filter { $0.count >= 4 }
            let named = stems.contains { stem in folded(appName).hasPrefix(stem) || words.contains { $0.hasPrefix(stem) } }
            if !folded(appName).isEmpty, !named, !folded(value).contains(folded(appName)), !words.contains(where: { folded(value).contains($0) }) {
                return ItemOutcome(.warn, ["\(kind) \(value) does not contain the app's name \"\(appName)\" (\(ItemOutcome.place(id)))"],
                                   places: [ItemOutcome.at(id, "applicationId \(value) does not contain the app's name \"\(appName)\"")])
            }
        }
        return ItemOutcome(.pass, ["\(kind) \(value) (\(ItemOutcome.place(id)))"])
    }
}
