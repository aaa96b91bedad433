/// Storyboard and xib texts in a project that has no localization for that file.
public struct HardcodedStoryboardTextRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "ios.hardcoded-storyboard-text",
        title: "Unlocalized storyboard text",
        defaultSeverity: .note,
        category: .localization,
        summary: "A user-visible text in a storyboard or xib (label and text view text, button and bar item titles, text field placeholders, navigation titles, segments) when no `<Name>.strings` localization of that file exists in any `.lproj` folder.",
        rationale: "Interface Builder text is invisible to a code search; without Base localization and `.strings` files it can never be translated. Feeds the code-review checklist item \"user-facing strings in resources\".",
        skips: [
            "files that have a `<Name>.strings` in some `.lproj` folder (Base localization in use)",
            "values without letters",
            "silence it with `enabled: false` or an `exclude` glob: storyboards have no suppression attribute",
        ],
        help: "Enable Base localization for the file (Xcode: File inspector → Localize) and translate its .strings.",
        triggeringExamples: [
            RuleExample("App/Base.lproj/Login.storyboard", """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
                    <scenes>
                        <label ↓text="Welcome back" id="a1"/>
                        <button id="b1"><state key="normal" ↓title="Sign in"/></button>
                        <textField ↓placeholder="E-mail" id="c1"/>
                        <label text="42" id="d1"/>
                    </scenes>
                </document>
                """, testsSuppression: false),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("App/Base.lproj/Login.storyboard", "<document><scenes><label text=\"Welcome back\"/></scenes></document>"),
                ExampleFile("App/fr.lproj/Login.strings", "\"a1.text\" = \"Bon retour\";"),
            ]),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ project: ProjectModel) -> [Finding] {
        let localized = Set(project.tree.files.compactMap { file -> String? in
            guard file.kind == .stringsCatalog, file.path.contains(".lproj/"), file.name.hasSuffix(".strings") else { return nil }
            return String(file.name.dropLast(".strings".count))
        })
        return project.interfaceFiles.keys.sorted().flatMap { path -> [Finding] in
            let name = path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? path
            guard !localized.contains(name), let facts = project.interfaceFiles[path] else { return [] }
            return facts.texts.map { text in
                Self.descriptor.finding(
                    "\"\(text.value)\" (\(text.element)) is not localized: \(name) has no .strings translation",
                    path: path, at: text.location)
            }
        }
    }
}
