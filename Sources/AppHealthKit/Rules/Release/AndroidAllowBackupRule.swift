/// Backups are off or have rules.
public struct AndroidAllowBackupRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "allow-backup", title: "Backup behaviour is a decision", weight: 1,
        summary: "`android:allowBackup=\"true\"` without `android:fullBackupContent` or `android:dataExtractionRules`.",
        rationale: "allowBackup=\"true\" without backup rules copies tokens and private data into cloud backups.",
        help: "Add backup rules (`dataExtractionRules` for Android 12+, `fullBackupContent` before) that exclude tokens and caches, or set `allowBackup=\"false\"`.",
        lintIds: ["AllowBackup"],
        triggering: [Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" ↓android:allowBackup="true""#))],
        nonTriggering: [Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="true" android:dataExtractionRules="@xml/backup_rules""#))])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        var evidence: [String] = []
        var places: [ItemOutcome.Place] = []
        for (path, facts) in project.releasedManifests {
            guard let backup = facts.applicationAttributes["allowBackup"], backup.value == "true",
                facts.applicationAttributes["fullBackupContent"] == nil, facts.applicationAttributes["dataExtractionRules"] == nil else { continue }
            evidence.append("allowBackup=\"true\" without backup rules (\(path):\(backup.location.line))")
            places.append(ItemOutcome.Place(path: path, location: backup.location, message: "allowBackup=\"true\" without backup rules copies private data into backups"))
        }
        return evidence.isEmpty ? ItemOutcome(.pass, ["backups are off or have rules"]) : ItemOutcome(.warn, evidence, places: places)
    }
}
