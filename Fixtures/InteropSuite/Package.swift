// swift-tools-version: 6.0
import PackageDescription

// XCTest and Swift Testing in one test target, each failing inside the other's tests (the
// interop cases of issue 9), beside passing controls. Built two ways, like the other fixtures:
//   default                              → the test target links Harness's `XCTest` product
//   HARNESS_FIXTURE_XCTEST=toolchain     → no Harness at all; `import XCTest` finds the toolchain's
let usesToolchainXCTest = Context.environment["HARNESS_FIXTURE_XCTEST"] == "toolchain"

/// What a test target adds to its dependencies to get Harness's XCTest (nothing in toolchain mode).
let harnessXCTest: [Target.Dependency] =
    usesToolchainXCTest ? [] : [.product(name: "XCTest", package: "Harness")]

var targets: [Target] = [
    .testTarget(name: "InteropSuiteTests", dependencies: harnessXCTest),
]
if !usesToolchainXCTest {
    // Plays a Swift Testing that installs its fallback event handler (later toolchains), to
    // show what Harness's XCTest posts to it.
    targets.append(.executableTarget(name: "ForeignHandlerProbe", dependencies: harnessXCTest))
}

let package = Package(
    name: "InteropSuite",
    platforms: [.macOS(.v13)],
    dependencies: usesToolchainXCTest ? [] : [.package(name: "Harness", path: "../..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
