/// The CI gate's thresholds.
public struct GatePolicy: Sendable, Equatable {
    /// Fail when a finding at or above this severity remains; `nil` never fails on findings.
    public var failOn: Severity?
    /// `--min-score N`: fail below this overall score.
    public var minScore: Int?
    /// `max-warnings` in the configuration: fail when more warnings remain.
    public var maxWarnings: Int?
    /// `--strict-baseline`: also fail when baselined findings no longer occur.
    public var strictBaseline = false

    public init(failOn: Severity? = .error, minScore: Int? = nil, maxWarnings: Int? = nil, strictBaseline: Bool = false) {
        self.failOn = failOn
        self.minScore = minScore
        self.maxWarnings = maxWarnings
        self.strictBaseline = strictBaseline
    }

    public func evaluate(_ findings: [Finding], score: Int = 100, fixedBaselineFindings: Int = 0) -> GateResult {
        var reasons: [String] = []
        if let maxWarnings {
            let warnings = findings.filter { $0.severity == .warning }.count
            if warnings > maxWarnings {
                reasons.append("\(Plural.count(warnings, "warning")) exceed\(warnings == 1 ? "s" : "") max-warnings \(maxWarnings)")
            }
        }
        if strictBaseline, fixedBaselineFindings > 0 {
            reasons.append("\(fixedBaselineFindings) baselined finding\(fixedBaselineFindings == 1 ? "" : "s") no longer occur\(fixedBaselineFindings == 1 ? "s" : ""); refresh the baseline with --write-baseline (--strict-baseline)")
        }
        if let minScore, score < minScore {
            reasons.append("score \(score) is below --min-score \(minScore)")
        }
        if let failOn {
            let failing = findings.filter { $0.severity >= failOn }.count
            if failing > 0 {
                let noun = failing == 1 ? "finding" : "findings"
                reasons.append("\(failing) \(noun) at or above \(failOn.rawValue) (--fail-on \(failOn.rawValue))")
            }
        }
        return GateResult(passed: reasons.isEmpty, reasons: reasons, failOn: failOn?.rawValue ?? "never", minScore: minScore)
    }
}
