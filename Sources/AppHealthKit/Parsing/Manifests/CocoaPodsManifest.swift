import Yams

/// Reads `Podfile` (the Ruby DSL's `pod` lines, never executed) and `Podfile.lock` (YAML).
enum CocoaPodsManifest {
    static func parsePodfile(_ text: SourceText, path: String) -> ManifestFacts {
        var facts = ManifestFacts(kind: .podfile, path: path)
        // The Ruby blocks open around each line: a target's name, or `nil` for any other block.
        var blocks: [String?] = []
        for number in 1...text.lineCount {
            let raw = text.line(number)
            let line = stripRubyComment(raw).trimmedWhitespace()
            if let block = blockOpened(by: line) {
                blocks.append(block)
                continue
            }
            if line == "end" || line.hasPrefix("end ") || line.hasPrefix("end.") || line.hasPrefix("end)") {
                _ = blocks.popLast()
                continue
            }
            guard line.hasPrefix("pod ") || line.hasPrefix("pod(") else { continue }
            let strings = quotedStrings(line)
            guard let name = strings.first else { continue }
            let column = (raw.firstIndex(where: { !$0.isWhitespace }).map { raw.distance(from: raw.startIndex, to: $0) } ?? 0) + 1
            // Options: `:git => '…'`, `git: '…'`, `:branch`, `:tag`, `:commit`, `:path`.
            let options = ["git", "branch", "tag", "commit", "path", "podspec"].filter { line.contains(":\($0)") || line.contains("\($0):") }
            var requirement: String?
            var version: String?
            var unpinned = false
            if options.contains("branch") || (options.contains("git") && !options.contains("tag") && !options.contains("commit")) {
                requirement = "branch"
                unpinned = true
            } else if options.contains("tag"), strings.count >= 2 {
                requirement = "tag " + strings.last!
                version = strings.last!.hasPrefix("v") ? String(strings.last!.dropFirst()) : strings.last!
            } else if !options.contains("path"), strings.count >= 2 {
                requirement = strings.dropFirst().joined(separator: ", ")
                if let parsed = VersionRequirement.parse(requirement!) {
                    if case .exact(let exact) = parsed { version = exact.description }
                    unpinned = parsed.isOpen
                }
            } else if options.isEmpty {
                unpinned = true  // `pod 'Name'` takes whatever is newest
            }
            if options.contains("path") { continue }  // local pods are the project's own code
            var dependency = DeclaredDependency(
                ecosystem: .cocoapods, name: podRoot(name), requirement: requirement, version: version, path: path,
                location: SourceLocation(line: number, column: column), isUnpinned: unpinned)
            dependency.configuration = toolPods.contains(podRoot(name)) ? "tooling" : configuration(of: line, inTarget: blocks.last { $0 != nil } ?? nil)
            facts.dependencies.append(dependency)
        }
        return facts
    }

    /// Pods that install a command-line tool the build or CI runs (Pocket Casts' `abstract_target
    /// 'CI'` with SwiftGen and SwiftLint): nothing of them is linked into the app.
    static let toolPods: Set<String> = ["SwiftGen", "SwiftLint", "SwiftFormat", "Sourcery", "LicensePlist", "xcbeautify", "Periphery", "XcodeGen"]

    /// What a Podfile line opens: `target 'AppTests' do` → the target's name; `abstract_target`,
    /// `post_install do |installer|`, `def`, `if`, … → another block (`.some(nil)`); `nil` for a line that
    /// opens none (a `do` inside a one-line block is closed on the same line).
    static func blockOpened(by line: String) -> String?? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
        guard let first = words.first else { return nil }
        if first == "target", line.hasSuffix(" do"), let name = quotedStrings(line).first { return .some(name) }
        if ["def", "if", "unless", "case", "begin", "while", "until", "class", "module"].contains(String(first)) { return .some(nil) }
        if line.hasSuffix(" do") || line.range(of: #" do \|[^|]*\|$"#, options: .regularExpression) != nil { return .some(nil) }
        return nil
    }

    /// A pod's build: `test target NAME` inside a target named as tests (`AppTests`, `AppUITests`,
    /// `AppSpecs`), `Debug` when `:configurations` lists only debug builds (or `configuration:`
    /// names one: WooCommerce's `pod 'Sourcery', '~> 1.0.3', configuration: 'Debug'`), else `nil` (it ships).
    static func configuration(of line: String, inTarget target: String?) -> String? {
        if let range = line.range(of: "configurations"), let bracket = line[range.upperBound...].firstIndex(where: { $0 == "[" }),
            let close = line[bracket...].firstIndex(of: "]") {
            let names = line[line.index(after: bracket)..<close].split(whereSeparator: { " ,'\"".contains($0) })
            if !names.isEmpty, names.allSatisfy({ $0.lowercased().contains("debug") }) { return "Debug" }
        } else if let range = line.range(of: "configuration"), let name = quotedStrings(String(line[range.upperBound...])).first,
            line[range.upperBound...].drop(while: { $0 == " " || $0 == "s" }).first.map({ $0 == ":" || $0 == "=" }) == true,
            name.lowercased().contains("debug") {
            return "Debug"
        }
        guard let target else { return nil }
        let testing = ["Tests", "Test", "UITests", "Specs", "Spec"].contains { target.hasSuffix($0) }
        return testing ? "test target " + target : nil
    }

    /// `PODS:` entries `Name (1.2.3)` (with or without nested dependencies) become locked versions.
    static func parseLock(_ text: String, path: String) -> ManifestFacts {
        var facts = ManifestFacts(kind: .podfileLock, path: path)
        // Read with Yams' basic resolver: every scalar is a string. The default one compiles seven
        // regular expressions on first use (~8.8 M instructions, once a run) and runs them on each
        // key compared; the only key asked for, `PODS`, is a string under both, and entries are
        // read as the strings they are written as.
        guard let root = try? Yams.compose(yaml: text, .basic), case .mapping(let mapping) = root,
            let pods = mapping["PODS"], case .sequence(let sequence) = pods else { return facts }
        for item in sequence {
            var entry: String?
            if case .scalar(let scalar) = item { entry = scalar.string }
            if case .mapping(let nested) = item, let key = nested.keys.first, case .scalar(let scalar) = key { entry = scalar.string }
            guard let entry, let open = entry.firstIndex(of: "("), entry.hasSuffix(")") else { continue }
            let name = podRoot(String(entry[..<open]).trimmedWhitespace())
            let version = String(entry[entry.index(after: open)..<entry.index(before: entry.endIndex)])
            if facts.locked[name] == nil { facts.locked[name] = version }
        }
        return facts
    }

    /// `Firebase/Core` is the `Firebase` pod.
    static func podRoot(_ name: String) -> String {
        String(name.split(separator: "/").first ?? Substring(name))
    }

    /// The contents of the `'…'`/`"…"` literals of a line, in order (an unterminated one is
    /// dropped). One pass over the bytes; each literal is sliced once.
    static func quotedStrings(_ line: String) -> [String] {
        var result: [String] = []
        let bytes = Array(line.utf8)
        var start: Int?
        var quote: UInt8 = 0
        for (index, byte) in bytes.enumerated() {
            if let open = start {
                if byte == quote {
                    result.append(String(decoding: bytes[open..<index], as: UTF8.self))
                    start = nil
                }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                quote = byte
                start = index + 1
            }
        }
        return result
    }

    static func stripRubyComment(_ line: String) -> String {
        var quote: Character?
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return String(line.prefix(offset))
            }
        }
        return line
    }
}
