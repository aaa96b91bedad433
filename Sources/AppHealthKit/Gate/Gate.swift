/// The CI gate's thresholds.
public struct GatePolicy: Sendable, Equatable {
    /// Fail when a finding at or above this severity remains; `nil` never fails on findings.
    public var failOn: Severity?

    public init(failOn: Severity? = .error) {
        self.failOn = failOn
    }

    public func evaluate(_ findings: [Finding]) -> GateResult {
        var reasons: [String] = []
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
