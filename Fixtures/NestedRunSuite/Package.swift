// swift-tools-version: 6.0
import PackageDescription

// Tests that run another test case inside themselves, as BDD frameworks' own suites and tests
// of test cases do: `Helper(name:testClosure:).run()` in a test method. It does not depend on
// Harness: `harness test` builds it unmodified (`NestedRunEndToEndTests`).
let package = Package(
    name: "NestedRunSuite",
    targets: [
        .target(name: "Probe"),
        .testTarget(name: "NestedRunSuiteTests", dependencies: ["Probe"]),
    ],
    swiftLanguageModes: [.v5]
)
