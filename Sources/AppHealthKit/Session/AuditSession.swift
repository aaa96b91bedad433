import Foundation

/// A mistake in how the tool was called or configured (exit status 2). Its description is the
/// whole message, naming the file, line and column where there is one.
public struct UsageError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// `--fail-on`: the severity at which the gate fails, or never.
public enum FailThreshold: String, CaseIterable, Sendable {
    case error, warning, note, never

    public var severity: Severity? { Severity(rawValue: rawValue) }
}

/// One report to produce: a format and where it goes (`nil`: standard output).
public struct ReportOutput: Sendable, Equatable {
    public var format: ReportFormat
    public var path: String?

    public init(format: ReportFormat, path: String? = nil) {
        self.format = format
        self.path = path
    }

    /// `--report FORMAT=FILE`.
    public init(argument: String) throws {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let format = ReportFormat(rawValue: parts[0]), !parts[1].isEmpty else {
            throw UsageError("--report takes FORMAT=FILE with FORMAT one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(argument)'")
        }
        self.init(format: format, path: parts[1])
    }
}

/// Everything `apphealth audit` can be asked, as a library user would ask it.
public struct AuditOptions: Sendable {
    /// The folder to audit, as the user named it (reports show it as given).
    public var path: String
    /// `--config` (repeatable: merged in order, later files win); otherwise `.apphealth.yml` is
    /// found from the audited folder upward.
    public var configPaths: [String] = []
    /// The first `--config`.
    public var configPath: String? {
        get { configPaths.first }
        set { configPaths = newValue.map { [$0] } ?? [] }
    }
    /// `--rules`: custom rule files or folders besides `.apphealth/rules/`.
    public var ruleFiles: [String] = []
    public var baselinePath: String?
    public var writeBaselinePath: String?
    public var strictBaseline = false
    public var changedSince: String?
    public var shard: Shard?
    /// `--fail-on`; `nil`: the configuration's `fail-on`, else `error`.
    public var failOn: FailThreshold?
    public var minScore: Int?
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    public var includeSuppressed = false
    /// `--compare`: an earlier JSON report for the Markdown report.
    public var comparePath: String?
    public var online = false
    public var cacheDirectory: String?
    /// `--no-ignore`: audit files `.gitignore` and `.apphealthignore` would hide.
    public var respectIgnoreFiles = true
    /// `--report-unused-suppressions`.
    public var reportUnusedSuppressions = false
    /// The reports to render, the main one (`--format`, `-o`) first.
    public var outputs: [ReportOutput] = [ReportOutput(format: .text)]
    /// Colour in text rendered for standard output (the caller knows whether it is a terminal).
    public var color = false
    /// `--allow-empty`: a folder with no Android or iOS project is reported (unscored) instead of refused.
    public var allowEmpty = false
    /// `--summary`: the text report prints only its opening summary.
    public var summaryOnly = false
    /// `--min-severity`: reports list only findings at or above it (display only: counts, scores
    /// and the gate still see every finding).
    public var minSeverity: Severity?
    /// `--no-git-info` turns off the commit and date in the report.
    public var gitInfo = true
    /// `--base-path`: the folder SARIF, annotations and `repoPath` are relative to (default: the
    /// root of the git work tree holding the audited folder).
    public var basePath: String?
    /// Environment for mirrors (`APPHEALTH_*_URL`) and fault injection; the process's by default.
    public var environment = ProcessInfo.processInfo.environment

    public init(path: String) {
        self.path = path
    }

    /// Checks that depend on several options together.
    public func validate() throws {
        guard jobs >= 1 else { throw UsageError("--jobs must be at least 1") }
        if let minScore, !(0...100).contains(minScore) { throw UsageError("--min-score must be between 0 and 100") }
        if writeBaselinePath != nil, changedSince != nil || shard != nil {
            throw UsageError("--write-baseline records the whole project; it cannot be combined with --changed-since or --shard")
        }
        try ReportOutput.checkDistinct(outputs, baseline: writeBaselinePath)
    }
}

extension ReportOutput {
    /// Two outputs naming the same file would overwrite each other: the same path, or two
    /// paths to one existing file (a link, `./`, `..`: compared by device and inode). Each path
    /// must also be writable as `ReportWriter` writes (not a folder, its folder exists, …).
    static func checkDistinct(_ outputs: [ReportOutput], baseline: String?) throws {
        var seen: Set<String> = []
        for path in outputs.compactMap(\.path) + (baseline.map { [$0] } ?? []) {
            do {
                try ReportWriter.check(path)
            } catch let failure as ReportWriter.Failure {
                throw UsageError(failure.description)
            }
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            if ReportWriter.standardStream(standardized) != nil { continue }
            var info = stat()
            let key = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? "inode \(info.st_dev):\(info.st_ino)" : standardized
            guard seen.insert(key).inserted else {
                throw UsageError("two outputs name the same file '\(path)'")
            }
        }
    }
}

/// What an audit or a merge produced, ready to be written.
public struct AuditOutcome: Sendable {
    public var report: Report
    /// Each requested output with its rendered text, in the order asked.
    public var renderings: [Rendering]
    /// The baseline to write (`--write-baseline`), with its path.
    public var baseline: (path: String, data: Data)?
    /// Problems that did not stop the run, one line each: configuration warnings, skipped files, `--online`.
    public var warnings: [String]
    /// Whether the gate passed (exit 0) or failed (exit 1).
    public var passed: Bool { report.summary.gate.passed }
}

/// One requested output and its text (a large JSON report's findings are made while it is
/// written: write `content` rather than asking for `text`, which holds the whole document).
public struct Rendering: Sendable {
    public var output: ReportOutput
    public var content: ReportText

    public init(output: ReportOutput, content: ReportText) {
        self.output = output
        self.content = content
    }

    /// The whole rendered document.
    public var text: String { content.text }
}

/// The one entry point `apphealth audit` calls: configuration and custom rules, baseline,
/// changed lines, online refresh, the audit itself, gate, scores and rendered reports.
public struct AuditSession: Sendable {
    public var progress: (@Sendable (AuditProgress) -> Void)?
    /// The data compiled into the tool, when its reading was started before the session (see
    /// `BundledData`); `nil`: the session starts it.
    public var bundledData: BundledData?

    public init(progress: (@Sendable (AuditProgress) -> Void)? = nil, bundledData: BundledData? = nil) {
        self.progress = progress
        self.bundledData = bundledData
    }

    /// The library catalog and the rest of the data compiled into the tool (checklists, effort
    /// model, libraries' resources), read on another core from the moment this is made. The
    /// command line makes it before it parses its arguments: the parse runs on one core (~27 M
    /// instructions of ArgumentParser's reflection), and the read (~15 M) then costs the audit's
    /// workers nothing.
    public struct BundledData: Sendable {
        let catalog: Deferred<LibraryCatalog>

        public init() {
            catalog = Deferred { Auditor.bundledData() }
        }
    }

    /// Fault injection for the end-to-end test of exit status 3: an error nobody anticipated.
    public struct InjectedFault: Error {}

    public func run(_ options: AuditOptions) throws -> AuditOutcome {
        if options.environment["APPHEALTH_INJECT_INTERNAL_ERROR"] == "1" { throw InjectedFault() }
        try options.validate()
        let root = URL(fileURLWithPath: options.path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("'\(options.path)' is not a folder")
        }
        // The catalog and the rest of the data compiled into the tool are read on another core
        // while the configuration is read and the tree discovered: from before the arguments
        // were parsed when the caller started it (`BundledData`, whatever the options: the work
        // is under way), else here unless a cached run may not need them or a shard never does.
        let catalog = bundledData?.catalog
            ?? (options.jobs > 1 && options.cacheDirectory == nil && options.shard == nil ? Deferred { Auditor.bundledData() } : nil)
        var (request, warnings) = try prepare(options, root: root)
        request.catalog = catalog
        let configuration = request.configuration
        let configFolder = configuration.file.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        if options.baselinePath == nil, let path = configuration.baseline {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : (configFolder ?? root).appendingPathComponent(path)
            try Self.loadBaseline(url, display: Self.displayPath(url), into: &request)
        }
        if options.strictBaseline, request.baseline == nil, request.lintBaseline == nil {
            throw UsageError("--strict-baseline needs --baseline FILE (or `baseline:` in the configuration)")
        }
        let configuredReports = configuration.reports.map { output -> ReportOutput in
            var resolved = output
            if let path = output.path, !path.hasPrefix("/"), let configFolder { resolved.path = configFolder.appendingPathComponent(path).path }
            return resolved
        }
        let outputs = options.outputs + configuredReports.filter { configured in !options.outputs.contains { $0.path == configured.path } }
        if !configuredReports.isEmpty { try ReportOutput.checkDistinct(outputs, baseline: options.writeBaselinePath) }
        let result = Auditor(progress: progress).run(request)
        if let error = result.configurationErrors.first { throw error }
        var clock = StageClock()
        let gate = GatePolicy(
            failOn: (options.failOn ?? configuration.failOn ?? .error).severity, minScore: options.minScore ?? configuration.minScore,
            maxWarnings: configuration.maxWarnings, strictBaseline: options.strictBaseline)
        var report = ReportBuilder(gate: gate, jobs: options.jobs).build(result, rootDisplay: options.path)
        if report.summary.notScored != nil, !options.allowEmpty, options.shard == nil {
            throw UsageError(ReportBuilder.noProjectReason(options.path) + " (audit a folder holding one, or pass --allow-empty)")
        }
        try Self.locate(&report, root: root, options: options)
        MemoryRelease.returnFreedMemory()  // the project model is gone; rendering allocates large blocks
        clock.mark("report")
        let descriptors = BuiltInRules.descriptors + request.customRules.map(\.descriptor)
        var outcome = try Self.render(
            report, outputs, rules: descriptors, color: options.color, comparePath: options.comparePath,
            display: DisplayOptions(summaryOnly: options.summaryOnly, minSeverity: options.minSeverity), jobs: options.jobs)
        clock.mark("render")
        outcome.warnings = warnings + result.skipped.map { "warning: skipped \($0.path): \($0.reason)" }
            + result.warnings.map { "warning: \($0)" }
        outcome.warnings = outcome.warnings.map(\.escapingControlCharacters)  // names from the tree reach the terminal
        if let path = options.writeBaselinePath {
            outcome.baseline = (path, try Baseline(findings: result.findings + result.baselined, repoPrefix: report.repoPath).encoded())
        }
        return outcome
    }

    /// The audit request the options describe, and the configuration's warnings.
    private func prepare(_ options: AuditOptions, root: URL) throws -> (AuditRequest, [String]) {
        let configFiles = try options.configPaths.isEmpty
            ? (configurationFile(nil, root: root).map { [$0] } ?? []) : options.configPaths.map { try configurationFile($0, root: root)! }
        let given = Dictionary(options.configPaths.map { (URL(fileURLWithPath: $0).path, $0) }, uniquingKeysWith: { first, _ in first })
        let sources = try AuditSetup.read(
            configurations: configFiles, root: root, extraRules: options.ruleFiles, configurationIsTrusted: !options.configPaths.isEmpty,
            display: { given[$0.path] ?? Self.displayPath($0) })
        let (configuration, customRules) = try AuditSetup.load(sources)
        var request = AuditRequest(root: root, configuration: configuration, jobs: options.jobs)
        request.setupSources = sources
        request.includeSuppressed = options.includeSuppressed
        request.respectIgnoreFiles = options.respectIgnoreFiles
        request.reportUnusedSuppressions = options.reportUnusedSuppressions
        request.customRules = customRules
        request.shard = options.shard
        request.cacheDirectory = options.cacheDirectory.map { URL(fileURLWithPath: $0) }
        request.repoPrefix = try Self.repoPrefix(root: root, options: options)
        if let path = options.baselinePath {
            try Self.loadBaseline(URL(fileURLWithPath: path), display: path, into: &request)
        }
        if let ref = options.changedSince {
            do {
                request.changedLines = try ChangedLines.compute(root: root, ref: ref)
            } catch let failure as ChangedLines.Failure {
                throw UsageError("\(failure.description)")
            }
        }
        if options.online {
            let cache = options.cacheDirectory.map { URL(fileURLWithPath: $0) } ?? OnlineRefresh.defaultCacheDirectory()
            do {
                request.online = OnlineRefresh(sources: try .fromEnvironment(options.environment), cacheDirectory: cache)
            } catch {
                throw UsageError("\(error)")
            }
        }
        return (request, configuration.warnings.map(\.description))
    }

    /// An apphealth baseline (JSON) or an Android Lint baseline (`lint-baseline.xml`), told
    /// apart by content.
    static func loadBaseline(_ url: URL, display: String, into request: inout AuditRequest) throws {
        if LintBaseline.looksLikeLintBaseline(url) {
            request.lintBaseline = try LintBaseline.load(contentsOf: url, displayPath: display)
        } else {
            request.baseline = try Baseline.load(contentsOf: url, displayPath: display)
        }
    }

    /// `--config`, or `.apphealth.yml` found from the audited folder up to the repository root
    /// (a discovered file that is a link to somewhere else is refused, never read).
    private func configurationFile(_ path: String?, root: URL) throws -> URL? {
        guard let path else {
            guard let found = Configuration.discover(from: root) else { return nil }
            let top = RootContainment(root: Configuration.discoveryTop(from: root))
            guard let resolved = RootContainment.resolve(found.path), top.contains(resolved) else {
                throw UsageError("\(Self.displayPath(found)) resolves outside the repository (\(top.root)); apphealth does not read it (name a configuration with --config)")
            }
            return found
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw UsageError("configuration file '\(path)' does not exist")
        }
        return URL(fileURLWithPath: path)
    }

    /// Where the audited folder sits in its repository (`repoPath` on the report and its
    /// findings) and, unless `--no-git-info`, the commit and its date.
    static func locate(_ report: inout Report, root: URL, options: AuditOptions) throws {
        let workTree = GitWorkTree.find(from: root)
        if let prefix = try repoPrefix(root: root, options: options) {
            report.repoPath = prefix
            let join = { (path: String) in prefix.isEmpty ? path : prefix + "/" + path }
            for index in report.findings.indices { report.findings[index].repoPath = join(report.findings[index].path) }
            if var suppressed = report.suppressedFindings {
                for index in suppressed.indices { suppressed[index].repoPath = join(suppressed[index].path) }
                report.suppressedFindings = suppressed
            }
        }
        if options.gitInfo, let workTree, let commit = workTree.commit {
            report.source = SourceInfo(commit: commit, branch: workTree.branch, date: workTree.date(of: commit))
        }
    }

    /// The audited folder relative to `--base-path`, else to the root of its git work tree.
    static func repoPrefix(root: URL, options: AuditOptions) throws -> String? {
        if let basePath = options.basePath {
            guard let prefix = GitWorkTree.relative(root, to: URL(fileURLWithPath: basePath)) else {
                throw UsageError("--base-path \(basePath) does not contain the audited folder \(options.path)")
            }
            return prefix
        }
        return GitWorkTree.find(from: root).flatMap { GitWorkTree.relative(root, to: $0.root) }
    }

    /// What reporters show of the one report: `--summary`, `--min-severity`.
    public struct DisplayOptions: Sendable {
        public var summaryOnly = false
        public var minSeverity: Severity?

        public init(summaryOnly: Bool = false, minSeverity: Severity? = nil) {
            self.summaryOnly = summaryOnly
            self.minSeverity = minSeverity
        }
    }

    /// Every requested output rendered from the one report.
    static func render(
        _ report: Report, _ outputs: [ReportOutput], rules: [RuleDescriptor], color: Bool, comparePath: String?,
        display: DisplayOptions = DisplayOptions(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> AuditOutcome {
        var report = report
        if let minimum = display.minSeverity {
            report.findings = report.findings.filter { $0.severity >= minimum }
            report.suppressedFindings = report.suppressedFindings?.filter { $0.severity >= minimum }
        }
        var previous: Report?
        if let comparePath {
            do {
                previous = try JSONReporter.decode(try String(contentsOfFile: comparePath, encoding: .utf8))
            } catch {
                throw UsageError("--compare \(comparePath) is not an apphealth JSON report: \(error.localizedDescription)")
            }
        }
        let renderings = try outputs.map { output in
            let useColor = color && output.format == .text && output.path == nil
            let reporter = output.format.reporter(useColor: useColor, rules: rules, previous: previous, summaryOnly: display.summaryOnly, jobs: jobs)
            return Rendering(output: output, content: try reporter.renderText(report))
        }
        return AuditOutcome(report: report, renderings: renderings, baseline: nil, warnings: [])
    }

    /// A path relative to the working directory when it is below it.
    public static func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
