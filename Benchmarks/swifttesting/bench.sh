#!/usr/bin/env bash
# Issue 9's speed goals for Swift Testing, measured on a generated package (generate.sh): 1,000
# @Test functions in 20 suites, half CPU-bound. Build excluded: everything is built first, then
# each command runs with --skip-build, interleaved, RUNS times, in the same run.
#
#   Benchmarks/swifttesting/bench.sh [--runs N] [--harness PATH] [-c debug|release]
#
# `harness` itself is built in release by default, as an installed runner would be; the package
# and its bundles stay debug, as `swift test` builds them.
#
# Prints medians (seconds) and the ratios the issue sets goals for:
#   1. harness test / swift test                     (goal ≤ 1.1): Swift Testing runs the tests
#      in parallel in one process; harness isolates them in workers
#   2. the mixed package (the same 1,000 @Test plus 1,000 XCTest methods, generate.sh --mixed):
#      swift test / harness test                     (goal ≥ 1.5): swift test runs XCTest, then
#      Swift Testing; harness runs both frameworks' workers side by side
#   3. the cost of one crashing @Test (ms)          (goal < 100): one suite of 50 trivial tests
#      (Trivial0) on one worker, with and without Trivial0/test00() calling fatalError
#      (ST_BENCH_CRASH=1), CRASH_RUNS pairs (default 15) in turn; the difference of the medians.
#      A small run keeps the machine's noise (seconds on the whole package at this load) below
#      the figure measured; `swift test` has no such figure: the crash ends its run
# Every run's console output is kept in .build-bench-swifttesting/logs/ (git-ignored), and each
# harness run must report all its tests run, else the script stops.
set -euo pipefail
RUNS=5
CRASH_RUNS=${CRASH_RUNS:-15}
HARNESS=
CONFIG=release
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --harness) HARNESS=$2; shift 2 ;;
        -c) CONFIG=$2; shift 2 ;;
        *) echo "usage: $0 [--runs N] [--harness PATH] [-c debug|release]" >&2; exit 2 ;;
    esac
done
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
WORK="$ROOT/.build-bench-swifttesting"
PKG="$WORK/pkg"
MIXED="$WORK/mixed"
LOGS="$WORK/logs"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
mkdir -p "$WORK" "$LOGS"

if [[ -z "$HARNESS" ]]; then
    "$SWIFT" build -c "$CONFIG" --package-path "$ROOT" --scratch-path "$WORK/cli" --product harness \
        >"$WORK/build-cli.log" 2>&1
    HARNESS="$WORK/cli/$CONFIG/harness"
fi
[[ -f "$PKG/Package.swift" ]] || "$ROOT/Benchmarks/swifttesting/generate.sh" "$PKG" >/dev/null
[[ -f "$MIXED/Package.swift" ]] || "$ROOT/Benchmarks/swifttesting/generate.sh" --mixed "$MIXED" >/dev/null
echo "== building (excluded from the figures)"
for package in "$PKG" "$MIXED"; do
    "$SWIFT" build --build-tests --package-path "$package" >"$WORK/build-toolchain.log" 2>&1
    "$HARNESS" list --package-path "$package" >"$WORK/build-harness.log" 2>&1
done

# seconds of wall time for one command; its output to the log named by the first argument
wall() {
    local log=$1 start end
    shift
    start=$(date +%s.%N)
    "$@" >"$LOGS/$log" 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# A harness run that did not run every test measured something else: stop.
check() {
    grep -q "$2 tests run" "$LOGS/$1" || { echo "$1: not $2 tests run (see $LOGS/$1)" >&2; exit 1; }
}

declare -A samples
for run in $(seq 1 "$RUNS"); do
    echo "== run $run of $RUNS"
    samples[swift]+="$(cd "$PKG" && wall "swift-$run.log" "$SWIFT" test --skip-build)"$'\n'
    samples[harness]+="$(wall "harness-$run.log" "$HARNESS" test --package-path "$PKG" --skip-build)"$'\n'
    check "harness-$run.log" 1000
    samples[mixedswift]+="$(cd "$MIXED" && wall "mixed-swift-$run.log" "$SWIFT" test --skip-build)"$'\n'
    samples[mixedharness]+="$(wall "mixed-harness-$run.log" "$HARNESS" test --package-path "$MIXED" --skip-build)"$'\n'
    check "mixed-harness-$run.log" 2000
done
SUITE=SwiftTestingBenchTests.Trivial0
for run in $(seq 1 "$CRASH_RUNS"); do
    echo "== crash pair $run of $CRASH_RUNS"
    samples[suite]+="$(wall "suite-$run.log" "$HARNESS" test --package-path "$PKG" --skip-build --jobs 1 "$SUITE")"$'\n'
    check "suite-$run.log" 50
    samples[crash]+="$(ST_BENCH_CRASH=1 wall "crash-$run.log" "$HARNESS" test --package-path "$PKG" --skip-build --jobs 1 "$SUITE")"$'\n'
    check "crash-$run.log" 50
    grep -q "CRASH" "$LOGS/crash-$run.log" || { echo "crash-$run.log: no crash (see $LOGS)" >&2; exit 1; }
done

m() { printf '%s' "${samples[$1]}" | grep -v '^$' | median; }
SWIFT_T=$(m swift); HARNESS_T=$(m harness); MIXED_SWIFT_T=$(m mixedswift); MIXED_HARNESS_T=$(m mixedharness)
SUITE_T=$(m suite); CRASH_T=$(m crash)
printf '\n| measure (median of %d; crash pairs: %d) | value | goal |\n|---|---|---|\n' "$RUNS" "$CRASH_RUNS"
printf '| `swift test`, 1,000 @Test (s) | %.2f | |\n' "$SWIFT_T"
printf '| `harness test`, 1,000 @Test (s) | %.2f | |\n' "$HARNESS_T"
printf '| `harness test` / `swift test` | %.2f× | ≤ 1.1× |\n' "$(echo "$HARNESS_T / $SWIFT_T" | bc -l)"
printf '| `swift test`, mixed: 1,000 @Test + 1,000 XCTest (s) | %.2f | |\n' "$MIXED_SWIFT_T"
printf '| `harness test`, mixed (s) | %.2f | |\n' "$MIXED_HARNESS_T"
printf '| mixed: `swift test` / `harness test` | %.2f× | ≥ 1.5× |\n' "$(echo "$MIXED_SWIFT_T / $MIXED_HARNESS_T" | bc -l)"
printf '| one suite of 50 on one worker (s) | %.3f | |\n' "$SUITE_T"
printf '| the same with one crashing @Test (s) | %.3f | |\n' "$CRASH_T"
printf '| cost of one crash (ms) | %.0f | < 100 |\n' "$(echo "($CRASH_T - $SUITE_T) * 1000" | bc -l)"
