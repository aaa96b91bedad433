@testable import AppHealthKit
import Foundation
import XCTest

/// Issue 20, bounded work per file: a time budget for the built-in analysis of one file and a
/// size cap, both configurable; past either, the file is a `parse-error` note and the run goes on.
final class FileBudgetTests: XCTestCase {
    func testAnItemOverTheBudgetGetsItsFallbackAndTheOthersTheirResults() {
        let start = Date()
        let results = budgetedMap(Array(0..<8), jobs: 2, budget: 0.2, { item -> String in
            if item == 3 { Thread.sleep(forTimeInterval: 5) }
            return "done \(item)"
        }, overBudget: { "over \($0)" })
        XCTAssertEqual(results, ["done 0", "done 1", "done 2", "over 3", "done 4", "done 5", "done 6", "done 7"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 4, "the run did not wait for the slow item")
        XCTAssertEqual(budgetedMap([Int](), jobs: 4, budget: 1, { $0 }, overBudget: { $0 }), [])
        XCTAssertEqual(budgetedMap(Array(0..<100), jobs: 1, budget: 10, { $0 * 2 }, overBudget: { _ in -1 }), Array(0..<100).map { $0 * 2 })
    }

    /// Issue 21: workers take the files in the claim order given; results still come in the items' order.
    func testAClaimOrderChangesWhichItemIsTakenFirstNotWhereItsResultGoes() {
        let taken = TakenOrder()
        let order = Array((0..<50).reversed())
        let results = budgetedMap(Array(0..<50), jobs: 1, budget: 10, claimOrder: order, { item -> Int in
            taken.append(item)
            return item * 3
        }, overBudget: { _ in -1 })
        XCTAssertEqual(results, (0..<50).map { $0 * 3 })
        XCTAssertEqual(taken.items, order, "one worker takes the items exactly in the claim order")
        let parallel = budgetedMap(Array(0..<200), jobs: 3, budget: 10, claimOrder: (0..<200).shuffled(), { $0 + 1 }, overBudget: { _ in -1 })
        XCTAssertEqual(parallel, (1...200).map { $0 })
    }

    /// Issue 21: the project stage's workers take the costliest rules first; results still come
    /// in the items' order, whatever the order of taking.
    func testParallelMapKeepsTheItemsOrderWhateverTheOrderOfTaking() {
        let items = Array(0..<300)
        for jobs in [1, 2, 3] {
            XCTAssertEqual(parallelMap(items, jobs: jobs, order: items.shuffled()) { $0 * 7 }, items.map { $0 * 7 })
            XCTAssertEqual(parallelMap(items, jobs: jobs, order: items.reversed()) { String($0) }, items.map(String.init))
        }
        let taken = TakenOrder()
        _ = parallelMap(items, jobs: 2, order: items.reversed()) { item in taken.append(item) }
        XCTAssertEqual(Set(taken.items), Set(items), "every item is taken once")
        XCTAssertEqual(taken.items.count, items.count)
    }

    /// The project model is let go of on another thread with several cores (issue 21): what the
    /// caller held is freed there, the caller keeps the value left in its place; with one core
    /// nothing moves.
    func testReleaseFreesTheValueOnAnotherThreadOnlyWithSeveralCores() {
        final class Tracked: @unchecked Sendable {
            let freed: @Sendable () -> Void
            init(_ freed: @escaping @Sendable () -> Void) { self.freed = freed }
            deinit { freed() }
        }
        final class Where: @unchecked Sendable {
            let lock = NSLock()
            var onCaller: Bool?
        }
        let caller = ObjectIdentifier(Thread.current)
        let place = Where()
        let done = DispatchSemaphore(value: 0)
        var value = [Tracked {
            place.lock.withLock { place.onCaller = ObjectIdentifier(Thread.current) == caller }
            done.signal()
        }]
        release(&value, leaving: [], jobs: 1)
        XCTAssertEqual(value.count, 1, "with one core the caller keeps its value")
        release(&value, leaving: [], jobs: 2)
        XCTAssertTrue(value.isEmpty, "the caller holds what was left in its place")
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(place.lock.withLock { place.onCaller }, false, "freed on another thread")
    }

    /// The model's singleton index is worked out once, by its first reader, however many threads
    /// ask at the same time; a value given at hand is never computed; nothing runs if nobody asks.
    func testOnDemandWorkRunsOnceForItsFirstReader() {
        final class Count: @unchecked Sendable {
            let lock = NSLock()
            var runs = 0
            func run() -> Int { lock.withLock { runs += 1 }; Thread.sleep(forTimeInterval: 0.05); return 42 }
        }
        let count = Count()
        let shared = OnDemand { count.run() }
        let unread = OnDemand { count.run() }
        let values = parallelMap(Array(0..<8), jobs: 4) { _ in shared.value }
        XCTAssertEqual(values, Array(repeating: 42, count: 8))
        XCTAssertEqual(shared.value, 42)
        XCTAssertEqual(count.lock.withLock { count.runs }, 1, "one run for every reader")
        XCTAssertEqual(OnDemand(done: 7).value, 7)
        _ = unread
        XCTAssertEqual(count.lock.withLock { count.runs }, 1, "work nobody asks for never runs")
    }

    /// Issue 21: the files costing more than a 128th of the pass first, costliest first (a Swift
    /// byte weighs most, an image nothing), then the rest in the tree's order.
    func testTheCostliestFilesAreClaimedFirstThenTheTreeOrder() {
        func file(_ path: String, _ kind: FileKind, _ size: Int) -> ProjectFile {
            ProjectFile(path: path, url: URL(fileURLWithPath: "/r/" + path), kind: kind, size: size)
        }
        let small = (0..<100).map { file("K\($0).kt", .kotlin, 100) }
        let files = [file("a.png", .image, 900_000)] + small + [
            file("Big.kt", .kotlin, 5_000), file("C.swift", .swift, 10_000), file("d.xml", .androidManifest, 2_000),
        ]
        // Costs: 20,000 for the small files together, 10,000, 40,000 and 2,000: a 128th is 562.
        XCTAssertEqual(Auditor.claimOrder(files, jobs: 2), [102, 101, 103] + Array(0...100))
        // Files of equal cost keep the tree's order; a tree of images has no costly file.
        XCTAssertEqual(Auditor.claimOrder(Array(small.prefix(5)), jobs: 2), [0, 1, 2, 3, 4])
        XCTAssertEqual(Auditor.claimOrder([file("a.png", .image, 10), file("b.png", .image, 10)], jobs: 2), [0, 1])
    }

    func testTheBudgetAndTheSizeCapAreConfigured() throws {
        let loader = ConfigurationLoader(descriptors: BuiltInRules.descriptors)
        let defaults = try loader.load(yaml: "max-warnings: 1\n", file: ".apphealth.yml")
        XCTAssertEqual(defaults.fileTimeBudget, 5)
        XCTAssertEqual(defaults.maxFileSize, 5 << 20)
        let set = try loader.load(yaml: "file-time-budget: 0.5\nmax-file-size: 2\n", file: ".apphealth.yml")
        XCTAssertEqual(set.fileTimeBudget, 0.5)
        XCTAssertEqual(set.maxFileSize, 2 << 20)
        XCTAssertTrue(set.warnings.isEmpty)
        for bad in ["file-time-budget: 0", "file-time-budget: soon", "max-file-size: -1", "max-file-size: [1]"] {
            XCTAssertThrowsError(try loader.load(yaml: bad + "\n", file: ".apphealth.yml"), bad) { error in
                XCTAssertTrue("\(error)".contains("must be a number"), "\(error)")
            }
        }
        let merged = Configuration().merged(with: set)
        XCTAssertEqual(merged.fileTimeBudget, 0.5)
        XCTAssertEqual(merged.maxFileSize, 2 << 20)
    }

    func testFilesOverTheSizeCapAreNotesAndTheRestIsAnalysed() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/java/Big.kt", "object Big\n" + String(repeating: "// filler\n", count: 300))
        try tree.write("app/src/main/java/Small.kt", "object Small\n")
        var configuration = Configuration()
        configuration.maxFileSize = 2048
        let result = Auditor().run(AuditRequest(root: tree.root, configuration: configuration, jobs: 2))
        let notes = result.findings.filter { $0.ruleId == "parse-error" }
        XCTAssertEqual(notes.map(\.path), ["app/src/main/java/Big.kt"])
        XCTAssertEqual(notes.first?.message, "Could not parse: file is 2.9 KiB, over the 2.0 KiB size limit (max-file-size); not analysed")
        XCTAssertEqual(result.skipped.map(\.path), ["app/src/main/java/Big.kt"])
    }

    func testAFileOverTheTimeBudgetIsANoteAndTheRunGoesOn() throws {
        let tree = try ScratchTree()
        // Large enough that debug swift-syntax takes well over 10 ms on it.
        try tree.write("App/Big.swift", (0..<20_000).map { "let value\($0) = [\($0), \($0 + 1)].map { $0 * 2 }\n" }.joined())
        try tree.write("App/Small.swift", "class Cache { static let shared = Cache() }\n")
        var configuration = Configuration()
        configuration.fileTimeBudget = 0.01
        let result = Auditor().run(AuditRequest(root: tree.root, configuration: configuration, jobs: 2))
        let note = result.findings.first { $0.ruleId == "parse-error" && $0.path == "App/Big.swift" }
        XCTAssertEqual(note?.message, "Could not parse: analysis took longer than 0.01 s (file-time-budget); the file was not analysed")
        XCTAssertTrue(result.skipped.contains { $0.path == "App/Big.swift" && $0.reason.hasPrefix("analysis over the") })
    }
}

/// The items a worker took, in the order it took them.
private final class TakenOrder: @unchecked Sendable {
    private let lock = NSLock()
    private var taken: [Int] = []
    func append(_ item: Int) { lock.withLock { taken.append(item) } }
    var items: [Int] { lock.withLock { taken } }
}
