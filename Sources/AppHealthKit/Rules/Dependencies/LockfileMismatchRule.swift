/// A manifest requirement its committed lockfile does not satisfy.
public struct LockfileMismatchRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "deps.lockfile-mismatch",
        title: "Lockfile disagrees with the manifest",
        defaultSeverity: .note,
        category: .dependencies,
        summary: "A `Podfile` or `Cartfile` requirement (`'5.0.1'`, `'~> 4.2'`) that the version pinned in `Podfile.lock` or `Cartfile.resolved` next to it does not satisfy. Each tool's own `~>`: CocoaPods' `~> 3.5.2` stops below 3.6, Carthage's takes any later 3.x (and stays on the minor under 0.x).",
        rationale: "The lockfile was written for another manifest: the next `pod install` changes versions nobody asked to change, and the report cannot tell which version the shipped app used. Feeds the code-review checklist item \"dependency versions are pinned and locked\".",
        skips: [
            "requirements without a version (`pod 'Name'`), branches, tags, commits and local paths",
            "dependencies the lockfile does not list (`deps.missing-lockfile` covers a missing lockfile)",
        ],
        help: "Run `pod install` (or `carthage update` for that dependency) and commit the lockfile, or correct the requirement.",
        triggeringExamples: [
            RuleExample([
                ExampleFile("Podfile", "platform :ios, '14.0'\n↓pod 'Alamofire', '5.8.0'\n↓pod 'SnapKit', '~> 4.2'\npod 'Kingfisher', '~> 7.0'\n"),
                ExampleFile("Podfile.lock", "PODS:\n  - Alamofire (5.9.1)\n  - Kingfisher (7.10.0)\n  - SnapKit (5.7.1)\n"),
            ]),
            RuleExample([
                ExampleFile("Cartfile", "github \"Alamofire/Alamofire\" ~> 5.8\n↓github \"apple/swift-protobuf\" ~> 0.9.2\n"),
                ExampleFile("Cartfile.resolved", "github \"Alamofire/Alamofire\" \"5.9.1\"\ngithub \"apple/swift-protobuf\" \"0.10.0\"\n"),
            ]),
        ],
        nonTriggeringExamples: [
            // OneBusAway: Carthage's `~> 3.5.2` takes any later 3.x.
            RuleExample([
                ExampleFile("Cartfile", "github \"SnapKit/SnapKit\" ~> 3.5.2\ngithub \"Instagram/IGListKit\" ~> 0.4.1\n"),
                ExampleFile("Cartfile.resolved", "github \"SnapKit/SnapKit\" \"3.6.2\"\ngithub \"Instagram/IGListKit\" \"0.4.3\"\n"),
            ]),
            RuleExample([
                ExampleFile("Podfile", "pod 'Alamofire', '5.9.1'\npod 'SnapKit', '~> 5.0'\npod 'Kingfisher'\n"),
                ExampleFile("Podfile.lock", "PODS:\n  - Alamofire (5.9.1)\n  - Kingfisher (7.10.0)\n  - SnapKit (5.7.1)\n"),
            ]),
            RuleExample([ExampleFile("Podfile", "pod 'Alamofire', '5.8.0'\n")], testsSuppression: false),
        ],
        changeScope: .manifest
    )

    public init(options: RuleOptions) {}

    public func check(_ project: ProjectModel) -> [Finding] {
        project.dependencies.dependencies.compactMap { resolved in
            let dependency = resolved.dependency
            guard resolved.locked, dependency.ecosystem == .cocoapods || dependency.ecosystem == .carthage,
                let locked = resolved.version.flatMap(SemanticVersion.init), let written = dependency.requirement,
                let requirement = VersionRequirement.parse(written),
                !(dependency.ecosystem == .carthage ? requirement.isSatisfiedInCarthage(by: locked) : requirement.isSatisfied(by: locked)) else { return nil }
            return Self.descriptor.finding(
                "\(dependency.name) requires '\(written)' but the lockfile pins \(resolved.version ?? "")",
                path: dependency.path, at: dependency.location)
        }
    }
}
