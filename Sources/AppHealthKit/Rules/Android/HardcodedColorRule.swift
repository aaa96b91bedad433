/// Color literals in layouts instead of `@color/…` resources.
public struct HardcodedColorRule: AndroidXMLRule {
    public static let descriptor = RuleDescriptor(
        id: "android.hardcoded-color",
        title: "Hardcoded color in a layout",
        defaultSeverity: .note,
        category: .assets,
        summary: "A color literal (`#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`) in a layout attribute instead of a `@color/…` resource or theme attribute.",
        rationale: "Colors kept in `colors.xml` (or the theme) change in one place and support dark mode; literals scattered through layouts drift apart. Feeds the code-review checklist item \"colors in resources\".",
        skips: [
            "`tools:` attributes (design-time only)",
            "text-bearing attributes (`android:text=\"#ABC\"` is a hashtag, not a color): text, hint, contentDescription, title, tooltip and other `*Text`/`*Hint` attributes",
            "`@color/…`, `?attr/…` and data binding `@{…}` values",
            "fully transparent colors (`#0000`, `#00000000`, `#00FFFFFF`): no color, the same in every theme",
            "colors in `res/values*/colors.xml` and drawables, where literals belong",
            "sample colours code replaces: a literal `android:textColor` or `android:background` of a layout view whose text colour (`v.setTextColor(…)`) or background (`v.setBackgroundColor(…)`, `setBackgroundResource`, `v.background = …`) a Kotlin or Java file that names the layout (`R.layout.x`, its binding class) sets by the view's id, as `android.hardcoded-text` reads it",
            "developer screens: layouts of an Android `internal` or `debug` source set or of a testers' flavour (`deviceForTesters`), files and folders named with `Debug` or as developer settings",
        ],
        help: "Declare the color in res/values/colors.xml (or use a theme attribute) and reference it.",
        triggeringExamples: [
            RuleExample("app/src/main/res/layout/activity_main.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    ↓android:background="#FFFFFF">
                    <TextView ↓android:textColor="#ff0000" />
                    <com.google.android.material.card.MaterialCardView ↓app:cardBackgroundColor="#80000000" />
                    <View ↓android:background="#abc" />
                    <View ↓android:foreground="#0D000000" />
                </LinearLayout>
                """),
            // Librera: sample colours code paints over by the view's id (a colour dialog's preview
            // swatches, a notification's title colour); another attribute of the same view stays reported.
            RuleExample([
                ExampleFile("app/src/main/res/layout/dialog_colors.xml", """
                    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                        <FrameLayout android:id="@+id/foregroundLayout" android:background="#ff0000" />
                        <TextView android:id="@+id/onNightColor" android:textColor="#FFFFFF" />
                        <TextView android:id="@+id/title" android:textColor="#FFFFFF" />
                        <TextView android:id="@+id/sample" android:textColor="#000000" ↓android:background="#EEEEEE" />
                        <TextView android:id="@+id/time" ↓android:textColor="#80FFFFFF" />
                    </LinearLayout>
                    """),
                // Mastodon: another layout's `time` view, whose colour a file that never names
                // this layout sets, says nothing of this one.
                ExampleFile("app/src/main/java/com/acme/AudioItem.java", """
                    class AudioItem {
                        TextView time;
                        AudioItem(LayoutInflater inflater) { View v = inflater.inflate(R.layout.item_audio, null); time = v.findViewById(R.id.time); }
                        void tint(int color) { time.setTextColor(color); }
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/ColorsDialog.java", """
                    class ColorsDialog {
                        void show(LayoutInflater inflater, RemoteViews views, int color) {
                            View view = inflater.inflate(R.layout.dialog_colors, null);
                            FrameLayout foreground = (FrameLayout) view.findViewById(R.id.foregroundLayout);
                            foreground.setBackgroundColor(color);
                            ((TextView) view.findViewById(R.id.onNightColor)).setTextColor(color);
                            views.setTextColor(R.id.title, color);
                        }
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/Sample.kt", """
                    class Sample(private val binding: DialogColorsBinding) {
                        fun paint(color: Int) { binding.sample.setTextColor(color) }
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample("app/src/main/res/layout/activity_main.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools"
                    android:background="@color/surface">
                    <TextView android:textColor="?attr/colorOnSurface" tools:background="#FF0000" />
                    <TextView android:text="#1 best seller" />
                    <TextView android:text="#ABC" android:hint="#1234" android:contentDescription="#fff" />
                    <TextView android:text="@{vm.hex}" />
                    <FrameLayout android:background="#00000000" android:foreground="#0000" />
                    <View android:background="#12345" />
                    <View android:background="#FFFFFF" tools:ignore="android.hardcoded-color" />
                </LinearLayout>
                """),
            RuleExample("app/src/main/res/values/colors.xml", """
                <resources>
                    <color name="surface">#FFFFFF</color>
                </resources>
                """),
            RuleExample("app/src/main/res/drawable/bg_button.xml", """
                <shape xmlns:android="http://schemas.android.com/apk/res/android">
                    <solid android:color="#FF6200EE" />
                </shape>
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: AndroidXMLFile) -> [Finding] {
        guard file.folder?.type == "layout" else { return [] }
        var findings: [Finding] = []
        let path = file.path  // read once: the closure would copy `file` for each element
        file.root.forEachElement { element in
            // The value first: it is the cheapest test and the one that rules out nearly every attribute.
            for attribute in element.attributes
            where Self.isColorLiteral(attribute.value) && attribute.namespaceURI != XMLNamespace.tools && attribute.prefix != "xmlns"
                && !Self.carriesText(attribute.localName) && !Self.isFullyTransparent(attribute.value) {
                findings.append(Self.descriptor.finding(
                    "Hardcoded color \(attribute.value) in \(attribute.qualifiedName); use a @color resource or a theme attribute",
                    path: path, at: attribute.location))
            }
        }
        return findings
    }

    /// Attributes whose value is shown as text, where `#ABC` is a hashtag or a code.
    static func carriesText(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.contains("color") { return false }
        return ["text", "hint", "contentdescription", "title", "subtitle", "summary", "label", "tooltiptext", "tag", "error"].contains(lower)
            || lower.hasSuffix("text") || lower.hasSuffix("hint") || lower.hasSuffix("title")
    }

    /// `#0000`, `#00000000`, `#00FFFFFF`: no color at all, the same in every theme (Infinity's
    /// and LibreTube's transparent backgrounds), as `@android:color/transparent` is.
    static func isFullyTransparent(_ value: String) -> Bool {
        let digits = value.utf8.dropFirst()
        return (digits.count == 4 && digits.first == UInt8(ascii: "0"))
            || (digits.count == 8 && digits.prefix(2).allSatisfy { $0 == UInt8(ascii: "0") })
    }

    static func isColorLiteral(_ value: String) -> Bool {
        // The first byte before the first Character: nearly no value starts with `#`, and making
        // the first Character of every attribute value of every layout was most of this rule.
        guard value.utf8.first == UInt8(ascii: "#"), value.first == "#" else { return false }
        let digits = value.dropFirst()
        return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
}
