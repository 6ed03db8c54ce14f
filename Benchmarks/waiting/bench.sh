#!/usr/bin/env bash
# Issue 23, item 9: a Swift Testing package of mostly waiting tests (generate.sh: 400 `@Test`
# functions of ~40 ms, half on timers, half on a socket's delayed reply) under `swift test`,
# which overlaps them in one process, and under `harness test` by default, whose Swift Testing
# workers run their batches side by side. Goal: harness test / swift test ≤ 1.0. For contrast,
# `harness test --no-parallel` runs the same tests one at a time.
#
#   Benchmarks/waiting/bench.sh [--runs N] [--harness PATH] [-c debug|release]
#
# Build excluded: everything is built first, then each command runs with --skip-build,
# interleaved, RUNS times, in the same run. Prints medians (wall seconds) and the ratios.
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
WORK="$ROOT/.build-bench-waiting"
PKG="$WORK/pkg"
LOGS="$WORK/logs"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
mkdir -p "$WORK" "$LOGS"
if [[ -z "$HARNESS" ]]; then
    "$SWIFT" build -c "$CONFIG" --package-path "$ROOT" --scratch-path "$WORK/cli" --product harness \
        >"$WORK/build-cli.log" 2>&1
    HARNESS="$WORK/cli/$CONFIG/harness"
fi
[[ -f "$PKG/Package.swift" ]] || "$ROOT/Benchmarks/waiting/generate.sh" "$PKG" >/dev/null
echo "== building (excluded from the figures)"
"$SWIFT" build --build-tests --package-path "$PKG" >"$WORK/build-toolchain.log" 2>&1
"$HARNESS" list --package-path "$PKG" >"$WORK/build-harness.log" 2>&1

# wall_seconds and median (the shared helpers)
source "$ROOT/Benchmarks/lib/common.sh"
# A run that did not pass every test measured something else: stop.
check() {
    grep -q "400 tests run" "$LOGS/$1" && ! grep -q "FAIL\|CRASH\|TIMEOUT" "$LOGS/$1" \
        || { echo "$1: not 400 tests passed (see $LOGS/$1)" >&2; exit 1; }
}

declare -A samples
for run in $(seq 1 "$RUNS"); do
    echo "== run $run of $RUNS"
    samples[swift]+="$(cd "$PKG" && wall_seconds "$LOGS/swift-$run.log" "$SWIFT" test --skip-build)"$'\n'
    grep -q "Test run with 400 tests" "$LOGS/swift-$run.log" || { echo "swift-$run.log: not 400 tests" >&2; exit 1; }
    samples[harness]+="$(wall_seconds "$LOGS/harness-$run.log" "$HARNESS" test --package-path "$PKG" --skip-build)"$'\n'
    check "harness-$run.log"
    # Each side's own figure beside the wall time: Swift Testing's run, Harness's engine.
    samples[swiftrun]+="$(grep 'Test run with' "$LOGS/swift-$run.log" | grep -o 'after [0-9.]*' | grep -o '[0-9.]*$')"$'\n'
    samples[engine]+="$(grep -o 'Summary \[ *[0-9.]*s\]' "$LOGS/harness-$run.log" | grep -o '[0-9.][0-9.]*')"$'\n'
    samples[serial]+="$(wall_seconds "$LOGS/serial-$run.log" "$HARNESS" test --package-path "$PKG" --skip-build --no-parallel)"$'\n'
    check "serial-$run.log"
done
m() { printf '%s' "${samples[$1]}" | grep -v '^$' | median; }
SWIFT_T=$(m swift); HARNESS_T=$(m harness); SERIAL_T=$(m serial)
printf '\n| measure (median of %d, wall) | value | goal |\n|---|---|---|\n' "$RUNS"
printf '| `swift test`, 400 waiting @Test (s) | %.2f | |\n' "$SWIFT_T"
printf '| `harness test` (s) | %.2f | |\n' "$HARNESS_T"
printf '| `harness test --no-parallel`, one test at a time (s) | %.2f | |\n' "$SERIAL_T"
printf '| `harness test` / `swift test` | %.2f× | ≤ 1.0× |\n' "$(echo "$HARNESS_T / $SWIFT_T" | bc -l)"
printf '| Swift Testing'"'"'s own run under `swift test`; Harness'"'"'s engine (s) | %.2f; %.2f | |\n' "$(m swiftrun)" "$(m engine)"
