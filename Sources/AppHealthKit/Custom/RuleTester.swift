import Foundation

/// `apphealth rules test`: checks rules against their examples, Semgrep-style.
/// - Inline examples: every `invalid` example must give a finding, every `valid` one none.
/// - Annotated files in the rule folder: `// ruleid: ID` (or `# ruleid:`, `<!-- ruleid: ID -->`)
///   on the line before one that must give a finding of ID; `ok: ID` before one that must not.
///   In an annotated file, a finding of ID on a line not marked `ruleid: ID` is noise too.
/// - Built-in rules run through the shared example verifier.
/// Each rule ends Validated, Missing (an expected finding did not come) or Noisy (a finding
/// came where none should).
public struct RuleTester: Sendable {
    public enum Verdict: String, Sendable {
        case validated = "Validated", missing = "Missing", noisy = "Noisy"
    }

    public struct Result: Sendable {
        public var ruleId: String
        public var verdict: Verdict
        public var checks: Int
        public var problems: [String]
    }

    public var deadline: TimeInterval

    public init(deadline: TimeInterval = 2) {
        self.deadline = deadline
    }

    public func test(_ rules: [CustomRule], annotatedIn folder: URL?) -> [Result] {
        var results: [String: (checks: Int, missing: [String], noisy: [String])] = [:]
        for rule in rules {
            var entry = (checks: 0, missing: [String](), noisy: [String]())
            for (index, example) in rule.examples.invalid.enumerated() {
                entry.checks += 1
                if findings(rule, example).isEmpty { entry.missing.append("invalid example \(index + 1) gave no finding") }
            }
            for (index, example) in rule.examples.valid.enumerated() {
                entry.checks += 1
                let found = findings(rule, example)
                if !found.isEmpty { entry.noisy.append("valid example \(index + 1) gave \(found.count) finding(s): \(found[0].message)") }
            }
            results[rule.id] = entry
        }
        if let folder {
            let annotations = Self.annotations(in: folder)
            if !annotations.isEmpty {
                var request = AuditRequest(root: folder, jobs: ProcessInfo.processInfo.activeProcessorCount)
                request.customRules = rules
                request.customRuleDeadline = deadline
                let found = Auditor().run(request).findings
                let annotatedRules = Set(annotations.map(\.ruleId))
                for ruleId in annotatedRules {
                    var entry = results[ruleId] ?? (0, [], [])
                    let expected = annotations.filter { $0.ruleId == ruleId }
                    let actual = found.filter { $0.ruleId == ruleId }
                    for annotation in expected {
                        entry.checks += 1
                        let hit = actual.contains { $0.path == annotation.path && $0.line == annotation.line }
                        if annotation.expectFinding, !hit { entry.missing.append("\(annotation.path):\(annotation.line): expected a finding") }
                        if !annotation.expectFinding, hit { entry.noisy.append("\(annotation.path):\(annotation.line): marked ok but flagged") }
                    }
                    let annotatedFiles = Set(expected.map(\.path))
                    let marked = Set(expected.filter(\.expectFinding).map { "\($0.path):\($0.line)" })
                    let okLines = Set(expected.filter { !$0.expectFinding }.map { "\($0.path):\($0.line)" })
                    for finding in actual where annotatedFiles.contains(finding.path) {
                        let place = "\(finding.path):\(finding.line)"
                        if !marked.contains(place), !okLines.contains(place) { entry.noisy.append("\(place): unexpected finding: \(finding.message)") }
                    }
                    results[ruleId] = entry
                }
            }
        }
        return results.keys.sorted().map { id in
            let entry = results[id]!
            let verdict: Verdict = !entry.missing.isEmpty ? .missing : (!entry.noisy.isEmpty ? .noisy : .validated)
            return Result(ruleId: id, verdict: verdict, checks: entry.checks, problems: entry.missing + entry.noisy)
        }
    }

    /// Built-in rules through the example verifier every test run uses.
    public func testBuiltIns(_ descriptors: [RuleDescriptor]) -> [Result] {
        let verifier = ExampleVerifier()
        return descriptors.map { descriptor in
            let problems = verifier.verify(descriptor)
            let noisy = problems.contains { $0.contains("unexpected finding") || $0.contains("still reports") }
            let verdict: Verdict = problems.isEmpty ? .validated : (noisy ? .noisy : .missing)
            return Result(ruleId: descriptor.id, verdict: verdict,
                          checks: descriptor.triggeringExamples.count + descriptor.nonTriggeringExamples.count, problems: problems)
        }
    }

    func findings(_ rule: CustomRule, _ example: CustomRule.Example) -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-rule-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        /// Nothing is written outside the example folder, whatever a path derived from the
        /// rule's globs says (the loader already refuses explicit paths that would leave it).
        func inside(_ url: URL) -> Bool { url.standardizedFileURL.path.hasPrefix(folder.standardizedFileURL.path + "/") }
        let path: String
        let contents: String
        if case .requireFile = rule.matcher {
            // The example is the list of files in the tree, one path per line.
            let paths = example.text.split(whereSeparator: \.isNewline).map(String.init)
            for extra in paths.dropFirst() {
                let url = folder.appendingPathComponent(extra)
                guard inside(url) else { continue }
                try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? Data("\n".utf8).write(to: url)
            }
            path = paths.first ?? "README.md"
            contents = "\n"
        } else {
            path = example.path ?? rule.examplePath()
            contents = example.text.hasSuffix("\n") ? example.text : example.text + "\n"
        }
        let url = folder.appendingPathComponent(path)
        guard inside(url) else { return [] }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(contents.utf8).write(to: url)
        var request = AuditRequest(root: folder, jobs: 1, onlyRules: [rule.id])
        request.customRules = [rule]
        request.customRuleDeadline = deadline
        return Auditor().run(request).findings.filter { $0.ruleId == rule.id }
    }

    struct Annotation {
        var ruleId: String
        var path: String
        /// The annotated line: the one after the comment.
        var line: Int
        var expectFinding: Bool
    }

    static func annotations(in folder: URL) -> [Annotation] {
        let tree = FileDiscovery(exclude: []).discover(root: folder)
        var result: [Annotation] = []
        for file in tree.files where !file.path.hasSuffix(".yml") && !file.path.hasSuffix(".yaml") && file.size < 1 << 20 {
            guard let data = FileManager.default.contents(atPath: file.fullPath), let text = String(data: data, encoding: .utf8) else { continue }
            for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.replacingOccurrences(of: "-->", with: "")
                guard let match = line.range(of: #"(//|#|<!--)\s*(ruleid|ok):\s*[A-Za-z0-9_.,\s-]+"#, options: .regularExpression) else { continue }
                let body = line[match].replacingOccurrences(of: "<!--", with: "").replacingOccurrences(of: "//", with: "")
                    .replacingOccurrences(of: "#", with: "").trimmingCharacters(in: .whitespaces)
                let expect = body.hasPrefix("ruleid")
                let ids = body.drop { $0 != ":" }.dropFirst().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                for id in ids where !id.isEmpty {
                    result.append(Annotation(ruleId: id, path: file.path, line: index + 2, expectFinding: expect))
                }
            }
        }
        return result
    }
}
