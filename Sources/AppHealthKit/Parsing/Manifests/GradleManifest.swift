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
        "minifyEnabled", "isMinifyEnabled", "isRemoveUnusedCode", "removeUnusedCode", "debuggable", "isDebuggable", "storePassword", "keyPassword",
        "namespace",
    ]

    /// Gradle's Kotlin delegates that name a container's element after the property (`val release by getting`).
    static let delegatedContainers: NameSet = ["getting", "creating", "existing", "registering"]

    /// Build settings, tracking the `release { }` block through a stack of block names.
    static func androidSettings(_ file: CodeFile) -> [AndroidSetting] {
        let code = file.code
        var blocks: [String] = []
        var settings: [AndroidSetting] = []
        for index in code.indices {
            if file.code(index, is: "{") {
                var owner = ""
                if index > 2, code[index - 1].kind == .identifier, file.code(index - 2, is: "by"), code[index - 3].kind == .identifier,
                    file.code(index - 1, isIn: delegatedContainers) {
                    // Kotlin's delegated containers: `val release by getting {` is the `release` block (Feeder).
                    owner = file.text(of: code[index - 3])
                } else if index > 3, file.code(index - 1, is: "apply") || file.code(index - 1, is: "run") || file.code(index - 1, is: "also"),
                    file.code(index - 2, is: "."), file.code(index - 3, is: ")"),
                    let open = code[..<(index - 3)].lastIndex(where: { file.text(of: $0) == "(" }),
                    let name = code[open..<(index - 3)].first(where: { $0.kind == .string }) {
                    // `maybeCreate("debug").apply {` (Pocket Casts' root script): the string names the block.
                    owner = file.stringContent(of: name)
                } else if index > 0, code[index - 1].kind == .identifier {
                    owner = file.text(of: code[index - 1])
                } else if index > 1, file.code(index - 1, is: ")") {
                    // `getByName("release") {`, `named('release') {`, `create("release") {`: the string names the block;
                    // so does a constant of that name (Mullvad's `getByName(BuildTypes.RELEASE) {`).
                    let open = code[..<(index - 1)].lastIndex { file.text(of: $0) == "(" } ?? index
                    let constant = code[open..<index].last { $0.kind == .identifier }.map { file.text(of: $0).lowercased() }
                    owner = code[open..<index].first { $0.kind == .string }.map { file.stringContent(of: $0) }
                        ?? (constant == "release" || constant == "debug" ? constant : nil)
                        ?? (open > 0 ? file.text(of: code[open - 1]) : "")
                }
                // What a root script sets for library modules (`plugins.withType<LibraryPlugin>().configureEach`,
                // `configure<LibraryExtension>`) is not the app's.
                if file.code(index - 1, is: ">"), file.code(index - 2, is: "LibraryExtension") { owner = "library modules" }
                if file.code(index - 1, is: "configureEach"), file.code(index - 4, is: ">"), file.code(index - 5, is: "LibraryPlugin") { owner = "library modules" }
                blocks.append(owner)
                continue
            }
            if file.code(index, is: "}") { _ = blocks.popLast(); continue }
            guard code[index].kind == .identifier else { continue }
            var name = file.text(of: code[index])
            // AGP 9's shrinking switch, `optimization { enable = true }` in a build type (Element X).
            if name == "enable", blocks.last == "optimization" { name = "optimization.enable" }
            guard androidSettingNames.contains(name) || name == "optimization.enable", !blocks.contains("library modules") else { continue }
            // `val versionCode = props.getProperty(…)`: a local of the name, set on the build later.
            if index > 0, file.code(index - 1, is: "val") || file.code(index - 1, is: "var") || file.code(index - 1, is: "def") { continue }
            // The end of another setting's value (`targetSdkVersion rootProject.ext.targetSdkVersion`,
            // React Native's template): a member read, not set. (`defaultConfig.targetSdk = 36` is set.)
            if file.code(index - 1, is: "."), !file.code(index + 1, is: "="), !file.code(index + 1, is: "("), !file.code(index + 1, is: ".") { continue }
            var valueIndex = index + 1
            if file.code(valueIndex, is: "=") || file.code(valueIndex, is: "(") {
                valueIndex += 1
            } else if file.code(valueIndex, is: "."), file.code(valueIndex + 1, is: "set"), file.code(valueIndex + 2, is: "(") {
                // The variant API's properties: `mainOutput.versionCode.set(code)` (aps's versioning plugin).
                valueIndex += 3
            }
            // `isMinifyEnabled = !minifySwitch.isPresent`: a negated expression, read from its first name.
            if file.code(valueIndex, is: "!"), code.indices.contains(valueIndex + 1), code[valueIndex + 1].kind == .identifier {
                var setting = AndroidSetting(
                    name: name, value: file.text(of: code[valueIndex + 1]), location: file.location(of: code[index]),
                    inRelease: blocks.contains("release"), isLiteral: false)
                setting.expression = expression(in: file, from: valueIndex)
                setting.inDebug = isDebugBlock(blocks)
                settings.append(setting)
                continue
            }
            // `= (findProperty("minify") as String?)?.toBoolean() ?: true`: an expression opening
            // with a parenthesis, read from its first name.
            let expressionStart = valueIndex
            while file.code(valueIndex, is: "("), valueIndex - expressionStart < 4 { valueIndex += 1 }
            guard code.indices.contains(valueIndex) else { continue }
            let token = code[valueIndex]
            guard token.kind == .string || token.kind == .number || token.kind == .identifier else { continue }
            let value = token.kind == .string ? file.stringContent(of: token) : file.text(of: token)
            let inRelease = blocks.contains("release")
            var setting = AndroidSetting(
                name: name, value: value, location: file.location(of: code[index]), inRelease: inRelease,
                isLiteral: token.kind == .string)
            if token.kind == .identifier { setting.expression = expression(in: file, from: expressionStart) }
            setting.inDebug = isDebugBlock(blocks)
            settings.append(setting)
        }
        return settings
    }

    /// Whether a setting sits in a block for debug builds: the `debug` build type or signing config,
    /// or a signing config named for one (Feeder's `create("shareddebug")`, the committed
    /// debug keystore's, used by the debug build type alone).
    static func isDebugBlock(_ blocks: [String]) -> Bool {
        if blocks.contains(where: { $0 == "debug" || ($0.count > 5 && $0.lowercased().hasSuffix("debug")) }) { return true }
        // A signing config named for the team's test or CI builds (Unstoppable's `create("test")`,
        // which its debug build type and CI flavours sign with).
        if let at = blocks.firstIndex(of: "signingConfigs"), at + 1 < blocks.count {
            return developerSigningConfigs.contains(blocks[at + 1].lowercased())
        }
        return false
    }

    /// Names of signing configs for builds no store gets.
    static let developerSigningConfigs: Set<String> = ["test", "testing", "ci", "dev", "development", "qa", "staging", "internal"]

    /// `resValue "string", "app_name", "AnkiDroid"` and `resValue("string", "app_name", "Notes")`:
    /// generated string resources with literal values, the first of each name outside the debug
    /// build type (GPSLogger's `debug { resValue "string", "app_name", "@string/app_name_debug" }`
    /// comes before its release one).
    static func resValues(_ file: CodeFile) -> [String: String] {
        var values: [String: String] = [:]
        var blocks: [String] = []
        for index in file.code.indices {
            if file.code(index, is: "{") {
                var owner = index > 0 && file.code[index - 1].kind == .identifier ? file.text(of: file.code[index - 1]) : ""
                // `getByName("debug") {`: the string names the block.
                if index > 1, file.code(index - 1, is: ")"), let open = file.matchingOpen(index - 1, limit: 32),
                    let name = file.code[open..<(index - 1)].first(where: { $0.kind == .string }) {
                    owner = file.stringContent(of: name)
                }
                blocks.append(owner)
                continue
            }
            if file.code(index, is: "}") { _ = blocks.popLast(); continue }
            guard file.code[index].kind == .identifier, file.code(index, is: "resValue"), !isDebugBlock(blocks) else { continue }
            var cursor = index + 1
            if file.code(cursor, is: "(") { cursor += 1 }
            var strings: [String] = []
            while strings.count < 3, file.code.indices.contains(cursor), file.code[cursor].kind == .string {
                strings.append(file.stringContent(of: file.code[cursor]))
                cursor += 1
                guard strings.count < 3 else { break }
                guard file.code(cursor, is: ",") else { break }
                cursor += 1
            }
            guard strings.count == 3, strings[0] == "string", !strings[2].contains("$"), values[strings[1]] == nil else { continue }
            values[strings[1]] = strings[2]
        }
        return values
    }

    /// `manifestPlaceholders["appIcon"] = "@mipmap/ic_launcher"`, `manifestPlaceholders.put("k", "v")`,
    /// `manifestPlaceholders = [appName: "openScale"]` (`+=` too), `manifestPlaceholders(mapOf("k" to "v"))`
    /// and `addManifestPlaceholders(mapOf(…))`: literal values, the first of each name (the
    /// default config's comes before the build types' in a script).
    static func manifestPlaceholders(_ file: CodeFile) -> [String: String] {
        var values: [String: String] = [:]
        func add(key: Int, value: Int) {
            guard file.code.indices.contains(value), file.code[value].kind == .string else { return }
            let name = file.code[key].kind == .string ? file.stringContent(of: file.code[key]) : file.text(of: file.code[key])
            let text = file.stringContent(of: file.code[value])
            guard !name.isEmpty, !name.contains("$"), !text.contains("$"), values[name] == nil else { return }
            values[name] = text
        }
        for index in file.identifiers where file.code(index, is: "manifestPlaceholders") || file.code(index, is: "addManifestPlaceholders") {
            // `manifestPlaceholders["appIcon"] = "…"` and `manifestPlaceholders.put("appIcon", "…")`.
            if file.code(index + 1, is: "["), file.code.indices.contains(index + 2), file.code[index + 2].kind == .string,
                file.code(index + 3, is: "]"), file.code(index + 4, is: "=") {
                add(key: index + 2, value: index + 5)
                continue
            }
            if file.code(index + 1, is: "."), file.code(index + 2, is: "put"), file.code(index + 3, is: "("),
                file.code.indices.contains(index + 4), file.code[index + 4].kind == .string, file.code(index + 5, is: ",") {
                add(key: index + 4, value: index + 6)
                continue
            }
            // A map: Groovy's `[key: "value", …]` or Kotlin's `mapOf("key" to "value", …)`, up to
            // where its brackets close (or the line ends before any opens).
            var cursor = index + 1
            var depth = 0
            var opened = false
            while cursor < file.code.count, cursor - index < 256, !(opened && depth == 0) {
                if depth == 0, file.lineBreak(file.text.bytes, between: cursor - 1, and: cursor) { break }
                if file.code(cursor, is: "(") || file.code(cursor, is: "[") || file.code(cursor, is: "{") {
                    depth += 1
                    opened = true
                } else if file.code(cursor, is: ")") || file.code(cursor, is: "]") || file.code(cursor, is: "}") {
                    depth -= 1
                    if depth < 0 { break }
                } else if depth > 0, file.code[cursor].kind == .string || file.code[cursor].kind == .identifier,
                    file.code(cursor + 1, is: "to") || file.code(cursor + 1, is: ":") {
                    add(key: cursor, value: cursor + 2)
                }
                cursor += 1
            }
        }
        return values
    }

    /// The tokens of a value expression up to the end of its line (at most 32), joined; a call
    /// chained on the next lines (`providers.gradleProperty("minifyWithR8")` then
    /// `.map(String::toBooleanStrict).getOrElse(true)`, or `?: true`) is part of it.
    static func expression(in file: CodeFile, from start: Int) -> String {
        var parts: [String] = []
        var index = start
        var depth = 0
        while index < file.code.count, parts.count < 32 {
            if index > start, file.lineBreak(file.text.bytes, between: index - 1, and: index),
                !file.code(index, is: "."), !file.code(index, is: "?:"), !file.code(index, is: "?"), !file.code(index, is: "?.") { break }
            // The block the setting is in may close on its line: `named("release") { x = y }`.
            if file.code(index, is: "(") || file.code(index, is: "[") || file.code(index, is: "{") { depth += 1 }
            if file.code(index, is: ")") || file.code(index, is: "]") || file.code(index, is: "}") {
                if depth == 0 { break }
                depth -= 1
            }
            let token = file.code[index]
            parts.append(token.kind == .string ? "\"" + file.stringContent(of: token) + "\"" : file.text(of: token))
            index += 1
        }
        return parts.joined()
    }

    static func parse(_ file: CodeFile) -> ManifestFacts {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        var facts = ManifestFacts(kind: name.hasPrefix("settings.gradle") ? .gradleSettings : .gradle, path: file.path)
        facts.androidSettings = androidSettings(file)
        facts.resValues = resValues(file)
        facts.manifestPlaceholders = manifestPlaceholders(file)
        // From tokens, not text: a plugin line that is commented out does not make an app.
        facts.isAndroidApplication = file.code.indices.contains { index in
            (file.code[index].kind == .string && file.stringContent(of: file.code[index]) == "com.android.application")
                || (file.code(index, is: "android") && file.code(index + 1, is: ".") && file.code(index + 2, is: "application")
                    && file.code(index - 1, is: ".") && file.code(index - 2, is: "plugins"))
        }
        facts.configuresApplications = file.code.indices.contains { index in
            file.code[index].kind == .identifier && (file.code(index, is: "AppPlugin") || file.code(index, is: "ApplicationExtension"))
                && (file.code(index - 1, is: "<") || file.code(index - 1, is: "("))
        }
        var reader = GradleScriptReader(file: file)
        reader.read(into: &facts)
        return facts
    }

    /// `group:artifact:version[:classifier][@ext]` → a dependency; `nil` for project and file dependencies.
    static func mavenDependency(_ coordinate: String, path: String, location: SourceLocation) -> DeclaredDependency? {
        var body = coordinate
        if let at = body.firstIndex(of: "@") { body = String(body[..<at]) }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[0].contains(" ") else { return nil }
        let written = parts.count >= 3 && !parts[2].isEmpty ? parts[2] : nil
        guard !parts[1].contains(" "), !parts[1].contains("/") else { return nil }
        return DeclaredDependency(
            ecosystem: .maven, name: parts[0] + ":" + parts[1], requirement: written, version: written.flatMap(exactVersion), path: path,
            location: location, isUnpinned: written.map(isDynamic) ?? false)
    }

    /// The version a requirement pins: itself, the one version of a hard range `[1.2]`, or `nil`
    /// for dynamic versions and ranges.
    static func exactVersion(_ written: String) -> String? {
        if let range = MavenRange(written) { return range.exact }
        return isDynamic(written) ? nil : written
    }

    /// `1.+`, `+`, `latest.release`, `latest.integration`, open ranges `[1.0,)`.
    /// Maven ranges (`[4,5)`, `(,2.0]`) are unpinned too, except a hard single version `[1.2]`.
    static func isDynamic(_ version: String) -> Bool {
        if let range = MavenRange(version) { return range.exact == nil }
        return version.hasSuffix("+") || version.hasPrefix("latest.")
    }

    /// Replaces `$name`, `${name}`, `${Versions.retrofit}`, `${rootProject.ext.versions.x}`,
    /// Groovy's `$versions.retrofit` and `${property("x")}` with known variables; values that hold
    /// references themselves are expanded a few levels deep.
    static func interpolate(_ value: String, _ variables: [String: String], depth: Int = 0) -> String {
        guard value.contains("$"), depth < 4 else { return value }
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
            if cursor < value.endIndex, value[cursor] == "{" {
                cursor = value.index(after: cursor)
                var name = ""
                while cursor < value.endIndex, value[cursor] != "}" { name.append(value[cursor]); cursor = value.index(after: cursor) }
                if cursor < value.endIndex { cursor = value.index(after: cursor) }
                if let quoted = propertyName(name) { name = quoted }
                result += lookup(name, variables).map { interpolate($0, variables, depth: depth + 1) } ?? "${" + name + "}"
            } else {
                var name = ""
                while cursor < value.endIndex, value[cursor].isLetter || value[cursor].isNumber || value[cursor] == "_"
                    || (value[cursor] == "." && value.index(after: cursor) < value.endIndex && value[value.index(after: cursor)].isLetter) {
                    name.append(value[cursor])
                    cursor = value.index(after: cursor)
                }
                // Groovy reads `$a.b.c` as a property path; Kotlin only `$a`. Take the longest path that resolves.
                var segments = name.split(separator: ".").map(String.init)
                var replaced: String?
                while !segments.isEmpty {
                    if let found = lookup(segments.joined(separator: "."), variables, lastSegment: segments.count == 1) {
                        replaced = interpolate(found, variables, depth: depth + 1)
                        break
                    }
                    segments.removeLast()
                }
                if let replaced {
                    result += replaced + name.dropFirst(segments.joined(separator: ".").count)
                } else {
                    result += "$" + name
                }
            }
            index = cursor
        }
        return result
    }

    /// `property("x")`, `project.property("x")`, `findProperty("x")`, `extra["x"]` → `x`.
    static func propertyName(_ expression: String) -> String? {
        guard expression.contains("property(\"") || expression.contains("Property(\"") || expression.contains("extra[\"")
            || expression.contains("property('") else { return nil }
        let quotes = expression.split(whereSeparator: { $0 == "\"" || $0 == "'" })
        return quotes.count >= 2 ? String(quotes[1]) : nil
    }

    /// A variable by reference: the full path without `rootProject.`/`project.`/`ext.`/`extra.`,
    /// then (for plain names and the old behaviour of `${rootProject.x}`) the last segment.
    static func lookup(_ reference: String, _ variables: [String: String], lastSegment: Bool = true, depth: Int = 0) -> String? {
        // Most references hold neither `!!` nor `?`: they need no Foundation search.
        let plain = !reference.utf8.contains { $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "?") }
        let name = normalizedSymbol(plain ? reference : reference.replacingOccurrences(of: "!!", with: "").replacingOccurrences(of: "?", with: ""))
        if let value = variables[name] { return value }
        // Through aliases: `deps.activity.activity_ktx` where `deps.activity = activity`.
        let parts = name.split(separator: ".").map(String.init)
        if depth < 4, parts.count > 1 {
            for length in stride(from: parts.count - 1, through: 1, by: -1) {
                guard let target = variables[aliasPrefix + parts.prefix(length).joined(separator: ".")] else { continue }
                let rewritten = ([target] + parts.dropFirst(length)).joined(separator: ".")
                if let value = lookup(rewritten, variables, lastSegment: false, depth: depth + 1) { return value }
            }
        }
        guard lastSegment, let last = name.split(separator: ".").last.map(String.init), last != name else { return nil }
        return variables[last]
    }

    /// Variables under this prefix name another map (`@alias:deps.activity` → `activity`).
    static let aliasPrefix = "@alias:"

    /// `rootProject.ext.deps.retrofit` → `deps.retrofit`.
    static func normalizedSymbol(_ reference: String) -> String {
        var parts = reference.split(separator: ".").map(String.init)
        while parts.count > 1, ["rootProject", "project", "ext", "extra", "properties"].contains(parts[0]) { parts.removeFirst() }
        return parts.joined(separator: ".")
    }
}
