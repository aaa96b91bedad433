import Foundation
import SwiftSyntax

/// `Package.swift` read with swift-syntax (never executed), `Package.resolved` v1/v2/v3, and the
/// `XCRemoteSwiftPackageReference` blocks of `project.pbxproj`.
enum SwiftPackageManifest {
    static func parsePackage(_ file: SwiftFile) -> ManifestFacts {
        var facts = ManifestFacts(kind: .packageSwift, path: file.path)
        let visitor = PackageVisitor(file: file)
        visitor.walk(file.tree)
        facts.dependencies = visitor.dependencies
        // A package only macro targets use runs in the compiler (swift-syntax behind Threema's
        // macros); one only test targets use runs in tests: no app carries either.
        let shipping = Set(visitor.targetUses.filter { !["macro", "testTarget", "plugin"].contains($0.kind) }.flatMap(\.packages))
        for index in facts.dependencies.indices where !visitor.computedTargetDependencies && !shipping.contains(facts.dependencies[index].name) {
            let kinds = Set(visitor.targetUses.filter { $0.packages.contains(facts.dependencies[index].name) }.map(\.kind))
            if kinds == ["macro"] || kinds == ["macro", "testTarget"] { facts.dependencies[index].configuration = "macro" }
            if kinds == ["testTarget"] { facts.dependencies[index].configuration = "testTarget" }
            if kinds == ["plugin"] { facts.dependencies[index].configuration = "plugin" }
        }
        facts.isLibraryPackage = visitor.declaresLibrary
        if !visitor.platforms.isEmpty { facts.packagePlatforms = visitor.platforms.sorted() }
        let folder = XcodeProjectReader.parent(of: file.path)
        facts.packageTestFolders = visitor.testTargets.map { name, path in
            XcodeProjectReader.normalize(XcodeProjectReader.join(folder, path ?? "Tests/" + name))
        }.sorted()
        return facts
    }

    private final class PackageVisitor: SyntaxVisitor {
        let file: SwiftFile
        var dependencies: [DeclaredDependency] = []
        var declaresLibrary = false
        /// `platforms: [.macOS(.v10_15), .iOS(.v15)]`: `macOS`, `iOS`.
        var platforms: Set<String> = []
        /// `.testTarget(name:path:)`: the target's name and its `path:` when given.
        var testTargets: [(name: String, path: String?)] = []
        /// Each target's kind (`target`, `macro`, `testTarget`, …) and the packages its
        /// `dependencies:` name (`.product(name:package:)`'s package, or a bare name), lower-cased
        /// as SwiftPM's identities are.
        var targetUses: [(kind: String, packages: Set<String>)] = []
        /// Some target's dependencies are not written out (a variable, a computed list): which
        /// targets use a package cannot be read.
        var computedTargetDependencies = false

        init(file: SwiftFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "library" {
                declaresLibrary = true
            }
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package",
                let list = node.arguments.first(where: { $0.label?.text == "platforms" })?.expression.as(ArrayExprSyntax.self) {
                for element in list.elements {
                    let platform = element.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                        ?? element.expression.as(MemberAccessExprSyntax.self)
                    if let name = platform?.declName.baseName.text { platforms.insert(name) }
                }
            }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                ["target", "executableTarget", "macro", "testTarget", "plugin"].contains(member.declName.baseName.text),
                let argument = node.arguments.first(where: { $0.label?.text == "dependencies" }) {
                var packages: Set<String> = []
                guard let list = argument.expression.as(ArrayExprSyntax.self) else {
                    computedTargetDependencies = true
                    return .visitChildren
                }
                for element in list.elements {
                    if let name = element.expression.as(StringLiteralExprSyntax.self)?.literalText {
                        packages.insert(name.lowercased())
                    } else if let call = element.expression.as(FunctionCallExprSyntax.self),
                        let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, kind == "product" || kind == "target" || kind == "byName" {
                        if let package = call.arguments.first(where: { $0.label?.text == "package" })?.expression.as(StringLiteralExprSyntax.self)?.literalText {
                            packages.insert(package.lowercased())
                        } else if kind != "target", let name = call.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self)?.literalText {
                            packages.insert(name.lowercased())
                        }
                    } else {
                        computedTargetDependencies = true
                    }
                }
                targetUses.append((member.declName.baseName.text, packages))
            }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "testTarget",
                let name = node.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self)?.literalText {
                let path = node.arguments.first(where: { $0.label?.text == "path" })?.expression.as(StringLiteralExprSyntax.self)?.literalText
                testTargets.append((name, path))
            }
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "package",
                let url = node.arguments.first(where: { $0.label?.text == "url" })?.expression.as(StringLiteralExprSyntax.self)?.literalText
            else { return .visitChildren }
            var requirement: String?
            var version: String?
            var unpinned = false
            for argument in node.arguments.dropFirst() {
                let label = argument.label?.text
                let literal = argument.expression.as(StringLiteralExprSyntax.self)?.literalText
                switch label {
                case "from": requirement = "from \(literal ?? "?") up to next major"
                case "exact": requirement = "exact \(literal ?? "?")"; version = literal
                case "branch": requirement = "branch \(literal ?? "?")"; unpinned = true
                case "revision": requirement = "revision \(literal ?? "?")"
                case nil:
                    let text = argument.expression.trimmedDescription
                    requirement = text
                    let inner = argument.expression.as(FunctionCallExprSyntax.self)?.arguments.first?.expression
                        .as(StringLiteralExprSyntax.self)?.literalText
                    // A requirement, never a version: `.upToNextMajor(from: "5.3.0")` is "from 5.3.0 up to next major".
                    if text.hasPrefix(".upToNextMajor("), let inner { requirement = "from \(inner) up to next major" }
                    if text.hasPrefix(".upToNextMinor("), let inner { requirement = "from \(inner) up to next minor" }
                    if text.contains("branch") { unpinned = true }
                    if text.hasPrefix(".exact("), let inner = argument.expression.as(FunctionCallExprSyntax.self)?.arguments.first?
                        .expression.as(StringLiteralExprSyntax.self)?.literalText { version = inner }
                default: requirement = argument.trimmedDescription
                }
            }
            var dependency = DeclaredDependency(
                ecosystem: .swiftpm, name: SwiftPackageManifest.identity(url), requirement: requirement, version: version,
                path: file.path, location: file.location(of: node), isUnpinned: unpinned)
            dependency.repositoryURL = url
            dependencies.append(dependency)
            return .skipChildren
        }
    }

    /// `https://github.com/Alamofire/Alamofire.git` → `alamofire` (SwiftPM's identity rule).
    static func identity(_ url: String) -> String {
        var last = url.split(separator: "/").last.map(String.init) ?? url
        if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
        return last.lowercased()
    }

    static func parseResolved(_ text: SourceText, path: String) -> ManifestFacts {
        var facts = ManifestFacts(kind: .packageResolved, path: path)
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.bytes)) as? [String: Any] else { return facts }
        let pins = (object["pins"] as? [[String: Any]]) ?? ((object["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
        for pin in pins {
            let location = (pin["location"] as? String) ?? (pin["repositoryURL"] as? String) ?? ""
            let name = (pin["identity"] as? String) ?? identity(location)
            let state = pin["state"] as? [String: Any] ?? [:]
            if let version = state["version"] as? String {
                facts.locked[name.lowercased()] = version
            } else if let branch = state["branch"] as? String {
                facts.locked[name.lowercased()] = "branch " + branch
            }
        }
        return facts
    }

    /// `XCRemoteSwiftPackageReference` blocks: `repositoryURL = "…"; requirement = { kind = …; minimumVersion = …; };`
    static func parseXcodeProject(_ text: SourceText, path: String) -> ManifestFacts {
        var facts = ManifestFacts(kind: .xcodeProject, path: path)
        // Searched by bytes: Foundation's `range(of:)` on the text (a large app's project file is
        // megabytes) took 8 % of a whole audit of DuckDuckGo's iOS app.
        let bytes = text.bytes
        let marker = Array("isa = XCRemoteSwiftPackageReference;".utf8)
        let opener = Array("= {".utf8)
        let closer = Array("\n\t\t};".utf8)
        var searchStart = 0
        while let found = ByteSearch.firstRange(of: marker, in: bytes, from: searchStart) {
            searchStart = found.upperBound
            // The block runs from the line that opens it to the matching `};`.
            let blockStart = ByteSearch.lastRange(of: opener, in: bytes, before: found.lowerBound)?.lowerBound ?? found.lowerBound
            let blockEnd = ByteSearch.firstRange(of: closer, in: bytes, from: found.upperBound)?.upperBound ?? bytes.count
            let block = String(decoding: bytes[blockStart..<blockEnd], as: UTF8.self)
            guard let url = value(of: "repositoryURL", in: block) else { continue }
            let kind = value(of: "kind", in: block) ?? ""
            var requirement = kind
            var version: String?
            var unpinned = false
            switch kind {
            case "upToNextMajorVersion", "upToNextMinorVersion":
                requirement = "from \(value(of: "minimumVersion", in: block) ?? "?") up to next \(kind == "upToNextMajorVersion" ? "major" : "minor")"
            case "exactVersion":
                version = value(of: "version", in: block)
                requirement = "exact \(version ?? "?")"
            case "branch":
                let branch = value(of: "branch", in: block)
                // A commit's full hash as the branch (Damus's swift-markdown-ui): SwiftPM checks out
                // that commit, a revision pin in all but name.
                if let branch, GitWorkTree.isHash(branch) {
                    requirement = "revision \(branch)"
                } else {
                    requirement = "branch \(branch ?? "?")"
                    unpinned = true
                }
            case "revision":
                requirement = "revision \(value(of: "revision", in: block) ?? "?")"
            case "versionRange":
                requirement = "\(value(of: "minimumVersion", in: block) ?? "?")..<\(value(of: "maximumVersion", in: block) ?? "?")"
            default:
                break
            }
            let offset = found.lowerBound
            var dependency = DeclaredDependency(
                ecosystem: .swiftpm, name: identity(url), requirement: requirement, version: version, path: path,
                location: text.location(ofOffset: offset), isUnpinned: unpinned)
            dependency.repositoryURL = url
            facts.dependencies.append(dependency)
        }
        return facts
    }

    private static func value(of key: String, in block: String) -> String? {
        guard let range = block.byteRange(of: key + " = ") else { return nil }
        let rest = block[range.upperBound...]
        let end = rest.firstIndex(of: ";") ?? rest.endIndex
        return String(rest[..<end]).trimmedWhitespace().trimming(["\""])
    }
}

/// `Cartfile` (`github "Owner/Repo" ~> 2.3`, `git "url" "branch"`, `binary "url" ~> 1.0`) and `Cartfile.resolved`.
enum CarthageManifest {
    static func parse(_ text: SourceText, path: String, resolved: Bool) -> ManifestFacts {
        var facts = ManifestFacts(kind: resolved ? .cartfileResolved : .cartfile, path: path)
        for number in 1...text.lineCount {
            let raw = text.line(number)
            let line = CocoaPodsManifest.stripRubyComment(raw).trimmedWhitespace()
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2, ["github", "git", "binary"].contains(words[0]) else { continue }
            let strings = CocoaPodsManifest.quotedStrings(words[1])
            guard let source = strings.first else { continue }
            let name = words[0] == "github" ? source.lowercased() : SwiftPackageManifest.identity(source)
            if resolved {
                if strings.count >= 2 { facts.locked[name] = strings[1].hasPrefix("v") ? String(strings[1].dropFirst()) : strings[1] }
                continue
            }
            let rest = words[1].split(separator: "\"").last.map { String($0).trimmedWhitespace() } ?? ""
            var requirement: String? = rest.isEmpty ? nil : rest
            var unpinned = requirement == nil
            if strings.count >= 2 {
                requirement = "branch " + strings[1]
                unpinned = true
            } else if let text = requirement, let parsed = VersionRequirement.parse(text) {
                unpinned = parsed.isOpen
            }
            var dependency = DeclaredDependency(
                ecosystem: .carthage, name: name, requirement: requirement, version: nil, path: path,
                location: SourceLocation(line: number, column: 1), isUnpinned: unpinned)
            // `Cartfile.private`: what the project's own tests and tooling build with, never
            // embedded in the app (Carthage's documentation; Open Food Facts' OHHTTPStubs).
            if path == "Cartfile.private" || path.hasSuffix("/Cartfile.private") { dependency.configuration = "Cartfile.private" }
            switch words[0] {
            case "github": dependency.repositoryURL = "https://github.com/\(source).git"
            case "git": dependency.repositoryURL = source
            default: break  // binary specs are JSON files, not repositories
            }
            facts.dependencies.append(dependency)
        }
        return facts
    }
}

/// `gradle.properties`: `name=value` lines feed `$name` interpolation.
enum GradlePropertiesManifest {
    static func parse(_ text: SourceText, path: String) -> ManifestFacts {
        var facts = ManifestFacts(kind: .gradleProperties, path: path)
        for number in 1...text.lineCount {
            let line = text.line(number).trimmedWhitespace()
            guard !line.hasPrefix("#"), !line.hasPrefix("!"), let equals = line.firstIndex(where: { $0 == "=" || $0 == ":" }) else { continue }
            facts.variables[String(line[..<equals]).trimmedWhitespace()] = String(line[line.index(after: equals)...]).trimmedWhitespace()
        }
        return facts
    }
}

