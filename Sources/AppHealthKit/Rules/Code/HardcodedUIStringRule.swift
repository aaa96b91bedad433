/// User-facing string literals in Kotlin, Java and Objective-C UI code.
public struct HardcodedUIStringRule: CodeRule {
    public static let descriptor = RuleDescriptor(
        id: "code.hardcoded-ui-string",
        title: "Hardcoded user-facing string in code",
        defaultSeverity: .warning,
        category: .localization,
        summary: "A string literal shown to users from code. Swift: literals assigned to `.text`, `.title`, `.placeholder`, `.attributedText`, passed to `setTitle(_:for:)`, `UIAlertController(title:message:)`, `UIAlertAction(title:)`, `UIBarButtonItem(title:)`, `Text(verbatim:)`; SwiftUI `Text(\"…\")` only when the project has string catalogs that lack the key. Kotlin/Java: an argument of `setText`, `setTitle`, `setHint`, `setMessage`, `setContentDescription`, dialog builders' `setPositiveButton`/`setNegativeButton`/`setNeutralButton`, `Toast.makeText`, `Snackbar.make`, Compose `Text(\"…\")` (also in `title`/`placeholder`/`label` slots and `Button { }` content) and `contentDescription = \"…\"` arguments, literals passed to the file's own functions whose `String` parameter goes straight into one of those sinks (one level), or a Kotlin `.text =`/`.hint =`/`.contentDescription =` assignment (also bare inside `apply { }`/`with(view) { }`/`run { }`, and with the value on the next line), `.title =`/`.subtitle =` on a toolbar or action bar, `.error =` on an input field or layout. Objective-C: an `@\"…\"` literal assigned to `.text`, `.title`, `.placeholder`, `.prompt`, or passed to `setText:`, `setTitle:` (`forState:`), `setPlaceholder:`, `setPrompt:`, `addButtonWithTitle:`, `alertControllerWithTitle:message:`, `actionWithTitle:`, `initWithTitle:` (and `message:`, `cancelButtonTitle:`, `otherButtonTitles:`) of `UIBarButtonItem`/`UIAlertView`/`UIActionSheet`/`UITabBarItem`, SVProgressHUD's `show…WithStatus:`. Concatenations and templates are flagged once.",
        rationale: "Strings in code escape translation and copy review just like strings in layouts, and are harder to find. Feeds the code-review checklist item \"user-facing strings in resources\".",
        skips: [
            "Objective-C `NSLocalizedString(@\"…\", …)`, `NSLog`, dictionary keys, selectors, notification names, cell identifiers, `#define`s, and literals inside other sends (`[NSString stringWithFormat:@\"…\"]`)",
            "`getString(R.string…)`, `stringResource(…)`, `NSLocalizedString`, `String(localized:)`, `LocalizedStringKey` and other non-literal arguments",
            "SwiftUI `Text(\"key\")` in a project without string catalogs, or whose catalogs have the key (it is a `LocalizedStringKey`), or one of whose targets builds a `.xcstrings` catalog the tree lacks (its keys are unknown)",
            "literals without letters (`\"\"`, `\" – \"`, `\"%d\"`) or with one Latin letter (a unit or option beside a field: `\"K\"`, `\"-S\"`), and Kotlin/Java pieces of a constant's name (`code.name + \"_DAY\"`: capitals, digits and an underscore)",
            "tags, handles and addresses (`\"#swift, #ios\"`, `\"@alice\"`), file-format names (`\"Markdown\"`, `\"PDF\"`, `\"DVD\"`), products spelled as domains (`\"Acme.ai\"`) and example domains (`\"example.com example.org *example.gov\"`), an app name with platform and version (`\"Acme for iOS v\\(version)\"`), and Swift `.text` of an input field (`domainField.text = \"WORKGROUP\"`: a prefilled value)",
            "SwiftUI titles in files that declare only structs no reachable file opens (nor a storyboard or plist; computed to a fixed point: a `Lab/` view opened only by another unused view)",
            "Swift texts set where a view's property is built (`let label: UILabel = { …; label.text = \"Date\" … }()`) when code sets that property's text elsewhere, or when no other file and no storyboard names the view (it is never shown); helper views named `…Preview…` that only previews of their file use",
            "units beside numbers (`\"-20dB\"`, `\"\\(speed)x\"`, `@\"%d MB\"`), well-known product names (`\"Dropbox\"`, `\"OneDrive\"`, `\"iCloud\"`, Apple's `\"Apple Watch\"`, `\"CarPlay\"`) and an app name with its platform (`\"VLC for iOS\"`)",
            "developer and staff screens: Swift code inside `#if DEBUG`, `#if !RELEASE` or `#if targetEnvironment(simulator)` or an `if …isInternalUser` branch, Objective-C code inside `#ifdef DEBUG`, `#if DEBUG` or `defined(DEBUG)` (and after `#ifndef DEBUG`'s `#else`), Kotlin and Java code inside `if (BuildConfig.DEBUG)` (or `if (DEBUG && …)`) or a development build's flag (`if (BuildConfig.DEVELOPMENT)`), the rest of a block after `if (!BuildConfig.DEBUG) return` or a debug or developer-mode flag's branch (`if (state.showDebugInfo)`, `if (isDeveloperModeEnabled)`), the file's private functions only such code calls, Swift functions and computed properties only such a branch of their file reaches and no other file names (`if developerMode { devTools }`), and Java static helpers (constructors all private) that other files use only in such code, files or folders named with `Debug` (`RootDebugViewController.swift`, `FeatureFlagsDebugSettings/`) or as developer or internal settings, devtools or a sandbox (`DeveloperSettingsFragment.kt`, `InternalSettings/`, `devtools/`, a `playground` folder), files in an `Admin…` folder or a `Developer Menu` folder, Android source sets of builds the team keeps for itself: `debug`, `internal`, a testers' flavour's (`deviceForTesters`), QA, mock, nightly, development and staging builds' (`qa`, `nightly`, `dev`, `staging`; Mullvad's `devmole`)",
            "Kotlin/Java files with imports that neither import `android…`/`androidx…`/`com.google.android…` nor use `R`, a binding, `findViewById` or a UI type (activities, fragments, views, dialogs, toasts, composables, notifications) (`comment.setText(\"…\")` on a data model)",
            "logging calls (`Log`, `Timber`, `print`, `os_log`, `Logger`) and every other call not listed",
            "strings in comments, and texts a comment on their line or the line above says are never translated (`// This string should not be translated`, `// Do not translate`, `//$NON-NLS-1$`)",
            "test sources (`src/test`, `src/androidTest`, Swift `Tests/`), Compose `@Preview` functions (sample data for the design tool), the file's private composables only previews call, and `if (LocalInspectionMode.current)` branches (drawn only in the preview)",
            "codes of algorithms, encodings and codecs (`\"SHA-256\"`, `\"UTF-8\"`, `\"H.264\"`) and a brand's own spelling in one word (`\"NewPipe\"`, `\"OneDrive\"`)",
        ],
        help: "Move the text into the platform's string resources: a string catalog with `String(localized:)` or `NSLocalizedString` on iOS, `res/values/strings.xml` with `getString(R.string.name)` or `stringResource(R.string.name)` on Android.",
        lintIds: ["SetTextI18n"],
        triggeringExamples: [
            RuleExample("app/src/main/java/com/acme/CartActivity.kt", """
                class CartActivity : AppCompatActivity() {
                    fun show(count: Int) {
                        binding.title.setText(↓"Your cart")
                        Toast.makeText(this, ↓"Item removed", Toast.LENGTH_SHORT).show()
                        Snackbar.make(binding.root, ↓"$count items", Snackbar.LENGTH_LONG).show()
                        AlertDialog.Builder(this).setTitle(↓"Delete?").setPositiveButton(↓"Yes") { _, _ -> }.show()
                        binding.total.text = ↓"Total: " + total
                        binding.empty.apply {
                            text = ↓"Nothing here yet"
                            contentDescription = ↓"Empty cart"
                        }
                        with(binding.footer) { hint = ↓"Add a note" }
                        supportActionBar?.title = ↓"Cart"
                        binding.emailLayout.error = ↓"Invalid e-mail"
                        binding.subtitle.text =
                            ↓"Free delivery"
                    }
                }
                """),
            // A development build's guard ends the developer items only: what comes before it ships.
            RuleExample("app/src/main/java/com/acme/ui/SettingsMenu.kt", """
                @Composable
                fun SettingsMenu() {
                    MenuItem({ Text(↓"Dynamic icon") }) { toggleIcon() }
                    if (!BuildConfig.DEVELOPMENT) return // the rest is for developers
                    MenuItem({ Text("Shapes") }) { showShapes() }
                }
                """),
            RuleExample("app/src/main/java/com/acme/ui/Greeting.kt", """
                @Composable
                fun Greeting() {
                    Text(↓"Welcome back")
                    Text(text = ↓"Sign out", color = Color.Red)
                    Icon(Icons.Default.Close, contentDescription = ↓"Close")
                    Icon(Icons.Default.Star, contentDescription = ↓"null")
                    TopAppBar(title = { Text(↓"Settings") })
                    OutlinedTextField(value = v, onValueChange = {}, placeholder = { Text(↓"Search") }, label = { Text(↓"Query") })
                    Button(onClick = {}) { Text(↓"Save") }
                    SectionTitle(↓"Your orders")
                    SectionTitle(title = ↓"Archive", modifier = Modifier)
                }

                @Composable
                fun SectionTitle(title: String, modifier: Modifier = Modifier) {
                    Text(text = title, modifier = modifier, style = MaterialTheme.typography.titleLarge)
                }
                """),
            // A helper declared in another file of the project: one level, followed across files.
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/ui/components/Headline.kt", """
                    package com.acme.ui.components
                    import androidx.compose.material3.Text
                    @Composable
                    fun Headline(text: String, modifier: Modifier = Modifier) {
                        Text(text = text, modifier = modifier)
                    }
                    fun track(event: String) { analytics.log(event) }
                    """),
                ExampleFile("app/src/main/java/com/acme/ui/HomeScreen.kt", """
                    package com.acme.ui
                    import androidx.compose.runtime.Composable
                    import com.acme.ui.components.Headline
                    @Composable
                    fun HomeScreen() {
                        Headline(↓"Today's picks")
                        Headline(text = ↓"Recently viewed", modifier = Modifier)
                        track("Home shown")
                    }
                    """),
            ]),
            RuleExample("app/src/main/java/com/acme/LoginActivity.java", """
                public class LoginActivity extends Activity {
                    void onError() {
                        emailField.setError(null);
                        emailField.setHint(↓"E-mail");
                        Toast.makeText(this, ↓"Wrong password", Toast.LENGTH_LONG).show();
                    }
                }
                """),
            // Debug-only code is a plain `if (…DEBUG)` or a debug or developer-mode flag: `||` may
            // run it in release, a flag about a debugger is no mode; a private helper called
            // outside such a branch too ships.
            RuleExample("app/src/main/java/com/acme/ProfileActivity.kt", """
                class ProfileActivity : AppCompatActivity() {
                    fun show() {
                        if (BuildConfig.DEBUG || BuildConfig.FLAVOR == "beta") {
                            binding.banner.setText(↓"Beta build")
                        }
                        if (!"release".equals(BuildConfig.BUILD_TYPE) || BuildConfig.FLAVOR == "play") binding.banner.setText(↓"Preview")
                        if (BuildConfig.BUILD_TYPE == "release") binding.footer.setText(↓"Thanks for using Acme")
                        if (state.isDebuggerAttached) { binding.hint.setText(↓"Attached") }
                        if (isDebugMenuEnabled) { confirm() }
                        confirm()
                    }
                    private fun confirm() {
                        AlertDialog.Builder(this).setTitle(↓"Discard changes?").show()
                    }
                }
                """),
            // A static helper that a debug branch uses and shipping code too.
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/util/ErrorDialogs.java", """
                    public final class ErrorDialogs {
                        private ErrorDialogs() { }
                        public static void show(final Context context) {
                            new AlertDialog.Builder(context).setTitle(↓"Something went wrong").show();
                        }
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/PlayerFragment.java", """
                    public class PlayerFragment extends Fragment {
                        void onError() {
                            if (DEBUG) { ErrorDialogs.show(requireContext()); }
                            ErrorDialogs.show(requireContext());
                        }
                    }
                    """),
            ]),
            // A project helper's `contentDescription = "…"` argument: reported once, in its file or another.
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/ui/components/Icon.kt", """
                    import androidx.compose.runtime.Composable
                    @Composable
                    fun Icon(painter: Painter, contentDescription: String?, modifier: Modifier = Modifier) {
                        androidx.compose.material3.Icon(painter = painter, contentDescription = contentDescription, modifier = modifier)
                    }
                    @Composable
                    fun CloseButton() { Icon(painter = painterResource(R.drawable.close), contentDescription = ↓"Close") }
                    """),
                ExampleFile("app/src/main/java/com/acme/ui/SignInButton.kt", """
                    import androidx.compose.runtime.Composable
                    import com.acme.ui.components.Icon
                    @Composable
                    fun SignInButton() {
                        Icon(painter = painterResource(R.drawable.logo), contentDescription = ↓"Google logo")
                    }
                    """),
            ]),
        ] + swiftTriggeringExamples + objcTriggeringExamples,
        nonTriggeringExamples: swiftNonTriggeringExamples + objcNonTriggeringExamples + [
            // Feeder and Zotero: an API version as a field's placeholder, a model's name, a fixed path
            // shown after a URL field: machine words, the same in every language.
            RuleExample("app/src/main/java/com/acme/ui/Settings.kt", """
                import androidx.compose.material3.Text
                @Composable
                fun ApiSection() {
                    TextField(value = version, onValueChange = {}, placeholder = { Text("2024-02-15-preview") })
                    Text("gpt-4o-mini")
                    Row { Text("/zotero/") }
                }
                """),
            // Seal: a chip whose label is the option token it writes (yt-dlp's SponsorBlock
            // `default`, `all`): translating it would break the value. (The helper declared in
            // the same file, and in another.)
            RuleExample("app/src/main/java/com/acme/ui/SponsorBlockDialog.kt", """
                import androidx.compose.material3.Text
                @Composable
                fun OutlinedButtonChip(label: String, onClick: () -> Unit) {
                    AssistChip(onClick = onClick, label = { Text(label) })
                }
                @Composable
                fun Categories() {
                    var categories by remember { mutableStateOf("") }
                    OutlinedButtonChip(label = "default") { categories = "default" }
                    OutlinedButtonChip(label = "all") { categories = "all" }
                }
                """),
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/ui/component/Chips.kt", """
                    import androidx.compose.material3.Text
                    @Composable
                    fun OptionChip(label: String, onClick: () -> Unit) {
                        AssistChip(onClick = onClick, label = { Text(label) })
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/ui/FormatDialog.kt", """
                    import androidx.compose.material3.Text
                    @Composable
                    fun Formats() {
                        var format by remember { mutableStateOf("") }
                        OptionChip(label = "best") { format = "best" }
                    }
                    """),
            ]),
            // FlorisBoard: a devtools overlay, for the team.
            RuleExample("app/src/main/kotlin/com/acme/keys/app/devtools/DevtoolsOverlay.kt", """
                import androidx.compose.material3.Text
                @Composable
                fun DevtoolsOverlay() { Text("Composing region") }
                """),
            // Two functions of one name in the project: the call cannot be tied to the one that shows text.
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/ui/Badge.kt", """
                    import androidx.compose.material3.Text
                    @Composable
                    fun Badge(label: String) { Text(label) }
                    """),
                ExampleFile("app/src/main/java/com/acme/analytics/Badge.kt", """
                    import com.acme.analytics.Tracker
                    fun Badge(label: String) { Tracker.log(label) }
                    """),
                ExampleFile("app/src/main/java/com/acme/ui/Profile.kt", """
                    import androidx.compose.runtime.Composable
                    @Composable
                    fun Profile() { Badge("gold-member") }
                    """),
            ]),
            // tasks: a composable `Banner(title:…)` and a `sealed class Banner(eventType:…)` whose
            // subclasses pass an analytics key to its constructor.
            RuleExample([
                ExampleFile("kmp/src/commonMain/kotlin/org/tasks/compose/AnimatedBanner.kt", """
                    import androidx.compose.material3.Text
                    @Composable
                    fun Banner(title: String, body: String) { Text(text = title) }
                    """),
                ExampleFile("app/src/main/java/org/tasks/ui/TaskListViewModel.kt", """
                    import androidx.compose.runtime.Composable
                    sealed class Banner(val eventType: String, @StringRes val positiveLabel: Int) {
                        data object WarnGoogleTasks : Banner("google_tasks", R.string.button_learn_more)
                    }
                    """),
            ]),
            RuleExample("app/src/main/java/com/acme/CartActivity.kt", """
                class CartActivity : AppCompatActivity() {
                    fun show() {
                        // binding.title.setText("Your cart")
                        binding.title.setText(getString(R.string.cart_title))
                        binding.count.setText("")
                        binding.sep.text = " – "
                        Log.d("Cart", "setText called")
                        Timber.i("Item removed")
                        Text(stringResource(R.string.welcome))
                        val url = "https://example.com/setText(\\"x\\")"
                        prefs.edit().putString("title", "Draft").apply()
                        // Only letters in the literal's fixed text count: escapes and templates are not text.
                        binding.spacer.setText("\\n\\n")
                        binding.arrow.setText("\\u00A0▲")
                        binding.score.setText("${home} : ${away}")
                        binding.streak.setText("$streak")
                        binding.more.setText("+${count}")
                        binding.progress.setText("${percent}%")
                        binding.host.setText("${ip}:${port}")
                        // A file name's extension (Amaze File Manager's archive dialog): the same in every language.
                        binding.fileName.setText(".zip")
                        // Titles and errors of models, bare assignments outside a view's scope function.
                        post.title = "Draft"
                        state.error = "Timeout"
                        val request = Request().apply { title = "Fetch" }
                        // The file's own helpers that do not show their parameter.
                        logEvent("Cart opened")
                        // The clipboard is not the screen.
                        clipboard.setText("Copied order number")
                        // A number written with a format: nothing to translate.
                        binding.limit.setText("%d".format(Locale.getDefault(), limit))
                        // The piece of a constant's name (Breezy Weather's icon dialogs).
                        MaterialAlertDialogBuilder(this).setTitle(code.name + if (day) "_DAY" else "_NIGHT")
                    }
                    private fun logEvent(name: String) { analytics.log(name); Log.d("Cart", name) }
                }
                """),
            // A file's own `Text` type (Pocket Casts' transcript entries), not Compose's.
            RuleExample("app/src/main/java/com/acme/TranscriptEntry.kt", """
                sealed interface TranscriptEntry {
                    data class Text(val value: String) : TranscriptEntry
                    companion object {
                        val PreviewList = listOf(Text("Sodales sem fusce elementum commodo"))
                    }
                }
                """),
            RuleExample("app/src/main/java/com/acme/ui/GreetingPreview.kt", """
                @Preview(name = "Dark")
                @Composable
                fun GreetingPreview() {
                    Text("Lorem ipsum")
                }
                """),
            // Developer screens: a debug build's branch, and the private helper only it calls.
            RuleExample("app/src/main/java/com/acme/MainActivity.kt", """
                class MainActivity : AppCompatActivity() {
                    fun setUpDrawer() {
                        if (BuildConfig.DEBUG) {
                            binding.drawer.addItem(DrawerItem(onClick = { showDeveloperTools() }))
                        }
                        if (DEBUG && savedInstanceState == null) Toast.makeText(this, "Debug build", Toast.LENGTH_SHORT).show()
                    }
                    private fun showDeveloperTools() {
                        MaterialAlertDialogBuilder(this).setTitle("Developer Tools").show()
                    }
                }
                """),
            // A development build's own flag, a branch of it, and the rest of a block it guards
            // (PersianCalendar's `if (!BuildConfig.DEVELOPMENT) return // Rest are development only
            // functionalities`; `buildConfigField("boolean", "DEVELOPMENT", "false")` for release).
            RuleExample("app/src/main/java/com/acme/ui/CompassScreen.kt", """
                @Composable
                fun CompassMenu(context: Context) {
                    if (BuildConfig.DEVELOPMENT) Toast.makeText(
                        context, "dev: acc+magnet", Toast.LENGTH_SHORT,
                    ).show()
                    if (!BuildConfig.DEVELOPMENT) return
                    MenuItem({ Text("Cyberpunk") }) { cyberpunk() }
                }
                """),
            RuleExample("app/src/main/java/com/acme/DebugDrawer.java", """
                public class DebugDrawer {
                    void show(Context context) {
                        if (!BuildConfig.DEBUG) {
                            return;
                        }
                        Toast.makeText(context, "Debug drawer", Toast.LENGTH_SHORT).show();
                    }
                }
                """),
            // A branch for a build type other than release or a developer flavour (Mastodon's
            // `if ("beta".equals(BuildConfig.BUILD_TYPE))` unlocking its debug settings).
            RuleExample("app/src/main/java/com/acme/AboutFragment.java", """
                public class AboutFragment extends Fragment {
                    void onVersionTapped() {
                        if ("beta".equals(BuildConfig.BUILD_TYPE)) {
                            Toast.makeText(getActivity(), "Debug settings unlocked", Toast.LENGTH_SHORT).show();
                        }
                        if (BuildConfig.FLAVOR.equals("internal") && taps > 7) showToast("Staff mode");
                    }
                }
                """),
            // A developer-mode flag's branch, and the private section only it shows (Element X's
            // room details: `if (state.showDebugInfo) DebugInfoSection(…)`).
            RuleExample("app/src/main/java/com/acme/RoomDetailsView.kt", """
                @Composable
                fun RoomDetailsView(state: RoomDetailsState) {
                    Text(text = stringResource(R.string.room_details_title))
                    if (state.showDebugInfo) {
                        DebugInfoSection(roomId = state.roomId)
                    }
                    if (isDeveloperModeEnabled && state.canShowVersion) Text(text = "Room version")
                }

                @Composable
                private fun DebugInfoSection(roomId: String) {
                    Text(text = "Internal room ID")
                    Text(text = roomId)
                }
                """),
            // A static helper (constructors all private) that only debug branches use: a developer tool.
            RuleExample([
                ExampleFile("app/src/main/java/com/acme/detail/PlayerCrasher.java", """
                    public final class PlayerCrasher {
                        private PlayerCrasher() { }
                        public static void onCrashThePlayer(final Context context) {
                            new AlertDialog.Builder(context).setTitle("Choose an exception").show();
                        }
                    }
                    """),
                ExampleFile("app/src/main/java/com/acme/detail/PlayerFragment.java", """
                    import com.acme.detail.PlayerCrasher;
                    public class PlayerFragment extends Fragment {
                        void bind() {
                            if (DEBUG) {
                                binding.crash.setOnClickListener(v -> PlayerCrasher.onCrashThePlayer(requireContext()));
                            }
                        }
                    }
                    """),
            ]),
            // Compose draws a stand-in in the IDE's preview; a private view only previews call is
            // sample content; a hash algorithm's code and the app's own name are not translated.
            RuleExample("app/src/main/java/com/acme/ui/CertificateScreen.kt", """
                @Composable
                internal fun CameraView(modifier: Modifier = Modifier) {
                    if (LocalInspectionMode.current) {
                        Text(text = "Camera preview", modifier = modifier)
                        return
                    }
                    AndroidView(factory = { PreviewView(it) })
                }

                @Preview
                @Composable
                internal fun LoadingPreview() {
                    PreviewTheme { SampleLoadingView(state = Loading) }
                }

                @Composable
                private fun SampleLoadingView(state: State) {
                    LoadingView(state = state, loading = { Text(text = "Loading...") }, content = { Text(text = "Content") })
                }

                @Composable
                fun CertificateView(sha256: String) {
                    Fingerprint("SHA-256", sha256)
                    Text(text = "UTF-8")
                    TopAppBar(title = { Text("NewPipe") })
                }

                @Composable
                private fun Fingerprint(title: String, value: String) { Text(text = title) }
                """),
            // A private swatch only a preview calls, named as the interface the file declares
            // (Session's `ThemeColors`): the type's mentions are no calls.
            RuleExample("app/src/main/java/com/acme/ui/theme/ThemeColors.kt", """
                interface ThemeColors { val primary: Color }
                class OceanDark : ThemeColors { override val primary = Color.Blue }

                @Preview
                @Composable
                fun PreviewThemeColors(@PreviewParameter(ColorsProvider::class) colors: ThemeColors) {
                    PreviewTheme(colors) { ThemeColors() }
                }

                @Composable
                private fun ThemeColors() {
                    Box(Modifier.background(LocalColors.current.primary)) { Text("primary") }
                }
                """),
            // Previews written as expressions (Element X: `= ElementPreview { … }`), and the
            // private composables only they call.
            RuleExample("app/src/main/java/com/acme/ui/PreferenceSwitch.kt", """
                @Composable
                fun PreferenceSwitch(title: String, isChecked: Boolean) { Text(text = title) }

                @PreviewsDayNight
                @Composable
                internal fun PreferenceSwitchPreview() = ElementThemedPreview {
                    PreferenceSwitch(title = "Switch", isChecked = true)
                    ModeView(mode = "compact")
                }

                @Preview
                @Composable
                internal fun PreferenceSwitchLongPreview() =
                    ElementThemedPreview(drawableFallbackForImages = R.drawable.sample)
                        .let { PreferenceSwitch(title = "A very long title", isChecked = false) }

                @Composable
                private fun ModeView(mode: String) { Text(text = "Mode $mode") }

                @Preview
                @Composable
                internal fun PreferenceSwitchItemsPreview() = PreviewItems.OneLine()

                private object PreviewItems {
                    @Composable
                    fun OneLine() = Column { content() }

                    @Composable
                    fun content() = @Composable {
                        Text("List item")
                    }
                }
                """),
            RuleExample("app/src/test/java/com/acme/CartTest.kt", """
                class CartTest { fun t() { view.setText("Fixture text") } }
                """),
            RuleExample("app/src/main/java/com/acme/db/DataGenerator.java", """
                import com.acme.db.entity.CommentEntity;
                class DataGenerator {
                    CommentEntity comment(int j) { CommentEntity c = new CommentEntity(); c.setText("Comment " + j); return c; }
                }
                """),
        ]
    )

    /// Calls whose `index`-th argument is shown to users.
    static let calls: [String: Int] = [
        "setText": 0, "setTitle": 0, "setSubtitle": 0, "setHint": 0, "setMessage": 0, "setError": 0,
        "setContentDescription": 0, "setPositiveButton": 0, "setNegativeButton": 0, "setNeutralButton": 0,
        "setContentTitle": 0, "setContentText": 0, "setTicker": 0,
    ]
    /// `Receiver.call`: Toast.makeText(context, "…"), Snackbar.make(view, "…").
    static let receiverCalls: [String: (receiver: String, argument: Int)] = [
        "makeText": ("Toast", 1), "make": ("Snackbar", 1),
    ]
    static let assignedProperties: Set<String> = ["text", "hint", "contentDescription"]

    /// A name's length and first and last bytes: equal names have equal shapes.
    static func shape(of name: String) -> Int {
        let bytes = name.utf8
        return bytes.count << 16 | Int(bytes.first ?? 0) << 8 | Int(bytes.last ?? 0)
    }

    static func shape(of token: CodeLexer.Token, in file: CodeFile) -> Int {
        guard token.end > token.start else { return 0 }
        return (token.end - token.start) << 16 | Int(file.text.bytes[token.start]) << 8 | Int(file.text.bytes[token.end - 1])
    }

    /// Shapes of the names `check` looks at when called (`setText(`) or assigned (`text =`).
    static let callShapes = ShapeSet((Array(calls.keys) + Array(receiverCalls.keys) + ["Text"]).map(shape(of:)))
    static let assignmentShapes = ShapeSet((Array(assignedProperties) + ["title", "subtitle", "error", "contentDescription"]).map(shape(of:)))

    /// A set of shapes asked about at every call and assignment of a file: a 256-bit filter of
    /// their hashed shapes answers "no" for most names with a multiplication and a bit test, and
    /// only the rest are looked up (hashing a shape for the set was 1.5 % of a Kotlin audit).
    struct ShapeSet {
        private var filter = BitFilter256()
        private let shapes: Set<Int>

        init(_ shapes: some Sequence<Int>) {
            self.shapes = Set(shapes)
            for shape in self.shapes { filter.insert(shape) }
        }

        @inline(__always)
        func contains(_ shape: Int) -> Bool {
            filter.mayContain(shape) && shapes.contains(shape)
        }
    }

    /// The file's own functions with a `String` parameter that goes straight into a sink
    /// (`Text(title)`, `Text(text = title)`, `contentDescription = label`, `x.text = title`,
    /// `setText(title)`): name → the parameter and its position. One level: a helper calling a helper is not followed.
    static func textHelpers(_ file: CodeFile) -> [String: (name: String, position: Int)] {
        file.memo.textHelpers { findTextHelpers(file) }
    }

    private static func findTextHelpers(_ file: CodeFile) -> [String: (name: String, position: Int)] {
        var helpers: [String: (name: String, position: Int)] = [:]
        let code = file.code
        for index in file.keywordCandidates where code[index].end - code[index].start == 3 && file.code(index, is: "fun") {
            guard index + 2 < code.count, code[index + 1].kind == .identifier, file.code(index + 2, is: "("),
                let close = file.matchingClose(index + 2) else { continue }
            // Only a signature naming `String` can have a `String` parameter: most do not, and are
            // passed over before their parameters are split.
            guard (index + 3..<close).contains(where: { file.code($0, is: "String") }) else { continue }
            let name = file.text(of: code[index + 1])
            // `String` parameters by position.
            var parameters: [(name: String, position: Int)] = []
            for (position, range) in file.arguments(ofCallAt: index + 2).enumerated() {
                let tokens = file.topLevel(range)
                guard let colon = tokens.firstIndex(where: { file.code($0, is: ":") }), colon > 0, colon + 1 < tokens.count,
                    file.code(tokens[colon + 1], is: "String") else { continue }
                parameters.append((file.text(of: code[tokens[colon - 1]]), position))
            }
            guard !parameters.isEmpty else { continue }
            // The body: `{ … }` after the signature, or `= expression` on the line.
            var cursor = close + 1
            while cursor < code.count, !file.code(cursor, is: "{"), !file.code(cursor, is: "="), !file.code(cursor, is: "fun"), cursor - close < 12 { cursor += 1 }
            guard cursor < code.count, file.code(cursor, is: "{") || file.code(cursor, is: "=") else { continue }
            let end: Int
            if file.code(cursor, is: "{") {
                guard let bodyEnd = file.matchingClose(cursor) else { continue }
                end = bodyEnd
            } else {
                let line = file.location(of: code[cursor]).line
                var last = cursor
                while last + 1 < code.count, file.location(of: code[last + 1]).line == line { last += 1 }
                end = last
            }
            for parameter in parameters {
                let sinks = (cursor..<end).contains { use in
                    guard code[use].kind == .identifier, file.code(use, equals: parameter.name), !file.code(use - 1, is: ".") else { return false }
                    let closesArgument = file.code(use + 1, is: ")") || file.code(use + 1, is: ",")
                    if closesArgument, file.code(use - 1, is: "("), use >= 2, file.code(use - 2, is: "Text") || file.code(use - 2, is: "setText") { return true }
                    if closesArgument || file.location(of: code[use]).line < file.location(of: code[min(use + 1, code.count - 1)]).line || use + 1 == code.count,
                        file.code(use - 1, is: "="), use >= 2, ["text", "contentDescription"].contains(file.text(of: code[use - 2])) {
                        return true
                    }
                    return false
                }
                if sinks, helpers[name] == nil { helpers[name] = parameter }
            }
        }
        return helpers
    }

    /// Names of views whose `title`/`subtitle` is on screen.
    static let titledViews = ["toolbar", "actionbar", "appbar", "collapsing"]
    /// Names of views whose `error` is on screen.
    static let erroredViews = ["input", "field", "edit", "layout", "text"]
    /// Scope functions whose lambda's receiver is the view (`binding.title.apply { text = "…" }`).
    static let scopeFunctions: Set<String> = ["apply", "with", "run"]

    /// The UI property a Kotlin assignment at `index` sets, if it is one: `x.text =`, `x.hint =`,
    /// `x.contentDescription =`; `toolbar.title =`, `supportActionBar?.subtitle =`; `inputLayout.error =`;
    /// or a bare `text =`/`hint =`/`contentDescription =` in an `apply { }`/`with(view) { }` lambda.
    static func assignedUIProperty(_ file: CodeFile, at index: Int) -> String? {
        // A bare name (not after `.`) is only ever one of `assignedProperties`, told on its bytes
        // (ASCII names only their own bytes spell): `val title = …` needs no string.
        guard file.code(index - 1, is: ".") || assignedProperties.contains(where: { file.code(index, spells: $0) }) else { return nil }
        let name = file.text(of: file.code[index])
        guard assignedProperties.contains(name) || name == "title" || name == "subtitle" || name == "error" else { return nil }
        if file.code(index - 1, is: ".") {
            if assignedProperties.contains(name) { return name }
            // The receiver: `toolbar`, `binding.toolbar`, `supportActionBar?`.
            var receiver = index - 2
            if file.code(receiver, is: "?") || file.code(receiver, is: "!") { receiver -= 1 }
            if file.code(receiver, is: "!") { receiver -= 1 }
            guard receiver >= 0, file.code[receiver].kind == .identifier else { return nil }
            let word = file.text(of: file.code[receiver]).lowercased()
            let views = name == "error" ? erroredViews : titledViews
            return views.contains { word.contains($0) } ? name : nil
        }
        // A bare `text = "…"` starts a statement inside a scope function's lambda on a view.
        guard assignedProperties.contains(name), index > 0, file.code(index - 1, is: "{") || file.location(of: file.code[index - 1]).line < file.location(of: file.code[index]).line || file.code(index - 1, is: ";") else {
            return nil
        }
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            if file.code(cursor, is: "}") { depth += 1 }
            if file.code(cursor, is: "{") {
                if depth == 0 { break }
                depth -= 1
            }
            cursor -= 1
        }
        guard cursor > 0 else { return nil }
        // `apply {`, `with(view) {`, `run {`
        var before = cursor - 1
        if file.code(before, is: ")") {
            var parens = 0
            while before >= 0 {
                if file.code(before, is: ")") { parens += 1 }
                if file.code(before, is: "(") { parens -= 1; if parens == 0 { break } }
                before -= 1
            }
            before -= 1
        }
        guard before >= 0, file.code[before].kind == .identifier, scopeFunctions.contains(file.text(of: file.code[before])) else { return nil }
        return name
    }

    /// Whether the file can reach the screen: it has no imports to judge by, or it imports
    /// `android…`, `androidx…` or `com.google.android…`, uses `R.x.y`, a binding or `findViewById`,
    /// or names the UI (`…Activity`, `…Fragment`, `…View`, `…Dialog`, `Toast`, `Snackbar`,
    /// `@Composable`, `…Notification…`).
    static func touchesAndroidUI(_ file: CodeFile) -> Bool {
        // Asked by the rule and by the file's facts (`TextCallFacts`): read once.
        file.memo.touchesAndroidUI { findsAndroidUI(file) }
    }

    private static func findsAndroidUI(_ file: CodeFile) -> Bool {
        // One pass by bytes: a file that touches nothing (most of a mail or sync engine) is read
        // to its end, and a string per identifier with eight searches in it cost 5 % of an audit
        // of Thunderbird. Every condition is about one token, so the first hit answers.
        // The names compared are told apart by length first: most identifiers are none of them.
        let code = file.code
        var hasImport = false
        return file.text.bytes.withUnsafeBufferPointer { bytes in
            for index in file.identifiers {
                let token = code[index]
                switch token.end - token.start {
                case 1:
                    if file.code(index, is: "R"), file.code(index + 1, is: "."), !file.code(index - 1, is: ".") { return true }
                    continue
                case 6:
                    if file.code(index, is: "import") {
                        hasImport = true
                        if file.code(index + 1, is: "android") || file.code(index + 1, is: "androidx") { return true }
                        if file.code(index + 1, is: "com"), file.code(index + 3, is: "google"), file.code(index + 5, is: "android") { return true }
                    }
                case 7:
                    if file.code(index, is: "binding") { return true }
                case 12:
                    if file.code(index, is: "findViewById") { return true }
                case 0..<4:
                    continue  // shorter than any name `namesUIType` looks for
                default:
                    break
                }
                if token.end - token.start > 7, bytes[token.end - 1] == UInt8(ascii: "g"), file.code(index, endsWith: "Binding") { return true }
                if namesUIType(UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])) { return true }
            }
            // A snippet without imports gives nothing to judge by.
            return !hasImport
        }
    }

    /// Whether an identifier's bytes contain a name that says a file is UI code wherever it
    /// appears: `Activity`, `Fragment`, `View`, `Dialog`, `Toast`, `Snackbar`, `Composable`,
    /// `Notification`. Each starts with its own capital, so a byte picks the one word to try
    /// (a loop over a list of words cost a retain and a release per word at every capital).
    static func namesUIType(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in bytes.indices {
            let word: StaticString
            switch bytes[start] {
            case UInt8(ascii: "A"): word = "Activity"
            case UInt8(ascii: "F"): word = "Fragment"
            case UInt8(ascii: "V"): word = "View"
            case UInt8(ascii: "D"): word = "Dialog"
            case UInt8(ascii: "T"): word = "Toast"
            case UInt8(ascii: "S"): word = "Snackbar"
            case UInt8(ascii: "C"): word = "Composable"
            case UInt8(ascii: "N"): word = "Notification"
            default: continue
            }
            let count = word.utf8CodeUnitCount, spelled = word.utf8Start
            guard count <= bytes.count - start else { continue }
            var matched = 1
            while matched < count, bytes[start + matched] == spelled[matched] { matched += 1 }
            if matched == count { return true }
        }
        return false
    }

    public init(options: RuleOptions) {}

    public func check(_ file: CodeFile) -> [Finding] {
        // Tests and previews are left out centrally, by file role and preview regions.
        if file.language == .objc { return objcFindings(file) }
        // A file that neither imports Android UI nor touches resources or bindings shows nothing:
        // `comment.setText("…")` on a data model is not UI text.
        guard Self.touchesAndroidUI(file) else { return [] }
        var findings: [Finding] = []
        let code = file.code
        let helpers = file.language == .kotlin ? Self.textHelpers(file) : [:]
        let helperShapes = ShapeSet(helpers.keys.map(Self.shape(of:)))
        let (callShapes, assignmentShapes) = (Self.callShapes, Self.assignmentShapes)
        // A file declaring its own `Text` type calls that, not Compose's (Pocket Casts'
        // `data class Text(val value: String)` of transcript entries).
        // (One byte search passes over most files; the tokens tell `class Text` from `class TextView`.)
        let ownText = file.language == .kotlin && (file.text.contains("class Text", anchor: 6) || file.text.contains("object Text", anchor: 7))
            && file.identifiers.contains { file.code($0, is: "Text") && (file.code($0 - 1, is: "class") || file.code($0 - 1, is: "object")) }
        for index in file.callOrAssignmentNames {
            // Every branch below is a call `name(` or an assignment `name =` of a few known
            // names (the identifiers before a `(` or `=`): other names are passed over on their
            // length and first and last bytes, without making a string.
            let isCall = file.code(index + 1, is: "(")
            guard isCall || file.code(index + 1, is: "=") else { continue }
            let shape = Self.shape(of: code[index], in: file)
            guard isCall ? callShapes.contains(shape) || helperShapes.contains(shape) : assignmentShapes.contains(shape) else { continue }
            let name = file.text(of: code[index])
            if let helper = helpers[name], file.code(index + 1, is: "("), !file.code(index - 1, is: "fun"), !file.code(index - 1, is: ".") {
                // `SectionTitle("Settings")` where `fun SectionTitle(title: String) { Text(title) }`.
                let arguments = file.arguments(ofCallAt: index + 1)
                let chosen = arguments.first { file.code($0.lowerBound, spells: helper.name) && file.code($0.lowerBound + 1, is: "=") }
                    ?? (arguments.indices.contains(helper.position) && !file.code(arguments[helper.position].lowerBound + 1, is: "=") ? arguments[helper.position] : nil)
                // `Icon(…, contentDescription = "Close")` is reported once, as `contentDescription` below.
                if let chosen, !(file.code(chosen.lowerBound, is: "contentDescription") && file.code(chosen.lowerBound + 1, is: "=")),
                    let literal = Self.firstTranslatableLiteral(in: chosen, file), !Self.writesItsLabel(file, callAt: index + 1, literal: literal) {
                    findings.append(finding(file, literal, "passed to \(name), which shows it"))
                }
                continue
            }
            if file.code(index + 1, is: "(") {
                var argument: Int?
                var callName = name
                if let position = Self.calls[name] {
                    argument = position
                } else if let call = Self.receiverCalls[name], file.code(index - 1, is: "."), file.code(index - 2, spells: call.receiver) {
                    argument = call.argument
                    callName = "\(call.receiver).\(name)"
                } else if name == "Text", !ownText, !file.code(index - 1, is: ".") || file.code(index - 2, is: "material") || file.code(index - 2, is: "material3") {
                    callName = "Text"
                    argument = 0
                }
                guard let argument else { continue }
                // `clipboard.setText(…)`, `clipboardManager.setPrimaryClip(…)`: text copied, not shown.
                if file.code(index - 1, is: "."), index >= 2, code[index - 2].kind == .identifier,
                    file.code(index - 2, lowercasedHolds: "clip") ?? file.text(of: code[index - 2]).lowercased().contains("clip") { continue }
                let arguments = file.arguments(ofCallAt: index + 1)
                var chosen: Range<Int>? = arguments.indices.contains(argument) ? arguments[argument] : nil
                if callName == "Text" {
                    chosen = arguments.first { file.code($0.lowerBound, is: "text") && file.code($0.lowerBound + 1, is: "=") } ?? chosen
                    if let current = chosen, file.code(current.lowerBound + 1, is: "="), !file.code(current.lowerBound, is: "text") { chosen = nil }
                }
                if let chosen, let literal = Self.firstTranslatableLiteral(in: chosen, file), !Self.writesItsLabel(file, callAt: index + 1, literal: literal) {
                    findings.append(finding(file, literal, "passed to \(callName)"))
                }
            } else if name == "contentDescription", file.code(index + 1, is: "="), !file.code(index + 2, is: "="),
                file.code(index - 1, is: "(") || file.code(index - 1, is: ",") {
                // Compose: `Icon(Icons.Default.Close, contentDescription = "Close")`.
                var end = index + 2
                var depth = 0
                while end < code.count {
                    if file.code(end, is: "(") || file.code(end, is: "{") { depth += 1 }
                    if file.code(end, is: ")") || file.code(end, is: "}") { if depth == 0 { break }; depth -= 1 }
                    if depth == 0, file.code(end, is: ",") { break }
                    end += 1
                }
                if let literal = Self.firstTranslatableLiteral(in: (index + 2)..<end, file) {
                    if file.stringContent(of: code[literal]) == "null" {
                        // Kickstarter's `contentDescription = "null"`: TalkBack reads the word out.
                        var found = finding(file, literal, "passed as contentDescription")
                        found.message = "contentDescription is the text \"null\", which TalkBack reads aloud; pass null for a decorative image, or a string resource"
                        findings.append(found)
                    } else {
                        findings.append(finding(file, literal, "passed as contentDescription"))
                    }
                }
            } else if file.code(index + 1, is: "="), !file.code(index + 2, is: "="), let property = Self.assignedUIProperty(file, at: index) {
                // The assigned expression: up to `;` or the end of the line (the next line when the
                // value starts there: `x.text =⏎ "…"`).
                var line = file.location(of: code[index]).line
                if index + 2 < code.count, file.location(of: code[index + 2]).line == line + 1 { line += 1 }
                var end = index + 2
                while end < code.count, !file.code(end, is: ";"), file.location(of: code[end]).line <= line { end += 1 }
                if let literal = Self.firstTranslatableLiteral(in: (index + 2)..<end, file) {
                    findings.append(finding(file, literal, "assigned to .\(property)"))
                }
            }
        }
        return findings
    }

    /// Whether the call at `open` (its `(`) writes the literal it shows as a value, in its
    /// arguments or its trailing lambda (Seal's `OutlinedButtonChip(label = "default") {
    /// categories = "default" }`): the label is the option's token, which a translation would break.
    static func writesItsLabel(_ file: CodeFile, callAt open: Int, literal: Int) -> Bool {
        guard let close = file.matchingClose(open) else { return false }
        var end = close
        if file.code(close + 1, is: "{"), let lambdaEnd = file.matchingClose(close + 1) { end = lambdaEnd }
        let text = file.text(of: file.code[literal])
        for index in (open + 1)..<end where index != literal && file.code[index].kind == .string {
            // `= "default"`: assigned, not passed on to be shown.
            if file.code(index - 1, is: "="), file.text(of: file.code[index]) == text { return true }
        }
        return false
    }

    static func firstUserFacingLiteral(in range: Range<Int>, _ file: CodeFile) -> Int? {
        file.firstTopLevel(in: range) { index in
            file.code[index].kind == .string && isUserFacing(LiteralText.kotlinFixedText(file.stringContent(of: file.code[index])))
        }
    }

    /// The first literal of `range` that reads as words a translator would translate, as for
    /// Swift and Objective-C: not a brand's one-word spelling (`"NewPipe"`), an algorithm's or
    /// codec's code (`"SHA-256"`), a unit beside a number. The words test reads characters, so it
    /// runs only on literals that hold letters (a few per file), where a finding is made.
    static func firstTranslatableLiteral(in range: Range<Int>, _ file: CodeFile) -> Int? {
        file.firstTopLevel(in: range) { index in
            guard file.code[index].kind == .string else { return false }
            let content = file.stringContent(of: file.code[index])
            let fixed = LiteralText.kotlinFixedText(content)
            return isUserFacing(fixed) && !isConstantName(fixed) && isTranslatable(fixed: fixed, content: content, file.language)
        }
    }

    /// `"_DAY"`, `"CLEAR_NIGHT"`: capitals, digits and an underscore, the piece of a constant's
    /// name (`code.name + "_DAY"`, Breezy Weather's icon dialogs), no word of a sentence.
    static func isConstantName(_ fixed: String) -> Bool {
        let utf8 = fixed.utf8
        return utf8.contains(UInt8(ascii: "_")) && utf8.allSatisfy {
            ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
        }
    }

    /// `LiteralText.needsTranslation` of a Kotlin or Java literal (a Kotlin `$` is a template).
    static func isTranslatable(fixed: String, content: String, _ language: CodeLexer.Language) -> Bool {
        LiteralText.needsTranslation(fixed, interpolated: language == .kotlin && content.contains("$"))
    }

    /// Whether a literal's fixed text reads as words: it holds a letter (an ASCII text's
    /// letters are its bytes `A`–`Z`, `a`–`z`; any other text is read by characters) and is not
    /// a colour value (`#fff`, `AABBCC`).
    static func isUserFacing(_ fixed: String) -> Bool {
        let hasLetter = fixed.utf8.allSatisfy { $0 < 0x80 }
            ? fixed.utf8.contains { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
            : fixed.contains(where: \.isLetter)
        return hasLetter && !HardcodedTextRule.isHexColorLike(fixed.trimmedWhitespace())
    }

    /// Literals passed to the project's own Kotlin helpers declared in another file (one level;
    /// a helper's name must be declared once in the whole project, so a same-named function
    /// elsewhere cannot be mistaken for it). The per-file pass found the rest.
    func kotlinHelperFindings(_ project: ProjectModel) -> [Finding] {
        var declarations: [String: Int] = [:]
        var helpers: [String: TextCallFacts.Helper] = [:]
        for facts in project.textCalls.values {
            for name in facts.declared { declarations[name, default: 0] += 1 }
            for helper in facts.helpers { helpers[helper.name] = helper }
        }
        var findings: [Finding] = []
        for path in project.textCalls.keys.sorted() {
            for call in project.textCalls[path]!.calls {
                guard let helper = helpers[call.callee], declarations[call.callee] == 1 else { continue }
                let argument = call.arguments.first { $0.label == helper.parameter }
                    ?? call.arguments.first { $0.label == nil && $0.position == helper.position }
                // A `contentDescription = "…"` argument is reported by the per-file pass, in any call.
                guard let argument, argument.label != "contentDescription",
                    Self.isTranslatable(fixed: LiteralText.kotlinFixedText(argument.literal), content: argument.literal, .kotlin) else { continue }
                var content = argument.literal
                if content.count > 60 { content = String(content.prefix(60)) + "…" }
                findings.append(Self.descriptor.finding(
                    "Hardcoded UI string \"\(content)\" passed to \(call.callee), which shows it; use a string resource",
                    path: path, at: argument.location))
            }
        }
        return findings
    }

    private func finding(_ file: CodeFile, _ index: Int, _ how: String) -> Finding {
        var content = file.stringContent(of: file.code[index])
        if content.count > 60 { content = String(content.prefix(60)) + "…" }
        return Self.descriptor.finding(
            "Hardcoded UI string \"\(content)\" \(how); use a string resource", path: file.path, at: file.location(of: file.code[index]))
    }
}
