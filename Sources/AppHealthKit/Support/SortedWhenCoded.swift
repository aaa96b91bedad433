/// A set coded as its sorted elements. `Set`'s own `Encodable` writes its elements in hash order,
/// and Swift seeds its hashes afresh in every process: facts holding sets (the `facts` of a
/// `--shard` report, which `merge` reads) differed from one run to the next on the same tree.
/// Wrapped, a set reads and writes as before (a JSON array) in an order the elements decide.
@propertyWrapper
public struct SortedWhenCoded<Element: Hashable & Comparable & Codable & Sendable>: Sendable, Hashable, Codable {
    public var wrappedValue: Set<Element>

    public init(wrappedValue: Set<Element>) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        wrappedValue = try Set<Element>(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.sorted().encode(to: encoder)
    }
}

/// A dictionary of sets, each coded as its sorted elements (the dictionary's keys are sorted by
/// the encoder's `.sortedKeys`); see `SortedWhenCoded`.
@propertyWrapper
public struct SortedSetsWhenCoded<Key: Hashable & Codable & Sendable, Element: Hashable & Comparable & Codable & Sendable>: Sendable, Hashable, Codable {
    public var wrappedValue: [Key: Set<Element>]

    public init(wrappedValue: [Key: Set<Element>]) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        wrappedValue = try [Key: Set<Element>](from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.mapValues { $0.sorted() }.encode(to: encoder)
    }
}
