#!/usr/bin/env bash
# Issue 25's second speed goal: 100 functional tests, each launching a server
# (generate-suite.sh), under `harness test` against `swift test`, measured in the same run
# (interleaved, build excluded: everything is built first, then each command runs with
# --skip-build), and `harness test --repeat REPEATS` to see that parallel workers never clash
# on ports or folders (every test of every repetition must pass).
#
#   Benchmarks/functional/suite-bench.sh [--runs N] [--repeats N] [--harness PATH] [-c debug|release]
#
# `harness` itself is built in release by default, as an installed runner would be; the suite
# stays debug (what `swift test` builds). Work goes to .build-bench-functional/ (git-ignored).
set -euo pipefail
RUNS=3
REPEATS=20
HARNESS=
CONFIG=release
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --repeats) REPEATS=$2; shift 2 ;;
        --harness) HARNESS=$2; shift 2 ;;
        -c) CONFIG=$2; shift 2 ;;
        *) echo "usage: $0 [--runs N] [--repeats N] [--harness PATH] [-c debug|release]" >&2; exit 2 ;;
    esac
done
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
WORK="$ROOT/.build-bench-functional"
PKG="$WORK/pkg"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
mkdir -p "$WORK"

if [[ -z "$HARNESS" ]]; then
    "$SWIFT" build -c "$CONFIG" --package-path "$ROOT" --scratch-path "$WORK/cli" --product harness >"$WORK/build-cli.log" 2>&1
    HARNESS="$WORK/cli/$CONFIG/harness"
fi
"$ROOT/Benchmarks/functional/generate-suite.sh" "$PKG" >/dev/null
echo "== building (excluded from the figures)"
"$SWIFT" build --build-tests --package-path "$PKG" >"$WORK/build-toolchain.log" 2>&1
"$HARNESS" list --package-path "$PKG" >"$WORK/build-harness.log" 2>&1

# Runs a command, its output to $WORK/<name>.log; prints its wall time in seconds. A run whose
# tests did not all pass is reported and ends the benchmark (a figure of a broken run is no figure).
timed() {
    local name=$1 start end
    shift
    start=$(date +%s.%N)
    if ! "$@" >"$WORK/$name.log" 2>&1; then
        echo "$name failed: see $WORK/$name.log" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

declare -A samples
for run in $(seq 1 "$RUNS"); do
    echo "== run $run of $RUNS"
    samples[swift]+="$(cd "$PKG" && timed swift "$SWIFT" test --skip-build)"$'\n'
    samples[harness]+="$(timed harness "$HARNESS" test --package-path "$PKG" --skip-build)"$'\n'
done
grep -q "Executed 100 tests, with 0 failures" "$WORK/swift.log" || { echo "swift test did not run 100 passing tests" >&2; exit 1; }

echo "== harness test --repeat $REPEATS (ports and folders must never clash)"
# `timed` ends the benchmark should any test of any repetition fail (a clash fails its test).
REPEATED=$(timed repeated "$HARNESS" test --package-path "$PKG" --skip-build --repeat "$REPEATS")

m() { printf '%s' "${samples[$1]}" | grep -v '^$' | median; }
SWIFT_T=$(m swift); HARNESS_T=$(m harness)
printf '\n| measure (median of %d, %d cores) | value | goal |\n|---|---|---|\n' "$RUNS" "$(nproc)"
printf '| `swift test`, 100 tests each launching a server (s) | %.2f | |\n' "$SWIFT_T"
printf '| `harness test`, the same (s) | %.2f | |\n' "$HARNESS_T"
printf '| `swift test` / `harness test` | %.2f× | ≥ 1.5× |\n' "$(echo "$SWIFT_T / $HARNESS_T" | bc -l)"
printf '| `harness test --repeat %d`: all %d tests passed (no clash), in (s) | %.1f | all pass |\n' \
    "$REPEATS" "$((REPEATS * 100))" "$REPEATED"
