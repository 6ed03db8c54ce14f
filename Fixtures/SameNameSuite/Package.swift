// swift-tools-version: 5.9
import PackageDescription

// Two test modules that each declare a class named `SharedNameTests`, as swift-numerics'
// ComplexTests and RealTests both declare `ApproximateEqualityTests`. The toolchain's XCTest
// prints `SharedNameTests.testOne` for either, naming no module; each module's tests have
// different statuses, so a result given to the wrong module shows. It does not depend on
// Harness: `SameNameEndToEndTests` runs it with `harness test` and compares with `swift test`.
let package = Package(
    name: "SameNameSuite",
    targets: [
        .testTarget(name: "FirstTests"),
        .testTarget(name: "SecondTests"),
    ]
)
