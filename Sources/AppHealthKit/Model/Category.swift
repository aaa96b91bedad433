/// The report category a rule's findings count against. Categories are what the score
/// is broken down into; each has a stable ID used in the JSON report.
public enum Category: String, Codable, Sendable, CaseIterable {
    case localization
    case resources
    case architecture
    case dependencies
    case release
    case correctness

    public var title: String {
        switch self {
        case .localization: "Localization"
        case .resources: "Resources and assets"
        case .architecture: "Architecture"
        case .dependencies: "Dependencies"
        case .release: "Release readiness"
        case .correctness: "Parseable sources"
        }
    }
}
