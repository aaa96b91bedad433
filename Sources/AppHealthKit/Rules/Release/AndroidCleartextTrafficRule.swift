/// No blanket cleartext HTTP without a network security config.
public struct AndroidCleartextTrafficRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "cleartext-traffic", title: "No cleartext HTTP without a network security config", weight: 2,
        summary: "`android:usesCleartextTraffic=\"true\"` on `<application>` without an `android:networkSecurityConfig` that scopes it.",
        rationale: "usesCleartextTraffic=\"true\" sends user data in the clear.",
        help: "Remove `usesCleartextTraffic`, or allow cleartext only for the hosts that need it in a network security config.",
        triggering: [Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" ↓android:usesCleartextTraffic="true""#))],
        nonTriggering: [Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" android:usesCleartextTraffic="true" android:networkSecurityConfig="@xml/network_security_config""#))])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        var evidence: [String] = []
        var places: [ItemOutcome.Place] = []
        for (path, facts) in project.releasedManifests {
            guard let cleartext = facts.applicationAttributes["usesCleartextTraffic"], cleartext.value == "true",
                facts.applicationAttributes["networkSecurityConfig"] == nil else { continue }
            evidence.append("usesCleartextTraffic=\"true\" without a networkSecurityConfig (\(path):\(cleartext.location.line))")
            places.append(ItemOutcome.Place(path: path, location: cleartext.location, message: "usesCleartextTraffic=\"true\" allows plain HTTP everywhere; add a network security config"))
        }
        return evidence.isEmpty ? ItemOutcome(.pass, ["no blanket cleartext traffic"]) : ItemOutcome(.fail, evidence, places: places)
    }
}
