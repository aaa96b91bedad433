/// Kotlin constants in `buildSrc` and `build-logic` (`object Libs { const val retrofit =
/// "com.squareup.retrofit2:retrofit:${Versions.retrofit}" }`, nested objects, top-level `val`s),
/// as variables named by their path (`Libs.retrofit`, `Libs.AndroidX.appcompat`). A template that
/// names a constant of the same or an enclosing object is expanded here; the rest (`Versions.x`)
/// in `DependencyGraph`, which sees every file.
enum BuildLogicConstants {
    /// Kotlin sources the build compiles before the scripts: where constants for scripts live.
    static func isBuildLogic(_ path: String) -> Bool {
        // A folder of one of these names is the name between two slashes once the path is framed
        // by slashes: one byte search each (making the path's components as strings cost ~16,000
        // instructions a file, and this is asked of every Kotlin file).
        let framed = "/" + path + "/"
        return buildLogicFolders.contains { framed.contains($0) }
    }

    private static let buildLogicFolders = ["/buildSrc/", "/build-logic/", "/build-conventions/"]

    static func parse(_ file: CodeFile) -> ManifestFacts {
        var facts = ManifestFacts(kind: .buildLogic, path: file.path)
        let code = file.code
        // Object names per open brace ("" for other blocks); a constant's path is the objects around it.
        var scopes: [String] = []
        var pendingObject: String?
        var index = 0
        while index < code.count {
            defer { index += 1 }
            if file.code(index, is: "{") {
                scopes.append(pendingObject ?? "")
                pendingObject = nil
                continue
            }
            if file.code(index, is: "}") { _ = scopes.popLast(); continue }
            guard code[index].kind == .identifier else { continue }
            let word = file.text(of: code[index])
            if let dependency = catalogLookup(file, at: index, word: word) {
                facts.dependencies.append(dependency)
                continue
            }
            if word == "object" || word == "class", index + 1 < code.count, code[index + 1].kind == .identifier {
                pendingObject = file.text(of: code[index + 1])
                continue
            }
            // Functions and lambdas open scopes whose locals are not constants.
            if word == "fun" { pendingObject = nil; continue }
            guard word == "val" || word == "var", index + 1 < code.count, code[index + 1].kind == .identifier,
                !scopes.contains(where: \.isEmpty) else { continue }
            let name = file.text(of: code[index + 1])
            var cursor = index + 2
            if file.code(cursor, is: ":"), cursor + 1 < code.count, code[cursor + 1].kind == .identifier { cursor += 2 }
            guard file.code(cursor, is: "="), cursor + 1 < code.count, !file.code(cursor + 2, is: "+") else { continue }
            let path = scopes.filter { !$0.isEmpty }
            // `const val targetSdk = 35`: numbers are settings' values (`targetSdk = Versions.targetSdk`).
            if code[cursor + 1].kind == .number, !file.code(cursor + 2, is: ".") {
                facts.variables[(path + [name]).joined(separator: ".")] = file.text(of: code[cursor + 1])
                continue
            }
            guard code[cursor + 1].kind == .string else { continue }
            var value = file.stringContent(of: code[cursor + 1])
            value = expandLocal(value, scope: path, facts.variables)
            facts.variables[(path + [name]).joined(separator: ".")] = value
        }
        // Convention plugins set what application modules get (`defaultConfig.targetSdk = 36` in a
        // plugin that applies `com.android.application` or `AppPlugin`, or configures
        // `ApplicationExtension` or the variant API's `ApplicationAndroidComponentsExtension`).
        // So do helper functions application scripts call (Shadowsocks' `fun Project.setupApp()`
        // in `buildSrc`): they set what only applications have, an `applicationId` or a `versionCode`.
        facts.androidSettings = GradleManifest.androidSettings(file)
        facts.isAndroidApplication = code.contains { token in
            (token.kind == .string && file.stringContent(of: token) == "com.android.application")
                || (token.kind == .identifier && ["ApplicationExtension", "ApplicationAndroidComponentsExtension", "AppPlugin"].contains(file.text(of: token)))
        } || facts.androidSettings.contains { $0.name == "versionCode" || $0.name == "applicationId" }
        return facts
    }

    /// Convention plugins read the catalog through its API: `libs.findLibrary("room-compiler")`,
    /// `findBundle("x")`, `findPlugin("x")` on the `libs` catalog. Each is a declaration by
    /// accessor, resolved against `libs.versions.toml` like `libs.room.compiler` in a script.
    static func catalogLookup(_ file: CodeFile, at index: Int, word: String) -> DeclaredDependency? {
        let kinds = ["findLibrary": "", "findBundle": "bundles.", "findPlugin": "plugins."]
        guard let section = kinds[word], index >= 2, file.code(index - 1, is: "."), file.code(index + 1, is: "("),
            index + 2 < file.code.count, file.code[index + 2].kind == .string else { return nil }
        let alias = file.stringContent(of: file.code[index + 2])
        guard !alias.isEmpty, !alias.contains("$") else { return nil }
        let accessor = String(alias.map { $0 == "-" || $0 == "_" ? "." : $0 })
        var dependency = DeclaredDependency(
            ecosystem: word == "findPlugin" ? .gradlePlugin : .maven, name: "libs." + section + accessor, requirement: nil, version: nil,
            path: file.path, location: file.location(of: file.code[index]))
        dependency.symbol = "libs." + section + accessor
        return dependency
    }

    /// `$version` inside `object Retrofit` is `Libs.Retrofit.version` when that exists.
    static func expandLocal(_ value: String, scope: [String], _ variables: [String: String]) -> String {
        guard value.contains("$") else { return value }
        var qualified: [String: String] = [:]
        for depth in 0...scope.count {
            let prefix = scope.prefix(depth).joined(separator: ".")
            for (key, known) in variables where depth == 0 ? !key.contains(".") : key.hasPrefix(prefix + ".") {
                let local = depth == 0 ? key : String(key.dropFirst(prefix.count + 1))
                guard !local.isEmpty else { continue }
                qualified[local] = known  // deeper scopes overwrite outer ones
            }
        }
        // Only names defined here; `Versions.x` and unknown names stay for the graph.
        var result = value
        for (local, known) in qualified.sorted(by: { $0.key.count > $1.key.count }) {
            result = result.replacingOccurrences(of: "${" + local + "}", with: known)
            if !local.contains(".") {
                result = replaceBare(local, with: known, in: result)
            }
        }
        return result
    }

    /// `$name` not followed by more identifier characters.
    private static func replaceBare(_ name: String, with value: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "$" + name) {
            let after = rest[range.upperBound...].first
            result += rest[..<range.lowerBound]
            if let after, after.isLetter || after.isNumber || after == "_" {
                result += rest[range]
            } else {
                result += value
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
