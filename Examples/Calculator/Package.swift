// swift-tools-version: 6.0
import PackageDescription

// The calculator of Apple's "Writing Test Classes and Methods", as a Swift package whose
// tests run on Harness. The one line that adopts Harness is the test target's dependency on
// `.product(name: "XCTest", package: "Harness")`; the test sources keep `import XCTest`.
let package = Package(
    name: "Calculator",
    dependencies: [
        .package(name: "Harness", path: "../.."),
    ],
    targets: [
        .target(name: "Calculator"),
        // The calculator on the command line, tested from outside by CalcToolTests.
        .executableTarget(name: "calc", dependencies: ["Calculator"]),
        .testTarget(
            name: "CalculatorTests",
            dependencies: [
                "Calculator",
                .product(name: "XCTest", package: "Harness"),
            ],
            resources: [.copy("Resources/keystrokes.txt")]
        ),
        // Functional tests of `calc`: launched through HarnessLaunch, output held to golden files.
        .testTarget(
            name: "CalcToolTests",
            dependencies: [
                .product(name: "HarnessLaunch", package: "Harness"),
                .product(name: "XCTest", package: "Harness"),
            ],
            exclude: ["Golden"]
        ),
    ]
)
