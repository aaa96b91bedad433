/// `versionCode` and `versionName` are set for the application.
public struct AndroidVersioningRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "versioning", title: "versionCode and versionName are set", weight: 2,
        summary: "The application module's Gradle script sets no `versionCode` or no `versionName`, neither does its manifest's `<manifest>` element, and it applies no plugin that versions the app (`io.github.reactivecircus.app-versioning`, `com.gladed.androidgitversion`).",
        rationale: "Play rejects uploads without a higher versionCode; users and support read versionName.",
        help: "Set `versionCode` and `versionName` in the app module's `defaultConfig` (or derive them in the build script).",
        // Told at `defaultConfig`, where the version belongs.
        triggering: [Example.android(Example.gradle(version: "        versionName \"1.2\"\n").replacingOccurrences(of: "    defaultConfig {", with: "    ↓defaultConfig {"))],
        nonTriggering: [
            Example.android(),
            // ConnectBot: a plugin versions the app from git tags (`appVersioning { … }`).
            Example.android(Example.gradle(version: "")
                .replacingOccurrences(of: "plugins { id 'com.android.application' }",
                                      with: "plugins {\n    id 'com.android.application'\n    id 'io.github.reactivecircus.app-versioning' version '1.6.0'\n}\nappVersioning { tagFilter.set('v[0-9].*') }")),
            // Vanilla Music: set on the manifest, which the build uses where the script sets none.
            Example.android(Example.gradle(version: ""), """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android" android:versionCode="13200" android:versionName="1.3.2">
                    <application android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" />
                </manifest>
                """),
            // Set on every variant's output by a convention plugin, from a properties file (aps).
            RuleExample(Example.android(Example.gradle(version: "")).files + [ExampleFile(
                "build-logic/src/main/kotlin/app/versioning/VersioningPlugin.kt", """
                    class VersioningPlugin : Plugin<Project> {
                        override fun apply(project: Project) {
                            val versionCode = versionProps.getProperty("versioning-plugin.versionCode").toInt()
                            project.extensions.configure<ApplicationAndroidComponentsExtension> {
                                onVariants { variant ->
                                    val mainOutput = variant.outputs.single()
                                    mainOutput.versionName.set(versionName)
                                    mainOutput.versionCode.set(versionCode)
                                }
                            }
                        }
                    }
                    """)], testsSuppression: false),
            // Set by a precompiled script plugin in buildSrc the application applies (AndroidAPS'
            // `id("android-app-dependencies")`), from a buildSrc constant.
            RuleExample(Example.android(Example.gradle(version: "")).files + [
                ExampleFile("buildSrc/src/main/kotlin/android-app-dependencies.gradle.kts", """
                    plugins {
                        id("com.android.application")
                    }
                    android {
                        defaultConfig {
                            versionCode = Versions.versionCode
                            versionName = Versions.appVersion
                        }
                    }
                    """),
                ExampleFile("buildSrc/src/main/kotlin/Versions.kt", """
                    object Versions {
                        const val appVersion = "3.3.2"
                        const val versionCode = 1500
                    }
                    """),
            ], testsSuppression: false),
        ])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let codes = project.androidSettings(["versionCode"]), names = project.androidSettings(["versionName"])
        if let code = codes.first, let name = names.first {
            return ItemOutcome(.pass, [code, name].map { "\($0.setting.name) \($0.setting.value) (\(ItemOutcome.place($0)))" })
        }
        // Set on the app's `<manifest>` (Vanilla Music's `android:versionCode="13200"`), which
        // the build uses where the script sets none.
        let written = project.releasedManifests.compactMap { manifest in
            manifest.facts.versionAttributes.map { (path: manifest.path, attributes: $0) }
        }
        func place(_ name: String) -> String? {
            if let setting = (name == "versionCode" ? codes : names).first { return "\(name) \(setting.setting.value) (\(ItemOutcome.place(setting)))" }
            return written.lazy.compactMap { manifest in
                manifest.attributes[name].map { "android:\(name)=\"\($0.value)\" (\(manifest.path):\($0.location.line))" }
            }.first
        }
        if let code = place("versionCode"), let name = place("versionName") { return ItemOutcome(.pass, [code, name]) }
        // A plugin that versions the app from git tags sets both (ConnectBot's `appVersioning { … }`).
        if let module = project.structure.applicationModules.first(where: { $0.versioningPlugin != nil }), let plugin = module.versioningPlugin {
            return ItemOutcome(.pass, ["versionCode and versionName set by the \(plugin) plugin (\(module.buildScript))"])
        }
        let missing = place("versionCode") == nil ? "versionCode" : "versionName"
        return ItemOutcome(.fail, ["missing: " + missing], places: ItemOutcome.inBlock(project.androidAppScript, of: project, ["android", "defaultConfig"], "The app sets no \(missing)"))
    }
}
