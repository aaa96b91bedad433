/// Android screen-density qualifiers and their scale relative to mdpi.
public enum Density: String, Sendable, CaseIterable, Comparable, Codable {
    case ldpi, mdpi, tvdpi, hdpi, xhdpi, xxhdpi, xxxhdpi, nodpi, anydpi

    /// Pixels per dp; `nil` for the density-independent qualifiers.
    public var scale: Double? {
        switch self {
        case .ldpi: 0.75
        case .mdpi: 1
        case .tvdpi: 1.33
        case .hdpi: 1.5
        case .xhdpi: 2
        case .xxhdpi: 3
        case .xxxhdpi: 4
        case .nodpi, .anydpi: nil
        }
    }

    /// Whether this qualifier names a bitmap density bucket (not `nodpi`/`anydpi`).
    public var isBucket: Bool { scale != nil }

    private var order: Int { Density.allCases.firstIndex(of: self)! }
    public static func < (lhs: Density, rhs: Density) -> Bool { lhs.order < rhs.order }
}
