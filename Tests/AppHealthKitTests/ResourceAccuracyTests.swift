@testable import AppHealthKit
import Yams
import XCTest

/// Android Lint's documented false-positive causes for UnusedResources, one by one, and what
/// apphealth does with each (research/android-lint-semantics.md).
final class ResourceAccuracyTests: XCTestCase {
    private func unused(_ files: [String: String]) throws -> [Finding] {
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        let result = Auditor().run(AuditRequest(root: tree.root, jobs: 1, onlyRules: ["android.unused-resource"]))
        return result.findings
    }

    private let manifest = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:label=\"@string/app_name\"/></manifest>"

    func testTranslationsAreReportedOnceAtTheDefaultDeclaration() throws {
        let findings = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/res/values/strings.xml": "<resources>\n<string name=\"app_name\">A</string>\n<string name=\"old\">Old</string>\n</resources>",
            "app/src/main/res/values-es/strings.xml": "<resources><string name=\"old\">Viejo</string></resources>",
            "app/src/main/res/values-de/strings.xml": "<resources><string name=\"old\">Alt</string></resources>",
            "app/src/main/res/values-b+sr+Latn/strings.xml": "<resources><string name=\"old\">Staro</string></resources>",
        ])
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.path, "app/src/main/res/values/strings.xml")
        XCTAssertEqual(findings.first?.line, 3)
        XCTAssertEqual(findings.first?.message, "string 'old' is never used (also in values-b+sr+Latn, values-de, values-es)")
    }

    /// The index keeps places in the files' declaration lists instead of copies: a key's
    /// declarations read back in path order, file resources (declared by existing) first, and the
    /// whole table agrees with the one-key reading.
    func testIndexReadsDeclarationsInPathOrder() throws {
        let tree = try ScratchTree()
        let files = [
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string><string name=\"old\">Old</string></resources>",
            "app/src/main/res/values-es/strings.xml": "<resources><string name=\"old\">Viejo</string></resources>",
            "app/src/main/res/values/ids.xml": "<resources><item type=\"drawable\" name=\"icon\">@drawable/real</item></resources>",
            "app/src/main/res/drawable/icon.xml": "<shape/>",
            "app/src/main/res/drawable-hdpi/icon.png": "x",
        ]
        for (path, text) in files { try tree.write(path, text) }
        let discovered = FileDiscovery().discover(root: tree.root)
        var model = ProjectModel(tree: discovered)
        let analyzer = FileAnalyzer(xmlRules: [], codeRules: [], swiftRules: [], parser: XMLFileParser())
        for file in discovered.files { if let facts = analyzer.analyze(file).resources { model.resourceFacts[file.path] = facts } }
        let index = ResourceIndex(model)
        XCTAssertEqual(index.declarations(of: ResourceKey(type: "string", name: "old"))?.map(\.folder), ["values-es", "values"])
        XCTAssertEqual(index.declarations(of: ResourceKey(type: "drawable", name: "icon"))?.map(\.path),
                       ["app/src/main/res/drawable-hdpi/icon.png", "app/src/main/res/drawable/icon.xml", "app/src/main/res/values/ids.xml"])
        XCTAssertNil(index.declarations(of: ResourceKey(type: "string", name: "missing")))
        XCTAssertEqual(index.declarations.count, 3)
        // Against the facts themselves: each key's declarations from parsed files are the files'
        // own records, whole, in path order (a place pointing at the wrong file or position fails).
        for key in index.declarations.keys {
            let fromFacts = model.resourceFacts.keys.sorted().flatMap { path in model.resourceFacts[path]!.declarations.filter { $0.key == key } }
            XCTAssertEqual(index.declarations(of: key)?.filter { model.resourceFacts[$0.path] != nil }, fromFacts, "\(key)")
        }
        XCTAssertEqual(index.unused(), [ResourceKey(type: "drawable", name: "icon"), ResourceKey(type: "string", name: "old")])
    }

    func testResourcesUsedByOtherResourcesFollowTheirUser() throws {
        let used = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/java/A.kt": "class A { val l = R.layout.activity_a }",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string></resources>",
            "app/src/main/res/layout/activity_a.xml": "<View xmlns:android=\"http://schemas.android.com/apk/res/android\" android:background=\"@drawable/bg\"/>",
            "app/src/main/res/drawable/bg.xml": "<shape xmlns:android=\"http://schemas.android.com/apk/res/android\"><solid android:color=\"@color/c\"/></shape>",
            "app/src/main/res/values/colors.xml": "<resources><color name=\"c\">@color/base</color><color name=\"base\">#FFF</color></resources>",
        ])
        XCTAssertEqual(used, [], "a chain from code keeps every link")

        let unusedChain = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string></resources>",
            "app/src/main/res/drawable/bg.xml": "<shape xmlns:android=\"http://schemas.android.com/apk/res/android\"><solid android:color=\"@color/c\"/></shape>",
            "app/src/main/res/values/colors.xml": "<resources><color name=\"c\">#FFF</color></resources>",
        ])
        XCTAssertEqual(Set(unusedChain.map(\.message)), ["drawable 'bg' is never used", "color 'c' is never used"])
    }

    func testDynamicNamesTurnFindingsIntoNotesWithTheReason() throws {
        let findings = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/java/Icons.java": "class Icons { int id(String n) { return res.getIdentifier(\"flag_\" + n, \"drawable\", pkg); } }",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string></resources>",
            "app/src/main/res/drawable/flag_es.xml": "<shape/>",
            "app/src/main/res/drawable/icon_old.xml": "<shape/>",
        ])
        // `flag_es` starts with the literal prefix `"flag_"` (Lint's potential resource names); `icon_old` does not.
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.hasPrefix("drawable 'icon_old'") == true, findings.first?.message ?? "")
        XCTAssertEqual(findings.first?.severity, .note)
        XCTAssertTrue(findings.first?.message.contains("getIdentifier in app/src/main/java/Icons.java:1") == true, findings.first?.message ?? "")
    }

    /// Issue 14, cause 4: `android.resource://…/raw/$name` and `getIdentifier(name, "raw", …)` reach
    /// raw resources only; literal names are plain references.
    func testDynamicLookupsReachOnlyTheirTypes() throws {
        let findings = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/java/Sounds.kt": """
                class Sounds {
                    fun uri(name: String) = Uri.parse("android.resource://$packageName/raw/$name")
                    fun beep() = Uri.parse("android.resource://" + packageName + "/raw/beep")
                    fun flag() = resources.getIdentifier("flag_es", "drawable", packageName)
                }
                """,
            "app/src/main/java/Tones.java": "class Tones { Uri u(String n) { return Uri.parse(\"android.resource://\" + getPackageName() + \"/raw/\" + n); } }",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string><string name=\"old\">Old</string></resources>",
            "app/src/main/res/raw/chime.ogg": "x",
            "app/src/main/res/raw/beep.ogg": "x",
            "app/src/main/res/drawable/flag_es.xml": "<shape/>",
            "app/src/main/res/drawable/flag_fr.xml": "<shape/>",
        ])
        let byMessage = Dictionary(findings.map { ($0.message, $0.severity) }) { a, _ in a }
        XCTAssertEqual(byMessage["string 'old' is never used"], .warning, "a raw look-up cannot reach strings")
        XCTAssertEqual(byMessage["drawable 'flag_fr' is never used"], .warning, "a literal getIdentifier reaches one drawable")
        let chime = findings.first { $0.message.hasPrefix("raw 'chime'") }
        XCTAssertEqual(chime?.severity, .note)
        XCTAssertEqual(chime?.message, "raw 'chime' is never used; the project looks raw resources up by name at run time (android.resource://…/raw/ in app/src/main/java/Sounds.kt:2), so check before deleting")
        XCTAssertEqual(findings.count, 3, findings.map(\.message).joined(separator: "\n"))
    }

    func testKeepDiscardTestsIgnoreAndOtherModules() throws {
        let findings = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/res/values/strings.xml": """
                <resources xmlns:tools="http://schemas.android.com/tools">
                    <string name="app_name">A</string>
                    <string name="kept_a">a</string>
                    <string name="kept_b">b</string>
                    <string name="test_only">t</string>
                    <string name="from_library_code">l</string>
                    <string name="ignored" tools:ignore="UnusedResources">@string/reached_by_ignored</string>
                    <string name="reached_by_ignored">r</string>
                    <string name="only_in_tools">x</string>
                    <string name="ok">OK</string>
                </resources>
                """,
            "app/src/main/res/raw/keep.xml": "<resources xmlns:tools=\"http://schemas.android.com/tools\" tools:keep=\"@string/kept_*,@raw/keep\" tools:discard=\"@string/kept_b\"/>",
            "app/src/test/java/T.kt": "class T { val s = R.string.test_only }",
            "features/payments/src/main/AndroidManifest.xml": "<manifest/>",
            "features/payments/src/main/java/P.kt": "class P { val s = com.acme.R.string.from_library_code; val o = android.R.string.ok }\n// R.string.only_in_tools",
            "app/src/main/res/layout/activity_x.xml": "<View xmlns:tools=\"http://schemas.android.com/tools\" tools:text=\"@string/only_in_tools\"/>",
            "app/src/main/java/X.kt": "class X { val b = ActivityXBinding.inflate(i) }",
        ])
        // `only_in_tools` is named by a reachable layout's `tools:text`: a design-time use, as
        // Android Lint counts it (Nextcloud's placeholder strings).
        XCTAssertEqual(Set(findings.map(\.message)), [
            "string 'kept_b' is never used", "string 'ok' is never used",
        ])
    }

    func testStyleParentsExplicitImplicitAndBare() throws {
        let findings = try unused([
            "app/src/main/AndroidManifest.xml": "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:theme=\"@style/Theme.App.Dark\"/></manifest>",
            "app/src/main/res/values/themes.xml": """
                <resources>
                    <style name="Base.App" parent="Theme.Material3.DayNight" />
                    <style name="Theme.App" parent="Base.App" />
                    <style name="Theme.App.Dark" />
                    <style name="Theme.App.Light" />
                    <style name="Orphan.Child" parent="" />
                    <style name="Orphan" />
                </resources>
                """,
        ])
        XCTAssertEqual(Set(findings.map(\.message)), [
            "style 'Theme.App.Light' is never used", "style 'Orphan.Child' is never used", "style 'Orphan' is never used",
        ])
    }

    func testReferenceParsing() {
        XCTAssertEqual(ResourceKey.references(in: "@string/a"), [ResourceKey(type: "string", name: "a")])
        XCTAssertEqual(ResourceKey.references(in: "@{vm.ok ? @string/yes : @com.acme:string/no}"),
                       [ResourceKey(type: "string", name: "yes"), ResourceKey(type: "string", name: "no")])
        XCTAssertEqual(ResourceKey.references(in: "@android:color/white"), [])
        XCTAssertEqual(ResourceKey.references(in: "@+id/title"), [])
        XCTAssertEqual(ResourceKey.references(in: "?attr/colorPrimary"), [])
        XCTAssertEqual(ResourceKey.references(in: "user@example.com"), [])
        XCTAssertEqual(ResourceKey(type: "style", name: "Theme.App"), ResourceKey(type: "style", name: "Theme_App"))
        XCTAssertEqual(ResourceKey(type: "string-array", name: "a"), ResourceKey(type: "array", name: "a"))
        XCTAssertEqual(ResourceFacts.snakeCase("ActivityMain2"), "activity_main2")
    }

    /// Issue 14, causes 1, 2 and 10: Kotlin import aliases of `R`, imported nested `R` classes,
    /// and binding classes of layouts whose names have digits after an underscore.
    func testAliasesNestedImportsAndBindingNamesWithDigits() throws {
        let findings = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/res/values/strings.xml": """
                <resources>
                    <string name="app_name">A</string>
                    <string name="from_alias">Aliased</string>
                    <string name="from_nested">Nested</string>
                    <string name="from_nested_alias">Nested alias</string>
                    <string name="really_unused">Unused</string>
                </resources>
                """,
            "app/src/main/res/layout/main.xml": "<View/>",
            "app/src/main/res/layout/activity_main_2.xml": "<View/>",
            "app/src/main/res/layout/item_2col.xml": "<View/>",
            "app/src/main/res/layout/never_inflated.xml": "<View/>",
            "app/src/main/java/com/acme/A.kt": """
                import com.acme.common.R as CommonR
                import com.acme.R.layout
                import com.acme.R.string as S

                class A {
                    fun show() {
                        getString(CommonR.string.from_alias)
                        setContentView(layout.main)
                        getString(S.from_nested_alias)
                        getString(com.acme.R.string.from_nested)
                        val a = ActivityMain2Binding.inflate(layoutInflater)
                        val b = Item2colBinding.inflate(layoutInflater)
                        val unrelated = config.layout.size   // not `layout.<name>` of R
                    }
                }
                """,
        ])
        XCTAssertEqual(Set(findings.map(\.message)), ["string 'really_unused' is never used", "layout 'never_inflated' is never used"])
    }

    /// Issue 14, cause 3 and false negative 4: a resource named like one a declared library reads
    /// is that library's override; the same names without the library, or other names with the
    /// library's prefix, are the project's own.
    func testLibraryOverridesOnlyWithTheirLibrary() throws {
        let resources: [String: String] = [
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/res/values/strings.xml": """
                <resources>
                    <string name="app_name">A</string>
                    <string name="google_app_id">1:123:android:abc</string>
                    <string name="facebook_app_id">123</string>
                    <string name="facebook_share_title">Share on Facebook</string>
                </resources>
                """,
            "app/src/main/res/values/bools.xml": "<resources><bool name=\"config_materialPreferenceIconSpaceReserved\">false</bool></resources>",
            "app/src/main/res/values/dimens.xml": "<resources><dimen name=\"design_bottom_navigation_height\">56dp</dimen><dimen name=\"preference_my_gap\">4dp</dimen></resources>",
            "app/src/main/res/anim/nav_default_enter_anim.xml": "<set/>",
            "app/src/main/res/drawable/abc_custom_logo.xml": "<shape/>",
        ]
        let withoutLibraries = try unused(resources.merging(["app/build.gradle": "dependencies { implementation 'com.squareup.okhttp3:okhttp:4.12.0' }"]) { a, _ in a })
        XCTAssertEqual(Set(withoutLibraries.map(\.message)), [
            "string 'google_app_id' is never used", "string 'facebook_app_id' is never used", "string 'facebook_share_title' is never used",
            "bool 'config_materialPreferenceIconSpaceReserved' is never used", "dimen 'design_bottom_navigation_height' is never used",
            "dimen 'preference_my_gap' is never used", "anim 'nav_default_enter_anim' is never used", "drawable 'abc_custom_logo' is never used",
        ])

        let withLibraries = try unused(resources.merging(["app/build.gradle": """
            plugins { id 'com.google.gms.google-services' version '4.4.2' }
            dependencies {
                implementation 'androidx.navigation:navigation-fragment-ktx:2.7.7'
                implementation 'androidx.preference:preference-ktx:1.2.1'
                implementation 'com.google.android.material:material:1.12.0'
                implementation 'androidx.appcompat:appcompat:1.7.0'
                implementation 'com.facebook.android:facebook-login:17.0.0'
            }
            """]) { a, _ in a })
        // `facebook_share_title` and `preference_my_gap` are not names the libraries declare.
        XCTAssertEqual(Set(withLibraries.map(\.message)), ["string 'facebook_share_title' is never used", "dimen 'preference_my_gap' is never used"])
    }

    func testLibraryResourceListIsCurrentAndSourced() throws {
        // Embedded as JSON (scripts/embed-data.py): it must read as the YAML does.
        let onDisk = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Rules/library-resources.yml"), encoding: .utf8)
        XCTAssertEqual(LibraryResources.bundled, try YAMLDecoder().decode(LibraryResources.self, from: onDisk),
                       "Rules/library-resources.yml changed: run scripts/embed-data.py")
        XCTAssertGreaterThan(LibraryResources.bundled.libraries.count, 10)
        for library in LibraryResources.bundled.libraries {
            XCTAssertFalse(library.source.isEmpty || library.dependencies.isEmpty || library.names.isEmpty, library.library)
        }
    }

    /// Issue 14, cause 12: a drawable set that exists in `src/main` is reported there, not at the
    /// `src/debug` copy that sorts first.
    func testDrawableSetFindingsPointAtSrcMain() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/AndroidManifest.xml", manifest)
        // Shown by the app: an image nothing shows is only reported as unused.
        try tree.write("app/src/main/java/Main.java", "class Main { int logo = R.drawable.logo; }")
        for path in ["app/src/debug/res/drawable-hdpi/logo.png", "app/src/main/res/drawable-hdpi/logo.png", "app/src/main/res/drawable-xhdpi/logo.png"] {
            try tree.write(path, bytes: [0x89, 0x50, 0x4E, 0x47])
        }
        let result = Auditor().run(AuditRequest(root: tree.root, jobs: 1, onlyRules: ["android.missing-density"]))
        XCTAssertFalse(result.findings.isEmpty)
        XCTAssertTrue(result.findings.allSatisfy { $0.path.hasPrefix("app/src/main/") }, result.findings.map(\.path).joined(separator: ", "))

        // The same for an unused value declared in a flavor and in main.
        let unusedValue = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string><string name=\"postfix\"></string></resources>",
            "app/src/alpha/res/values/strings.xml": "<resources><string name=\"postfix\">alpha</string></resources>",
        ])
        XCTAssertEqual(unusedValue.map(\.path), ["app/src/main/res/values/strings.xml"])
    }

    /// Preference screens loaded by their key (`getIdentifier(key, type, …)` with a built type): the
    /// key names the screen, whose strings are then used too.
    func testPreferenceKeysNameScreensLoadedByName() throws {
        let findings = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/java/Res.java": "class Res { int id(String kind, String name) { return res.getIdentifier(name, kind.toLowerCase(), pkg); } }",
            "app/src/main/java/Settings.java": "class Settings { void load() { addPreferencesFromResource(R.xml.settings); } }",
            "app/src/main/res/xml/settings.xml": "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\"><Preference android:key=\"settings_interface\" android:title=\"@string/interface_title\"/></PreferenceScreen>",
            "app/src/main/res/xml/settings_interface.xml": "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\"><SwitchPreference android:title=\"@string/swipe\"/></PreferenceScreen>",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string><string name=\"interface_title\">Interface</string><string name=\"swipe\">Swipe</string><string name=\"stale\">Stale</string></resources>",
        ])
        XCTAssertEqual(findings.map(\.message).map { String($0.prefix(28)) }, ["string 'stale' is never used"])
        XCTAssertEqual(findings.first?.severity, .note)
    }

    /// A theme loaded by name (`getIdentifier(name, "style", …)`) may use colors: they are notes too.
    func testWhatALookedUpResourceUsesIsANoteToo() throws {
        let findings = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/java/Themes.java": "class Themes { int id(String base, String service) { return res.getIdentifier(base + service, \"style\", pkg); } }",
            "app/src/main/res/values/styles.xml": "<resources><style name=\"Light.YouTube\"><item name=\"colorPrimary\">@color/youtube_red</item></style></resources>",
            "app/src/main/res/values/colors.xml": "<resources><color name=\"youtube_red\">#F00</color><color name=\"orphan\">#0F0</color></resources>",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string></resources>",
        ])
        let severities = Dictionary(findings.map { (String($0.message.prefix { $0 != ";" }), $0.severity) }) { a, _ in a }
        XCTAssertEqual(severities["style 'Light.YouTube' is never used"], .note)
        XCTAssertEqual(severities["color 'youtube_red' is never used"], .note)
        XCTAssertEqual(severities["color 'orphan' is never used"], .warning)

        // With the theme's base name in the code (`"LightTheme" + "." + service`), the themes it can
        // build are used, and so are their colors; a framework look-up (`"android"`) reaches nothing of the app's.
        let named = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/java/Themes.java": """
                class Themes {
                    int id(String service) { String name = "LightTheme"; name += "." + service; return res.getIdentifier(name, "style", pkg); }
                    int bar() { return res.getIdentifier("status_bar_height", "dimen", "android"); }
                    int clock(String name) { return res.getIdentifier(name, "dimen", "com.android.systemui"); }
                }
                """,
            "app/src/main/res/values/styles.xml": "<resources><style name=\"LightTheme.YouTube\"><item name=\"colorPrimary\">@color/youtube_red</item></style></resources>",
            "app/src/main/res/values/colors.xml": "<resources><color name=\"youtube_red\">#F00</color></resources>",
            "app/src/main/res/values/dimens.xml": "<resources><dimen name=\"status_bar_height\">24dp</dimen></resources>",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string></resources>",
        ])
        XCTAssertEqual(named.map(\.message), ["dimen 'status_bar_height' is never used"])
        XCTAssertEqual(named.first?.severity, .warning)
    }

    /// Issue 14, false negative 5: a translation of the wrong type is a mismatch, not an unused string.
    func testStringPluralsMismatchAcrossTranslations() throws {
        let findings = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/java/A.kt": "class A { val p = R.plurals.items }",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string><plurals name=\"items\"><item quantity=\"one\">1 item</item><item quantity=\"other\">%d items</item></plurals></resources>",
            "app/src/main/res/values-de/strings.xml": "<resources><string name=\"items\">%d Artikel</string></resources>",
        ])
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.path, "app/src/main/res/values-de/strings.xml")
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertEqual(findings.first?.message, "string 'items' in values-de is a plurals in the default values: a type mismatch, so the app silently shows the default text; declare it as <plurals>")

        // Nothing uses the default plurals (Wikipedia's `suggested_edits_added_contribution_label`):
        // the fix is deleting it, which its own finding says; no mismatch to mend.
        let unusedDefault = try unused([
            "app/src/main/AndroidManifest.xml": manifest,
            "app/src/main/java/A.kt": "class A",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app_name\">A</string><plurals name=\"items\"><item quantity=\"one\">1 item</item><item quantity=\"other\">%d items</item></plurals></resources>",
            "app/src/main/res/values-de/strings.xml": "<resources><string name=\"items\">%d Artikel</string></resources>",
        ])
        XCTAssertEqual(unusedDefault.map(\.message), ["plurals 'items' is never used"])
    }
}
