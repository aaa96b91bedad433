import Foundation

/// Which rules run in an audit and everything the engine derives from that choice: the per-file
/// analyzer, the project rules, what they need computed, how findings are suppressed, re-rated,
/// sorted and narrowed. Rule-specific knowledge lives on the descriptors, not here.
struct RulePlan {
    let configuration: Configuration
    /// Built-in rules that are enabled (and selected), plus the request's extra rules.
    let rules: [any Rule]
    /// The team's custom rules that run.
    let customRules: [CustomRule]
    let customRunner: CustomRuleRunner
    /// Descriptors of every rule that runs (built-in, extra, custom).
    let descriptors: [RuleDescriptor]
    /// IDs of every rule that runs: findings of other rules are dropped, checklist items of
    /// other rules are `na`.
    let ranRules: Set<String>
    /// IDs of the built-in rules that run (role filtering applies to them; custom rules choose
    /// their files themselves).
    let builtInIds: Set<String>
    /// Rules whose findings come from the project stage (shard 1's in a sharded run).
    let projectRuleIds: Set<String>
    /// What the project stage must compute for the rules that run.
    let requirements: Set<RuleRequirement>
    let analyzer: FileAnalyzer
    /// `--report-unused-suppressions`: directives that silenced nothing become findings.
    let reportUnusedSuppressions: Bool
    let nested: NestedConfigurations
    /// Every name an `apphealth:` directive may use, when directives are checked.
    let suppressionNames: Set<String>

    init(_ request: AuditRequest) {
        let config = request.configuration
        let selected = { (id: String) in request.onlyRules?.contains(id) ?? true }
        let builtIns = BuiltInRules.all.filter { selected($0.descriptor.id) && config.isEnabled($0.descriptor) }
        rules = builtIns.map { $0.init(options: config.options(for: $0.descriptor)) as any Rule } + request.extraRules
        customRules = request.customRules.filter { selected($0.id) }
        customRunner = CustomRuleRunner(rules: customRules, deadline: request.customRuleDeadline, budget: config.customRulesBudget)
        descriptors = rules.map { type(of: $0).descriptor } + customRules.map(\.descriptor)
        ranRules = Set(descriptors.map(\.id))
        builtInIds = Set(builtIns.map { $0.descriptor.id })
        // A rule that also checks single files (arch.singleton-declaration: Swift statics per file, global
        // constants for the project) narrows by path like a per-file rule.
        projectRuleIds = Set(rules.filter { $0.asProjectRule != nil && !$0.checksSingleFiles }.map { type(of: $0).descriptor.id }
            + customRules.filter(\.isProjectLevel).map(\.id))
        requirements = descriptors.reduce(into: []) { $0.formUnion($1.requirements) }
        configuration = config
        reportUnusedSuppressions = request.reportUnusedSuppressions
        nested = request.nestedConfigurations
        let validatesDirectives = ranRules.contains(InvalidSuppressionRule.descriptor.id)
        // A directive may name any rule the tool knows, running or not: disabling a rule in the
        // configuration must not turn its suppressions into warnings.
        let known = BuiltInRules.descriptors + request.extraRules.map { type(of: $0).descriptor } + request.customRules.map(\.descriptor)
        suppressionNames = validatesDirectives ? Set(known.flatMap { [$0.id] + $0.lintIds } + ["all"]) : []
        analyzer = FileAnalyzer(
            xmlRules: rules.compactMap(\.asXMLRule), codeRules: rules.compactMap(\.asCodeRule),
            swiftRules: rules.compactMap(\.asSwiftRule), parser: XMLFileParser(maximumBytes: config.maxFileSize),
            custom: customRules.contains { !$0.isProjectLevel } ? customRunner : nil,
            suppressionNames: suppressionNames,
            maxFileSize: config.maxFileSize)
    }

    /// The bundled catalog's digest, worked out when it was embedded (a warm run never builds it).
    static var bundledCatalogDigest: String { BundledCatalog.digest }

    /// What the per-file stage's results depend on besides a file's path and bytes, for the
    /// fact cache's key: the tool build, the catalog, every rule that runs with its options, the
    /// directive names checked and the size limit. `nil` when custom per-file rules run (their
    /// time budget makes a file's findings depend on the run): no cache then.
    func factCacheSetup(toolIdentity: String) -> String? {
        guard analyzer.custom == nil else { return nil }
        var lines = ["apphealth \(AppHealthVersion.current)", toolIdentity,
                     "catalog \(Self.bundledCatalogDigest)", "limit \(analyzer.parser.maximumBytes)"]
        for rule in rules {
            let descriptor = type(of: rule).descriptor
            lines.append("rule \(descriptor.id) \(_typeName(type(of: rule))) \(configuration.options(for: descriptor).stableDescription)")
        }
        lines.append("directives " + suppressionNames.sorted().joined(separator: ","))
        return lines.joined(separator: "\n")
    }

    /// Runs every project rule once, on `jobs` threads (rules are independent: none reads
    /// another's findings); checklist rules give their verdict, whose places are their findings.
    /// Results are joined in rule order, so output does not depend on scheduling.
    func runProjectRules(on model: ProjectModel, jobs: Int = 1) -> ProjectRuleOutput {
        runProjectRules(on: model, jobs: jobs, alongside: {}).rules
    }

    /// The project rules that took longest on real apps (Home Assistant, Thunderbird, DuckDuckGo)
    /// and the synthetic corpus, costliest first: workers take them before the others, so that the
    /// stage does not end with one worker running a long rule while the rest wait. The first of the
    /// singleton rules to run works out the model's singleton index.
    static let costliestProjectRules = ["code.hardcoded-ui-string", "arch.singleton-access", "android.unused-resource", "ios.unused-asset"]

    /// `runProjectRules`, with `alongside` (other work that reads only the model) taken by the
    /// same workers right after the costliest rules.
    func runProjectRules<T: Sendable>(
        on model: ProjectModel, jobs: Int, alongside: @escaping @Sendable () -> T
    ) -> (rules: ProjectRuleOutput, alongside: T) {
        let model = model.sharingUsage()
        let projectRules = rules.filter { $0.asChecklistRule != nil || $0.asProjectRule != nil }
        // Work items: one per rule in rule order, then `alongside` (index `projectRules.count`).
        let rank = { (position: Int) -> Int in
            guard position < projectRules.count else { return Self.costliestProjectRules.count }
            return Self.costliestProjectRules.firstIndex(of: type(of: projectRules[position]).descriptor.id) ?? Int.max
        }
        let order = Array(0...projectRules.count).sorted { (rank($0), $0) < (rank($1), $1) }
        // Each rule's findings get their source lines from the worker that found them.
        let (texts, redacted) = (model.sourceTexts, Set(descriptors.filter(\.redactsSnippets).map(\.id)))
        let complete = { @Sendable (findings: [Finding]) in FindingDetails.completeProjectFindings(findings, texts: texts, redacted: redacted) }
        let outcomes = parallelMap(Array(0...projectRules.count), jobs: jobs, order: order) { position -> ProjectWorkOutcome<T> in
            guard position < projectRules.count else { return .alongside(alongside()) }
            let rule = projectRules[position]
            if let checklistRule = rule.asChecklistRule {
                let verdict = checklistRule.evaluate(model)
                return .rule(findings: complete(type(of: checklistRule).findings(of: verdict)), verdict: (type(of: checklistRule).descriptor.id, verdict))
            }
            return .rule(findings: complete(rule.asProjectRule?.check(model) ?? []), verdict: nil)
        }
        var output = ProjectRuleOutput()
        var other: T?
        for outcome in outcomes {
            switch outcome {
            case let .rule(findings, verdict):
                if let (id, verdict) = verdict { output.verdicts[id] = verdict }
                output.findings += findings
            case let .alongside(value):
                other = value
            }
        }
        output.findings += complete(customRunner.projectFindings(model))
        return (output, other!)
    }

    /// Rules about user-facing text and looks: developer screens (`#if DEBUG` code,
    /// `RootDebugViewController.swift`, a `FeatureFlagsDebugSettings/` folder, an Android
    /// `internal` or `debug` source set's layouts: Kickstarter's payment playground) show them to
    /// no user, so they are not reported.
    static let debugCapped: Set<String> = ["code.hardcoded-ui-string", "android.hardcoded-text", "android.hardcoded-color", "ios.hardcoded-storyboard-text"]
    /// Rules about the shipped code's design, whose findings in debug-only code (`#if DEBUG`,
    /// `#ifdef DEBUG`) are dropped: that code is not in the release build. (A singleton declared in
    /// both branches of an `#if DEBUG` is reported at its first declaration, and kept.)
    static let compiledOutInRelease: Set<String> = ["arch.singleton-access", "arch.global-mutable-state", "arch.massive-view-controller"]

    /// Whether a path is a developer or staff screen by its name: a file or folder named with
    /// `Debug` or as a developer menu (`DeveloperMenu.swift`), inside a folder whose name starts with `Admin` (`Admin/`, `Admin UI/`), or in an
    /// Android `debug` or `internal` source set (`app/src/internal/java/…`: DuckDuckGo's dogfood
    /// flavour's screens), which release builds leave out, or a testers' flavour's.
    static func isDeveloperScreen(_ path: String) -> Bool {
        if Self.hasDeveloperSourceSet(path) { return true }
        // An Android resource named as a debug screen's (covidcert's `res/layout/fragment_debug.xml`,
        // which only its dev flavour's `DebugFragment` inflates): `debug` a word of the file's name.
        if path.contains("debug"), path.contains("/res/"), let name = path.split(separator: "/").last,
            name.split(separator: ".").first?.split(separator: "_").contains("debug") == true {
            return true
        }
        // Byte searches first: most paths hold none of the words, and need no splitting.
        guard path.contains("Debug") || path.contains("Admin") || path.contains("Dev") || path.contains("dev") || path.contains("layground")
            || path.contains("layGround") || path.contains("Internal") else { return false }
        // (Split by bytes: by Characters, each path cost ~170 instructions a character.)
        let parts = path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
        // A `developer` package or `Developer` folder holds a developer screen's parts (Voice's
        // `settings/developer/BooleanFeatureFlagRow.kt`, tivi's `ui/developer/`, Threema's
        // `SettingsViews/Developer/LaunchModalSettingsView.swift`).
        return parts.contains { $0.contains("Debug") || isDeveloperMenu($0) || isPlayground($0) || isInternalMenu($0) }
            || parts.dropLast().contains { $0.hasPrefix("Admin") || $0 == "developer" || $0 == "Developer" }
    }

    /// A source set of a build the team keeps for itself, by a word of its camel-case name: a
    /// debug build (`debug`, `qaDebug`), an `internal` (dogfood) flavour, a flavour built for
    /// testers (cwa-app-android's `deviceForTesters`, "CWA TEST": its test screens), a QA, mock,
    /// nightly or LeakCanary build (Kotatsu's `nightly` build type: its debug preferences), or a
    /// development or staging flavour (`dev`, `staging`; Mullvad's `devmole` and `stagemole`, built
    /// against its test infrastructure under application IDs of their own). Not `device`.
    static func isDeveloperSourceSet(_ name: Substring) -> Bool {
        // `main` first: nearly every finding's source set (this is asked for each finding).
        if name == "main" || name == "test" { return false }
        return ProjectStructure.hyphenatingWords(String(name)).split(separator: "-").contains { word in
            let lower = word.lowercased()
            // (`userdebug`: Gramophone's build for its developers, a word of its own.)
            return developerSourceSetWords.contains(lower) || lower.hasSuffix("testers") || lower.hasSuffix("canary") || lower.hasSuffix("debug")
                || lower.hasPrefix("dev") && !lower.hasPrefix("device") || lower.hasPrefix("stag")
        }
    }

    /// Whether a component after a `src/` component of the path is a developer source set, read
    /// by bytes (no split: asked for each reported finding, 172,272 on the synthetic corpus).
    static func hasDeveloperSourceSet(_ path: String) -> Bool {
        let utf8 = path.utf8
        var index = utf8.startIndex
        var componentStart = true
        while index != utf8.endIndex {
            let byte = utf8[index]
            if componentStart, byte == UInt8(ascii: "s") {
                // `src/` here: the next component is a source set's name.
                var cursor = index
                var matched = true
                for expected in "src/".utf8 {
                    guard cursor != utf8.endIndex, utf8[cursor] == expected else { matched = false; break }
                    cursor = utf8.index(after: cursor)
                }
                if matched {
                    var end = cursor
                    while end != utf8.endIndex, utf8[end] != UInt8(ascii: "/") { end = utf8.index(after: end) }
                    // Only a folder (a file named after a set is no set).
                    if end != utf8.endIndex, end != cursor, isDeveloperSourceSet(path[cursor..<end]) { return true }
                }
            }
            componentStart = byte == UInt8(ascii: "/")
            index = utf8.index(after: index)
        }
        return false
    }

    private static let developerSourceSetWords: Set<String> = ["debug", "internal", "qa", "mock", "mocked", "nightly", "dogfood", "dogfooding"]

    /// `InternalSettings/`, `InternalSettingsView.swift`, `InternalMenu`: the settings, menu,
    /// tools or options a team keeps for itself (Firefox Focus's, unlocked by tapping the logo
    /// five times: "used by Focus developers and testers"). Not `InternalStorage`.
    static func isInternalMenu(_ name: Substring) -> Bool {
        guard name.hasPrefix("Internal") else { return false }
        let after = name.dropFirst("Internal".count)
        return developerWords.contains { after.hasPrefix($0) }
    }

    /// `DeveloperMenu.swift`, `EndOfYearDeveloperMenuButton.swift`, `DevSettingsFragment.kt`,
    /// `Developer Menu/` (Corona-Warn-App's),
    /// `DeveloperOptions/`, `developer_preferences.xml` (Wikipedia's hidden developer settings):
    /// a developer's menu, settings, preferences, options, tools or mode by name (a
    /// `DeveloperProfileView` of an app about developers is not); devtools (FlorisBoard's
    /// `devtools/DevtoolsOverlay.kt`).
    static func isDeveloperMenu(_ name: Substring) -> Bool {
        if name.count >= 8, name.prefix(8).lowercased() == "devtools" { return true }
        for (developer, words) in [("Developer", developerWords), ("Dev", developerWords), ("developer_", snakeDeveloperWords), ("dev_", snakeDeveloperWords)] {
            var rest = name[...]
            while let found = rest.byteRange(of: developer) {
                var after = rest[found.upperBound...]
                // `Developer Menu/`, `Developer-Settings.swift`.
                if developer.first?.isUppercase == true, after.first == " " || after.first == "-" { after = after.dropFirst() }
                if words.contains(where: { after.hasPrefix($0) }) { return true }
                rest = after
            }
        }
        return false
    }

    /// (A developer screen's parts too: Pocket Casts' `DeveloperPage.kt` and `DeveloperViewModel.kt`.)
    private static let developerWords = [
        "Menu", "Settings", "Preferences", "Options", "Tools", "Mode", "Playground", "PlayGround",
        "Page", "Screen", "Fragment", "Activity", "ViewModel",
    ]
    private static let snakeDeveloperWords = ["menu", "settings", "preferences", "options", "tools", "mode", "playground", "page", "screen", "fragment", "activity"]

    /// A developer's sandbox: a `playground` folder, `ReadingChallengePlaygroundDialog.kt`.
    static func isPlayground(_ name: Substring) -> Bool {
        name.lowercased() == "playground" || name.contains("Playground") || name.contains("PlayGround")
    }

    /// Once, for every finding: drop those of rules that did not run (parse errors when
    /// `parse-error` is off) and those in code that does not ship (tests, previews and tooling
    /// unless `include-tests`; vendored, generated and docs never), set aside the ones silenced
    /// in the source, apply the configured severities, and sort in report order.
    /// Whether a finding with this role reaches the report: never for vendored or generated
    /// code, tests and previews only where the configuration opts in, debug-only screens not for
    /// the rules capped there.
    /// `developerScreen`: `isDeveloperScreen`, remembered for the last path asked (a file's
    /// findings come together).
    /// `uninflated`: `isUninflated`, remembered for the last path asked.
    private func isReported(
        _ finding: Finding, role: FileRole, model: ProjectModel, uninflated: (String) -> Bool, developerScreen: (String) -> Bool
    ) -> Bool {
        guard ranRules.contains(finding.ruleId), !role.isNeverReported else { return false }
        // Dependency and release findings are about the app whatever file declares them (the
        // rule's scope is looked up only for the findings in opt-in code).
        if role.isOptIn, builtInIds.contains(finding.ruleId), changeScope(of: finding.ruleId) != .manifest,
            !configuration.includesTests(finding.ruleId) { return false }
        // A library's resource file every application replaces with its own: it never ships.
        if !model.shadowedResourceFiles.isEmpty, model.shadowedResourceFiles.contains(finding.path) { return false }
        // A layout's sample text that code replaces (its view's text is set by id).
        if finding.ruleId == HardcodedTextRule.descriptor.id, model.replacedTextLines[finding.path]?.contains(finding.line) == true { return false }
        if finding.ruleId == HardcodedColorRule.descriptor.id, let replaced = model.replacedColors[finding.path],
            replaced.contains(SourceLocation(line: finding.line, column: finding.column)) { return false }
        // A layout, menu or preference screen nothing inflates (LeafPic's `dialog_list_progress`,
        // PSLab's unused menu, Firefox Focus's `experiments_settings`): its texts and colours are
        // never shown; `android.unused-resource` says to delete it.
        // Only where the module's code was read: a folder of resources alone says nothing of use.
        if finding.ruleId == HardcodedTextRule.descriptor.id || finding.ruleId == HardcodedColorRule.descriptor.id, uninflated(finding.path) { return false }
        if Self.debugCapped.contains(finding.ruleId) {
            return !developerScreen(finding.path) && !model.structure.isDebugOnly(finding.path, line: finding.line)
        }
        // Code a release build compiles out (`#if DEBUG`: Canvas's UI-test helpers) ships no
        // singleton and no global state.
        return !(Self.compiledOutInRelease.contains(finding.ruleId) && model.structure.isDebugOnly(finding.path, line: finding.line))
    }

    /// Whether a path is a layout, menu or `xml/` file nothing inflates, in a module whose Kotlin
    /// or Java was read (`modulesWithCode`), and not a published library's (its layouts are its
    /// API: other projects may inflate them).
    static func isUninflated(_ path: String, model: ProjectModel, modulesWithCode: OnDemand<Set<String>>) -> Bool {
        guard let key = layoutOrMenuKey(path), model.resourceUsage.deletable.contains(key) else { return false }
        return modulesWithCode.value.contains(model.tree.androidModule(containing: path)?.path ?? "")
            && !model.structure.modules.contains(where: { $0.published && path.hasPrefix($0.path.isEmpty ? "" : $0.path + "/") })
    }

    /// The resource a layout, menu or `xml/` file declares (`app/src/main/res/layout-land/main.xml`
    /// → layout `main`), or `nil` for any other file.
    static func layoutOrMenuKey(_ path: String) -> ResourceKey? {
        // An ASCII path (nearly every one) is read by its bytes: splitting it into Characters
        // cost ~29,000 instructions a call, once for every file with a literal colour and every
        // finding in a layout. Others, and odd shapes, are split as before.
        if case .read(let key)? = asciiLayoutOrMenuKey(path) { return key }
        let parts = path.split(separator: "/")
        guard parts.count >= 3, parts[parts.count - 3] == "res", parts[parts.count - 1].hasSuffix(".xml") else { return nil }
        let type = parts[parts.count - 2].split(separator: "-", maxSplits: 1).first.map(String.init) ?? ""
        guard type == "layout" || type == "menu" || type == "xml" else { return nil }
        return ResourceKey(type: type, name: String(parts[parts.count - 1].dropLast(".xml".count)))
    }

    /// What a reading of a path's bytes made of it: its key (or none), or `split` for a path
    /// the bytes do not answer for (not ASCII, a doubled or final slash, a folder starting `-`).
    private enum PathReading { case read(ResourceKey?), split }

    /// `layoutOrMenuKey` of a path of ASCII components separated by single slashes, read by its
    /// bytes (where bytes and Characters split alike).
    private static func asciiLayoutOrMenuKey(_ path: String) -> PathReading? {
        path.utf8.withContiguousStorageIfAvailable { bytes -> PathReading in
            let slash = UInt8(ascii: "/")
            guard let last = bytes.last, last != slash, !bytes.contains(where: { $0 >= 0x80 }) else { return .split }
            // The last three components, from the end (a doubled slash is left to the split).
            func component(endingAt end: Int) -> Range<Int>? {
                var start = end
                while start > 0, bytes[start - 1] != slash { start -= 1 }
                return start < end ? start..<end : nil
            }
            guard let name = component(endingAt: bytes.count) else { return .split }
            guard name.lowerBound > 0 else { return .read(nil) }
            guard let folder = component(endingAt: name.lowerBound - 1) else { return .split }
            guard folder.lowerBound > 0 else { return .read(nil) }
            guard let res = component(endingAt: folder.lowerBound - 1) else { return .split }
            func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
                word.withUTF8Buffer { range.count == $0.count && bytes[range].elementsEqual($0) }
            }
            guard bytes[folder.lowerBound] != UInt8(ascii: "-") else { return .split }
            guard spells(res, "res"), name.count >= 4, spells(name.upperBound - 4..<name.upperBound, ".xml") else { return .read(nil) }
            let type = folder.lowerBound..<(bytes[folder].firstIndex(of: UInt8(ascii: "-")) ?? folder.upperBound)
            guard spells(type, "layout") || spells(type, "menu") || spells(type, "xml") else { return .read(nil) }
            return .read(ResourceKey(
                type: String(decoding: bytes[type], as: UTF8.self), name: String(decoding: bytes[name.lowerBound..<(name.upperBound - 4)], as: UTF8.self)))
        }
    }

    func finish(_ findings: consuming [Finding], model: ProjectModel, jobs: Int = 1) -> (kept: [Finding], suppressed: [Finding]) {
        let suppressor = Suppressor(
            descriptors: descriptors, xmlIgnores: model.xmlIgnores, codeSuppressions: model.codeSuppressions,
            lintConfigurations: model.lintConfigurations)
        // Each finding's role, whether it is reported and what suppressions say of it, decided
        // concurrently in slices; then applied in place: a large audit holds its findings once.
        var reported = findings
        // Worked out by the first finding in a layout nothing inflates (few or none), not for every run.
        let modulesWithCode = OnDemand { [model] in
            Set(model.tree.files.lazy.filter { $0.name.hasSuffix(".kt") || $0.name.hasSuffix(".java") }.map { model.tree.androidModule(containing: $0.path)?.path ?? "" })
        }
        // In slices as made (not flattened: one more copy of every decision, with the slices, at
        // the stage that holds the most findings).
        let slice = 4_096
        // (Decided in a function of its own, which `reported` is lent to: captured by a closure,
        // it could not be handed on, and `partition` would copy every finding.)
        let decisions = decide(reported, slice: slice, model: model, modulesWithCode: modulesWithCode, suppressor: suppressor, jobs: jobs)
        var verdicts: [Suppressor.Verdict] = []
        verdicts.reserveCapacity(reported.count)
        var count = 0
        for index in reported.indices {
            let decision = decisions[index / slice][index % slice]
            guard let verdict = decision.verdict else { continue }
            reported.swapAt(count, index)
            reported[count].role = decision.role
            verdicts.append(verdict)
            count += 1
        }
        reported.removeLast(reported.count - count)
        var (kept, suppressed, used) = suppressor.partition(consume reported, verdicts: verdicts)
        if reportUnusedSuppressions, ranRules.contains(InvalidSuppressionRule.descriptor.id) {
            for var finding in unusedSuppressions(model.codeSuppressions, used: used) {
                finding.role = model.role(of: finding.path, line: finding.line)
                if finding.role?.isNeverReported == true || (finding.role?.isOptIn == true && !configuration.includesTests(finding.ruleId)) { continue }
                kept += FindingDetails.complete([finding], text: nil)
            }
        }
        // Severities the configuration sets (looked up once per rule, not once per finding).
        let severities = configuration.rules.compactMapValues(\.severity)
        if !severities.isEmpty {
            for index in kept.indices {
                if let severity = severities[kept[index].ruleId] { kept[index].severity = severity }
            }
        }
        if !nested.isEmpty { kept = kept.compactMap(nested.apply) }
        return (Finding.inReportOrder(consume kept), Finding.inReportOrder(consume suppressed))
    }

    /// Each finding's role, and what suppressions say of it when it is reported (`nil`: not
    /// reported), decided concurrently in slices of `slice` findings, kept as made.
    private func decide(
        _ findings: [Finding], slice: Int, model: ProjectModel, modulesWithCode: OnDemand<Set<String>>, suppressor: Suppressor, jobs: Int
    ) -> [[(role: FileRole, verdict: Suppressor.Verdict?)]] {
        let starts = Array(stride(from: 0, to: findings.count, by: slice))
        return parallelMap(starts, jobs: jobs) { start in
            var lastPath: String?
            var lastAnswer = false
            var lastUninflatedPath: String?
            var lastUninflated = false
            let uninflated = { (path: String) -> Bool in
                if path != lastUninflatedPath { lastUninflatedPath = path; lastUninflated = Self.isUninflated(path, model: model, modulesWithCode: modulesWithCode) }
                return lastUninflated
            }
            let developerScreen = { (path: String) -> Bool in
                if path != lastPath { lastPath = path; lastAnswer = Self.isDeveloperScreen(path) }
                return lastAnswer
            }
            return findings[start..<min(start + slice, findings.count)].map { finding -> (role: FileRole, verdict: Suppressor.Verdict?) in
                let role = model.role(of: finding.path, line: finding.line)
                return (role, isReported(finding, role: role, model: model, uninflated: uninflated, developerScreen: developerScreen)
                    ? suppressor.verdict(on: finding) : nil)
            }
        }
    }

    /// `apphealth:` directives that silenced nothing, among those naming only rules that ran
    /// (a directive for a disabled rule has nothing to silence in this run).
    private func unusedSuppressions(_ suppressions: [String: CodeSuppressions], used: Set<Suppressor.RegionKey>) -> [Finding] {
        let ranNames = Set(descriptors.flatMap { [$0.id] + $0.lintIds } + ["all"])
        let everyRuleRan = ranRules.isSuperset(of: BuiltInRules.descriptors.map(\.id))
        var findings: [Finding] = []
        for (path, file) in suppressions {
            for (index, region) in file.regions.enumerated() where region.directiveLine != nil {
                guard !used.contains(Suppressor.RegionKey(path: path, index: index)) else { continue }
                guard region.ruleIds.isSubset(of: ranNames), !region.ruleIds.contains("all") || everyRuleRan else { continue }
                findings.append(InvalidSuppressionRule.unused(region, path: path))
            }
        }
        return findings
    }

    /// The bundled checklists, decided by rule verdicts, findings by rule ID and project facts.
    /// Items are judged side by side, `jobs` at a time (they read the same model and findings).
    /// `subjects`: what each category is about (`CategoryScorer.Subjects(model:)`, made once by the caller).
    func checklists(
        model: ProjectModel, findings: [Finding], verdicts: [String: ItemOutcome], subjects: CategoryScorer.Subjects? = nil, jobs: Int = 1
    ) -> [ChecklistResult] {
        var setup = ChecklistEvaluator(model: model, findings: findings, verdicts: verdicts, ranRules: ranRules)
        setup.subjects = subjects ?? CategoryScorer.Subjects(model: model)
        setup.categories = Dictionary(descriptors.map { ($0.id, $0.category) }, uniquingKeysWith: { first, _ in first })
        return setup.evaluate(ChecklistDefinition.builtIn, jobs: jobs)
    }

    /// What a finding is about, for `--changed-since`.
    func changeScope(of ruleId: String) -> ChangedLines.Scope {
        if let rule = customRules.first(where: { $0.id == ruleId }), rule.isProjectLevel { return .manifest }
        return descriptors.first { $0.id == ruleId }?.changeScope ?? .line
    }

    /// Scores and checklists describe the whole project; the report and the gate narrow to this
    /// shard, to the changed lines, and to what the baseline does not accept.
    func narrow(_ findings: [Finding], request: AuditRequest)
        -> (findings: [Finding], baselined: [Finding], fixed: [Baseline.Entry], notes: [String]) {
        var findings = findings
        var notes: [String] = []
        if let shard = request.shard {
            findings = findings.filter { projectRuleIds.contains($0.ruleId) ? shard.index == 1 : shard.contains($0.path) }
        }
        if let changed = request.changedLines {
            var scopes: [String: ChangedLines.Scope] = [:]
            for id in ranRules { scopes[id] = changeScope(of: id) }
            findings = findings.filter { changed.covers($0, scope: scopes[$0.ruleId] ?? .line) }
            notes += changed.notes
        }
        var kept = findings
        var baselined: [Finding] = []
        var fixed: [Baseline.Entry] = []
        if let baseline = request.baseline { (kept, baselined, fixed) = baseline.apply(findings, repoPrefix: request.repoPrefix) }
        if let lint = request.lintBaseline {
            let accepted: [Finding]
            (kept, accepted) = lint.apply(kept, descriptors: descriptors)
            baselined = (baselined + accepted).sorted(by: Finding.reportOrder)
        }
        return (kept, baselined, fixed, notes)
    }
}

/// What one item of the project rules' workers gave: a rule's findings and verdict, or the
/// work done alongside the rules.
enum ProjectWorkOutcome<T: Sendable>: Sendable {
    case rule(findings: [Finding], verdict: (String, ItemOutcome)?)
    case alongside(T)
}

/// What the project rules produced: findings (with their source lines, from the texts the
/// per-file pass kept) and checklist verdicts.
struct ProjectRuleOutput {
    var findings: [Finding] = []
    var verdicts: [String: ItemOutcome] = [:]
}
