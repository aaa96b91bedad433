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
    case other

    public var isCode: Bool {
        switch self {
        case .swift, .kotlin, .java, .objc, .objcHeader, .gradle, .gradleKotlin: true
        default: false
        }
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]

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
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), path.utf8.last != UInt8(ascii: "/") {
            name = String(path[path.utf8.index(after: slash)...])
        } else {
            name = path.split(separator: "/").last.map(String.init) ?? path
        }
        let lower = name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 }) ? name.lowercased() : name
        switch name {
        case "AndroidManifest.xml": return .androidManifest
        case "libs.versions.toml": return .versionCatalog
        case "gradle.properties", "versions.properties": return .gradleProperties
        case "Podfile": return .podfile
        case "Podfile.lock": return .podfileLock
        case "Package.swift": return .packageSwift
        case "Package.resolved": return .packageResolved
        case "Cartfile", "Cartfile.private": return .cartfile
        case "Cartfile.resolved": return .cartfileResolved
        case "project.pbxproj": return .xcodeProject
        case "project.yml", "project.yaml": return .xcodegenSpec
        case "Contents.json" where path.contains(".xcassets/"): return .assetCatalogContents
        default: break
        }
        if lower.hasSuffix(".versions.toml") { return .versionCatalog }
        // Catalogs settings create from other files (`from(files("gradle/deps.toml"))`).
        if lower.hasSuffix(".toml"), path.split(separator: "/").dropLast().last == "gradle" { return .versionCatalog }
        // The last non-empty part between dots (`swift` for a file named `swift`, as before).
        let ext = Self.lastDotPart(lower)
        if lower.hasSuffix(".gradle.kts") { return .gradleKotlin }
        switch ext {
        case "swift": return .swift
        case "kt", "kts": return .kotlin
        case "java": return .java
        case "m", "mm": return .objc
        case "h": return .objcHeader
        case "gradle": return .gradle
        case "plist", "entitlements", "xcprivacy", "intentdefinition": return .plist
        case "storyboard": return .storyboard
        case "xib": return .xib
        case "strings", "xcstrings": return .stringsCatalog
        default: return imageExtensions.contains(String(ext)) ? .image : .other
        }
    }
}
