@testable import AppHealthKit
import XCTest

/// A rule cannot exist without being registered: every type under `Sources/AppHealthKit/Rules/`
/// that conforms to a rule protocol is in `BuiltInRules.all`, once, and every ID is unique.
final class RuleRegistryTests: XCTestCase {
    static let ruleProtocols = ["Rule", "AndroidXMLRule", "CodeRule", "SwiftRule", "ProjectRule", "ChecklistRule", "ReleaseRule"]

    /// The engine sorts rules by kind through `asSwiftRule`, `asCodeRule`… (no dynamic casts): each
    /// must answer exactly what a cast would, for every built-in rule.
    func testRuleKindsAnswerWhatACastWould() {
        var kinds: [String: Int] = [:]
        for type in BuiltInRules.all {
            let rule = type.init(options: RuleOptions())
            let id = type.descriptor.id
            XCTAssertEqual(rule.asXMLRule != nil, rule is any AndroidXMLRule, id)
            XCTAssertEqual(rule.asCodeRule != nil, rule is any CodeRule, id)
            XCTAssertEqual(rule.asSwiftRule != nil, rule is any SwiftRule, id)
            XCTAssertEqual(rule.asProjectRule != nil, rule is any ProjectRule, id)
            XCTAssertEqual(rule.asChecklistRule != nil, rule is any ChecklistRule, id)
            if rule.asXMLRule != nil { kinds["xml", default: 0] += 1 }
            if rule.asCodeRule != nil { kinds["code", default: 0] += 1 }
            if rule.asSwiftRule != nil { kinds["swift", default: 0] += 1 }
            if rule.asProjectRule != nil { kinds["project", default: 0] += 1 }
            if rule.asChecklistRule != nil { kinds["checklist", default: 0] += 1 }
        }
        // Every kind is present, so the comparison above compared something.
        XCTAssertEqual(Set(kinds.keys), ["xml", "code", "swift", "project", "checklist"], "\(kinds)")
    }

    func testEveryRuleTypeInTheSourcesIsRegistered() throws {
        let rulesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AppHealthKit/Rules")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: rulesFolder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        let declaration = try NSRegularExpression(pattern: #"^(?:public )?(?:final )?(?:struct|class) (\w+)\s*:\s*([\w, ]+)\{"#, options: .anchorsMatchLines)
        var declared: [String: String] = [:]
        for file in files {
            let text = try String(contentsOf: rulesFolder.appendingPathComponent(file), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range(at: 1), in: text)!])
                let conformances = text[Range(match.range(at: 2), in: text)!].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if conformances.contains(where: Self.ruleProtocols.contains) { declared[name] = file }
            }
        }
        XCTAssertGreaterThan(declared.count, 30)
        let registered = BuiltInRules.all.map { String(describing: $0) }
        XCTAssertEqual(Set(registered).count, registered.count, "a rule is registered twice")
        for (name, file) in declared.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(registered.contains(name), "\(name) in Rules/\(file) is not in BuiltInRules.all")
        }
        let ids = BuiltInRules.descriptors.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "two rules share an ID")
    }

    /// Issue 21: a descriptor's examples are made when asked, not when the rules are read (an
    /// audit reads every descriptor at start-up and never looks at an example); a set example is
    /// the one read back.
    func testExamplesAreMadeWhenAsked() {
        final class Made: @unchecked Sendable {
            private let lock = NSLock()
            private var made = 0
            var count: Int { lock.withLock { made } }
            func examples(_ path: String) -> [RuleExample] {
                lock.withLock { made += 1 }
                return [RuleExample(path, "x")]
            }
        }
        let made = Made()
        var descriptor = RuleDescriptor(
            id: "test.lazy", title: "t", defaultSeverity: .warning, category: .architecture, summary: "s", rationale: "r", help: "h",
            triggeringExamples: made.examples("a.kt"), nonTriggeringExamples: made.examples("b.kt"))
        XCTAssertEqual(descriptor.id, "test.lazy")
        XCTAssertEqual(made.count, 0)
        XCTAssertEqual(descriptor.triggeringExamples.first?.files.first?.path, "a.kt")
        XCTAssertEqual(descriptor.nonTriggeringExamples.first?.files.first?.path, "b.kt")
        XCTAssertEqual(made.count, 2)
        descriptor.triggeringExamples = [RuleExample("c.kt", "y")]
        XCTAssertEqual(descriptor.triggeringExamples.map { $0.files.map(\.path) }, [["c.kt"]])
        XCTAssertEqual(made.count, 2)
    }
}
