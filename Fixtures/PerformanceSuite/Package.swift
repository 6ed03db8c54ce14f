// swift-tools-version: 6.0
import PackageDescription

// Performance tests, built two ways so end-to-end tests can compare Harness with the
// toolchain's XCTest on identical code:
//   default                              → test targets link Harness's `XCTest` product
//   HARNESS_FIXTURE_XCTEST=toolchain     → no Harness at all; `import XCTest` finds the toolchain's
// `PerformanceHarnessOnlyTests` uses Apple's metrics API (`measure(metrics:options:)`), which
// the toolchain's XCTest lacks on Linux; it exists only by default.
let usesToolchainXCTest = Context.environment["HARNESS_FIXTURE_XCTEST"] == "toolchain"

/// What a test target adds to its dependencies to get Harness's XCTest (nothing in toolchain mode).
let harnessXCTest: [Target.Dependency] =
    usesToolchainXCTest ? [] : [.product(name: "XCTest", package: "Harness")]

var targets: [Target] = [
    .target(name: "Workloads"),
    .testTarget(name: "PerformanceSuiteTests", dependencies: ["Workloads"] + harnessXCTest),
]
if !usesToolchainXCTest {
    targets.append(.testTarget(name: "PerformanceHarnessOnlyTests", dependencies: ["Workloads"] + harnessXCTest))
}

let package = Package(
    name: "PerformanceSuite",
    platforms: [.macOS(.v13)],
    dependencies: usesToolchainXCTest ? [] : [.package(name: "Harness", path: "../..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
