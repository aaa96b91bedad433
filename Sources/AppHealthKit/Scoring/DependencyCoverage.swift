/// How much of the dependency table the audit could actually judge: rows the catalog does not know
/// (`unknown`) and declarations it could not resolve. Scores and the "maintained dependencies"
/// item count them instead of passing on silence.
public enum DependencyCoverage {
    /// The share of rows, by occurrence, whose library the catalog does not know.
    public static func unknownShare(_ dependencies: [DependencyEntry]) -> Double {
        guard !dependencies.isEmpty else { return 0 }
        return Double(dependencies.filter { $0.status == "unknown" }.count) / Double(dependencies.count)
    }

    /// A passing "maintained dependencies" item becomes a warning when 40 % or more of the table is unknown.
    static func adjust(_ outcome: ItemOutcome, model: ProjectModel) -> ItemOutcome {
        let rows = model.dependencies.dependencies
        guard outcome.status == .pass, !rows.isEmpty else { return outcome }
        let unknown = rows.filter { model.catalog.entry(for: $0.dependency) == nil }
        let share = Double(unknown.count) / Double(rows.count)
        guard share >= 0.4 else { return outcome }
        let names = Set(unknown.map(\.dependency.name)).sorted()
        return ItemOutcome(.warn, outcome.evidence + [
            "\(unknown.count) of \(rows.count) dependencies (\(Int((share * 100).rounded())) %) are unknown to the catalog; their maintenance is not judged: "
                + names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : ""),
        ])
    }

    /// "3 dependencies are declared through buildSrc constants that could not be resolved: Libs.x, …"
    public static func unresolvedSentences(_ unresolved: [DependencyGraph.Unresolved]) -> [String] {
        DependencyGraph.Unresolved.Kind.allCases.compactMap { kind in
            let items = unresolved.filter { $0.kind == kind }
            guard !items.isEmpty else { return nil }
            let symbols = Array(Set(items.map(\.symbol))).sorted()
            let subject = items.count == 1 ? "1 dependency is" : "\(items.count) dependencies are"
            let what = kind == .versionVariable ? "declared with \(kind.rawValue)" : "declared through \(kind.rawValue)"
            return "\(subject) \(what) that could not be resolved: " + symbols.prefix(5).joined(separator: ", ") + (symbols.count > 5 ? ", …" : "")
        }
    }
}
