import Foundation

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
        project.appAbsence(Self.platform).map { ItemOutcome(.na, [$0]) } ?? decide(project)
    }

    /// The descriptor every release rule shares the shape of: severity from the checklist weight
    /// (3 → error, 2 → warning, 1 → note), category `release`.
    static func releaseDescriptor(
        item: String, title: String, weight: Int, summary: String, rationale: String, help: String,
        lintIds: [String] = [], skips: [String] = [], options: [RuleOptionDescriptor] = [],
        triggering: @autoclosure @escaping @Sendable () -> [RuleExample], nonTriggering: @autoclosure @escaping @Sendable () -> [RuleExample]
    ) -> RuleDescriptor {
        RuleDescriptor(
            id: "release.\(platform.rawValue).\(item)", title: title,
            defaultSeverity: weight >= 3 ? .error : weight >= 2 ? .warning : .note, category: .release,
            summary: summary + " Decides the release-\(platform.rawValue) checklist item `\(item)`; when the checklist only warns, its findings are notes.",
            rationale: rationale,
            skips: skips + ["trees without an \(platform.displayName) app (the item is `na`)"],
            help: help, lintIds: lintIds, options: options, triggeringExamples: triggering(), nonTriggeringExamples: nonTriggering(), changeScope: .manifest)
    }
}

// MARK: - Project facts release rules share

extension ProjectModel {
    /// Whether the tree holds an app of the platform. A Swift command-line package is not an
    /// iOS app: it needs an app target, an app's `Info.plist`, or code importing an Apple UI
    /// framework; a tree of Gradle library modules is not an Android app.
    public func hasApp(_ platform: AppPlatform) -> Bool {
        appAbsence(platform) == nil
    }

    /// Why the tree holds no app of the platform, or `nil` when it holds one.
    public func appAbsence(_ platform: AppPlatform) -> String? {
        switch platform {
        case .android:
            if !structure.applicationModules.isEmpty { return nil }
            let known = structure.modules.filter { $0.kind != nil && $0.role == .app }
            if !known.isEmpty {
                return "no Android application module (\(known.count) library or JVM module\(known.count == 1 ? "" : "s"))"
            }
            let apps = dependencyManifests.contains { $0.isAndroidApplication && role(of: $0.path) == .app }
            return apps || !releasedManifests.isEmpty ? nil : "no Android app in the tree"
        case .ios:
            if !structure.targets.isEmpty {
                return structure.shippingTargets.isEmpty ? "no iOS app target (\(structure.targets.count) target\(structure.targets.count == 1 ? "" : "s"): \(structure.targets.map(\.kind.rawValue).joined(separator: ", ")))" : nil
            }
            let uiFrameworks: Set<String> = ["UIKit", "SwiftUI", "WatchKit", "WidgetKit"]
            if !infoPlists.isEmpty { return nil }
            if swiftFacts.contains(where: { role(of: $0.key) == .app && !$0.value.imports.isDisjoint(with: uiFrameworks) }) { return nil }
            return "no iOS app in the tree"
        }
    }

    /// Whether a file under `src/<set>/` ships in the store's release build: not a test or
    /// benchmark source set, nor one of a build the team keeps for itself (debug, QA, nightly,
    /// staging: `RulePlan.isDeveloperSourceSet`). Files outside `src/` do.
    static func isInReleasedSourceSet(_ path: String) -> Bool {
        // Split by bytes (by Characters, each path cost ~30,000 instructions).
        let parts = path.utf8.split(separator: UInt8(ascii: "/"))
        guard let src = parts.lastIndex(where: { $0.elementsEqual("src".utf8) }), src + 1 < parts.count else { return true }
        let name = Substring(parts[src + 1])
        let set = name.lowercased()
        return !set.contains("debug") && !set.hasPrefix("test") && !set.hasPrefix("androidtest") && !set.contains("benchmark")
            && !RulePlan.isDeveloperSourceSet(name)
    }

    /// Android manifests that ship: app role, not in a debug or test source set.
    var releasedManifests: [(path: String, facts: AndroidManifestFacts)] {
        // A library module's manifest merges into the app's, whose own attributes win: when the
        // application modules are known, theirs are the manifests checked (AnkiDroid's `api`
        // library declares `allowBackup` and an `app_name` of its own).
        let applications = structure.applicationModules.map { $0.path.isEmpty ? "" : $0.path + "/" }
        let inApplication = { (path: String) in
            applications.isEmpty || applications.contains { path.hasPrefix($0) && Self.moduleOwns($0, path) }
        }
        return manifests.filter { path, _ in role(of: path) == .app && Self.isInReleasedSourceSet(path) && inApplication(path) }
            .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The library modules' manifests that ship (app role, released source sets) when the
    /// application modules are known (else `releasedManifests` holds them all): the manifest
    /// merger carries their `application` attributes into the app's where the app sets none.
    var libraryManifests: [(path: String, facts: AndroidManifestFacts)] {
        let applications = structure.applicationModules.map { $0.path.isEmpty ? "" : $0.path + "/" }
        guard !applications.isEmpty else { return [] }
        let released = Set(releasedManifests.map(\.path))
        return manifests.filter { path, _ in role(of: path) == .app && Self.isInReleasedSourceSet(path) && !released.contains(path) }
            .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The manifests whose `application` attributes decide `attributes` in the merged manifest:
    /// the application modules' when one of them sets any, else theirs and the libraries' (the
    /// merger carries a library's attributes into the app's where the app sets none: davx5's
    /// `core` module sets `allowBackup` and `icon` for `app-ose`).
    func decidingManifests(_ attributes: [String]) -> [(path: String, facts: AndroidManifestFacts)] {
        let applications = releasedManifests
        let appDecides = applications.contains { manifest in attributes.contains { manifest.facts.applicationAttributes[$0] != nil } }
        return appDecides ? applications : applications + libraryManifests
    }

    /// Whether the manifest at `path` is the module's in `folder` (`app/`), not a nested module's
    /// (`app/feature/x/src/main/…`): the part after the folder starts at the module's `src/`.
    static func moduleOwns(_ folder: String, _ path: String) -> Bool {
        path.dropFirst(folder.count).hasPrefix("src/")
    }

    /// Gradle scripts of the application modules (the project model's, else scripts applying
    /// `com.android.application`), else every app-role script: a library module's
    /// `minifyEnabled false` is normal, and build logic is not the app. The phone app comes
    /// first (a module named `app`, then modules that are not a wear, TV, auto, catalog, sample
    /// or demo app), so evidence names it rather than a companion app.
    var androidAppScripts: [ManifestFacts] {
        let gradle = dependencyManifests.filter { $0.kind == .gradle && role(of: $0.path) == .app }
        let modules = Set(structure.applicationModules.map(\.buildScript))
        let chosen: [ManifestFacts]
        if !modules.isEmpty {
            chosen = gradle.filter { modules.contains($0.path) }
        } else {
            let apps = gradle.filter(\.isAndroidApplication)
            chosen = apps.isEmpty ? gradle : apps
        }
        return chosen.sorted { (Self.appScriptRank($0.path), $0.path) < (Self.appScriptRank($1.path), $1.path) }
    }

    /// `app/build.gradle` for `app/src/main/AndroidManifest.xml`: a path whose folder is the module's.
    static func moduleFolder(of path: String) -> String {
        guard let range = path.byteRange(of: "/src/") else { return path }
        return String(path[..<range.lowerBound]) + "/build.gradle"
    }

    static func appScriptRank(_ path: String) -> Int {
        let folder = path.split(separator: "/").dropLast().last.map { $0.lowercased() } ?? ""
        if folder == "app" || folder == "application" || folder == "mobile" || folder == "phone" { return 0 }
        let companions = ["wear", "tv", "auto", "catalog", "sample", "demo", "benchmark", "baselineprofile", "watch"]
        return companions.contains { folder.contains($0) } ? 2 : 1
    }

    /// Gradle `android {}` settings of the application modules.
    var androidSettings: [(path: String, setting: AndroidSetting)] {
        androidAppScripts.flatMap { manifest in manifest.androidSettings.map { (manifest.path, $0) } }
    }

    /// The application modules' settings of these names; when they set none, what the
    /// application convention plugins in `buildSrc`/`build-logic` set, then what shared scripts
    /// that are no module's build script set (`apply from: "common.gradle"`).
    func androidSettings(_ names: [String]) -> [(path: String, setting: AndroidSetting)] {
        let own = androidSettings.filter { names.contains($0.setting.name) }
        if !own.isEmpty { return own }
        // Precompiled script plugins count as plugins (AndroidAPS' `buildSrc/src/main/kotlin/android-app-dependencies.gradle.kts`,
        // which application scripts apply as `id("android-app-dependencies")`).
        let plugins = dependencyManifests.filter { manifest in
            manifest.isAndroidApplication && (manifest.kind == .buildLogic || manifest.kind == .gradle && BuildLogicConstants.isBuildLogic(manifest.path))
        }.sorted { $0.path < $1.path }
        let fromPlugins = plugins.flatMap { manifest in manifest.androidSettings.map { (manifest.path, $0) } }.filter { names.contains($0.1.name) }
        if !fromPlugins.isEmpty { return fromPlugins }
        let moduleScripts = Set(structure.modules.map(\.buildScript))
        // Scripts applied from others (`apply from: 'config.gradle'`), and a root script that
        // configures every application module (`plugins.withType<AppPlugin>().configureEach`).
        // A precompiled script plugin that is no application's configures libraries
        // (AndroidAPS' `android-module-dependencies.gradle.kts`), whose shrinking is off by design.
        let shared = dependencyManifests.filter { manifest in
            manifest.kind == .gradle && !moduleScripts.contains(manifest.path)
                && (manifest.configuresApplications
                    || !manifest.isAndroidApplication && !(manifest.path.split(separator: "/").last ?? "").hasPrefix("build.gradle")
                        && !BuildLogicConstants.isBuildLogic(manifest.path))
        }.sorted { $0.path < $1.path }
        return shared.flatMap { manifest in manifest.androidSettings.map { (manifest.path, $0) } }.filter { names.contains($0.1.name) }
    }

    /// A setting's value: the literal, or an expression resolved through the project's variables
    /// — the version catalog (`libs.versions.targetSdk.get().toInt()`), `gradle.properties`
    /// (`Integer.parseInt(project.TARGET_SDK)`, `property("targetSdk")`), `ext` and `buildSrc`
    /// constants (`rootProject.ext.targetSdkVersion`, `Versions.targetSdk`). `via` names what
    /// it was resolved through; `nil` when it cannot be resolved.
    func resolvedValue(_ setting: AndroidSetting) -> (value: String, via: String?)? {
        guard let expression = setting.expression else { return (setting.value, nil) }
        let fold = { (text: String) in String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        if expression.hasPrefix("libs.versions.") || expression.contains(".versions.") {
            let after = expression.components(separatedBy: ".versions.").last ?? ""
            let accessor = after.components(separatedBy: ".get(").first ?? after
            for catalog in dependencyManifests.filter({ $0.kind == .versionCatalog }).sorted(by: { $0.path < $1.path }) {
                if let hit = catalog.variables.first(where: { fold($0.key) == fold(accessor) }) {
                    return (hit.value, "\(expression.components(separatedBy: ".get(").first ?? expression) in \(catalog.path)")
                }
            }
            return nil
        }
        var candidates: [String] = []
        // property("x"), findProperty("x"), providers.gradleProperty("x")
        for quoted in expression.components(separatedBy: "\"").enumerated() where quoted.offset % 2 == 1 { candidates.append(quoted.element) }
        var path = ""
        for character in expression + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "." { path.append(character); continue }
            if !path.isEmpty, path.first?.isLetter == true || path.first == "_" {
                var trimmed = path
                for prefix in ["rootProject.ext.", "project.ext.", "rootProject.", "project.", "ext.", "extra."] where trimmed.hasPrefix(prefix) {
                    trimmed = String(trimmed.dropFirst(prefix.count))
                }
                candidates.append(trimmed)
                if let last = trimmed.split(separator: ".").last.map(String.init), last != trimmed { candidates.append(last) }
            }
            path = ""
        }
        let noise: Set<String> = ["Integer.parseInt", "parseInt", "toInteger", "toInt", "get", "Integer", "String", "property", "findProperty", "providers.gradleProperty", "gradleProperty"]
        let sources = dependencyManifests.filter { [.gradleProperties, .gradle, .buildLogic, .gradleSettings].contains($0.kind) }.sorted { $0.path < $1.path }
        for candidate in candidates where !noise.contains(candidate) && !candidate.isEmpty {
            for manifest in sources {
                if let value = manifest.variables[candidate], !value.isEmpty {
                    return (value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")), "\(candidate) in \(manifest.path)")
                }
            }
        }
        return nil
    }

    /// The application module's build script, for findings about what it lacks.
    var androidAppScript: String? {
        structure.applicationModules.first?.buildScript
            ?? dependencyManifests.first { $0.kind == .gradle && $0.isAndroidApplication && role(of: $0.path) == .app }?.path
    }

    /// The application's label, resolved through `@string/…`: the phone app's (ranked as the
    /// application scripts are) before a companion's.
    var androidAppName: String? {
        let ranked = releasedManifests.sorted { (Self.appScriptRank(Self.moduleFolder(of: $0.path)), $0.path) < (Self.appScriptRank(Self.moduleFolder(of: $1.path)), $1.path) }
        for (path, facts) in ranked {
            guard let written = facts.applicationAttributes["label"]?.value else { continue }
            let label = manifestValue(written, at: path)
            // A placeholder no script fills with a literal (`${appLabel}` from a variable): unknown.
            guard AndroidManifestFacts.placeholder(label) == nil else { continue }
            if let reference = ResourceReference(label), reference.type == "string" { return stringValue(reference.name, near: path) }
            return label
        }
        return nil
    }

    /// The `Info.plist` files of what ships to the App Store: the app targets' when the Xcode
    /// project names them; otherwise every app-role Info.plist that is not a test bundle's
    /// (`CFBundlePackageType BNDL`) or an extension's (`NSExtension`), in path order. A Mac app's
    /// beside an iOS app's is left out: the iOS checks are not about it (NetNewsWire).
    var infoPlists: [(path: String, plist: PlistFacts)] {
        // Not Firebase's `GoogleService-Info.plist`, the app's settings for Firebase (tivi's).
        // Nor a plist inside an Xcode project (an XCTest performance baseline's
        // `xcbaselines/….xcbaseline/Info.plist`, Omnivore's), nor an Xcode file template's
        // `TemplateInfo.plist` (TodoCalendar's `Template/….xctemplate/`).
        let all = plists.filter {
            $0.key.hasSuffix("Info.plist") && !$0.key.hasSuffix("GoogleService-Info.plist") && !$0.key.contains(".xcodeproj/") && !$0.key.contains(".xctemplate/")
                && role(of: $0.key) == .app
        }
            .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let declared = Set(structure.appTargets.flatMap(\.infoPlists))
        func withoutMac(_ found: [(path: String, plist: PlistFacts)]) -> [(path: String, plist: PlistFacts)] {
            let iOS = found.filter { !Self.isMacPlist($0.plist) }
            return iOS.isEmpty ? found : iOS
        }
        if !declared.isEmpty {
            let chosen = all.filter { declared.contains($0.0) }
            if !chosen.isEmpty { return withoutMac(chosen) }
            // XcodeGen writes the app targets' plists from the spec (Immuni's `project.yml`): no
            // other plist in the tree is theirs (its DebugMenu framework's is a framework's).
            if structure.appTargets.allSatisfy({ $0.project.hasSuffix(".yml") || $0.project.hasSuffix(".yaml") }) { return [] }
        }
        // Not the plist another target declares (Immuni's DebugMenu framework, whose app's own
        // plist XcodeGen writes from `project.yml` at build time).
        let others = Set(structure.targets.flatMap(\.infoPlists)).subtracting(declared)
        let unclaimed = all.filter { !others.contains($0.0) }
        // Nor a framework's (`FMWK`: Tuist's `Derived/InfoPlists/Domain-Info.plist`, TodoCalendar's).
        let unbundled = unclaimed.filter { $0.1.strings["CFBundlePackageType"] != "BNDL" && $0.1.strings["CFBundlePackageType"] != "FMWK" }
        let apps = unbundled.filter { !$0.1.keys.contains("NSExtension") }
        return withoutMac(apps.isEmpty ? unbundled : apps)
    }

    /// A macOS app's Info.plist: `LSMinimumSystemVersion` or `NSPrincipalClass` `NSApplication`,
    /// and not `LSRequiresIPhoneOS`.
    static func isMacPlist(_ plist: PlistFacts) -> Bool {
        !plist.keys.contains("LSRequiresIPhoneOS")
            && (plist.keys.contains("LSMinimumSystemVersion") || plist.strings["NSPrincipalClass"] == "NSApplication")
    }

    /// Whether the asset catalog `catalog` (`…/Name.xcassets/`) belongs to a Mac app: every target
    /// that bundles it (as a resource or in its folders) builds for macOS only, or, with no target
    /// saying, the nearest `Info.plist` in a folder above it is a Mac app's (NetNewsWire's
    /// `Mac/Resources/Assets.xcassets` beside `Mac/Resources/Info.plist`).
    func isMacCatalog(_ catalog: String) -> Bool {
        let bundling = structure.targets.filter { target in
            target.resources.contains { $0 + "/" == catalog } || target.folders.contains { catalog.hasPrefix($0 + "/") }
        }
        let known = bundling.filter { !$0.platforms.isEmpty }
        if !known.isEmpty { return known.count == bundling.count && known.allSatisfy { $0.platforms.allSatisfy { $0 == "macosx" } } }
        for folder in PathRoles.ancestors(of: String(catalog.dropLast())).reversed() {
            if let plist = plists[folder + "/Info.plist"], role(of: folder + "/Info.plist") == .app { return Self.isMacPlist(plist) }
        }
        return false
    }

    /// The Info.plist keys the `.xcconfig` files `paths` generate, with the files they include
    /// (followed eight levels deep at most, each file once).
    func configurationKeys(_ paths: [String]) -> [String] {
        var keys: [String] = []
        var visited: Set<String> = []
        var level = paths
        for _ in 0..<8 where !level.isEmpty {
            var next: [String] = []
            for path in level where visited.insert(path).inserted {
                guard let file = xcodeConfigurations[path] else { continue }
                keys += file.generatedInfoPlistKeys
                next += file.includes
            }
            level = next
        }
        return keys
    }

    /// Info.plist keys the app targets generate from build settings (`INFOPLIST_KEY_…`,
    /// `MARKETING_VERSION`, `CURRENT_PROJECT_VERSION`), in the project or in the `.xcconfig`
    /// files its configurations are based on.
    var generatedInfoPlistKeys: Set<String> {
        Set(structure.appTargets.flatMap(\.generatedInfoPlistKeys)).union(structure.appTargets.flatMap { configurationKeys($0.configurationFiles ?? []) })
            .union(tuistInfoPlistKeys)
    }

    /// Info.plist keys a Tuist manifest adds when it generates the project (`infoPlist:
    /// .extendingDefault(with: ["UILaunchStoryboardName": "LaunchScreen"])`, TodoCalendar's
    /// `Project+Templates.swift`): the key-shaped literals of the Swift files that import
    /// `ProjectDescription`, Tuist's manifest module.
    var tuistInfoPlistKeys: Set<String> {
        var keys: Set<String> = []
        for facts in swiftFacts.values where facts.imports.contains("ProjectDescription") {
            keys.formUnion(facts.assetNameCandidates.filter(Self.isInfoPlistKeyShaped))
        }
        return keys
    }

    /// `UILaunchStoryboardName`, `NSCameraUsageDescription`, `CFBundleDisplayName`,
    /// `ITSAppUsesNonExemptEncryption`: Apple's prefix, then a capitalised name of letters and digits.
    static func isInfoPlistKeyShaped(_ literal: String) -> Bool {
        guard let prefix = ["UI", "NS", "CF", "LS", "ITS"].first(where: { literal.hasPrefix($0) }) else { return false }
        let name = literal.utf8.dropFirst(prefix.utf8.count)
        guard name.count >= 4, let first = name.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return name.allSatisfy { CodeLexer.isIdentifierPart($0) && $0 < 0x80 && $0 != UInt8(ascii: "$") }
    }

    /// Every key the app's Info.plist has, has generated, or localizes in `InfoPlist.strings`.
    var appInfoPlistKeys: Set<String> {
        infoPlists.reduce(into: generatedInfoPlistKeys.union(infoPlistStringKeys)) { $0.formUnion($1.plist.keys) }
    }

    /// The plist findings about what the app lacks point at: the app target's, and with several
    /// app targets, the one compiling the most code (Loose Leaf's `LittleClipper`, a harness for
    /// its clipping libraries, came first by name).
    var mainInfoPlist: String? {
        let paths = infoPlists.map(\.path)
        guard paths.count > 1 else { return paths.first }
        let candidates = structure.appTargets.filter { target in target.infoPlists.contains { paths.contains($0) } }
        guard candidates.count > 1 else { return candidates.first?.infoPlists.first { paths.contains($0) } ?? paths.first }
        return largest(candidates)?.infoPlists.first { paths.contains($0) } ?? paths.first
    }

    /// Whether every app target builds for macOS alone (`SDKROOT = macosx`): a Mac app, to which
    /// the iOS-only release items (launch screen, privacy manifest) do not apply.
    var appTargetsAreMacOnly: Bool {
        let apps = structure.appTargets
        return !apps.isEmpty && apps.allSatisfy { !$0.platforms.isEmpty && $0.platforms.allSatisfy { $0 == "macosx" } }
    }

    /// Where findings about what the whole app lacks are placed: the main Info.plist, else, when
    /// Xcode generates the Info.plist from build settings (`GENERATE_INFOPLIST_FILE`, no file in
    /// the tree: Thunderbird for iOS), the main app target's project file. Without a place, a
    /// failing release item would have no finding and the report would say "no findings" beside
    /// a failing checklist.
    var mainAppSettingsFile: String? {
        if let plist = mainInfoPlist { return plist }
        let present = Set(tree.files.lazy.map(\.path).filter { $0.hasSuffix(".pbxproj") || $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") })
        let targets = structure.appTargets.filter { present.contains($0.project + "/project.pbxproj") }
        if let target = largest(targets) { return target.project + "/project.pbxproj" }
        // An XcodeGen spec's app target (Immuni's `project.yml`): its Info.plist is generated.
        return largest(structure.appTargets.filter { present.contains($0.project) })?.project
    }

    /// Of `targets`, the one compiling the most Swift and Objective-C (ties: the first by name).
    private func largest(_ targets: [XcodeTarget]) -> XcodeTarget? {
        guard targets.count > 1 else { return targets.first }
        func isCode(_ path: String) -> Bool { path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") }
        let codeFiles = tree.files.lazy.map(\.path).filter(isCode)
        func size(_ target: XcodeTarget) -> Int {
            let prefixes = target.folders.map { $0 + "/" }
            return target.sources.filter(isCode).count + (prefixes.isEmpty ? 0 : codeFiles.filter { path in prefixes.contains { path.hasPrefix($0) } }.count)
        }
        return targets.map { ($0, size($0)) }.min { ($1.1, $0.0.name) < ($0.1, $1.0.name) }?.0
    }

    /// Which of `names` code that ships uses as type or value names (app and vendored Swift and
    /// Objective-C; not tests or previews). Each file's names are asked about these, instead of
    /// uniting every file's names into one set first (tens of thousands on a large app, made
    /// for the few a rule asks about).
    func swiftIdentifiers(among names: Set<String>) -> Set<String> {
        let ships: (String) -> Bool = { [.app, .vendored, .generated].contains(self.role(of: $0)) }
        var found = Set<String>()
        /// Adds the names a file holds; `true` once every name is found.
        func look(_ holds: (String) -> Bool) -> Bool {
            for name in names where !found.contains(name) && holds(name) { found.insert(name) }
            return found.count == names.count
        }
        for (path, facts) in swiftFacts where ships(path) { if look({ facts.identifiers.contains($0) }) { return found } }
        for (path, facts) in objcFacts where ships(path) { if look({ facts.identifiers.contains($0) }) { return found } }
        return found
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

    /// At the innermost of the nested `blocks` the script opens (`android {`, then the
    /// `buildTypes {` after it, then the `release {` after that): where what is missing belongs,
    /// not the licence header at line 1 (Nextcloud's release block sets only a
    /// `buildConfigField`); a `release {` of `signingConfigs` before `buildTypes` is not it. The
    /// whole file when not even the first block is found.
    static func inBlock(_ path: String?, of project: ProjectModel, _ blocks: [String], _ message: String) -> [Place] {
        guard let path, let text = project.sourceTexts[path] else { return wholeFile(path, message) }
        let lines = String(decoding: text.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var found: SourceLocation?
        var from = 0
        for block in blocks {
            // `release {`, `release{`, `getByName("release") {`, `named("release") {`.
            let opening = lines[from...].firstIndex { line in
                let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
                if trimmed.hasPrefix(block) { return trimmed.dropFirst(block.count).drop(while: { $0 == " " }).hasPrefix("{") }
                return trimmed.contains("(\"\(block)\")") && (trimmed.contains(") {") || trimmed.contains("){"))
            }
            guard let opening else { break }
            let indent = lines[opening].prefix(while: { $0 == " " || $0 == "\t" }).count
            found = SourceLocation(line: opening + 1, column: indent + 1)
            from = opening + 1
        }
        guard let found else { return wholeFile(path, message) }
        return [Place(path: path, location: found, message: message)]
    }
}
