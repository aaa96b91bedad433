/// What a discovered file is, decided from its path alone.
public enum FileKind: Sendable, Codable, Hashable {
    /// A file in an Android `res/<type>[-qualifiers]/` folder.
    case androidResource(AndroidResourceFolder)
    case androidManifest
    case swift
    case kotlin
    case java
    /// Objective-C and Objective-C++ implementation files (`.m`, `.mm`).
    case objc
    /// C and Objective-C headers (`.h`).
    case objcHeader
    case gradle
    case gradleKotlin
    case versionCatalog
    /// `Contents.json` inside an `.xcassets` catalog.
    case assetCatalogContents
    case plist
    case storyboard
    case xib
    case podfile
    case podfileLock
    case packageSwift
    case packageResolved
    case cartfile
    case cartfileResolved
    case xcodeProject
    case image
    /// `.strings` / `.xcstrings` localization catalogs.
    case stringsCatalog
    case gradleProperties
    /// An XcodeGen spec (`project.yml`).
    case xcodegenSpec
    /// An Xcode configuration file (`.xcconfig`).
    case xcodeConfiguration
    case other

    public var isCode: Bool {
        switch self {
        case .swift, .kotlin, .java, .objc, .objcHeader, .gradle, .gradleKotlin: true
        default: false
        }
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]

    /// Files known by their whole name.
    private static let kindsByName: [String: FileKind] = [
        "AndroidManifest.xml": .androidManifest, "libs.versions.toml": .versionCatalog,
        "gradle.properties": .gradleProperties, "versions.properties": .gradleProperties,
        "Podfile": .podfile, "Podfile.lock": .podfileLock, "Package.swift": .packageSwift, "Package.resolved": .packageResolved,
        "Cartfile": .cartfile, "Cartfile.private": .cartfile, "Cartfile.resolved": .cartfileResolved,
        "project.pbxproj": .xcodeProject, "project.yml": .xcodegenSpec, "project.yaml": .xcodegenSpec,
    ]

    /// Files known by their (lower-case) extension.
    private static let kindsByExtension: [String: FileKind] = {
        var kinds: [String: FileKind] = [
            "swift": .swift, "kt": .kotlin, "kts": .kotlin, "java": .java, "m": .objc, "mm": .objc, "h": .objcHeader,
            "gradle": .gradle, "plist": .plist, "entitlements": .plist, "xcprivacy": .plist, "intentdefinition": .plist,
            "storyboard": .storyboard, "xib": .xib, "strings": .stringsCatalog, "xcstrings": .stringsCatalog, "xcconfig": .xcodeConfiguration,
        ]
        for image in imageExtensions { kinds[image] = .image }
        return kinds
    }()

    /// Classifies a path that is not inside an Android res folder.
    /// `name.split(separator: ".").last ?? ""`, without the array.
    static func lastDotPart(_ name: String) -> Substring {
        let bytes = name.utf8
        let dot = UInt8(ascii: ".")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == dot { end = bytes.index(before: end) }
        let start = bytes[..<end].lastIndex(of: dot).map { bytes.index(after: $0) } ?? bytes.startIndex
        return name[start..<end]
    }

    static func classify(path: String) -> FileKind {
        // The name after the last slash (the last non-empty component when the path ends in one).
        let name: String
        if let slash = path.lastIndex(ofByte: UInt8(ascii: "/")), path.utf8.last != UInt8(ascii: "/") {
            name = String(path[path.utf8.index(after: slash)...])
        } else {
            name = path.split(separator: "/").last.map(String.init) ?? path
        }
        // One look-up, not a comparison per case (the tree's files are classified on the run's
        // start, before any work is spread over the cores).
        if let kind = kindsByName[name] { return kind }
        if name == "Contents.json", path.contains(".xcassets/") { return .assetCatalogContents }
        let lower = name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 }) ? name.lowercased() : name
        if lower.hasSuffix(".versions.toml") { return .versionCatalog }
        // Catalogs settings create from other files (`from(files("gradle/deps.toml"))`).
        if lower.hasSuffix(".toml"), path.split(separator: "/").dropLast().last == "gradle" { return .versionCatalog }
        // The last non-empty part between dots (`swift` for a file named `swift`, as before).
        let ext = Self.lastDotPart(lower)
        if lower.hasSuffix(".gradle.kts") { return .gradleKotlin }
        return kindsByExtension[String(ext)] ?? .other
    }
}
