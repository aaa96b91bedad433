import Foundation
import XCTest

/// Checkstyle, JUnit, GitLab Code Quality and SonarQube outputs: golden files and the structure
/// each consumer requires.
final class CIFormatsTests: CLITestCase {
    private func render(_ format: String) throws -> String {
        let result = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", format, "--fail-on", "never", "--no-progress"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    /// Well-formed XML, checked by python3's parser (no extra dependency).
    private func parseXML(_ text: String, script: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-\(UUID().uuidString).xml")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let check = try run(["python3", "-c", "import sys, xml.etree.ElementTree as ET; root = ET.parse(sys.argv[1]).getroot(); " + script, file.path],
                            executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(check.status, 0, check.stderr)
        return check.stdout
    }

    func testCheckstyle() throws {
        let text = try render("checkstyle")
        try assertGolden(text, named: "InheritedAndroidApp.checkstyle.xml")
        let out = try parseXML(text, script: """
            assert root.tag == 'checkstyle'
            errors = root.findall('file/error')
            assert errors and all(e.get('severity') in ('error', 'warning', 'info') and int(e.get('line')) >= 1 and e.get('source').startswith('apphealth.') for e in errors)
            print(len(errors))
            """.replacingOccurrences(of: "\n", with: "; "))
        XCTAssertGreaterThan(Int(out.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0, 10)
    }

    func testJUnitHasOneTestCasePerRuleAndAFailurePerFinding() throws {
        let text = try render("junit")
        try assertGolden(text, named: "InheritedAndroidApp.junit.xml")
        let json = try run(["audit", "Fixtures/InheritedAndroidApp", "--format", "json", "--fail-on", "never"]).stdout
        let findings = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["findings"] as? [Any])
        let out = try parseXML(text, script: """
            cases = root.findall('testsuite/testcase')
            names = [c.get('classname') for c in cases]
            assert len(names) == len(set(names)) and int(root.get('tests')) == len(cases)
            print(len(root.findall('testsuite/testcase/failure')))
            """.replacingOccurrences(of: "\n", with: "; "))
        XCTAssertEqual(Int(out.trimmingCharacters(in: .whitespacesAndNewlines)), findings.count)
    }

    func testGitLabCodeQualityHasUniqueFingerprints() throws {
        let text = try render("gitlab")
        try assertGolden(text, named: "InheritedAndroidApp.gitlab.json")
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        XCTAssertFalse(issues.isEmpty)
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, issues.count)
        for issue in issues {
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            XCTAssertNotNil(issue["description"] as? String)
            XCTAssertNotNil(issue["check_name"] as? String)
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertFalse((location["path"] as? String ?? "/").hasPrefix("/"))
            XCTAssertGreaterThanOrEqual(((location["lines"] as? [String: Any])?["begin"] as? Int) ?? 0, 1)
        }
    }

    func testSonarQubeGenericIssues() throws {
        let text = try render("sonarqube")
        try assertGolden(text, named: "InheritedAndroidApp.sonarqube.json")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let rules = try XCTUnwrap(document["rules"] as? [[String: Any]])
        let issues = try XCTUnwrap(document["issues"] as? [[String: Any]])
        let ruleIds = Set(rules.compactMap { $0["id"] as? String })
        for rule in rules {
            for key in ["id", "name", "engineId", "cleanCodeAttribute", "impacts"] { XCTAssertNotNil(rule[key], key) }
        }
        for issue in issues {
            XCTAssertTrue(ruleIds.contains(issue["ruleId"] as? String ?? ""))
            let location = try XCTUnwrap(issue["primaryLocation"] as? [String: Any])
            XCTAssertNotNil(location["message"] as? String)
            XCTAssertNotNil(location["filePath"] as? String)
            XCTAssertGreaterThanOrEqual(((location["textRange"] as? [String: Any])?["startLine"] as? Int) ?? 0, 1)
        }
    }

    func testFormatsWorkWithReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = ["audit", "Fixtures/InheritedAndroidApp", "--format", "json", "-o", folder.appendingPathComponent("r.json").path, "--fail-on", "never"]
        for format in ["checkstyle", "junit", "gitlab", "sonarqube"] { arguments += ["--report", "\(format)=\(folder.path)/r.\(format)"] }
        XCTAssertEqual(try run(arguments).status, 0)
        for format in ["checkstyle", "junit", "gitlab", "sonarqube"] {
            XCTAssertEqual(try String(contentsOfFile: "\(folder.path)/r.\(format)", encoding: .utf8), try render(format), format)
        }
    }
}

/// `version`, "did you mean", `init`, several `--config`, configured reports and gate.
final class CommandLineConventionTests: CLITestCase {
    func testVersionCommandAndFlag() throws {
        let command = try run(["version"])
        XCTAssertEqual(command.status, 0)
        let lines = command.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 3, command.stdout)
        XCTAssertTrue(lines[0].hasPrefix("apphealth "))
        XCTAssertTrue(lines[1].range(of: #"^catalog snapshot \d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil, String(lines[1]))
        XCTAssertEqual(lines[2], "report schema 1")
        let flag = try run(["--version"])
        XCTAssertEqual(flag.status, 0)
        XCTAssertEqual(flag.stdout, command.stdout)
    }

    func testDidYouMean() throws {
        let command = try run(["rulez", "list"])
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(command.stderr.contains("did you mean 'rules'?"), command.stderr)
        let rule = try run(["rules", "show", "android.hardcoded-txt"])
        XCTAssertEqual(rule.status, 2)
        XCTAssertTrue(rule.stderr.contains("did you mean 'android.hardcoded-text'?"), rule.stderr)
        let lint = try run(["rules", "show", "HardcodedText"])
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertTrue(lint.stdout.contains("android.hardcoded-text"))
    }

    func testInitWritesAValidStarterAndRefusesToOverwrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app/src/main"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<manifest/>".utf8).write(to: folder.appendingPathComponent("app/src/main/AndroidManifest.xml"))
        let first = try run(["init", folder.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        let written = try String(contentsOf: folder.appendingPathComponent(".apphealth.yml"), encoding: .utf8)
        XCTAssertTrue(written.contains("Detected: Android"))
        let audit = try run(["audit", folder.path, "--fail-on", "never", "--no-progress"])
        XCTAssertEqual(audit.status, 0, audit.stderr)
        XCTAssertFalse(audit.stderr.contains("warning: "), audit.stderr)
        let second = try run(["init", folder.path])
        XCTAssertEqual(second.status, 2)
        XCTAssertTrue(second.stderr.contains("already exists"), second.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(".apphealth.yml"), encoding: .utf8), written)
    }

    func testConfiguredGateAndReportsAndSeveralConfigs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-cfg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("base.yml")
        let strict = folder.appendingPathComponent("strict.yml")
        try Data("fail-on: never\nreports: { junit: out.junit.xml }\n".utf8).write(to: base)
        try Data("fail-on: warning\n".utf8).write(to: strict)
        let lenient = try run(["audit", "Fixtures/CleanAndroidApp", "--config", base.path, "--no-progress"])
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.junit.xml").path))
        // The later --config wins; the command line wins over both.
        let merged = try run(["audit", "Fixtures/InheritedAndroidApp", "--config", base.path, "--config", strict.path, "--format", "json", "--no-progress"])
        XCTAssertEqual(merged.status, 1, merged.stderr)
        let overridden = try run(["audit", "Fixtures/InheritedAndroidApp", "--config", base.path, "--config", strict.path, "--fail-on", "never", "--format", "json"])
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
    }

    func testBadDensityInConfigurationIsExitTwoWithPosition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphealth-dens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("c.yml")
        try Data("rules:\n  android.missing-density:\n    required-densities: [ultrahdpi]\n".utf8).write(to: config)
        let result = try run(["audit", "Fixtures/CleanAndroidApp", "--config", config.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("c.yml:3:26: error: 'ultrahdpi' is not a value of 'required-densities'"), result.stderr)
    }
}
