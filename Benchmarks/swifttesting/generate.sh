#!/usr/bin/env bash
# Generates the Swift Testing benchmark's package: 1,000 @Test functions in 20 suites of 50; the
# first 10 suites are CPU-bound (~4 ms of arithmetic a test in a debug build), the other 10
# trivial. No XCTest test at all. The package does not depend on Harness: `swift test` runs it
# as is and `harness test` builds it unmodified against Harness.
# With ST_BENCH_CRASH=1 in the environment at run time, Trivial0/test00() crashes.
#
#   Benchmarks/swifttesting/generate.sh DIR [ITERATIONS_PER_CPU_TEST]
set -euo pipefail
DIR=${1:?usage: generate.sh DIR [ITERATIONS]}
ITERATIONS=${2:-1400000}
mkdir -p "$DIR/Sources/Work" "$DIR/Tests/SwiftTestingBenchTests"
cat >"$DIR/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftTestingBench",
    targets: [
        .target(name: "Work"),
        .testTarget(name: "SwiftTestingBenchTests", dependencies: ["Work"]),
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
for s in $(seq -w 0 9); do
    {
        echo "import Foundation"
        echo "import Testing"
        echo "import Work"
        echo
        echo "@Suite struct CPU$s {"
        for t in $(seq -w 0 49); do
            echo "    @Test func test$t() { #expect(spin($ITERATIONS, seed: $((10#$s * 50 + 10#$t))) != 0) }"
        done
        echo "}"
        echo
        echo "@Suite struct Trivial$s {"
        for t in $(seq -w 0 49); do
            if [[ $s == 0 && $t == 00 ]]; then
                echo "    @Test func test$t() { if ProcessInfo.processInfo.environment[\"ST_BENCH_CRASH\"] == \"1\" { fatalError(\"benchmark crash\") } }"
            else
                echo "    @Test func test$t() { #expect(true) }"
            fi
        done
        echo "}"
    } >"$DIR/Tests/SwiftTestingBenchTests/Suites$s.swift"
done
echo "generated $DIR (1,000 @Test functions, $ITERATIONS iterations per CPU-bound test)"
