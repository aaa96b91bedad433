@testable import AppHealthKit
import XCTest

/// The cache's binary form of `Codable` values: what goes in comes out (checked against JSON,
/// which every type here already round-trips), and damaged bytes throw instead of crashing.
final class BinaryCodingTests: XCTestCase {
    private struct Edge: Codable, Equatable {
        enum Kind: String, Codable { case one, two }
        var text = ""
        var unicode = "Grüße 👋🏽 \u{2028} \0 end"
        var small: Int8 = -128
        var big = Int.max
        var least = Int.min
        var unsigned = UInt64.max
        var half: Float = 1.5
        var precise = Double.pi
        var flag = false
        var missing: String?
        var present: Int? = 0
        var nested: [[String: [Int?]]] = [["a": [1, nil, 3]], [:]]
        var kinds: [Kind] = [.two, .one]
        var set: Set<String> = ["x", "y"]
        var numbered: [Int: String] = [3: "three", -1: "minus one"]
        var empty: [String] = []
        var data = Data([0, 255, 7])
        var raw: [UInt8] = [9, 0, 128]
        var emptyData = Data()
        var date = Date(timeIntervalSince1970: 1_700_000_000.25)
        var url = URL(string: "https://example.com/a?b=c")!
    }

    func testValuesComeBackAsTheyWent() throws {
        let edge = Edge()
        XCTAssertEqual(try BinaryCoding.decode(Edge.self, from: try BinaryCoding.encode(edge)), edge)
        var other = Edge()
        other.missing = "now here"
        other.present = nil
        other.text = "unicode"  // the same string as a key elsewhere: one table entry serves both
        XCTAssertEqual(try BinaryCoding.decode(Edge.self, from: try BinaryCoding.encode(other)), other)
        XCTAssertEqual(try BinaryCoding.decode([Edge?].self, from: try BinaryCoding.encode([edge, nil, other])), [edge, nil, other])
        XCTAssertEqual(try BinaryCoding.decode(String.self, from: try BinaryCoding.encode("top")), "top")
    }

    /// Every file of the fixtures, analysed: the facts and findings decode to what JSON decodes to.
    func testFileAnalysesOfTheFixturesRoundTrip() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var checked = 0
        for fixture in ["InheritedAndroidApp", "InheritediOSApp", "MixedMonorepo"] {
            let request = AuditRequest(root: Paths.fixture(fixture), jobs: 1)
            let analyzer = RulePlan(request).analyzer
            for file in FileDiscovery().discover(root: request.root).files {
                let analysis = analyzer.analyze(file)
                let binary = try BinaryCoding.encode(analysis)
                let decoded = try BinaryCoding.decode(FileAnalysis.self, from: binary)
                XCTAssertEqual(try canonical(encoder.encode(decoded)), try canonical(encoder.encode(analysis)), "\(fixture)/\(file.path)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50)
    }

    /// JSON with every array sorted: sets come back in another order (the ordered arrays of
    /// `testValuesComeBackAsTheyWent` check order).
    private func canonical(_ json: Data) throws -> String {
        func text(_ value: Any) -> String {
            if let array = value as? [Any] { return "[" + array.map(text).sorted().joined(separator: ",") + "]" }
            if let object = value as? [String: Any] {
                return "{" + object.keys.sorted().map { "\($0):" + text(object[$0]!) }.joined(separator: ",") + "}"
            }
            return "\(value)"
        }
        return text(try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]))
    }

    /// Keys asked for in another order than written, and keys the reader does not know, still work.
    func testKeysAreFoundInAnyOrder() throws {
        struct Written: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode("extra", forKey: AnyKey("ignored"))
                try container.encode(2, forKey: AnyKey("second"))
                try container.encode("one", forKey: AnyKey("first"))
            }
        }
        struct Read: Decodable, Equatable {
            var first: String
            var second: Int
            var third: Int?
        }
        XCTAssertEqual(try BinaryCoding.decode(Read.self, from: try BinaryCoding.encode(Written())), Read(first: "one", second: 2, third: nil))
    }

    func testDamagedBytesThrow() throws {
        let bytes = try BinaryCoding.encode([Edge(), Edge()])
        // Every truncation, and a byte changed at every position: an error or some value, never a crash.
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try BinaryCoding.decode([Edge].self, from: Array(bytes.prefix(length))), "cut at \(length)")
        }
        var generator = SystemRandomNumberGenerator()
        for position in bytes.indices {
            var damaged = bytes
            damaged[position] ^= UInt8.random(in: 1...255, using: &generator)
            _ = try? BinaryCoding.decode([Edge].self, from: damaged)
        }
        XCTAssertThrowsError(try BinaryCoding.decode(Int.self, from: try BinaryCoding.encode("not a number")))
        XCTAssertThrowsError(try BinaryCoding.decode(Int8.self, from: try BinaryCoding.encode(300)))
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
