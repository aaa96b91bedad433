/// Reads `build.gradle` (Groovy) and `build.gradle.kts` through the Kotlin/Java lexer: string and
/// map notations, `ext`/`def`/`val` variables and `$var` interpolation, dynamic versions,
/// catalog accessors (`libs.retrofit.core`) and `repositories`.
enum GradleManifest {
    static let configurationSuffixes = ["implementation", "Implementation", "api", "Api", "compile", "Compile", "kapt", "Kapt", "ksp", "Ksp",
                                        "classpath", "annotationProcessor", "AnnotationProcessor", "compileOnly", "CompileOnly", "runtimeOnly",
                                        "RuntimeOnly", "coreLibraryDesugaring", "lintChecks", "detektPlugins"]

    static func isConfiguration(_ name: String) -> Bool {
        configurationSuffixes.contains { name == $0 || (name.hasSuffix($0) && name.first?.isLowercase == true) }
    }

    static let androidSettingNames: Set<String> = [
        "applicationId", "versionCode", "versionName", "targetSdk", "targetSdkVersion", "minSdk", "minSdkVersion",
        "minifyEnabled", "isMinifyEnabled", "debuggable", "isDebuggable", "storePassword", "keyPassword",
    ]

    /// Build settings, tracking the `release { }` block through a stack of block names.
    static func androidSettings(_ file: CodeFile) -> [AndroidSetting] {
        let code = file.code
        var blocks: [String] = []
        var settings: [AndroidSetting] = []
        for index in code.indices {
            if file.code(index, is: "{") {
                var owner = ""
                if index > 0, code[index - 1].kind == .identifier {
                    owner = file.text(of: code[index - 1])
                } else if index > 1, file.code(index - 1, is: ")") {
                    // `getByName("release") {`, `named('release') {`, `create("release") {`: the string names the block.
                    let open = code[..<(index - 1)].lastIndex { file.text(of: $0) == "(" } ?? index
                    owner = code[open..<index].first { $0.kind == .string }.map { file.stringContent(of: $0) }
                        ?? (open > 0 ? file.text(of: code[open - 1]) : "")
                }
                blocks.append(owner)
                continue
            }
            if file.code(index, is: "}") { _ = blocks.popLast(); continue }
            guard code[index].kind == .identifier else { continue }
            let name = file.text(of: code[index])
            guard androidSettingNames.contains(name) else { continue }
            var valueIndex = index + 1
            if file.code(valueIndex, is: "=") || file.code(valueIndex, is: "(") { valueIndex += 1 }
            guard code.indices.contains(valueIndex) else { continue }
            let token = code[valueIndex]
            guard token.kind == .string || token.kind == .number || token.kind == .identifier else { continue }
            let value = token.kind == .string ? file.stringContent(of: token) : file.text(of: token)
            let inRelease = blocks.contains("release")
            settings.append(AndroidSetting(
                name: name, value: value, location: file.location(of: code[index]), inRelease: inRelease,
                isLiteral: token.kind == .string))
        }
        return settings
    }

    static func parse(_ file: CodeFile) -> ManifestFacts {
        var facts = ManifestFacts(kind: .gradle, path: file.path)
        facts.androidSettings = androidSettings(file)
        // From tokens, not text: a plugin line that is commented out does not make an app.
        facts.isAndroidApplication = file.code.indices.contains { index in
            (file.code[index].kind == .string && file.stringContent(of: file.code[index]) == "com.android.application")
                || (file.code(index, is: "android") && file.code(index + 1, is: ".") && file.code(index + 2, is: "application")
                    && file.code(index - 1, is: ".") && file.code(index - 2, is: "plugins"))
        }
        let code = file.code
        var index = 0
        while index < code.count {
            defer { index += 1 }
            let token = code[index]
            guard token.kind == .identifier else { continue }
            let word = file.text(of: token)
            // Variables: `ext.x = '1'`, `x = '1'` inside ext { }, `def x = '1'`, `val x = "1"`, `set("x", "1")`.
            if file.code(index + 1, is: "="), index + 2 < code.count, code[index + 2].kind == .string,
                !file.code(index + 3, is: "+") {
                facts.variables[word] = file.stringContent(of: code[index + 2])
                continue
            }
            if word == "set", file.code(index + 1, is: "("), index + 4 < code.count, code[index + 2].kind == .string,
                file.code(index + 3, is: ","), code[index + 4].kind == .string {
                facts.variables[file.stringContent(of: code[index + 2])] = file.stringContent(of: code[index + 4])
                continue
            }
            if word == "jcenter", file.code(index + 1, is: "(") {
                facts.repositories.append(Repository(name: "jcenter()", location: file.location(of: token)))
                continue
            }
            guard isConfiguration(word) else { continue }
            var cursor = index + 1
            let parenthesised = file.code(cursor, is: "(")
            if parenthesised { cursor += 1 }
            // `platform("g:a:v")` / `enforcedPlatform(…)`: the BOM is the dependency.
            if code.indices.contains(cursor), code[cursor].kind == .identifier,
                ["platform", "enforcedPlatform"].contains(file.text(of: code[cursor])), file.code(cursor + 1, is: "(") {
                cursor += 2
            }
            guard code.indices.contains(cursor) else { continue }
            let location = file.location(of: code[cursor])
            if code[cursor].kind == .string {
                // String notation, or Groovy map notation starting with a string key? (keys are identifiers)
                let coordinate = file.stringContent(of: code[cursor])
                if let dependency = mavenDependency(coordinate, path: file.path, location: location) { facts.dependencies.append(dependency) }
            } else if code[cursor].kind == .identifier, file.text(of: code[cursor]) == "group" {
                // Map notation: group: 'g', name: 'a', version: 'v' (Groovy) or group = "g", … (Kotlin)
                var fields: [String: String] = [:]
                var scan = cursor
                while scan + 2 < code.count, code[scan].kind == .identifier, file.code(scan + 1, is: ":") || file.code(scan + 1, is: "=") {
                    let key = file.text(of: code[scan])
                    scan += 2
                    if code[scan].kind == .string {
                        fields[key] = file.stringContent(of: code[scan])
                        scan += 1
                    } else if code[scan].kind == .identifier {
                        // `version: butterknife_version` or `rootProject.ext.okhttp`: a variable, resolved later.
                        var name = file.text(of: code[scan])
                        scan += 1
                        while file.code(scan, is: "."), scan + 1 < code.count, code[scan + 1].kind == .identifier {
                            name = file.text(of: code[scan + 1])
                            scan += 2
                        }
                        fields[key] = "${" + name + "}"
                    } else {
                        break
                    }
                    if file.code(scan, is: ",") { scan += 1 }
                }
                if let group = fields["group"], let name = fields["name"] {
                    let coordinate = [group, name, fields["version"]].compactMap { $0 }.joined(separator: ":")
                    if let dependency = mavenDependency(coordinate, path: file.path, location: location) { facts.dependencies.append(dependency) }
                }
            } else if code[cursor].kind == .identifier, file.text(of: code[cursor]) == "libs" {
                var parts: [String] = []
                var scan = cursor + 1
                while file.code(scan, is: "."), scan + 1 < code.count, code[scan + 1].kind == .identifier {
                    parts.append(file.text(of: code[scan + 1]))
                    scan += 2
                }
                if !parts.isEmpty, parts.first != "plugins", parts.first != "bundles" {
                    facts.dependencies.append(DeclaredDependency(
                        ecosystem: .maven, name: "", requirement: nil, version: nil, path: file.path, location: location,
                        catalogAccessor: parts.joined(separator: ".")))
                }
            }
            _ = parenthesised
        }
        return facts
    }

    /// `group:artifact:version[:classifier][@ext]` → a dependency; `nil` for project and file dependencies.
    static func mavenDependency(_ coordinate: String, path: String, location: SourceLocation) -> DeclaredDependency? {
        var body = coordinate
        if let at = body.firstIndex(of: "@") { body = String(body[..<at]) }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[0].contains(" ") else { return nil }
        let version = parts.count >= 3 && !parts[2].isEmpty ? parts[2] : nil
        return DeclaredDependency(
            ecosystem: .maven, name: parts[0] + ":" + parts[1], requirement: version, version: version, path: path, location: location,
            isUnpinned: version.map(isDynamic) ?? false)
    }

    /// `1.+`, `+`, `latest.release`, `latest.integration`, open ranges `[1.0,)`.
    static func isDynamic(_ version: String) -> Bool {
        version.hasSuffix("+") || version.hasPrefix("latest.") || (version.hasPrefix("[") || version.hasPrefix("("))
            && (version.hasSuffix(",)") || version.hasSuffix(",]"))
    }

    /// Replaces `$name`, `${name}` and `${rootProject.ext.name}` with known variables.
    static func interpolate(_ value: String, _ variables: [String: String]) -> String {
        guard value.contains("$") else { return value }
        var result = ""
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            guard character == "$" else {
                result.append(character)
                index = value.index(after: index)
                continue
            }
            var cursor = value.index(after: index)
            var name = ""
            if cursor < value.endIndex, value[cursor] == "{" {
                cursor = value.index(after: cursor)
                while cursor < value.endIndex, value[cursor] != "}" { name.append(value[cursor]); cursor = value.index(after: cursor) }
                if cursor < value.endIndex { cursor = value.index(after: cursor) }
                name = name.split(separator: ".").last.map(String.init) ?? name
            } else {
                while cursor < value.endIndex, value[cursor].isLetter || value[cursor].isNumber || value[cursor] == "_" {
                    name.append(value[cursor])
                    cursor = value.index(after: cursor)
                }
            }
            result += variables[name] ?? "$" + name
            index = cursor
        }
        return result
    }
}
