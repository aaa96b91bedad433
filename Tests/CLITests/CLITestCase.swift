import Foundation
import XCTest

/// Runs the built `apphealth` binary, as a user would.
class CLITestCase: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("apphealth")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("apphealth")
    }

    @discardableResult
    func run(_ arguments: [String], cwd: URL = packageRoot, environment: [String: String] = [:], executable: URL = binary) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = cwd
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large report cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Compares with a checked-in golden file; `APPHEALTH_RECORD=1` rewrites it and fails the
    /// test, so a recording run can never pass (and hide a regression) by itself.
    func assertGolden(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.packageRoot.appendingPathComponent("Tests/CLITests/Golden/\(name)")
        if ProcessInfo.processInfo.environment["APPHEALTH_RECORD"] != nil {
            try Data(actual.utf8).write(to: url)
            XCTFail("recorded \(name); re-run without APPHEALTH_RECORD", file: file, line: line)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "\(name) differs from the golden file; re-record with APPHEALTH_RECORD=1 swift test", file: file, line: line)
    }
}
