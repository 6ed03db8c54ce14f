// swift-tools-version: 6.0
import PackageDescription

// The navigator's attachments, history and report fixture, with no dependency on Harness (the
// unmodified route): a Swift Testing test that fails with a text and an image attachment, a
// passing one and an XCTest test over a small library. UIReportEndToEndTests copies it into a
// git repository of its own, shows the attachments in `harness ui`'s detail, saves in a folder
// git ignores while watching, draws a test's recent runs, and opens `harness test --coverage
// --html`'s report with its source view.
let package = Package(
    name: "UIReportSuite",
    targets: [
        .target(name: "Shapes"),
        .testTarget(name: "ShapesTests", dependencies: ["Shapes"]),
    ],
    swiftLanguageModes: [.v6]
)
