// swift-tools-version: 6.0
import PackageDescription

// Swift Testing tests that mostly wait (timers, a socket's reply), as server packages' tests do,
// and no dependency on Harness: `harness test` builds it unmodified. `swift test` overlaps such
// tests in one process; `WaitingSuiteEndToEndTests` checks that Harness's workers do too, and
// that with `WAITING_SUITE_CRASH=1` (one test crashes while others wait beside it) the crash is
// charged to that test alone.
let package = Package(
    name: "WaitingSuite",
    targets: [
        .target(name: "Relay"),
        .testTarget(name: "WaitingSuiteTests", dependencies: ["Relay"]),
    ],
    swiftLanguageModes: [.v6]
)
