/// The report's `dependencies` rows: each direct dependency with the catalog's verdict — the
/// library's maintenance (`status`) apart from the version's freshness (`behind`).
enum DependencyReport {
    static func entries(_ graph: DependencyGraph, catalog: LibraryCatalog, latestVersions: [String: String] = [:]) -> [DependencyEntry] {
        graph.dependencies.map { resolved in
            let entry = catalog.entry(for: resolved.dependency)
            let online = latestVersions[OnlineRefresh.key(resolved.dependency)]
            // A sibling artifact versioned on its own is not judged by its family's versions.
            let applies = entry.map { catalog.versionsApply($0, to: resolved.dependency, version: resolved.version) } ?? false
            let known = online ?? (applies ? entry?.latest : nil)
            let ecosystem = resolved.dependency.ecosystem
            // A project can be ahead of the catalog's snapshot: then it is on the latest we know of.
            let ahead = LibraryCatalog.isNewer(resolved.version, than: known, ecosystem: ecosystem)
            let freshness = Freshness.compare(
                resolved.version, requirement: resolved.dependency.requirement, latest: ahead ? resolved.version : known, ecosystem: ecosystem)
            var row = DependencyEntry(
                ecosystem: ecosystem.rawValue, name: resolved.dependency.name,
                version: resolved.version ?? resolved.dependency.requirement ?? "", latest: ahead ? resolved.version : known,
                libyears: ahead ? 0 : (applies ? entry.flatMap { LibraryCatalog.libyears(of: resolved.version, in: $0) } : nil),
                status: entry.map { catalog.status(of: $0) } ?? "unknown",
                sniff: SniffTest.evaluate(entry, asOf: catalog.asOf, status: entry.map { catalog.status(of: $0) }),
                path: resolved.dependency.path, line: resolved.dependency.location.line)
            row.behind = freshness.behind
            row.majorsBehind = freshness.majors.map { Freshness.majorsReleased($0, version: resolved.version, requirement: resolved.dependency.requirement, entry: entry) }
            row.source = online != nil ? "online" : applies && entry?.latest != nil ? "catalog" : nil
            return row
        }
    }
}

/// How far a version is behind the latest: by major, minor or patch, or not at all. A range
/// (`[3.0,4.0)`) is judged by the newest major it admits.
enum Freshness {
    static func compare(_ version: String?, requirement: String?, latest: String?, ecosystem: DeclaredDependency.Ecosystem)
        -> (behind: String, majors: Int?) {
        guard let latest, let newest = numbers(latest).first else { return ("unknown", nil) }
        // `2.5.+` is some 2.5.x: judged as 2.5.
        let version = version ?? requirement.flatMap { $0.hasSuffix(".+") && !$0.dropLast(2).contains("+") ? String($0.dropLast(2)) : nil }
        guard let version else {
            let top = ecosystem == .maven ? requirement.flatMap(MavenRange.init)?.highestMajor : requirement.flatMap(highestMajor)
            if let top {
                let majors = max(0, newest - top)
                return (majors > 0 ? "major" : "unknown", majors)
            }
            return ("unknown", nil)
        }
        if version == latest || LibraryCatalog.isNewer(version, than: latest, ecosystem: ecosystem) { return ("none", 0) }
        let used = numbers(version)
        let last = numbers(latest)
        guard !used.isEmpty else { return ("unknown", nil) }
        let majors = max(0, last[0] - used[0])
        if majors > 0 { return ("major", majors) }
        if last.count > 1, (used.count > 1 ? used[1] : 0) < last[1] { return ("minor", 0) }
        return ("patch", 0)
    }

    /// `majors` (the difference of major numbers) counted by the majors released since the one in
    /// use, when the catalog lists releases: swiftui-introspect went from 1.3.0 to 26.0.0
    /// (numbered after iOS 26), one major, not twenty-five; material-dialogs from 0.9 to 2.0 and
    /// 3.x, two. The major in use is the version's, or the newest a requirement admits; majors
    /// older than the catalog's oldest listed release count by their numbers.
    static func majorsReleased(_ majors: Int, version: String?, requirement: String?, entry: LibraryCatalog.Entry?) -> Int {
        guard majors >= 1, let entry,
            let used = version.flatMap({ numbers($0).first }) ?? requirement.flatMap(highestMajor) else { return majors }
        var released = Set<Int>()
        var oldest: Int?
        _ = entry.firstRelease { version, _ in
            if let major = numbers(version).first {
                if major > used { released.insert(major) }
                oldest = min(oldest ?? major, major)
            }
            return false
        }
        guard let oldest, !released.isEmpty else { return majors }
        // Releases the catalog keeps may start after the one in use (guava's from 32.x, a project
        // on 24.1): each number between is taken for a major, as the difference does; unless the
        // gap is a renumbering (swift-syntax's 509 → 510 → 600, the catalog keeping 600 on): one.
        let gap = max(0, oldest - used - 1)
        return min(majors, released.count + (gap > 10 ? 1 : gap))
    }

    /// Leading dotted numbers: `2.11.0-beta1` → [2, 11, 0].
    /// The newest major a SwiftPM or CocoaPods requirement admits, without a lockfile to say which
    /// release resolved: `from 10.3.1 up to next major` and `from 2.1.0 up to next minor` → 10 and
    /// 2; `1.0.0..<3.0.0` → 2; `~> 4.2` → 4 (Mastodon's `Nuke` from 10.3.1, three majors behind
    /// 13.2.0, whatever 10.x resolved). `nil` for branches, commits and open ranges.
    static func highestMajor(_ requirement: String) -> Int? {
        let words = requirement.split(separator: " ")
        if words.count == 6, words[0] == "from", words[2] == "up", words[3] == "to", words[5] == "major" || words[5] == "minor" {
            return numbers(String(words[1])).first
        }
        if let range = requirement.range(of: "..<") {
            guard let upper = SemanticVersion(String(requirement[range.upperBound...].trimmedWhitespace())) else { return nil }
            return upper.minor == 0 && upper.patch == 0 ? max(0, upper.major - 1) : upper.major
        }
        switch VersionRequirement.parse(requirement) {
        case .pessimistic(let version, _)?: return version.major
        case .range(_, let upper?)?:
            return !upper.inclusive && upper.version.minor == 0 && upper.version.patch == 0 ? max(0, upper.version.major - 1) : upper.version.major
        default: return nil
        }
    }

    /// A tag's `v` is no part of it: `v3.0.2` → [3, 0, 2] (JitPack coordinates name the tag).
    static func numbers(_ version: String) -> [Int] {
        // An ASCII version (nearly every one) is read by bytes: by Characters this was ~9,000
        // instructions a version, and the stale-library rule reads every version it compares.
        if version.utf8.allSatisfy({ $0 < 0x80 }) {
            var result: [Int] = []
            var bytes = version.utf8[...]
            if bytes.first == UInt8(ascii: "v") || bytes.first == UInt8(ascii: "V") { bytes = bytes.dropFirst() }
            for part in bytes.split(separator: UInt8(ascii: ".")) {
                var value = 0
                var digits = 0
                var overflow = false
                for byte in part {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
                    let (times, o1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                    (value, overflow, digits) = (sum, overflow || o1 || o2, digits + 1)
                }
                // (As `Int(digits)`: no digits, or too many for an `Int`, end the version.)
                guard digits > 0, !overflow else { break }
                result.append(value)
                if digits != part.count { break }
            }
            return result
        }
        var result: [Int] = []
        let version = version.first == "v" || version.first == "V" ? version.dropFirst() : Substring(version)
        for part in version.split(separator: ".") {
            let digits = part.prefix { $0.isNumber }
            guard let value = Int(digits) else { break }
            result.append(value)
            if digits.count != part.count { break }
        }
        return result
    }
}
