/// The report category a rule's findings count against (issue 6's list). Categories are what the
/// density scores are broken down into; each has a stable ID used in the JSON report.
public enum Category: String, Codable, Sendable, CaseIterable {
    case localization
    case assets
    case deadWeight = "dead-weight"
    case dependencies
    case architecture
    case release

    /// The position in `allCases`, for tallies kept in arrays.
    var ordinal: Int {
        switch self {
        case .localization: 0
        case .assets: 1
        case .deadWeight: 2
        case .dependencies: 3
        case .architecture: 4
        case .release: 5
        }
    }

    public var title: String {
        switch self {
        case .localization: "Localization"
        case .assets: "Assets and resources"
        case .deadWeight: "Dead weight"
        case .dependencies: "Dependencies"
        case .architecture: "Architecture"
        case .release: "Release readiness"
        }
    }
}
