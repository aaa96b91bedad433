/// A dependency as a manifest or lockfile declares it.
public struct DeclaredDependency: Sendable, Codable, Hashable {
    public enum Ecosystem: String, Sendable, Hashable, Codable {
        case maven, cocoapods, swiftpm, carthage
        /// A Gradle plugin by id (`com.android.application`, `org.jetbrains.kotlin.android`).
        case gradlePlugin = "gradle-plugin"
    }

    public var ecosystem: Ecosystem
    /// `group:artifact` for Maven, the pod name, the package URL or identity, `Owner/Repo` for Carthage.
    public var name: String
    /// The requirement as written (`3.12.0`, `~> 5.0`, `2.5.+`, `branch main`), `nil` when none.
    public var requirement: String?
    /// An exact version, when the requirement pins one.
    public var version: String?
    public var path: String
    public var location: SourceLocation
    /// `+`, `latest.release`, open ranges, branches: a build can change under the team.
    public var isUnpinned: Bool
    /// A `libs.x.y` accessor still to resolve against the version catalog.
    public var catalogAccessor: String?
    /// The git repository a SwiftPM package or Carthage dependency is fetched from (`--online`
    /// reads its tags); `nil` for registries and binaries.
    public var repositoryURL: String?
    /// A reference the graph resolves across files: a catalog accessor with its catalog's name
    /// (`libs.retrofit.core`, `libs.bundles.net`, `libs.plugins.hilt`), a buildSrc constant
    /// (`Libs.AndroidX.appcompat`) or a Groovy map entry (`deps.retrofit`, `rootProject.ext.deps.x`).
    public var symbol: String?
    /// `platform(…)` / `enforcedPlatform(…)`: a BOM that manages other dependencies' versions.
    public var isPlatform = false
    /// The Gradle configuration that declares it (`implementation`, `testImplementation`,
    /// `debugImplementation`); for a pod, `test target AppTests` or `Debug`; `Cartfile.private` for
    /// an entry of that file; `nil` elsewhere.
    public var configuration: String?
    /// The Gradle flag of the `if (flag) { … }` block that declares it (markor's
    /// `if (enable_plugin_kotlin)`): when the scripts set the flag to `false`, the build never
    /// resolves it, and the graph leaves it out.
    public var condition: String?

    /// Whether the release build carries it: `false` only for `Cartfile.private` entries, pods of
    /// test targets or debug builds, Gradle configurations of tests,
    /// debug builds and build tooling (`testImplementation`, `androidTestImplementation`,
    /// `kaptTest`, `testFixturesApi`, `debugImplementation`, `lintChecks`, `detektPlugins`), and
    /// for build-tooling Gradle plugins (`com.dropbox.dependency-guard`, detekt, kover).
    public var shipsInRelease: Bool {
        if ecosystem == .gradlePlugin { return !Self.isToolingPlugin(name) }
        guard let configuration else { return true }
        // CocoaPods: a pod of a test target, or of debug builds only (`:configurations => ['Debug']`).
        if ecosystem == .cocoapods { return !configuration.hasPrefix("test target ") && configuration != "Debug" && configuration != "tooling" }
        if ecosystem == .carthage { return configuration != "Cartfile.private" }
        // SwiftPM: a package only macro, plugin or test targets use (`SwiftPackageManifest`).
        if ecosystem == .swiftpm { return !["macro", "plugin", "testTarget"].contains(configuration) }
        if configuration.hasPrefix("test") || configuration.hasPrefix("androidTest") || configuration.hasPrefix("debug") { return false }
        if configuration.contains("Test") { return false }  // `kaptTest`, `kspAndroidTest`, `integrationTestImplementation`
        if Self.isDeveloperBuildConfiguration(configuration) { return false }
        return !["lintChecks", "detektPlugins", "ktlint", "ktlintRuleset"].contains(configuration)
    }

    /// `qaImplementation`, `nightlyImplementation`, `devmoleApi`: the configuration of a source set
    /// the team keeps for itself (`RulePlan.isDeveloperSourceSet`: tivi's LeakCanary, in its QA
    /// flavour only).
    static func isDeveloperBuildConfiguration(_ configuration: String) -> Bool {
        for suffix in ["Implementation", "Api", "CompileOnly", "RuntimeOnly"] where configuration.hasSuffix(suffix) {
            let set = configuration.dropLast(suffix.count)
            return !set.isEmpty && RulePlan.isDeveloperSourceSet(set)
        }
        return false
    }

    /// Gradle plugins that check, format, measure, publish or speed up the build and put nothing
    /// into the app (Android Lint's own checks know no such list; these are the common ones):
    /// code generators and the Android, Kotlin, Hilt, KSP or Google-services plugins are not here.
    static let toolingPlugins: Set<String> = [
        "com.dropbox.dependency-guard", "io.gitlab.arturbosch.detekt", "dev.detekt", "org.jlleitschuh.gradle.ktlint", "com.diffplug.spotless",
        "org.jetbrains.kotlinx.kover", "org.sonarqube", "com.gradle.develocity", "com.gradle.enterprise", "com.gradle.common-custom-user-data-gradle-plugin",
        "org.gradle.toolchains.foojay-resolver-convention", "org.gradle.toolchains.foojay-resolver", "com.github.ben-manes.versions",
        "nl.littlerobots.version-catalog-update", "org.jetbrains.dokka", "com.autonomousapps.dependency-analysis", "com.osacky.doctor",
        "com.github.triplet.play", "com.vanniktech.maven.publish", "org.jetbrains.kotlinx.binary-compatibility-validator", "com.gradle.plugin-publish",
        "io.github.gradle-nexus.publish-plugin", "com.google.firebase.appdistribution", "app.cash.paparazzi", "io.github.takahirom.roborazzi",
        "com.jraska.module.graph.assertion", "org.owasp.dependencycheck", "com.github.spotbugs", "com.adarshr.test-logger", "shot",
        "com.karumi.shot", "com.android.lint", "jacoco", "checkstyle", "pmd", "org.gradle.test-retry", "com.gradle.build-scan",
        "com.github.gmazzo.buildconfig.test", "io.sentry.android.gradle.upload",
    ]

    static func isToolingPlugin(_ id: String) -> Bool { toolingPlugins.contains(id) }

    public init(
        ecosystem: Ecosystem, name: String, requirement: String?, version: String?, path: String, location: SourceLocation,
        isUnpinned: Bool = false, catalogAccessor: String? = nil
    ) {
        self.ecosystem = ecosystem
        self.name = name
        self.requirement = requirement
        self.version = version
        self.path = path
        self.location = location
        self.isUnpinned = isUnpinned
        self.catalogAccessor = catalogAccessor
    }
}

/// One Android build setting from a Gradle script.
public struct AndroidSetting: Sendable, Codable, Hashable {
    public var name: String
    public var value: String
    public var location: SourceLocation
    public var inRelease: Bool
    /// Inside a `debug` block (`signingConfigs { getByName("debug") { … } }`): what signs debug builds.
    public var inDebug = false
    /// The value was a string literal (passwords in plain text are).
    public var isLiteral: Bool
    /// The whole value expression when it is not a single literal (`libs.versions.targetSdk.get().toInt()`,
    /// `Integer.parseInt(project.TARGET_SDK)`), token texts joined, for resolving it project-wide.
    public var expression: String? = nil
}

/// A repository a build script declares (`jcenter()`), with where.
public struct Repository: Sendable, Codable, Hashable {
    public var name: String
    public var location: SourceLocation
}

/// What a manifest or lockfile contributes.
public struct ManifestFacts: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable {
        case gradle, versionCatalog, podfile, podfileLock, packageSwift, packageResolved, cartfile, cartfileResolved, xcodeProject
        case gradleProperties
        /// Kotlin sources of `buildSrc` or `build-logic`: `object Libs { const val … }` constants.
        case buildLogic
        /// `settings.gradle(.kts)`: catalogs it creates, plugin versions it manages.
        case gradleSettings
        /// XcodeGen's `project.yml`: its `packages:` are the Swift packages of the generated project.
        case xcodegenSpec
    }

    public var kind: Kind
    public var path: String
    public var dependencies: [DeclaredDependency] = []
    /// Pinned versions from a lockfile, by dependency name (lowercased for SwiftPM/Carthage).
    public var locked: [String: String] = [:]
    /// `jcenter()` and other repositories, with where they are declared.
    public var repositories: [Repository] = []
    /// Variables (`ext`, `def`, `val`, gradle.properties, `[versions]`) by name.
    public var variables: [String: String] = [:]
    /// Version catalog libraries by accessor (`retrofit.core` for alias `retrofit-core`).
    public var catalogLibraries: [String: DeclaredDependency] = [:]
    /// Version catalog plugins by accessor (`android.application` for `android-application`).
    public var catalogPlugins: [String: DeclaredDependency] = [:]
    /// Version catalog bundles by accessor, each the accessors of its libraries.
    public var catalogBundles: [String: [String]] = [:]
    /// Catalogs `settings.gradle` creates from files: name → file path relative to the settings' folder.
    public var catalogFiles: [String: String] = [:]
    /// Android build settings (`applicationId`, `versionCode`, `targetSdk`, `minifyEnabled`, …) with
    /// where they are set and whether inside `buildTypes { release { … } }`.
    public var androidSettings: [AndroidSetting] = []
    /// The script applies `com.android.application`.
    public var isAndroidApplication = false
    /// A script that configures the application modules of the build from outside them: Pocket
    /// Casts' root `plugins.withType<AppPlugin>().configureEach { configure<ApplicationExtension> { … } }`.
    public var configuresApplications = false
    /// String resources the script generates (`resValue "string", "app_name", "AnkiDroid"`): the
    /// first literal value of each name.
    public var resValues: [String: String] = [:]
    /// Values the script gives the manifest's placeholders (`manifestPlaceholders["appIcon"] =
    /// "@mipmap/ic_launcher"`, `manifestPlaceholders = [appName: "openScale"]`): the first literal
    /// value of each name.
    public var manifestPlaceholders: [String: String] = [:]
    /// Folders of a `Package.swift`'s test targets (`Tests/<name>` or their `path:`), relative to the audited root.
    public var packageTestFolders: [String] = []
    /// A `Package.swift` that vends a library (libraries leave `Package.resolved` to their users).
    public var isLibraryPackage = false
    /// A `Package.swift`'s `platforms:` (`macOS`, `iOS`), when it names any.
    public var packagePlatforms: [String]? = nil
    /// Why the manifest could not be read (a malformed version catalog), for a `parse-error` finding.
    public var parseFailure: XMLParseFailure?

    public init(kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    public static func == (lhs: ManifestFacts, rhs: ManifestFacts) -> Bool {
        lhs.path == rhs.path && lhs.kind == rhs.kind && lhs.dependencies == rhs.dependencies && lhs.locked == rhs.locked
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(kind)
    }
}
