import Foundation

/// Runs custom rules: regex and XPath rules per file (inside the engine's per-file pass, on the
/// bytes and parse it already has), forbid-dependency and require-file rules once over the
/// project model. A regex that
/// runs past the per-file deadline, or an XPath that fails at run time, becomes a finding on the
/// rule rather than a hang or a crash.
public struct CustomRuleRunner: Sendable {
    public var rules: [CustomRule]
    /// How long one rule may spend on one file.
    public var deadline: TimeInterval
    /// What all regex and XPath rules together may spend in one run (shared by the workers).
    public let budget: CustomRuleBudget
    /// libxml2 operations one XPath rule may take on one file (`xmlXPathContext.opLimit`):
    /// libxml2 has no timeout, so the work itself is bounded.
    public var xpathOperationLimit: UInt = 50_000_000

    public init(rules: [CustomRule], deadline: TimeInterval = 2, budget: TimeInterval = 60) {
        self.rules = rules
        self.deadline = deadline
        self.budget = CustomRuleBudget(seconds: budget)
    }

    /// The findings of `rules` on one file's bytes. `regions` gives the code/string/comment map
    /// from a parse the caller already has; by default the file is tokenized here, and only
    /// when a `match-kinds` regex has candidate matches.
    /// `xpath` evaluates against a document the caller already parsed.
    func check(
        _ bytes: [UInt8], path: String, rules: [CustomRule], regions makeRegions: (() -> TextRegions)? = nil,
        xpath: ((String) -> XPathQuery.Outcome)? = nil
    ) -> [Finding] {
        guard budget.admit() else { return [] }
        let started = Date()
        defer { budget.charge(Date().timeIntervalSince(started)) }
        let text = SourceText(bytes: bytes)
        guard !text.looksBinary else { return [] }
        var findings: [Finding] = []
        var regions: TextRegions?
        let language = CustomRule.language(of: path)
        for rule in rules {
            switch rule.matcher {
            case .regex(let expression, let kinds, let group):
                guard let string = String(bytes: bytes, encoding: .utf8) else { continue }  // not UTF-8: skipped
                let (offsets, timedOut) = regex(expression, group: group, string: string)
                // Tokenize only files with candidate matches: most files have none.
                if kinds != nil, !offsets.isEmpty, regions == nil {
                    regions = makeRegions?() ?? TextRegions(bytes: bytes, language: language)
                }
                for offset in offsets {
                    if let kinds, let regions, !kinds.contains(regions.kind(at: offset)) { continue }
                    findings.append(rule.descriptor.finding(rule.descriptor.title, path: path, at: text.location(ofOffset: offset)))
                }
                if timedOut {
                    findings.append(rule.descriptor.finding(
                        "custom rule \(rule.id) stopped after \(Self.seconds(deadline)) s on this file: its regex backtracks too much; simplify it",
                        path: path, at: .fileStart, severity: .warning))
                }
            case .xpath(let expression):
                switch xpath?(expression) ?? XPathQuery.evaluate(expression, bytes: bytes, path: path, operationLimit: xpathOperationLimit) {
                case .matches(let lines):
                    findings += lines.map { line in
                        rule.descriptor.finding(rule.descriptor.title, path: path, at: SourceLocation(line: line, column: Self.firstColumn(text, line)))
                    }
                case .notXML:
                    continue
                case .tooMuchWork:
                    findings.append(rule.descriptor.finding(
                        "custom rule \(rule.id) stopped after \(xpathOperationLimit) XPath operations on this file: its expression does too much work (nested // inside predicates?); simplify it",
                        path: path, at: .fileStart, severity: .warning))
                case .failed(let message):
                    findings.append(rule.descriptor.finding(
                        "custom rule \(rule.id) failed on this file: \(message)", path: path, at: .fileStart, severity: .warning))
                }
            case .forbidDependency, .requireFile:
                continue
            }
        }
        return FindingDetails.complete(findings, text: text)
    }

    static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? String(Int(interval)) : String(format: "%.1f", interval)
    }

    /// Byte offsets where the regex (its `group`) matches, and whether the deadline stopped it.
    private func regex(_ expression: NSRegularExpression, group: Int, string: String) -> (offsets: [Int], timedOut: Bool) {
        var offsets: [Int] = []
        let start = Date()
        var timedOut = false
        let utf16 = string.utf16
        // UTF-16 offset → byte offset, walked forward once since matches come in order.
        var cursorUTF16 = 0
        var cursorIndex = string.startIndex
        var cursorByte = 0
        func byteOffset(_ target: Int) -> Int {
            if target < cursorUTF16 { cursorUTF16 = 0; cursorIndex = string.startIndex; cursorByte = 0 }
            let index = utf16.index(cursorIndex, offsetBy: target - cursorUTF16, limitedBy: utf16.endIndex) ?? utf16.endIndex
            cursorByte += string.utf8.distance(from: cursorIndex, to: index)
            cursorIndex = index
            cursorUTF16 = target
            return cursorByte
        }
        expression.enumerateMatches(in: string, options: [.reportProgress], range: NSRange(location: 0, length: utf16.count)) { match, _, stop in
            if Date().timeIntervalSince(start) > deadline {
                timedOut = true
                stop.pointee = true
                return
            }
            guard let match else { return }
            let range = match.range(at: group)
            guard range.location != NSNotFound else { return }
            offsets.append(byteOffset(range.location))
        }
        return (offsets, timedOut)
    }

    static func firstColumn(_ text: SourceText, _ line: Int) -> Int {
        let content = text.line(line)
        return (content.firstIndex { !$0.isWhitespace }.map { content.distance(from: content.startIndex, to: $0) } ?? 0) + 1
    }

    /// forbid-dependency and require-file rules, over the whole project.
    public func projectFindings(_ model: ProjectModel) -> [Finding] {
        var findings: [Finding] = []
        for rule in rules {
            switch rule.matcher {
            case .forbidDependency(let patterns):
                for resolved in model.dependencies.byDefinition where patterns.contains(where: { Self.matches($0, resolved.dependency) }) {
                    findings.append(rule.descriptor.finding(
                        "\(resolved.dependency.name): \(rule.descriptor.title)", path: resolved.definitionPath, at: resolved.definitionLocation))
                }
            case .requireFile(let pattern, let condition):
                let glob = Glob(pattern)
                if let condition, !model.tree.files.contains(where: { Glob(condition).matches($0.path) }) { continue }
                if !model.tree.files.contains(where: { glob.matches($0.path) }) {
                    findings.append(rule.descriptor.finding("\(rule.descriptor.title) (no file matches \(pattern))", path: ".", at: .fileStart))
                }
            default:
                continue
            }
        }
        return findings
    }

    static func matches(_ pattern: String, _ dependency: DeclaredDependency) -> Bool {
        if pattern.contains("://") {
            guard var url = dependency.repositoryURL?.lowercased() else { return false }
            if url.hasSuffix(".git") { url.removeLast(4) }
            var wanted = pattern.lowercased()
            if wanted.hasSuffix(".git") { wanted.removeLast(4) }
            return Glob.wildcardMatch(wanted, url)
        }
        if dependency.ecosystem == .maven { return Glob.wildcardMatch(pattern, dependency.name) }
        return Glob.wildcardMatch(pattern.lowercased(), dependency.name.lowercased())
    }
}

/// The run-wide time budget of custom rules: every worker charges the time it spent in them;
/// once the budget is spent, files are no longer checked by custom rules, and the run says so
/// once. A deadline per file stops one slow regex; this stops many merely slow ones.
public final class CustomRuleBudget: @unchecked Sendable {
    public let seconds: TimeInterval
    private let lock = NSLock()
    private var spent: TimeInterval = 0
    private var skippedFiles = 0

    init(seconds: TimeInterval) {
        self.seconds = seconds
    }

    /// Whether a file may still be checked; counts the ones that may not.
    func admit() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if spent < seconds { return true }
        skippedFiles += 1
        return false
    }

    func charge(_ interval: TimeInterval) {
        lock.lock()
        spent += interval
        lock.unlock()
    }

    /// One warning when the budget ran out, none otherwise.
    public var notes: [String] {
        lock.lock()
        defer { lock.unlock() }
        guard skippedFiles > 0 else { return [] }
        return ["custom rules spent their \(CustomRuleRunner.seconds(seconds)) s budget (custom-rules-budget); \(skippedFiles) file\(skippedFiles == 1 ? " was" : "s were") not checked by them"]
    }
}
