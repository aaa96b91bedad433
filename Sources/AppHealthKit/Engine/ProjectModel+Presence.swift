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
        if let name = Self.literalName(androidAppName), !name.hasPrefix("@") { return name }
        return iosAppNames.first
    }

    /// The iOS app's names, in that order: each app Info.plist's `CFBundleDisplayName` or
    /// `CFBundleName` (unless a build-setting placeholder), then the Xcode app targets' names.
    var iosAppNames: [String] {
        infoPlists.compactMap { Self.literalName($0.plist.strings["CFBundleDisplayName"]) ?? Self.literalName($0.plist.strings["CFBundleName"]) }
            + structure.appTargets.map(\.name)
    }

    private static func literalName(_ value: String?) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty, !value.contains("$(") else { return nil }
        return value
    }
}
