@testable import AppHealthKit
import XCTest

final class DiscoveryTests: XCTestCase {
    /// A header beside C or C++ sources and no Objective-C is C: not read as Objective-C.
    func testHeadersOfCFoldersAreNotObjectiveC() throws {
        let tree = try ScratchTree()
        try tree.write("engine/vm.h", "extern int G_state;")
        try tree.write("engine/vm.cpp", "int G_state;")
        try tree.write("minizip/crypt.h", "int x;")
        try tree.write("minizip/unzip.c", "int y;")
        try tree.write("minizip/Extract.m", "@implementation Extract\n@end")
        try tree.write("App/Store.h", "@interface Store : NSObject\n@end")
        try tree.write("App/Store.m", "@implementation Store\n@end")
        try tree.write("include/config.h", "#define USE_WK 1")
        let kinds = Dictionary(uniqueKeysWithValues: FileDiscovery().discover(root: tree.root).files.map { ($0.path, $0.kind) })
        XCTAssertEqual(kinds["engine/vm.h"], .other)
        XCTAssertEqual(kinds["minizip/crypt.h"], .objcHeader)  // the folder has Objective-C too
        XCTAssertEqual(kinds["App/Store.h"], .objcHeader)
        XCTAssertEqual(kinds["include/config.h"], .objcHeader)  // no C beside it
    }

    func testSkipsToolFoldersButKeepsSourcePackagesNamedBuild() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest/>")
        try tree.write("app/build/intermediates/res/layout/a.xml", "<a/>")
        try tree.write(".git/config", "x")
        try tree.write("ios/Pods/Alamofire/Source/A.swift", "x")
        try tree.write("ios/Pods/Alamofire/README.md", "x")
        try tree.write("ios/Pods/Alamofire/logo.png", "x")
        try tree.write("node_modules/x/index.js", "x")
        try tree.write("app/src/main/java/com/acme/build/BuildInfo.kt", "object BuildInfo")
        let project = FileDiscovery().discover(root: tree.root)
        // Vendored folders contribute their code only (role vendored: facts count, never reported).
        XCTAssertEqual(project.files.map(\.path), [
            "app/src/main/AndroidManifest.xml", "app/src/main/java/com/acme/build/BuildInfo.kt", "ios/Pods/Alamofire/Source/A.swift",
        ])
    }

    /// A Carthage checkout is the whole repository: its tests, example apps, docs and benchmarks
    /// are not built into the app (OneBusAway's hold 20 MB of swift-protobuf's tests), so they
    /// are not read; a pod or library whose own name starts so (`DemoKit`) still is.
    func testVendoredTestsExamplesAndDocsAreNotRead() throws {
        let tree = try ScratchTree()
        for path in [
            "Carthage/Checkouts/swift-protobuf/Sources/SwiftProtobuf/Message.swift",
            "Carthage/Checkouts/swift-protobuf/Tests/SwiftProtobufTests/Test_Any.swift",
            "Carthage/Checkouts/swift-protobuf/Reference/unittest.pb.swift",
            "Carthage/Checkouts/SnapKit/Example-iOS/ViewController.swift",
            "Carthage/Checkouts/SnapKit/Source/Constraint.swift",
            "Carthage/Checkouts/IGListKit/Examples/Examples-iOS/Feed.swift",
            "Carthage/Checkouts/IGListKit/Source/IGListKit/IGListAdapter.m",
            "Carthage/Checkouts/PromiseKit/Documentation/Example.swift",
            "Carthage/Checkouts/PromiseKit/Sources/Promise.swift",
            "Carthage/Checkouts/Quick/QuickTests/QuickSpec.swift",
            "Carthage/Checkouts/Hue/DemoApp/Main.swift",
            "Pods/DemoKit/Sources/Demo.swift",
            "Pods/SampleData/Sources/Data.swift",
            "Pods/Alamofire/Source/Session.swift",
            "App/Examples/ExampleView.swift",
            "App/Tests/Helper.swift",
        ] {
            try tree.write(path, "x")
        }
        XCTAssertEqual(FileDiscovery().discover(root: tree.root).files.map(\.path), [
            "App/Examples/ExampleView.swift",
            "App/Tests/Helper.swift",
            "Carthage/Checkouts/IGListKit/Source/IGListKit/IGListAdapter.m",
            "Carthage/Checkouts/PromiseKit/Sources/Promise.swift",
            "Carthage/Checkouts/SnapKit/Source/Constraint.swift",
            "Carthage/Checkouts/swift-protobuf/Sources/SwiftProtobuf/Message.swift",
            "Pods/Alamofire/Source/Session.swift",
            "Pods/DemoKit/Sources/Demo.swift",
            "Pods/SampleData/Sources/Data.swift",
        ])
    }

    /// `.gitignore` hides untracked files only (read from the git index without running git);
    /// a tracked file that matches a pattern stays; `.apphealthignore` always applies.
    func testGitignoreHidesUntrackedFilesAndApphealthignoreAlwaysApplies() throws {
        for indexVersion in ["2", "4"] {
            let tree = try ScratchTree()
            try tree.write(".gitignore", "# generated\n*.log\n/local/\nbuild-cache/\n!keep.log\n*.xcodeproj\n")
            try tree.write("app/.gitignore", "secrets.xml\n")
            try tree.write(".apphealthignore", "legacy/\n")
            try tree.write("Shop.xcodeproj/project.pbxproj", "// !$*UTF8*$!")
            try tree.write("README.md", "x")
            try git(["init", "-q"], in: tree.root)
            try git(["add", "-f", "Shop.xcodeproj/project.pbxproj", "README.md"], in: tree.root)
            try git(["update-index", "--index-version", indexVersion], in: tree.root)
            for path in ["a.log", "keep.log", "local/x.kt", "nested/local/y.kt", "app/build-cache/z.kt", "app/src/main/res/values/secrets.xml",
                         "app/src/main/res/values/strings.xml", "legacy/Old.kt", "src/legacy.kt", "Shop.xcodeproj/xcuserdata/me.plist"] {
                try tree.write(path, "x")
            }
            let paths = FileDiscovery().discover(root: tree.root).files.map(\.path).filter { !$0.hasPrefix(".git/") }
            XCTAssertEqual(paths, [
                ".apphealthignore", ".gitignore", "README.md", "Shop.xcodeproj/project.pbxproj", "app/.gitignore",
                "app/src/main/res/values/strings.xml", "keep.log", "nested/local/y.kt", "src/legacy.kt",
            ], "index version \(indexVersion)")
            let all = FileDiscovery(respectIgnoreFiles: false).discover(root: tree.root).files.map(\.path)
            XCTAssertEqual(all.count, paths.count + 6)
            // Audited from a subfolder of the work tree: index paths are made relative to it.
            XCTAssertEqual(FileDiscovery().discover(root: tree.root.appendingPathComponent("app")).files.map(\.path),
                           [".gitignore", "src/main/res/values/strings.xml"])
        }
    }

    /// Without a git index (an exported archive) every file was tracked: `.gitignore` hides nothing.
    func testWithoutAGitIndexGitignoreHidesNothing() throws {
        let tree = try ScratchTree()
        try tree.write(".gitignore", "*.xcodeproj\n")
        try tree.write(".apphealthignore", "legacy/\n")
        try tree.write("Shop.xcodeproj/project.pbxproj", "// !$*UTF8*$!")
        try tree.write("legacy/Old.kt", "x")
        XCTAssertEqual(FileDiscovery().discover(root: tree.root).files.map(\.path), [".apphealthignore", ".gitignore", "Shop.xcodeproj/project.pbxproj"])
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "core.hooksPath=/dev/null"] + arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, arguments.joined(separator: " "))
    }

    func testSymlinkedFoldersAreNotFollowed() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/res/values/strings.xml", "<resources/>")
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent("app/src/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent("dangling").path, withDestinationPath: "/nonexistent/x")
        let project = FileDiscovery().discover(root: tree.root)
        XCTAssertEqual(project.files.map(\.path), ["app/src/main/res/values/strings.xml"])
    }

    func testFindsModulesAtAnyDepthAndClassifiesResources() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest/>")
        try tree.write("app/src/main/res/drawable-night-xhdpi/a.png", bytes: PNGWriter.solidImage(width: 2, height: 2))
        try tree.write("app/src/debug/res/values/strings.xml", "<resources/>")
        try tree.write("features/payments/card/src/main/res/layout/item_card.xml", "<a/>")
        try tree.write("legacy/AndroidManifest.xml", "<manifest/>")
        try tree.write("legacy/res/layout/main.xml", "<a/>")
        try tree.write("ios/App/res/layout/not_android.xml", "<a/>")
        try tree.write("ios/App/ViewController.swift", "class A {}")
        let project = FileDiscovery().discover(root: tree.root)
        XCTAssertEqual(project.androidModules.map(\.path), ["app", "features/payments/card", "legacy"])
        XCTAssertEqual(project.androidModules[0].resDirectories, ["app/src/debug/res", "app/src/main/res"])
        let png = try XCTUnwrap(project.files.first { $0.path.hasSuffix("a.png") })
        XCTAssertEqual(png.resourceFolder?.type, "drawable")
        XCTAssertEqual(png.resourceFolder?.density, .xhdpi)
        XCTAssertEqual(png.resourceFolder?.nonDensityQualifiers, ["night"])
        XCTAssertEqual(project.files.first { $0.path.hasPrefix("ios/App/res") }?.kind, .other)
        XCTAssertEqual(project.files.first { $0.path.hasSuffix(".swift") }?.kind, .swift)
        XCTAssertEqual(project.androidModule(containing: "features/payments/card/src/main/res/layout/item_card.xml")?.path, "features/payments/card")
    }

    /// Files are classified in chunks side by side: a res folder whose files straddle a chunk's
    /// edge, and folders before and after it, come out as one pass over all of them gives.
    func testClassifyingInChunksIsClassifyingAtOnce() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/AndroidManifest.xml", "<manifest/>")
        for index in 0..<700 { try tree.write("app/src/main/res/layout/item_\(index).xml", "<a/>") }
        for index in 0..<400 { try tree.write("app/src/main/res/values-v\(index % 7 + 21)/v\(index).xml", "<resources/>") }
        for index in 0..<300 { try tree.write("app/src/main/java/A\(index).kt", "class A") }
        for index in 0..<200 { try tree.write("other/res/layout/x\(index).xml", "<a/>") }
        let describe = { (tree: ProjectTree) in tree.files.map { "\($0.path) \($0.kind) \($0.resDirectory ?? "-")" } }
        let once = describe(FileDiscovery(jobs: 1).discover(root: tree.root))
        XCTAssertEqual(once.count, 1_601)
        XCTAssertEqual(once.filter { $0.hasSuffix(" app/src/main/res") }.count, 1_100)
        XCTAssertEqual(describe(FileDiscovery(jobs: 3).discover(root: tree.root)), once)
    }

    func testExcludeGlobs() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/res/layout/activity_a.xml", "<a/>")
        try tree.write("app/src/main/res/layout/generated_b.xml", "<a/>")
        try tree.write("vendor/lib/res/layout/c.xml", "<a/>")
        let project = FileDiscovery(exclude: [Glob("vendor"), Glob("**/generated_*.xml")]).discover(root: tree.root)
        XCTAssertEqual(project.files.map(\.path), ["app/src/main/res/layout/activity_a.xml"])
    }

    /// Issue 21: folders are listed from a shared queue and their files merged in path order; the
    /// order is `sort`'s, also where a folder's name is a prefix of file names around it
    /// (`a-b` < `a.kt` < `a/…` < `a0`), and the same on one thread or several.
    func testFilesComeInPathOrderWhateverTheListingOrder() throws {
        let tree = try ScratchTree()
        let paths = ["a-b", "a.kt", "a/x.kt", "a/y/z.kt", "a/y.kt", "a/y-1/q.kt", "a0", "b/a/b/c/d.kt", "b/a.kt", "b/a/b.kt", "é/a.kt", "e/a.kt",
                     "Z.kt", "z/Z.kt", "z/a/A.kt", "res/values/strings.xml", "x/res/layout/main.xml"]
        for path in paths { try tree.write(path, "x") }
        for jobs in [1, 2, 4] {
            let found = FileDiscovery(jobs: jobs).discover(root: tree.root).files.map(\.path)
            XCTAssertEqual(found, paths.sorted(), "jobs \(jobs)")
        }
    }

    func testRootedExcludeLeavesNestedFoldersOfTheSameName() throws {
        let tree = try ScratchTree()
        try tree.write("legacy/res/layout/a.xml", "<a/>")
        try tree.write("modules/legacy/res/layout/b.xml", "<a/>")
        let rooted = FileDiscovery(exclude: [Glob("/legacy")]).discover(root: tree.root)
        XCTAssertEqual(rooted.files.map(\.path), ["modules/legacy/res/layout/b.xml"])
        let anywhere = FileDiscovery(exclude: [Glob("legacy")]).discover(root: tree.root)
        XCTAssertEqual(anywhere.files.map(\.path), [])
    }

    func testFileKinds() {
        XCTAssertEqual(FileKind.classify(path: "app/build.gradle.kts"), .gradleKotlin)
        XCTAssertEqual(FileKind.classify(path: "app/build.gradle"), .gradle)
        XCTAssertEqual(FileKind.classify(path: "gradle/libs.versions.toml"), .versionCatalog)
        XCTAssertEqual(FileKind.classify(path: "ios/Podfile.lock"), .podfileLock)
        XCTAssertEqual(FileKind.classify(path: "ios/App.xcodeproj/project.pbxproj"), .xcodeProject)
        XCTAssertEqual(FileKind.classify(path: "ios/Assets.xcassets/AppIcon.appiconset/Contents.json"), .assetCatalogContents)
        XCTAssertEqual(FileKind.classify(path: "ios/Info.plist"), .plist)
        XCTAssertEqual(FileKind.classify(path: "ios/Base.lproj/Main.storyboard"), .storyboard)
        XCTAssertEqual(FileKind.classify(path: "src/Main.java"), .java)
        XCTAssertEqual(FileKind.classify(path: "docs/logo.png"), .image)
        XCTAssertNil(AndroidResourceFolder("assets"))
        XCTAssertEqual(AndroidResourceFolder("mipmap-anydpi-v26")?.hasVersionQualifier, true)
        // Every name the look-up tables hold, and the cases around them.
        let kinds: [(String, FileKind)] = [
            ("a/AndroidManifest.xml", .androidManifest), ("gradle.properties", .gradleProperties), ("x/versions.properties", .gradleProperties),
            ("Podfile", .podfile), ("Package.swift", .packageSwift), ("Package.resolved", .packageResolved), ("Cartfile", .cartfile),
            ("Cartfile.private", .cartfile), ("Cartfile.resolved", .cartfileResolved), ("project.yml", .xcodegenSpec), ("project.yaml", .xcodegenSpec),
            ("a/Contents.json", .other), ("a/deps.versions.toml", .versionCatalog), ("gradle/deps.toml", .versionCatalog), ("x/deps.toml", .other),
            ("A.KT", .kotlin), ("b.kts", .kotlin), ("c.M", .objc), ("c.mm", .objc), ("c.h", .objcHeader), ("App.entitlements", .plist),
            ("PrivacyInfo.xcprivacy", .plist), ("I.intentdefinition", .plist), ("V.xib", .xib), ("L.strings", .stringsCatalog),
            ("L.xcstrings", .stringsCatalog), ("p.JPEG", .image), ("p.gif", .image), ("p.webp", .image), ("p.jpg", .image), ("swift", .swift),
            ("podfile", .other), ("Package.Swift", .swift), ("a.", .other), ("é.swift", .swift), ("x/", .other),
        ]
        for (path, kind) in kinds { XCTAssertEqual(FileKind.classify(path: path), kind, path) }
        // Folder names split by bytes give the `Character` split's parts.
        for name in ["values-b+sr+Latn", "values--en", "drawable-", "drawable-night-hdpi-v21", "raw", "values-é", "drawable-\u{301}hdpi", "values-es-rUS"] {
            let parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            let folder = AndroidResourceFolder(name)
            XCTAssertEqual(folder?.type, AndroidResourceFolder.knownTypes.contains(parts[0]) ? parts[0] : nil, name)
            if let folder { XCTAssertEqual(folder.qualifiers, Array(parts.dropFirst()), name) }
        }
    }
}

/// Issue 21: path helpers asked for every file read bytes; each gives what the `split` reading
/// it replaced gives.
final class PathHelperTests: XCTestCase {
    func testPathHelpersByBytesAreTheSplitReadings() {
        let paths = ["app/src/main/res/drawable/ic_star.9.png", "buildSrc/src/main/kotlin/Deps.kt", "a/build-logic/x.kt", "a/build-logicx/x.kt",
                     "build-conventions", "x/y/", "x//buildSrc//y", "IMG.JPEG", "photo.", ".png", "png", "a.b.WebP", "é/ü.GIF", "a/b.c/d", "",
                     "x.\u{212A}", "a/buildSrc", "Build-Logic/a.kt", "buildSrc\u{301}/a.kt", "/build-conventions/"]
        for path in paths {
            let file = ProjectFile(path: path, url: URL(fileURLWithPath: "/dev/null"), kind: .other, size: 0)
            var oldName: String {
                guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
                let name = path[path.utf8.index(after: slash)...]
                return name.isEmpty ? path.split(separator: "/").last.map(String.init) ?? path : String(name)
            }
            XCTAssertEqual(file.name, oldName, path)
            XCTAssertEqual(file.resourceName, file.name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? file.name, path)
            XCTAssertEqual(file.isImage, FileKind.imageExtensions.contains(file.name.split(separator: ".").last.map { $0.lowercased() } ?? ""), path)
            let components = path.split(separator: "/")
            XCTAssertEqual(BuildLogicConstants.isBuildLogic(path),
                           components.contains("buildSrc") || components.contains("build-logic") || components.contains("build-conventions"), path)
        }
        // Combining marks beside the slashes, read as the file system reads paths (by bytes): a
        // mark before the name makes another name; one after the closing slash starts the next.
        XCTAssertFalse(BuildLogicConstants.isBuildLogic("x/\u{301}build-logic/y.kt"))
        XCTAssertTrue(BuildLogicConstants.isBuildLogic("x/build-logic/\u{301}y.kt"))
        for name in [".9.png", "..a", "a..b", ".", "..", "a.", "é.x", ".\u{301}x.png", "a.\u{301}b", "ic_star.9.png"] {
            let file = ProjectFile(path: "res/drawable/" + name, url: URL(fileURLWithPath: "/dev/null"), kind: .other, size: 0)
            XCTAssertEqual(file.resourceName, name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name, name)
        }
        for path in paths + ["/a//b/", "///", "a", "é/ü//ß"] {
            XCTAssertEqual(PathRoles.components(path[...]), path.split(separator: "/").map(String.init), path)
            XCTAssertEqual(PathRoles.components(path.dropFirst()), path.dropFirst().split(separator: "/").map(String.init), path)
        }
        for path in paths {
            let characterParent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
            XCTAssertEqual(XcodeProjectReader.parent(of: path), characterParent, path)
        }
        let long = String(repeating: "folder/", count: 40) + "end"
        for folder in ["", "a", "é/ü", "src/main/res/values-b+sr+Latn", long] {
            for name in ["b", "strings.xml", "ß\u{301}.kt", long] {
                XCTAssertEqual(FileDiscovery.joined(folder, name), folder.isEmpty ? name : folder + "/" + name, folder + " · " + name)
            }
        }
        // An Xcode group's child appended to its normalized folder: what normalizing the joined path gives.
        for folder in ["", "App", "../Shared", "a/./b/..", "/abs/dir", "..", "App/Sources/", long] {
            for path in ["", "x.swift", ".", "..", "../x", "a/b", "./x", "/y", "a//b/", "é.swift", ".hidden"] {
                XCTAssertEqual(XcodeProjectReader.appending(path, toNormalized: XcodeProjectReader.normalize(folder)),
                               XcodeProjectReader.normalize(XcodeProjectReader.join(folder, path)), folder + " · " + path)
            }
        }
        var moved = ProjectFile(path: "a/b.png", url: URL(fileURLWithPath: "/dev/null"), kind: .image, size: 0)
        moved.path = "c/d.kt"
        XCTAssertEqual(moved.name, "d.kt", "the name follows the path")
    }

    /// The module holding a path is found by looking up the folders above it; the answer is
    /// the filter-and-longest reading's, with a root module, nested modules and look-alike names.
    func testAndroidModuleContainingIsTheLongestPrefix() throws {
        let tree = try ScratchTree()
        for path in ["app/src/main/AndroidManifest.xml", "app/feature/src/main/AndroidManifest.xml", "src/main/AndroidManifest.xml",
                     "lib/src/main/res/values/strings.xml", "library/src/main/AndroidManifest.xml"] {
            try tree.write(path, "<manifest/>")
        }
        let discovered = FileDiscovery().discover(root: tree.root)
        XCTAssertGreaterThanOrEqual(discovered.androidModules.count, 4)
        for path in ["app/src/main/java/A.kt", "app/feature/src/x.kt", "app/featurex/y.kt", "lib/src/main/res/values/strings.xml",
                     "library/a.kt", "libx/a.kt", "top.kt", "app", "/abs/x", "app//src/x"] {
            let expected = discovered.androidModules.filter { $0.path.isEmpty || path.hasPrefix($0.path + "/") }.max { $0.path.count < $1.path.count }
            XCTAssertEqual(discovered.androidModule(containing: path)?.path, expected?.path, path)
        }
        var withoutRoot = discovered
        withoutRoot.androidModules.removeAll { $0.path.isEmpty }
        XCTAssertNil(withoutRoot.androidModule(containing: "top.kt"), "the index follows the module list")
        XCTAssertEqual(withoutRoot.androidModule(containing: "app/x.kt")?.path, "app")
    }

    /// Discovery joins paths on disk as strings (issue 21: a URL per entry cost 9 % of an audit);
    /// each file's path on disk and URL are the ones `appendingPathComponent` gave, and reading
    /// opens the right file.
    func testDiscoveredPathsOnDiskAreTheURLsPaths() throws {
        let tree = try ScratchTree()
        for path in ["a.kt", "app/src/main/res/values/strings.xml", "ünï cödé/x y.swift", "deep/er/still/f.txt"] { try tree.write(path, path) }
        let discovered = FileDiscovery(jobs: 2).discover(root: tree.root)
        XCTAssertEqual(discovered.files.count, 4)
        for file in discovered.files {
            XCTAssertEqual(file.fullPath, tree.root.appendingPathComponent(file.path).path, file.path)
            XCTAssertEqual(file.url.path, file.fullPath)
            XCTAssertEqual(FileManager.default.contents(atPath: file.fullPath).map { String(decoding: $0, as: UTF8.self) }, file.path)
        }
        var moved = discovered.files[0]
        moved.url = URL(fileURLWithPath: "/tmp/elsewhere.kt")
        XCTAssertEqual(moved.fullPath, "/tmp/elsewhere.kt")
    }
}
