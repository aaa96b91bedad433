@testable import AppHealthKit
import XCTest

/// The module's byte-wise `contains` must agree with Foundation's for what the rules ask.
final class StringSearchTests: XCTestCase {
    func testContainsAgreesWithFoundation() {
        let texts = ["", "a", "android.resource://pkg/raw/x", "ab", "aab", "abab", "résumé café", "日本語のテキスト", "x\u{301}y"]
        let needles = ["", "a", "ab", "b", "resource://", "café", "本語", "zz", "abab", "aab"]
        for text in texts {
            for needle in needles {
                let foundation = needle.isEmpty ? false : (text.range(of: needle) != nil)
                XCTAssertEqual(text.contains(needle), foundation, "\(text) ⊇ \(needle)")
                XCTAssertEqual(text[...].contains(needle), foundation, "substring \(text) ⊇ \(needle)")
            }
        }
    }

    func testSortedByPositionKeepsEqualElementsInOrder() {
        let pairs = [(2, "a"), (1, "b"), (2, "c"), (1, "d"), (0, "e")]
        XCTAssertEqual(pairs.sortedByPosition { $0.0 < $1.0 }.map(\.1), ["e", "b", "d", "a", "c"])
    }

    func testASCIIRewriteLeavesOtherTextToTheCaller() {
        XCTAssertEqual("A b".rewritingASCII { byte, out in out.append(byte == 0x20 ? 0x5F : byte) }, "A_b")
        XCTAssertNil("café".rewritingASCII { byte, out in out.append(byte) })
        for text in ["  a \t b\n", "x", "", "a  b  ", "über  alles"] {
            XCTAssertEqual(FindingDetails.collapsedWhitespace(text), text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
    }
}

/// The large-report fast paths of ordering give exactly the order of the plain comparators.
final class FindingOrderTests: XCTestCase {
    private func randomFindings(_ count: Int, seed: UInt64) -> [Finding] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let paths = ["app/src/main/java/com/acme/VeryLongPackageName/FeatureScreen.kt", "app/src/main/java/com/acme/VeryLongPackageName/FeatureScreen2.kt",
                     "a.swift", "A.swift", "z/é.swift", "app/src/main/res/values/strings.xml", "app/src/main/res/layout/activity_main.xml", ""]
        let rules = ["code.hardcoded-ui-string", "android.hardcoded-text", "deps.stale-library", "release-android", "arch.singleton-access"]
        let severities: [Severity] = [.note, .warning, .error]
        let categories = Category.allCases
        return (0..<count).map { _ in
            Finding(
                ruleId: rules[next(rules.count)], severity: severities[next(3)], category: categories[next(categories.count)],
                message: "message \(next(4))", path: paths[next(paths.count)], line: next(30) + 1, column: next(3) + 1)
        }
    }

    func testReportOrderOfManyFindingsIsThePlainSort() {
        for seed in [1, 2, 3] as [UInt64] {
            let findings = randomFindings(3_000, seed: seed)
            XCTAssertEqual(Finding.inReportOrder(findings), findings.sortedByPosition(Finding.reportOrder))
            // Grouped by file, as the per-file pass hands them over (neighbours share a path).
            let grouped = findings.sortedByPosition { $0.path < $1.path }
            XCTAssertEqual(Finding.inReportOrder(grouped), grouped.sortedByPosition(Finding.reportOrder))
        }
    }

    func testImpactRankingIsTheSameWhetherOrNotTheFindingsComeInReportOrder() {
        let findings = randomFindings(2_000, seed: 7)
        let sorted = Finding.inReportOrder(findings)
        // The plain comparator, element by element.
        let expected = sorted.sortedByPosition(Impact.order)
        XCTAssertEqual(Impact.ranked(sorted), expected)
        XCTAssertEqual(Impact.ranked(findings), findings.sortedByPosition(Impact.order))
    }

    /// Top risks rank each rule's findings on their own: the same as ranking all and grouping.
    func testRankingEachRulesFindingsIsRankingAllThenGrouping() {
        XCTAssertEqual(Category.allCases.map(Impact.rank(of:)), Category.allCases.map { Impact.categoryRank[$0]! })
        for findings in [randomFindings(2_000, seed: 11), Finding.inReportOrder(randomFindings(2_000, seed: 12))] {
            let ranked = Impact.ranked(findings)
            for rule in Set(findings.map(\.ruleId)) {
                XCTAssertEqual(Impact.ranked(findings.filter { $0.ruleId == rule }), ranked.filter { $0.ruleId == rule }, rule)
            }
        }
    }

    /// Issue 21: kinds and res folders are found from the last slashes and dots; they must be
    /// what splitting the whole path gave.
    func testFileKindsAndResFoldersAreWhatSplittingThePathGave() {
        func splitKind(_ path: String) -> FileKind {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let lower = name.lowercased()
            let ext = lower.split(separator: ".").last.map(String.init) ?? ""
            let fast = FileKind.classify(path: path)
            XCTAssertEqual(String(FileKind.lastDotPart(lower)), ext, path)
            return fast
        }
        let names = ["AndroidManifest.xml", "Contents.json", "Main.swift", "A.KT", "b.kts", "c.Java", "d.m", "e.H", "build.gradle",
                     "settings.gradle.kts", "Info.plist", "x.xcprivacy", "Main.storyboard", "V.xib", "L.strings", "L.xcstrings",
                     "icon.PNG", "photo.jpeg", "anim.gif", "w.webp", "swift", "java", "noext", "trailing.", "..", ".hidden", "a..b",
                     "deps.toml", "libs.versions.toml", "Podfile", "Podfile.lock", "Package.swift", "Package.resolved", "Cartfile",
                     "project.pbxproj", "project.yml", "Ünïcode.Swift", "ÉCRAN.KT", ""]
        let folders = ["", "app/", "app/gradle/", "App.xcassets/Icon.imageset/", "a//b/", "/abs/", "x/res/values/"]
        for folder in folders {
            for name in names {
                let path = folder + name
                let expected: FileKind = {
                    // The previous implementation, verbatim but for its name.
                    let name = path.split(separator: "/").last.map(String.init) ?? path
                    let lower = name.lowercased()
                    switch name {
                    case "AndroidManifest.xml": return .androidManifest
                    case "libs.versions.toml": return .versionCatalog
                    case "gradle.properties", "versions.properties": return .gradleProperties
                    case "Podfile": return .podfile
                    case "Podfile.lock": return .podfileLock
                    case "Package.swift": return .packageSwift
                    case "Package.resolved": return .packageResolved
                    case "Cartfile", "Cartfile.private": return .cartfile
                    case "Cartfile.resolved": return .cartfileResolved
                    case "project.pbxproj": return .xcodeProject
                    case "project.yml", "project.yaml": return .xcodegenSpec
                    case "Contents.json" where path.contains(".xcassets/"): return .assetCatalogContents
                    default: break
                    }
                    if lower.hasSuffix(".versions.toml") { return .versionCatalog }
                    if lower.hasSuffix(".toml"), path.split(separator: "/").dropLast().last == "gradle" { return .versionCatalog }
                    let ext = lower.split(separator: ".").last.map(String.init) ?? ""
                    if lower.hasSuffix(".gradle.kts") { return .gradleKotlin }
                    switch ext {
                    case "swift": return .swift
                    case "kt", "kts": return .kotlin
                    case "java": return .java
                    case "m", "mm": return .objc
                    case "h": return .objcHeader
                    case "gradle": return .gradle
                    case "plist", "entitlements", "xcprivacy", "intentdefinition": return .plist
                    case "storyboard": return .storyboard
                    case "xib": return .xib
                    case "strings", "xcstrings": return .stringsCatalog
                    default: return FileKind.imageExtensions.contains(ext) ? .image : .other
                    }
                }()
                XCTAssertEqual(splitKind(path), expected, path)
                let parts = path.split(separator: "/", omittingEmptySubsequences: false)
                let tail = FileDiscovery.tail(of: path)
                XCTAssertEqual(tail == nil, parts.count < 3, path)
                if let tail {
                    XCTAssertEqual(String(tail.outer), parts[..<(parts.count - 2)].joined(separator: "/"), path)
                    XCTAssertEqual(String(tail.parent), String(parts[parts.count - 2]), path)
                    XCTAssertEqual(String(tail.name), String(parts[parts.count - 1]), path)
                    XCTAssertEqual(tail.outerIsRes, parts[parts.count - 3] == "res", path)
                }
            }
        }
    }

    /// Issue 21: ASCII attribute values are scanned for `@type/name` byte by byte; the result
    /// must be the scalar scan's (a trailing " é" sends a value down the scalar path).
    func testResourceReferencesOfASCIIValuesAreTheScalarScans() {
        let pieces = ["@", "+", "*", ":", ".", "/", "string", "android", "drawable", "id", "a_b", "x-y", "9", " ", "?", "@android:color/white",
                      "@string/app_name", "@+id/title", "@*android:string/ok", "@com.acme:style/Theme.App", "@layout/", "@/x", "@color"]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3_000 {
            let value = (0..<(1 + next(8))).map { _ in pieces[next(pieces.count)] }.joined()
            XCTAssertEqual(ResourceKey.references(in: value), ResourceKey.references(in: value + " é"), value)
        }
        XCTAssertEqual(ResourceKey.references(in: "@string/app_name"), [ResourceKey(type: "string", name: "app_name")])
    }

    /// Issue 21: fingerprints hash the fields in turn; the value is the joined string's hash.
    func testFingerprintOfFieldsIsTheHashOfTheJoinedFields() {
        let cases = [["code.hardcoded-ui-string", "app/src/main/java/A.kt", "setText(\"Hi\")", "Hardcoded UI string"],
                     ["", "", "", ""], ["é", "ü/ß.swift", "\u{1F}", "日本語 ✓"]]
        for fields in cases {
            XCTAssertEqual(Checksums.fnv1a64Hex(fields: fields[0], fields[1], fields[2], fields[3]),
                           Checksums.fnv1a64Hex(fields.joined(separator: "\u{1F}")), "\(fields)")
        }
    }

    func testDiscoveryListsTheSameTreeOnOneThreadOrMany() {
        let root = Paths.fixture("InheritedAndroidApp")
        let one = FileDiscovery(jobs: 1).discover(root: root)
        let many = FileDiscovery(jobs: 4).discover(root: root)
        XCTAssertEqual(one.files.map(\.path), many.files.map(\.path))
        XCTAssertEqual(one.files.map(\.kind), many.files.map(\.kind))
        XCTAssertGreaterThan(one.files.count, 10)
    }
}
