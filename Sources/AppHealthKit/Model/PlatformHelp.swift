/// Advice for rules that span languages, by the language of the file a finding is in: Swift
/// advice on Swift results, Android advice on Kotlin, Java and Gradle results. SARIF puts it in
/// the result's Markdown message and the rule's help; the HTML report shows it with the finding.
public enum PlatformHelp {
    public enum Platform: String, Sendable, CaseIterable {
        case swift, android, cocoapods

        public var title: String {
            switch self {
            case .swift: "Swift / iOS"
            case .android: "Kotlin, Java / Android"
            case .cocoapods: "CocoaPods, Swift packages / iOS"
            }
        }

        /// The platform a file's advice is for, from its name.
        public init?(path: String) {
            let lower = path.lowercased()
            if lower.hasSuffix(".swift") || lower.hasSuffix(".m") || lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") || lower.hasSuffix(".plist") {
                self = .swift
            } else if lower.hasSuffix(".kt") || lower.hasSuffix(".java") || lower.hasSuffix(".gradle") || lower.hasSuffix(".kts") || lower.hasSuffix(".toml") || lower.hasSuffix(".xml") {
                self = .android
            } else if lower.hasSuffix("podfile") || lower.hasSuffix("podfile.lock") || lower.hasSuffix("package.resolved") || lower.hasSuffix("cartfile") {
                self = .cocoapods
            } else {
                return nil
            }
        }
    }

    static let table: [String: [Platform: String]] = [
        "code.hardcoded-ui-string": [
            .swift: "Use `String(localized:)` (or `NSLocalizedString`) with a key in a string catalog (`Localizable.xcstrings`); SwiftUI `Text(\"key\")` looks the key up.",
            .android: "Move the text to `res/values/strings.xml` and use `getString(R.string.…)` / `stringResource(R.string.…)` in Compose.",
        ],
        "arch.singleton-declaration": [
            .swift: "Pass the dependency in through the initializer (or SwiftUI's environment) behind a protocol; keep one instance in the composition root.",
            .android: "Bind the class in Hilt/Dagger with `@Singleton` scope (or Koin `single {}`) and inject it; a Kotlin `object` with state becomes a class.",
        ],
        "arch.singleton-access": [
            .swift: "Take the dependency as an initializer parameter instead of reaching for `.shared`.",
            .android: "Inject the dependency (constructor injection) instead of calling `getInstance()` or the `object`.",
        ],
        "arch.global-mutable-state": [
            .swift: "Move the variable into a type that owns it (an actor when it is shared across tasks) and pass that type in.",
            .android: "Move the value into a class scoped by the DI graph or a ViewModel; make `public static` fields `final` or private.",
        ],
        "arch.massive-view-controller": [
            .swift: "Split the view controller: move logic into a view model or presenter, data access into a service, and child views into their own controllers.",
            .android: "Move logic into a ViewModel, data access into a repository, and parts of the screen into fragments or composables.",
        ],
        "deps.deprecated-library": [
            .android: "Replace the Gradle dependency with the catalog's replacement and remove the old artifact from every module.",
            .cocoapods: "Replace the pod or package with the catalog's replacement, then run `pod install` / resolve packages and commit the lockfile.",
            .swift: "Replace the library with the catalog's replacement in the Xcode project and commit Package.resolved.",
        ],
        "deps.stale-library": [
            .android: "Raise the version in the version catalog or build script, read the changelog for breaking changes, and run the tests.",
            .cocoapods: "Raise the version in the Podfile or Package.swift, update the lockfile, and run the tests.",
            .swift: "Raise the version in the Xcode project's package references, update Package.resolved, and run the tests.",
        ],
        "deps.unpinned-version": [
            .android: "Pin an exact version (no `+`, no `latest.release`), ideally in `gradle/libs.versions.toml`.",
            .cocoapods: "Pin a version (`~> 5.0` with a committed Podfile.lock, or `exact:` for Swift packages).",
        ],
    ]

    /// The advice for a rule's finding in a file, or `nil` when the rule's help fits every platform.
    public static func advice(rule: String, path: String) -> (platform: Platform, text: String)? {
        guard let byPlatform = table[rule], let platform = Platform(path: path), let text = byPlatform[platform] else { return nil }
        return (platform, text)
    }

    /// Every platform's advice for a rule, in a fixed order (for the rule's documentation).
    public static func all(rule: String) -> [(platform: Platform, text: String)] {
        guard let byPlatform = table[rule] else { return [] }
        return Platform.allCases.compactMap { platform in byPlatform[platform].map { (platform, $0) } }
    }
}
