// swift-tools-version: 5.9
import PackageDescription

// Tests whose names come from hand-written `allTests` lists, as BDD frameworks and packages
// written before Swift 5.4 name them: a comma, dots, spaces, a name listed twice, and a BDD
// framework's specs handed over as their base class (one class listed once per spec; names with
// parentheses, a slash, a question mark, an empty one). Names like these cannot be method names,
// so SwiftPM's test discovery cannot list them: the package keeps its own `Tests/LinuxMain.swift`
// (`XCTMain`), which `swift test` runs. It does not depend on Harness; `NamesEndToEndTests` runs
// it with `harness test` on either XCTest and compares the results with `swift test`'s own. Swift 5 language mode: the toolchain's `XCTMain` casts the
// test closures to non-`Sendable` functions.
let package = Package(
    name: "NamesSuite",
    targets: [
        .testTarget(name: "NamesSuiteTests")
    ]
)
