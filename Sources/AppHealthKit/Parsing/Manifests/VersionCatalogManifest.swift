import TOMLKit

/// Reads `gradle/libs.versions.toml` with a real TOML parser (TOMLKit, on toml++): `[versions]`
/// (plain or `{ strictly/require/prefer = … }`) and `[libraries]` in all three notations
/// (`"g:a:v"`, `{ module = "g:a", version.ref = "x" }`, `{ group = "g", name = "a", version = "1" }`),
/// written inline, with dotted keys or as `[libraries.alias]` sub-tables; `[bundles]` (lists of
/// aliases) and `[plugins]` (`{ id = "…", version.ref = "…" }` or `"id:version"`). Line numbers come from a second, line-based pass over the text; a
/// catalog that does not parse reports `parseFailure` with where toml++ stopped.
enum VersionCatalogManifest {
    /// Deeper nesting than any real catalog; checked before toml++ sees the text.
    static let maximumNesting = 64

    static func parse(_ text: SourceText, path: String) -> ManifestFacts {
        var facts = ManifestFacts(kind: .versionCatalog, path: path)
        if let offset = excessiveNesting(text.bytes, limit: maximumNesting) {
            facts.parseFailure = XMLParseFailure(message: "nesting deeper than \(maximumNesting)", location: text.location(ofOffset: offset))
            return facts
        }
        if let offset = nonASCIIOutsideStrings(text.bytes) {
            facts.parseFailure = XMLParseFailure(message: "a character TOML does not allow here (outside strings and comments only ASCII, and only key characters in a table header)", location: text.location(ofOffset: offset))
            return facts
        }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: String(decoding: text.bytes, as: UTF8.self))
        } catch let error as TOMLParseError {
            let position = error.source.begin
            facts.parseFailure = XMLParseFailure(
                message: error.description, location: SourceLocation(line: max(1, position.line), column: max(1, position.column)))
            return facts
        } catch {
            facts.parseFailure = XMLParseFailure(message: "\(error)", location: .fileStart)
            return facts
        }

        for (key, value) in root["versions"]?.table ?? TOMLTable() {
            if let version = value.string ?? richVersion(value.table) { facts.variables[key] = version }
        }
        let locations = aliasLocations(text)
        var libraries: [(alias: String, table: TOMLValueConvertible)] = []
        func collect(_ table: TOMLTable, prefix: String, depth: Int) {
            for (key, value) in table {
                let alias = prefix + key
                // `retrofit.core = "g:a:v"` is, to TOML, a table `retrofit` holding `core`.
                if let nested = value.table, !isLibrary(nested), depth < 8 {
                    collect(nested, prefix: alias + ".", depth: depth + 1)
                } else {
                    libraries.append((alias, value))
                }
            }
        }
        collect(root["libraries"]?.table ?? TOMLTable(), prefix: "", depth: 0)

        for (alias, value) in libraries {
            var coordinate: String
            var version: String?
            if let notation = value.string {
                let parts = notation.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                guard parts.count >= 2 else { continue }
                coordinate = parts[0] + ":" + parts[1]
                version = parts.count > 2 ? parts[2] : nil
            } else if let table = value.table {
                if let module = table["module"]?.string {
                    coordinate = module
                } else if let group = table["group"]?.string, let name = table["name"]?.string {
                    coordinate = group + ":" + name
                } else {
                    continue
                }
                if let plain = table["version"]?.string {
                    version = plain
                } else if let rich = table["version"]?.table {
                    version = rich["ref"]?.string.flatMap { facts.variables[$0] } ?? richVersion(rich)
                }
            } else {
                continue
            }
            let firstSegment = String(alias.prefix { $0 != "." })
            let location = locations[alias] ?? locations[firstSegment] ?? .fileStart
            let dependency = DeclaredDependency(
                ecosystem: .maven, name: coordinate, requirement: version, version: version.flatMap(GradleManifest.exactVersion), path: path,
                location: location, isUnpinned: version.map(GradleManifest.isDynamic) ?? false)
            facts.catalogLibraries[accessor(alias)] = dependency
        }
        for (alias, value) in root["bundles"]?.table ?? TOMLTable() {
            guard let array = value.array else { continue }
            facts.catalogBundles[accessor(alias)] = array.compactMap { $0.string.map(accessor) }
        }
        let pluginLocations = aliasLocations(text, section: "plugins")
        for (alias, value) in root["plugins"]?.table ?? TOMLTable() {
            var id: String?
            var version: String?
            if let notation = value.string {
                let parts = notation.split(separator: ":", maxSplits: 1).map(String.init)
                id = parts.first
                version = parts.count > 1 ? parts[1] : nil
            } else if let table = value.table {
                id = table["id"]?.string
                if let plain = table["version"]?.string {
                    version = plain
                } else if let rich = table["version"]?.table {
                    version = rich["ref"]?.string.flatMap { facts.variables[$0] } ?? richVersion(rich)
                }
            }
            guard let id else { continue }
            facts.catalogPlugins[accessor(alias)] = DeclaredDependency(
                ecosystem: .gradlePlugin, name: id, requirement: version, version: version.flatMap(GradleManifest.exactVersion), path: path,
                location: pluginLocations[alias] ?? .fileStart, isUnpinned: version.map(GradleManifest.isDynamic) ?? false)
        }
        return facts
    }

    private static func isLibrary(_ table: TOMLTable) -> Bool {
        table["module"] != nil || table["group"] != nil || table["name"] != nil || table["version"] != nil
    }

    /// Gradle's rich versions: `{ strictly = "1.0" }`, `{ require = … }`, `{ prefer = … }`.
    private static func richVersion(_ table: TOMLTable?) -> String? {
        guard let table else { return nil }
        return table["strictly"]?.string ?? table["require"]?.string ?? table["prefer"]?.string
    }

    /// `retrofit-core`, `retrofit_core` and `retrofit.core` are all `libs.retrofit.core`.
    static func accessor(_ alias: String) -> String {
        String(alias.map { $0 == "-" || $0 == "_" ? "." : $0 }).lowercased()
    }

    // MARK: - Where aliases are declared

    /// The first line that declares each `[libraries]` alias: `alias = …`, `alias.module = …`
    /// (keyed by its first segment) or a `[libraries.alias]` header.
    static func aliasLocations(_ text: SourceText, section: String = "libraries") -> [String: SourceLocation] {
        var result: [String: SourceLocation] = [:]
        var inLibraries = false
        for number in 1...text.lineCount {
            let raw = text.line(number)
            let line = stripComment(raw).trimmedWhitespace()
            guard !line.isEmpty else { continue }
            let column = (raw.unicodeScalars.firstIndex { $0 != " " && $0 != "\t" }.map { raw.unicodeScalars.distance(from: raw.unicodeScalars.startIndex, to: $0) } ?? 0) + 1
            let location = SourceLocation(line: number, column: column)
            if line.hasPrefix("[") {
                let header = line.drop { $0 == "[" }.prefix { $0 != "]" }
                let keys = keyPath(String(header))
                inLibraries = keys == [section]
                if keys.count >= 2, keys[0] == section, result[keys[1]] == nil { result[keys[1]] = location }
                continue
            }
            guard inLibraries, let equals = firstOutsideQuotes("=", in: line) else { continue }
            let keys = keyPath(String(line[..<equals]))
            guard let alias = keys.first else { continue }
            if result[alias] == nil { result[alias] = location }
            if keys.count >= 2 {
                let dotted = keys.joined(separator: ".")
                if result[dotted] == nil { result[dotted] = location }
            }
        }
        return result
    }

    /// `a."b.c" . d` → ["a", "b.c", "d"].
    static func keyPath(_ text: String) -> [String] {
        var keys: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                keys.append(current.trimmedWhitespace())
                current = ""
            } else {
                current.append(character)
            }
        }
        keys.append(current.trimmedWhitespace())
        return keys
    }

    private static func firstOutsideQuotes(_ target: Character, in line: String) -> String.Index? {
        var quote: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == target {
                return index
            }
            index = line.index(after: index)
        }
        return nil
    }

    static func stripComment(_ line: String) -> String {
        var quote: Character?
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                return String(line.prefix(offset))
            }
        }
        return line
    }

    // MARK: - Nesting guard

    /// The byte offset where tables and arrays nest deeper than `limit` — inline tables, arrays,
    /// dotted keys and the enclosing `[table.header]` counted together — or `nil`. A linear scan
    /// that skips strings and comments, so toml++ never sees input it would recurse deeply on.
    /// The offset of the first byte toml++ must not see: a byte above 0x7F outside strings and
    /// comments, or a character other than a bare-key character, `.`, a space or a quoted key in
    /// a table header. toml++ asserts on both (SIGABRT where assertions are compiled in; found by
    /// fuzzing); TOML 1.0 allows neither, so the file is invalid anyway.
    static func nonASCIIOutsideStrings(_ b: [UInt8]) -> Int? {
        var i = 0
        let n = b.count
        var valueDepth = 0
        var lineStart = true
        func starts(_ quote: UInt8, count: Int, at index: Int) -> Bool {
            index + count <= n && (0..<count).allSatisfy { b[index + $0] == quote }
        }
        func skipString() {
            let quote = b[i]
            let multi = starts(quote, count: 3, at: i)
            i += multi ? 3 : 1
            while i < n {
                if quote == UInt8(ascii: "\""), b[i] == UInt8(ascii: "\\") { i += 2; continue }
                if multi ? starts(quote, count: 3, at: i) : b[i] == quote { i += multi ? 3 : 1; return }
                if !multi, b[i] == 0x0A { return }
                i += 1
            }
        }
        func isKeyByte(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
                || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == 0x20 || c == 0x09
        }
        while i < n {
            let c = b[i]
            if c >= 0x80 { return i }
            if c == 0x0A { lineStart = true; i += 1; continue }
            if c == 0x20 || c == 0x09 || c == 0x0D { i += 1; continue }
            let atLineStart = lineStart
            lineStart = false
            if c == UInt8(ascii: "#") {
                while i < n, b[i] != 0x0A { i += 1 }
                continue
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                skipString()
                continue
            }
            if c == UInt8(ascii: "["), atLineStart, valueDepth == 0 {  // a table header
                i += starts(UInt8(ascii: "["), count: 2, at: i) ? 2 : 1
                var expectsKey = true  // at the start and after a dot: `[.a]`, `[a..b]`, `[a.]` also made toml++ abort
                while i < n, b[i] != UInt8(ascii: "]") {
                    if b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") { skipString(); expectsKey = false; continue }
                    if !isKeyByte(b[i]) { return i }
                    if b[i] == UInt8(ascii: ".") {
                        if expectsKey { return i }
                        expectsKey = true
                    } else if b[i] != 0x20, b[i] != 0x09 {
                        expectsKey = false
                    }
                    i += 1
                }
                if expectsKey { return min(i, n - 1) }
                while i < n, b[i] == UInt8(ascii: "]") { i += 1 }
                continue
            }
            if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") { valueDepth += 1 }
            if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") { valueDepth = max(0, valueDepth - 1) }
            i += 1
        }
        return nil
    }

    static func excessiveNesting(_ bytes: [UInt8], limit: Int) -> Int? {
        var open: [(bracket: UInt8, dots: Int)] = []
        var openDots = 0
        var headerDepth = 0
        var keyDots = 0
        var inKey = true
        var atLineStart = true
        var index = 0
        func depth() -> Int { headerDepth + open.count + openDots + keyDots }
        func skipString(quote: UInt8) {
            let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x5C, quote == 0x22 {  // backslash escapes in basic strings only
                    index += 2
                    continue
                }
                if byte == quote {
                    if !multiline { return }
                    if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                        index += 2
                        return
                    }
                }
                if byte == 0x0A, !multiline { return }
                index += 1
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let wasLineStart = atLineStart
            atLineStart = false
            switch byte {
            case 0x20, 0x09, 0x0D:
                atLineStart = wasLineStart
            case 0x0A:
                atLineStart = true
                if open.isEmpty {
                    inKey = true
                    keyDots = 0
                }
            case 0x23:  // # comment
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            case 0x22, 0x27:
                skipString(quote: byte)
            case 0x2E:  // .
                if inKey {
                    keyDots += 1
                    if depth() > limit { return index }
                }
            case 0x3D:  // =
                inKey = false
            case 0x2C:  // ,
                if open.last?.bracket == 0x7B {
                    inKey = true
                    keyDots = 0
                }
            case 0x5B where open.isEmpty && wasLineStart:  // [table] or [[array.of.tables]]
                headerDepth = 1
                index += 1
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x5D {
                    if bytes[index] == 0x22 || bytes[index] == 0x27 {
                        skipString(quote: bytes[index])
                    } else if bytes[index] == 0x2E {
                        headerDepth += 1
                        if depth() > limit { return index }
                    }
                    index += 1
                }
                continue
            case 0x7B, 0x5B:  // { [
                open.append((byte, keyDots))
                openDots += keyDots
                keyDots = 0
                inKey = byte == 0x7B
                if depth() > limit { return index }
            case 0x7D, 0x5D:  // } ]
                if let last = open.popLast() { openDots -= last.dots }
                keyDots = 0
                inKey = false
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
