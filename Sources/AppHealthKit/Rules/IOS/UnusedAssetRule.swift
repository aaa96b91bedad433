/// Image and color sets that nothing names.
public struct UnusedAssetRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "ios.unused-asset",
        title: "Unused asset catalog entry",
        defaultSeverity: .note,
        category: .deadWeight,
        summary: "An image set or color set that no Swift code (`UIImage(named:)`, `Image(\"…\")`, `UIColor(named:)`, `Color(\"…\")`, generated symbols such as `Image(.star)`), no Objective-C code (`[UIImage imageNamed:@\"logo\"]`, `[UIColor colorNamed:@\"brand\"]`; a number format, `stringWithFormat:@\"%ld\"`, names the sets named by a number), storyboard or xib (`image=`, `<namedColor name=…>`) or Info.plist names.",
        rationale: "Dead assets bloat the app bundle and make a designer's hand-over impossible to check. Feeds the code-review checklist item \"no unused code/resources\".",
        skips: [
            "app icon sets, `AccentColor` and `WidgetBackground` (named by build settings)",
            "names that appear as any plain Swift string literal (a name passed through a variable still counts as used), or that an interpolated literal can build (`\"\\(color)-medium\"` keeps `AppIcon-blue-medium`)",
            "names that appear as any Objective-C string literal, or that a format string can build (`@\"flag_%@\"` keeps `flag_de`)",
            "literals ending in `-` or `_` (`\"playing-animation-\"`) as name prefixes; numbered families of three or more (`Fish1` … `Fish31`) whose stem is a literal (`\"Fish\"`), or a value the app's Swift names with its first letter in either case (`.gray` for `Gray0` … `Gray100`), when the code loads images by computed names; a numbered frame sequence whose first frame a literal names zero-padded (`\"ripple_00000\"` keeps `ripple_00016`); names built with `+` or `String(format:)` (`\"tab_\" + name` keeps `tab_home`), enum cases of `String` enums (`UIImage(named: action.rawValue)`)",
            "members of asset namespaces: SwiftGen (`Asset.Images.appLogo` keeps `Images/app-logo`; an enum named per module, `CoreAssets.removePhoto`), R.swift (`R.image.appLogo`), `ImageResource`/`ColorResource`, Xcode's Objective-C symbols (`ACImageNameIcCustomAltitude` keeps `ic_custom_altitude`, `ACColorName…`), `UIImage`/`Image`/`Color`/`UIColor` members, and implicit members (`.star`) where an asset type is expected: an argument of `Image(…)`/`UIImage(resource:)`/`Color(…)` or of a colour or image modifier (`.foregroundStyle(.brand)`), an argument labelled with image/icon/resource/color/tint/logo (`iconResource: .star`), a call chain naming `ImageResource`/`ColorResource`, a constant annotated with an asset type, a parameter's default where the parameter is of one (`backgroundColor: Color = .secondaryBackground`), a member an image-only method is called on (`.liveInfo.withRenderingMode(.alwaysTemplate)`); other implicit members (`case .video:`, `items.append(.add)`, `== .trash`) and SF Symbol names (`systemName:`, `systemImage:`) are not uses",
            "names in the values of Info.plist, `.entitlements`, `.intentdefinition` and any other property list (nested too: iNaturalist's `partners.plist` rows name their logos) and in `ASSETCATALOG_COMPILER_*` build settings (app icon, accent and widget background colours)",
            "layers of tvOS/visionOS icon stacks, a whole catalog, or a catalog's folder of five sets or more, none of whose sets code names when the code loads images by computed names (`UIImage(named: entity.name)`; Kodi Remote's codec icons), or a catalog of twenty sets or more of which code names at most one in ten beside one whose sets code does name (GoMap's `POI-Icons.xcassets`, named by its presets' JSON), a catalog or a catalog's folder of three or more sets named as country, currency or locale codes (`US`, `EUR`, `pt-BR`, `GB-SCT`; at most one in ten named otherwise: flags looked up by a code from data) when the code loads images by computed names, even where code names a few of them, and a catalog named by a file that loads images by computed names while other files name at most one in ten of its sets (by names of two or more characters) (`UIImage(named: company)` next to `UIImage(named: \"placeholder-logo\")`): data-driven names",
        ],
        help: "Delete the set, or reference it where it is meant to be used.",
        triggeringExamples: [
            // Code names, but nothing loads images by a computed name: nothing can show them.
            RuleExample([
                ExampleFile("App/Countries.xcassets/US.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Countries.xcassets/FR.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Countries.xcassets/DE.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Flag.swift", "let flag = UIImage(named: \"US\")"),
            ], testsSuppression: false),
            RuleExample([
                ExampleFile("App/Assets.xcassets/old_banner.imageset/Contents.json", "↓{ \"images\": [ { \"idiom\": \"universal\", \"filename\": \"b.pdf\" } ] }"),
                ExampleFile("App/Assets.xcassets/star.imageset/Contents.json", "{ \"images\": [ { \"idiom\": \"universal\", \"filename\": \"s.pdf\" } ] }"),
                ExampleFile("App/Assets.xcassets/brandRed.colorset/Contents.json", "↓{ \"colors\": [] }"),
                ExampleFile("App/Home.swift", "let star = UIImage(named: \"star\")\n// UIImage(named: \"old_banner\")\n"),
                ExampleFile("App/Legacy.m", "// [UIColor colorNamed:@\"brandRed\"]\n"),
            ], testsSuppression: false),
            // Onion Browser: a folder of illustrations, one named; where images also load by
            // computed names, the folder is still judged set by set.
            RuleExample([
                ExampleFile("App/Media.xcassets/connecting/activist.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/blogger.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/business.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/journalist.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/people.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/worker.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/group.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/facebook.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/group_bg.colorset/Contents.json", "↓{ \"colors\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/people_bg.colorset/Contents.json", "↓{ \"colors\": [] }"),
                ExampleFile("App/Media.xcassets/connecting/worker_bg.colorset/Contents.json", "↓{ \"colors\": [] }"),
                ExampleFile("App/Intro.swift", "let hero = UIImage(named: \"activist\")\n"),
                ExampleFile("App/Icons.swift", "func icon(_ name: String) -> UIImage? { UIImage(named: name) }\n"),
            ], testsSuppression: false),
            // ivpn: flags in a folder of the main catalog, picked by a server's country code; the
            // catalog's other sets are still judged one by one.
            RuleExample([
                ExampleFile("App/Assets.xcassets/FlagsSVG/AD.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/FlagsSVG/AE.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/FlagsSVG/GB-SCT.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/FlagsSVG/US.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/FlagsSVG/FR.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/FlagsSVG/DE.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/FlagsSVG/IT.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/FlagsSVG/ES.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/FlagsSVG/NL.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/FlagsSVG/LGBT.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/icon-shield.imageset/Contents.json", "↓{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/map-pin.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/ServerViewModel.swift", """
                    struct ServerViewModel {
                        let server: Server
                        var imageNameForCountryCode: String { server.countryCode.uppercased() }
                        var flag: UIImage? { UIImage(named: imageNameForCountryCode) }
                    }
                    """),
                ExampleFile("App/MapView.swift", "let pin = UIImage(named: \"map-pin\")\n"),
            ], testsSuppression: false),
            RuleExample([
                ExampleFile("App/Assets.xcassets/video.imageset/Contents.json", "↓{ \"images\": [ { \"idiom\": \"universal\", \"filename\": \"v.pdf\" } ] }"),
                ExampleFile("App/Media.swift", "enum Kind { case video, audio }\nfunc label(_ kind: Kind) -> String { switch kind { case .video: return title; case .audio: return other } }\n"),
            ], testsSuppression: false),
            // Implicit members of other types (`.add` of an enum, `== .trash`) are not uses of same-named assets.
            RuleExample([
                ExampleFile("App/Assets.xcassets/add.imageset/Contents.json", "↓{ \"images\": [ { \"idiom\": \"universal\", \"filename\": \"a.pdf\" } ] }"),
                ExampleFile("App/Assets.xcassets/trash.imageset/Contents.json", "↓{ \"images\": [ { \"idiom\": \"universal\", \"filename\": \"t.pdf\" } ] }"),
                ExampleFile("App/Editor.swift", """
                    enum Action { case add, trash }
                    func run(_ actions: inout [Action], last: Action) -> Bool {
                        actions.append(.add)
                        return last == .trash
                    }
                    """),
            ], testsSuppression: false),
            // An SF Symbol of the same name is not a use of the project's `gear` image.
            RuleExample([
                ExampleFile("App/Assets.xcassets/gear.imageset/Contents.json", "↓{ \"images\": [ { \"idiom\": \"universal\", \"filename\": \"g.pdf\" } ] }"),
                ExampleFile("App/Settings.swift", "struct Settings: View {\n    var body: some View { Label(\"Settings\", systemImage: \"gear\").overlay(Image(systemName: \"gear\")) }\n}\n"),
            ], testsSuppression: false),
        ],
        nonTriggeringExamples: [
            // Flags looked up by a country code from data (ChatSecure's server list); a cell's
            // placeholder names one of them.
            RuleExample([
                ExampleFile("App/Countries.xcassets/US.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Countries.xcassets/FR.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Countries.xcassets/DE.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Countries.xcassets/pt-BR.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/ServerInfoCell.swift", "let placeholder = UIImage(named: \"US\")"),
                ExampleFile("App/ServerInfoCell.m", "- (UIImage *)flag { return [UIImage imageNamed:self.info.countryCode]; }"),
            ]),
            RuleExample([
                ExampleFile("App/Trackers.xcassets/adnet.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Trackers.xcassets/metrics co.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Trackers.xcassets/pixel.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/AppIcon.solidimagestack/Front.solidimagestacklayer/Content.imageset/Contents.json", "{ \"images\": [] }"),
                // openhab-ios: a watch complication's slots, which watchOS picks by role.
                ExampleFile("Watch Extension/Assets.xcassets/Complication.complicationset/Graphic Bezel.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/TrackerLogo.swift", "func logo(for entity: Entity) -> UIImage? { UIImage(named: entity.name) }"),
                ExampleFile("Widget/Assets.xcassets/Colors/TextColor.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("Widget/HashtagView.swift", "let textColor = UIColor(named: \"Colors/TextColor\") ?? .label"),
                ExampleFile("App/Assets.xcassets/playing-animation-3.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Cell.swift", "let frames = animation(with: \"playing-animation-\")\nfunc animation(with name: String) -> [UIImage] { (1...8).compactMap { UIImage(named: name + String($0)) } }"),
            ]),
            // OsmAnd: Xcode's generated Objective-C symbols. ACHNBrowserUI: a numbered family whose
            // stem a function returns, loaded as `Image("\(prefix)\(day)")`.
            RuleExample([
                ExampleFile("App/Assets.xcassets/ic_custom_altitude.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/chartTextColor.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("App/OAGPXDataSetType.m", """
                    @implementation OAGPXDataSetType
                    - (UIImage *)icon { return [UIImage imageNamed:ACImageNameIcCustomAltitude]; }
                    - (UIColor *)color { return [UIColor colorNamed:ACColorNameChartTextColor]; }
                    @end
                    """),
                ExampleFile("App/Assets.xcassets/Fish1.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/Fish2.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/Fish31.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/close.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Toolbar.swift", "let close = UIImage(named: \"close\")\n"),
                ExampleFile("App/Critter.swift", """
                    enum Critter { case fish, bug
                        func imagePrefix() -> String { self == .fish ? "Fish" : "Ins" }
                    }
                    struct Today: View {
                        let type: Critter
                        var body: some View { Image("\\(type.imagePrefix())\\(day)") }
                    }
                    """),
            ]),
            // Anytype: SwiftGen's accessors of namespaced sets, reached as implicit members.
            RuleExample([
                ExampleFile("App/Assets.xcassets/x32/Contents.json", #"{ "properties": { "provides-namespace": true } }"#),
                ExampleFile("App/Assets.xcassets/x32/Arrow/Contents.json", #"{ "properties": { "provides-namespace": true } }"#),
                ExampleFile("App/Assets.xcassets/x32/Arrow/Down.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/Background/Contents.json", #"{ "properties": { "provides-namespace": true } }"#),
                ExampleFile("App/Assets.xcassets/Background/bubbleYour.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("App/Cursor.swift", """
                    let arrow = UIImage(asset: .X32.Arrow.down)
                    struct Bubble: View { var body: some View { Rectangle().fill(.Background.bubbleYour) } }
                    """),
            ]),
            // KeePassium: sets of a namespaced folder the code names, loaded by a name built on it.
            RuleExample([
                ExampleFile("App/Assets.xcassets/db-icons/Contents.json", #"{ "properties": { "provides-namespace": true } }"#),
                ExampleFile("App/Assets.xcassets/db-icons/keepass/Contents.json", #"{ "properties": { "provides-namespace": true } }"#),
                ExampleFile("App/Assets.xcassets/db-icons/keepass/00.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/db-icons/keepass/01.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/IconSet.swift", """
                    extension IconSet {
                        func icon(_ id: Int) -> UIImage? {
                            let folder = self == .classic ? "db-icons/keepass" : "db-icons/modern"
                            return UIImage(named: String(format: "%@/%02d", folder, id))
                        }
                    }
                    """),
            ]),
            // WooCommerce: a palette's numbered families, loaded by a name built from two values
            // (`"\(name)\(shade)"`) the code names (`ColorStudio(name: .gray, shade: .shade70)`).
            RuleExample([
                ExampleFile("Foundation/Palette.xcassets/Gray0.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("Foundation/Palette.xcassets/Gray50.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("Foundation/Palette.xcassets/Gray100.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("Foundation/Palette.xcassets/Pink10.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("Foundation/Palette.xcassets/Pink20.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("Foundation/Palette.xcassets/Pink30.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("Foundation/ColorStudio.swift", """
                    enum ColorStudioName: String { case gray, pink }
                    enum Shade: Int { case shade0 = 0, shade50 = 50, shade100 = 100 }
                    struct ColorStudio {
                        let name: ColorStudioName
                        let shade: Shade
                        static let gray = ColorStudio(name: .gray, shade: .shade50)
                        static let pink = ColorStudio(name: .pink, shade: .shade50)
                        func assetName() -> String { "\\(name)\\(shade)" }
                    }
                    extension UIColor { static func studio(_ color: ColorStudio) -> UIColor? { UIColor(named: color.assetName()) } }
                    """),
            ]),
            // Kodi Remote: a folder of codec icons no code names, loaded by the codec the server reports.
            RuleExample([
                ExampleFile("App/Images.xcassets/logo.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/aac.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/ac3.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/dts.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/flac.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/mp3.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/opus.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/pcm.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/tak.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/wma.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Images.xcassets/format_audio/vorbis.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/NowPlaying.m", """
                    @implementation NowPlaying
                    - (void)show:(NSDictionary *)item {
                        self.logo.image = [UIImage imageNamed:@"logo"];
                        self.codec.image = [UIImage imageNamed:item[@"codec"]];
                    }
                    @end
                    """),
            ]),
            // A catalog only one file names, and that file also loads images by computed names: the
            // other sets are picked by data (company names from a feed).
            RuleExample([
                ExampleFile("App/Logos.xcassets/placeholder-logo.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Logos.xcassets/acme.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Logos.xcassets/globex.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Logos.xcassets/initech.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/close.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/LogoCache.swift", """
                    final class LogoCache {
                        let placeholder = UIImage(named: "placeholder-logo")
                        func logo(for company: String) -> UIImage? { UIImage(named: company) ?? placeholder }
                    }
                    """),
                ExampleFile("App/Toolbar.swift", "let close = UIImage(named: \"close\")\n"),
            ]),
            RuleExample([
                ExampleFile("App/Assets.xcassets/Images/app-logo.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/onboarding-hero.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/tab_home.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/badge-gold.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/share.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/Tint.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("App/Screens.swift", """
                    let logo = Asset.Images.appLogo.image
                    let hero = R.image.onboardingHero()
                    let tab = UIImage(named: "tab_" + item.name)
                    let badge = UIImage(named: String(format: "badge-%@", level))
                    enum Action: String { case share }
                    let icon = UIImage(named: action.rawValue)
                    """),
                ExampleFile("Shop.xcodeproj/project.pbxproj", MissingScaleAssetRule.iPadOnlyProject.replacingOccurrences(
                    of: "INFOPLIST_FILE = App/Info.plist;", with: "INFOPLIST_FILE = App/Info.plist; ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = Tint;")),
            ]),
            // Open edX: SwiftGen's enum named per module (`enumName: CoreAssets`). CovidCertificate:
            // an animation's frames, the first named and a counter put in place of its zeros.
            // Harbour: a generated colour symbol as a parameter's default.
            RuleExample([
                ExampleFile("Core/Assets.xcassets/removePhoto.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("Core/Assets.xcassets/Colors/SecondaryBackground.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("Core/RoundedTextFieldStyle.swift", "struct RoundedTextFieldStyle {\n    init(backgroundColor: Color = .secondaryBackground) {}\n}\n"),
                // Nos: colours listed in an argument labelled for them.
                ExampleFile("Core/Assets.xcassets/action-primary-gradient-top.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("Core/LinearGradient+Planetary.swift", "extension LinearGradient {\n    static let diagonal = LinearGradient(colors: [.actionPrimaryGradientTop, .white], startPoint: .top, endPoint: .bottom)\n}\n"),
                ExampleFile("Core/Assets.xcassets/wait_ripple_00000.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("Core/Assets.xcassets/wait_ripple_00001.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("Core/Assets.xcassets/wait_ripple_00016.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("Profile/ProfileSheet.swift", "let remove = CoreAssets.removePhoto.swiftUIImage\n"),
                // Primal: a generated image symbol an image-only method is called on.
                ExampleFile("Core/Assets.xcassets/Live/liveInfo.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("Core/LiveHeader.swift", "let info = UIButton(configuration: .simpleImage(.liveInfo.withRenderingMode(.alwaysTemplate)))\n"),
                ExampleFile("Wallet/AnimationView.swift", """
                    func start() { ripple.loadAnimation(pattern: "wait_ripple_00000", numberOfImages: 17) }
                    extension UIImageView {
                        func loadAnimation(pattern: String, numberOfImages: Int) {
                            animationImages = (0..<numberOfImages).compactMap { i in
                                UIImage(named: pattern.replacingOccurrences(of: "00000", with: String(format: "%05d", i)))
                            }
                        }
                    }
                    """),
            ]),
            // A file name is cut at its own `.` (`İ` lowercases to two scalars: a position found
            // in the lowercased name lay past this one's end, and the audit crashed).
            RuleExample([
                ExampleFile("App/Assets.xcassets/\u{130}\u{130}\u{130}\u{130}\u{130}.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Flag.swift", "let flag = UIImage(named: \"\u{130}\u{130}\u{130}\u{130}\u{130}.png\")\n"),
            ]),
            RuleExample([
                ExampleFile("App/Assets.xcassets/star-filled.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/logo.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/banner.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/AppIcon-blue-medium.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/Passwords-Add-96x96.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/Brand.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("App/Assets.xcassets/AccentColor.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("App/Assets.xcassets/AppIcon.appiconset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Views.swift", """
                    struct Header: View {
                        var body: some View { Image(.starFilled).foregroundColor(Color("Brand")).overlay(Image(.passwordsAdd96X96)) }
                    }
                    let bannerName = "banner"
                    let icon = UIImage(named: "\\(theme)-medium")
                    """),
                ExampleFile("App/Assets.xcassets/legacy_logo.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/flag_de.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/brand.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("App/Assets.xcassets/skip_forward.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/WidgetBackground.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("App/LegacyHeader.m", """
                    @implementation LegacyHeader
                    - (void)awakeFromNib {
                        self.logo.image = [UIImage imageNamed:@"legacy_logo"];
                        self.backgroundColor = [UIColor colorNamed:@"brand"];
                        self.flag.image = [UIImage imageNamed:[NSString stringWithFormat:@"flag_%@", code]];
                        self.skip.image = [UIImage imageNamed:@"skip_forward@2x.png"];
                        // MiniKeePass: entry icons named by their number alone.
                        self.icon.image = [UIImage imageNamed:[NSString stringWithFormat:@"%ld", (long)index]];
                    }
                    @end
                    """),
                ExampleFile("App/Assets.xcassets/41.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/lock-color-24.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/shortcut.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/hero.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/hero-small.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/brand-blue.colorset/Contents.json", "{ \"colors\": [] }"),
                ExampleFile("App/Assets.xcassets/badge.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/ShortcutIcon.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Assets.xcassets/PrivacyIcon.imageset/Contents.json", "{ \"images\": [] }"),
                // Generated asset symbols where an asset type is expected: a labelled argument, a chain typed
                // with `ImageResource`, a modifier taking a colour, an annotated constant, a ternary.
                ExampleFile("App/Rows.swift", """
                    struct Rows: View {
                        var body: some View {
                            Row(title: "Lock", imageResource: .lockColor24)
                            Row(title: "Add", iconResource: .shortcut)
                            Text("x").foregroundStyle(.brandBlue)
                            Image(isOn ? .badge : .hero)
                        }
                    }
                    let hero = Metric<ImageResource>(value: .hero).compact(.heroSmall)
                    """),
                // A home-screen quick action's icon, inside an array of dictionaries in Info.plist.
                ExampleFile("App/Assets.xcassets/PasteShortcut.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/Info.plist", """
                    <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemIconFile</key><string>PasteShortcut</string></dict></array></dict></plist>
                    """),
                // Asset names in an intent definition and an entitlements file.
                ExampleFile("App/Intents.intentdefinition", """
                    <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>INIntentDefinitionImage</key><string>ShortcutIcon</string></dict></plist>
                    """),
                ExampleFile("App/App.entitlements", """
                    <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>com.example.icon</key><string>PrivacyIcon</string></dict></plist>
                    """),
                // A data file the app bundles names its rows' images (iNaturalist's `partners.plist`).
                ExampleFile("App/Assets.xcassets/network_logo_ca.imageset/Contents.json", "{ \"images\": [] }"),
                ExampleFile("App/partners.plist", """
                    <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array><dict><key>logoName</key><string>network_logo_ca</string><key>name</key><string>iNaturalist Canada</string></dict></array></plist>
                    """),
                ExampleFile("App/Base.lproj/Main.storyboard", """
                    <document><scenes><imageView image="logo"/></scenes></document>
                    """),
            ]),
        ],
        wholeFile: true
    )

    public init(options: RuleOptions) {}

    /// Sets Xcode's templates name in build settings (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`,
    /// `ASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME`), not in code.
    static let namedByBuildSettings: Set<String> = ["AccentColor", "WidgetBackground"]

    /// `imageNamed:@"skip@2x.png"` finds the `skip` set: the file extension and scale suffix are
    /// dropped by UIKit's lookup.
    static func imageFileStem(_ name: String) -> String? {
        // The extension follows the last `.`, and none is longer than four bytes: most names
        // (no `.`, or sentences) are passed over on their bytes.
        guard let dotByte = name.utf8.lastIndex(of: UInt8(ascii: ".")), name.utf8.distance(from: dotByte, to: name.utf8.endIndex) <= 5,
            let dot = name.lastIndex(of: "."), imageExtensions.contains(name[name.index(after: dot)...].lowercased()) else { return nil }
        // (`dot` is the name's own index: one found in a lowercased copy is not, and a name whose
        // lowercase is longer, `İİİİİ.png`, put it past the end of the name.)
        var stem = String(name[..<dot])
        for scale in ["@2x", "@3x", "@1x"] where stem.hasSuffix(scale) { stem.removeLast(scale.count) }
        return stem.isEmpty ? nil : stem
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "heic"]

    /// Xcode's generated asset symbol for a name: `star-filled` → `starFilled`.
    static func symbolName(_ name: String) -> String {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." })
        guard let first = parts.first else { return name }
        return first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Names compared the way generated symbols spell them: `Passwords-Add-96x96` and
    /// `passwordsAdd96X96` both become `passwordsadd96x96`.
    static func folded(_ name: String) -> String {
        // ASCII names (nearly all) byte by byte: every string literal of the project passes here.
        let ascii = name.rewritingASCII { byte, out in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): out.append(byte)
            default: break
            }
        }
        return ascii ?? String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Whether `name` can be, or fold to, a name of at most `limit` bytes. Most names a file
    /// holds are string literals of every kind (Home Assistant: 27,000 distinct ones, some 100
    /// sets): counting the letters and digits an ASCII name keeps when folded rules the long
    /// ones out without folding them. (An ASCII name is never shorter than its folded form;
    /// other names are folded by Unicode's rules and always go on to be compared.)
    static func mayFold(_ name: String, toAtMost limit: Int) -> Bool {
        var kept = 0
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                kept += 1
            case 0x80...:
                // Not ASCII: which characters the fold keeps is Unicode's to say (a digit with a
                // combining mark is neither letter nor number).
                return true
            default:
                break
            }
        }
        return kept <= limit
    }

    /// Two characters or more, counted up to two. Two ASCII bytes other than CR LF are two
    /// characters whatever follows (a combining mark joins the second), so most names are
    /// answered from their first bytes.
    static func hasTwoCharacters(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        if let first = bytes.next(), let second = bytes.next(), first < 0x80, second < 0x80,
            !(first == UInt8(ascii: "\r") && second == UInt8(ascii: "\n")) {
            return true
        }
        return name.index(name.startIndex, offsetBy: 2, limitedBy: name.endIndex) != nil
    }

    /// The `.xcassets` folder holding a set.
    static func catalog(of path: String) -> String {
        guard let range = path.byteRange(of: ".xcassets/") else { return path }
        return String(path[..<range.upperBound])
    }

    /// Catalogs that a file loading images by computed names names (`UIImage(named: entityName)` next to
    /// `UIImage(named: "blanktracker")`) and whose sets other files hardly name (at most one in ten, by
    /// names of two or more characters): the file's computed names pick the catalog's other sets from data.
    /// `folds`: the folded form of every name the files hold that can fold to at most the
    /// longest candidate name or fold (`check` folds each once).
    static func ownedByComputedLoader(_ project: ProjectModel, candidates: [AssetSet], folds: [String: String]) -> Set<String> {
        var setsByName: [String: Set<String>] = [:]  // name or folded name → contents paths
        var total: [String: Int] = [:]
        var catalogs: [String: String] = [:]  // contents path → its catalog
        for set in candidates {
            setsByName[set.name, default: []].insert(set.contentsPath)
            setsByName[folded(set.name), default: []].insert(set.contentsPath)
            let catalog = catalog(of: set.contentsPath)
            catalogs[set.contentsPath] = catalog
            total[catalog, default: 0] += 1
        }
        var named: [String: Set<String>] = [:]  // file → sets it names
        var loaders: Set<String> = []
        func scan(_ path: String, _ names: Set<String>, computed: Bool) {
            if computed { loaders.insert(path) }
            var found: Set<String> = []
            // A name that cannot fold to a key's length has no fold in `folds`, and is no key.
            for name in names where hasTwoCharacters(name) {
                guard let fold = folds[name] else { continue }
                if let sets = setsByName[name] { found.formUnion(sets) }
                if hasTwoCharacters(fold), let sets = setsByName[fold] { found.formUnion(sets) }
            }
            // A file that names no set adds nothing (an empty entry reads as none).
            if !found.isEmpty { named[path, default: []].formUnion(found) }
        }
        for (path, facts) in project.swiftFacts where project.role(of: path) != .generated {
            scan(path, facts.assetNameCandidates, computed: facts.loadsAssetsByComputedName)
        }
        for (path, facts) in project.objcFacts { scan(path, facts.assetNameCandidates, computed: facts.loadsAssetsByComputedName) }
        for (path, facts) in project.interfaceFiles { scan(path, facts.assetNames, computed: false) }
        guard !loaders.isEmpty else { return [] }
        // Who names each set, and the named sets of each catalog: a catalog's sets named outside
        // the loader are counted from these, not by filtering every file's sets for every loader.
        var namers: [String: [String]] = [:]  // contents path → files naming it
        var namedSets: [String: [String]] = [:]  // catalog → its named sets
        for (path, sets) in named {
            for set in sets {
                if namers[set] == nil { namedSets[catalogs[set] ?? catalog(of: set), default: []].append(set) }
                namers[set, default: []].append(path)
            }
        }
        var owned: Set<String> = []
        for loader in loaders.sorted() {
            for catalog in Set((named[loader] ?? []).map { catalogs[$0] ?? Self.catalog(of: $0) }) where !owned.contains(catalog) {
                let elsewhere = (namedSets[catalog] ?? []).count { set in namers[set]?.contains { $0 != loader } ?? false }
                if elsewhere * 10 <= total[catalog] ?? 0 { owned.insert(catalog) }
            }
        }
        return owned
    }

    public func check(_ project: ProjectModel) -> [Finding] {
        // A library's repository with no app of its own (1Password's app extension: its buttons'
        // images, which its README tells integrators to use): its assets are for other apps.
        if project.structure.isLibraryRepository, project.appAbsence(.ios) != nil { return [] }
        return project.assetUsage.unused.map { set in
            let kind = set.kind == .imageSet ? "Image set" : "Color set"
            return Self.descriptor.finding("\(kind) \(set.name) is never used", path: set.contentsPath, at: .fileStart)
        }
    }
}
