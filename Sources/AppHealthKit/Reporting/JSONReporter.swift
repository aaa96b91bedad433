import Foundation

/// The machine-readable report: sorted keys, no timestamps, so the same tree gives the same bytes.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: Report) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(report)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func decode(_ text: String) throws -> Report {
        try JSONDecoder().decode(Report.self, from: Data(text.utf8))
    }
}
