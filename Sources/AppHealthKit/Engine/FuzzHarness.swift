import Foundation

/// One entry point per parser for the libFuzzer harness in `Fuzz/` (see `scripts/fuzz`): each
/// target hands arbitrary bytes to one layer, the way an audit would. Nothing here is used by an
/// audit; it exists so that the fuzzer needs no `@testable` access to the internals.
///
/// File targets (`swift`, `gradle`, `podfile`, …) write the bytes to a file in a private
/// temporary folder and run the whole per-file stage on it (`FileAnalyzer` with every built-in
/// rule), so reading, classification, parsing and the per-file rules are all exercised.
public final class FuzzHarness: @unchecked Sendable {
    /// The in-memory targets: one parser layer each.
    public static let layerTargets = [
        "xml", "tags", "kotlin-lexer", "java-lexer", "groovy-lexer", "objc-lexer", "glob", "image-header",
        "config", "custom-rules", "maven-version", "semantic-version", "plist",
    ]
    /// File targets: the relative path the bytes are written to (its name decides the parser).
    public static let fileTargets: [(name: String, path: String)] = [
        ("swift", "App/Sources/View.swift"),
        ("kotlin", "app/src/main/java/com/example/Main.kt"),
        ("java", "app/src/main/java/com/example/Main.java"),
        ("objc", "App/Classes/View.m"),
        ("layout", "app/src/main/res/layout/activity_main.xml"),
        ("values", "app/src/main/res/values/strings.xml"),
        ("android-manifest", "app/src/main/AndroidManifest.xml"),
        ("gradle", "app/build.gradle"),
        ("gradle-kts", "app/build.gradle.kts"),
        ("version-catalog", "gradle/libs.versions.toml"),
        ("podfile", "Podfile"),
        ("podfile-lock", "Podfile.lock"),
        ("package-swift", "Package.swift"),
        ("package-resolved", "Package.resolved"),
        ("cartfile", "Cartfile"),
        ("cartfile-resolved", "Cartfile.resolved"),
        ("pbxproj", "App.xcodeproj/project.pbxproj"),
        ("asset-catalog", "App/Assets.xcassets/icon.imageset/Contents.json"),
        ("info-plist", "App/Info.plist"),
        ("storyboard", "App/Base.lproj/Main.storyboard"),
        ("strings-catalog", "App/Localizable.xcstrings"),
        ("xcodegen", "project.yml"),
        ("png", "app/src/main/res/drawable-hdpi/icon.png"),
    ]
    public static var targets: [String] { layerTargets + fileTargets.map(\.name) }

    private let target: String
    private let folder: URL?
    private let file: ProjectFile?
    private let analyzer: FileAnalyzer

    /// `nil` for an unknown target name.
    public init?(target: String) {
        guard Self.targets.contains(target) else { return nil }
        self.target = target
        let configuration = Configuration()
        let rules = BuiltInRules.all.map { $0.init(options: configuration.options(for: $0.descriptor)) as any Rule }
        analyzer = FileAnalyzer(
            xmlRules: rules.compactMap(\.asXMLRule), codeRules: rules.compactMap(\.asCodeRule),
            swiftRules: rules.compactMap(\.asSwiftRule), parser: XMLFileParser(),
            suppressionNames: Set(BuiltInRules.descriptors.map(\.id) + ["all"]))
        if let path = Self.fileTargets.first(where: { $0.name == target })?.path {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-fuzz-\(getpid())-\(target)")
            try? FileManager.default.createDirectory(at: base.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            // Android resources count as such next to a manifest.
            var files = [(path: path, size: 0)]
            if path.hasPrefix("app/src/main/"), !path.hasSuffix("AndroidManifest.xml") {
                files.append((path: "app/src/main/AndroidManifest.xml", size: 0))
            }
            let tree = FileDiscovery.tree(root: base, files: files, skipped: [])
            folder = base
            file = tree.files.first { $0.path == path }
        } else {
            folder = nil
            file = nil
        }
    }

    deinit {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Runs the target on `bytes`; returns how many facts it produced (to keep the work observable).
    @discardableResult
    public func run(_ bytes: [UInt8]) -> Int {
        if var file {
            let data = Data(bytes)
            guard (try? data.write(to: file.url)) != nil else { return 0 }
            file.size = bytes.count
            let analysis = analyzer.analyze(file)
            return analysis.findings.count + (analysis.skipped == nil ? 0 : 1)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        switch target {
        case "xml":
            switch XMLFileParser().parse(SourceText(bytes: bytes), path: "res/layout/a.xml") {
            case .success(let document): return document.root.children.count
            case .failure: return 0
            }
        case "tags": return XMLTagScanner.scan(bytes)?.tags.count ?? 0
        case "kotlin-lexer": return CodeLexer(language: .kotlin).tokens(in: bytes).count
        case "java-lexer": return CodeLexer(language: .java).tokens(in: bytes).count
        case "groovy-lexer": return CodeLexer(language: .groovy).tokens(in: bytes).count
        case "objc-lexer": return ObjCLexer().tokens(in: bytes).count
        case "glob":
            // First line: the pattern; the rest: the path.
            let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let pattern = String(parts[0])
            let path = parts.count > 1 ? String(parts[1]) : ""
            var count = Glob(pattern).matches(path) ? 1 : 0
            if Glob.wildcardMatch(pattern, path) { count += 1 }
            if Glob.problem(pattern) != nil { count += 1 }
            return count
        case "image-header": return ImageHeader.size(of: bytes)?.width ?? 0
        case "config": return (try? ConfigurationLoader(descriptors: BuiltInRules.descriptors).load(yaml: text, file: ".apphealth.yml"))?.rules.count ?? 0
        case "custom-rules": return (try? CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(yaml: text, file: "rules.yml"))?.count ?? 0
        case "maven-version":
            let version = MavenVersion(text)
            return (version < MavenVersion("1.0") ? 1 : 0) + (MavenRange(text) == nil ? 0 : 1)
        case "semantic-version": return (SemanticVersion(text) == nil ? 0 : 1) + (VersionRequirement.parse(text) == nil ? 0 : 1)
        case "plist": return PlistFacts(bytes: bytes) == nil ? 0 : 1
        default: return 0
        }
    }
}
