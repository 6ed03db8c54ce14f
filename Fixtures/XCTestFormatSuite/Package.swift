// swift-tools-version: 6.0
import PackageDescription

// XCTest tests of every kind the console prints differently (passing, failing once and twice,
// throwing, skipped with and without a reason, printing, a multi-line failure, a 10 ms test,
// a `measure` block), in a package that does not depend on Harness: `swift test` prints the
// toolchain's console text, and `harness test --format xctest` must print the same lines.
let package = Package(
    name: "XCTestFormatSuite",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "Tally"),
        .testTarget(name: "XCTestFormatSuiteTests", dependencies: ["Tally"]),
    ],
    swiftLanguageModes: [.v6]
)
