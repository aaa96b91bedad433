/// The named facts release and QA checklist items are decided by, read from the project model.
struct ReleaseFacts {
    let model: ProjectModel
    let findings: [Finding]
    let definition: ChecklistDefinition

    func hasApp(platform: String) -> Bool {
        switch platform {
        case "android": return !model.manifests.isEmpty || model.dependencyManifests.contains { $0.isAndroidApplication }
        case "ios": return model.plists.keys.contains { $0.hasSuffix("Info.plist") } || !model.swiftFacts.isEmpty
        default: return true
        }
    }

    func evaluate(_ fact: String) -> ItemOutcome {
        switch fact {
        case "android-package-name": return androidPackageName()
        case "android-versioning": return present(["versionCode"], ["versionName"])
        case "android-debuggable": return androidDebuggable()
        case "android-minify": return androidMinify()
        case "android-target-sdk": return androidTargetSdk()
        case "android-cleartext": return androidCleartext()
        case "android-allow-backup": return androidAllowBackup()
        case "android-signing-secrets": return androidSigningSecrets()
        case "android-store-listing": return androidStoreListing()
        case "android-launcher-icons": return launcherIcons()
        case "android-launcher-label": return launcherLabel()
        case "ios-version-keys": return iosVersionKeys()
        case "ios-usage-descriptions": return iosUsageDescriptions()
        case "ios-ats": return iosATS()
        case "ios-app-icon": return iosAppIcon()
        case "ios-launch-screen": return iosLaunchScreen()
        case "ios-universal-links": return iosUniversalLinks()
        case "ios-privacy-manifest":
            return exists { $0.name == "PrivacyInfo.xcprivacy" } ? ItemOutcome(.pass, ["PrivacyInfo.xcprivacy present"])
                : ItemOutcome(.fail, ["no PrivacyInfo.xcprivacy in the tree"], places: wholeFile(mainInfoPlist, "The app has no privacy manifest (PrivacyInfo.xcprivacy)"))
        case "ios-analytics": return iosAnalytics()
        case "ios-no-uiwebview": return iosNoUIWebView()
        case "tests-exist": return testsExist()
        case "ci-configured": return ciConfigured()
        case "readme": return exists { $0.path.split(separator: "/").count <= 2 && $0.name.lowercased().hasPrefix("readme") } ? ItemOutcome(.pass, ["README present"]) : ItemOutcome(.fail, ["no README at the top of the tree"])
        case "lint-configured": return lintConfigured()
        case "packages-by-feature": return packagesByFeature()
        case "styles-reused": return stylesReused()
        default: return ItemOutcome(.na, ["unknown fact \(fact)"])
        }
    }

    // MARK: - Helpers

    private func exists(_ predicate: (ProjectFile) -> Bool) -> Bool { model.tree.files.contains(where: predicate) }

    /// Settings of application modules only: a library module's `minifyEnabled false` is normal.
    private var androidSettings: [(path: String, setting: AndroidSetting)] {
        let gradle = model.dependencyManifests.filter { $0.kind == .gradle }
        let apps = gradle.filter(\.isAndroidApplication)
        return (apps.isEmpty ? gradle : apps).flatMap { manifest in manifest.androidSettings.map { (manifest.path, $0) } }
    }

    private func settings(_ names: [String]) -> [(path: String, setting: AndroidSetting)] {
        androidSettings.filter { names.contains($0.setting.name) }
    }

    private func place(_ entry: (path: String, setting: AndroidSetting)) -> String { "\(entry.path):\(entry.setting.location.line)" }

    private func at(_ entry: (path: String, setting: AndroidSetting), _ message: String) -> ItemOutcome.Place {
        ItemOutcome.Place(path: entry.path, location: entry.setting.location, message: message)
    }

    /// The application module's build script, for findings about what it lacks.
    private var appScript: String? {
        model.dependencyManifests.first { $0.kind == .gradle && $0.isAndroidApplication }?.path
    }

    private func wholeFile(_ path: String?, _ message: String) -> [ItemOutcome.Place] {
        path.map { [ItemOutcome.Place(path: $0, location: .fileStart, message: message)] } ?? []
    }

    private var mainInfoPlist: String? { infoPlists.first?.path }

    private func present(_ first: [String], _ second: [String]) -> ItemOutcome {
        let a = settings(first), b = settings(second)
        if let x = a.first, let y = b.first {
            return ItemOutcome(.pass, ["\(x.setting.name) \(x.setting.value) (\(place(x)))", "\(y.setting.name) \(y.setting.value) (\(place(y)))"])
        }
        let missing = (a.isEmpty ? first : second).joined(separator: "/")
        return ItemOutcome(.fail, ["missing: " + missing], places: wholeFile(appScript, "The app sets no \(missing)"))
    }

    // MARK: - Android

    private func androidPackageName() -> ItemOutcome {
        guard let id = settings(["applicationId"]).first else { return ItemOutcome(.warn, ["no applicationId in the Gradle scripts (namespace or manifest package used)"]) }
        let value = id.setting.value
        if value.hasPrefix("com.example") || value.hasPrefix("com.test") || value.hasPrefix("org.example") {
            return ItemOutcome(.fail, ["applicationId \(value) is a placeholder (\(place(id))) and can never change after release"],
                               places: [at(id, "applicationId \(value) is a placeholder; it can never change after the first release")])
        }
        // The ID should name the app: "Acme Shop" → …acmeshop… (the ID can never follow a later rename).
        if let appName = appName {
            let folded = { (text: String) in String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
            if !folded(appName).isEmpty, !folded(value).contains(folded(appName)) {
                return ItemOutcome(.warn, ["applicationId \(value) does not contain the app's name \"\(appName)\" (\(place(id)))"],
                                   places: [at(id, "applicationId \(value) does not contain the app's name \"\(appName)\"")])
            }
        }
        return ItemOutcome(.pass, ["applicationId \(value) (\(place(id)))"])
    }

    /// The application's label, resolved through `@string/…`.
    private var appName: String? {
        for path in model.manifests.keys.sorted() {
            guard let label = model.manifests[path]?.applicationAttributes["label"]?.value else { continue }
            if let reference = ResourceReference(label), reference.type == "string" { return model.stringValue(reference.name) }
            return label
        }
        return nil
    }

    private func androidDebuggable() -> ItemOutcome {
        let release = settings(["debuggable", "isDebuggable"]).filter { $0.setting.inRelease && $0.setting.value == "true" }
        let manifest = model.manifests.compactMap { path, facts in facts.applicationAttributes["debuggable"].flatMap { $0.value == "true" ? "\(path):\($0.location.line)" : nil } }
        let all = release.map { "debuggable true in release (\(place($0)))" } + manifest.map { "android:debuggable=\"true\" (\($0))" }
        var places = release.map { at($0, "The release build is debuggable") }
        for (path, facts) in model.manifests.sorted(by: { $0.key < $1.key }) {
            if let attribute = facts.applicationAttributes["debuggable"], attribute.value == "true" {
                places.append(ItemOutcome.Place(path: path, location: attribute.location, message: "android:debuggable=\"true\" ships a debuggable app"))
            }
        }
        return all.isEmpty ? ItemOutcome(.pass, ["release build is not debuggable"]) : ItemOutcome(.fail, all, places: places)
    }

    private func androidMinify() -> ItemOutcome {
        let all = settings(["minifyEnabled", "isMinifyEnabled"])
        let release = all.filter(\.setting.inRelease)
        if release.contains(where: { $0.setting.value == "true" }) { return ItemOutcome(.pass, release.map { "\($0.setting.name) \($0.setting.value) (\(place($0)))" }) }
        // `minifyEnabled System.getenv(…) ? … : true`: decided at build time, so only a warning.
        let computed = (release.isEmpty ? all : release).filter { $0.setting.value != "true" && $0.setting.value != "false" }
        if !computed.isEmpty {
            return ItemOutcome(.warn, computed.map { "\($0.setting.name) is computed at build time (\(place($0)))" })
        }
        return ItemOutcome(.fail, release.isEmpty ? ["release build type does not enable minification"] : release.map { "\($0.setting.name) \($0.setting.value) (\(place($0)))" },
                           places: release.isEmpty ? wholeFile(appScript, "The release build type does not enable code shrinking (minifyEnabled)")
                               : release.map { at($0, "Code shrinking is off for release (\($0.setting.name) \($0.setting.value))") })
    }

    private func androidTargetSdk() -> ItemOutcome {
        let targets = settings(["targetSdk", "targetSdkVersion"])
        guard let required = definition.min_target_sdk else { return ItemOutcome(.na, ["no requirement in the checklist data"]) }
        guard !targets.isEmpty else { return ItemOutcome(.warn, ["targetSdk not found in the Gradle scripts"]) }
        let numeric = targets.filter { Int($0.setting.value) != nil }
        guard !numeric.isEmpty else {
            return ItemOutcome(.warn, targets.map { "targetSdk comes from \($0.setting.value)… (\(place($0))); check it is at least \(required)" })
        }
        let low = numeric.filter { (Int($0.setting.value) ?? 0) < required }
        let source = definition.min_target_sdk_source.map { " — \($0)" } ?? ""
        return low.isEmpty ? ItemOutcome(.pass, numeric.map { "targetSdk \($0.setting.value) (\(place($0)))" })
            : ItemOutcome(.fail, low.map { "targetSdk \($0.setting.value) < \(required) (\(place($0)))\(source)" },
                          places: low.map { at($0, "targetSdk \($0.setting.value) is below Google Play's required \(required)") })
    }

    private func androidCleartext() -> ItemOutcome {
        var problems: [String] = []
        var places: [ItemOutcome.Place] = []
        for (path, facts) in model.manifests.sorted(by: { $0.key < $1.key }) {
            if let cleartext = facts.applicationAttributes["usesCleartextTraffic"], cleartext.value == "true", facts.applicationAttributes["networkSecurityConfig"] == nil {
                problems.append("usesCleartextTraffic=\"true\" without a networkSecurityConfig (\(path):\(cleartext.location.line))")
                places.append(ItemOutcome.Place(path: path, location: cleartext.location, message: "usesCleartextTraffic=\"true\" allows plain HTTP everywhere; add a network security config"))
            }
        }
        return problems.isEmpty ? ItemOutcome(.pass, ["no blanket cleartext traffic"]) : ItemOutcome(.fail, problems, places: places)
    }

    private func androidAllowBackup() -> ItemOutcome {
        var problems: [String] = []
        var places: [ItemOutcome.Place] = []
        for (path, facts) in model.manifests.sorted(by: { $0.key < $1.key }) {
            guard let backup = facts.applicationAttributes["allowBackup"], backup.value == "true" else { continue }
            if facts.applicationAttributes["fullBackupContent"] == nil && facts.applicationAttributes["dataExtractionRules"] == nil {
                problems.append("allowBackup=\"true\" without backup rules (\(path):\(backup.location.line))")
                places.append(ItemOutcome.Place(path: path, location: backup.location, message: "allowBackup=\"true\" without backup rules copies private data into backups"))
            }
        }
        return problems.isEmpty ? ItemOutcome(.pass, ["backups are off or have rules"]) : ItemOutcome(.warn, problems, places: places)
    }

    private func androidSigningSecrets() -> ItemOutcome {
        let passwords = settings(["storePassword", "keyPassword"]).filter(\.setting.isLiteral)
        let keystores = model.tree.files.filter { ($0.name.hasSuffix(".jks") || $0.name.hasSuffix(".keystore")) && $0.name != "debug.keystore" }
        let problems = passwords.map { "\($0.setting.name) in plain text (\(place($0)))" } + keystores.map { "keystore committed: \($0.path)" }
        let places = passwords.map { at($0, "\($0.setting.name) is committed in plain text") }
            + keystores.map { ItemOutcome.Place(path: $0.path, location: .fileStart, message: "A signing keystore is committed to the repository") }
        return problems.isEmpty ? ItemOutcome(.pass, ["no signing secrets found"]) : ItemOutcome(.fail, problems, places: places)
    }

    private func androidStoreListing() -> ItemOutcome {
        let listing = model.tree.files.filter { $0.path.contains("fastlane/metadata/android/") }
        let needed = ["title.txt", "short_description.txt", "full_description.txt"]
        let locales = Set(listing.compactMap { file -> String? in
            let parts = file.path.components(separatedBy: "fastlane/metadata/android/")
            return parts.count == 2 ? parts[1].split(separator: "/").first.map(String.init) : nil
        })
        let complete = locales.filter { locale in needed.allSatisfy { name in listing.contains { $0.path.hasSuffix("android/\(locale)/\(name)") } } }
        return complete.isEmpty ? ItemOutcome(.warn, ["no fastlane/metadata/android/<locale>/{title,short_description,full_description}.txt"])
            : ItemOutcome(.pass, ["store listing for \(complete.sorted().joined(separator: ", "))"])
    }

    private func launcherIcons() -> ItemOutcome {
        let missing = findings.filter { $0.ruleId == "android.missing-density" && $0.message.hasPrefix("Launcher icon") }
        if !missing.isEmpty {
            return ItemOutcome(.fail, missing.map { "\($0.path): \($0.message)" },
                               places: missing.map { ItemOutcome.Place(path: $0.path, location: .fileStart, message: "The launcher icon is not in every density") })
        }
        let manifest = model.manifests.keys.sorted().first
        return model.launcherIconNames.isEmpty ? ItemOutcome(.fail, ["no android:icon in the manifests"], places: wholeFile(manifest, "The app declares no android:icon"))
            : ItemOutcome(.pass, ["launcher icons: " + model.launcherIconNames.sorted().joined(separator: ", ")])
    }

    private func launcherLabel() -> ItemOutcome {
        // The launcher label is `<application android:label>`; activities' labels are other findings.
        let labels = Set(model.manifests.compactMap { path, facts in facts.applicationAttributes["label"].map { "\(path):\($0.location.line):\($0.location.column)" } })
        let hardcoded = findings.filter { $0.ruleId == "android.hardcoded-text" && labels.contains("\($0.path):\($0.line):\($0.column)") }
        return hardcoded.isEmpty ? ItemOutcome(.pass, ["labels use string resources"])
            : ItemOutcome(.fail, hardcoded.map { "\($0.path):\($0.line): \($0.message)" },
                          places: hardcoded.map { ItemOutcome.Place(path: $0.path, location: SourceLocation(line: $0.line, column: $0.column), message: "The launcher label is hardcoded and cannot be translated") })
    }

    // MARK: - iOS

    private var infoPlists: [(path: String, plist: PlistFacts)] {
        model.plists.filter { $0.key.hasSuffix("Info.plist") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Passes when an Info.plist sets both keys. Xcode can also generate them from the
    /// MARKETING_VERSION / CURRENT_PROJECT_VERSION build settings, so with an Xcode project in the
    /// tree a plist without them is a warning, not a failure.
    private func iosVersionKeys() -> ItemOutcome {
        let complete = infoPlists.filter { $0.plist.keys.contains("CFBundleShortVersionString") && $0.plist.keys.contains("CFBundleVersion") }
        if !complete.isEmpty {
            return ItemOutcome(.pass, complete.map { "\($0.path): \($0.plist.strings["CFBundleShortVersionString"] ?? "?") (\($0.plist.strings["CFBundleVersion"] ?? "?"))" })
        }
        let hasXcodeProject = model.tree.files.contains { $0.kind == .xcodeProject }
        return ItemOutcome(hasXcodeProject ? .warn : .fail, ["no Info.plist sets CFBundleShortVersionString and CFBundleVersion"
            + (hasXcodeProject ? " (they may come from MARKETING_VERSION / CURRENT_PROJECT_VERSION build settings)" : "")],
            places: hasXcodeProject ? [] : wholeFile(mainInfoPlist, "Info.plist sets no CFBundleShortVersionString / CFBundleVersion"))
    }

    /// Protected APIs and the Info.plist key each needs.
    static let protectedAPIs: [(api: String, key: String)] = [
        ("AVCaptureDevice", "NSCameraUsageDescription"), ("UIImagePickerController", "NSCameraUsageDescription"),
        ("PHPhotoLibrary", "NSPhotoLibraryUsageDescription"), ("CLLocationManager", "NSLocationWhenInUseUsageDescription"),
        ("CNContactStore", "NSContactsUsageDescription"), ("AVAudioRecorder", "NSMicrophoneUsageDescription"),
        ("CBCentralManager", "NSBluetoothAlwaysUsageDescription"), ("ATTrackingManager", "NSUserTrackingUsageDescription"),
        ("EKEventStore", "NSCalendarsUsageDescription"), ("CMMotionActivityManager", "NSMotionUsageDescription"),
        ("LAContext", "NSFaceIDUsageDescription"), ("SFSpeechRecognizer", "NSSpeechRecognitionUsageDescription"),
        ("HKHealthStore", "NSHealthShareUsageDescription"),
    ]

    private func iosUsageDescriptions() -> ItemOutcome {
        let used = model.swiftFacts.values.reduce(into: Set<String>()) { $0.formUnion($1.identifiers) }
        let keys = infoPlists.reduce(into: Set<String>()) { $0.formUnion($1.plist.keys) }
        let needed = Self.protectedAPIs.filter { used.contains($0.api) }
        guard !needed.isEmpty else { return ItemOutcome(.pass, ["no protected API in use"]) }
        let missing = needed.filter { !keys.contains($0.key) && !($0.key == "NSLocationWhenInUseUsageDescription" && keys.contains("NSLocationAlwaysAndWhenInUseUsageDescription")) }
        return missing.isEmpty ? ItemOutcome(.pass, needed.map { "\($0.api) → \($0.key)" })
            : ItemOutcome(.fail, missing.map { "\($0.api) is used but Info.plist has no \($0.key)" },
                          places: missing.flatMap { wholeFile(mainInfoPlist, "\($0.api) is used but Info.plist has no \($0.key); the app crashes when it asks") })
    }

    private func iosATS() -> ItemOutcome {
        let open = infoPlists.filter { $0.plist.flattened["NSAppTransportSecurity.NSAllowsArbitraryLoads"] == "true"
            && !$0.plist.flattened.keys.contains { $0.hasPrefix("NSAppTransportSecurity.NSExceptionDomains.") } }
        return open.isEmpty ? ItemOutcome(.pass, ["App Transport Security on"])
            : ItemOutcome(.fail, open.map { "\($0.path): NSAllowsArbitraryLoads without exception domains" },
                          places: open.flatMap { wholeFile($0.path, "NSAllowsArbitraryLoads switches App Transport Security off without exception domains") })
    }

    private func iosAppIcon() -> ItemOutcome {
        let icons = model.assetSets.filter { $0.kind == .appIconSet }
        guard !icons.isEmpty else { return ItemOutcome(.fail, ["no .appiconset in any asset catalog"], places: wholeFile(mainInfoPlist, "The app has no app icon set")) }
        // Extensions and alternate icons have sets of their own: one complete set is the app's icon.
        let broken = findings.filter { $0.ruleId == "ios.missing-scale-asset" && $0.message.hasPrefix("App icon set") }
        let complete = icons.filter { icon in !broken.contains { $0.path == icon.contentsPath } }
        return !complete.isEmpty ? ItemOutcome(.pass, complete.map(\.contentsPath))
            : ItemOutcome(.fail, broken.map { "\($0.path): \($0.message)" },
                          places: broken.map { ItemOutcome.Place(path: $0.path, location: .fileStart, message: "The app icon set is incomplete") })
    }

    private func iosLaunchScreen() -> ItemOutcome {
        let configured = infoPlists.filter { $0.plist.keys.contains("UILaunchStoryboardName") || $0.plist.keys.contains("UILaunchScreen") }
        return configured.isEmpty ? ItemOutcome(.fail, ["no UILaunchStoryboardName or UILaunchScreen in Info.plist"],
                                                places: wholeFile(mainInfoPlist, "Info.plist configures no launch screen (UILaunchStoryboardName or UILaunchScreen)"))
            : ItemOutcome(.pass, configured.map { "\($0.path)" })
    }

    private func iosUniversalLinks() -> ItemOutcome {
        let applinks = model.plists.filter { $0.key.hasSuffix(".entitlements") && ($0.value.flattened["com.apple.developer.associated-domains[]"] ?? "").contains("applinks:") }
        guard !applinks.isEmpty else { return ItemOutcome(.na, ["no applinks: associated domain"]) }
        let used = model.swiftFacts.values.reduce(into: Set<String>()) { $0.formUnion($1.identifiers) }
        let handlers = ["NSUserActivity", "onContinueUserActivity", "onOpenURL", "webpageURL"].filter(used.contains)
        return handlers.isEmpty ? ItemOutcome(.fail, ["applinks in \(applinks.keys.sorted().joined(separator: ", ")) but no NSUserActivity/onContinueUserActivity/onOpenURL handling"],
                                              places: applinks.keys.sorted().flatMap { wholeFile($0, "applinks are declared but no code handles universal links (NSUserActivity, onContinueUserActivity, onOpenURL)") })
            : ItemOutcome(.pass, ["handled with " + handlers.joined(separator: ", ")])
    }

    private func iosAnalytics() -> ItemOutcome {
        let sdks = ["firebase", "crashlytics", "sentry", "bugsnag", "datadog", "amplitude", "mixpanel", "instabug", "newrelic", "segment"]
        let found = model.dependencies.dependencies.filter { resolved in
            resolved.dependency.ecosystem != .maven && sdks.contains { resolved.dependency.name.lowercased().contains($0) }
                && model.catalog.entry(for: resolved.dependency)?.status != "shutdown"
        }
        return found.isEmpty ? ItemOutcome(.warn, ["no maintained analytics or crash-reporting SDK among the dependencies"]) : ItemOutcome(.pass, found.map(\.dependency.name))
    }

    private func iosNoUIWebView() -> ItemOutcome {
        var uses = model.swiftFacts.filter { $0.value.identifiers.contains("UIWebView") }.keys.sorted()
        uses += model.interfaceFiles.filter { $0.value.elements.contains("webView") }.keys.sorted()
        return uses.isEmpty ? ItemOutcome(.pass, ["no UIWebView"])
            : ItemOutcome(.fail, uses.map { "UIWebView in \($0)" }, places: uses.flatMap { wholeFile($0, "UIWebView is used; the App Store rejects it (ITMS-90809)") })
    }

    // MARK: - Code organisation

    static let layerNames: Set<String> = [
        "activities", "activity", "fragments", "fragment", "adapters", "adapter", "viewmodels", "viewmodel", "models", "model",
        "utils", "util", "helpers", "services", "controllers", "viewcontrollers", "views", "managers", "interactors", "presenters",
    ]

    /// Folders of main code named after layers, or one folder holding most of the code, fail;
    /// folders named after features pass.
    private func packagesByFeature() -> ItemOutcome {
        let code = model.tree.files.filter { ($0.kind == .kotlin || $0.kind == .java || $0.kind == .swift) && !$0.path.contains("/src/test") && !$0.path.contains("Tests/") }
        guard code.count >= 10 else { return ItemOutcome(.na, ["fewer than 10 code files"]) }
        var perFolder: [String: Int] = [:]
        for file in code { perFolder[file.path.split(separator: "/").dropLast().joined(separator: "/"), default: 0] += 1 }
        let layered = Set(perFolder.keys.compactMap { folder in folder.split(separator: "/").last.map(String.init).flatMap { Self.layerNames.contains($0.lowercased()) ? folder : nil } })
        let biggest = perFolder.max { $0.value < $1.value }!
        if layered.count >= 3 {
            return ItemOutcome(.warn, ["folders named after layers, not features: " + layered.sorted().prefix(5).joined(separator: ", ")])
        }
        if biggest.value > 40 && Double(biggest.value) / Double(code.count) > 0.5 {
            return ItemOutcome(.warn, ["\(biggest.value) of \(code.count) code files sit in one folder: \(biggest.key)"])
        }
        return ItemOutcome(.pass, ["\(perFolder.count) folders for \(code.count) code files"])
    }

    private func stylesReused() -> ItemOutcome {
        let total = model.inlineStyledViews.values.reduce(0, +)
        guard total >= 5 else { return ItemOutcome(.pass, [total == 0 ? "no view repeats inline text styling" : "\(total) views styled inline"]) }
        let worst = model.inlineStyledViews.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map { "\($0.key) (\($0.value))" }
        return ItemOutcome(.warn, ["\(total) views set three or more text-appearance attributes inline instead of a style"] + worst)
    }

    // MARK: - QA

    private func testsExist() -> ItemOutcome {
        let tests = model.tree.files.filter { file in
            file.kind.isCode && (file.path.contains("/src/test/") || file.path.contains("/src/androidTest/") || file.path.contains("Tests/") || file.name.hasSuffix("Tests.swift") || file.name.hasSuffix("Test.kt") || file.name.hasSuffix("Test.java"))
        }
        let code = model.tree.files.filter { $0.kind == .swift || $0.kind == .kotlin || $0.kind == .java }.count
        guard !tests.isEmpty else { return ItemOutcome(.fail, ["no test sources among \(code) code files"]) }
        let ratio = Double(tests.count) / Double(max(1, code))
        return ItemOutcome(ratio >= 0.1 ? .pass : .warn, ["\(tests.count) test files for \(code) code files (\(Int((ratio * 100).rounded()))%)"])
    }

    private func ciConfigured() -> ItemOutcome {
        let markers = [".github/workflows/", ".gitlab-ci.yml", "bitrise.yml", ".circleci/", "Jenkinsfile", "azure-pipelines.yml", ".travis.yml", "codemagic.yaml", "fastlane/Fastfile"]
        let found = model.tree.files.filter { file in markers.contains { file.path.hasPrefix($0) || file.path == $0 || file.path.hasSuffix("/" + $0) } }
        return found.isEmpty ? ItemOutcome(.fail, ["no CI configuration (GitHub Actions, GitLab CI, Bitrise, CircleCI, Jenkins, …)"]) : ItemOutcome(.pass, found.prefix(3).map(\.path))
    }

    private func lintConfigured() -> ItemOutcome {
        let names: Set<String> = ["lint.xml", ".swiftlint.yml", "detekt.yml", ".editorconfig", "lint-baseline.xml", ".swiftformat", "ktlint.gradle"]
        let found = model.tree.files.filter { names.contains($0.name) }
        return found.isEmpty ? ItemOutcome(.fail, ["no lint.xml, detekt, ktlint, SwiftLint or .editorconfig"]) : ItemOutcome(.pass, found.prefix(3).map(\.path))
    }
}
