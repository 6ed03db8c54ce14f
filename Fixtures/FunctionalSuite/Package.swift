// swift-tools-version: 6.0
import PackageDescription

// Functional tests from outside: a server built on AppHost (`Beacon`) and a command-line tool
// (`chatter`), launched by tests through HarnessLaunch alone. The tests use the toolchain's
// XCTest and Swift Testing: the package adopts nothing else of Harness, so `swift test` runs
// them as it always has and `harness test` builds them unmodified.
//
// Beacon: GET / answers "beacon", /crash aborts (SIGABRT), /hang never answers, /spam prints
// 2 MB on standard output; --exit-before-ready declines its launch (status 69); --port 0 (the
// default) takes any free port and reports it. chatter: see Sources/chatter/main.swift.
let package = Package(
    name: "FunctionalSuite",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Harness", path: "../..")],
    targets: [
        .executableTarget(name: "Beacon", dependencies: [.product(name: "AppHost", package: "Harness")]),
        .executableTarget(name: "chatter"),
        .testTarget(
            name: "FunctionalSuiteTests",
            dependencies: [.product(name: "HarnessLaunch", package: "Harness")],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
