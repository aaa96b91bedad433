/// Building the project model from what the per-file pass learned.
extension ProjectModel {
    /// Gathers every file's facts into one model (files and analyses in the same order).
    init(tree: ProjectTree, files: [ProjectFile], analyses: [FileAnalysis]) {
        self.init(tree: tree)
        for (file, analysis) in zip(files, analyses) {
            if let size = analysis.imageSize { imageSizes[file.path] = size }
            if let manifest = analysis.manifest { manifests[file.path] = manifest }
            if let scopes = analysis.xmlIgnores { xmlIgnores[file.path] = scopes }
            if let suppressions = analysis.codeSuppressions { codeSuppressions[file.path] = suppressions }
            if let text = analysis.sourceText { sourceTexts[file.path] = text }
            if let resources = analysis.resources { resourceFacts[file.path] = resources }
            if let swift = analysis.swift { swiftFacts[file.path] = swift }
            if let set = analysis.assetSet { assetSets.append(set) }
            if let interface = analysis.interface { interfaceFiles[file.path] = interface }
            if let plist = analysis.plist { plists[file.path] = plist }
            if let manifest = analysis.dependencyManifest { dependencyManifests.append(manifest) }
            if analysis.inlineStyledViews > 0 { inlineStyledViews[file.path] = analysis.inlineStyledViews }
            if let keys = analysis.localizationKeys { localizationKeys = (localizationKeys ?? []).union(keys) }
        }
        singletons = SingletonIndex(swiftFacts: swiftFacts)
        dependencies = DependencyGraph(dependencyManifests)
        catalog = (try? LibraryCatalog.bundled()) ?? LibraryCatalog()
    }

    /// What the model needs beyond the parsed files: latest versions with `--online`, image
    /// digests when a rule requires them. Returns the problems that did not stop the run.
    mutating func complete(online: OnlineRefresh?, imageDigests wantsDigests: Bool, jobs: Int) -> [String] {
        var warnings: [String] = []
        if let online {
            let refreshed = online.refresh(dependencies.dependencies.map(\.dependency))
            latestVersions = refreshed.latest
            warnings += refreshed.errors.map { "online: \($0)" }
        }
        if wantsDigests { imageDigests = ImageDigests.compute(tree, jobs: jobs) }
        return warnings
    }
}
