/// No signing passwords or release keystores in the repository.
public struct AndroidSigningSecretsRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor: RuleDescriptor = {
        var descriptor = releaseDescriptor(
            item: "signing-secrets", title: "No signing passwords or keystores in the repository", weight: 3,
            summary: "`storePassword`/`keyPassword` written as non-empty string literals in a Gradle script (outside the `debug` signing config and those named for test or CI builds, `test`, `ci`, `dev`, `qa`, `staging`, `internal`; not `android` or `testkey`, the published passwords of the SDK's debug keystore and AOSP's test key), or a `.jks`/`.keystore` file (other than debug ones, named so: `debug.keystore`, `debug-team.jks`, `zulip_debug.keystore`, AOSP's `testkey.jks`, and a test or CI build's, `test.keystore`, `ci.jks`) in the tree. The snippet is never copied into reports.",
            rationale: "A committed release keystore or password lets anyone sign updates as you.",
            help: "Move the keystore out of the repository, rotate the passwords, and read them from environment variables or a local, ignored properties file.",
            triggering: [
                Example.android(Example.gradle(extra: "    signingConfigs {\n        release {\n            ↓storePassword \"hunter2\"\n        }\n    }\n")),
                // A release keystore in the tree (a team's debug keystore beside it is not one).
                RuleExample(Example.android().files + [ExampleFile("keystores/release.jks", "↓keystore"), ExampleFile("keystores/debug-team.keystore", "keystore"), ExampleFile("app/zulip_debug.keystore", "keystore")], testsSuppression: false),
            ],
            nonTriggering: [
                Example.android(Example.gradle(extra: "    signingConfigs {\n        release {\n            storePassword System.getenv(\"STORE_PASSWORD\")\n        }\n        getByName(\"debug\") {\n            keyAlias = \"androiddebugkey\"\n            keyPassword = \"android\"\n            storePassword = \"android\"\n        }\n    }\n")),
                // `maybeCreate("debug").apply { … }` (Pocket Casts): the debug keystore's passwords.
                Example.android(Example.gradle(extra: "    signingConfigs {\n        maybeCreate(\"debug\").apply {\n            storePassword = \"debugkey\"\n            keyPassword = \"debugkey\"\n        }\n    }\n")),
                // A signing config named for debug builds, with the committed debug keystore (Feeder's `shareddebug`).
                Example.android(Example.gradle(extra: "    signingConfigs {\n        create(\"shareddebug\") {\n            storeFile = rootProject.file(\"shareddebug.keystore\")\n            storePassword = \"android\"\n            keyPassword = \"android\"\n        }\n    }\n")),
                // Unstoppable: the signing config and keystore of its test and CI builds.
                RuleExample(Example.android(Example.gradle(extra: "    signingConfigs {\n        create(\"test\") {\n            storeFile = file(\"./test.keystore\")\n            storePassword = \"testKeystore123\"\n            keyPassword = \"testKeystore123\"\n        }\n    }\n")).files + [ExampleFile("app/test.keystore", "keystore")]),
                // Paintroid: empty placeholders, filled from Gradle properties when present.
                Example.android(Example.gradle(extra: "    signingConfigs {\n        release {\n            storePassword \"\"\n            keyPassword \"\"\n            if (project.hasProperty('signingKeyPassword')) { keyPassword signingKeyPassword }\n        }\n    }\n")),
                // AOSP's public test key (Aurora Store's `aosp` config for debug builds).
                RuleExample(Example.android(Example.gradle(extra: "    signingConfigs {\n        create(\"aosp\") {\n            keyAlias = \"testkey\"\n            keyPassword = \"testkey\"\n            storeFile = file(\"testkey.jks\")\n            storePassword = \"testkey\"\n        }\n    }\n")).files + [ExampleFile("app/testkey.jks", "keystore")]),
                // A release-like config signing with the SDK's debug keystore (ODK Collect's
                // `selfSignedRelease`): `android` is the public debug password, no secret.
                Example.android(Example.gradle(extra: "    signingConfigs {\n        selfSignedRelease {\n            storeFile file('../debug.keystore')\n            storePassword 'android'\n            keyAlias 'androiddebugkey'\n            keyPassword 'android'\n        }\n    }\n")),
            ])
        descriptor.redactsSnippets = true
        return descriptor
    }()

    public init(options: RuleOptions) {}

    /// Passwords of keys everyone has: the SDK's debug keystore (`android`) and AOSP's test key
    /// (`testkey`, which Aurora Store signs its debug builds with, `testkey.jks` beside it).
    static let publicPasswords: Set<String> = ["android", "testkey"]

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // The debug signing config and keystores (Android's public `android` passwords, a
        // team's shared `debug-*.keystore`) sign only debug builds: no one can ship updates with them.
        // `android` is the debug keystore's published password wherever it is written (ODK's
        // `selfSignedRelease` signs with `debug.keystore`).
        let passwords = project.androidSettings(["storePassword", "keyPassword"]).filter {
            // An empty literal (Paintroid's `storePassword ""`, filled from a Gradle property
            // further down) keeps no secret.
            $0.setting.isLiteral && !$0.setting.inDebug && !Self.publicPasswords.contains($0.setting.value)
                && !$0.setting.value.allSatisfy(\.isWhitespace)
        }
        // Keystores of tests, test-only modules and build tooling do not sign the app.
        // (`test.keystore`: Unstoppable's, for its test and CI builds.)
        let keystores = project.tree.files.filter {
            // By the name's last bytes first: nearly every file is no keystore, and lowering and
            // splitting every name of the tree by Characters was 1 % of an audit.
            guard Self.hasKeystoreExtension($0.name) else { return false }
            let name = $0.name.lowercased()
            let stem = name.split(separator: ".").first.map(String.init) ?? name
            return (name.hasSuffix(".jks") || name.hasSuffix(".keystore")) && !name.contains("debug")
                && !name.hasPrefix("testkey.") && !GradleManifest.developerSigningConfigs.contains(stem) && project.role(of: $0.path) == .app
        }
        let evidence = passwords.map { "\($0.setting.name) in plain text (\(ItemOutcome.place($0)))" } + keystores.map { "keystore committed: \($0.path)" }
        let places = passwords.map { ItemOutcome.at($0, "\($0.setting.name) is committed in plain text") }
            + keystores.map { ItemOutcome.Place(path: $0.path, location: .fileStart, message: "A signing keystore is committed to the repository") }
        return evidence.isEmpty ? ItemOutcome(.pass, ["no signing secrets found"]) : ItemOutcome(.fail, evidence, places: places)
    }

    /// Whether a file name ends in `.jks` or `.keystore`, in any case.
    static func hasKeystoreExtension(_ name: String) -> Bool {
        func ends(with suffix: StaticString) -> Bool {
            let bytes = name.utf8
            guard bytes.count >= suffix.utf8CodeUnitCount else { return false }
            return suffix.withUTF8Buffer { suffix in
                zip(bytes.suffix(suffix.count), suffix).allSatisfy { byte, lower in byte.asciiLowercased == lower }
            }
        }
        return ends(with: ".jks") || ends(with: ".keystore")
    }
}
