/// A built-in rule: a description of itself plus the check it runs. Rules see parsed
/// inputs and return findings; they never print and never touch the file system.
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    /// Creates the rule with its options (declared defaults overlaid with the config).
    init(options: RuleOptions)
    /// The rule as each kind it is, answered without a dynamic cast. On Linux the first `as?` of a
    /// type to a protocol scans every conformance the binary holds (~300k instructions each):
    /// sorting the rules by kind with casts was a sixth of an empty audit. The kinds' own
    /// extensions answer these; a rule never implements them.
    var asXMLRule: (any AndroidXMLRule)? { get }
    var asCodeRule: (any CodeRule)? { get }
    var asSwiftRule: (any SwiftRule)? { get }
    var asProjectRule: (any ProjectRule)? { get }
    var asChecklistRule: (any ChecklistRule)? { get }
}

extension Rule {
    public var asXMLRule: (any AndroidXMLRule)? { nil }
    public var asCodeRule: (any CodeRule)? { nil }
    public var asSwiftRule: (any SwiftRule)? { nil }
    public var asProjectRule: (any ProjectRule)? { nil }
    public var asChecklistRule: (any ChecklistRule)? { nil }
    /// Whether the rule also looks at single files (Swift, Kotlin/Java or Android XML).
    var checksSingleFiles: Bool { asSwiftRule != nil || asCodeRule != nil || asXMLRule != nil }
}

extension AndroidXMLRule {
    public var asXMLRule: (any AndroidXMLRule)? { self }
}

extension CodeRule {
    public var asCodeRule: (any CodeRule)? { self }
}

extension SwiftRule {
    public var asSwiftRule: (any SwiftRule)? { self }
}

extension ProjectRule {
    public var asProjectRule: (any ProjectRule)? { self }
}

extension ChecklistRule {
    public var asChecklistRule: (any ChecklistRule)? { self }
}

/// A rule that looks at one parsed Android XML file (resource or manifest) at a time.
/// The engine runs these concurrently, one file per task.
public protocol AndroidXMLRule: Rule {
    func check(_ file: AndroidXMLFile) -> [Finding]
}

/// A rule that looks at one lexed Kotlin or Java file at a time (run concurrently).
public protocol CodeRule: Rule {
    func check(_ file: CodeFile) -> [Finding]
}

/// A rule that needs the whole project (several files, a module, the tree).
public protocol ProjectRule: Rule {
    func check(_ project: ProjectModel) -> [Finding]
}

/// One Android XML file as rules see it.
public struct AndroidXMLFile: Sendable {
    public var file: ProjectFile
    public var document: XMLDocumentModel

    public init(file: ProjectFile, document: XMLDocumentModel) {
        self.file = file
        self.document = document
    }

    public var path: String { file.path }
    public var root: XMLElement { document.root }
    /// The resource folder, `nil` for a manifest.
    public var folder: AndroidResourceFolder? { file.resourceFolder }
    public var isManifest: Bool { file.kind == .androidManifest }
}

/// What project rules see: the discovered tree plus facts gathered while files were parsed.
public struct ProjectModel: Sendable {
    public var tree: ProjectTree
    /// Pixel sizes of Android resource images, by path.
    public var imageSizes: [String: ImageSize]
    /// Facts from each parsed Android manifest, by path.
    public var manifests: [String: AndroidManifestFacts]
    /// Resource declarations and references from each file, by path.
    public var resourceFacts: [String: ResourceFacts] = [:]
    /// Facts from each parsed Swift file, by path.
    public var swiftFacts: [String: SwiftFacts] = [:]
    /// Facts from each Objective-C file (`.m`, `.mm`, `.h`), by path.
    public var objcFacts: [String: ObjCFacts] = [:]
    /// Singleton declarations and uses of each Kotlin, Java and Objective-C file, by path.
    public var codeSingletons: [String: SingletonFacts] = [:]
    /// Keys of every `.strings`/`.xcstrings` catalog, or `nil` when the project has none. Joined
    /// by the first reader, in the project stage beside the other rules: an app translated into
    /// many languages repeats every key in every catalog (Home Assistant: 106,365 keys in 137
    /// files), and joining them before the stage held up the model, on one core.
    public var localizationKeys: Set<String>? {
        get { pendingLocalizationKeys.value }
        set {
            pendingLocalizationKeys = OnDemand(done: newValue)
            catalogKeySets = []
        }
    }
    var pendingLocalizationKeys = OnDemand<Set<String>?>(done: nil)
    /// Each catalog's keys as read, while `localizationKeys` is their union.
    var catalogKeySets: [Set<String>] = []
    /// Whether the app has a `.strings` or `.xcstrings` catalog of its own (without joining their keys).
    public var hasStringCatalogs: Bool { !catalogKeySets.isEmpty || pendingLocalizationKeys.value != nil }

    /// Which of `keys` some string catalog holds, or `nil` when the project has none. Looked
    /// up catalog by catalog while that takes fewer look-ups than joining every catalog would
    /// take inserts (a few hundred texts against Home Assistant's 106,365 keys); else from
    /// `localizationKeys`.
    public func localizationKeys(among keys: Set<String>) -> Set<String>? {
        let total = catalogKeySets.reduce(0) { $0 + $1.count }
        guard !catalogKeySets.isEmpty, keys.count * catalogKeySets.count < total else {
            return localizationKeys.map { $0.intersection(keys) }
        }
        var missing = keys
        for catalog in catalogKeySets where !missing.isEmpty {
            missing = missing.filter { !catalog.contains($0) }
        }
        return keys.subtracting(missing)
    }
    /// Asset catalog sets (image, app icon, color), in path order.
    public var assetSets: [AssetSet] = []
    /// Storyboards and xibs: their texts and the assets they name, by path.
    public var interfaceFiles: [String: InterfaceFileFacts] = [:]
    /// `Info.plist` files, by path.
    public var plists: [String: PlistFacts] = [:]
    /// Xcode configuration files (`.xcconfig`), by path.
    public var xcodeConfigurations: [String: XcodeConfigurationFile] = [:]
    /// Dependency manifests and lockfiles, in path order.
    public var dependencyManifests: [ManifestFacts] = []
    /// Direct dependencies resolved from the manifests (built by the engine).
    public var dependencies = DependencyGraph([])
    /// The library catalog shipped with the tool.
    public var catalog = LibraryCatalog()
    /// Kotlin files' text helpers, declared functions and literal calls, by path.
    public var textCalls: [String: TextCallFacts] = [:]
    /// Latest versions refreshed with `--online`, by `ecosystem|name`; they win over the catalog's.
    public var latestVersions: [String: String] = [:]

    /// The latest known version of a dependency: online when refreshed, else the catalog's.
    /// `version` (the resolved one, when a lockfile pins it) decides whether a family's latest
    /// speaks for a sibling artifact (`LibraryCatalog.versionsApply`).
    public func latestVersion(of dependency: DeclaredDependency, version: String? = nil) -> String? {
        if let online = latestVersions[OnlineRefresh.key(dependency)] { return online }
        guard let entry = catalog.entry(for: dependency),
              catalog.versionsApply(entry, to: dependency, version: version ?? dependency.version) else { return nil }
        return entry.latest
    }
    /// Layout files with views styled inline, and how many such views each has.
    public var inlineStyledViews: [String: Int] = [:]
    /// The project's singletons and their uses (built from `swiftFacts` and `codeSingletons`), worked
    /// out by the first reader: a costly join of every file's declarations and uses that two
    /// project rules and the report need, done by the project stage's worker that runs the first
    /// of them rather than before the stage, on one core.
    public var singletons: SingletonIndex {
        get { pendingSingletons.value }
        set { pendingSingletons = OnDemand(done: newValue) }
    }
    var pendingSingletons = OnDemand(done: SingletonIndex(swiftFacts: [:]))
    /// What the resource reference graph leaves unused (`ResourceUsage`): worked out by its first
    /// reader when the project rules run (`RulePlan.runProjectRules` shares one for all of them),
    /// else by each reader.
    public var resourceUsage: ResourceUsage { pendingResourceUsage?.value ?? ResourceUsage(self) }
    var pendingResourceUsage: OnDemand<ResourceUsage>?
    /// The asset sets nothing uses (`AssetUsage`), shared the same way.
    public var assetUsage: AssetUsage { pendingAssetUsage?.value ?? AssetUsage(self) }
    var pendingAssetUsage: OnDemand<AssetUsage>?

    /// The model with its usage analyses shared: each is worked out once, by the first rule that
    /// reads it, for every rule that does.
    func sharingUsage() -> ProjectModel {
        guard pendingResourceUsage == nil else { return self }  // already shared
        var shared = self
        let model = self
        shared.pendingResourceUsage = OnDemand { ResourceUsage(model) }
        shared.pendingAssetUsage = OnDemand { AssetUsage(model) }
        return shared
    }
    /// Content digests of Android and iOS images whose sizes collide (possible copies), by path;
    /// computed only when a rule that runs requires `.imageDigests`.
    public var imageDigests: [String: String] = [:]
    /// Keys of `InfoPlist.strings`/`.xcstrings` (localized Info.plist values, usage descriptions among them).
    public var infoPlistStringKeys: Set<String> = []
    /// Targets, modules and the role of every file: what ships.
    public var structure = ProjectStructure()
    /// Each file's role by its path alone (`PathRoles`), in the order of `tree.files`: the
    /// structure refines these; the sniff test's stack detection reads them as they are.
    var pathRoles: [FileRole] = []
    /// Layout lines whose literal `android:text` is a placeholder: code sets the view's text
    /// (`ResourceFacts.textSetViews`), by path.
    var replacedTextLines: [String: Set<Int>] = [:]
    /// Layout attributes whose literal text colour or background is a placeholder: code sets the
    /// view's colour (`ResourceFacts.textColorSetViews`, `backgroundSetViews`), by path.
    var replacedColors: [String: Set<SourceLocation>] = [:]
    /// Resource files of library modules that every application module replaces with its own of
    /// the same folder and name (Orbot's `appcore/…/res/xml/preferences.xml`, under `app` and
    /// `app-tv` both): resource merging keeps the application's, so the library's never ships.
    var shadowedResourceFiles: Set<String> = []
    /// `tools:ignore` scopes and `apphealth:` directives captured by the per-file pass, by path.
    var xmlIgnores: [String: XMLIgnoreScopes] = [:]
    var codeSuppressions: [String: CodeSuppressions] = [:]
    /// Android Lint's `lint.xml` files (the project's and modules'), deepest folder first.
    var lintConfigurations: [LintXMLConfiguration] = []
    /// Texts of manifest-like files kept by the per-file pass, for project findings' snippets.
    var sourceTexts: [String: SourceText] = [:]

    public init(tree: ProjectTree, imageSizes: [String: ImageSize] = [:], manifests: [String: AndroidManifestFacts] = [:]) {
        self.tree = tree
        self.imageSizes = imageSizes
        self.manifests = manifests
    }

    /// Resources the manifests use as launcher icons (`android:icon`, `android:roundIcon`), as
    /// `@type/name`: `@mipmap/ic_launcher` is not a stray `drawable/ic_launcher` (Timber keeps both).
    public var launcherIcons: Set<String> {
        // Not an example app's or a test's (Rainbow's vendored chart example names its own `ic_launcher`).
        Set(manifests.filter { role(of: $0.key) != .tooling && role(of: $0.key) != .test }
            .flatMap { iconResources(of: $0.value, at: $0.key) }.map { "@\($0.type)/\($0.name)" })
    }

    /// A manifest's launcher icons: as written, and where given as placeholders (`${appIcon}`), as
    /// the module's build script fills them (openScale's `manifestPlaceholders["appIcon"]`).
    func iconResources(of facts: AndroidManifestFacts, at path: String) -> [ResourceReference] {
        facts.iconResources + facts.iconPlaceholders.compactMap { name in
            moduleBuildScript(near: path)?.manifestPlaceholders[name].flatMap(ResourceReference.init)
        }
    }

    /// A manifest value, a placeholder (`${appName}`) filled from the module's build script when it
    /// gives one a literal value.
    func manifestValue(_ value: String, at path: String) -> String {
        guard let name = AndroidManifestFacts.placeholder(value) else { return value }
        return moduleBuildScript(near: path)?.manifestPlaceholders[name] ?? value
    }

    /// The folder of the Gradle module a file is in (`app/` for `app/src/main/…`, `""` at the root).
    static func moduleRoot(near path: String) -> String {
        path.hasPrefix("src/") ? "" : path.byteRange(of: "/src/").map { String(path[..<$0.lowerBound]) + "/" } ?? ""
    }

    /// The build script of the Gradle module a file is in.
    func moduleBuildScript(near path: String) -> ManifestFacts? {
        let module = Self.moduleRoot(near: path)
        return dependencyManifests.first { manifest in
            manifest.kind == .gradle && (manifest.path == module + "build.gradle" || manifest.path == module + "build.gradle.kts")
        }
    }

    /// The role of a file (or of a line in it).
    public func role(of path: String, line: Int? = nil) -> FileRole { structure.role(of: path, line: line) }

    /// The default-locale value of a `<string>` resource, from any module.
    /// A string resource's default value: from the module of `near` (a manifest) first, then from
    /// `src/main` before build-type and flavour overrides (`src/dev`, `src/debug`), then from
    /// unqualified `values/` before translations.
    public func stringValue(_ name: String, near: String? = nil) -> String? {
        let module = near.map(Self.moduleRoot(near:))
        func rank(_ path: String) -> (Int, Int, Int, String) {
            let sameModule = module.map { path.hasPrefix($0 + "src/") } ?? true
            let main = path.contains("/src/main/") || path.hasPrefix("src/main/")
            let folder = path.split(separator: "/").dropLast().last ?? ""
            return (sameModule ? 0 : 1, main ? 0 : 1, folder == "values" ? 0 : 1, path)
        }
        func value(of name: String) -> String? {
            let paths = resourceFacts.keys.filter { resourceFacts[$0]?.stringValues[name] != nil }.sorted { rank($0) < rank($1) }
            return paths.first.flatMap { resourceFacts[$0]?.stringValues[name] }
        }
        // The module's build script may generate it (`resValue "string", "app_name", "AnkiDroid"`):
        // that value, not another module's resource of the name.
        // An alias (`<string name="app_name">@string/app_name_prod</string>`, Wikipedia's; a
        // generated one, GPSLogger's `@string/app_name_release`) is followed, a few steps at most
        // (a cycle ends there).
        var current = near.flatMap { moduleBuildScript(near: $0)?.resValues[name] } ?? value(of: name)
        for _ in 0..<8 {
            guard let text = current, let reference = ResourceReference(text), reference.type == "string" else { break }
            current = value(of: reference.name)
        }
        return current
    }

    /// Resource names the manifests use as Android TV banners (`android:banner`), and the layers
    /// of one drawn as an adaptive icon (v2rayNG's `mipmap-anydpi-v26/ic_banner` over
    /// `ic_banner_foreground`, in xhdpi alone): the banner's bitmaps.
    public var bannerNames: Set<String> {
        var names = Set(manifests.values.flatMap(\.bannerResources).map(\.name))
        guard !names.isEmpty else { return names }
        let edges = resourceUsage.index.edges
        for name in names {
            for type in ["mipmap", "drawable"] {
                for next in edges[ResourceKey(type: type, name: name)] ?? [] where next.type == "mipmap" || next.type == "drawable" {
                    names.insert(next.name)
                }
            }
        }
        return names
    }
}

/// What a manifest says that project rules need.
public struct AndroidManifestFacts: Sendable, Hashable, Codable {
    /// An attribute's value and where it is written.
    public struct Attribute: Sendable, Hashable, Codable {
        public var value: String
        public var location: SourceLocation
    }

    public static func == (lhs: AndroidManifestFacts, rhs: AndroidManifestFacts) -> Bool {
        lhs.iconResources == rhs.iconResources && lhs.bannerResources == rhs.bannerResources
            && lhs.applicationAttributes.mapValues(\.value) == rhs.applicationAttributes.mapValues(\.value)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(iconResources) }

    /// `@mipmap/ic_launcher`-style references from `android:icon` and `android:roundIcon`.
    public var iconResources: [ResourceReference]
    /// Attributes of `<application>` (`usesCleartextTraffic`, `allowBackup`, …) with their positions.
    public var applicationAttributes: [String: Attribute] = [:]
    /// Placeholders `android:icon` and `android:roundIcon` are given as (`${appIcon}` → `appIcon`),
    /// which the module's build script fills (`manifestPlaceholders`).
    public var iconPlaceholders: [String] = []
    /// References from `android:banner` (Android TV's home-screen banner).
    public var bannerResources: [ResourceReference]
    /// Where `<application>` opens, when the manifest has one.
    public var applicationLocation: SourceLocation? = nil
    /// `android:versionCode` and `android:versionName` of `<manifest>` (older apps set them there;
    /// the build script's, when it sets them, win).
    public var versionAttributes: [String: Attribute]? = nil
    /// The device the manifest's app is for when not a phone or tablet, by its required
    /// `<uses-feature>`: `wear` (`android.hardware.type.watch`), `tv` (`android.software.leanback`),
    /// `automotive` (`android.hardware.type.automotive`).
    public var formFactor: String? = nil

    public init(iconResources: [ResourceReference] = [], bannerResources: [ResourceReference] = []) {
        self.iconResources = iconResources
        self.bannerResources = bannerResources
    }

    public init(document: XMLDocumentModel) {
        var icons: [ResourceReference] = []
        var banners: [ResourceReference] = []
        for element in document.root.allElements() where element.localName == "application" || element.localName == "activity-alias" || element.localName == "activity" {
            // An activity's own icon is a launcher icon only when the launcher lists the activity
            // (Muzei's `ic_notif_info`, the icon of an activity no launcher shows, is a drawable).
            if element.localName != "application", !Self.isLauncherEntry(element) { continue }
            for name in ["icon", "roundIcon"] {
                guard let value = element.attribute(name, namespace: XMLNamespace.android)?.value else { continue }
                if let reference = ResourceReference(value) {
                    icons.append(reference)
                } else if let placeholder = Self.placeholder(value) {
                    iconPlaceholders.append(placeholder)
                }
            }
            if let value = element.attribute("banner", namespace: XMLNamespace.android)?.value, let reference = ResourceReference(value) {
                banners.append(reference)
            }
        }
        iconResources = icons
        bannerResources = banners
        for name in ["versionCode", "versionName"] {
            guard let attribute = document.root.attribute(name, namespace: XMLNamespace.android) else { continue }
            versionAttributes = (versionAttributes ?? [:]).merging([name: Attribute(value: attribute.value, location: attribute.location)]) { a, _ in a }
        }
        for feature in document.root.children where feature.localName == "uses-feature"
            && feature.attribute("required", namespace: XMLNamespace.android)?.value != "false" {
            switch feature.attribute("name", namespace: XMLNamespace.android)?.value {
            case "android.hardware.type.watch": formFactor = "wear"
            case "android.software.leanback": formFactor = "tv"
            case "android.hardware.type.automotive": formFactor = "automotive"
            default: break
            }
        }
        if let application = document.root.children.first(where: { $0.localName == "application" }) {
            applicationLocation = application.location
            for attribute in application.attributes where attribute.namespaceURI == XMLNamespace.android {
                applicationAttributes[attribute.localName] = Attribute(value: attribute.value, location: attribute.location)
            }
        }
    }
}

extension AndroidManifestFacts {
    /// An `<activity>` or `<activity-alias>` with an intent filter of the `LAUNCHER` (or TV's
    /// `LEANBACK_LAUNCHER`) category: the launcher shows it, with its icon.
    static func isLauncherEntry(_ element: XMLElement) -> Bool {
        element.children.contains { filter in
            filter.localName == "intent-filter" && filter.children.contains { category in
                guard category.localName == "category", let name = category.attribute("name", namespace: XMLNamespace.android)?.value else { return false }
                return name == "android.intent.category.LAUNCHER" || name == "android.intent.category.LEANBACK_LAUNCHER"
            }
        }
    }

    /// The name of a value that is one placeholder (`${appName}` → `appName`).
    static func placeholder(_ value: String) -> String? {
        guard value.hasPrefix("${"), value.hasSuffix("}"), value.count > 3 else { return nil }
        let name = value.dropFirst(2).dropLast()
        return name.contains(where: { $0 == "$" || $0 == "{" || $0 == "}" }) ? nil : String(name)
    }
}

/// A reference such as `@mipmap/ic_launcher` or `@android:color/white`.
public struct ResourceReference: Sendable, Hashable, Codable {
    public var package: String?
    public var type: String
    public var name: String

    public init?(_ value: String) {
        guard value.hasPrefix("@"), !value.hasPrefix("@{"), let slash = value.firstIndex(of: "/") else { return nil }
        var head = value[value.index(after: value.startIndex)..<slash]
        if head.hasPrefix("+") { head = head.dropFirst() }
        if let colon = head.firstIndex(of: ":") {
            package = String(head[..<colon])
            type = String(head[head.index(after: colon)...])
        } else {
            package = nil
            type = String(head)
        }
        name = String(value[value.index(after: slash)...])
        guard !type.isEmpty, !name.isEmpty else { return nil }
    }
}
