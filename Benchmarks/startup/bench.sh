#!/usr/bin/env bash
# Start-up cost (issue 15): a no-op `harness test` against `swift test` on the same package,
# tests included, on generated packages of 15, 150 and 1,500 trivial tests (generate.sh), each
# adopted (depends on Harness's XCTest) and unmodified (no dependency). Everything is built
# first; then, RUNS times, interleaved so both see the same load:
#   swift test                        (its build check, then the tests: XCTest and Swift Testing)
#   harness test                      (description, library, build check, listing, the tests)
#   harness test --skip-build
#   swift build --build-tests         (the build check alone, what both pay)
#
#   Benchmarks/startup/bench.sh [--runs N] [--sizes "15 150 1500"] [--modes "adopted unmodified"]
#                               [--harness PATH] [-c debug|release]
#
# `harness` is built in release by default, as an installed runner is. Prints medians (s) and
# the ratios harness/swift test (goal ≤ 1 for a no-op `harness test`). Work goes to
# .build-bench-startup/ (git-ignored); raw samples to its results.tsv.
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

# seconds of wall time for one command; a failing command stops the benchmark
wall() {
    local start end
    start=$(date +%s.%N)
    if ! "$@" >"$WORK/last.log" 2>&1; then
        echo "failed: $*" >&2
        tail -20 "$WORK/last.log" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

{
    printf '| tests | package | `swift test` (s) | `harness test` (s) | ratio | `--skip-build` (s) | ratio | `swift build` no-op (s) |\n'
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
        declare -A samples=()
        for run in $(seq 1 "$RUNS"); do
            samples[swift]+="$(cd "$PKG" && wall "$SWIFT" test)"$'\n'
            samples[harness]+="$(wall "$HARNESS" test --package-path "$PKG")"$'\n'
            samples[skip]+="$(wall "$HARNESS" test --package-path "$PKG" --skip-build)"$'\n'
            samples[build]+="$(cd "$PKG" && wall "$SWIFT" build --build-tests)"$'\n'
        done
        for key in swift harness skip build; do
            printf '%s' "${samples[$key]}" | grep -v '^$' | sed "s/^/$size\t$mode\t$key\t/" >>"$WORK/results.tsv"
        done
        m() { printf '%s' "${samples[$1]}" | grep -v '^$' | median; }
        S=$(m swift); H=$(m harness); K=$(m skip); B=$(m build)
        printf '| %s | %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n' "$size" "$mode" "$S" "$H" \
            "$(echo "$H / $S" | bc -l)" "$K" "$(echo "$K / $S" | bc -l)" "$B" | tee -a "$WORK/table.md"
    done
done
echo
echo "medians of $RUNS runs; raw samples in $WORK/results.tsv"
