@testable import AppHealthKit
import Foundation
import XCTest

/// `--online` against a local server on 127.0.0.1 that replays recorded registry files
/// (Fixtures/registry-replay): a normal answer, a 404, a timeout and a malformed file.
final class OnlineRefreshTests: XCTestCase {
    private var server: Process?
    private var base = ""

    override func setUpWithError() throws {
        (server, base) = try startServer()
    }

    /// serve.py on a free port; `root` replaces the recorded files.
    private func startServer(root: URL? = nil) throws -> (Process, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Paths.packageRoot.appendingPathComponent("Fixtures/registry-replay/serve.py").path] + (root.map { [$0.path] } ?? [])
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var port = ""
        let handle = out.fileHandleForReading
        while !port.hasSuffix("\n") {
            let byte = handle.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            port += String(decoding: byte, as: UTF8.self)
        }
        return (process, "http://127.0.0.1:\(port.trimmingCharacters(in: .whitespacesAndNewlines))")
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

    func testManyLookupsRunConcurrentlyAndComeBackInOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-registry-\(UUID().uuidString)")
        let cache = root.appendingPathComponent("cache")
        defer { try? FileManager.default.removeItem(at: root) }
        var dependencies: [DeclaredDependency] = []
        for n in 0..<60 {
            dependencies.append(dependency(.maven, "com.example.many:lib-\(n)"))
            guard n % 5 != 0 else { continue }  // every fifth is missing: a 404
            let folder = root.appendingPathComponent("maven2/com/example/many/lib-\(n)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let versions = ["1.0.0", "\(n).1.0", "\(n).2.0-rc1", "\(n).0.9"].map { "<version>\($0)</version>" }.joined()
            try Data("<metadata><versioning><versions>\(versions)</versions></versioning></metadata>".utf8)
                .write(to: folder.appendingPathComponent("maven-metadata.xml"))
        }
        // Sixteen lookups that each time out after 2 s: one after another they would take 32 s.
        // (2 s, not 1: the other lookups must answer within it on a loaded machine too; a full
        // test run once saw one of them time out at 1 s.)
        for n in 0..<16 { dependencies.append(dependency(.maven, "com.slow:lib-\(n)")) }
        let (process, local) = try startServer(root: root)
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var refresher = OnlineRefresh(
            sources: OnlineRefresh.Sources(mavenCentral: URL(string: local + "/maven2")!, googleMaven: URL(string: local + "/google")!,
                                           cocoaPodsCDN: URL(string: local + "/cdn")!),
            cacheDirectory: cache, ttl: 3600, timeout: 2)
        refresher.concurrency = 8
        let start = Date()
        let result = refresher.refresh(dependencies)
        XCTAssertLessThan(Date().timeIntervalSince(start), 12, "lookups ran one after another")
        for n in 0..<60 where n % 5 != 0 {
            XCTAssertEqual(result.latest["maven|com.example.many:lib-\(n)"], "\(n).1.0", "lib-\(n)")
        }
        let expectedErrors = (0..<60).filter { $0 % 5 == 0 }.map { "com.example.many:lib-\($0): HTTP 404" }
            + (0..<16).map { "com.slow:lib-\($0): timed out" }
        XCTAssertEqual(result.errors.count, expectedErrors.count, result.errors.joined(separator: "\n"))
        for (error, expected) in zip(result.errors, expectedErrors) {
            XCTAssertTrue(error.lowercased().hasPrefix(expected.lowercased()), "\(error) ≠ \(expected)…: errors follow the input order")
        }
    }

    func testMalformedMirrorURLsAreErrorsNotCrashes() throws {
        for value in ["", "not a url", "ftp://x", "https://", "/just/a/path"] {
            for variable in ["APPHEALTH_MAVEN_URL", "APPHEALTH_GOOGLE_MAVEN_URL", "APPHEALTH_COCOAPODS_CDN_URL"] {
                XCTAssertThrowsError(try OnlineRefresh.Sources.fromEnvironment([variable: value])) { error in
                    XCTAssertEqual("\(error)", "\(variable) is not an http(s) URL: \(value.debugDescription)")
                }
                _ = OnlineRefresh.Sources.standard(environment: [variable: value])  // must not trap
            }
        }
        XCTAssertEqual("\(OnlineRefresh.Sources.InvalidURL(variable: "APPHEALTH_MAVEN_URL", value: ""))", #"APPHEALTH_MAVEN_URL is not an http(s) URL: """#)
        let mirror = try OnlineRefresh.Sources.fromEnvironment(["APPHEALTH_MAVEN_URL": "https://mirror.example/maven2"])
        XCTAssertEqual(mirror.mavenCentral.absoluteString, "https://mirror.example/maven2")
        XCTAssertEqual(mirror.googleMaven.absoluteString, "https://dl.google.com/android/maven2")
        XCTAssertEqual(try OnlineRefresh.Sources.fromEnvironment([:]).cocoaPodsCDN.absoluteString, "https://cdn.cocoapods.org")

        // The non-throwing path reports the bad override on each lookup against that registry only.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var sources = OnlineRefresh.Sources.standard(environment: ["APPHEALTH_MAVEN_URL": ""])
        sources.cocoaPodsCDN = URL(string: base + "/cdn")!
        let result = OnlineRefresh(sources: sources, cacheDirectory: cache, ttl: 3600, timeout: 1)
            .refresh([dependency(.maven, "com.squareup.okhttp3:okhttp"), dependency(.cocoapods, "Alamofire")])
        XCTAssertEqual(result.errors, [#"com.squareup.okhttp3:okhttp: APPHEALTH_MAVEN_URL is not an http(s) URL: """#])
        XCTAssertEqual(result.latest["cocoapods|Alamofire"], "5.9.1")
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
