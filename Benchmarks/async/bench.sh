#!/usr/bin/env bash
# Asynchronous testing on Harness's XCTest and on the toolchain's (issue 6): generates the same
# suites for both, builds them, runs them interleaved and prints medians and ratios.
# Usage: Benchmarks/async/bench.sh [--runs N] [--cycles N] [--latency-waits N]
#                                  [--configuration debug|release] [--work-dir DIR]
#   cycle    one test that N times creates an expectation, fulfils it from a global queue and
#            waits: time per cycle, and the wake-up (fulfil → wait returns) median/p99/max
#   latency  waits whose expectation is fulfilled 100 ms later: how long after the fulfilment
#            each wait returns
#   timer    a 10 ms repeating timer on the main run loop fulfilling one expectation 100 times
#            while the test waits: total seconds (ideal 1 s) and percent over the ideal
#   tests    1,000 async test methods (each awaits Task.sleep(0)) and the same 1,000 as sync
#            methods: per-test cost, from each class suite's reported total time
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
HARNESS_ROOT=$(cd "$SCRIPT_DIR/../.." && pwd)
# shellcheck source=../lib/common.sh
source "$SCRIPT_DIR/../lib/common.sh"
# shellcheck source=generate.sh
source "$SCRIPT_DIR/generate.sh"

RUNS=5
CYCLES=10000
LATENCY_WAITS=30
CONFIGURATION=debug
WORK_DIR=$HARNESS_ROOT/.build-bench-async
VARIANTS=(toolchain harness)

usage() { sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }

while (($# > 0)); do
    case $1 in
        --runs) RUNS=${2:?--runs needs a number}; shift 2 ;;
        --cycles) CYCLES=${2:?--cycles needs a number}; shift 2 ;;
        --latency-waits) LATENCY_WAITS=${2:?--latency-waits needs a number}; shift 2 ;;
        --configuration|-c) CONFIGURATION=${2:?--configuration needs debug or release}; shift 2 ;;
        --work-dir) WORK_DIR=${2:?--work-dir needs a directory}; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument '$1'" ;;
    esac
done
for number in "$RUNS" "$CYCLES" "$LATENCY_WAITS"; do
    [[ $number =~ ^[1-9][0-9]*$ ]] || die "expected a positive integer, not '$number'"
done
[[ $CONFIGURATION == debug || $CONFIGURATION == release ]] || die "--configuration must be debug or release"
command -v swift >/dev/null || die "swift is not on PATH (try PATH=/opt/swift/usr/bin:\$PATH)"

mkdir -p "$WORK_DIR"
WORK_DIR=$(cd "$WORK_DIR" && pwd)
RESULTS_DIR=$WORK_DIR/results/$(date +%Y%m%d-%H%M%S)
mkdir -p "$RESULTS_DIR"
# One line per measurement: metric, variant, run, value.
RAW=$RESULTS_DIR/raw.tsv
: >"$RAW"

bundle_path() {
    local bin
    bin=$(swift build -c "$CONFIGURATION" --package-path "$WORK_DIR/$1" --scratch-path "$WORK_DIR/$1/.build" --show-bin-path)
    printf '%s/AsyncBenchPackageTests.xctest\n' "$bin"
}

note "Harness at $HARNESS_ROOT, $RUNS runs, $CYCLES cycles, $LATENCY_WAITS latency waits, $CONFIGURATION"
declare -A BUNDLE
for variant in "${VARIANTS[@]}"; do
    write_async_bench_package "$WORK_DIR/$variant" "$variant"
    note "building the $variant variant"
    swift build -c "$CONFIGURATION" --build-tests --package-path "$WORK_DIR/$variant" \
        --scratch-path "$WORK_DIR/$variant/.build" >"$RESULTS_DIR/build-$variant.log" 2>&1 ||
        { tail -n 30 "$RESULTS_DIR/build-$variant.log" >&2; die "build of the $variant variant failed"; }
    BUNDLE[$variant]=$(bundle_path "$variant")
done

# Records each "BENCH key=value …" field of a run's output as "<prefix>_<key>".
record_bench_line() {
    local output=$1 prefix=$2 variant=$3 run=$4
    grep -m1 '^BENCH ' "$output" | tr ' ' '\n' | grep '=' | while IFS='=' read -r key value; do
        printf '%s_%s\t%s\t%s\t%s\n' "$prefix" "$key" "$variant" "$run" "$value" >>"$RAW"
    done
}

# Records the run's total seconds (the last `Executed` line: the selected tests together,
# set-up and tear-down included) divided by its test count, in microseconds.
record_per_test() {
    local output=$1 metric=$2 variant=$3 run=$4
    grep 'Executed' "$output" | tail -n 1 | awk -v metric="$metric" -v variant="$variant" -v run="$run" '{
        count = $2; total = $0; sub(/.*\(/, "", total); sub(/\).*/, "", total)
        printf "%s\t%s\t%s\t%.2f\n", metric, variant, run, total / count * 1e6 }' >>"$RAW"
}

# The comma-separated filter for the 20 classes named <prefix>00Tests … <prefix>19Tests.
class_filter() {
    local i classes=()
    for ((i = 0; i < 20; i++)); do classes+=("$(printf 'AsyncBenchTests.%s%02dTests' "$1" "$i")"); done
    (IFS=,; printf '%s\n' "${classes[*]}")
}
ASYNC_FILTER=$(class_filter ThousandAsync)
SYNC_FILTER=$(class_filter ThousandSync)

for ((run = 1; run <= RUNS; run++)); do
    for variant in "${VARIANTS[@]}"; do
        note "run $run/$RUNS: $variant"
        output=$RESULTS_DIR/$variant-$run
        BENCH_CYCLES=$CYCLES "${BUNDLE[$variant]}" AsyncBenchTests.CycleBenchTests >"$output-cycle.txt" 2>&1 ||
            die "the $variant cycle benchmark failed; see $output-cycle.txt"
        record_bench_line "$output-cycle.txt" cycle "$variant" "$run"
        BENCH_LATENCY_WAITS=$LATENCY_WAITS "${BUNDLE[$variant]}" AsyncBenchTests.LatencyBenchTests >"$output-latency.txt" 2>&1 ||
            die "the $variant latency benchmark failed; see $output-latency.txt"
        record_bench_line "$output-latency.txt" latency "$variant" "$run"
        "${BUNDLE[$variant]}" AsyncBenchTests.TimerBenchTests >"$output-timer.txt" 2>&1 ||
            die "the $variant timer benchmark failed; see $output-timer.txt"
        record_bench_line "$output-timer.txt" timer "$variant" "$run"
        "${BUNDLE[$variant]}" "$ASYNC_FILTER" >"$output-async.txt" 2>&1 ||
            die "the $variant async tests failed; see $output-async.txt"
        record_per_test "$output-async.txt" async_test_us "$variant" "$run"
        "${BUNDLE[$variant]}" "$SYNC_FILTER" >"$output-sync.txt" 2>&1 ||
            die "the $variant sync tests failed; see $output-sync.txt"
        record_per_test "$output-sync.txt" sync_test_us "$variant" "$run"
    done
done

# The Markdown report: per metric, each variant's median over the runs (min–max) and the ratio.
print_async_report() {
    printf '| metric | toolchain median (min–max) | Harness median (min–max) | Harness / toolchain |\n'
    printf '|---|---|---|---|\n'
    local metric
    for metric in $(cut -f1 "$RAW" | awk '!seen[$0]++'); do
        local toolchain harness
        toolchain=$(awk -F'\t' -v m="$metric" '$1 == m && $2 == "toolchain" { print $4 }' "$RAW" | min_median_max)
        harness=$(awk -F'\t' -v m="$metric" '$1 == m && $2 == "harness" { print $4 }' "$RAW" | min_median_max)
        read -r tmin tmed tmax <<<"$toolchain"
        read -r hmin hmed hmax <<<"$harness"
        printf '| %s | %s (%s–%s) | %s (%s–%s) | %s |\n' "$metric" "$tmed" "$tmin" "$tmax" "$hmed" "$hmin" "$hmax" "$(ratio "$hmed" "$tmed")"
    done
}

print_async_report | tee "$RESULTS_DIR/report.md"
note "raw measurements and console output in $RESULTS_DIR"
