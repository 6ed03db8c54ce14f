// swift-tools-version: 6.0
import PackageDescription

// Measures Harness's performance measurement itself: overhead per iteration, the clock's
// resolution, and `measure` of a ~10 µs block against an independent measurement of the same
// work. Run by hand with `Benchmarks/performance/run.sh` (release build).
let package = Package(
    name: "PerformanceBenchmark",
    dependencies: [.package(name: "Harness", path: "../..")],
    targets: [
        .testTarget(name: "PerformanceBenchmarkTests", dependencies: [.product(name: "XCTest", package: "Harness")])
    ],
    swiftLanguageModes: [.v6]
)
