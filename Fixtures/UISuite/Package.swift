// swift-tools-version: 6.0
import PackageDescription

// `harness ui`'s end-to-end fixture, with no dependency on Harness (the unmodified route):
// a passing and a failing XCTest test, a tagged Swift Testing test, a nested suite with a
// parameterized test, and a test that hangs (in a target of its own, so that a change to Counter
// never selects it in watch mode). The tests (`UIEndToEndTests`) copy it, fix `double` in the
// copy and watch the failing test turn green, then open the copy's `--html` report.
let package = Package(
    name: "UISuite",
    targets: [
        .target(name: "Counter"),
        .testTarget(name: "CounterTests", dependencies: ["Counter"]),
        .testTarget(name: "WaitingTests"),
    ],
    swiftLanguageModes: [.v6]
)
