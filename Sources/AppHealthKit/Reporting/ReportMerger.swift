/// `apphealth merge`: joins the JSON reports of `--shard 1/N` … `--shard N/N` into the report
/// an unsharded run gives. Shard 1 carries the project-level results (scores, checklists,
/// dependencies, singletons, computed from every file's facts); every shard carries the
/// per-file findings of its files.
public enum ReportMerger {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func merge(_ reports: [(name: String, report: Report)], gate: GatePolicy) throws -> Report {
        guard let first = reports.first else { throw Failure(description: "merge needs the shard reports") }
        guard let count = first.report.shard?.count else {
            throw Failure(description: "\(first.name) is not a shard report (audit with --shard I/N)")
        }
        var seen: [Int: String] = [:]
        for (name, report) in reports {
            guard let shard = report.shard, shard.count == count else {
                throw Failure(description: "\(name) is not a shard of \(count) (audit with --shard I/\(count))")
            }
            guard report.root == first.report.root, report.tool == first.report.tool else {
                throw Failure(description: "\(name) audited another root or came from another apphealth version than \(first.name)")
            }
            if let other = seen[shard.index] { throw Failure(description: "\(name) and \(other) are both shard \(shard.index)/\(count)") }
            seen[shard.index] = name
        }
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw Failure(description: "missing shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", "))")
        }
        var merged = reports.first { $0.report.shard?.index == 1 }!.report
        merged.findings = reports.flatMap(\.report.findings).sorted(by: Finding.reportOrder)
        let suppressed = reports.flatMap { $0.report.suppressedFindings ?? [] }
        merged.suppressedFindings = suppressed.isEmpty ? nil : suppressed.sorted(by: Finding.reportOrder)
        merged.summary.findings = SeverityCounts(merged.findings)
        merged.summary.gate = gate.evaluate(merged.findings, score: merged.summary.score)
        merged.shard = nil
        return merged
    }
}
