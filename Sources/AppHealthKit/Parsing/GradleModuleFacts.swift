/// What a module's Gradle script says about the module itself: what it builds (from the
/// plugins it applies, convention plugins included by their conventional names) and which other
/// modules it depends on, through which configuration.
public struct GradleModuleFacts: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable {
        /// `com.android.application` (or a convention plugin named `…android.application…`).
        case application
        /// `com.android.library`, `com.android.dynamic-feature`, Kotlin multiplatform with Android.
        case library
        /// `com.android.test` (benchmarks, baseline profiles, test apps).
        case test
        /// `java-library`, `kotlin("jvm")`, `application` without Android.
        case jvm
    }

    /// A `project(":core:data")` / `projects.core.data` dependency.
    public struct ProjectDependency: Sendable, Codable, Hashable {
        public var configuration: String
        /// The Gradle path, `:core:data`.
        public var path: String

        /// `testImplementation`, `androidTestImplementation`, `kspTest`, `testFixturesApi`, …
        public var isTestConfiguration: Bool {
            let lower = configuration.lowercased()
            return lower.hasPrefix("test") || lower.hasPrefix("androidtest") || lower.hasSuffix("test") || lower.contains("testimplementation")
                || lower.contains("testapi") || lower.hasSuffix("testcompileonly") || lower.hasSuffix("testruntimeonly")
        }

        /// `debugImplementation`, `internalImplementation`, `internalDebugApi`, …: only debug builds,
        /// or an `internal` (dogfood) flavour, include the module (a debug menu, a component catalog).
        public var isDeveloperConfiguration: Bool {
            let lower = configuration.lowercased()
            return (lower.hasPrefix("debug") || lower.hasPrefix("internal") || DeclaredDependency.isDeveloperBuildConfiguration(configuration)) && !isTestConfiguration
        }
    }

    public var kind: Kind?
    /// Plugin IDs and catalog plugin accessors the script applies.
    public var plugins: [String] = []
    public var projectDependencies: [ProjectDependency] = []
    /// The script builds on Android Lint's API (`compileOnly(libs.lint.api)`,
    /// `com.android.tools.lint:lint-api`): a JVM module of it holds custom Lint checks.
    public var buildsLintChecks: Bool? = nil
    /// The script publishes the module (`maven-publish`, `com.vanniktech.maven.publish`, a
    /// `publishing { }` block): a library other projects use, whose resources they may name.
    public var publishes: Bool? = nil
    /// Script plugins the script applies (`apply from: "../commons.gradle"`, `apply(from = …)`),
    /// as written: what they apply, the module applies (Orbot's `app` and `app-tv` get
    /// `com.android.application` from `commons.gradle`).
    public var appliedScripts: [String]? = nil
    /// In a settings script: the projects `include` names as written (`:santa-tracker`, `app`).
    public var includedProjects: [String]? = nil
    /// In a settings script: some `include` is computed (a variable, a `$` template, a loop), or
    /// a `projectDir` moves a project: which folders are built cannot be read off the script.
    public var computedIncludes: Bool? = nil

    public init() {}

    init(_ file: CodeFile) {
        self.init()
        let code = file.code
        var index = 0
        while index < code.count {
            let token = code[index]
            defer { index += 1 }
            if token.kind == .string {
                let value = file.stringContent(of: token)
                if Self.looksLikePluginID(value) || Self.coreJVMPlugins.contains(value), isPluginContext(file, index), !Self.notApplied(file, after: index) {
                    plugins.append(value)
                }
                // A convention plugin names the configuration as a string: `"testImplementation"(project(":testing-unit"))`
                // (Home Assistant's build-logic), `add("testImplementation", project(":x"))`.
                let addCall = file.code(index + 1, is: ",") && file.code(index - 1, is: "(") && file.code(index - 2, is: "add")
                let call = file.code(index + 1, is: "(") || addCall ? index + 2 : nil
                if let call, Self.isConfigurationName(value), let path = Self.projectPath(file, at: call) {
                    projectDependencies.append(ProjectDependency(configuration: value, path: path))
                }
                continue
            }
            guard token.kind == .identifier else { continue }
            // `include ':app', ':core'` and `include(":app", ":core")`.
            if file.code(index, is: "include"), !file.code(index + 1, is: ":"), !file.code(index + 1, is: "=") {
                readIncludes(file, after: index)
                continue
            }
            // `apply from: "x.gradle"`, `apply(from = "x.gradle.kts")`.
            if file.code(index, is: "from"), file.code(index - 1, is: "apply") || (file.code(index - 1, is: "(") && file.code(index - 2, is: "apply")),
                file.code(index + 1, is: ":") || file.code(index + 1, is: "="), code.indices.contains(index + 2), code[index + 2].kind == .string {
                appliedScripts = (appliedScripts ?? []) + [file.stringContent(of: code[index + 2])]
                continue
            }
            let word = file.text(of: token)
            // `alias(libs.plugins.acme.android.application)`
            if word == "alias", file.code(index + 1, is: "(") {
                let accessor = Self.dottedName(file, from: index + 2)
                if accessor.hasPrefix("libs.plugins.") || accessor.contains(".plugins.") , !Self.notApplied(file, after: index) { plugins.append(accessor) }
            }
            // `kotlin("jvm")`, `kotlin("multiplatform")` inside plugins {}
            if word == "kotlin", file.code(index + 1, is: "("), code.indices.contains(index + 2), code[index + 2].kind == .string {
                plugins.append("org.jetbrains.kotlin." + file.stringContent(of: code[index + 2]))
            }
            // `` `java-library` `` and `application` as bare plugin names in a plugins block.
            if (word == "`java-library`" || word == "`kotlin-dsl`"), isInsidePluginsBlock(file, index) {
                plugins.append(String(word.dropFirst().dropLast()))
            } else if word == "java" || word == "application", !file.code(index + 1, is: "{"), !file.code(index + 1, is: "."),
                !file.code(index - 1, is: "."), isInsidePluginsBlock(file, index) {
                plugins.append(word)
            }
            // `implementation(project(":core:data"))`, `testImplementation(projects.core.testing)`
            if file.code(index + 1, is: "(") || (code.indices.contains(index + 1) && code[index + 1].kind == .identifier && file.text(of: code[index + 1]) == "project") {
                let start = file.code(index + 1, is: "(") ? index + 2 : index + 1
                if let path = Self.projectPath(file, at: start), word != "project", word != "include" {
                    projectDependencies.append(ProjectDependency(configuration: word, path: path))
                }
            }
        }
        kind = Self.kind(of: plugins)
        if includedProjects != nil, file.text.contains("projectDir") { computedIncludes = true }
        if file.text.contains("lint-api") || file.text.contains("lint.api") || file.text.contains("lintApi") { buildsLintChecks = true }
        let publishing = code.indices.contains { index in
            switch code[index].kind {
            case .string: ["maven-publish", "com.vanniktech.maven.publish"].contains(file.stringContent(of: code[index]))
            case .identifier: file.code(index, is: "`maven-publish`") || (file.code(index, is: "publishing") && file.code(index + 1, is: "{"))
            default: false
            }
        }
        if publishing { publishes = true }
    }

    /// The literal projects of one `include`: strings separated by commas, in brackets or not;
    /// anything else makes the settings' includes computed.
    private mutating func readIncludes(_ file: CodeFile, after index: Int) {
        let code = file.code
        var cursor = index + 1
        if file.code(cursor, is: "(") { cursor += 1 }
        var names: [String] = []
        while code.indices.contains(cursor), code[cursor].kind == .string {
            let name = file.stringContent(of: code[cursor])
            if name.contains("$") { computedIncludes = true }
            names.append(name)
            cursor += 1
            guard file.code(cursor, is: ",") else { break }
            cursor += 1
        }
        if names.isEmpty { computedIncludes = true }
        includedProjects = (includedProjects ?? []) + names
    }

    /// `… apply false` on the same line: declared for subprojects, not applied here (root scripts).
    static func notApplied(_ file: CodeFile, after index: Int) -> Bool {
        let line = file.location(of: file.code[index]).line
        var cursor = index + 1
        while file.code.indices.contains(cursor), file.location(of: file.code[cursor]).line == line {
            if file.code[cursor].kind == .identifier, file.text(of: file.code[cursor]) == "apply",
                file.code.indices.contains(cursor + 1), file.text(of: file.code[cursor + 1]) == "false" {
                return true
            }
            cursor += 1
        }
        return false
    }

    static func kind(of plugins: [String]) -> Kind? {
        let names = plugins.map { $0.lowercased().replacingOccurrences(of: "-", with: ".").replacingOccurrences(of: "_", with: ".") }
        if names.contains(where: { $0 == "com.android.application" || $0.contains("android.application") || $0.hasSuffix(".application.android") }) {
            return .application
        }
        if names.contains(where: { $0 == "com.android.test" || $0.hasSuffix("android.test") }) { return .test }
        if names.contains(where: {
            $0 == "com.android.library" || $0 == "com.android.dynamic.feature" || $0.contains("android.library") || $0.contains("android.feature")
                || $0.contains("kotlin.multiplatform") || $0.contains("android.dynamic.feature")
        }) {
            return .library
        }
        if names.contains(where: { $0 == "java.library" || $0 == "java" || $0 == "org.jetbrains.kotlin.jvm" || $0.contains("jvm.library") || $0 == "application" }) {
            return .jvm
        }
        return nil
    }

    /// Gradle's own JVM plugins, named without a dot (`id 'java'`, `apply plugin: 'application'`):
    /// Librera's `Builder`, a desktop tool beside the app.
    static let coreJVMPlugins: Set<String> = ["java", "java-library", "application"]

    static func looksLikePluginID(_ value: String) -> Bool {
        value.contains(".") && !value.contains(":") && !value.contains("/") && !value.contains(" ") && value.count < 120
    }

    /// `id("x")`, `id 'x'`, `apply plugin: 'x'`, `apply(plugin = "x")`.
    private func isPluginContext(_ file: CodeFile, _ index: Int) -> Bool {
        let code = file.code
        var back = index - 1
        if back >= 0, file.code(back, is: "(") { back -= 1 }
        guard back >= 0 else { return false }
        let before = code[back]
        if before.kind == .identifier, file.text(of: before) == "id" { return true }
        if file.code(back, is: ":") || file.code(back, is: "=") {
            return back >= 1 && code[back - 1].kind == .identifier && file.text(of: code[back - 1]) == "plugin"
        }
        return false
    }

    private func isInsidePluginsBlock(_ file: CodeFile, _ index: Int) -> Bool {
        var depth = 0
        var back = index - 1
        while back >= 0 {
            if file.code(back, is: "}") { depth += 1 }
            if file.code(back, is: "{") {
                if depth == 0 { return back >= 1 && file.text(of: file.code[back - 1]) == "plugins" }
                depth -= 1
            }
            back -= 1
        }
        return false
    }

    /// `a.b.c` starting at `start`, as written.
    static func dottedName(_ file: CodeFile, from start: Int) -> String {
        var parts: [String] = []
        var index = start
        while file.code.indices.contains(index), file.code[index].kind == .identifier {
            parts.append(file.text(of: file.code[index]))
            guard file.code(index + 1, is: ".") else { break }
            index += 2
        }
        return parts.joined(separator: ".")
    }

    /// A configuration's name as a string spells it: letters only, at most 60 (`testImplementation`).
    static func isConfigurationName(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.count <= 60 && value.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
    }

    /// `project(":a:b")`, `project(path: ":a")`, `projects.a.bC` (type-safe accessors).
    static func projectPath(_ file: CodeFile, at index: Int) -> String? {
        let code = file.code
        guard code.indices.contains(index), code[index].kind == .identifier else { return nil }
        let word = file.text(of: code[index])
        if word == "project" {
            var cursor = index + 1
            if file.code(cursor, is: "(") { cursor += 1 }
            if code.indices.contains(cursor), code[cursor].kind == .identifier, file.text(of: code[cursor]) == "path" { cursor += 2 }
            guard code.indices.contains(cursor), code[cursor].kind == .string else { return nil }
            let path = file.stringContent(of: code[cursor])
            return path.hasPrefix(":") ? path : nil
        }
        if word == "projects" {
            let accessor = dottedName(file, from: index)
            let segments = accessor.split(separator: ".").dropFirst().map { kebabCase(String($0)) }
            return segments.isEmpty ? nil : ":" + segments.joined(separator: ":")
        }
        return nil
    }

    /// Type-safe project accessors camel-case kebab names: `dataTest` ↔ `data-test`.
    static func kebabCase(_ camel: String) -> String {
        var result = ""
        for character in camel {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
