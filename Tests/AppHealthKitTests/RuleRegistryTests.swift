@testable import AppHealthKit
import XCTest

/// A rule cannot exist without being registered: every type under `Sources/AppHealthKit/Rules/`
/// that conforms to a rule protocol is in `BuiltInRules.all`, once, and every ID is unique.
final class RuleRegistryTests: XCTestCase {
    static let ruleProtocols = ["Rule", "AndroidXMLRule", "CodeRule", "SwiftRule", "ProjectRule", "ChecklistRule", "ReleaseRule"]

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
}
