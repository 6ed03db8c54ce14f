// swift-tools-version: 6.0
import PackageDescription

// A small package with no dependency on Harness, so `harness test` builds it unmodified against
// Harness's shared library. The start-up tests (`StartupCacheTests`) copy it, edit the copy's
// manifest and `Package.resolved`, and watch which SwiftPM commands each run starts.
let package = Package(
    name: "StartupSuite",
    targets: [
        .target(name: "Greeting"),
        .testTarget(name: "StartupSuiteTests", dependencies: ["Greeting"]),
    ],
    swiftLanguageModes: [.v6]
)
