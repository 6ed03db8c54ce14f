#!/usr/bin/env bash
# Generates the Swift Testing benchmark's package: 1,000 @Test functions in 20 suites of 50; the
# first 10 suites are CPU-bound (~4 ms of arithmetic a test in a debug build), the other 10
# trivial. No XCTest test at all. The package does not depend on Harness: `swift test` runs it
# as is and `harness test` builds it unmodified against Harness.
# With ST_BENCH_CRASH=1 in the environment at run time, Trivial0/test00() crashes.
# With --mixed, the same bundle also holds 1,000 XCTest methods in 20 classes of 50, shaped as
# the suites are (10 CPU-bound classes, 10 trivial): the issue's mixed package.
#
#   Benchmarks/swifttesting/generate.sh [--mixed] DIR [ITERATIONS_PER_CPU_TEST]
set -euo pipefail
MIXED=0
if [[ ${1:-} == --mixed ]]; then MIXED=1; shift; fi
DIR=${1:?usage: generate.sh [--mixed] DIR [ITERATIONS]}
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
if [[ $MIXED == 1 ]]; then
    for s in $(seq -w 0 9); do
        {
            echo "import Work"
            echo "import XCTest"
            echo
            echo "final class CPUCase$s: XCTestCase {"
            for t in $(seq -w 0 49); do
                echo "    func test$t() { XCTAssertNotEqual(spin($ITERATIONS, seed: $((10#$s * 50 + 10#$t + 1000))), 0) }"
            done
            echo "}"
            echo
            echo "final class TrivialCase$s: XCTestCase {"
            for t in $(seq -w 0 49); do
                echo "    func test$t() { XCTAssertTrue(true) }"
            done
            echo "}"
        } >"$DIR/Tests/SwiftTestingBenchTests/Cases$s.swift"
    done
fi
echo "generated $DIR (1,000 @Test functions$([[ $MIXED == 1 ]] && echo ' and 1,000 XCTest methods'), $ITERATIONS iterations per CPU-bound test)"
