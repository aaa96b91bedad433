/// `applicationId` is final: not a placeholder, and it names the app.
public struct AndroidPackageNameRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "package-name", title: "applicationId is final and not a placeholder", weight: 3,
        summary: "An `applicationId` that is a template placeholder (`com.example…`, `com.test…`, `org.example…`) fails; one that does not contain the app's name (the manifest label, resolved through `@string/…`) is a warning.",
        rationale: "The application ID can never change after the first release; com.example… or com.test… ships a placeholder forever.",
        help: "Set `applicationId` in the app module's `defaultConfig` to a reverse-domain ID you own that names the app.",
        triggering: [
            Example.android(Example.gradle(applicationId: "com.example.shop").replacingOccurrences(of: "applicationId \"com.example", with: "↓applicationId \"com.example")),
            Example.android(Example.gradle().replacingOccurrences(of: "applicationId", with: "↓applicationId"),
                            Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Notes Pro" android:allowBackup="false""#)),
        ],
        nonTriggering: [
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="Acme Shop" android:allowBackup="false""#)),
        ])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        guard let id = project.androidSettings(["applicationId"]).first else {
            return ItemOutcome(.warn, ["no applicationId in the Gradle scripts (namespace or manifest package used)"])
        }
        let value = id.setting.value
        if value.hasPrefix("com.example") || value.hasPrefix("com.test") || value.hasPrefix("org.example") {
            return ItemOutcome(.fail, ["applicationId \(value) is a placeholder (\(ItemOutcome.place(id))) and can never change after release"],
                               places: [ItemOutcome.at(id, "applicationId \(value) is a placeholder; it can never change after the first release")])
        }
        // The ID should name the app: "Acme Shop" → …acmeshop… (the ID can never follow a later rename).
        if let appName = project.androidAppName {
            let folded = { (text: String) in String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
            if !folded(appName).isEmpty, !folded(value).contains(folded(appName)) {
                return ItemOutcome(.warn, ["applicationId \(value) does not contain the app's name \"\(appName)\" (\(ItemOutcome.place(id)))"],
                                   places: [ItemOutcome.at(id, "applicationId \(value) does not contain the app's name \"\(appName)\"")])
            }
        }
        return ItemOutcome(.pass, ["applicationId \(value) (\(ItemOutcome.place(id)))"])
    }
}
