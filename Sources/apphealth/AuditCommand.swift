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
    var format: ReportFormat = .text

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("report"), help: "Also write FORMAT=FILE (repeatable), e.g. --report sarif=apphealth.sarif.",
            transform: { try ReportOutput(argument: $0) })
    var reports: [ReportOutput] = []

    @Option(name: .long, help: "Configuration file (repeatable: merged in order, later files win; default: .apphealth.yml found from PATH upward).")
    var config: [String] = []

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

    @Option(name: .long, help: "Audit shard I of N (I/N): a deterministic share of the files. Join the shards with `apphealth merge`.",
            transform: { guard let shard = Shard($0) else { throw UsageError("--shard takes I/N with 1 ≤ I ≤ N, not '\($0)'") }; return shard })
    var shard: Shard? = nil

    @Option(name: .customLong("fail-on"), help: "Fail (exit 1) when a finding at or above this severity remains: error (default, or the configuration's fail-on), warning, note or never.")
    var failOn: FailThreshold?

    @Option(name: .customLong("min-score"), help: "Fail (exit 1) when the overall score is below N (0–100).")
    var minScore: Int?

    @Option(name: .long, help: "Files analysed in parallel (default: number of cores).")
    var jobs: Int = Self.cores

    @Flag(name: .customLong("include-suppressed"), help: "Keep findings silenced in the source, as SARIF suppressions and in JSON `suppressedFindings`.")
    var includeSuppressed = false

    @Option(name: .long, help: "A previous JSON report: the Markdown report shows the score change and only new findings.")
    var compare: String?

    @Flag(name: .long, help: "Refresh latest versions from Maven Central, Google Maven and the CocoaPods CDN (cached; off by default).")
    var online = false

    @Option(name: .customLong("cache-dir"), help: "Keep each file's facts and findings, and the project's result, in DIR and reuse them while files, configuration and options are unchanged (off by default); --online keeps its registry cache there too (default: ~/.cache/apphealth).")
    var cacheDir: String?

    @Flag(name: .customLong("no-ignore"), help: "Also audit untracked files that .gitignore hides and files .apphealthignore lists.")
    var noIgnore = false

    @Flag(name: .customLong("summary"), help: "Text format: print only the opening summary (grade, gate, errors, top risks, effort).")
    var summaryOnly = false

    @Option(name: .customLong("min-severity"), help: "List only findings at or above this severity in every format (error, warning, note); counts, scores and the gate still see all.",
            transform: { guard let severity = Severity(rawValue: $0) else { throw UsageError("--min-severity takes error, warning or note, not '\($0)'") }; return severity })
    var minSeverity: Severity? = nil

    @Flag(name: .customLong("allow-empty"), help: "Report a folder with no Android or iOS project (unscored) instead of exiting 2.")
    var allowEmpty = false

    @Flag(name: .customLong("no-git-info"), help: "Leave the commit and its date out of the report.")
    var noGitInfo = false

    @Option(name: .customLong("base-path"), help: "Folder that SARIF, annotations and repoPath are relative to (default: the git work tree's root).")
    var basePath: String?

    @Flag(name: .customLong("report-unused-suppressions"), help: "Report apphealth: directives that silenced nothing (general.invalid-suppression).")
    var reportUnusedSuppressions = false

    @Flag(name: .customLong("no-progress"), help: "Never show the progress line on standard error.")
    var noProgress = false

    @Flag(name: .long, help: "Print nothing but the report (no configuration warnings).")
    var quiet = false

    /// The options as the library takes them.
    var options: AuditOptions {
        var options = AuditOptions(path: path)
        options.configPaths = config
        options.ruleFiles = ruleDirs
        options.baselinePath = baseline
        options.writeBaselinePath = writeBaseline
        options.strictBaseline = strictBaseline
        options.changedSince = changedSince
        options.shard = shard
        options.failOn = failOn
        options.minScore = minScore
        options.jobs = jobs
        options.includeSuppressed = includeSuppressed
        options.comparePath = compare
        options.online = online
        options.cacheDirectory = cacheDir
        options.respectIgnoreFiles = !noIgnore
        options.reportUnusedSuppressions = reportUnusedSuppressions
        options.outputs = [ReportOutput(format: format, path: output)] + reports
        options.summaryOnly = summaryOnly
        options.minSeverity = minSeverity
        options.allowEmpty = allowEmpty
        options.gitInfo = !noGitInfo
        options.basePath = basePath
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        options.color = !noColor && Console.isTerminal(.standardOutput)
        return options
    }

    func validate() throws {
        do {
            try options.validate()
        } catch let error as UsageError {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        try run(bundledData: nil)
    }

    /// The cores this process may use, asked once: every `AuditCommand()` the argument parser
    /// makes (it makes one for each time it reflects on the options) would otherwise read the
    /// control-group files again.
    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// `apphealth audit ARGUMENTS` parsed as the audit command alone, or `nil` for anything else
    /// (another command, an audit without its name, help, completion scripts, any error): the
    /// caller then parses with `AppHealthCommand`, which alone prints help, usage and errors.
    /// The whole command tree is parsed the same way, only with more work: the parser reflects on
    /// the audit's options again for each step of the tree (the default subcommand is asked
    /// whether it takes all remaining arguments, twice for each argument naming a command).
    /// Alone, an audit's parse is 21.6 M instructions instead of 27.2 M, on the thread every audit
    /// waits for; most of what is left is the first reflection (protocol look-ups, `Mirror`).
    static func parsedAlone(_ arguments: [String]) -> AuditCommand? {
        guard arguments.first == "audit" else { return nil }
        return (try? AuditCommand.parseAsRoot(Array(arguments.dropFirst()))) as? AuditCommand
    }

    /// `bundledData`: the tool's data, when `main` started reading it before parsing the arguments.
    func run(bundledData: AuditSession.BundledData?) throws {
        let progress = ProgressLine(enabled: !noProgress && Console.isTerminal(.standardError))
        let session = AuditSession(progress: progress.enabled ? { @Sendable update in progress.update(update) } : nil, bundledData: bundledData)
        let outcome: AuditOutcome
        do {
            outcome = try session.run(options)
        } catch {
            progress.finish()
            throw error
        }
        progress.finish()
        // The report is written: leave without taking the whole audit apart object by object
        // (on a large tree that costs a noticeable share of the run).
        do {
            try Console.emit(outcome, quiet: quiet)
        } catch let exit as Exit {
            Foundation.exit(exit.status)
        }
        Foundation.exit(ExitStatus.passed)
    }
}
