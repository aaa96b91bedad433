import AppHealthKit
import XCTest

/// Runs every example of every built-in rule through the real pipeline.
final class RuleExampleTests: XCTestCase {
    func testEveryBuiltInRuleExample() {
        for descriptor in BuiltInRules.descriptors {
            let failures = ExampleVerifier().verify(descriptor)
            XCTAssertEqual(failures, [], "\(descriptor.id)")
        }
    }

    func testRuleIDsAreUniqueAndWellFormed() {
        let ids = BuiltInRules.descriptors.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertNotNil(id.range(of: #"^([a-z]+\.){0,2}[a-z][a-z0-9-]*$"#, options: .regularExpression), id)
        }
    }

    func testEveryRuleExplainsItself() {
        for d in BuiltInRules.descriptors {
            XCTAssertFalse(d.title.isEmpty, d.id)
            XCTAssertGreaterThan(d.summary.count, 20, d.id)
            XCTAssertGreaterThan(d.rationale.count, 20, d.id)
            XCTAssertFalse(d.help.isEmpty, d.id)
        }
    }

    /// The verifier itself must fail when a rule misbehaves, or the example tests prove nothing.
    func testVerifierCatchesAWrongMarker() {
        var descriptor = HardcodedTextRule.descriptor
        descriptor.triggeringExamples = [RuleExample("app/src/main/res/layout/activity_x.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                ↓<Button android:text="Off by a few columns" />
            </LinearLayout>
            """)]
        descriptor.nonTriggeringExamples = [RuleExample("app/src/main/res/layout/activity_y.xml", """
            <Button xmlns:android="http://schemas.android.com/apk/res/android" android:text="Flagged" />
            """)]
        let failures = ExampleVerifier().verify(descriptor)
        XCTAssertEqual(failures.count, 2, failures.joined(separator: "\n"))
    }

    func testRuleDocsAreCurrent() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/rules.md")
        let generated = RuleDocumentation.markdown(BuiltInRules.descriptors)
        if ProcessInfo.processInfo.environment["APPHEALTH_RECORD"] != nil {
            try FileManager.default.createDirectory(at: docs.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(generated.utf8).write(to: docs)
        }
        let current = try String(contentsOf: docs, encoding: .utf8)
        XCTAssertEqual(current, generated, "docs/rules.md is stale: run `APPHEALTH_RECORD=1 swift test` or `apphealth rules docs > docs/rules.md`")
    }
}
