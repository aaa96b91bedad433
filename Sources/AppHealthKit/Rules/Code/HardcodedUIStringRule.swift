/// User-facing string literals in Kotlin, Java and Objective-C UI code.
public struct HardcodedUIStringRule: CodeRule {
    public static let descriptor = RuleDescriptor(
        id: "code.hardcoded-ui-string",
        title: "Hardcoded user-facing string in code",
        defaultSeverity: .warning,
        category: .localization,
        summary: "A string literal shown to users from code. Swift: literals assigned to `.text`, `.title`, `.placeholder`, `.attributedText`, passed to `setTitle(_:for:)`, `UIAlertController(title:message:)`, `UIAlertAction(title:)`, `UIBarButtonItem(title:)`, `Text(verbatim:)`; SwiftUI `Text(\"…\")` only when the project has string catalogs that lack the key. Kotlin/Java: an argument of `setText`, `setTitle`, `setHint`, `setMessage`, `setContentDescription`, dialog builders' `setPositiveButton`/`setNegativeButton`/`setNeutralButton`, `Toast.makeText`, `Snackbar.make`, Compose `Text(\"…\")`, or a Kotlin `.text =`/`.hint =` assignment. Objective-C: an `@\"…\"` literal assigned to `.text`, `.title`, `.placeholder`, `.prompt`, or passed to `setText:`, `setTitle:` (`forState:`), `setPlaceholder:`, `setPrompt:`, `addButtonWithTitle:`, `alertControllerWithTitle:message:`, `actionWithTitle:`, `initWithTitle:` (and `message:`, `cancelButtonTitle:`, `otherButtonTitles:`) of `UIBarButtonItem`/`UIAlertView`/`UIActionSheet`/`UITabBarItem`, SVProgressHUD's `show…WithStatus:`. Concatenations and templates are flagged once.",
        rationale: "Strings in code escape translation and copy review just like strings in layouts, and are harder to find. Feeds the code-review checklist item \"user-facing strings in resources\".",
        skips: [
            "Objective-C `NSLocalizedString(@\"…\", …)`, `NSLog`, dictionary keys, selectors, notification names, cell identifiers, `#define`s, and literals inside other sends (`[NSString stringWithFormat:@\"…\"]`)",
            "`getString(R.string…)`, `stringResource(…)`, `NSLocalizedString`, `String(localized:)`, `LocalizedStringKey` and other non-literal arguments",
            "SwiftUI `Text(\"key\")` in a project without string catalogs, or whose catalogs have the key (it is a `LocalizedStringKey`)",
            "literals without letters (`\"\"`, `\" – \"`, `\"%d\"`)",
            "units beside numbers (`\"-20dB\"`, `\"\\(speed)x\"`, `@\"%d MB\"`), well-known product names (`\"Dropbox\"`, `\"OneDrive\"`, `\"iCloud\"`) and an app name with its platform (`\"VLC for iOS\"`)",
            "developer and staff screens: Swift code inside `#if DEBUG`, files or folders named with `Debug` (`RootDebugViewController.swift`, `FeatureFlagsDebugSettings/`), files in an `Admin…` folder",
            "logging calls (`Log`, `Timber`, `print`, `os_log`, `Logger`) and every other call not listed",
            "strings in comments",
            "test sources (`src/test`, `src/androidTest`, Swift `Tests/`) and Compose `@Preview` functions (sample data for the design tool)",
        ],
        help: "Move the text to res/values/strings.xml and use getString(R.string.name) or stringResource(R.string.name).",
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
                    }
                }
                """),
            RuleExample("app/src/main/java/com/acme/ui/Greeting.kt", """
                @Composable
                fun Greeting() {
                    Text(↓"Welcome back")
                    Text(text = ↓"Sign out", color = Color.Red)
                }
                """),
            RuleExample("app/src/main/java/com/acme/LoginActivity.java", """
                public class LoginActivity extends Activity {
                    void onError() {
                        emailField.setError(null);
                        emailField.setHint(↓"E-mail");
                        Toast.makeText(this, ↓"Wrong password", Toast.LENGTH_LONG).show();
                    }
                }
                """),
        ] + swiftTriggeringExamples + objcTriggeringExamples,
        nonTriggeringExamples: swiftNonTriggeringExamples + objcNonTriggeringExamples + [
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
                        // The clipboard is not the screen.
                        clipboard.setText("Copied order number")
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
            RuleExample("app/src/test/java/com/acme/CartTest.kt", """
                class CartTest { fun t() { view.setText("Fixture text") } }
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

    public init(options: RuleOptions) {}

    public func check(_ file: CodeFile) -> [Finding] {
        // Tests and previews are left out centrally, by file role and preview regions.
        if file.language == .objc { return objcFindings(file) }
        var findings: [Finding] = []
        let code = file.code
        for index in code.indices where code[index].kind == .identifier {
            let name = file.text(of: code[index])
            if file.code(index + 1, is: "(") {
                var argument: Int?
                var callName = name
                if let position = Self.calls[name] {
                    argument = position
                } else if let call = Self.receiverCalls[name], file.code(index - 1, is: "."), file.code(index - 2, is: call.receiver) {
                    argument = call.argument
                    callName = "\(call.receiver).\(name)"
                } else if name == "Text", !file.code(index - 1, is: ".") || file.code(index - 2, is: "material") || file.code(index - 2, is: "material3") {
                    callName = "Text"
                    argument = 0
                }
                guard let argument else { continue }
                // `clipboard.setText(…)`, `clipboardManager.setPrimaryClip(…)`: text copied, not shown.
                if file.code(index - 1, is: "."), index >= 2, code[index - 2].kind == .identifier,
                    file.text(of: code[index - 2]).lowercased().contains("clip") { continue }
                let arguments = file.arguments(ofCallAt: index + 1)
                var chosen: Range<Int>? = arguments.indices.contains(argument) ? arguments[argument] : nil
                if callName == "Text" {
                    chosen = arguments.first { file.code($0.lowerBound, is: "text") && file.code($0.lowerBound + 1, is: "=") } ?? chosen
                    if let current = chosen, file.code(current.lowerBound + 1, is: "="), !file.code(current.lowerBound, is: "text") { chosen = nil }
                }
                if let chosen, let literal = firstUserFacingLiteral(in: chosen, file) {
                    findings.append(finding(file, literal, "passed to \(callName)"))
                }
            } else if Self.assignedProperties.contains(name), file.code(index - 1, is: "."), file.code(index + 1, is: "="),
                !file.code(index + 2, is: "=") {
                // The assigned expression: up to `;` or the end of the line.
                let line = file.location(of: code[index]).line
                var end = index + 2
                while end < code.count, !file.code(end, is: ";"), file.location(of: code[end]).line == line { end += 1 }
                if let literal = firstUserFacingLiteral(in: (index + 2)..<end, file) {
                    findings.append(finding(file, literal, "assigned to .\(name)"))
                }
            }
        }
        return findings
    }

    private func firstUserFacingLiteral(in range: Range<Int>, _ file: CodeFile) -> Int? {
        file.topLevel(range).first { index in
            file.code[index].kind == .string
                && LiteralText.kotlinFixedText(file.stringContent(of: file.code[index])).contains(where: \.isLetter)
        }
    }

    private func finding(_ file: CodeFile, _ index: Int, _ how: String) -> Finding {
        var content = file.stringContent(of: file.code[index])
        if content.count > 60 { content = String(content.prefix(60)) + "…" }
        return Self.descriptor.finding(
            "Hardcoded UI string \"\(content)\" \(how); use a string resource", path: file.path, at: file.location(of: file.code[index]))
    }
}
