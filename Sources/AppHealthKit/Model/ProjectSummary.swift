/// The report's `project` section: what was audited as what — Xcode targets, Gradle modules,
/// and how many files have each role.
public struct ProjectSummary: Codable, Sendable, Equatable {
    public struct Target: Codable, Sendable, Equatable {
        public var name: String
        public var kind: String
        public var project: String
        public var infoPlist: String?
        public var bundleIdentifier: String?
        public var deviceFamily: String?
        public var deploymentTarget: String?
        public var files: Int
    }

    public struct Module: Codable, Sendable, Equatable {
        public var path: String
        /// `application`, `library`, `test`, `jvm`, or `unknown` (no plugin recognised).
        public var kind: String
        public var role: String
        public var sourceSets: [String]
    }

    /// Platforms with an app in the tree: `android`, `ios` (empty: a library, SDK or nothing).
    public var apps: [String]?
    /// Builds found (Gradle build, Xcode project, Swift package, CocoaPods Podfile, …): a tree
    /// with a build but no app is still a project (a library or SDK).
    public var builds: [String]?
    public var targets: [Target]
    public var modules: [Module]
    /// Files by role (`app`, `test`, `preview`, `tooling`, `generated`, `vendored`, `docs`).
    public var roles: [String: Int]

    /// One line for people: "2 Android application modules, 14 library modules; 3 Xcode targets: app, widget, unit-tests".
    public var headline: String {
        var parts: [String] = []
        if !modules.isEmpty {
            let counts = Dictionary(grouping: modules.filter { $0.role == "app" }, by: \.kind).mapValues(\.count)
            let order = ["application", "library", "jvm", "test", "unknown"]
            let described = order.compactMap { kind -> String? in
                guard let count = counts[kind] else { return nil }
                let noun = kind == "application" ? "Android application module" : kind == "unknown" ? "other Gradle module" : "\(kind) module"
                return Plural.count(count, noun)
            }
            let special = modules.filter { $0.role != "app" }.count
            parts.append((described + (special > 0 ? [Plural.count(special, "test or build-logic module")] : [])).joined(separator: ", "))
        }
        if !targets.isEmpty {
            // (Xcode targets: a Mac app's are not iOS targets, CodeEdit's and Simplenote for Mac's.)
            parts.append("\(Plural.count(targets.count, "Xcode target")): " + targets.map { "\($0.name) (\($0.kind))" }.joined(separator: ", "))
        }
        let nonApp = FileRole.allCases.filter { $0 != .app }.compactMap { role in roles[role.rawValue].map { "\($0) \(role.rawValue)" } }
        let files = "\(roles["app"] ?? 0) app files" + (nonApp.isEmpty ? "" : " (not reported: " + nonApp.joined(separator: ", ") + ")")
        return (parts + [files]).joined(separator: "; ")
    }

    init(_ structure: ProjectStructure) {
        targets = structure.targets.map { target in
            let members = Set(target.sources + target.resources)
            // Each folder's prefix made once, not once per path it is tested against.
            let prefixes = target.folders.map { $0 + "/" }
            let inFolders = prefixes.isEmpty ? 0 : structure.roles.keys.filter { path in prefixes.contains { path.hasPrefix($0) } }.count
            return Target(
                name: target.name, kind: target.kind.rawValue, project: target.project, infoPlist: target.infoPlists.first,
                bundleIdentifier: target.bundleIdentifier, deviceFamily: target.deviceFamily, deploymentTarget: target.deploymentTarget,
                files: members.count + inFolders)
        }
        modules = structure.modules.map {
            Module(path: $0.path.isEmpty ? "." : $0.path, kind: $0.testOnly && $0.kind != .test ? "test" : $0.kind?.rawValue ?? "unknown",
                   role: $0.role.rawValue, sourceSets: $0.sourceSets)
        }
        roles = Dictionary(uniqueKeysWithValues: structure.roleCounts.map { ($0.key.rawValue, $0.value) })
    }
}

/// "1 error", "2 errors", "1 library", "2 libraries".
public enum Plural {
    public static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(word(count, noun))"
    }

    public static func word(_ count: Int, _ noun: String) -> String {
        if count == 1 { return noun }
        if noun.hasSuffix("y"), let last = noun.dropLast().last, !"aeiou".contains(last) { return noun.dropLast() + "ies" }
        return noun + (noun.hasSuffix("s") || noun.hasSuffix("x") || noun.hasSuffix("ch") ? "es" : "s")
    }
}
