@testable import AppHealthKit
import Foundation
import XCTest

final class ProcessRunnerTests: XCTestCase {
    private func shell(_ script: String, timeout: TimeInterval = 60) -> ProcessRunner {
        ProcessRunner(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], timeout: timeout)
    }

    func testMegabytesOnStandardErrorDoNotDeadlock() throws {
        let output = try shell(#"head -c 2000000 /dev/zero | tr "\0" x 1>&2; echo ok"#).run()
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(String(decoding: output.stdout, as: UTF8.self), "ok\n")
        XCTAssertEqual(output.stderr.count, 2_000_000)
        // And both pipes full at once.
        let both = try shell(#"head -c 1000000 /dev/zero | tr "\0" e 1>&2 & head -c 1000000 /dev/zero | tr "\0" o; wait"#).run()
        XCTAssertEqual(both.stdout.count, 1_000_000)
        XCTAssertEqual(both.stderr.count, 1_000_000)
    }

    func testExitStatusAndTimeLimit() throws {
        XCTAssertEqual(try shell("exit 3").run().status, 3)
        let start = Date()
        XCTAssertThrowsError(try shell("sleep 30", timeout: 1).run()) { error in
            XCTAssertTrue("\(error)".contains("ran past 1 s"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertThrowsError(try ProcessRunner(executable: URL(fileURLWithPath: "/nonexistent/tool"), arguments: []).run())
    }
}

/// `--changed-since` runs git inside a repository it does not trust: git must not run the
/// repository's fsmonitor hook, external diff or textconv driver.
final class ChangedLinesHardeningTests: XCTestCase {
    private func git(_ root: URL, _ arguments: [String]) throws -> ProcessRunner.Output {
        let output = try ProcessRunner(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["git", "-C", root.path, "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments,
            environment: ChangedLines.gitEnvironment()
        ).run()
        XCTAssertEqual(output.status, 0, "git \(arguments): \(String(decoding: output.stderr, as: UTF8.self))")
        return output
    }

    func testRepositoryConfigCannotRunCode() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("one\ntwo\n".utf8).write(to: root.appendingPathComponent("a.txt"))
        _ = try git(root, ["init", "-q"])
        _ = try git(root, ["add", "a.txt"])
        _ = try git(root, ["commit", "-q", "-m", "first"])

        let marker = root.appendingPathComponent("pwned")
        let hook = root.appendingPathComponent(".git/evil.sh")
        try Data("#!/bin/sh\necho \"$0 $*\" >> '\(marker.path)'\nexit 0\n".utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        let config = root.appendingPathComponent(".git/config")
        var text = try String(contentsOf: config, encoding: .utf8)
        text += "[core]\n\tfsmonitor = \(hook.path)\n[diff]\n\texternal = \(hook.path)\n[diff \"conv\"]\n\ttextconv = \(hook.path)\n"
        try Data(text.utf8).write(to: config)
        try Data("*.txt diff=conv\n".utf8).write(to: root.appendingPathComponent(".git/info/attributes"))
        try Data("one\nTWO\nthree\n".utf8).write(to: root.appendingPathComponent("a.txt"))

        // Control: plain git does run the hook, so the assertion below means something.
        _ = try git(root, ["diff", "HEAD"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker.path), "the scratch repository's hooks should fire for plain git")
        try FileManager.default.removeItem(at: marker)

        let changed = try ChangedLines.compute(root: root, ref: "HEAD")
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path),
                       (try? String(contentsOf: marker, encoding: .utf8)) ?? "")
        XCTAssertEqual(changed.lines["a.txt"], [2, 3])
    }

    func testRefsThatLookLikeOptionsAreRefused() {
        XCTAssertThrowsError(try ChangedLines.compute(root: FileManager.default.temporaryDirectory, ref: "--output=/tmp/x")) { error in
            XCTAssertTrue("\(error)".contains("starts with '-'"), "\(error)")
        }
    }

    func testGitEnvironmentDropsGitVariables() {
        let environment = ChangedLines.gitEnvironment(["GIT_DIR": "/elsewhere", "GIT_EXTERNAL_DIFF": "x", "PATH": "/bin", "HOME": "/h"])
        XCTAssertEqual(environment, ["PATH": "/bin", "HOME": "/h", "GIT_CONFIG_NOSYSTEM": "1", "GIT_ATTR_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0"])
    }
}

extension ChangedLinesHardeningTests {
    func testEveryFilterDriverIsEmptiedByName() throws {
        let keys = "filter.lfs.process\0filter.lfs.required\0filter.a.b.clean\0"
        XCTAssertEqual(try ChangedLines.filterOverrides(configKeys: keys), [
            "-c", "filter.a.b.clean=", "-c", "filter.a.b.smudge=", "-c", "filter.a.b.process=", "-c", "filter.a.b.required=false",
            "-c", "filter.lfs.clean=", "-c", "filter.lfs.smudge=", "-c", "filter.lfs.process=", "-c", "filter.lfs.required=false",
        ])
        XCTAssertThrowsError(try ChangedLines.filterOverrides(configKeys: "filter.x=y.clean\0"))
    }
}
