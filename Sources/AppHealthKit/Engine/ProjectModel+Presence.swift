/// Whether the tree holds anything to audit, and what to call it.
extension ProjectModel {
    /// The platforms with an app in the tree (`hasApp`).
    var appPlatforms: [AppPlatform] { [AppPlatform.android, .ios].filter(hasApp) }

    /// What makes a project even without an app: a Gradle build, an Xcode project, a Swift
    /// package, a Podfile or Cartfile (a library or SDK repository is still worth auditing), and
    /// the platform files that only exist in one (Android manifests and resources, asset
    /// catalogs, storyboards, xibs, Kotlin or Java in a Gradle `src/main/` source set). Loose
    /// sources or documents alone are not a project.
    var builds: [String] {
        var kinds: Set<String> = []
        for file in tree.files where role(of: file.path) == .app {
            switch file.kind {
            case .gradle, .gradleKotlin, .versionCatalog: kinds.insert("Gradle build")
            case .androidManifest: kinds.insert("Android manifest")
            case .xcodeProject: kinds.insert("Xcode project")
            case .packageSwift: kinds.insert("Swift package")
            case .podfile: kinds.insert("CocoaPods Podfile")
            case .cartfile: kinds.insert("Carthage Cartfile")
            case .androidResource: kinds.insert("Android resources")
            case .assetCatalogContents: kinds.insert("asset catalog")
            case .storyboard, .xib: kinds.insert("Interface Builder files")
            case .kotlin where Self.inMainSourceSet(file.path), .java where Self.inMainSourceSet(file.path):
                kinds.insert("Gradle source set")
            default: break
            }
        }
        return kinds.sorted()
    }

    private static func inMainSourceSet(_ path: String) -> Bool {
        path.hasPrefix("src/main/") || path.contains("/src/main/")
    }

    /// The app's display name: the Android label (through `@string/`), `CFBundleDisplayName` or
    /// `CFBundleName` unless a build-setting placeholder, the Xcode app target's name; `nil` otherwise.
    var displayName: String? {
        let literal = { (value: String?) -> String? in
            guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty, !value.contains("$(") else { return nil }
            return value
        }
        if let name = literal(androidAppName), !name.hasPrefix("@") { return name }
        for (_, plist) in infoPlists {
            if let name = literal(plist.strings["CFBundleDisplayName"]) ?? literal(plist.strings["CFBundleName"]) { return name }
        }
        return structure.appTargets.first?.name
    }
}
