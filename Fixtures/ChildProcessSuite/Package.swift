// swift-tools-version: 6.0
import PackageDescription

// Tests that start processes of their own, as crash tests and subprocess helpers do: each
// re-launches this package's test executable (`ProcessInfo.processInfo.arguments[0]` and one
// test's name) and checks how the child ended. A test process must be an ordinary process:
// these pass on the toolchain's XCTest, and must pass the same under `harness test`,
// `swift test` on Harness, and Harness's unmodified build.
//   default                              → the test target links Harness's `XCTest` product
//   HARNESS_FIXTURE_XCTEST=toolchain     → no Harness at all: the toolchain's XCTest, and the
//                                          package `harness test` builds unmodified
let usesToolchainXCTest = Context.environment["HARNESS_FIXTURE_XCTEST"] == "toolchain"

let package = Package(
    name: "ChildProcessSuite",
    platforms: [.macOS(.v13)],
    dependencies: usesToolchainXCTest ? [] : [.package(name: "Harness", path: "../..")],
    targets: [
        .target(name: "Tool"),
        .testTarget(
            name: "ChildProcessSuiteTests",
            dependencies: ["Tool"] + (usesToolchainXCTest ? [] : [.product(name: "XCTest", package: "Harness")])
        ),
    ],
    swiftLanguageModes: [.v6]
)
