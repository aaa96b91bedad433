/// Versions that can change under the team: dynamic Gradle versions, open ranges, branch pins.
public struct UnpinnedVersionRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "deps.unpinned-version",
        title: "Unpinned dependency version",
        defaultSeverity: .warning,
        category: .dependencies,
        summary: "A dependency whose version is not fixed and no lockfile pins it: Gradle `+`, `1.+`, `latest.release`, open ranges `[1.0,)`; CocoaPods/Carthage `>=` without an upper bound, a branch or no version at all; SwiftPM branch requirements.",
        rationale: "Two builds of the same commit can ship different code: a release breaks without a change of its own, and nobody can reproduce what users run. Feeds the code-review checklist item \"maintained dependencies only\" and the QA checklist.",
        skips: [
            "requirements a committed lockfile (`Podfile.lock`, `Package.resolved`, `Cartfile.resolved`) pins",
            "pessimistic ranges (`~> 5.0`) and SwiftPM `from:` requirements, which stay within a major version",
            "dependencies no release build carries (a test target's pod, `testImplementation`, a tool's) are notes",
            "libraries the catalog calls deprecated, archived or shut down (`com.android.support:appcompat-v7:27.1.+`): no release comes to pick up, and `deps.deprecated-library` reports them on the same line",
        ],
        help: "Pin an exact version (Gradle), or commit the lockfile and use ~> / from: requirements.",
        lintIds: ["GradleDynamicVersion"],
        triggeringExamples: [
            RuleExample("app/build.gradle", """
                dependencies {
                    implementation ↓'com.squareup.retrofit2:retrofit:2.5.+'
                    implementation(↓"com.google.code.gson:gson:latest.release")
                }
                """),
            RuleExample("Podfile", """
                platform :ios, '14.0'
                ↓pod 'Alamofire'
                ↓pod 'Kingfisher', '>= 7.0'
                ↓pod 'SnapKit', :git => 'https://github.com/SnapKit/SnapKit.git', :branch => 'develop'
                target 'ShopTests' do
                    ↓pod 'RxBlocking'
                end
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("app/build.gradle.kts", """
                dependencies {
                    implementation("com.squareup.okhttp3:okhttp:4.12.0")
                    // implementation("com.example:dynamic:1.+")
                    // Deprecated: no release comes (Subsonic); deps.deprecated-library reports it.
                    implementation("com.android.support:recyclerview-v7:27.1.+")
                }
                """),
            RuleExample([
                ExampleFile("Podfile", "pod 'Alamofire'\npod 'Kingfisher', '~> 7.0'\n"),
                ExampleFile("Podfile.lock", "PODS:\n  - Alamofire (5.9.1)\n  - Kingfisher (7.10.0)\n\nCOCOAPODS: 1.15.2\n"),
            ]),
        ],
        changeScope: .manifest
    )

    public init(options: RuleOptions) {}

    public func check(_ project: ProjectModel) -> [Finding] {
        project.dependencies.byDefinition.compactMap { resolved in
            guard resolved.dependency.isUnpinned, !resolved.locked else { return nil }
            // A library that is deprecated, archived or shut down gets no new release to pick
            // up (Subsonic's `com.android.support:…:27.1.+`): replacing it is the finding
            // (`deps.deprecated-library`), on the same line.
            if let status = project.catalog.entry(for: resolved.dependency)?.status, ["deprecated", "archived", "shutdown"].contains(status) { return nil }
            let requirement = resolved.dependency.requirement.map { "'\($0)'" } ?? "no version"
            // A test target's pod (SwiftHub's `RxBlocking`) changes the tests, not what ships: a note.
            return project.dependencies.weighed(Self.descriptor.finding(
                "\(resolved.dependency.name) is not pinned (\(requirement)); builds can pick up a different version",
                path: resolved.definitionPath, at: resolved.definitionLocation), for: resolved)
        }
    }
}
