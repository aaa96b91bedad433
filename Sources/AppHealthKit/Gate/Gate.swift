/// The CI gate's thresholds.
public struct GatePolicy: Sendable, Equatable {
    /// Fail when a finding at or above this severity remains; `nil` never fails on findings.
    public var failOn: Severity?
    /// `--min-score N`: fail below this overall score.
    public var minScore: Int?

    public init(failOn: Severity? = .error, minScore: Int? = nil) {
        self.failOn = failOn
        self.minScore = minScore
    }

    public func evaluate(_ findings: [Finding], score: Int = 100) -> GateResult {
        var reasons: [String] = []
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
        return GateResult(passed: reasons.isEmpty, reasons: reasons)
    }
}
