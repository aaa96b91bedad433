// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Notes",
    platforms: [.iOS(.v16)],
    dependencies: [
        .package(url: "https://github.com/getsentry/sentry-cocoa", from: "9.26.0"),
    ],
    targets: [
        .executableTarget(name: "Notes", dependencies: [.product(name: "Sentry", package: "sentry-cocoa")], path: "Notes"),
        .testTarget(name: "NotesTests", dependencies: ["Notes"], path: "NotesTests"),
    ]
)
