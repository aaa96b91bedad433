/// Backups are off or have rules.
public struct AndroidAllowBackupRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "allow-backup", title: "Backup behaviour is a decision", weight: 1,
        summary: "`android:allowBackup=\"true\"` without `android:fullBackupContent`, `android:dataExtractionRules` or the app's own `android:backupAgent`, or an application module's manifest that sets none of the three (`allowBackup` is `true` by default: Android Lint's `AllowBackup` asks for it to be set).",
        rationale: "allowBackup=\"true\" without backup rules copies tokens and private data into cloud backups.",
        help: "Add backup rules (`dataExtractionRules` for Android 12+, `fullBackupContent` before) that exclude tokens and caches, or set `allowBackup=\"false\"`.",
        lintIds: ["AllowBackup"],
        triggering: [
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" ↓android:allowBackup="true""#)),
            // Not set at all (Amaze File Manager): backups are on by default, without rules.
            RuleExample([
                ExampleFile("app/build.gradle", "plugins { id 'com.android.application' }\nandroid { namespace 'com.acme.shop' }\n"),
                ExampleFile("app/src/main/AndroidManifest.xml", """
                    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                        ↓<application android:icon="@mipmap/ic_launcher" android:label="@string/app_name" />
                    </manifest>
                    """),
            ]),
        ],
        nonTriggering: [
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="true" android:dataExtractionRules="@xml/backup_rules""#)),
            // tasks: key/value backup through the app's own agent.
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="true" android:backupAgent="org.tasks.backup.TasksBackupAgent" android:fullBackupOnly="false""#)),
            // Shattered Pixel Dungeon: Auto Backup through the app's agent, whose `onFullBackup`
            // picks the files.
            Example.android(Example.gradle(), Example.manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="true" android:fullBackupOnly="true" android:backupAgent=".AndroidBackupHandler""#)),
            // davx5: the app's library module decides; the merger carries it into the app.
            RuleExample([
                ExampleFile("settings.gradle", "include ':app', ':core'\n"),
                ExampleFile("app/build.gradle", "plugins { id 'com.android.application' }\nandroid { namespace 'com.acme.shop' }\ndependencies { implementation project(':core') }\n"),
                ExampleFile("app/src/main/AndroidManifest.xml", """
                    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                        <application android:name=".App" />
                    </manifest>
                    """),
                ExampleFile("core/build.gradle", "plugins { id 'com.android.library' }\n"),
                ExampleFile("core/src/main/AndroidManifest.xml", """
                    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                        <application android:allowBackup="false" android:icon="@mipmap/ic_launcher" android:label="@string/app_name" />
                    </manifest>
                    """),
            ]),
        ])

    public init(options: RuleOptions) {}

    /// `android:backupAgent`: the app's own agent decides what is backed up. Without
    /// `android:fullBackupOnly="true"` it is key/value backup, where the agent writes exactly what
    /// is kept (tasks' agent backs up one opt-in export); with it, Auto Backup calls the agent's
    /// `onFullBackup`, which picks the files (Shattered Pixel Dungeon's keeps progress and
    /// leaves runs in progress out).
    static func hasOwnAgent(_ attributes: [String: AndroidManifestFacts.Attribute]) -> Bool {
        attributes["backupAgent"] != nil
    }

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        var evidence: [String] = []
        var places: [ItemOutcome.Place] = []
        let backupAttributes = ["allowBackup", "fullBackupContent", "dataExtractionRules", "backupAgent"]
        // A library module's attributes merge into the app's where the app sets none (davx5's `core`).
        let released = project.decidingManifests(backupAttributes)
        for (path, facts) in released {
            guard let backup = facts.applicationAttributes["allowBackup"], backup.value == "true",
                facts.applicationAttributes["fullBackupContent"] == nil, facts.applicationAttributes["dataExtractionRules"] == nil,
                !Self.hasOwnAgent(facts.applicationAttributes) else { continue }
            evidence.append("allowBackup=\"true\" without backup rules (\(path):\(backup.location.line))")
            places.append(ItemOutcome.Place(path: path, location: backup.location, message: "allowBackup=\"true\" without backup rules copies private data into backups"))
        }
        // Set nowhere: `allowBackup` defaults to `true`, with no rules. Judged at the application
        // modules' main manifests (a library's manifest leaves the choice to the app's).
        if places.isEmpty, !released.contains(where: { manifest in backupAttributes.contains { manifest.facts.applicationAttributes[$0] != nil } }) {
            let modules = project.structure.applicationModules.map { $0.path.isEmpty ? "src/main/" : $0.path + "/src/main/" }
            for (path, facts) in released where modules.contains(where: { path.hasPrefix($0) }) {
                guard let location = facts.applicationLocation else { continue }
                evidence.append("allowBackup is not set: backups are on by default, without rules (\(path):\(location.line))")
                places.append(ItemOutcome.Place(path: path, location: location, message: "allowBackup is not set: Android backs the app's data up by default (it is true unless set), without backup rules"))
            }
        }
        return evidence.isEmpty ? ItemOutcome(.pass, ["backups are off or have rules"]) : ItemOutcome(.warn, evidence, places: places)
    }
}
