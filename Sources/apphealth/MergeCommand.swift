import AppHealthKit
import ArgumentParser
import Foundation

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON reports of --shard 1/N … N/N into one report.",
        discussion: "Exit status as for audit: 0 when the gate passes, 1 when it fails, 2 for unusable input."
    )

    @Argument(help: "The shard reports (JSON), one per shard.")
    var reports: [String]

    @Option(name: .long, help: "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .json

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("report"), help: "Also write FORMAT=FILE (repeatable), e.g. --report sarif=apphealth.sarif.",
            transform: { try ReportOutput(argument: $0) })
    var extraReports: [ReportOutput] = []

    @Option(name: .customLong("fail-on"), help: "Fail (exit 1) when a finding at or above this severity remains: error, warning, note or never.")
    var failOn: FailThreshold = .error

    @Option(name: .customLong("min-score"), help: "Fail (exit 1) when the overall score is below N (0–100).")
    var minScore: Int?

    @Flag(name: .customLong("strict-baseline"), help: "Also fail when baselined findings no longer occur (the shards' --baseline).")
    var strictBaseline = false

    /// Custom rules' descriptions for SARIF and HTML (`.apphealth/rules/` and `--rules`).
    @OptionGroup var custom: RulesCommand.CustomRuleOptions

    var options: MergeOptions {
        var options = MergeOptions(reports: reports)
        options.outputs = [ReportOutput(format: format, path: output)] + extraReports
        options.failOn = failOn
        options.minScore = minScore
        options.strictBaseline = strictBaseline
        options.ruleFiles = custom.ruleDirs
        return options
    }

    func run() throws {
        try Console.emit(try MergeSession().run(options), quiet: false)
    }
}
