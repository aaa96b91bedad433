import Yams

/// Targets of an XcodeGen spec (`project.yml`): type, platform, sources, Info.plist and bundle ID,
/// as the project model needs them. A spec that is not XcodeGen's (no `targets` mapping) gives none.
enum XcodeGenSpec {
    static func targets(_ text: String, path: String) -> [XcodeTarget] {
        guard let root = try? Yams.compose(yaml: text), let targets = root["targets"]?.mapping else { return [] }
        let folder = XcodeProjectReader.parent(of: path)
        let resolve = { (value: String) in XcodeProjectReader.normalize(XcodeProjectReader.join(folder, value)) }
        let templates = root["targetTemplates"]?.mapping
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
            target.generatedInfoPlistKeys = generated.sorted()
            return target
        }.sorted { $0.name < $1.name }
    }
}
