// swift-tools-version: 6.0
import PackageDescription

// 103 XCTest tests of very uneven durations (three slow classes of ten methods, one of ten
// quick ones, twenty small classes), with no dependency on Harness: `harness test` builds it
// unmodified against Harness's shared library. `ShardEndToEndTests` runs it in shards
// (`--partition`) sequentially on one history and in parallel on copies of one, and checks
// against `ShardSuiteModel` that the shards are disjoint and cover every test.
let package = Package(
    name: "ShardSuite",
    targets: [
        .target(name: "Catalog"),
        .testTarget(name: "ShardSuiteTests", dependencies: ["Catalog"]),
    ],
    swiftLanguageModes: [.v6]
)
