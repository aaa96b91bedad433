/// Code shrinking (R8) is on for release.
public struct AndroidMinifyRule: ReleaseRule {
    public static let platform = AppPlatform.android
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "minify", title: "Code shrinking is on for release", weight: 2,
        summary: "The application module's release build type does not set `minifyEnabled true` / `isMinifyEnabled = true` (or AGP 9's `optimization { enable = true }`; told at the setting, or at the release build type when it sets nothing). A value computed at build time is a warning.",
        rationale: "R8 shrinking and obfuscation make the app smaller and harder to reverse.",
        help: "Set `minifyEnabled true` (Groovy) or `isMinifyEnabled = true` (Kotlin DSL) in the release build type, with ProGuard/R8 rules for reflection.",
        skips: ["library modules, whose `minifyEnabled false` is normal; a Flutter app's module (a `pubspec.yaml` beside its `android/` folder) that sets nothing: the Flutter Gradle plugin shrinks release builds by default; an application module whose release build type the root script configures (`plugins.withType<AppPlugin>().configureEach { … }`) or a convention plugin does is judged by that setting"],
        triggering: [
            Example.android(Example.gradle(release: "↓minifyEnabled false")),
            // Not set at all: told at the release build type (Nextcloud's sets only a
            // `buildConfigField`), not at the script's first line; not at `signingConfigs`' `release`.
            RuleExample([
                ExampleFile("app/build.gradle.kts", """
                    plugins { id("com.android.application") }
                    android {
                        defaultConfig { applicationId = "com.acme.shop"; targetSdk = 35; versionCode = 3; versionName = "1.2" }
                        signingConfigs {
                            release { storeFile = file("release.jks") }
                        }
                        buildTypes {
                            ↓release {
                                buildConfigField("String", "SERVER", "\\"\\"")
                            }
                        }
                    }
                    """),
                ExampleFile("app/src/main/AndroidManifest.xml", Example.manifest()),
            ]),
            // Turned off by the precompiled script plugin the application applies (AndroidAPS'
            // `android-app-dependencies.gradle.kts`), told there and not at the libraries' plugin.
            RuleExample(Example.android(Example.gradle(release: "")).files + [
                ExampleFile("buildSrc/src/main/kotlin/android-app-dependencies.gradle.kts", """
                    plugins { id("com.android.application") }
                    android {
                        buildTypes {
                            named("release") {
                                ↓isMinifyEnabled = false
                            }
                        }
                    }
                    """),
                ExampleFile("buildSrc/src/main/kotlin/android-module-dependencies.gradle.kts", """
                    plugins { id("com.android.library") }
                    android {
                        buildTypes {
                            named("release") { isMinifyEnabled = false }
                        }
                    }
                    """),
            ], testsSuppression: false),
        ],
        nonTriggering: [
            Example.android(),
            // Open Food Facts' smooth-app: a Flutter app's module, whose release build the Flutter
            // Gradle plugin shrinks.
            RuleExample([
                ExampleFile("pubspec.yaml", "name: smoothie\n"),
                ExampleFile("android/app/build.gradle", """
                    plugins {
                        id "com.android.application"
                        id "dev.flutter.flutter-gradle-plugin"
                    }
                    android {
                        defaultConfig { applicationId "org.openfoodfacts.scanner"; targetSdk 35; versionCode 3; versionName "1.2" }
                        buildTypes { release { signingConfig signingConfigs.release } }
                    }
                    """),
            ]),
            // Kotlin's delegated build type, `val release by getting { … }` (Feeder).
            kotlinScript(buildTypes: """
                val release by getting {
                    isMinifyEnabled = true
                    isShrinkResources = true
                }
                val debug by getting { isMinifyEnabled = false }
                """),
            // The build type named by a constant (Mullvad's `BuildTypes.RELEASE`).
            kotlinScript(buildTypes: """
                getByName(BuildTypes.RELEASE) { isMinifyEnabled = true }
                getByName(BuildTypes.DEBUG) { isMinifyEnabled = false }
                """),
            // On unless a build passes `-PminifyWithR8=false` (Now in Android).
            Example.android(Example.gradle(release: "isMinifyEnabled = providers.gradleProperty(\"minifyWithR8\")\n                .map(String::toBooleanStrict).getOrElse(true)")),
            // A convention plugin's release build type, on unless an environment variable is set (aps).
            RuleExample(Example.android(Example.gradle(release: "")).files + [ExampleFile(
                "build-logic/src/main/kotlin/app/ApplicationPlugin.kt", """
                    class ApplicationPlugin : Plugin<Project> {
                        override fun apply(project: Project) {
                            project.pluginManager.apply(AppPlugin::class)
                            val minifySwitch = project.providers.environmentVariable("DISABLE_MINIFY")
                            project.extensions.configure<ApplicationExtension> {
                                buildTypes {
                                    named("release") { isMinifyEnabled = !minifySwitch.isPresent }
                                    named("debug") { isMinifyEnabled = false }
                                }
                            }
                        }
                    }
                    """)], testsSuppression: false),
            // A helper function in buildSrc the application script calls (Shadowsocks' `setupApp()`).
            RuleExample(Example.android(Example.gradle(release: "")).files + [ExampleFile(
                "buildSrc/src/main/kotlin/Helpers.kt", """
                    fun Project.setupApp() {
                        android.apply {
                            defaultConfig { versionCode = 5030450 }
                            buildTypes {
                                getByName("release") {
                                    isShrinkResources = true
                                    isMinifyEnabled = true
                                }
                            }
                        }
                    }
                    """)], testsSuppression: false),
            // AGP 9's optimization block (Element X).
            kotlinScript(buildTypes: """
                getByName("release") {
                    optimization {
                        enable = true
                        keepRules { includeDefault = true }
                    }
                }
                """),
            // AGP's postprocessing block (Jerboa).
            kotlinScript(buildTypes: """
                release {
                    postprocessing {
                        isRemoveUnusedCode = true
                        isObfuscate = false
                    }
                }
                """),
            // The root script configures every application module (Pocket Casts).
            RuleExample(Example.android(Example.gradle(release: "")).files + [ExampleFile("build.gradle.kts", """
                plugins { alias(libs.plugins.android.application) apply false }
                subprojects {
                    plugins.withType<AppPlugin>().configureEach {
                        configure<ApplicationExtension> {
                            buildTypes {
                                named("release") { isMinifyEnabled = true }
                            }
                        }
                    }
                }
                """)], testsSuppression: false),
        ])

    /// An app whose Kotlin build script's `buildTypes { … }` block is `buildTypes`.
    static func kotlinScript(buildTypes: String) -> RuleExample {
        let indented = buildTypes.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        return RuleExample([
            ExampleFile("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    defaultConfig { applicationId = "com.acme.shop"; targetSdk = 35; versionCode = 3; versionName = "1.2" }
                    buildTypes {
                \(indented)
                    }
                }
                """),
            ExampleFile("app/src/main/AndroidManifest.xml", Example.manifest()),
        ])
    }

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // (`postprocessing { isRemoveUnusedCode = true }`: the same, in AGP's postprocessing DSL.)
        let all = project.androidSettings(["minifyEnabled", "isMinifyEnabled", "isRemoveUnusedCode", "removeUnusedCode", "optimization.enable"])
        let release = all.filter(\.setting.inRelease)
        let describe = { (entry: (path: String, setting: AndroidSetting)) in "\(entry.setting.name) \(entry.setting.value) (\(ItemOutcome.place(entry)))" }
        if release.contains(where: { $0.setting.value == "true" }) { return ItemOutcome(.pass, release.map(describe)) }
        // `providers.gradleProperty("minifyWithR8").map(String::toBooleanStrict).getOrElse(true)`,
        // `project.findProperty("minify")?.toString()?.toBoolean() ?: true`: on unless a build turns it off.
        let onByDefault = release.filter { Self.defaultsToTrue($0.setting.expression) }
        if !onByDefault.isEmpty {
            return ItemOutcome(.pass, onByDefault.map { "\($0.setting.name) is true unless the build sets otherwise (\(ItemOutcome.place($0)))" })
        }
        // `minifyEnabled System.getenv(…) ? … : true`: decided at build time, so only a warning.
        let computed = (release.isEmpty ? all : release).filter { $0.setting.value != "true" && $0.setting.value != "false" }
        if !computed.isEmpty {
            return ItemOutcome(.warn, computed.map { "\($0.setting.name) is computed at build time (\(ItemOutcome.place($0)))" })
        }
        // A Flutter app's module: the Flutter Gradle plugin turns R8 on for release builds unless
        // the build says otherwise (`--no-shrink`; Open Food Facts' smooth-app sets nothing).
        if release.isEmpty, let script = project.androidAppScript, let pubspec = Self.flutterProject(of: script, in: project) {
            return ItemOutcome(.pass, ["the Flutter Gradle plugin shrinks release builds by default (\(pubspec) beside \(script))"])
        }
        if release.isEmpty {
            return ItemOutcome(.fail, ["release build type does not enable minification"],
                               places: ItemOutcome.inBlock(project.androidAppScript, of: project, ["android", "buildTypes", "release"],
                                                          "The release build type does not enable code shrinking (minifyEnabled)"))
        }
        return ItemOutcome(.fail, release.map(describe),
                           places: release.map { ItemOutcome.at($0, "Code shrinking is off for release (\($0.setting.name) \($0.setting.value))") })
    }

    /// The `pubspec.yaml` of the Flutter project an Android app module belongs to
    /// (`android/app/build.gradle` → `pubspec.yaml` beside `android/`), or `nil`.
    static func flutterProject(of script: String, in project: ProjectModel) -> String? {
        let androidRoot = script.parentPath.parentPath
        guard !androidRoot.isEmpty else { return nil }
        let folder = androidRoot.parentPath
        let pubspec = folder.isEmpty ? "pubspec.yaml" : folder + "/pubspec.yaml"
        return project.tree.files.contains { $0.path == pubspec } ? pubspec : nil
    }

    /// Whether a computed value falls back to `true`: `….getOrElse(true)`, `….orElse(true)`, `… ?: true`.
    static func defaultsToTrue(_ expression: String?) -> Bool {
        guard let expression else { return false }
        return expression.hasSuffix("getOrElse(true)") || expression.hasSuffix("orElse(true)") || expression.hasSuffix("?:true")
            // `!minifySwitch.isPresent` of `providers.environmentVariable("DISABLE_MINIFY")`: on unless it is set.
            || (expression.hasPrefix("!") && expression.hasSuffix(".isPresent"))
    }
}
