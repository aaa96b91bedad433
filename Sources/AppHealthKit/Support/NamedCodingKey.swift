/// A coding key made from any name: for reading an object's keys themselves (the keys of an
/// `.xcstrings` catalog's `strings`, the versions of a catalog entry's `releases`).
struct NamedCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
