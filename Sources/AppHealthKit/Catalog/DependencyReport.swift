/// The report's `dependencies` rows: each direct dependency with the catalog's verdict.
enum DependencyReport {
    static func entries(_ graph: DependencyGraph, catalog: LibraryCatalog, latestVersions: [String: String] = [:]) -> [DependencyEntry] {
        graph.dependencies.map { resolved in
            let entry = catalog.entry(for: resolved.dependency)
            let known = latestVersions[OnlineRefresh.key(resolved.dependency)] ?? entry?.latest
            // A project can be ahead of the catalog's snapshot: then it is on the latest we know of.
            let ahead = LibraryCatalog.isNewer(resolved.version, than: known, ecosystem: resolved.dependency.ecosystem)
            return DependencyEntry(
                ecosystem: resolved.dependency.ecosystem.rawValue, name: resolved.dependency.name,
                version: resolved.version ?? resolved.dependency.requirement ?? "", latest: ahead ? resolved.version : known,
                libyears: ahead ? 0 : entry.flatMap { LibraryCatalog.libyears(of: resolved.version, in: $0) },
                status: entry.map { $0.status == "shutdown" ? "deprecated" : $0.status } ?? "unknown",
                sniff: SniffTest.evaluate(entry, asOf: catalog.asOf),
                path: resolved.dependency.path, line: resolved.dependency.location.line)
        }
    }
}
