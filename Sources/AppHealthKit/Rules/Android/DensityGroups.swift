/// Drawable and mipmap files grouped the way Android picks among them: one group per
/// module, resource type, non-density qualifiers (`night`, `v21`, …) and resource name.
struct DensityGroup {
    var module: String
    var type: String
    var otherQualifiers: [String]
    var name: String
    var files: [ProjectFile]

    static let bitmapExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]

    static func isBitmap(_ file: ProjectFile) -> Bool {
        // The last non-empty part between dots, read by bytes (`FileKind.lastDotPart`).
        let part = FileKind.lastDotPart(file.name)
        return bitmapExtensions.contains(part.utf8.contains { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 } ? part.lowercased() : String(part))
    }

    static func isNinePatch(_ file: ProjectFile) -> Bool { file.name.lowercased().hasSuffix(".9.png") }

    /// Bitmaps in density buckets, by density; the `src/main` copy when another source set
    /// (`src/debug`) has one too, so findings point at the set that ships.
    var bitmapsByDensity: [Density: ProjectFile] {
        var result: [Density: ProjectFile] = [:]
        let mainFirst = files.filter { $0.path.hasPrefix("src/main/") || $0.path.contains("/src/main/") }
            + files.filter { !($0.path.hasPrefix("src/main/") || $0.path.contains("/src/main/")) }
        for file in mainFirst where Self.isBitmap(file) {
            guard let density = file.resourceFolder?.density, density.isBucket else { continue }
            if result[density] == nil { result[density] = file }
        }
        return result
    }

    /// A vector or XML drawable, or a `nodpi`/`anydpi` variant, serves every density (on the API
    /// levels it is not version-qualified for), so missing buckets are not a defect.
    /// A `-vN` variant counts when every device the app supports is at N or above (uHabits'
    /// `mipmap-anydpi-v26/ic_launcher.xml`, minSdk 28: the adaptive icon is all any device shows).
    func hasDensityIndependentVariant(minSdk: Int?) -> Bool {
        files.contains { file in
            guard let folder = file.resourceFolder else { return false }
            if let version = folder.platformVersion, version > (minSdk ?? 0) { return false }
            if folder.density == .nodpi || folder.density == .anydpi { return true }
            return folder.density == nil && !Self.isBitmap(file)
        }
    }

    /// A bitmap in the unqualified folder stands in for mdpi, as Android treats it.
    var hasDefaultBitmap: Bool {
        files.contains { $0.resourceFolder?.density == nil && Self.isBitmap($0) }
    }

    /// The densities of `wanted` the group has no bitmap for (a default bitmap counts as mdpi);
    /// none when the group has no bitmap in a density bucket or a density-independent variant.
    func missingDensities(_ wanted: [Density], minSdk: Int? = nil) -> [Density] {
        let present = bitmapsByDensity
        guard !present.isEmpty, !hasDensityIndependentVariant(minSdk: minSdk) else { return [] }
        var have = Set(present.keys)
        if hasDefaultBitmap { have.insert(.mdpi) }
        return wanted.filter { !have.contains($0) }.sorted()
    }

    /// The file findings about the group point at: its bitmap in the lowest density bucket.
    var anchor: ProjectFile? { bitmapsByDensity.sorted { $0.key < $1.key }.first?.value }

    /// `mergingLibraries`: for the rules that ask which densities a device finds (missing ones,
    /// launcher icons), not for those comparing a set's own bitmaps (sizes).
    static func groups(in project: ProjectModel, mergingLibraries: Bool = false) -> [DensityGroup] {
        var byKey: [String: DensityGroup] = [:]
        for file in project.tree.files {
            guard let folder = file.resourceFolder, folder.type == "drawable" || folder.type == "mipmap" else { continue }
            let module = project.tree.androidModule(containing: file.path)?.path ?? ""
            let others = folder.nonDensityQualifiers.filter { !isVersionQualifier($0) }
            let key = [module, folder.type, others.joined(separator: "-"), file.resourceName].joined(separator: "|")
            byKey[key, default: DensityGroup(module: module, type: folder.type, otherQualifiers: others, name: file.resourceName, files: [])]
                .files.append(file)
        }
        // An application module's group takes what the library modules it builds on have of the
        // same name and qualifiers in the densities it lacks (the resource merger's result:
        // Paintroid's app has `ic_launcher` up to xxhdpi, its `:Paintroid` library the xxxhdpi
        // one and the adaptive icon).
        for module in project.structure.modules where mergingLibraries && module.kind == .application && module.dependsOn?.isEmpty == false {
            let libraries = project.structure.mergedLibraries(of: module.path)
            guard !libraries.isEmpty else { continue }
            for key in byKey.keys.sorted() where byKey[key]?.module == module.path {
                guard var group = byKey[key] else { continue }
                let own = Set(group.files.compactMap { $0.resourceFolder?.density })
                let suffix = key.dropFirst(module.path.count)
                for library in libraries {
                    for file in byKey[library + suffix]?.files ?? [] {
                        let density = file.resourceFolder?.density
                        if density == nil || !own.contains(density!) { group.files.append(file) }
                    }
                }
                byKey[key] = group
            }
        }
        return byKey.keys.sorted().compactMap { byKey[$0] }
    }

    private static func isVersionQualifier(_ qualifier: String) -> Bool {
        qualifier.count > 1 && qualifier.first == "v" && qualifier.dropFirst().allSatisfy(\.isNumber)
    }

    /// `drawable-night-xhdpi` for a density, keeping the group's other qualifiers.
    func folderName(for density: Density) -> String {
        ([type] + otherQualifiers + [density.rawValue]).joined(separator: "-")
    }
}
