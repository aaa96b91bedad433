@_spi(RawSyntax) import SwiftSyntax

extension HardcodedUIStringRule: SwiftRule, ProjectRule {
    /// Properties whose assigned literal users read.
    static let swiftProperties: Set<String> = ["text", "title", "placeholder", "attributedText"]
    /// Initializers and the argument labels that carry user-facing text.
    static let swiftInitializers: [String: Set<String>] = [
        "UIAlertController": ["title", "message"], "UIAlertAction": ["title"], "UIBarButtonItem": ["title"],
        "Text": ["verbatim"], "Button": ["verbatim"], "NSAttributedString": ["string"], "UILabel": ["text"],
    ]
    /// Their names, asked first: most calls are to none of them.
    static let swiftInitializerNames = NameSet(swiftInitializers.keys)

    public func check(_ file: SwiftFile) -> [Finding] {
        Self.uiStringLiterals(in: file).filter { Self.placeholderProperty(of: $0.0) == nil && Self.needsTranslation($0.0) }.map { literal, how in
            var content = literal.literalText
            if content.count > 60 { content = String(content.prefix(60)) + "…" }
            return Self.descriptor.finding(
                "Hardcoded UI string \"\(content)\" \(how); use a localized string", path: file.path, at: file.location(of: literal))
        }
    }

    /// SwiftUI `Text("…")` takes a `LocalizedStringKey`: it is localized when the project's string
    /// catalogs have the key, so only keys missing from existing catalogs are flagged.
    public func check(_ project: ProjectModel) -> [Finding] {
        placeholderFindings(project) + textKeyFindings(project) + kotlinHelperFindings(project)
    }

    /// A text set where a view property is built (`let dateLabel: UILabel = { …; label.text = "Date"; … }()`)
    /// is a placeholder when code gives that property a text elsewhere (`dateLabel.text = …`,
    /// `cell.dateLabel.text = …`): reported only when nothing overwrites it.
    func placeholderFindings(_ project: ProjectModel) -> [Finding] {
        var assignments = TextAssignments()
        for facts in project.swiftFacts.values { assignments.formUnion(facts.textAssignments) }
        for facts in project.objcFacts.values { assignments.formUnion(facts.textAssignments) }
        assignments.fold(into: HardcodedStoryboardTextRule.hierarchies(project))
        // A view no other file names (nor a storyboard or xib) is never shown: its texts are not read.
        // Only the types of placeholder texts are asked about (views; controllers are always shown):
        // each file's names are looked up for those, not indexed whole.
        var asked = Set<String>()
        for facts in project.swiftFacts.values {
            for text in facts.placeholderTexts { if let type = text.type, !type.hasSuffix("Controller") { asked.insert(type) } }
        }
        var named: [String: Set<String>] = [:]
        if !asked.isEmpty {
            let askedTable = NameTable(asked)
            for (path, facts) in project.swiftFacts {
                if asked.count <= facts.identifiers.count {
                    for type in asked where facts.identifiers.contains(type) { named[type, default: []].insert(path) }
                } else {
                    for identifier in facts.identifiers.names(heldBy: askedTable) { named[identifier, default: []].insert(path) }
                }
            }
        }
        var interfaceClasses: Set<String> = []
        for facts in project.interfaceFiles.values {
            interfaceClasses.formUnion(facts.outlets.compactMap(\.ownerClass) + facts.texts.compactMap(\.sceneClass))
            if let owner = facts.filesOwnerClass { interfaceClasses.insert(owner) }
        }
        for plist in project.plists.values {
            // `NSExtensionPrincipalClass = $(PRODUCT_MODULE_NAME).ShareViewController`.
            // (Split by bytes: by Characters, every plist value cost ~170 instructions a character.)
            for value in plist.flattened.values { if let last = value.utf8.split(separator: UInt8(ascii: ".")).last { interfaceClasses.insert(String(Substring(last))) } }
        }
        func shown(_ type: String?, from path: String) -> Bool {
            // View controllers are reached in many indirect ways (storyboards, plists, class names): only views are judged.
            guard let type, !type.hasSuffix("Controller") else { return true }
            return interfaceClasses.contains(type) || (named[type] ?? []).contains { $0 != path }
        }
        return project.swiftFacts.keys.sorted().flatMap { path in
            (project.swiftFacts[path]?.placeholderTexts ?? []).filter { !assignments.assigns($0.property, of: $0.type) && shown($0.type, from: path) }.map { text in
                Self.descriptor.finding("Hardcoded UI string \"\(text.text)\" \(text.how); use a localized string", path: path, at: text.location)
            }
        }
    }

    /// The stored property whose initializer closure holds this literal (`let label: UILabel = { … }()`),
    /// and the type declaring it; `nil` when the literal is elsewhere.
    static func placeholderProperty(of literal: some SyntaxProtocol) -> (property: String, type: String?)? {
        var current: Syntax? = Syntax(literal).parent
        var depth = 0
        while let node = current, depth < 64 {
            depth += 1
            if let closure = node.as(ClosureExprSyntax.self) {
                // The first enclosing closure must be called right away to initialize a stored property.
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                    let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                var owner: Syntax? = binding.parent
                for _ in 0..<16 {
                    guard let candidate = owner else { break }
                    if let declaration = candidate.as(ClassDeclSyntax.self) { return (name, declaration.name.text) }
                    if let declaration = candidate.as(StructDeclSyntax.self) { return (name, declaration.name.text) }
                    if let declaration = candidate.as(ExtensionDeclSyntax.self) {
                        return (name, declaration.extendedType.trimmedDescription.split(separator: ".").last.map(String.init))
                    }
                    if candidate.is(CodeBlockSyntax.self) { return nil }  // a local variable
                    owner = candidate.parent
                }
                return (name, nil)
            }
            if node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) { return nil }  // a function or accessor body
            current = node.parent
        }
        return nil
    }

    /// Literals of one Swift file that initialize a view property: facts for `placeholderFindings`.
    static func placeholderTexts(in file: SwiftFile) -> [SwiftFacts.PlaceholderText] {
        uiStringLiterals(in: file).compactMap { literal, how in
            guard needsTranslation(literal), let owner = placeholderProperty(of: literal) else { return nil }
            var content = literal.literalText
            if content.count > 60 { content = String(content.prefix(60)) + "…" }
            return SwiftFacts.PlaceholderText(text: content, how: how, property: owner.property, type: owner.type, location: file.location(of: literal))
        }
    }

    /// The literals where UI text goes, from one walk of the tree shared by `check` (literals of
    /// no placeholder property) and `placeholderTexts` (the others).
    static func uiStringLiterals(in file: SwiftFile) -> [(StringLiteralExprSyntax, String)] {
        if let known = file.memo.uiStringLiterals { return known }
        let visitor = SwiftUIStringVisitor(file: file)
        visitor.walk(file.tree)
        file.memo.uiStringLiterals = visitor.literals
        return visitor.literals
    }

    /// The literal's fixed text is words to translate (not a unit beside a number or a product name).
    static func needsTranslation(_ literal: StringLiteralExprSyntax) -> Bool {
        let fixed = literal.segments.compactMap { segment -> String? in
            if case .stringSegment(let part) = segment { return LiteralText.decodingEscapes(part.content.spelling) }
            return nil
        }.joined()
        return LiteralText.needsTranslation(fixed, interpolated: literal.isInterpolated)
    }

    /// Swift files that declare only SwiftUI-style structs (and enums) that no reachable file names (nor a
    /// storyboard or plist): views nobody can open (a `Temp/` screen whose only caller is itself unused),
    /// or only developer screens open (a gallery that `DebugView.swift` shows). Computed to a fixed
    /// point, so a chain of unused views is unreachable as a whole.
    static func unreachableViewFiles(_ project: ProjectModel) -> Set<String> {
        var external: Set<String> = []
        for plist in project.plists.values {
            for value in plist.flattened.values { if let last = value.utf8.split(separator: UInt8(ascii: ".")).last { external.insert(String(Substring(last))) } }
        }
        for facts in project.interfaceFiles.values {
            external.formUnion(facts.outlets.compactMap(\.ownerClass) + facts.texts.compactMap(\.sceneClass))
            if let owner = facts.filesOwnerClass { external.insert(owner) }
        }
        for facts in project.swiftFacts.values { external.formUnion(facts.extensionReferences) }
        let candidates = project.swiftFacts.filter { !$0.value.topLevelStructs.isEmpty && !$0.value.declaresOtherTopLevelTypes }
        // Files by number: the rounds below compare and look up numbers, not paths (Home
        // Assistant: half a million path comparisons).
        let files = Array(project.swiftFacts)
        var number: [String: Int] = [:]
        number.reserveCapacity(files.count)
        for (index, file) in files.enumerated() { number[file.key] = index }
        // Which files name each candidate struct, found once (not once per struct and round).
        let names = Set(candidates.values.flatMap(\.topLevelStructs))
        let namesTable = NameTable(names)
        var namedIn: [String: [Int]] = [:]
        for (index, (_, facts)) in files.enumerated() {
            if facts.identifiers.count < names.count {
                // By bytes: a string is made only for the names found (most of a file's are not).
                for identifier in facts.identifiers.names(heldBy: namesTable) { namedIn[identifier, default: []].append(index) }
            } else {
                for name in names where facts.identifiers.contains(name) { namedIn[name, default: []].append(index) }
            }
        }
        let candidateFiles = candidates.compactMap { path, facts in number[path].map { (file: $0, structs: facts.topLevelStructs) } }
        var dead = [Bool](repeating: false, count: files.count)
        let developer = files.map { RulePlan.isDeveloperScreen($0.key) }
        var changed = true
        var round = 0
        while changed && round < 64 {
            changed = false
            round += 1
            for candidate in candidateFiles where !dead[candidate.file] {
                // A developer screen (`DebugView.swift`) keeps no view alive: a design-system
                // gallery only it opens is a developer screen too.
                let named = candidate.structs.contains { name in
                    external.contains(name) || (namedIn[name] ?? []).contains { other in other != candidate.file && !dead[other] && !developer[other] }
                }
                if !named { dead[candidate.file] = true; changed = true }
            }
        }
        return Set(files.indices.lazy.filter { dead[$0] }.map { files[$0].key })
    }

    func textKeyFindings(_ project: ProjectModel) -> [Finding] {
        // Keys as the catalogs hold them: the literal's escapes resolved (`"A\n\nB \"x\""`, Damus).
        let texts = Set(project.swiftFacts.values.lazy.flatMap { $0.textKeys.lazy.map { LiteralText.unescapedSwift($0.key) } })
        guard let keys = project.localizationKeys(among: texts) else { return [] }
        // A string catalog a target builds that the checkout lacks (Trio's 9 MB
        // `Localizable.xcstrings`, left out of a snapshot; a Git LFS file not fetched): its keys
        // are unknown, so no text is said to lack one.
        let roles = project.structure.roles
        if project.structure.targets.contains(where: { $0.resources.contains { $0.hasSuffix(".xcstrings") && roles[$0] == nil } }) { return [] }
        let unreachable = Self.unreachableViewFiles(project)
        return project.swiftFacts.keys.sorted().flatMap { path in
            // Preview code keeps its findings (role `preview`, reported with `--include-tests`).
            let previews = project.swiftFacts[path]?.previewLines ?? []
            let dead = unreachable.contains(path)
            return (project.swiftFacts[path]?.textKeys ?? []).filter { text in
                !keys.contains(LiteralText.unescapedSwift(text.key)) && LiteralText.needsTranslation(text.key, interpolated: false)
                    && (!dead || previews.contains { $0.contains(text.location.line) })
            }.map { text in
                Self.descriptor.finding(
                    "\(text.call ?? "Text")(\"\(text.key)\") has no entry in the project's string catalogs, so it is shown untranslated",
                    path: path, at: text.location)
            }
        }
    }

    /// A string catalog with one key: the project localises, so SwiftUI titles are looked up.
    static let homeCatalog = ExampleFile("App/en.lproj/Localizable.strings", "\"home.title\" = \"Home\";\n")

    /// The app's entry point, opening `view` (an expression): what makes the example's views reachable.
    static func shopApp(opening view: String) -> ExampleFile {
        ExampleFile("App/ShopApp.swift", "@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { \(view) } }\n}\n")
    }

    static let swiftTriggeringExamples = [
        RuleExample([
            ExampleFile("App/EmptyStateView.swift", """
                final class EmptyStateView: UIView {
                    let messageLabel: UILabel = {
                        let label = UILabel()
                        label.text = ↓"No account available"
                        return label
                    }()
                }
                """),
            ExampleFile("App/AccountsViewController.swift", "final class AccountsViewController: UIViewController {\n    let emptyView = EmptyStateView()\n}\n"),
        ]),
        RuleExample("App/ProfileViewController.swift", """
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    titleLabel.text = ↓"Your profile"
                    nameField.placeholder = ↓"Full name"
                    countLabel.text = ↓"\\(count) followers"
                    saveButton.setTitle(↓"Save", for: .normal)
                    let alert = UIAlertController(title: ↓"Sign out?", message: ↓"You can sign in again later.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: ↓"Cancel", style: .cancel))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: ↓"Edit", style: .plain, target: nil, action: nil)
                    bio.attributedText = NSAttributedString(string: ↓"No bio yet")
                }
            }

            extension UIAlertController {
                convenience init(error: Error) {
                    self.init(title: ↓"Something went wrong", message: error.localizedDescription, preferredStyle: .alert)
                }
            }
            """),
        RuleExample([
            ExampleFile("App/GreetingView.swift", """
                struct GreetingView: View {
                    var body: some View {
                        VStack {
                            Text("welcome_title")
                            Text(↓"Tap to start")
                            Text(verbatim: ↓"Version 2")
                            // Other SwiftUI titles are LocalizedStringKeys too.
                            Button(↓"Start over") { reset() }
                            Button("welcome_title") { reset() }
                            Label(↓"Share", systemImage: "square.and.arrow.up")
                            Toggle(↓"Notifications", isOn: $enabled)
                            Image(systemName: "gear")
                        }
                        .navigationTitle(↓"Settings")
                        .alert("welcome_title", isPresented: $shown) { }
                    }
                }
                """),
            ExampleFile("App/en.lproj/Localizable.strings", "/* Title */\n\"welcome_title\" = \"Welcome\";\n"),
            shopApp(opening: "GreetingView()"),
        ]),
        // A view opened from an extension's member (`.withRouter()`) is reachable.
        RuleExample([
            ExampleFile("App/RouterView.swift", "struct RouterView: View {\n    var body: some View { Text(↓\"Route not found\") }\n}\n"),
            ExampleFile("App/View+Router.swift", """
                struct RouterBadge: View { var body: some View { EmptyView() } }
                extension View {
                    func withRouter() -> some View { overlay(RouterView()) }
                }
                """),
            homeCatalog,
        ]),
        // A view declared in an extension of another type is opened by that type's name: its
        // file (also behind `#if`, with a private helper struct nothing else names) is reachable.
        RuleExample([
            ExampleFile("App/Editor/MediaPanelView.swift", """
                #if !os(visionOS)
                import SwiftUI
                extension Editor {
                    struct MediaPanelView: View {
                        var body: some View { Label(↓"Library", systemImage: "photo"); RecentStrip() }
                    }
                }
                private struct RecentStrip: View { var body: some View { EmptyView() } }
                #endif
                """),
            ExampleFile("App/Editor/EditorView.swift", "struct EditorView: View {\n    var body: some View { Editor.MediaPanelView() }\n}\n"),
            homeCatalog,
            shopApp(opening: "EditorView()"),
        ]),
        // A member a developer branch shows, and the rest of the view too, is seen by users.
        RuleExample([
            ExampleFile("App/PlayerView.swift", """
                struct PlayerView: View {
                    @AppStorage("developerMode") var developerMode = false
                    var body: some View {
                        VStack {
                            if developerMode { stats }
                            stats
                        }
                    }
                    var stats: some View { Text(verbatim: ↓"Bitrate unknown") }
                }
                """),
            homeCatalog,
            shopApp(opening: "PlayerView()"),
        ]),
        // Words around a template tag, and a placeholder shown only while loading, are read.
        RuleExample([
            ExampleFile("App/GreetingEditorView.swift", """
                struct GreetingEditorView: View {
                    @State private var template = ""
                    var body: some View {
                        TextField(↓"Hello {{ name }}", text: $template)
                        Text(↓"Loading details").redacted(reason: isLoading ? .placeholder : [])
                    }
                }
                """),
            homeCatalog,
            shopApp(opening: "GreetingEditorView()"),
        ]),
    ]

    static let swiftNonTriggeringExamples = [
        // Brave: a comment says the text is never translated (a product name).
        RuleExample("App/VPNHeader.swift", """
            import UIKit
            final class VPNHeader: UIView {
                private let titleLabel = UILabel().then {
                    // This string should not be translated
                    $0.text = "Brave VPN"
                }
                func configure() {
                    subtitleLabel.text = "Secure Connection" // Do not translate: the service's name
                }
            }
            """),
        // Damus: keys with escapes (`\n`, `\"`, `\u{A0}`) are looked up as the catalog holds them
        // (`\U00A0` there).
        RuleExample([
            ExampleFile("App/PurpleView.swift", """
                struct PurpleView: View {
                    var body: some View {
                        Text("Welcome\\n\\nto \\"Purple\\"", comment: "title")
                        Text("Pay\\u{A0}now")
                    }
                }
                """),
            ExampleFile("App/de.lproj/Localizable.strings", "\"Welcome\\n\\nto \\\"Purple\\\"\" = \"Willkommen\";\n\"Pay\\U00A0now\" = \"Zahlen\";\n"),
            shopApp(opening: "PurpleView()"),
        ]),
        // Mlem: a view member only a developer-mode branch shows is developer UI.
        RuleExample([
            ExampleFile("App/ImageViewer.swift", """
                struct ImageViewer: View {
                    @AppStorage("developerMode") var developerMode = false
                    var body: some View {
                        HStack { if developerMode { devTools } }
                    }
                    var devTools: some View {
                        VStack { Text(verbatim: "Media Type: \\(kind)"); Text(verbatim: "Scrub Rate: none") }
                    }
                }
                """),
            homeCatalog,
            shopApp(opening: "ImageViewer()"),
        ]),
        // fastlane's frameit captions are `.strings` files too, but they localize screenshots,
        // not the app: a project with no other strings has no catalogs to miss a key (Hackers).
        RuleExample([
            ExampleFile("App/FeedView.swift", "struct FeedView: View {\n    var body: some View { Text(\"Choose a post\") }\n}\n"),
            ExampleFile("fastlane/frameit/title.strings", "\"01-feed\" = \"Built for reading\";\n"),
            shopApp(opening: "FeedView()"),
        ]),
        RuleExample("App/EqualizerView.swift", """
            final class EqualizerView: UIView {
                func layout() {
                    maxLabel.text = "+20dB"
                    speedLabel.text = "\\(speed)x"
                    serviceLabel.text = "Dropbox"
                    watchLabel.text = "Apple Watch"
                    driveLabel.text = "OneDrive"
                    title = "VLC for iOS"
                }
            }
            """),
        RuleExample([
            ExampleFile("App/ThreadMetaView.swift", """
                final class ThreadMetaView: UIView {
                    let dateLabel: UILabel = {
                        let label = UILabel()
                        label.text = "Date"
                        return label
                    }()
                    let reblogButton: UIButton = {
                        let button = UIButton()
                        button.setTitle("0 reblog", for: .normal)
                        return button
                    }()
                }
                """),
            ExampleFile("App/ThreadCell.swift", """
                extension ThreadMetaView {
                    func configure(_ status: Status) { dateLabel.text = status.date.formatted() }
                }
                func fill(_ view: ThreadMetaView) { view.reblogButton.setTitle(status.reblogTitle, for: .normal) }
                """),
        ]),
        RuleExample("App/SettingsViewController.swift", """
            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    // titleLabel.text = "Settings"
                    titleLabel.text = NSLocalizedString("settings.title", comment: "")
                    subtitleLabel.text = String(localized: "settings.subtitle")
                    separator.text = " · "
                    countLabel.text = "\\(count)"
                    spacer.text = "\\n"
                    bullet.text = "•"
                    gap.text = "\\u{00A0}"
                    print("title = Settings")
                    logger.info("Loaded settings")
                    os_log("Settings shown")
                    let key: LocalizedStringKey = "settings.footer"
                    let model = Model(title: "Not UI")
                }
            }
            """),
        RuleExample("App/HomeView.swift", """
            struct HomeView: View {
                var body: some View { Text("Home") }
            }
            """),
        // A branch only internal users (staff) see, like `#if DEBUG` code.
        RuleExample([
            ExampleFile("App/PlayerSettingsView.swift", """
                struct PlayerSettingsView: View {
                    var body: some View {
                        Form {
                            if model.isInternalUser {
                                Section("Experimental (staff only)") { Toggle("Native player", isOn: $native) }
                            }
                        }
                    }
                }
                """),
            homeCatalog,
            shopApp(opening: "PlayerSettingsView()"),
        ]),
        // yattee: a layout overlay only a debug setting shows.
        RuleExample("Yattee/Views/Player/PlayerControlsView.swift", """
            struct PlayerControlsView: View {
                var body: some View {
                    ZStack {
                        if showPlayerAreaDebug {
                            Text(verbatim: "topPad: \\(top) btmPad: \\(bottom)")
                        }
                        if appEnvironment?.settingsManager.showPlayerAreaDebug == true {
                            Text(verbatim: "fullH: \\(height) safe area")
                        }
                    }
                }
            }
            """),
        // A prefilled input value, a format name, tags: no words to translate.
        RuleExample("App/ServerLoginViewController.swift", """
            final class ServerLoginViewController: UIViewController {
                override func viewDidLoad() {
                    domainField.text = "WORKGROUP"
                    self.title = documentTitle ?? "Markdown"
                    tagsLabel.text = "#swift, #ios"
                    brandLabel.text = "Acme.ai"
                    domainsField.placeholder = "example.com example.org *example.gov"
                    versionLabel.text = "Acme for iOS v\\(version) (\\(build))"
                }
            }
            """),
        // A view that no other file (nor a storyboard) uses is never shown: its built-in texts are not read.
        RuleExample([
            ExampleFile("App/LegacyMetaView.swift", """
                final class LegacyMetaView: UIView {
                    let likeButton: UIButton = {
                        let button = UIButton()
                        button.setTitle("0 likes", for: .normal)
                        return button
                    }()
                }
                """),
            ExampleFile("App/FeedViewController.swift", "final class FeedViewController: UIViewController {}\n"),
        ]),
        // Views no reachable code opens: `TransfersView` is opened only by `LabCommandView`, which nothing opens.
        RuleExample([
            ExampleFile("App/Lab/TransfersView.swift", """
                struct TransfersView: View {
                    var body: some View { Text("No transfers yet").navigationTitle("Transfers") }
                }
                """),
            ExampleFile("App/Lab/LabCommandView.swift", """
                extension Notification.Name { static let labCommand = Notification.Name("lab") }
                struct LabCommandView: View {
                    var body: some View { NavigationLink("Transfers") { TransfersView() } }
                }
                """),
            homeCatalog,
            shopApp(opening: "Text(\"home.title\")"),
        ]),
        // A design-system gallery only a developer screen opens (files behind `#if`, an enum of
        // demo views): a developer screen too.
        RuleExample([
            ExampleFile("DesignSystem/Gallery/ComponentsLibraryView.swift", """
                #if !os(watchOS)
                import SwiftUI
                public struct ComponentsLibraryView: View {
                    public var body: some View {
                        List(GalleryComponent.allCases, id: \\.self) { $0.demo }.navigationTitle("Components")
                    }
                }
                #endif
                """),
            ExampleFile("DesignSystem/Gallery/GalleryComponent.swift", """
                #if !os(watchOS)
                import SwiftUI
                public enum GalleryComponent: CaseIterable {
                    case primaryButton, card
                    @ViewBuilder public var demo: some View {
                        switch self {
                        case .primaryButton: Button("Primary") {}
                        case .card: Text("Card content")
                        }
                    }
                }
                #endif
                """),
            ExampleFile("App/Settings/DebugView.swift", "struct DebugView: View {\n    var body: some View { NavigationLink(\"home.title\") { ComponentsLibraryView() } }\n}\n"),
            homeCatalog,
            shopApp(opening: "DebugView()"),
        ]),
        // A project with string catalogs: tags in a sample row, and a helper view that only previews use.
        RuleExample([
            ExampleFile("App/ThemeSampleView.swift", """
                struct ThemeSampleView: View {
                    var body: some View {
                        Text("theme.sample.title")
                        Text("#launch, #swift")
                    }
                }

                #Preview { ToggleWrapperForPreview() }

                struct ToggleWrapperForPreview: View {
                    @State private var compact = false
                    var body: some View {
                        ThemeSampleView()
                        Toggle("Compact Mode", isOn: $compact)
                    }
                }
                """),
            ExampleFile("App/en.lproj/Localizable.strings", "\"theme.sample.title\" = \"Sample\";\n"),
            ExampleFile("App/ThemesView.swift", "final class ThemesViewController: UIHostingController<ThemeSampleView> {}\n"),
        ]),
        // Real-app traps (Home Assistant): a template's example as a field's placeholder, and a
        // text drawn as a loading skeleton (`.redacted(reason: .placeholder)`), are never read.
        RuleExample([
            ExampleFile("App/TemplateEditorView.swift", """
                struct TemplateEditorView: View {
                    @State private var template = ""
                    var body: some View {
                        Form {
                            TextField("{{ now() }}", text: $template)
                            TextField("{% if is_state('sun.sun', 'above_horizon') %}", text: $template)
                            Text("Unknown details")
                                .font(.headline)
                                .redacted(reason: .placeholder)
                            Text(verbatim: "Loading entity").redacted(reason: .placeholder)
                            Text("home.title")
                            // A skeleton made of texts (Aidoku's loading rows).
                            VStack {
                                Text("Loading title").font(.title)
                                HStack { Text(verbatim: "Loading author") }
                            }
                            .redacted(reason: .placeholder)
                        }
                    }
                }
                """),
            homeCatalog,
            shopApp(opening: "TemplateEditorView()"),
        ]),
    ]
}

/// The string literals where UI text goes. Walked on its own, or fed node by node from the
/// walk that collects a file's facts (`SwiftFactsCollector`): its visits never skip children.
final class SwiftUIStringVisitor: SyntaxVisitor {
    let file: SwiftFile
    var literals: [(StringLiteralExprSyntax, String)] = []
    /// Extended types, innermost last: `self.init(title:…)` in `extension UIAlertController`.
    var extended: [String] = []

    init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extended.append(file.source(of: node.extendedType))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { extended.removeLast() }

    /// `label.text = "…"` (sequences are unfolded in the raw tree: target, `=`, value…).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        visit(node, elements: Array(node.elements))
    }

    /// `visit(_:)` with the sequence's elements already gathered (the facts walk gathers them too).
    func visit(_ node: SequenceExprSyntax, elements: [ExprSyntax]) -> SyntaxVisitorContinueKind {
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let property = target.declName.baseName.spelling
        guard HardcodedUIStringRule.swiftProperties.contains(property) else { return .visitChildren }
        // `workgroupField.text = "WORKGROUP"`: the value an input field starts with is data the user
        // edits, not interface text.
        if property == "text", let owner = target.base.map({ file.source(of: $0) })?.split(separator: ".").last,
            owner.filter({ $0 != "?" && $0 != "!" }).hasSuffix("Field") {
            return .visitChildren
        }
        if let literal = elements.dropFirst(2).lazy.compactMap({ $0.as(StringLiteralExprSyntax.self) }).first(where: \.hasLetters) {
            literals.append((literal, "assigned to .\(property)"))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        visit(node, callee: Callee(node))
    }

    /// What a call calls, read once for every question asked of it: the called name
    /// (`UILabel(…)`), or the name of the member called (`button.setTitle(…)`). Read from the raw
    /// tree: making the callee's nodes and tokens for every call was most of the cost of reading
    /// it, and the member's node is needed only when its name is one a question is about.
    struct Callee {
        let name: String?
        let memberName: String?
        private let call: FunctionCallExprSyntax

        /// The member called (`button.setTitle`), made when asked for.
        var member: MemberAccessExprSyntax? {
            memberName == nil ? nil : call.calledExpression.as(MemberAccessExprSyntax.self)
        }

        init(_ call: FunctionCallExprSyntax) {
            self.call = call
            let called = RawFunctionCallExprSyntax(call.raw)?.calledExpression.raw
            if let reference = called.flatMap({ RawDeclReferenceExprSyntax($0) }) {
                // A missing token (rare) is spelled as its node says.
                name = Self.spelling(reference.baseName) ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.spelling
                memberName = nil
            } else if let member = called.flatMap({ RawMemberAccessExprSyntax($0) }) {
                name = nil
                memberName = Self.spelling(member.declName.baseName)
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.spelling
            } else {
                name = nil
                memberName = nil
            }
        }

        /// A present token as written (`TokenSyntax.spelling`); `nil` for a missing one.
        private static func spelling(_ token: RawTokenSyntax) -> String? {
            token.presence == .present ? String(syntaxText: token.tokenText) : nil
        }
    }

    /// `Text("Unknown details").redacted(reason: .placeholder)`: the view is drawn as grey blocks
    /// (a skeleton while something loads), its text never read. The modifiers chained after the
    /// view's call are followed, at most 32 (`.font(…).redacted(…)`); a reason worked out at run
    /// time (`isLoading ? .placeholder : []`) shows the text at other times, and is no placeholder.
    /// The view may be inside one so drawn (`VStack { Text("Loading title") }.redacted(reason:
    /// .placeholder)`, Aidoku's skeletons): the calls around it in its declaration are followed,
    /// at most 16 deep.
    static func isRedactedPlaceholder(_ call: FunctionCallExprSyntax) -> Bool {
        var view: FunctionCallExprSyntax? = call
        for _ in 0..<16 {
            guard let current = view else { return false }
            if modifiersRedact(current) { return true }
            view = enclosingCall(of: current)
        }
        return false
    }

    /// The call whose arguments or closures hold `call`, within its declaration.
    private static func enclosingCall(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var node = Syntax(call).parent
        for _ in 0..<64 {
            guard let current = node, !current.is(DeclSyntax.self) else { return nil }
            if let enclosing = current.as(FunctionCallExprSyntax.self) { return enclosing }
            node = current.parent
        }
        return nil
    }

    private static func modifiersRedact(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        for _ in 0..<32 {
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id,
                let modifier = member.parent?.as(FunctionCallExprSyntax.self), Syntax(modifier.calledExpression).id == Syntax(member).id
            else { return false }
            if member.declName.baseName.spelling == "redacted",
                modifier.arguments.contains(where: { argument in
                    argument.label?.spelling == "reason"
                        && argument.expression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.spelling == "placeholder" } == true
                }) {
                return true
            }
            current = Syntax(modifier)
        }
        return false
    }

    /// `visit(_:)` with the callee already read (the facts walk reads it too).
    func visit(_ node: FunctionCallExprSyntax, callee read: Callee) -> SyntaxVisitorContinueKind {
        let callee = read.name, memberName = read.memberName
        if memberName == "setTitle",
            let first = node.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self),
            literal.hasLetters {
            literals.append((literal, "passed to setTitle(_:for:)"))
        } else if let callee, HardcodedUIStringRule.swiftInitializerNames.contains(callee), let labels = HardcodedUIStringRule.swiftInitializers[callee],
            !Self.isRedactedPlaceholder(node) {
            for argument in node.arguments {
                guard let label = argument.label?.spelling, labels.contains(label),
                    let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.hasLetters else { continue }
                literals.append((literal, "passed to \(callee)(\(label):)"))
            }
        } else if memberName == "init", let member = read.member,
            member.base.map({ file.source(of: $0, is: "self") }) == true, let type = extended.last,
            let labels = HardcodedUIStringRule.swiftInitializers[type] {
            // A convenience init in `extension UIAlertController` calling `self.init(title: "…", …)`.
            for argument in node.arguments {
                guard let label = argument.label?.spelling, labels.contains(label),
                    let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.hasLetters else { continue }
                literals.append((literal, "passed to \(type)(\(label):)"))
            }
        }
        return .visitChildren
    }
}
