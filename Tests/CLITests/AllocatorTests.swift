import Foundation
import XCTest

/// On Linux the binary links jemalloc statically when the build machine has `libjemalloc-dev`
/// (Package.swift; the portable build links it in scripts/build-release, which checks it there):
/// glibc's malloc locks on every call once a second thread runs. These tests
/// check that the binary really allocates through jemalloc then, and that it needs no new
/// shared library for it.
final class AllocatorTests: CLITestCase {
    private var jemallocArchiveInstalled: Bool {
        #if os(Linux)
        let environment = ProcessInfo.processInfo.environment
        // A build with APPHEALTH_PORTABLE=1 gets jemalloc from scripts/build-release, not from Package.swift.
        if environment["APPHEALTH_SYSTEM_MALLOC"] == "1" || environment["APPHEALTH_PORTABLE"] == "1" { return false }
        let folders = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib"]
        return folders.contains { FileManager.default.fileExists(atPath: $0 + "/libjemalloc_pic.a") }
        #else
        return false
        #endif
    }

    func testTheBinaryAllocatesThroughJemallocWhenTheArchiveIsInstalled() throws {
        try XCTSkipUnless(jemallocArchiveInstalled, "libjemalloc-dev is not installed (scripts/setup installs it): the build uses the C library's malloc")
        // jemalloc reads MALLOC_CONF and, with stats_print, reports its statistics when the process exits.
        let run = try self.run(["version"], environment: ["MALLOC_CONF": "stats_print:true"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("apphealth "), run.stdout)
        XCTAssertTrue((run.stdout + run.stderr).contains("jemalloc statistics"), "the binary does not allocate through jemalloc")
    }

    /// The tool's own `malloc_conf` (Sources/CAllocatorSettings) reaches jemalloc: the 4 KiB size
    /// class, in which swift-syntax's parser takes its memory, gets slabs of 32 regions, not one.
    func testJemallocTakesTheToolsSettings() throws {
        try XCTSkipUnless(jemallocArchiveInstalled, "libjemalloc-dev is not installed: nothing to check")
        let run = try self.run(["version"], environment: ["MALLOC_CONF": "stats_print:true"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // The bins table: size, index, …, then regions per slab and pages per slab (columns 14, 15).
        let rows = (run.stdout + run.stderr).split(separator: "\n").map { $0.split(separator: " ") }.filter { $0.count > 20 && $0[0] == "4096" }
        XCTAssertFalse(rows.isEmpty, "no row for the 4096-byte class in jemalloc's statistics")
        for row in rows {
            XCTAssertEqual(row[13], "32", "regions per slab: \(row.joined(separator: " "))")
            XCTAssertEqual(row[14], "32", "pages per slab: \(row.joined(separator: " "))")
        }
    }

    func testJemallocIsLinkedStaticallyNotAsASharedLibrary() throws {
        try XCTSkipUnless(jemallocArchiveInstalled, "libjemalloc-dev is not installed: nothing to check")
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [Self.binary.path]
        let out = Pipe()
        ldd.standardOutput = out
        ldd.standardError = Pipe()
        try ldd.run()
        let libraries = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        XCTAssertEqual(ldd.terminationStatus, 0)
        XCTAssertFalse(libraries.contains("jemalloc"), libraries)
    }
}
