#!/usr/bin/env bash
# Generates the package of the "1,000 trivial tests" benchmark in $1: a tiny app (TinyApp,
# through AppHost) and the same 1,000 trivial tests (20 classes × 50) twice —
#   TrivialLibraryTests   a library bundle (no host)
#   TrivialAppTests       an application bundle hosted by TinyApp with a TestingAppDelegate
# so the only difference between the two runs is the host.
set -euo pipefail
out=$1
harness_root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out/Sources/TinyApp" "$out/Tests/TrivialLibraryTests" "$out/Tests/TrivialAppTests"
cat > "$out/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "TrivialHosted",
    dependencies: [.package(name: "Harness", path: "$harness_root")],
    targets: [
        .executableTarget(name: "TinyApp", dependencies: [.product(name: "AppHost", package: "Harness")]),
        .testTarget(name: "TrivialLibraryTests", dependencies: [.product(name: "XCTest", package: "Harness")]),
        .testTarget(name: "TrivialAppTests", dependencies: ["TinyApp", .product(name: "AppHost", package: "Harness"), .product(name: "XCTest", package: "Harness")]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cat > "$out/Sources/TinyApp/TinyApp.swift" <<'SWIFT'
import AppHost

@main
enum TinyApp: MainApplication {
    typealias Delegate = TinyDelegate
}

final class TinyDelegate: ApplicationDelegate {}
SWIFT
cat > "$out/Tests/TrivialAppTests/TestHost.swift" <<'SWIFT'
import AppHost
import XCTest
@testable import TinyApp

enum TestHost: ApplicationTestHost {
    typealias HostApplication = TinyApp
}

final class TestingAppDelegate: ApplicationDelegate {}
SWIFT
for target in TrivialLibraryTests TrivialAppTests; do
    for ((c = 1; c <= 20; c++)); do
        {
            echo "import XCTest"
            echo "final class Trivial${c}Tests: XCTestCase {"
            for ((m = 1; m <= 50; m++)); do echo "    func test$m() { XCTAssertEqual($m, $m) }"; done
            echo "}"
        } > "$out/Tests/$target/Trivial${c}Tests.swift"
    done
done
