// swift-tools-version: 6.0
import PackageDescription

// The runner's fixture: tests that pass, fail, skip, crash in every way a process can die,
// hang, run slowly, flood their output, close stdout, and pass only on a retry. The runner's
// end-to-end tests (Tests/EndToEndTests/Runner*.swift) run it with `harness test` and hold the
// results to a model. Several tests crash or hang on purpose: run it with `harness test`, not
// `swift test`.
//
//   default                          → the test target links Harness's `XCTest` product
//   RUNNER_SUITE_UNMODIFIED=1        → no dependency on Harness: `harness test` builds it unmodified
let unmodified = Context.environment["RUNNER_SUITE_UNMODIFIED"] == "1"

let package = Package(
    name: "RunnerSuite",
    dependencies: unmodified ? [] : [.package(name: "Harness", path: "../..")],
    targets: [
        .target(name: "Workload"),
        .testTarget(
            name: "RunnerSuiteTests",
            dependencies: ["Workload"] + (unmodified ? [] : [.product(name: "XCTest", package: "Harness")])
        ),
    ],
    swiftLanguageModes: [.v6]
)
