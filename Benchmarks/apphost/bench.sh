#!/usr/bin/env bash
# Application bundles: what a test host costs, ratios taken in one run (run by hand).
#
#   1. Launch: the same trivial test (LaunchCostProbe/testNothing of Examples/NoteServer) as a
#      library bundle, inside NoteServer with its TestingAppDelegate, and inside NoteServer with
#      its production delegate; RUNS fresh processes each, interleaved. Goals: the testing host
#      adds ≤ 20 ms over the library bundle; the production launch is ≥ 10× slower.
#   2. Throughput: 1,000 trivial tests as a library bundle and as an application bundle, through
#      `harness test --skip-build` (N hosts in parallel). Goal: ≤ 1.3×.
#
#   Benchmarks/apphost/bench.sh                 # RUNS=20 REPEATS=5 by default
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${RUNS:-20}
repeats=${REPEATS:-5}
scratch=${SCRATCH:-$root/.build-bench-apphost}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --product harness --package-path "$root" --scratch-path "$scratch/harness" >/dev/null
harness="$scratch/harness/debug/harness"
example="$root/Examples/NoteServer"
swift build --build-tests --package-path "$example" --scratch-path "$scratch/noteserver" >/dev/null
bundle="$scratch/noteserver/debug/NoteServerPackageTests.xctest"

millis() { echo $(( $(date +%s%N) / 1000 )); }

# One run of one selection, in microseconds.
one() {
    local start end
    start=$(millis)
    NOTESERVER_DATA="$work/data-$RANDOM$RANDOM" "$bundle" "$1" >/dev/null 2>&1
    end=$(millis)
    echo $((end - start))
}

: > "$work/library"; : > "$work/testing"; : > "$work/production"
for ((i = 1; i <= runs; i++)); do     # interleaved, so load drifts hit all three alike
    one NoteKitTests.LaunchCostProbe >> "$work/library"
    one NoteServerAppTests.LaunchCostProbe >> "$work/testing"
    one NoteServerLaunchTests.LaunchCostProbe >> "$work/production"
done
stats() { sort -n "$1" | awk '{ t[NR] = $1 } END { printf "%.1f %.1f", t[1] / 1000, t[int((NR + 1) / 2)] / 1000 }'; }
read -r lib_min lib_med <<< "$(stats "$work/library")"
read -r test_min test_med <<< "$(stats "$work/testing")"
read -r prod_min prod_med <<< "$(stats "$work/production")"
printf '%-48s %9s %9s\n' "one trivial test, $runs fresh processes each" "min ms" "median ms"
printf '%-48s %9s %9s\n' "library bundle (no host)" "$lib_min" "$lib_med"
printf '%-48s %9s %9s\n' "application bundle, TestingAppDelegate" "$test_min" "$test_med"
printf '%-48s %9s %9s\n' "application bundle, production NoteServerDelegate" "$prod_min" "$prod_med"
awk -v l="$lib_med" -v t="$test_med" -v p="$prod_med" -v lm="$lib_min" -v tm="$test_min" -v pm="$prod_min" 'BEGIN {
    printf "testing host over library: %+.1f ms (median), %+.1f ms (min)   goal <= 20 ms\n", t - l, tm - lm
    printf "production / testing: %.1fx (median), %.1fx (min)             goal >= 10x\n", p / t, pm / tm
}'

# 1,000 trivial tests, library vs application bundle, through the runner.
package="$scratch/trivial"
if [[ ! -f "$package/Package.swift" ]]; then "$root/Benchmarks/apphost/generate.sh" "$package"; fi
"$harness" list --package-path "$package" >/dev/null
run() {
    local start end
    start=$(millis)
    "$harness" test --package-path "$package" --skip-build "$1" >/dev/null 2>&1
    end=$(millis)
    echo $((end - start))
}
: > "$work/lib1000"; : > "$work/app1000"
for ((i = 1; i <= repeats; i++)); do
    run TrivialLibraryTests >> "$work/lib1000"
    run TrivialAppTests >> "$work/app1000"
done
read -r l_min l_med <<< "$(stats "$work/lib1000")"
read -r a_min a_med <<< "$(stats "$work/app1000")"
printf '%-48s %9s %9s\n' "1,000 trivial tests via harness test, $repeats runs" "min ms" "median ms"
printf '%-48s %9s %9s\n' "library bundle" "$l_min" "$l_med"
printf '%-48s %9s %9s\n' "application bundle (TestingAppDelegate)" "$a_min" "$a_med"
awk -v l="$l_med" -v a="$a_med" -v lm="$l_min" -v am="$a_min" 'BEGIN {
    printf "application / library: %.2fx (median), %.2fx (min)             goal <= 1.3x\n", a / l, am / lm
}'
