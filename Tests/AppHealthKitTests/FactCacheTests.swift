@testable import AppHealthKit
import XCTest

/// `--cache-dir`: reports are the same with and without the cache, and an entry is used only
/// while the file's bytes, the tool and the setup are the same.
final class FactCacheTests: XCTestCase {
    private func audit(
        _ root: URL, cache: URL?, configuration: Configuration = Configuration(), tool: String = "test build", jobs: Int = 2,
        change: (inout AuditRequest) -> Void = { _ in }
    ) throws -> (json: String, hits: Int, files: Int, rules: [String], whole: Bool) {
        var request = AuditRequest(root: root, configuration: configuration, jobs: jobs)
        request.cacheDirectory = cache
        request.toolIdentity = tool
        change(&request)
        let result = Auditor().run(request)
        return (try JSONReporter().render(ReportBuilder().build(result, rootDisplay: "fixture")), result.cacheHits, result.tree.files.count,
                result.findings.map(\.ruleId), result.projectFromCache)
    }

    func testReportsAreIdenticalWithAndWithoutTheCache() throws {
        for fixture in ["InheritedAndroidApp", "InheritediOSApp", "MixedMonorepo"] {
            let root = Paths.fixture(fixture)
            let cache = try ScratchTree()
            let plain = try audit(root, cache: nil)
            let cold = try audit(root, cache: cache.root)
            XCTAssertEqual(cold.hits, 0, fixture)
            XCTAssertEqual(cold.json, plain.json, "\(fixture): a run that fills the cache reports the same")
            XCTAssertFalse(cold.whole)
            let warm = try audit(root, cache: cache.root, jobs: 1)
            XCTAssertEqual(warm.json, plain.json, "\(fixture): a run from the cache reports the same")
            XCTAssertTrue(warm.whole, "\(fixture): nothing changed, so the project's result is reused")
            XCTAssertGreaterThan(warm.hits, warm.files / 2, fixture)
            XCTAssertEqual(try audit(root, cache: cache.root).hits, warm.hits, "\(fixture): a warm run keeps its entries")
        }
    }

    func testEditingOneFileAnalysesOnlyThatFile() throws {
        let tree = try ScratchTree()
        let cache = try ScratchTree()
        for index in 0..<5 {
            try tree.write("app/src/main/res/layout/screen_\(index).xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"><TextView android:text="@string/title" /></LinearLayout>
                """)
        }
        try tree.write("app/src/main/res/values/strings.xml", "<resources><string name=\"title\">Title</string></resources>")
        let first = try audit(tree.root, cache: cache.root)
        XCTAssertEqual(first.hits, 0)
        XCTAssertFalse(first.rules.contains("android.hardcoded-text"))
        try tree.write("app/src/main/res/layout/screen_2.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"><TextView android:text="Buy now" /></LinearLayout>
            """)
        let second = try audit(tree.root, cache: cache.root)
        XCTAssertFalse(second.whole, "a file changed: the project stages run again")
        XCTAssertEqual(second.hits, first.files - 1, "only the edited layout is analysed again")
        XCTAssertEqual(second.json, try audit(tree.root, cache: nil).json)
        XCTAssertTrue(second.rules.contains("android.hardcoded-text"))
        // A file that moved is another file: findings carry its path.
        try FileManager.default.moveItem(
            at: tree.root.appendingPathComponent("app/src/main/res/layout/screen_2.xml"),
            to: tree.root.appendingPathComponent("app/src/main/res/layout/screen_9.xml"))
        let moved = try audit(tree.root, cache: cache.root)
        XCTAssertEqual(moved.hits, first.files - 1)
        XCTAssertEqual(moved.json, try audit(tree.root, cache: nil).json)
    }

    func testAnotherSetupOrToolBuildStartsAfresh() throws {
        let root = Paths.fixture("InheritedAndroidApp")
        let cache = try ScratchTree()
        _ = try audit(root, cache: cache.root)
        XCTAssertGreaterThan(try audit(root, cache: cache.root).hits, 0)
        XCTAssertEqual(try audit(root, cache: cache.root, tool: "another build").hits, 0, "a new tool build")
        let options = try ConfigurationLoader(descriptors: BuiltInRules.descriptors).load(yaml: """
            rules:
              android.missing-density: {optional-densities: []}
            """, file: "test")
        let changed = try audit(root, cache: cache.root, configuration: options, tool: "another build")
        XCTAssertEqual(changed.hits, 0, "a rule option changed")
        XCTAssertEqual(changed.json, try audit(root, cache: nil, configuration: options).json)
        let disabled = try ConfigurationLoader(descriptors: BuiltInRules.descriptors).load(yaml: """
            rules:
              android.hardcoded-text: {enabled: false}
            """, file: "test")
        XCTAssertEqual(try audit(root, cache: cache.root, configuration: disabled, tool: "another build").hits, 0, "a rule disabled")
        // Severity is applied after the per-file stage: the cache stays valid.
        let severity = try ConfigurationLoader(descriptors: BuiltInRules.descriptors).load(yaml: """
            rules:
              android.hardcoded-text: {enabled: false, severity: error}
            """, file: "test")
        XCTAssertGreaterThan(try audit(root, cache: cache.root, configuration: severity, tool: "another build").hits, 0)
    }

    /// The project's result is reused only while the setup, the configuration and the options
    /// the project stages read are the same; otherwise they run again (from cached facts).
    func testTheProjectResultIsReusedOnlyForTheSameInputs() throws {
        let root = Paths.fixture("InheritedAndroidApp")
        let cache = try ScratchTree()
        let plain = try audit(root, cache: nil)
        _ = try audit(root, cache: cache.root)
        XCTAssertTrue(try audit(root, cache: cache.root).whole)
        // Severity applies after the per-file stage: the facts are reused, the project stages run.
        let severity = try ConfigurationLoader(descriptors: BuiltInRules.descriptors).load(yaml: """
            rules:
              android.hardcoded-text: {severity: error}
            """, file: "test")
        let raised = try audit(root, cache: cache.root, configuration: severity)
        XCTAssertFalse(raised.whole, "the configuration changed")
        XCTAssertGreaterThan(raised.hits, 0)
        XCTAssertEqual(raised.json, try audit(root, cache: nil, configuration: severity).json)
        XCTAssertNotEqual(raised.json, plain.json)
        XCTAssertTrue(try audit(root, cache: cache.root, configuration: severity).whole)
        // Back to the first setup: the last result stored was the other one.
        XCTAssertFalse(try audit(root, cache: cache.root).whole)
        XCTAssertEqual(try audit(root, cache: cache.root).json, plain.json)
        let suppressedToo = try audit(root, cache: cache.root) { $0.includeSuppressed = true }
        XCTAssertFalse(suppressedToo.whole, "another option")
        let baseline = Baseline(findings: Auditor().run(AuditRequest(root: root)).findings.prefix(3).map { $0 })
        let accepted = try audit(root, cache: cache.root) { $0.baseline = baseline }
        XCTAssertFalse(accepted.whole, "a baseline")
        let acceptedAgain = try audit(root, cache: cache.root) { $0.baseline = baseline }
        XCTAssertTrue(acceptedAgain.whole)
        XCTAssertEqual(acceptedAgain.json, try audit(root, cache: nil) { $0.baseline = baseline }.json)
        XCTAssertFalse(try audit(root, cache: cache.root, tool: "another build").whole, "another tool build")
        let closed = URL(string: "http://127.0.0.1:9")!
        let registries = try ScratchTree()
        let online = OnlineRefresh(sources: .init(mavenCentral: closed, googleMaven: closed, cocoaPodsCDN: closed), cacheDirectory: registries.root, timeout: 1)
        XCTAssertFalse(try audit(root, cache: cache.root) { $0.online = online }.whole, "--online asks the registries")
    }

    func testADamagedCacheIsIgnored() throws {
        let root = Paths.fixture("InheritedAndroidApp")
        let cache = try ScratchTree()
        let plain = try audit(root, cache: nil)
        _ = try audit(root, cache: cache.root)
        // A damaged project result: the project stages run again (from the cached facts).
        let project = cache.root.appendingPathComponent(FactCache.projectFileName)
        var result = try [UInt8](Data(contentsOf: project))
        for position in stride(from: result.count / 2, to: result.count, by: 97) { result[position] ^= 0x5A }
        try Data(result).write(to: project)
        let damagedResult = try audit(root, cache: cache.root)
        XCTAssertFalse(damagedResult.whole)
        XCTAssertGreaterThan(damagedResult.hits, 0)
        XCTAssertEqual(damagedResult.json, plain.json)
        XCTAssertTrue(try audit(root, cache: cache.root).whole, "the result was stored again")
        // Damaged facts (the project result gone too, so that the facts are read).
        let file = cache.root.appendingPathComponent(FactCache.fileName)
        var bytes = try [UInt8](Data(contentsOf: file))
        bytes.removeLast(bytes.count / 3)
        try Data(bytes).write(to: file)
        try FileManager.default.removeItem(at: project)
        let damaged = try audit(root, cache: cache.root)
        XCTAssertEqual(damaged.hits, 0)
        XCTAssertEqual(damaged.json, plain.json)
        try Data("garbage".utf8).write(to: file)
        try FileManager.default.removeItem(at: project)
        XCTAssertEqual(try audit(root, cache: cache.root).json, plain.json)
        try FileManager.default.removeItem(at: project)
        XCTAssertGreaterThan(try audit(root, cache: cache.root).hits, 0, "rewritten after a damaged read")
    }

    /// Pieces of every size land in the order they were emitted (small ones are gathered, large
    /// ones go whole: a large piece once overtook the small ones still gathered).
    func testCacheFilesAreWrittenInOrder() throws {
        let folder = try ScratchTree()
        let file = folder.root.appendingPathComponent("sub/pieces.cache")
        var generator = SystemRandomNumberGenerator()
        let sizes = [3, 300_000, 10, 5, 2_000_000, 7, 900_000, 200_000, 1]
        let pieces = sizes.enumerated().map { index, size in [UInt8](repeating: UInt8(index), count: size).map { $0 ^ UInt8.random(in: 0...1, using: &generator) } }
        FactCache.writeAtomically(to: file) { emit in for piece in pieces { emit(piece[...]) } }
        XCTAssertEqual(try [UInt8](Data(contentsOf: file)), pieces.flatMap { $0 })
    }

    /// A large project's findings are kept in slices encoded on every core: they come back whole
    /// and in order.
    func testFindingSlicesComeBackInOrder() throws {
        let findings = (0..<(FindingSlices.size * 2 + 17)).map { index in
            Finding(ruleId: "rule.\(index % 7)", severity: .warning, category: .architecture, message: "message \(index)",
                    path: "Sources/File\(index / 100).swift", line: index, column: 1, snippet: index % 3 == 0 ? "" : "let x = \(index)")
        }
        for jobs in [1, 2, 3] {
            let slices = FindingSlices(findings, jobs: jobs)
            XCTAssertEqual(slices.slices.count, 3)
            XCTAssertEqual(slices.decoded(jobs: jobs), findings, "\(jobs) jobs")
        }
        XCTAssertEqual(FindingSlices([], jobs: 2).decoded(jobs: 2), [])
        var damaged = FindingSlices(findings, jobs: 2)
        damaged.slices[1].removeLast(10)
        XCTAssertNil(damaged.decoded(jobs: 2), "a damaged slice: no result, so the run concludes afresh")
    }

    /// Every field of `AuditResult` is either stored with a project's result or made again on
    /// the run that reuses it: a field added to one must be added to the other.
    func testTheStoredResultCoversEveryFieldOfTheResult() throws {
        let result = Auditor().run(AuditRequest(root: Paths.fixture("InheritediOSApp"), jobs: 1))
        let fields = Set(Mirror(reflecting: result).children.compactMap(\.label))
        let stored = Set(Mirror(reflecting: StoredAuditResult(result, jobs: 1)).children.compactMap(\.label))
        // The walk gives the tree, the setup the rules; the cache sets its own counts; a shard or
        // a configuration error never reaches the cache's result.
        let remade: Set = ["tree", "rules", "cacheHits", "projectFromCache", "shard", "shardFacts", "configurationErrors"]
        XCTAssertEqual(fields.subtracting(remade), stored)
    }

    func testDigestTellsContentsApart() {
        var seen = Set<ContentDigest>()
        let inputs: [[UInt8]] = [[], [0], [0, 0], [1], Array("a".utf8), Array("a\0".utf8), Array(repeating: 7, count: 8),
                                 Array(repeating: 7, count: 9), Array(repeating: 7, count: 16), Array("hello world, hello world".utf8)]
        for input in inputs { XCTAssertTrue(seen.insert(ContentDigest(bytes: input)).inserted, "\(input)") }
        XCTAssertEqual(ContentDigest(bytes: [1, 2, 3]), ContentDigest(bytes: [1, 2, 3]))
        let digest = ContentDigest(bytes: Array("stable".utf8))
        XCTAssertEqual(ContentDigest(digest.bytes), digest)
        // Long inputs differing in one byte, wherever it falls in a 32-byte stripe (each lane),
        // in the words after the stripes or in the tail; and in both halves of the digest.
        let base = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        var long = Set([ContentDigest(bytes: base)])
        var highs = Set([ContentDigest(bytes: base).high]), lows = Set([ContentDigest(bytes: base).low])
        for position in base.indices {
            var changed = base
            changed[position] ^= 0x01
            let changedDigest = ContentDigest(bytes: changed)
            XCTAssertTrue(long.insert(changedDigest).inserted, "byte \(position)")
            XCTAssertTrue(highs.insert(changedDigest.high).inserted, "byte \(position), high half")
            XCTAssertTrue(lows.insert(changedDigest.low).inserted, "byte \(position), low half")
        }
        // Where one part ends and the next begins counts.
        func parts(_ pieces: [String]) -> ContentDigest {
            var hasher = ContentDigest.Digester()
            for piece in pieces { hasher.combine(Array(piece.utf8)) }
            return hasher.finalize()
        }
        XCTAssertNotEqual(parts(["ab", "c"]), parts(["a", "bc"]))
        XCTAssertNotEqual(parts(["abcdefgh", ""]), parts(["abcdefgh"]))
        XCTAssertEqual(parts(["abc", "def"]), parts(["abc", "def"]))
    }

    func testProgressTextShowsRateAndTimeLeftAfterTwoSeconds() {
        XCTAssertEqual(ProgressText.line(done: 10, total: 100, elapsed: 1), "Auditing 10/100 files")
        XCTAssertEqual(ProgressText.line(done: 500, total: 2000, elapsed: 2.5), "Auditing 500/2000 files, 200 files/s, about 8 s left")
        XCTAssertEqual(ProgressText.line(done: 100, total: 10000, elapsed: 4), "Auditing 100/10000 files, 25 files/s, about 6 min 36 s left")
        XCTAssertEqual(ProgressText.line(done: 2000, total: 2000, elapsed: 3), "Auditing 2000/2000 files, 667 files/s")
        XCTAssertEqual(ProgressText.line(done: 0, total: 2000, elapsed: 3), "Auditing 0/2000 files")
    }
}
