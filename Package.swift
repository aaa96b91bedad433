// swift-tools-version:6.0
import Foundation
import PackageDescription

// scripts/build-release sets APPHEALTH_PORTABLE=1: the static Linux binary then fetches with the
// curl program for --online instead of linking FoundationNetworking (and libcurl with it).
let portable = ProcessInfo.processInfo.environment["APPHEALTH_PORTABLE"] == "1"
// scripts/fuzz sets APPHEALTH_FUZZ=1: the libFuzzer harness (Fuzz/) is then a product too. A
// normal `swift build`/`swift test` never builds it (it needs -sanitize=fuzzer to link).
let fuzz = ProcessInfo.processInfo.environment["APPHEALTH_FUZZ"] == "1"
// On Linux the tool links jemalloc statically when `libjemalloc-dev` is installed (scripts/setup
// installs it): once a second thread runs, glibc's malloc pays for locking on every call, which
// cost the parallel per-file pass ~13 % more CPU than the same work on one thread. The archive
// keeps the binary free of a new runtime dependency. APPHEALTH_SYSTEM_MALLOC=1 opts out; without
// the archive the build falls back to the C library's allocator (same output, slower).
// Not linked from here in the portable build (--static-swift-stdlib): its link line hides
// archives' symbols, so jemalloc's malloc would not replace the C library's and memory the C
// library allocates would be freed by jemalloc (a crash at start). scripts/build-release links
// jemalloc there as one relocatable object instead, whose malloc is exported.
let jemalloc: Bool = {
    #if os(Linux)
    if portable || ProcessInfo.processInfo.environment["APPHEALTH_SYSTEM_MALLOC"] == "1" { return false }
    let folders = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib"]
    return folders.contains { FileManager.default.fileExists(atPath: $0 + "/libjemalloc_pic.a") }
    #else
    return false
    #endif
}()

let package = Package(
    name: "apphealth",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "apphealth", targets: ["apphealth"]),
    ] + (fuzz ? [.executable(name: "apphealth-fuzz", targets: ["apphealth-fuzz"])] : []) + [
        .library(name: "AppHealthKit", targets: ["AppHealthKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "AppHealthKit",
            dependencies: [
                "CLibXML2",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            swiftSettings: portable ? [.define("APPHEALTH_CURL")] : []
        ),
        // jemalloc's settings (`malloc_conf`), linked into the tool only.
        .target(name: "CAllocatorSettings"),
        .executableTarget(
            name: "apphealth",
            dependencies: [
                "AppHealthKit",
                "CAllocatorSettings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: jemalloc ? [.linkedLibrary("jemalloc_pic", .when(platforms: [.linux]))] : []
        ),
    ] + (fuzz ? [
        .executableTarget(name: "apphealth-fuzz", dependencies: ["AppHealthKit"], path: "Fuzz/Sources/apphealth-fuzz"),
    ] : []) + [
        .testTarget(name: "AppHealthKitTests", dependencies: ["AppHealthKit", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "CLITests", dependencies: ["AppHealthKit", "apphealth"], exclude: ["Golden", "Schemas"]),
    ]
)
