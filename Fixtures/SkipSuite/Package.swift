// swift-tools-version: 6.0
import PackageDescription

// Skipped tests of both frameworks, in a package that does not depend on Harness (the route a
// new user takes first: `harness test` builds it against Harness's library): the console must
// say why each was skipped, in the words `swift test` uses.
let package = Package(
    name: "SkipSuite",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "Printing"),
        .testTarget(name: "SkipSuiteTests", dependencies: ["Printing"]),
    ],
    swiftLanguageModes: [.v6]
)
