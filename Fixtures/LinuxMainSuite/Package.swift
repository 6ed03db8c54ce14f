// swift-tools-version: 5.9
import PackageDescription

// A package written before Swift 5.4's test discovery, as many still are: its test bundle's
// entry point is its own `Tests/LinuxMain.swift` (`XCTMain([testCase(….allTests)])`), not the
// one SwiftPM generates, so Swift Testing never runs in it. It does not depend on Harness:
// `harness test` builds it unmodified against Harness's library (`EntryPointEndToEndTests`).
let package = Package(
    name: "LinuxMainSuite",
    targets: [
        .target(name: "Shelf"),
        .testTarget(name: "ShelfTests", dependencies: ["Shelf"]),
    ]
)
