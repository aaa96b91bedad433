/// Examples of `android.unused-resource`: small multi-module trees with code, manifests and resources.
enum UnusedResourceExamples {
    static let manifest = ExampleFile("app/src/main/AndroidManifest.xml", """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
            <application android:label="@string/app_name" android:theme="@style/Theme.Shop.Dark" />
        </manifest>
        """)

    static let triggering: [RuleExample] = [
        RuleExample([
            manifest,
            ExampleFile("app/src/main/java/com/acme/MainActivity.kt", """
                class MainActivity { fun title() = getString(R.string.welcome) }
                // R.string.promo is only mentioned in this comment
                """),
            ExampleFile("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="app_name">Shop</string>
                    <string name="welcome">Welcome</string>
                    ↓<string name="promo">Summer sale</string>
                </resources>
                """),
            ExampleFile("app/src/main/res/values-es/strings.xml", """
                <resources>
                    <string name="promo">Rebajas</string>
                </resources>
                """),
            ExampleFile("app/src/main/res/values/styles.xml", """
                <resources>
                    <style name="Theme.Shop" parent="Theme.AppCompat" />
                    <style name="Theme.Shop.Dark" />
                    ↓<style name="Widget.Old" />
                </resources>
                """),
        ], testsSuppression: true),
        // A layout nobody inflates takes its drawable, and the drawable's color, with it.
        RuleExample([
            manifest,
            ExampleFile("app/src/main/res/values/strings.xml", "<resources><string name=\"app_name\">Shop</string></resources>"),
            ExampleFile("app/src/main/res/values/styles.xml", "<resources><style name=\"Theme.Shop.Dark\" /></resources>"),
            ExampleFile("app/src/main/res/layout/activity_old.xml", """
                ↓<ImageView xmlns:android="http://schemas.android.com/apk/res/android" android:src="@drawable/bg_old" />
                """),
            ExampleFile("app/src/main/res/drawable/bg_old.xml", """
                ↓<shape xmlns:android="http://schemas.android.com/apk/res/android"><solid android:color="@color/old_red" /></shape>
                """),
            ExampleFile("app/src/main/res/values/colors.xml", """
                <resources>
                    ↓<color name="old_red">#F00</color>
                </resources>
                """),
        ], testsSuppression: true),
        // A design-system module's resources named through a type alias (Bitwarden's
        // `typealias BitwardenString = com.bitwarden.ui.R.string`): what no alias use names is unused;
        // an alias of `android.R` names none of the app's.
        RuleExample([
            manifest,
            ExampleFile("ui/src/main/kotlin/com/acme/ui/Resources.kt", """
                package com.acme.ui
                typealias AcmeString = com.acme.ui.R.string
                typealias AcmeDrawable = R.drawable
                typealias SystemString = android.R.string
                """),
            ExampleFile("app/src/main/java/com/acme/HomeScreen.kt", """
                import com.acme.ui.AcmeString
                @Composable
                fun HomeScreen() {
                    Text(stringResource(AcmeString.welcome))
                    Icon(painterResource(AcmeDrawable.ic_home), contentDescription = null)
                    Text(stringResource(SystemString.ok))
                }
                """),
            ExampleFile("app/src/main/res/values/strings.xml", "<resources><string name=\"app_name\">Shop</string></resources>"),
            ExampleFile("app/src/main/res/values/styles.xml", "<resources><style name=\"Theme.Shop.Dark\" /></resources>"),
            ExampleFile("ui/src/main/res/values/strings.xml", """
                <resources>
                    <string name="welcome">Welcome</string>
                    ↓<string name="ok">OK</string>
                </resources>
                """),
            ExampleFile("ui/src/main/res/drawable/ic_home.xml", "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
            ExampleFile("ui/src/main/res/drawable/ic_old.xml", "↓<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
        ]),
        // A look-up whose type is written in the name (Amaze File Manager's FTP errors,
        // `"$packageName:string/ftp_error_$subId"`): strings may be reached, drawables are not.
        RuleExample([
            manifest,
            ExampleFile("app/src/main/java/com/acme/FtpReply.kt", """
                fun message(code: Int) = resources.getString(resources.getIdentifier("$packageName:string/ftp_error_$code", null, null))
                """),
            ExampleFile("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="app_name">Shop</string>
                    <string name="ftp_error_1">Not found</string>
                </resources>
                """),
            ExampleFile("app/src/main/res/values/styles.xml", "<resources><style name=\"Theme.Shop.Dark\" /></resources>"),
            ExampleFile("app/src/main/res/drawable/ic_doc_album.xml", "↓<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
        ]),
        // A name built of pieces (KeePassDX's icon packs, `id + "_" + String.format("%02d", n) +
        // "_32dp"`, or a Kotlin template `"${id}_badge_small"`) reaches the drawables its literal
        // pieces fit, `classic_07_32dp`, and no other.
        RuleExample([
            manifest,
            ExampleFile("icon-pack/src/main/java/com/acme/IconPack.java", """
                class IconPack {
                    int icon(String id, int num) {
                        return resources.getIdentifier(id + "_" + String.format(Locale.ENGLISH, "%02d", num) + "_32dp", "drawable", packageName);
                    }
                }
                """),
            ExampleFile("icon-pack/src/main/java/com/acme/Badge.kt", """
                fun badge(id: String) = resources.getIdentifier("${id}_badge_small", "drawable", packageName)
                """),
            ExampleFile("app/src/main/res/values/strings.xml", "<resources><string name=\"app_name\">Shop</string></resources>"),
            ExampleFile("app/src/main/res/values/styles.xml", "<resources><style name=\"Theme.Shop.Dark\" /></resources>"),
            ExampleFile("icon-pack/classic/src/main/res/drawable/classic_07_32dp.xml", "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
            ExampleFile("icon-pack/classic/src/main/res/drawable/star_badge_small.xml", "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
            ExampleFile("icon-pack/classic/src/main/res/drawable/classic_07_48dp.xml", "↓<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
        ]),
    ]

    static let nonTriggering: [RuleExample] = [
        // OpenBoard's spoken emoji descriptions: a format string's fixed prefix names the strings a
        // look-up by name builds from it (`String.format("spoken_emoji_%04X", code)`), as the
        // resource shrinker reads format strings.
        RuleExample([
            manifest,
            ExampleFile("app/src/main/java/com/acme/EmojiNames.kt", """
                private const val NAME_FORMAT = "spoken_emoji_%04X"
                fun describe(code: Int): Int = resources.getIdentifier(String.format(NAME_FORMAT, code), "string", packageName)
                """),
            ExampleFile("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="app_name">Shop</string>
                    <string name="spoken_emoji_1F427">Penguin</string>
                </resources>
                """),
            ExampleFile("app/src/main/res/values/styles.xml", "<resources><style name=\"Theme.Shop.Dark\" /></resources>"),
        ]),
        // termux-shared: a library published on JitPack; other apps use its resources.
        RuleExample([
            manifest,
            ExampleFile("app/src/main/java/com/acme/Main.kt", "val layout = R.layout.main"),
            ExampleFile("app/src/main/res/layout/main.xml", "<LinearLayout />"),
            ExampleFile("shared/build.gradle", "apply plugin: 'com.android.library'\napply plugin: 'maven-publish'\nandroid { namespace = \"com.acme.shared\" }\n"),
            ExampleFile("shared/src/main/AndroidManifest.xml", "<manifest />"),
            ExampleFile("shared/src/main/res/values/colors.xml", "<resources><color name=\"red_error_link\">#ff0000</color></resources>"),
        ]),
        // Catima: files the build never packages (hidden ones, `thumbs.db`, editor backups) are no resources.
        RuleExample([
            manifest,
            ExampleFile("app/src/main/java/com/acme/About.kt", "val contributors = R.raw.contributors"),
            ExampleFile("app/src/main/res/raw/contributors.txt", "Jane"),
            ExampleFile("app/src/main/res/raw/.gitignore", "changelog.md\nprivacy.md\n"),
            ExampleFile("app/src/main/res/drawable/.gitkeep", ""),
            ExampleFile("app/src/main/res/raw/Thumbs.db", "x"),
            ExampleFile("app/src/main/res/raw/notes.txt~", "x"),
        ]),
        // Design-time text (Nextcloud's `placeholder_*` strings): Lint counts `tools:` references as uses.
        RuleExample([
            manifest,
            ExampleFile("app/src/main/java/com/acme/UploadDialog.kt", "val layout = R.layout.upload_file_dialog"),
            ExampleFile("app/src/main/res/layout/upload_file_dialog.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools" tools:text="@string/placeholder_filename" />
                """),
            ExampleFile("app/src/main/res/values/strings.xml", """
                <resources><string name="placeholder_filename" translatable="false">Photo.jpg</string></resources>
                """),
        ]),
        RuleExample([
            manifest,
            ExampleFile("app/src/main/java/com/acme/MainActivity.kt", """
                class MainActivity {
                    val binding = ActivityMainBinding.inflate(layoutInflater)
                    val pad = com.acme.R.dimen.padding
                }
                """),
            ExampleFile("app/src/test/java/com/acme/FormatTest.java", """
                class FormatTest { int id = R.plurals.items; }
                """),
            ExampleFile("app/src/main/res/layout/activity_main.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools"
                    android:text="@{@string/greeting}" android:background="@drawable/bg_card" tools:text="@string/preview_only" />
                """),
            ExampleFile("app/src/main/res/drawable/bg_card.xml", """
                <shape xmlns:android="http://schemas.android.com/apk/res/android"><solid android:color="@color/card" /></shape>
                """),
            ExampleFile("app/src/main/res/values/values.xml", """
                <resources xmlns:tools="http://schemas.android.com/tools">
                    <string name="app_name">Shop</string>
                    <string name="greeting">Hi</string>
                    <string name="preview_only" tools:ignore="UnusedResources">Design-time text</string>
                    <color name="card">#FFF</color>
                    <dimen name="padding">8dp</dimen>
                    <plurals name="items"><item quantity="one">1 item</item></plurals>
                    <string name="google_app_id">1:123:android:abc</string>
                    <style name="Base.Shop" parent="Theme.AppCompat" />
                    <style name="Theme.Shop" parent="@style/Base.Shop" />
                    <style name="Theme.Shop.Dark" />
                    <style name="Legacy" tools:ignore="UnusedResources"><item name="android:textColor">@color/legacy</item></style>
                    <color name="legacy">#123</color>
                </resources>
                """),
            // Android Studio's suppression comment: before the root, the whole file (Transportr's
            // AboutLibraries strings, read by name); before an element, that element.
            ExampleFile("app/src/main/res/values/library_maplibre_strings.xml", """
                <?xml version="1.0" encoding="utf-8"?>
                <!--suppress UnusedResources -->
                <resources>
                    <string name="define_maplibre">year;owner</string>
                    <string name="library_maplibre_author">MapLibre</string>
                </resources>
                """),
            ExampleFile("app/src/main/res/values/dimens.xml", """
                <resources>
                    <!--suppress UnusedResources -->
                    <dimen name="legacy_margin">4dp</dimen>
                </resources>
                """),
            ExampleFile("app/src/main/res/raw/keep.xml", """
                <resources xmlns:tools="http://schemas.android.com/tools" tools:keep="@layout/loaded_by_name_*,@raw/keep" />
                """),
            ExampleFile("app/src/main/res/layout/loaded_by_name_a.xml", "<View />"),
            // The shrinker's own settings are not packaged: nothing uses them, nothing should.
            ExampleFile("app/src/main/res/raw/shrinker.xml", """
                <resources xmlns:tools="http://schemas.android.com/tools" tools:shrinkMode="strict" />
                """),
            // Overrides of names declared libraries read (Rules/library-resources.yml).
            ExampleFile("app/build.gradle", """
                plugins { id 'com.google.gms.google-services' version '4.4.2' }
                dependencies {
                    implementation 'androidx.navigation:navigation-ui-ktx:2.7.7'
                    implementation 'androidx.media3:media3-ui:1.3.0'
                }
                """),
            ExampleFile("app/src/main/res/anim/nav_default_enter_anim.xml", "<set />"),
            // Twire: Media3's player view inflates the app's own controls, and what they show is used.
            ExampleFile("app/src/main/res/layout/exo_player_control_view.xml", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <ImageButton android:id="@+id/ic_play" android:src="@drawable/ic_play_arrow" />
                </FrameLayout>
                """),
            ExampleFile("app/src/main/res/drawable/ic_play_arrow.xml", "<vector />"),
        ]),
    ]
}
