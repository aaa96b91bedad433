@testable import AppHealthKit
import Foundation
import XCTest

/// What teams already told Android Lint, Kotlin and Java is honoured: annotations, IntelliJ's
/// `//noinspection`, `lint.xml` (root and module), Lint IDs in `.apphealth.yml`, Lint baselines.
final class LintConventionTests: XCTestCase {
    private func findings(_ tree: ScratchTree, rules: Set<String> = ["code.hardcoded-ui-string"], configure: (inout AuditRequest) -> Void = { _ in }) -> [String] {
        var request = AuditRequest(root: tree.root, onlyRules: rules)
        configure(&request)
        return Auditor().run(request).findings.map { "\($0.path):\($0.line)" }
    }

    func testSuppressLintOnAKotlinFunctionCoversItsBodyOnly() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/java/com/acme/CartActivity.kt", """
            class CartActivity : AppCompatActivity() {
                @SuppressLint("SetTextI18n")
                @MainThread
                fun show(count: Int) {
                    binding.title.setText("Your cart")
                    Toast.makeText(this, "Item removed", Toast.LENGTH_SHORT).show()
                }

                fun other() {
                    binding.title.setText("Not suppressed")
                }

                @Suppress("SetTextI18n", "MagicNumber")
                fun third() = binding.title.setText("Suppressed by Kotlin's annotation")

                fun fourth() {
                    binding.title.setText("Line 17 stays")
                }
            }
            """)
        XCTAssertEqual(findings(tree), ["app/src/main/java/com/acme/CartActivity.kt:10", "app/src/main/java/com/acme/CartActivity.kt:17"])
    }

    func testSuppressWarningsAndNoinspectionInJava() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/java/com/acme/LoginActivity.java", """
            public class LoginActivity extends Activity {
                @SuppressWarnings("SetTextI18n")
                void onError() {
                    emailField.setHint("E-mail");
                }

                void onOther() {
                    //noinspection AndroidLintSetTextI18n
                    emailField.setHint("Silenced statement");
                    emailField.setHint("Reported");
                }

                @SuppressLint({"HardcodedText", "SetTextI18n"})
                void onThird() { emailField.setHint("Array form"); }
            }
            """)
        XCTAssertEqual(findings(tree), ["app/src/main/java/com/acme/LoginActivity.java:10"])
    }

    func testFileWideSuppressAndClassLevelAnnotation() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/java/com/acme/A.kt", """
            @file:Suppress("SetTextI18n")
            package com.acme
            class A { fun f() { v.setText("Hello") } }
            """)
        try tree.write("app/src/main/java/com/acme/B.kt", """
            @SuppressLint("all")
            class B {
                fun f() { v.setText("Hello") }
            }
            class C { fun f() { v.setText("Reported") } }
            """)
        XCTAssertEqual(findings(tree), ["app/src/main/java/com/acme/B.kt:5"])
    }

    func testStatementEndsAtTheLineBreakThatEndsTheExpression() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/java/com/acme/D.kt", """
            fun f() {
                @Suppress("SetTextI18n")
                val label = v.setText(
                    "Inside the statement")
                v.setText("After it")
            }
            """)
        XCTAssertEqual(findings(tree), ["app/src/main/java/com/acme/D.kt:5"])
    }

    // MARK: - lint.xml

    private func layoutTree() throws -> ScratchTree {
        let tree = try ScratchTree()
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <Button android:text="Checkout"/>
                <Button android:text="Promo: 10% off"/>
            </LinearLayout>
            """
        try tree.write("app/src/main/res/layout/activity_main.xml", layout)
        try tree.write("app/src/main/res/layout/activity_legacy.xml", layout)
        try tree.write("feature/src/main/res/layout/activity_feature.xml", layout)
        return tree
    }

    func testLintXMLIgnoresByPathAndRegexpPerModule() throws {
        let tree = try layoutTree()
        try tree.write("app/lint.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <lint>
                <issue id="HardcodedText">
                    <ignore path="src/main/res/layout/activity_legacy.xml" />
                    <ignore regexp="Promo" />
                </issue>
            </lint>
            """)
        try tree.write("lint.xml", "<lint><issue id=\"HardcodedText\" severity=\"error\"/></lint>")
        var request = AuditRequest(root: tree.root, onlyRules: ["android.hardcoded-text"])
        request.includeSuppressed = true
        let result = Auditor().run(request)
        XCTAssertEqual(result.findings.map { "\($0.path):\($0.line):\($0.severity)" }, [
            "app/src/main/res/layout/activity_main.xml:2:error",  // no severity in the module's file: the project's applies
            "feature/src/main/res/layout/activity_feature.xml:2:error",
            "feature/src/main/res/layout/activity_feature.xml:3:error",
        ])
        XCTAssertEqual(result.suppressed.count, 3)
    }

    /// Issue 21: a `lint.xml`'s `regexp`s are compiled once per run, not once per finding;
    /// verdicts are the same either way, and a bad or overlong pattern still matches nothing.
    func testLintXMLPatternsCompiledOnceGiveTheSameVerdicts() throws {
        let long = String(repeating: "a", count: 1_001)
        let object: [String: Any] = ["folder": "app", "issues": [["ids": ["HardcodedText"], "ignorePaths": [String](), "ignoreRegexps": ["Promo", "([a-z]+", long, "legacy\\.xml$"]]]]
        let json = try JSONSerialization.data(withJSONObject: object)
        let configuration = try JSONDecoder().decode(LintXMLConfiguration.self, from: json)
        XCTAssertEqual(configuration.issues.first?.ignoreRegexps.count, 4)
        let patterns = LintXMLConfiguration.Patterns([configuration])
        XCTAssertNotNil(patterns.expression("Promo"))
        XCTAssertNil(patterns.expression("([a-z]+"), "not a valid pattern")
        XCTAssertNil(patterns.expression(String(repeating: "a", count: 1_001)), "too long")
        for (message, path) in [("Hardcoded string \"Promo: 10% off\"", "app/src/main/res/layout/a.xml"), ("Hardcoded string \"Checkout\"", "app/src/main/res/layout/a.xml"),
                                ("Hardcoded string \"Checkout\"", "app/src/main/res/layout/legacy.xml"), ("x", "app/aaaa")] {
            let finding = Finding(ruleId: "android.hardcoded-text", severity: .warning, category: .localization, message: message, path: path, line: 1, column: 1)
            XCTAssertEqual(configuration.verdict(for: finding, names: ["HardcodedText"], patterns: patterns),
                           configuration.verdict(for: finding, names: ["HardcodedText"]), "\(message) \(path)")
        }
    }

    func testLintXMLSeverityIgnoreDisablesTheMappedRule() throws {
        let tree = try layoutTree()
        try tree.write("lint.xml", "<lint>\n<issue id=\"HardcodedText\" severity=\"ignore\" />\n</lint>")
        XCTAssertEqual(findings(tree, rules: ["android.hardcoded-text"]), [])
    }

    func testGradleLintBlockDisablesTheMappedRulesInItsModule() throws {
        let tree = try layoutTree()
        try tree.write("app/build.gradle.kts", """
            android {
                lint {
                    disable += setOf("HardcodedText", "IconDensities")
                    abortOnError = false
                }
            }
            """)
        try tree.write("feature/build.gradle", "android {\n    lintOptions {\n        disable 'UnusedResources'\n    }\n}\n")
        XCTAssertEqual(findings(tree, rules: ["android.hardcoded-text"]), [
            "feature/src/main/res/layout/activity_feature.xml:2", "feature/src/main/res/layout/activity_feature.xml:3",
        ])
    }

    /// Element X keeps its `lint.xml` in `tools/lint/` and points every module at it from a
    /// convention plugin (`lintConfig = File("${project.rootDir}/tools/lint/lint.xml")`); its
    /// `<ignore path="**/localazy.xml"/>` hid 404 strings a translation service syncs.
    func testLintConfigPointsEveryModuleAtAFileOutsideThem() throws {
        let tree = try layoutTree()
        try tree.write("tools/lint/lint.xml", """
            <lint>
                <issue id="HardcodedText">
                    <ignore path="**/activity_legacy.xml" />
                    <ignore path="**/feature/**" />
                </issue>
            </lint>
            """)
        XCTAssertEqual(findings(tree, rules: ["android.hardcoded-text"]).count, 6, "a lint.xml no script names governs its own folder only")
        try tree.write("plugins/src/main/kotlin/extension/CommonExtension.kt", """
            import com.android.build.api.dsl.Lint
            import org.gradle.api.Project

            fun Project.defaultLintOptions(lint: Lint) = lint.apply {
                lintConfig = File("${project.rootDir}/tools/lint/lint.xml")
                checkDependencies = false
            }
            """)
        XCTAssertEqual(findings(tree, rules: ["android.hardcoded-text"]), [
            "app/src/main/res/layout/activity_main.xml:2", "app/src/main/res/layout/activity_main.xml:3",
        ])
    }

    /// A module's script points at a file beside it or anywhere from the root (`rootProject`,
    /// `$rootDir`); a variable, an absolute path or a path out of the tree names nothing, and a
    /// convention plugin's own relative path is the applying module's (unknown).
    func testLintConfigReferencesFromScripts() throws {
        func references(_ path: String, _ source: String) -> [String] {
            let language: CodeLexer.Language = path.hasSuffix(".kts") || path.hasSuffix(".kt") ? .kotlin : .groovy
            let file = ProjectFile(path: path, url: URL(fileURLWithPath: "/dev/null"), kind: language == .kotlin ? .kotlin : .gradle, size: 0)
            let code = CodeFile(file: file, language: language, text: SourceText(source))
            return LintXMLConfiguration.references(in: code, fromRootOnly: path.hasSuffix(".kt") || path.contains("/src/main/"))
                .map { "\($0.path) governs '\($0.governs)'" }
        }
        XCTAssertEqual(references("app/build.gradle", "android {\n  lintOptions {\n    lintConfig file(\"../config/lint.xml\")\n  }\n}"), ["config/lint.xml governs 'app'"])
        XCTAssertEqual(references("app/build.gradle.kts", "lint { lintConfig = rootProject.file(\"config/lint.xml\") }"), ["config/lint.xml governs ''"])
        XCTAssertEqual(references("app/build.gradle", "lintOptions { lintConfig file(\"$rootDir/lint/lint.xml\") }"), ["lint/lint.xml governs ''"])
        XCTAssertEqual(references("build-plugin/src/main/kotlin/app.gradle.kts",
                                  "lint { lintConfig = isolated.rootProject.projectDirectory.file(\"config/lint/lint.xml\").asFile }"),
                       ["config/lint/lint.xml governs ''"])
        XCTAssertEqual(references("app/build.gradle.kts", "lint { lintConfig = file(\"${projectDir}/lint.xml\") }"), ["app/lint.xml governs 'app'"])
        XCTAssertEqual(references("build.gradle", "subprojects { lintOptions { lintConfig file(\"lint.xml\") } }"), ["lint.xml governs ''"])
        XCTAssertEqual(references("build-plugin/src/main/kotlin/app.gradle.kts", "lint { lintConfig = file(\"lint.xml\") }"), [], "the applying module's file")
        XCTAssertEqual(references("plugins/src/main/kotlin/Lint.kt", "lint.lintConfig = file(\"lint.xml\")"), [])
        XCTAssertEqual(references("app/build.gradle", "lintOptions { lintConfig file(lintPath) }"), [])
        XCTAssertEqual(references("app/build.gradle", "lintOptions { lintConfig file(\"$configDir/lint.xml\") }"), [])
        XCTAssertEqual(references("app/build.gradle", "lintOptions { lintConfig file(\"/etc/lint.xml\") }"), [])
        XCTAssertEqual(references("app/build.gradle", "lintOptions { lintConfig file(\"../../lint.xml\") }"), [], "out of the tree")
        XCTAssertEqual(references("app/build.gradle", "// no lint settings\nandroid { }"), [])

        // A convention plugin is told by its imports; app code is not searched.
        func imports(_ source: String) -> Bool {
            let file = ProjectFile(path: "x/A.kt", url: URL(fileURLWithPath: "/dev/null"), kind: .kotlin, size: 0)
            return CodeFile(file: file, language: .kotlin, text: SourceText(source)).importsGradleAPI
        }
        XCTAssertTrue(imports("package a\nimport com.android.build.api.dsl.Lint\nfun f() {}"))
        XCTAssertTrue(imports("import org.gradle.api.Project\nclass P : Plugin<Project> { }"))
        XCTAssertFalse(imports("package a\nimport com.android.billingclient.api.X\nimport android.os.Build\nclass A {}"))
        XCTAssertFalse(imports("class A { fun f() { val x = 1 } }\nimport org.gradle.api.Project"))
    }

    func testLintIdsUnderRulesInTheConfiguration() throws {
        let loader = ConfigurationLoader(descriptors: BuiltInRules.descriptors)
        let config = try loader.load(yaml: "rules:\n  HardcodedText: false\n  SetTextI18n: { severity: error }\n", file: ".apphealth.yml")
        XCTAssertEqual(config.rules["android.hardcoded-text"]?.enabled, false)
        XCTAssertEqual(config.rules["code.hardcoded-ui-string"]?.severity, .error)
        XCTAssertTrue(config.warnings.isEmpty, "\(config.warnings)")
    }

    // MARK: - Lint baseline

    func testLintBaselineAcceptsWhatLintAccepted() throws {
        let tree = try layoutTree()
        let baseline = try tree.write("app/lint-baseline.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <issues format="6" by="lint 8.5.0" type="baseline" client="gradle" name="AGP (8.5.0)" variant="all" version="8.5.0">
                <issue
                    id="HardcodedText"
                    message="Hardcoded string &quot;Checkout&quot;, should use `@string` resource"
                    errorLine1="    &lt;Button android:text=&quot;Checkout&quot;/>"
                    errorLine2="            ~~~~~~~~~~~~~~~~~~~~~~~">
                    <location
                        file="src/main/res/layout/activity_main.xml"
                        line="40"
                        column="13"/>
                </issue>
                <issue id="HardcodedText" message="Hardcoded string">
                    <location file="src/main/res/layout/activity_legacy.xml" line="3" column="13"/>
                </issue>
                <issue id="UnusedResources" message="The resource is never used">
                    <location file="src/main/res/layout/activity_feature.xml" line="2"/>
                </issue>
            </issues>
            """)
        XCTAssertTrue(LintBaseline.looksLikeLintBaseline(baseline))
        let lint = try LintBaseline.load(contentsOf: baseline, displayPath: "app/lint-baseline.xml")
        XCTAssertEqual(lint.issues.count, 3)
        var request = AuditRequest(root: tree.root, onlyRules: ["android.hardcoded-text"])
        request.lintBaseline = lint
        let result = Auditor().run(request)
        // Matched: activity_main line 2 by its source line (Lint's line 40 is stale), activity_legacy by line 3.
        XCTAssertEqual(result.baselined.map { "\($0.path):\($0.line)" }, [
            "app/src/main/res/layout/activity_legacy.xml:3", "app/src/main/res/layout/activity_main.xml:2",
        ])
        XCTAssertEqual(result.findings.count, 4)
    }

    func testMalformedLintBaselineIsAnErrorWithPosition() throws {
        let tree = try ScratchTree()
        let url = try tree.write("lint-baseline.xml", "<issues>\n<issue id=\"X\">\n</issues>")
        XCTAssertThrowsError(try LintBaseline.load(contentsOf: url, displayPath: "lint-baseline.xml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("lint-baseline.xml:"), "\(error)")
        }
    }
}

/// `general.invalid-suppression`: malformed and unknown directives, and unused ones on request.
final class SuppressionHygieneTests: XCTestCase {
    func testInvalidDirectivesAreReportedAtTheComment() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/java/com/acme/Main.kt", """
            class Main {
                // apphealth:disable:next code.hardcoded-ui-strin
                fun a() { v.setText("Checkout") }
                // apphealth:disabel code.hardcoded-ui-string
                // apphealth:disable:next
                // apphealth:disable:next HardcodedText, all -- both known
                // see apphealth: prose is fine
            }
            """)
        let result = Auditor().run(AuditRequest(root: tree.root, onlyRules: ["general.invalid-suppression", "code.hardcoded-ui-string"]))
        let invalid = result.findings.filter { $0.ruleId == "general.invalid-suppression" }
        XCTAssertEqual(invalid.map(\.line), [2, 4, 5])
        XCTAssertTrue(invalid[0].message.contains("did you mean 'code.hardcoded-ui-string'"), invalid[0].message)
        XCTAssertTrue(invalid[1].message.contains("unknown directive 'apphealth:disabel'"), invalid[1].message)
        XCTAssertEqual(invalid[0].column, 5)
        XCTAssertEqual(invalid[0].snippet, "// apphealth:disable:next code.hardcoded-ui-strin")
        // The mistyped directive silenced nothing: line 3 is still reported.
        XCTAssertTrue(result.findings.contains { $0.ruleId == "code.hardcoded-ui-string" && $0.line == 3 })
    }

    func testUnusedSuppressionsOnlyWhenAsked() throws {
        let tree = try ScratchTree()
        try tree.write("app/src/main/java/com/acme/Main.kt", """
            class Main {
                // apphealth:disable:next code.hardcoded-ui-string
                fun a() { v.setText("Checkout") }
                // apphealth:disable:next code.hardcoded-ui-string
                fun b() = 1
                // apphealth:disable:next deps.jcenter
                fun c() = 2
            }
            """)
        var request = AuditRequest(root: tree.root, onlyRules: ["general.invalid-suppression", "code.hardcoded-ui-string"])
        XCTAssertEqual(Auditor().run(request).findings.count, 0)
        request.reportUnusedSuppressions = true
        let unused = Auditor().run(request).findings
        // deps.jcenter did not run: its directive is not judged.
        XCTAssertEqual(unused.map { "\($0.ruleId):\($0.line)" }, ["general.invalid-suppression:4"])
        XCTAssertTrue(unused[0].message.contains("silenced nothing"), unused[0].message)
    }
}
