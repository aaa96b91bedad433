@testable import AppHealthKit
import Yams
import XCTest

/// Every way a Gradle or CocoaPods/SwiftPM project declares a dependency, each as a small tree
/// written here (issue 16, part A).
final class DeclarationTests: XCTestCase {
    private func project(_ files: [String: String]) throws -> ProjectModel {
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        let discovered = FileDiscovery().discover(root: tree.root)
        var model = ProjectModel(tree: discovered)
        let analyzer = FileAnalyzer(xmlRules: [], codeRules: [], swiftRules: [], parser: XMLFileParser())
        for file in discovered.files { if let manifest = analyzer.analyze(file).dependencyManifest { model.dependencyManifests.append(manifest) } }
        model.dependencies = DependencyGraph(model.dependencyManifests)
        return model
    }

    /// `ecosystem name version-or-requirement path:line`
    private func table(_ model: ProjectModel) -> [String] {
        model.dependencies.dependencies.map {
            "\($0.dependency.ecosystem.rawValue) \($0.dependency.name) \($0.version ?? $0.dependency.requirement ?? "-") \($0.dependency.path):\($0.dependency.location.line)"
                + ($0.dependency.isUnpinned && !$0.locked ? " unpinned" : "")
        }
    }

    func testPluginsBlocksCatalogPluginsAndBuildscriptClasspath() throws {
        let model = try project([
            "build.gradle": """
                buildscript {
                    ext.agp = '7.4.2'
                    dependencies {
                        classpath "com.android.tools.build:gradle:$agp"
                        classpath 'org.jetbrains.kotlin:kotlin-gradle-plugin:1.8.22'
                    }
                }
                plugins {
                    id 'com.google.gms.google-services' version '4.4.0' apply false
                    id 'com.android.library'
                }
                """,
            "settings.gradle.kts": """
                pluginManagement {
                    plugins {
                        id("com.google.dagger.hilt.android") version "2.50"
                        kotlin("android") version "1.9.22"
                    }
                }
                """,
            "gradle/libs.versions.toml": """
                [versions]
                agp = "8.2.2"
                [plugins]
                android-application = { id = "com.android.application", version.ref = "agp" }
                detekt = "io.gitlab.arturbosch.detekt:1.23.4"
                convention-library = { id = "acme.android.library" }
                """,
            "app/build.gradle.kts": """
                plugins {
                    alias(libs.plugins.android.application)
                    alias(libs.plugins.detekt)
                    alias(libs.plugins.convention.library)
                    id("org.jetbrains.kotlin.plugin.serialization").version("1.9.22")
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "gradle-plugin com.android.application 8.2.2 app/build.gradle.kts:2",
            "gradle-plugin io.gitlab.arturbosch.detekt 1.23.4 app/build.gradle.kts:3",
            "gradle-plugin org.jetbrains.kotlin.plugin.serialization 1.9.22 app/build.gradle.kts:5",
            "maven com.android.tools.build:gradle 7.4.2 build.gradle:4",
            "maven org.jetbrains.kotlin:kotlin-gradle-plugin 1.8.22 build.gradle:5",
            "gradle-plugin com.google.gms.google-services 4.4.0 build.gradle:9",
            "gradle-plugin com.google.dagger.hilt.android 2.50 settings.gradle.kts:3",
            "gradle-plugin org.jetbrains.kotlin.android 1.9.22 settings.gradle.kts:4",
        ].sortedByPathAndLine())
    }

    func testBuildSrcConstantsNestedObjectsAndTemplates() throws {
        let model = try project([
            "buildSrc/src/main/kotlin/Dependencies.kt": """
                object Versions {
                    const val retrofit = "2.9.0"
                    const val lifecycle = "2.6.2"
                }
                private const val kotlinVersion = "1.9.22"
                object Libs {
                    const val retrofit = "com.squareup.retrofit2:retrofit:${Versions.retrofit}"
                    val kotlinStdlib = "org.jetbrains.kotlin:kotlin-stdlib:$kotlinVersion"
                    object AndroidX {
                        private const val version = "1.6.1"
                        const val appcompat = "androidx.appcompat:appcompat:$version"
                        object Lifecycle {
                            const val viewModel = "androidx.lifecycle:lifecycle-viewmodel-ktx:${Versions.lifecycle}"
                        }
                    }
                    fun helper(): String { val local = "not:a:constant"; return local }
                }
                """,
            "app/build.gradle.kts": """
                dependencies {
                    implementation(Libs.retrofit)
                    implementation(Libs.kotlinStdlib)
                    implementation(Libs.AndroidX.appcompat)
                    kapt(Libs.AndroidX.Lifecycle.viewModel)
                    implementation(Libs.Missing.thing)
                    implementation(projects.core.common)
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "maven com.squareup.retrofit2:retrofit 2.9.0 app/build.gradle.kts:2",
            "maven org.jetbrains.kotlin:kotlin-stdlib 1.9.22 app/build.gradle.kts:3",
            "maven androidx.appcompat:appcompat 1.6.1 app/build.gradle.kts:4",
            "maven androidx.lifecycle:lifecycle-viewmodel-ktx 2.6.2 app/build.gradle.kts:5",
        ])
        XCTAssertEqual(model.dependencies.unresolved.map { "\($0.symbol) \($0.kind.rawValue)" }, ["Libs.Missing.thing buildSrc constants"])
    }

    func testGroovyDependencyMapsAppliedFromAnotherFile() throws {
        let model = try project([
            "build.gradle": "apply from: 'dependencies.gradle'\n",
            "dependencies.gradle": """
                ext {
                    versions = [
                        support: '27.1.1',
                        retrofit: '2.3.0',
                    ]
                    deps = [
                        retrofit: [
                            core: "com.squareup.retrofit2:retrofit:${versions.retrofit}",
                            gson: "com.squareup.retrofit2:converter-gson:$versions.retrofit",
                        ],
                        appcompat: "com.android.support:appcompat-v7:${rootProject.ext.versions.support}",
                        timber: 'com.jakewharton.timber:timber:4.7.1',
                    ]
                }
                def build = [:]
                build.gson = 'com.google.code.gson:gson:2.8.2'
                ext.build = build
                """,
            "app/build.gradle": """
                dependencies {
                    implementation deps.retrofit.core
                    implementation rootProject.ext.deps.retrofit.gson
                    compile deps.appcompat
                    implementation rootProject.deps.timber
                    implementation build.gson
                    implementation "com.squareup.okhttp3:okhttp:${versions.okhttp}"
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "maven com.squareup.retrofit2:retrofit 2.3.0 app/build.gradle:2",
            "maven com.squareup.retrofit2:converter-gson 2.3.0 app/build.gradle:3",
            "maven com.android.support:appcompat-v7 27.1.1 app/build.gradle:4",
            "maven com.jakewharton.timber:timber 4.7.1 app/build.gradle:5",
            "maven com.google.code.gson:gson 2.8.2 app/build.gradle:6",
            "maven com.squareup.okhttp3:okhttp ${versions.okhttp} app/build.gradle:7",
        ])
        XCTAssertEqual(model.dependencies.unresolved.map(\.kind), [.versionVariable])
    }

    /// architecture-components-samples' versions.gradle and Android-CleanArchitecture's
    /// `def testDependencies = rootProject.ext.dataTestDependencies`: maps built piecewise and aliased.
    func testGroovyMapsBuiltPiecewiseAndAliased() throws {
        let model = try project([
            "versions.gradle": """
                ext.deps = [:]
                def versions = [:]
                versions.activity = '1.6.1'
                ext.versions = versions
                def deps = [:]
                def activity = [:]
                activity.activity_ktx = "androidx.activity:activity-ktx:$versions.activity"
                deps.activity = activity
                deps.app_compat = "androidx.appcompat:appcompat:1.5.1"
                ext.deps = deps
                """,
            "buildsystem/dependencies.gradle": """
                ext {
                    jUnitVersion = '4.12'
                    dataTestDependencies = [
                        junit: "junit:junit:${jUnitVersion}",
                    ]
                }
                """,
            "app/build.gradle": """
                dependencies {
                    def testDependencies = rootProject.ext.dataTestDependencies
                    implementation deps.activity.activity_ktx
                    implementation deps.app_compat
                    testImplementation testDependencies.junit
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "maven androidx.activity:activity-ktx 1.6.1 app/build.gradle:3",
            "maven androidx.appcompat:appcompat 1.5.1 app/build.gradle:4",
            "maven junit:junit 4.12 app/build.gradle:5",
        ])
        XCTAssertEqual(model.dependencies.unresolved.count, 0)
    }

    func testBOMsManageVersionsAndKotlinHelpers() throws {
        let model = try project([
            "gradle.properties": "coroutinesVersion=1.7.3\n",
            "app/build.gradle.kts": """
                plugins { kotlin("android") version "1.9.22" }
                dependencies {
                    implementation(platform("com.google.firebase:firebase-bom:32.7.0"))
                    implementation("com.google.firebase:firebase-analytics-ktx")
                    implementation(enforcedPlatform("androidx.compose:compose-bom:2024.02.00"))
                    implementation("androidx.compose.ui:ui")
                    implementation(kotlin("stdlib-jdk8"))
                    implementation(kotlin("reflect", "1.9.0"))
                    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:${property("coroutinesVersion")}")
                    implementation("com.example:orphan")
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "gradle-plugin org.jetbrains.kotlin.android 1.9.22 app/build.gradle.kts:1",
            "maven com.google.firebase:firebase-bom 32.7.0 app/build.gradle.kts:3",
            "maven com.google.firebase:firebase-analytics-ktx managed by BOM com.google.firebase:firebase-bom:32.7.0 app/build.gradle.kts:4",
            "maven androidx.compose:compose-bom 2024.02.00 app/build.gradle.kts:5",
            "maven androidx.compose.ui:ui managed by BOM androidx.compose:compose-bom:2024.02.00 app/build.gradle.kts:6",
            "maven org.jetbrains.kotlin:kotlin-stdlib-jdk8 1.9.22 app/build.gradle.kts:7",
            "maven org.jetbrains.kotlin:kotlin-reflect 1.9.0 app/build.gradle.kts:8",
            "maven org.jetbrains.kotlinx:kotlinx-coroutines-android 1.7.3 app/build.gradle.kts:9",
            "maven com.example:orphan no version (set elsewhere: a BOM, a resolution strategy or a plugin) app/build.gradle.kts:10",
        ])
        XCTAssertTrue(model.dependencies.dependencies.allSatisfy { !($0.dependency.requirement ?? "x").isEmpty })
    }

    func testRefreshVersionsPlaceholdersReadVersionsProperties() throws {
        let model = try project([
            "versions.properties": """
                #### Generated by `./gradlew refreshVersions`
                plugin.android=8.2.0
                ## # available=8.3.0-alpha01
                version.kotlin=1.9.22
                version.okhttp3=4.12.0
                version.androidx.core=1.12.0
                version.kotlinx.coroutines=1.7.3
                version.com.example.widgets..widget-core=3.1.0
                """,
            "build.gradle.kts": """
                buildscript {
                    dependencies { classpath("com.android.tools.build:gradle:_") }
                }
                """,
            "app/build.gradle": """
                plugins { id 'com.android.application' version '_' }
                dependencies {
                    implementation "org.jetbrains.kotlin:kotlin-stdlib:_"
                    implementation "com.squareup.okhttp3:logging-interceptor:_"
                    implementation "androidx.core:core-ktx:_"
                    implementation "org.jetbrains.kotlinx:kotlinx-coroutines-android:_"
                    implementation "com.example.widgets:widget-core:_"
                    implementation "com.example:unlisted:_"
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "gradle-plugin com.android.application 8.2.0 app/build.gradle:1",
            "maven org.jetbrains.kotlin:kotlin-stdlib 1.9.22 app/build.gradle:3",
            "maven com.squareup.okhttp3:logging-interceptor 4.12.0 app/build.gradle:4",
            "maven androidx.core:core-ktx 1.12.0 app/build.gradle:5",
            "maven org.jetbrains.kotlinx:kotlinx-coroutines-android 1.7.3 app/build.gradle:6",
            "maven com.example.widgets:widget-core 3.1.0 app/build.gradle:7",
            "maven com.example:unlisted managed by refreshVersions (no versions.properties entry found) app/build.gradle:8",
            "maven com.android.tools.build:gradle 8.2.0 build.gradle.kts:2",
        ])
        XCTAssertFalse(model.dependencies.dependencies.contains { $0.version == "_" }, "the placeholder is never a version")
    }

    func testRefreshVersionsPlaceholderWithoutVersionsPropertiesSaysWhoManagesIt() throws {
        let model = try project(["build.gradle.kts": "dependencies {\n    implementation(\"com.squareup.okhttp3:okhttp:_\")\n}\n"])
        XCTAssertEqual(table(model), ["maven com.squareup.okhttp3:okhttp managed by refreshVersions (no versions.properties entry found) build.gradle.kts:2"])
    }

    func testXcodeGenPackagesAreSwiftPackagesOfTheGeneratedProject() throws {
        let model = try project([
            "project.yml": """
                name: Reader
                packages:
                  Defaults:
                    url: https://github.com/example/Defaults
                    majorVersion: 8.2.0
                  Pinned:
                    url: https://github.com/example/Pinned.git
                    exactVersion: 1.4.2
                  Edge:
                    url: https://github.com/example/Edge
                    branch: main
                  Local:
                    path: Packages/Local
                targets:
                  Reader:
                    type: application
                    platform: iOS
                    sources: [Reader]
                """,
        ])
        XCTAssertEqual(table(model), [
            "swiftpm defaults from 8.2.0 up to next major project.yml:3",
            "swiftpm pinned 1.4.2 project.yml:6",
            "swiftpm edge branch main project.yml:9 unpinned",
        ])
        XCTAssertTrue(model.dependencies.missingLockfiles.isEmpty, "the generated project is not committed; no lockfile is demanded")
    }

    func testAYAMLFileThatIsNotAnXcodeGenSpecDeclaresNothing() throws {
        let model = try project(["project.yml": "packages:\n  Defaults:\n    url: https://github.com/example/Defaults\n    from: 1.0.0\n"])
        XCTAssertEqual(table(model), [])
    }

    func testConventionPluginsReadTheCatalogThroughItsAPI() throws {
        let model = try project([
            "gradle/libs.versions.toml": """
                [versions]
                room = "2.6.1"
                [libraries]
                room-runtime = { module = "androidx.room:room-runtime", version.ref = "room" }
                room-compiler = { module = "androidx.room:room-compiler", version.ref = "room" }
                [plugins]
                ksp = { id = "com.google.devtools.ksp", version = "2.0.21-1.0.28" }
                """,
            "build-logic/convention/src/main/kotlin/RoomConventionPlugin.kt": """
                class RoomConventionPlugin : Plugin<Project> {
                    override fun apply(target: Project) {
                        with(target) {
                            pluginManager.apply(libs.findPlugin("ksp").get().get().pluginId)
                            dependencies {
                                "implementation"(libs.findLibrary("room.runtime").get())
                                "ksp"(libs.findLibrary("room-compiler").get())
                                "implementation"(libs.findLibrary("not-in-the-catalog").get())
                            }
                        }
                    }
                }
                """,
        ])
        let rows = table(model).filter { $0.contains("RoomConventionPlugin") }
        XCTAssertEqual(rows, [
            "gradle-plugin com.google.devtools.ksp 2.0.21-1.0.28 build-logic/convention/src/main/kotlin/RoomConventionPlugin.kt:4",
            "maven androidx.room:room-runtime 2.6.1 build-logic/convention/src/main/kotlin/RoomConventionPlugin.kt:6",
            "maven androidx.room:room-compiler 2.6.1 build-logic/convention/src/main/kotlin/RoomConventionPlugin.kt:7",
        ])
        XCTAssertEqual(model.dependencies.unresolved.map(\.symbol), ["libs.not.in.the.catalog"])
    }

    func testBundlesAndCatalogsCreatedInSettings() throws {
        let model = try project([
            "settings.gradle.kts": """
                dependencyResolutionManagement {
                    versionCatalogs {
                        create("deps") { from(files("gradle/dependencies.toml")) }
                    }
                }
                """,
            "gradle/libs.versions.toml": """
                [libraries]
                retrofit = "com.squareup.retrofit2:retrofit:2.11.0"
                moshi = "com.squareup.moshi:moshi:1.15.1"
                [bundles]
                network = ["retrofit", "moshi"]
                """,
            "gradle/dependencies.toml": """
                [libraries]
                timber = "com.jakewharton.timber:timber:5.0.1"
                """,
            "app/build.gradle.kts": """
                dependencies {
                    implementation(libs.bundles.network)
                    implementation(deps.timber)
                    implementation(libs.nothing.here)
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "maven com.squareup.moshi:moshi 1.15.1 app/build.gradle.kts:2",
            "maven com.squareup.retrofit2:retrofit 2.11.0 app/build.gradle.kts:2",
            "maven com.jakewharton.timber:timber 5.0.1 app/build.gradle.kts:3",
        ])
        XCTAssertEqual(model.dependencies.unresolved.map { "\($0.symbol) \($0.kind.rawValue)" }, ["libs.nothing.here version catalog accessors"])
    }

    func testAnyConfigurationAndHelpersWithCompleteCoordinates() throws {
        let model = try project([
            "app/build.gradle": """
                def lifecycle_version = "2.6.2"
                dependencies {
                    kapt "com.google.dagger:dagger-compiler:2.50"
                    ksp("androidx.room:room-compiler:2.6.1")
                    annotationProcessor 'com.github.bumptech.glide:compiler:4.16.0'
                    androidTestUtil 'androidx.test:orchestrator:1.4.2'
                    detektPlugins "io.gitlab.arturbosch.detekt:detekt-formatting:1.23.4"
                    wearApp project(':wear')
                    myCustomConfig "com.example:custom:1.0.0"
                    add("anotherConfig", "com.example:added:2.0.0")
                    addLifecycle("androidx.lifecycle:lifecycle-runtime:$lifecycle_version")
                    implementation('com.squareup.okhttp3:okhttp:3.12.0') { exclude group: 'com.squareup.okio', module: 'okio' }
                    // A version joined on (Kickstarter's Espresso).
                    androidTestImplementation 'androidx.test.espresso:espresso-core:' + lifecycle_version
                    // Component rules (Amaze File Manager): no declarations.
                    modules {
                        module("org.bouncycastle:bcprov-jdk15on") { replacedBy("org.bouncycastle:bcprov-jdk18on") }
                        module("org.bouncycastle:bcpkix-jdk15on") {
                            replacedBy("org.bouncycastle:bcpkix-jdk18on", "the jdk18on build")
                        }
                    }
                    // Versions for modules something else brings in (cwa-app-android): no declarations.
                    constraints {
                        implementation(libs.kotlin.stdlib.jdk7) { because("part of kotlin-stdlib") }
                        implementation("org.jetbrains.kotlin:kotlin-stdlib-jdk8:1.8.0")
                    }
                }
                android { defaultConfig { testInstrumentationRunner "androidx.test.runner:AndroidJUnitRunner" } }
                """,
        ])
        XCTAssertEqual(table(model), [
            "maven com.google.dagger:dagger-compiler 2.50 app/build.gradle:3",
            "maven androidx.room:room-compiler 2.6.1 app/build.gradle:4",
            "maven com.github.bumptech.glide:compiler 4.16.0 app/build.gradle:5",
            "maven androidx.test:orchestrator 1.4.2 app/build.gradle:6",
            "maven io.gitlab.arturbosch.detekt:detekt-formatting 1.23.4 app/build.gradle:7",
            "maven com.example:custom 1.0.0 app/build.gradle:9",
            "maven com.example:added 2.0.0 app/build.gradle:10",
            "maven androidx.lifecycle:lifecycle-runtime 2.6.2 app/build.gradle:11",
            "maven com.squareup.okhttp3:okhttp 3.12.0 app/build.gradle:12",
            "maven androidx.test.espresso:espresso-core 2.6.2 app/build.gradle:14",
        ])
    }

    func testMavenRangesAreUnpinnedAndJudgedByTheirUpperBound() throws {
        let model = try project([
            "app/build.gradle": """
                dependencies {
                    implementation 'com.squareup.okhttp3:okhttp:[3.0,4.0)'
                    implementation 'com.google.code.gson:gson:(,2.8.9]'
                    implementation 'junit:junit:[4.13.2]'
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "maven com.squareup.okhttp3:okhttp [3.0,4.0) app/build.gradle:2 unpinned",
            "maven com.google.code.gson:gson (,2.8.9] app/build.gradle:3 unpinned",
            "maven junit:junit 4.13.2 app/build.gradle:4",
        ])
        XCTAssertEqual(MavenRange("[3.0,4.0)")?.highestMajor, 3)
        XCTAssertEqual(MavenRange("(,2.8.9]")?.highestMajor, 2)
        XCTAssertNil(MavenRange("[1.0,)")?.highestMajor)
        XCTAssertEqual(MavenRange("[1.2]")?.exact, "1.2")
        XCTAssertNil(MavenRange("1.2"))
    }

    func testPodfileLockNextToThePodfileWinsAndSwiftPMRequirementsStayRequirements() throws {
        let model = try project([
            "Podfile": "pod 'Alamofire', '~> 4.7'\npod 'LocalKit', :path => 'LocalKit'\n",
            "Podfile.lock": "PODS:\n  - Alamofire (5.9.1)\n",
            "LocalKit/Example/Podfile": "pod 'Alamofire', '~> 5.0'\n",
            "LocalKit/Example/Podfile.lock": "PODS:\n  - Alamofire (5.0.0)\n",
            "Kit/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", dependencies: [
                    .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.3.0"),
                    .package(url: "https://github.com/onevcat/Kingfisher.git", .upToNextMinor(from: "7.1.0")),
                ])
                """,
        ])
        XCTAssertEqual(table(model), [
            "swiftpm alamofire from 5.3.0 up to next major Kit/Package.swift:4",
            "swiftpm kingfisher from 7.1.0 up to next minor Kit/Package.swift:5",
            "cocoapods Alamofire 5.0.0 LocalKit/Example/Podfile:1",
            "cocoapods Alamofire 5.9.1 Podfile:1",
        ])
        let rule = LockfileMismatchRule(options: RuleOptions())
        var withCatalog = model
        withCatalog.catalog = try LibraryCatalog.bundled()
        XCTAssertEqual(rule.check(withCatalog).map { "\($0.path):\($0.line) \($0.message)" },
                       ["Podfile:1 Alamofire requires '~> 4.7' but the lockfile pins 5.9.1"])
    }
}

private extension Array where Element == String {
    /// Rows in the graph's order: by path, then line.
    func sortedByPathAndLine() -> [String] {
        sorted { a, b in
            let pa = a.split(separator: " ").last!.split(separator: ":"), pb = b.split(separator: " ").last!.split(separator: ":")
            if pa[0] != pb[0] { return pa[0] < pb[0] }
            return Int(pa[1])! < Int(pb[1])!
        }
    }
}

/// The catalog's own consistency (issue 16, part C): `latest` is the highest stable release the
/// entry lists, and a dead library cites its evidence.
final class CatalogConsistencyTests: XCTestCase {
    static func isStable(_ version: String) -> Bool {
        let lower = version.lowercased()
        return !["alpha", "beta", "rc", "snapshot", "dev", "pre", "eap", "-m"].contains { lower.contains($0) }
    }

    /// `Entry`'s decoder is written out; the catalog's YAML must hold no field it (or the
    /// generator of the compiled-in catalog) leaves out. That the compiled-in values say what the
    /// YAML says is `ManifestTests`'; that every field reaches them is checked here, entry by entry.
    func testTheCatalogHoldsOnlyFieldsTheToolReads() throws {
        let known: Set<String> = ["id", "name", "coordinates", "status", "evidence", "replacement", "required_by", "latest", "latest_date",
                                  "last_release", "last_activity", "releases", "owner", "first_release", "trend", "contributors",
                                  "commits_last_year", "commits_year_before", "as_of", "source", "versions_for"]
        let folder = Paths.packageRoot.appendingPathComponent("Rules/catalog")
        let catalog = try LibraryCatalog.bundled()
        var raw: [[String: Any]] = []
        for name in BundledCatalog.names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let object = try XCTUnwrap(Yams.load(yaml: text) as? [String: Any])
            raw += (object["libraries"] as? [[String: Any]]) ?? []
        }
        XCTAssertEqual(catalog.entries.count, raw.count)
        var withReleases = 0, withCounts = 0
        for (entry, yaml) in zip(catalog.entries, raw) {
            XCTAssertEqual(Set(yaml.keys).subtracting(known), [], entry.id)
            XCTAssertEqual(yaml["id"] as? String, entry.id)
            // Each field the YAML sets is set in the compiled-in entry, and no other.
            let present: [(String, Bool)] = [("evidence", entry.evidence != nil), ("replacement", entry.replacement != nil),
                ("required_by", entry.required_by != nil), ("latest", entry.latest != nil), ("latest_date", entry.latest_date != nil),
                ("last_release", entry.last_release != nil), ("last_activity", entry.last_activity != nil), ("releases", entry.releases != nil),
                ("owner", entry.owner != nil), ("first_release", entry.first_release != nil), ("trend", entry.trend != nil),
                ("contributors", entry.contributors != nil), ("commits_last_year", entry.commits_last_year != nil),
                ("commits_year_before", entry.commits_year_before != nil), ("as_of", entry.as_of != nil),
                ("versions_for", entry.versions_for != nil)]
            for (key, isSet) in present { XCTAssertEqual(yaml[key] != nil, isSet, "\(entry.id).\(key)") }
            if let releases = yaml["releases"] as? [AnyHashable: Any] {
                XCTAssertEqual(entry.releases?.count, releases.count, entry.id)
                withReleases += 1
            }
            if entry.contributors != nil { withCounts += 1 }
        }
        XCTAssertGreaterThan(withReleases, 100)
        XCTAssertGreaterThan(withCounts, 10)
    }

    /// A deprecation names replacements and evidence of the dependency's own platform: RealmSwift
    /// is not told to move to Room, nor Fabric's pods shown an Android SDK's issue.
    func testDeprecationsSpeakToTheirOwnPlatform() throws {
        let catalog = try LibraryCatalog.bundled()
        func entry(_ ecosystem: DeclaredDependency.Ecosystem, _ name: String) -> LibraryCatalog.Entry? {
            catalog.entry(for: DeclaredDependency(ecosystem: ecosystem, name: name, requirement: "1.0", version: "1.0", path: "Podfile", location: SourceLocation(line: 1, column: 1)))
        }
        XCTAssertEqual(entry(.cocoapods, "RealmSwift")?.replacement, "SwiftData / GRDB / Core Data")
        XCTAssertEqual(entry(.carthage, "realm/realm-cocoa")?.id, "realm-swift", "Realm's Carthage name before its rename (Open Food Facts)")
        XCTAssertEqual(entry(.maven, "io.realm:realm-android-library")?.replacement, "Room / SQLDelight")
        XCTAssertEqual(entry(.cocoapods, "Crashlytics")?.status, "shutdown")
        XCTAssertFalse(entry(.cocoapods, "Fabric")?.evidence?.contains("android") ?? true)
        XCTAssertEqual(entry(.maven, "com.crashlytics.sdk.android:crashlytics")?.id, "fabric-crashlytics")
    }

    /// A SwiftPM package is named by its URL's last part, so a fork shares its name: the catalog's
    /// facts about DuckDuckGo's `wireguard-apple` are not ivpn's fork's, while the repository the
    /// entry is about (any spelling of its URL) still matches.
    func testSwiftPMForksAreNotTheCatalogsRepository() throws {
        let catalog = try LibraryCatalog.bundled()
        func entry(_ name: String, _ url: String?) -> String? {
            var dependency = DeclaredDependency(ecosystem: .swiftpm, name: name, requirement: "1.0", version: "1.0", path: "App.xcodeproj/project.pbxproj", location: SourceLocation(line: 1, column: 1))
            dependency.repositoryURL = url
            return catalog.entry(for: dependency)?.id
        }
        XCTAssertNil(entry("wireguard-apple", "https://github.com/ivpn/wireguard-apple"))
        XCTAssertEqual(entry("wireguard-apple", "https://github.com/duckduckgo/wireguard-apple.git"), "ddg-wireguard-apple")
        XCTAssertEqual(entry("wireguard-apple", "git@github.com:DuckDuckGo/wireguard-apple.git"), "ddg-wireguard-apple")
        XCTAssertEqual(entry("wireguard-apple", nil), "ddg-wireguard-apple", "no URL: the name decides")
        XCTAssertEqual(entry("alamofireimage", "https://github.com/Alamofire/AlamofireImage"), "alamofireimage")
        // Former homes GitHub redirects (a transfer, a rename): still the entry's repository.
        XCTAssertEqual(entry("swift-syntax", "https://github.com/apple/swift-syntax.git"), "swift-syntax")
        XCTAssertEqual(entry("xctest-dynamic-overlay", "https://github.com/pointfreeco/xctest-dynamic-overlay"), "swift-issue-reporting")
        XCTAssertEqual(LibraryCatalog.githubRepository("https://github.com/Alamofire/Alamofire.git/"), "alamofire/alamofire")
        XCTAssertNil(LibraryCatalog.githubRepository("https://gitlab.com/a/b"))
    }

    /// A family entry whose glob also matches siblings released on their own line speaks for the
    /// artifacts it names: AndroidX Core's 1.19.1 is not core-splashscreen's latest, RxJava 2's
    /// 2.2.21 is not RxAndroid 2's; both keep the family's status.
    func testVersionsForLimitsWhichArtifactsTheFamilysVersionsJudge() throws {
        let catalog = try LibraryCatalog.bundled()
        func row(_ name: String, _ version: String) -> DependencyEntry {
            let dependency = DeclaredDependency(
                ecosystem: .maven, name: name, requirement: version, version: version, path: "app/build.gradle", location: SourceLocation(line: 1, column: 1))
            var manifest = ManifestFacts(kind: .gradle, path: "app/build.gradle")
            manifest.dependencies = [dependency]
            return DependencyReport.entries(DependencyGraph([manifest]), catalog: catalog)[0]
        }
        let splash = row("androidx.core:core-splashscreen", "1.0.1")
        XCTAssertEqual([splash.status, splash.behind], ["active", "unknown"])
        XCTAssertNil(splash.latest)
        XCTAssertEqual(row("androidx.core:core-ktx", "1.15.0").latest, "1.19.1")
        let rxAndroid = row("io.reactivex.rxjava2:rxandroid", "2.1.1")
        XCTAssertEqual([rxAndroid.status, rxAndroid.behind], ["deprecated", "unknown"])
        XCTAssertEqual(row("io.reactivex.rxjava2:rxjava", "2.2.0").latest, "2.2.21")
        XCTAssertNil(row("org.robolectric:android-all-instrumented", "4.1.2_r1-robolectric-r1-i4").latest)
        XCTAssertEqual(row("org.robolectric:shadows-framework", "4.16").latest, row("org.robolectric:robolectric", "4.16").latest)
        // A JitPack coordinate names the tag: `v3.0.2` is 3.0.2.
        XCTAssertEqual(Freshness.compare("v3.0.2", requirement: "v3.0.2", latest: "3.1.0", ecosystem: .maven).behind, "minor")
        XCTAssertEqual(Freshness.numbers("v3.0.2"), [3, 0, 2])
        // Read by bytes as `Int(…)` reads each part: a suffix ends the version, an empty part is
        // passed over, a number too large for an `Int` ends it; a version beyond ASCII by Characters.
        for (version, numbers) in [("1.2.3-beta", [1, 2, 3]), ("V10", [10]), ("1..2", [1, 2]), ("abc", []), ("", []), ("2.x.1", [2]),
                                   ("99999999999999999999.1", []), ("7.99999999999999999999", [7]), ("1.٣", [1])] {
            XCTAssertEqual(Freshness.numbers(version), numbers, version)
        }
        // Without a lockfile, the newest major a requirement admits.
        XCTAssertEqual(Freshness.highestMajor("from 10.3.1 up to next major"), 10)
        XCTAssertEqual(Freshness.highestMajor("from 0.4.6 up to next minor"), 0)
        XCTAssertEqual(Freshness.highestMajor("1.0.0..<3.0.0"), 2)
        XCTAssertEqual(Freshness.highestMajor("1.0.0..<3.1.0"), 3)
        XCTAssertEqual(Freshness.highestMajor("~> 4.2"), 4)
        XCTAssertNil(Freshness.highestMajor("branch main"))
        XCTAssertNil(Freshness.highestMajor(">= 4.0"))
        XCTAssertEqual(Freshness.compare(nil, requirement: "from 10.3.1 up to next major", latest: "13.2.0", ecosystem: .swiftpm).majors, 3)
        XCTAssertEqual(Freshness.compare(nil, requirement: "from 13.0.0 up to next major", latest: "13.2.0", ecosystem: .swiftpm).behind, "unknown")
    }

    /// A library the catalog saw active just before an old snapshot (Turbine 1.2.0, released the
    /// day of a snapshot of October 2024) is a note when used at an earlier release, led by how far
    /// behind that release it is: the silence since is the snapshot's. At that last release (ProcessPhoenix 3.0.0, seven months before
    /// its snapshot) nothing is known to do. One whose snapshot already showed years without a
    /// release (Markwon) is unmaintained.
    func testSilenceAfterAnOldSnapshotIsANote() throws {
        let tree = try ScratchTree()
        try tree.write("app/build.gradle", """
            plugins { id 'com.android.application' }
            dependencies {
                implementation 'com.jakewharton:process-phoenix:3.0.0'
                implementation 'app.cash.turbine:turbine:1.1.0'
                implementation 'io.noties.markwon:core:4.6.2'
            }
            """)
        let findings = Auditor().run(AuditRequest(root: tree.root)).findings.filter { $0.ruleId == "deps.stale-library" }
        XCTAssertFalse(findings.contains { $0.message.hasPrefix("com.jakewharton:process-phoenix") })
        let turbine = try XCTUnwrap(findings.first { $0.message.hasPrefix("app.cash.turbine:turbine") })
        XCTAssertEqual(turbine.severity, .note)
        // The lag behind that last release leads (V2EX on SnapKit 5.0.1, seven minors behind).
        XCTAssertEqual(turbine.message, "app.cash.turbine:turbine 1.1.0 is behind 1.2.0, the last release the catalog knows (2024-10-16, 0.6 libyears); the catalog's snapshot is of 2024-10-18, when the library was active: check for later releases before planning a replacement")
        let markwon = try XCTUnwrap(findings.first { $0.message.hasPrefix("io.noties.markwon:core") })
        XCTAssertEqual(markwon.severity, .warning)
        XCTAssertTrue(markwon.message.contains("is unmaintained"), markwon.message)
        XCTAssertEqual(StaleLibraryRule.months(from: "2024-03-25", to: "2024-10-18"), 6)
        XCTAssertEqual(StaleLibraryRule.months(from: "2024-10-18", to: "2026-11-22"), 25)
    }

    /// Build-tooling Gradle plugins ship nothing in the app; code-generating ones do.
    func testToolingGradlePluginsDoNotShip() {
        func plugin(_ id: String) -> DeclaredDependency {
            DeclaredDependency(ecosystem: .gradlePlugin, name: id, requirement: "1.0", version: "1.0", path: "build.gradle.kts", location: SourceLocation(line: 1, column: 1))
        }
        XCTAssertFalse(plugin("com.dropbox.dependency-guard").shipsInRelease)
        XCTAssertFalse(plugin("io.gitlab.arturbosch.detekt").shipsInRelease)
        XCTAssertTrue(plugin("com.google.dagger.hilt.android").shipsInRelease)
        XCTAssertTrue(plugin("com.android.application").shipsInRelease)
    }

    /// Release dates in their compiled-in form: `version=date` pairs between semicolons.
    func testCompactReleaseDates() {
        XCTAssertEqual(LibraryCatalog.Entry.releases(compact: "5.0.5=2020-03-24;5.10.0=2024-10-14"),
                       ["5.0.5": "2020-03-24", "5.10.0": "2024-10-14"])
        XCTAssertEqual(LibraryCatalog.Entry.releases(compact: ""), [:])
        XCTAssertEqual(LibraryCatalog.Entry.releases(compact: "1.0=2020-01-01;broken;2.0=2021-02-02"), ["1.0": "2020-01-01", "2.0": "2021-02-02"])
        XCTAssertEqual(LibraryCatalog.Entry.releases(compact: ";;1.0=;=x;a=b=c;"), ["1.0": "", "": "x", "a": "b=c"])
        XCTAssertEqual(LibraryCatalog.Entry.releases(compact: "1.0=2020-01-01;1.0=2021-01-01"), ["1.0": "2021-01-01"])
    }

    /// An entry's dates stay compact until asked for; set or decoded, they read back the same,
    /// and an entry compares by its dates whichever form holds them.
    func testReleaseDatesReadWhenAskedFor() throws {
        let fields: [String?] = ["x", "X", "g:a", nil, nil, nil, nil, "active"] + Array(repeating: nil, count: 7)
            + ["1.0=2020-01-01;2.0=2021-02-02"] + Array(repeating: nil, count: 7) + ["test", nil]
        var compact = LibraryCatalog.Entry(fields: fields)
        XCTAssertEqual(compact.releases, ["1.0": "2020-01-01", "2.0": "2021-02-02"])
        var set = compact
        set.releases = ["2.0": "2021-02-02", "1.0": "2020-01-01"]
        XCTAssertEqual(set, compact)
        XCTAssertEqual(Set([set, compact]).count, 1)
        set.releases?["3.0"] = "2022-03-03"
        XCTAssertNotEqual(set, compact)
        XCTAssertEqual(set.releases?.count, 3)
        for entry in [LibraryCatalog.Entry(fields: fields), set] {
            var pairs: [String: String] = [:]
            XCTAssertNil(entry.firstRelease { version, date in
                XCTAssertNil(pairs[version], "a version listed twice")
                pairs[version] = date
                return false
            })
            XCTAssertEqual(pairs, entry.releases)
            XCTAssertEqual(entry.firstRelease { _, date in date.hasPrefix("2021") }?.version, "2.0")
            XCTAssertEqual(entry.releaseDate(of: "2.0"), "2021-02-02")
            XCTAssertNil(entry.releaseDate(of: "2"))
        }
        compact.releases = nil
        XCTAssertNil(compact.releases)
        XCTAssertNil(compact.firstRelease { _, _ in true })
        XCTAssertNil(compact.releaseDate(of: "1.0"))
        XCTAssertEqual(LibraryCatalog.Entry(fields: Array(repeating: nil, count: 25)).releases, nil)
    }

    /// The compiled-in catalog lists each version once, so reading its pairs one by one
    /// (`firstRelease(where:)`, `releaseDate(of:)`) answers as the dictionary would.
    func testBundledReleaseListsNameEachVersionOnce() throws {
        var checked = 0
        for entry in try LibraryCatalog.bundled().entries {
            guard let releases = entry.releases else { continue }
            var pairs: [String: String] = [:]
            var count = 0
            _ = entry.firstRelease { version, date in
                pairs[version] = date
                count += 1
                return false
            }
            XCTAssertEqual(count, releases.count, "\(entry.id) lists a version twice")
            XCTAssertEqual(pairs, releases, entry.id)
            if let latest = entry.latest { XCTAssertEqual(entry.releaseDate(of: latest), releases[latest], entry.id) }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// The compiled-in catalog's records: U+001E between records, U+001F between fields, U+001D
    /// for a field the entry does not set; a record with other than the expected number of fields
    /// is an error naming it.
    func testBundledRecordsSplitOnTheirSeparators() throws {
        XCTAssertEqual(try LibraryCatalog.records("", fields: 2, in: "f"), [])
        XCTAssertEqual(try LibraryCatalog.records("a\u{1F}b\u{1E}\u{1D}\u{1F}\u{1E}é\u{1F}\u{1D}x", fields: 2, in: "f"),
                       [["a", "b"], [nil, ""], ["é", "\u{1D}x"]])
        XCTAssertEqual(try LibraryCatalog.records("\u{1F}", fields: 2, in: "f"), [["", ""]])
        XCTAssertThrowsError(try LibraryCatalog.records("a\u{1F}b\u{1E}c", fields: 2, in: "f")) { error in
            XCTAssertEqual((error as? LibraryCatalog.BundledRecordError)?.record, 1)
        }
        XCTAssertThrowsError(try LibraryCatalog.records("a\u{1F}b\u{1F}c", fields: 2, in: "f"))
    }

    func testLatestIsTheHighestStableReleaseListed() throws {
        let catalog = try LibraryCatalog.bundled()
        var problems: [String] = []
        for entry in catalog.entries {
            guard let latest = entry.latest, let releases = entry.releases, !releases.isEmpty else { continue }
            guard releases[latest] != nil else { problems.append("\(entry.id): latest \(latest) is not among its releases"); continue }
            let stable = releases.keys.filter(Self.isStable)
            if let highest = stable.max(by: { MavenVersion($0) < MavenVersion($1) }), MavenVersion(highest) != MavenVersion(latest) {
                problems.append("\(entry.id): latest \(latest) but \(highest) is listed")
            }
        }
        XCTAssertEqual(problems, [])
    }

    func testDeadLibrariesCiteEvidenceAndEveryEntryASource() throws {
        let catalog = try LibraryCatalog.bundled()
        for entry in catalog.entries {
            XCTAssertFalse(entry.source.isEmpty, entry.id)
            XCTAssertTrue(["active", "stale", "deprecated", "archived", "shutdown"].contains(entry.status), entry.id)
            if ["deprecated", "archived", "shutdown"].contains(entry.status) { XCTAssertNotNil(entry.evidence, entry.id) }
        }
        XCTAssertEqual(Set(catalog.entries.map(\.id)).count, catalog.entries.count, "duplicate ids")
    }
}
