/// One pass over a Gradle script's tokens for what it declares: variables (`ext`, `def`, `val`,
/// `extra[…]`, Groovy map literals such as `ext.deps = [retrofit: "…", support: [appcompat: "…"]]`),
/// dependencies in every configuration and notation, BOMs, plugins (`plugins {}`, `alias(…)`),
/// `jcenter()` and catalogs created in settings. References to constants, map entries and catalog
/// accessors are kept as symbols; `DependencyGraph` resolves them against every file's facts.
struct GradleScriptReader {
    let file: CodeFile
    private var blocks: [String] = []
    /// For each open block, the Kotlin Multiplatform source set it is of, when its opening names
    /// one: `commonTest {`, `commonTest.dependencies {`, `val commonTest by getting {` → `commonTest`.
    private var sourceSets: [String?] = []
    /// String tokens already read as part of a declaration.
    private var consumed = Set<Int>()

    init(file: CodeFile) {
        self.file = file
    }

    /// Words that take a dependency-looking argument but declare none.
    static let notDeclarations: Set<String> = [
        "project", "files", "fileTree", "platform", "enforcedPlatform", "kotlin", "exclude", "because", "version", "strictly",
        "require", "prefer", "reject", "add", "constraints", "testFixtures", "components", "modules", "with", "apply", "println",
        "id", "alias", "from", "include", "module", "substitute", "using", "set", "get", "maven", "url", "force", "the", "listOf",
        "setOf", "forEach", "each", "if", "when", "return", "it", "this", "projects",
    ]

    mutating func read(into facts: inout ManifestFacts) {
        let code = file.code
        var index = 0
        while index < code.count {
            defer { index += 1 }
            if file.code(index, is: "{") {
                blocks.append(owner(ofBraceAt: index))
                sourceSets.append(sourceSet(ofBraceAt: index))
                continue
            }
            if file.code(index, is: "}") {
                _ = blocks.popLast()
                _ = sourceSets.popLast()
                continue
            }
            if code[index].kind == .string {
                completeCoordinate(at: index, into: &facts)
                continue
            }
            guard code[index].kind == .identifier, !file.code(index - 1, is: ".") else { continue }
            let word = file.text(of: code[index])
            if word == "jcenter", file.code(index + 1, is: "(") {
                facts.repositories.append(Repository(name: "jcenter()", location: file.location(of: code[index])))
                continue
            }
            if readVariable(at: index, into: &facts) { continue }
            if blocks.contains("plugins") || word == "alias", readPlugin(at: index, into: &facts) { continue }
            if blocks.last == "versionCatalogs" || blocks.dropLast().last == "versionCatalogs" { readCatalogFile(at: index, into: &facts) }
            // `modules { module("…jdk15on") { replacedBy("…jdk18on") } }`: component rules, no declaration;
            // `constraints { implementation(libs.kotlin.stdlib.jdk7) }`: a version for a module something
            // else brings in, if anything does (cwa-app-android's empty stdlib artifacts), no dependency.
            if blocks.contains("modules") || blocks.contains("constraints") { continue }
            let inDependencies = blocks.contains("dependencies")
            guard GradleManifest.isConfiguration(word) || (inDependencies && !Self.notDeclarations.contains(word)) else { continue }
            readDeclaration(at: index, configuration: GradleManifest.isConfiguration(word), into: &facts)
        }
    }

    // MARK: - Blocks

    /// The flag of the innermost `if (flag) {` block being read (`if (project.enable_plugin_kotlin)`
    /// → `enable_plugin_kotlin`): the graph leaves out what it declares when the scripts set the
    /// flag to `false`.
    private var condition: String? {
        blocks.last { $0.hasPrefix(Self.conditionPrefix) }.map { String($0.dropFirst(Self.conditionPrefix.count)) }
    }
    static let conditionPrefix = "if "

    /// `dependencies {` → dependencies; `create("release") {` → release; `getByName('x') {` → x;
    /// `if (project.flag) {` → `if flag`.
    private func owner(ofBraceAt index: Int) -> String {
        let code = file.code
        guard index > 0 else { return "" }
        if code[index - 1].kind == .identifier { return file.text(of: code[index - 1]) }
        guard file.code(index - 1, is: ")") else { return "" }
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            if file.code(cursor, is: ")") { depth += 1 }
            if file.code(cursor, is: "(") { depth -= 1; if depth == 0 { break } }
            cursor -= 1
        }
        // `if (flag)`, `if (project.flag)`, `if (rootProject.ext.flag)`: a name and nothing else.
        if cursor > 0, file.code(cursor - 1, is: "if"), cursor + 1 < index - 1, code[cursor + 1].kind == .identifier {
            let name = chain(at: cursor + 1)
            if name.end == index - 1, let flag = name.name.split(separator: ".").last { return Self.conditionPrefix + flag }
        }
        if let string = code[max(0, cursor)..<index].first(where: { $0.kind == .string }) { return file.stringContent(of: string) }
        return cursor > 0 ? file.text(of: code[cursor - 1]) : ""
    }

    /// The Kotlin Multiplatform test source set a block opens: `commonTest {`, `jvmTest.dependencies {`,
    /// `val iosTest by getting {` (a lower-case name ending in `Test`).
    private func sourceSet(ofBraceAt index: Int) -> String? {
        let code = file.code
        guard index > 0, code[index - 1].kind == .identifier else { return nil }
        var name = file.text(of: code[index - 1])
        if name == "dependencies", file.code(index - 2, is: "."), index > 2, code[index - 3].kind == .identifier {
            name = file.text(of: code[index - 3])
        } else if name == "getting" || name == "creating", file.code(index - 2, is: "by"), index > 2, code[index - 3].kind == .identifier {
            name = file.text(of: code[index - 3])
        }
        guard name.count > 4, name.hasSuffix("Test"), name.first?.isLowercase == true else { return nil }
        return name
    }

    // MARK: - Variables

    /// `a.b.c` starting at `index`, and the index after it.
    private func chain(at index: Int) -> (name: String, end: Int) {
        let code = file.code
        var parts = [file.text(of: code[index])]
        var scan = index + 1
        while file.code(scan, is: "."), scan + 1 < code.count, code[scan + 1].kind == .identifier {
            parts.append(file.text(of: code[scan + 1]))
            scan += 2
        }
        return (parts.joined(separator: "."), scan)
    }

    private mutating func readVariable(at index: Int, into facts: inout ManifestFacts) -> Bool {
        let code = file.code
        var (name, cursor) = chain(at: index)
        // `val x: String = "…"`
        if file.code(cursor, is: ":"), cursor + 2 < code.count, code[cursor + 1].kind == .identifier, file.code(cursor + 2, is: "=") {
            cursor += 2
        }
        // `extra["x"] = "…"`, `ext["x"] = "…"`
        if file.code(cursor, is: "["), cursor + 2 < code.count, code[cursor + 1].kind == .string, file.code(cursor + 2, is: "]") {
            name = file.stringContent(of: code[cursor + 1])
            cursor += 3
        }
        if ["def", "val", "var"].contains(name), cursor < code.count, code[cursor].kind == .identifier {
            (name, cursor) = chain(at: cursor)
            if file.code(cursor, is: ":"), file.code(cursor + 2, is: "=") { cursor += 2 }
        }
        // `set("x", "1")`, `ext.set("x", "1")`, `extra.set(…)`; a number too (Pocket Casts'
        // `extra.apply { set("targetSdkVersion", 36) }`, read as `project.property("targetSdkVersion")`).
        if name.hasSuffix("set") || name == "set", file.code(cursor, is: "("), cursor + 4 < code.count, code[cursor + 1].kind == .string,
            file.code(cursor + 2, is: ","), code[cursor + 3].kind == .string || code[cursor + 3].kind == .number, file.code(cursor + 4, is: ")") {
            let value = code[cursor + 3]
            facts.variables[file.stringContent(of: code[cursor + 1])] = value.kind == .string ? file.stringContent(of: value) : file.text(of: value)
            return true
        }
        guard file.code(cursor, is: "="), cursor + 1 < code.count else { return false }
        let key = GradleManifest.normalizedSymbol(name)
        let value = code[cursor + 1]
        // `enable_plugin_kotlin = false`: a flag, which `if (flag) { … }` blocks read.
        if file.code(cursor + 1, is: "false") || file.code(cursor + 1, is: "true"), !file.code(cursor + 2, is: "."), !file.code(cursor + 2, is: "&"),
            !file.code(cursor + 2, is: "|") {
            let flag = file.text(of: value)
            facts.variables[key] = flag
            if let last = key.split(separator: ".").last.map(String.init), last != key, facts.variables[last] == nil { facts.variables[last] = flag }
            return true
        }
        if value.kind == .string, !file.code(cursor + 2, is: "+") {
            facts.variables[key] = file.stringContent(of: value)
            // Plain names keep answering to their last segment (`ext.kotlin_version` → `kotlin_version`).
            if let last = key.split(separator: ".").last.map(String.init), last != key, facts.variables[last] == nil {
                facts.variables[last] = file.stringContent(of: value)
            }
            consumed.insert(cursor + 1)
            return true
        }
        // `ext { targetSdkVersion = 36 }` (React Native's template), which app scripts read as
        // `rootProject.ext.targetSdkVersion`: a number, kept as the first of its name.
        if value.kind == .number, !file.code(cursor + 2, is: "."), !file.code(cursor + 2, is: "+"), !file.code(cursor + 2, is: "-"),
            !file.code(cursor + 2, is: "*") {
            if facts.variables[key] == nil { facts.variables[key] = file.text(of: value) }
            if let last = key.split(separator: ".").last.map(String.init), last != key, facts.variables[last] == nil {
                facts.variables[last] = file.text(of: value)
            }
            return true
        }
        if file.code(cursor + 1, is: "[") {
            readMap(at: cursor + 1, prefix: key, into: &facts)
            return true
        }
        // `deps.activity = activity`, `def testDeps = rootProject.ext.dataTestDependencies`: an alias
        // of a map built elsewhere, followed when a reference is looked up.
        if value.kind == .identifier {
            let target = chain(at: cursor + 1)
            if !file.code(target.end, is: "("), !file.code(target.end, is: "+"), !file.code(target.end, is: "["), target.name != key {
                facts.variables[GradleManifest.aliasPrefix + key] = GradleManifest.normalizedSymbol(target.name)
                return true
            }
        }
        return false
    }

    /// A Groovy map literal `[key: "v", nested: [k: "v"], ref: versions.x]` from its `[`; entries
    /// become `prefix.key` variables. Returns the index of the closing `]`.
    @discardableResult
    private mutating func readMap(at open: Int, prefix: String, into facts: inout ManifestFacts) -> Int {
        let code = file.code
        var cursor = open + 1
        while cursor < code.count {
            if file.code(cursor, is: "]") { return cursor }
            guard cursor + 2 < code.count, code[cursor].kind == .identifier || code[cursor].kind == .string, file.code(cursor + 1, is: ":")
            else { return skipBracket(from: open) }
            let key = code[cursor].kind == .string ? file.stringContent(of: code[cursor]) : file.text(of: code[cursor])
            let value = cursor + 2
            var next = value + 1
            if code[value].kind == .string {
                facts.variables[prefix + "." + key] = file.stringContent(of: code[value])
                consumed.insert(value)
            } else if code[value].kind == .number {
                facts.variables[prefix + "." + key] = file.text(of: code[value])
            } else if file.code(value, is: "[") {
                next = readMap(at: value, prefix: prefix + "." + key, into: &facts) + 1
            } else if code[value].kind == .identifier {
                let reference = chain(at: value)
                facts.variables[prefix + "." + key] = "${" + reference.name + "}"
                next = reference.end
            } else {
                return skipBracket(from: open)
            }
            // Anything else up to the next entry (`+ "suffix"`, method calls) ends the value.
            while next < code.count, !file.code(next, is: ","), !file.code(next, is: "]") {
                if file.code(next, is: "[") { next = skipBracket(from: next) }
                next += 1
            }
            if file.code(next, is: ",") { next += 1 }
            cursor = next
        }
        return cursor
    }

    private func skipBracket(from open: Int) -> Int {
        var depth = 0
        var cursor = open
        while cursor < file.code.count {
            if file.code(cursor, is: "[") { depth += 1 }
            if file.code(cursor, is: "]") { depth -= 1; if depth == 0 { return cursor } }
            cursor += 1
        }
        return cursor
    }

    // MARK: - Declarations

    private mutating func readDeclaration(at index: Int, configuration: Bool, into facts: inout ManifestFacts) {
        let code = file.code
        var cursor = index + 1
        if file.code(cursor, is: "(") { cursor += 1 } else if !configuration, code.indices.contains(cursor), code[cursor].kind != .identifier {
            return  // `foo = …`, `foo.bar`: not a call with a dependency
        }
        var platform = false
        if code.indices.contains(cursor), code[cursor].kind == .identifier,
            ["platform", "enforcedPlatform"].contains(file.text(of: code[cursor])), file.code(cursor + 1, is: "(") {
            platform = true
            cursor += 2
        }
        guard code.indices.contains(cursor) else { return }
        let location = file.location(of: code[cursor])
        var dependency: DeclaredDependency?
        if code[cursor].kind == .string {
            guard configuration || platform || looksLikeCoordinate(file.stringContent(of: code[cursor])) else { return }
            consumed.insert(cursor)
            var content = file.stringContent(of: code[cursor])
            // `'androidx.test.espresso:espresso-core:' + espresso`: the version joined on, read as
            // the template `…:${espresso}` the variables resolve (Kickstarter's test libraries).
            if content.hasSuffix(":"), file.code(cursor + 1, is: "+"), code.indices.contains(cursor + 2), code[cursor + 2].kind == .identifier {
                let reference = chain(at: cursor + 2)
                if !file.code(reference.end, is: "("), !file.code(reference.end, is: "+") { content += "${" + reference.name + "}" }
            }
            dependency = GradleManifest.mavenDependency(content, path: file.path, location: location)
        } else if code[cursor].kind == .identifier, file.text(of: code[cursor]) == "group", file.code(cursor + 1, is: ":") || file.code(cursor + 1, is: "=") {
            dependency = mapNotation(at: cursor, location: location)
        } else if code[cursor].kind == .identifier, file.text(of: code[cursor]) == "kotlin", file.code(cursor + 1, is: "("),
            cursor + 2 < code.count, code[cursor + 2].kind == .string {
            // `kotlin("stdlib-jdk8")`, `kotlin("reflect", "1.9.0")`
            consumed.insert(cursor + 2)
            let module = file.stringContent(of: code[cursor + 2])
            var coordinate = "org.jetbrains.kotlin:kotlin-" + module
            if file.code(cursor + 3, is: ","), cursor + 4 < code.count, code[cursor + 4].kind == .string {
                consumed.insert(cursor + 4)
                coordinate += ":" + file.stringContent(of: code[cursor + 4])
            }
            dependency = GradleManifest.mavenDependency(coordinate, path: file.path, location: location)
        } else if code[cursor].kind == .identifier {
            let reference = chain(at: cursor)
            let head = reference.name.split(separator: ".").first.map(String.init) ?? ""
            // A call (`project(":x")`, `files(…)`, `fileTree(…)`) is not a reference.
            let parts = reference.name.split(separator: ".")
            guard !file.code(reference.end, is: "(") || reference.name.hasSuffix(".get"), !Self.notDeclarations.contains(head),
                reference.name.contains(".") || configuration, !(head == "libs" && parts.count > 1 && parts[1] == "versions") else { return }
            var symbol = reference.name
            if symbol.hasSuffix(".get") { symbol.removeLast(4) }
            var declared = DeclaredDependency(
                ecosystem: .maven, name: "", requirement: nil, version: nil, path: file.path, location: location)
            declared.symbol = symbol
            if head == "libs" { declared.catalogAccessor = String(symbol.dropFirst(5)) }
            dependency = declared
        }
        guard var dependency else { return }
        dependency.isPlatform = platform
        // The configuration as written (`kaptTest`, a flavour's `freeImplementation`, a helper's name);
        // in a Kotlin Multiplatform test source set, its configuration (`commonTest { implementation(…) }`
        // is `commonTestImplementation`: tivi's Turbine).
        dependency.configuration = file.text(of: code[index])
        if let set = sourceSets.last(where: { $0 != nil }) ?? nil, let written = dependency.configuration,
            ["implementation", "api", "compileOnly", "runtimeOnly"].contains(written) {
            dependency.configuration = set + written.prefix(1).uppercased() + written.dropFirst()
        }
        dependency.condition = condition
        facts.dependencies.append(dependency)
    }

    /// Map notation: `group: 'g', name: 'a', version: 'v'` (Groovy) or `group = "g", …` (Kotlin).
    private mutating func mapNotation(at start: Int, location: SourceLocation) -> DeclaredDependency? {
        let code = file.code
        var fields: [String: String] = [:]
        var scan = start
        while scan + 2 < code.count, code[scan].kind == .identifier, file.code(scan + 1, is: ":") || file.code(scan + 1, is: "=") {
            let key = file.text(of: code[scan])
            scan += 2
            if code[scan].kind == .string {
                fields[key] = file.stringContent(of: code[scan])
                consumed.insert(scan)
                scan += 1
            } else if code[scan].kind == .identifier {
                // `version: butterknife_version` or `rootProject.ext.okhttp`: a variable, resolved later.
                let reference = chain(at: scan)
                fields[key] = "${" + reference.name + "}"
                scan = reference.end
            } else {
                break
            }
            if file.code(scan, is: ",") { scan += 1 }
        }
        guard let group = fields["group"], let name = fields["name"] else { return nil }
        let coordinate = [group, name, fields["version"]].compactMap { $0 }.joined(separator: ":")
        return GradleManifest.mavenDependency(coordinate, path: file.path, location: location)
    }

    /// A string literal that is a whole `group:name:version` inside `dependencies {}` declares a
    /// dependency whatever the configuration or helper around it (`add("cfg", "…")`, `myHelper("…")`).
    private mutating func completeCoordinate(at index: Int, into facts: inout ManifestFacts) {
        guard !consumed.contains(index), blocks.contains("dependencies"), !blocks.contains("constraints") else { return }
        let content = file.stringContent(of: file.code[index])
        guard looksLikeCoordinate(content), content.split(separator: ":").count >= 3 else { return }
        consumed.insert(index)
        if var dependency = GradleManifest.mavenDependency(content, path: file.path, location: file.location(of: file.code[index])) {
            // `kaptTest 'g:a:v'`, `kaptAndroidTest("g:a:v")`: the word before names the configuration.
            let word = file.code(index - 1, is: "(") ? index - 2 : index - 1
            if word >= 0, file.code[word].kind == .identifier, !file.code(word - 1, is: ".") { dependency.configuration = file.text(of: file.code[word]) }
            dependency.condition = condition
            facts.dependencies.append(dependency)
        }
    }

    private func looksLikeCoordinate(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.count <= 4, !text.contains(" "), !text.contains("//"), !text.hasPrefix(":") else { return false }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        return parts[0].allSatisfy(allowed.contains) && parts[1].allSatisfy(allowed.contains) && !parts[0].isEmpty && !parts[1].isEmpty
    }

    // MARK: - Plugins

    /// `id("x") version "v"`, `id 'x' version 'v'`, `kotlin("android") version "v"`, `alias(libs.plugins.x)`.
    private mutating func readPlugin(at index: Int, into facts: inout ManifestFacts) -> Bool {
        let code = file.code
        let word = file.text(of: code[index])
        var cursor = index + 1
        let parenthesised = file.code(cursor, is: "(")
        if parenthesised { cursor += 1 }
        guard code.indices.contains(cursor) else { return false }
        let location = file.location(of: code[cursor])
        if word == "alias", code[cursor].kind == .identifier {
            let reference = chain(at: cursor)
            guard reference.name.split(separator: ".").count >= 3 else { return false }
            var declared = DeclaredDependency(ecosystem: .gradlePlugin, name: "", requirement: nil, version: nil, path: file.path, location: location)
            declared.symbol = reference.name
            facts.dependencies.append(declared)
            return true
        }
        guard word == "id" || word == "kotlin", code[cursor].kind == .string else { return false }
        consumed.insert(cursor)
        let id = (word == "kotlin" ? "org.jetbrains.kotlin." : "") + file.stringContent(of: code[cursor])
        cursor += parenthesised ? 2 : 1
        // `version "v"`, `version("v")`, `.version("v")`
        if file.code(cursor, is: ".") { cursor += 1 }
        guard file.code(cursor, is: "version") else { return true }
        cursor += 1
        if file.code(cursor, is: "(") { cursor += 1 }
        guard code.indices.contains(cursor), code[cursor].kind == .string else { return true }
        consumed.insert(cursor)
        let version = file.stringContent(of: code[cursor])
        facts.dependencies.append(DeclaredDependency(
            ecosystem: .gradlePlugin, name: id, requirement: version, version: GradleManifest.exactVersion(version), path: file.path,
            location: location, isUnpinned: GradleManifest.isDynamic(version)))
        return true
    }

    // MARK: - Settings

    /// `versionCatalogs { create("deps") { from(files("gradle/deps.toml")) } }`
    private func readCatalogFile(at index: Int, into facts: inout ManifestFacts) {
        let code = file.code
        guard file.code(index, is: "from"), file.code(index + 1, is: "("), file.code(index + 2, is: "files"), file.code(index + 3, is: "("),
            index + 4 < code.count, code[index + 4].kind == .string else { return }
        let name = blocks.last ?? ""
        guard !name.isEmpty, name != "versionCatalogs" else { return }
        facts.catalogFiles[name] = file.stringContent(of: code[index + 4])
    }
}
