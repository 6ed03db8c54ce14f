// swift-tools-version: 6.0
import PackageDescription

// Launch-until-ready against exec-to-first-connection (issue 25's first speed goal): see README.md.
let package = Package(
    name: "FunctionalBench",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Harness", path: "../..")],
    targets: [
        .executableTarget(name: "BenchServer", dependencies: [.product(name: "AppHost", package: "Harness")]),
        .executableTarget(name: "launch-bench", dependencies: [.product(name: "HarnessLaunch", package: "Harness")]),
    ],
    swiftLanguageModes: [.v6]
)
