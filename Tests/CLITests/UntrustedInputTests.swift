import AppHealthKit
import Foundation
import XCTest

/// Issue 22: the audited repository is untrusted input. Every hostile tree is built here, at
/// run time, in a temporary folder (no blobs are committed). See SECURITY.md.
class UntrustedInputTestCase: CLITestCase {
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-untrusted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        chmod(scratch.path, 0o755)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        let url = scratch.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    func link(_ path: String, to target: String) throws {
        let url = scratch.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    var isRoot: Bool { getuid() == 0 }

    /// Runs the binary as `nobody` (setpriv), so that file permissions apply.
    func runUnprivileged(_ arguments: [String], cwd: URL? = nil) throws -> Run {
        guard isRoot else { throw XCTSkip("needs root to switch to an unprivileged user (setpriv)") }
        return try run(["--reuid=65534", "--regid=65534", "--clear-groups", Self.binary.path] + arguments,
                       cwd: cwd ?? Self.packageRoot, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
    }
}

final class UntrustedTreeTests: UntrustedInputTestCase {
    /// Promise 1: links whose target resolves outside the audited root are not followed.
    func testLinksOutsideTheRootNeverReachAReport() throws {
        let outside = scratch.appendingPathComponent("outside")
        try write("outside/secret_layout.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:text="root:x:0:0 from a layout outside" />
            </LinearLayout>
            """)
        try write("outside/Secret.swift", "let label = UILabel(); label.text = \"root:x:0:0 outside swift\"\n")
        try write("repo/app/src/main/AndroidManifest.xml", #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme"/>"#)
        try write("repo/app/src/main/res/layout/inside_real.xml", #"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"><TextView android:text="Inside text"/></LinearLayout>"#)
        try link("repo/app/src/main/res/layout/inside_alias.xml", to: "inside_real.xml")
        try link("repo/app/src/main/res/values/strings.xml", to: "/etc/passwd")
        try link("repo/app/src/main/res/layout/activity_leak.xml", to: outside.appendingPathComponent("secret_layout.xml").path)
        try link("repo/ios/App/Info.plist", to: "/etc/passwd")
        try link("repo/ios/App/Leak.swift", to: outside.appendingPathComponent("Secret.swift").path)
        try link("repo/ios/etc", to: "/etc")
        try link("repo/ios/up", to: "../../outside")
        let repo = scratch.appendingPathComponent("repo").path
        for format in ReportFormat.allCases {
            let result = try run(["audit", repo, "--format", format.rawValue, "--fail-on", "never"])
            XCTAssertEqual(result.status, 0, format.rawValue + result.stderr)
            for output in [result.stdout, result.stderr] {
                XCTAssertFalse(output.contains("root:x:0:0"), "\(format): /etc/passwd or an outside file leaked")
                XCTAssertFalse(output.contains("/bin/bash") || output.contains("/usr/sbin/nologin"), "\(format): /etc/passwd leaked")
            }
        }
        let json = try JSONReporter.decode(try run(["audit", repo, "--format", "json", "--fail-on", "never"]).stdout)
        let outsideReason = "symbolic link to a path outside the audited folder"
        XCTAssertEqual(json.skipped?.filter { $0.reason == outsideReason }.map(\.path).sorted(), [
            "app/src/main/res/layout/activity_leak.xml", "app/src/main/res/values/strings.xml", "ios/App/Info.plist", "ios/App/Leak.swift",
            "ios/etc", "ios/up",
        ])
        XCTAssertEqual(json.summary.skipped, 6)
        XCTAssertTrue(json.findings.contains { $0.path == "app/src/main/res/layout/inside_alias.xml" && $0.message.contains("Inside text") },
                      "a link inside the root is still read")
        let text = try run(["audit", repo, "--fail-on", "never"]).stdout
        XCTAssertTrue(text.contains("Not audited: 6 paths"), text)
        XCTAssertTrue(text.contains("ios/App/Info.plist  \(outsideReason)"), text)
    }

    /// Promise 8: a name that is not UTF-8 is reported (escaped), not dropped in silence.
    func testNonUTF8NamesAreReportedAsSkipped() throws {
        try write("repo/app/src/main/java/A.kt", "val a = 1\n")
        let folder = scratch.appendingPathComponent("repo/app/src/main/java").path
        let name: [UInt8] = Array(folder.utf8) + Array("/bad".utf8) + [0xFF] + Array(".kt".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) { open($0, O_CREAT | O_WRONLY, 0o644) } }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        let result = try run(["audit", scratch.appendingPathComponent("repo").path, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try JSONReporter.decode(result.stdout)
        XCTAssertEqual(report.skipped?.map(\.path), ["app/src/main/java/bad\\xFF.kt"])
        XCTAssertEqual(report.summary.skipped, 1)
        XCTAssertTrue(result.stderr.contains("app/src/main/java/bad\\xFF.kt"), result.stderr)
    }

    /// Promise 8: a file over the size limit is named, not passed over.
    func testFilesOverTheSizeLimitAreSkippedWithTheReason() throws {
        let big = try write("repo/app/src/main/java/Big.kt", "")
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 17 << 20)  // sparse: no 17 MiB written
        try handle.close()
        let report = try JSONReporter.decode(try run(["audit", scratch.appendingPathComponent("repo").path, "--format", "json", "--fail-on", "never"]).stdout)
        XCTAssertEqual(report.skipped, [SkippedPath(path: "app/src/main/java/Big.kt", reason: "17 MiB, over the 5 MiB size limit")])
    }

    /// Promise 8, as an unprivileged user: unreadable files and folders become notes and skipped entries.
    func testUnreadableFilesAreNotesAndSkippedEntries() throws {
        for path in ["repo/app/src/main/java/A.kt", "repo/app/build.gradle", "repo/ios/Podfile.lock", "repo/app/src/main/res/values/strings.xml"] {
            chmod(try write(path, "x\n").path, 0o000)
        }
        try write("repo/app/src/main/AndroidManifest.xml", "<manifest/>")
        try write("repo/locked/B.kt", "val b = 1\n")
        chmod(scratch.appendingPathComponent("repo/locked").path, 0o000)
        let result = try runUnprivileged(["audit", scratch.appendingPathComponent("repo").path, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try JSONReporter.decode(result.stdout)
        let notes = report.findings.filter { $0.ruleId == "parse-error" && $0.message == "Could not read: Permission denied" }.map(\.path)
        XCTAssertEqual(notes.sorted(), ["app/build.gradle", "app/src/main/java/A.kt", "app/src/main/res/values/strings.xml", "ios/Podfile.lock"])
        XCTAssertEqual(report.skipped?.map(\.path), ["app/build.gradle", "app/src/main/java/A.kt", "app/src/main/res/values/strings.xml", "ios/Podfile.lock", "locked"])
        XCTAssertEqual(report.skipped?.last?.reason, "cannot list folder: Permission denied")
        XCTAssertEqual(report.summary.skipped, 5)
        chmod(scratch.appendingPathComponent("repo/locked").path, 0o755)
    }

    /// Promise 6: `.apphealth.yml` is looked for up to the repository root, never above it.
    func testConfigurationAboveTheRepositoryIsIgnored() throws {
        try write(".apphealth.yml", "exclude: [\"**\"]\n")
        try write("repo/app/src/main/res/layout/activity_a.xml", ##"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:background="#FFF"/>"##)
        try write("repo/app/src/main/AndroidManifest.xml", "<manifest/>")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        let repo = scratch.appendingPathComponent("repo")
        let report = try JSONReporter.decode(try run(["audit", ".", "--format", "json", "--fail-on", "never"], cwd: repo).stdout)
        XCTAssertTrue(report.findings.contains { $0.ruleId == "android.hardcoded-color" }, "the parent's exclude: ** did not apply")
        XCTAssertEqual(report.configuration, ReportConfiguration(file: nil, ruleFiles: []))
        XCTAssertTrue(try run(["audit", "."], cwd: repo).stdout.contains("Configuration: none (defaults)"))

        try write("repo/.apphealth.yml", "max-warnings: 100\n")
        try write("repo/.apphealth/rules/acme.yml", "rules:\n  - id: acme.no-todo\n    message: No TODO\n    regex: TODO\n")
        let configured = try JSONReporter.decode(try run(["audit", "app", "--format", "json", "--fail-on", "never"], cwd: repo).stdout)
        XCTAssertEqual(configured.configuration?.file, ".apphealth.yml", "found upward, inside the repository")
        let text = try run(["audit", ".", "--fail-on", "never"], cwd: repo).stdout
        XCTAssertTrue(text.contains("Configuration: .apphealth.yml; custom rules: .apphealth/rules/acme.yml"), text)
        let html = try run(["audit", ".", "--format", "html", "--fail-on", "never"], cwd: repo).stdout
        XCTAssertTrue(html.contains("Configuration: .apphealth.yml; custom rules: .apphealth/rules/acme.yml"))
    }

    /// Promise 1 and 6: a discovered configuration or rule file may not lead out of the repository.
    func testDiscoveredConfigurationAndRuleFilesMustStayInsideTheRepository() throws {
        try write("repo/app/src/main/java/A.kt", "val a = 1\n")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try link("repo/.apphealth.yml", to: "/etc/passwd")
        let repo = scratch.appendingPathComponent("repo")
        let linked = try run(["audit", "."], cwd: repo)
        XCTAssertEqual(linked.status, 2)
        XCTAssertTrue(linked.stderr.contains(".apphealth.yml resolves outside the repository"), linked.stderr)
        XCTAssertFalse(linked.stderr.contains("root:x"))

        try FileManager.default.removeItem(at: repo.appendingPathComponent(".apphealth.yml"))
        try write("secret.yml", "rules:\n  - id: acme.secret\n    message: root:x:0:0\n    regex: x\n")
        try write("repo/.apphealth.yml", "rules: [../secret.yml]\n")
        let named = try run(["audit", "."], cwd: repo)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("resolves outside the repository"), named.stderr)

        try write("repo/.apphealth.yml", "")
        try link("repo/.apphealth/rules/leak.yml", to: scratch.appendingPathComponent("secret.yml").path)
        let ruleLink = try run(["audit", "."], cwd: repo)
        XCTAssertEqual(ruleLink.status, 2)
        XCTAssertTrue(ruleLink.stderr.contains(".apphealth/rules/leak.yml:1:1: error: resolves outside the repository"), ruleLink.stderr)
        let empty = try write("empty.yml", "")
        let named2 = try run(["audit", "repo/app", "--rules", scratch.appendingPathComponent("secret.yml").path, "--config", empty.path], cwd: scratch)
        XCTAssertEqual(named2.status, 0, "files named on the command line are the user's choice: " + named2.stderr)
    }
}

/// Promise 4: outputs never destroy data.
final class OutputSafetyTests: UntrustedInputTestCase {
    let fixture = ["audit", "Fixtures/CleanAndroidApp", "--fail-on", "never"]

    func testReplacingAReportKeepsItsPermissions() throws {
        let report = try write("report.json", "old")
        chmod(report.path, 0o600)
        XCTAssertEqual(try run(fixture + ["--format", "json", "-o", report.path]).status, 0)
        var info = stat()
        XCTAssertEqual(stat(report.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o600, "0600 stays 0600")
        XCTAssertNoThrow(try JSONReporter.decode(String(contentsOf: report, encoding: .utf8)))
    }

    func testLinksHardLinksFoldersAndMissingFoldersAreRefused() throws {
        let target = try write("precious.txt", "keep me\n")
        try link("link.json", to: target.path)
        let viaLink = try run(fixture + ["-o", scratch.appendingPathComponent("link.json").path])
        XCTAssertEqual(viaLink.status, 2)
        XCTAssertTrue(viaLink.stderr.contains("is a symbolic link"), viaLink.stderr)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "keep me\n")

        let hard = scratch.appendingPathComponent("hard.json")
        XCTAssertEqual(Foundation.link(target.path, hard.path), 0)
        let viaHardLink = try run(fixture + ["-o", hard.path])
        XCTAssertEqual(viaHardLink.status, 2)
        XCTAssertTrue(viaHardLink.stderr.contains("has 2 hard links"), viaHardLink.stderr)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "keep me\n")

        let folder = try run(fixture + ["-o", scratch.path])
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.stderr.contains("is a folder"), folder.stderr)
        let missing = try run(fixture + ["-o", scratch.appendingPathComponent("no/such/report.txt").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("the folder '\(scratch.appendingPathComponent("no/such").path)' does not exist"), missing.stderr)
        let baseline = try run(fixture + ["--write-baseline", scratch.appendingPathComponent("link.json").path])
        XCTAssertEqual(baseline.status, 2, "the baseline goes through the same writer")
    }

    func testTwoPathsToOneFileAreCaught() throws {
        let report = try write("a.json", "{}")
        try link("b.json", to: report.path)
        XCTAssertEqual(Foundation.link(report.path, scratch.appendingPathComponent("c.json").path), 0)
        for other in ["b.json", "c.json", "./sub/../a.json"] {
            try FileManager.default.createDirectory(at: scratch.appendingPathComponent("sub"), withIntermediateDirectories: true)
            let result = try run(fixture + ["-o", report.path, "--report", "sarif=" + scratch.path + "/" + other])
            XCTAssertEqual(result.status, 2, other)
            XCTAssertTrue(result.stderr.contains("two outputs name the same file") || result.stderr.contains("link"), result.stderr)
        }
    }

    func testDevicesAndStandardOutputAreWrittenInPlace() throws {
        for unprivileged in [false, true] {
            if unprivileged, !isRoot { continue }
            let arguments = fixture + ["--format", "json", "-o", "/dev/stdout", "--report", "sarif=/dev/null"]
            let result = unprivileged ? try runUnprivileged(arguments) : try run(arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertNoThrow(try JSONReporter.decode(result.stdout), "the report appears on standard output")
            var info = stat()
            XCTAssertEqual(lstat("/dev/stdout", &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "/dev/stdout is still a link")
            XCTAssertEqual(lstat("/dev/null", &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
        }
    }

    /// `> /dev/full`: exit 2 with a message, not a crash.
    func testAFullStandardOutputIsExitTwo() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = fixture
        process.currentDirectoryURL = Self.packageRoot
        process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(stderr.contains("No space left on device"), stderr)
    }

    /// `| head -1`: the reader goes away; the run ends quietly with the gate's status.
    func testAClosedPipeEndsQuietly() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["audit", "Fixtures/InheritedAndroidApp", "--format", "json"]
        process.currentDirectoryURL = Self.packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        try out.fileHandleForReading.close()  // nobody reads: every write gets EPIPE
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "not killed by SIGPIPE")
        XCTAssertEqual(process.terminationStatus, 1, "the gate's status, as if the report had been read")
        XCTAssertEqual(stderr, "")
    }
}

/// Promise 3 and 5: `rules test` never writes outside its temporary folder; rule files that
/// would cost unbounded work stop at load.
final class RuleFileSafetyTests: UntrustedInputTestCase {
    func testExamplePathsThatLeaveTheExampleFolderAreRefused() throws {
        let marker = "apphealth-pwned-\(UUID().uuidString)"
        let escapes = [
            ("../../../../../../../../tmp/\(marker).kt", "has a '..' component"),
            ("/tmp/\(marker).kt", "is absolute"),
            ("a/../../\(marker).kt", "has a '..' component"),
        ]
        for (path, problem) in escapes {
            try write("rules/r.yml", """
                rules:
                  - id: acme.todo
                    message: No TODO
                    regex: TODO
                    examples:
                      invalid:
                        - path: '\(path)'
                          text: 'TODO'
                """)
            let result = try run(["rules", "test", scratch.appendingPathComponent("rules").path])
            XCTAssertEqual(result.status, 2, path)
            XCTAssertTrue(result.stderr.contains("rules/r.yml:7:17: error: example path '\(path)' \(problem)"), result.stderr)
        }
        try write("rules/r.yml", """
            rules:
              - id: acme.readme
                message: Needs a README
                require-file: README.md
                examples:
                  valid: ["README.md\\n../\(marker).md"]
            """)
        let requireFile = try run(["rules", "test", scratch.appendingPathComponent("rules").path])
        XCTAssertEqual(requireFile.status, 2)
        XCTAssertTrue(requireFile.stderr.contains("rules/r.yml:6:7: error: example path '../\(marker).md' has a '..' component"), requireFile.stderr)
        for folder in ["/tmp", NSTemporaryDirectory(), scratch.deletingLastPathComponent().path] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/" + marker + ".kt"))
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/" + marker + ".md"))
        }
    }

    func testARegexMatchingTheEmptyStringStopsTheRun() throws {
        try write("repo/A.kt", "val a = 1\n")
        try write("repo/.apphealth/rules/r.yml", "rules:\n  - id: acme.todo\n    message: m\n    regex: 'TODO|'\n")
        let result = try run(["audit", "."], cwd: scratch.appendingPathComponent("repo"))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix(".apphealth/rules/r.yml:4:12: error: rule 'acme.todo': regex 'TODO|' matches the empty string"), result.stderr)
    }
}

/// Promise 2: `--changed-since` runs git, and git runs nothing from the audited repository.
final class GitHardeningTests: UntrustedInputTestCase {
    private func git(_ arguments: [String], in folder: URL) throws {
        let result = try run(["git", "-C", folder.path] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(result.status, 0, "git \(arguments): \(result.stderr)")
    }

    func testAHostileGitConfigRunsNothing() throws {
        let repo = scratch.appendingPathComponent("repo")
        try write("repo/app/src/main/java/A.kt", "val a = 1\n")
        try git(["init", "-q"], in: repo)
        try git(["-c", "user.email=a@b", "-c", "user.name=a", "commit", "-q", "--allow-empty", "-m", "root"], in: repo)
        try git(["add", "."], in: repo)
        try git(["-c", "user.email=a@b", "-c", "user.name=a", "commit", "-q", "-m", "init"], in: repo)
        let marker = scratch.appendingPathComponent("marker").path
        let hostile = [
            ("core.fsmonitor", "touch \(marker).fsmonitor; false"),
            ("diff.external", "sh -c 'touch \(marker).external'"),
            ("diff.x.textconv", "sh -c 'touch \(marker).textconv; cat \"$1\"' --"),
            ("diff.x.command", "sh -c 'touch \(marker).command'"),
            ("filter.x.clean", "sh -c 'touch \(marker).clean; cat'"),
            ("filter.x.smudge", "sh -c 'touch \(marker).smudge; cat'"),
            ("filter.y.process", "sh -c 'touch \(marker).process'"),
            ("core.pager", "touch \(marker).pager"),
            ("core.hooksPath", scratch.appendingPathComponent("hooks").path),
        ]
        for (key, value) in hostile { try git(["config", key, value], in: repo) }
        try write("repo/.gitattributes", "*.kt diff=x filter=x\n*.xml filter=y\n")
        try write("hooks/post-index-change", "#!/bin/sh\ntouch \(marker).hook\n")
        chmod(scratch.appendingPathComponent("hooks/post-index-change").path, 0o755)
        Thread.sleep(forTimeInterval: 1.1)  // stat data differs: git must look at the content
        try write("repo/app/src/main/java/A.kt", "val a = 1\nval label = \"Hello\"\n")
        try write("repo/app/src/main/res/layout/b.xml", "<LinearLayout/>\n")
        let result = try run(["audit", ".", "--changed-since", "HEAD", "--fail-on", "never", "--format", "json"], cwd: repo)
        XCTAssertEqual(result.status, 0, result.stderr)
        let created = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix("marker") }
        XCTAssertEqual(created, [], "git ran a command from the repository's config")
    }
}

/// Promise 7: control characters from the tree are shown escaped in text, Markdown and GitHub output.
final class SafeTextOutputTests: UntrustedInputTestCase {
    func testControlCharactersInNamesAndLiteralsAreEscaped() throws {
        let name = "app/src/main/java/Evil\u{1B}]0;owned\u{07}\nName.kt"
        try write(name, "class Evil : Activity() {\n    fun f() { setTitle(\"Hi \u{1B}[2J\u{07}there\u{9B}1m\u{202E}txt\") }\n}\n")
        let repo = scratch.path
        for format in ["text", "markdown", "github"] {
            let result = try run(["audit", repo, "--format", format, "--fail-on", "never"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let output = result.stdout + result.stderr
            for raw in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"] {
                XCTAssertFalse(output.contains(raw), "\(format) passes \(raw.unicodeScalars.first!.value) through raw")
            }
            XCTAssertTrue(output.contains("Evil\\u{1B}]0;owned\\u{07}"), "\(format): \(output)")
            XCTAssertTrue(output.contains("Hi \\u{1B}[2J\\u{07}there\\u{9B}1m\\u{202E}txt"), "\(format): \(output)")
            XCTAssertFalse(output.components(separatedBy: "\n").contains { $0.hasPrefix("Name.kt") }, "\(format): a newline in a name starts no line of its own")
        }
        let github = try run(["audit", repo, "--format", "github", "--fail-on", "never"]).stdout
        XCTAssertTrue(github.contains("Evil\\u{1B}]0;owned\\u{07}%0AName.kt"), github)
    }
}

/// Promise 8: a baseline's counts are checked, not trusted.
final class BaselineValidationTests: UntrustedInputTestCase {
    func testOutOfRangeCountsAreRefused() throws {
        for count in ["9223372036854775807", "-1", "0", "1000001"] {
            let baseline = try write("baseline.json", """
                {"version": 1, "entries": [{"ruleId": "android.hardcoded-text", "path": "a.xml", "line": "x", "message": "m", "count": \(count)}]}
                """)
            let result = try run(["audit", "Fixtures/CleanAndroidApp", "--baseline", baseline.path])
            XCTAssertEqual(result.status, 2, count)
            XCTAssertTrue(result.stderr.contains("entry 1 (android.hardcoded-text in a.xml) has count \(count); counts are whole numbers from 1 to 1,000,000"), result.stderr)
        }
        let fine = try write("baseline.json", """
            {"version": 1, "entries": [{"ruleId": "android.hardcoded-text", "path": "a.xml", "line": "x", "message": "m", "count": 1000000}]}
            """)
        XCTAssertEqual(try run(["audit", "Fixtures/CleanAndroidApp", "--baseline", fine.path]).status, 0)
    }
}
