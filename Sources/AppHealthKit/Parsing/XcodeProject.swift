import Foundation

/// A native target of an Xcode project, as `project.pbxproj` declares it.
public struct XcodeTarget: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable {
        case app, `extension`, widget, watch, unitTests = "unit-tests", uiTests = "ui-tests", framework, other

        /// Test bundles: the files they compile are tests.
        public var isTest: Bool { self == .unitTests || self == .uiTests }
    }

    public var name: String
    public var kind: Kind
    /// `com.apple.product-type.…`.
    public var productType: String
    /// The `.xcodeproj` folder, relative to the audited root.
    public var project: String
    /// `INFOPLIST_FILE` of each build configuration (distinct, relative to the audited root).
    public var infoPlists: [String] = []
    /// `CODE_SIGN_ENTITLEMENTS` of each build configuration (distinct, relative to the audited root).
    public var entitlements: [String] = []
    public var bundleIdentifier: String?
    /// `TARGETED_DEVICE_FAMILY`: `1` iPhone, `2` iPad, `1,2` universal.
    public var deviceFamily: String?
    public var deploymentTarget: String?
    /// `SDKROOT` and `SUPPORTED_PLATFORMS` words (`iphoneos`, `macosx`, `watchos`, `xros`), distinct.
    public var platforms: [String] = []
    /// Asset names the build settings use: `ASSETCATALOG_COMPILER_APPICON_NAME`,
    /// `…_GLOBAL_ACCENT_COLOR_NAME`, `…_WIDGET_BACKGROUND_COLOR_NAME`, `…_ALTERNATE_APPICON_NAMES`.
    public var assetSettingNames: [String] = []
    /// `ASSETCATALOG_COMPILER_APPICON_NAME` of the configurations that are not a developer build
    /// (`Debug`, `Staging`, `QA`, …): the icons what ships is built with (ProtonVPN's
    /// `AppIconDebug` is the Staging configuration's alone). `nil` in an older cache's facts.
    public var releaseAppIconNames: [String]? = nil
    /// `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES`: every icon set of the target's
    /// catalogs is an alternate icon the app offers (Zebra's skins). `nil` when not set.
    public var includesAllAppIcons: Bool? = nil
    /// Info.plist keys Xcode generates from build settings (`INFOPLIST_KEY_NSCameraUsageDescription`,
    /// `MARKETING_VERSION` → `CFBundleShortVersionString`, `CURRENT_PROJECT_VERSION` → `CFBundleVersion`).
    public var generatedInfoPlistKeys: [String] = []
    /// The `.xcconfig` files its build configurations, or the project's, are based on (tivi's
    /// `Project.xcconfig`, which sets `INFOPLIST_KEY_UILaunchScreen_Generation`).
    public var configurationFiles: [String]? = nil
    /// Whether CocoaPods builds into the target: a `[CP] …` build phase, or configurations based
    /// on a `Pods-….xcconfig`.
    public var usesCocoaPods: Bool? = nil
    /// Files the target compiles and copies (relative to the audited root).
    public var sources: [String] = []
    public var resources: [String] = []
    /// `DEVELOPMENT_ASSET_PATHS`: content for previews and development only, never shipped.
    public var developmentAssets: [String] = []
    /// Folders whose whole content belongs to the target (Xcode 16 synchronized folders).
    public var folders: [String] = []
    /// Files of those folders the project excludes from this target.
    public var folderExceptions: [String] = []
    /// Frameworks the target links (its frameworks build phase), by name, lowercased and without
    /// `.framework`/`.xcframework` (`nimble` for `Carthage/Build/iOS/Nimble.framework`).
    public var frameworks: [String] = []

    /// A framework or library that links XCTest is test support (Canvas's `TestsFoundation`,
    /// mocks and helpers for the test bundles): no release build can carry XCTest, so it is test
    /// code like the bundles that link it.
    func markingTestSupport() -> XcodeTarget {
        guard kind == .framework, frameworks.contains("xctest") else { return self }
        var target = self
        target.kind = .unitTests
        return target
    }

    /// `Carthage/Build/iOS/Nimble.framework` → `nimble`; a cross-project target (`Core/Core`) by its name.
    static func frameworkName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".xcframework", ".framework"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name.lowercased()
    }

    static func kind(productType: String, name: String) -> Kind {
        switch productType {
        case "com.apple.product-type.application", "com.apple.product-type.application.messages":
            return .app
        case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2",
             "com.apple.product-type.application.watchapp2-container", "com.apple.product-type.watchkit-extension",
             "com.apple.product-type.watchkit2-extension":
            return .watch
        case "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
             "com.apple.product-type.app-extension.messages", "com.apple.product-type.app-extension.messages-sticker-pack",
             "com.apple.product-type.tv-app-extension":
            return name.localizedCaseInsensitiveContains("widget") ? .widget : .extension
        case "com.apple.product-type.bundle.unit-test": return .unitTests
        case "com.apple.product-type.bundle.ui-testing": return .uiTests
        case "com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
             "com.apple.product-type.framework.static":
            return .framework
        default: return .other
        }
    }
}

/// Reads the native targets of a `project.pbxproj` with CoreFoundation's property-list reader
/// (`PropertyListValue`: the parser behind `PropertyListSerialization`, old-style format included):
/// product type, Info.plist per configuration, bundle ID, device family, deployment target and the
/// files each target compiles, resolved through the group tree.
enum XcodeProjectReader {
    struct Failure: Error {
        var message: String
    }

    /// `path` is the `project.pbxproj` relative to the audited root.
    static func targets(bytes: [UInt8], path: String) -> Result<[XcodeTarget], Failure> {
        let root: PropertyListValue
        do {
            root = try PropertyListValue(parsing: bytes)
        } catch {
            let reason = (error as? PropertyListValue.Failure).map { " (\($0.message))" } ?? ""
            return .failure(Failure(message: "not a readable Xcode project" + reason))
        }
        let keys = Keys()
        // Objects by ID: the dictionaries that have an `isa`.
        var objects: [String: PropertyListValue] = [:]
        for (id, object) in root[keys.objects]?.entries ?? [] where object[keys.isa] != nil { objects[id] = object }
        guard let rootID = root[keys.rootObject]?.string, let project = objects[rootID] else {
            return .failure(Failure(message: "an Xcode project without objects or a root object"))
        }
        let projectFolder = parent(of: parent(of: path))  // Shop.xcodeproj/project.pbxproj → its folder
        let xcodeproj = parent(of: path)
        let base = join(projectFolder, project[keys.projectDirPath]?.string ?? "")
        var reader = Reader(objects: objects, keys: keys, project: project, base: base)
        if let mainGroup = project[keys.mainGroup]?.string { reader.resolve(group: mainGroup, folder: reader.normalizedBase) }
        let targets = (project[keys.targets]?.strings ?? []).compactMap { id -> XcodeTarget? in
            guard let target = objects[id], target[keys.isa]?.string == "PBXNativeTarget" else { return nil }
            return reader.target(target, id: id, project: xcodeproj)
        }
        return .success(targets)
    }

    /// The object fields the reader looks up, each made once per project.
    private struct Keys {
        let objects = PropertyListKey("objects"), rootObject = PropertyListKey("rootObject")
        let projectDirPath = PropertyListKey("projectDirPath"), mainGroup = PropertyListKey("mainGroup")
        let targets = PropertyListKey("targets"), isa = PropertyListKey("isa"), name = PropertyListKey("name")
        let buildConfigurationList = PropertyListKey("buildConfigurationList")
        let buildConfigurations = PropertyListKey("buildConfigurations"), buildSettings = PropertyListKey("buildSettings")
        let children = PropertyListKey("children"), path = PropertyListKey("path"), sourceTree = PropertyListKey("sourceTree")
        let productType = PropertyListKey("productType"), buildPhases = PropertyListKey("buildPhases")
        let files = PropertyListKey("files"), fileRef = PropertyListKey("fileRef")
        let synchronizedGroups = PropertyListKey("fileSystemSynchronizedGroups"), exceptions = PropertyListKey("exceptions")
        let target = PropertyListKey("target"), membershipExceptions = PropertyListKey("membershipExceptions")
        let productRef = PropertyListKey("productRef"), package = PropertyListKey("package"), repositoryURL = PropertyListKey("repositoryURL")
        let baseConfigurationReference = PropertyListKey("baseConfigurationReference")
    }

    /// One configuration's build settings (a few dozen), by name.
    private typealias Settings = [String: PropertyListValue]

    private struct Reader {
        let objects: [String: PropertyListValue]
        let keys: Keys
        let base: String
        /// `base` normalized: the folder of the group tree's root.
        let normalizedBase: String
        /// Resolved paths of file references, groups and synchronized folders, by object ID.
        var paths: [String: String] = [:]

        /// The project-level build settings (`PBXProject`'s configurations), which targets inherit.
        let projectSettings: [Settings]
        let project: PropertyListValue

        init(objects: [String: PropertyListValue], keys: Keys, project: PropertyListValue, base: String) {
            self.objects = objects
            self.keys = keys
            self.base = base
            self.project = project
            normalizedBase = normalize(base)
            projectSettings = Self.buildSettings(project, objects: objects, keys: keys)
        }

        /// The `.xcconfig` files an owner's (a target's or the project's) build configurations are
        /// based on (`baseConfigurationReference`), as resolved paths.
        func configurationFiles(_ owner: PropertyListValue) -> [String] {
            guard let listID = owner[keys.buildConfigurationList]?.string, let list = objects[listID] else { return [] }
            return (list[keys.buildConfigurations]?.strings ?? []).compactMap { id in
                objects[id]?[keys.baseConfigurationReference]?.string.flatMap { paths[$0] }
            }
        }

        /// Walks the group tree iteratively (projects nest groups deeply), resolving each child's path.
        /// `folder` is normalized (`normalize`), as every path `location` gives.
        mutating func resolve(group root: String, folder: String) {
            var stack: [(id: String, parentFolder: String)] = [(root, folder)]
            var visited: Set<String> = []
            while let (id, parentFolder) = stack.popLast() {
                guard visited.insert(id).inserted, let object = objects[id] else { continue }
                let own = location(of: object, parentFolder: parentFolder)
                paths[id] = own
                for child in object[keys.children]?.strings ?? [] { stack.append((child, own)) }
            }
        }

        /// Where a file reference or group is, from its normalized parent folder.
        func location(of object: PropertyListValue, parentFolder: String) -> String {
            let path = object[keys.path]?.string ?? ""
            switch object[keys.sourceTree]?.string ?? "<group>" {
            case "<group>": return XcodeProjectReader.appending(path, toNormalized: parentFolder)
            case "SOURCE_ROOT": return normalize(join(base, path))
            case "<absolute>": return path
            default: return XcodeProjectReader.appending(path, toNormalized: parentFolder)  // SDK and build products: never in the tree
            }
        }

        func target(_ target: PropertyListValue, id targetID: String, project: String) -> XcodeTarget {
            let name = target[keys.name]?.string ?? "?"
            let productType = target[keys.productType]?.string ?? ""
            var result = XcodeTarget(name: name, kind: XcodeTarget.kind(productType: productType, name: name), productType: productType, project: project)
            let settings = Self.buildSettings(target, objects: objects, keys: keys)
            result.infoPlists = distinct(settings.compactMap { $0["INFOPLIST_FILE"]?.string }.map(settingPath))
            result.entitlements = distinct(settings.compactMap { $0["CODE_SIGN_ENTITLEMENTS"]?.string }.map(settingPath))
            result.bundleIdentifier = settings.lazy.compactMap { $0["PRODUCT_BUNDLE_IDENTIFIER"]?.string }.first
            // A setting the target leaves out is inherited from the project (`TARGETED_DEVICE_FAMILY = 2` set once).
            result.deviceFamily = (settings + projectSettings).lazy.compactMap { $0["TARGETED_DEVICE_FAMILY"]?.text }.first
            result.deploymentTarget = settings.lazy.compactMap {
                ($0["IPHONEOS_DEPLOYMENT_TARGET"] ?? $0["WATCHOS_DEPLOYMENT_TARGET"] ?? $0["MACOSX_DEPLOYMENT_TARGET"])?.string
            }.first
            var platforms: Set<String> = []
            var assetNames: Set<String> = []
            let configurationNames = Self.buildConfigurationNames(target, objects: objects, keys: keys)
            if configurationNames.count == settings.count {
                result.releaseAppIconNames = zip(configurationNames, settings).filter { name, _ in
                    !name.lowercased().contains("debug") && !RulePlan.isDeveloperSourceSet(Substring(name))
                }.compactMap { $0.1["ASSETCATALOG_COMPILER_APPICON_NAME"]?.text }.flatMap { XcodeProjectReader.settingList($0) }.filter { !$0.hasPrefix("$") }
            }
            for configuration in settings {
                for key in ["SDKROOT", "SUPPORTED_PLATFORMS"] {
                    if let value = configuration[key]?.text { platforms.formUnion(XcodeProjectReader.settingList(value)) }
                }
                for (key, value) in configuration where key.hasPrefix("ASSETCATALOG_COMPILER_") && key.hasSuffix("_NAME") || key.hasSuffix("_NAMES") {
                    guard key.hasPrefix("ASSETCATALOG_COMPILER_"), let value = value.text else { continue }
                    assetNames.formUnion(XcodeProjectReader.settingList(value).filter { !$0.hasPrefix("$") })
                }
            }
            // A target that names no SDK builds for the project's (Emergence sets `SDKROOT = appletvos` once).
            if platforms.isEmpty {
                for configuration in projectSettings {
                    for key in ["SDKROOT", "SUPPORTED_PLATFORMS"] {
                        if let value = configuration[key]?.text { platforms.formUnion(XcodeProjectReader.settingList(value)) }
                    }
                }
            }
            result.platforms = platforms.sorted()
            result.assetSettingNames = assetNames.sorted()
            if settings.contains(where: { $0["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"]?.text == "YES" }) { result.includesAllAppIcons = true }
            var generated: Set<String> = []
            for configuration in settings {
                for key in configuration.keys where key.hasPrefix("INFOPLIST_KEY_") { generated.insert(String(key.dropFirst("INFOPLIST_KEY_".count))) }
                if configuration["MARKETING_VERSION"] != nil { generated.insert("CFBundleShortVersionString") }
                if configuration["CURRENT_PROJECT_VERSION"] != nil { generated.insert("CFBundleVersion") }
            }
            result.generatedInfoPlistKeys = generated.sorted()
            let configurationFiles = distinct(configurationFiles(target) + configurationFiles(self.project))
            result.configurationFiles = configurationFiles.isEmpty ? nil : configurationFiles
            result.developmentAssets = distinct(settings.compactMap { $0["DEVELOPMENT_ASSET_PATHS"]?.text }
                .flatMap { XcodeProjectReader.settingList($0).map(settingPath) })
            if configurationFiles.contains(where: { $0.contains("/Pods-") || $0.hasPrefix("Pods-") }) { result.usesCocoaPods = true }
            for phaseID in target[keys.buildPhases]?.strings ?? [] {
                guard let phase = objects[phaseID], let isa = phase[keys.isa]?.string else { continue }
                // `[CP] Check Pods Manifest.lock`, and older CocoaPods' `Check Pods Manifest.lock`, `Copy Pods Resources`.
                if let name = phase[keys.name]?.string, name.hasPrefix("[CP]") || name.contains("Pods") { result.usesCocoaPods = true }
                let files = (phase[keys.files]?.strings ?? []).flatMap { filePaths(buildFile: $0) }
                if isa == "PBXSourcesBuildPhase" { result.sources += files }
                if isa == "PBXResourcesBuildPhase" { result.resources += files }
                if isa == "PBXFrameworksBuildPhase" {
                    result.frameworks += files.filter { $0.hasSuffix(".framework") || $0.hasSuffix(".xcframework") }.map(XcodeTarget.frameworkName)
                    // A Swift package's product the target links: the package's identity
                    // (`https://github.com/Quick/Nimble` → `nimble`).
                    result.frameworks += (phase[keys.files]?.strings ?? []).compactMap { id in
                        guard let product = objects[id]?[keys.productRef]?.string, let package = objects[product]?[keys.package]?.string,
                            let url = objects[package]?[keys.repositoryURL]?.string else { return nil }
                        return SwiftPackageManifest.identity(url)
                    }
                }
            }
            result.frameworks = distinct(result.frameworks)
            // `Pods_App.framework` linked (frameworks are named lowercased).
            if result.frameworks.contains(where: { $0.hasPrefix("pods") }) { result.usesCocoaPods = true }
            result.sources = distinct(result.sources)
            result.resources = distinct(result.resources)
            for groupID in target[keys.synchronizedGroups]?.strings ?? [] {
                guard let group = objects[groupID] else { continue }
                let folder = paths[groupID] ?? location(of: group, parentFolder: normalizedBase)
                result.folders.append(folder)
                for exceptionID in group[keys.exceptions]?.strings ?? [] {
                    guard let exception = objects[exceptionID], exception[keys.target]?.string == targetID else { continue }
                    result.folderExceptions += (exception[keys.membershipExceptions]?.strings ?? []).map { join(folder, $0) }
                }
            }
            return result.markingTestSupport()
        }

        /// The build settings of each configuration of a target or project.
        static func buildSettings(_ owner: PropertyListValue, objects: [String: PropertyListValue], keys: Keys) -> [Settings] {
            guard let listID = owner[keys.buildConfigurationList]?.string, let list = objects[listID] else { return [] }
            return (list[keys.buildConfigurations]?.strings ?? []).compactMap { id -> Settings? in
                guard let settings = objects[id]?[keys.buildSettings] else { return nil }
                return Settings(settings.entries, uniquingKeysWith: { first, _ in first })
            }
        }

        /// The names of a target's or project's configurations, in `buildSettings`' order.
        static func buildConfigurationNames(_ owner: PropertyListValue, objects: [String: PropertyListValue], keys: Keys) -> [String] {
            guard let listID = owner[keys.buildConfigurationList]?.string, let list = objects[listID] else { return [] }
            return (list[keys.buildConfigurations]?.strings ?? []).compactMap { id -> String? in
                guard let configuration = objects[id], configuration[keys.buildSettings] != nil else { return nil }
                return configuration[keys.name]?.string ?? ""
            }
        }

        /// `$(SRCROOT)/App/Info.plist` or `App/Info.plist` (relative to the project folder).
        func settingPath(_ value: String) -> String {
            var path = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"] where path.hasPrefix(prefix) {
                path.removeFirst(prefix.count)
            }
            return normalize(join(base, path))
        }

        /// A build file's file reference path(s); a variant group (localized files) gives its children.
        func filePaths(buildFile id: String) -> [String] {
            guard let buildFile = objects[id], let ref = buildFile[keys.fileRef]?.string, let object = objects[ref] else { return [] }
            if object[keys.isa]?.string == "PBXVariantGroup" {
                return (object[keys.children]?.strings ?? []).compactMap { paths[$0] }
            }
            return paths[ref].map { [$0] } ?? []
        }
    }

    /// A build setting list, words split at spaces outside quotes: `"Shop/Preview Content" Extra`.
    static func settingList(_ value: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in value {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func parent(of path: String) -> String {
        // By bytes: a `Character` search from the end cost ~10,000 instructions a path, and
        // checklists ask for every code file's folder.
        guard let slash = path.lastIndex(ofByte: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// `normalize(join(folder, path))` for a `folder` that is normalized already: a plain name (no
    /// `/`, not `.` or `..`), as most file references and groups are, is appended as it is, where
    /// normalizing split and joined the whole path again for each of a project's files.
    static func appending(_ path: String, toNormalized folder: String) -> String {
        guard path != ".", path != "..", !path.utf8.contains(UInt8(ascii: "/")) else { return normalize(join(folder, path)) }
        if path.isEmpty { return folder }
        return folder.isEmpty ? path : folder + "/" + path
    }

    static func join(_ folder: String, _ path: String) -> String {
        if path.isEmpty { return folder }
        if folder.isEmpty || path.hasPrefix("/") { return path }
        return folder + "/" + path
    }

    /// Removes `.` and `..` segments; a path leaving the audited root keeps its leading `..`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    static func distinct(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}

private func join(_ folder: String, _ path: String) -> String { XcodeProjectReader.join(folder, path) }
private func normalize(_ path: String) -> String { XcodeProjectReader.normalize(path) }
private func distinct(_ values: [String]) -> [String] { XcodeProjectReader.distinct(values) }
