@testable import AppHealthKit
import Yams
import XCTest

final class ChecklistTests: XCTestCase {
    func testBundledChecklistsLoad() throws {
        let checklists = try ChecklistDefinition.bundled()
        XCTAssertEqual(checklists.map(\.id), ["code-review", "qa", "release-android", "release-ios"])
        for checklist in checklists {
            for item in checklist.items {
                XCTAssertEqual([item.rule != nil, item.rules != nil, item.fact != nil].filter { $0 }.count, 1, "\(checklist.id).\(item.id) needs exactly one of rule, rules or fact")
                if let fact = item.fact { XCTAssertTrue(ChecklistFacts.known.contains(fact), "unknown fact \(fact)") }
                XCTAssertGreaterThan(item.weight, 0)
            }
        }
        // Every rule an item names exists.
        let ids = Set(BuiltInRules.descriptors.map(\.id))
        for item in checklists.flatMap(\.items) { for rule in item.ruleIds { XCTAssertTrue(ids.contains(rule), rule) } }
        // Every checklist rule decides an item.
        let decided = Set(checklists.flatMap(\.items).compactMap(\.rule))
        for rule in BuiltInRules.all where rule is any ChecklistRule.Type { XCTAssertTrue(decided.contains(rule.descriptor.id), rule.descriptor.id) }
    }

    func testEmbeddedChecklistsMatchTheYAML() throws {
        // BundledChecklists.swift is generated from Rules/checklists/*.yml; it must not go stale.
        let folder = Paths.packageRoot.appendingPathComponent("Rules/checklists")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertEqual(BundledChecklists.files.map(\.name), names, "checklists added or removed: run scripts/embed-data.py")
        // Embedded as JSON: each must read as its YAML does.
        for file in BundledChecklists.files where names.contains(file.name) {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            let fromYAML = try YAMLDecoder().decode(ChecklistDefinition.self, from: onDisk)
            let embedded = try JSONDecoder().decode(ChecklistDefinition.self, from: Data(file.json.utf8))
            XCTAssertEqual(embedded, fromYAML, "\(file.name) changed: run scripts/embed-data.py")
            XCTAssertFalse(fromYAML.items.isEmpty, file.name)
        }
        XCTAssertEqual(try ChecklistDefinition.bundled().count, names.count)
    }

    func testChecklistScoreIsLighthousesWeightedMean() {
        func item(_ status: ChecklistItemResult.Status) -> ChecklistItemResult {
            ChecklistItemResult(id: "x", title: "x", status: status, evidence: [])
        }
        // (3×1 + 1×0.5 + 2×0) / (3 + 1 + 2) = 3.5 / 6 = 58.3 → 58; the na item weighs nothing.
        XCTAssertEqual(Scoring.checklistScore([(item(.pass), 3), (item(.warn), 1), (item(.fail), 2), (item(.na), 0)]), 58)
        XCTAssertEqual(Scoring.checklistScore([(item(.na), 0)]), 100)
        XCTAssertEqual(Scoring.checklistScore([(item(.fail), 1)]), 0)
    }

    func testCategoryDensityAndGrades() {
        // 10 warnings (30 points) in a 200-file app: 100 / (1 + 30/200) = 86.96 → 87.
        XCTAssertEqual(Scoring.categoryScore(points: 30, subjects: 200), 87)
        // The same 10 warnings in a 5-file app count against the 20-file floor: 100 / (1 + 30/20) = 40.
        XCTAssertEqual(Scoring.categoryScore(points: 30, subjects: 5), 40)
        XCTAssertEqual(Scoring.overall(categories: [100, 80], checklists: [60]), 80)
        XCTAssertEqual(["A", "B", "C", "D", "F"], [90, 89, 70, 60, 59].map(Scoring.grade))
    }

    private func checklists(_ fixture: String) -> [String: ChecklistResult] {
        let result = Auditor().run(AuditRequest(root: Paths.fixture(fixture)))
        return Dictionary(uniqueKeysWithValues: result.checklists.map { ($0.id, $0) })
    }

    private func failing(_ checklist: ChecklistResult?) -> Set<String> {
        Set((checklist?.items ?? []).filter { $0.status == .fail || $0.status == .warn }.map(\.id))
    }

    /// Librera's `icon_pdf_pro`, drawn at xxhdpi alone: the message names the one density that
    /// upscales it (xxxhdpi), not the four the icon lacks.
    func testLauncherIconMessageNamesTheDensitiesThatBlur() throws {
        func messages(_ densities: [String]) throws -> [String] {
            try ExampleVerifier().findings(of: AndroidLauncherIconsRule.descriptor.id,
                                           in: ReleaseExampleProject.android().files + AndroidLauncherIconsRule.icons(densities)).map(\.message)
        }
        XCTAssertEqual(try messages(["xxhdpi"]), [
            "Launcher icon ic_launcher is missing from mipmap-mdpi, mipmap-hdpi, mipmap-xhdpi, mipmap-xxxhdpi (upscaled on mipmap-xxxhdpi, blurry)",
        ])
        XCTAssertEqual(try messages(["mdpi", "hdpi", "xhdpi"]), ["Launcher icon ic_launcher is missing from mipmap-xxhdpi, mipmap-xxxhdpi (upscaled, blurry)"])
        XCTAssertEqual(try messages(["hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]), [
            "Launcher icon ic_launcher is missing from mipmap-mdpi (scaled down from a larger density, sharp)",
        ])
    }

    func testInheritedFixturesFailWhatTheyShould() {
        let android = checklists("InheritedAndroidApp")
        XCTAssertEqual(failing(android["release-android"]), [
            "package-name", "minify", "target-sdk", "cleartext-traffic", "allow-backup", "signing-secrets", "store-listing",
            "launcher-icons", "launcher-label",
        ])
        XCTAssertTrue(failing(android["code-review"]).isSuperset(of: ["strings-in-resources", "maintained-dependencies", "no-global-state", "no-unused-resources", "styles-reused"]))
        XCTAssertEqual(android["release-ios"]?.items.allSatisfy { $0.status == .na }, true, "no iOS app: not applicable")

        let ios = checklists("InheritediOSApp")
        XCTAssertEqual(failing(ios["release-ios"]), ["usage-descriptions", "ats", "launch-screen", "universal-links", "privacy-manifest", "analytics", "no-uiwebview"], "UIWebView in an Objective-C controller")
        XCTAssertEqual(failing(ios["qa"]), ["tests-exist", "ci-configured", "readme", "lint-configured"])
        XCTAssertTrue(failing(ios["code-review"]).isSuperset(of: ["no-massive-controllers", "packages-by-feature"]))
    }

    func testCleanFixturesPassEveryApplicableItem() {
        for fixture in ["CleanAndroidApp", "CleaniOSApp"] {
            for (id, checklist) in checklists(fixture) {
                XCTAssertEqual(failing(checklist), [], "\(fixture) \(id)")
            }
        }
    }

    /// A Swift command-line package is not an iOS app: the release-ios checklist is `na` for it,
    /// while a SwiftUI file (or an Info.plist, or an Xcode project) makes the tree an iOS app.
    func testSwiftCommandLinePackageIsNotAnIOSApp() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/tool"), withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"tool\", targets: [.executableTarget(name: \"tool\")])\n"
            .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import Foundation\nprint(\"hello\")\n".write(to: root.appendingPathComponent("Sources/tool/main.swift"), atomically: true, encoding: .utf8)
        let cli = Auditor().run(AuditRequest(root: root))
        let release = try XCTUnwrap(cli.checklists.first { $0.id == "release-ios" })
        XCTAssertTrue(release.items.allSatisfy { $0.status == .na }, "\(release.items.map { ($0.id, $0.status) })")
        XCTAssertFalse(cli.findings.contains { $0.ruleId.hasPrefix("release.ios.") })

        try "import SwiftUI\nstruct HomeView: View { var body: some View { Text(verbatim: \"x\") } }\n"
            .write(to: root.appendingPathComponent("Sources/tool/HomeView.swift"), atomically: true, encoding: .utf8)
        let app = Auditor().run(AuditRequest(root: root))
        XCTAssertTrue(app.checklists.first { $0.id == "release-ios" }?.items.contains { $0.status != .na } ?? false)
    }
    /// Issue 21: "isolated" counts the files a category's warnings are in, whether or not the
    /// findings come grouped by file, and folders are found without splitting every path.
    func testIsolatedCountsDistinctFilesInAnyOrder() throws {
        let tree = try ScratchTree()
        try tree.write("README.md", "x")
        var evaluator = ChecklistEvaluator(model: ProjectModel(tree: FileDiscovery().discover(root: tree.root)), findings: [], verdicts: [:], ranRules: [])
        var subjects = CategoryScorer.Subjects()
        subjects.localization = 100
        evaluator.subjects = subjects
        func warning(_ path: String) -> Finding {
            Finding(ruleId: "android.hardcoded-text", severity: .warning, category: .localization, message: "m", path: path, line: 1, column: 1)
        }
        // 15 % of 100 files: 15 distinct files are isolated, 16 are not, however often each repeats.
        let fifteen = (0..<45).map { warning("f\($0 % 15).xml") }
        let sixteen = (0..<48).map { warning("f\($0 % 16).xml") }
        XCTAssertTrue(evaluator.isIsolated(fifteen))
        XCTAssertTrue(evaluator.isIsolated(fifteen.sorted { $0.path < $1.path }))
        XCTAssertFalse(evaluator.isIsolated(sixteen))
        XCTAssertFalse(evaluator.isIsolated(sixteen.sorted { $0.path < $1.path }))
        for path in ["a/b/c.kt", "c.kt", "a/c.kt", "/a/b.kt", "a//b/c.kt", "a/b/", "", "é/ü/x.swift"] {
            XCTAssertEqual(ChecklistFacts.folder(of: path), path.split(separator: "/").dropLast().joined(separator: "/"), path)
        }
    }
    /// Issue 21: the store listing is judged in one pass over the tree (the old test of every
    /// locale and file name against every listing file took 13 % of NewPipe's audit); it
    /// agrees with that test on listings nested anywhere, changelogs, partial locales and a
    /// path naming the listing folder twice.
    func testStoreListingIsJudgedInOnePassAsBefore() throws {
        let tree = try ScratchTree()
        let paths = [
            "fastlane/metadata/android/en-US/title.txt", "fastlane/metadata/android/en-US/short_description.txt",
            "fastlane/metadata/android/en-US/full_description.txt", "fastlane/metadata/android/en-US/changelogs/1.txt",
            "fastlane/metadata/android/de/title.txt", "fastlane/metadata/android/de/changelogs/title.txt",
            "fastlane/metadata/android/de/changelogs/short_description.txt", "fastlane/metadata/android/de/changelogs/full_description.txt",
            "app/fastlane/metadata/android/fr/title.txt", "app/fastlane/metadata/android/fr/short_description.txt",
            "app/fastlane/metadata/android/fr/full_description.txt", "fastlane/metadata/android/it/subtitle.txt",
            "x/fastlane/metadata/android/pt/fastlane/metadata/android/pt/title.txt", "README.md",
        ]
        for path in paths { try tree.write(path, "x") }
        let model = ProjectModel(tree: FileDiscovery().discover(root: tree.root))
        let outcome = ChecklistFacts(model: model).evaluate("android-store-listing")
        XCTAssertEqual(outcome.status, .pass)
        XCTAssertEqual(outcome.evidence, ["store listing for en-US, fr"])
        // The rule it replaced, word for word.
        let listing = model.tree.files.filter { $0.path.contains("fastlane/metadata/android/") }
        let locales = Set(listing.compactMap { file -> String? in
            let parts = file.path.components(separatedBy: "fastlane/metadata/android/")
            return parts.count == 2 ? parts[1].split(separator: "/").first.map(String.init) : nil
        })
        let complete = locales.filter { locale in
            ["title.txt", "short_description.txt", "full_description.txt"].allSatisfy { name in listing.contains { $0.path.hasSuffix("android/\(locale)/\(name)") } }
        }
        XCTAssertEqual(complete.sorted(), ["en-US", "fr"])
        for path in paths + ["fastlane/metadata/android/", "fastlane/metadata/android//a/b", "fastlane/metadata/androi"] {
            let parts = path.components(separatedBy: "fastlane/metadata/android/")
            let found = ChecklistFacts.listingLocale(path)
            XCTAssertEqual(found.occurrences, parts.count - 1, path)
            XCTAssertEqual(found.locale.map(String.init), parts.count == 2 ? parts[1].split(separator: "/").first.map(String.init) : nil, path)
        }
        let empty = try ScratchTree()
        try empty.write("README.md", "x")
        XCTAssertEqual(ChecklistFacts(model: ProjectModel(tree: FileDiscovery().discover(root: empty.root))).evaluate("android-store-listing").status, .warn)
    }
    /// Layers are judged by how many different layer words name shipping folders: Now in
    /// Android's `model` and `util` in each shared module, and an iOS `Activity` folder of
    /// `UIActivity` subclasses beside `Model`, are no layered tree; activities, fragments and
    /// adapters folders of main code are, whatever the tests' folders say.
    func testPackagesByFeatureCountsLayerWordsOfShippingCode() throws {
        func outcome(_ paths: [String]) throws -> ItemOutcome {
            let tree = try ScratchTree()
            for path in paths { try tree.write(path, "class A") }
            return ChecklistFacts(model: ProjectModel(tree: FileDiscovery().discover(root: tree.root))).evaluate("packages-by-feature")
        }
        let base = "src/main/kotlin/com/acme"
        let nowInAndroid = try outcome(
            ["app/\(base)/util/A.kt", "core/data/\(base)/data/model/A.kt", "core/data/\(base)/data/util/A.kt",
             "core/database/\(base)/database/model/A.kt", "core/database/\(base)/database/util/A.kt"]
                + (1...6).map { "feature/topic\($0)/\(base)/topic\($0)/TopicScreen.kt" })
        XCTAssertEqual(nowInAndroid.status, .pass, "\(nowInAndroid.evidence)")
        // With a third word (`sync/services`), the feature modules still say how the code is organised.
        let withServices = try outcome(
            ["app/\(base)/util/A.kt", "core/data/\(base)/data/model/A.kt", "sync/\(base)/sync/services/A.kt"]
                + (1...8).map { "feature/topic\($0)/\(base)/topic\($0)/TopicScreen.kt" })
        XCTAssertEqual(withServices.status, .pass)
        XCTAssertEqual(withServices.evidence.first?.hasPrefix("8 feature modules or folders: topic1, topic2"), true, "\(withServices.evidence)")
        let withoutFeatures = try outcome(
            ["app/\(base)/util/A.kt", "core/data/\(base)/data/model/A.kt", "sync/\(base)/sync/services/A.kt"]
                + (1...8).map { "topic\($0)/\(base)/topic\($0)/TopicScreen.kt" })
        XCTAssertEqual(withoutFeatures.status, .warn)
        let mastodon = try outcome(
            ["Mastodon/Activity/SafariActivity.swift", "Mastodon/Activity/ShareActivityProvider.swift", "MastodonIntent/Model/A.swift",
             "MastodonSDK/Sources/MastodonCore/Model/A.swift"] + (1...8).map { "Mastodon/Scene/Feature\($0)/View.swift" })
        XCTAssertEqual(mastodon.status, .pass, "\(mastodon.evidence)")
        let tests = (1...3).flatMap { ["app/src/androidTest/java/com/acme/ui/activities/T\($0).kt", "app/src/androidTest/java/com/acme/ui/fragments/T\($0).kt",
                                       "app/src/androidTest/java/com/acme/utils/T\($0).kt"] }
        let layered = try outcome(tests + ["app/src/main/java/com/acme/ui/activities/Main.java", "app/src/main/java/com/acme/ui/fragments/List.java",
                                           "app/src/main/java/com/acme/adapters/Rows.java"] + (1...7).map { "app/src/main/java/com/acme/feature\($0)/A.java" })
        XCTAssertEqual(layered.status, .warn)
        XCTAssertEqual(layered.evidence, ["folders named after layers, not features: app/src/main/java/com/acme/adapters, app/src/main/java/com/acme/ui/activities, app/src/main/java/com/acme/ui/fragments"])
    }

    /// The sniff test's community answer comes from what ships: a stale test library (JUnit 4,
    /// Turbine) or a finished specification (javax.inject) fails nothing, and a library each
    /// module declares is named once.
    func testCommunityAnswerReadsShippedLibrariesOnce() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/java/com/acme/Main.kt", "class Main")
        let model = ProjectModel(tree: FileDiscovery().discover(root: tree.root))
        func row(_ name: String, _ status: String) -> DependencyEntry {
            DependencyEntry(ecosystem: "maven", name: name, version: "1", latest: nil, libyears: nil, status: status, path: "app/build.gradle", line: 1)
        }
        let rows = [row("junit:junit", "stale"), row("javax.inject:javax.inject", "stale"), row("com.squareup.okhttp3:okhttp", "active")]
        func community(_ rows: [DependencyEntry], _ shipping: [Bool]?) -> ChecklistItemResult? {
            StackSniff.checklist(tree: model.tree, pathRoles: nil, dependencies: rows, shipping: shipping, catalog: model.catalog).items.first { $0.id == "community" }
        }
        XCTAssertEqual(community(rows, [false, false, true])?.status, .pass)
        XCTAssertEqual(community(rows, [false, false, true])?.evidence, ["1 known dependencies are maintained"])
        let twice = [row("io.reactivex.rxjava2:rxjava", "deprecated"), row("io.reactivex.rxjava2:rxjava", "deprecated")]
        XCTAssertEqual(community(twice, nil)?.evidence, ["io.reactivex.rxjava2:rxjava is deprecated"])
        XCTAssertEqual(community(rows, [false, false, false])?.status, .na)
        // And through an audit: a stale library only the tests use fails nothing.
        try tree.write("app/build.gradle", """
            plugins { id 'com.android.application' }
            dependencies {
                implementation 'com.squareup.okhttp3:okhttp:5.3.2'
                testImplementation 'com.jakewharton.timber:timber:4.7.1'
            }
            """)
        let audited = Auditor().run(AuditRequest(root: tree.root)).checklists.first { $0.id == "sniff-test" }?.items.first { $0.id == "community" }
        XCTAssertEqual(audited?.status, .pass, "\(audited?.evidence ?? [])")
    }

    /// A release build whose shrinking is computed with a fallback of `true` (Now in Android's
    /// `providers.gradleProperty("minifyWithR8").map(…).getOrElse(true)`, on two lines) shrinks by
    /// default; one computed without a fallback is only a warning.
    func testMinifyComputedWithATrueFallbackPasses() throws {
        func minify(_ release: String) throws -> ChecklistItemResult? {
            let tree = try ScratchTree()
            try tree.write("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    buildTypes {
                        release {
                            \(release)
                        }
                    }
                }
                """)
            try tree.write("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:allowBackup=\"false\" /></manifest>")
            return Auditor().run(AuditRequest(root: tree.root)).checklists.first { $0.id == "release-android" }?.items.first { $0.id == "minify" }
        }
        let nowInAndroid = try minify("isMinifyEnabled = providers.gradleProperty(\"minifyWithR8\")\n                .map(String::toBooleanStrict).getOrElse(true)")
        XCTAssertEqual(nowInAndroid?.status, .pass)
        XCTAssertEqual(nowInAndroid?.evidence, ["isMinifyEnabled is true unless the build sets otherwise (app/build.gradle.kts:5)"])
        XCTAssertEqual(try minify("isMinifyEnabled = (findProperty(\"minify\") as String?)?.toBoolean() ?: true")?.status, .pass)
        XCTAssertEqual(try minify("isMinifyEnabled = providers.gradleProperty(\"minify\").get().toBoolean()")?.status, .warn)
    }

    /// CI and lint configuration at the paths a project chose (VLC's `Buildsystem/gitlab-ci.yml`
    /// and `Buildsystem/swiftlint.yml`), and Objective-C files among the code the tests are weighed against.
    func testCIAndLintConfigurationAtChosenPaths() throws {
        let tree = try ScratchTree()
        try tree.write("Buildsystem/gitlab-ci.yml", "stages: [lint, build]")
        try tree.write("Buildsystem/swiftlint.yml", "disabled_rules: []")
        try tree.write("Sources/Player.m", "@implementation Player\n@end")
        try tree.write("Sources/Player.swift", "final class Player {}")
        try tree.write("Tests/PlayerTests.m", "@implementation PlayerTests\n@end")
        let facts = ChecklistFacts(model: ProjectModel(tree: FileDiscovery().discover(root: tree.root)))
        XCTAssertEqual(facts.evaluate("ci-configured").status, .pass)
        XCTAssertEqual(facts.evaluate("ci-configured").evidence, ["Buildsystem/gitlab-ci.yml"])
        XCTAssertEqual(facts.evaluate("lint-configured").evidence, ["Buildsystem/swiftlint.yml"])
        XCTAssertEqual(facts.evaluate("tests-exist").evidence, ["1 test file for 3 code files (33%)"])
    }

    /// A README counts at the top of the tree or one folder down, whatever its case and extension.
    func testReadmeCountsAtTheTopOrOneFolderDown() throws {
        func status(_ paths: [String]) throws -> ChecklistItemResult.Status {
            let tree = try ScratchTree()
            for path in paths { try tree.write(path, "x") }
            return ChecklistFacts(model: ProjectModel(tree: FileDiscovery().discover(root: tree.root))).evaluate("readme").status
        }
        XCTAssertEqual(try status(["README.md"]), .pass)
        XCTAssertEqual(try status(["docs/Readme.rst", "a.kt"]), .pass)
        XCTAssertEqual(try status(["docs/guide/README.md", "docs/READ.md", "notes/about-readme.txt"]), .fail)
    }

    /// Issue 21: the unreachable-view check indexes which files name each view struct; a chain
    /// of views nobody shows is unreachable as a whole, a view named elsewhere is not.
    func testUnusedSwiftUIViewChainsAreUnreachable() throws {
        let tree = try ScratchTree()
        try tree.write("README.md", "x")
        var model = ProjectModel(tree: FileDiscovery().discover(root: tree.root))
        func view(_ name: String, names: [String]) -> SwiftFacts {
            var facts = SwiftFacts()
            facts.topLevelStructs = [name]
            facts.identifiers = NameTable(names + [name])
            return facts
        }
        model.swiftFacts = [
            "App/Orphan.swift": view("OrphanView", names: ["ChainView"]),  // named by nobody
            "App/Chain.swift": view("ChainView", names: []),  // named only by the orphan
            "App/Shown.swift": view("ShownView", names: []),  // named by the app
            "App/Self.swift": view("SelfView", names: []),  // names only itself
            "App/AppMain.swift": { var facts = SwiftFacts(); facts.identifiers = ["ShownView", "OrphanViewModel"]; facts.declaresOtherTopLevelTypes = true; return facts }(),
        ]
        XCTAssertEqual(HardcodedUIStringRule.unreachableViewFiles(model), ["App/Orphan.swift", "App/Chain.swift", "App/Self.swift"])
    }

    /// Texts are looked up catalog by catalog when they are few, else in the catalogs' union:
    /// both give the texts some catalog holds.
    func testTextsAreLookedUpInEveryCatalog() throws {
        let tree = try ScratchTree()
        try tree.write("README.md", "x")
        var model = ProjectModel(tree: FileDiscovery().discover(root: tree.root))
        XCTAssertNil(model.localizationKeys(among: ["a"]))  // no catalog
        let catalogs: [Set<String>] = [["a", "b", "c", "d"], ["b", "c", "e", "f"], ["g", "h", "i", "j"]]
        model.pendingLocalizationKeys = OnDemand { catalogs.reduce(into: Set<String>()) { $0.formUnion($1) } }
        model.catalogKeySets = catalogs
        XCTAssertEqual(model.localizationKeys(among: ["a", "e", "x"]), ["a", "e"])  // 3 texts × 3 catalogs < 12 keys
        XCTAssertEqual(model.localizationKeys(among: ["j", "y"]), ["j"])
        XCTAssertEqual(model.localizationKeys(among: ["a", "e", "j", "x", "y"]), ["a", "e", "j"])  // 15 ≥ 12: the union
        XCTAssertEqual(model.localizationKeys(among: []), [])
        model.localizationKeys = ["x"]  // set by hand: the catalogs read are left behind
        XCTAssertEqual(model.localizationKeys(among: ["a", "x"]), ["x"])
    }

    /// `release.android.signing-secrets` looks at names ending in `.jks` or `.keystore`, in any case.
    func testKeystoreNamesAreReadInAnyCase() {
        for name in ["release.jks", "Release.JKS", "upload.keystore", "UPLOAD.KeyStore", ".jks"] {
            XCTAssertTrue(AndroidSigningSecretsRule.hasKeystoreExtension(name), name)
        }
        for name in ["jks", "release.jks.bak", "keystore", "release.jk", "MainActivity.kt", "x.keystores", ""] {
            XCTAssertFalse(AndroidSigningSecretsRule.hasKeystoreExtension(name), name)
        }
    }
}
