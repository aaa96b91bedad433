import Foundation

/// What one `--shard I/N` run hands to `apphealth merge`: the facts the per-file pass learned
/// about the shard's files (findings before suppression included), the digests of its images,
/// and — from every shard, identical — what the audit was set up with. `merge`
/// builds the project model from all shards' facts and runs the project rules, checklists,
/// baseline and gate once, so a shard costs its share of the files, not the whole project.
public struct ShardFacts: Sendable, Codable {
    /// The audited root on the shard's machine.
    var root: String
    /// This shard's share of the tree: its files' paths and sizes (`merge` joins the shares and
    /// classifies them as discovery would), and, on shard 1, the paths the walk skipped.
    var files: [String: Int]
    var skipped: [SkippedPath]
    /// This shard's files, by path.
    var analyses: [String: FileAnalysis]
    /// Content digests of this shard's images that may be copies across platforms.
    var imageDigests: [String: String]
    /// The configuration and custom rule files the shard read.
    var setup: AuditSetup.Sources?
    var baseline: Baseline?
    var changedLines: ChangedLines?
    var includeSuppressed: Bool
    /// An Android Lint baseline the shard was given (`--baseline lint-baseline.xml`).
    var lintBaseline: LintBaseline? = nil
    /// The sub-folder `.apphealth.yml` files (path relative to the root, and text): `merge`
    /// applies them as the unsharded audit does.
    var nestedConfigurations: [SourceFile]? = nil
}

extension ShardFacts: Equatable {
    /// Facts are compared by their encoding (reports are compared in tests, facts rarely).
    public static func == (lhs: ShardFacts, rhs: ShardFacts) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(lhs)) == (try? encoder.encode(rhs))
    }
}

extension FileAnalysis {
    enum CodingKeys: String, CodingKey {
        case findings, imageSize, manifest, xmlIgnores, codeSuppressions, lintConfiguration, resources, swift, objc, singletons, localizationKeys
        case assetSet, interface, plist, dependencyManifest, inlineStyledViews, xcodeTargets, xcodeConfiguration, gradleModule, annotatedDeclarations
        case textCalls, codeRegions
        case sourceText, skipped, declaresGenerated
    }

    /// Only what a file has: most files have no findings, no styled views and no facts of most
    /// kinds, and shards encode thousands of them.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !findings.isEmpty { try container.encode(findings, forKey: .findings) }
        try container.encodeIfPresent(imageSize, forKey: .imageSize)
        try container.encodeIfPresent(manifest, forKey: .manifest)
        try container.encodeIfPresent(xmlIgnores, forKey: .xmlIgnores)
        try container.encodeIfPresent(codeSuppressions, forKey: .codeSuppressions)
        try container.encodeIfPresent(lintConfiguration, forKey: .lintConfiguration)
        try container.encodeIfPresent(resources, forKey: .resources)
        try container.encodeIfPresent(swift, forKey: .swift)
        try container.encodeIfPresent(objc, forKey: .objc)
        try container.encodeIfPresent(singletons, forKey: .singletons)
        try container.encodeIfPresent(localizationKeys?.sorted(), forKey: .localizationKeys)  // sorted: see SortedWhenCoded
        try container.encodeIfPresent(assetSet, forKey: .assetSet)
        try container.encodeIfPresent(interface, forKey: .interface)
        try container.encodeIfPresent(plist, forKey: .plist)
        try container.encodeIfPresent(dependencyManifest, forKey: .dependencyManifest)
        if inlineStyledViews != 0 { try container.encode(inlineStyledViews, forKey: .inlineStyledViews) }
        try container.encodeIfPresent(xcodeTargets, forKey: .xcodeTargets)
        try container.encodeIfPresent(xcodeConfiguration, forKey: .xcodeConfiguration)
        try container.encodeIfPresent(gradleModule, forKey: .gradleModule)
        try container.encodeIfPresent(annotatedDeclarations, forKey: .annotatedDeclarations)
        try container.encodeIfPresent(textCalls, forKey: .textCalls)
        try container.encodeIfPresent(codeRegions, forKey: .codeRegions)
        try container.encodeIfPresent(sourceText, forKey: .sourceText)
        try container.encodeIfPresent(skipped, forKey: .skipped)
        if declaresGenerated { try container.encode(true, forKey: .declaresGenerated) }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        findings = try container.decodeIfPresent([Finding].self, forKey: .findings) ?? []
        imageSize = try container.decodeIfPresent(ImageSize.self, forKey: .imageSize)
        manifest = try container.decodeIfPresent(AndroidManifestFacts.self, forKey: .manifest)
        xmlIgnores = try container.decodeIfPresent(XMLIgnoreScopes.self, forKey: .xmlIgnores)
        codeSuppressions = try container.decodeIfPresent(CodeSuppressions.self, forKey: .codeSuppressions)
        lintConfiguration = try container.decodeIfPresent(LintXMLConfiguration.self, forKey: .lintConfiguration)
        resources = try container.decodeIfPresent(ResourceFacts.self, forKey: .resources)
        swift = try container.decodeIfPresent(SwiftFacts.self, forKey: .swift)
        objc = try container.decodeIfPresent(ObjCFacts.self, forKey: .objc)
        singletons = try container.decodeIfPresent(SingletonFacts.self, forKey: .singletons)
        localizationKeys = try container.decodeIfPresent(Set<String>.self, forKey: .localizationKeys)
        assetSet = try container.decodeIfPresent(AssetSet.self, forKey: .assetSet)
        interface = try container.decodeIfPresent(InterfaceFileFacts.self, forKey: .interface)
        plist = try container.decodeIfPresent(PlistFacts.self, forKey: .plist)
        dependencyManifest = try container.decodeIfPresent(ManifestFacts.self, forKey: .dependencyManifest)
        inlineStyledViews = try container.decodeIfPresent(Int.self, forKey: .inlineStyledViews) ?? 0
        xcodeTargets = try container.decodeIfPresent([XcodeTarget].self, forKey: .xcodeTargets)
        xcodeConfiguration = try container.decodeIfPresent(XcodeConfigurationFile.self, forKey: .xcodeConfiguration)
        gradleModule = try container.decodeIfPresent(GradleModuleFacts.self, forKey: .gradleModule)
        annotatedDeclarations = try container.decodeIfPresent([AnnotatedDeclaration].self, forKey: .annotatedDeclarations)
        textCalls = try container.decodeIfPresent(TextCallFacts.self, forKey: .textCalls)
        codeRegions = try container.decodeIfPresent(CodeRegionFacts.self, forKey: .codeRegions)
        sourceText = try container.decodeIfPresent(SourceText.self, forKey: .sourceText)
        skipped = try container.decodeIfPresent(SkippedPath.self, forKey: .skipped)
        declaresGenerated = try container.decodeIfPresent(Bool.self, forKey: .declaresGenerated) ?? false
    }
}
