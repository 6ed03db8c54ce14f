// swift-tools-version: 6.0
import PackageDescription

// Warning-severity Swift Testing issues and the test's own issue handlers (issue 33), in a
// package that does not depend on Harness: a handler sees a test's warnings under `swift test`,
// and must under `harness test` too. Needs a Swift 6.3 toolchain (`Issue.record(_:severity:)`).
let package = Package(
    name: "WarningSuite",
    platforms: [.macOS(.v13)],
    targets: [
        .testTarget(name: "WarningSuiteTests")
    ],
    swiftLanguageModes: [.v6]
)
