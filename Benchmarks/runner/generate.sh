#!/usr/bin/env bash
# Generates the runner benchmark's package: 2,000 tests in 40 classes of 50; the first 20
# classes are CPU-bound (~200 ms of arithmetic per class, ~4 ms a test), the other 20 trivial.
# The package does not depend on Harness: `swift test` runs it on the toolchain's XCTest and
# `harness test` builds it unmodified against Harness (the drop-in case).
# With RUNNER_BENCH_CRASH=1 in the environment at run time, TrivialClass00/test00 crashes.
#
#   Benchmarks/runner/generate.sh DIR [ITERATIONS_PER_CPU_TEST]
set -euo pipefail
DIR=${1:?usage: generate.sh DIR [ITERATIONS]}
ITERATIONS=${2:-1400000}
mkdir -p "$DIR/Sources/Work" "$DIR/Tests/RunnerBenchTests"
cat >"$DIR/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RunnerBench",
    targets: [
        .target(name: "Work"),
        .testTarget(name: "RunnerBenchTests", dependencies: ["Work"]),
    ]
)
SWIFT
cat >"$DIR/Sources/Work/Work.swift" <<'SWIFT'
/// A loop the optimiser cannot remove: a linear congruential generator's state after `n` steps.
public func spin(_ n: Int, seed: UInt64) -> UInt64 {
    var state = seed
    for _ in 0..<n { state = state &* 6364136223846793005 &+ 1442695040888963407 }
    return state
}
SWIFT
for c in $(seq -w 0 19); do
    {
        echo "import Foundation"
        echo "import Work"
        echo "import XCTest"
        echo
        echo "final class CPUClass$c: XCTestCase {"
        for t in $(seq -w 0 49); do
            echo "    func test$t() { XCTAssertNotEqual(spin($ITERATIONS, seed: $((10#$c * 50 + 10#$t))), 0) }"
        done
        echo "}"
        echo
        echo "final class TrivialClass$c: XCTestCase {"
        for t in $(seq -w 0 49); do
            if [[ $c == 00 && $t == 00 ]]; then
                echo "    func test$t() { if ProcessInfo.processInfo.environment[\"RUNNER_BENCH_CRASH\"] == \"1\" { fatalError(\"benchmark crash\") } }"
            else
                echo "    func test$t() { XCTAssertTrue(true) }"
            fi
        done
        echo "}"
    } >"$DIR/Tests/RunnerBenchTests/Class$c.swift"
done
echo "generated $DIR (2,000 tests, $ITERATIONS iterations per CPU-bound test)"
