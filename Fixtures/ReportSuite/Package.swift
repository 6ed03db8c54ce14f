// swift-tools-version: 6.0
import PackageDescription

// The reports' fixture: tests that attach images, text, JSON and files, with each
// `XCTAttachment.lifetime`, inside nested activities, and fail or pass. The end-to-end tests
// (Tests/EndToEndTests/ReportEndToEndTests.swift) run it with `harness test --html --junit
// --json --attachments DIR` and check what every report and the run folder hold.
let package = Package(
    name: "ReportSuite",
    dependencies: [.package(name: "Harness", path: "../..")],
    targets: [
        .testTarget(name: "ReportSuiteTests", dependencies: [.product(name: "XCTest", package: "Harness")]),
    ],
    swiftLanguageModes: [.v6]
)
