/// What one Objective-C file (`.m`, `.mm`, `.h`) contributes to project-wide analysis, gathered
/// from its tokens (lexed once): class interfaces with their superclasses, implementations with
/// their size, the names the code mentions (release checks) and the literals that may name assets.
public struct ObjCFacts: Sendable, Codable, Hashable {
    /// `@interface Foo : Bar` (a class extension or category has no superclass).
    public struct Interface: Sendable, Codable, Hashable {
        public var name: String
        public var superclass: String?
        public var location: SourceLocation
    }

    /// `@implementation Foo` or `@implementation Foo (Category)`, from its directive to `@end`.
    public struct Implementation: Sendable, Codable, Hashable {
        public var name: String
        public var category: String?
        public var location: SourceLocation
        /// Lines of code of the body (`SourceText.codeLinePrefix`: no blank lines, no comments).
        public var lines: Int
        public var methods: Int
    }

    public var interfaces: [Interface] = []
    public var implementations: [Implementation] = []
    /// Names the file mentions (`UIWebView`, `CLLocationManager`), for release checks.
    @SortedWhenCoded public var identifiers: Set<String> = []
    /// Contents of string literals (`[UIImage imageNamed:@"logo"]`): how code names assets.
    @SortedWhenCoded public var assetNameCandidates: Set<String> = []
    /// Format strings as globs (`@"flag_%@"` → `flag_*`): names built at run time.
    public var assetNamePatterns: [String] = []
    /// `[UIImage imageNamed:name]`: an image loaded by a name computed at run time.
    public var loadsAssetsByComputedName = false
    /// `[UIImage imageNamed:[NSString stringWithFormat:@"%ld", index]]`: sets named by a number
    /// alone are loaded (MiniKeePass's entry icons `0` … `68`).
    public var loadsNumberedAssets = false
    /// Properties the code gives a text (`self.titleLabel.text = …`, `[self.button setTitle:…]`).
    public var textAssignments = TextAssignments()
    /// Where the code first names an API the release checks look for (`UIWebView`).
    public var apiUses: [String: SourceLocation] = [:]
    /// The macros whose compile-time alternatives hold every `UIWebView` the file names (the
    /// `#else` of `#if UseWKWebViewForIFDBBrowser`, iOS Frotz's), or `nil` when one is outside such
    /// a branch (`PreprocessorRegions.alternativeBranches`).
    public var uiWebViewFallbacks: [String]? = nil
    /// Macros the file defines true (`#define UseWKWebViewForIFDBBrowser 1`).
    public var trueMacros: [String]? = nil

    public init() {}

    init(_ file: CodeFile) {
        self.init()
        var classRanges: [(range: ClosedRange<Int>, name: String)] = []
        // Lines of code by line, made for the first `@implementation`.
        var codeLines: [Int]?
        for container in file.objcContainers() {
            if container.kind == .implementation, container.directive <= container.end {
                classRanges.append((container.directive...container.end, container.name))
            }
            let location = file.location(of: file.code[container.directive])
            switch container.kind {
            case .interface:
                interfaces.append(Interface(name: container.name, superclass: container.superclass, location: location))
            case .implementation:
                let last = file.location(of: file.code[container.end]).line
                if codeLines == nil { codeLines = file.text.codeLinePrefix() }
                implementations.append(Implementation(
                    name: container.name, category: container.category, location: location, lines: codeLines![last] - codeLines![location.line - 1],
                    methods: file.objcMethods(in: container).filter { $0.body != nil }.count))
            case .protocol: break
            }
        }
        var patterns: Set<String> = []
        var namedLoads: [Int] = []
        var webViewLines: [Int] = []
        for (index, token) in file.code.enumerated() {
            switch token.kind {
            case .identifier:
                if file.text.bytes[token.start] != UInt8(ascii: "@") {
                    let name = file.text(of: token)
                    identifiers.insert(name)
                    // Xcode's generated asset symbols (`ACImageNameIcCustomAltitude` for `ic_custom_altitude`,
                    // `ACColorNameChartText`: OsmAnd) name a set as Swift's `.icCustomAltitude` does:
                    // compared folded.
                    if file.text.bytes[token.start] == UInt8(ascii: "A"), let stem = Self.generatedAssetStem(name) { assetNameCandidates.insert(stem) }
                }
                if file.code(index, is: "UIWebView") {
                    let location = file.location(of: token)
                    if apiUses["UIWebView"] == nil { apiUses["UIWebView"] = location }
                    webViewLines.append(location.line)
                }
                // By bytes: ASCII names without a `K`, `;` or `` ` `` equal only their own spelling.
                if file.code(index, is: "imageNamed") || file.code(index, is: "colorNamed") { namedLoads.append(index) }
            case .string:
                guard token.end - token.start < 124 else { continue }
                let content = file.stringContent(of: token)
                guard !content.isEmpty else { continue }
                if content.contains("%") {
                    let pattern = Self.glob(format: content)
                    if pattern.filter({ $0 != "*" }).count >= 3 { patterns.insert(pattern) }
                    if pattern == "*", content.hasPrefix("%"), let last = content.last, "diu".contains(last),
                        (max(0, index - 8)..<index).contains(where: { file.code($0, is: "imageNamed") }) {
                        loadsNumberedAssets = true
                    }
                } else {
                    assetNameCandidates.insert(content)
                }
            default: break
            }
        }
        assetNamePatterns = patterns.sorted()
        if !webViewLines.isEmpty {
            let branches = PreprocessorRegions.alternativeBranches(file.text)
            var macros: Set<String> = []
            // Each use in the innermost alternative around it.
            let covered = webViewLines.allSatisfy { line in
                guard let branch = branches.filter({ $0.lines.contains(line) }).max(by: { $0.lines.lowerBound < $1.lines.lowerBound }) else { return false }
                macros.insert(branch.macro)
                return true
            }
            if covered { uiWebViewFallbacks = macros.sorted() }
        }
        if file.text.contains("#define") {
            let defined = PreprocessorRegions.trueDefines(file.text)
            if !defined.isEmpty { trueMacros = defined }
        }
        loadsAssetsByComputedName = namedLoads.contains { file.code(file.code.index(after: $0), is: ":") && file.code.indices.contains($0 + 2) && file.code[$0 + 2].kind == .identifier }
        textAssignments = Self.textAssignments(in: file, classes: classRanges)
    }

    /// `label.text = …`, `self.label.text = …`, `_label.text = …`, `cell.label.text = …`,
    /// `[self.button setTitle:… forState:…]`, `[_label setText:…]`.
    static func textAssignments(in file: CodeFile, classes: [(range: ClosedRange<Int>, name: String)]) -> TextAssignments {
        var result = TextAssignments()
        func record(propertyAt index: Int) {
            guard index >= 0, file.code[index].kind == .identifier else { return }
            let name = file.text(of: file.code[index])
            let type = classes.first { $0.range.contains(index) }?.name
            if name == "self" { result.record("title", onSelf: true, in: type); return }
            let onSelf = !file.code(index - 1, is: ".") || file.code(index - 2, is: "self")
            result.record(name, onSelf: onSelf, in: type)
        }
        for index in file.identifiers {
            // The shapes first, from the tokens around (`.name =`, `name:`): most identifiers are
            // neither and need no string of their own.
            let assigned = file.isAssignedProperty(index)
            let selectorPart = file.code(index + 1, is: ":")
            guard assigned || selectorPart else { continue }
            let name = file.text(of: file.code[index])
            if assigned, TextAssignments.textMembers.contains(name) {
                record(propertyAt: index - 2)
            } else if selectorPart, TextAssignments.textSetters.contains(name) {
                record(propertyAt: index - 1)
            } else if selectorPart, Self.namesText(name), let receiver = messageReceiver(file, selectorAt: index) {
                // A helper of the project's given the title (edX's `[self.btn_Login applyButtonStyle:style withTitle:…]`).
                record(propertyAt: receiver)
            }
        }
        return result
    }

    /// A selector part that passes a text: `withTitle`, `title`, `withText`, `buttonTitle`.
    static func namesText(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("title") || lower.hasSuffix("text")
    }

    /// The receiver of the message whose selector part is at `index` (`btn_Login` in
    /// `[self.btn_Login applyButtonStyle:style withTitle:title]`): the token before the message's
    /// first selector part, when it is a name. Looked for within 80 tokens back.
    static func messageReceiver(_ file: CodeFile, selectorAt index: Int) -> Int? {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 80 {
            if file.code(cursor, is: "]") || file.code(cursor, is: ")") { depth += 1 }
            if file.code(cursor, is: "(") { if depth == 0 { return nil }; depth -= 1 }
            if file.code(cursor, is: "[") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, file.code(cursor, is: ";") || file.code(cursor, is: "{") || file.code(cursor, is: "}") { return nil }
            cursor -= 1
        }
        guard cursor >= 0, file.code(cursor, is: "[") else { return nil }
        // The first selector part after the receiver: a name followed by `:` at the message's level.
        var part = cursor + 2
        while part < index, !(file.code[part].kind == .identifier && file.code(part + 1, is: ":")) { part += 1 }
        let receiver = part - 1
        return receiver > cursor && file.code[receiver].kind == .identifier ? receiver : nil
    }

    /// The set name part of an Xcode-generated Objective-C asset symbol (`IcCustomAltitude` of
    /// `ACImageNameIcCustomAltitude`), or `nil`.
    static func generatedAssetStem(_ identifier: String) -> String? {
        for prefix in ["ACImageName", "ACColorName"] where identifier.hasPrefix(prefix) && identifier.utf8.count > prefix.utf8.count {
            return String(identifier.dropFirst(prefix.count))
        }
        return nil
    }

    /// `icon_%@_%ld` → `icon_*_*`: each conversion (`%@`, `%d`, `%02ld`, `%.1f`, …) becomes `*`.
    static func glob(format: String) -> String {
        var result = ""
        var characters = format[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "%" else { result.append(first); continue }
            if characters.first == "%" { result.append("%"); characters = characters.dropFirst(); continue }
            // Flags, width, precision, length and a position (`%1$@`, `%02d`, `%ld`).
            while let next = characters.first, "0123456789.-+ #lhqzjtL$".contains(next) { characters = characters.dropFirst() }
            if !characters.isEmpty { characters = characters.dropFirst() }
            result.append("*")
        }
        return result
    }
}
