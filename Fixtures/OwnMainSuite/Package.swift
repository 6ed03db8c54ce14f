// swift-tools-version: 5.9
import PackageDescription

// A test bundle whose `main` is neither SwiftPM's nor `XCTMain`: `Tests/LinuxMain.swift` runs a
// test library of its own, as packages tested with an older BDD library (Spectre) do. It
// rejects every option (`--dump-tests-json` too), prints its own report and exits 0 or 1.
// `swift test` runs it; `harness test` runs it whole, as one test (`OwnMainEndToEndTests`). It
// does not depend on Harness.
let package = Package(
    name: "OwnMainSuite",
    targets: [
        .target(name: "Temperature"),
        .testTarget(name: "OwnMainSuiteTests", dependencies: ["Temperature"]),
    ]
)
