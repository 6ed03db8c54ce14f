// swift-tools-version: 6.0
import PackageDescription

// Watch mode's fixture (Tests/EndToEndTests/WatchEndToEndTests.swift): the end-to-end tests run
// `harness test --watch` on it, change Sources/Shapes/Area.swift (a failing result, then a
// build error) and restore it. A change to Shapes reaches ShapesTests and LayoutTests (Layout
// depends on Shapes), never LabelsTests. No dependency on Harness: `harness test` builds it
// on the toolchain's XCTest, from its own .build.
let package = Package(
    name: "WatchSuite",
    targets: [
        .target(name: "Shapes"),
        .target(name: "Layout", dependencies: ["Shapes"]),
        .target(name: "Labels"),
        .testTarget(name: "ShapesTests", dependencies: ["Shapes"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "LabelsTests", dependencies: ["Labels"]),
    ],
    swiftLanguageModes: [.v6]
)
