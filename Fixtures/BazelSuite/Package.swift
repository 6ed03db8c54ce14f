// swift-tools-version: 6.0
import PackageDescription

// `bazel test`'s fixture (`BazelEndToEndTests`): 80 XCTest tests in sixteen classes, 23 Swift
// Testing tests in three suites, and no dependency on Harness (the route a new user takes
// first: `harness archive` builds it against Harness's library). Its archive runs under
// `Bazel/harness.bzl`'s `harness_test` in three shards, filtered, cached and with its outputs
// kept; `BazelSuiteModel` is the list of tests it must report.
let package = Package(
    name: "BazelSuite",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "Ledger"),
        .testTarget(name: "BazelSuiteTests", dependencies: ["Ledger"]),
    ],
    swiftLanguageModes: [.v6]
)
