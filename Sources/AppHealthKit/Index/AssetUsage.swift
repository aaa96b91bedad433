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
            // (Split by bytes: by Characters, every plist value cost ~170 instructions a character.)
            for value in plist.flattened.values { names.formUnion(value.utf8.split(separator: UInt8(ascii: ",")).map { String(Substring($0)) }) }
        }
        // `ASSETCATALOG_COMPILER_APPICON_NAME`, `…_GLOBAL_ACCENT_COLOR_NAME`, `…_WIDGET_BACKGROUND_COLOR_NAME`.
        for target in project.structure.targets { names.formUnion(target.assetSettingNames) }
        names.formUnion(names.compactMap(UnusedAssetRule.imageFileStem))
        // `UIColor(named: "Colors/TextColor")`: a set in a namespaced folder, named with its folders.
        names.formUnion(names.filter { $0.utf8.contains(UInt8(ascii: "/")) && !$0.hasSuffix("/") }.compactMap { $0.utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } })
        // `"playing-animation-"` handed to `UIImage(named: prefix + String(index))`: a prefix.
        patterns += names.filter { ($0.hasSuffix("-") || $0.hasSuffix("_")) && $0.count >= 4 && !$0.utf8.contains(UInt8(ascii: " ")) }.map { $0 + "*" }
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
        var unusedSets = zip(candidates, candidateFolds).compactMap { set, fold -> AssetSet? in
            guard !names.contains(set.name), !foldedNames.contains(fold) else { return nil }
            return namePatterns.matchesAny(set.name) ? nil : set
        }
        // A numbered family (`Fish1` … `Fish31`, three or more) whose stem the code holds as a
        // literal, where images are loaded by computed names: `Image("\(type.imagePrefix())\(day)")`
        // with `imagePrefix()` returning `"Fish"` (ACHNBrowserUI) names them all.
        if computed {
            var family: [String: Int] = [:]
            for set in candidates { if let stem = Self.numberedStem(set.name) { family[stem, default: 0] += 1 } }
            // Or whose stem code names as a value (a palette's `Gray0` … `Gray100` built as
            // `"\(name)\(shade)"` from `ColorStudio(name: .gray, shade: .shade70)`, WooCommerce's):
            // the stem with its first letter in either case, in the app's Swift.
            let stems = Set(family.filter { $0.value >= 3 && $0.key.utf8.count >= 3 && !names.contains($0.key) }.keys)
            var valueNamed: Set<String> = []
            if !stems.isEmpty {
                let appFacts = project.swiftFacts.filter { project.role(of: $0.key) == .app }.map(\.value)
                for stem in stems {
                    let spellings = [stem, stem.prefix(1).lowercased() + stem.dropFirst(), stem.prefix(1).uppercased() + stem.dropFirst()]
                    if appFacts.contains(where: { facts in spellings.contains { facts.identifiers.contains($0) } }) { valueNamed.insert(stem) }
                }
            }
            unusedSets.removeAll { set in
                guard let stem = Self.numberedStem(set.name), (family[stem] ?? 0) >= 3 else { return false }
                return names.contains(stem) || valueNamed.contains(stem)
            }
        }
        // A numbered frame sequence whose first frame code names, zero-padded, where a counter
        // takes the zeros' place (`pattern.replacingOccurrences(of: "00000", with: number)`:
        // CovidCertificate's `…_phone_only_00000` … `…_00070`): the stem and width name every frame.
        if computed {
            let templates = Set(names.compactMap { name in Self.trailingNumber(name).flatMap { $0.zeros ? $0.key : nil } })
            if !templates.isEmpty {
                unusedSets.removeAll { set in Self.trailingNumber(set.name).map { templates.contains($0.key) } ?? false }
            }
        }
        // Sets named by a number alone, where code loads images by a number
        // (MiniKeePass's `[UIImage imageNamed:[NSString stringWithFormat:@"%ld", index]]`).
        if project.objcFacts.values.contains(where: \.loadsNumberedAssets) {
            unusedSets.removeAll { set in !set.name.isEmpty && set.name.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        }
        // A set in a namespaced folder code names as a literal (`"db-icons/keepass"`), where
        // images are loaded by computed names: `String(format: "%@/%02d", folder, id)` picks its
        // sets (KeePassium's database icons, `db-icons/keepass/01` …).
        if computed {
            let folderNames = names.filter { $0.utf8.contains(UInt8(ascii: "/")) }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            if !folderNames.isEmpty {
                let named = Set(folderNames)
                unusedSets.removeAll { set in
                    let catalog = UnusedAssetRule.catalog(of: set.contentsPath)
                    let folder = Self.folder(of: set.contentsPath)
                    guard folder.count > catalog.count else { return false }
                    return named.contains(String(folder.dropFirst(catalog.count).dropLast()))
                }
            }
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
            // A folder of a catalog, five sets or more, none of which code names (Kodi Remote's
            // codec icons, looked up by the codec its server reports). Not one of which code names
            // a few: Onion Browser's `connecting/` illustrations, one named, are unused.
            var folderTotal: [String: Int] = [:]
            var folderIdle: [String: Int] = [:]
            for set in candidates { folderTotal[Self.folder(of: set.contentsPath), default: 0] += 1 }
            for set in unusedSets { folderIdle[Self.folder(of: set.contentsPath), default: 0] += 1 }
            dataDriven.formUnion(folderIdle.filter { $0.value >= 5 && $0.value == folderTotal[$0.key] && !$0.key.hasSuffix(".xcassets/") }.keys)
            // A catalog of its own, twenty sets or more, of which code names at most one in ten,
            // beside a catalog whose sets code does name: icons picked by data (GoMap's
            // `POI-Icons.xcassets`, 905 sets its presets' JSON names, two of them named in code too).
            let named = total.map { (catalog: $0.key, sets: $0.value, named: $0.value - (idle[$0.key] ?? 0)) }
            if named.contains(where: { $0.named * 10 > $0.sets }) {
                dataDriven.formUnion(named.filter { $0.sets >= 20 && $0.named * 10 <= $0.sets }.map(\.catalog))
            }
            // A catalog, or a folder of one, of three or more sets named as codes (`US`, `FR`, `EUR`,
            // `pt-BR`, `GB-SCT`), at most one in ten named otherwise (ivpn's `FlagsSVG/LGBT`): flags
            // or currencies, looked up by a code from data, even where code or a sample record
            // names one or two of them (`"country_code": "US"`).
            var codes: [String: (codes: Int, others: Int)] = [:]
            for set in candidates {
                let isCode = Self.isCode(set.name)
                // (A set at the catalog's top has the catalog for its folder: counted once.)
                for group in Set([UnusedAssetRule.catalog(of: set.contentsPath), Self.folder(of: set.contentsPath)]) {
                    var count = codes[group] ?? (0, 0)
                    if isCode { count.codes += 1 } else { count.others += 1 }
                    codes[group] = count
                }
            }
            dataDriven.formUnion(codes.filter { $0.value.codes >= 3 && $0.value.others * 10 <= $0.value.codes + $0.value.others }.keys)
            dataDriven.formUnion(UnusedAssetRule.ownedByComputedLoader(project, candidates: candidates, folds: folds))
        }
        unused = unusedSets.filter {
            !dataDriven.contains(UnusedAssetRule.catalog(of: $0.contentsPath)) && !dataDriven.contains(Self.folder(of: $0.contentsPath))
        }
        unusedPaths = Set(unused.map(\.contentsPath))
    }

    /// Whether a set's name is a country, currency or locale code: two or three letters of one
    /// case (`US`, `fr`, `EUR`), a language and a region (`pt-BR`, `en_GB`), or a country's
    /// subdivision (ISO 3166-2: `GB-SCT`, `US-CA`).
    static func isCode(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let upper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let lower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        let digit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if (2...3).contains(bytes.count) { return bytes.allSatisfy(upper) || bytes.allSatisfy(lower) }
        guard (4...6).contains(bytes.count), bytes[2] == UInt8(ascii: "-") || bytes[2] == UInt8(ascii: "_") else { return false }
        let country = bytes[0...1], region = bytes[3...]
        if bytes.count == 5, country.allSatisfy(lower), region.allSatisfy(upper) { return true }
        // (Upper case only: `ic-add` is an icon's name.)
        return bytes[2] == UInt8(ascii: "-") && country.allSatisfy(upper) && region.allSatisfy { upper($0) || digit($0) }
    }

    /// `Fish12` → `Fish`: a name of two or more bytes followed by one to three digits.
    static func numberedStem(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        var end = bytes.count
        while end > 0, bytes[end - 1] >= UInt8(ascii: "0"), bytes[end - 1] <= UInt8(ascii: "9") { end -= 1 }
        let digits = bytes.count - end
        guard (1...3).contains(digits), end >= 2 else { return nil }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// `frame_00016` → (`frame_#5`, false), `frame_00000` → (`frame_#5`, true): a name of two or
    /// more bytes ending in two or more digits, keyed by its stem and the digits' count, and whether
    /// they are all zeros (a template's first frame).
    static func trailingNumber(_ name: String) -> (key: String, zeros: Bool)? {
        let bytes = Array(name.utf8)
        var end = bytes.count
        while end > 0, bytes[end - 1] >= UInt8(ascii: "0"), bytes[end - 1] <= UInt8(ascii: "9") { end -= 1 }
        let digits = bytes.count - end
        guard digits >= 2, end >= 2 else { return nil }
        return (String(decoding: bytes[..<end], as: UTF8.self) + "#\(digits)", bytes[end...].allSatisfy { $0 == UInt8(ascii: "0") })
    }

    /// The folder holding a set (`…/Assets.xcassets/Flags/US.imageset/Contents.json` →
    /// `…/Assets.xcassets/Flags/`); for a set at a catalog's top, the catalog.
    static func folder(of contentsPath: String) -> String {
        contentsPath.parentPath.parentPath + "/"
    }
}
