@testable import AppHealthKit
import Yams
import XCTest

/// The scoring model of docs/scoring.md: subjects per category, the blend with checklist items,
/// the weight-3 cap, confidence, effort and impact order.
final class ScoringModelTests: XCTestCase {
    private func finding(_ rule: String, _ severity: Severity, _ category: Category, path: String = "a.kt", line: Int = 1) -> Finding {
        Finding(ruleId: rule, severity: severity, category: category, message: "m \(line)", path: path, line: line, column: 1)
    }

    func testWorkedExamplesOfTheDocument() {
        XCTAssertEqual(Scoring.categoryScore(points: 30, subjects: 200), 87)
        XCTAssertEqual(Scoring.categoryScore(points: 30, subjects: 5), 40, "the floor of 20 applies")
        XCTAssertEqual(Scoring.categoryScore(points: 42, subjects: 14, floor: Scoring.floor(.dependencies)), 25)
        XCTAssertEqual(Scoring.blend(density: 97, items: 50), 85)
        // A checklist failing a weight-3 item holds the grade to one letter above its own.
        XCTAssertEqual(Scoring.cap(forChecklistScore: 40), 69)
        XCTAssertEqual(Scoring.cap(forChecklistScore: 65), 79)
        XCTAssertEqual(Scoring.cap(forChecklistScore: 75), 89)
        XCTAssertNil(Scoring.cap(forChecklistScore: 85))
    }

    func testTheCapKeepsGradeAndChecklistsInAgreement() {
        let items = [ChecklistItemResult(id: "debuggable", title: "x", status: .fail, evidence: []),
                     ChecklistItemResult(id: "versioning", title: "x", status: .pass, evidence: [])]
        let checklist = ChecklistResult(id: "release-android", title: "x", score: 40, items: items)
        let cap = ReportBuilder.cap([checklist], uncapped: 80)
        XCTAssertEqual(cap?.score, 69)
        XCTAssertEqual(cap?.grade, "D")
        XCTAssertEqual(cap?.uncapped, 80)
        XCTAssertTrue(cap?.reason.contains("debuggable") ?? false)
        // A failing weight-1 item does not cap; nor does a cap above the score.
        let light = ChecklistResult(id: "release-android", title: "x", score: 40, items: [ChecklistItemResult(id: "allow-backup", title: "x", status: .fail, evidence: [])])
        XCTAssertNil(ReportBuilder.cap([light], uncapped: 80))
        XCTAssertNil(ReportBuilder.cap([checklist], uncapped: 60))
    }

    func testCategoriesAreDividedByWhatTheyAreAbout() {
        let root = URL(fileURLWithPath: "/r")
        func file(_ path: String) -> ProjectFile {
            let kind: FileKind
            if path.contains("/res/"), let folder = AndroidResourceFolder(String(path.split(separator: "/").dropLast().last ?? "")) {
                kind = .androidResource(folder)
            } else {
                kind = FileKind.classify(path: path)
            }
            return ProjectFile(path: path, url: root.appendingPathComponent(path), kind: kind, size: 1)
        }
        let files = (0..<30).map { file("src/A\($0).kt") } + (0..<5).map { file("app/res/layout/activity_\($0).xml") }
            + (0..<40).map { file("app/res/drawable-hdpi/i\($0).png") } + [file("README.md")]
        let dependencies = (0..<12).flatMap { index in
            ["app/build.gradle", "lib/build.gradle"].map { DependencyEntry(ecosystem: "maven", name: "g:a\(index)", version: "1", latest: "1", libyears: 0, status: "active", path: $0, line: index + 1) }
        }
        let subjects = CategoryScorer.Subjects(files: files, role: { _ in .app }, dependencies: dependencies, checklists: [])
        XCTAssertEqual(subjects.architecture, 30)
        XCTAssertEqual(subjects.localization, 35)
        XCTAssertEqual(subjects.assets, 40)
        XCTAssertEqual(subjects.deadWeight, 45)
        XCTAssertEqual(subjects.dependencies, 12, "one per library, not one per module")
        // The same 10 warnings weigh on the category they belong to, over its own subjects.
        let rules = [BuiltInRules.descriptor(id: "arch.global-mutable-state")!, BuiltInRules.descriptor(id: "android.missing-density")!]
        let warnings = (1...10).map { finding("arch.global-mutable-state", .warning, .architecture, line: $0) }
        let scores = CategoryScorer().score(findings: warnings, rules: rules, subjects: subjects)
        XCTAssertEqual(scores.first { $0.id == "architecture" }?.score, Scoring.categoryScore(points: 30, subjects: 30))
        XCTAssertEqual(scores.first { $0.id == "assets" }?.score, 100)
    }

    func testEffortTableCoversEveryRuleAndFactItem() throws {
        let model = EffortModel.bundled
        XCTAssertFalse(model.assumptions.isEmpty, "the embedded effort table decodes")
        for descriptor in BuiltInRules.descriptors {
            let entry = model.rules[descriptor.id]
            XCTAssertNotNil(entry, "\(descriptor.id) needs an entry in Rules/effort.yml")
            XCTAssertTrue(entry?.minutes != nil || entry?.task != nil, descriptor.id)
            XCTAssertNotNil(entry?.risk, "\(descriptor.id) needs a plain-words risk")
        }
        for checklist in try ChecklistDefinition.bundled() {
            for item in checklist.items where item.fact != nil {
                XCTAssertNotNil(model.items["\(checklist.id).\(item.id)"], "\(checklist.id).\(item.id) needs an effort entry")
            }
        }
        XCTAssertEqual(model.kind(of: "com.squareup.picasso:picasso"), "image-loading")
        XCTAssertEqual(model.kind(of: "io.reactivex.rxjava2:rxjava"), "reactive")
        XCTAssertEqual(model.kind(of: "AFNetworking"), "networking")
        XCTAssertEqual(model.kind(of: "com.example:unknown"), "other")
    }

    /// Issue 21: the estimate keeps running sums instead of a task list; they must be the sums
    /// a task-by-task addition gives, to the last bit, in every category.
    func testEffortSumsAreTheTaskByTaskSums() {
        XCTAssertEqual(Category.allCases.map(\.ordinal), Array(Category.allCases.indices))
        let model = EffortModel.bundled
        let ruleIds = BuiltInRules.descriptors.filter { model.rules[$0.id]?.task == nil }.map(\.id)
        var generator = SystemRandomNumberGenerator()
        let findings = (0..<5_000).map { index -> Finding in
            let rule = ruleIds.randomElement(using: &generator)!
            let category = BuiltInRules.descriptor(id: rule)!.category
            return finding(rule, .warning, category, line: index)
        }
        var expectedTotal = 0.0
        var expected: [String: Double] = [:]
        for finding in findings {
            let hours = (model.rules[finding.ruleId]?.minutes ?? EffortModel.defaultMinutes) / 60
            expectedTotal += hours
            expected[finding.category.rawValue, default: 0] += hours
        }
        let summary = EffortEstimator().estimate(findings: findings, dependencies: [], checklists: [])
        XCTAssertEqual(summary.hours, EffortEstimator.round(expectedTotal))
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: summary.categories.map { ($0.id, $0.hours) }), expected.mapValues(EffortEstimator.round))
        XCTAssertEqual(summary.categories.reduce(0) { $0 + $1.items }, findings.count)
    }

    /// Issue 21: the top risks' hours for a rule without a library task are counted, not read
    /// finding by finding: the same value `estimate` gives its findings, for every such rule and
    /// many counts; a rule with a task is left to `estimate` (`nil`).
    func testHoursOfATasklessRulesFindingsAreTheEstimate() {
        let model = EffortModel.bundled
        let estimator = EffortEstimator()
        for descriptor in BuiltInRules.descriptors {
            let rule = descriptor.id
            for count in [0, 1, 2, 3, 7, 10, 99, 1_000, 4_321] {
                let findings = (0..<count).map { finding(rule, .warning, descriptor.category, line: $0 + 1) }
                if model.rules[rule]?.task != nil {
                    XCTAssertNil(estimator.hours(ofFindings: count, rule: rule), rule)
                } else {
                    XCTAssertEqual(estimator.hours(ofFindings: count, rule: rule),
                                   estimator.estimate(findings: findings, dependencies: [], checklists: []).hours, "\(rule) × \(count)")
                }
            }
        }
        XCTAssertNotNil(estimator.hours(ofFindings: 3, rule: "custom.not-in-the-table"))
    }

    func testEmbeddedEffortTableMatchesTheYAML() throws {
        // Embedded as JSON (scripts/embed-data.py): it must read as the YAML does.
        let onDisk = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Rules/effort.yml"), encoding: .utf8)
        let fromYAML = try YAMLDecoder().decode(EffortModel.self, from: onDisk)
        let embedded = try JSONDecoder().decode(EffortModel.self, from: Data(try XCTUnwrap(BundledEffort.files.first).json.utf8))
        XCTAssertEqual(embedded, fromYAML, "Rules/effort.yml changed: run scripts/embed-data.py")
        XCTAssertEqual(EffortModel.bundled, fromYAML)
        XCTAssertFalse(fromYAML.rules.isEmpty)
    }

    func testEffortCountsALibraryOnceAndSumsByCategory() {
        let picasso = ["app/build.gradle", "lib/build.gradle"].map {
            DependencyEntry(ecosystem: "maven", name: "com.squareup.picasso:picasso", version: "2", latest: nil, libyears: nil, status: "deprecated", path: $0, line: 3)
        }
        let findings = picasso.map { finding("deps.deprecated-library", .error, .dependencies, path: $0.path, line: 3) }
            + (1...12).map { finding("android.hardcoded-text", .warning, .localization, path: "res/layout/a.xml", line: $0) }
        let failedTests = ChecklistResult(id: "qa", title: "QA", score: 0, items: [ChecklistItemResult(id: "tests-exist", title: "t", status: .fail, evidence: [])])
        let effort = EffortEstimator().estimate(findings: findings, dependencies: picasso, checklists: [failedTests])
        XCTAssertEqual(effort.categories.first { $0.id == "dependencies" }?.hours, 12, "image loading, once for two modules")
        XCTAssertEqual(effort.categories.first { $0.id == "localization" }?.hours, 1, "12 × 5 minutes")
        XCTAssertEqual(effort.categories.first { $0.id == "setup" }?.hours, 40)
        XCTAssertEqual(effort.hours, 53)
        XCTAssertEqual(effort.days, 8.8)
        XCTAssertEqual(effort.hoursPerDay, 6)
        XCTAssertFalse(effort.assumptions.isEmpty)
    }

    func testImpactOrderIsSeverityThenWeightThenCategory() {
        let list = [
            finding("android.layout-naming", .note, .assets),
            finding("android.unused-resource", .warning, .deadWeight),
            finding("code.hardcoded-ui-string", .warning, .localization),
            finding("deps.stale-library", .warning, .dependencies),
            finding("release.android.debuggable", .error, .release),
        ]
        XCTAssertEqual(Impact.ranked(list).map(\.ruleId), [
            "release.android.debuggable",   // error
            "deps.stale-library",           // weight 3, dependencies before localization
            "code.hardcoded-ui-string",     // weight 3
            "android.unused-resource",      // weight 2
            "android.layout-naming",        // note
        ])
    }

    /// Issue 16, item 13: a dependency table with 40 % or more unknown rows cannot score an A in
    /// the dependency category; below that share the cap does not apply.
    func testUnknownDependenciesCapTheDependencyCategory() {
        XCTAssertEqual(Scoring.dependencyCoverageCap(0), 100)
        XCTAssertEqual(Scoring.dependencyCoverageCap(0.39), 100)
        for share in [0.4, 0.5, 0.75, 1.0] {
            XCTAssertNotEqual(Scoring.grade(Scoring.dependencyCoverageCap(share)), "A", "\(share)")
        }
        XCTAssertLessThan(Scoring.dependencyCoverageCap(1.0), Scoring.dependencyCoverageCap(0.4))
        let unresolved = (1...44).map { DependencyGraph.Unresolved(path: "app/build.gradle.kts", location: SourceLocation(line: $0, column: 5), symbol: "Libs.lib\($0)", kind: .buildLogicConstant) }
        XCTAssertEqual(DependencyCoverage.unresolvedSentences(unresolved).first?.hasPrefix("44 dependencies are declared through buildSrc constants that could not be resolved: "), true)
    }

    func testPlurals() {
        XCTAssertEqual(Plural.count(1, "error"), "1 error")
        XCTAssertEqual(Plural.count(2, "error"), "2 errors")
        XCTAssertEqual(Plural.count(1, "library"), "1 library")
        XCTAssertEqual(Plural.count(3, "library"), "3 libraries")
        XCTAssertEqual(Plural.count(0, "view"), "0 views")
        XCTAssertEqual(Plural.count(2, "class"), "2 classes")
    }
}
