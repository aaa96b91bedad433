/// Reads `gradle/libs.versions.toml`: `[versions]`, `[libraries]` in all three notations
/// (`"g:a:v"`, `{ module = "g:a", version.ref = "x" }`, `{ group = "g", name = "a", version = "1" }`),
/// `[plugins]` and `[bundles]`. A small reader for the subset catalogs use, with line numbers.
enum VersionCatalogManifest {
    static func parse(_ text: SourceText, path: String) -> ManifestFacts {
        var facts = ManifestFacts(kind: .versionCatalog, path: path)
        var section = ""
        var pending: [(alias: String, fields: [String: String], location: SourceLocation)] = []
        for number in 1...text.lineCount {
            let raw = text.line(number)
            let line = stripComment(raw).trimmedWhitespace()
            guard !line.isEmpty else { continue }
            if line.hasPrefix("[") {
                section = line.trimming(["[", "]", " "])
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals]).trimmedWhitespace().trimming(["\""])
            let value = String(line[line.index(after: equals)...]).trimmedWhitespace()
            let column = (raw.firstIndex(where: { !$0.isWhitespace }).map { raw.distance(from: raw.startIndex, to: $0) } ?? 0) + 1
            let location = SourceLocation(line: number, column: column)
            switch section {
            case "versions":
                if let string = unquote(value) {
                    facts.variables[key] = string
                } else if value.hasPrefix("{") {
                    let table = inlineTable(value)
                    if let version = table["strictly"] ?? table["require"] ?? table["prefer"] { facts.variables[key] = version }
                }
            case "libraries":
                if let string = unquote(value) {
                    pending.append((key, ["module+version": string], location))
                } else if value.hasPrefix("{") {
                    pending.append((key, inlineTable(value), location))
                }
            default:
                continue
            }
        }
        for entry in pending {
            var coordinate: String
            var version: String?
            if let full = entry.fields["module+version"] {
                let parts = full.split(separator: ":").map(String.init)
                guard parts.count >= 2 else { continue }
                coordinate = parts[0] + ":" + parts[1]
                version = parts.count > 2 ? parts[2] : nil
            } else if let module = entry.fields["module"] {
                coordinate = module
            } else if let group = entry.fields["group"], let name = entry.fields["name"] {
                coordinate = group + ":" + name
            } else {
                continue
            }
            if version == nil {
                version = entry.fields["version"] ?? entry.fields["version.ref"].flatMap { facts.variables[$0] }
                    ?? entry.fields["version.strictly"] ?? entry.fields["version.require"]
            }
            let dependency = DeclaredDependency(
                ecosystem: .maven, name: coordinate, requirement: version, version: version, path: path, location: entry.location,
                isUnpinned: version.map(GradleManifest.isDynamic) ?? false)
            facts.catalogLibraries[accessor(entry.alias)] = dependency
        }
        return facts
    }

    /// `retrofit-core`, `retrofit_core` and `retrofit.core` are all `libs.retrofit.core`.
    static func accessor(_ alias: String) -> String {
        String(alias.map { $0 == "-" || $0 == "_" ? "." : $0 }).lowercased()
    }

    static func stripComment(_ line: String) -> String {
        var inString = false
        for (offset, character) in line.enumerated() {
            if character == "\"" { inString.toggle() }
            if character == "#" && !inString { return String(line.prefix(offset)) }
        }
        return line
    }

    static func unquote(_ value: String) -> String? {
        guard value.count >= 2, value.first == "\"" || value.first == "'", value.last == value.first else { return nil }
        return String(value.dropFirst().dropLast())
    }

    /// `{ module = "g:a", version.ref = "x" }` or `{ …, version = { strictly = "1.0" } }` → flat keys.
    static func inlineTable(_ value: String, prefix: String = "") -> [String: String] {
        var body = value.trimmedWhitespace()
        if body.hasPrefix("{") { body.removeFirst() }
        if body.hasSuffix("}") { body.removeLast() }
        var result: [String: String] = [:]
        var depth = 0
        var inString = false
        var current = ""
        var parts: [String] = []
        for character in body {
            if character == "\"" { inString.toggle() }
            if !inString && character == "{" { depth += 1 }
            if !inString && character == "}" { depth -= 1 }
            if !inString && depth == 0 && character == "," {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        for part in parts {
            guard let equals = part.firstIndex(of: "=") else { continue }
            let key = prefix + String(part[..<equals]).trimmedWhitespace()
            let value = String(part[part.index(after: equals)...]).trimmedWhitespace()
            if let string = unquote(value) {
                result[key] = string
            } else if value.hasPrefix("{") {
                result.merge(inlineTable(value, prefix: key + ".")) { _, new in new }
            }
        }
        return result
    }
}
