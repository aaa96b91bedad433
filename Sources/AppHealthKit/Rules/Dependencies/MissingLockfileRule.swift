/// Dependency manifests whose resolved versions are not committed.
public struct MissingLockfileRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "deps.missing-lockfile",
        title: "Missing lockfile",
        defaultSeverity: .note,
        category: .dependencies,
        summary: "A `Podfile` without `Podfile.lock`, a `Cartfile` without `Cartfile.resolved`, an app's `Package.swift` or an Xcode project with Swift packages without `Package.resolved` (its own, a workspace's beside or above it, or a package's beside it that pins every package the project references).",
        rationale: "Without the lockfile nobody knows which versions the shipped app was built with, and every fresh checkout may resolve different ones. Feeds the QA checklist.",
        skips: [
            "`Package.swift` of a library package (it vends a `.library` product; its users own the resolution)",
            "manifests without dependencies",
        ],
        help: "Run the dependency manager once and commit the lockfile it writes.",
        triggeringExamples: [
            RuleExample([ExampleFile("ios/Podfile", "↓platform :ios, '14.0'\npod 'Alamofire', '~> 5.9'\n")], testsSuppression: false),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("ios/Podfile", "pod 'Alamofire', '~> 5.9'\n"),
                ExampleFile("ios/Podfile.lock", "PODS:\n  - Alamofire (5.9.1)\n"),
            ]),
            RuleExample([
                ExampleFile("Package.swift", """
                    // swift-tools-version:5.9
                    import PackageDescription
                    let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                        dependencies: [.package(url: "https://github.com/apple/swift-log", from: "1.5.0")])
                    """),
            ]),
        ],
        changeScope: .manifest
    )

    public init(options: RuleOptions) {}

    public func check(_ project: ProjectModel) -> [Finding] {
        project.dependencies.missingLockfiles.map {
            Self.descriptor.finding("No \($0.lockfile) next to this manifest: resolved versions are not recorded", path: $0.path, at: .fileStart)
        }
    }
}
