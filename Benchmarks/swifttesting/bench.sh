#!/usr/bin/env bash
# Issue 9's speed goals for Swift Testing, measured on a generated package (generate.sh): 1,000
# @Test functions in 20 suites, half CPU-bound. Build excluded: everything is built first, then
# each command runs with --skip-build, interleaved, RUNS times, in the same run.
#
#   Benchmarks/swifttesting/bench.sh [--runs N] [--harness PATH] [-c debug|release]
#                                    [--crash-only] [--compare PATH]
#
# --crash-only measures section 3 alone (the mixed package is neither built nor run).
# --compare PATH runs every crash pair with a second harness too (say, a build from before a
# change), in turn, on the bundles --harness built, and prints both; each run's engine time (its
# summary's) is printed beside the wall time, which also holds a listing whenever the other
# build ran last.
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
COMPARE=
CRASH_ONLY=0
CONFIG=release
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --harness) HARNESS=$2; shift 2 ;;
        --compare) COMPARE=$2; shift 2 ;;
        --crash-only) CRASH_ONLY=1; shift ;;
        -c) CONFIG=$2; shift 2 ;;
        *) echo "usage: $0 [--runs N] [--harness PATH] [-c debug|release] [--crash-only] [--compare PATH]" >&2; exit 2 ;;
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
PACKAGES=("$PKG")
if [[ $CRASH_ONLY == 0 ]]; then
    [[ -f "$MIXED/Package.swift" ]] || "$ROOT/Benchmarks/swifttesting/generate.sh" --mixed "$MIXED" >/dev/null
    PACKAGES+=("$MIXED")
fi
echo "== building (excluded from the figures)"
for package in "${PACKAGES[@]}"; do
    "$SWIFT" build --build-tests --package-path "$package" >"$WORK/build-toolchain.log" 2>&1
    "$HARNESS" list --package-path "$package" >"$WORK/build-harness.log" 2>&1
done

# wall_seconds (the shared helpers; this script keeps its own median)
source "$ROOT/Benchmarks/lib/common.sh"
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# A harness run that did not run every test measured something else: stop.
check() {
    grep -q "$2 tests run" "$LOGS/$1" || { echo "$1: not $2 tests run (see $LOGS/$1)" >&2; exit 1; }
}

# the engine time a run's summary gives (`Summary [   0.273s]`)
engine() { grep -o 'Summary \[ *[0-9.]*s\]' "$LOGS/$1" | grep -o '[0-9.][0-9.]*' | tail -1; }

declare -A samples
[[ $CRASH_ONLY == 1 ]] && RUNS=0
for run in $(seq 1 "$RUNS"); do
    echo "== run $run of $RUNS"
    samples[swift]+="$(cd "$PKG" && wall_seconds "$LOGS/swift-$run.log" "$SWIFT" test --skip-build)"$'\n'
    samples[harness]+="$(wall_seconds "$LOGS/harness-$run.log" "$HARNESS" test --package-path "$PKG" --skip-build)"$'\n'
    check "harness-$run.log" 1000
    samples[mixedswift]+="$(cd "$MIXED" && wall_seconds "$LOGS/mixed-swift-$run.log" "$SWIFT" test --skip-build)"$'\n'
    samples[mixedharness]+="$(wall_seconds "$LOGS/mixed-harness-$run.log" "$HARNESS" test --package-path "$MIXED" --skip-build)"$'\n'
    check "mixed-harness-$run.log" 2000
done
SUITE=SwiftTestingBenchTests.Trivial0
BUILDS=("")
[[ -n $COMPARE ]] && BUILDS+=("compare-")
for run in $(seq 1 "$CRASH_RUNS"); do
    echo "== crash pair $run of $CRASH_RUNS"
    for build in "${BUILDS[@]}"; do
        runner=$HARNESS
        [[ -n $build ]] && runner=$COMPARE
        samples[${build}suite]+="$(wall_seconds "$LOGS/${build}suite-$run.log" "$runner" test --package-path "$PKG" --skip-build --jobs 1 "$SUITE")"$'\n'
        check "${build}suite-$run.log" 50
        samples[${build}suiteengine]+="$(engine "${build}suite-$run.log")"$'\n'
        samples[${build}crash]+="$(ST_BENCH_CRASH=1 wall_seconds "$LOGS/${build}crash-$run.log" "$runner" test --package-path "$PKG" --skip-build --jobs 1 "$SUITE")"$'\n'
        check "${build}crash-$run.log" 50
        grep -q "CRASH" "$LOGS/${build}crash-$run.log" || { echo "${build}crash-$run.log: no crash (see $LOGS)" >&2; exit 1; }
        samples[${build}crashengine]+="$(engine "${build}crash-$run.log")"$'\n'
    done
done

m() { printf '%s' "${samples[$1]}" | grep -v '^$' | median; }
crash_rows() {
    local build=$1 name=$2
    printf '| %sone suite of 50 on one worker (s, wall; engine) | %.3f; %.3f | |\n' "$name" "$(m ${build}suite)" \
        "$(m ${build}suiteengine)"
    printf '| %sthe same with one crashing @Test (s, wall; engine) | %.3f; %.3f | |\n' "$name" "$(m ${build}crash)" \
        "$(m ${build}crashengine)"
    printf '| %scost of one crash (ms, wall; engine) | %.0f; %.0f | < 100 |\n' "$name" \
        "$(echo "($(m ${build}crash) - $(m ${build}suite)) * 1000" | bc -l)" \
        "$(echo "($(m ${build}crashengine) - $(m ${build}suiteengine)) * 1000" | bc -l)"
}
if [[ $CRASH_ONLY == 1 ]]; then
    printf '\n| measure (crash pairs: %d) | value | goal |\n|---|---|---|\n' "$CRASH_RUNS"
    crash_rows "" ""
    if [[ -n $COMPARE ]]; then crash_rows compare- "--compare: "; fi
    exit 0
fi
SWIFT_T=$(m swift); HARNESS_T=$(m harness); MIXED_SWIFT_T=$(m mixedswift); MIXED_HARNESS_T=$(m mixedharness)
printf '\n| measure (median of %d; crash pairs: %d) | value | goal |\n|---|---|---|\n' "$RUNS" "$CRASH_RUNS"
printf '| `swift test`, 1,000 @Test (s) | %.2f | |\n' "$SWIFT_T"
printf '| `harness test`, 1,000 @Test (s) | %.2f | |\n' "$HARNESS_T"
printf '| `harness test` / `swift test` | %.2f× | ≤ 1.1× |\n' "$(echo "$HARNESS_T / $SWIFT_T" | bc -l)"
printf '| `swift test`, mixed: 1,000 @Test + 1,000 XCTest (s) | %.2f | |\n' "$MIXED_SWIFT_T"
printf '| `harness test`, mixed (s) | %.2f | |\n' "$MIXED_HARNESS_T"
printf '| mixed: `swift test` / `harness test` | %.2f× | ≥ 1.5× |\n' "$(echo "$MIXED_SWIFT_T / $MIXED_HARNESS_T" | bc -l)"
crash_rows "" ""
if [[ -n $COMPARE ]]; then crash_rows compare- "--compare: "; fi
