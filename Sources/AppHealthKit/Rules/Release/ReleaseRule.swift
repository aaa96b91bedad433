/// A rule that decides a checklist item: its verdict (pass, warn, fail or na, with evidence)
/// feeds the checklist, and the places of a failing verdict are its findings. The engine asks for
/// the verdict once; checklists read verdicts by rule ID, never findings' messages.
public protocol ChecklistRule: ProjectRule {
    func evaluate(_ project: ProjectModel) -> ItemOutcome
}

extension ChecklistRule {
    public func check(_ project: ProjectModel) -> [Finding] {
        Self.findings(of: evaluate(project))
    }

    /// A failing verdict's places as findings; an item the checklist only warns about gives notes.
    public static func findings(of outcome: ItemOutcome) -> [Finding] {
        guard outcome.status == .fail || outcome.status == .warn else { return [] }
        return outcome.places.map {
            descriptor.finding($0.message, path: $0.path, at: $0.location, severity: outcome.status == .warn ? .note : nil)
        }
    }
}

/// The platform a release rule is about.
public enum AppPlatform: String, Sendable {
    case android, ios

    var displayName: String { self == .android ? "Android" : "iOS" }
}

/// A `release.android.*` or `release.ios.*` rule: applies only when the tree holds an app of its
/// platform (otherwise its item is `na`).
public protocol ReleaseRule: ChecklistRule {
    static var platform: AppPlatform { get }
    /// The verdict for a tree that holds an app of the rule's platform.
    func decide(_ project: ProjectModel) -> ItemOutcome
}

extension ReleaseRule {
    public func evaluate(_ project: ProjectModel) -> ItemOutcome {
        project.hasApp(Self.platform) ? decide(project) : ItemOutcome(.na, ["no \(Self.platform.displayName) app in the tree"])
    }

    /// The descriptor every release rule shares the shape of: severity from the checklist weight
    /// (3 → error, 2 → warning, 1 → note), category `release`.
    static func releaseDescriptor(
        item: String, title: String, weight: Int, summary: String, rationale: String, help: String,
        skips: [String] = [], options: [RuleOptionDescriptor] = [], triggering: [RuleExample], nonTriggering: [RuleExample]
    ) -> RuleDescriptor {
        RuleDescriptor(
            id: "release.\(platform.rawValue).\(item)", title: title,
            defaultSeverity: weight >= 3 ? .error : weight >= 2 ? .warning : .note, category: .release,
            summary: summary + " Decides the release-\(platform.rawValue) checklist item `\(item)`; when the checklist only warns, its findings are notes.",
            rationale: rationale,
            skips: skips + ["trees without an \(platform.displayName) app (the item is `na`)"],
            help: help, options: options, triggeringExamples: triggering, nonTriggeringExamples: nonTriggering, changeScope: .manifest)
    }
}

// MARK: - Project facts release rules share

extension ProjectModel {
    /// Whether the tree holds an app of the platform. A Swift command-line package is not an
    /// iOS app: it needs an `Info.plist`, an Xcode project, or code importing an Apple UI framework.
    public func hasApp(_ platform: AppPlatform) -> Bool {
        switch platform {
        case .android:
            return !manifests.isEmpty || dependencyManifests.contains { $0.isAndroidApplication }
        case .ios:
            let uiFrameworks: Set<String> = ["UIKit", "SwiftUI", "WatchKit", "WidgetKit"]
            return plists.keys.contains { $0.hasSuffix("Info.plist") }
                || tree.files.contains { $0.kind == .xcodeProject }
                || swiftFacts.values.contains { !$0.imports.isDisjoint(with: uiFrameworks) }
        }
    }

    /// Gradle `android {}` settings of application modules only (a library module's
    /// `minifyEnabled false` is normal); all modules' when no module applies the application plugin.
    var androidSettings: [(path: String, setting: AndroidSetting)] {
        let gradle = dependencyManifests.filter { $0.kind == .gradle }
        let apps = gradle.filter(\.isAndroidApplication)
        return (apps.isEmpty ? gradle : apps).flatMap { manifest in manifest.androidSettings.map { (manifest.path, $0) } }
    }

    func androidSettings(_ names: [String]) -> [(path: String, setting: AndroidSetting)] {
        androidSettings.filter { names.contains($0.setting.name) }
    }

    /// The application module's build script, for findings about what it lacks.
    var androidAppScript: String? {
        dependencyManifests.first { $0.kind == .gradle && $0.isAndroidApplication }?.path
    }

    /// The application's label, resolved through `@string/…`.
    var androidAppName: String? {
        for path in manifests.keys.sorted() {
            guard let label = manifests[path]?.applicationAttributes["label"]?.value else { continue }
            if let reference = ResourceReference(label), reference.type == "string" { return stringValue(reference.name) }
            return label
        }
        return nil
    }

    /// `Info.plist` files in path order.
    var infoPlists: [(path: String, plist: PlistFacts)] {
        plists.filter { $0.key.hasSuffix("Info.plist") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The plist findings about what the app lacks point at.
    var mainInfoPlist: String? { infoPlists.first?.path }

    /// Every type and value name the Swift code mentions.
    var swiftIdentifiers: Set<String> {
        swiftFacts.values.reduce(into: Set<String>()) { $0.formUnion($1.identifiers) }
    }
}

extension ItemOutcome {
    /// `path:line` of a Gradle setting, for evidence.
    static func place(_ entry: (path: String, setting: AndroidSetting)) -> String { "\(entry.path):\(entry.setting.location.line)" }

    static func at(_ entry: (path: String, setting: AndroidSetting), _ message: String) -> Place {
        Place(path: entry.path, location: entry.setting.location, message: message)
    }

    static func wholeFile(_ path: String?, _ message: String) -> [Place] {
        path.map { [Place(path: $0, location: .fileStart, message: message)] } ?? []
    }
}
