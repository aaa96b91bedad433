/// The `jcenter()` repository, read-only since its 2021 sunset.
public struct JCenterRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "deps.jcenter",
        title: "JCenter repository",
        defaultSeverity: .warning,
        category: .dependencies,
        summary: "A `jcenter()` repository in a Gradle build script.",
        rationale: "JCenter's sunset was announced in February 2021 and it has been read-only since: libraries found only there never update, and a build that still resolves through it depends on a service nobody maintains. Feeds the code-review checklist item \"maintained dependencies only\".",
        skips: ["`jcenter()` inside comments or strings"],
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
        project.dependencies.jcenter.map {
            Self.descriptor.finding("jcenter() is read-only since 2021; use mavenCentral()", path: $0.path, at: $0.location)
        }
    }
}
