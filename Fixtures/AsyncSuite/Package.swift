// swift-tools-version: 6.0
import PackageDescription

// Asynchronous testing (expectations, waiters, async tests, the execution time allowance),
// built two ways so that end-to-end tests can compare Harness with the toolchain's XCTest:
//   default                              → test targets link Harness's `XCTest` product
//   HARNESS_FIXTURE_XCTEST=toolchain     → no Harness at all; `import XCTest` finds the toolchain's
// `AsyncHarnessOnlyTests` holds what the toolchain's XCTest cannot run (it crashes on some
// misuse, lacks `executionTimeAllowance`, ignores late fulfilment); it exists only by default.
let usesToolchainXCTest = Context.environment["HARNESS_FIXTURE_XCTEST"] == "toolchain"

/// What a test target adds to its dependencies to get Harness's XCTest (nothing in toolchain mode).
let harnessXCTest: [Target.Dependency] =
    usesToolchainXCTest ? [] : [.product(name: "XCTest", package: "Harness")]

var targets: [Target] = [
    .target(name: "Documents"),
    .testTarget(name: "AsyncSuiteTests", dependencies: ["Documents"] + harnessXCTest),
]
if !usesToolchainXCTest {
    targets.append(.testTarget(name: "AsyncHarnessOnlyTests", dependencies: ["Documents"] + harnessXCTest))
}

let package = Package(
    name: "AsyncSuite",
    platforms: [.macOS(.v13)],
    dependencies: usesToolchainXCTest ? [] : [.package(name: "Harness", path: "../..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
