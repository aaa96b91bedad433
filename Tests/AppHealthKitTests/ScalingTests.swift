@testable import AppHealthKit
import Foundation
import XCTest

/// Issue 20: every pathological input of the issue at 1×, 10× and 100× its base size, through
/// the whole per-file stage (`FuzzHarness` writes the file and runs `FileAnalyzer` with every
/// built-in rule on it). The assertion is on the ratio of times (best of three), never on an
/// absolute time: linear work gives about 10 and 100, quadratic work 100 and 10,000.
/// `Benchmarks/robustness` measures the same inputs end to end, with peak RSS.
final class ScalingTests: XCTestCase {
    private func seconds(_ body: () -> Void) -> TimeInterval {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    private func assertLinear(_ target: String, base: Int, file: StaticString = #filePath, line: UInt = #line, _ input: (Int) -> String) throws {
        let harness = try XCTUnwrap(FuzzHarness(target: target))
        let times = [base, base * 10, base * 100].map { n -> TimeInterval in
            let bytes = Array(input(n).utf8)
            return (0..<3).map { _ in seconds { harness.run(bytes) } }.min()!
        }
        let unit = max(times[0], 2e-3)
        XCTAssertLessThan(times[1] / unit, 30, "\(target) 10×: \(times)", file: file, line: line)
        XCTAssertLessThan(times[2] / unit, 300, "\(target) 100×: \(times)", file: file, line: line)
    }

    func testKotlinAndGradleStringTemplates() throws {
        try assertLinear("kotlin", base: 100) { "val s = " + String(repeating: "\"${", count: $0) }
        try assertLinear("gradle", base: 100) { "def s = " + String(repeating: "\"${", count: $0) }
        try assertLinear("gradle-kts", base: 100) { "val s = " + String(repeating: "\"${", count: $0) }
    }

    func testSwiftNestingAndInterpolations() throws {
        try assertLinear("swift", base: 50) { "let x = " + String(repeating: "(", count: $0) + "1" + String(repeating: ")", count: $0) }
        try assertLinear("swift", base: 50) { "let y = " + String(repeating: "[", count: $0) + String(repeating: "]", count: $0) }
        try assertLinear("swift", base: 50) { "let z = " + String(repeating: "{ ", count: $0) + String(repeating: "}", count: $0) }
        try assertLinear("swift", base: 20) { n in "let k = \"" + String(repeating: "\\(\\Foo.bar[", count: n) + String(repeating: "]", count: n) + String(repeating: ")\"", count: n) }
        try assertLinear("swift", base: 20) { n in "let s = \"" + (0..<n).map { "\\(v\($0 % 10))" }.joined() + "\"\n" }
        try assertLinear("swift", base: 20) { String(repeating: "foo(\n", count: $0) }
    }

    func testManifests() throws {
        try assertLinear("podfile", base: 1_000) { "target 'App' do\n  pod 'Alamofire', '" + String(repeating: "x", count: $0) + "'\nend\n" }
        try assertLinear("gradle-kts", base: 20) { "dependencies {\n" + String(repeating: "implementation(\n", count: $0) }
        try assertLinear("version-catalog", base: 20) { "[libraries]\na = " + String(repeating: "{ b = ", count: $0) + "\"x\"" + String(repeating: " }", count: $0) + "\n" }
        try assertLinear("gradle", base: 20) { "dependencies {\n  implementation 'com.example:lib:" + String(repeating: "1-a", count: $0) + "'\n}\n" }
        try assertLinear("version-catalog", base: 20) { "[libraries]\nx = \"com.example:lib:" + String(repeating: "1-", count: $0) + "1\"\n" }
        try assertLinear("maven-version", base: 20) { String(repeating: "1-a", count: $0) }
    }

    func testKotlinNestedObjects() throws {
        try assertLinear("kotlin", base: 20) { n in (0..<n).map { "object A\($0) {\n" }.joined() + String(repeating: "}", count: n) }
    }

    func testToolsKeepWithManyStars() throws {
        try assertLinear("glob", base: 10) { n in String(repeating: "*a", count: n) + "b\n" + String(repeating: "a", count: n * 4) }
        try assertLinear("values", base: 10) { n in
            "<resources xmlns:tools=\"http://schemas.android.com/tools\" tools:keep=\"@layout/" + String(repeating: "*a", count: n) + "b\" />"
        }
    }
}
