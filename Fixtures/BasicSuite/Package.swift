// swift-tools-version: 6.0
import PackageDescription

// The same test sources build two ways, so end-to-end tests can compare Harness with the
// toolchain's XCTest on identical code:
//   default                              → test targets link Harness's `XCTest` product
//   HARNESS_FIXTURE_XCTEST=toolchain     → no Harness at all; `import XCTest` finds the toolchain's
// Tests that use API the toolchain's XCTest lacks on Linux live in `HarnessOnlyTests`, which
// exists only in the default mode.
let usesToolchainXCTest = Context.environment["HARNESS_FIXTURE_XCTEST"] == "toolchain"

/// What a test target adds to its dependencies to get Harness's XCTest (nothing in toolchain mode).
let harnessXCTest: [Target.Dependency] =
    usesToolchainXCTest ? [] : [.product(name: "XCTest", package: "Harness")]

var targets: [Target] = [
    .target(name: "Calculator"),
    .testTarget(
        name: "BasicSuiteTests",
        dependencies: ["Calculator"] + harnessXCTest,
        resources: [.copy("Resources/greeting.txt")]
    ),
]
if !usesToolchainXCTest {
    targets.append(.testTarget(name: "HarnessOnlyTests", dependencies: ["Calculator"] + harnessXCTest))
}

let package = Package(
    name: "BasicSuite",
    platforms: [.macOS(.v13)],
    dependencies: usesToolchainXCTest ? [] : [.package(name: "Harness", path: "../..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
