import Foundation
import Yams

/// `apphealth init`: a commented `.apphealth.yml` for the project found at a root — its
/// platforms, and the excludes the team already gave SwiftLint (`excluded:`) and Android Lint
/// (`<ignore path>` under `<issue id="all">` in `lint.xml`), so the audit skips what they skip.
public enum StarterConfiguration {
    public struct Detected: Sendable, Equatable {
        public var android = false
        public var ios = false
        /// Excludes imported from other tools, with where each came from.
        public var excludes: [(glob: String, source: String)] = []

        public static func == (a: Detected, b: Detected) -> Bool {
            a.android == b.android && a.ios == b.ios && a.excludes.map(\.glob) == b.excludes.map(\.glob)
        }
    }

    /// Looks at the top folders of the project (a bounded walk: no build output, no dependencies).
    public static func detect(root: URL) -> Detected {
        var detected = Detected()
        let skipped: Set<String> = [".git", "build", ".build", "node_modules", "Pods", "Carthage", ".gradle", "DerivedData"]
        var stack: [(URL, String, Int)] = [(root, "", 0)]
        var visited = 0
        while let (folder, relative, depth) = stack.popLast(), visited < 5_000 {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() {
                visited += 1
                let path = relative.isEmpty ? name : relative + "/" + name
                let url = folder.appendingPathComponent(name)
                if name == "AndroidManifest.xml" || name == "build.gradle" || name == "build.gradle.kts" { detected.android = true }
                if name.hasSuffix(".xcodeproj") || name == "Podfile" || name == "Package.swift" || name == "Info.plist" { detected.ios = true }
                if name == "lint.xml" { detected.excludes += lintExcludes(url, path: path) }
                if name == ".swiftlint.yml" { detected.excludes += swiftLintExcludes(url, path: path) }
                var isDirectory: ObjCBool = false
                if depth < 4, !skipped.contains(name), !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcassets"),
                    FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    stack.append((url, path, depth + 1))
                }
            }
        }
        return detected
    }

    /// SwiftLint's `excluded:` paths (relative to the `.swiftlint.yml`), as globs from the root.
    static func swiftLintExcludes(_ url: URL, path: String) -> [(glob: String, source: String)] {
        guard let text = try? String(contentsOf: url, encoding: .utf8), let node = try? Yams.compose(yaml: text),
            case .mapping(let mapping)? = Optional(node), let excluded = mapping["excluded"] else { return [] }
        let folder = path.parentPath
        let entries: [String]
        switch excluded {
        case .scalar(let scalar): entries = [scalar.string]
        case .sequence(let sequence): entries = sequence.compactMap { if case .scalar(let s) = $0 { return s.string } else { return nil } }
        default: entries = []
        }
        return entries.map { entry in
            let trimmed = entry.hasPrefix("./") ? String(entry.dropFirst(2)) : entry
            return (folder.isEmpty ? trimmed : folder + "/" + trimmed, path)
        }
    }

    /// `lint.xml`'s `<issue id="all"><ignore path="…"/></issue>`: paths Lint skips entirely.
    static func lintExcludes(_ url: URL, path: String) -> [(glob: String, source: String)] {
        guard let data = FileManager.default.contents(atPath: url.path),
            case .success(let document) = XMLFileParser().parse(SourceText(bytes: Array(data)), path: path) else { return [] }
        let folder = path.parentPath
        return document.root.children.filter { $0.localName == "issue" && $0.attribute("id", namespace: nil)?.value == "all" }
            .flatMap { $0.children.filter { $0.localName == "ignore" } }
            .compactMap { $0.attribute("path", namespace: nil)?.value }
            .map { (folder.isEmpty ? $0 : folder + "/" + $0, path) }
    }

    /// The starter file's text.
    public static func render(_ detected: Detected) -> String {
        let platforms = [detected.android ? "Android" : nil, detected.ios ? "iOS" : nil].compactMap { $0 }
        var lines = [
            "# apphealth configuration (written by `apphealth init`; every key is optional).",
            "# Detected: \(platforms.isEmpty ? "no Android or iOS project yet" : platforms.joined(separator: " and ")).",
            "# Reference: README.md, section Configuration (`apphealth audit --help` lists every option).",
            "",
            "# Paths (globs from this folder) left out of the audit. .gitignore and .apphealthignore",
            "# are honoured already; Android Lint's lint.xml and tools:ignore too.",
        ]
        if detected.excludes.isEmpty {
            lines += ["exclude: []", "#  - \"**/generated/**\""]
        } else {
            lines.append("exclude:")
            for (glob, source) in detected.excludes { lines.append("  - \"\(glob)\"    # from \(source)") }
        }
        lines += [
            "",
            "# The gate: fail (exit 1) on findings at or above this severity (error, warning, note, never).",
            "fail-on: error",
            "# min-score: 70",
            "# max-warnings: 50",
            "# baseline: .apphealth-baseline.json   # or app/lint-baseline.xml (Android Lint's)",
            "",
            "# Reports written on every run, besides --format/-o:",
            "# reports: { sarif: apphealth.sarif, markdown: apphealth.md }",
            "",
            "# Rule settings by apphealth ID or Android Lint ID (`apphealth rules list`).",
            "rules:",
        ]
        if detected.android {
            lines += [
                "  android.layout-naming: { enabled: true }",
                "  # HardcodedText: { severity: error }           # Lint IDs name the rules they map",
                "  # android.missing-density: { required-densities: [mdpi, hdpi, xhdpi, xxhdpi] }",
            ]
        }
        if detected.ios {
            lines += ["  ios.unused-asset: { severity: note }"]
        }
        if !detected.android, !detected.ios {
            lines += ["  arch.massive-view-controller: { max-lines: 400 }"]
        }
        lines += ["", "# Team rules: YAML files in .apphealth/rules/ are read by default.", "# custom-rules: [tools/apphealth-rules]", ""]
        return lines.joined(separator: "\n")
    }
}
