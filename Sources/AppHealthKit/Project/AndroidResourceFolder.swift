/// A folder directly inside an Android `res/` directory, e.g. `drawable-night-xhdpi`.
public struct AndroidResourceFolder: Sendable, Codable, Hashable {
    /// The whole folder name.
    public var name: String
    /// The resource type: `drawable`, `layout`, `values`, …
    public var type: String
    /// Every qualifier in order, e.g. `["night", "xhdpi"]`.
    public var qualifiers: [String]
    public var density: Density?

    public static let knownTypes: Set<String> = [
        "anim", "animator", "color", "drawable", "font", "interpolator", "layout", "menu", "mipmap",
        "navigation", "raw", "transition", "values", "xml",
    ]

    /// Parses a folder name; `nil` when the type is not an Android resource type.
    public init?(_ name: String) {
        // By bytes when the name is ASCII (nearly always): the same parts as the `Character` split.
        let parts = name.utf8.allSatisfy({ $0 < 0x80 })
            ? name.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false).map { String(Substring($0)) }
            : name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let type = parts.first, Self.knownTypes.contains(type) else { return nil }
        self.name = name
        self.type = type
        self.qualifiers = Array(parts.dropFirst())
        self.density = qualifiers.lazy.compactMap(Density.init(rawValue:)).first
    }

    /// Qualifiers other than the density, e.g. `["night"]` for `drawable-night-hdpi`.
    public var nonDensityQualifiers: [String] {
        qualifiers.filter { Density(rawValue: $0) == nil }
    }

    /// Whether a platform-version qualifier (`v21`) limits the folder to newer devices.
    public var hasVersionQualifier: Bool { platformVersion != nil }

    /// The platform version a `vN` qualifier limits the folder to (`mipmap-anydpi-v26` → 26).
    public var platformVersion: Int? {
        qualifiers.lazy.compactMap { $0.count > 1 && $0.first == "v" && $0.dropFirst().allSatisfy(\.isNumber) ? Int($0.dropFirst()) : nil }.first
    }
}
