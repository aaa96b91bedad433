@testable import AppHealthKit
import XCTest

/// Rules decide from project facts, never from each other's findings: disabling one rule never
/// changes another rule's findings, and the checklist items it decides become `na`, not `pass`.
final class RuleIndependenceTests: XCTestCase {
    private struct Key: Hashable {
        var ruleId, path, message: String
        var line, column: Int
        var severity: Severity
    }

    private func run(_ fixture: String, disabling id: String? = nil) -> AuditResult {
        var configuration = Configuration()
        if let id { configuration.rules[id] = RuleConfiguration(enabled: false) }
        return Auditor().run(AuditRequest(root: Paths.fixture(fixture), configuration: configuration, jobs: 2))
    }

    private func keys(_ findings: [Finding]) -> [Key] {
        findings.map { Key(ruleId: $0.ruleId, path: $0.path, message: $0.message, line: $0.line, column: $0.column, severity: $0.severity) }
    }

    func testDisablingEachRuleChangesNoOtherRulesFindings() throws {
        let checklists = try ChecklistDefinition.bundled()
        for fixture in ["InheritedAndroidApp", "InheritediOSApp"] {
            let full = run(fixture)
            let fullItems = Dictionary(uniqueKeysWithValues: full.checklists.flatMap { list in list.items.map { ("\(list.id).\($0.id)", $0) } })
            for id in BuiltInRules.descriptors.map(\.id) {
                let partial = run(fixture, disabling: id)
                XCTAssertFalse(partial.findings.contains { $0.ruleId == id }, "\(fixture): \(id) disabled but reported")
                XCTAssertEqual(keys(partial.findings), keys(full.findings.filter { $0.ruleId != id }), "\(fixture): disabling \(id) changed other rules' findings")
                // Items decided only by this rule are `na`; every other item keeps its verdict.
                for list in partial.checklists where list.id != "sniff-test" {
                    let definition = try XCTUnwrap(checklists.first { $0.id == list.id })
                    for item in list.items {
                        let deciders = definition.items.first { $0.id == item.id }?.ruleIds ?? []
                        let before = try XCTUnwrap(fullItems["\(list.id).\(item.id)"])
                        if deciders == [id] && before.status != .na {
                            XCTAssertEqual(item.status, .na, "\(fixture): \(list.id).\(item.id) with \(id) disabled")
                        } else if !deciders.contains(id) {
                            XCTAssertEqual(item.status, before.status, "\(fixture): \(list.id).\(item.id) changed when \(id) was disabled")
                        }
                    }
                }
            }
        }
    }

    /// The defect issue 12 named: disabling the density and hardcoded-text rules used to flip the
    /// launcher items to `pass` and raise the score.
    func testLauncherItemsDoNotDependOnOtherRules() throws {
        var configuration = Configuration()
        configuration.rules["android.missing-density"] = RuleConfiguration(enabled: false)
        configuration.rules["android.hardcoded-text"] = RuleConfiguration(enabled: false)
        let result = Auditor().run(AuditRequest(root: Paths.fixture("InheritedAndroidApp"), configuration: configuration))
        let release = try XCTUnwrap(result.checklists.first { $0.id == "release-android" })
        XCTAssertEqual(release.items.first { $0.id == "launcher-icons" }?.status, .fail)
        XCTAssertEqual(release.items.first { $0.id == "launcher-label" }?.status, .fail)
        let full = Auditor().run(AuditRequest(root: Paths.fixture("InheritedAndroidApp")))
        XCTAssertEqual(full.checklists.first { $0.id == "release-android" }?.score, release.score)
    }

    /// One defect, one finding: the launcher label is reported by its release rule only.
    func testLauncherLabelIsReportedOnce() {
        let result = run("InheritedAndroidApp")
        let onManifest = result.findings.filter { $0.path == "app/src/main/AndroidManifest.xml" && $0.line == 12 && $0.column == 9 }
        XCTAssertEqual(onManifest.map(\.ruleId), ["release.android.launcher-label"])
    }

    func testDisabledReleaseRuleMakesItsItemNotChecked() throws {
        let result = run("InheritedAndroidApp", disabling: "release.android.minify")
        let item = try XCTUnwrap(result.checklists.first { $0.id == "release-android" }?.items.first { $0.id == "minify" })
        XCTAssertEqual(item.status, .na)
        XCTAssertEqual(item.evidence, ["not checked: release.android.minify is disabled"])
    }
}
