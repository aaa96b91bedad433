/// Layout files named by what they are: `activity_`, `fragment_`, `item_`, …
public struct LayoutNamingRule: ProjectRule {
    public static let defaultPrefixes = [
        "activity_", "fragment_", "view_", "item_", "dialog_", "include_", "layout_", "list_", "row_",
        "content_", "merge_", "widget_", "bottom_sheet_", "popup_", "toolbar_", "header_", "footer_",
        "cell_", "screen_", "partial_", "nav_", "notification_", "app_bar_", "component_", "preference_", "pref_",
        "bottomsheet_", "alertdialog_", "adapter_",
        // A home-screen widget's layouts (mihon's `appwidget_loading`, its `initialLayout`), as `widget_`.
        "appwidget_",
    ]

    /// Role words accepted at the end of a name too (`mission_item`, `settings_fragment`): a
    /// consistent suffix scheme says what a layout is as clearly as a prefix does.
    public static let defaultSuffixes = [
        "activity", "fragment", "view", "item", "listitem", "dialog", "layout", "row", "header", "footer",
        "cell", "screen", "content", "widget", "sheet", "popup", "toolbar", "card", "overlay", "panel", "page", "entry",
        "appbar", "bottomsheet", "container", "toast", "banner", "button", "tab", "chip", "badge", "placeholder", "snackbar", "tooltip",
        // Conductor's screens (QKSMS's ten `…_controller` layouts).
        "controller",
        // Role words the prefixes have (kontalk's `progress_notification`, `account_preference`).
        "notification", "preference", "pref", "adapter", "component", "include", "merge", "nav", "list",
    ]

    public static let descriptor = RuleDescriptor(
        id: "android.layout-naming",
        title: "Layout file naming",
        defaultSeverity: .note,
        category: .assets,
        summary: "A layout file whose name does not start with one of the agreed prefixes (`activity_`, `fragment_`, `view_`, `item_`, `dialog_`, `include_`, `layout_`, `list_`, `row_`, …).",
        rationale: "A prefix says what a layout is for (`activity_splash`, `fragment_settings`, `item_user`), so a newcomer finds the screen behind a file and reusable parts stand apart. Feeds the code-review checklist item \"layout naming\".",
        skips: [
            "layouts nothing inflates and no name built at run time may load (`android.unused-resource` reports them: deleting is the fix, not renaming)",
            "qualified copies of a layout (`layout-land/…`) are reported once, at the default layout",
            "files outside `res/layout*/`",
            "a prefix of the project's own that most layouts of a module share (`ui_map`, `ui_contacts`, … in a module where at least 5 layouts and 60 % use `ui_`), or that names a family of three or more layouts (`properties_general`, `properties_hash`, `properties_video`; the first word alone counts: `appwidget`, `appwidget_dark`, `appwidget_light`): a consistent scheme",
            "names with a role word as one of their `_`-separated parts (`mission_item`, `settings_fragment`, `subscription_list_item_text`): a consistent suffix scheme is a naming scheme too (option `suffixes`; set it to `[]` to require prefixes)",
        ],
        help: "Rename the layout with a prefix that says what it is (activity_, fragment_, item_, view_, dialog_, …).",
        options: [
            RuleOptionDescriptor(name: "prefixes", summary: "Accepted layout name prefixes.", defaultValue: .strings(defaultPrefixes)),
            RuleOptionDescriptor(name: "suffixes", summary: "Role words accepted as the last `_`-separated part of a name.", defaultValue: .strings(defaultSuffixes)),
        ],
        triggeringExamples: [
            RuleExample([
                ExampleFile("app/src/main/res/layout/main.xml", """
                    ↓<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" />
                    """),
                inflating("main"),
            ]),
            RuleExample([
                ExampleFile("app/src/main/res/layout/usercell.xml", """
                    ↓<?xml version="1.0" encoding="utf-8"?>
                    <TextView xmlns:android="http://schemas.android.com/apk/res/android" />
                    """),
                inflating("usercell"),
            ]),
            RuleExample([
                ExampleFile("app/src/main/res/layout/homescreen.xml", "↓<LinearLayout />"),
                ExampleFile("app/src/main/res/layout-land/homescreen.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout-sw600dp/tablet_only.xml", "↓<LinearLayout />"),
                inflating("homescreen", "tablet_only"),
            ]),
            // Nothing inflates it, but a name built at run time may reach it: kept, so named.
            RuleExample([
                ExampleFile("app/src/main/res/layout/promo.xml", "↓<LinearLayout />"),
                ExampleFile("app/src/main/java/com/acme/Screens.kt", """
                    fun screen(context: Context, name: String) = context.resources.getIdentifier(name, "layout", context.packageName)
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            // Nothing inflates it: deleting it is the fix (`android.unused-resource` says so), not a new name.
            RuleExample("app/src/main/res/layout/webview.xml", """
                <WebView xmlns:android="http://schemas.android.com/apk/res/android" />
                """),
            // The role word alone names the role.
            RuleExample("app/src/main/res/layout/toolbar.xml", """
                <androidx.appcompat.widget.Toolbar xmlns:android="http://schemas.android.com/apk/res/android" />
                """),
            RuleExample("app/src/main/res/layout/activity_main.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" />
                """),
            RuleExample([
                ExampleFile("app/src/main/res/layout/item_product.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout-land/item_product.xml", "<LinearLayout />"),
            ]),
            RuleExample([
                ExampleFile("app/src/main/res/layout/ui_map.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout/ui_contacts.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout/ui_status.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout/ui_welcome.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout/ui_row_contact.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout/activity_main.xml", "<LinearLayout />"),
            ]),
            // kontalk: a notification's layout named `<what>_notification`.
            RuleExample([
                ExampleFile("app/src/main/res/layout/progress_notification.xml", "<LinearLayout />"),
                inflating("progress_notification"),
            ]),
            // A family of the project's own: the tabs of one dialog.
            RuleExample([
                ExampleFile("app/src/main/res/layout/properties_general.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout/properties_hash.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout/properties_video.xml", "<LinearLayout />"),
                inflating("properties_general", "properties_hash", "properties_video"),
            ]),
            // QKSMS: Conductor's controllers, one layout each.
            RuleExample([
                ExampleFile("presentation/src/main/res/layout/about_controller.xml", "<LinearLayout />"),
                inflating("about_controller"),
            ]),
            // materialistic: the family's first word alone belongs to it (a widget and its themes).
            RuleExample([
                ExampleFile("app/src/main/res/layout/appwidget.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout/appwidget_dark.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/layout/appwidget_light.xml", "<LinearLayout />"),
                inflating("appwidget", "appwidget_dark", "appwidget_light"),
            ]),
            RuleExample([
                ExampleFile("app/src/main/res/layout/appwidget_loading.xml", "<LinearLayout />"),
                ExampleFile("app/src/main/res/xml/updates_widget_info.xml", """
                    <appwidget-provider xmlns:android="http://schemas.android.com/apk/res/android" android:initialLayout="@layout/appwidget_loading" />
                    """),
            ]),
            RuleExample("app/src/main/res/layout/subscription_detail_list_item_text.xml", "<LinearLayout />"),
            // Role words of smaller pieces (Kickstarter's `pledge_container`, `toast_error`).
            RuleExample([
                ExampleFile("app/src/main/res/layout/pledge_container.xml", "<FrameLayout />"),
                ExampleFile("app/src/main/res/layout/toast_error.xml", "<TextView />"),
                inflating("pledge_container", "toast_error"),
            ]),
            RuleExample("app/src/main/res/layout/download_mission_item.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" />
                """),
            RuleExample("app/src/main/res/layout/legacy.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools" tools:ignore="android.layout-naming" />
                """),
        ],
        wholeFile: true
    )

    let prefixes: [String]
    let suffixes: Set<String>

    public init(options: RuleOptions) {
        prefixes = options.strings("prefixes")
        suffixes = Set(options.strings("suffixes"))
    }

    func isWellNamed(_ name: String) -> Bool {
        if prefixes.contains(where: { name.hasPrefix($0) }) { return true }
        if suffixes.contains(name) { return true }  // `toolbar.xml`, `header.xml`: the role word alone
        // A role word anywhere says what the layout is: `mission_item`, `subscription_list_item_text`.
        guard name.contains("_") else { return false }
        return name.split(separator: "_").contains { suffixes.contains(String($0)) }
    }

    public func check(_ project: ProjectModel) -> [Finding] {
        // One finding per layout name and res directory: at the default layout, else the first variant.
        var seen = Set<String>()
        var findings: [Finding] = []
        let layouts = project.tree.files.filter { $0.resourceFolder?.type == "layout" && $0.name.hasSuffix(".xml") }
        let ordered = layouts.sorted { a, b in
            let qa = a.resourceFolder?.qualifiers.isEmpty == true ? 0 : 1
            let qb = b.resourceFolder?.qualifiers.isEmpty == true ? 0 : 1
            return (qa, a.path) < (qb, b.path)
        }
        // A scheme of the project's own: a first word most layouts of a module share (all its
        // source sets: a flavor's few layouts follow the module's scheme).
        let module = { (file: ProjectFile) in project.tree.androidModule(containing: file.path)?.path ?? (file.resDirectory ?? "") }
        var byFolder: [String: [String]] = [:]
        for file in ordered where file.resourceFolder?.qualifiers.isEmpty == true {
            byFolder[module(file), default: []].append(file.resourceName)
        }
        var ownPrefixes: [String: Set<String>] = [:]
        for (folder, names) in byFolder {
            var firsts = Dictionary(grouping: names.filter { $0.contains("_") }) { String($0.prefix { $0 != "_" }) + "_" }
            // The family's first word alone is one of it (materialistic's `appwidget` beside
            // `appwidget_dark` and `appwidget_light`).
            for name in names where !name.contains("_") { firsts[name + "_"]?.append(name) }
            if names.count >= 5, let (prefix, members) = firsts.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }),
                Double(members.count) >= 0.6 * Double(names.count) {
                ownPrefixes[folder, default: []].insert(prefix)
            }
            // A family: three or more layouts of a module named by one first word (Amaze's
            // `properties_general`, `properties_hash`, … the tabs of `properties_dialog`).
            for (prefix, members) in firsts where members.count >= 3 { ownPrefixes[folder, default: []].insert(prefix) }
        }
        var usage: ResourceUsage?
        for file in ordered {
            let name = file.resourceName
            if let own = ownPrefixes[module(file)], own.contains(where: { name.hasPrefix($0) || name + "_" == $0 }) { continue }
            guard seen.insert((file.resDirectory ?? "") + "/" + name).inserted else { continue }
            guard !isWellNamed(name) else { continue }
            // A layout nothing inflates needs no better name: deleting it is the fix (`android.unused-resource`).
            if usage == nil { usage = project.resourceUsage }
            if usage!.isDeletable(type: "layout", name: name) { continue }
            findings.append(Self.descriptor.finding(
                "Layout \(file.name) does not start with a known prefix (\(prefixes.prefix(6).joined(separator: ", ")), …)",
                path: file.path, at: .fileStart))
        }
        return findings
    }

    /// An activity inflating the layouts `names` (examples: a layout nothing uses is not named).
    static func inflating(_ names: String...) -> ExampleFile {
        ExampleFile("app/src/main/java/com/acme/Screens.kt", names.map { "val \($0) = R.layout.\($0)" }.joined(separator: "\n"))
    }
}
