import Foundation
import XCTest

/// The CI gate end to end: baselines, --changed-since, thresholds, exit codes, shards and merge.
final class GateTests: CLITestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A copy of a fixture to change freely.
    private func copy(_ fixture: String) throws -> URL {
        let target = scratch.appendingPathComponent(fixture)
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Fixtures/\(fixture)"), to: target)
        return target
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func summary(_ run: Run) throws -> [String: Any] {
        try XCTUnwrap(try json(run.stdout)["summary"] as? [String: Any])
    }

    private func findings(_ run: Run) throws -> [[String: Any]] {
        try XCTUnwrap(try json(run.stdout)["findings"] as? [[String: Any]])
    }

    private func edit(_ url: URL, _ change: (String) -> String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        try change(text).write(to: url, atomically: true, encoding: .utf8)
    }

    private let layout = "app/src/main/res/layout/activity_main.xml"

    func testBaselineKeepsMovedFindingsAndCountsNewOccurrences() throws {
        let root = try copy("InheritedAndroidApp")
        let baseline = scratch.appendingPathComponent("baseline.json").path
        let written = try run(["audit", root.path, "--write-baseline", baseline, "--format", "json", "--fail-on", "never", "--no-progress"])
        XCTAssertEqual(written.status, 0)
        let total = try findings(written).count
        // Sorted, pretty-printed, counted entries.
        let file = try String(contentsOfFile: baseline, encoding: .utf8)
        XCTAssertTrue(file.contains("\n  \"entries\" : [\n"), file.prefix(200).description)
        let entries = try XCTUnwrap(try json(file)["entries"] as? [[String: Any]])
        let keys = entries.map { "\($0["path"]!)|\($0["ruleId"]!)|\($0["line"]!)|\($0["message"]!)" }
        XCTAssertEqual(Set(keys).count, keys.count, "one entry per key")
        let paths = entries.map { $0["path"] as! String }
        XCTAssertEqual(paths, paths.sorted(), "sorted by path")
        XCTAssertEqual(entries.map { $0["count"] as! Int }.reduce(0, +), total)

        // Unchanged tree: everything baselined, the gate passes.
        var result = try run(["audit", root.path, "--baseline", baseline, "--format", "json", "--no-progress"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try summary(result)["baselined"] as? Int, total)
        XCTAssertEqual(try findings(result).count, 0)
        let text = try run(["audit", root.path, "--baseline", baseline, "--no-progress"]).stdout
        XCTAssertTrue(text.contains("\n\nNo findings in 68 files; \(total) findings accepted by the baseline.\n"), text)
        let markdown = try run(["audit", root.path, "--baseline", baseline, "--format", "markdown", "--no-progress"]).stdout
        XCTAssertTrue(markdown.contains("0 notes in 68 files (\(total) more accepted by the baseline) — gate **passed**"), markdown)

        // Moving code down (lines added above) keeps findings baselined.
        let layoutURL = root.appendingPathComponent(layout)
        try edit(layoutURL) { $0.replacingOccurrences(of: "<LinearLayout", with: "<!-- moved -->\n\n<LinearLayout") }
        result = try run(["audit", root.path, "--baseline", baseline, "--format", "json", "--no-progress"])
        XCTAssertEqual(try findings(result).count, 0, result.stdout)

        // One more occurrence of a baselined finding is new: a second button with the same
        // hardcoded text on an identical line.
        let second = """
                <Button
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content"
                    android:text="Proceed to checkout"
                    android:contentDescription="@string/welcome" />
            </LinearLayout>
            """
        try edit(layoutURL) { $0.replacingOccurrences(of: "</LinearLayout>", with: second) }
        result = try run(["audit", root.path, "--baseline", baseline, "--format", "json", "--fail-on", "warning", "--no-progress"])
        XCTAssertEqual(try findings(result).map { $0["ruleId"] as? String }, ["android.hardcoded-text"], result.stdout)
        XCTAssertEqual(result.status, 1)

        // --strict-baseline fails when baselined findings disappeared.
        try edit(layoutURL) { $0.replacingOccurrences(of: "android:text=\"Proceed to checkout\"", with: "android:text=\"@string/welcome\"") }
        result = try run(["audit", root.path, "--baseline", baseline, "--strict-baseline", "--format", "json", "--fail-on", "never", "--no-progress"])
        XCTAssertEqual(result.status, 1)
        let reasons = try XCTUnwrap((try summary(result)["gate"] as? [String: Any])?["reasons"] as? [String])
        XCTAssertTrue(reasons.contains { $0.contains("no longer occur") }, "\(reasons)")
        // Without --strict-baseline the same run passes.
        XCTAssertEqual(try run(["audit", root.path, "--baseline", baseline, "--fail-on", "never", "--no-progress"]).status, 0)
        // A file that is not a baseline is a usage error naming it.
        let bogus = scratch.appendingPathComponent("bogus.json")
        try "[1, 2]".write(to: bogus, atomically: true, encoding: .utf8)
        let bad = try run(["audit", root.path, "--baseline", bogus.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("bogus.json:1:1: error: not an apphealth baseline"), bad.stderr)
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let result = try run(["git", "-c", "user.name=CI", "-c", "user.email=ci@example.com", "-c", "init.defaultBranch=main"] + arguments,
                             cwd: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(result.status, 0, "git \(arguments): \(result.stderr)")
    }

    /// README's worked CI scenario: a baseline on main, a branch adds two findings, the gate
    /// fails with exactly those two.
    func testChangedSinceReportsOnlyWhatTheChangeIntroduced() throws {
        let root = try copy("InheritedAndroidApp")
        try git(["init", "-q"], in: root)
        try git(["add", "-A"], in: root)
        try git(["commit", "-qm", "inherited"], in: root)
        try git(["checkout", "-qb", "feature"], in: root)
        // The change: two hardcoded texts in an existing layout, plus an unrelated edit.
        try edit(root.appendingPathComponent(layout)) {
            $0.replacingOccurrences(of: "</LinearLayout>", with: """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Free shipping" />
                    <Button android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Buy now" />
                </LinearLayout>
                """)
        }
        try git(["commit", "-qam", "promo banner"], in: root)
        let result = try run(["audit", root.path, "--changed-since", "main", "--format", "json", "--fail-on", "warning", "--no-progress"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let found = try findings(result)
        XCTAssertEqual(found.map { $0["ruleId"] as? String }, ["android.hardcoded-text", "android.hardcoded-text"], result.stdout)
        XCTAssertEqual(Set(found.map { $0["path"] as? String }), [layout])
        // The whole project's score is still reported.
        XCTAssertNotNil(try summary(result)["score"] as? Int)

        // Touching a resource file elsewhere does not resurface its old unused-resource findings
        // (they are about one line each), but a manifest change brings in its project-level ones.
        try edit(root.appendingPathComponent("app/src/main/res/values/strings.xml")) { $0 + "<!-- touched -->\n" }
        let touched = try findings(try run(["audit", root.path, "--changed-since", "main", "--format", "json", "--fail-on", "never", "--no-progress"]))
        XCTAssertFalse(touched.contains { $0["ruleId"] as? String == "android.unused-resource" }, "\(touched)")
        try edit(root.appendingPathComponent("app/build.gradle")) { $0 + "\n// touched\n" }
        let withManifest = try findings(try run(["audit", root.path, "--changed-since", "main", "--format", "json", "--fail-on", "never", "--no-progress"]))
        XCTAssertTrue(withManifest.contains { ($0["ruleId"] as? String)?.hasPrefix("deps.") == true })

        // An unknown ref says so and exits 2; in a shallow clone it says how to fetch it.
        let unknown = try run(["audit", root.path, "--changed-since", "no-such-branch", "--no-progress"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("'no-such-branch' is not a commit in this clone"), unknown.stderr)
        let shallow = scratch.appendingPathComponent("shallow")
        try git(["clone", "-q", "--depth", "1", "--branch", "feature", "file://\(root.path)", shallow.path], in: scratch)
        let missing = try run(["audit", shallow.path, "--changed-since", "main", "--no-progress"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("shallow"), missing.stderr)
        // A shallow clone that has the base ref works like a full one.
        let shallowWithBase = scratch.appendingPathComponent("shallow-with-base")
        try git(["clone", "-q", "--depth", "3", "--no-single-branch", "--branch", "feature", "file://\(root.path)", shallowWithBase.path], in: scratch)
        let present = try run(["audit", shallowWithBase.path, "--changed-since", "origin/main", "--format", "json", "--fail-on", "warning", "--no-progress"])
        XCTAssertEqual(present.status, 1, present.stderr)
        XCTAssertEqual(try findings(present).filter { $0["ruleId"] as? String == "android.hardcoded-text" }.count, 2, present.stdout)
        let notGit = try run(["audit", Self.packageRoot.appendingPathComponent("Fixtures/CleanAndroidApp").path, "--changed-since", "HEAD~1000000", "--no-progress"])
        XCTAssertEqual(notGit.status, 2)
    }

    func testExitCodesAndThresholds() throws {
        let clean = Self.packageRoot.appendingPathComponent("Fixtures/CleanAndroidApp").path
        XCTAssertEqual(try run(["audit", clean, "--no-progress"]).status, 0)
        XCTAssertEqual(try run(["audit", "Fixtures/InheritedAndroidApp", "--no-progress"]).status, 1)
        XCTAssertEqual(try run(["audit", clean, "--fail-on", "sometimes"]).status, 2)
        XCTAssertEqual(try run(["audit", clean, "--shard", "3/2"]).status, 2)
        XCTAssertEqual(try run(["audit", clean, "--shard", "1/2", "--write-baseline", "/dev/null"]).status, 2)
        XCTAssertEqual(try run(["audit", clean, "--strict-baseline"]).status, 2)
        let fault = try run(["audit", clean, "--no-progress"], environment: ["APPHEALTH_INJECT_INTERNAL_ERROR": "1"])
        XCTAssertEqual(fault.status, 3)
        XCTAssertTrue(fault.stderr.contains("internal error"), fault.stderr)

        // max-warnings from the configuration, with the reason in summary.gate.
        let root = try copy("InheritedAndroidApp")
        try "max-warnings: 3\n".write(to: root.appendingPathComponent(".apphealth.yml"), atomically: true, encoding: .utf8)
        let result = try run(["audit", root.path, "--fail-on", "never", "--format", "json", "--no-progress"])
        XCTAssertEqual(result.status, 1)
        let reasons = try XCTUnwrap((try summary(result)["gate"] as? [String: Any])?["reasons"] as? [String])
        XCTAssertEqual(reasons.count, 1)
        XCTAssertTrue(reasons[0].hasSuffix("warnings exceed max-warnings 3"), reasons[0])
        try "max-warnings: lots\n".write(to: root.appendingPathComponent(".apphealth.yml"), atomically: true, encoding: .utf8)
        let bad = try run(["audit", root.path, "--no-progress"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains(".apphealth.yml:1:15: error: 'max-warnings'"), bad.stderr)
    }

    func testMergedShardsEqualAnUnshardedRun() throws {
        for fixture in ["InheritedAndroidApp", "InheritediOSApp"] {
            let path = "Fixtures/\(fixture)"
            let whole = try run(["audit", path, "--format", "json", "--fail-on", "never", "--no-progress"]).stdout
            var shards: [String] = []
            var sizes: [Int] = []
            for index in 1...3 {
                let file = scratch.appendingPathComponent("\(fixture)-\(index).json").path
                XCTAssertEqual(try run(["audit", path, "--shard", "\(index)/3", "--format", "json", "--fail-on", "never", "-o", file, "--no-progress"]).status, 0)
                shards.append(file)
                let report = try json(String(contentsOfFile: file, encoding: .utf8))
                // A shard states facts, not conclusions: its files' analyses, no findings of its own.
                XCTAssertEqual((report["findings"] as? [Any])?.count, 0)
                sizes.append(try XCTUnwrap((report["facts"] as? [String: Any])?["analyses"] as? [String: Any]).count)
            }
            XCTAssertTrue(sizes.allSatisfy { $0 > 0 }, "every shard has work: \(sizes)")
            let merged = try run(["merge"] + shards.reversed() + ["--fail-on", "never"])
            XCTAssertEqual(merged.status, 0, merged.stderr)
            XCTAssertEqual(merged.stdout, whole, "\(fixture): merged shards differ from the unsharded report")
            let partial = try run(["merge", shards[0], shards[2]])
            XCTAssertEqual(partial.status, 2)
            XCTAssertTrue(partial.stderr.contains("missing shard 2/3"), partial.stderr)
        }
    }

    /// A shard's report is the same bytes on every run: its facts hold sets (imports, identifiers,
    /// catalog keys, plist keys, storyboard elements, suppressed rule IDs, changed lines), which
    /// Swift orders by a hash seeded afresh in each process; they are written sorted. Each run is
    /// a new process: three runs that agree on the fixtures and the monorepo agree by the sorting,
    /// not by luck.
    func testShardReportsAreTheSameBytesOnEveryRun() throws {
        for fixture in ["InheritedAndroidApp", "InheritediOSApp", "MixedMonorepo"] {
            var reports: [String] = []
            for _ in 0..<3 {
                let result = try run(["audit", "Fixtures/\(fixture)", "--shard", "1/1", "--format", "json", "--fail-on", "never", "--no-progress", "--allow-empty"])
                XCTAssertEqual(result.status, 0, result.stderr)
                reports.append(result.stdout)
            }
            XCTAssertEqual(Set(reports).count, 1, "\(fixture): shard reports differ between runs")
            let facts = try XCTUnwrap(try json(reports[0])["facts"] as? [String: Any])
            XCTAssertFalse((facts["analyses"] as? [String: Any] ?? [:]).isEmpty)
        }
    }

    /// Shards hand their facts to merge, which runs the project stages and the whole gate once:
    /// max-warnings from the configuration the shards read, the baseline they were given, and
    /// --strict-baseline; a copied fixture with a config and custom rules merges to the same bytes.
    func testMergeRunsTheProjectStagesAndTheWholeGate() throws {
        let root = scratch.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Fixtures/InheritedAndroidApp"), to: root)
        try "max-warnings: 3\nrules:\n  android.layout-naming:\n    enabled: false\n".write(
            to: root.appendingPathComponent(".apphealth.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".apphealth/rules"), withIntermediateDirectories: true)
        try """
            rules:
              - id: acme.no-picasso
                message: Picasso is retired here
                severity: warning
                forbid-dependency: ["com.squareup.picasso:*"]
            """.write(to: root.appendingPathComponent(".apphealth/rules/deps.yml"), atomically: true, encoding: .utf8)
        // A module's own configuration applies to its files in the merged report too.
        try "rules:\n  android.hardcoded-color:\n    enabled: false\n".write(
            to: root.appendingPathComponent("feature/.apphealth.yml"), atomically: true, encoding: .utf8)
        let baseline = scratch.appendingPathComponent("baseline.json").path
        _ = try run(["audit", root.path, "--write-baseline", baseline, "--fail-on", "never", "--no-progress", "-o", "/dev/null"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: baseline))
        // Fix one baselined finding so the strict baseline has something to complain about.
        let layout = root.appendingPathComponent("app/src/main/res/layout/activity_main.xml")
        let original = try String(contentsOf: layout, encoding: .utf8)
        try original.replacingOccurrences(of: "android:textColor=\"#", with: "android:textColor=\"@color/").write(to: layout, atomically: true, encoding: .utf8)

        let common = ["--format", "json", "--fail-on", "warning", "--no-progress", "--baseline", baseline, "--strict-baseline"]
        let whole = try run(["audit", root.path] + common)
        var shards: [String] = []
        for index in 1...4 {
            let file = scratch.appendingPathComponent("s\(index).json").path
            _ = try run(["audit", root.path, "--shard", "\(index)/4", "-o", file] + common)
            shards.append(file)
        }
        let merged = try run(["merge"] + shards + ["--fail-on", "warning", "--strict-baseline"])
        XCTAssertEqual(merged.stdout, whole.stdout, "merged shards differ from the unsharded report")
        XCTAssertEqual(merged.status, whole.status)
        let gate = try XCTUnwrap((try json(merged.stdout)["summary"] as? [String: Any])?["gate"] as? [String: Any])
        let reasons = (gate["reasons"] as? [String] ?? []).joined(separator: " | ")
        XCTAssertTrue(reasons.contains("baseline"), reasons)
        let findings = (try json(merged.stdout)["findings"] as? [[String: Any]]) ?? []
        XCTAssertFalse(findings.contains { $0["ruleId"] as? String == "android.layout-naming" }, "the shards' configuration disabled it")
        XCTAssertTrue(merged.stdout.contains("not checked: android.layout-naming disabled"))
        XCTAssertFalse(findings.contains { $0["ruleId"] as? String == "android.hardcoded-color" && ($0["path"] as? String ?? "").hasPrefix("feature/") },
                       "feature/.apphealth.yml disabled it for the module")
        // Without the strict flag the remaining findings are baselined, and max-warnings: 3 decides.
        let relaxed = try run(["merge"] + shards + ["--fail-on", "never"])
        XCTAssertEqual(relaxed.status, 0, relaxed.stderr)
    }
}
