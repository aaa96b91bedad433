import Yams

/// Targets of an XcodeGen spec (`project.yml`): type, platform, sources, Info.plist and bundle ID,
/// as the project model needs them. A spec that is not XcodeGen's (no `targets` mapping) gives none.
enum XcodeGenSpec {
    static func targets(_ text: String, path: String) -> [XcodeTarget] {
        guard let root = try? Yams.compose(yaml: text), let targets = root["targets"]?.mapping else { return [] }
        let folder = XcodeProjectReader.parent(of: path)
        let resolve = { (value: String) in XcodeProjectReader.normalize(XcodeProjectReader.join(folder, value)) }
        let templates = root["targetTemplates"]?.mapping
        let packages = root["packages"]?.mapping
        return targets.compactMap { key, node -> XcodeTarget? in
            // `templates: [ApplicationTemplate]`: the target's own keys first, then its templates'.
            let inherited = (node["templates"]?.sequence ?? []).compactMap { $0.string.flatMap { templates?[Node($0)] } }
            let layers = [node] + inherited
            func value(_ key: String) -> Node? { layers.lazy.compactMap { $0[key] }.first }
            guard let name = key.string, let type = value("type")?.string else { return nil }
            var target = XcodeTarget(
                name: name, kind: XcodeTarget.kind(productType: "com.apple.product-type." + type, name: name),
                productType: "com.apple.product-type." + type, project: path)
            // `sources: Shop`, `sources: [Shop, Shared]`, `sources: [{path: Shop, excludes: […]}]`
            var sources: [String] = []
            for layer in layers {
                if let single = layer["sources"]?.string { sources.append(single) }
                for item in layer["sources"]?.sequence ?? [] {
                    if let value = item.string { sources.append(value) } else if let value = item["path"]?.string { sources.append(value) }
                }
            }
            target.folders = sources.map(resolve)
            if let info = value("info")?["path"]?.string { target.infoPlists = [resolve(info)] }
            let settings = layers.lazy.compactMap { $0["settings"]?["INFOPLIST_FILE"] != nil || $0["settings"]?["base"]?["INFOPLIST_FILE"] != nil ? ($0["settings"]?["base"] ?? $0["settings"]) : nil }.first
                ?? node["settings"]?["base"] ?? node["settings"]
            // `platform: iOS`, `supportedDestinations: [iOS, macOS]`.
            var platforms: [String] = []
            if let platform = value("platform")?.string { platforms.append(platform) }
            platforms += (value("platform")?.sequence ?? []).compactMap(\.string)
            platforms += (value("supportedDestinations")?.sequence ?? []).compactMap(\.string)
            target.platforms = Array(Set(platforms.map { ["ios": "iphoneos", "macos": "macosx", "watchos": "watchos", "tvos": "appletvos", "visionos": "xros"][$0.lowercased()] ?? $0.lowercased() })).sorted()
            if let plist = settings?["INFOPLIST_FILE"]?.string, target.infoPlists.isEmpty { target.infoPlists = [resolve(plist)] }
            target.bundleIdentifier = settings?["PRODUCT_BUNDLE_IDENTIFIER"]?.string
            target.deviceFamily = settings?["TARGETED_DEVICE_FAMILY"]?.string
            target.deploymentTarget = value("deploymentTarget")?.string
            // Info.plist keys generated from build settings: the project's, the templates' and the target's.
            var generated: Set<String> = []
            for settingsNode in [root["settings"]] + layers.map({ $0["settings"] }) {
                for mapping in [settingsNode?.mapping, settingsNode?["base"]?.mapping] {
                    for (settingKey, _) in mapping ?? [:] {
                        guard let name = settingKey.string else { continue }
                        if name.hasPrefix("INFOPLIST_KEY_") {
                            let key = String(name.dropFirst("INFOPLIST_KEY_".count))
                            generated.insert(String(key.split(separator: "[").first ?? Substring(key)))
                        }
                        if name == "MARKETING_VERSION" { generated.insert("CFBundleShortVersionString") }
                        if name == "CURRENT_PROJECT_VERSION" { generated.insert("CFBundleVersion") }
                    }
                }
            }
            // `info: { path: …, properties: { UILaunchStoryboardName: … } }`: XcodeGen writes these
            // keys into the Info.plist it generates (Immuni's app target).
            for layer in layers {
                for (propertyKey, _) in layer["info"]?["properties"]?.mapping ?? [:] {
                    if let name = propertyKey.string { generated.insert(name) }
                }
            }
            target.generatedInfoPlistKeys = generated.sorted()
            // `dependencies: [{sdk: XCTest.framework}, {target: Core}, {package: Swifter}]`: what the
            // target links, named as a project's frameworks build phase names it.
            for layer in layers {
                for item in layer["dependencies"]?.sequence ?? [] {
                    if let package = item["package"]?.string {
                        let url = packages?[Node(package)].flatMap(packageURL)
                        target.frameworks.append(url.map(SwiftPackageManifest.identity) ?? package.lowercased())
                    } else if let name = item["sdk"]?.string ?? item["framework"]?.string ?? item["carthage"]?.string ?? item["target"]?.string {
                        target.frameworks.append(XcodeTarget.frameworkName(name))
                    }
                }
            }
            return target.markingTestSupport()
        }.sorted { $0.name < $1.name }
    }

    /// A `packages:` entry's repository: `url:`, or `github: owner/name`.
    static func packageURL(_ node: Node) -> String? {
        node["url"]?.string ?? node["github"]?.string.map { "https://github.com/\($0)" }
    }

    /// Swift packages of the spec's `packages:` mapping (`url` with `from`/`majorVersion`,
    /// `minorVersion`, `exactVersion`/`version`, `branch`, `revision` or `minVersion`/`maxVersion`),
    /// as an Xcode project declares them; local packages (`path:`) are the project's own code.
    static func packages(_ text: String, path: String) -> ManifestFacts? {
        guard let root = try? Yams.compose(yaml: text), root["targets"]?.mapping != nil, let packages = root["packages"]?.mapping else { return nil }
        var facts = ManifestFacts(kind: .xcodegenSpec, path: path)
        for (key, node) in packages {
            guard let url = packageURL(node) else { continue }
            func value(_ name: String) -> String? { node[name]?.string ?? node[name]?.int.map(String.init) ?? node[name]?.float.map { String($0) } }
            var requirement: String?
            var version: String?
            var unpinned = false
            if let from = value("from") ?? value("majorVersion") {
                requirement = "from \(from) up to next major"
            } else if let minor = value("minorVersion") {
                requirement = "from \(minor) up to next minor"
            } else if let exact = value("exactVersion") ?? value("version") {
                version = exact
                requirement = "exact \(exact)"
            } else if let branch = value("branch") {
                requirement = "branch \(branch)"
                unpinned = true
            } else if let revision = value("revision") {
                requirement = "revision \(revision)"
            } else if let low = value("minVersion"), let high = value("maxVersion") {
                requirement = "\(low)..<\(high)"
            }
            let line = key.mark?.line ?? 1
            var dependency = DeclaredDependency(
                ecosystem: .swiftpm, name: SwiftPackageManifest.identity(url), requirement: requirement, version: version, path: path,
                location: SourceLocation(line: line, column: (key.mark?.column) ?? 1), isUnpinned: unpinned)
            dependency.repositoryURL = url
            facts.dependencies.append(dependency)
        }
        facts.dependencies.sort { $0.location.line < $1.location.line }
        return facts.dependencies.isEmpty ? nil : facts
    }
}

