#!/usr/bin/env bash
# The coverage speed goals (issue 11), measured on a generated package that depends on Harness
# (so per-test coverage works): CLASSES classes of TESTS tests, each test calling a few library
# functions and doing ~10 ms of arithmetic: SPIN steps of a generator (default 2,300,000, ~10 ms
# a test in the debug bundle on a quiet machine; until 24 Nov it was 70,000, ~0.3 ms, which made
# the whole run ~0.15 s of mostly fixed costs: `--spin 70000` measures that case). Build excluded:
# everything is built first, then each command runs with --skip-build, interleaved, RUNS times,
# timed by bash's `time` (wall).
#
#   Benchmarks/coverage/bench.sh [--runs N] [--harness PATH] [--classes N] [--tests N] [--spin N]
#
# Prints the medians (seconds) and the ratios the issue sets goals for:
#   harness test --coverage          / harness test                      (goal ≤ 1.3)
#   harness test --coverage per-test / harness test                      (goal ≤ 1.5)
#   harness test --coverage          / swift test --enable-code-coverage (goal < 1)
# Work goes to .build-bench-coverage/ (git-ignored).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
RUNS=5
HARNESS="$ROOT/.build/debug/harness"
CLASSES=10
TESTS=10
SPIN=2300000
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --harness) HARNESS=$2; shift 2 ;;
        --classes) CLASSES=$2; shift 2 ;;
        --tests) TESTS=$2; shift 2 ;;
        --spin) SPIN=$2; shift 2 ;;
        *) echo "usage: $0 [--runs N] [--harness PATH] [--classes N] [--tests N] [--spin N]" >&2; exit 2 ;;
    esac
done
[ -x "$HARNESS" ] || { echo "no harness at $HARNESS: swift build --product harness, or pass --harness" >&2; exit 2; }
WORK="$ROOT/.build-bench-coverage"
PKG="$WORK/package"
mkdir -p "$PKG/Sources/Work" "$PKG/Tests/WorkTests"
cat >"$PKG/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CoverageBench",
    dependencies: [.package(name: "Harness", path: "$ROOT")],
    targets: [
        .target(name: "Work"),
        .testTarget(name: "WorkTests", dependencies: ["Work", .product(name: "XCTest", package: "Harness")]),
    ]
)
SWIFT
{
    echo "/// A loop the optimiser cannot remove."
    echo "public func spin(_ n: Int, seed: UInt64) -> UInt64 {"
    echo "    var state = seed"
    echo "    for _ in 0..<n { state = state &* 6364136223846793005 &+ 1442695040888963407 }"
    echo "    return state"
    echo "}"
    for f in $(seq 0 $((CLASSES * 4 - 1))); do
        echo "public func step$f(_ x: Int) -> Int { if x % 2 == 0 { return x / 2 } else { return 3 * x + 1 } }"
    done
} >"$PKG/Sources/Work/Work.swift"
for c in $(seq 0 $((CLASSES - 1))); do
    {
        echo "import Work"
        echo "import XCTest"
        echo "final class Class$c: XCTestCase {"
        for t in $(seq 0 $((TESTS - 1))); do
            echo "    func test$t() {"
            echo "        XCTAssertGreaterThan(step$((c * 4 + t % 4))($t + 1), 0)"
            echo "        XCTAssertNotEqual(spin($SPIN, seed: $t), 1)"
            echo "    }"
        done
        echo "}"
    } >"$PKG/Tests/WorkTests/Class$c.swift"
done
echo "Building (plain, instrumented, swift test's coverage build)…" >&2
"$HARNESS" test --package-path "$PKG" >/dev/null
"$HARNESS" test --coverage --package-path "$PKG" >/dev/null
swift test --package-path "$PKG" --scratch-path "$PKG/.build-swift-test" --enable-code-coverage >/dev/null 2>&1
COUNT=$((CLASSES * TESTS))
declare -A TIMES
measure() {
    local name=$1; shift
    local start end
    start=$(date +%s.%N)
    "$@" >"$WORK/$name.out" 2>&1 || true
    end=$(date +%s.%N)
    TIMES[$name]+="$(echo "$end - $start" | bc) "
}
for run in $(seq 1 "$RUNS"); do
    measure plain "$HARNESS" test --package-path "$PKG" --skip-build
    measure coverage "$HARNESS" test --package-path "$PKG" --skip-build --coverage
    measure pertest "$HARNESS" test --package-path "$PKG" --skip-build --coverage per-test
    measure swifttest swift test --package-path "$PKG" --scratch-path "$PKG/.build-swift-test" --skip-build \
        --enable-code-coverage
    echo "run $run of $RUNS done" >&2
done
grep -q "$COUNT passed" "$WORK/plain.out" || { echo "the plain run did not pass $COUNT tests" >&2; exit 1; }
grep -q "Per-test coverage: $COUNT test(s)" "$WORK/pertest.out" || { echo "per-test did not record $COUNT tests" >&2; exit 1; }
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
P=$(median "${TIMES[plain]}"); C=$(median "${TIMES[coverage]}"); T=$(median "${TIMES[pertest]}"); S=$(median "${TIMES[swifttest]}")
echo "| command ($COUNT tests, $RUNS runs, median wall s) | s | ratio | goal |"
echo "|---|---|---|---|"
echo "| harness test | $P | 1 | |"
echo "| harness test --coverage | $C | $(echo "scale=2; $C / $P" | bc) × plain | ≤ 1.3 |"
echo "| harness test --coverage per-test | $T | $(echo "scale=2; $T / $P" | bc) × plain | ≤ 1.5 |"
echo "| swift test --enable-code-coverage | $S | $(echo "scale=2; $C / $S" | bc) (coverage / this) | < 1 |"
