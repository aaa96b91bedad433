import Foundation
import Yams

/// Library facts shipped with the tool (`Rules/catalog/*.yml`, embedded at build time): status with
/// evidence and replacement, release facts, and the source of each entry.
public struct LibraryCatalog: Sendable {
    public struct Entry: Sendable, Decodable, Hashable {
        public struct Coordinates: Sendable, Decodable, Hashable {
            public var maven: [String]?
            public var cocoapods: [String]?
            public var swiftpm: [String]?
            public var carthage: [String]?
            /// Gradle plugin ids (`com.android.application`, `org.jetbrains.kotlin.*`).
            public var gradle_plugin: [String]?
        }

        public var id: String
        public var name: String
        public var coordinates: Coordinates
        public var status: String
        public var evidence: String?
        public var replacement: String?
        /// Platform tooling that still requires the library (JUnit 4 for AndroidX instrumented
        /// tests): its maintenance mode is no advice to migrate.
        public var required_by: String?
        public var latest: String?
        public var latest_date: String?
        public var last_release: String?
        public var last_activity: String?
        /// Release dates by version. The compiled-in catalog keeps each entry's dates in their
        /// compact form until they are asked for: an audit asks for a few dozen entries' dates,
        /// and reading all twenty thousand was half of the catalog's load on every run.
        public var releases: [String: String]? {
            get { releaseDates?.dates }
            set { releaseDates = newValue.map(ReleaseDates.read) }
        }
        private var releaseDates: ReleaseDates?

        /// The first dated release `predicate` accepts, read without building `releases`: an audit
        /// asks a few hundred times (the family check, the sniff test's cadence, libyears), and
        /// building the dictionary each time cost as much as reading every entry's dates once.
        /// Order: the catalog's for its compiled-in form, unspecified for dates that were set. The
        /// compiled-in form lists a version once (a test keeps it so): these are `releases`' pairs.
        public func firstRelease(where predicate: (_ version: String, _ date: String) -> Bool) -> (version: String, date: String)? {
            switch releaseDates {
            case nil: return nil
            case .read(let dates)?: return dates.first { predicate($0.key, $0.value) }.map { ($0.key, $0.value) }
            case .compact(let text)?: return Self.firstRelease(compact: text, where: predicate)
            }
        }

        /// The first pair of the compact form, `version=date;version=date`, that `predicate`
        /// accepts, by bytes (a piece without `=` is passed over).
        static func firstRelease(compact: String, where predicate: (_ version: String, _ date: String) -> Bool) -> (version: String, date: String)? {
            var compact = compact
            return compact.withUTF8 { bytes in
                var start = 0
                while start < bytes.count {
                    var end = start
                    var equals: Int?
                    while end < bytes.count, bytes[end] != UInt8(ascii: ";") {
                        if equals == nil, bytes[end] == UInt8(ascii: "=") { equals = end }
                        end += 1
                    }
                    if let equals {
                        let version = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<equals]), as: UTF8.self)
                        let date = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<end]), as: UTF8.self)
                        if predicate(version, date) { return (version, date) }
                    }
                    start = end + 1
                }
                return nil
            }
        }

        /// The date `version` was released, as `releases[version]` reads it.
        public func releaseDate(of version: String) -> String? {
            firstRelease { candidate, _ in candidate == version }?.date
        }
        public var owner: String?
        public var first_release: Int?
        public var trend: String?
        /// Distinct commit authors in the snapshot the facts were read from.
        public var contributors: Int?
        /// Commits in the twelve months up to the snapshot and in the twelve months before those:
        /// two comparable windows for the sniff test's trend.
        public var commits_last_year: Int?
        public var commits_year_before: Int?
        /// Date of the snapshot (or page) the release facts were read from, when older than the
        /// catalog's own `as_of`.
        public var as_of: String?
        public var source: String
        /// The artifacts the entry's versions are the versions of, when a glob also matches
        /// siblings released on their own line: AndroidX Core's 1.19.1 is `core` and `core-ktx`,
        /// not `core-splashscreen` (1.2.0); RxJava 2's 2.2.21 is not RxAndroid 2's 2.1.1. A
        /// sibling outside the list keeps the entry's status and owner, and no latest version.
        public var versions_for: [String]?

        func names(for ecosystem: DeclaredDependency.Ecosystem) -> [String] {
            switch ecosystem {
            case .maven: coordinates.maven ?? []
            case .cocoapods: coordinates.cocoapods ?? []
            case .swiftpm: coordinates.swiftpm ?? []
            case .carthage: coordinates.carthage ?? []
            case .gradlePlugin: coordinates.gradle_plugin ?? []
            }
        }
    }

    /// A language or cross-platform framework, for the stack-level sniff test.
    public struct StackEntry: Sendable, Decodable, Hashable {
        public var id: String
        public var name: String
        public var kind: String
        public var first_release: Int?
        public var owner: String?
        public var trend: String?
        public var trend_evidence: String?
        public var source: String
    }

    struct File: Decodable, Equatable {
        var as_of: String
        var libraries: [Entry]
        var stack: [StackEntry]?
    }

    public private(set) var entries: [Entry] = [] {
        didSet { index = Self.buildIndex(entries) }
    }
    public private(set) var stack: [StackEntry] = []
    public private(set) var asOf: String = ""
    /// `entries` by ecosystem and name, built once: look-ups run for every dependency in several
    /// rules and reports, and a scan of the catalog each time was a fifth of an audit.
    private var index: [DeclaredDependency.Ecosystem: NameIndex] = [:]

    private struct NameIndex: Sendable {
        /// The first entry with each (normalised) name.
        var exact: [String: Int] = [:]
        /// Glob names, with their specificity (characters other than `*`), in entry order.
        /// Patterns with `*`, split into scalars once (`Glob.wildcardMatch(scalars:_:)`).
        var globs: [(pattern: [Unicode.Scalar], specificity: Int, entry: Int)] = []
    }

    private static func buildIndex(_ entries: [Entry]) -> [DeclaredDependency.Ecosystem: NameIndex] {
        var index: [DeclaredDependency.Ecosystem: NameIndex] = [:]
        for ecosystem in [DeclaredDependency.Ecosystem.maven, .cocoapods, .swiftpm, .carthage, .gradlePlugin] {
            var names = NameIndex()
            for (position, entry) in entries.enumerated() {
                for candidate in entry.names(for: ecosystem) {
                    let pattern = caseSensitive(ecosystem) ? candidate : candidate.lowercased()
                    if names.exact[pattern] == nil { names.exact[pattern] = position }
                    if pattern.contains("*") { names.globs.append((Array(pattern.unicodeScalars), pattern.filter { $0 != "*" }.count, position)) }
                }
            }
            index[ecosystem] = names
        }
        return index
    }

    private static func caseSensitive(_ ecosystem: DeclaredDependency.Ecosystem) -> Bool {
        ecosystem == .maven || ecosystem == .gradlePlugin
    }

    /// The catalog built into the tool. `scripts/embed-data.py` writes `Rules/catalog/*.yml` as
    /// records (`BundledCatalog`), split on each run: nothing is decoded.
    public static func bundled() throws -> LibraryCatalog {
        var catalog = LibraryCatalog()
        var entries: [Entry] = []
        for (_, file) in try bundledFiles() {
            entries += file.libraries
            catalog.stack += file.stack ?? []
            catalog.asOf = max(catalog.asOf, file.as_of)
        }
        catalog.entries = entries  // indexed once
        return catalog
    }

    /// Years between the release of `version` and of the latest version (libyear.com); `nil` when
    /// the catalog does not date both, 0 when the version in use is the latest.
    public static func libyears(of version: String?, in entry: Entry) -> Double? {
        guard let version, let latest = entry.latest, let latestDate = entry.latest_date.flatMap(day) else { return nil }
        if version == latest { return 0 }
        guard let used = entry.releaseDate(of: version).flatMap(day) else { return nil }
        let years = latestDate.timeIntervalSince(used) / (365.25 * 86_400)
        return max(0, (years * 10).rounded() / 10)
    }

    /// Whether `version` orders after `other` in its ecosystem (Maven ordering for Gradle, SemVer
    /// otherwise); `false` when either is missing or unparseable.
    public static func isNewer(_ version: String?, than other: String?, ecosystem: DeclaredDependency.Ecosystem) -> Bool {
        guard let version, let other else { return false }
        if ecosystem == .maven { return MavenVersion(other) < MavenVersion(version) }
        guard let a = SemanticVersion(version), let b = SemanticVersion(other) else { return false }
        return b < a
    }

    /// The date an entry's maintenance is judged at: the catalog's own date (or the entry's
    /// snapshot when that is later, as after `--online`). An entry read from an older snapshot
    /// is judged by the releases that snapshot shows: a library whose last known release is
    /// 24 months before the catalog's date is stale today, however recent it was when the
    /// snapshot was taken (Moya, SVProgressHUD and RxAndroid 3 from snapshots of 2024).
    public static func judgedAt(_ entry: Entry, catalogAsOf: String) -> String {
        max(entry.as_of ?? catalogAsOf, catalogAsOf)
    }

    /// The library's maintenance, one rule everywhere: deprecated, archived and shut down as the
    /// catalog cites them; otherwise `stale` when its last release is more than 24 months before
    /// the date it is judged at (`judgedAt`), `active` when within (the last commit when the
    /// repository tags no release); the catalog's word when it dates neither.
    public func status(of entry: Entry) -> String {
        if ["deprecated", "archived", "shutdown"].contains(entry.status) { return entry.status }
        // A repository that tags no release is judged by its last commit, as the generator did.
        guard let last = entry.latest_date ?? entry.last_release ?? entry.last_activity, Int(last.prefix(4)) != nil else { return entry.status }
        let snapshot = Self.judgedAt(entry, catalogAsOf: asOf)
        guard let snapshotYear = Int(snapshot.prefix(4)) else { return entry.status }
        let cutoff = "\(snapshotYear - 2)\(snapshot.dropFirst(4))"
        return last < cutoff ? "stale" : "active"
    }

    static func day(_ text: String) -> Date? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }

    /// Whether the entry's versions speak for this version of the dependency. A family member
    /// (matched by a glob) can be versioned on its own — Glide's Compose integration is at
    /// 1.0.0-beta01 while Glide is at 5.x — so its version is judged by the family's only when the
    /// family released that major; an exact name always is. An entry that says which artifacts
    /// its versions are (`versions_for`) speaks for those alone.
    public func versionsApply(_ entry: Entry, to dependency: DeclaredDependency, version: String?) -> Bool {
        if let line = entry.versions_for {
            let sensitive = Self.caseSensitive(dependency.ecosystem)
            let name = sensitive ? dependency.name : dependency.name.lowercased()
            return line.contains { Glob.wildcardMatch(sensitive ? $0 : $0.lowercased(), name) }
        }
        guard let version, entry.firstRelease(where: { _, _ in true }) != nil, let major = Freshness.numbers(version).first else { return true }
        let name = Self.caseSensitive(dependency.ecosystem) ? dependency.name : dependency.name.lowercased()
        let exact = entry.names(for: dependency.ecosystem).contains { candidate in
            (Self.caseSensitive(dependency.ecosystem) ? candidate : candidate.lowercased()) == name
        }
        if exact { return true }
        return entry.firstRelease { release, _ in Freshness.numbers(release).first == major } != nil
    }

    /// The entry for a dependency: exact names first, then the most specific glob — a family such
    /// as `com.squareup.retrofit2:*` (converters and adapters) or `androidx.compose.*` answers for
    /// every sibling artifact without an entry each. Maven names are case-sensitive; pods,
    /// packages and Carthage repositories are not.
    public func entry(for dependency: DeclaredDependency) -> Entry? {
        guard let entry = entryByName(for: dependency) else { return nil }
        // A SwiftPM package is named by its URL's last part: a fork fetched from GitHub is another
        // repository than the one the entry's facts are about (ivpn's `ivpn/wireguard-apple`, not
        // DuckDuckGo's fork the catalog knows).
        if dependency.ecosystem == .swiftpm, let url = dependency.repositoryURL, let repository = Self.githubRepository(url),
            let known = entry.githubRepositories, !known.contains(repository) {
            return nil
        }
        return entry
    }

    /// `owner/name` of a GitHub URL, lowercased, without `.git` (`https://github.com/Alamofire/Alamofire.git`,
    /// `git@github.com:Alamofire/Alamofire`); `nil` for other hosts.
    static func githubRepository(_ url: String) -> String? {
        let lowered = url.lowercased()
        guard let host = lowered.range(of: "github.com") else { return nil }
        let rest = lowered[host.upperBound...].drop { $0 == "/" || $0 == ":" }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2 else { return nil }
        var name = String(parts[1])
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.isEmpty ? nil : parts[0] + "/" + name
    }

    private func entryByName(for dependency: DeclaredDependency) -> Entry? {
        let name = Self.caseSensitive(dependency.ecosystem) ? dependency.name : dependency.name.lowercased()
        if let names = index[dependency.ecosystem] {
            // An exact name beats every glob; among globs the most specific, the earliest on a tie.
            if let position = names.exact[name] { return entries[position] }
            var best: (entry: Int, specificity: Int)?
            let scalars = Array(name.unicodeScalars)
            for glob in names.globs where glob.specificity > (best?.specificity ?? -1) && Glob.wildcardMatch(scalars: glob.pattern, scalars) {
                best = (glob.entry, glob.specificity)
            }
            return best.map { entries[$0.entry] }
        }
        var best: (entry: Entry, specificity: Int)?
        for entry in entries {
            for candidate in entry.names(for: dependency.ecosystem) {
                let pattern = dependency.ecosystem == .maven || dependency.ecosystem == .gradlePlugin ? candidate : candidate.lowercased()
                let specificity: Int
                if pattern == name {
                    specificity = Int.max
                } else if pattern.contains("*"), Glob.wildcardMatch(pattern, name) {
                    specificity = pattern.filter { $0 != "*" }.count
                } else {
                    continue
                }
                if specificity > (best?.specificity ?? -1) { best = (entry, specificity) }
            }
        }
        return best?.entry
    }
}

extension LibraryCatalog.Entry {
    /// The GitHub repositories the entry's facts are about, lowercased `owner/name`: its source's
    /// (`github.com/duckduckgo/wireguard-apple: git tags …`), the former homes its source names
    /// (`; former home github.com/apple/swift-syntax (GitHub redirects it here)`) and its Carthage
    /// names' (`hyperoslo/hue`); `nil` when its source names none.
    var githubRepositories: Set<String>? {
        func repository(after prefix: Substring) -> String? {
            LibraryCatalog.githubRepository("github.com/" + prefix.prefix { $0 != ":" && $0 != " " && $0 != ";" })
        }
        guard source.hasPrefix("github.com/"), let own = repository(after: source.dropFirst("github.com/".count)) else { return nil }
        var repositories: Set<String> = [own]
        let marker = "; former home github.com/"
        var rest = source[...]
        while let found = rest.range(of: marker) {
            if let home = repository(after: rest[found.upperBound...]) { repositories.insert(home) }
            rest = rest[found.upperBound...]
        }
        return repositories.union((coordinates.carthage ?? []).filter { $0.contains("/") }.map { $0.lowercased() })
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, coordinates, status, evidence, replacement, required_by, latest, latest_date, last_release, last_activity,
             releases, owner, first_release, trend, contributors, commits_last_year, commits_year_before, as_of, source, versions_for
    }

    /// An entry's release dates: as read, or in the compiled-in catalog's compact form, read into a
    /// dictionary each time `releases` is asked for (`firstRelease(where:)` reads them without
    /// one). Two values are equal when they hold the same dates, in whichever form.
    enum ReleaseDates: Sendable, Hashable {
        case read([String: String])
        case compact(String)

        var dates: [String: String] {
            switch self {
            case .read(let dates): dates
            case .compact(let text): LibraryCatalog.Entry.releases(compact: text)
            }
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.dates == rhs.dates }
        func hash(into hasher: inout Hasher) { hasher.combine(dates) }
    }

    /// Release dates from their compact form, `version=date;version=date` (how the compiled-in
    /// catalog writes them: one string instead of a literal dictionary of thousands of dates),
    /// in a dictionary sized once; a version listed twice keeps its last date.
    static func releases(compact: String) -> [String: String] {
        var releases: [String: String] = [:]
        var count = 1
        for byte in compact.utf8 where byte == UInt8(ascii: ";") { count += 1 }
        releases.reserveCapacity(count)
        _ = firstRelease(compact: compact) { version, date in
            releases[version] = date
            return false
        }
        return releases
    }

    /// Written out for `releases`: `Dictionary`'s own decoding casts every key and value
    /// dynamically, which was half the run of a small audit. `releases` is a mapping of version to
    /// date, as `Rules/catalog/*.yml` writes it (the compiled-in catalog is read by
    /// `init(fields:)`, not by this decoder).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        coordinates = try container.decode(Coordinates.self, forKey: .coordinates)
        status = try container.decode(String.self, forKey: .status)
        evidence = try container.decodeIfPresent(String.self, forKey: .evidence)
        replacement = try container.decodeIfPresent(String.self, forKey: .replacement)
        required_by = try container.decodeIfPresent(String.self, forKey: .required_by)
        latest = try container.decodeIfPresent(String.self, forKey: .latest)
        latest_date = try container.decodeIfPresent(String.self, forKey: .latest_date)
        last_release = try container.decodeIfPresent(String.self, forKey: .last_release)
        last_activity = try container.decodeIfPresent(String.self, forKey: .last_activity)
        if container.contains(.releases), try !container.decodeNil(forKey: .releases) {
            // A mapping of version to date, as `Rules/catalog/*.yml` writes it.
            let dates = try container.nestedContainer(keyedBy: NamedCodingKey.self, forKey: .releases)
            let versions = dates.allKeys  // built anew on each call
            var releases: [String: String] = [:]
            releases.reserveCapacity(versions.count)
            for key in versions { releases[key.stringValue] = try dates.decode(String.self, forKey: key) }
            releaseDates = .read(releases)
        } else {
            releaseDates = nil
        }
        owner = try container.decodeIfPresent(String.self, forKey: .owner)
        first_release = try container.decodeIfPresent(Int.self, forKey: .first_release)
        trend = try container.decodeIfPresent(String.self, forKey: .trend)
        contributors = try container.decodeIfPresent(Int.self, forKey: .contributors)
        commits_last_year = try container.decodeIfPresent(Int.self, forKey: .commits_last_year)
        commits_year_before = try container.decodeIfPresent(Int.self, forKey: .commits_year_before)
        as_of = try container.decodeIfPresent(String.self, forKey: .as_of)
        source = try container.decode(String.self, forKey: .source)
        versions_for = try container.decodeIfPresent([String].self, forKey: .versions_for)
    }
}

extension LibraryCatalog {
    /// A compiled-in catalog file whose records do not read back (the generator and this reader
    /// disagree on the fields).
    public struct BundledRecordError: Error, CustomStringConvertible {
        public var file: String
        public var record: Int
        public var description: String { "\(file): record \(record + 1) of the compiled-in catalog does not have the expected fields" }
    }

    /// `BundledCatalog`'s files read back. Records are separated by U+001E and their fields by
    /// U+001F, in the order of `Entry`'s properties with `coordinates` flattened into its five
    /// ecosystems (`StackEntry`'s for the stack); list items by U+001C; U+001D stands for a field
    /// the entry does not set (scripts/embed-data.py writes them).
    static func bundledFiles() throws -> [(name: String, file: File)] {
        try BundledCatalog.files.map { file in
            let libraries = try records(file.libraries, fields: 25, in: file.name).map(Entry.init(fields:))
            let stack = try file.stack.map { try records($0, fields: 8, in: file.name).map(StackEntry.init(fields:)) }
            return (file.name, File(as_of: file.asOf, libraries: libraries, stack: stack))
        }
    }

    /// Each record's fields, `nil` where absent.
    /// (One pass over the bytes: the catalog is read on every run.)
    static func records(_ text: String, fields count: Int, in name: String) throws -> [[String?]] {
        guard !text.isEmpty else { return [] }
        var text = text
        return try text.withUTF8 { bytes in
            var records: [[String?]] = []
            var fields: [String?] = []
            fields.reserveCapacity(count)
            var start = 0
            for end in 0...bytes.count {
                let byte = end < bytes.count ? bytes[end] : 0x1E
                guard byte == 0x1E || byte == 0x1F else { continue }
                fields.append(end - start == 1 && bytes[start] == 0x1D
                    ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = end + 1
                if byte == 0x1E {
                    guard fields.count == count else { throw BundledRecordError(file: name, record: records.count) }
                    records.append(fields)
                    fields.removeAll(keepingCapacity: true)
                }
            }
            return records
        }
    }
}

extension LibraryCatalog.Entry {
    /// An entry from its compiled-in record's fields (`LibraryCatalog.bundledFiles()`).
    init(fields field: [String?]) {
        func list(_ value: String?) -> [String]? {
            value.map { text in text.isEmpty ? [] : text.utf8.split(separator: 0x1C).map { String(decoding: $0, as: UTF8.self) } }
        }
        self.init(
            id: field[0] ?? "", name: field[1] ?? "",
            coordinates: Coordinates(maven: list(field[2]), cocoapods: list(field[3]), swiftpm: list(field[4]), carthage: list(field[5]),
                                     gradle_plugin: list(field[6])),
            status: field[7] ?? "", evidence: field[8], replacement: field[9], required_by: field[10], latest: field[11],
            latest_date: field[12], last_release: field[13], last_activity: field[14], releaseDates: field[15].map(ReleaseDates.compact),
            owner: field[16], first_release: field[17].flatMap { Int($0) }, trend: field[18], contributors: field[19].flatMap { Int($0) },
            commits_last_year: field[20].flatMap { Int($0) }, commits_year_before: field[21].flatMap { Int($0) }, as_of: field[22],
            source: field[23] ?? "", versions_for: list(field[24]))
    }
}

extension LibraryCatalog.StackEntry {
    /// A stack entry from its compiled-in record's fields.
    init(fields field: [String?]) {
        self.init(
            id: field[0] ?? "", name: field[1] ?? "", kind: field[2] ?? "", first_release: field[3].flatMap { Int($0) }, owner: field[4],
            trend: field[5], trend_evidence: field[6], source: field[7] ?? "")
    }
}
