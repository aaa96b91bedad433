import Yams

/// Targets of an XcodeGen spec (`project.yml`): type, platform, sources, Info.plist and bundle ID,
/// as the project model needs them. A spec that is not XcodeGen's (no `targets` mapping) gives none.
enum XcodeGenSpec {
    static func targets(_ text: String, path: String) -> [XcodeTarget] {
        guard let root = try? Yams.compose(yaml: text), let targets = root["targets"]?.mapping else { return [] }
        let folder = XcodeProjectReader.parent(of: path)
        let resolve = { (value: String) in XcodeProjectReader.normalize(XcodeProjectReader.join(folder, value)) }
        return targets.compactMap { key, node -> XcodeTarget? in
            guard let name = key.string, let type = node["type"]?.string else { return nil }
            var target = XcodeTarget(
                name: name, kind: XcodeTarget.kind(productType: "com.apple.product-type." + type, name: name),
                productType: "com.apple.product-type." + type, project: path)
            // `sources: Shop`, `sources: [Shop, Shared]`, `sources: [{path: Shop, excludes: […]}]`
            var sources: [String] = []
            if let single = node["sources"]?.string { sources = [single] }
            for item in node["sources"]?.sequence ?? [] {
                if let value = item.string { sources.append(value) } else if let value = item["path"]?.string { sources.append(value) }
            }
            target.folders = sources.map(resolve)
            if let info = node["info"]?["path"]?.string { target.infoPlists = [resolve(info)] }
            let settings = node["settings"]?["base"] ?? node["settings"]
            if let plist = settings?["INFOPLIST_FILE"]?.string, target.infoPlists.isEmpty { target.infoPlists = [resolve(plist)] }
            target.bundleIdentifier = settings?["PRODUCT_BUNDLE_IDENTIFIER"]?.string
            target.deviceFamily = settings?["TARGETED_DEVICE_FAMILY"]?.string
            target.deploymentTarget = node["deploymentTarget"]?.string
            return target
        }.sorted { $0.name < $1.name }
    }
}
