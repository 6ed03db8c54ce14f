#!/usr/bin/env bash
# Generates one start-up benchmark package: TESTS trivial tests in classes of 15, in one test
# target. MODE `adopted` depends on Harness's XCTest product (path HARNESS_ROOT); `unmodified`
# has no dependency (`swift test` runs it on the toolchain's XCTest, `harness test` builds it
# against Harness's library).
#
#   Benchmarks/startup/generate.sh DIR TESTS adopted|unmodified HARNESS_ROOT
set -euo pipefail
DIR=${1:?usage: generate.sh DIR TESTS adopted|unmodified HARNESS_ROOT}
TESTS=${2:?tests}
MODE=${3:?adopted or unmodified}
HARNESS_ROOT=${4:?Harness checkout}
CLASSES=$(( (TESTS + 14) / 15 ))
mkdir -p "$DIR/Sources/Shapes" "$DIR/Tests/StartupBenchTests"
if [[ $MODE == adopted ]]; then
    DEPENDENCIES="[.package(name: \"Harness\", path: \"$HARNESS_ROOT\")]"
    TEST_DEPENDENCIES='["Shapes", .product(name: "XCTest", package: "Harness")]'
else
    DEPENDENCIES='[]'
    TEST_DEPENDENCIES='["Shapes"]'
fi
cat >"$DIR/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StartupBench",
    dependencies: $DEPENDENCIES,
    targets: [
        .target(name: "Shapes"),
        .testTarget(name: "StartupBenchTests", dependencies: $TEST_DEPENDENCIES),
    ]
)
SWIFT
cat >"$DIR/Sources/Shapes/Shapes.swift" <<'SWIFT'
/// The area of a rectangle.
public func area(width: Int, height: Int) -> Int { width * height }
SWIFT
rm -f "$DIR"/Tests/StartupBenchTests/*.swift
made=0
for c in $(seq -w 0 $((CLASSES - 1))); do
    {
        echo "import Shapes"
        echo "import XCTest"
        echo
        echo "final class Class$c: XCTestCase {"
        for t in $(seq -w 0 14); do
            [[ $made -lt $TESTS ]] || break
            echo "    func test$t() { XCTAssertEqual(area(width: $((10#$t)), height: 2), $((10#$t * 2))) }"
            made=$((made + 1))
        done
        echo "}"
    } >"$DIR/Tests/StartupBenchTests/Class$c.swift"
done
echo "$DIR: $TESTS tests in $CLASSES classes ($MODE)"
