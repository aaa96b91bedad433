@testable import AppHealthKit
import XCTest
import Yams

final class ManifestTests: XCTestCase {
    private func project(_ files: [String: String]) throws -> ProjectModel {
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        // The engine's own per-file stage and graph, without running rules.
        let discovered = FileDiscovery().discover(root: tree.root)
        var model = ProjectModel(tree: discovered)
        let analyzer = FileAnalyzer(xmlRules: [], codeRules: [], swiftRules: [], parser: XMLFileParser())
        for file in discovered.files { if let manifest = analyzer.analyze(file).dependencyManifest { model.dependencyManifests.append(manifest) } }
        model.dependencies = DependencyGraph(model.dependencyManifests)
        return model
    }

    private func table(_ model: ProjectModel) -> [String] {
        model.dependencies.dependencies.map { "\($0.dependency.ecosystem.rawValue) \($0.dependency.name) \($0.version ?? "-") \($0.dependency.path):\($0.dependency.location.line)\($0.dependency.isUnpinned && !$0.locked ? " unpinned" : "")" }
    }

    /// markor: Kotlin's plugin and standard library sit in `if (flag) { … }` blocks of a flag the
    /// root script's `ext` sets to `false`: the build never resolves them. A flag set to `true`, or
    /// one the scripts do not set, leaves its declarations in.
    func testDeclarationsUnderAFlagSetToFalseAreLeftOut() throws {
        let model = try project([
            "build.gradle": """
                buildscript {
                    ext {
                        version_plugin_kotlin = "1.3.72"
                        enable_plugin_kotlin = false
                        enable_analytics = true
                    }
                    dependencies {
                        classpath "com.android.tools.build:gradle:8.13.2"
                        if (project.enable_plugin_kotlin) {
                            classpath "org.jetbrains.kotlin:kotlin-gradle-plugin:${version_plugin_kotlin}"
                        }
                    }
                }
                """,
            "app/build.gradle": """
                dependencies {
                    implementation 'commons-io:commons-io:2.7'
                    if (enable_plugin_kotlin) {
                        implementation "org.jetbrains.kotlin:kotlin-stdlib-jdk8:${version_plugin_kotlin}"
                    }
                    if (enable_analytics) { implementation 'com.acme:analytics:1.0' }
                    if (findProperty("beta")) { implementation 'com.acme:beta:1.0' }
                    if (unknownFlag) { implementation 'com.acme:flagged:1.0' }
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "maven commons-io:commons-io 2.7 app/build.gradle:2",
            "maven com.acme:analytics 1.0 app/build.gradle:6",
            "maven com.acme:beta 1.0 app/build.gradle:7",
            "maven com.acme:flagged 1.0 app/build.gradle:8",
            "maven com.android.tools.build:gradle 8.13.2 build.gradle:8",
        ])
    }

    func testGroovyAndKotlinGradleWithVariablesMapsAndCatalog() throws {
        let model = try project([
            "build.gradle": "buildscript {\n    ext.kotlin_version = '1.9.0'\n    repositories { jcenter() }\n}\next { okhttp = \"4.12.0\" }\n",
            "gradle.properties": "glideVersion=4.16.0\n",
            "gradle/libs.versions.toml": """
                [versions]
                retrofit = "2.11.0"
                [libraries]
                retrofit-core = { module = "com.squareup.retrofit2:retrofit", version.ref = "retrofit" }
                moshi = { group = "com.squareup.moshi", name = "moshi", version = { strictly = "1.15.1" } }
                coil = "io.coil-kt:coil:2.7.0"
                [bundles]
                net = ["retrofit-core", "moshi"]
                """,
            "app/build.gradle": """
                dependencies {
                    implementation "org.jetbrains.kotlin:kotlin-stdlib:$kotlin_version"
                    implementation "com.squareup.okhttp3:okhttp:${okhttp}"
                    implementation group: 'com.github.bumptech.glide', name: 'glide', version: glideVersion
                    implementation 'com.example:dynamic:1.+'
                    implementation project(':core')
                    testImplementation 'junit:junit:4.13.2'
                }
                """,
            "feature/build.gradle.kts": """
                dependencies {
                    implementation(libs.retrofit.core)
                    implementation(libs.moshi)
                    implementation(platform("com.google.firebase:firebase-bom:33.5.1"))
                    api("io.coil-kt:coil:2.7.0")
                }
                """,
        ])
        XCTAssertEqual(table(model), [
            "maven org.jetbrains.kotlin:kotlin-stdlib 1.9.0 app/build.gradle:2",
            "maven com.squareup.okhttp3:okhttp 4.12.0 app/build.gradle:3",
            "maven com.github.bumptech.glide:glide 4.16.0 app/build.gradle:4",
            "maven com.example:dynamic - app/build.gradle:5 unpinned",
            "maven junit:junit 4.13.2 app/build.gradle:7",
            "maven com.squareup.retrofit2:retrofit 2.11.0 feature/build.gradle.kts:2",
            "maven com.squareup.moshi:moshi 1.15.1 feature/build.gradle.kts:3",
            "maven com.google.firebase:firebase-bom 33.5.1 feature/build.gradle.kts:4",
            "maven io.coil-kt:coil 2.7.0 feature/build.gradle.kts:5",
        ])
        XCTAssertEqual(model.dependencies.jcenter.map(\.location.line), [3])
    }

    func testCocoaPodsLockfileWins() throws {
        let model = try project([
            "ios/Podfile": "platform :ios, '13.0'\npod 'Alamofire', '~> 5.0' # networking\npod 'Firebase/Analytics'\npod 'Local', :path => '../Local'\npod 'Exact', '1.2.3'\n",
            "ios/Podfile.lock": "PODS:\n  - Alamofire (5.9.1)\n  - Firebase/Analytics (10.29.0):\n    - Firebase/Core\n  - Exact (1.2.3)\n",
        ])
        XCTAssertEqual(table(model), [
            "cocoapods Alamofire 5.9.1 ios/Podfile:2",
            "cocoapods Firebase 10.29.0 ios/Podfile:3",
            "cocoapods Exact 1.2.3 ios/Podfile:5",
        ])
        XCTAssertEqual(model.dependencies.missingLockfiles.count, 0)
    }

    /// `parseLock` reads with Yams' basic resolver (no regular expressions); what it reads must be
    /// what the default resolver gives: quoted and plain keys and entries, entries that look like
    /// numbers, booleans or nulls, `PODS` not first, written twice, or absent.
    func testLockfileReadsAsTheDefaultResolverWould() throws {
        func lockedByDefaultResolver(_ text: String) -> [String: String] {
            guard let root = try? Yams.compose(yaml: text), case .mapping(let mapping) = root,
                let pods = mapping["PODS"], case .sequence(let sequence) = pods else { return [:] }
            var locked: [String: String] = [:]
            for item in sequence {
                var entry: String?
                if case .scalar(let scalar) = item { entry = scalar.string }
                if case .mapping(let nested) = item, let key = nested.keys.first, case .scalar(let scalar) = key { entry = scalar.string }
                guard let entry, let open = entry.firstIndex(of: "("), entry.hasSuffix(")") else { continue }
                let name = CocoaPodsManifest.podRoot(String(entry[..<open]).trimmedWhitespace())
                if locked[name] == nil { locked[name] = String(entry[entry.index(after: open)..<entry.index(before: entry.endIndex)]) }
            }
            return locked
        }
        let lockfiles = [
            "PODS:\n  - Alamofire (5.9.1)\n  - Firebase/Analytics (10.29.0):\n    - Firebase/Core\n",
            "\"PODS\":\n  - \"Quoted (1.0)\"\n  - 'Single (2.0)'\n  - true\n  - 123\n  - ~\n  - null\n  - 0x1F (3)\n",
            "DEPENDENCIES:\n  - Alamofire\nCOCOAPODS: 1.15.2\nPODS:\n  - Late (4.0)\n",
            "PODS:\n  - First (1.0)\nPODS:\n  - Second (2.0)\n",
            "'PODS':\n  - A (1)\n  PODS: [B (2)]\n",
            "true:\n  - Bool (1.0)\n1: x\n~: y\nPODS:\n  - Kept (9.9)\n",
            "PODS: 12\n",
            "PODS:\n  - { Mapped (7.0): [Dep] }\n  - ? Complex (8.0)\n    : [Dep]\n",
            "DEPENDENCIES:\n  - Alamofire\n",
            "- not a mapping\n",
            "",
        ]
        for text in lockfiles {
            XCTAssertEqual(CocoaPodsManifest.parseLock(text, path: "Podfile.lock").locked, lockedByDefaultResolver(text), text)
        }
        XCTAssertEqual(CocoaPodsManifest.parseLock(lockfiles[1], path: "Podfile.lock").locked, ["Quoted": "1.0", "Single": "2.0", "0x1F": "3"])
        XCTAssertEqual(CocoaPodsManifest.parseLock(lockfiles[2], path: "Podfile.lock").locked, ["Late": "4.0"])
        XCTAssertEqual(CocoaPodsManifest.parseLock(lockfiles[5], path: "Podfile.lock").locked, ["Kept": "9.9"])
        // A key written twice is a YAML error: nothing is locked, under either resolver.
        XCTAssertEqual(CocoaPodsManifest.parseLock(lockfiles[3], path: "Podfile.lock").locked, [:])
    }

    func testSwiftPackagesResolvedV1V2AndXcodeProjects() throws {
        let model = try project([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", dependencies: [
                    .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.8.0"),
                    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", branch: "main"),
                    .package(url: "https://github.com/apple/swift-log", exact: "1.5.4"),
                ], targets: [.executableTarget(name: "App")])
                """,
            "Package.resolved": #"{"pins":[{"identity":"alamofire","kind":"remoteSourceControl","location":"https://github.com/Alamofire/Alamofire.git","state":{"revision":"abc","version":"5.9.1"}}],"version":2}"#,
            "Legacy/Legacy.xcodeproj/project.pbxproj": Self.remotePackageReference("Kingfisher", "https://github.com/onevcat/Kingfisher.git", from: "7.0.0"),
            "Legacy/Legacy.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": #"{"object":{"pins":[{"package":"Kingfisher","repositoryURL":"https://github.com/onevcat/Kingfisher.git","state":{"branch":null,"revision":"def","version":"7.10.2"}}]},"version":1}"#,
            "Cartfile": "github \"ReactiveX/RxSwift\" ~> 6.0\ngit \"https://example.com/Lib.git\" \"develop\"\n",
        ])
        XCTAssertEqual(table(model), [
            "carthage reactivex/rxswift - Cartfile:1",
            "carthage lib - Cartfile:2 unpinned",
            "swiftpm kingfisher 7.10.2 Legacy/Legacy.xcodeproj/project.pbxproj:3",
            "swiftpm alamofire 5.9.1 Package.swift:4",
            "swiftpm swift-snapshot-testing - Package.swift:5 unpinned",
            "swiftpm swift-log 1.5.4 Package.swift:6",
        ])
        XCTAssertEqual(model.dependencies.missingLockfiles.map(\.lockfile), ["Cartfile.resolved"])
    }

    /// A project.pbxproj fragment: one Swift package, up to its next major from `minimum`.
    static func remotePackageReference(_ name: String, _ url: String, from minimum: String) -> String {
        """
        /* Begin XCRemoteSwiftPackageReference section */
        \t\tA1 /* XCRemoteSwiftPackageReference "\(name)" */ = {
        \t\t\tisa = XCRemoteSwiftPackageReference;
        \t\t\trepositoryURL = "\(url)";
        \t\t\trequirement = {
        \t\t\t\tkind = upToNextMajorVersion;
        \t\t\t\tminimumVersion = \(minimum);
        \t\t\t};
        \t\t};
        /* End XCRemoteSwiftPackageReference section */
        """
    }

    /// habitica-ios: `Habitica.xcworkspace` lists four projects; its lockfile pins their packages,
    /// while `Habitica.xcodeproj`'s own lockfile is a stale one (firebase 9.6.0, not 10.29.0).
    func testWorkspaceLockfilePinsItsProjectsPackages() throws {
        func resolved(_ pins: [(String, String, String)]) -> String {
            let entries = pins.map { #"{"identity":"\#($0.0)","kind":"remoteSourceControl","location":"\#($0.1)","state":{"revision":"abc","version":"\#($0.2)"}}"# }
            return #"{"pins":[\#(entries.joined(separator: ","))],"version":2}"#
        }
        let firebase = "https://github.com/firebase/firebase-ios-sdk"
        let realm = "https://github.com/realm/realm-swift"
        let model = try project([
            "Habitica.xcodeproj/project.pbxproj": Self.remotePackageReference("firebase-ios-sdk", firebase, from: "10.0.0"),
            "Habitica.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": resolved([("firebase-ios-sdk", firebase, "9.6.0")]),
            "Habitica Database/Habitica Database.xcodeproj/project.pbxproj": Self.remotePackageReference("realm-swift", realm, from: "10.0.0"),
            "Habitica.xcworkspace/contents.xcworkspacedata": "<Workspace version = \"1.0\"/>",
            "Habitica.xcworkspace/xcshareddata/swiftpm/Package.resolved": resolved([("firebase-ios-sdk", firebase, "10.29.0"), ("realm-swift", realm, "10.18.0")]),
        ])
        XCTAssertEqual(table(model), [
            "swiftpm realm-swift 10.18.0 Habitica Database/Habitica Database.xcodeproj/project.pbxproj:3",
            "swiftpm firebase-ios-sdk 10.29.0 Habitica.xcodeproj/project.pbxproj:3",
        ])
        XCTAssertEqual(model.dependencies.missingLockfiles.map(\.lockfile), [])
    }

    /// bitchat: the project's own lockfile is ignored by git; the root package's
    /// `Package.resolved` beside the project pins every package the project references. One
    /// that pins only some of them is no lockfile of the project.
    func testPackageResolvedBesideTheProjectPinningAllItsPackages() throws {
        let arti = "https://github.com/21-DOT-DEV/swift-secp256k1"
        let resolved = #"{"pins":[{"identity":"swift-secp256k1","kind":"remoteSourceControl","location":"\#(arti)","state":{"revision":"abc","version":"0.21.1"}}],"version":2}"#
        let pinned = try project([
            "bitchat.xcodeproj/project.pbxproj": Self.remotePackageReference("swift-secp256k1", arti, from: "0.21.1"),
            "Package.resolved": resolved,
        ])
        XCTAssertEqual(pinned.dependencies.missingLockfiles.map(\.lockfile), [])
        let partly = try project([
            "bitchat.xcodeproj/project.pbxproj": Self.remotePackageReference("swift-secp256k1", arti, from: "0.21.1")
                + "\n" + Self.remotePackageReference("Nuke", "https://github.com/kean/Nuke", from: "12.0.0").replacingOccurrences(of: "A1 ", with: "A2 "),
            "Package.resolved": resolved,
        ])
        XCTAssertEqual(partly.dependencies.missingLockfiles.map(\.lockfile), ["bitchat.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"])
    }

    /// Moonlight: `moonlight-common.xcodeproj`, a sub-project of `Moonlight.xcodeproj`, references
    /// OpenSSL, which the outer project's lockfile pins (Xcode resolves a sub-project's packages
    /// there). A project beside it, or one whose packages the outer lockfile does not all pin,
    /// still has no lockfile.
    func testOuterProjectLockfilePinsASubProjectsPackages() throws {
        let openssl = "https://github.com/krzyzanowskim/OpenSSL-Package"
        let resolved = #"{"pins":[{"identity":"openssl-package","kind":"remoteSourceControl","location":"\#(openssl)","state":{"revision":"b9eb055","version":"3.3.2000"}}],"version":2}"#
        let sub = "moonlight-common/moonlight-common.xcodeproj/project.pbxproj"
        let pinned = try project([
            "Moonlight.xcodeproj/project.pbxproj": Self.remotePackageReference("OpenSSL-Package", openssl, from: "3.3.0"),
            "Moonlight.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": resolved,
            sub: Self.remotePackageReference("OpenSSL-Package", openssl, from: "3.3.0"),
        ])
        XCTAssertEqual(pinned.dependencies.missingLockfiles.map(\.path), [])
        let nuke = Self.remotePackageReference("Nuke", "https://github.com/kean/Nuke", from: "12.0.0").replacingOccurrences(of: "A1 ", with: "A2 ")
        let partly = try project([
            "Moonlight.xcodeproj/project.pbxproj": Self.remotePackageReference("OpenSSL-Package", openssl, from: "3.3.0"),
            "Moonlight.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": resolved,
            sub: Self.remotePackageReference("OpenSSL-Package", openssl, from: "3.3.0") + "\n" + nuke,
            "Tools/Other/Other.xcodeproj/project.pbxproj": nuke,
            "Tools/Lower.xcodeproj/project.pbxproj": Self.remotePackageReference("OpenSSL-Package", openssl, from: "3.3.0"),
            "Tools/Lower.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": resolved,
        ])
        XCTAssertEqual(partly.dependencies.missingLockfiles.map(\.path), ["Tools/Other/Other.xcodeproj/project.pbxproj", sub])
    }

    /// Swiftfin: a Cartfile of binaries pinned with `==` needs no `Cartfile.resolved` (a binary
    /// has no dependencies of its own); a `github` entry, or a binary with a range, does.
    func testCartfileOfExactlyPinnedBinariesNeedsNoResolvedFile() throws {
        let vlc = "binary \"https://code.videolan.org/videolan/VLCKit/raw/master/Packaging/MobileVLCKit.json\" == 3.7.2\n"
        let exact = try project(["Cartfile": vlc + "binary \"https://example.com/TVVLCKit.json\" == 3.7.2\n"])
        XCTAssertEqual(exact.dependencies.missingLockfiles.map(\.lockfile), [])
        let ranged = try project(["Cartfile": vlc + "binary \"https://example.com/TVVLCKit.json\" ~> 3.7\n"])
        XCTAssertEqual(ranged.dependencies.missingLockfiles.map(\.lockfile), ["Cartfile.resolved"])
        let github = try project(["Cartfile": vlc + "github \"ReactiveX/RxSwift\" == 6.8.0\n"])
        XCTAssertEqual(github.dependencies.missingLockfiles.map(\.lockfile), ["Cartfile.resolved"])
    }

    /// Damus: an Xcode package requirement of kind `branch` whose branch is a full commit hash is
    /// a revision pin; a branch name stays unpinned.
    func testBranchNamedByACommitHashIsARevision() throws {
        func reference(_ branch: String) -> String {
            Self.remotePackageReference("swift-markdown-ui", "https://github.com/gonzalezreal/swift-markdown-ui", from: "2.0.0")
                .replacingOccurrences(of: "kind = upToNextMajorVersion;", with: "kind = branch;")
                .replacingOccurrences(of: "minimumVersion = 2.0.0;", with: "branch = \(branch);")
        }
        let hashed = try project(["Damus.xcodeproj/project.pbxproj": reference("76bb7971da7fbf429de1c84f1244adf657242fee")])
        XCTAssertEqual(hashed.dependencies.dependencies.map(\.dependency.requirement), ["revision 76bb7971da7fbf429de1c84f1244adf657242fee"])
        let named = try project(["Damus.xcodeproj/project.pbxproj": reference("main")])
        XCTAssertEqual(named.dependencies.dependencies.map(\.dependency.requirement), ["branch main"])
    }

    func testCarthageResolvedAndPackageResolvedV3() throws {
        let model = try project([
            "Cartfile": "github \"ReactiveX/RxSwift\" ~> 6.0\n",
            "Cartfile.resolved": "github \"ReactiveX/RxSwift\" \"6.8.0\"\n",
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"A\", dependencies: [.package(url: \"https://github.com/kean/Nuke\", from: \"12.0.0\")])\n",
            "Package.resolved": #"{"originHash":"abc","pins":[{"identity":"nuke","kind":"remoteSourceControl","location":"https://github.com/kean/Nuke","state":{"revision":"x","version":"12.8.0"}}],"version":3}"#,
        ])
        XCTAssertEqual(table(model), ["carthage reactivex/rxswift 6.8.0 Cartfile:1", "swiftpm nuke 12.8.0 Package.swift:2"])
        XCTAssertEqual(model.dependencies.missingLockfiles.count, 0)
    }

    /// `Cartfile.private` holds what the project's tests and tooling build with: it does not ship.
    func testCartfilePrivateDoesNotShip() throws {
        let model = try project([
            "Cartfile": "github \"ReactiveX/RxSwift\" ~> 6.0\n",
            "Cartfile.private": "github \"AliSoftware/OHHTTPStubs\" \"7.0.0\"\n",
        ])
        let ships = Dictionary(uniqueKeysWithValues: model.dependencies.dependencies.map { ($0.dependency.name, $0.dependency.shipsInRelease) })
        XCTAssertEqual(ships, ["reactivex/rxswift": true, "alisoftware/ohhttpstubs": false])
    }

    func testAndroidSettingsKnowTheReleaseBlock() throws {
        let model = try project([
            "app/build.gradle.kts": """
                plugins { id("com.android.application") }
                android {
                    defaultConfig { applicationId = "com.acme.shop"; targetSdk = 35; versionCode = 4 }
                    buildTypes {
                        getByName("debug") { isMinifyEnabled = false }
                        getByName("release") { isMinifyEnabled = true; isDebuggable = false }
                    }
                }
                """,
            "lib/build.gradle": "android { buildTypes { named('release') { minifyEnabled false } } }\n",
        ])
        let app = try XCTUnwrap(model.dependencyManifests.first { $0.path == "app/build.gradle.kts" })
        XCTAssertTrue(app.isAndroidApplication)
        let minify = app.androidSettings.filter { $0.name == "isMinifyEnabled" }.map { "\($0.value) \($0.inRelease)" }
        XCTAssertEqual(minify, ["false false", "true true"])
        XCTAssertEqual(app.androidSettings.first { $0.name == "targetSdk" }?.value, "35")
        let lib = try XCTUnwrap(model.dependencyManifests.first { $0.path == "lib/build.gradle" })
        XCTAssertEqual(lib.androidSettings.map(\.inRelease), [true])
        XCTAssertFalse(lib.isAndroidApplication)
    }

    /// Sunflower declares `com.github.bumptech.glide:compose:1.0.0-beta01`: Glide's Compose
    /// integration, versioned on its own, matched by the `glide:*` family. It is not "4 majors
    /// behind" Glide 5.x; a sibling on the family's own versions (ksp 4.16.0) is judged as before.
    func testFamilyVersionsJudgeOnlySiblingsOnTheFamilysMajors() throws {
        let catalog = try LibraryCatalog.bundled()
        func dependency(_ name: String, _ version: String) -> DeclaredDependency {
            DeclaredDependency(ecosystem: .maven, name: name, requirement: version, version: version,
                               path: "gradle/libs.versions.toml", location: SourceLocation(line: 1, column: 1))
        }
        let compose = dependency("com.github.bumptech.glide:compose", "1.0.0-beta01")
        let ksp = dependency("com.github.bumptech.glide:ksp", "4.16.0")
        let glide = try XCTUnwrap(catalog.entry(for: compose))
        XCTAssertEqual(glide.id, "glide")
        XCTAssertFalse(catalog.versionsApply(glide, to: compose, version: "1.0.0-beta01"))
        XCTAssertTrue(catalog.versionsApply(glide, to: ksp, version: "4.16.0"))
        // An exact name is always judged by its own entry's versions.
        let core = dependency("com.github.bumptech.glide:glide", "1.0.0")
        XCTAssertTrue(catalog.versionsApply(glide, to: core, version: "1.0.0"))
    }

    func testLibyears() throws {
        let catalog = try LibraryCatalog.bundled()
        let okhttp = try XCTUnwrap(catalog.entries.first { $0.id == "okhttp" })
        // okhttp 3.12.0 was tagged 2018-11-16, 5.4.0 (the latest) 2026-06-08: 7.6 years.
        XCTAssertEqual(okhttp.releases?["3.12.0"], "2018-11-16")
        XCTAssertEqual(okhttp.latest, "5.4.0")
        XCTAssertEqual(LibraryCatalog.libyears(of: "3.12.0", in: okhttp), 7.6)
        XCTAssertEqual(LibraryCatalog.libyears(of: "5.4.0", in: okhttp), 0)
        XCTAssertNil(LibraryCatalog.libyears(of: "3.99.0", in: okhttp), "undated versions give no figure")
        XCTAssertNil(LibraryCatalog.libyears(of: nil, in: okhttp))
        XCTAssertTrue(LibraryCatalog.isNewer("1.11.0", than: "1.10.0", ecosystem: .maven))
        XCTAssertFalse(LibraryCatalog.isNewer("1.10.0-rc1", than: "1.10.0", ecosystem: .maven))
        XCTAssertTrue(LibraryCatalog.isNewer("9.26.1", than: "9.26.0", ecosystem: .swiftpm))
        XCTAssertFalse(LibraryCatalog.isNewer(nil, than: "1.0", ecosystem: .cocoapods))
        XCTAssertEqual(StaleLibraryRule.majorsBehind("3.12.0", "5.3.2", ecosystem: .maven), 2)
        XCTAssertEqual(StaleLibraryRule.majorsBehind("4.2", "4.9.1", ecosystem: .cocoapods), 0)
    }

    func testBundledCatalogLoadsAndIsCurrent() throws {
        let catalog = try LibraryCatalog.bundled()
        XCTAssertGreaterThanOrEqual(catalog.entries.count, 150)
        XCTAssertEqual(Set(catalog.entries.map(\.id)).count, catalog.entries.count, "duplicate ids")
        XCTAssertTrue(catalog.entries.allSatisfy { !$0.source.isEmpty })
        let dependency = DeclaredDependency(ecosystem: .maven, name: "com.android.support:recyclerview-v7", requirement: nil, version: nil, path: "", location: .fileStart)
        XCTAssertEqual(catalog.entry(for: dependency)?.id, "android-support-library")
        // The embedded copy must match Rules/catalog/*.yml.
        let folder = Paths.packageRoot.appendingPathComponent("Rules/catalog")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertEqual(try LibraryCatalog.bundledFiles().map(\.name), names)
        XCTAssertEqual(BundledCatalog.names, names)
        var dates: [String] = []
        for (name, embedded) in try LibraryCatalog.bundledFiles() {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let fromYAML = try YAMLDecoder().decode(LibraryCatalog.File.self, from: onDisk)
            XCTAssertEqual(fromYAML, embedded, "\(name) changed: run scripts/embed-data.py")
            dates.append(fromYAML.as_of)
        }
        XCTAssertEqual(BundledCatalog.asOf, dates.max())
        XCTAssertEqual(AppHealthVersion.catalogSnapshot, dates.max())
        XCTAssertEqual(catalog.asOf, dates.max())
    }
}

extension ManifestTests {
    /// Issue 21: a reference without `!!` or `?` skips the Foundation replacements; either way the
    /// same variable is found.
    func testGradleVariableLookupWithAndWithoutNullMarks() {
        let variables = ["versions.kotlin": "1.9.0", "kotlin": "2.0.0", "deps.retrofit": "2.11.0", "@alias:libs": "deps"]
        XCTAssertEqual(GradleManifest.lookup("rootProject.ext.versions.kotlin", variables), "1.9.0")
        XCTAssertEqual(GradleManifest.lookup("rootProject.ext.versions!!.kotlin", variables), "1.9.0")
        XCTAssertEqual(GradleManifest.lookup("project.extra.versions?.kotlin?", variables), "1.9.0")
        XCTAssertEqual(GradleManifest.lookup("libs.retrofit", variables), "2.11.0")
        XCTAssertEqual(GradleManifest.lookup("libs!!.retrofit", variables), "2.11.0")
        XCTAssertEqual(GradleManifest.lookup("other.kotlin", variables), "2.0.0", "the last segment alone")
        XCTAssertNil(GradleManifest.lookup("other.none!", variables))
    }
}
