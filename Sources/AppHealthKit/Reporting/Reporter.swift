/// Renders a report. Reporters see only the `Report`: they never analyse.
public protocol Reporter: Sendable {
    func render(_ report: Report) throws -> String
}

public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json

    public func reporter(useColor: Bool) -> any Reporter {
        switch self {
        case .text: TextReporter(useColor: useColor)
        case .json: JSONReporter()
        }
    }
}
