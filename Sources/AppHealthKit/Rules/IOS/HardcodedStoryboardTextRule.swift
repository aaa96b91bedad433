/// Storyboard and xib texts in a project that has no localization for that file.
public struct HardcodedStoryboardTextRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "ios.hardcoded-storyboard-text",
        title: "Unlocalized storyboard text",
        defaultSeverity: .note,
        category: .localization,
        summary: "A user-visible text in a storyboard or xib (label and text view text, button and bar item titles, text field placeholders, navigation titles, segments) when no `<Name>.strings` localization of that file exists in any `.lproj` folder. In an app with no `.strings` file or string catalog at all, one finding per file, at its first text, counts its texts.",
        rationale: "Interface Builder text is invisible to a code search; without Base localization and `.strings` files it can never be translated. Feeds the code-review checklist item \"user-facing strings in resources\".",
        skips: [
            "files that have a `<Name>.strings` in some `.lproj` folder (Base localization in use) or a `<Name>.xcstrings` string catalog, and files translated by a copy per language (`fr.lproj/Chat.xib` beside `en.lproj/Chat.xib`)",
            "the app's name (an app Info.plist's literal `CFBundleDisplayName` or `CFBundleName`, or an app target's name, in any case): a brand, as a launch screen's logotype",
            "values without letters, and Interface Builder's defaults (`Label`, `Button`, `Title`, `Item`, a pop-up button's `Item 1`, `Text Cell`, `Lorem ipsum…`)",
            "placeholders code overwrites: the outlet (`<outlet property=… destination=…>`) of the view is given a text by its class or its extensions (`titleLabel.text =`, `setTitle(…)`, `attributedText =`, `[self.label setText:…]`, `[_label setText:…]` for an instance variable's outlet, a project helper's title or text part (`[self.button applyButtonStyle:style withTitle:…]`), `label.rx.text`, `assign(to: \\.text, on: label)`), the texts of a stack view whose arranged views its class takes out and replaces (`weekdayRow.arrangedSubviews` beside `removeFromSuperview()`), element by element for an outlet collection (`saveButtons.forEach { $0.setTitle(…) }`, `for button in saveButtons`), through a function of the same file that sets its parameter's text (`showNotSaved(label: lastSavedLabel)`), or through another value (`cell.titleLabel.text =`)",
            "navigation and tab bar titles of a scene whose view controller sets `title`/`navigationItem.title`",
            "labels of prototype cells that have an outlet, and of standard-style cells when code sets `textLabel`/`detailTextLabel`",
            "views with a `tag` when the code fetches views by tag (`[cell viewWithTag:TITLE_TAG]`, `viewWithTag(3)`): code fills them",
            "menu titles that are keys of the project's `.strings` or string catalogs (a Mac app translating its menus at launch by their titles, Orbot's)",
            "views localized at run time (a user-defined runtime attribute such as `xibLocalizationKey`, `localizableString`, `localizedText`)",
            "debug and staff screens (`Debug.storyboard`, a scene whose class is `DebugViewController` or `Admin…` (`AdminPanelViewController`), views inside a developer-only container (`customClass=\"DeveloperOnlyView\"`) or hidden and named in the document as a debug or staging view (`hidden=\"YES\" userLabel=\"stagingEnvironmentDebugLabel\"`), a Mac app's `Debug` or `Developer` menu, files in a `Debug…` or `Admin…` folder)",
            "xibs nothing loads: no class is named after one and no code, plist or Interface Builder file names it (their texts show to no one); storyboards and xibs no target of the Xcode project copies, where its targets copy resources (Corona-Warn-App's prototype `Main.storyboard`); and editors' backup copies (`SaveStates~.storyboard`; a device modifier such as `Main~ipad.storyboard` is no backup)",
            "silence it with `enabled: false` or an `exclude` glob: storyboards have no suppression attribute",
        ],
        help: "Enable Base localization for the file (Xcode: File inspector → Localize) and translate its .strings.",
        triggeringExamples: [
            // An app that localizes (its code's strings), but not this storyboard.
            RuleExample([
                ExampleFile("App/Base.lproj/Login.storyboard", """
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
                        <scenes>
                            <label ↓text="Welcome back" id="a1"/>
                            <button id="b1"><state key="normal" ↓title="Sign in"/></button>
                            <textField ↓placeholder="E-mail" id="c1"/>
                            <label text="42" id="d1"/>
                        </scenes>
                    </document>
                    """),
                ExampleFile("App/en.lproj/Localizable.strings", "\"login.failed\" = \"Could not sign in\";\n"),
            ], testsSuppression: false),
            // An app that localizes nothing (ish: no `.strings`, no catalog): one finding per file.
            RuleExample("App/Base.lproj/About.storyboard", """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
                    <scenes>
                        <label ↓text="Font Size" id="a1"/>
                        <button id="b1"><state key="normal" title="Submit your own icon!"/></button>
                    </scenes>
                </document>
                """, testsSuppression: false),
            // A xib code loads by name.
            RuleExample([
                ExampleFile("App/PromoBanner.xib", "<document><objects><label ↓text=\"Summer sale\" id=\"p1\"/></objects></document>"),
                ExampleFile("App/HomeViewController.swift", "let banner = UINib(nibName: \"PromoBanner\", bundle: nil)\n"),
            ], testsSuppression: false),
            // A button of a class that styles itself but leaves its title to the document (a
            // subclass that titles itself says nothing of it: Canvas's `DynamicLabel`).
            RuleExample([
                ExampleFile("App/Base.lproj/Package.storyboard", """
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
                        <button id="b1" customClass="PillButton"><state key="normal" ↓title="Share"/></button>
                    </scenes></document>
                    """),
                ExampleFile("App/PillButton.swift", """
                    import UIKit
                    class PillButton: UIButton {
                        func setup() { self.setTitleColor(.white, for: .normal) }
                    }
                    final class CheckoutButton: PillButton {
                        func configure() { self.setTitle(NSLocalizedString("checkout", comment: ""), for: .normal) }
                    }
                    """),
                ExampleFile("App/en.lproj/Localizable.strings", "\"share\" = \"Share\";\n"),
            ], testsSuppression: false),
        ],
        nonTriggeringExamples: [
            // Sileo: a button of a class that gives itself its title (`self.setTitle(…)` in its setup).
            RuleExample([
                ExampleFile("App/Base.lproj/Package.storyboard", """
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
                        <button id="b1" customClass="QueueButton"><state key="normal" title="GET"/></button>
                    </scenes></document>
                    """),
                ExampleFile("App/QueueButton.swift", """
                    import UIKit
                    class QueueButton: UIButton {
                        required init?(coder: NSCoder) { super.init(coder: coder); updateButton(title: String(localized: "Package_Get_Action")) }
                        func updateButton(title: String) { self.setTitle(title.uppercased(), for: .normal) }
                    }
                    """),
                ExampleFile("App/en.lproj/Localizable.strings", "\"Package_Get_Action\" = \"Get\";\n"),
            ]),
            // Orbot for Mac: menus translated at launch, each title looked up as a key.
            RuleExample([
                ExampleFile("Mac/Base.lproj/Main.storyboard", "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"><scenes><menu title=\"Edit\" id=\"m1\"><items><menuItem title=\"Find Next\" id=\"i1\"/></items></menu></scenes></document>"),
                ExampleFile("Shared/de.lproj/Localizable.strings", "\"Edit\" = \"Bearbeiten\";\n\"Find Next\" = \"Weitersuchen\";\n"),
            ]),
            // Kodi Remote: a cell's labels fetched by tag and filled row by row.
            RuleExample([
                ExampleFile("App/ServerCell.xib", "<document><objects><tableViewCell id=\"c1\"><label text=\"My Server\" tag=\"2\" id=\"l1\"/></tableViewCell></objects></document>"),
                ExampleFile("App/HostsViewController.m", """
                    #define CELL_LABEL 2
                    @implementation HostsViewController
                    - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                        UITableViewCell *cell = [[NSBundle mainBundle] loadNibNamed:@"ServerCell" owner:self options:nil][0];
                        UILabel *label = (UILabel *)[cell viewWithTag:CELL_LABEL];
                        label.text = self.hosts[indexPath.row][@"name"];
                        return cell;
                    }
                    @end
                    """),
                ExampleFile("App/en.lproj/Localizable.strings", "\"hosts\" = \"Hosts\";\n"),
            ]),
            // Provenance: an editor's backup copies beside the storyboard (itself translated).
            RuleExample([
                ExampleFile("App/XIBs/SaveStates~.storyboard", "<document><scenes><label text=\"Region\" id=\"a1\"/></scenes></document>"),
                ExampleFile("App/XIBs/SaveStates~iOS~.storyboard", "<document><scenes><label text=\"Region\" id=\"a1\"/></scenes></document>"),
                ExampleFile("App/XIBs/Base.lproj/SaveStates.storyboard", "<document><scenes><label text=\"Region\" id=\"a1\"/></scenes></document>"),
                ExampleFile("App/XIBs/de.lproj/SaveStates.strings", "\"a1.text\" = \"Region\";\n"),
            ]),
            // ChatSecure: a label in an icon font draws the glyph its ligature names.
            RuleExample("App/Base.lproj/Occupants.storyboard", """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
                    <viewController id="v1"><view id="r1"><subviews>
                        <label id="l1" text="notifications" userLabel="Icon"><fontDescription key="fontDescription" name="MaterialIcons-Regular" family="Material Icons" pointSize="24"/></label>
                    </subviews></view></viewController>
                </objects></scene></scenes></document>
                """),
            // bitchat: the launch screen's logotype is the app's display name, a brand.
            RuleExample([
                ExampleFile("App/Base.lproj/LaunchScreen.storyboard", """
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
                        <viewController id="v1"><view id="r1"><subviews><label id="l1" text="bitchat"/></subviews></view></viewController>
                    </objects></scene></scenes></document>
                    """),
                ExampleFile("App/Info.plist", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>BitChat</string><key>CFBundleName</key><string>$(PRODUCT_NAME)</string></dict></plist>
                    """),
            ]),
            // Monal: the storyboard's translations are in a git submodule that is not checked out;
            // the project's variant group lists them.
            RuleExample([
                ExampleFile("Monal.xcodeproj/project.pbxproj", """
                    // !$*UTF8*$!
                    { archiveVersion = 1; objectVersion = 56; rootObject = P0;
                      objects = {
                        P0 = { isa = PBXProject; mainGroup = G0; targets = (T0); };
                        G0 = { isa = PBXGroup; children = (V1); path = localization; sourceTree = "<group>"; };
                        V1 = { isa = PBXVariantGroup; children = (F1, F2); name = Settings.storyboard; sourceTree = "<group>"; };
                        F1 = { isa = PBXFileReference; name = Base; path = Base.lproj/Settings.storyboard; sourceTree = "<group>"; };
                        F2 = { isa = PBXFileReference; name = es; path = external/es.lproj/Settings.strings; sourceTree = "<group>"; };
                        B1 = { isa = PBXBuildFile; fileRef = V1; };
                        T0 = { isa = PBXNativeTarget; name = Monal; productType = "com.apple.product-type.application"; buildPhases = (R1); };
                        R1 = { isa = PBXResourcesBuildPhase; files = (B1); };
                      };
                    }
                    """),
                ExampleFile("localization/Base.lproj/Settings.storyboard", """
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
                        <scenes><barButtonItem title="Close" id="2FM-6l-v8h"/></scenes>
                    </document>
                    """),
            ]),
            // Monal: elements the localization tool is told to leave alone (BartyCrouch's `#bc-ignore!`).
            RuleExample("App/Base.lproj/Settings.storyboard", """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
                    <scenes>
                        <textView editable="NO" text="log_placeholder" id="JYm-gw-Mhc">
                            <attributedString key="userComments"><fragment content="#bc-ignore!"/></attributedString>
                        </textView>
                        <textField placeholder="Port of Logserver" id="p1">
                            <attributedString key="userComments"><fragment content="#bc-ignore!"/></attributedString>
                        </textField>
                    </scenes>
                </document>
                """),
            // Seafile: a xib nothing loads (its controller builds its view in code).
            RuleExample([
                ExampleFile("App/SeafMkLibAlertController_iPhone.xib", """
                    <document><objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SeafMkLibAlertController"/>
                        <label text="Enter the library password" id="l1"/>
                    </objects></document>
                    """),
                ExampleFile("App/SeafMkLibAlertController.m", """
                    @implementation SeafMkLibAlertController
                    - (instancetype)init { self = [super init]; self.title = NSLocalizedString(@"Password", nil); return self; }
                    @end
                    """),
            ]),
            RuleExample([
                ExampleFile("App/Base.lproj/Login.storyboard", "<document><scenes><label text=\"Welcome back\"/></scenes></document>"),
                ExampleFile("App/fr.lproj/Login.strings", "\"a1.text\" = \"Bon retour\";"),
            ]),
            // Colloquy: translated by a whole copy of the xib per language.
            RuleExample([
                ExampleFile("Mac/Languages/en.lproj/Chat.xib", "<document><objects><button id=\"b1\"><state key=\"normal\" title=\"Send\"/></button></objects></document>"),
                ExampleFile("Mac/Languages/fr.lproj/Chat.xib", "<document><objects><button id=\"b1\"><state key=\"normal\" title=\"Envoyer\"/></button></objects></document>"),
            ]),
            RuleExample([
                ExampleFile("App/Profile.storyboard", """
                    <document><scenes><scene><objects>
                        <viewController id="vc1" customClass="ProfileViewController">
                            <view id="v1">
                                <label text="Jane Appleseed" id="l1"/>
                                <button id="b1"><state key="normal" title="Follow"/></button>
                                <label text="Bio" id="l2">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="xibLocalizationKey" value="profile.bio"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                            </view>
                            <navigationItem title="Profile" id="n1"/>
                            <connections>
                                <outlet property="nameLabel" destination="l1" id="o1"/>
                                <outlet property="followButton" destination="b1" id="o2"/>
                            </connections>
                        </viewController>
                    </objects></scene></scenes></document>
                    """),
                ExampleFile("App/ProfileViewController.swift", """
                    final class ProfileViewController: UIViewController {
                        @IBOutlet var nameLabel: UILabel!
                        override func viewDidLoad() { title = user.displayName }
                    }
                    extension ProfileViewController {
                        func render() { nameLabel.text = user.name }
                    }
                    """),
                ExampleFile("App/FollowController.m", """
                    @implementation ProfileViewController (Follow)
                    - (void)update { [self.followButton setTitle:self.followTitle forState:UIControlStateNormal]; }
                    @end
                    """),
            ]),
            // Open Food Facts: an outlet collection titled element by element, and placeholders
            // a helper of the file fills ("saved at 12h13").
            RuleExample([
                ExampleFile("App/ProductAdd.storyboard", """
                    <document><scenes><scene><objects>
                        <viewController id="vc1" customClass="ProductAddViewController">
                            <view id="v1">
                                <button id="b1"><state key="normal" title="Save"/></button>
                                <button id="b2"><state key="normal" title="Save nutriments"/></button>
                                <button id="b3"><state key="normal" title="Save photos"/></button>
                                <label text="saved at 12h13" id="l1"/>
                                <label text="ocr read at YYY" id="l2"/>
                            </view>
                            <connections>
                                <outletCollection property="saveButtons" destination="b1" collectionClass="NSMutableArray" id="o1"/>
                                <outletCollection property="saveButtons" destination="b2" collectionClass="NSMutableArray" id="o2"/>
                                <outletCollection property="photoButtons" destination="b3" collectionClass="NSMutableArray" id="o5"/>
                                <outlet property="lastSavedLabel" destination="l1" id="o3"/>
                                <outlet property="lastReadLabel" destination="l2" id="o4"/>
                            </connections>
                        </viewController>
                    </objects></scene></scenes></document>
                    """),
                ExampleFile("App/ProductAddViewController.swift", """
                    final class ProductAddViewController: UIViewController {
                        @IBOutlet var saveButtons: [UIButton]!
                        @IBOutlet var photoButtons: [UIButton]!
                        override func viewDidLoad() {
                            saveButtons.forEach { $0.setTitle("generic.save".localized, for: .normal) }
                            for button in photoButtons { button.setTitle("generic.photo".localized, for: .normal) }
                            showNotSaved(label: lastSavedLabel, key: "product")
                            show(lastReadLabel)
                        }
                        private func showNotSaved(label: UILabel?, key: String) {
                            label?.text = "product-add.\\(key).not-yet".localized
                        }
                        private func show(_ label: UILabel) { label.text = "product-add.ocr".localized }
                    }
                    """),
            ]),
            // Canvas: a stack view's weekday placeholders, taken out and replaced by localized labels.
            RuleExample([
                ExampleFile("App/Calendar.storyboard", """
                    <document><scenes><scene><objects>
                        <viewController id="vc1" customClass="CalendarViewController">
                            <view id="v1">
                                <stackView id="s1">
                                    <subviews>
                                        <label text="Sun" id="d1"/>
                                        <label text="Mon" id="d2"/>
                                    </subviews>
                                </stackView>
                            </view>
                            <connections><outlet property="weekdayRow" destination="s1" id="o1"/></connections>
                        </viewController>
                    </objects></scene></scenes></document>
                    """),
                ExampleFile("App/CalendarViewController.swift", """
                    final class CalendarViewController: UIViewController {
                        @IBOutlet weak var weekdayRow: UIStackView!
                        override func viewDidLoad() {
                            for placeholder in weekdayRow.arrangedSubviews { placeholder.removeFromSuperview() }
                            for symbol in calendar.shortWeekdaySymbols { weekdayRow.addArrangedSubview(label(symbol)) }
                        }
                    }
                    """),
            ]),
            RuleExample([
                ExampleFile("App/PromptViewController.xib", """
                    <document><objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PromptViewController">
                            <connections><outlet property="titleLabel" destination="4" id="9"/></connections>
                        </placeholder>
                        <view id="1">
                            <label text="HELLO" id="4"/>
                            <button id="5"><state key="normal" title="#Primary#"/></button>
                            <button id="6"><state key="normal" title="{$x.xx}"/></button>
                            <tableView id="t1" dataMode="prototypes">
                                <tableViewCell id="c1" customClass="NoteCell" style="IBUITableViewCellStyleDefault">
                                    <label text="Note title" id="c1l"/>
                                    <label text="Preview" id="c1p"/>
                                    <connections><outlet property="previewLabel" destination="c1p" id="o5"/></connections>
                                </tableViewCell>
                            </tableView>
                        </view>
                    </objects></document>
                    """),
                ExampleFile("App/PromptViewController.h", "@interface PromptViewController : UIViewController\n@end\n@interface NewAlbumViewController : PromptViewController\n@end"),
                ExampleFile("App/NewAlbumViewController.m", """
                    @implementation NewAlbumViewController
                    - (void)viewDidLoad { self.titleLabel.text = NSLocalizedString(@"new.album", nil); }
                    @end
                    """),
                // Mumble: instance-variable outlets, filled with `[_nameLabel setText:…]`.
                ExampleFile("App/ProgressView.xib", """
                    <document><objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProgressView">
                            <connections>
                                <outlet property="_nameLabel" destination="14" id="25"/>
                                <outlet property="signUpButton" destination="15" id="26"/>
                            </connections>
                        </placeholder>
                        <view id="1"><label text="Name" id="14"/><button id="15"><state key="normal" title="Sign up and start learning"/></button></view>
                    </objects></document>
                    """),
                ExampleFile("App/ProgressView.m", """
                    @interface ProgressView () {
                        IBOutlet UILabel *_nameLabel;
                    }
                    @end
                    @implementation ProgressView
                    - (void)viewWillAppear:(BOOL)animated { [_nameLabel setText:_identityName]; }
                    // edX: a helper of the project's given the title.
                    - (void)viewDidLoad { [self.signUpButton applyButtonStyle:[self.styles filledButtonStyle] withTitle:[Strings loginSplashSignUp]]; }
                    @end
                    """),
                ExampleFile("App/NotesDataSource.swift", "func fill(_ cell: UITableViewCell) { cell.textLabel?.text = note.title }"),
                ExampleFile("App/Debug.storyboard", "<document><scenes><label text=\"Reset caches\" id=\"d1\"/></scenes></document>"),
                // NetNewsWire: a Mac main menu's Debug menu, and a pop-up button's default items.
                ExampleFile("Mac/Base.lproj/MainMenu.xib", """
                    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>
                        <menu title="Main Menu" systemMenu="main" id="m0"><items>
                            <menuItem title="Debug" id="dbg"><menu key="submenu" title="Debug" id="dbgm"><items>
                                <menuItem title="Enable Web Inspector" id="wi"/>
                            </items></menu></menuItem>
                        </items></menu>
                        <popUpButtonCell key="cell" type="push" title="Item 1" id="c1"><menu key="menu" id="pm"><items>
                            <menuItem title="Item 1" state="on" id="i1"/><menuItem title="Item 2" id="i2"/><menuItem title="Item 3" id="i3"/>
                        </items></menu></popUpButtonCell>
                    </objects></document>
                    """),
                ExampleFile("App/Base.lproj/Kiosk.storyboard", """
                    <document><scenes><scene sceneID="s1"><objects><viewController id="v0" customClass="CheckoutViewController"><view key="view" id="w0"><subviews><view id="dv" customClass="DeveloperOnlyView"><subviews><button id="b0"><state key="normal" title="Simulate decline"/></button></subviews></view></subviews></view></viewController></objects></scene><scene sceneID="s1"><objects><viewController id="v1" customClass="AdminPanelViewController"><view key="view" id="w1"><subviews><label text="Card reader status" id="a1"/><label hidden="YES" text="(Staging)" id="a2" userLabel="stagingEnvironmentDebugLabel"/></subviews></view></viewController></objects></scene></scenes></document>
                    """),
            ]),
        ]
    )

    public init(options: RuleOptions) {}

    /// Interface Builder's own defaults for new views: placeholders by construction.
    /// (AppKit's too: a pop-up button's `Item 1`…`Item 3`, `Menu Item`, a table's `Text Cell`.)
    static let builderDefaults: Set<String> = [
        "Label", "Button", "Title", "Subtitle", "Detail", "Item", "Text", "First", "Second",
        "Item 1", "Item 2", "Item 3", "Menu Item", "Text Cell", "Table View Cell", "Box", "Multiline Label",
    ]

    public func check(_ project: ProjectModel) -> [Finding] {
        var localized: Set<String> = []
        for file in project.tree.files {
            if file.kind == .stringsCatalog, file.path.contains(".lproj/"), file.name.hasSuffix(".strings") {
                localized.insert(String(file.name.dropLast(".strings".count)))
            } else if file.name.hasSuffix(".xcstrings") {
                // A storyboard's string catalog (`Main.xcstrings` beside `Base.lproj/Main.storyboard`).
                localized.insert(String(file.name.dropLast(".xcstrings".count)))
            }
        }
        // Translations the Xcode project bundles that are not in the tree: Monal's storyboards'
        // `.strings` live in a git submodule (`localization/external/es.lproj/Settings.strings`),
        // listed in the storyboard's variant group but not checked out.
        for target in project.structure.targets {
            for resource in target.resources where resource.hasSuffix(".strings") && resource.contains(".lproj/") && !resource.contains("Base.lproj/") {
                let name = resource.split(separator: "/").last.map(String.init) ?? resource
                localized.insert(String(name.dropLast(".strings".count)))
            }
        }
        // Interface files localized the old way, a whole copy per language (Colloquy's
        // `Languages/fr.lproj/JVChatWindow.xib` beside `de.lproj/…`, `en.lproj/…`): each copy is
        // its language's text.
        let copiedPerLanguage = Self.languageCopies(Array(project.interfaceFiles.keys))
        var assignments = TextAssignments()
        for facts in project.swiftFacts.values { assignments.formUnion(facts.textAssignments) }
        for facts in project.objcFacts.values { assignments.formUnion(facts.textAssignments) }
        // The view classes that give themselves their text, or inherit a superclass that does (not
        // a subclass's: Canvas's `DynamicLabel` styles itself, and a subclass titling itself says
        // nothing of a plain one).
        let parents = Self.parents(project)
        let selfTitled = Set(assignments.byType.filter { $0.value.contains("title") }.keys)
        let titlesItself = { (viewClass: String) -> Bool in
            var current: String? = viewClass
            var steps = 0
            while let name = current, steps < 64 {
                if selfTitled.contains(name) { return true }
                current = parents[name]
                steps += 1
            }
            return false
        }
        assignments.fold(into: Self.hierarchies(parents))
        let unloaded = Self.unloadedNibs(project)
        // Views code fetches by tag (Kodi Remote's `[cell viewWithTag:XIB_MAIN_MENU_CELL_TITLE]`,
        // then `title.text = item.mainLabel`): a tagged view's text is a placeholder.
        let fetchesByTag = project.swiftFacts.values.contains { $0.identifiers.contains("viewWithTag") }
            || project.objcFacts.values.contains { $0.identifiers.contains("viewWithTag") }
        // The app's name is its brand, not a text to translate (bitchat's launch screen logotype).
        let brands = Set(project.iosAppNames.map { $0.lowercased() })
        // An app with no translation at all (ish: `knownRegions` en and Base, no `.strings`, no
        // catalog) is written in one language by choice: one finding per file says so, where a
        // finding per text would list the whole interface.
        let localizesNothing = localized.isEmpty && !project.hasStringCatalogs
        // Menu titles a Mac app translates at launch by their own text (Orbot's app delegate looks
        // each title up and passes it to `NSLocalizedString`): the title is a key of a catalog.
        let menuTitles = Set(project.interfaceFiles.values.flatMap { $0.texts.filter { $0.element == "menuItem" || $0.element == "menu" }.map(\.value) })
        let translatedMenuTitles = menuTitles.isEmpty ? [] : project.localizationKeys(among: menuTitles) ?? []
        return project.interfaceFiles.keys.sorted().flatMap { path -> [Finding] in
            let name = path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? path
            guard !localized.contains(name), !copiedPerLanguage.contains(path), !Self.isDeveloperScreen(name), !RulePlan.isDeveloperScreen(path), !unloaded.contains(path), !Self.isBackup(path),
                let facts = project.interfaceFiles[path] else { return [] }
            var outlets: [String: [InterfaceFileFacts.Outlet]] = [:]
            for outlet in facts.outlets { outlets[outlet.destination, default: []].append(outlet) }
            let fileClass = facts.filesOwnerClass ?? (path.hasSuffix(".xib") ? name : nil)
            let texts = facts.texts.filter { text in
                !Self.isPlaceholder(text, outlets: outlets, fileClass: fileClass, assignments: assignments, viewTitlesItself: titlesItself)
                    && !(fetchesByTag && text.tag != nil)
                    && !brands.contains(text.value.trimmingCharacters(in: .whitespaces).lowercased())
                    && !((text.element == "menuItem" || text.element == "menu") && translatedMenuTitles.contains(text.value))
            }
            if localizesNothing, let first = texts.first {
                let more = texts.count == 1 ? "is" : texts.count == 2 ? "and 1 more text are" : "and \(texts.count - 1) more texts are"
                return [Self.descriptor.finding(
                    "\"\(first.value)\" (\(first.element)) \(more) not localized in \(name): the app has no .strings files or string catalogs, so its interface can only be shown in one language",
                    path: path, at: first.location)]
            }
            return texts.map { text in
                Self.descriptor.finding(
                    "\"\(text.value)\" (\(text.element)) is not localized: \(name) has no .strings translation",
                    path: path, at: text.location)
            }
        }
    }

    /// Interface files of a language folder (`fr.lproj/Chat.xib`) that another language folder
    /// beside it (not `Base.lproj`) has too: translated by copy.
    static func languageCopies(_ paths: [String]) -> Set<String> {
        var languages: [String: Set<Substring>] = [:]  // "parent/*.lproj/name" → the languages
        var keys: [String: String] = [:]
        for path in paths {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), parts[parts.count - 2] != "Base.lproj" else { continue }
            let key = (parts.dropLast(2) + ["*", parts[parts.count - 1]]).joined(separator: "/")
            languages[key, default: []].insert(parts[parts.count - 2])
            keys[path] = key
        }
        return Set(keys.filter { (languages[$0.value]?.count ?? 0) >= 2 }.keys)
    }

    /// An editor's backup copy (Provenance's `SaveStates~.storyboard`, `SaveStates~iOS~.storyboard`):
    /// a `~` in the name that is no device modifier (`Main~ipad.storyboard`, `Cell~iphone.xib`).
    static func isBackup(_ path: String) -> Bool {
        let file = path.split(separator: "/").last ?? ""
        guard let dot = file.lastIndex(of: "."), let tilde = file[..<dot].firstIndex(of: "~") else { return false }
        let modifier = file[file.index(after: tilde)..<dot].lowercased()
        return modifier != "iphone" && modifier != "ipad"
    }

    /// The xibs nothing loads: no class is named after one (a view controller loads the nib of
    /// its name, or of its name without `Controller`), and no code, plist or Interface Builder
    /// file names it (`UINib(nibName: "FeedCell")`, `initWithNibName:@"…"`, `NSMainNibFile`,
    /// `nibName="…"`, R.swift's `R.nib.feedCell`). Seafile's `SeafMkLibAlertController_iPhone.xib`
    /// and NetNewsWire's `AddFeedFromListSheet.xib` show their texts to no one.
    static func unloadedNibs(_ project: ProjectModel) -> Set<String> {
        let nibs = project.interfaceFiles.keys.filter { $0.hasSuffix(".xib") }
        guard !nibs.isEmpty else { return [] }
        var classes = Set<String>()
        var literals = Set<String>()
        var patterns: [String] = []
        for facts in project.swiftFacts.values {
            classes.formUnion(facts.classes.map(\.name))
            literals.formUnion(facts.assetNameCandidates)
            patterns += facts.assetNamePatterns
        }
        for facts in project.objcFacts.values {
            classes.formUnion(facts.interfaces.map(\.name))
            classes.formUnion(facts.implementations.map(\.name))
            literals.formUnion(facts.assetNameCandidates)
            patterns += facts.assetNamePatterns
        }
        for facts in project.interfaceFiles.values { literals.formUnion(facts.nibNames) }
        for plist in project.plists.values { literals.formUnion(plist.flattened.values) }
        let namePatterns = Glob.NamePatterns(Set(patterns))
        func named(_ name: String) -> Bool {
            let lowered = (name.first.map { String($0).lowercased() } ?? "") + name.dropFirst()
            return classes.contains(name) || classes.contains(name + "Controller") || literals.contains(name) || namePatterns.matchesAny(name)
                || project.swiftFacts.values.contains { $0.identifiers.contains(name) || $0.identifiers.contains(lowered) }
                || project.objcFacts.values.contains { $0.identifiers.contains(name) }
        }
        return Set(nibs.filter { path in
            var stem = String(path.split(separator: "/").last ?? Substring(path)).dropLast(".xib".count)
            // `Cell~ipad.xib` is the iPad variant `UINib(nibName: "Cell")` loads.
            if let tilde = stem.firstIndex(of: "~") { stem = stem[..<tilde] }
            return !named(String(stem))
        })
    }

    /// Each project class → the classes of its hierarchy (superclasses and subclasses, itself
    /// included): a subclass that fills its base class's outlet overwrites the placeholder too.
    static func hierarchies(_ project: ProjectModel) -> [String: Set<String>] {
        hierarchies(parents(project))
    }

    /// Each project class → its superclass. Files in path order, the first declaration of a name
    /// kept: two classes of one name (an iOS and a Mac one) no longer leave the answer to hash order.
    static func parents(_ project: ProjectModel) -> [String: String] {
        var parent: [String: String] = [:]
        for path in project.swiftFacts.keys.sorted() {
            for info in project.swiftFacts[path]?.classes ?? [] where parent[info.name] == nil { parent[info.name] = info.superclass }
        }
        for path in project.objcFacts.keys.sorted() {
            for interface in project.objcFacts[path]?.interfaces ?? [] where parent[interface.name] == nil { parent[interface.name] = interface.superclass }
        }
        return parent
    }

    static func hierarchies(_ parent: [String: String]) -> [String: Set<String>] {
        var families: [String: Set<String>] = [:]
        for name in parent.keys {
            var chain: [String] = [name]
            var current = name
            // Bounded: a cycle in broken code stops at a class already seen.
            while let next = parent[current], !chain.contains(next), chain.count < 64 {
                chain.append(next)
                current = next
            }
            for member in chain { families[member, default: [member]].formUnion(chain) }
        }
        return families
    }

    /// Debug and internal screens (`Debug.storyboard`, `DebugViewController`) no user sees.
    /// Staff screens too: a scene or file named `Admin…` (`AdminPanelViewController`), like code in an `Admin…` folder.
    static func isDeveloperScreen(_ name: String) -> Bool {
        name.contains("Debug") || name.hasPrefix("Admin")
    }

    /// Whether the text never reaches a user as written: code overwrites it, it is localized at
    /// run time, or it is Interface Builder's default.
    static func isPlaceholder(
        _ text: InterfaceFileFacts.Text, outlets: [String: [InterfaceFileFacts.Outlet]], fileClass: String?,
        assignments: TextAssignments, viewTitlesItself: (String) -> Bool = { _ in false }
    ) -> Bool {
        if text.runtimeLocalized || text.inDeveloperView || builderDefaults.contains(text.value) || text.value.hasPrefix("Lorem ipsum") { return true }
        // Product and format names, tags, units beside numbers: the same in every language (a `DVD` button).
        if !LiteralText.needsTranslation(text.value, interpolated: false) { return true }
        // `#Primary#`, `{$x.xx}` (KeePassium's price buttons, rebuilt from the store's prices): the
        // conventions for a placeholder code replaces.
        if text.value.count > 2, text.value.hasPrefix("#"), text.value.hasSuffix("#") { return true }
        if text.value.count > 2, text.value.hasPrefix("{"), text.value.hasSuffix("}") { return true }
        let scene = text.sceneClass ?? fileClass
        if let scene, isDeveloperScreen(scene) { return true }
        if let owner = text.owner {
            for outlet in outlets[owner] ?? [] where assignments.assigns(outlet.property, of: outlet.ownerClass ?? fileClass) {
                return true
            }
        }
        // A stack view whose arranged views code takes out and replaces (Canvas's weekday row).
        if let container = text.container {
            for outlet in outlets[container] ?? [] where assignments.assigns(outlet.property, of: outlet.ownerClass ?? fileClass) {
                return true
            }
        }
        // A view of a class that gives itself its text (Sileo's `PackageQueueButton`, whose setup
        // calls `self.setTitle(String(localizationKey: …), for: .normal)`).
        if let viewClass = text.viewClass, viewTitlesItself(viewClass) { return true }
        if text.inStandardCell, assignments.assigns("textLabel", of: nil) || assignments.assigns("detailTextLabel", of: nil) {
            return true
        }
        if text.inPrototypeCell, let owner = text.owner, outlets[owner]?.isEmpty == false { return true }
        switch text.element {
        case "navigationItem", "tabBarItem":
            guard let scene else { return false }
            // The view controller sets its own title (`title = …`, `navigationItem.title = …`).
            return assignments.assigns("title", of: scene) || assignments.assigns("navigationItem", of: scene)
                || (text.element == "tabBarItem" && assignments.assigns("tabBarItem", of: scene))
        default: return false
        }
    }
}
