@testable import AppHealthKit
import Foundation
import XCTest

/// Issue 22, promise 5: patterns from the audited repository or a rule file cost bounded work.
/// Timings compare a 10× larger input with the 1× one (a ratio, not an absolute time).
final class BoundedWorkTests: XCTestCase {
    private func seconds(_ body: () -> Void) -> TimeInterval {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    /// Time of `body(size)` for 10× `size` over `size`, best of three to damp noise.
    private func ratio(size: Int, _ body: (Int) -> Void) -> Double {
        let small = (0..<3).map { _ in seconds { body(size) } }.min()!
        let large = (0..<3).map { _ in seconds { body(size * 10) } }.min()!
        return large / max(small, 1e-4)
    }

    func testGlobMatchingIsLinearInThePath() {
        let stars = Glob("*a*a*a*a*a*a*a*a*b")
        let segmentRatio = ratio(size: 400) { n in
            for _ in 0..<20 { XCTAssertFalse(stars.matches(String(repeating: "a", count: n))) }
        }
        XCTAssertLessThan(segmentRatio, 40, "a backtracking matcher is polynomial of degree 8 here")
        let globstars = Glob("**/a/**/a/**/a/**/a/**/a/**/b")
        let segmentsRatio = ratio(size: 200) { n in
            for _ in 0..<5 { XCTAssertFalse(globstars.matches(Array(repeating: "a", count: n).joined(separator: "/") + "/c")) }
        }
        XCTAssertLessThan(segmentsRatio, 40)
        // Still right: the cases the old matcher got right.
        XCTAssertTrue(stars.matches("xaaaaaaaaayb"))
        XCTAssertTrue(Glob("**/a/**/b").matches("x/a/y/z/b/c"))
        XCTAssertTrue(Glob("a*b?c[!x]d").matches("a__b_cyd"))
        XCTAssertFalse(Glob("a*b?c[!x]d").matches("a__b_cxd"))
    }

    func testBraceExpansionIsBounded() throws {
        let twentyFour = String(repeating: "{a,b}", count: 24)
        let construction = ratio(size: 24) { n in _ = Glob(String(repeating: "{a,b}", count: n)) }
        XCTAssertLessThan(construction, 40, "2^24 alternatives are never expanded")
        XCTAssertNotNil(Glob.problem(twentyFour))
        XCTAssertNil(Glob.problem(String(repeating: "{a,b}", count: 6)), "64 alternatives are fine")
        XCTAssertNotNil(Glob.problem(String(repeating: "{a,b}", count: 7)))
        XCTAssertTrue(Glob(twentyFour).matches(twentyFour), "past the bound, braces are literal")
        XCTAssertTrue(Glob("src/{main,debug}/**/*.{kt,java}").matches("src/debug/x/A.java"))

        let config = "exclude:\n  - \"\(twentyFour)\"\n"
        XCTAssertThrowsError(try ConfigurationLoader(descriptors: BuiltInRules.descriptors).load(yaml: config, file: ".apphealth.yml")) { error in
            XCTAssertTrue("\(error)".hasPrefix(".apphealth.yml:2:3: error: exclude: '\(twentyFour)' expands to more than 64"), "\(error)")
        }
        let rule = "rules:\n  - id: acme.x\n    message: m\n    regex: a\n    files: \"\(twentyFour)\"\n"
        XCTAssertThrowsError(try CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(yaml: rule, file: "r.yml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("r.yml:5:12: error: 'files': "), "\(error)")
        }
    }

    func testRegexesThatMatchTheEmptyStringAreRejected() {
        for pattern in ["TODO|", "a*", "(?:x)?", "^"] {
            let yaml = "rules:\n  - id: acme.x\n    message: m\n    regex: '\(pattern)'\n"
            XCTAssertThrowsError(try CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(yaml: yaml, file: "r.yml"), pattern) { error in
                XCTAssertEqual("\(error)", "r.yml:4:12: error: rule 'acme.x': regex '\(pattern)' matches the empty string, so it would flag every position; make every alternative match at least one character")
            }
        }
        XCTAssertNoThrow(try CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(yaml: "rules:\n  - id: acme.x\n    message: m\n    regex: 'TODO|FIXME'\n", file: "r.yml"))
    }

    func testACatastrophicXPathIsStoppedAndReported() throws {
        let tree = try ScratchTree()
        let views = String(repeating: "<TextView android:text=\"@string/a\"/>\n", count: 3_000)
        try tree.write("app/src/main/res/layout/huge.xml", "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">\n\(views)</LinearLayout>\n")
        let yaml = "rules:\n  - id: acme.slow\n    message: m\n    xpath: '//*[count(//*[count(//*) > 0]) > 0]'\n"
        var request = AuditRequest(root: tree.root, jobs: 1)
        request.customRules = try CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(yaml: yaml, file: "r.yml")
        let start = Date()
        let found = Auditor().run(request).findings.filter { $0.ruleId == "acme.slow" }
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("stopped after 50000000 XPath operations") ?? false, found.first?.message ?? "")
        XCTAssertLessThan(elapsed, 120, "3000³ operations would take hours")
    }

    func testTheRunWideBudgetStopsCustomRulesOnce() throws {
        let tree = try ScratchTree()
        for index in 0..<20 { try tree.write("src/F\(index).txt", "TODO \(index)\n") }
        var request = AuditRequest(root: tree.root, jobs: 2)
        request.customRules = try CustomRuleLoader(builtIns: BuiltInRules.descriptors)
            .load(yaml: "rules:\n  - id: acme.todo\n    message: m\n    regex: TODO\n", file: "r.yml")
        request.configuration.customRulesBudget = 1e-9
        let result = Auditor().run(request)
        XCTAssertLessThan(result.findings.filter { $0.ruleId == "acme.todo" }.count, 20)
        XCTAssertEqual(result.warnings.filter { $0.contains("budget") }.count, 1, "\(result.warnings)")
        XCTAssertTrue(result.warnings.contains { $0.contains("(custom-rules-budget)") && $0.contains("not checked by them") })
        XCTAssertEqual(try ConfigurationLoader(descriptors: []).load(yaml: "custom-rules-budget: 5\n", file: "c.yml").customRulesBudget, 5)
        XCTAssertThrowsError(try ConfigurationLoader(descriptors: []).load(yaml: "custom-rules-budget: -1\n", file: "c.yml"))
    }
}
