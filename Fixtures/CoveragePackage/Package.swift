// swift-tools-version: 6.0
import PackageDescription

// The coverage fixture: a small library whose covered and uncovered lines the end-to-end
// tests model (Tests/EndToEndTests/CoverageModel.swift), run with `harness test --coverage`.
// Two test classes in two workers (a *SerialTests class runs alone), each writing a profile:
// only their merge covers `Shapes.classify` whole.
//
// The same sources build two ways, so every coverage feature is checked on both routes:
//   default                              → the test target depends on Harness's `XCTest` product
//   HARNESS_FIXTURE_XCTEST=toolchain     → no Harness at all: an unmodified package, which
//                                          `harness test` builds against Harness's XCTest library
let dependsOnHarness = Context.environment["HARNESS_FIXTURE_XCTEST"] != "toolchain"

let package = Package(
    name: "CoveragePackage",
    dependencies: dependsOnHarness ? [.package(name: "Harness", path: "../..")] : [],
    targets: [
        .target(name: "Geometry"),
        .testTarget(
            name: "GeometryTests",
            dependencies: ["Geometry"] + (dependsOnHarness ? [.product(name: "XCTest", package: "Harness")] : [])
        ),
    ],
    swiftLanguageModes: [.v6]
)
