// swift-tools-version: 6.0
import PackageDescription

// Sixty-four Swift Testing tests that each print 100 lines to stdout and 100 to stderr while
// they run side by side, and no dependency on Harness: `harness test` builds it unmodified.
// `PrintingSuiteEndToEndTests` checks that no record of the runner's is lost or cut by that
// output (issue 33, item 10) and that each test's output is its own.
let package = Package(
    name: "PrintingSuite",
    targets: [
        .testTarget(name: "PrintingSuiteTests")
    ],
    swiftLanguageModes: [.v6]
)
