/// Building the project model from what the per-file pass learned.
extension ProjectModel {
    /// Gathers every file's facts into one model (files and analyses in the same order).
    init(tree: ProjectTree, files: [ProjectFile], analyses: [FileAnalysis], jobs: Int = 1) {
        self.init(tree: tree)
        // Roles and modules depend on the tree and the analyses only: worked out beside the indexes.
        // Path roles are worked out once, for the structure and the sniff test's stack detection;
        // with several cores this thread works them out while the structure reads the build
        // scripts and targets, which need no roles (the structure waits for them only then).
        let handoff = jobs > 1 ? Handoff<[FileRole]>() : nil
        let pendingStructure = handoff.map { handoff in
            Deferred { ProjectStructure(tree: tree, files: files, analyses: analyses, pathRoles: { handoff.value }) }
        }
        let pathRoles = PathRoles.roles(of: tree.files.lazy.map(\.path))
        handoff?.set(pathRoles)
        // The per-file tables are filled in two groups, side by side with several cores (each
        // reads the analyses in place; a table is one thread's).
        let pendingTables = jobs > 1 ? Deferred { CodeTables(files: files, analyses: analyses) } : nil
        var catalogKeys: [Set<String>] = []
        // Code's text-set views; the files (by index) with literal texts, colour setters and literal colours.
        var textSetViews: Set<String> = []
        var (literalTexts, colorSetting, literalColors): ([Int], [Int], [Int]) = ([], [], [])
        // The largest tables are made their final size first: grown one file at a time, every
        // path was hashed again at each doubling (a tenth of this stage on 20,000 files).
        resourceFacts.reserveCapacity(analyses.count { $0.resources != nil })
        swiftFacts.reserveCapacity(analyses.count { $0.swift != nil })
        // Each analysis is read in place, field by field: a copy of a whole `FileAnalysis` (for
        // each file, as iterating `zip(files, analyses)` made) counts a reference to every fact
        // it holds.
        for index in analyses.indices {
            let path = files[index].path
            if let size = analyses[index].imageSize { imageSizes[path] = size }
            if let manifest = analyses[index].manifest { manifests[path] = manifest }
            if let lint = analyses[index].lintConfiguration { lintConfigurations.append(lint) }
            if let text = analyses[index].sourceText { sourceTexts[path] = text }
            if let resources = analyses[index].resources {
                resourceFacts[path] = resources
                // What the placeholder and colour passes below read, noted here: a pass over the
                // table copies each file's facts (a reference counted for every list they hold).
                if !resources.textSetViews.isEmpty { textSetViews.formUnion(resources.textSetViews) }
                if !resources.literalTextViews.isEmpty { literalTexts.append(index) }
                if !resources.textColorSetViews.isEmpty || !resources.backgroundSetViews.isEmpty { colorSetting.append(index) }
                if !resources.literalColorViews.isEmpty { literalColors.append(index) }
            }
            if let swift = analyses[index].swift { swiftFacts[path] = swift }
            if let set = analyses[index].assetSet { assetSets.append(set) }
            if let manifest = analyses[index].dependencyManifest { dependencyManifests.append(manifest) }
            if analyses[index].inlineStyledViews > 0 { inlineStyledViews[path] = analyses[index].inlineStyledViews }
            // Strings in tooling, tests, docs or vendored code localize no text of the app:
            // fastlane's frameit `title.strings` is screenshot captions (Hackers).
            if let keys = analyses[index].localizationKeys, Self.localizesTheApp(files[index].path) {
                catalogKeys.append(keys)
                if files[index].name.hasPrefix("InfoPlist.") { infoPlistStringKeys.formUnion(keys) }
            }
        }
        let tables = pendingTables?.value ?? CodeTables(files: files, analyses: analyses)
        (xmlIgnores, codeSuppressions, objcFacts, codeSingletons) = (tables.xmlIgnores, tables.codeSuppressions, tables.objcFacts, tables.codeSingletons)
        (textCalls, interfaceFiles, plists, xcodeConfigurations) = (tables.textCalls, tables.interfaceFiles, tables.plists, tables.xcodeConfigurations)
        // Placeholders code replaces: a layout view's literal text when some code sets the text
        // of a view of that id (NewPipe's `100.00MB`, replaced in `MissionAdapter`).
        if !textSetViews.isEmpty {
            for index in literalTexts {
                let lines = (analyses[index].resources?.literalTextViews ?? []).filter { textSetViews.contains($0.id) }.map(\.line)
                if !lines.isEmpty { replacedTextLines[files[index].path] = Set(lines) }
            }
        }
        // Colours likewise: a literal text colour or background of a view whose colour code sets,
        // in a file that names the view's layout.
        // (By property and id, the layouts each file that colours it names.)
        var colorSetters: [String: [String: [[String]]]] = [:]
        for index in colorSetting {
            // Sorted, then each name once (a file's roots are already distinct, as `compactEdges` leaves them).
            var layouts = (analyses[index].resources?.roots ?? []).compactMap { $0.type == "layout" ? $0.name : nil }
            layouts.sort()
            layouts.removeAdjacentDuplicates()
            guard !layouts.isEmpty else { continue }
            for id in analyses[index].resources?.textColorSetViews ?? [] { colorSetters["textColor", default: [:]][id, default: []].append(layouts) }
            for id in analyses[index].resources?.backgroundSetViews ?? [] { colorSetters["background", default: [:]][id, default: []].append(layouts) }
        }
        if !colorSetters.isEmpty {
            for index in literalColors {
                let path = files[index].path
                guard let layout = RulePlan.layoutOrMenuKey(path)?.name else { continue }
                let places = (analyses[index].resources?.literalColorViews ?? []).filter { view in
                    colorSetters[view.property ?? ""]?[view.id]?.contains { TextCallFacts.sortedNames($0, contain: layout) } == true
                }.map { SourceLocation(line: $0.line, column: $0.column ?? 1) }
                if !places.isEmpty { replacedColors[path] = Set(places) }
            }
        }
        if let first = catalogKeys.first {
            pendingLocalizationKeys = OnDemand { [catalogKeys] in catalogKeys.dropFirst().reduce(into: first) { $0.formUnion($1) } }
            catalogKeySets = catalogKeys
        }
        lintConfigurations = LintXMLConfiguration.applyingReferences(lintConfigurations)
        lintConfigurations.sort { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
        // The indexes that do not need roles are built while the structure is still being made;
        // the singletons by their first reader, in the project stage.
        pendingSingletons = OnDemand { [swiftFacts, codeSingletons] in SingletonIndex(swiftFacts: swiftFacts, codeFacts: codeSingletons) }
        dependencies = DependencyGraph(dependencyManifests)
        structure = pendingStructure?.value ?? ProjectStructure(tree: tree, files: files, analyses: analyses, pathRoles: { pathRoles })
        dependencies.linkedByTestsOnly(structure.testOnlyFrameworks)
        dependencies.leftOverPodfiles(structure.targets)
        dependencies.declaredInTestModules(Set(structure.modules.filter { $0.role == .test || $0.developerOnly }.map(\.path)))
        dependencies.declaredOutsideTheApp(Set(structure.foldersBesideTheApp))
        shadowedResourceFiles = Self.shadowedResourceFiles(tree.files, modules: structure.modules)
        self.pathRoles = pathRoles
    }

    /// Library modules' main resource files (not `values*/`, which merge resource by resource)
    /// that every application module has a file of the same folder and name for: an application's resources win the merge, so whichever application
    /// uses the library, the library's file is not what it ships. A published library's files
    /// may ship in other projects: never shadowed.
    static func shadowedResourceFiles(_ files: [ProjectFile], modules: [GradleModule]) -> Set<String> {
        let applications = modules.filter { $0.kind == .application && $0.role == .app }
        let libraries = modules.filter { $0.kind == .library && !$0.published }
        guard !applications.isEmpty, !libraries.isEmpty else { return [] }
        func resources(of module: GradleModule) -> String { module.path.isEmpty ? "src/main/res/" : module.path + "/src/main/res/" }
        // Each module's main resource files, as `folder/name`.
        var byFolder: [String: Set<Substring>] = [:]
        let folders = Set((applications + libraries).map(resources))
        for file in files {
            guard let marker = file.path.byteRange(of: "src/main/res/") else { continue }
            let folder = String(file.path[..<marker.upperBound])
            // `values*/` files merge resource by resource, not file by file: a library's
            // `values/strings.xml` adds to the application's.
            let name = file.path[marker.upperBound...]
            guard folders.contains(folder), !name.hasPrefix("values") else { continue }
            byFolder[folder, default: []].insert(name)
        }
        let replaced = applications.dropFirst().reduce(byFolder[resources(of: applications[0])] ?? []) { $0.intersection(byFolder[resources(of: $1)] ?? []) }
        guard !replaced.isEmpty else { return [] }
        var shadowed: Set<String> = []
        for library in libraries {
            let folder = resources(of: library)
            for name in byFolder[folder] ?? [] where replaced.contains(name) { shadowed.insert(folder + name) }
        }
        return shadowed
    }

    static func localizesTheApp(_ path: String) -> Bool {
        switch PathRoles.role(of: path) {
        case .app, .preview, .generated: true
        case .test, .tooling, .vendored, .docs: false
        }
    }

    /// Latest versions from the registries with `--online`; returns the problems that did not
    /// stop the run.
    mutating func refresh(online: OnlineRefresh?) -> [String] {
        guard let online else { return [] }
        let refreshed = online.refresh(dependencies.dependencies.map(\.dependency))
        latestVersions = refreshed.latest
        return Self.onlineSummary(refreshed.errors)
    }

    /// One line for the whole refresh: without network every lookup fails the same way, and a
    /// line per dependency would bury the report's other warnings.
    static func onlineSummary(_ errors: [String]) -> [String] {
        guard errors.count > 1 else { return errors.map { "online: \($0)" } }
        return ["online: \(errors.count) registry lookups failed, so the catalog's latest versions were used for them (first: \(errors[0]))"]
    }
}

/// The model's other per-file tables (`ProjectModel.init`): code's suppressions, singletons and
/// text calls, Objective-C's facts, interface files, plists and build settings, `tools:ignore`.
private struct CodeTables: Sendable {
    var xmlIgnores: [String: XMLIgnoreScopes] = [:]
    var codeSuppressions: [String: CodeSuppressions] = [:]
    var objcFacts: [String: ObjCFacts] = [:]
    var codeSingletons: [String: SingletonFacts] = [:]
    var textCalls: [String: TextCallFacts] = [:]
    var interfaceFiles: [String: InterfaceFileFacts] = [:]
    var plists: [String: PlistFacts] = [:]
    var xcodeConfigurations: [String: XcodeConfigurationFile] = [:]

    init(files: [ProjectFile], analyses: [FileAnalysis]) {
        codeSingletons.reserveCapacity(analyses.count { $0.singletons != nil })
        textCalls.reserveCapacity(analyses.count { $0.textCalls != nil })
        codeSuppressions.reserveCapacity(analyses.count { $0.codeSuppressions != nil })
        for index in analyses.indices {
            let path = files[index].path
            if let scopes = analyses[index].xmlIgnores { xmlIgnores[path] = scopes }
            if let suppressions = analyses[index].codeSuppressions { codeSuppressions[path] = suppressions }
            if let objc = analyses[index].objc { objcFacts[path] = objc }
            if let singletons = analyses[index].singletons { codeSingletons[path] = singletons }
            if let calls = analyses[index].textCalls { textCalls[path] = calls }
            if let interface = analyses[index].interface { interfaceFiles[path] = interface }
            if let plist = analyses[index].plist { plists[path] = plist }
            if let configuration = analyses[index].xcodeConfiguration { xcodeConfigurations[path] = configuration }
        }
    }
}
