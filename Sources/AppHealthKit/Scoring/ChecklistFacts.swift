/// The facts checklist items without a rule are decided by (store listing, analytics SDK, tests,
/// CI, README, lint configuration, code organisation), read from the project model. They make
/// no findings: there is no line to fix, only a verdict with evidence.
struct ChecklistFacts {
    let model: ProjectModel

    func evaluate(_ fact: String) -> ItemOutcome {
        switch fact {
        case "android-store-listing": return androidStoreListing()
        case "ios-analytics": return iosAnalytics()
        case "tests-exist": return testsExist()
        case "ci-configured": return ciConfigured()
        // The name first: splitting every path of the tree by characters was most of the
        // checklist stage (a hundred thousand `Character`s on a two-thousand-file corpus).
        case "readme": return exists { $0.name.lowercased().hasPrefix("readme") && $0.path.split(separator: "/").count <= 2 } ? ItemOutcome(.pass, ["README present"]) : ItemOutcome(.fail, ["no README at the top of the tree"])
        case "lint-configured": return lintConfigured()
        case "packages-by-feature": return packagesByFeature()
        case "styles-reused": return stylesReused()
        default: return ItemOutcome(.na, ["unknown fact \(fact)"])
        }
    }

    /// Every fact name `evaluate` knows (the checklist data is checked against it).
    static let known: Set<String> = [
        "android-store-listing", "ios-analytics", "tests-exist", "ci-configured", "readme", "lint-configured",
        "packages-by-feature", "styles-reused",
    ]

    private func exists(_ predicate: (ProjectFile) -> Bool) -> Bool { model.tree.files.contains(where: predicate) }

    // MARK: - Release items without a place to fix

    /// A locale's listing is complete when `…android/<locale>/{title,short_description,full_description}.txt`
    /// all exist. One pass over the tree: fastlane keeps a changelog per release and locale, so
    /// testing every locale and name against every listing file grew with their product (NewPipe:
    /// 90 locales × 2,930 files, 13 % of the whole audit).
    private func androidStoreListing() -> ItemOutcome {
        let needed = Self.listingFiles
        var locales: Set<Substring> = []
        var present: [Substring: Set<Substring>] = [:]  // locale → the needed files it has
        for file in model.tree.files {
            let path = file.path.utf8
            let (occurrences, locale) = Self.listingLocale(file.path)
            guard occurrences > 0 else { continue }
            if let locale { locales.insert(locale) }
            // `…android/<name>/<file>` for a needed file, wherever the listing folder sits.
            guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { continue }
            let name = file.path[path.index(after: slash)...]
            guard needed.contains(name), let folderSlash = path[..<slash].lastIndex(of: UInt8(ascii: "/")),
                path[..<folderSlash].reversed().starts(with: "android".utf8.reversed())
            else { continue }
            present[file.path[path.index(after: folderSlash)..<slash], default: []].insert(name)
        }
        let complete = locales.filter { present[$0]?.count == needed.count }.map(String.init)
        return complete.isEmpty ? ItemOutcome(.warn, ["no fastlane/metadata/android/<locale>/{title,short_description,full_description}.txt"])
            : ItemOutcome(.pass, ["store listing for \(complete.sorted().joined(separator: ", "))"])
    }

    static let listingFiles: Set<Substring> = ["title.txt", "short_description.txt", "full_description.txt"]
    static let listingFolder = Array("fastlane/metadata/android/".utf8)

    /// How often the path names `fastlane/metadata/android/`, and when it does so once, the
    /// locale folder under it (the first non-empty component after it).
    static func listingLocale(_ path: String) -> (occurrences: Int, locale: Substring?) {
        let bytes = Array(path.utf8)
        var found: Range<Int>?
        var occurrences = 0
        while let next = ByteSearch.firstRange(of: listingFolder, in: bytes, from: found?.upperBound ?? 0) {
            occurrences += 1
            found = next
        }
        guard occurrences == 1, let found else { return (occurrences, nil) }
        let rest = path[path.utf8.index(path.utf8.startIndex, offsetBy: found.upperBound)...]
        return (1, rest.split(separator: "/").first)
    }

    private func iosAnalytics() -> ItemOutcome {
        let sdks = ["firebase", "crashlytics", "sentry", "bugsnag", "datadog", "amplitude", "mixpanel", "instabug", "newrelic", "segment"]
        let found = model.dependencies.dependencies.filter { resolved in
            resolved.dependency.ecosystem != .maven && sdks.contains { resolved.dependency.name.lowercased().contains($0) }
                && model.catalog.entry(for: resolved.dependency)?.status != "shutdown"
        }
        return found.isEmpty ? ItemOutcome(.warn, ["no maintained analytics or crash-reporting SDK among the dependencies"]) : ItemOutcome(.pass, found.map(\.dependency.name))
    }

    // MARK: - Code organisation

    static let layerNames: Set<String> = [
        "activities", "activity", "fragments", "fragment", "adapters", "adapter", "viewmodels", "viewmodel", "models", "model",
        "utils", "util", "helpers", "services", "controllers", "viewcontrollers", "views", "managers", "interactors", "presenters",
    ]

    /// Folders of main code named after layers, or one folder holding most of the code, fail;
    /// folders named after features pass.
    /// Layers are told apart by name: three different layer words (`activities`, `adapters`,
    /// `utils`) make a layered tree, where the same word again in each module (`core/data/model`,
    /// `core/database/model`, `…/util`: Now in Android's shared modules) does not. Only shipping
    /// code counts (not `androidTest` or previews), and `Activity` is a layer only in Android code
    /// (an iOS `Activity` folder holds `UIActivity` subclasses).
    private func packagesByFeature() -> ItemOutcome {
        // Roles by path, read from the model's list (one per file, no look-up by path): a project
        // of 6,000 code files asked the structure 6,000 times, 16 M instructions on Thunderbird.
        let pathRoles = model.pathRoles.count == model.tree.files.count ? model.pathRoles : nil
        let code = model.tree.files.indices.compactMap { index -> ProjectFile? in
            let file = model.tree.files[index]
            guard file.kind == .kotlin || file.kind == .java || file.kind == .swift else { return nil }
            guard !file.path.contains("/src/test"), !file.path.contains("Tests/") else { return nil }
            return (pathRoles?[index] ?? model.role(of: file.path)) == .app ? file : nil
        }
        guard code.count >= 10 else { return ItemOutcome(.na, ["fewer than 10 code files"]) }
        // Files per folder, and whether any is Kotlin or Java (one look-up per file).
        var perFolder: [String: FolderTally] = [:]
        for file in code { perFolder[Self.folder(of: file.path), default: FolderTally()].add(android: file.kind != .swift) }
        var layerWords: [String: String] = [:]  // layered folder → its layer word
        for (folder, entry) in perFolder {
            guard let word = PathRoles.components(folder[...]).last?.lowercased(), Self.layerNames.contains(word) else { continue }
            if word.hasPrefix("activit"), !entry.android { continue }
            layerWords[folder] = word
        }
        let layered = Set(layerWords.keys)
        let words = Set(layerWords.values.map { $0.hasSuffix("s") ? String($0.dropLast()) : $0 }.map { $0 == "activitie" ? "activity" : $0 })
        let biggest = perFolder.max { $0.value.count < $1.value.count }.map { (key: $0.key, value: $0.value.count) }!
        // Feature modules or folders (`feature/foryou`, `Features/Checkout`): organised by
        // feature, whatever layer words shared modules use inside.
        var features = Set<String>()
        for folder in perFolder.keys where folder.contains("eature") {
            let parts = PathRoles.components(folder[...])
            if let at = parts.firstIndex(where: { ["feature", "features", "Feature", "Features"].contains($0) }), at + 1 < parts.count {
                features.insert(String(parts[at + 1]))
            }
        }
        if features.count >= 3 {
            return ItemOutcome(.pass, ["\(features.count) feature modules or folders: " + features.sorted().prefix(5).joined(separator: ", ")])
        }
        if words.count >= 3 {
            return ItemOutcome(.warn, ["folders named after layers, not features: " + layered.sorted().prefix(5).joined(separator: ", ")])
        }
        if biggest.value > 40 && Double(biggest.value) / Double(code.count) > 0.5 {
            return ItemOutcome(.warn, ["\(biggest.value) of \(Plural.count(code.count, "code file")) sit\(biggest.value == 1 ? "s" : "") in one folder: \(biggest.key)"])
        }
        return ItemOutcome(.pass, ["\(Plural.count(perFolder.count, "folder")) for \(Plural.count(code.count, "code file"))"])
    }

    /// Code files of a folder, and whether any of them is Kotlin or Java.
    struct FolderTally {
        var count = 0
        var android = false
        mutating func add(android: Bool) {
            count += 1
            if android { self.android = true }
        }
    }

    /// The path's folder as `split`/`joined` gives it (empty components dropped), found from the
    /// last slash when the path has no empty component (every path the tree lists).
    static func folder(of path: String) -> String {
        let slash = UInt8(ascii: "/")
        // No leading, trailing or doubled slash (a plain loop: a zipped pair of views cost
        // ~30,000 instructions a path).
        var clean = true
        var previous = slash
        for byte in path.utf8 {
            if byte == slash, previous == slash { clean = false; break }
            previous = byte
        }
        if previous == slash { clean = false }
        return clean ? XcodeProjectReader.parent(of: path) : path.split(separator: "/").dropLast().joined(separator: "/")
    }

    private func stylesReused() -> ItemOutcome {
        let total = model.inlineStyledViews.values.reduce(0, +)
        guard total >= 5 else { return ItemOutcome(.pass, [total == 0 ? "no view repeats inline text styling" : "\(Plural.count(total, "view")) styled inline"]) }
        let worst = model.inlineStyledViews.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map { "\($0.key) (\($0.value))" }
        return ItemOutcome(.warn, ["\(total) views set three or more text-appearance attributes inline instead of a style"] + worst)
    }

    // MARK: - QA

    private func testsExist() -> ItemOutcome {
        let tests = model.tree.files.filter { file in
            file.kind.isCode && (file.path.contains("/src/test/") || file.path.contains("/src/androidTest/") || file.path.contains("Tests/") || file.name.hasSuffix("Tests.swift") || file.name.hasSuffix("Test.kt") || file.name.hasSuffix("Test.java")
                || file.name.hasSuffix("Tests.m") || file.name.hasSuffix("Test.m"))
        }
        // Objective-C implementation files are code too (VLC: 206 of them beside 240 Swift files).
        let code = model.tree.files.filter { $0.kind == .swift || $0.kind == .kotlin || $0.kind == .java || ($0.kind == .objc && $0.name.hasSuffix(".m")) }.count
        guard !tests.isEmpty else { return ItemOutcome(.fail, ["no test sources among \(Plural.count(code, "code file"))"]) }
        let ratio = Double(tests.count) / Double(max(1, code))
        return ItemOutcome(ratio >= 0.1 ? .pass : .warn, ["\(Plural.count(tests.count, "test file")) for \(Plural.count(code, "code file")) (\(Int((ratio * 100).rounded()))%)"])
    }

    private func ciConfigured() -> ItemOutcome {
        let markers = [".github/workflows/", ".gitlab-ci.yml", "bitrise.yml", ".circleci/", "Jenkinsfile", "azure-pipelines.yml", ".travis.yml", "codemagic.yaml", "fastlane/Fastfile"]
        let nested = markers.map { "/" + $0 }
        // GitLab reads its pipeline from any path the project sets (VLC: `Buildsystem/gitlab-ci.yml`).
        let found = model.tree.files.filter { file in
            markers.contains { file.path.hasPrefix($0) } || nested.contains { file.path.hasSuffix($0) }
                || file.name == "gitlab-ci.yml" || file.name.hasSuffix(".gitlab-ci.yml")
        }
        return found.isEmpty ? ItemOutcome(.fail, ["no CI configuration (GitHub Actions, GitLab CI, Bitrise, CircleCI, Jenkins, …)"]) : ItemOutcome(.pass, found.prefix(3).map(\.path))
    }

    private func lintConfigured() -> ItemOutcome {
        // A SwiftLint configuration at a path the build passes (`swiftlint --config Buildsystem/swiftlint.yml`) counts too.
        let names: Set<String> = ["lint.xml", ".swiftlint.yml", "swiftlint.yml", ".swiftlint.yaml", "detekt.yml", "detekt-config.yml", ".editorconfig", "lint-baseline.xml", ".swiftformat", "ktlint.gradle"]
        let found = model.tree.files.filter { names.contains($0.name) }
        return found.isEmpty ? ItemOutcome(.fail, ["no lint.xml, detekt, ktlint, SwiftLint or .editorconfig"]) : ItemOutcome(.pass, found.prefix(3).map(\.path))
    }
}
