@testable import AppHealthKit
import Foundation
import XCTest

/// `--online` against a local server on 127.0.0.1 that replays recorded registry files
/// (Fixtures/registry-replay): a normal answer, a 404, a timeout and a malformed file.
final class OnlineRefreshTests: XCTestCase {
    private var server: Process?
    private var base = ""

    override func setUpWithError() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Paths.packageRoot.appendingPathComponent("Fixtures/registry-replay/serve.py").path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        server = process
        var port = ""
        let handle = out.fileHandleForReading
        while !port.hasSuffix("\n") {
            let byte = handle.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            port += String(decoding: byte, as: UTF8.self)
        }
        base = "http://127.0.0.1:\(port.trimmingCharacters(in: .whitespacesAndNewlines))"
    }

    override func tearDown() {
        server?.terminate()
        server?.waitUntilExit()
    }

    private func refresher(_ cache: URL) -> OnlineRefresh {
        OnlineRefresh(
            sources: OnlineRefresh.Sources(
                mavenCentral: URL(string: base + "/maven2")!, googleMaven: URL(string: base + "/google")!,
                cocoaPodsCDN: URL(string: base + "/cdn")!),
            cacheDirectory: cache, ttl: 3600, timeout: 1)
    }

    private func dependency(_ ecosystem: DeclaredDependency.Ecosystem, _ name: String) -> DeclaredDependency {
        DeclaredDependency(ecosystem: ecosystem, name: name, requirement: nil, version: nil, path: "", location: .fileStart)
    }

    func testRefreshReportsEachSourceAndCaches() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let dependencies = [
            dependency(.maven, "com.squareup.okhttp3:okhttp"),
            dependency(.maven, "androidx.core:core-ktx"),
            dependency(.cocoapods, "Alamofire"),
            dependency(.maven, "junit:junit"),
            dependency(.maven, "com.squareup.retrofit2:retrofit"),
            dependency(.maven, "com.slow:lib"),
        ]
        let result = refresher(cache).refresh(dependencies)
        XCTAssertEqual(result.latest["maven|com.squareup.okhttp3:okhttp"], "5.3.2", "pre-releases are skipped")
        XCTAssertEqual(result.latest["maven|androidx.core:core-ktx"], "1.15.0")
        XCTAssertEqual(result.latest["cocoapods|Alamofire"], "5.9.1")
        XCTAssertEqual(result.errors.count, 3, result.errors.joined(separator: "\n"))
        XCTAssertTrue(result.errors.contains { $0.hasPrefix("junit:junit: HTTP 404") }, result.errors.joined(separator: "\n"))
        XCTAssertTrue(result.errors.contains { $0.hasPrefix("com.squareup.retrofit2:retrofit: malformed maven-metadata.xml") })
        XCTAssertTrue(result.errors.contains { $0.hasPrefix("com.slow:lib:") && $0.lowercased().contains("timed out") }, result.errors.joined(separator: "\n"))

        // A second run within the TTL answers from the cache, even with the server gone.
        server?.terminate()
        server?.waitUntilExit()
        let cached = refresher(cache).refresh(Array(dependencies.prefix(3)))
        XCTAssertEqual(cached.latest.count, 3)
        XCTAssertEqual(cached.errors, [])
    }

    func testGitTagsFromTheSmartHTTPRefAdvertisement() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var package = dependency(.swiftpm, "sentry-cocoa")
        package.repositoryURL = base + "/git/getsentry/sentry-cocoa"
        var carthage = dependency(.carthage, "getsentry/sentry-cocoa")
        carthage.repositoryURL = base + "/git/getsentry/sentry-cocoa.git"
        var broken = dependency(.swiftpm, "package")
        broken.repositoryURL = base + "/git/broken/package.git"
        var missing = dependency(.carthage, "gone/away")
        missing.repositoryURL = base + "/git/gone/away.git"
        let local = dependency(.swiftpm, "local")  // a path package: no repository, no lookup
        let result = refresher(cache).refresh([package, carthage, broken, missing, local])
        XCTAssertEqual(result.latest["swiftpm|sentry-cocoa"], "9.26.0", "peeled refs and pre-release tags are skipped")
        XCTAssertEqual(result.latest["carthage|getsentry/sentry-cocoa"], "9.26.0")
        XCTAssertNil(result.latest["swiftpm|local"])
        XCTAssertEqual(result.errors.count, 2, result.errors.joined(separator: "\n"))
        XCTAssertTrue(result.errors.contains { $0.hasPrefix("package: malformed ref advertisement") }, result.errors.joined(separator: "\n"))
        XCTAssertTrue(result.errors.contains { $0.hasPrefix("gone/away: HTTP 404") }, result.errors.joined(separator: "\n"))
    }

    func testRefAdvertisementParsing() {
        XCTAssertNil(OnlineRefresh.advertisedTags(Data("not pkt-lines".utf8)))
        XCTAssertNil(OnlineRefresh.advertisedTags(Data("00ffshort".utf8)), "a length past the end")
        XCTAssertEqual(OnlineRefresh.advertisedTags(Data("0000".utf8)), [], "an empty repository")
    }

    func testMD5MatchesTheCDNShardScheme() {
        XCTAssertEqual(MD5.hex(""), "d41d8cd98f00b204e9800998ecf8427e")
        XCTAssertEqual(MD5.hex("The quick brown fox jumps over the lazy dog"), "9e107d9d372bb6826bd81d3542a419d6")
    }
}
