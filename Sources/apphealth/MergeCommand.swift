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
    var format: String = "json"

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Fail (exit 1) when a finding at or above this severity remains: error, warning, note or never.")
    var failOn: String = "error"

    @Option(name: .customLong("min-score"), help: "Fail (exit 1) when the overall score is below N (0–100).")
    var minScore: Int?

    /// Custom rules' descriptions for SARIF and HTML (`.apphealth/rules/` and `--rules`).
    @OptionGroup var custom: RulesCommand.CustomRuleOptions

    func validate() throws {
        guard ReportFormat(rawValue: format) != nil else { throw ValidationError("unknown format '\(format)'") }
        guard failOn == "never" || Severity(rawValue: failOn) != nil else {
            throw ValidationError("--fail-on must be error, warning, note or never, not '\(failOn)'")
        }
        guard !reports.isEmpty else { throw ValidationError("merge needs the shard reports") }
    }

    func run() throws {
        var loaded: [(name: String, report: Report)] = []
        for path in reports {
            do {
                loaded.append((path, try JSONReporter.decode(try String(contentsOfFile: path, encoding: .utf8))))
            } catch {
                Console.error("error: \(path) is not an apphealth JSON report: \(error.localizedDescription)")
                throw Exit(status: ExitStatus.usage)
            }
        }
        let gate = GatePolicy(failOn: failOn == "never" ? nil : Severity(rawValue: failOn), minScore: minScore)
        let merged: Report
        do {
            merged = try ReportMerger.merge(loaded, gate: gate)
        } catch let failure as ReportMerger.Failure {
            Console.error("error: \(failure.description)")
            throw Exit(status: ExitStatus.usage)
        }
        let rendered = try (ReportFormat(rawValue: format) ?? .json).reporter(useColor: false, rules: try custom.descriptors()).render(merged)
        if let output {
            do {
                try ReportWriter.write(Data(rendered.utf8), to: output)
            } catch {
                Console.error("error: cannot write '\(output)': \(error.localizedDescription)")
                throw Exit(status: ExitStatus.usage)
            }
        } else {
            Console.out(rendered)
        }
        if !merged.summary.gate.passed { throw Exit(status: ExitStatus.gateFailed) }
    }
}
