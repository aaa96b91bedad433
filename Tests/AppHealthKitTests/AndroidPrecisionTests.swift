@testable import AppHealthKit
import XCTest

/// Issue 14: causes of wrong findings seen on real Android apps, one fixture each.
final class AndroidPrecisionTests: XCTestCase {
    private func audit(_ files: [String: String], rules: Set<String>) throws -> [Finding] {
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        return Auditor().run(AuditRequest(root: tree.root, jobs: 1, onlyRules: rules)).findings
    }

    private let graph = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/nav">
            <fragment android:id="@+id/home" android:label="HomeFragment" />
        </navigation>
        """

    /// DuckDuckGo's Android app: `internalImplementation project(':design-system-internal')`, a
    /// module only its internal (dogfood) flavour includes, its folder mapped by the settings
    /// (`android-design-system/design-system-internal`). Its screens (a component gallery, debug
    /// menus) do not ship: their files are tooling and their texts not reported; a module the app
    /// also uses in every build stays app code, one debug builds and tests use is tooling, not a test helper.
    /// Thunderbird's `components/ui/catalog`: a showcase app nothing builds on is tooling too. The
    /// app's own `internal` and `debug` source sets hold developer screens: no UI-text findings.
    /// Pocket Casts configures its application modules from the root script
    /// (`plugins.withType<AppPlugin>().configureEach { configure<ApplicationExtension> { … } }`),
    /// its library modules likewise (not the app's), signs debug builds with
    /// `maybeCreate("debug").apply { … }`, and keeps `targetSdkVersion` as an extra property set
    /// by `set("targetSdkVersion", 36)`; a library module's manifest brings the network security
    /// config that scopes the app's cleartext traffic.
    func testRootScriptConfiguringApplicationModules() throws {
        let tree = try ScratchTree()
        try tree.write("settings.gradle.kts", "include(\":app\", \":shared\")\n")
        try tree.write("build.gradle.kts", """
            plugins { alias(libs.plugins.android.application) apply false }
            apply(from = "dependencies.gradle.kts")
            subprojects {
                plugins.withType<AppPlugin>().configureEach {
                    configure<ApplicationExtension> {
                        defaultConfig.versionCode = project.property("versionCode") as Int
                        defaultConfig.versionName = project.property("versionName") as String
                        signingConfigs {
                            maybeCreate("debug").apply {
                                storePassword = "debugkey"
                                keyPassword = "debugkey"
                            }
                        }
                        buildTypes {
                            named("release") { isMinifyEnabled = true }
                        }
                    }
                }
                plugins.withType<LibraryPlugin>().configureEach {
                    configure<LibraryExtension> {
                        buildTypes { named("release") { isMinifyEnabled = false } }
                    }
                }
            }
            """)
        try tree.write("dependencies.gradle.kts", """
            project.apply {
                extra.apply {
                    set("versionCode", 9448)
                    set("versionName", "7.80")
                    set("targetSdkVersion", 36)
                }
            }
            """)
        try tree.write("app/build.gradle.kts", """
            plugins { alias(libs.plugins.android.application) }
            android {
                namespace = "au.com.acme.podcasts"
                defaultConfig {
                    applicationId = "au.com.acme.podcasts"
                    targetSdk = project.property("targetSdkVersion") as Int
                }
            }
            dependencies { implementation(project(":shared")) }
            """)
        try tree.write("app/src/main/AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application android:label="@string/app_name" android:allowBackup="false" android:usesCleartextTraffic="true" />
            </manifest>
            """)
        try tree.write("shared/build.gradle.kts", "plugins { alias(libs.plugins.android.library) }\n")
        try tree.write("shared/src/main/AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application android:networkSecurityConfig="@xml/network_security_config" />
            </manifest>
            """)
        let result = Auditor().run(AuditRequest(root: tree.root, jobs: 1))
        func item(_ id: String) -> ChecklistItemResult? {
            result.checklists.first { $0.id == "release-android" }?.items.first { $0.id == id }
        }
        XCTAssertEqual(item("minify")?.status, .pass)
        XCTAssertEqual(item("minify")?.evidence, ["isMinifyEnabled true (build.gradle.kts:15)"])
        XCTAssertEqual(item("versioning")?.status, .pass)
        XCTAssertEqual(item("signing-secrets")?.status, .pass)
        XCTAssertEqual(item("target-sdk")?.status, .pass)
        XCTAssertEqual(item("cleartext-traffic")?.status, .pass)
    }

    /// Kickstarter's `contentDescription = "null"`: the word is read aloud; the advice is `null`.
    func testContentDescriptionOfTheWordNullSaysSo() throws {
        let tree = try ScratchTree()
        try tree.write("app/build.gradle", "plugins { id 'com.android.application' }\n")
        try tree.write("app/src/main/java/com/acme/Row.kt", """
            @Composable
            fun Row() {
                Icon(painter = painterResource(R.drawable.star), contentDescription = "null")
                Icon(painter = painterResource(R.drawable.close), contentDescription = "Close")
            }
            """)
        let findings = Auditor().run(AuditRequest(root: tree.root, jobs: 1, onlyRules: ["code.hardcoded-ui-string"])).findings
        XCTAssertEqual(findings.map(\.message), [
            "contentDescription is the text \"null\", which TalkBack reads aloud; pass null for a decorative image, or a string resource",
            "Hardcoded UI string \"Close\" passed as contentDescription; use a string resource",
        ])
    }

    /// Orbot: `app` and `app-tv` apply `com.android.application` through a script plugin
    /// (`apply from: "../commons.gradle"`), and both replace the library `appcore`'s
    /// `res/xml/preferences.xml` with their own: the library's never ships, its placeholder title
    /// is no finding. A library file only one application replaces, and `values/` files (merged
    /// resource by resource), still count.
    func testScriptPluginsAndLibraryResourcesApplicationsReplace() throws {
        let application = "apply from: \"../commons.gradle\"\nandroid { defaultConfig { applicationId \"org.acme.tor\" } }\n"
        let preferences = "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\"><PreferenceCategory android:title=\"@string/general\" /></PreferenceScreen>\n"
        let files: [String: String] = [
            "settings.gradle": "include ':app', ':app-tv', ':appcore'\n",
            "commons.gradle": "apply plugin: \"com.android.application\"\nandroid { compileSdk = 35 }\n",
            "app/build.gradle": application + "dependencies { implementation project(':appcore') }\n",
            "app-tv/build.gradle": application.replacingOccurrences(of: "apply from: \"../commons.gradle\"", with: "apply(from = \"$rootDir/commons.gradle\")")
                + "dependencies { implementation project(':appcore') }\n",
            "app/src/main/res/xml/preferences.xml": preferences,
            "app-tv/src/main/res/xml/preferences.xml": preferences,
            "app/src/main/res/layout/banner.xml": "<FrameLayout xmlns:android=\"http://schemas.android.com/apk/res/android\" />\n",
            "appcore/build.gradle": "plugins { id 'com.android.library' }\n",
            "appcore/src/main/res/xml/preferences.xml": "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\"><PreferenceCategory android:title=\"test\" /></PreferenceScreen>\n",
            "appcore/src/main/res/layout/banner.xml": "<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:text=\"Connecting to Tor\" />\n",
            "appcore/src/main/java/org/acme/tor/Banner.kt": "package org.acme.tor\nfun bannerLayout() = R.layout.banner\nfun settings() = R.xml.preferences\n",
        ]
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        let result = Auditor().run(AuditRequest(root: tree.root, jobs: 1))
        let structure = try XCTUnwrap(result.structure)
        let kinds = Dictionary(uniqueKeysWithValues: structure.modules.map { ($0.path, $0.kind) })
        XCTAssertEqual(kinds["app"], .application)
        XCTAssertEqual(kinds["app-tv"], .application)
        let texts = result.findings.filter { $0.ruleId == "android.hardcoded-text" }.map(\.path)
        XCTAssertEqual(texts, ["appcore/src/main/res/layout/banner.xml"])
        // Replaced by one application only: the other ships the library's.
        let partial = try ScratchTree()
        for (path, text) in files where path != "app-tv/src/main/res/xml/preferences.xml" { try partial.write(path, text) }
        XCTAssertEqual(Auditor().run(AuditRequest(root: partial.root, jobs: 1)).findings.filter { $0.ruleId == "android.hardcoded-text" }.map(\.path),
                       ["appcore/src/main/res/layout/banner.xml", "appcore/src/main/res/xml/preferences.xml"])
        XCTAssertEqual(ProjectStructure.resolvedScriptPath("../gradle/common.gradle", from: "app"), "gradle/common.gradle")
        XCTAssertEqual(ProjectStructure.resolvedScriptPath("${rootDir}/common.gradle", from: "a/b"), "common.gradle")
        XCTAssertNil(ProjectStructure.resolvedScriptPath("https://example.org/x.gradle", from: "app"))
        XCTAssertNil(ProjectStructure.resolvedScriptPath("$other/x.gradle", from: "app"))
    }

    /// Home Assistant adds its test-support module in a binary convention plugin of build-logic
    /// (`"testImplementation"(project(":testing-unit"))`): a module only tests use, whatever adds it.
    /// One a plugin adds to every build (`add("implementation", project(":core"))`) ships.
    func testModulesConventionPluginsAddToTestsAreTestHelpers() throws {
        let library = "plugins { id 'com.android.library' }\n"
        let files: [String: String] = [
            "settings.gradle": "include ':app', ':testing-unit', ':core'\n",
            "app/build.gradle": "plugins { id 'com.android.application'\n id 'acme.android.common' }\n",
            "build-logic/convention/build.gradle.kts": "plugins { `kotlin-dsl` }\n",
            "build-logic/convention/src/main/kotlin/AndroidCommonConventionPlugin.kt": """
                import org.gradle.api.Plugin
                import org.gradle.api.Project
                import org.gradle.kotlin.dsl.dependencies
                class AndroidCommonConventionPlugin : Plugin<Project> {
                    override fun apply(target: Project) {
                        with(target) {
                            dependencies {
                                "testImplementation"(project(":testing-unit"))
                                add("implementation", project(":core"))
                            }
                        }
                    }
                }
                """,
            "testing-unit/build.gradle": library,
            "testing-unit/src/main/kotlin/com/acme/testing/ConsoleTree.kt": "package com.acme.testing\nobject ConsoleTree { var verbose = false }\n",
            "core/build.gradle": library,
            "core/src/main/kotlin/com/acme/core/Settings.kt": "package com.acme.core\nobject Settings { var verbose = false }\n",
        ]
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        let result = Auditor().run(AuditRequest(root: tree.root, jobs: 1))
        let structure = try XCTUnwrap(result.structure)
        let roles = Dictionary(uniqueKeysWithValues: structure.modules.map { ($0.path, $0.role) })
        XCTAssertEqual(roles["testing-unit"], .test)
        XCTAssertEqual(roles["core"], .app)
        XCTAssertFalse(result.findings.contains { $0.path.hasPrefix("testing-unit/") })
        XCTAssertTrue(result.findings.contains { $0.path == "core/src/main/kotlin/com/acme/core/Settings.kt" })
    }

    func testModulesOnlyDebugOrInternalBuildsIncludeAreTooling() throws {
        let screen = { (package: String) in
            "package \(package)\nimport android.widget.Toast\nclass Screen { fun show() { Toast.makeText(context, \"Overflow menu clicked\", Toast.LENGTH_SHORT).show() } }\n"
        }
        let library = "plugins { id 'com.android.library' }\n"
        let files: [String: String] = [
            "settings.gradle": "include ':app', ':design-system-internal', ':debugmenu', ':shared', ':helper', ':components:ui:catalog', ':feature:sample-data'\n",
            "app/build.gradle": """
                plugins { id 'com.android.application' }
                dependencies {
                    internalImplementation project(':design-system-internal')
                    debugImplementation project(':debugmenu')
                    internalImplementation project(':shared')
                    implementation project(':shared')
                    debugImplementation project(':helper')
                    testImplementation project(':helper')
                    implementation project(':feature:sample-data')
                }
                """,
            "app/src/main/java/com/acme/Main.kt": screen("com.acme"),
            "app/src/internal/java/com/acme/dev/StatisticsInternalInfoView.kt": screen("com.acme.dev"),
            "app/src/debug/java/com/acme/dev/DevSettings.kt": screen("com.acme.dev"),
            "android-design-system/design-system-internal/build.gradle": library,
            "android-design-system/design-system-internal/src/main/java/com/acme/gallery/Gallery.kt": screen("com.acme.gallery"),
            "debugmenu/build.gradle": library,
            "debugmenu/src/main/java/com/acme/debug/Menu.kt": screen("com.acme.debug"),
            "shared/build.gradle": library,
            "shared/src/main/java/com/acme/shared/Shared.kt": screen("com.acme.shared"),
            "helper/build.gradle": library,
            "helper/src/main/java/com/acme/helper/Helper.kt": screen("com.acme.helper"),
            "components/ui/catalog/build.gradle": "plugins { id 'com.android.application' }\n",
            "components/ui/catalog/src/main/java/com/acme/catalog/Catalog.kt": screen("com.acme.catalog"),
            "feature/sample-data/build.gradle": library,
            "feature/sample-data/src/main/java/com/acme/sample/Sample.kt": screen("com.acme.sample"),
        ]
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        let result = Auditor().run(AuditRequest(root: tree.root, jobs: 1, onlyRules: ["code.hardcoded-ui-string"]))
        let structure = try XCTUnwrap(result.structure)
        let roles = Dictionary(uniqueKeysWithValues: structure.modules.map { ($0.path, $0.role) })
        XCTAssertEqual(roles["android-design-system/design-system-internal"], .tooling)
        XCTAssertEqual(roles["debugmenu"], .tooling)
        XCTAssertEqual(roles["shared"], .app, "also in every build")
        XCTAssertEqual(roles["helper"], .tooling, "debug builds and tests include it, releases do not: not a test helper alone")
        XCTAssertEqual(structure.role(of: "android-design-system/design-system-internal/src/main/java/com/acme/gallery/Gallery.kt"), .tooling)
        XCTAssertEqual(roles["components/ui/catalog"], .tooling, "a showcase app (Thunderbird's UI catalog) nothing builds on")
        XCTAssertEqual(roles["feature/sample-data"], .app, "named like a showcase, but the app builds on it")
        XCTAssertEqual(Set(result.findings.map(\.path)), [
            "app/src/main/java/com/acme/Main.kt", "shared/src/main/java/com/acme/shared/Shared.kt", "feature/sample-data/src/main/java/com/acme/sample/Sample.kt",
        ])
        XCTAssertTrue(RulePlan.isDeveloperScreen("app/src/internal/java/A.kt"))
        XCTAssertTrue(RulePlan.isDeveloperScreen("src/debug/java/A.kt"))
        XCTAssertFalse(RulePlan.isDeveloperScreen("app/src/main/java/debug/internal/A.kt"))
        XCTAssertFalse(RulePlan.isDeveloperScreen("app/mysrc/debug/A.kt"))
        // cwa-app-android's flavour for testers ("CWA TEST") and its test screens.
        XCTAssertTrue(RulePlan.isDeveloperScreen("Corona-Warn-App/src/deviceForTesters/res/layout/fragment_test_debug.xml"))
        XCTAssertFalse(RulePlan.isDeveloperScreen("app/src/main/java/com/acme/testers/Testers.kt"))
        // A developer screen's parts (Pocket Casts' `settings/developer/DeveloperPage.kt`).
        XCTAssertTrue(RulePlan.isDeveloperScreen("settings/src/main/java/acme/settings/developer/DeveloperPage.kt"))
        XCTAssertTrue(RulePlan.isDeveloperScreen("settings/src/main/java/acme/settings/developer/DeveloperViewModel.kt"))
        XCTAssertTrue(RulePlan.isDeveloperScreen("app/src/main/res/layout/dev_screen.xml"))
        // Voice: a row of the developer menu, in the `developer` package.
        XCTAssertTrue(RulePlan.isDeveloperScreen("features/settings/src/main/kotlin/voice/settings/developer/BooleanFeatureFlagRow.kt"))
        // Threema: the developer settings' screens, in a `Developer` folder.
        XCTAssertTrue(RulePlan.isDeveloperScreen("Threema/Settings/SettingsViews/Developer/LaunchModalSettingsView.swift"))
        XCTAssertFalse(RulePlan.isDeveloperScreen("App/Developer.swift"))
        XCTAssertFalse(RulePlan.isDeveloperScreen("wiki/developers/Setup.kt"))
        XCTAssertFalse(RulePlan.isDeveloperScreen("app/src/main/java/acme/devices/DevicePage.kt"))
        // Builds the team keeps for itself: Kotatsu's `nightly` build type, Mullvad's `devmole` and
        // `stagemole` flavours (its test infrastructure), QA and mock flavours; not the store's.
        for (path, developer) in [("app/src/nightly/res/xml/pref_debug.xml", true), ("android/app/src/devmole/AndroidManifest.xml", true),
                                  ("android/app/src/stagemole/AndroidManifest.xml", true), ("app/src/qaDebug/res/layout/a.xml", true),
                                  ("app/src/mockStaging/java/A.kt", true), ("app/src/leakCanary/java/A.kt", true), ("app/src/dev/res/values/strings.xml", true),
                                  ("app/src/device/java/A.kt", false), ("app/src/play/res/layout/a.xml", false), ("app/src/prod/java/A.kt", false),
                                  ("app/src/standardRelease/java/A.kt", false), ("app/src/main/java/com/acme/staging/Stage.kt", false),
                                  // A resource named as a debug screen's (covidcert's), not one that only says "debugger".
                                  ("common/src/main/res/layout/fragment_debug.xml", true), ("app/src/main/res/layout/debug_panel_row.xml", true),
                                  ("app/src/main/res/layout/fragment_debugger_intro.xml", false), ("app/src/main/java/com/acme/debug_tools.kt", false)] {
            XCTAssertEqual(RulePlan.isDeveloperScreen(path), developer, path)
        }
        XCTAssertFalse(ProjectModel.isInReleasedSourceSet("android/app/src/devmole/AndroidManifest.xml"))
        XCTAssertTrue(ProjectModel.isInReleasedSourceSet("android/app/src/play/AndroidManifest.xml"))
        XCTAssertTrue(ProjectStructure.isShowcase("example-unsplash"), "Muzei's example source")
        XCTAssertEqual(ProjectStructure.hyphenatingWords("SampleReceiptPrinter"), "Sample-Receipt-Printer")
        XCTAssertEqual(ProjectStructure.hyphenatingWords("Woo Commerce iOS"), "Woo-Commerce-iOS")
        // Proton VPN's `sampleapps/BugReportSampleiOSApp`: a platform's name is a word.
        XCTAssertEqual(ProjectStructure.hyphenatingWords("BugReportSampleiOSApp"), "Bug-Report-Sample-iOS-App")
        XCTAssertTrue(ProjectStructure.isShowcase(ProjectStructure.hyphenatingWords("BugReportSampleiOSApp")))
        XCTAssertTrue(ProjectStructure.isShowcase("sampleapps"))
        XCTAssertFalse(ProjectStructure.isShowcase("happs"))
        XCTAssertTrue(ProjectStructure.isShowcase(ProjectStructure.hyphenatingWords("SampleReceiptPrinter")))
        XCTAssertFalse(ProjectStructure.isShowcase(ProjectStructure.hyphenatingWords("WooCommerce")))
        // Developer menus by name (Pocket Casts' `DeveloperMenu.swift`, only a `#if DEBUG` settings row opens it).
        for (path, developer) in [("podcasts/DeveloperMenu.swift", true), ("podcasts/EndOfYearDeveloperMenuButton.swift", true),
                                  ("app/src/main/java/DevSettingsFragment.kt", true), ("App/DeveloperOptions/Flags.swift", true),
                                  ("App/DevToolsView.swift", true), ("App/DeveloperProfileView.swift", false), ("App/DeviceMenu.swift", false),
                                  ("App/DevelopmentMenu.swift", false), ("App/Settings/DevicesSettingsView.swift", false),
                                  // Wikipedia's hidden developer settings and their sandboxes.
                                  ("app/src/main/res/xml/developer_preferences.xml", true), ("app/src/main/res/layout/dev_settings_row.xml", true),
                                  ("app/src/main/java/org/wikipedia/settings/dev/playground/ReadingChallengeDialog.kt", true),
                                  ("app/src/main/java/org/wikipedia/settings/CategoryDeveloperPlayGroundActivity.kt", true),
                                  ("app/src/main/res/xml/device_settings.xml", false), ("app/src/main/res/layout/developer_profile.xml", false),
                                  ("app/src/main/java/dev/acme/shop/MainActivity.kt", false)] {
            XCTAssertEqual(RulePlan.isDeveloperScreen(path), developer, path)
        }
        XCTAssertTrue(ProjectStructure.isShowcase("components/ui/catalog"))
        XCTAssertTrue(ProjectStructure.isShowcase("samples/Sample_App"))
        XCTAssertFalse(ProjectStructure.isShowcase("feature/catalogue-browser"))
        XCTAssertFalse(ProjectStructure.isShowcase("demonstration"))
    }

    /// A project whose one application module sits in `demo/` ships that module: it stays app code.
    func testTheOnlyApplicationModuleIsTheAppWhateverItsName() throws {
        let tree = try ScratchTree()
        try tree.write("settings.gradle", "include ':demo'\n")
        try tree.write("demo/build.gradle", "plugins { id 'com.android.application' }\n")
        try tree.write("demo/src/main/java/com/acme/Main.kt", "package com.acme\nclass Main\n")
        let result = Auditor().run(AuditRequest(root: tree.root, jobs: 1, onlyRules: ["code.hardcoded-ui-string"]))
        let structure = try XCTUnwrap(result.structure)
        XCTAssertEqual(structure.modules.map { "\($0.path):\($0.role.rawValue)" }, ["demo:app"])
        XCTAssertEqual(structure.role(of: "demo/src/main/java/com/acme/Main.kt"), .app)
    }

    /// A folder of independent Gradle builds: only the build whose code shows labels reports them.
    /// A Kotlin file's facts for the cross-file text rule: its functions once each, in order
    /// (overloads and repeated names), and calls passing a literal only to functions it does not
    /// declare itself (the same-file case is the per-file rule's).
    func testTextCallFactsNameEachFunctionOnceAndSkipOwnCallees() {
        let source = SourceText("""
            import androidx.compose.material3.Text
            fun show() { Banner("Welcome back, friend"); b("Hello there, friend"); Zed(title = "Your account settings") }
            fun plain() { Plain(count)("A string after the call"); Outer(f(x), g(y)) }
            fun b(text: String) {}
            fun a() {}
            fun b() {}
            fun `b`() {}
            fun Éclair() {}
            Open("Words of a call never closed"
            """)
        let file = ProjectFile(path: "app/src/main/java/A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let facts = TextCallFacts(CodeFile(file: file, language: .kotlin, text: source))
        XCTAssertEqual(facts.declared, ["`b`", "a", "b", "plain", "show", "Éclair"])
        XCTAssertEqual(facts.calls.map(\.callee), ["Banner", "Zed"])
        XCTAssertEqual(facts.calls.map { $0.arguments.map(\.label) }, [[nil], ["title"]])
        XCTAssertTrue(TextCallFacts.sortedNames(facts.declared, contain: "show"))
        XCTAssertTrue(TextCallFacts.sortedNames(facts.declared, contain: "E\u{301}clair"))  // as a set of strings answers
        XCTAssertFalse(TextCallFacts.sortedNames(facts.declared, contain: "c"))
        XCTAssertFalse(TextCallFacts.sortedNames([], contain: "a"))
        // Only a string before the call's own `)` counts; a call never closed passes none.
        for (text, passes) in [("Banner(\"Hi there\")", true), ("Plain(count)(\"Later text\")", false), ("Outer(f(x), g(\"y\"))", true),
                               ("Outer(f(x), g(y)) + \"z\"", false), ("Open(\"Never closed\"", false), ("Empty()", false)] {
            let call = CodeFile(file: file, language: .kotlin, text: SourceText(text))
            XCTAssertEqual(TextCallFacts.passesString(call, open: 1), passes, text)
        }
        // The partner and a binary search among the literals answer as a walk to the close does,
        // at every `(` of every Kotlin fixture.
        var opens = 0
        let walker = FileManager.default.enumerator(at: Paths.packageRoot.appendingPathComponent("Fixtures"), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "kt", let bytes = try? Data(contentsOf: url) else { continue }
            let code = CodeFile(file: file, language: .kotlin, text: SourceText(bytes: Array(bytes)))
            for open in code.code.indices where code.code(open, is: "(") {
                var depth = 0, string = false, walked = false
                for index in open..<code.code.count {
                    if code.code[index].kind == .string { string = true }
                    if code.code(index, is: "(") { depth += 1 }
                    if code.code(index, is: ")") { depth -= 1; if depth == 0 { walked = string; break } }
                }
                XCTAssertEqual(TextCallFacts.passesString(code, open: open), walked, "\(url.lastPathComponent) \(open)")
                opens += 1
            }
        }
        XCTAssertGreaterThan(opens, 100)
    }

    /// The first user-facing literal of an argument is found by one walk over its tokens, and an
    /// ASCII text's letters by its bytes: the same literal as listing the top-level tokens and
    /// reading each text by characters, on generated arguments (nesting, templates, escapes,
    /// colours, digits only, non-ASCII letters and marks).
    func testFirstUserFacingLiteralIsTheCharacterReading() {
        let file = ProjectFile(path: "A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        // The old reading, bracket depth counted here (not through `topLevel`, which now shares
        // the walk under test): the top-level tokens listed, then read by characters.
        func characterReading(_ range: Range<Int>, _ code: CodeFile) -> Int? {
            var depth = 0
            var topLevel: [Int] = []
            for index in range {
                let spelled = code.text(of: code.code[index])
                if code.code[index].kind == .punctuation, ["(", "[", "{"].contains(spelled) { depth += 1; continue }
                if code.code[index].kind == .punctuation, [")", "]", "}"].contains(spelled) { depth -= 1; continue }
                if depth == 0 { topLevel.append(index) }
            }
            XCTAssertEqual(code.topLevel(range), topLevel)
            return topLevel.first { index in
                guard code.code[index].kind == .string else { return false }
                let fixed = LiteralText.kotlinFixedText(code.stringContent(of: code.code[index]))
                return fixed.contains(where: \.isLetter) && !HardcodedTextRule.isHexColorLike(fixed.trimmedWhitespace())
            }
        }
        let pieces = ["\"Hello\"", "\"42\"", "\"#fff\"", "\"AABBCC\"", "\"$name\"", "\"${a.b} ok\"", "\" \"", "\"\\u00e9\"",
                      "\"é\"", "\"\u{301}\"", "\"１２\"", "\"Ω\"", "\"\\n\"", "\"_-_\"", "'c'", "(", ")", "[", "]", "{", "}", ",", "x", "1"]
        var generator = VersionPropertyTests.SplitMix64(state: 0xF1E7)
        var found = 0
        for _ in 0..<4_000 {
            let source = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
            let code = CodeFile(file: file, language: .kotlin, text: SourceText(source))
            let start = Int.random(in: 0...code.code.count, using: &generator)
            let range = start..<Int.random(in: start...code.code.count, using: &generator)
            let expected = characterReading(range, code)
            XCTAssertEqual(HardcodedUIStringRule.firstUserFacingLiteral(in: range, code), expected, "\(source) \(range)")
            if expected != nil { found += 1 }
        }
        XCTAssertGreaterThan(found, 500)
        for text in ["", "a", "Z", "@", "[", "`", "{", "1", "#fff", " #FFF ", "é", "e\u{301}", "\u{301}", "１", "Ω", "ß", "\r\n", "_a"] {
            XCTAssertEqual(HardcodedUIStringRule.isUserFacing(text),
                           text.contains(where: \.isLetter) && !HardcodedTextRule.isHexColorLike(text.trimmedWhitespace()), text)
        }
    }

    /// Kotlin and Java code that runs only in debug builds, a developer mode or only in the IDE's
    /// preview: plain `if (…DEBUG)`, `if (isDebugEnabled)` and `if (LocalInspectionMode.current)` then-branches, and private functions
    /// whose every use lies in such code or in a preview, followed through chains of helpers.
    func testDebugAndPreviewOnlyRegionsOfKotlinAndJava() {
        let kotlin = SourceText("""
            class Main {
                fun drawer() {
                    if (BuildConfig.DEBUG) {
                        openTools()
                    }
                    if (com.acme.BuildConfig.DEBUG && ready) openTools()
                    if (!BuildConfig.DEBUG) { confirm() }
                    if (ready || DEBUG) { confirm() }
                    if (isDebugEnabled) { confirm() }
                    if (BuildConfig.DEBUG == true) { confirm() }
                    confirm()
                }
                private fun openTools() { toolsDialog() }
                private fun toolsDialog() { toolsDialog(); setTitle("Developer tools") }
                private fun confirm() {}
                private suspend fun <T> List<T>.sample(): T = first()
                private val label = "x"
                @Composable
                fun Camera() {
                    if (LocalInspectionMode.current) {
                        Text("Camera preview")
                        return
                    }
                }
                @Preview
                @Composable
                fun CameraPreview() { previewBody() }
                @Composable
                private fun previewBody() { Text("Sample") }
                private fun unused() {}
            }
            """)
        let file = ProjectFile(path: "app/src/main/java/Main.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let facts = CodeFile(file: file, language: .kotlin, text: kotlin).regionFacts(hasPreviews: true)
        // A debug flag's branch (`isDebugEnabled`, a developer mode) counts too.
        XCTAssertEqual(facts.debugLines, [3...5, 6...6, 9...9])
        XCTAssertEqual(facts.inspectionLines, [20...23])
        // openTools, toolsDialog (its own call is inside it), confirm, sample, previewBody, unused.
        XCTAssertEqual(facts.localFunctions.map(\.lines), [13...13, 14...14, 15...15, 16...16, 29...29, 30...30])
        XCTAssertEqual(facts.localFunctions.map(\.uses), [[4, 6], [13], [7, 8, 9, 10, 11], [], [27], []])
        let (debug, preview) = facts.resolved(previews: [25...27])
        XCTAssertEqual(debug, [3...5, 6...6, 9...9, 13...13, 14...14])
        XCTAssertEqual(preview, [25...27, 20...23, 29...29])
        // Nothing to place without regions or previews; no local functions found when the file
        // has neither regions nor previews to look for them in.
        XCTAssertEqual(CodeRegionFacts().resolved(previews: []).debug, [])
        let plain = CodeFile(file: file, language: .kotlin, text: SourceText("class A { private fun a() {}\n fun b() { a() } }"))
        XCTAssertTrue(plain.regionFacts(hasPreviews: false).isEmpty)

        let java = SourceText("""
            public class Crasher {
                private Crasher() {}
                void onClick() {
                    if (DEBUG) {
                        showChooser(context);
                    }
                }
                private static void showChooser(final Context context) {
                    new AlertDialog.Builder(context).setTitle("Choose an exception").show();
                }
                private final List<String> names = new ArrayList<>();
                private <T> T pick(List<T> all) { return all.get(0); }
            }
            """)
        let javaFile = ProjectFile(path: "app/src/main/java/Crasher.java", url: URL(fileURLWithPath: "/dev/null"), kind: .java, size: 0)
        let javaFacts = CodeFile(file: javaFile, language: .java, text: java).regionFacts(hasPreviews: false)
        XCTAssertEqual(javaFacts.debugLines, [4...6])
        XCTAssertEqual(javaFacts.localFunctions.map(\.lines), [8...10, 12...12])
        XCTAssertEqual(javaFacts.resolved(previews: []).debug, [4...6, 8...10])
        // A static helper: the file's class has private constructors only.
        XCTAssertTrue(javaFacts.isStaticHelper)
        let player = ProjectFile(path: "app/src/main/java/Player.java", url: URL(fileURLWithPath: "/dev/null"), kind: .java, size: 0)
        for (source, isHelper) in [("class Player { private Player() {} public Player(int a) {} }", false),
                                   ("class Player { private Player() {} protected Player(int a) {} }", false),
                                   ("class Player { void play() {} }", false),
                                   ("final class Player { private Player() {} static void play() {} }", true),
                                   ("class Other { private Player() {} }", false)] {
            XCTAssertEqual(CodeFile(file: player, language: .java, text: SourceText(source)).regionFacts(hasPreviews: false).isStaticHelper, isHelper, source)
        }
        XCTAssertFalse(CodeFile(file: file, language: .kotlin, text: SourceText("object Main { private Main() }")).isStaticHelper)
    }

    /// The words test reads an ASCII text's letters, digits and blanks by bytes: the same as the
    /// character reading, on generated texts (letters, digits, blanks, `\r\n`, punctuation).
    func testLiteralPiecesByBytesAreTheCharacterReading() {
        let pieces = ["a", "Z", "7", " ", "\t", "\r\n", "\n", "-", ".", "_", "{", "%", "SHA", "x"]
        var generator = VersionPropertyTests.SplitMix64(state: 0x5EED)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = LiteralText.pieces(text), characters = LiteralText.characterPieces(text)
            XCTAssertEqual(bytes.letters, characters.letters, text)
            XCTAssertEqual(bytes.hasNumber, characters.hasNumber, text)
            XCTAssertEqual(bytes.trimmed, characters.trimmed, text)
        }
        XCTAssertEqual(LiteralText.pieces("  Café 2 ").trimmed, "Café 2")  // non-ASCII: by characters
    }

    /// Named placeholders alone (edX's `"{top}\n{bottom}"`, filled by `oex_format(withParameters:)`)
    /// are no text to translate; text around them, or braces around words, is.
    func testNamedPlaceholdersAloneNeedNoTranslation() {
        XCTAssertFalse(LiteralText.needsTranslation("{top}", interpolated: false))
        XCTAssertFalse(LiteralText.needsTranslation("{top}\n{bottom}", interpolated: false))
        XCTAssertFalse(LiteralText.needsTranslation("{count} / {total_2}", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("Hello {name}", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("{Sign in}", interpolated: false))
        XCTAssertTrue(LiteralText.needsTranslation("Café {name}", interpolated: false))
    }

    /// The words test reads ASCII text by bytes: the same answers as the character reading, on
    /// generated texts made of the pieces each of its steps looks for.
    func testNeedsTranslationByBytesIsTheCharacterReading() {
        let pieces = ["Acme", "iOS", "macOS", "for", "v", "SHA", "256", "-", ".", "ai", "#tag", "@bob", "://", "{{", "}}", "{%", " ",
                      "Apple TV", "tvOS", "{top}", "%s", "kbps", "Hz", "B", "a-b", "ABC", "is", "1", "x.y", "@", "#",
                      ",", "\t", "Dropbox", "kHz", "x", "OneDrive", "\r\n", "Google Drive", "a@b.c", "Your cart", "OK", "_", "/", "1.5",
                      "pCloud", "Markdown", "mastodon", ".social", "MP3", "H.264", "UTF-8", "e", "Z", "%d", "https", "K",
                      "/zotero/", "2024", "preview", "gpt", "4o", "É", "is:", ":", "open", "*", "example.com", ".org", "*.gov"]
        var generator = VersionPropertyTests.SplitMix64(state: 0x7A11)
        var refused = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for interpolated in [false, true] {
                let expected = LiteralText.characterNeedsTranslation(text, interpolated: interpolated)
                XCTAssertEqual(LiteralText.needsTranslation(text, interpolated: interpolated), expected, "\(text) \(interpolated)")
                if !expected { refused += 1 }
            }
        }
        XCTAssertGreaterThan(refused, 1_000)
    }

    /// Simple Calendar: a value declared only in a flavour's source set, never in `main`, sets
    /// what a library reads (Simple-Commons' `hide_all_external_links`): a note that says so; an
    /// unused value of `main` stays a warning.
    func testAValueOnlyAFlavourDeclaresIsANote() throws {
        let found = try audit([
            "app/src/main/AndroidManifest.xml": "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:label=\"Calendar\"/></manifest>",
            "app/src/main/java/com/acme/Main.kt": "class Main",
            "app/src/main/res/values/bools.xml": "<resources><bool name=\"unused_main_flag\">true</bool></resources>",
            "app/src/prepaid/res/values/bools.xml": "<resources><bool name=\"hide_all_external_links\">true</bool></resources>",
        ], rules: ["android.unused-resource"])
        XCTAssertEqual(found.map { "\($0.severity.rawValue) \($0.path)" }, [
            "warning app/src/main/res/values/bools.xml",
            "note app/src/prepaid/res/values/bools.xml",
        ])
        XCTAssertTrue(found.last?.message.contains("declared only in the prepaid source set, not in main: it may set a value a library reads") == true, found.last?.message ?? "")
    }

    /// Round 35: one Latin letter (a unit, an option, `º` for a degree) and a URL scheme are not
    /// words to translate; one letter of another script may be, two letters are.
    func testOneLetterAndSchemesNeedNoTranslation() {
        // Shuttle's equalizer ends, `+15db` (the decibel misspelt) beside `±0 dB`.
        for text in ["K", "-S", "-P", "-º", "x", "https", "HTTP", "+15db", "-15db", "±0 dB"] {
            XCTAssertFalse(LiteralText.needsTranslation(text, interpolated: false), text)
        }
        for text in ["是", "Go", "OK", "No"] {
            XCTAssertTrue(LiteralText.needsTranslation(text, interpolated: false), text)
        }
    }

    /// Colour-like values are not words to translate; read byte by byte since it runs on every text value.
    func testHexColorLikeValues() {
        for value in ["#fff", "#FFFF", "#1a2b3c", "#80FFFFFF", "FFFFFF", "AAAAAA", "ABCDEF", "1a2b3c", "1A2B3C", "80FFFFFF", "AB00AB",
                      "ABABAB", "000000"] {
            XCTAssertTrue(HardcodedTextRule.isHexColorLike(value), value)
        }
        for value in ["", "#", "#ff", "#fffff", "#ggg", "##fff", "Accede", "Facade", "ABCDEE", "abcdef", "aBcDeF", "1a2B3c", "FACADE",
                      "DEADBEEF", "BEEFED", "12345", "1234567", "#\u{301}fff", "ＦＦＦＦＦＦ", "fff fff"] {
            XCTAssertFalse(HardcodedTextRule.isHexColorLike(value), value)
        }
        // A layout attribute's colour literal: `#` and three, four, six or eight hex digits.
        for value in ["#fff", "#FFFF", "#1a2b3c", "#80FFFFFF"] { XCTAssertTrue(HardcodedColorRule.isColorLiteral(value), value) }
        for value in ["", "#", "#ff", "#fffff", "#ggg", "##fff", "fff", "@color/red", "#\u{301}fff", "＃fff", " #fff"] {
            XCTAssertFalse(HardcodedColorRule.isColorLiteral(value), value)
        }
    }

    /// References are passed over on their first bytes; a combining mark after `@` makes another
    /// first character, which the byte test must not take for `@`.
    func testResourceReferencesAreNotHardcodedText() {
        for value in ["@string/title", "?attr/title", "@", "?", "@+id/x", "@android:string/ok", " @string/title"] {
            XCTAssertFalse(HardcodedTextRule.isHardcoded(value, elementName: "TextView"), value)
        }
        for value in ["@\u{301}bc", "?\u{301}bc", "Hello", "Save @ home"] {
            XCTAssertTrue(HardcodedTextRule.isHardcoded(value, elementName: "TextView"), value)
        }
    }

    /// A view element's class name without its package, as `split(separator: ".").last` gives it.
    func testSimpleNameOfAViewElement() {
        for name in ["TextView", "com.acme.ui.TitleView", "com.acme.", "a..b", ".", "", "...x..", "é.ü", "a.\u{301}b", "x.y\r\n.z", "a.b.",
                     "..", "com.acme.é.View"] {
            XCTAssertEqual(String(HardcodedTextRule.simpleName(name)), String(name.split(separator: ".").last ?? ""), name)
        }
    }

    /// Whether a code literal could name a resource, read by bytes: the same answer as the
    /// Character and Unicode-scalar reading it replaced.
    func testPotentialResourceNamesByBytes() {
        func scalarReading(_ text: String) -> Bool {
            guard text.count >= 3, let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
                return false
            }
            return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "." }
        }
        var samples = ["", "ab", "abc", "ic_launcher", "flag_es", "1abc", "_abc", "a.b", "ab\r\n", "abc\r\n", "é_flag", "flag_é", "ab\u{301}c",
                       "Ab9", "a-b-c", "a b", "ＡＢＣ", "ab$", "abc.", "..."]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09_.-$ \r\né\u{301}")
        for _ in 0..<2_000 { samples.append(String((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })) }
        for text in samples { XCTAssertEqual(ResourceFacts.isPotentialName(text), scalarReading(text), text.debugDescription) }
    }

    /// Resource types never reported as unused: whole names only, as written.
    func testUntrackedResourceTypes() {
        for type in ["id", "attr", "styleable", "declare-styleable", "public"] { XCTAssertTrue(ResourceKey.isUntracked(type), type) }
        for type in ["", "layout", "string", "ids", "Id", "i\u{301}d", "declare_styleable", "public "] { XCTAssertFalse(ResourceKey.isUntracked(type), type) }
    }

    func testNavigationLabelsAreJudgedPerGradleBuild() throws {
        let findings = try audit([
            "Shows/settings.gradle": "include ':app'",
            "Shows/app/src/main/res/navigation/nav.xml": graph,
            "Shows/app/src/main/java/Main.kt": "class Main { fun f() { setupActionBarWithNavController(navController) } }",
            "Hides/settings.gradle": "include ':app'",
            "Hides/app/src/main/res/navigation/nav.xml": graph,
            "Hides/app/src/main/java/Main.kt": "class Main { fun f() { bottomNav.setupWithNavController(navController) } }",
        ], rules: ["android.hardcoded-text"])
        XCTAssertEqual(findings.map(\.path), ["Shows/app/src/main/res/navigation/nav.xml"])
        XCTAssertTrue(findings.first?.message.contains("Shows/app/src/main/java/Main.kt:1") == true, findings.first?.message ?? "")
    }

    /// `destination.label` read by code shows labels too (a custom title).
    func testCodeReadingDestinationLabelsShowsThem() throws {
        let findings = try audit([
            "app/src/main/res/navigation/nav.xml": graph,
            "app/src/main/java/Main.kt": "class Main { fun f() { nav.addOnDestinationChangedListener { _, destination, _ -> title = destination.label } } }",
        ], rules: ["android.hardcoded-text"])
        XCTAssertEqual(findings.count, 1)
    }

    /// Kotlin objects are judged by state; a stateless `object FooManager` is not a singleton finding,
    /// and its uses are not singleton accesses.
    func testStatelessObjectsAreNotSingletons() throws {
        let findings = try audit([
            "app/src/main/java/com/acme/FormatManager.kt": "object FormatManager {\n    fun price(cents: Long) = cents / 100.0\n}\n",
            "app/src/main/java/com/acme/Session.kt": "object Session {\n    var token: String? = null\n}\n",
            "app/src/main/java/com/acme/Home.kt": "class Home { fun f() { FormatManager.price(1); Session.token = \"\" } }",
        ], rules: ["arch.singleton-declaration", "arch.singleton-access"])
        XCTAssertEqual(Set(findings.map { "\($0.ruleId) \($0.path):\($0.line)" }), [
            "arch.singleton-declaration app/src/main/java/com/acme/Session.kt:1",
            "arch.singleton-access app/src/main/java/com/acme/Home.kt:1",
        ])
    }

    /// Omni-Notes: a deprecated test library (`androidTestImplementation` of the old support
    /// espresso) and an unmaintained debug-only one (LeakCanary) never reach the release build:
    /// notes that say so. A library declared for tests in one module and shipped by another, or
    /// twice in one module, ships; so does one a catalog entry defines when any module ships it.
    func testLibrariesOnlyTestsOrDebugBuildsUseAreNotes() throws {
        let findings = try audit([
            "app/src/main/AndroidManifest.xml": "<manifest package=\"com.acme\"/>",
            "app/build.gradle": """
                dependencies {
                    androidTestImplementation 'com.android.support.test.espresso:espresso-contrib:3.0.2'
                    debugImplementation 'com.squareup.leakcanary:leakcanary-android:2.12'
                    kaptTest 'com.jakewharton:butterknife-compiler:10.2.3'
                    testImplementation 'com.jakewharton:butterknife:10.2.3'
                    implementation 'com.jakewharton:butterknife:10.2.3'
                    testImplementation libs.picasso
                    implementation 'io.reactivex:rxjava:1.3.8'
                    qaImplementation 'com.android.support:design:28.0.0'
                    nightlyImplementation 'com.android.support:cardview-v7:28.0.0'
                }
                """,
            // Kotlin Multiplatform test source sets, in each way of writing them (tivi's Turbine).
            "shared/build.gradle.kts": """
                kotlin {
                    sourceSets {
                        commonTest.dependencies { implementation("com.android.support:support-annotations:28.0.0") }
                        val iosTest by getting { dependencies { implementation("com.android.support:recyclerview-v7:28.0.0") } }
                        jvmTest { dependencies { api("com.android.support:palette-v7:28.0.0") } }
                        commonMain.dependencies { implementation("com.android.support:gridlayout-v7:28.0.0") }
                    }
                }
                """,
            "feature/build.gradle": """
                dependencies {
                    implementation libs.picasso
                    testImplementation 'io.reactivex:rxjava:1.3.8'
                }
                """,
            "gradle/libs.versions.toml": """
                [libraries]
                picasso = "com.squareup.picasso:picasso:2.71828"
                """,
        ], rules: ["deps.deprecated-library", "deps.stale-library"])
        let severities = Dictionary(findings.map { ($0.message.split(separator: " ")[0], $0.severity) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(severities["com.android.support.test.espresso:espresso-contrib"], .note)
        XCTAssertEqual(severities["com.squareup.leakcanary:leakcanary-android"], .note)
        XCTAssertEqual(severities["com.jakewharton:butterknife-compiler"], .note)
        XCTAssertEqual(severities["com.jakewharton:butterknife"], .error)
        XCTAssertEqual(severities["com.squareup.picasso:picasso"], .error)
        XCTAssertEqual(severities["io.reactivex:rxjava"], .error)
        for name in ["com.android.support:design", "com.android.support:cardview-v7", "com.android.support:support-annotations",
                     "com.android.support:recyclerview-v7", "com.android.support:palette-v7"] {
            XCTAssertEqual(severities[Substring(name)], .note, name)
        }
        XCTAssertEqual(severities["com.android.support:gridlayout-v7"], .error)
        XCTAssertTrue(findings.first { $0.message.hasPrefix("com.squareup.leakcanary") }?.message.hasSuffix("(declared for tests, debug builds or tooling only: debugImplementation; the release build does not carry it)") == true)
    }

    /// The same for pods: a pod of a test target (`target 'AppTests' do`, nested or not) or of
    /// debug builds only (`:configurations => ['Debug']`), or one that installs a command-line tool
    /// (Pocket Casts' SwiftGen and SwiftLint in `abstract_target 'CI'`), does not ship; a pod of the app target,
    /// of an abstract target, or of debug and staging builds does.
    func testPodsOnlyTestTargetsOrDebugBuildsUseAreNotes() throws {
        let podfile = """
            platform :ios, '15.0'
            def common
              pod 'AFNetworking', '~> 3.0'
            end
            abstract_target 'Shared' do
              pod 'SVProgressHUD', '2.0'
              target 'App' do
                common
                pod 'Fabric', :configurations => ['Debug', 'Release']
                pod 'FLEX', :configurations => ['Debug']
                pod 'Sourcery', '~> 1.0.3', configuration: 'Debug'
                pod 'Reveal', :configuration => 'Debug'
                pod 'Stage', :configuration => 'Staging'
                if ENV['CI']
                  pod 'Realm', '3.0'
                end
                target 'AppTests' do
                  inherit! :search_paths
                  pod 'Expecta', '1.0'
                end
                pod 'Lottie', '4.0'
              end
            end
            target 'AppUITests' do
              pod 'KIF', '3.0'
            end
            abstract_target 'CI' do
              pod 'SwiftGen', '~> 6.0'
              pod 'SwiftLint', swiftlint_version
            end
            post_install do |installer|
              installer.pods_project.targets.each do |target|
              end
            end
            """
        let facts = CocoaPodsManifest.parsePodfile(SourceText(podfile), path: "Podfile")
        let configurations = Dictionary(facts.dependencies.map { ($0.name, $0.configuration ?? "-") }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(configurations, [
            "AFNetworking": "-", "SVProgressHUD": "-", "Fabric": "-", "FLEX": "Debug", "Sourcery": "tooling", "Reveal": "Debug", "Stage": "-", "Realm": "-",
            "Expecta": "test target AppTests", "Lottie": "-", "KIF": "test target AppUITests", "SwiftGen": "tooling", "SwiftLint": "tooling",
        ])
        XCTAssertEqual(facts.dependencies.filter(\.shipsInRelease).map(\.name), ["AFNetworking", "SVProgressHUD", "Fabric", "Stage", "Realm", "Lottie"])
    }

    /// Screen size counts lines of code (Element X, ChatSecure, Nextcloud: classes past 400
    /// lines only with their doc comments and blank lines): blank lines, `//` lines and block
    /// comments that start their line are not code; code after a closing `*/` is; a `/*` after
    /// code leaves its line code.
    func testLinesOfCodeLeaveOutBlankLinesAndComments() {
        let text = SourceText("""
            class A {\r
              // note
            \t
              /** Doc
               * more
               */
              let a = 1 /* trailing
              still comment, counted as code */
              /* one */ let b = 2
              /* two */ // three
            }
            """)
        let prefix = text.codeLinePrefix()
        XCTAssertEqual(prefix.count, text.lineCount + 1)
        XCTAssertEqual(prefix, [0, 1, 1, 1, 1, 1, 1, 2, 3, 4, 4, 5])
        XCTAssertEqual(SourceText("").codeLinePrefix(), [0, 0])
    }

    /// swiftui-introspect numbers its majors after iOS (1.3.0, then 26.0.0): IceCubes on 1.2.0 is
    /// one major behind, not twenty-five; Element X on 26.0.1 is current, and a library on a
    /// release newer than the catalog's last is not called unmaintained.
    /// A package only a macro target uses runs in the compiler (swift-syntax behind Threema's
    /// macros), one only test targets use runs in tests: notes that say so; a package an ordinary
    /// target uses ships.
    func testSwiftPackagesOnlyMacrosOrTestsUseDoNotShip() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            import CompilerPluginSupport
            let package = Package(
                name: "Macros",
                dependencies: [
                    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "509.1.1"),
                    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.10.0"),
                    .package(url: "https://github.com/Alamofire/Alamofire.git", exact: "4.9.1"),
                ],
                targets: [
                    .macro(name: "MacrosPlugin", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
                    .target(name: "Macros", dependencies: ["MacrosPlugin", .product(name: "Alamofire", package: "Alamofire")]),
                    .testTarget(name: "MacrosTests", dependencies: [
                        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
                        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                    ]),
                ]
            )
            """
        let stale = try audit(["Package.swift": manifest], rules: ["deps.stale-library"])
        let severities = Dictionary(uniqueKeysWithValues: stale.map { ($0.message.split(separator: " ")[0], $0.severity) })
        XCTAssertEqual(severities["swift-syntax"], .note, "\(stale.map(\.message))")
        XCTAssertEqual(severities["alamofire"], .warning, "\(stale.map(\.message))")
        XCTAssertTrue(stale.contains { $0.message.hasPrefix("swift-syntax") && $0.message.contains("only: macro;") })
        if let snapshot = severities["swift-snapshot-testing"] { XCTAssertEqual(snapshot, .note) }
    }

    func testMajorsBehindCountsTheMajorsReleased() throws {
        func package(_ requirement: String) -> String {
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Timeline", dependencies: [
                .package(url: "https://github.com/siteline/swiftui-introspect", \(requirement)),
            ])
            """
        }
        let behind = try audit(["Package.swift": package("exact: \"1.2.0\"")], rules: ["deps.stale-library"])
        XCTAssertEqual(behind.map(\.message), ["swiftui-introspect 1.2.0 is 1 major behind 26.0.1 (1.7 libyears)"])
        XCTAssertEqual(try audit(["Package.swift": package("exact: \"26.0.1\"")], rules: ["deps.stale-library"]).map(\.message), [])
        // Without a lockfile, the newest major the requirement admits is the one in use (talk-ios
        // on `from: "0.9.2"`: 1.x and 26.x since, two), and the report's row says what the message says.
        let tree = try ScratchTree()
        try tree.write("Package.swift", package("from: \"0.9.2\""))
        let result = Auditor().run(AuditRequest(root: tree.root, jobs: 1, onlyRules: ["deps.stale-library"]))
        XCTAssertEqual(result.findings.map(\.message), ["swiftui-introspect from 0.9.2 up to next major is 2 majors behind 26.0.1"])
        XCTAssertEqual(result.dependencies.map(\.majorsBehind), [2])
        // The catalog keeps guava's releases from 32.x on: a project on 24.1 is nine majors behind, not two.
        let guava = try audit([
            "app/build.gradle": "plugins { id 'com.android.application' }\ndependencies {\n    implementation 'com.google.guava:guava:24.1-jre'\n}\n",
        ], rules: ["deps.stale-library"])
        XCTAssertEqual(guava.map(\.message), ["com.google.guava:guava 24.1-jre is 9 majors behind 33.7.1-jre"])
        // swift-syntax renumbered (509, 510, then 600 on; the catalog keeps 600 on): Threema's
        // macros on 509 are five majors behind, not ninety-four.
        let syntax = try audit([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Macros\", dependencies: [\n    .package(url: \"https://github.com/swiftlang/swift-syntax\", exact: \"509.1.1\"),\n])\n",
        ], rules: ["deps.stale-library"])
        XCTAssertEqual(syntax.map(\.message).map { $0.prefix(44) }, ["swift-syntax 509.1.1 is 5 majors behind 603."])
    }

    /// Android scales the largest bitmap it has up (blurry) and a larger one down (sharp): only a
    /// required density above every present one is a warning. Nextcloud's xxxhdpi-only
    /// backgrounds and a set missing only its small densities are notes; launcher icons warn when
    /// a density above their largest is missing (xxxhdpi too).
    func testMissingDensitiesBelowAPresentOneAreNotes() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:icon=\"@mipmap/ic_launcher\"/></manifest>")
        try tree.write("app/src/main/java/Images.kt", "val a = R.drawable.star; val b = R.drawable.background; val c = R.drawable.jingle; val d = R.mipmap.ic_launcher_pink")
        func png(_ path: String, _ side: Int) throws { try tree.write(path, bytes: PNGWriter.solidImage(width: side, height: side)) }
        for (density, side) in [("mdpi", 24), ("hdpi", 36), ("xhdpi", 48)] { try png("app/src/main/res/drawable-\(density)/star.png", side) }
        try png("app/src/main/res/drawable-xxxhdpi/background.png", 984)
        for (density, side) in [("hdpi", 96), ("xhdpi", 128), ("xxhdpi", 192)] { try png("app/src/main/res/drawable-\(density)/jingle.png", side) }
        for (density, side) in [("mdpi", 48), ("hdpi", 72), ("xhdpi", 96), ("xxhdpi", 144)] { try png("app/src/main/res/mipmap-\(density)/ic_launcher.png", side) }
        // Simple Music Player: a colour variant of the launcher icon without mdpi, scaled down: a note.
        for (density, side) in [("hdpi", 72), ("xhdpi", 96), ("xxhdpi", 144), ("xxxhdpi", 192)] { try png("app/src/main/res/mipmap-\(density)/ic_launcher_pink.png", side) }
        let findings = Auditor().run(AuditRequest(root: tree.root, jobs: 1, onlyRules: ["android.missing-density"])).findings
        let severities = Dictionary(findings.map { (String($0.path.split(separator: "/").last!.split(separator: ".")[0]), $0.severity) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(severities, ["star": .warning, "background": .note, "jingle": .note, "ic_launcher": .warning, "ic_launcher_pink": .note])
    }

    /// tasks: the names a file imports tell which `Context` it means; wildcards, member imports
    /// and static imports name no type.
    func testImportedTypesAndPackage() {
        let source = SourceText("""
            package org.tasks.sync
            import android.content.Context
            import org.tasks.time.DateFormat as TasksDateFormat
            import org.tasks.extensions.Context.is24HourOverride
            import org.acme.Config.*
            import kotlinx.coroutines.*
            fun Context.x() = Unit
            """)
        let file = ProjectFile(path: "app/src/main/java/A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let code = CodeFile(file: file, language: .kotlin, text: source)
        XCTAssertEqual(CodeSingletonFinder.importedTypes(code), ["Context": "android.content.Context", "TasksDateFormat": "org.tasks.time.DateFormat"])
        XCTAssertEqual(CodeSingletonFinder.package(of: code), "org.tasks.sync")
        XCTAssertEqual(CodeSingletonFinder.uses(in: code).map(\.base), [])
    }
}

extension AndroidPrecisionTests {
    /// Minification a build can only turn off: `getOrElse(true)`, `?: true`, and aps's
    /// `!minifySwitch.isPresent` (on unless `DISABLE_MINIFY` is set); not one that defaults off.
    func testMinifyExpressionsThatDefaultToOn() {
        XCTAssertTrue(AndroidMinifyRule.defaultsToTrue("!minifySwitch.isPresent"))
        XCTAssertTrue(AndroidMinifyRule.defaultsToTrue("providers.gradleProperty(\"minifyWithR8\").map(String::toBooleanStrict).getOrElse(true)"))
        XCTAssertFalse(AndroidMinifyRule.defaultsToTrue("minifySwitch.isPresent"))
        XCTAssertFalse(AndroidMinifyRule.defaultsToTrue("!isDebugBuild"))
        XCTAssertFalse(AndroidMinifyRule.defaultsToTrue(nil))
    }
}

extension AndroidPrecisionTests {
    /// Settings a script or plugin makes: `versionCode.set(…)` of the variant API and a negated
    /// expression are settings; a local named like one (`val versionCode = …`) is not.
    func testGradleSettingsOfTheVariantAPIAndLocals() {
        let source = SourceText("""
            val versionCode = props.getProperty("code").toInt()
            onVariants { mainOutput.versionCode.set(versionCode) }
            buildTypes { named("release") { isMinifyEnabled = !minifySwitch.isPresent } }
            """)
        let file = ProjectFile(path: "build-logic/src/main/kotlin/P.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let settings = GradleManifest.androidSettings(CodeFile(file: file, language: .kotlin, text: source))
        XCTAssertEqual(settings.map { "\($0.name) \($0.value) \($0.location.line) \($0.inRelease)" },
                       ["versionCode versionCode 2 false", "isMinifyEnabled minifySwitch 3 true"])
        XCTAssertEqual(settings.last?.expression, "!minifySwitch.isPresent")
    }
}

extension AndroidPrecisionTests {
    /// One library's artifacts at one version are one finding; the catalog's evidence ending a
    /// sentence is joined without a stray `.;` (termux's Markwon).
    func testGroupedArtifactsReadAsOneSentence() throws {
        let findings = try audit([
            "app/build.gradle": """
                plugins { id 'com.android.application' }
                dependencies {
                    implementation "io.noties.markwon:core:4.6.2"
                    implementation "io.noties.markwon:linkify:4.6.2"
                }
                """,
        ], rules: ["deps.stale-library"])
        XCTAssertEqual(findings.count, 1)
        let message = try XCTUnwrap(findings.first?.message)
        XCTAssertFalse(message.contains(".;"), message)
        XCTAssertTrue(message.hasSuffix("; also linkify (line 4), the same library at the same version"), message)
    }
}

extension AndroidPrecisionTests {
    /// AnkiDroid: a library module applies a precompiled script plugin of `buildSrc` that applies
    /// `com.android.library`; the app generates its name with `resValue`. The library is a
    /// library, its manifest is not the app's, and the app is named by its own module.
    func testConventionPluginLibrariesAndGeneratedAppNames() throws {
        let tree = try ScratchTree()
        try tree.write("settings.gradle.kts", "include(\":app\", \":lib\")\n")
        try tree.write("buildSrc/build.gradle.kts", "plugins { `kotlin-dsl` }\n")
        try tree.write("buildSrc/src/main/kotlin/acme.android.api.gradle.kts", "plugins {\n    id(\"com.android.library\")\n}\n")
        try tree.write("lib/build.gradle.kts", "plugins {\n    id(\"acme.android.api\")\n}\nandroid { namespace = \"com.acme.lib\" }\n")
        try tree.write("lib/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:allowBackup=\"true\" android:label=\"@string/app_name\"/></manifest>\n")
        try tree.write("lib/src/main/res/values/strings.xml", "<resources><string name=\"app_name\">LibDemo</string></resources>\n")
        try tree.write("app/build.gradle", """
            plugins { id 'com.android.application' }
            android {
                defaultConfig {
                    applicationId "com.acme.notes"
                    resValue "string", "app_name", "Notes"
                }
            }
            """)
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:allowBackup=\"false\" android:label=\"@string/app_name\"/></manifest>\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(result.structure?.modules.first { $0.path == "lib" }?.kind, .library)
        XCTAssertEqual(result.findings.filter { $0.ruleId.hasPrefix("release.android.package-name") || $0.ruleId == "release.android.allow-backup" }.map(\.path), [])
        XCTAssertEqual(result.displayName, "Notes")
    }
}

extension AndroidPrecisionTests {
    /// FlorisBoard: modules apply their plugins through the version catalog
    /// (`alias(libs.plugins.agp.application)`); the catalog's IDs say what each builds, so a
    /// benchmark module's `targetSdk` is no app's, and the app module's is the one checked.
    func testPluginsAppliedThroughTheCatalogGiveTheModuleKind() throws {
        let tree = try ScratchTree()
        try tree.write("settings.gradle.kts", "include(\":app\")\ninclude(\":benchmark\")\n")
        try tree.write("gradle/libs.versions.toml", """
            [versions]
            agp = "8.7.0"
            [plugins]
            agp-application = { id = "com.android.application", version.ref = "agp" }
            agp-test = { id = "com.android.test", version.ref = "agp" }
            """)
        try tree.write("app/build.gradle.kts", """
            plugins {
                alias(libs.plugins.agp.application)
            }
            android { defaultConfig { applicationId = "com.acme.keys"; targetSdk = 36 } }
            """)
        try tree.write("benchmark/build.gradle.kts", """
            plugins {
                alias(libs.plugins.agp.test)
            }
            android { defaultConfig { targetSdk = 34 } }
            """)
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:allowBackup=\"false\"/></manifest>\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(result.structure?.modules.map { "\($0.path) \($0.kind.map { "\($0)" } ?? "-")" }, ["app application", "benchmark test"])
        XCTAssertEqual(result.findings.filter { $0.ruleId == "release.android.target-sdk" }.map(\.path), [])
    }
}

extension AndroidPrecisionTests {
    /// RedReader, Shuttle, Briar: a `public static` field nothing in its file writes is a constant
    /// that lacks `final`: a note saying so. One the file writes stays a warning.
    func testAPublicStaticNothingWritesIsANote() throws {
        let findings = try audit([
            "app/src/main/AndroidManifest.xml": "<manifest package=\"com.acme\"/>",
            "app/src/main/java/com/acme/Store.java": """
                public class Store {
                    public static int DB_VERSION = 1;
                    public static String lastQuery;
                    public static int count;
                    static void remember(String query) { lastQuery = query; count++; }
                    static boolean same(int version) { return version == DB_VERSION; }
                }
                """,
        ], rules: ["arch.global-mutable-state"])
        XCTAssertEqual(findings.map { "\($0.severity.rawValue) \($0.message)" }, [
            "note public static field DB_VERSION is not final, though nothing in its file writes it: make it final (another file may write it)",
            "warning public static field lastQuery is global mutable state; make it final or private",
            "warning public static field count is global mutable state; make it final or private",
        ])
    }
}

extension AndroidPrecisionTests {
    /// GPSLogger: the debug build type generates the name first, as an alias of a debug string;
    /// the release build's alias is the app's name. ODK Collect: a release-like signing config
    /// with the SDK's debug keystore and its published `android` passwords holds no secret.
    func testReleaseNameFromGeneratedAliasAndPublicDebugPasswords() throws {
        let tree = try ScratchTree()
        try tree.write("app/build.gradle", """
            plugins { id 'com.android.application' }
            android {
                signingConfigs {
                    selfSignedRelease {
                        storeFile file('../debug.keystore')
                        storePassword 'android'
                        keyAlias 'androiddebugkey'
                        keyPassword 'android'
                    }
                }
                defaultConfig { applicationId "com.acme.trailmapper" }
                buildTypes {
                    getByName("debug") { resValue "string", "app_name", "@string/app_name_dev" }
                    release { resValue "string", "app_name", "@string/app_name_release" }
                }
            }
            """)
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:allowBackup=\"false\" android:label=\"@string/app_name\"/></manifest>\n")
        try tree.write("app/src/main/res/values/strings.xml", "<resources><string name=\"app_name_dev\">TM Dev Build</string><string name=\"app_name_release\">TrailMapper</string></resources>\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        XCTAssertEqual(result.findings.filter { $0.ruleId == "release.android.package-name" || $0.ruleId == "release.android.signing-secrets" }.map(\.message), [])
        XCTAssertEqual(result.displayName, "TrailMapper")
    }
}

extension AndroidPrecisionTests {
    /// Plaid: `test_shared` is a module the app's modules add for tests only
    /// (`testImplementation project(':test_shared')`); what it declares, with `implementation`,
    /// never ships: a note that says so, not a warning.
    func testDependenciesOfATestOnlyModuleAreNotes() throws {
        let tree = try ScratchTree()
        try tree.write("settings.gradle", "include ':app', ':test_shared'\n")
        try tree.write("app/build.gradle", """
            plugins { id 'com.android.application' }
            android { defaultConfig { applicationId "com.acme.shop" } }
            dependencies {
                testImplementation project(':test_shared')
            }
            """)
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:allowBackup=\"false\"/></manifest>\n")
        try tree.write("test_shared/build.gradle", """
            plugins { id 'com.android.library' }
            dependencies {
                implementation "org.jetbrains.kotlin:kotlin-stdlib-jdk7:1.3.50"
            }
            """)
        let found = Auditor().run(AuditRequest(root: tree.root)).findings.filter { $0.ruleId == "deps.stale-library" }
        XCTAssertEqual(found.map(\.severity), [.note], "\(found.map(\.message))")
        XCTAssertTrue(found.first?.message.hasSuffix("(declared by test_shared, a module only tests or debug builds use; the release build does not carry it)") == true, "\(found.map(\.message))")
    }
}

extension AndroidPrecisionTests {
    /// LeafPic: a dialog layout nothing inflates holds "Dialog title…"; PSLab: a menu nothing
    /// inflates. Their texts and colours are never shown: only `android.unused-resource` reports
    /// them. A layout the app inflates keeps its findings.
    func testUnusedLayoutsAndMenusHaveNoTextOrColourFindings() throws {
        let tree = try ScratchTree()
        try tree.write("app/build.gradle", "plugins { id 'com.android.application' }\nandroid { defaultConfig { applicationId \"com.acme.gallery\" } }\n")
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:allowBackup=\"false\"><activity android:name=\".MainActivity\"/></application></manifest>\n")
        try tree.write("app/src/main/java/com/acme/gallery/MainActivity.java", """
            package com.acme.gallery;
            public class MainActivity extends android.app.Activity {
                @Override protected void onCreate(android.os.Bundle state) { super.onCreate(state); setContentView(R.layout.activity_main); }
            }
            """)
        let textView = { (text: String) in
            "<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" android:text=\"\(text)\" android:textColor=\"#ff0000\"/>\n"
        }
        try tree.write("app/src/main/res/layout/activity_main.xml", textView("Your albums"))
        try tree.write("app/src/main/res/layout/dialog_list_progress.xml", textView("Dialog title"))
        try tree.write("app/src/main/res/layout-land/dialog_list_progress.xml", textView("Dialog title"))
        try tree.write("app/src/main/res/menu/menu_old.xml", "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/old\" android:title=\"Export everything\"/></menu>\n")
        try tree.write("app/src/main/res/xml/experiments_settings.xml", "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\"><Preference android:key=\"x\" android:title=\"Try experiments\"/></PreferenceScreen>\n")
        let result = Auditor().run(AuditRequest(root: tree.root))
        let shown = result.findings.filter { $0.ruleId == "android.hardcoded-text" || $0.ruleId == "android.hardcoded-color" }
        XCTAssertEqual(Set(shown.map(\.path)), ["app/src/main/res/layout/activity_main.xml"], "\(shown.map { "\($0.path): \($0.message)" })")
        XCTAssertEqual(shown.count, 2)
        let unused = result.findings.filter { $0.ruleId == "android.unused-resource" }.map(\.message)
        XCTAssertTrue(unused.contains { $0.hasPrefix("layout 'dialog_list_progress' is never used") }, "\(unused)")
        XCTAssertTrue(unused.contains { $0.hasPrefix("menu 'menu_old' is never used") }, "\(unused)")
        XCTAssertTrue(unused.contains { $0.hasPrefix("xml 'experiments_settings' is never used") }, "\(unused)")
        XCTAssertEqual(RulePlan.layoutOrMenuKey("app/src/main/res/layout-land/main.xml"), ResourceKey(type: "layout", name: "main"))
        XCTAssertNil(RulePlan.layoutOrMenuKey("app/src/main/res/values/strings.xml"))
    }
}

extension AndroidPrecisionTests {
    /// GPSLogger: a 512 px bitmap alone in drawable-mdpi is 512dp, far larger than it is drawn:
    /// scaled up it stays sharp (a note saying where it belongs); a 64 px icon alone in mdpi
    /// is blurred on denser screens (a warning).
    func testALargeLoneBitmapIsANote() throws {
        let tree = try ScratchTree()
        try tree.write("app/build.gradle", "plugins { id 'com.android.application' }\n")
        try tree.write("app/src/main/res/drawable-mdpi/translate.png", bytes: PNGWriter.solidImage(width: 512, height: 512))
        try tree.write("app/src/main/res/drawable-mdpi/helpfaq.png", bytes: PNGWriter.solidImage(width: 64, height: 64))
        try tree.write("app/src/main/res/layout/row.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageView android:src="@drawable/translate" android:layout_width="25dp" android:layout_height="25dp" />
                <ImageView android:src="@drawable/helpfaq" android:layout_width="24dp" android:layout_height="24dp" />
            </LinearLayout>
            """)
        try tree.write("app/src/main/java/com/acme/Row.kt", "package com.acme\nval row = R.layout.row\n")
        let found = Auditor().run(AuditRequest(root: tree.root)).findings.filter { $0.ruleId == "android.missing-density" }
        XCTAssertEqual(found.map { "\($0.severity.rawValue): \($0.message)" }, [
            "warning: Image helpfaq is missing from drawable-hdpi, drawable-xhdpi, drawable-xxhdpi, drawable-xxxhdpi (present in mdpi)",
            "note: Image translate is missing from drawable-hdpi, drawable-xhdpi, drawable-xxhdpi, drawable-xxxhdpi (present in mdpi); its 512×512 bitmap is 512dp at mdpi, larger than it is likely drawn, so scaling it up blurs nothing but costs memory on denser screens: move it to drawable-nodpi at the size it is shown",
        ])
    }
}

extension AndroidPrecisionTests {
    /// OpenKeychain: `status_96dp` is 96 px at mdpi and 192 px at xhdpi, but 128 px at hdpi and
    /// 256 px at xxhdpi: the name says which pair is right.
    func testAResourceNameThatStatesItsSizeDecidesTheMismatch() throws {
        let tree = try ScratchTree()
        try tree.write("app/build.gradle", "plugins { id 'com.android.application' }\n")
        for (density, side) in [("mdpi", 96), ("hdpi", 128), ("xhdpi", 192), ("xxhdpi", 256)] {
            try tree.write("app/src/main/res/drawable-\(density)/status_96dp.png", bytes: PNGWriter.solidImage(width: side, height: side))
        }
        try tree.write("app/src/main/java/com/acme/Status.kt", "package com.acme\nval icon = R.drawable.status_96dp\n")
        let found = Auditor().run(AuditRequest(root: tree.root)).findings.filter { $0.ruleId == "android.density-size-mismatch" }
        XCTAssertEqual(found.map(\.path).sorted(), ["app/src/main/res/drawable-hdpi/status_96dp.png", "app/src/main/res/drawable-xxhdpi/status_96dp.png"])
        XCTAssertEqual(DensitySizeMismatchRule.statedDP("ic_key_96dp"), 96)
        XCTAssertNil(DensitySizeMismatchRule.statedDP("ic_dp_key"))
    }
}

extension AndroidPrecisionTests {
    /// AppFlowy: each Flutter package of the repository keeps an example app
    /// (`packages/popover/example/android/app`, a Gradle build of its own) beside the app; Rainbow
    /// vendors a chart library with its `Example/android`. The examples are tooling, their
    /// dependencies notes; the package's own Android module, part of the app, stays app.
    func testExampleAppsInPackageFoldersAreTooling() throws {
        let app = "plugins { id 'com.android.application' }\ndependencies { implementation 'com.android.support:multidex:1.0.3' }\n"
        let files: [String: String] = [
            "frontend/android/settings.gradle": "include ':app'\n",
            "frontend/android/app/build.gradle": app,
            "frontend/android/app/src/main/AndroidManifest.xml": "<manifest />\n",
            "frontend/packages/backend/android/build.gradle": "plugins { id 'com.android.library' }\n",
            "frontend/packages/popover/example/android/settings.gradle": "include ':app'\n",
            "frontend/packages/popover/example/android/build.gradle": "buildscript { repositories { jcenter() } }\n",
            "frontend/packages/popover/example/android/app/build.gradle": app,
            "frontend/packages/popover/example/android/app/src/main/AndroidManifest.xml":
                "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:icon=\"@mipmap/ic_launcher\" /></manifest>\n",
            // Left over in the app, named only by the example's own manifest (Rainbow's).
            "frontend/android/app/src/main/res/mipmap-xhdpi/ic_launcher.png": "png",
        ]
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        let result = Auditor().run(AuditRequest(root: tree.root, jobs: 1, onlyRules: ["deps.deprecated-library", "deps.jcenter", "android.unused-resource"]))
        let structure = try XCTUnwrap(result.structure)
        XCTAssertEqual(structure.toolPackages, ["frontend/packages/popover/example/android"], "the example's own build")
        XCTAssertEqual(structure.role(of: "frontend/packages/popover/example/android/build.gradle"), .tooling)
        let roles = Dictionary(uniqueKeysWithValues: structure.modules.map { ($0.path, $0.role) })
        XCTAssertEqual(roles["frontend/android/app"], .app)
        XCTAssertEqual(roles["frontend/packages/backend/android"], .app)
        XCTAssertEqual(roles["frontend/packages/popover/example/android/app"], .tooling)
        let deprecated = result.findings.filter { $0.ruleId == "deps.deprecated-library" }.sorted { $0.path < $1.path }
        XCTAssertEqual(deprecated.map(\.path), ["frontend/android/app/build.gradle", "frontend/packages/popover/example/android/app/build.gradle"])
        XCTAssertEqual(deprecated.map(\.severity), [.error, .note], "\(deprecated.map(\.message))")
        XCTAssertEqual(result.findings.filter { $0.ruleId == "android.unused-resource" }.map(\.path), ["frontend/android/app/src/main/res/mipmap-xhdpi/ic_launcher.png"],
                       "what the example's build names is not the app's")
        let jcenter = result.findings.filter { $0.ruleId == "deps.jcenter" }
        XCTAssertEqual(jcenter.map(\.severity), [.note], "\(jcenter.map(\.message))")
    }
}

extension AndroidPrecisionTests {
    /// Top-level Kotlin `var`s are found past the blocks and parentheses the walk passes over to
    /// their partners; where the brackets do not nest (a stray `(` in a function) the walk reads
    /// token by token, as it always did: the `(` left open hides what follows.
    func testTopLevelKotlinVarsPastNestedBlocksWhetherTheBracketsNestOrNot() throws {
        for stray in ["", "("] {
            let findings = try audit([
                "app/src/main/AndroidManifest.xml": "<manifest package=\"com.acme\"/>",
                "app/src/main/java/com/acme/State.kt": """
                    var first = 0
                    class Holder(val size: Int = listOf(1, 2).sum()) {
                        var inside = 1
                        fun f(block: () -> Unit = { var local = 2 }) { if (true) { var deeper = 3 } }
                    }
                    fun g(x: Int) { val y = x\(stray) }
                    var second: String? = null
                    object Registry { var members = mutableListOf<String>() }
                    """,
            ], rules: ["arch.global-mutable-state"])
            let expected = stray.isEmpty ? ["first", "second"] : ["first"]
            XCTAssertEqual(findings.map(\.message), expected.map { "Top-level var \($0) is global mutable state" }, stray)
        }
    }
}
