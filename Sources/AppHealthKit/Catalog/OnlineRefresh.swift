import Foundation
#if canImport(FoundationNetworking) && !APPHEALTH_CURL
import FoundationNetworking
#endif

/// `--online`: refreshes latest versions from the registries the ecosystem's own tools read —
/// Maven `maven-metadata.xml`, Google Maven `group-index.xml`, the CocoaPods CDN's
/// `all_pods_versions_a_b_c.txt` shards, and for SwiftPM and Carthage the tags a git server
/// advertises over smart HTTP (`info/refs?service=git-upload-pack`, what `git ls-remote` reads) —
/// into a cache with a TTL. Every failure is reported per
/// source and the run falls back to the catalog. The default run never touches the network.
public struct OnlineRefresh: Sendable {
    public struct Sources: Sendable {
        public var mavenCentral: URL
        public var googleMaven: URL
        public var cocoaPodsCDN: URL
        /// Overrides that were not http(s) URLs, when `standard` read them: each lookup against
        /// that registry fails with the message instead of reaching any server.
        var problems: [Registry: String] = [:]

        enum Registry: Sendable, CaseIterable {
            case mavenCentral, googleMaven, cocoaPodsCDN

            var variable: String {
                switch self {
                case .mavenCentral: "APPHEALTH_MAVEN_URL"
                case .googleMaven: "APPHEALTH_GOOGLE_MAVEN_URL"
                case .cocoaPodsCDN: "APPHEALTH_COCOAPODS_CDN_URL"
                }
            }

            var standard: URL {
                switch self {
                case .mavenCentral: URL(string: "https://repo1.maven.org/maven2")!
                case .googleMaven: URL(string: "https://dl.google.com/android/maven2")!
                case .cocoaPodsCDN: URL(string: "https://cdn.cocoapods.org")!
                }
            }
        }

        /// An environment override that is not an http(s) URL.
        public struct InvalidURL: Error, CustomStringConvertible, LocalizedError {
            public var variable: String
            public var value: String
            public var description: String { "\(variable) is not an http(s) URL: \(value.debugDescription)" }
            public var errorDescription: String? { description }
        }

        public init(mavenCentral: URL, googleMaven: URL, cocoaPodsCDN: URL) {
            self.mavenCentral = mavenCentral
            self.googleMaven = googleMaven
            self.cocoaPodsCDN = cocoaPodsCDN
        }

        /// The public registries, each overridable (mirrors, tests) with an environment variable:
        /// `APPHEALTH_MAVEN_URL`, `APPHEALTH_GOOGLE_MAVEN_URL`, `APPHEALTH_COCOAPODS_CDN_URL`.
        /// Throws ``InvalidURL`` naming the first override that is not an http(s) URL.
        public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Sources {
            let (sources, invalid) = read(environment)
            if let first = invalid.first { throw first }
            return sources
        }

        /// As ``fromEnvironment(_:)``, but never throws: a malformed override leaves its registry
        /// unreachable, and every lookup against it reports why (the run falls back to the catalog).
        public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Sources {
            read(environment).sources
        }

        private static func read(_ environment: [String: String]) -> (sources: Sources, invalid: [InvalidURL]) {
            var urls: [Registry: URL] = [:]
            var problems: [Registry: String] = [:]
            var invalid: [InvalidURL] = []
            for registry in Registry.allCases {
                guard let value = environment[registry.variable] else { continue }
                if let url = httpURL(value) {
                    urls[registry] = url
                } else {
                    let error = InvalidURL(variable: registry.variable, value: value)
                    invalid.append(error)
                    problems[registry] = error.description
                }
            }
            var sources = Sources(
                mavenCentral: urls[.mavenCentral] ?? Registry.mavenCentral.standard,
                googleMaven: urls[.googleMaven] ?? Registry.googleMaven.standard,
                cocoaPodsCDN: urls[.cocoaPodsCDN] ?? Registry.cocoaPodsCDN.standard)
            sources.problems = problems
            return (sources, invalid)
        }

        /// An absolute http or https URL with a host; `nil` for anything else.
        static func httpURL(_ text: String) -> URL? {
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                let host = url.host, !host.isEmpty else { return nil }
            return url
        }
    }

    public struct Result: Sendable {
        /// Latest stable versions by `ecosystem|name`.
        public var latest: [String: String] = [:]
        /// One line per failed lookup, naming the source.
        public var errors: [String] = []
    }

    public var sources: Sources
    public var cacheFile: URL
    public var ttl: TimeInterval
    public var timeout: TimeInterval
    /// Registry requests in flight at once.
    public var concurrency = 8

    public init(sources: Sources, cacheDirectory: URL, ttl: TimeInterval = 86_400, timeout: TimeInterval = 10) {
        self.sources = sources
        cacheFile = cacheDirectory.appendingPathComponent("registry-cache.json")
        self.ttl = ttl
        self.timeout = timeout
    }

    public static func defaultCacheDirectory() -> URL {
        if let xdg = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("apphealth")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/apphealth")
    }

    struct CacheEntry: Codable {
        var latest: String
        var fetched: Double
    }

    public static func key(_ dependency: DeclaredDependency) -> String { "\(dependency.ecosystem.rawValue)|\(dependency.name)" }

    /// Looks up every dependency the cache does not answer, at most ``concurrency`` at a time;
    /// results and errors come back in the order of `dependencies`, whatever the timing.
    public func refresh(_ dependencies: [DeclaredDependency], now: Date = Date()) -> Result {
        var cache = (try? JSONDecoder().decode([String: CacheEntry].self, from: Data(contentsOf: cacheFile))) ?? [:]
        var result = Result()
        var seen = Set<String>()
        var pending: [DeclaredDependency] = []
        for dependency in dependencies where seen.insert(Self.key(dependency)).inserted {
            if let cached = cache[Self.key(dependency)], now.timeIntervalSince1970 - cached.fetched < ttl {
                result.latest[Self.key(dependency)] = cached.latest
            } else if dependency.ecosystem == .maven || dependency.ecosystem == .cocoapods
                || dependency.repositoryURL.map({ $0.hasPrefix("https://") || $0.hasPrefix("http://") }) == true {
                pending.append(dependency)
            }
        }
        let lookups = boundedConcurrentMap(pending, width: concurrency) { self.lookup($0) }
        for (dependency, lookup) in zip(pending, lookups) {
            let key = Self.key(dependency)
            switch lookup {
            case .success(let latest?):
                result.latest[key] = latest
                cache[key] = CacheEntry(latest: latest, fetched: now.timeIntervalSince1970)
            case .success(nil):
                continue
            case .failure(let error):
                if let stale = cache[key] { result.latest[key] = stale.latest }  // fall back to an expired entry
                result.errors.append("\(dependency.name): \(error.message)")
            }
        }
        try? FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try? encoder.encode(cache).write(to: cacheFile, options: .atomic)
        return result
    }

    func lookup(_ dependency: DeclaredDependency) -> Swift.Result<String?, LookupError> {
        switch dependency.ecosystem {
        case .maven: return maven(dependency.name)
        case .cocoapods: return cocoaPods(dependency.name)
        case .swiftpm, .carthage: return dependency.repositoryURL.map(gitTags) ?? .success(nil)
        // Plugin marker artifacts (`id:id.gradle.plugin`): Google Maven for AGP, Maven Central for Kotlin and most others.
        case .gradlePlugin: return maven("\(dependency.name):\(dependency.name).gradle.plugin")
        }
    }

    struct LookupError: Error, Sendable {
        var message: String
    }

    // MARK: - Maven

    static let googleGroups = ["androidx.", "com.android.", "com.google.android.", "com.google.firebase", "com.google.gms", "com.crashlytics"]

    func maven(_ coordinate: String) -> Swift.Result<String?, LookupError> {
        let parts = coordinate.split(separator: ":").map(String.init)
        guard parts.count == 2 else { return .success(nil) }
        let groupPath = parts[0].replacingOccurrences(of: ".", with: "/")
        if Self.googleGroups.contains(where: { parts[0].hasPrefix($0) }) {
            if let problem = sources.problems[.googleMaven] { return .failure(LookupError(message: problem)) }
            let url = sources.googleMaven.appendingPathComponent(groupPath).appendingPathComponent("group-index.xml")
            return fetch(url).flatMap { data in
                guard let versions = Self.groupIndexVersions(data, artifact: parts[1]) else {
                    return .failure(LookupError(message: "malformed group-index.xml from \(url.absoluteString)"))
                }
                return .success(Self.latestStable(versions, maven: true))
            }
        }
        if let problem = sources.problems[.mavenCentral] { return .failure(LookupError(message: problem)) }
        let url = sources.mavenCentral.appendingPathComponent(groupPath).appendingPathComponent(parts[1]).appendingPathComponent("maven-metadata.xml")
        return fetch(url).flatMap { data in
            guard let versions = Self.metadataVersions(data) else {
                return .failure(LookupError(message: "malformed maven-metadata.xml from \(url.absoluteString)"))
            }
            return .success(Self.latestStable(versions, maven: true))
        }
    }

    static func metadataVersions(_ data: Data) -> [String]? {
        guard case .success(let document) = XMLFileParser().parse(SourceText(bytes: [UInt8](data)), path: "maven-metadata.xml"),
            document.root.localName == "metadata" else { return nil }
        return document.root.allElements().filter { $0.localName == "version" }.map { $0.text.trimmedWhitespace() }
    }

    static func groupIndexVersions(_ data: Data, artifact: String) -> [String]? {
        guard case .success(let document) = XMLFileParser().parse(SourceText(bytes: [UInt8](data)), path: "group-index.xml") else { return nil }
        guard let element = document.root.children.first(where: { $0.localName == artifact }) else { return [] }
        return element.attribute("versions", namespace: nil)?.value.split(separator: ",").map(String.init) ?? []
    }

    // MARK: - CocoaPods

    func cocoaPods(_ pod: String) -> Swift.Result<String?, LookupError> {
        if let problem = sources.problems[.cocoaPodsCDN] { return .failure(LookupError(message: problem)) }
        let hash = Array(MD5.hex(pod))
        let shard = "all_pods_versions_\(hash[0])_\(hash[1])_\(hash[2]).txt"
        let url = sources.cocoaPodsCDN.appendingPathComponent(shard)
        return fetch(url).flatMap { data in
            let text = String(decoding: data, as: UTF8.self)
            guard let line = text.split(separator: "\n").first(where: { $0.split(separator: "/").first.map(String.init) == pod }) else {
                return .success(nil)
            }
            return .success(Self.latestStable(line.split(separator: "/").dropFirst().map(String.init), maven: false))
        }
    }

    static func latestStable(_ versions: [String], maven: Bool) -> String? {
        if maven {
            return versions.filter { !MavenVersion($0).isPreRelease }.max { MavenVersion($0) < MavenVersion($1) }
        }
        return versions.compactMap { SemanticVersion($0) }.filter { !$0.isPreRelease }.max()?.description
    }

    // MARK: - Git tags

    /// The latest stable SemVer tag of a git repository, read from the ref advertisement of git's
    /// smart HTTP protocol; no git binary runs and nothing is cloned.
    func gitTags(_ repository: String) -> Swift.Result<String?, LookupError> {
        var base = repository
        while base.hasSuffix("/") { base.removeLast() }
        if !base.hasSuffix(".git") { base += ".git" }
        guard let url = URL(string: base + "/info/refs?service=git-upload-pack") else {
            return .failure(LookupError(message: "not a URL: \(repository)"))
        }
        return fetch(url).flatMap { data in
            guard let tags = Self.advertisedTags(data) else {
                return .failure(LookupError(message: "malformed ref advertisement from \(url.absoluteString)"))
            }
            return .success(Self.latestStable(tags.map { $0.hasPrefix("v") ? String($0.dropFirst()) : $0 }, maven: false))
        }
    }

    /// Tag names from a `git-upload-pack` advertisement: pkt-lines of four hex digits (the line's
    /// length including them), `0000` flushes; each ref line is `<sha> <ref>` with capabilities
    /// after a NUL on the first. `nil` when the data is not pkt-lines.
    static func advertisedTags(_ data: Data) -> [String]? {
        let bytes = [UInt8](data)
        var index = 0
        var tags: [String] = []
        var sawRef = false
        while index + 4 <= bytes.count {
            guard let length = Int(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
            if length == 0 { index += 4; continue }
            guard length >= 4, index + length <= bytes.count else { return nil }
            var line = String(decoding: bytes[index + 4..<index + length], as: UTF8.self)
            index += length
            if let nul = line.firstIndex(of: "\0") { line = String(line[..<nul]) }
            line = line.trimmedWhitespace()
            if line.hasPrefix("#") { continue }
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].count >= 40 else { return nil }
            sawRef = true
            let ref = String(parts[1])
            guard ref.hasPrefix("refs/tags/"), !ref.hasSuffix("^{}") else { continue }
            tags.append(String(ref.dropFirst("refs/tags/".count)))
        }
        return index == bytes.count && (sawRef || bytes.count > 0) ? tags : nil
    }

    // MARK: - HTTP

    #if APPHEALTH_CURL
    /// The portable Linux build (`scripts/build-release`) links Foundation statically; its
    /// networking half would drag libcurl in as a run-time dependency of every run. That build
    /// runs the `curl` program instead, and only for `--online`.
    func fetch(_ url: URL) -> Swift.Result<Data, LookupError> {
        let candidates = ["/usr/bin/curl", "/bin/curl", "/usr/local/bin/curl"]
        guard let curl = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .failure(LookupError(message: "this build needs the curl program for --online, and none is installed: \(url.absoluteString)"))
        }
        let runner = ProcessRunner(
            executable: URL(fileURLWithPath: curl),
            arguments: ["--silent", "--show-error", "--location", "--max-redirs", "5", "--proto", "=https,http",
                        "--max-time", String(Int(timeout)), "--user-agent", "apphealth/\(AppHealthVersion.current)",
                        "--write-out", "\n%{http_code}", "--", url.absoluteString],
            environment: nil, currentDirectory: nil, timeout: timeout + 2)
        let output: ProcessRunner.Output
        do {
            output = try runner.run()
        } catch {
            return .failure(LookupError(message: "timed out after \(Int(timeout)) s: \(url.absoluteString)"))
        }
        guard output.status == 0 else {
            let reason = String(decoding: output.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(LookupError(message: "\(reason.isEmpty ? "curl failed" : reason): \(url.absoluteString)"))
        }
        var body = output.stdout
        guard let newline = body.lastIndex(of: UInt8(ascii: "\n")), let status = Int(String(decoding: body[(newline + 1)...], as: UTF8.self)) else {
            return .failure(LookupError(message: "HTTP ? from \(url.absoluteString)"))
        }
        body = body[..<newline]
        guard (200..<300).contains(status) else {
            return .failure(LookupError(message: "HTTP \(status) from \(url.absoluteString)"))
        }
        return .success(Data(body))
    }
    #else
    func fetch(_ url: URL) -> Swift.Result<Data, LookupError> {
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        request.setValue("apphealth/\(AppHealthVersion.current)", forHTTPHeaderField: "User-Agent")
        let box = FetchBox()
        let semaphore = DispatchSemaphore(value: 0)
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            box.set(data: data, status: (response as? HTTPURLResponse)?.statusCode, error: error)
            semaphore.signal()
        }
        task.resume()
        if semaphore.wait(timeout: .now() + timeout + 1) == .timedOut {
            task.cancel()
            return .failure(LookupError(message: "timed out after \(Int(timeout)) s: \(url.absoluteString)"))
        }
        let (data, status, error) = box.get()
        if let error {
            if (error as? URLError)?.code == .timedOut || (error as NSError).code == NSURLErrorTimedOut {
                return .failure(LookupError(message: "timed out after \(Int(timeout)) s: \(url.absoluteString)"))
            }
            return .failure(LookupError(message: "\(error.localizedDescription): \(url.absoluteString)"))
        }
        guard let status, (200..<300).contains(status), let data else {
            return .failure(LookupError(message: "HTTP \(status.map(String.init) ?? "?") from \(url.absoluteString)"))
        }
        return .success(data)
    }
    #endif
}

private final class FetchBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    private var status: Int?
    private var error: Error?

    func set(data: Data?, status: Int?, error: Error?) {
        lock.lock()
        self.data = data
        self.status = status
        self.error = error
        lock.unlock()
    }

    func get() -> (Data?, Int?, Error?) {
        lock.lock()
        defer { lock.unlock() }
        return (data, status, error)
    }
}
