import AppHealthKit
import Foundation
import XCTest

/// Issue 20: the same tree gives the same bytes whatever the file-system order and `--jobs`;
/// file-system faults are notes or skips with the OS's reason, never a crash nor a lost finding,
/// and the audited tree is byte-identical afterwards; outputs are never left half-written.
final class RobustnessTests: UntrustedInputTestCase {
    /// The files of two fixtures, path → bytes.
    private func fixtureFiles() throws -> [(path: String, bytes: Data)] {
        var files: [(String, Data)] = []
        for fixture in ["InheritedAndroidApp", "InheritediOSApp"] {
            let base = Self.packageRoot.appendingPathComponent("Fixtures/\(fixture)")
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])!
            for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
                let relative = String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
                files.append(("\(fixture)/\(relative)", try Data(contentsOf: url)))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    private func reports(of root: URL) throws -> [String] {
        try ["json", "html", "sarif"].map { format in
            let result = try run(["audit", root.path, "--format", format, "--fail-on", "never", "--no-progress"])
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout
        }
    }

    func testTheSameTreeCreatedInTwoOrdersGivesIdenticalReports() throws {
        let files = try fixtureFiles()
        XCTAssertGreaterThan(files.count, 50)
        let root = scratch.appendingPathComponent("repo")
        var outputs: [[String]] = []
        for order in [files, files.reversed()] {
            try? FileManager.default.removeItem(at: root)
            // Creation order and renames change the order readdir lists entries in.
            for (index, file) in order.enumerated() {
                let url = root.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let temporary = url.deletingLastPathComponent().appendingPathComponent(".tmp-\(index)")
                try file.bytes.write(to: temporary)
                try FileManager.default.moveItem(at: temporary, to: url)
            }
            outputs.append(try reports(of: root))
        }
        XCTAssertEqual(outputs[0][0], outputs[1][0], "JSON")
        XCTAssertEqual(outputs[0][1], outputs[1][1], "HTML")
        XCTAssertEqual(outputs[0][2], outputs[1][2], "SARIF")
        XCTAssertTrue(outputs[0][0].contains("\"ruleId\""))
    }

    func testJobsDoNotChangeTheOutputOfAFiveThousandFileTree() throws {
        let root = scratch.appendingPathComponent("big")
        for module in 0..<50 {
            let folder = root.appendingPathComponent("m\(module)/src/main/java/p")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("<manifest package=\"p\(module)\"/>".utf8).write(to: root.appendingPathComponent("m\(module)/src/main/AndroidManifest.xml"))
            for file in 0..<99 {
                let text = file % 7 == 0
                    ? "object Holder\(file) { var cache = HashMap<String, Int>() }\n"
                    : "class C\(file) { fun f() = \(file) }\n"
                try Data(text.utf8).write(to: folder.appendingPathComponent("C\(file).kt"))
            }
        }
        let outputs = try [1, 2, 8].map { jobs in
            try run(["audit", root.path, "--format", "json", "--fail-on", "never", "--no-progress", "--jobs", "\(jobs)"])
        }
        XCTAssertEqual(try JSONReporter.decode(outputs[0].stdout).summary.files, 5_000)
        XCTAssertEqual(outputs[0].stdout, outputs[1].stdout, "--jobs 1 and 2")
        XCTAssertEqual(outputs[0].stdout, outputs[2].stdout, "--jobs 1 and 8")
    }

    /// Names, types, modes and contents of every entry under `root` (links not followed).
    private func treeDigest(_ root: URL) throws -> String {
        let result = try run(["-c", "cd \"$1\" && find . -printf '%p %y %m %s %l\\n' | LC_ALL=C sort | sha256sum && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum | sha256sum", "sh", root.path],
                             executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    func testFileSystemFaultsAreNotesOrSkipsAndTheTreeIsUntouched() throws {
        let repo = scratch.appendingPathComponent("repo")
        try write("repo/app/src/main/AndroidManifest.xml", "<manifest package=\"a\"/>")
        try write("repo/app/src/main/res/layout/main.xml",
                  "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\"><TextView android:text=\"Hello\"/></LinearLayout>")
        try write("repo/app/src/main/java/Fine.kt", "object Fine { val layout = R.layout.main }\n")
        // FIFOs under the names of every kind of file the audit parses.
        for name in ["app/src/main/java/Pipe.kt", "app/build.gradle", "app/src/main/res/values/strings.xml", "ios/Podfile", "ios/App/Info.plist", "ios/App/View.swift"] {
            let url = repo.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            XCTAssertEqual(mkfifo(url.path, 0o644), 0)
        }
        // A character device named like source, where the OS lets us make one (/dev/null's numbers).
        let device = repo.appendingPathComponent("app/src/main/java/Device.kt")
        let madeDevice = mknod(device.path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0
        // Dangling links, a link loop, a non-UTF-8 name.
        try link("repo/app/src/main/java/Dangling.kt", to: "Nowhere.kt")
        try link("repo/loop/a", to: "b")
        try link("repo/loop/b", to: "a")
        let bad: [UInt8] = Array(repo.appendingPathComponent("app/src/main/java").path.utf8) + Array("/N".utf8) + [0xC3, 0x28] + Array(".kt".utf8) + [0]
        let descriptor = bad.withUnsafeBufferPointer { $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bad.count) { open($0, O_CREAT | O_WRONLY, 0o644) } }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        // 5,000 nested folders (deeper than PATH_MAX), made relative to each other.
        XCTAssertEqual(mkdir(repo.appendingPathComponent("deep").path, 0o755), 0)
        var folder = open(repo.appendingPathComponent("deep").path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<5_000 {
            XCTAssertEqual(mkdirat(folder, "d", 0o755), 0)
            let next = openat(folder, "d", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let leaf = openat(folder, "Deep.kt", O_CREAT | O_WRONLY, 0o644)
        _ = "object Deep\n".withCString { Glibc.write(leaf, $0, 12) }
        close(leaf)
        close(folder)

        let before = try treeDigest(repo)
        let result = try run(["audit", repo.path, "--format", "json", "--fail-on", "never", "--no-progress"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try treeDigest(repo), before, "the audit changed nothing in the tree")
        let report = try JSONReporter.decode(result.stdout)
        let skipped = Dictionary((report.skipped ?? []).map { ($0.path, $0.reason) }, uniquingKeysWith: { first, _ in first })
        for name in ["app/src/main/java/Pipe.kt", "app/build.gradle", "app/src/main/res/values/strings.xml", "ios/Podfile", "ios/App/Info.plist", "ios/App/View.swift"] {
            XCTAssertEqual(skipped[name], "not a regular file or folder", name)
        }
        if madeDevice { XCTAssertEqual(skipped["app/src/main/java/Device.kt"], "not a regular file or folder") }
        XCTAssertEqual(skipped["app/src/main/java/Dangling.kt"], "broken symbolic link: No such file or directory")
        XCTAssertEqual(skipped["loop/a"], "broken symbolic link: Too many levels of symbolic links")
        XCTAssertEqual(skipped["app/src/main/java/N\\xC3(.kt"], "the name is not UTF-8 (shown with \\x escapes)")
        XCTAssertTrue(skipped.contains { $0.key.hasPrefix("deep/d/d/") && $0.value == "File name too long" }, "\(skipped.keys.filter { $0.hasPrefix("deep") }.map(\.count))")
        // Nothing lost elsewhere: the layout's hardcoded text is still found.
        XCTAssertTrue(report.findings.contains { $0.path == "app/src/main/res/layout/main.xml" && $0.ruleId == "android.hardcoded-text" },
                      "\(report.findings.map { "\($0.ruleId) \($0.path)" })")
        // FileManager cannot remove paths longer than PATH_MAX; rm walks relative to each folder.
        XCTAssertEqual(try run(["-rf", repo.path], executable: URL(fileURLWithPath: "/bin/rm")).status, 0)
    }

    /// A file that disappears between the walk and its analysis is a note with the OS's reason.
    func testAFileVanishingDuringTheRunIsANote() throws {
        let root = scratch.appendingPathComponent("repo")
        try write("repo/app/src/main/AndroidManifest.xml", "<manifest package=\"a\"/>")
        try write("repo/app/src/main/res/layout/a.xml",
                  "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\"><TextView android:text=\"Hello\"/></LinearLayout>")
        try write("repo/app/src/main/java/A.kt", "object A { val layout = R.layout.a }\n")
        let doomed = try write("repo/app/src/main/java/Z.kt", "object Z\n")
        let auditor = Auditor { progress in
            if progress.done == 1 { unlink(doomed.path) }
        }
        let result = auditor.run(AuditRequest(root: root, jobs: 1))
        XCTAssertEqual(result.findings.filter { $0.ruleId == "parse-error" }.map { "\($0.path): \($0.message)" },
                       ["app/src/main/java/Z.kt: Could not read: No such file or directory"])
        XCTAssertTrue(result.findings.contains { $0.ruleId == "android.hardcoded-text" })
        XCTAssertEqual(result.skipped.map(\.path), ["app/src/main/java/Z.kt"])
    }

    /// A report into a folder nobody may write to: exit 2 with the OS's reason, nothing left behind.
    func testAReadOnlyOutputFolderIsExitTwoAndLeavesNothing() throws {
        let folder = scratch.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        let fixture = Self.packageRoot.appendingPathComponent("Fixtures/CleanAndroidApp").path
        let result = try runUnprivileged(["audit", fixture, "--fail-on", "never", "--no-progress", "-o", folder.appendingPathComponent("report.json").path])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write '\(folder.appendingPathComponent("report.json").path)': Permission denied"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    /// A write that fails half-way (`ulimit -f`: the file-size limit) is exit 2 and leaves the
    /// previous report as it was, with no partial file or temporary file beside it.
    func testAWriteThatFailsHalfWayLeavesNoPartialFile() throws {
        let existing = try write("out/report.html", "previous\n")
        let fixture = Self.packageRoot.appendingPathComponent("Fixtures/InheritedAndroidApp").path
        let result = try run(["-c", "ulimit -f 8; exec \"$0\" audit \"$1\" --format html --fail-on never --no-progress -o \"$2\"", Self.binary.path, fixture, existing.path],
                             executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write '\(existing.path)': File too large"), result.stderr)
        XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "previous\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: existing.deletingLastPathComponent().path), ["report.html"], "no temporary file left")
    }

    /// One-character report names in the working folder (`-o r`): Foundation's
    /// `deletingLastPathComponent` stopped the process on them (exit 132, a core dump); each is
    /// written, as any other name is, and a missing folder is still exit 2.
    func testOneCharacterReportNamesAreWritten() throws {
        let folder = scratch.appendingPathComponent("short")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixture = Self.packageRoot.appendingPathComponent("Fixtures/CleanAndroidApp").path
        let result = try run(["audit", fixture, "--fail-on", "never", "--no-progress", "--format", "json", "-o", "r",
                              "--report", "sarif=s", "--write-baseline", "b"], cwd: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["b", "r", "s"])
        let missing = try run(["audit", fixture, "--fail-on", "never", "--no-progress", "-o", "q/r"], cwd: folder)
        XCTAssertEqual(missing.status, 2, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("cannot write 'q/r': the folder 'q' does not exist"), missing.stderr)
    }
}
