// swift-tools-version: 6.0
import PackageDescription

// The plugin's fixture: a package that adopted Harness by path, as the README says, so that
// `swift package harness …` is available in it. Tests/EndToEndTests/PluginTests.swift runs the
// plugin here (in the default .build, which the outer `swift package` locks) and compares it
// with the harness tool run directly on the bundles the plugin built. Its tests pass, fail and
// skip, nothing slower.
let package = Package(
    name: "PluginSuite",
    dependencies: [
        .package(name: "Harness", path: "../.."),
    ],
    targets: [
        .target(name: "Greeting"),
        .testTarget(
            name: "PluginSuiteTests",
            dependencies: ["Greeting", .product(name: "XCTest", package: "Harness")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
