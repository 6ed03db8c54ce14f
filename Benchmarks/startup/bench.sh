#!/usr/bin/env bash
# Start-up cost (issue 15): a no-op `harness test` against `swift test` on the same package,
# tests included, on generated packages of 15, 150 and 1,500 trivial tests (generate.sh), each
# adopted (depends on Harness's XCTest) and unmodified (no dependency). Everything is built
# first; then, RUNS times, interleaved so both see the same load:
#   swift test                        (its build check, then the tests: XCTest and Swift Testing)
#   harness test                      (description, library, unchanged-build check, listing, tests)
#   harness test --skip-build
#   swift build --build-tests         (the build check alone, what both pay)
#
#   Benchmarks/startup/bench.sh [--runs N] [--sizes "15 150 1500"] [--modes "adopted unmodified"]
#                               [--harness PATH] [-c debug|release]
#
# `harness` is built in release by default, as an installed runner is. Prints medians of wall
# and CPU time (user + system, children included: /usr/bin/time) and the ratios harness/swift
# test (goal ≤ 1 for a no-op `harness test`), after one line per package saying whether the
# no-op run skips SwiftPM's build check (`--verbose-build`). Work goes to .build-bench-startup/
# (git-ignored); raw samples (wall, CPU) to its results.tsv. Run it from a clone that nobody
# edits meanwhile: an adopted package depends on this checkout, whose every file is an input.
set -euo pipefail
RUNS=5
SIZES="15 150 1500"
MODES="adopted unmodified"
HARNESS=
CONFIG=release
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --sizes) SIZES=$2; shift 2 ;;
        --modes) MODES=$2; shift 2 ;;
        --harness) HARNESS=$2; shift 2 ;;
        -c) CONFIG=$2; shift 2 ;;
        *) echo "usage: $0 [--runs N] [--sizes LIST] [--modes LIST] [--harness PATH] [-c debug|release]" >&2; exit 2 ;;
    esac
done
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
WORK="$ROOT/.build-bench-startup"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
mkdir -p "$WORK"
: >"$WORK/results.tsv"

if [[ -z "$HARNESS" ]]; then
    echo "== building harness ($CONFIG)"
    "$SWIFT" build -c "$CONFIG" --package-path "$ROOT" --scratch-path "$WORK/cli" --product harness >"$WORK/build-cli.log" 2>&1
    HARNESS="$WORK/cli/$CONFIG/harness"
fi

# "WALL CPU" seconds for one command (CPU: user + system, children included, as the operating
# system accounts a finished process); a failing command stops the benchmark
measure() {
    if ! /usr/bin/time -f '%e %U %S' -o "$WORK/last.time" "$@" >"$WORK/last.log" 2>&1; then
        echo "failed: $*" >&2
        tail -20 "$WORK/last.log" >&2
        exit 1
    fi
    awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$WORK/last.time"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

{
    printf '| tests | package | no-op `harness test` / `swift test`: CPU | wall | CPU s (harness · swift test) | '
    printf '`--skip-build` / `swift test`: CPU | wall | `swift build` no-op CPU s |\n'
    printf '|---|---|---|---|---|---|---|---|\n'
} | tee "$WORK/table.md"
for size in $SIZES; do
    for mode in $MODES; do
        PKG="$WORK/pkg-$size-$mode"
        [[ -f "$PKG/Package.swift" ]] || "$ROOT/Benchmarks/startup/generate.sh" "$PKG" "$size" "$mode" "$ROOT" >/dev/null
        echo "== $size tests, $mode: building (excluded)" >&2
        (cd "$PKG" && "$SWIFT" build --build-tests >"$WORK/build-$size-$mode.log" 2>&1)
        "$HARNESS" test --package-path "$PKG" >"$WORK/harness-first-$size-$mode.log" 2>&1 \
            || { echo "harness test failed on $PKG" >&2; tail -20 "$WORK/harness-first-$size-$mode.log" >&2; exit 1; }
        # Say whether the no-op runs below skip SwiftPM's build check (and why not if they do not).
        "$HARNESS" test --package-path "$PKG" --verbose-build 2>&1 >/dev/null | grep -E 'Skipped building|Building tests' \
            | head -1 | sed "s/^ */   $size $mode: /" >&2 || true
        declare -A samples=()
        for run in $(seq 1 "$RUNS"); do
            samples[swift]+="$(cd "$PKG" && measure "$SWIFT" test)"$'\n'
            samples[harness]+="$(measure "$HARNESS" test --package-path "$PKG")"$'\n'
            samples[skip]+="$(measure "$HARNESS" test --package-path "$PKG" --skip-build)"$'\n'
            samples[build]+="$(cd "$PKG" && measure "$SWIFT" build --build-tests)"$'\n'
        done
        # ... and still after the interleaved swift test and swift build runs.
        "$HARNESS" test --package-path "$PKG" --verbose-build 2>&1 >/dev/null | grep -E 'Skipped building|Building tests' \
            | head -1 | sed "s/^ */   $size $mode, after the runs: /" >&2 || true
        for key in swift harness skip build; do
            printf '%s' "${samples[$key]}" | grep -v '^$' | sed "s/^/$size\t$mode\t$key\t/;s/ /\t/" >>"$WORK/results.tsv"
        done
        # median of field 1 (wall) or 2 (CPU)
        m() { printf '%s' "${samples[$1]}" | grep -v '^$' | awk -v f="$2" '{ print $f }' | median; }
        SW=$(m swift 1); SC=$(m swift 2); HW=$(m harness 1); HC=$(m harness 2)
        KW=$(m skip 1); KC=$(m skip 2); BC=$(m build 2)
        printf '| %s | %s | %.2f | %.2f | %.2f · %.2f | %.2f | %.2f | %.2f |\n' "$size" "$mode" \
            "$(echo "$HC / $SC" | bc -l)" "$(echo "$HW / $SW" | bc -l)" "$HC" "$SC" \
            "$(echo "$KC / $SC" | bc -l)" "$(echo "$KW / $SW" | bc -l)" "$BC" | tee -a "$WORK/table.md"
    done
done
echo
echo "medians of $RUNS runs; raw samples in $WORK/results.tsv"
