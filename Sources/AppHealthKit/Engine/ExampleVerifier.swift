import Foundation

/// Runs a rule's examples through the real pipeline (files written to a scratch folder,
/// discovered, parsed and checked) and says what went wrong. Used by the test suite for every
/// built-in rule, SwiftLint's `verifyRule` style:
/// - a triggering example yields exactly the findings its `↓` markers (or `expectedCount`) say;
/// - a non-triggering example yields none;
/// - a triggering example goes silent under `tools:ignore` (XML) or `// apphealth:disable` (code)
///   with the rule's ID, each of its Android Lint IDs, and `all`;
/// - a triggering code example goes silent when its code is commented out or put inside a
///   string literal.
public struct ExampleVerifier: Sendable {
    public init() {}

    public func verify(_ descriptor: RuleDescriptor) -> [String] {
        var failures: [String] = []
        if descriptor.triggeringExamples.isEmpty { failures.append("\(descriptor.id): no triggering examples") }
        if descriptor.nonTriggeringExamples.isEmpty { failures.append("\(descriptor.id): no non-triggering examples") }
        for (index, example) in descriptor.triggeringExamples.enumerated() {
            let label = "\(descriptor.id) triggering example \(index + 1)"
            do {
                let found = try findings(of: descriptor.id, in: example.files)
                failures += compare(found, with: example, label: label)
                if example.testsSuppression {
                    for name in [descriptor.id, "all"] + descriptor.lintIds {
                        let suppressed = example.files.map { Self.ignoring(name, in: $0) }
                        let remaining = try findings(of: descriptor.id, in: suppressed)
                        if !remaining.isEmpty {
                            failures.append("\(label): still reports \(remaining.count) finding(s) when silenced with \"\(name)\"")
                        }
                    }
                    // SwiftLint's trick: the same code inside a comment is no code at all.
                    if example.files.contains(where: { Self.isCode($0.path) && !$0.content.markers.isEmpty }) {
                        let commented = try findings(of: descriptor.id, in: example.files.map(Self.commentedOut))
                        if !commented.isEmpty {
                            failures.append("\(label): still reports \(commented.count) finding(s) when the code is commented out")
                        }
                        let quoted = try findings(of: descriptor.id, in: example.files.map(Self.insideStringLiteral))
                        if !quoted.isEmpty {
                            failures.append("\(label): still reports \(quoted.count) finding(s) when the code is inside a string literal")
                        }
                    }
                }
            } catch {
                failures.append("\(label): \(error)")
            }
        }
        for (index, example) in descriptor.nonTriggeringExamples.enumerated() {
            do {
                let found = try findings(of: descriptor.id, in: example.files)
                for finding in found {
                    failures.append("\(descriptor.id) non-triggering example \(index + 1): unexpected finding at \(finding.path):\(finding.line):\(finding.column): \(finding.message)")
                }
            } catch {
                failures.append("\(descriptor.id) non-triggering example \(index + 1): \(error)")
            }
        }
        return failures
    }

    /// Audits the files with only one rule enabled and returns that rule's findings.
    public func findings(of ruleId: String, in files: [ExampleFile]) throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.content.bytes).write(to: url)
        }
        // Release items are decided by other rules' findings too (a hardcoded launcher label), so
        // their examples run with every rule and keep only their own findings.
        let only: Set<String>? = ruleId.hasPrefix("release.") ? nil : [ruleId]
        let result = Auditor().run(AuditRequest(root: folder, jobs: 1, onlyRules: only))
        return result.findings.filter { $0.ruleId == ruleId }
    }

    private func compare(_ found: [Finding], with example: RuleExample, label: String) -> [String] {
        var expected: [String] = []
        for file in example.files {
            expected += file.content.markers.map { "\(file.path):\($0.line):\($0.column)" }
        }
        if expected.isEmpty {
            let count = example.expectedCount ?? 1
            return found.count == count ? [] : ["\(label): expected \(count) finding(s), got \(found.count): " + found.map(\.message).joined(separator: " | ")]
        }
        let actual = found.map { "\($0.path):\($0.line):\($0.column)" }
        guard actual.sorted() != expected.sorted() else { return [] }
        return ["\(label): expected findings at \(expected.sorted()), got \(actual.sorted())"]
    }

    static func isCode(_ path: String) -> Bool {
        [".kt", ".java", ".swift", ".gradle", ".kts", ".m", ".mm", ".h"].contains { path.hasSuffix($0) }
    }

    static func commentedOut(_ file: ExampleFile) -> ExampleFile {
        guard case .text(let text) = file.content, isCode(file.path) else { return file }
        return ExampleFile(file.path, "/*\n" + text.filter { $0 != RuleExample.marker } + "\n*/\n")
    }

    /// The code as the content of a raw string literal (Swift `#"""`, Kotlin `"""`); other files unchanged.
    static func insideStringLiteral(_ file: ExampleFile) -> ExampleFile {
        guard case .text(let text) = file.content else { return file }
        let clean = text.filter { $0 != RuleExample.marker }
        if file.path.hasSuffix(".swift") { return ExampleFile(file.path, "let quoted = #\"\"\"\n" + clean + "\n\"\"\"#\n") }
        if file.path.hasSuffix(".kt") && !clean.contains("\"\"\"") { return ExampleFile(file.path, "val quoted = \"\"\"\n" + clean + "\n\"\"\"\n") }
        if [".m", ".mm", ".h"].contains(where: file.path.hasSuffix) { return ExampleFile(file.path, objcStringLiteral(clean)) }
        return commentedOut(file)
    }

    /// Objective-C has no multi-line literal: one `@"…\n"` per line, escaped, concatenated.
    static func objcStringLiteral(_ code: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            "    @\"" + line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\\n\""
        }
        return "static NSString *const quoted =\n" + lines.joined(separator: "\n") + ";\n"
    }

    /// Silences a file: `tools:ignore="name"` on an XML file's root element (adding the tools
    /// namespace if needed), or `// apphealth:disable name` at the top of a code file.
    static func ignoring(_ name: String, in file: ExampleFile) -> ExampleFile {
        if case .text(let text) = file.content, isCode(file.path) {
            return ExampleFile(file.path, "// apphealth:disable \(name)\n" + text.filter { $0 != RuleExample.marker })
        }
        if case .text(let text) = file.content, ["Podfile", "Cartfile"].contains(file.path.split(separator: "/").last.map(String.init) ?? "") {
            return ExampleFile(file.path, "# apphealth:disable \(name)\n" + text.filter { $0 != RuleExample.marker })
        }
        guard case .text(let text) = file.content, file.path.hasSuffix(".xml") else { return file }
        let clean = text.filter { $0 != RuleExample.marker }
        var searchStart = clean.startIndex
        while let open = clean[searchStart...].firstIndex(of: "<") {
            let next = clean.index(after: open)
            guard next < clean.endIndex else { break }
            if clean[next] == "?" || clean[next] == "!" {
                searchStart = next
                continue
            }
            var nameEnd = next
            while nameEnd < clean.endIndex, !" \n\t/>".contains(clean[nameEnd]) { nameEnd = clean.index(after: nameEnd) }
            var insertion = " tools:ignore=\"\(name)\""
            if !clean.contains("xmlns:tools=") { insertion += " xmlns:tools=\"\(XMLNamespace.tools)\"" }
            var result = clean
            result.insert(contentsOf: insertion, at: nameEnd)
            return ExampleFile(file.path, result)
        }
        return file
    }
}
