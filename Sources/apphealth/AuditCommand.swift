import AppHealthKit
import ArgumentParser
import Foundation

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit a repository and write a report.",
        discussion: """
            Exit status: 0 when the gate passes, 1 when --fail-on is reached, 2 for a usage or \
            configuration error, 3 for an internal error.
            """
    )

    @Argument(help: "The repository or folder to audit.")
    var path: String = "."

    @Option(name: .long, help: "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: String = "text"

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("report"), help: "Also write FORMAT=FILE (repeatable), e.g. --report sarif=apphealth.sarif.")
    var reports: [String] = []

    @Option(name: .long, help: "Configuration file (default: .apphealth.yml found from PATH upward).")
    var config: String?

    @Option(name: .customLong("rules"), help: "A custom rule file or folder (repeatable); .apphealth/rules/ is read by default.")
    var ruleDirs: [String] = []

    @Option(name: .long, help: "Leave out findings this baseline accepts (written by --write-baseline); the gate sees only new ones.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write every current finding to this baseline file (sorted, pretty JSON).")
    var writeBaseline: String?

    @Flag(name: .customLong("strict-baseline"), help: "Also fail when baselined findings no longer occur (so the baseline gets refreshed).")
    var strictBaseline = false

    @Option(name: .customLong("changed-since"), help: "Report only findings on lines added or changed since this git ref (merge-base aware).")
    var changedSince: String?

    @Option(name: .long, help: "Audit shard I of N (I/N): a deterministic share of the files; project-level checks on shard 1. Join with `apphealth merge`.")
    var shard: String?

    @Option(name: .customLong("fail-on"), help: "Fail (exit 1) when a finding at or above this severity remains: error, warning, note or never.")
    var failOn: String = "error"

    @Option(name: .customLong("min-score"), help: "Fail (exit 1) when the overall score is below N (0–100).")
    var minScore: Int?

    @Option(name: .long, help: "Files analysed in parallel (default: number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(name: .customLong("include-suppressed"), help: "Keep findings silenced in the source, as SARIF suppressions and in JSON `suppressedFindings`.")
    var includeSuppressed = false

    @Option(name: .long, help: "A previous JSON report: the Markdown report shows the score change and only new findings.")
    var compare: String?

    @Flag(name: .long, help: "Refresh latest versions from Maven Central, Google Maven and the CocoaPods CDN (cached; off by default).")
    var online = false

    @Option(name: .customLong("cache-dir"), help: "Where --online keeps its registry cache (default: ~/.cache/apphealth).")
    var cacheDir: String?

    @Flag(name: .customLong("no-progress"), help: "Never show the progress line on standard error.")
    var noProgress = false

    @Flag(name: .long, help: "Print nothing but the report (no configuration warnings).")
    var quiet = false

    func validate() throws {
        guard ReportFormat(rawValue: format) != nil else {
            throw ValidationError("unknown format '\(format)'; use one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        for report in reports {
            let parts = report.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, ReportFormat(rawValue: parts[0]) != nil, !parts[1].isEmpty else {
                throw ValidationError("--report takes FORMAT=FILE with FORMAT one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(report)'")
            }
        }
        guard failOn == "never" || Severity(rawValue: failOn) != nil else {
            throw ValidationError("--fail-on must be error, warning, note or never, not '\(failOn)'")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if let minScore, !(0...100).contains(minScore) { throw ValidationError("--min-score must be between 0 and 100") }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, not '\(shard)'") }
        if strictBaseline, baseline == nil { throw ValidationError("--strict-baseline needs --baseline FILE") }
        if writeBaseline != nil, changedSince != nil || shard != nil {
            throw ValidationError("--write-baseline records the whole project; it cannot be combined with --changed-since or --shard")
        }
    }

    /// Fault injection for the end-to-end test of exit status 3: an error nobody anticipated.
    struct InjectedFault: Error {}

    func run() throws {
        if ProcessInfo.processInfo.environment["APPHEALTH_INJECT_INTERNAL_ERROR"] == "1" { throw InjectedFault() }
        let root = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            Console.error("error: '\(path)' is not a folder")
            throw Exit(status: ExitStatus.usage)
        }
        let (configuration, customRules) = try AuditSetup.load(
            configuration: try configurationFile(root: root), root: root, extraRules: ruleDirs,
            display: { $0.path == config.map { URL(fileURLWithPath: $0).path } ? config! : Console.displayPath($0) })
        if !quiet { configuration.warnings.forEach { Console.error($0.description) } }

        let progress = ProgressLine(enabled: !noProgress && Console.isTerminal(.standardError))
        var auditor = Auditor()
        if progress.enabled {
            auditor.progress = { @Sendable update in progress.update(update) }
        }
        var request = AuditRequest(root: root, configuration: configuration, jobs: jobs)
        request.includeSuppressed = includeSuppressed
        request.customRules = customRules
        request.shard = shard.flatMap(Shard.init)
        if let baseline {
            request.baseline = try Baseline.load(contentsOf: URL(fileURLWithPath: baseline), displayPath: baseline)
        }
        if let changedSince {
            do {
                request.changedLines = try ChangedLines.compute(root: root, ref: changedSince)
            } catch let failure as ChangedLines.Failure {
                Console.error("error: \(failure.description)")
                throw Exit(status: ExitStatus.usage)
            }
        }
        var previous: Report?
        if let compare {
            do {
                previous = try JSONReporter.decode(try String(contentsOfFile: compare, encoding: .utf8))
            } catch {
                Console.error("error: --compare \(compare) is not an apphealth JSON report: \(error.localizedDescription)")
                throw Exit(status: ExitStatus.usage)
            }
        }
        if online {
            let cache = cacheDir.map { URL(fileURLWithPath: $0) } ?? OnlineRefresh.defaultCacheDirectory()
            request.online = OnlineRefresh(sources: .standard(), cacheDirectory: cache)
        }
        let result = auditor.run(request)
        progress.finish()
        if !quiet {
            result.tree.skipped.forEach { Console.error("warning: skipped \($0.path): \($0.reason)") }
            result.warnings.forEach { Console.error("warning: \($0)") }
        }

        if let writeBaseline {
            try write(Baseline(findings: result.findings + result.baselined).encoded(), to: writeBaseline)
        }
        let gate = GatePolicy(
            failOn: failOn == "never" ? nil : Severity(rawValue: failOn), minScore: minScore,
            maxWarnings: configuration.maxWarnings, strictBaseline: strictBaseline)
        let report = ReportBuilder(gate: gate).build(result, rootDisplay: path)
        let format = ReportFormat(rawValue: format) ?? .text
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let useColor = format == .text && output == nil && !noColor && Console.isTerminal(.standardOutput)
        let descriptors = BuiltInRules.descriptors + request.customRules.map(\.descriptor)
        let rendered = try format.reporter(useColor: useColor, rules: descriptors, previous: previous).render(report)
        if let output {
            try write(Data(rendered.utf8), to: output)
        } else {
            Console.out(rendered)
        }
        for extra in reports {
            let parts = extra.split(separator: "=", maxSplits: 1).map(String.init)
            let extraFormat = ReportFormat(rawValue: parts[0]) ?? .json
            try write(Data(try extraFormat.reporter(useColor: false, rules: descriptors, previous: previous).render(report).utf8), to: parts[1])
        }
        if !report.summary.gate.passed { throw Exit(status: ExitStatus.gateFailed) }
    }

    private func write(_ data: Data, to path: String) throws {
        do {
            try ReportWriter.write(data, to: path)
        } catch {
            Console.error("error: cannot write '\(path)': \(error.localizedDescription)")
            throw Exit(status: ExitStatus.usage)
        }
    }

    /// `--config`, or `.apphealth.yml` found from the audited folder upward.
    private func configurationFile(root: URL) throws -> URL? {
        guard let config else { return Configuration.discover(from: root) }
        guard FileManager.default.fileExists(atPath: config) else {
            Console.error("error: configuration file '\(config)' does not exist")
            throw Exit(status: ExitStatus.usage)
        }
        return URL(fileURLWithPath: config)
    }
}
