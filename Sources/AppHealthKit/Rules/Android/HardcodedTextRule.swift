import Foundation

/// Android Lint's HardcodedText, plus the manifest's labels and navigation labels.
public struct HardcodedTextRule: AndroidXMLRule, ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "android.hardcoded-text",
        title: "Hardcoded text in Android XML",
        defaultSeverity: .warning,
        category: .localization,
        summary: "Literal user-facing text in a layout, menu, preference screen, the manifest's activity labels, or a navigation graph's destination labels when the app shows them (action bar or toolbar set up with the NavController, code reading `destination.label`), instead of a `@string` resource.",
        rationale: "Every user-facing string belongs in `strings.xml`: that is what makes translation and copy changes cheap. Inherited apps often ignore the IDE's warning. Feeds the code-review checklist item \"user-facing strings in resources\".",
        skips: [
            "values starting with `@` (`@string/…`, data binding `@{…}`) or `?` (theme attributes)",
            "empty values and values with no letters (`*`, `1`, `:`), or none outside format specifiers (`%s`, `%1$d`)",
            "`tools:` attributes such as `tools:text`, and `app:` attributes other than `app:title`/`app:subtitle` of Toolbar, MaterialToolbar and CollapsingToolbarLayout, `app:placeholderText`/`app:helperText`/`app:prefixText`/`app:suffixText` of TextInputLayout, and `app:title`/`app:summary`/`app:dialogTitle`/`app:dialogMessage` in preference screens",
            "licenses and credits screens (`xml/` files named `*licen*`, `*credit*`, `*acknowledg*`, `*attribution*`): they list proper names",
            "people's names and handles in credits (\"Jane Doe (@jdoe)\", \"ilovinheart\", \"Bahasa Indonesia\" heading a translators' list): texts of one word, or of capitalised words only, in a file named for credits (`about_translators.xml`, `*contributor*`, `*thank*`, `*author*`), a preference category titled with such a `@string` (`@string/special_thanks_to`), or a layout group whose first view's text is one (`@string/developers`, `@string/translators`); a sentence there is still reported",
            "Android Studio template defaults (\"Hello World!\", \"New Text\", …)",
            "views gone for good: a layout element with `android:visibility=\"gone\"` and no `android:id` (code cannot find it to show it), and everything inside it",
            "elements under `tools:ignore=\"HardcodedText\"` (or this rule's ID, or `all`)",
            "`<application android:label>`: the launcher label is `release.android.launcher-label`'s, so one defect is reported once; `<receiver>`, `<service>`, `<provider>` and `<instrumentation>` labels, which users do not see",
            "sample text code replaces: the short literal `android:text` (four words or fewer, no sentence) of a layout view whose text some Kotlin or Java file sets by its id (`holder.size.setText(…)` with `size = v.findViewById(R.id.item_size)` or `@BindView(R.id.item_size)`, `((TextView) v.findViewById(R.id.item_size)).setText(…)`, view binding's `binding.itemSize.text = …`, a notification's `views.setTextViewText(R.id.item_size, …)`): `tools:text` is the tidier home for it, but no user sees it",
            "a switch's `textOn`/`textOff` without `showText=\"true\"` (not drawn), the designer's default text that is the widget's own name (`<TextView android:text=\"TextView\">`)", "values that are not words: colors and hex values (`FFFFFF`), web and IPv6 addresses (`fd00:1::1`), version placeholders (`1.7.2 (abc)`), license names, factors (`1.5x`), sample values code replaces (a mask such as `XXX.xx`, a number with a unit such as `100.00MB`)",
            "developer screens: a preference category or screen keyed or titled for developers (`pref_key_dev`, `screen_development`, \"Developer Options\") and what it holds, activities of a `test` or `debug` package or named `Debug…` or `TestData…`, layouts of an Android `internal` or `debug` source set (Kickstarter's payment playground) or of a testers' flavour (cwa-app-android's `deviceForTesters`), files and folders named with `Debug` or as developer settings or a sandbox (`developer_preferences.xml`, a `playground` folder)",
            "navigation graphs' `android:label` of `<activity>` destinations (never the current destination), and the others' unless the app shows destination labels (`setupActionBarWithNavController`, `setupWithNavController` on a toolbar, `NavigationUI.setupWithNavController(toolbar, …)`, or code reading `destination.label`) in code that hosts that graph (names it, or inflates a layout whose `app:navGraph` names it or a graph that includes it; code that hosts no graph it can be seen to may show any): otherwise an editor default such as \"HomeFragment\" is never on screen",
        ],
        help: "Move the text to res/values/strings.xml and reference it as @string/name; placeholder text that code always replaces (a list row's sample name) belongs in `tools:text`, which only the layout editor shows.",
        lintIds: ["HardcodedText"],
        triggeringExamples: [
            RuleExample("app/src/main/res/layout/activity_login.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <Button ↓android:text="Log in" />
                    <ImageView ↓android:contentDescription="Company logo" />
                    <ImageView ↓android:contentDescription="TODO" />
                    <TextView ↓android:text="12 apples" />
                    <TextView android:id="@+id/forgot" ↓android:text="Forgot your password?" />
                    <EditText ↓android:hint="E-mail address" />
                    <Switch android:showText="true" ↓android:textOn="Yes" ↓android:textOff="No" />
                    <ToggleButton ↓android:textOn="Playing" ↓android:textOff="Paused" />
                    <LinearLayout android:id="@+id/advanced" android:visibility="gone">
                        <TextView ↓android:text="Advanced options" />
                    </LinearLayout>
                </LinearLayout>
                """),
            // A sentence users read before code changes it (Timber's donation text, replaced only
            // once a purchase completes) is no sample value.
            RuleExample([
                ExampleFile("app/src/main/res/layout/activity_donate.xml", """
                    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                        <TextView android:id="@+id/donation_status" ↓android:text="Support the development of Acme. Purchases unlock themes." />
                    </LinearLayout>
                    """),
                ExampleFile("app/src/main/java/com/acme/DonateActivity.java", """
                    class DonateActivity extends Activity {
                        TextView status;
                        void onCreate() { setContentView(R.layout.activity_donate); status = (TextView) findViewById(R.id.donation_status); }
                        void onPurchased() { status.setText(R.string.thanks); }
                    }
                    """),
            ]),
            // Credits name people; their sentences are still text to translate.
            RuleExample("app/src/main/res/xml/preferences_about.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <PreferenceCategory android:title="@string/special_thanks_to">
                        <Preference ↓android:summary="Designed the 3D icon" android:title="Rieya" />
                        <Preference ↓android:title="Join the translators" />
                    </PreferenceCategory>
                </PreferenceScreen>
                """),
            RuleExample("app/src/main/res/menu/menu_main.xml", """
                <menu xmlns:android="http://schemas.android.com/apk/res/android">
                    <item android:id="@+id/action_settings" ↓android:title="Settings" />
                </menu>
                """),
            RuleExample("app/src/main/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <application android:label="Shop">
                        <activity android:name=".MainActivity" ↓android:label="Cart" />
                    </application>
                </manifest>
                """),
            RuleExample("app/src/main/res/xml/preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto">
                    <SwitchPreference android:key="push" ↓android:title="Push notifications" ↓android:summary="Get news first" />
                    <EditTextPreference app:key="name" ↓app:title="Your name" ↓app:dialogMessage="Shown to others" />
                    <EditTextPreference android:key="nick" android:title="@string/nick" ↓android:hint="Your nickname" />
                    <PreferenceScreen android:key="privacy" ↓android:title="Privacy">
                        <CheckBoxPreference android:key="analytics" android:title="@string/analytics" />
                    </PreferenceScreen>
                </PreferenceScreen>
                """),
            RuleExample("app/src/main/res/layout/activity_profile.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto">
                    <com.google.android.material.appbar.MaterialToolbar ↓app:title="Profile" ↓app:subtitle="Edit your details" />
                    <com.google.android.material.textfield.TextInputLayout ↓app:helperText="Required" ↓app:placeholderText="Jane" />
                    <ImageButton ↓android:tooltipText="Upload photo" />
                </LinearLayout>
                """),
            RuleExample("app/src/main/res/layout/item_price.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    ↓android:text="Prix : 12 €" />
                """),
            RuleExample("app/src/main/res/layout/item_word.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    ↓android:text="DECADE" />
                """),
            // The toolbar shows each destination's label.
            RuleExample([
                ExampleFile("app/src/main/res/navigation/nav_main.xml", """
                    <navigation xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/nav_main">
                        <fragment android:id="@+id/cart" ↓android:label="Your cart" />
                        <!-- Habitica: an activity destination is never the current one: its label is never shown. -->
                        <activity android:id="@+id/fullProfileActivity" android:label="FullProfileActivity" />
                    </navigation>
                    """),
                ExampleFile("app/src/main/java/com/acme/MainActivity.kt", """
                    class MainActivity : AppCompatActivity() {
                        override fun onCreate(state: Bundle?) {
                            binding.toolbar.setupWithNavController(navController, appBarConfiguration)
                        }
                    }
                    """),
            ]),
            // LibreTube: the settings activity shows its own graph's labels (and those of the
            // graph it includes), not those of the graph another activity's layout hosts.
            RuleExample([
                ExampleFile("app/src/main/res/navigation/nav_settings.xml", """
                    <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/nav_settings">
                        <fragment android:id="@+id/general" android:label="@string/general" />
                        <include app:graph="@navigation/nav_about" />
                    </navigation>
                    """),
                ExampleFile("app/src/main/res/navigation/nav_about.xml", """
                    <navigation xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/nav_about">
                        <fragment android:id="@+id/about" ↓android:label="About" />
                    </navigation>
                    """),
                ExampleFile("app/src/main/res/navigation/nav_nointernet.xml", """
                    <navigation xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/nav_nointernet">
                        <fragment android:id="@+id/offline" android:label="fragment_offline" />
                    </navigation>
                    """),
                ExampleFile("app/src/main/res/layout/activity_settings.xml", """
                    <androidx.fragment.app.FragmentContainerView xmlns:android="http://schemas.android.com/apk/res/android"
                        xmlns:app="http://schemas.android.com/apk/res-auto" android:name="androidx.navigation.fragment.NavHostFragment"
                        app:navGraph="@navigation/nav_settings" />
                    """),
                ExampleFile("app/src/main/res/layout/activity_nointernet.xml", """
                    <androidx.fragment.app.FragmentContainerView xmlns:android="http://schemas.android.com/apk/res/android"
                        xmlns:app="http://schemas.android.com/apk/res-auto" android:name="androidx.navigation.fragment.NavHostFragment"
                        app:navGraph="@navigation/nav_nointernet" />
                    """),
                ExampleFile("app/src/main/java/com/acme/SettingsActivity.kt", """
                    class SettingsActivity : AppCompatActivity() {
                        override fun onCreate(state: Bundle?) {
                            val binding = ActivitySettingsBinding.inflate(layoutInflater)
                            binding.toolbar.setupWithNavController(navController)
                        }
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/NoInternetActivity.kt", """
                    class NoInternetActivity : AppCompatActivity() {
                        override fun onCreate(state: Bundle?) { setContentView(R.layout.activity_nointernet) }
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            // Gadgetbridge: a row gone for good (no id to show it by); a gone view with an id is
            // shown by code, and its text is reported.
            RuleExample("app/src/main/res/layout/activity_hr_settings.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical">
                    <LinearLayout android:visibility="gone" android:orientation="horizontal">
                        <TextView android:text="top button single press" />
                        <Spinner android:id="@+id/top_single" />
                    </LinearLayout>
                    <TextView android:id="@+id/title" android:text="@string/title" />
                </LinearLayout>
                """),
            // OpenTasks: the root screen's title is the list's, which a preference fragment never
            // draws; a nested screen's title is its row in the list, and is reported (the triggering `preferences.xml`).
            RuleExample("app/src/main/res/xml/notification_preferences.xml", """
                <androidx.preference.PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto" app:title="Notifications">
                    <SwitchPreferenceCompat app:key="notify" app:title="@string/notify" />
                </androidx.preference.PreferenceScreen>
                """),
            // AndroidAPS' Wear settings: a check box shows its on and off summaries, never `summary`.
            RuleExample("wear/src/main/res/xml/others_preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <CheckBoxPreference android:key="prime_fill" android:title="@string/pref_prime_fill"
                        android:summary="Prime/Fill from watch possible"
                        android:summaryOn="@string/on" android:summaryOff="@string/off" />
                </PreferenceScreen>
                """),
            // NetGuard: an address as the hint of a network setting.
            RuleExample("app/src/main/res/xml/preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <EditTextPreference android:key="vpn6" android:hint="fd00:1:fd00:1:fd00:1:fd00:1" android:title="@string/setting_vpn6" />
                    <EditTextPreference android:key="vpn4" android:hint="10.1.10.1" android:title="@string/setting_vpn4" />
                </PreferenceScreen>
                """),
            // Credits: the people a card or category thanks (uHabits' developers and its generated
            // `about_translators`, Twidere's "special thanks to") are named, not translated.
            RuleExample("app/src/main/res/layout/about.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <LinearLayout>
                        <TextView android:text="@string/developers" />
                        <TextView android:text="Jane Q. Doe (@jdoe)" />
                        <TextView android:text="Олег Петров (@oleg)" />
                        <TextView android:text="janetqc" />
                    </LinearLayout>
                </LinearLayout>
                """),
            RuleExample("app/src/main/res/layout/about_translators.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <TextView android:text="Bahasa Indonesia" />
                    <TextView android:text="Dika Putra" />
                    <TextView android:text="fbruna17" />
                </LinearLayout>
                """),
            RuleExample("app/src/main/res/xml/preferences_about.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <PreferenceCategory android:title="@string/special_thanks_to">
                        <Preference android:title="ilovinheart" />
                    </PreferenceCategory>
                </PreferenceScreen>
                """),
            // A list row's sample values that the adapter always replaces (NewPipe's mission rows,
            // ownCloud's upload rows; Kotlin view binding too): placeholders, not text users see.
            RuleExample([
                ExampleFile("app/src/main/res/layout/mission_item.xml", """
                    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                        <TextView android:id="@+id/item_name" android:text="Some file name" />
                        <TextView android:id="@+id/item_size" android:text="Size in MB" />
                        <TextView android:id="@+id/item_date" android:text="Modified date" />
                        <TextView android:id="@+id/status_text" android:text="Waiting for network" />
                    </LinearLayout>
                    """),
                ExampleFile("app/src/main/java/com/acme/MissionAdapter.java", """
                    class MissionAdapter {
                        static class ViewHolder {
                            TextView name;
                            @BindView(R.id.item_date) TextView date;
                            ViewHolder(View view) { name = (TextView) view.findViewById(R.id.item_name); }
                        }
                        void bind(ViewHolder h, View row, Mission mission) {
                            h.name.setText(mission.name);
                            h.date.setText(mission.date);
                            ((TextView) row.findViewById(R.id.item_size)).setText(mission.size);
                        }
                    }
                    """),
                // SAI: two view holders of one adapter, each with its own `mAppVersion`.
                ExampleFile("app/src/main/res/layout/item_details_header.xml", """
                    <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/tv_header_version" android:text="TextView" />
                    """),
                ExampleFile("app/src/main/java/com/acme/DetailsAdapter.java", """
                    class DetailsAdapter {
                        class HeaderHolder { TextView mAppVersion; HeaderHolder(View v) { mAppVersion = v.findViewById(R.id.tv_header_version); } void bind(App a) { mAppVersion.setText(a.version); } }
                        class BackupHolder { TextView mAppVersion; BackupHolder(View v) { mAppVersion = v.findViewById(R.id.tv_app_version); } void bind(Backup b) { mAppVersion.setText(b.version); } }
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/StatusView.kt", """
                    class StatusView(private val binding: MissionItemBinding) {
                        fun show(status: Status) { binding.statusText.text = status.label }
                    }
                    """),
                // Librera: a notification's `RemoteViews` sets the title by its id.
                ExampleFile("app/src/main/res/layout/notification_player.xml", """
                    <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/bookInfo" android:text="Book Title" />
                    """),
                ExampleFile("app/src/main/java/com/acme/PlayerNotification.java", """
                    class PlayerNotification {
                        void show(Context context, Book book) {
                            RemoteViews views = new RemoteViews(context.getPackageName(), R.layout.notification_player);
                            views.setTextViewText(R.id.bookInfo, book.title);
                        }
                    }
                    """),
            ]),
            // SAI: a switch's on/off texts without `showText="true"` are never drawn; the designer's
            // default text (the widget's own name) is a placeholder.
            RuleExample("app/src/main/res/layout/dialog_backup.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <Switch android:id="@+id/switch_backup" android:textOff="true" android:textOn="false" />
                    <androidx.appcompat.widget.SwitchCompat android:textOff="Off" android:textOn="On" />
                    <TextView android:id="@+id/tv_version" android:text="TextView" />
                </LinearLayout>
                """),
            // Aegis: a manifest placeholder the build types fill in (`manifestPlaceholders = [title: "AegisDev"]`).
            RuleExample("app/src/main/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <application android:label="@string/app_name">
                        <activity android:name=".MainActivity" android:label="${title}" />
                    </application>
                </manifest>
                """),
            // Briar: the developers' preference category (hidden unless `BuildConfig.DEBUG`) and the
            // test-data activity only it opens.
            RuleExample([
                ExampleFile("app/src/main/res/xml/settings.xml", """
                    <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                        <PreferenceCategory android:title="@string/display_settings_title">
                            <ListPreference android:key="pref_key_theme" android:title="@string/pref_theme_title" />
                        </PreferenceCategory>
                        <PreferenceCategory android:key="pref_key_dev" android:title="Developer Options">
                            <Preference android:key="pref_key_test_data" android:title="Create test data" />
                            <Preference android:key="pref_key_explode" android:title="Crash" />
                        </PreferenceCategory>
                        <!-- TrackerControl: removed in release builds by code. -->
                        <PreferenceScreen android:key="screen_development" android:title="@string/setting_development">
                            <SwitchPreference android:key="debug_iab" android:title="Log in-app billing" />
                        </PreferenceScreen>
                    </PreferenceScreen>
                    """),
                ExampleFile("app/src/main/AndroidManifest.xml", """
                    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                        <application android:label="@string/app_name">
                            <activity android:name=".android.test.TestDataActivity" android:label="Create test data" />
                        </application>
                    </manifest>
                    """),
            ]),
            // The internal flavour's developer playground: no user sees it.
            RuleExample("app/src/internal/res/layout/playground_layout.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <Button android:text="Start new activity" />
                </LinearLayout>
                """),
            RuleExample("app/src/main/res/layout/activity_login.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools"
                    xmlns:app="http://schemas.android.com/apk/res-auto">
                    <!-- <Button android:text="Commented out" /> -->
                    <Button android:text="@string/log_in" tools:text="Log in" />
                    <ListPreference android:summary="%s" />
                    <TextView android:text="@{viewModel.userName}" />
                    <TextView android:text="@{user.name, default=`Name`}" />
                    <TextView android:text="?attr/titleText" />
                    <TextView android:text="" />
                    <TextView android:text="*" />
                    <TextView android:text="1 / 2" />
                    <TextView android:text="000000" />
                    <TextView android:text="FFFFFF" />
                    <TextView android:text="#FF00AA" />
                    <TextView android:text="www.acme.org/privacy" />
                    <TextView android:text="1.5x" />
                    <TextView android:text="XXX.xx" />
                    <TextView android:text="100.00MB" />
                    <TextView android:text="12 kB" />
                    <TextView android:text="1.7.2 (asd8qs)" />
                    <TextView android:text="Eclipse Public License 1.0 (EPL 1.0)" />
                    <TextView android:text="Hello World!" />
                    <TextView app:title="Custom attribute" />
                    <TextView android:text="Legacy copy" tools:ignore="HardcodedText" />
                </LinearLayout>
                """),
            RuleExample("app/src/main/res/layout/view_header.xml", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools" tools:ignore="android.hardcoded-text">
                    <TextView android:text="Ignored by an ancestor" />
                </FrameLayout>
                """),
            RuleExample("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="log_in">Log in</string>
                </resources>
                """),
            // A plain preference draws no hint (GPSLogger's sample HTTP headers): only an
            // EditTextPreference hands its attributes to the field it opens.
            RuleExample("app/src/main/res/xml/upload_settings.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <Preference android:key="headers" android:title="@string/headers" android:hint="Content-Type: application/json" />
                    <PreferenceCategory android:key="spacer" android:title="\\n\\n" />
                </PreferenceScreen>
                """),
            // OpenKeychain: hidden menu items with a debug id, shown only in debug builds.
            RuleExample("app/src/main/res/menu/key_list.xml", """
                <menu xmlns:android="http://schemas.android.com/apk/res/android">
                    <item android:id="@+id/menu_key_list_debug_write" android:title="Debug / DB backup" android:visible="false" />
                </menu>
                """),
            RuleExample("app/src/main/res/xml/preferences_licenses.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <Preference android:title="OkHttp" android:summary="Square, Apache 2.0" />
                </PreferenceScreen>
                """),
            RuleExample("app/src/main/res/layout/view_card.xml", """
                <com.google.android.material.card.MaterialCardView xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto" app:title="Not a Material attribute here" />
                """),
            RuleExample("app/src/main/res/xml/network_security_config.xml", """
                <network-security-config>
                    <domain-config android:description="Not shown to users"
                        xmlns:android="http://schemas.android.com/apk/res/android" />
                </network-security-config>
                """),
            RuleExample("app/src/main/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <application android:label="@string/app_name">
                        <receiver android:name=".BootReceiver" android:label="BootReceiver" />
                        <service android:name=".SyncJob" android:label="Sync job" android:permission="android.permission.BIND_JOB_SERVICE" />
                    </application>
                    <instrumentation android:name="android.test.InstrumentationTestRunner" android:label="Tests" android:targetPackage="com.acme" />
                </manifest>
                """),
            // Labels nobody shows: a bottom navigation bar shows its menu's titles, not labels.
            RuleExample([
                ExampleFile("app/src/main/res/navigation/nav_main.xml", """
                    <navigation xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/nav_main">
                        <fragment android:id="@+id/home" android:label="HomeFragment" />
                    </navigation>
                    """),
                ExampleFile("app/src/main/java/com/acme/MainActivity.kt", """
                    class MainActivity : AppCompatActivity() {
                        override fun onCreate(state: Bundle?) {
                            binding.bottomNav.setupWithNavController(navController)
                        }
                    }
                    """),
            ]),
        ]
    )

    /// Lint's attribute list, plus the preference and dialog texts Android shows.
    static let textAttributes: NameSet = [
        "text", "contentDescription", "hint", "label", "prompt", "textOn", "textOff", "title", "description",
        "summary", "summaryOn", "summaryOff", "dialogMessage", "dialogTitle", "tooltipText", "entries",
    ]
    /// `app:` attributes the widgets that display them read (AndroidX and Material), by the widget's simple name.
    static let appTextAttributes: [String: Set<String>] = [
        "Toolbar": ["title", "subtitle"], "MaterialToolbar": ["title", "subtitle"], "CollapsingToolbarLayout": ["title"],
        "TextInputLayout": ["placeholderText", "helperText", "prefixText", "suffixText"],
    ]
    /// `app:` attributes of AndroidX preferences (`app:title="…"` on a `Preference`).
    static let appPreferenceAttributes: Set<String> = ["title", "summary", "dialogTitle", "dialogMessage"]
    /// Android Studio's template placeholders, which Lint skips.
    static let templateDefaults: Set<String> = ["Hello World!", "Large Text", "Medium Text", "Small Text", "New Text"]
    /// `xml/` files whose text reaches users.
    static let userFacingXMLRoots: Set<String> = ["PreferenceScreen", "restrictions", "androidx.preference.PreferenceScreen"]

    public init(options: RuleOptions) {}

    public func check(_ file: AndroidXMLFile) -> [Finding] {
        let attributes: NameSet
        if file.isManifest {
            attributes = ["label"]
        } else {
            switch file.folder?.type {
            case "layout", "menu":
                attributes = Self.textAttributes
            case "navigation":
                return []  // Labels wait for the project: they are shown only if the app shows them.
            case "xml" where Self.userFacingXMLRoots.contains(file.root.localName) || file.root.localName.hasSuffix("PreferenceScreen"):
                attributes = Self.textAttributes
            default:
                return []
            }
        }
        let isPreferenceScreen = file.folder?.type == "xml"
        // A licenses or credits screen lists proper names (libraries, authors, licenses): not translated.
        if isPreferenceScreen, ["licen", "credit", "acknowledg", "attribution"].contains(where: { file.file.resourceName.lowercased().contains($0) }) {
            return []
        }
        var findings: [Finding] = []
        // Read before the walk: a closure that reads `file` copies it (every field retained and
        // released) for each element it is called with.
        let isManifest = file.isManifest, path = file.path
        // Credits (uHabits' translators and developers, Twidere's "special thanks to"): the
        // people's names in them are not translated. Found at the file's first name-shaped
        // literal (most files have none), not walked for every file.
        var creditGroups: [(start: SourceLocation, end: SourceLocation)]?
        let root = file.root, namesCredits = Self.namesCredits(file.file.resourceName)
        // A preference category or screen for developers (Briar's `pref_key_dev`, "Developer
        // Options", hidden unless `BuildConfig.DEBUG`): what it holds no user reads.
        var developerGroups: [(start: SourceLocation, end: SourceLocation)] = []
        if isPreferenceScreen {
            file.root.forEachElement { element in
                if Self.isDeveloperGroup(element) { developerGroups.append((element.location, element.endLocation)) }
            }
        }
        // A view gone for good: `android:visibility="gone"` and no id code could find it by to show
        // it (Gadgetbridge's unused button row). Elements come in document order: what starts
        // before its end is inside it.
        var goneUntil: SourceLocation?
        let isLayout = file.folder?.type == "layout"
        file.root.forEachElement { element in
            if let end = goneUntil {
                if element.location < end { return }
                goneUntil = nil
            }
            if isLayout, element.attribute("visibility", namespace: XMLNamespace.android)?.value == "gone",
                element.attribute("id", namespace: XMLNamespace.android) == nil {
                goneUntil = element.endLocation
                return
            }
            // The launcher label is `release.android.launcher-label`'s, so it is reported once.
            if isManifest && element.localName == "application" { return }
            // Receivers' and providers' labels are not shown to users.
            // Nor an `<instrumentation>`'s: the test runner's (Subsonic's `android:label="Tests"`).
            // Nor a `<service>`'s (TrackerControl's JobService).
            if isManifest && ["receiver", "provider", "instrumentation", "service"].contains(element.localName) { return }
            // A test or debug activity (Briar's `.test.TestDataActivity`): a developer screen.
            if isManifest, element.localName == "activity" || element.localName == "activity-alias",
                let name = element.attribute("name", namespace: XMLNamespace.android)?.value, Self.isDeveloperActivity(name) { return }
            if !developerGroups.isEmpty, developerGroups.contains(where: { $0.start <= element.location && element.location < $0.end }) { return }
            // A hidden menu item with a debug id (OpenKeychain's `menu_key_list_debug_write`,
            // `android:visible="false"`, shown only when `BuildConfig.DEBUG`): developer UI.
            if element.localName == "item", Self.isHiddenDebugItem(element) { return }
            // The widget's `app:` text attributes are looked up at its first `app:` attribute (most
            // elements have none).
            var appAttributes: Set<String>?
            // By index: an attribute is copied (its four strings retained) only once it shows text.
            for index in element.attributes.indices {
                let showsText: Bool
                if XMLNamespace.matches(element.attributes[index].namespaceURI, XMLNamespace.android) {
                    showsText = attributes.contains(element.attributes[index].localName)
                } else if !isManifest, XMLNamespace.matches(element.attributes[index].namespaceURI, XMLNamespace.app) {
                    if appAttributes == nil {
                        appAttributes = isPreferenceScreen ? Self.appPreferenceAttributes
                            : Self.appTextAttributes[String(Self.simpleName(element.localName))] ?? []
                    }
                    showsText = appAttributes?.contains(element.attributes[index].localName) == true
                } else {
                    showsText = false
                }
                guard showsText, Self.isHardcoded(element.attributes[index].value, elementName: element.localName) else { continue }
                let attribute = element.attributes[index]
                if !isManifest, Self.isPersonName(attribute.value) {
                    if creditGroups == nil { creditGroups = Self.creditGroups(root, wholeFile: namesCredits) }
                    if creditGroups?.contains(where: { $0.start <= element.location && element.location < $0.end }) == true { continue }
                }
                // A two-state preference with both `summaryOn` and `summaryOff` never shows its
                // `summary` (AndroidAPS' Wear settings: `TwoStatePreference` falls back to it only
                // when the current state's text is empty).
                if isPreferenceScreen, attribute.localName == "summary",
                    element.attributes.contains(where: { $0.localName == "summaryOn" }),
                    element.attributes.contains(where: { $0.localName == "summaryOff" }) { continue }
                // A preference file's root screen is the list itself: a preference fragment draws
                // its children, never its title (OpenTasks' "Notifications").
                if isPreferenceScreen, attribute.localName == "title", element.localName.hasSuffix("PreferenceScreen"),
                    element.location == root.location { continue }
                // A preference shows no hint, except the field an EditTextPreference opens.
                if isPreferenceScreen, attribute.localName == "hint", !element.localName.contains("EditText") { continue }
                // A switch draws its on and off texts only with `showText="true"` (Material's
                // default hides them: SAI's swapped "true"/"false" were never seen).
                if attribute.localName == "textOn" || attribute.localName == "textOff", Self.hidesSwitchText(element) { continue }
                // The designer's default text, the widget's own name (`<TextView android:text="TextView">`):
                // a placeholder code replaces, not copy.
                if attribute.localName == "text", attribute.value == Self.simpleName(element.localName) { continue }
                // Android Studio's "TODO" (or "null") description is read aloud, not translated.
                let placeholder = attribute.localName == "contentDescription" && ["TODO", "todo", "null"].contains(attribute.value.trimmedWhitespace())
                findings.append(Self.descriptor.finding(
                    placeholder
                        ? "\(attribute.qualifiedName) is the placeholder \"\(attribute.value)\", which TalkBack reads aloud; describe the image in a @string resource, or mark a decorative one android:importantForAccessibility=\"no\""
                        : "Hardcoded string \"\(attribute.value)\" in \(attribute.qualifiedName); use a @string resource",
                    path: path, at: attribute.location))
            }
        }
        return findings
    }

    /// A switch (`Switch`, `SwitchCompat`, `SwitchMaterial`, `MaterialSwitch`) without
    /// `showText="true"`: its `textOn`/`textOff` are not drawn. (A `ToggleButton` always shows them.)
    static func hidesSwitchText(_ element: XMLElement) -> Bool {
        let name = simpleName(element.localName)
        guard name.hasSuffix("Switch") || name == "SwitchCompat" || name == "SwitchMaterial" else { return false }
        return !element.attributes.contains { $0.localName == "showText" && $0.value == "true" }
    }

    /// A `PreferenceCategory` or nested `PreferenceScreen` whose key or title names it as the
    /// developers' (`pref_key_dev`, `debug_settings`, "Developer Options", "Debug").
    static func isHiddenDebugItem(_ element: XMLElement) -> Bool {
        guard element.attribute("visible", namespace: XMLNamespace.android)?.value == "false",
            let id = element.attribute("id", namespace: XMLNamespace.android)?.value else { return false }
        return id.split(whereSeparator: { !$0.isLetter }).contains { $0.lowercased() == "debug" }
    }

    /// Whether a resource name names a list of people credited (`about_translators`,
    /// `special_thanks_to`, `developers`, `contributors_list`).
    static func namesCredits(_ name: some StringProtocol) -> Bool {
        let lowered = name.lowercased()
        return ["thank", "credit", "contributor", "translator", "author", "acknowledg", "developers", "developed_by", "maintainer"]
            .contains { lowered.contains($0) }
    }

    /// The spans of a layout or preference screen that credit people: the whole file when its
    /// name says so; else each preference category titled with a credits `@string`, and each
    /// group whose first view's text is one (a card headed `@string/translators`).
    static func creditGroups(_ root: XMLElement, wholeFile: Bool) -> [(start: SourceLocation, end: SourceLocation)] {
        if wholeFile { return [(root.location, root.endLocation)] }
        func creditsString(_ attribute: XMLAttribute?) -> Bool {
            guard let value = attribute?.value, value.hasPrefix("@string/") else { return false }
            return namesCredits(value.dropFirst("@string/".count))
        }
        var groups: [(start: SourceLocation, end: SourceLocation)] = []
        root.forEachElement { element in
            guard !element.children.isEmpty else { return }
            if creditsString(element.attribute("title", namespace: XMLNamespace.android) ?? element.attribute("title", namespace: XMLNamespace.app))
                || creditsString(element.children[0].attribute("text", namespace: XMLNamespace.android)) {
                groups.append((element.location, element.endLocation))
            }
        }
        return groups
    }

    /// A person's name or handle, or a language's name heading its translators: one word
    /// (`ilovinheart`, `fabian.bouchal`), or up to five words each starting with a capital, a
    /// bracket or `@` (`Álinson S. Xavier (@iSoron)`, `Bahasa Indonesia`), and no sentence's end.
    static func isPersonName(_ value: String) -> Bool {
        let words = value.split(whereSeparator: \.isWhitespace)
        guard (1...5).contains(words.count), let last = words.last, let end = last.last else { return false }
        // A sentence's end, but not an initial's dot (`Alex V.`).
        if ":!?".contains(end) || (end == "." && !(last.count == 2 && last.first!.isUppercase)) { return false }
        if words.count == 1 { return true }
        return words.allSatisfy { word in
            guard let first = word.first(where: { $0 != "(" && $0 != "@" }) else { return false }
            // (A letter without case, as in Arabic or Chinese, starts a name too.)
            return word.first == "@" || word.first == "(" || (first.isLetter && !first.isLowercase) || first.isNumber
                || Self.nameParticles.contains(String(word))
        }
    }

    /// The lower-case words of people's names (`Jelle den Butter`, `Ana de la Cruz`).
    static let nameParticles: Set<String> = ["van", "von", "der", "den", "de", "del", "della", "da", "di", "du", "la", "le", "bin", "ibn", "al", "el", "y", "zu", "ten", "ter"]

    static func isDeveloperGroup(_ element: XMLElement) -> Bool {
        guard element.localName.hasSuffix("PreferenceCategory") || element.localName.hasSuffix("PreferenceScreen") else { return false }
        let words = element.attributes.filter { $0.localName == "key" || $0.localName == "title" }
            .flatMap { $0.value.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() } }
        return words.contains { ["dev", "debug", "developer", "developers", "debugging", "development"].contains($0) }
    }

    /// An activity of a `test` or `debug` package, or named as a test or debug screen
    /// (`.test.TestDataActivity`, `DebugMenuActivity`).
    static func isDeveloperActivity(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard let last = parts.last else { return false }
        return parts.dropLast().contains { $0 == "test" || $0 == "debug" } || last.hasPrefix("Debug") || last.hasPrefix("TestData")
    }

    /// The class name of a view element without its package (`com.acme.ui.TitleView` → `TitleView`;
    /// trailing dots are dropped, as `split(separator: ".")` would), without splitting the name.
    static func simpleName(_ name: String) -> Substring {
        // ASCII names (nearly all) by bytes: there each byte is a character, and searching
        // `Character`s backwards cost thousands of instructions a name.
        let utf8 = name.utf8
        if !utf8.contains(where: { $0 >= 0x80 }) {
            var end = utf8.endIndex
            while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: ".") { end = utf8.index(before: end) }
            var start = end
            while start > utf8.startIndex, utf8[utf8.index(before: start)] != UInt8(ascii: ".") { start = utf8.index(before: start) }
            return name[start..<end]
        }
        var body = name[...]
        while body.last == "." { body = body.dropLast() }
        guard let dot = body.lastIndex(of: ".") else { return body }
        return body[body.index(after: dot)...]
    }

    /// Navigation graphs' literal labels, when the app's code shows destination labels. A repository
    /// of several Gradle builds (a folder of samples) is judged build by build.
    public func check(_ project: ProjectModel) -> [Finding] {
        let settingsFolders = project.tree.files.filter { $0.name == "settings.gradle" || $0.name == "settings.gradle.kts" }
            .map { XcodeProjectReader.parent(of: $0.path) }
        let buildRoot = { (path: String) in
            settingsFolders.filter { $0.isEmpty || path.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? ""
        }
        // A file that shows labels shows those of the graphs it hosts: the ones it names
        // (`setGraph(R.navigation.x)`) or its layouts name (`app:navGraph`), and the graphs they
        // include. LibreTube's settings activity shows `nav_settings`' labels, not those of the
        // graph its no-internet activity hosts. A file that reaches no graph may show any.
        var graphsOfLayout: [String: Set<String>] = [:], included: [String: Set<String>] = [:]
        for facts in project.resourceFacts.values {
            for edge in facts.edges where edge.to.type == "navigation" {
                guard let from = edge.from else { continue }
                if from.type == "layout" { graphsOfLayout[from.name, default: []].insert(edge.to.name) }
                if from.type == "navigation" { included[from.name, default: []].insert(edge.to.name) }
            }
        }
        var showingAll: [String: (path: String, line: Int)] = [:]
        var showingGraph: [String: (path: String, line: Int)] = [:]  // build root + "/" + graph name
        for path in project.resourceFacts.keys.sorted() where project.role(of: path) == .app {
            guard let facts = project.resourceFacts[path], let location = facts.showsNavigationLabels else { continue }
            let root = buildRoot(path)
            var graphs = Set(facts.roots.filter { $0.type == "navigation" }.map(\.name))
            for layout in facts.roots where layout.type == "layout" { graphs.formUnion(graphsOfLayout[layout.name] ?? []) }
            var queue = Array(graphs)
            while let graph = queue.popLast() {
                for inner in included[graph] ?? [] where graphs.insert(inner).inserted { queue.append(inner) }
            }
            if graphs.isEmpty {
                if showingAll[root] == nil { showingAll[root] = (path, location.line) }
            }
            for graph in graphs where showingGraph[root + "/" + graph] == nil { showingGraph[root + "/" + graph] = (path, location.line) }
        }
        guard !showingAll.isEmpty || !showingGraph.isEmpty else { return [] }
        return project.resourceFacts.keys.sorted().flatMap { path -> [Finding] in
            guard let labels = project.resourceFacts[path]?.navigationLabels, !labels.isEmpty else { return [] }
            let root = buildRoot(path)
            let graph = ResourceKey.normalize(String((path.split(separator: "/").last ?? "").split(separator: ".").first ?? ""))
            guard let shown = showingGraph[root + "/" + graph] ?? showingAll[root] else { return [] }
            return labels.map { label in
                Self.descriptor.finding(
                    "Hardcoded string \"\(label.value)\" in \(label.attribute); the app shows destination labels (\(shown.path):\(shown.line)); use a @string resource",
                    path: path, at: label.location)
            }
        }
    }

    /// `#FFF`, `#80FFFFFF`, `FFFFFF`, `00ff00aa`: a color or hex value, not words. Without `#`: six
    /// or eight hex digits in one case with a digit among them, or letters only as in `FFFFFF`,
    /// `AAAAAA`, `ABCDEF`; words such as "Add", "Face" or "DECADE" stay text.
    static func isHexColorLike(_ value: String) -> Bool {
        // Bytes, not Characters: every candidate is ASCII hex (a `#` and a combining mark, or any
        // other non-ASCII text, fails the hex test either way), and this runs on every text value.
        var utf8 = value.utf8[...]
        let hashed = utf8.first == UInt8(ascii: "#")
        if hashed { utf8 = utf8.dropFirst() }
        var digits = false, lower = false, upper = false
        var first: UInt8 = 0, second: UInt8 = 0, distinct = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits = true
            case UInt8(ascii: "a")...UInt8(ascii: "f"): lower = true
            case UInt8(ascii: "A")...UInt8(ascii: "F"): upper = true
            default: return false
            }
            if distinct == 0 { first = byte; distinct = 1 } else if byte != first, distinct == 1 { second = byte; distinct = 2 }
            else if byte != first, byte != second { distinct = 3 }
        }
        let count = utf8.count
        if hashed { return [3, 4, 6, 8].contains(count) }
        guard count == 6 || count == 8 else { return false }
        if digits { return !(lower && upper) }
        // Letters only: FFFFFF, AAAAAA, ABCDEF (a run of at most two distinct letters or the alphabet run).
        return !lower && (distinct <= 2 || value == "ABCDEF")
    }

    /// Values that are not words to translate: a web address (`www.acme.org/privacy`,
    /// `https://…`), a version placeholder (`1.7.2 (asd8qs)`), a license's name (`Apache License 2.0`,
    /// `Eclipse Public License 1.0 (EPL 1.0)`).
    static func isAddressVersionOrLicense(_ value: String) -> Bool {
        if !value.contains(" "), value.contains("://") || value.hasPrefix("www.") { return true }
        if !value.contains(" "), value == value.lowercased(), value.contains("."),
            value.split(separator: "/").first.map({ host in host.split(separator: ".").count >= 2 && host.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" } }) == true,
            let tld = value.split(separator: "/").first?.split(separator: ".").last, ["org", "com", "net", "io", "de", "fr", "dev", "app", "eu"].contains(String(tld)) {
            return true
        }
        if let first = value.split(separator: " ").first, first.split(separator: ".").count >= 2,
            first.split(separator: ".").allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
            return true
        }
        // An IPv6 address (NetGuard's VPN hint `fd00:1:fd00:1:fd00:1:fd00:1`, `::1`, `fe80::1/64`).
        if value.utf8.filter({ $0 == UInt8(ascii: ":") }).count >= 2,
            value.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "/" || $0 == "." }) {
            return true
        }
        let licenses = ["Apache", "MIT", "GPL", "LGPL", "AGPL", "BSD", "Eclipse", "Mozilla", "Creative Commons", "EPL", "MPL", "ISC"]
        return (value.contains("License") || value.contains("Licence")) && licenses.contains { value.contains($0) } && value.count <= 60
    }

    /// Sample values code replaces, not words: a mask of `X`s (`XXX.xx`, `xx:xx`) or a number
    /// with a unit (NewPipe's `100.00MB`, `12 kB`, `99%`, `1.5 GB`, `48dp`).
    static func isMaskOrMeasurement(_ value: String) -> Bool {
        let utf8 = value.utf8
        guard utf8.count <= 24 else { return false }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isSeparator(_ byte: UInt8) -> Bool { [UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-")].contains(byte) }
        // A mask: `X`s and `x`s (two or more), digits and separators only.
        let xs = utf8.filter { $0 == UInt8(ascii: "X") || $0 == UInt8(ascii: "x") }.count
        if xs >= 2, utf8.allSatisfy({ $0 == UInt8(ascii: "X") || $0 == UInt8(ascii: "x") || isDigit($0) || isSeparator($0) || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "%") }) {
            return true
        }
        // A measurement: digits and separators, then a unit.
        let numberEnd = utf8.firstIndex { !(isDigit($0) || isSeparator($0)) } ?? utf8.endIndex
        guard numberEnd != utf8.startIndex, utf8[utf8.startIndex..<numberEnd].contains(where: isDigit) else { return false }
        let unit = String(value[numberEnd...]).trimmedWhitespace()
        return ["B", "kB", "KB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "%", "dp", "sp", "px", "ms", "s", "min", "h", "fps", "kbps", "Mbps", "Hz", "kHz", "m", "km", "mi", "ft"].contains(unit)
    }

    static func isHardcoded(_ value: String, elementName: String) -> Bool {
        // `@string/…` and `?attr/…` (most values) on their first two bytes: an ASCII byte after
        // the `@` means the first character is `@` alone (no combining mark joins it).
        let utf8 = value.utf8
        if let first = utf8.first, first == UInt8(ascii: "@") || first == UInt8(ascii: "?"),
            utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            return false
        }
        let trimmed = value.trimmedWhitespace()
        guard let first = trimmed.first, first != "@", first != "?" else { return false }
        guard trimmed.contains(where: \.isLetter) else { return false }
        // Android's escapes alone (`\n\n`, a preference category Taskbar uses as a spacer): no words.
        if trimmed.contains("\\"), !trimmed.replacingOccurrences(of: #"\\[ntu'"@?\\]"#, with: "", options: .regularExpression).contains(where: \.isLetter) {
            return false
        }
        // A manifest placeholder (`android:label="${title}"`), filled in from Gradle's
        // `manifestPlaceholders` per build type (Aegis: "Aegis", "AegisDev").
        if trimmed.hasPrefix("${"), trimmed.hasSuffix("}"), trimmed.utf8.filter({ $0 == UInt8(ascii: "}") }).count == 1 { return false }
        if LiteralText.isFormatOnly(trimmed) { return false }  // `%s`, filled in by code
        if isHexColorLike(trimmed) { return false }  // "FFFFFF" like "000000": a value, not words
        if isAddressVersionOrLicense(trimmed) { return false }
        // A speed or zoom factor: "1x", "1.5×".
        if let last = trimmed.last, last == "x" || last == "×", !trimmed.dropLast().isEmpty,
            trimmed.dropLast().allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }) {
            return false
        }
        if templateDefaults.contains(trimmed) { return false }
        if trimmed == "New \(elementName)" { return false }  // "New Button" and the like
        if isMaskOrMeasurement(trimmed) { return false }
        return true
    }
}
