// swift-tools-version: 6.0
import PackageDescription

// The coverage fixture: a small library whose covered and uncovered lines the end-to-end
// tests model (Tests/EndToEndTests/CoverageModel.swift), run with `harness test --coverage`.
// Two test classes in two workers (a *SerialTests class runs alone), each writing a profile:
// only their merge covers `Shapes.classify` whole.
let package = Package(
    name: "CoveragePackage",
    dependencies: [.package(name: "Harness", path: "../..")],
    targets: [
        .target(name: "Geometry"),
        .testTarget(
            name: "GeometryTests",
            dependencies: ["Geometry", .product(name: "XCTest", package: "Harness")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
