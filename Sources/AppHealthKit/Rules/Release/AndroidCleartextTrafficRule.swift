/// No blanket cleartext HTTP without a network security config.
public struct AndroidCleartextTrafficRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "cleartext-traffic", title: "No cleartext HTTP without a network security config", weight: 2,
        summary: "`android:usesCleartextTraffic=\"true\"` on `<application>` without an `android:networkSecurityConfig` that scopes it (its own, or one a library module's manifest merges in): in an application module's manifest, or in a library module's when no application manifest sets either (the manifest merger carries it into the app).",
        rationale: "usesCleartextTraffic=\"true\" sends user data in the clear.",
        help: "Remove `usesCleartextTraffic`, or allow cleartext only for the hosts that need it in a network security config.",
        triggering: [
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" ↓android:usesCleartextTraffic="true""#)),
            // Next Player: a library module's manifest sets it, the app's does not.
            libraryExample(app: #"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false""#),
        ],
        nonTriggering: [
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" android:usesCleartextTraffic="true" android:networkSecurityConfig="@xml/network_security_config""#)),
            // The app's own value wins over a library's.
            libraryExample(app: #"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" android:usesCleartextTraffic="false""#),
            // A library's network security config merges into the app's manifest (Pocket Casts).
            RuleExample(Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" android:usesCleartextTraffic="true""#)).files + [
                ExampleFile("settings.gradle", "include ':app', ':features:shared'\n"),
                ExampleFile("features/shared/build.gradle", "plugins { id 'com.android.library' }\n"),
                ExampleFile("features/shared/src/main/AndroidManifest.xml", Example.manifest(#"android:networkSecurityConfig="@xml/network_security_config""#)),
            ], testsSuppression: false),
        ])

    /// An app module and a library module whose manifest allows cleartext (marked when the app's
    /// `application` attributes leave it in).
    static func libraryExample(app attributes: String) -> RuleExample {
        let marked = !attributes.contains("usesCleartextTraffic")
        return RuleExample(Example.android(Example.gradle(), Example.manifest(attributes)).files + [
            ExampleFile("settings.gradle", "include ':app', ':feature:player'\n"),
            ExampleFile("feature/player/build.gradle", "plugins { id 'com.android.library' }\n"),
            ExampleFile("feature/player/src/main/AndroidManifest.xml", Example.manifest((marked ? "↓" : "") + #"android:usesCleartextTraffic="true""#)),
        ], testsSuppression: false)
    }

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        var evidence: [String] = []
        var places: [ItemOutcome.Place] = []
        // A library's `application` attributes merge into the app's where the app sets none: a
        // library's network security config scopes the app's cleartext too (Pocket Casts'
        // `features/shared` manifest).
        let libraryConfig = project.libraryManifests.first { $0.facts.applicationAttributes["networkSecurityConfig"] != nil }
        for (path, facts) in project.decidingManifests(["usesCleartextTraffic", "networkSecurityConfig"]) {
            guard let cleartext = facts.applicationAttributes["usesCleartextTraffic"], cleartext.value == "true",
                facts.applicationAttributes["networkSecurityConfig"] == nil else { continue }
            if let libraryConfig {
                evidence.append("usesCleartextTraffic=\"true\" (\(path):\(cleartext.location.line)) scoped by the network security config \(libraryConfig.path) merges in")
                continue
            }
            evidence.append("usesCleartextTraffic=\"true\" without a networkSecurityConfig (\(path):\(cleartext.location.line))")
            places.append(ItemOutcome.Place(path: path, location: cleartext.location, message: "usesCleartextTraffic=\"true\" allows plain HTTP everywhere; add a network security config"))
        }
        if places.isEmpty { return ItemOutcome(.pass, evidence.isEmpty ? ["no blanket cleartext traffic"] : evidence) }
        return ItemOutcome(.fail, evidence, places: places)
    }
}
