@testable import AppHealthKit
@_spi(RawSyntax) import SwiftSyntax
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

    /// Issue 21: the byte searches that replaced Foundation's `range(of:)` in project rules and
    /// the Xcode project reader find the same places (first, from an offset, last before one).
    func testByteRangesAgreeWithFoundation() {
        let texts = ["", "a", "App/Assets.xcassets/Logo.imageset/Contents.json", "a.xcassets/b.xcassets/c", "= { = {x", "résumé = { café", "日本語 = {"]
        let needles = ["", "a", ".xcassets/", "= {", "café", "本語", "zz", "x"]
        for text in texts {
            for needle in needles {
                let foundation = needle.isEmpty ? nil : text.range(of: needle)
                let bytes = text.byteRange(of: needle)
                XCTAssertEqual(bytes.map { String(text[$0]) }, foundation.map { String(text[$0]) }, "\(text) ⊇ \(needle)")
                XCTAssertEqual(bytes?.lowerBound, foundation?.lowerBound, "\(text) ⊇ \(needle)")
                XCTAssertEqual(text.dropFirst().byteRange(of: needle).map { String(text.dropFirst()[$0]) }, foundation == nil ? nil : text.dropFirst().range(of: needle).map { String(text.dropFirst()[$0]) })
                let utf8 = Array(text.utf8), pattern = Array(needle.utf8)
                for start in 0...utf8.count {
                    let expected = needle.isEmpty ? nil : (start...max(start, utf8.count - pattern.count)).first { $0 + pattern.count <= utf8.count && Array(utf8[$0..<($0 + pattern.count)]) == pattern }
                    XCTAssertEqual(ByteSearch.firstRange(of: pattern, in: utf8, from: start)?.lowerBound, expected, "\(text) from \(start) ⊇ \(needle)")
                    let last = needle.isEmpty ? nil : (0...max(0, start - pattern.count)).last { $0 + pattern.count <= start && Array(utf8[$0..<($0 + pattern.count)]) == pattern }
                    XCTAssertEqual(ByteSearch.lastRange(of: pattern, in: utf8, before: start)?.lowerBound, last, "\(text) before \(start) ⊇ \(needle)")
                }
            }
        }
    }

    /// `ByteSearch.firstRange` (the C library's `memchr`) finds the first place a byte-by-byte scan
    /// finds, on long texts (its vector paths) over a small alphabet (many near matches), whichever
    /// of the pattern's bytes it looks for.
    func testFirstByteRangeIsTheFirstMatchOfAScan() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array("ab:apphealth".utf8) + [0, 0xC3, 0xA9]
        for _ in 0..<600 {
            let text = (0..<Int.random(in: 0...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let pattern = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let scan = pattern.isEmpty || pattern.count > text.count ? nil
                : (0...(text.count - pattern.count)).first { Array(text[$0..<($0 + pattern.count)]) == pattern }
            // Whichever byte of the pattern `memchr` looks for (the last, the first, one between).
            for anchor in [nil, 0, pattern.count / 2] as [Int?] {
                let found = pattern.withUnsafeBufferPointer { needle in text.withUnsafeBufferPointer { ByteSearch.firstRange(of: needle, in: $0, anchor: anchor) } }
                XCTAssertEqual(found, scan.map { $0..<($0 + pattern.count) }, "\(text) ⊇ \(pattern), anchor \(String(describing: anchor))")
            }
        }
        let long = Array(String(repeating: "a", count: 5000).utf8) + Array("apphealth:".utf8)
        let directive = Array("apphealth:".utf8).withUnsafeBufferPointer { needle in long.withUnsafeBufferPointer { ByteSearch.firstRange(of: needle, in: $0) } }
        XCTAssertEqual(directive, 5000..<5010)
    }

    /// Issue 21: a Kotlin literal's fixed text is read by bytes when it is ASCII; the byte reading
    /// is the character reading, templates, escapes, braces and CRLF included.
    func testKotlinFixedTextByBytesIsTheCharacterReading() {
        let samples = ["", "$", "\\", "a$", "${", "${a", "${a}b", "${{a}}b}c", "$a1_b c", "$_x", "$1", "$ a", "\\$a", "\\\r\n", "a\r\nb",
                       "x\\\r\n$y", "Hello, $name!", "${user.name} has ${count} items", "\\u0041\\n", "{}}{"]
        for sample in samples {
            XCTAssertEqual(LiteralText.kotlinFixedASCII(sample), LiteralText.kotlinFixedCharacters(sample), sample.debugDescription)
        }
        var generator = VersionPropertyTests.SplitMix64(state: 7)
        let alphabet = Array("$\\{}_aZ09 .\r\n\"u")
        for _ in 0..<3_000 {
            let sample = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            XCTAssertEqual(LiteralText.kotlinFixedASCII(sample), LiteralText.kotlinFixedCharacters(sample), sample.debugDescription)
        }
        XCTAssertEqual(LiteralText.kotlinFixedText("Hi $name\\n"), "Hi \n")
        XCTAssertEqual(LiteralText.kotlinFixedText("é $name"), "é ", "past ASCII, by characters")
    }

    func testSortedByPositionKeepsEqualElementsInOrder() {
        let pairs = [(2, "a"), (1, "b"), (2, "c"), (1, "d"), (0, "e")]
        XCTAssertEqual(pairs.sortedByPosition { $0.0 < $1.0 }.map(\.1), ["e", "b", "d", "a", "c"])
    }

    func testASCIIRewriteLeavesOtherTextToTheCaller() {
        XCTAssertEqual("A b".rewritingASCII { byte, out in out.append(byte == 0x20 ? 0x5F : byte) }, "A_b")
        XCTAssertNil("café".rewritingASCII { byte, out in out.append(byte) })
        // Written into the new string: small (in place) and large, every byte kept or some dropped.
        let long = "Settings-Section_Header 42 and more text"
        XCTAssertEqual(long.rewritingASCII { byte, out in out.append(byte) }, long)
        XCTAssertEqual(long.rewritingASCII { byte, out in if byte != 0x20 { out.append(byte) } }, long.replacingOccurrences(of: " ", with: ""))
        XCTAssertEqual("".rewritingASCII { byte, out in out.append(byte) }, "")
        XCTAssertEqual(UnusedAssetRule.folded(long), "settingssectionheader42andmoretext")
        var texts = ["  a \t b\n", "x", "", "a  b  ", "über  alles", "  one\ttwo   three\r\nfour five six seven  ", long,
                     " a", "a ", " ", "a b", "a\u{0B}b", "a\u{0C}b", "ab\u{1C}c", "a\u{85}b", "a\u{A0}b", "a b\u{2028}", "\u{7F} x"]
        // Every string of up to six of these bytes (the fast path hands back what needs no change).
        let pieces = ["a", " ", "\t", "\n", "é"]
        var level = [""]
        for _ in 0..<6 {
            level = level.flatMap { prefix in pieces.map { prefix + $0 } }
            texts += level
        }
        for text in texts {
            XCTAssertEqual(FindingDetails.collapsedWhitespace(text), text.split(whereSeparator: \.isWhitespace).joined(separator: " "), text.debugDescription)
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

    /// Issue 21: findings rearranged in place by following the permutation's cycles are the
    /// findings mapped through the positions: none (the identity), one swap, one long cycle,
    /// random permutations; no finding is lost or doubled.
    func testFindingsPermutedInPlaceAreThePositionsMapped() {
        let findings = randomFindings(500, seed: 7)
        var generator = SystemRandomNumberGenerator()
        var cases: [[Int]] = [Array(findings.indices), [1, 0] + Array(2..<findings.count), Array(1..<findings.count) + [0], Array(findings.indices.reversed())]
        for _ in 0..<20 { cases.append(Array(findings.indices).shuffled(using: &generator)) }
        for positions in cases {
            let mapped = positions.map { findings[$0] }
            XCTAssertEqual(Finding.permuted(findings, by: positions), mapped)
        }
        XCTAssertEqual(Finding.permuted([], by: []), [])
    }

    /// Issue 21: findings' positions grouped by rule are each rule's positions in order, rules
    /// in the order they first come: findings in any order, and grouped by file as reports hold them.
    func testPositionsByRuleAreEachRulesPositionsInOrder() {
        for findings in [randomFindings(2_000, seed: 5), Finding.inReportOrder(randomFindings(2_000, seed: 6)), []] {
            let groups = Finding.positionsByRule(findings)
            var firstSeen: [String] = []
            for finding in findings where !firstSeen.contains(finding.ruleId) { firstSeen.append(finding.ruleId) }
            XCTAssertEqual(groups.map(\.rule), firstSeen)
            for group in groups {
                XCTAssertEqual(group.positions, findings.indices.filter { findings[$0].ruleId == group.rule }, group.rule)
            }
        }
    }

    /// Issue 21: the suppressor's partition keeps the kept findings in their order (with the
    /// severity a verdict gives) and lists the suppressed ones in theirs, with the regions used.
    func testPartitionKeepsBothListsInOrder() {
        let findings = randomFindings(300, seed: 9)
        let verdicts: [Suppressor.Verdict] = findings.indices.map { index in
            switch index % 5 {
            case 0: .suppressed
            case 1: .suppressedByRegion(index % 3)
            case 2: .kept(.error)
            default: .kept(nil)
            }
        }
        let suppressor = Suppressor(descriptors: [], xmlIgnores: [:], codeSuppressions: [:])
        let (kept, suppressed, used) = suppressor.partition(findings, verdicts: verdicts)
        var expectedKept: [Finding] = [], expectedSuppressed: [Finding] = []
        var expectedUsed: Set<Suppressor.RegionKey> = []
        for (finding, verdict) in zip(findings, verdicts) {
            switch verdict {
            case .suppressed: expectedSuppressed.append(finding)
            case .suppressedByRegion(let region):
                expectedSuppressed.append(finding)
                expectedUsed.insert(Suppressor.RegionKey(path: finding.path, index: region))
            case .kept(let severity):
                var copy = finding
                if let severity { copy.severity = severity }
                expectedKept.append(copy)
            }
        }
        XCTAssertEqual(kept, expectedKept)
        XCTAssertEqual(suppressed, expectedSuppressed)
        XCTAssertEqual(used, expectedUsed)
        XCTAssertEqual(kept.count + suppressed.count, findings.count)
    }

    /// Positions past what the packed sort holds (a line past 2^25, a column past 2^18, a
    /// negative line) are sorted by the comparator: the same order either way.
    func testReportOrderOfPositionsPastThePackedRangeIsThePlainSort() {
        var findings = randomFindings(3_000, seed: 5)
        for (index, position) in [(1 << 25, 1), (1, 1 << 18), (-1, 1), ((1 << 25) - 1, (1 << 18) - 1)].enumerated() {
            var finding = findings[index * 7]
            finding = Finding(ruleId: finding.ruleId, severity: finding.severity, category: finding.category, message: finding.message,
                              path: finding.path, line: position.0, column: position.1)
            findings[index * 7] = finding
            XCTAssertEqual(Finding.inReportOrder(findings), findings.sortedByPosition(Finding.reportOrder), "\(position)")
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
        for findings in [randomFindings(2_000, seed: 11), Finding.inReportOrder(randomFindings(2_000, seed: 12))] {
            let ranked = Impact.ranked(findings)
            for rule in Set(findings.map(\.ruleId)) {
                XCTAssertEqual(Impact.ranked(findings.filter { $0.ruleId == rule }), ranked.filter { $0.ruleId == rule }, rule)
            }
        }
    }

    /// Issue 21: kinds and res folders are found from the last slashes and dots; they must be
    /// what reading the whole path gives.
    func testFileKindsAndResFoldersAreWhatSplittingThePathGave() {
        let expected: [(String, FileKind)] = [
            ("app/src/main/AndroidManifest.xml", .androidManifest), ("Shop.xcassets/Icon.imageset/Contents.json", .assetCatalogContents),
            ("Contents.json", .other), ("Sources/Main.swift", .swift), ("a//b/A.KT", .kotlin), ("build.gradle.kts", .gradleKotlin),
            ("b.kts", .kotlin), ("c.Java", .java), ("d.mm", .objc), ("e.H", .objcHeader), ("app/build.gradle", .gradle),
            ("Info.plist", .plist), ("x.xcprivacy", .plist), ("Main.storyboard", .storyboard), ("V.xib", .xib),
            ("L.strings", .stringsCatalog), ("L.xcstrings", .stringsCatalog), ("icon.PNG", .image), ("photo.jpeg", .image),
            ("swift", .swift), ("java", .java), ("noext", .other), ("trailing.", .other), ("..", .other), ("a..kt", .kotlin),
            ("gradle/deps.toml", .versionCatalog), ("deps.toml", .other), ("gradle/libs.versions.toml", .versionCatalog),
            ("Podfile", .podfile), ("ios/Podfile.lock", .podfileLock), ("Package.swift", .packageSwift), ("Package.resolved", .packageResolved),
            ("Cartfile", .cartfile), ("App.xcodeproj/project.pbxproj", .xcodeProject), ("project.yml", .xcodegenSpec),
            ("Ünïcode/ÉCRAN.SWIFT", .swift), ("/abs/Main.swift", .swift), ("dir/", .other), ("", .other),
        ]
        for (path, kind) in expected { XCTAssertEqual(FileKind.classify(path: path), kind, path) }
        for name in ["a.b.c", "swift", "a.", "...", "", ".hidden", "x..y"] {
            XCTAssertEqual(String(FileKind.lastDotPart(name)), name.split(separator: ".").last.map(String.init) ?? "", name)
        }
        for path in expected.map(\.0) + ["x/res/values/strings.xml", "res/layout/a.xml", "a/res/res/b", "a//b", "a/b/"] {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            let tail = FileDiscovery.tail(of: path)
            XCTAssertEqual(tail == nil, parts.count < 3, path)
            if let tail {
                XCTAssertEqual(String(tail.outer), parts[..<(parts.count - 2)].joined(separator: "/"), path)
                XCTAssertEqual(String(tail.parent), String(parts[parts.count - 2]), path)
                XCTAssertEqual(String(tail.name), String(parts[parts.count - 1]), path)
                XCTAssertEqual(tail.outerIsRes, parts[parts.count - 3] == "res", path)
                if tail.outerIsRes { XCTAssertTrue(FileDiscovery.mayBeInRes(path), path) }
            }
        }
    }

    /// Issue 21: ASCII attribute values are scanned for `@type/name` byte by byte; the result
    /// must be the scalar scan's (a trailing " é" sends a value down the scalar path).
    /// Issue 21: resource names are normalised over their contiguous bytes; the answer is the
    /// Character reading's (`.`, `-`, `:` → `_`), ASCII or not, for native and sliced strings.
    /// Issue 21: a resource key keeps its hash; equal keys hash alike however they were made
    /// (initialiser, decoding, a changed field), and different keys are not equal.
    func testResourceKeysKeepAHashThatFollowsTheirFields() throws {
        let made = ResourceKey(type: "string-array", name: "Theme.App")
        let decoded = try JSONDecoder().decode(ResourceKey.self, from: JSONEncoder().encode(made))
        XCTAssertEqual(made, decoded)
        XCTAssertEqual(made.hashValue, decoded.hashValue)
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(made), as: UTF8.self).contains("hashCode"), false)
        var changed = ResourceKey(type: "array", name: "other")
        XCTAssertNotEqual(changed, made)
        changed.name = "Theme_App"
        XCTAssertEqual(changed, made)
        XCTAssertEqual(changed.hashValue, made.hashValue)
        changed.type = "plurals"
        XCTAssertNotEqual(changed, made)
        XCTAssertEqual(Set([made, decoded, ResourceKey(type: "array", name: "Theme_App")]).count, 1)
        XCTAssertEqual(Set([made, changed]).count, 2)
    }

    func testResourceNameNormalisationIsTheCharacterReading() {
        let names = ["", "app_name", "Theme.App.Dark", "x-y:z", "...", "é.x", ".\u{301}x", "a\u{301}-b", "日本.語", String(repeating: "ab.", count: 50)]
        for name in names + names.map({ String(("<" + $0 + ">").dropFirst().dropLast()) }) {
            XCTAssertEqual(ResourceKey.normalize(name), String(name.map { $0 == "." || $0 == "-" || $0 == ":" ? "_" : $0 }), name)
        }
    }

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

    /// Issue 21: a layout's sample text is told on bytes when it is ASCII without a carriage
    /// return; the answer is the Character reading's (trimmed, last Character, words) for random
    /// mixes of words, white space of every kind, sentence marks and non-ASCII pieces.
    func testSampleLengthOnBytesIsTheCharacterReading() {
        func reference(_ text: String) -> Bool {
            let trimmed = text.trimmedWhitespace()
            guard let last = trimmed.last, !".!?…".contains(last) else { return false }
            return trimmed.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).count <= 4
        }
        let pieces = ["a", "Buy", "now", "100.00MB", " ", "  ", "\n", "\t", "\u{0B}", "\u{0C}", "\r", "\r\n", ".", "!", "?", "…", "é",
                      "e\u{301}", "\u{301}", "日本", "x", "\u{A0}", "\u{2003}"]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<5_000 {
            let text = (0..<next(10)).map { _ in pieces[next(pieces.count)] }.joined()
            XCTAssertEqual(ResourceFacts.isSampleLength(text), reference(text), "\(text.unicodeScalars.map(\.value))")
        }
        XCTAssertTrue(ResourceFacts.isSampleLength("100.00MB"))
        XCTAssertFalse(ResourceFacts.isSampleLength("Thanks for your donation."))
        XCTAssertFalse(ResourceFacts.isSampleLength("one two three four five"))
        XCTAssertTrue(ResourceFacts.isSampleLength("\u{0B} one two three four "))
    }

    /// A Kotlin file of `source`, after checking a byte reading of its identifiers' lower case
    /// (`reading`) against the lower-cased string's answer (`expected`) on each ASCII identifier
    /// (more than ten of them) and `nil` on every other, and on no token.
    private func kotlinFile(
        _ source: String, reading: (CodeFile, Int) -> Bool?, expected: (String) -> Bool, file: StaticString = #filePath, line: UInt = #line
    ) -> CodeFile {
        let project = ProjectFile(path: "app/src/main/java/A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        let code = CodeFile(file: project, language: .kotlin, text: SourceText(source))
        var ascii = 0
        for index in code.code.indices where code.code[index].kind == .identifier {
            let name = code.text(of: code.code[index])
            if let answer = reading(code, index) {
                ascii += 1
                XCTAssertEqual(answer, expected(name.lowercased()), name, file: file, line: line)
            } else {
                XCTAssertTrue(name.utf8.contains { $0 >= 0x80 }, name, file: file, line: line)
            }
        }
        XCTAssertGreaterThan(ascii, 10, file: file, line: line)
        XCTAssertNil(reading(code, -1), file: file, line: line)
        XCTAssertNil(reading(code, code.code.count), file: file, line: line)
        return code
    }

    /// Issue 21: whether a token's lower case holds a word, read on an ASCII token's bytes, is the
    /// lower-cased string's answer; a token with other bytes is left to that (`nil`).
    func testTokenLowercaseHoldsIsTheStringReading() {
        let source = "clipboard.setText(x); ClipManager.y(); myCLIP.z(); cli.p(); CLİP.q(); Éclip.r(); cl.ip(); ClIpPy c lip"
        _ = kotlinFile(source, reading: { $0.code($1, lowercasedHolds: "clip") }, expected: { $0.contains("clip") })
        _ = kotlinFile(source, reading: { $0.code($1, lowercasedHolds: "") }, expected: { _ in true })
    }

    /// Issue 21: whether a token's lower case ends with a word, read on an ASCII token's bytes,
    /// is the lower-cased string's `hasSuffix`; a token with other bytes is left to that (`nil`).
    /// `destination.label` read in code shows navigation labels; a local `label` does not.
    func testTokenLowercaseEndsWithIsTheStringReading() {
        let code = kotlinFile("""
            destination.label; navDestination.label; DESTINATION.label; Destinations.label; destinatio.label; \
            label.setAlpha(1); x.label; déstination.label; destinatİon.label; nextDestination.label
            """, reading: { $0.code($1, lowercasedEndsWith: "destination") }, expected: { $0.hasSuffix("destination") })
        let shown = code.code.indices.filter { code.code($0, is: "label") && ResourceFacts.showsNavigationLabel(code, at: $0) }
        XCTAssertEqual(shown.map { code.text(of: code.code[$0 - 2]) }, ["destination", "navDestination", "DESTINATION", "nextDestination"])
    }

    /// Issue 21: the byte-pair set answers as a set of string pairs does: new the first time a
    /// pair's two spellings are seen, known after (however many pairs, through its growth), and
    /// `nil` for a pair with a byte past ASCII; `ab`+`c` is not `a`+`bc`.
    func testTokenPairSetIsASetOfStringPairs() {
        var generator = SystemRandomNumberGenerator()
        let words = ["a", "ab", "abc", "bc", "c", "layout", "id", "title", "title1", "title2", "é", "item_3_27", "drawable", "x"]
        var text: [UInt8] = []
        var tokens: [CodeLexer.Token] = []
        for word in words {
            tokens.append(CodeLexer.Token(kind: .identifier, start: text.count, end: text.count + word.utf8.count))
            text += Array(word.utf8)
        }
        // Numbered names, so that the set grows well past its first table.
        for number in 0..<600 {
            let word = "name_\(number)"
            tokens.append(CodeLexer.Token(kind: .identifier, start: text.count, end: text.count + word.utf8.count))
            text += Array(word.utf8)
        }
        var set = TokenPairSet()
        var strings: Set<[String]> = []
        for _ in 0..<20_000 {
            let first = tokens[Int.random(in: 0..<tokens.count, using: &generator)]
            let second = tokens[Int.random(in: 0..<tokens.count, using: &generator)]
            let pair = [first, second].map { String(decoding: text[$0.start..<$0.end], as: UTF8.self) }
            let answer = set.insert(first: first, second: second, in: text)
            if pair.joined().utf8.contains(where: { $0 >= 0x80 }) {
                XCTAssertNil(answer, "\(pair)")
            } else {
                XCTAssertEqual(answer, strings.insert(pair).inserted, "\(pair)")
            }
        }
        XCTAssertEqual(set.count, strings.count)
        XCTAssertGreaterThan(set.count, 1_000)
        // `ab`+`c` and `a`+`bc`: the same bytes in a row, two pairs.
        var split = TokenPairSet()
        XCTAssertEqual(split.insert(first: tokens[1], second: tokens[4], in: text), true)
        XCTAssertEqual(split.insert(first: tokens[0], second: tokens[3], in: text), true)
        XCTAssertEqual(split.insert(first: tokens[1], second: tokens[4], in: text), false)
        XCTAssertNil(split.insert(first: tokens[0], second: CodeLexer.Token(kind: .identifier, start: 0, end: text.count + 1), in: text))
    }

    /// Issue 21: a layout's or menu's key read from an ASCII path's bytes is what splitting the
    /// path into Characters gives: on 20,000 random paths of resource-like components, slashes
    /// doubled, leading and trailing, folders starting with `-`, and non-ASCII names.
    func testLayoutKeyOfAPathIsTheSplitReading() {
        func reference(_ path: String) -> ResourceKey? {
            let parts = path.split(separator: "/")
            guard parts.count >= 3, parts[parts.count - 3] == "res", parts[parts.count - 1].hasSuffix(".xml") else { return nil }
            let type = parts[parts.count - 2].split(separator: "-", maxSplits: 1).first.map(String.init) ?? ""
            guard type == "layout" || type == "menu" || type == "xml" else { return nil }
            return ResourceKey(type: type, name: String(parts[parts.count - 1].dropLast(".xml".count)))
        }
        let components = ["app", "src", "main", "res", "res", "layout", "layout-land", "menu", "menu-v21", "xml", "xml-sw600dp", "-layout", "layout-",
                          "values", "drawable", "main.xml", "a.xml", ".xml", "x.xm", "caf\u{E9}.xml", "Main.XML", "b.xml", "", "layoutx", "r\u{E9}s"]
        var generator = SystemRandomNumberGenerator()
        var paths = ["app/src/main/res/layout-land/main.xml", "/res/layout/a.xml", "res/layout/a.xml/", "res//layout/a.xml", "layout/a.xml", "a.xml", ""]
        for _ in 0..<20_000 {
            var path = (0..<Int.random(in: 1...6, using: &generator)).map { _ in components.randomElement(using: &generator)! }.joined(separator: "/")
            if Int.random(in: 0..<10, using: &generator) == 0 { path = "/" + path }
            if Int.random(in: 0..<10, using: &generator) == 0 { path += "/" }
            paths.append(path)
        }
        for path in paths { XCTAssertEqual(RulePlan.layoutOrMenuKey(path), reference(path), path) }
    }

    /// Issue 21: resource keys hash plain ASCII types and names by their bytes and the rest with
    /// `Hasher`; equal keys hash alike whichever way, also where a Unicode spelling equals an ASCII
    /// one (the Kelvin sign and `K`, the Greek question mark and `;`, a precomposed and a
    /// decomposed `é`), and the byte hash tells `ab`+`c` from `a`+`bc`.
    func testResourceKeysThatAreEqualHashAlike() {
        let names = ["title", "Key", "\u{212A}ey", "a;b", "a\u{037E}b", "caf\u{E9}", "cafe\u{301}", "x`y", "x\u{1FEF}y", "", "item1", "item2",
                     "Theme.App.Dark", "Theme_App_Dark", "ab", "a", "bc", "c", "b"]
        let types = ["string", "drawable", "style", "", "a", "ab", "typ\u{212A}"]
        var keys: [ResourceKey] = []
        for type in types { for name in names { keys.append(ResourceKey(type: type, name: name)) } }
        for a in keys {
            for b in keys where a == b {
                XCTAssertEqual(a.precomputedHash, b.precomputedHash, "\(a) \(b)")
                XCTAssertEqual(a.hashValue, b.hashValue)
            }
        }
        XCTAssertEqual(ResourceKey(type: "string", name: "Key"), ResourceKey(type: "string", name: "\u{212A}ey"))
        XCTAssertNotNil(ResourceKey.plainHashCode("string", "title"))
        XCTAssertNil(ResourceKey.plainHashCode("string", "Key"))
        XCTAssertNil(ResourceKey.plainHashCode("string", "caf\u{E9}"))
        XCTAssertNotEqual(ResourceKey.plainHashCode("ab", "c"), ResourceKey.plainHashCode("a", "bc"))
        XCTAssertNotEqual(ResourceKey.plainHashCode("string", "item1"), ResourceKey.plainHashCode("string", "item2"))
    }

    /// Issue 21: the lines of code counted on buffer pointers, indentation eight spaces at a time,
    /// are what the byte-by-byte reading below counted: on 3,000 random mixes of indentation,
    /// comments, code and Swift multi-line strings, and on every Kotlin, Java and Swift fixture.
    func testCodeLinePrefixIsTheByteReading() {
        func reference(_ text: SourceText, swiftMultilineStrings: Bool) -> [Int] {
            let b = text.bytes, starts = text.lineStarts
            func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
            func opens(_ line: Range<Int>) -> Bool {
                var last = line.upperBound - 1
                while last >= line.lowerBound, blank(b[last]) { last -= 1 }
                while last >= line.lowerBound, b[last] == UInt8(ascii: "#") { last -= 1 }
                return last - 2 >= line.lowerBound && b[last] == 34 && b[last - 1] == 34 && b[last - 2] == 34 && (last - 3 < line.lowerBound || b[last - 3] != 34)
            }
            var counts = [Int](repeating: 0, count: starts.count + 1)
            var inComment = false, inString = false
            for number in 1...starts.count {
                let end = number < starts.count ? starts[number] : b.count
                var index = starts[number - 1]
                while index < end, blank(b[index]) { index += 1 }
                if inString {
                    let closes = index + 2 < end && b[index] == 34 && b[index + 1] == 34 && b[index + 2] == 34
                    if closes { inString = false }
                    counts[number] = counts[number - 1] + (closes ? 1 : 0)
                    continue
                }
                var code = false
                if inComment || (index + 1 < end && b[index] == UInt8(ascii: "/") && b[index + 1] == UInt8(ascii: "*")) {
                    var cursor = inComment ? index : index + 2
                    inComment = true
                    while cursor + 1 < end {
                        if b[cursor] == UInt8(ascii: "*"), b[cursor + 1] == UInt8(ascii: "/") {
                            inComment = false
                            cursor += 2
                            while cursor < end, blank(b[cursor]) { cursor += 1 }
                            code = cursor < end && !(cursor + 1 < end && b[cursor] == UInt8(ascii: "/") && b[cursor + 1] == UInt8(ascii: "/"))
                            break
                        }
                        cursor += 1
                    }
                } else if index < end {
                    code = !(index + 1 < end && b[index] == UInt8(ascii: "/") && b[index + 1] == UInt8(ascii: "/"))
                    if code, swiftMultilineStrings { inString = opens(index..<end) }
                }
                counts[number] = counts[number - 1] + (code ? 1 : 0)
            }
            return counts
        }
        var texts: [String] = []
        let walker = FileManager.default.enumerator(at: Paths.packageRoot.appendingPathComponent("Fixtures"), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard ["kt", "java", "swift", "m"].contains(url.pathExtension), let data = try? Data(contentsOf: url) else { continue }
            texts.append(String(decoding: data, as: UTF8.self))
        }
        let pieces = ["        ", "    ", " ", "\t", "\r\n", "\n", "\n", "/*", "*/", "//", "let a = 1", "x", "\"\"\"", "#", "\"", "é", "}", "            "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            texts.append((0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            let source = SourceText(text)
            for multiline in [false, true] {
                XCTAssertEqual(source.codeLinePrefix(swiftMultilineStrings: multiline), reference(source, swiftMultilineStrings: multiline), text.debugDescription)
            }
        }
    }

    /// Issue 21: the identifier lists the lexed file keeps for the declaration, import, call,
    /// member and resource-name walks are what filtering every identifier finds, in the same
    /// order: on every Kotlin, Java and Objective-C fixture, and on snippets with string
    /// templates, comparisons and backquoted names.
    func testDeclarationAndCallListsAreTheFilteredIdentifiers() throws {
        var sources: [(String, CodeLexer.Language)] = [
            ("fun f() { val s = \"${g(1)} ${h = 2}\"; if (a == b) c(d) else e = f; `fun`(); class C; object O; interface I }", .kotlin),
            ("fun\n(x) = y; foo /* c */ ( ) ; bar // c\n = 1; funny(); clazz(); objects = 1; interfaced()", .kotlin),
            ("class A { int x = 1; void f() { g(); h = x; if (x == 2) {} } interface B {} }", .java),
        ]
        let walker = FileManager.default.enumerator(at: Paths.packageRoot.appendingPathComponent("Fixtures"), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            let language: CodeLexer.Language? = ["kt": .kotlin, "java": .java, "m": .objc, "h": .objc][url.pathExtension]
            guard let language, let data = try? Data(contentsOf: url) else { continue }
            sources.append((String(decoding: data, as: UTF8.self), language))
        }
        XCTAssertGreaterThan(sources.count, 10)
        let file = ProjectFile(path: "app/src/main/java/A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
        for (source, language) in sources {
            let code = CodeFile(file: file, language: language, text: SourceText(bytes: Array(source.utf8)))
            let keywords = code.identifiers.filter { index in
                let token = code.code[index]
                return [(3, "f"), (5, "c"), (6, "o"), (6, "i"), (9, "i")].contains { $0.0 == token.end - token.start && code.text.bytes[token.start] == UInt8(ascii: Unicode.Scalar($0.1)!) }
            }
            XCTAssertEqual(code.keywordCandidates, keywords, String(source.prefix(60)))
            XCTAssertEqual(code.callOrAssignmentNames, code.identifiers.filter { code.code($0 + 1, is: "(") || code.code($0 + 1, is: "=") }, String(source.prefix(60)))
            XCTAssertEqual(code.resourceNameCandidates, code.identifiers.filter { index in
                let token = code.code[index]
                return ResourceFacts.namedLengths[Int(code.text.bytes[token.end - 1])] & (1 << UInt64(min(token.end - token.start, 63))) != 0
            }, String(source.prefix(60)))
            XCTAssertEqual(code.capitalizedNamesBeforeDot, code.identifiers.filter { index in
                CodeSingletonFinder.isTypeName(code.text.bytes[code.code[index].start]) && code.code(index + 1, is: ".")
            }, String(source.prefix(60)))
        }
        let snippet = CodeFile(file: file, language: .kotlin, text: SourceText(bytes: Array("import a.B\nclass C { fun f() = g(B.h, c.D, E .F) }".utf8)))
        XCTAssertEqual(snippet.keywordCandidates.map { snippet.text(of: snippet.code[$0]) }, ["import", "class", "fun"])
        XCTAssertEqual(snippet.callOrAssignmentNames.map { snippet.text(of: snippet.code[$0]) }, ["f", "g"])
        XCTAssertEqual(snippet.capitalizedNamesBeforeDot.map { snippet.text(of: snippet.code[$0]) }, ["B", "E"])
    }

    /// Issue 21: a namespace compared with one of the constants by byte count first is `==`.
    func testNamespaceMatchIsEquality() {
        let known = [XMLNamespace.android, XMLNamespace.tools, XMLNamespace.app]
        let uris: [String?] = known + [nil, "", "http://schemas.android.com/apk/res/androi", "http://schemas.android.com/apk/res/androiD",
                                       String(Substring("http://schemas.android.com/tools")), "http://schemas.android.com/tools/", "urn:x"]
        for uri in uris {
            for constant in known { XCTAssertEqual(XMLNamespace.matches(uri, constant), uri == constant, "\(uri ?? "nil") \(constant)") }
        }
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

    /// A fingerprint's digits, written one by one: what padded `String(_:radix:)` writes.
    func testFingerprintDigitsAreSixteenLowerCaseHexDigits() {
        var values: [UInt64] = [0, 1, 0xF, 0x10, 0xABCDEF, UInt64.max, UInt64.max - 1, 1 << 63, 0x0123_4567_89AB_CDEF]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 { values.append(generator.next()) }
        for value in values {
            let radix = String(value, radix: 16)
            XCTAssertEqual(Checksums.hex(value), String(repeating: "0", count: 16 - radix.count) + radix)
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

    /// Issue 21: byte suffix and prefix checks give `hasSuffix`/`hasPrefix`'s answer, including
    /// where bytes match but `Character`s do not: a combining mark after a prefix, a prepended
    /// mark (U+0600) joined to a suffix's first letter, CR LF, and non-ASCII text around the match.
    func testASCIIAffixChecksAreTheCharacterReadings() {
        let alphabet = ["T", "e", "s", "t", ".", "k", "m", "/", "\r", "\n", "\u{301}", "\u{600}", "é", "e\u{301}", "\u{212A}", "日", "\u{200D}"]
        var generator = SystemRandomNumberGenerator()
        var texts = ["", "Tests", "Test", ".kt", "a.kt", "\u{600}Tests", "x\u{600}Tests", "Tests\u{301}", "test\u{301}Foo", "testé", "\r\nTests",
                     "Foo\u{212A}t", "é.swift", "日本Tests", "androidTest", "src", "Preview Content"]
        for _ in 0..<4_000 {
            texts.append((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            let sub = ("/" + text + "/").dropFirst().dropLast()
            func check(_ affix: StaticString) {
                let string = affix.description
                XCTAssertEqual(text.hasASCIISuffix(affix), text.hasSuffix(string), "\(text.unicodeScalars.map(\.value)) suffix \(string)")
                XCTAssertEqual(text.hasASCIIPrefix(affix), text.hasPrefix(string), "\(text.unicodeScalars.map(\.value)) prefix \(string)")
                XCTAssertEqual(sub.hasASCIISuffix(affix), sub.hasSuffix(string), "\(text.unicodeScalars.map(\.value)) substring suffix \(string)")
                XCTAssertEqual(sub.hasASCIIPrefix(affix), sub.hasPrefix(string), "\(text.unicodeScalars.map(\.value)) substring prefix \(string)")
            }
            for affix: StaticString in ["Tests", "Test", "s", "t", "test", ".kt", ".m", "", "\n", "\r", "e", "Tes"] { check(affix) }
        }
    }
}


/// The JSON report's own writer (`EncoderJSON`) against `JSONEncoder`, byte for byte.
final class EncoderJSONTests: XCTestCase {
    private func encoded<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Strings are passed over eight bytes at a time: each character that needs an escape, and
    /// bytes just outside that set, at every position of strings of every length around a word
    /// or two (a word test that missed a byte, or read past the end, shows here).
    func testStringsAreEscapedAsTheEncoderDoesAtEveryPosition() throws {
        let specials: [Unicode.Scalar] = ["\"", "\\", "\u{0}", "\u{1F}", "\n", "\t", "\u{8}", "\u{C}", "\r", " ", "!", "#", "[", "]", "\u{7F}", "é", "/"]
        for length in 0..<26 {
            for special in specials {
                for position in 0..<max(length, 1) {
                    var scalars = String.UnicodeScalarView((0..<length).map { Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26)) })
                    if length > 0 { scalars.replaceSubrange(scalars.index(scalars.startIndex, offsetBy: position)...scalars.index(scalars.startIndex, offsetBy: position), with: [special]) }
                    let text = String(scalars)
                    var out: [UInt8] = []
                    EncoderJSON.appendString(text, to: &out)
                    XCTAssertEqual(String(decoding: out, as: UTF8.self), try encoded(text), "\(text.debugDescription)")
                }
            }
        }
    }

    func testIntegersAreWrittenAsTheirDescription() {
        var values = [0, 1, -1, 9, 10, 99, 100, 12_345, -678_901, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 1
        while power <= Int.max / 10 {  // each digit count's first and last value
            power *= 10
            values += [power - 1, power, power + 1, -(power - 1), -power]
        }
        for value in values {
            let written = [UInt8](unsafeUninitializedCapacity: 20) { buffer, count in
                var json = JSONBytes(buffer.baseAddress!)
                json.integer(value)
                count = json.count
            }
            XCTAssertEqual(String(decoding: written, as: UTF8.self), value.description)
        }
    }

    /// `NameSet` answers as the `Set<String>` it filters, for names with the same ends as its
    /// own, other ends, bytes past ASCII at either end, and names equal to one of its own only
    /// under canonical equivalence (the Kelvin sign is `K`; a combining mark changes the last
    /// character).
    func testNameSetAnswersAsItsSetDoes() {
        let names = ["Text", "Button", "Key", "navigationTitle", "alert", "setTitle", "shared", "default", "a"]
        let set = NameSet(names)
        var queries = names + ["", "T", "Tex", "Textt", "text", "Kex", "Ke", "shareD", "b", "aa", "Té", "\u{212A}ey", "Ke\u{0079}",
                               "Text\u{301}", "\u{301}Text", "Te\u{301}xt", "alert\u{200B}", "ＫKey", "\u{212A}"]
        for name in names {
            for byte in UInt8(0x20)...UInt8(0x7E) {
                let character = String(UnicodeScalar(byte))
                queries += [character + name.dropFirst(), name.dropLast() + character, character + name, name + character]
            }
        }
        for query in queries {
            XCTAssertEqual(set.contains(query), Set(names).contains(query), query.debugDescription)
        }
        XCTAssertTrue(set.contains("\u{212A}ey"), "the Kelvin sign is K")
        XCTAssertFalse(NameSet([String]()).contains("Text"))
    }
}

final class SyntaxTextSetTests: XCTestCase {
    /// The names a Swift walk keeps as bytes: the open-addressing set holds what `Set<SyntaxText>`
    /// holds, through growth, collisions of the first slot, empty and non-ASCII names; `NameSet`
    /// answers for bytes as for the string they spell.
    func testSyntaxTextSetIsASetOfTheBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcXYZ_é`0".utf8)
        var words: [[UInt8]] = [[], Array("`default`".utf8), Array("日本".utf8)]
        for _ in 0..<3000 {
            let length = Int.random(in: 1...6, using: &generator)
            words.append((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        }
        let storage = words.flatMap { $0 }
        storage.withUnsafeBufferPointer { buffer in
            var texts: [SyntaxText] = []
            var offset = 0
            for word in words {
                texts.append(SyntaxText(baseAddress: buffer.baseAddress! + offset, count: word.count))
                offset += word.count
            }
            for capacity in [0, 5, 5000] {
                var fast = SyntaxTextSet(minimumCapacity: capacity)
                var reference: Set<SyntaxText> = []
                for text in texts {
                    XCTAssertEqual(fast.insert(text), reference.insert(text).inserted)
                }
                XCTAssertEqual(fast.count, reference.count)
                XCTAssertEqual(Set(fast.elements), reference)
                for text in texts.prefix(50) { XCTAssertTrue(fast.contains(text)) }
                XCTAssertFalse(fast.contains(SyntaxText("not-in-the-alphabet")))
            }
            let watched: NameSet = ["shared", "text", "a", "X_"]
            for text in texts + [SyntaxText("shared"), SyntaxText("text"), SyntaxText("texts")] {
                XCTAssertEqual(watched.contains(text), watched.contains(String(syntaxText: text)), String(syntaxText: text))
            }
        }
    }
}

final class FNV1aTests: XCTestCase {
    /// Names that differ only in their last byte (`item1`, `item2`) share FNV-1a's top bits and
    /// bits 32–39, which chose their slots: one run of slots, probed through on every look-up.
    /// Mixed, they spread as random hashes would (94 names over 256 values: ~77 distinct).
    func testMixedHashesSpreadNamesThatDifferInTheirLastByte() {
        let names = (0x21...0x7E).map { Array("item".utf8) + [UInt8($0)] }
        let raw = Set(names.map { FNV1a.hash($0) >> 56 })
        let mixedTop = Set(names.map { FNV1a.mixed(FNV1a.hash($0)) >> 56 })
        let mixedMiddle = Set(names.map { (FNV1a.mixed(FNV1a.hash($0)) >> 32) & 0xFF })
        XCTAssertLessThanOrEqual(raw.count, 2, "the unmixed top bits hardly differ")
        XCTAssertGreaterThan(mixedTop.count, 60)
        XCTAssertGreaterThan(mixedMiddle.count, 60)
    }
}

/// Issue 21: counting declared resources keeps each key once as a `Set<ResourceKey>` does, on the
/// hash each key holds: keys equal by normalisation (`a.b` and `a_b`, `string-array` and `array`)
/// and by canonical equivalence (`é` as one scalar and as two), first offers kept, in order.
final class DistinctResourceKeysTests: XCTestCase {
    /// Keys kept as `Set<ResourceKey>` keeps them, and numbered as a dictionary would number them.
    func testDistinctKeysAreTheSetsAnswer() {
        var generator = VersionPropertyTests.SplitMix64(state: 0x5E7)
        let types = ["string", "string-array", "array", "drawable", "layout"]
        let names = ["title", "a.b", "a_b", "caf\u{E9}", "cafe\u{301}", "x", "a-b", "long_name_of_a_string_resource_\u{E9}"]
        var compared = 0
        for round in 0..<300 {
            let offered = (0..<Int.random(in: 0...(round < 290 ? 40 : 3_000), using: &generator)).map { _ -> ResourceKey in
                let suffix = round < 290 ? "" : String(Int.random(in: 0..<1_500, using: &generator))
                return ResourceKey(type: types.randomElement(using: &generator)!, name: names.randomElement(using: &generator)! + suffix)
            }
            var distinct = DistinctResourceKeys()
            var set = Set<ResourceKey>()
            for key in offered { XCTAssertEqual(distinct.insert(key), set.insert(key).inserted, "\(key)") }
            var seen = Set<ResourceKey>()
            XCTAssertEqual(distinct.keys, offered.filter { seen.insert($0).inserted })
            XCTAssertEqual(distinct.count, set.count)
            // Positions, as a dictionary numbering keys in the order first offered gives them.
            var numbered = DistinctResourceKeys()
            var reference: [ResourceKey: Int] = [:]
            for key in offered {
                let expected = reference[key] ?? reference.count
                reference[key] = expected
                XCTAssertEqual(numbered.position(inserting: key), expected, "\(key)")
            }
            for type in types {
                for name in names + ["never offered", "title0", "x1499"] {
                    let key = ResourceKey(type: type, name: name + (round < 290 ? "" : "7"))
                    XCTAssertEqual(numbered.position(of: key), reference[key], "\(key)")
                }
            }
            compared += offered.count
        }
        XCTAssertGreaterThan(compared, 10_000)
    }
}

final class NameTableTests: XCTestCase {
    /// `SwiftFacts.identifiers`: the table answers `contains` as the `Set<String>` of the same names
    /// (canonical equivalence included: `é` as one scalar or two, the Kelvin sign and `K`, the Greek
    /// question mark and `;`), through growth, empty names and reserved room; it iterates, compares,
    /// hashes and codes as that set; bytes that are not UTF-8 read as `String(decoding:)` reads them.
    func testNameTableAnswersAsASetOfStrings() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "b", "K", "\u{212A}", "e\u{301}", "\u{E9}", ";", "\u{37E}", "`", "\u{1FEF}", "日", "_", "1"]
        func word() -> String { (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
        for round in 0..<60 {
            // Half the rounds hold ASCII names only (the byte-compared path), half anything.
            let asciiOnly = round % 2 == 0
            var names = (0..<Int.random(in: 0...200, using: &generator)).map { _ in word() }
            if asciiOnly { names = names.filter { $0.utf8.allSatisfy { $0 < 0x80 } } }
            var table = NameTable()
            if round % 3 == 0 { table.reserveCapacity(names.count, byteCount: names.reduce(0) { $0 + $1.utf8.count }) }
            for name in names { table.insert(name) }
            let reference = Set(names)
            XCTAssertEqual(Set(table), reference)
            XCTAssertEqual(table.count, Set(names.map { Array($0.utf8) }).count, "one entry per spelling")
            XCTAssertEqual(table.isEmpty, names.isEmpty)
            for query in names.prefix(40) + (0..<80).map({ _ in word() }) {
                XCTAssertEqual(table.contains(query), reference.contains(query), "\(query.unicodeScalars.map(\.value)) in \(round)")
            }
            // A table's names another holds: those a filter of its strings by the other's set keeps.
            let others = names.prefix(20) + (0..<40).map { _ in word() }
            let otherTable = NameTable(others)
            XCTAssertEqual(table.names(heldBy: otherTable), Array(table).filter { Set(others).contains($0) }, "round \(round)")
            for query in others {
                var bytes = query
                XCTAssertEqual(bytes.withUTF8 { table.contains(utf8: UnsafeRawBufferPointer($0)) }, reference.contains(query))
            }
            XCTAssertEqual(table, NameTable(reference.shuffled()))
            XCTAssertEqual(table.hashValue, NameTable(reference.shuffled()).hashValue)
            let decoded = try JSONDecoder().decode(NameTable.self, from: JSONEncoder().encode(table))
            XCTAssertEqual(Set(decoded), reference)
            XCTAssertEqual(try JSONEncoder().encode(decoded), try JSONEncoder().encode(NameTable(names.shuffled())), "sorted when coded")
        }
        XCTAssertTrue(NameTable(["K"]).contains("\u{212A}"), "the Kelvin sign is K")
        XCTAssertTrue(NameTable(["\u{212A}ey"]).contains("Key"))
        XCTAssertTrue(NameTable(["caf\u{E9}"]).contains("cafe\u{301}"))
        XCTAssertFalse(NameTable(["Text"]).contains("Texts"))
        XCTAssertFalse(NameTable().contains(""))
        XCTAssertNotEqual(NameTable(["a"]), NameTable(["a", "b"]))
        // Bytes that are not UTF-8: held as written, read back repaired.
        var table = NameTable()
        [UInt8]([0x61, 0xFF, 0x62]).withUnsafeBytes { table.insert($0) }
        XCTAssertEqual(Array(table), ["a\u{FFFD}b"])
        XCTAssertTrue(table.contains("a\u{FFFD}b"))
    }
}

final class SortedWhenCodedTests: XCTestCase {
    /// Sets in facts are written sorted (their own order is a per-process hash's) and read back
    /// whole; a dictionary's sets each sorted. The facts types that hold sets use the wrappers.
    func testSetsAreCodedSorted() throws {
        let names: Set<String> = ["zeta", "Alpha", "beta", "é", "e\u{301}x", "10", "9"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        XCTAssertEqual(String(decoding: try encoder.encode(SortedWhenCoded(wrappedValue: names)), as: UTF8.self),
                       String(decoding: try encoder.encode(names.sorted()), as: UTF8.self))
        XCTAssertEqual(try JSONDecoder().decode(SortedWhenCoded<String>.self, from: encoder.encode(SortedWhenCoded(wrappedValue: names))).wrappedValue, names)
        let lines: [String: Set<Int>] = ["b.swift": [30, 2, 11], "a.swift": [5, 1]]
        XCTAssertEqual(String(decoding: try encoder.encode(SortedSetsWhenCoded(wrappedValue: lines)), as: UTF8.self),
                       #"{"a.swift":[1,5],"b.swift":[2,11,30]}"#)
        var facts = SwiftFacts()
        facts.imports = ["UIKit", "SwiftUI", "Combine", "Foundation"]
        facts.textAssignments.byType = ["View": ["title", "text", "placeholder"]]
        let text = String(decoding: try encoder.encode(facts), as: UTF8.self)
        XCTAssertTrue(text.contains(#""imports":["Combine","Foundation","SwiftUI","UIKit"]"#), text)
        XCTAssertTrue(text.contains(#""byType":{"View":["placeholder","text","title"]}"#), text)
        XCTAssertEqual(try JSONDecoder().decode(SwiftFacts.self, from: encoder.encode(facts)), facts)
    }
}

final class ParentPathTests: XCTestCase {
    /// Foundation's answer: every path of up to six pieces from `a`, `/` and `.`. Foundation
    /// (Swift 6.3 on Linux) stops the process on many paths whose last name is one character
    /// (`a`, `a/`, `///a//`, `//é`), so such a path is asked with that name doubled (what is
    /// left when the name goes does not depend on its length). Slashes alone are `/` here.
    func testParentPathIsFoundationsReading() {
        var paths = [""]
        for _ in 1...6 { paths = paths + paths.flatMap { path in ["a", "/", "."].map { path + $0 } } }
        var compared = 0
        for path in Set(paths).sorted() where !path.isEmpty {
            let trailing = path.reversed().prefix { $0 == "/" }.count
            let kept = path.dropLast(trailing)
            guard !kept.isEmpty else {
                XCTAssertEqual(path.parentPath, "/", path)
                continue
            }
            let name = kept.reversed().prefix { $0 != "/" }
            let asked = name.count == 1 ? String(kept) + String(name) + String(repeating: "/", count: trailing) : path
            XCTAssertEqual(path.parentPath, (asked as NSString).deletingLastPathComponent, "\(path) (asked as \(asked))")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 1_000)
        XCTAssertEqual("reports/r".parentPath, "reports")
        XCTAssertEqual("/tmp//out/".parentPath, "/tmp")
        XCTAssertEqual("".parentPath, "")
        XCTAssertEqual("//é".parentPath, "/")
        XCTAssertEqual("é/".parentPath, "")
        XCTAssertEqual("café/é".parentPath, "café")
        XCTAssertEqual("日本/語/".parentPath, "日本")
    }

    /// The last slash found backward through the bytes is where the UTF-8 view finds it, in a
    /// native string, a substring made into one, and one Foundation bridged.
    func testLastByteIndexIsTheUTF8ViewsReading() {
        let paths = ["", "/", "a", "a/b/c.png", "x/y/", "/abs/path", "café/é/z", "日本/語", "no-slash", String(repeating: "d/", count: 200) + "f"]
        for path in paths {
            for text in [path, String(Substring(path)), NSString(string: path) as String] {
                XCTAssertEqual(text.lastIndex(ofByte: UInt8(ascii: "/")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) },
                               text.utf8.lastIndex(of: UInt8(ascii: "/")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }, text)
                XCTAssertEqual(text.lastIndex(ofByte: UInt8(ascii: "/")), text.utf8.lastIndex(of: UInt8(ascii: "/")), text)
            }
        }
        XCTAssertEqual(ProjectFile.name(of: "app/src/main/res/drawable-hdpi/ic_star.9.png"), "ic_star.9.png")
        XCTAssertEqual(ProjectFile.name(of: "plain"), "plain")
        XCTAssertEqual(ProjectFile.name(of: "dir/sub/"), "sub")
    }
}

final class PartitioningIndexTests: XCTestCase {
    /// The binary search the line, range, name and token look-ups share: the first index (from
    /// `start`) in the second part, as a linear scan finds it, for every split and start.
    func testFindsTheFirstIndexOfTheSecondPartAsALinearScan() {
        for count in 0...9 {
            let values = Array(0..<count)
            for split in 0...count {
                for start in 0...count {
                    let expected = (start..<count).first { values[$0] >= split } ?? count
                    XCTAssertEqual(values.partitioningIndex(from: start) { $0 >= split }, expected, "\(count) \(split) \(start)")
                }
                XCTAssertEqual(values.partitioningIndex { $0 >= split }, split)
            }
        }
        // Line look-up: the last line starting at or before an offset.
        let text = SourceText("ab\ncd\n\nef")
        XCTAssertEqual([0, 2, 3, 5, 6, 7, 9].map { text.location(ofOffset: $0).line }, [1, 1, 2, 2, 3, 4, 4])
    }
}
