/// Dependencies the catalog knows as deprecated, archived or shut down.
public struct DeprecatedLibraryRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "deps.deprecated-library",
        title: "Deprecated library",
        defaultSeverity: .error,
        category: .dependencies,
        summary: "A dependency the library catalog (`Rules/catalog/`) marks deprecated, archived or shut down, with the evidence and the replacement.",
        rationale: "A dead library gets no fixes for new OS versions or security holes, and a shut-down service stops working outright (Fabric, hosted Parse, Dynamic Links). These are the first line items of a takeover quote. Feeds the code-review checklist item \"maintained dependencies only\" and the sniff test.",
        skips: [
            "libraries only tests, debug builds or tooling use (`testImplementation`, `androidTestImplementation`, `kaptTest`, `debugImplementation` and the like for builds the team keeps for itself (`qaImplementation`, `nightlyImplementation`), `lintChecks`; a Podfile's test target or `:configurations => ['Debug']`; `Cartfile.private`, or a Carthage framework only the Xcode project's test targets link; a pod of a Podfile left beside an Xcode project that no longer builds with CocoaPods) are notes saying so: the release build does not carry them",
            "libraries the catalog does not know (their status is `unknown` in the report)",
            "libraries that are only slow (`stale`): `deps.stale-library` reports those",
        ],
        help: "Plan the migration to the named replacement.",
        triggeringExamples: [
            RuleExample("app/build.gradle", """
                dependencies {
                    implementation ↓'com.jakewharton:butterknife:10.2.3'
                    implementation ↓'com.android.support:appcompat-v7:28.0.0'
                }
                """),
            RuleExample("Podfile", "↓pod 'AFNetworking', '~> 3.0'\n↓pod 'Fabric'\n"),
            // Tests only: a note that says the release build does not carry it.
            RuleExample("app/build.gradle", """
                dependencies {
                    androidTestImplementation ↓'com.android.support.test.espresso:espresso-contrib:3.0.2'
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("app/build.gradle", """
                dependencies {
                    implementation 'com.squareup.okhttp3:okhttp:4.12.0'
                    implementation 'com.android.volley:volley:1.2.1'
                    // implementation 'com.jakewharton:butterknife:10.2.3'
                }
                """),
        ],
        changeScope: .manifest
    )

    public init(options: RuleOptions) {}

    public func check(_ project: ProjectModel) -> [Finding] {
        project.dependencies.byDefinition.compactMap { resolved in
            guard let entry = project.catalog.entry(for: resolved.dependency), ["deprecated", "archived", "shutdown"].contains(entry.status) else {
                return nil
            }
            var message = "\(resolved.dependency.name) is \(entry.status == "shutdown" ? "shut down" : entry.status)"
            if let evidence = entry.evidence { message += ": \(evidence)" }
            if let replacement = entry.replacement { message += " Replace with \(replacement)." }
            return project.dependencies.weighed(
                Self.descriptor.finding(message, path: resolved.definitionPath, at: resolved.definitionLocation), for: resolved)
        }
    }
}
