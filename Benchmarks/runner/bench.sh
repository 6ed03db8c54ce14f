#!/usr/bin/env bash
# The runner's speed goals (issue 4), measured on a generated suite (generate.sh): 2,000 tests
# in 40 classes, 20 of them CPU-bound at ~200 ms, the rest trivial. Build excluded: everything is
# built first, then each command runs with --skip-build, interleaved, RUNS times.
#
#   Benchmarks/runner/bench.sh [--runs N] [--harness PATH] [-c debug|release]
#
# `harness` itself is built in release by default (-c release: `swift build -c release
# --product harness`), as an installed runner would be; the suite and the bundles stay debug.
#
# Prints medians (seconds) and the ratios the issue sets goals for:
#   1. swift test / harness test                       (goal ≥ 1.8)
#   2. swift test --parallel / harness test            (goal ≥ 3)
#   3. runner overhead per trivial test (µs)           (goal ≤ 20): the marginal cost of a test
#      under `harness test --jobs 1` minus its marginal cost in the bundle run directly, from
#      runs of 1 and of 20 trivial classes (so fixed costs, listing and start-up, cancel out)
#   4. extra run time of one crash (ms)                (goal ≤ 100): the 20 trivial classes with
#      and without TrivialClass00/test00 calling fatalError (RUNNER_BENCH_CRASH=1)
# Work goes to .build-bench-runner/ (git-ignored).
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
WORK="$ROOT/.build-bench-runner"
# shellcheck source=../lib/common.sh
source "$ROOT/Benchmarks/lib/common.sh"
PKG="$WORK/pkg"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
mkdir -p "$WORK"

if [[ -z "$HARNESS" ]]; then
    "$SWIFT" build -c "$CONFIG" --package-path "$ROOT" --scratch-path "$WORK/cli" --product harness >"$WORK/build-cli.log" 2>&1
    HARNESS="$WORK/cli/$CONFIG/harness"
fi
[[ -f "$PKG/Package.swift" ]] || "$ROOT/Benchmarks/runner/generate.sh" "$PKG" >/dev/null
echo "== building (excluded from the figures)"
"$SWIFT" build --build-tests --package-path "$PKG" >"$WORK/build-toolchain.log" 2>&1
"$HARNESS" list --package-path "$PKG" --xctest harness >"$WORK/build-harness.log" 2>&1
BUNDLE="$PKG/.build/harness/overlay/RunnerBenchPackageTests.xctest"
[[ -x "$BUNDLE" ]] || { echo "no Harness bundle at $BUNDLE" >&2; exit 2; }

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

TRIVIAL_ALL=$(seq -w 0 19 | sed 's/^/RunnerBenchTests.TrivialClass/' | paste -sd, -)
TRIVIAL_ONE=RunnerBenchTests.TrivialClass01
declare -A samples
for run in $(seq 1 "$RUNS"); do
    echo "== run $run of $RUNS"
    samples[swift]+="$(cd "$PKG" && wall "$SWIFT" test --skip-build)"$'\n'
    samples[parallel]+="$(cd "$PKG" && wall "$SWIFT" test --skip-build --parallel)"$'\n'
    samples[harness]+="$(wall "$HARNESS" test --package-path "$PKG" --xctest harness --skip-build)"$'\n'
    samples[bundle20]+="$(cd "$PKG" && wall "$BUNDLE" "$TRIVIAL_ALL")"$'\n'
    samples[bundle1]+="$(cd "$PKG" && wall "$BUNDLE" "$TRIVIAL_ONE")"$'\n'
    samples[harness20]+="$(wall "$HARNESS" test --package-path "$PKG" --xctest harness --skip-build --jobs 1 'TrivialClass*')"$'\n'
    samples[harness1]+="$(wall "$HARNESS" test --package-path "$PKG" --xctest harness --skip-build --jobs 1 TrivialClass01)"$'\n'
    samples[nocrash]+="$(wall "$HARNESS" test --package-path "$PKG" --xctest harness --skip-build 'TrivialClass*')"$'\n'
    samples[crash]+="$(RUNNER_BENCH_CRASH=1 wall "$HARNESS" test --package-path "$PKG" --xctest harness --skip-build 'TrivialClass*')"$'\n'
done

m() { printf '%s' "${samples[$1]}" | grep -v '^$' | median; }
SWIFT_T=$(m swift); PAR_T=$(m parallel); HARNESS_T=$(m harness)
OVERHEAD=$(echo "(($(m harness20) - $(m harness1)) - ($(m bundle20) - $(m bundle1))) / 950 * 1000000" | bc -l)
CRASH=$(echo "($(m crash) - $(m nocrash)) * 1000" | bc -l)
printf '\n| measure (median of %d) | value | goal |\n|---|---|---|\n' "$RUNS"
printf '| `swift test` (s) | %.2f | |\n' "$SWIFT_T"
printf '| `swift test --parallel` (s) | %.2f | |\n' "$PAR_T"
printf '| `harness test` (s) | %.2f | |\n' "$HARNESS_T"
printf '| `swift test` / `harness test` | %.2f× | ≥ 1.8× |\n' "$(echo "$SWIFT_T / $HARNESS_T" | bc -l)"
printf '| `swift test --parallel` / `harness test` | %.2f× | ≥ 3× |\n' "$(echo "$PAR_T / $HARNESS_T" | bc -l)"
printf '| runner overhead per trivial test (µs) | %.1f | ≤ 20 |\n' "$OVERHEAD"
printf '| extra run time of one crash (ms) | %.0f | ≤ 100 |\n' "$CRASH"
