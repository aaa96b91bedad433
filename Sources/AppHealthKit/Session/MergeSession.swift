import Foundation

/// Everything `apphealth merge` can be asked.
public struct MergeOptions: Sendable {
    /// The shard reports (JSON), one per shard.
    public var reports: [String]
    public var outputs: [ReportOutput] = [ReportOutput(format: .json)]
    public var failOn: FailThreshold = .error
    public var minScore: Int?
    /// Custom rule files or folders, to describe custom rules in SARIF and HTML.
    public var ruleFiles: [String] = []
    /// Where `.apphealth/rules/` is looked for (the working directory by default).
    public var ruleRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    public init(reports: [String]) {
        self.reports = reports
    }
}

/// The one entry point `apphealth merge` calls: joins the shards' reports, gates and renders.
public struct MergeSession: Sendable {
    public init() {}

    public func run(_ options: MergeOptions) throws -> AuditOutcome {
        guard !options.reports.isEmpty else { throw UsageError("merge needs the shard reports") }
        try ReportOutput.checkDistinct(options.outputs, baseline: nil)
        var loaded: [(name: String, report: Report)] = []
        for path in options.reports {
            do {
                loaded.append((path, try JSONReporter.decode(try String(contentsOfFile: path, encoding: .utf8))))
            } catch {
                throw UsageError("\(path) is not an apphealth JSON report: \(error.localizedDescription)")
            }
        }
        let gate = GatePolicy(failOn: options.failOn.severity, minScore: options.minScore)
        let merged: Report
        do {
            merged = try ReportMerger.merge(loaded, gate: gate)
        } catch let failure as ReportMerger.Failure {
            throw UsageError(failure.description)
        }
        let paths = CustomRuleLoader.rulePaths(root: options.ruleRoot, configuration: Configuration(), extra: options.ruleFiles)
        let custom = try CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(paths: paths, display: AuditSession.displayPath)
        return try AuditSession.render(merged, options.outputs, rules: BuiltInRules.descriptors + custom.map(\.descriptor), color: false, comparePath: nil)
    }
}
