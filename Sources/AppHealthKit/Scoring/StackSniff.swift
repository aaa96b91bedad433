/// The sniff test for the whole stack: languages and cross-platform frameworks found in the tree,
/// backend services found among the dependencies, and what the dependencies' answers add up to.
public enum StackSniff {
    /// Which stack entries the tree uses, with how many files speak each language.
    /// `pathRoles`: `PathRoles.roles(of:)` of the tree's paths, when the caller has them (worked
    /// out here when they are missing or are not one per file).
    static func detect(_ tree: ProjectTree, pathRoles: [FileRole]? = nil) -> [String: Int] {
        var found: [String: Int] = [:]
        let roles = pathRoles.flatMap { $0.count == tree.files.count ? $0 : nil } ?? PathRoles.roles(of: tree.files.lazy.map(\.path))
        for (file, role) in zip(tree.files, roles) {
            // Third-party and generated code is not the team's stack (a pod's Objective-C is not the app's).
            if role.isNeverReported { continue }
            switch file.kind {
            case .swift: found["swift", default: 0] += 1
            case .objc: found["objective-c", default: 0] += 1
            case .kotlin: found["kotlin", default: 0] += 1
            case .java: found["java", default: 0] += 1
            default:
                if file.name == "pubspec.yaml" { found["flutter", default: 0] += 1 }
                if file.name.hasSuffix(".csproj") { found["xamarin", default: 0] += 1 }
            }
        }
        // Folders are gathered only for a tree with a package.json (React Native's two apps).
        let packages = tree.files.filter { $0.name == "package.json" }
        let folders = packages.isEmpty ? [] : Set(tree.files.compactMap { file in file.path.lastIndex(ofByte: UInt8(ascii: "/")).map { String(file.path[..<$0]) } })
        for file in packages {
            let dir = file.path.split(separator: "/").dropLast().joined(separator: "/")
            let prefix = dir.isEmpty ? "" : dir + "/"
            if folders.contains(where: { $0.hasPrefix(prefix + "ios") }) && folders.contains(where: { $0.hasPrefix(prefix + "android") }) {
                found["react-native", default: 0] += 1
            }
        }
        for file in tree.files where file.name == "config.xml" && !file.path.contains("/res/") {
            let dir = file.path.split(separator: "/").dropLast().joined(separator: "/")
            if tree.files.contains(where: { $0.path == (dir.isEmpty ? "" : dir + "/") + "www/index.html" }) { found["cordova", default: 0] += 1 }
        }
        return found
    }

    public static func checklist(tree: ProjectTree, dependencies: [DependencyEntry], catalog: LibraryCatalog) -> ChecklistResult {
        checklist(tree: tree, pathRoles: nil, dependencies: dependencies, catalog: catalog)
    }

    /// `shipping`: for each row of `dependencies`, whether it speaks for the app's community
    /// answer — a release build carries it and no platform tool requires it as it is (JUnit 4
    /// for AndroidX Test, javax.inject for Dagger). Tests' and build tools' libraries, and
    /// finished specifications, say nothing about the stack the app ships on. `nil`: every row.
    static func checklist(
        tree: ProjectTree, pathRoles: [FileRole]?, dependencies: [DependencyEntry], shipping: [Bool]? = nil, catalog: LibraryCatalog
    ) -> ChecklistResult {
        let now = Int(catalog.asOf.prefix(4)) ?? 2026
        let detected = detect(tree, pathRoles: pathRoles)
        let stack = catalog.stack.filter { detected[$0.id] != nil }.sorted { (detected[$0.id] ?? 0) > (detected[$1.id] ?? 0) }
        var items: [ChecklistItemResult] = []
        func item(_ id: String, _ status: ChecklistItemResult.Status, _ evidence: [String]) {
            let title = SniffTest.questions.first { $0.id == id }?.title ?? id
            items.append(ChecklistItemResult(id: id, title: title, status: status, evidence: evidence))
        }
        let names = stack.map { "\($0.name) (\(detected[$0.id] ?? 0) file\(detected[$0.id] == 1 ? "" : "s"))" }

        // 1. Longevity of the languages and frameworks.
        let young = stack.filter { ($0.first_release.map { now - $0 } ?? 99) < 5 }
        item("longevity", stack.isEmpty ? .na : (young.isEmpty ? .pass : .fail),
             stack.map { "\($0.name): since \($0.first_release.map(String.init) ?? "?") (\($0.source))" })
        // 2. Support: vendors that ended support fail the stack.
        let unsupported = stack.filter { $0.trend == "down" && $0.kind == "framework" }
        item("support", stack.isEmpty ? .na : (unsupported.isEmpty ? .pass : .fail),
             unsupported.isEmpty ? stack.map { "\($0.name) is backed by \($0.owner ?? "its community")" } : unsupported.map { "\($0.name): \($0.trend_evidence ?? "declining")" })
        // 3. Community activity, from the dependencies the catalog knows.
        let known = dependencies.filter { $0.status != "unknown" }
        let counted = zip(dependencies, shipping ?? dependencies.map { _ in true }).filter { $0.1 && $0.0.status != "unknown" }.map(\.0)
        // One line per library: a library each module declares is one answer, not one per module.
        var named = Set<String>()
        let dead = counted.filter { ["deprecated", "archived", "shutdown", "stale"].contains($0.status) && named.insert($0.name).inserted }
        item("community", counted.isEmpty ? .na : (dead.isEmpty ? .pass : .fail),
             counted.isEmpty ? [known.isEmpty ? "no dependency the catalog knows" : "no shipped dependency the catalog knows"]
                : dead.isEmpty ? ["\(Set(counted.map(\.name)).count) known dependencies are maintained"]
                : dead.map { "\($0.name) is \($0.status)" })
        // 4. Cloud services behind the app.
        let firebase = dependencies.filter { $0.name.lowercased().contains("firebase") && !["deprecated", "shutdown"].contains($0.status) }
        let shutdownServices = dependencies.filter { $0.status == "shutdown" }
        item("cloud", firebase.isEmpty && shutdownServices.isEmpty ? .na : (shutdownServices.isEmpty ? .pass : .fail),
             shutdownServices.map { "\($0.name): \($0.sniff?.answers["company"]?.fact ?? "")" } + (firebase.isEmpty ? [] : ["Firebase (Google) is in use"]))
        // 5. Hiring: native languages are easy to hire for; declining frameworks are not. A declining
        // language left as a minority of the code (a few Objective-C files in a Swift app) is
        // named in the evidence but does not decide.
        let languageFiles = stack.filter { $0.kind == "language" }.reduce(0) { $0 + (detected[$1.id] ?? 0) }
        let declining = stack.filter { $0.trend == "down" && !($0.kind == "language" && (detected[$0.id] ?? 0) * 3 < languageFiles) }
        item("hiring", stack.isEmpty ? .na : (declining.isEmpty ? .pass : .warn),
             declining.isEmpty ? ["\(names.joined(separator: ", ")): mainstream skills"] : declining.map { "\($0.name): \($0.trend_evidence ?? "shrinking talent pool")" })
        // 6. Trend.
        item("trend", stack.isEmpty ? .na : (declining.isEmpty ? .pass : .fail),
             stack.map { "\($0.name): \($0.trend.map { "trending \($0)" } ?? "steady")\($0.trend_evidence.map { " — \($0)" } ?? "")" })
        // 7. Shutdown risk from large companies' products.
        item("company", shutdownServices.isEmpty ? (known.isEmpty ? .na : .pass) : .fail,
             shutdownServices.isEmpty ? ["no dependency on a product its owner shut down"] : shutdownServices.map { "\($0.name)" })

        let answerable = items.filter { $0.status != .na }
        let score = answerable.isEmpty ? 100 : Int((100 * Double(answerable.filter { $0.status == .pass }.count) / Double(answerable.count)).rounded())
        return ChecklistResult(id: "sniff-test", title: "Sniff test: is this stack a safe long-term bet?", score: score, items: items)
    }
}
