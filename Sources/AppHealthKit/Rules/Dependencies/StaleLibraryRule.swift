import Foundation

/// Dependencies behind the catalog's latest major, or without a release for two years.
public struct StaleLibraryRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "deps.stale-library",
        title: "Stale library",
        defaultSeverity: .warning,
        category: .dependencies,
        summary: "A dependency at least one major version behind the catalog's latest stable release (with the libyears between them), or one whose project has had no release for two years (catalog status `stale`).",
        rationale: "\"Never get stuck with a library that hasn't seen updates in years\": OS updates break it, and every skipped major makes the eventual upgrade a project of its own. Feeds the code-review checklist item \"maintained dependencies only\" and the sniff test.",
        skips: [
            "libraries used at a release newer than the catalog's last (`SFSafeSymbols` 7.0.0 where the catalog stops at 5.2.0): the library moved on after the catalog's snapshot, so it is not reported as unmaintained",
            "libraries only tests, debug builds or tooling use (`testImplementation`, `androidTestImplementation`, `kaptTest`, `debugImplementation` and the like for builds the team keeps for itself (`qaImplementation`, `nightlyImplementation`), `lintChecks`; a Podfile's test target or `:configurations => ['Debug']`, or a pod that installs a command-line tool (SwiftGen, SwiftLint, Sourcery); `Cartfile.private`, or a Carthage framework only the Xcode project's test targets link; a pod of a Podfile left beside an Xcode project that no longer builds with CocoaPods) are notes saying so: the release build does not carry them",
            "libraries the catalog does not know, or whose latest version it does not know",
            "libraries whose last known release came within a year of a catalog snapshot that is over a year old (Turbine 1.2.0, two days before its snapshot of October 2024) are notes saying so, and nothing when that release is the one in use: the silence since is the snapshot's",
            "deprecated, archived and shut-down libraries (`deps.deprecated-library` reports them)",
        ],
        help: "Upgrade across the major versions one at a time, or replace the library.",
        lintIds: ["GradleDependency", "NewerVersionAvailable"],
        triggeringExamples: [
            RuleExample("Podfile", "↓pod 'RMStore', '~> 0.7'\n↓pod 'MagicalRecord', '2.3.2'\n"),
            RuleExample("app/build.gradle", "dependencies {\n    implementation ↓'com.squareup.okhttp3:okhttp:3.12.0'\n}\n"),
            // One library's artifacts at one version: one upgrade, one finding (Omni-Notes' Glide).
            RuleExample("app/build.gradle", """
                dependencies {
                    implementation ↓'com.github.bumptech.glide:glide:4.8.0'
                    annotationProcessor 'com.github.bumptech.glide:compiler:4.8.0'
                }
                """),
            // Pinned behind the catalog's last release by the lockfile. (Without one, each build
            // resolves the newest 5.x, and nothing is behind: Blink's ZIPFoundation.)
            RuleExample([
                ExampleFile("Package.swift", sfSafeSymbolsPackage(from: "5.1.0", marked: true)),
                ExampleFile("Package.resolved", """
                    { "pins" : [ { "identity" : "sfsafesymbols", "kind" : "remoteSourceControl",
                        "location" : "https://github.com/SFSafeSymbols/SFSafeSymbols", "state" : { "revision" : "7cca2d", "version" : "5.1.0" } } ],
                      "version" : 2 }
                    """),
            ], testsSuppression: false),
            // No lockfile: the requirement alone says the newest major it admits (Mastodon's Nuke
            // from 10.3.1 admits 10.x; the catalog's latest is 13).
            RuleExample("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "MastodonSDK", dependencies: [
                    ↓.package(url: "https://github.com/kean/Nuke.git", from: "10.3.1"),
                ])
                """, testsSuppression: false),
        ],
        nonTriggeringExamples: [
            // A release newer than the catalog's last: the library moved on after the catalog's snapshot.
            RuleExample("Package.swift", sfSafeSymbolsPackage(from: "7.0.0", marked: false)),
            // At the catalog's last release, seen active before an old snapshot: nothing known to do.
            RuleExample("Package.swift", sfSafeSymbolsPackage(from: "5.2.0", marked: false)),
            RuleExample("Package.swift", sfSafeSymbolsPackage(from: "5.1.0", marked: false)),
            RuleExample("Podfile", "pod 'Alamofire', '~> 5.9'\n# pod 'RMStore'\n"),
            RuleExample("app/build.gradle", "dependencies {\n    implementation 'com.squareup.okhttp3:okhttp:5.3.2'\n}\n"),
            // JUnit 4 is in maintenance mode, but AndroidX Test still runs on it: no advice to migrate.
            RuleExample("app/build.gradle", "dependencies {\n    testImplementation 'junit:junit:4.13.2'\n}\n"),
            // Newer than the catalog's snapshot knows: the project is ahead, not behind.
            RuleExample("app/build.gradle", "dependencies {\n    implementation 'com.squareup.okhttp3:okhttp:6.0.1'\n}\n"),
        ],
        changeScope: .manifest
    )

    public init(options: RuleOptions) {}

    public func check(_ project: ProjectModel) -> [Finding] {
        // Artifacts of one library at one version in one file are one upgrade, reported once at
        // the first (Omni-Notes' `glide` and `compiler`, tasks' six Markwon modules), as
        // Renovate groups a library's packages: the message names the others.
        var groups: [String: Int] = [:]
        var findings: [(finding: Finding, others: [String])] = []
        for resolved in project.dependencies.byDefinition {
            guard let finding = finding(for: resolved, project) else { continue }
            let entry = project.catalog.entry(for: resolved.dependency)
            let key = entry.map { "\($0.id)|\(resolved.definitionPath)|\(resolved.version ?? resolved.dependency.requirement ?? "")|\(finding.severity.rawValue)" }
            if let key, let first = groups[key] {
                findings[first].others.append("\(Self.artifact(resolved.dependency.name)) (line \(resolved.definitionLocation.line))")
                continue
            }
            if let key { groups[key] = findings.count }
            findings.append((finding, []))
        }
        return findings.map { item in
            guard !item.others.isEmpty else { return item.finding }
            var finding = item.finding
            // The catalog's evidence may end a sentence (`last commit 2021-03-15.`): no `.;`.
            if finding.message.hasSuffix(".") { finding.message.removeLast() }
            finding.message += "; also \(item.others.joined(separator: ", ")), the same library at the same version"
            return finding
        }
    }

    /// A Maven artifact's name without its group (`com.github.bumptech.glide:compiler` → `compiler`);
    /// other names as they are.
    static func artifact(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    private func finding(for resolved: DependencyGraph.Resolved, _ project: ProjectModel) -> Finding? {
        let entry = project.catalog.entry(for: resolved.dependency)
        let name = resolved.dependency.name
        let dead = ["deprecated", "archived", "shutdown"].contains(entry?.status ?? "")
        if let latest = project.latestVersion(of: resolved.dependency, version: resolved.version), !dead {
            let current = resolved.version
            let freshness = Freshness.compare(
                current, requirement: resolved.dependency.requirement, latest: latest, ecosystem: resolved.dependency.ecosystem)
            if let majors = freshness.majors, majors >= 1 {
                // Majors released since, when the catalog lists them (the report's `majorsBehind` too).
                let behind = Freshness.majorsReleased(majors, version: current, requirement: resolved.dependency.requirement, entry: entry)
                let written = current ?? resolved.dependency.requirement ?? "?"
                let libyears = entry.flatMap { LibraryCatalog.libyears(of: current, in: $0) }.map { String(format: " (%.1f libyears)", $0) } ?? ""
                return project.dependencies.weighed(Self.descriptor.finding(
                    "\(name) \(written) is \(behind) major\(behind == 1 ? "" : "s") behind \(latest)\(libyears)",
                    path: resolved.definitionPath, at: resolved.definitionLocation), for: resolved)
            }
        }
        guard let entry, project.catalog.status(of: entry) == "stale", entry.required_by == nil else { return nil }
        // The project uses a release newer than any the catalog knows (Element X on
        // SFSafeSymbols 7.0.0, the catalog's last being 5.2.0): released after the catalog's
        // snapshot, so nothing says the library stopped.
        if let used = Self.versionInUse(resolved), let latest = entry.latest,
            LibraryCatalog.isNewer(used, than: latest, ecosystem: resolved.dependency.ecosystem) { return nil }
        // What the catalog saw was active: a release within a year of its snapshot, the
        // snapshot over a year older than the catalog (Turbine: 1.2.0 two days before a
        // snapshot of October 2024). The silence since is the snapshot's, not the library's
        // for certain: a note that says so.
        if entry.evidence == nil, let last = entry.last_release ?? entry.latest_date, let snapshot = entry.as_of,
            Self.months(from: last, to: snapshot).map({ $0 < 12 }) == true,
            Self.months(from: snapshot, to: project.catalog.asOf).map({ $0 >= 12 }) == true {
            // At the last release the catalog knows, nothing is known to do (VLC on
            // pcloud-sdk-swift 3.2.3, released a day before the snapshot): no note.
            if let used = Self.versionInUse(resolved), let latest = entry.latest,
                !LibraryCatalog.isNewer(latest, than: used, ecosystem: resolved.dependency.ecosystem) { return nil }
            // No lockfile, and the requirement admits that release (Blink's ZIPFoundation "from
            // 0.9.16 up to next major", its Package.resolved ignored): each build resolves it.
            if resolved.version == nil, let requirement = resolved.dependency.requirement, let latest = entry.latest,
                Self.admits(requirement, latest) { return nil }
            // Behind that release (V2EX on SnapKit 5.0.1, the catalog's last being 5.7.1): the lag is
            // what the note leads with, the library's silence is the catalog's doubt.
            let lag = Self.versionInUse(resolved).flatMap { used in
                entry.latest.map { latest in
                    let libyears = LibraryCatalog.libyears(of: used, in: entry).map { String(format: ", %.1f libyears", $0) } ?? ""
                    return "\(name) \(used) is behind \(latest), the last release the catalog knows (\(last)\(libyears)); the catalog's snapshot is of \(snapshot), when the library was active: check for later releases before planning a replacement"
                }
            }
            var note = Self.descriptor.finding(
                lag ?? "\(name) has no release the catalog knows since \(last), but its snapshot is of \(snapshot), when the library was active: check for later releases before planning a replacement",
                path: resolved.definitionPath, at: resolved.definitionLocation)
            note.severity = .note
            return project.dependencies.weighed(note, for: resolved)
        }
        var message = "\(name) is unmaintained"
        if let evidence = entry.evidence {
            message += ": \(evidence)"
        } else if let last = entry.last_release ?? entry.latest_date {
            message += ": no release since \(last)."
        }
        if let replacement = entry.replacement { message += " Consider \(replacement)." }
        return project.dependencies.weighed(
            Self.descriptor.finding(message, path: resolved.definitionPath, at: resolved.definitionLocation), for: resolved)
    }

    /// Whole months from one `yyyy-mm-dd` date to another (`nil` when either is not a date).
    static func months(from start: String, to end: String) -> Int? {
        let a = start.split(separator: "-").compactMap { Int($0) }, b = end.split(separator: "-").compactMap { Int($0) }
        guard a.count == 3, b.count == 3 else { return nil }
        return (b[0] - a[0]) * 12 + (b[1] - a[1]) - (b[2] < a[2] ? 1 : 0)
    }

    static func majorsBehind(_ current: String, _ latest: String, ecosystem: DeclaredDependency.Ecosystem) -> Int {
        if ecosystem == .maven {
            guard let a = MavenVersion(current).major, let b = MavenVersion(latest).major else { return 0 }
            return max(0, b - a)
        }
        guard let a = SemanticVersion(current), let b = SemanticVersion(latest) else { return 0 }
        return max(0, b.major - a.major)
    }

    /// The version a dependency is used at: the first number of its version or requirement
    /// (`7.0.0`, `~> 7.0`, `from 7.0.0 up to next major`, `7.0.0..<8.0.0`); none for a branch or
    /// a commit (`branch fix-ios26` names no version).
    /// Whether a SwiftPM range (`from 0.9.16 up to next major`, `… up to next minor`) or a
    /// pessimistic requirement (`~> 0.9.9`) admits `version`.
    static func admits(_ requirement: String, _ version: String) -> Bool {
        let words = requirement.split(separator: " ")
        guard let target = SemanticVersion(version) else { return false }
        if words.count == 6, words[0] == "from", words[2] == "up", words[3] == "to", let floor = SemanticVersion(String(words[1])) {
            guard !(target < floor) else { return false }
            return words[5] == "major" ? target.major == floor.major : target.major == floor.major && target.minor == floor.minor
        }
        if case .pessimistic(let floor, let components)? = VersionRequirement.parse(requirement) {
            guard !(target < floor) else { return false }
            return components >= 3 ? target.major == floor.major && target.minor == floor.minor : target.major == floor.major
        }
        return false
    }

    static func versionInUse(_ resolved: DependencyGraph.Resolved) -> String? {
        for written in [resolved.version, resolved.dependency.requirement].compactMap({ $0 }) {
            let words = written.split(separator: " ")
            guard !words.contains(where: { ["branch", "revision", "commit", "path"].contains(String($0)) }),
                let number = words.first(where: { $0.first?.isNumber == true }) else { continue }
            var digits = number.prefix { $0.isNumber || $0 == "." }
            while digits.last == "." { digits = digits.dropLast() }
            return String(digits)
        }
        return nil
    }

    /// A package depending on SFSafeSymbols (the catalog's last release: 5.2.0, February 2024).
    static func sfSafeSymbolsPackage(from version: String, marked: Bool) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Compound", dependencies: [
            \(marked ? "↓" : "").package(url: "https://github.com/SFSafeSymbols/SFSafeSymbols", from: "\(version)"),
        ])
        """
    }
}
