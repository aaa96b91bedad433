@testable import AppHealthKit
import XCTest

/// Contracts of the version types over many generated versions: `==` implies equal hashes, and
/// `<` is a strict total order (irreflexive, asymmetric, transitive, trichotomous with `==`).
final class VersionPropertyTests: XCTestCase {
    /// SplitMix64: tiny, seeded, the same sequence on every machine.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let edgeCases = [
        "1", "1.0", "1.0.0", "1-ga", "1.0-final", "1.0.RELEASE", "1.0-rc1", "1.0-RC1", "1.0-SNAPSHOT", "1.0-sp", "1.sp",
        "1-alpha", "1.0.alpha", "1.0-alpha-1", "1-1", "1.0-1", "1.0.1", "1-0.5", "1.ga.1", "1.0-jre", "31.1-android",
        "", "0", "0.0", "-", "--", "1--2", "1.0.0.Beta1", "5.0.0.Final", "1_2+3", "01.002", "1.0-01", "a", "ga", "final",
        "99999999999999999999", "1.0-cr1", "1-m2", "2.0-b", "2.0-a1",
    ]

    private func mavenCandidates() -> [String] {
        var random = SplitMix64(state: 0x5EED_1234)
        let atoms = ["0", "1", "2", "10", "01", "alpha", "beta", "rc", "cr", "m", "a", "b", "snapshot", "ga", "final",
                     "release", "sp", "jre", "android", "x", ""]
        let separators = [".", "-", "_", "+", ""]
        var versions = Self.edgeCases
        for _ in 0..<400 {
            var text = ""
            for index in 0..<Int.random(in: 1...6, using: &random) {
                if index > 0 { text += separators.randomElement(using: &random)! }
                text += atoms.randomElement(using: &random)!
            }
            versions.append(Bool.random(using: &random) ? text.uppercased() : text)
        }
        return versions
    }

    private func semanticCandidates() -> [String] {
        var random = SplitMix64(state: 0xC0C0_A900)
        let identifiers = ["alpha", "beta", "rc", "0", "1", "2", "11", "01", "x-y", "A"]
        var versions = ["1", "1.0", "1.0.0", "v1.0.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-01", "1.0.0-1",
                        "1.0.0+build", "1.0.0-rc.1+b", "2.0.0-0", "1.2.3.4", "1.2.3.5"]
        for _ in 0..<400 {
            var text = (0..<Int.random(in: 1...3, using: &random)).map { _ in String(Int.random(in: 0...3, using: &random)) }
                .joined(separator: ".")
            if Int.random(in: 0..<3, using: &random) > 0 {
                text += "-" + (0..<Int.random(in: 1...3, using: &random)).map { _ in identifiers.randomElement(using: &random)! }
                    .joined(separator: ".")
            }
            versions.append(text)
        }
        return versions
    }

    private func assertContracts<V: Comparable & Hashable>(_ values: [V], _ name: (V) -> String, file: StaticString = #filePath, line: UInt = #line) {
        var failures = 0
        func fail(_ message: String) {
            failures += 1
            if failures <= 10 { XCTFail(message, file: file, line: line) }
        }
        for a in values {
            if a < a { fail("\(name(a)) < itself") }
            if a != a { fail("\(name(a)) != itself") }
            for b in values {
                let less = a < b
                let greater = b < a
                let equal = a == b
                if [less, greater, equal].filter({ $0 }).count != 1 {
                    fail("\(name(a)) vs \(name(b)): < \(less), > \(greater), == \(equal)")
                }
                if equal, a.hashValue != b.hashValue { fail("\(name(a)) == \(name(b)) but their hashes differ") }
            }
        }
        // Transitivity, on a sample of triples (every pair above, triples are n³).
        let sample = Array(values.prefix(120))
        for a in sample {
            for b in sample where a < b {
                for c in sample where b < c && !(a < c) { fail("\(name(a)) < \(name(b)) < \(name(c)) but not \(name(a)) < \(name(c))") }
            }
            for b in sample where a == b {
                for c in sample where b == c && a != c { fail("\(name(a)) == \(name(b)) == \(name(c)) but not \(name(a)) == \(name(c))") }
            }
        }
        // Sorting agrees with pairwise comparison.
        let sorted = values.sorted()
        for (x, y) in zip(sorted, sorted.dropFirst()) where y < x { fail("sorted out of order: \(name(x)), \(name(y))") }
    }

    func testMavenVersionContracts() {
        let versions = mavenCandidates().map(MavenVersion.init)
        assertContracts(versions, \.description)
        // Each edge case against every other, all triples.
        let edges = Self.edgeCases.map(MavenVersion.init)
        for a in edges { for b in edges where a < b { for c in edges where b < c { XCTAssertLessThan(a, c, "\(a) < \(b) < \(c)") } } }
    }

    func testMavenEqualVersionsHashAlike() {
        let groups = [["1", "1.0", "1.0.0", "1-ga", "1.0-final", "1.0.RELEASE", "1.0.0-GA", "1-"], ["1.0-rc1", "1.0-RC-1", "1.0-cr1"],
                      ["1.0-SNAPSHOT", "1.0.0-snapshot", "1-SNAPSHOT"]]
        for group in groups {
            let versions = group.map(MavenVersion.init)
            for v in versions {
                XCTAssertEqual(v, versions[0], "\(v) == \(versions[0])")
                XCTAssertEqual(v.hashValue, versions[0].hashValue, "hash of \(v)")
            }
            XCTAssertEqual(Set(versions).count, 1, group.joined(separator: ", "))
        }
        XCTAssertLessThan(MavenVersion("1.0-rc1"), MavenVersion("1.0"))
        XCTAssertLessThan(MavenVersion("1.0-SNAPSHOT"), MavenVersion("1"))
        XCTAssertLessThan(MavenVersion("5.0.0.Beta1"), MavenVersion("5.0.0.Final"))
        XCTAssertNotEqual(MavenVersion("1-0.5"), MavenVersion("1"), "a sublist that starts at 0 still counts")
    }

    func testSemanticVersionContracts() {
        let versions = semanticCandidates().compactMap(SemanticVersion.init)
        XCTAssertGreaterThan(versions.count, 300)
        assertContracts(versions, \.description)
        XCTAssertNotEqual(SemanticVersion("1.0.0-01"), SemanticVersion("1.0.0-1"))
        let (one, zeroOne) = (SemanticVersion("1.0.0-1")!, SemanticVersion("1.0.0-01")!)
        XCTAssertTrue((one < zeroOne) != (zeroOne < one), "distinct numerals order one way")
        XCTAssertLessThan(SemanticVersion("1.0.0-99999999999999999999")!, SemanticVersion("1.0.0-100000000000000000000")!)
    }

    func testDeeplyNestedMavenVersionsParseInLinearTime() {
        let deep = String(repeating: "1-", count: 100_000)
        let other = String(repeating: "1-", count: 99_999) + "2"
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let a = MavenVersion(deep)
            let b = MavenVersion(other)
            XCTAssertNotEqual(a, b)
            XCTAssertEqual(a < b, !(b < a))
            XCTAssertEqual(a, MavenVersion(deep))
            XCTAssertEqual(a.hashValue, MavenVersion(deep).hashValue)
            _ = a.isPreRelease
            _ = Set([a, b])
        }
        XCTAssertLessThan(elapsed, .seconds(20))
        XCTAssertLessThan(depth(MavenVersion(deep).items), MavenVersion.maximumDepth + 2)
        // Letter→digit steps nest too: `rc1rc1…`.
        let steps = MavenVersion(String(repeating: "rc1", count: 50_000))
        XCTAssertLessThan(depth(steps.items), MavenVersion.maximumDepth + 2)
        XCTAssertEqual(steps, MavenVersion(String(repeating: "RC1", count: 50_000)))
    }

    private func depth(_ items: [MavenVersion.Item]) -> Int {
        var deepest = 1
        var level = items
        while case .list(let inner)? = level.last {
            deepest += 1
            level = inner
        }
        return deepest
    }

    func testRequirementOperators() throws {
        func ok(_ requirement: String, _ version: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
            let parsed = try XCTUnwrap(VersionRequirement.parse(requirement), requirement, file: file, line: line)
            return parsed.isSatisfied(by: try XCTUnwrap(SemanticVersion(version), version, file: file, line: line))
        }
        XCTAssertTrue(try ok("<= 2.0", "2.0"))
        XCTAssertTrue(try ok("<= 2.0", "1.9"))
        XCTAssertFalse(try ok("<= 2.0", "2.0.1"))
        XCTAssertFalse(try ok("> 1.0", "1.0"))
        XCTAssertTrue(try ok("> 1.0", "1.0.1"))
        XCTAssertTrue(try ok(">= 1.0", "1.0"))
        XCTAssertFalse(try ok(">= 1.0", "0.9"))
        XCTAssertFalse(try ok("< 2", "2.0"))
        XCTAssertTrue(try ok("< 2", "1.99"))
        XCTAssertTrue(try ok("~> 1", "1.0"))
        XCTAssertTrue(try ok("~> 1", "1.9.9"))
        XCTAssertFalse(try ok("~> 1", "2.0"))
        XCTAssertFalse(try ok("~> 1", "0.9"))
        XCTAssertTrue(try ok("~> 1.2", "1.9"))
        XCTAssertFalse(try ok("~> 1.2", "1.1"))
        XCTAssertFalse(try ok("~> 1.2", "2.0"))
        XCTAssertTrue(try ok("~> 1.2.3", "1.2.9"))
        XCTAssertFalse(try ok("~> 1.2.3", "1.3"))
        XCTAssertFalse(try ok("~> 1.2.3", "1.2.2"))
        XCTAssertTrue(try ok("> 1.0, <= 2.0", "2.0"))
        XCTAssertFalse(try ok("> 1.0, <= 2.0", "1.0"))
        XCTAssertTrue(try ok("~> 1.2, >= 1.4", "1.5"))
        XCTAssertFalse(try ok("~> 1.2, >= 1.4", "1.3"))
        XCTAssertFalse(try ok("~> 1.2, >= 1.4", "2.0.0-beta"))
        XCTAssertFalse(try ok(">= 1.0, > 1.0", "1.0"), "the tighter lower bound wins")
        XCTAssertFalse(try ok("< 2.0, <= 2.0", "2.0"), "the tighter upper bound wins")
        XCTAssertEqual(VersionRequirement.parse("> 1.0, <= 2.0")?.description, "> 1.0, <= 2.0")
        XCTAssertFalse(try XCTUnwrap(VersionRequirement.parse("<= 2.0")).isOpen)
        XCTAssertTrue(try XCTUnwrap(VersionRequirement.parse("> 2.0")).isOpen)
    }
}
