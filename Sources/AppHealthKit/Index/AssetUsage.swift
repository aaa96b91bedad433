/// The asset sets (images and colors) nothing in the project uses, worked out once per audit
/// and read by every rule that needs it: `ios.unused-asset` reports them, and
/// `ios.missing-scale-asset` asks for no @3x of an image nothing shows.
public struct AssetUsage: Sendable {
    /// Unused image and color sets, in the model's order, without the catalogs whose names come
    /// from data (`UnusedAssetRule`'s skips).
    public let unused: [AssetSet]
    /// The `contentsPath`s of `unused`.
    public let unusedPaths: Set<String>

    public init(_ project: ProjectModel) {
        var names = Set<String>()
        var patterns: [String] = []
        // Generated asset code (SwiftGen's `Assets.swift`, R.swift) declares every set: not a use.
        for (path, facts) in project.swiftFacts where project.role(of: path) != .generated {
            names.formUnion(facts.assetNameCandidates)
            patterns += facts.assetNamePatterns
        }
        for facts in project.objcFacts.values {
            names.formUnion(facts.assetNameCandidates)
            patterns += facts.assetNamePatterns
        }
        for facts in project.interfaceFiles.values { names.formUnion(facts.assetNames) }
        for plist in project.plists.values {
            names.formUnion(plist.strings.values)
            for value in plist.flattened.values { names.formUnion(value.split(separator: ",").map(String.init)) }
        }
        // `ASSETCATALOG_COMPILER_APPICON_NAME`, `…_GLOBAL_ACCENT_COLOR_NAME`, `…_WIDGET_BACKGROUND_COLOR_NAME`.
        for target in project.structure.targets { names.formUnion(target.assetSettingNames) }
        names.formUnion(names.compactMap(UnusedAssetRule.imageFileStem))
        // `UIColor(named: "Colors/TextColor")`: a set in a namespaced folder, named with its folders.
        names.formUnion(names.filter { $0.utf8.contains(UInt8(ascii: "/")) && !$0.hasSuffix("/") }.compactMap { $0.split(separator: "/").last.map(String.init) })
        // `"playing-animation-"` handed to `UIImage(named: prefix + String(index))`: a prefix.
        patterns += names.filter { ($0.hasSuffix("-") || $0.hasSuffix("_")) && $0.count >= 4 && !$0.contains(" ") }.map { $0 + "*" }
        let computed = project.swiftFacts.values.contains(where: \.loadsAssetsByComputedName)
            || project.objcFacts.values.contains(where: \.loadsAssetsByComputedName)
        let candidates = project.assetSets.filter { set in
            guard set.kind == .imageSet || set.kind == .colorSet, !UnusedAssetRule.namedByBuildSettings.contains(set.name) else { return false }
            // Layers of a tvOS/visionOS icon or an app icon stack are parts of the icon, not assets
            // code names; a watch complication's slots are picked by their role (openhab-ios).
            return !set.contentsPath.contains(".solidimagestack/") && !set.contentsPath.contains(".imagestack/")
                && !set.contentsPath.contains(".brandassets/") && !set.contentsPath.contains(".complicationset/")
        }
        // Only names that can fold to a candidate's folded name are folded (with computed
        // loaders, also those that can fold to a candidate's own name: `ownedByComputedLoader`
        // looks both up), each once.
        let candidateFolds = candidates.map { UnusedAssetRule.folded($0.name) }
        let longestFolded = candidateFolds.map(\.utf8.count).max() ?? 0
        let foldLimit = computed ? max(longestFolded, candidates.map(\.name.utf8.count).max() ?? 0) : longestFolded
        var folds: [String: String] = [:]
        folds.reserveCapacity(names.count)
        for name in names where UnusedAssetRule.mayFold(name, toAtMost: foldLimit) { folds[name] = UnusedAssetRule.folded(name) }
        // (A fold longer than every candidate's equals none of them: the larger limit adds nothing here.)
        let foldedNames = Set(folds.values)
        let namePatterns = Glob.NamePatterns(Set(patterns))
        let unusedSets = zip(candidates, candidateFolds).compactMap { set, fold -> AssetSet? in
            guard !names.contains(set.name), !foldedNames.contains(fold) else { return nil }
            return namePatterns.matchesAny(set.name) ? nil : set
        }
        // A catalog none of whose sets code names, in a project that loads images by computed
        // names (`UIImage(named: entity.name)`): its names come from data, not from code.
        var dataDriven: Set<String> = []
        if computed {
            var total: [String: Int] = [:]
            var idle: [String: Int] = [:]
            for set in candidates { total[UnusedAssetRule.catalog(of: set.contentsPath), default: 0] += 1 }
            for set in unusedSets { idle[UnusedAssetRule.catalog(of: set.contentsPath), default: 0] += 1 }
            dataDriven = Set(idle.filter { $0.value >= 3 && $0.value == total[$0.key] }.keys)
            // A catalog of three or more sets all named as codes (`US`, `FR`, `EUR`, `pt-BR`): flags
            // or currencies, looked up by a code from data, even where code or a sample record
            // names one or two of them (`"country_code": "US"`).
            var codeNamed: [String: Bool] = [:]
            for set in candidates {
                let catalog = UnusedAssetRule.catalog(of: set.contentsPath)
                codeNamed[catalog] = (codeNamed[catalog] ?? true) && Self.isCode(set.name)
            }
            dataDriven.formUnion(codeNamed.filter { $0.value && (total[$0.key] ?? 0) >= 3 }.keys)
            dataDriven.formUnion(UnusedAssetRule.ownedByComputedLoader(project, candidates: candidates, folds: folds))
        }
        unused = unusedSets.filter { !dataDriven.contains(UnusedAssetRule.catalog(of: $0.contentsPath)) }
        unusedPaths = Set(unused.map(\.contentsPath))
    }

    /// Whether a set's name is a country, currency or locale code: two or three letters of one
    /// case (`US`, `fr`, `EUR`), or a language and a region (`pt-BR`, `en_GB`).
    static func isCode(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let upper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let lower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        if (2...3).contains(bytes.count) { return bytes.allSatisfy(upper) || bytes.allSatisfy(lower) }
        guard bytes.count == 5, bytes[2] == UInt8(ascii: "-") || bytes[2] == UInt8(ascii: "_") else { return false }
        return bytes[0...1].allSatisfy(lower) && bytes[3...4].allSatisfy(upper)
    }
}
