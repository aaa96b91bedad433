/// Declared resources that nothing reachable uses (Lint's UnusedResources, by reachability).
public struct UnusedResourceRule: ProjectRule {
    /// Name globs never reported, whatever the dependencies (option `ignore-names`); the names
    /// libraries read are in `Rules/library-resources.yml`, applied per declared dependency.
    public static let defaultIgnoredNames: [String] = []

    public static let descriptor = RuleDescriptor(
        id: "android.unused-resource",
        title: "Unused Android resource",
        defaultSeverity: .warning,
        category: .deadWeight,
        summary: "A declared resource (string, color, dimen, style, bool, integer, array, plurals, drawable, mipmap, layout, menu, raw, xml, anim, font, navigation, …) that nothing reachable uses. Roots are code (`R.type.name`, `Alias.name` through a type alias of a module's resources such as `typealias Strings = com.acme.ui.R.string`, binding classes, tests included), manifests and kept resources; a reference from another resource counts only when that resource is reachable, so a color used only by an unused drawable is unused too. One finding per resource, at its default declaration, naming its other qualifiers and translations.",
        rationale: "Dead resources make the app bigger and the code harder to read: a newcomer cannot tell which screens and strings are live. Agencies ask for unused code and resources to be removed. Feeds the code-review checklist item \"no unused code/resources\".",
        skips: [
            "ids, attrs and styleables",
            "resources kept by `tools:keep` (globs; `tools:discard` wins) or `tools:ignore=\"UnusedResources\"` — which also keeps what they reference — and those after Android Studio's `<!--suppress UnusedResources -->` comment (before the root element: the whole file)",
            "resources referenced only from tests (they count as used)",
            "framework references (`android.R`, `@android:`); a reference in a `tools:` attribute of a reachable file (`tools:text=\"@string/placeholder_name\"`, `tools:listitem`) is a use, as for Android Lint",
            "overrides of names a declared library reads (`nav_default_enter_anim` with Navigation, `config_materialPreferenceIconSpaceReserved` with Preference, `abc_*` with AppCompat, `design_*`/`mtrl_*` with Material, `google_app_id` with the google-services plugin, `facebook_app_id` with the Facebook SDK, …: the sourced list `Rules/library-resources.yml`), and what such an override names (the drawables of a custom `exo_player_control_view` Media3 inflates); without the library, or for a name it does not declare, the resource is the project's own and is reported",
            "names matching the option `ignore-names` (globs; empty by default)",
            "resources of a library module the project publishes (`maven-publish`, `com.vanniktech.maven.publish`, a `publishing { }` block): other projects may use them",
            "when the project looks a type up by name, resources of that type a code literal names, or whose name continues a literal's fixed prefix after `_` (`\"flag_\" + code`, `\"flag_$code\"`, a format string `\"spoken_emoji_%04X\"`), as Lint and the resource shrinker read literals",
            "drawables a run-time look-up's name fits: `getIdentifier(id + \"_\" + String.format(\"%02d\", n) + \"_32dp\", \"drawable\", …)` keeps `*_*_32dp` (literal pieces kept, the rest `*`; at least three letters or digits fixed)",
            "values declared only in flavours' or build types' source sets (`src/prepaid/res/values`), never in `main`, are notes: most likely the project's setting of a name a library reads",
            "a translation declared with the wrong element (`<string name=\"x\">` in `values-es` where `values` has `<plurals name=\"x\">`) is reported as that type mismatch, a warning, not as unused (unless the default is unused too: then the default's finding says to delete it)",
            "when the project builds resource names at run time (`getIdentifier(name, \"raw\", …)`, `\"android.resource://$packageName/raw/$name\"`), findings of the types the look-up can reach become notes naming the call site (a built type reaches every type; `getIdentifier(\"flag_es\", \"drawable\", …)` with literals is a plain reference)",
        ],
        help: "Delete the resource, or keep it with tools:keep in res/raw/keep.xml if it is loaded by name.",
        lintIds: ["UnusedResources"],
        options: [
            RuleOptionDescriptor(name: "ignore-names", summary: "Resource name globs never reported.", defaultValue: .strings(defaultIgnoredNames)),
        ],
        triggeringExamples: UnusedResourceExamples.triggering,
        nonTriggeringExamples: UnusedResourceExamples.nonTriggering
    )

    let ignoredNames: [String]

    public init(options: RuleOptions) {
        ignoredNames = options.strings("ignore-names").map(ResourceKey.normalize)
    }

    public func check(_ project: ProjectModel) -> [Finding] {
        let usage = project.resourceUsage
        let (index, unused, maybeUsed) = (usage.index, usage.unused, usage.maybeUsed)
        let overriddenLibrary = ResourceUsage.overriddenLibrary(project)
        // A published library's resources are its API: other projects may name them (termux-shared,
        // on JitPack, whose colors the Termux plugins use).
        let publishedFolders = project.structure.modules.filter(\.published).map { $0.path.isEmpty ? "" : $0.path + "/" }
        // Asked only of translations declared with another element than the default's.
        var unusedKeys: Set<ResourceKey>?
        return unused.compactMap { key -> Finding? in
            guard !ignoredNames.contains(where: { Glob.wildcardMatch($0, key.name) }),
                overriddenLibrary(key) == nil,
                let declarations = index.declarations(of: key), let anchor = Self.defaultDeclaration(declarations),
                !publishedFolders.contains(where: { anchor.path.hasPrefix($0) }) else { return nil }
            let folders = Set(declarations.map(\.folder)).sorted()
            // `<string name="x">` in values-es where values declares `<plurals name="x">`: the translation
            // is of the wrong type, so the app silently shows the default.
            if Self.textTypes.contains(key.type), !declarations.contains(where: { !$0.folder.utf8.contains(UInt8(ascii: "-")) }),
                let other = Self.textTypes.subtracting([key.type]).sorted().first(where: { type in
                    index.declarations(of: ResourceKey(type: type, name: key.name))?.contains { !$0.folder.utf8.contains(UInt8(ascii: "-")) } == true
                }) {
                // When nothing uses the default either, the fix is deleting both, which the
                // default's own finding says (Wikipedia: 9 of 30 mismatches were of unused plurals).
                if unusedKeys == nil { unusedKeys = Set(unused) }
                if unusedKeys!.contains(ResourceKey(type: other, name: key.name)) { return nil }
                return Self.descriptor.finding(
                    "\(key.type) '\(anchor.displayName)' in \(folders.joined(separator: ", ")) is a \(other) in the default values: a type mismatch, so the app silently shows the default text; declare it as <\(other)>",
                    path: anchor.path, at: anchor.location, severity: .warning)
            }
            var message = "\(key.type) '\(anchor.displayName)' is never used"
            if anchor.folder.hasPrefix("values") {
                let translations = folders.filter { $0 != anchor.folder }
                if !translations.isEmpty { message += " (also in \(translations.joined(separator: ", ")))" }
            } else if folders.count > 1 {
                message += " (in \(folders.joined(separator: ", ")))"
            }
            // A name built at run time that can reach this type: a note naming the call site.
            let dynamic = maybeUsed[key]
            if let dynamic {
                let what = dynamic.lookup.types.isEmpty ? "resources" : dynamic.lookup.types[0] + " resources"
                let via = dynamic.lookup.reaches(key.type) ? "" : " (a resource it may load uses this one)"
                message += "; the project looks \(what) up by name at run time (\(dynamic.lookup.call) in \(dynamic.path):\(dynamic.lookup.location.line))\(via), so check before deleting"
            }
            // A value declared only in flavours' or build types' source sets (`src/prepaid/res`),
            // never in `main`: most likely the project's setting of a name a library it depends
            // on declares and reads (Simple Calendar's `hide_all_external_links` for
            // Simple-Commons), which the library list does not know: a note.
            let sourceSets = Set(declarations.map { Self.sourceSet(of: $0.path) })
            if dynamic == nil, anchor.folder.hasPrefix("values"), !sourceSets.contains(nil), !sourceSets.contains("main") {
                message += "; declared only in the \(sourceSets.compactMap { $0 }.sorted().joined(separator: ", ")) source set\(sourceSets.count == 1 ? "" : "s"), not in main: it may set a value a library reads, so check before deleting"
                return Self.descriptor.finding(message, path: anchor.path, at: anchor.location, severity: .note)
            }
            return Self.descriptor.finding(message, path: anchor.path, at: anchor.location, severity: dynamic == nil ? nil : .note)
        }
    }

    /// The Gradle source set a resource file is in (`prepaid` for `app/src/prepaid/res/…`), or
    /// `nil` outside `src/<set>/res`.
    static func sourceSet(of path: String) -> String? {
        // (Split by bytes: by Characters, each path cost ~20,000 instructions, for every declaration of every unused resource.)
        let parts = path.utf8.split(separator: UInt8(ascii: "/"))
        guard let src = parts.lastIndex(where: { $0.elementsEqual("src".utf8) }), src + 2 < parts.count, parts[src + 2].elementsEqual("res".utf8) else { return nil }
        return String(Substring(parts[src + 1]))
    }

    /// Resource types that hold text a translation may declare with the wrong element.
    static let textTypes: Set<String> = ["string", "plurals", "array"]

    /// The declaration in the unqualified folder (`values`, `drawable`) of `src/main` when there is
    /// one (not the `src/alpha` copy that sorts first), else any unqualified one, else the first.
    static func defaultDeclaration(_ declarations: [ResourceFacts.Declaration]) -> ResourceFacts.Declaration? {
        let unqualified = declarations.filter { !$0.folder.utf8.contains(UInt8(ascii: "-")) }
        return unqualified.first { $0.path.hasPrefix("src/main/") || $0.path.contains("/src/main/") } ?? unqualified.first ?? declarations.first
    }
}
