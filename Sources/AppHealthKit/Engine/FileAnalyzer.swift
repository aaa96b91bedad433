import CLibXML2
import Foundation

/// What the per-file stage learned about one file. Shards hand it to `merge`: a new field needs
/// its line in `FileAnalysis.encode(to:)`/`init(from:)` (ShardFacts.swift), or merged reports
/// lose it (the merged-equals-unsharded test notices).
struct FileAnalysis: Sendable, Codable {
    var findings: [Finding] = []
    @OutOfLine var imageSize: ImageSize?
    @OutOfLine var manifest: AndroidManifestFacts?
    var xmlIgnores: XMLIgnoreScopes?
    var codeSuppressions: CodeSuppressions?
    /// An Android Lint `lint.xml` (outside `res/`).
    @OutOfLine var lintConfiguration: LintXMLConfiguration?
    var resources: ResourceFacts?
    @OutOfLine var swift: SwiftFacts?
    /// Objective-C classes, names and literals of a `.m`/`.mm`/`.h` file.
    @OutOfLine var objc: ObjCFacts?
    /// Singleton declarations and uses of a Kotlin, Java or Objective-C file.
    var singletons: SingletonFacts?
    var localizationKeys: Set<String>?
    @OutOfLine var assetSet: AssetSet?
    @OutOfLine var interface: InterfaceFileFacts?
    @OutOfLine var plist: PlistFacts?
    @OutOfLine var dependencyManifest: ManifestFacts?
    /// Layout views styled inline (three or more text-appearance attributes, no `style`).
    var inlineStyledViews = 0
    /// Whether the custom rules already ran on this file's parse (Swift, Kotlin, Java).
    var customRulesRan = false
    /// Native targets of an Xcode project (`project.pbxproj`).
    var xcodeTargets: [XcodeTarget]?
    /// An Xcode configuration file's (`.xcconfig`) generated Info.plist keys and includes.
    @OutOfLine var xcodeConfiguration: XcodeConfigurationFile?
    /// What a Gradle script says about its module (plugins, project dependencies).
    @OutOfLine var gradleModule: GradleModuleFacts?
    /// Annotated functions and annotation classes of a Kotlin/Java file (Compose previews).
    var annotatedDeclarations: [AnnotatedDeclaration]?
    /// Kotlin helpers that show a `String` parameter, declared functions, and calls passing
    /// literals to functions declared elsewhere (`code.hardcoded-ui-string` across files).
    var textCalls: TextCallFacts?
    /// Kotlin and Java: debug-only and preview-only branches, and the file's private functions.
    var codeRegions: CodeRegionFacts?
    /// The text of a manifest-like file (build script, manifest, plist, lockfile), kept so that
    /// project-level findings get their source line without reading the file again.
    var sourceText: SourceText?
    /// Set when the file was over the size limit or could not be read (with the OS's reason).
    @OutOfLine var skipped: SkippedPath?
    /// Code whose opening lines say a tool wrote it (`DO NOT EDIT`, `@generated`): its role is
    /// `generated`, wherever it sits (Omnivore's `GQLSchema.swift`, swift-graphql's output).
    var declaresGenerated = false

    /// The findings and the largest facts in storage of their own size: every file's analysis is
    /// held until the project stage (on the synthetic corpus, arrays grown by appending held about
    /// a third more room than they used).
    mutating func trimCapacity() {
        findings.trimCapacity()
        resources?.trimCapacity()
        if swift != nil { swift?.trimCapacity() }
    }
}

/// Reads and parses one file, once, and runs the per-file rules on it.
struct FileAnalyzer: Sendable {
    let xmlRules: [any AndroidXMLRule]
    let codeRules: [any CodeRule]
    let swiftRules: [any SwiftRule]
    let parser: XMLFileParser
    /// Custom regex and XPath rules run in the same pass, on the same bytes and (for
    /// `match-kinds`) the same swift-syntax tree or Kotlin/Java tokens.
    var custom: CustomRuleRunner?
    /// Every name an `apphealth:` directive may use (rule IDs, Lint IDs, `all`); empty: directives
    /// are not checked (`general.invalid-suppression` does not run).
    var suppressionNames: Set<String> = []
    /// Larger files are not analysed: a skipped entry and a `parse-error` note (`max-file-size`).
    var maxFileSize = 5 << 20

    /// Findings about the file's own suppression directives.
    private func directiveFindings(_ suppressions: CodeSuppressions?, path: String, text: SourceText) -> [Finding] {
        guard !suppressionNames.isEmpty, suppressions?.mentions.isEmpty == false else { return [] }
        return FindingDetails.complete(InvalidSuppressionRule.findings(suppressions, path: path, known: suppressionNames, text: text), text: text)
    }

    func analyze(_ file: ProjectFile) -> FileAnalysis {
        let applicable = custom.map { runner in runner.rules.filter { $0.applies(to: file) } } ?? []
        var analysis = analyzeBuiltIn(file, customRules: applicable)
        if !applicable.isEmpty, !analysis.customRulesRan, let runner = custom {
            switch load(file) {
            case .bytes(let bytes): analysis.findings += runner.check(bytes, path: file.path, rules: applicable)
            case .failed(let failure):
                analysis.findings += failure.findings
                analysis.skipped = failure.skipped
            }
        }
        analysis.trimCapacity()
        return analysis
    }

    private enum Loaded {
        case bytes([UInt8])
        /// What to report instead: a skipped entry, and a `parse-error` note when reading failed.
        case failed(FileAnalysis)

        var failure: FileAnalysis {
            if case .failed(let analysis) = self { return analysis }
            return FileAnalysis()
        }
    }

    /// The file's bytes, or the analysis that says why there are none. Custom rules count as
    /// run on a file that cannot be read (nothing to run them on).
    private func load(_ file: ProjectFile) -> Loaded {
        switch FileReading.contents(atPath: file.fullPath, limit: maxFileSize) {
        case .bytes(let bytes) where bytes.starts(with: Self.gitCryptHeader):
            // Encrypted by git-crypt in the repository (Stepik's `GoogleService-Info.plist`): not
            // broken, unreadable without the team's key.
            var analysis = FileAnalysis(customRulesRan: true)
            analysis.skipped = SkippedPath(path: file.path, reason: "encrypted with git-crypt")
            analysis.findings = [ParseErrorRule.unreadable(path: file.path, reason: "encrypted with git-crypt; `git-crypt unlock` with the previous team's key makes it readable")]
            return .failed(analysis)
        case .bytes(let bytes):
            return .bytes(bytes)
        case .tooLarge(let size):
            return .failed(tooLarge(file, size: size))
        case .failed(let reason):
            var analysis = FileAnalysis(customRulesRan: true)
            analysis.skipped = SkippedPath(path: file.path, reason: "cannot read: \(reason)")
            analysis.findings = [ParseErrorRule.unreadable(path: file.path, reason: reason)]
            return .failed(analysis)
        }
    }

    /// What git-crypt writes before an encrypted file's contents: `\0GITCRYPT\0`.
    static let gitCryptHeader: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]

    /// Over `max-file-size`: skipped, with a note that says so.
    private func tooLarge(_ file: ProjectFile, size: Int) -> FileAnalysis {
        let sizes = "\(Self.sizeText(size)), over the \(Self.sizeText(maxFileSize)) size limit"
        var analysis = FileAnalysis(customRulesRan: true)
        analysis.skipped = SkippedPath(path: file.path, reason: sizes)
        let failure = XMLParseFailure(message: "file is \(sizes) (max-file-size); not analysed", location: .fileStart)
        analysis.findings = [ParseErrorRule.finding(path: file.path, failure: failure)]
        return analysis
    }

    /// `17.0 MiB`, `5 MiB` (a whole number of MiB), `2.0 KiB` (under one MiB).
    static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 20 { return "\(mebibytes(bytes)) MiB" }
        return String(format: "%.1f KiB", Double(bytes) / 1024)
    }

    static func mebibytes(_ size: Int) -> String {
        String(format: "%.1f", Double(size) / Double(1 << 20))
    }

    private func analyzeBuiltIn(_ file: ProjectFile, customRules: [CustomRule]) -> FileAnalysis {
        if file.isAndroidXML { return analyzeXML(file, customRules: customRules) }
        if file.name == "lint.xml", file.resourceFolder == nil { return analyzeLintXML(file) }
        // Android resource images, and asset catalog images (a large single-scale bitmap is a note).
        if file.isImage, file.resourceFolder != nil || file.path.contains(".imageset/") { return analyzeImage(file) }
        switch file.kind {
        case .kotlin: return analyzeCode(file, language: .kotlin, customRules: customRules)
        case .java: return analyzeCode(file, language: .java, customRules: customRules)
        case .objc, .objcHeader: return analyzeCode(file, language: .objc, customRules: customRules)
        case .swift: return analyzeSwift(file, customRules: customRules)
        case .stringsCatalog: return analyzeCatalog(file)
        case .xcodegenSpec: return analyzeXcodeGen(file)
        case .assetCatalogContents: return analyzeAssetSet(file)
        case .storyboard, .xib: return analyzeInterface(file, customRules: customRules)
        case .plist where file.name.hasSuffix("Info.plist") || file.name.hasSuffix(".entitlements") || file.name.hasSuffix(".xcprivacy")
            || file.name.hasSuffix(".intentdefinition"):
            return analyzePlist(file)
        case .plist:
            // Any other property list the app bundles: its values may name assets
            // (iNaturalist's `partners.plist`: `logoName` → `network_logo_ca`). Not one the tool
            // reports on: one that does not parse is passed over.
            guard case .bytes(let bytes) = load(file) else { return FileAnalysis() }
            var analysis = FileAnalysis()
            analysis.plist = PlistFacts(bytes: bytes)
            return analysis
        case .gradle, .gradleKotlin, .versionCatalog, .gradleProperties, .podfile, .podfileLock, .packageSwift, .packageResolved,
            .cartfile, .cartfileResolved, .xcodeProject:
            return analyzeManifest(file)
        case .xcodeConfiguration:
            let read = readText(file)
            guard let text = read.text else { return read.failure }
            var analysis = FileAnalysis()
            analysis.xcodeConfiguration = XcodeConfigurationFile(text, path: file.path)
            return analysis
        default: return FileAnalysis()
        }
    }

    /// The file's text, `nil` for a binary file, or the failure to report.
    private func readText(_ file: ProjectFile) -> (text: SourceText?, failure: FileAnalysis) {
        let loaded = load(file)
        guard case .bytes(let bytes) = loaded else { return (nil, loaded.failure) }
        let text = SourceText(bytes: bytes)
        return (text.looksBinary ? nil : text, FileAnalysis(customRulesRan: true))
    }

    private func analyzeSwift(_ file: ProjectFile, customRules: [CustomRule]) -> FileAnalysis {
        let read = readText(file)
        guard let text = read.text else { return read.failure }
        if let problem = NestingGuard.swiftProblem(text.bytes) { return Self.tooDeep(file, problem) }
        let swift = SwiftFile(file: file, text: text)
        var analysis = FileAnalysis(customRulesRan: true)
        analysis.declaresGenerated = Self.declaresGenerated(text.bytes)
        // Facts first: their walk also finds the UI-string literals the rules then read.
        let facts = SwiftFacts(swift)
        analysis.findings = FindingDetails.complete(swiftRules.flatMap { $0.check(swift) }, text: text)
        if let custom, !customRules.isEmpty {
            analysis.findings += custom.check(text.bytes, path: file.path, rules: customRules) { TextRegions(tree: swift.tree) }
        }
        analysis.swift = facts
        if text.contains("apphealth:") {  // walking every token's trivia costs; most files have no directive
            analysis.codeSuppressions = CodeSuppressions.directives(in: swift.comments, lineCount: text.lineCount)
            analysis.findings += directiveFindings(analysis.codeSuppressions, path: file.path, text: text)
        }
        analysis.codeSuppressions = Self.addingUntranslatedMarkers(to: analysis.codeSuppressions, text: text, comments: swift.comments)
        return analysis
    }

    /// `lint.xml`: what the team told Android Lint to ignore; a malformed file is a parse error.
    private func analyzeLintXML(_ file: ProjectFile) -> FileAnalysis {
        let read = readText(file)
        guard let text = read.text else { return read.failure }
        var analysis = FileAnalysis()
        switch parser.parse(text, path: file.path) {
        case .failure(let failure):
            analysis.findings = FindingDetails.complete([ParseErrorRule.finding(path: file.path, failure: failure)], text: text)
        case .success(let document):
            analysis.lintConfiguration = LintXMLConfiguration(root: document.root, path: file.path)
        }
        return analysis
    }

    private func analyzeAssetSet(_ file: ProjectFile) -> FileAnalysis {
        let loaded = load(file)
        guard case .bytes(let bytes) = loaded else { return loaded.failure }
        var analysis = FileAnalysis()
        analysis.assetSet = AssetSet(contentsPath: file.path, bytes: bytes)
        return analysis
    }

    /// Custom rules on an XML file run while libxml2's document is open, so XPath rules need no
    /// second parse; `nil` when no custom rule applies.
    private func customXMLInspector(_ file: ProjectFile, text: SourceText, rules: [CustomRule], found: CustomFindingsBox)
        -> ((UnsafeMutablePointer<xmlDoc>) -> Void)? {
        guard let custom, !rules.isEmpty else { return nil }
        return { document in
            found.findings = custom.check(text.bytes, path: file.path, rules: rules, xpath: { XPathQuery.evaluate($0, document: document, text: text, operationLimit: custom.xpathOperationLimit) })
        }
    }

    private func analyzeInterface(_ file: ProjectFile, customRules: [CustomRule]) -> FileAnalysis {
        var analysis = FileAnalysis()
        let loaded = load(file)
        guard case .bytes(let bytes) = loaded else { return loaded.failure }
        let text = SourceText(bytes: bytes)
        let custom = CustomFindingsBox()
        switch parser.parse(text, path: file.path, inspect: customXMLInspector(file, text: text, rules: customRules, found: custom)) {
        case .failure(let failure):
            analysis.findings = FindingDetails.complete([ParseErrorRule.finding(path: file.path, failure: failure)], text: text)
        case .success(let document):
            analysis.interface = InterfaceFileFacts(document: document)
        }
        custom.add(to: &analysis)
        return analysis
    }

    private func analyzePlist(_ file: ProjectFile) -> FileAnalysis {
        let loaded = load(file)
        guard case .bytes(let bytes) = loaded else { return loaded.failure }
        var analysis = FileAnalysis()
        analysis.plist = PlistFacts(bytes: bytes)
        let text = SourceText(bytes: bytes)
        if !text.looksBinary { analysis.sourceText = text }
        if analysis.plist == nil {
            let failure = XMLParseFailure(message: "not a property list (XML or binary)", location: .fileStart)
            analysis.findings = FindingDetails.complete([ParseErrorRule.finding(path: file.path, failure: failure)], text: nil)
        }
        return analysis
    }

    private func analyzeManifest(_ file: ProjectFile) -> FileAnalysis {
        let read = readText(file)
        guard let text = read.text else { return read.failure }
        var analysis = FileAnalysis()
        analysis.sourceText = text
        var comments: [(line: Int, text: String)] = []
        switch file.kind {
        case .gradle, .gradleKotlin:
            let code = CodeFile(file: file, language: file.kind == .gradle ? .groovy : .kotlin, text: text)
            guard NestingGuard.tokenDepth(code) != nil else { return Self.tooDeep(file) }
            analysis.dependencyManifest = GradleManifest.parse(code)
            analysis.gradleModule = GradleModuleFacts(code)
            analysis.lintConfiguration = LintXMLConfiguration(gradle: code)
            comments = code.comments
        case .versionCatalog:
            analysis.dependencyManifest = VersionCatalogManifest.parse(text, path: file.path)
            let failures = analysis.dependencyManifest?.parseFailure.map { [ParseErrorRule.finding(path: file.path, failure: $0)] } ?? []
            analysis.findings = FindingDetails.complete(failures, text: text)
        case .gradleProperties: analysis.dependencyManifest = GradlePropertiesManifest.parse(text, path: file.path)
        case .podfile:
            analysis.dependencyManifest = CocoaPodsManifest.parsePodfile(text, path: file.path)
            comments = Suppressor.hashComments(text)
        case .podfileLock: analysis.dependencyManifest = CocoaPodsManifest.parseLock(String(decoding: text.bytes, as: UTF8.self), path: file.path)
        case .packageSwift:
            if let problem = NestingGuard.swiftProblem(text.bytes) { return Self.tooDeep(file, problem) }
            analysis.dependencyManifest = SwiftPackageManifest.parsePackage(SwiftFile(file: file, text: text))
        case .packageResolved: analysis.dependencyManifest = SwiftPackageManifest.parseResolved(text, path: file.path)
        case .cartfile:
            analysis.dependencyManifest = CarthageManifest.parse(text, path: file.path, resolved: false)
            comments = Suppressor.hashComments(text)
        case .cartfileResolved: analysis.dependencyManifest = CarthageManifest.parse(text, path: file.path, resolved: true)
        case .xcodeProject:
            analysis.dependencyManifest = SwiftPackageManifest.parseXcodeProject(text, path: file.path)
            switch XcodeProjectReader.targets(bytes: text.bytes, path: file.path) {
            case .success(let targets): analysis.xcodeTargets = targets
            case .failure(let failure):
                let finding = ParseErrorRule.finding(path: file.path, failure: XMLParseFailure(message: failure.message, location: .fileStart))
                analysis.findings += FindingDetails.complete([finding], text: nil)
            }
        default: break
        }
        analysis.codeSuppressions = CodeSuppressions.directives(in: comments, lineCount: text.lineCount)
        analysis.findings += directiveFindings(analysis.codeSuppressions, path: file.path, text: text)
        return analysis
    }

    /// A file whose analysis ran past `file-time-budget`: a note and a skipped entry.
    static func overBudget(_ file: ProjectFile, seconds: TimeInterval) -> FileAnalysis {
        let budget = String(format: "%g", seconds)
        let failure = XMLParseFailure(message: "analysis took longer than \(budget) s (file-time-budget); the file was not analysed", location: .fileStart)
        var analysis = FileAnalysis(findings: [ParseErrorRule.finding(path: file.path, failure: failure)], customRulesRan: true)
        analysis.skipped = SkippedPath(path: file.path, reason: "analysis over the \(budget) s time budget")
        // (Generated code is often what runs long: its opening lines are read again to say so.)
        if [.swift, .kotlin, .java, .objc, .objcHeader].contains(file.kind), let handle = FileHandle(forReadingAtPath: file.fullPath) {
            defer { try? handle.close() }
            if let head = try? handle.read(upToCount: Self.generatedMarkerWindow) { analysis.declaresGenerated = Self.declaresGenerated(Array(head)) }
        }
        return analysis
    }

    /// How far into a file its generator's notice is looked for.
    static let generatedMarkerWindow = 800

    /// Whether a file's opening lines say a tool wrote it: `DO NOT EDIT`, `@generated`,
    /// "automatically generated", "auto-generated", "Generated by …", "Generated using …",
    /// "generated file" (any case), in its first `generatedMarkerWindow` bytes.
    static func declaresGenerated(_ bytes: [UInt8]) -> Bool {
        // Lowercased into a buffer of the window's size, from buffer to buffer (appending to an
        // array checked its capacity at every byte, 16 instructions a byte for every file; a
        // generic collection's prefix still cost 12).
        let count = min(bytes.count, generatedMarkerWindow)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: generatedMarkerWindow) { window in
            bytes.withUnsafeBufferPointer { all in
                for offset in 0..<count { window[offset] = all[offset].asciiLowercased }
            }
            let buffer = UnsafeBufferPointer(rebasing: window[..<count])
            func holds(_ marker: [UInt8], anchor: Int? = nil) -> Bool {
                marker.withUnsafeBufferPointer { ByteSearch.firstRange(of: $0, in: buffer, anchor: anchor) != nil }
            }
            // Every marker but `do not edit` holds `generated`: a head with neither holds none, and
            // is passed over after two searches, anchored on their first letters (the markers' last
            // bytes, `d`, `t` and spaces, are everywhere: eight searches stopped ~180 times a file).
            guard holds(doNotEdit, anchor: 0) || holds(generatedWord, anchor: 0) else { return false }
            return generatedMarkers.contains { holds($0) }
        }
    }

    private static let doNotEdit = Array("do not edit".utf8)
    private static let generatedWord = Array("generated".utf8)
    private static let generatedMarkers = [doNotEdit] + [
        "@generated", "automatically generated", "auto-generated", "autogenerated", "generated by ", "generated using ", "generated file",
    ].map { Array($0.utf8) }

    /// A file nested deeper than any parser here should recurse: a note, and the run goes on.
    static func tooDeep(_ file: ProjectFile, _ problem: String = "nesting deeper than \(NestingGuard.maximumDepth) levels; the file was not analysed") -> FileAnalysis {
        let failure = XMLParseFailure(message: problem, location: .fileStart)
        return FileAnalysis(findings: FindingDetails.complete([ParseErrorRule.finding(path: file.path, failure: failure)], text: nil), customRulesRan: true)
    }

    /// XcodeGen's `project.yml`: its targets, like an Xcode project's.
    private func analyzeXcodeGen(_ file: ProjectFile) -> FileAnalysis {
        let read = readText(file)
        guard let text = read.text else { return read.failure }
        var analysis = FileAnalysis()
        let spec = String(decoding: text.bytes, as: UTF8.self)
        analysis.xcodeTargets = XcodeGenSpec.targets(spec, path: file.path)
        analysis.dependencyManifest = XcodeGenSpec.packages(spec, path: file.path)
        return analysis
    }

    private func analyzeCatalog(_ file: ProjectFile) -> FileAnalysis {
        let loaded = load(file)
        guard case .bytes(let bytes) = loaded else { return loaded.failure }
        var analysis = FileAnalysis()
        analysis.localizationKeys = LocalizationCatalog.keys(of: bytes, path: file.path)
        return analysis
    }

    private func analyzeCode(_ file: ProjectFile, language: CodeLexer.Language, customRules: [CustomRule]) -> FileAnalysis {
        let loaded = load(file)
        guard case .bytes(let bytes) = loaded else { return loaded.failure }
        let text = SourceText(bytes: bytes)
        guard !text.looksBinary else { return FileAnalysis(customRulesRan: true) }
        let code = CodeFile(file: file, language: language, text: text)
        guard NestingGuard.tokenDepth(code) != nil else { return Self.tooDeep(file) }
        var analysis = FileAnalysis(customRulesRan: true)
        analysis.declaresGenerated = Self.declaresGenerated(text.bytes)
        analysis.findings = FindingDetails.complete(codeRules.flatMap { $0.check(code) }, text: text)
        if let custom, !customRules.isEmpty {
            analysis.findings += custom.check(text.bytes, path: file.path, rules: customRules) { TextRegions(tokens: code.tokens) }
        }
        let singletons = SingletonFacts(code)
        if !singletons.isEmpty { analysis.singletons = singletons }
        if language == .objc {
            analysis.objc = ObjCFacts(code)
            // `#ifdef DEBUG` branches: developer-only, as Swift's `#if DEBUG` (Seafile's debug alerts).
            if text.contains("DEBUG") {
                var regions = CodeRegionFacts()
                regions.debugLines = PreprocessorRegions.debugLines(text)
                if !regions.isEmpty { analysis.codeRegions = regions }
            }
            if code.commentsContain("apphealth:") { analysis.codeSuppressions = CodeSuppressions.directives(in: code.comments, lineCount: text.lineCount) }
            analysis.codeSuppressions = Self.addingUntranslatedMarkers(to: analysis.codeSuppressions, in: code)
            return analysis
        }
        let resources = ResourceFacts(code: code)
        if !resources.isEmpty { analysis.resources = resources }
        let annotated = code.annotatedDeclarations()
        if !annotated.isEmpty { analysis.annotatedDeclarations = annotated }
        // A project's own multi-preview annotation is named as one too (`@ThemePreviews`).
        let regions = code.regionFacts(hasPreviews: annotated.contains { $0.annotations.contains { $0.contains("Preview") } })
        if !regions.isEmpty { analysis.codeRegions = regions }
        if language == .kotlin {
            let calls = TextCallFacts(code)
            if !calls.isEmpty { analysis.textCalls = calls }
            // Build logic imports Gradle's or the Android plugin's API: only such a file is searched.
            if code.importsGradleAPI {
                analysis.lintConfiguration = LintXMLConfiguration(conventionPlugin: code)
                // A binary convention plugin adding modules to the modules applying it.
                if text.contains("project(", anchor: 7) {
                    let module = GradleModuleFacts(code)
                    if !module.projectDependencies.isEmpty { analysis.gradleModule = module }
                }
            }
        }
        if language == .kotlin, BuildLogicConstants.isBuildLogic(file.path) {
            let constants = BuildLogicConstants.parse(code)
            if !constants.variables.isEmpty || !constants.dependencies.isEmpty
                || (constants.isAndroidApplication && !constants.androidSettings.isEmpty) {
                analysis.dependencyManifest = constants
            }
        }
        // A directive is a comment holding `apphealth:`: a file without those bytes has none, and
        // its comments are not made strings to look (as for Objective-C above).
        if code.commentsContain("apphealth:") {
            analysis.codeSuppressions = CodeSuppressions.directives(in: code.comments, lineCount: text.lineCount)
            analysis.findings += directiveFindings(analysis.codeSuppressions, path: file.path, text: text)
        }
        analysis.codeSuppressions = CodeSuppressions.adding(code.lintSuppressionRegions(), to: analysis.codeSuppressions)
        analysis.codeSuppressions = Self.addingUntranslatedMarkers(to: analysis.codeSuppressions, in: code)
        return analysis
    }

    /// Texts a comment says are never translated (`CodeSuppressions.untranslatedMarkers`). A file
    /// without the bytes `ranslat` or `NON-NLS` has none, and its comments are not made strings.
    static func addingUntranslatedMarkers(
        to suppressions: CodeSuppressions?, text: SourceText, comments: @autoclosure () -> [(line: Int, text: String)]
    ) -> CodeSuppressions? {
        // Anchored on `l` and `-` (`t` and `S` are everywhere in code: the search stopped at each).
        guard text.contains("ranslat", anchor: 4) || text.contains("NON-NLS", anchor: 3) else { return suppressions }
        // Nor is a file whose text holds no marker phrase in any case (most UIKit files reach here).
        guard CodeSuppressions.mayHoldUntranslatedMarker(text) else { return suppressions }
        return CodeSuppressions.adding(CodeSuppressions.untranslatedMarkers(in: comments()), to: suppressions)
    }

    /// `addingUntranslatedMarkers(to:text:comments:)` for a lexed file, with the same answer: its
    /// comments are searched first, in any case (every marker phrase holds `translat` or
    /// `non-nls`), and a file whose comments hold neither has no marker, whatever its text holds;
    /// only the others are searched whole as before.
    static func addingUntranslatedMarkers(to suppressions: CodeSuppressions?, in code: CodeFile) -> CodeSuppressions? {
        // (Found by their `l` and their `-`: the rarest letter of the one, the other's one
        // byte that is no letter.)
        guard code.commentsContain("ranslat", ignoringCase: true, anchor: 4) || code.commentsContain("non-nls", ignoringCase: true) else { return suppressions }
        return addingUntranslatedMarkers(to: suppressions, text: code.text, comments: code.comments)
    }

    private func analyzeXML(_ file: ProjectFile, customRules: [CustomRule]) -> FileAnalysis {
        var analysis = FileAnalysis()
        guard file.size <= maxFileSize else { return tooLarge(file, size: file.size) }
        let loaded = load(file)
        guard case .bytes(let bytes) = loaded else { return loaded.failure }
        let text = SourceText(bytes: bytes)
        let custom = CustomFindingsBox()
        switch parser.parse(text, path: file.path, inspect: customXMLInspector(file, text: text, rules: customRules, found: custom)) {
        case .failure(let failure):
            analysis.findings = [ParseErrorRule.finding(path: file.path, failure: failure)]
        case .success(let document):
            let xmlFile = AndroidXMLFile(file: file, document: document)
            analysis.findings = xmlRules.flatMap { $0.check(xmlFile) }
            let ignores = XMLIgnoreScopes(root: document.root, text: text)
            if !ignores.isEmpty { analysis.xmlIgnores = ignores }
            if file.kind == .androidManifest {
                analysis.manifest = AndroidManifestFacts(document: document)
                analysis.sourceText = text
            }
            if xmlFile.folder?.type == "layout" { analysis.inlineStyledViews = Self.inlineStyledViews(document.root) }
            let resources = ResourceFacts(xml: xmlFile)
            if !resources.isEmpty { analysis.resources = resources }
        }
        analysis.findings = FindingDetails.complete(analysis.findings, text: text)
        custom.add(to: &analysis)
        return analysis
    }

    static let appearanceAttributes: NameSet = ["textSize", "textColor", "textStyle", "fontFamily", "typeface", "letterSpacing", "lineSpacingExtra", "textAllCaps"]

    static func inlineStyledViews(_ root: XMLElement) -> Int {
        // Counted without a filtered copy of each element's attributes.
        var views = 0
        root.forEachElement { element in
            guard element.attribute("style", namespace: nil) == nil else { return }
            var appearance = 0
            // By index: no attribute is copied (each copy retained four strings).
            for index in element.attributes.indices
            where XMLNamespace.matches(element.attributes[index].namespaceURI, XMLNamespace.android) && appearanceAttributes.contains(element.attributes[index].localName) {
                appearance += 1
                if appearance == 3 { break }
            }
            if appearance == 3 { views += 1 }
        }
        return views
    }

    private func analyzeImage(_ file: ProjectFile) -> FileAnalysis {
        switch FileReading.contents(atPath: file.fullPath, limit: ImageHeader.prefixLength, prefix: true) {
        case .bytes(let prefix):
            return FileAnalysis(imageSize: ImageHeader.size(of: prefix))
        case .tooLarge, .failed:
            var analysis = load(file).failure  // the same reason, said the same way
            analysis.customRulesRan = false
            return analysis
        }
    }
}

/// Custom findings made while libxml2's document was open (set from inside `parse`).
final class CustomFindingsBox {
    var findings: [Finding]?

    /// Adds the findings and marks the custom rules as run; when the file did not parse they
    /// did not run, and the engine runs the regex ones on the bytes.
    func add(to analysis: inout FileAnalysis) {
        guard let findings else { return }
        analysis.findings += findings
        analysis.customRulesRan = true
    }
}

/// Fills findings' snippets and fingerprints from their file's text.
enum FindingDetails {
    static let maximumSnippetBytes = 240


    /// Project-level findings (dependencies, manifests, checklists) are made without the file's
    /// text at hand: give them their source line from the texts the per-file pass kept, so that
    /// reports show it and baselines key on it like any other finding. Nothing is read again.
    /// Rules whose descriptor says `redactsSnippets` (signing secrets) keep an empty snippet.
    static func completeProjectFindings(_ findings: [Finding], texts: [String: SourceText], redacted: Set<String>) -> [Finding] {
        findings.map { finding in
            guard let text = texts[finding.path], finding.line <= text.lineCount else { return complete([finding], text: nil)[0] }
            var completed = complete([finding], text: text)[0]
            if redacted.contains(finding.ruleId) { completed.snippet = "" }  // never copy a secret into a report
            return completed
        }
    }

    static func complete(_ findings: consuming [Finding], text: SourceText?) -> [Finding] {
        // Completed in place: the rules' findings are held nowhere else, so each is written
        // into as it is (a copy of each, as `map` made, was an allocation and a reference
        // counted for every field, twice).
        var findings = findings
        guard !findings.isEmpty else { return findings }  // most files: nothing to make
        // Many findings can share one (possibly huge) line: its snippet and the snippet's
        // collapsed form are made once, and kept by line number. Snippets a rule gave are kept
        // by their text.
        var lines: [Int: (snippet: String, collapsed: String)] = [:]
        if text != nil { lines.reserveCapacity(findings.count) }
        var collapsedSnippets: [String: String] = [:]
        for index in findings.indices {
            let collapsed: String
            if findings[index].snippet.isEmpty, let text {
                let number = findings[index].line
                if let known = lines[number] {
                    findings[index].snippet = known.snippet
                    collapsed = known.collapsed
                } else {
                    let (line, truncated) = text.linePrefix(number, maxBytes: maximumSnippetBytes)
                    let trimmed = line.trimmedWhitespace()
                    let snippet = truncated ? trimmed + "…" : trimmed
                    collapsed = collapsedWhitespace(snippet)
                    lines[number] = (snippet, collapsed)
                    findings[index].snippet = snippet
                }
            } else if let known = collapsedSnippets[findings[index].snippet] {
                collapsed = known
            } else {
                collapsed = collapsedWhitespace(findings[index].snippet)
                collapsedSnippets[findings[index].snippet] = collapsed
            }
            // (Read field by field: a copy of the finding held here would share its storage, and
            // the write would copy it.)
            let fingerprint = Checksums.fnv1a64Hex(fields: findings[index].ruleId, findings[index].path, collapsed, findings[index].message)
            findings[index].fingerprint = fingerprint
        }
        return findings
    }

    /// Runs of white space as one space, none at either end: `split(whereSeparator:
    /// \.isWhitespace).joined(separator: " ")`, byte by byte for ASCII text (the usual snippet).
    static func collapsedWhitespace(_ text: String) -> String {
        // ASCII text with no white space but single spaces between words (most lines of code,
        // once trimmed) is its own collapsed form: checked by bytes, and handed back as it is.
        var text = text
        let unchanged = text.withUTF8 { bytes in
            var previous: UInt8 = 0x20  // a leading space is collapsed away
            for byte in bytes {
                if byte >= 0x80 || (byte >= 0x09 && byte <= 0x0D) || (byte == 0x20 && previous == 0x20) { return false }
                previous = byte
            }
            return previous != 0x20 || bytes.isEmpty  // a trailing space is too
        }
        if unchanged { return text }
        var pending = false
        let ascii = text.rewritingASCII { byte, out in
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pending = !out.isEmpty
                return
            }
            if pending {
                out.append(0x20)
                pending = false
            }
            out.append(byte)
        }
        return ascii ?? text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
