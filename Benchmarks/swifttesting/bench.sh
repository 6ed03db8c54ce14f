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
#   2. extra run time of one crashing @Test (ms)     (goal < 100): the whole package under
#      `harness test` with and without Trivial0/test00() calling fatalError (ST_BENCH_CRASH=1);
#      `swift test` has no such figure: the crash ends its run
# Every run's console output is kept in .build-bench-swifttesting/logs/ (git-ignored), and each
# harness run must report 1,000 tests run, else the script stops.
set -euo pipefail
RUNS=5
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
LOGS="$WORK/logs"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
mkdir -p "$WORK" "$LOGS"

if [[ -z "$HARNESS" ]]; then
    "$SWIFT" build -c "$CONFIG" --package-path "$ROOT" --scratch-path "$WORK/cli" --product harness \
        >"$WORK/build-cli.log" 2>&1
    HARNESS="$WORK/cli/$CONFIG/harness"
fi
[[ -f "$PKG/Package.swift" ]] || "$ROOT/Benchmarks/swifttesting/generate.sh" "$PKG" >/dev/null
echo "== building (excluded from the figures)"
"$SWIFT" build --build-tests --package-path "$PKG" >"$WORK/build-toolchain.log" 2>&1
"$HARNESS" list --package-path "$PKG" >"$WORK/build-harness.log" 2>&1

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
    grep -q "1000 tests run" "$LOGS/$1" || { echo "$1: not 1,000 tests run (see $LOGS/$1)" >&2; exit 1; }
}

declare -A samples
for run in $(seq 1 "$RUNS"); do
    echo "== run $run of $RUNS"
    samples[swift]+="$(cd "$PKG" && wall "swift-$run.log" "$SWIFT" test --skip-build)"$'\n'
    samples[harness]+="$(wall "harness-$run.log" "$HARNESS" test --package-path "$PKG" --skip-build)"$'\n'
    check "harness-$run.log"
    samples[crash]+="$(ST_BENCH_CRASH=1 wall "crash-$run.log" "$HARNESS" test --package-path "$PKG" --skip-build)"$'\n'
    check "crash-$run.log"
done

m() { printf '%s' "${samples[$1]}" | grep -v '^$' | median; }
SWIFT_T=$(m swift); HARNESS_T=$(m harness); CRASH_T=$(m crash)
printf '\n| measure (median of %d) | value | goal |\n|---|---|---|\n' "$RUNS"
printf '| `swift test` (s) | %.2f | |\n' "$SWIFT_T"
printf '| `harness test` (s) | %.2f | |\n' "$HARNESS_T"
printf '| `harness test` with one crashing @Test (s) | %.2f | |\n' "$CRASH_T"
printf '| `harness test` / `swift test` | %.2f× | ≤ 1.1× |\n' "$(echo "$HARNESS_T / $SWIFT_T" | bc -l)"
printf '| extra run time of one crash (ms) | %.0f | < 100 |\n' "$(echo "($CRASH_T - $HARNESS_T) * 1000" | bc -l)"
