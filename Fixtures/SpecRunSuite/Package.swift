// swift-tools-version: 6.0
import PackageDescription

// Tests that run the spec classes of a miniature BDD framework inside themselves, as a real
// framework's own suite does (Quick's): `allTests` read in a world the test sets up, an
// `XCTestSuite(name:)` of `init(name:testClosure:)` cases, `suite.run()` with the test's observers
// suspended (`MiniSpec.swift`). Each test prints what its nested run counted, since the
// toolchain's XCTest loses an assertion made after a nested run. It does not depend on Harness:
// `harness test` builds it unmodified (`SpecRunEndToEndTests`).
let package = Package(
    name: "SpecRunSuite",
    targets: [
        .target(name: "Doubler"),
        .testTarget(name: "SpecRunSuiteTests", dependencies: ["Doubler"]),
    ],
    swiftLanguageModes: [.v5]
)
