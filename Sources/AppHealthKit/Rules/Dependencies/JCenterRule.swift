/// The `jcenter()` repository, read-only since its 2021 sunset.
public struct JCenterRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "deps.jcenter",
        title: "JCenter repository",
        defaultSeverity: .warning,
        category: .dependencies,
        summary: "A `jcenter()` repository in a Gradle build script.",
        rationale: "JCenter's sunset was announced in February 2021 and it has been read-only since: libraries found only there never update, and a build that still resolves through it depends on a service nobody maintains. Feeds the code-review checklist item \"maintained dependencies only\".",
        skips: ["`jcenter()` inside comments or strings", "in builds beside the app's (an example app's own `example/android`, a module the app's build leaves out) it is a note"],
        help: "Replace jcenter() with mavenCentral() and check that every dependency still resolves.",
        lintIds: ["JcenterRepositoryObsolete"],
        triggeringExamples: [
            RuleExample("build.gradle", """
                buildscript {
                    repositories {
                        google()
                        ↓jcenter()
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("build.gradle.kts", """
                repositories {
                    google()
                    mavenCentral() // was jcenter() until 2021
                }
                """),
        ],
        changeScope: .manifest
    )

    public init(options: RuleOptions) {}

    public func check(_ project: ProjectModel) -> [Finding] {
        // Builds beside the app's (an example app's own `example/android`, a desktop tool): a note.
        let outside = project.structure.foldersBesideTheApp
        return project.dependencies.jcenter.map { place in
            var finding = Self.descriptor.finding("jcenter() is read-only since 2021; use mavenCentral()", path: place.path, at: place.location)
            if let folder = outside.first(where: { place.path.hasPrefix($0 + "/") }) {
                finding.severity = .note
                finding.message += " (in \(folder), a build beside the app's; the release build does not use it)"
            }
            return finding
        }
    }
}
