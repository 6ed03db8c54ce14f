// swift-tools-version: 6.0
import PackageDescription

// The first run's fixture (issue 32): a package as a new user has it, with no dependency on
// Harness, built by `swift test` before `harness test` ever runs. It has what makes a real
// package's build costly to repeat: a dependency (a path package, `Dependency/`), a C target, a
// resource, a test-support library that itself imports XCTest, and a command plugin (SwiftPM
// compiles it on every build whose environment differs from the last one's).
// Tests/EndToEndTests/FirstRunEndToEndTests.swift checks that `harness test` compiles none of it
// again, and that `swift test` after it rebuilds nothing.
let package = Package(
    name: "FirstRunSuite",
    dependencies: [.package(path: "Dependency")],
    targets: [
        .target(name: "CCount"),
        .target(
            name: "Shelf", dependencies: ["CCount", .product(name: "Ledger", package: "Dependency")],
            resources: [.copy("Resources/titles.txt")]),
        .target(name: "ShelfTestSupport", dependencies: ["Shelf"]),
        .testTarget(name: "ShelfTests", dependencies: ["Shelf", "ShelfTestSupport"]),
        .plugin(
            name: "ShelfReport",
            capability: .command(intent: .custom(verb: "shelf-report", description: "Lists the targets"))),
    ]
)
