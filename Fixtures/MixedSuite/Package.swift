// swift-tools-version: 6.0
import PackageDescription

// Both frameworks in one bundle: XCTest classes beside Swift Testing suites whose tests pass,
// fail, throw, crash, hang, run per argument, carry known issues, exit on purpose, carry tags,
// run serialized or stay disabled. The end-to-end tests (Tests/EndToEndTests/MixedSuite*.swift)
// run it with `harness test` and hold the results to a model, and compare it with `swift test`'s
// own event stream. One test crashes and one hangs on purpose unless MIXED_SUITE_SAFE=1 is set:
// run it with `harness test`, or `swift test` with that variable.
let package = Package(
    name: "MixedSuite",
    dependencies: [.package(name: "Harness", path: "../..")],
    targets: [
        .target(name: "Shapes"),
        .testTarget(name: "MixedSuiteTests", dependencies: ["Shapes", .product(name: "XCTest", package: "Harness")]),
    ],
    swiftLanguageModes: [.v6]
)
