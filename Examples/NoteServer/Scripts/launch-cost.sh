#!/usr/bin/env bash
# What a bundle's launch costs: the same trivial test (LaunchCostProbe/testNothing) run
# RUNS times (10 by default) in each kind of bundle of this example —
#   library     NoteKitTests: no host at all
#   testing     NoteServerAppTests: inside NoteServer, launched with TestingAppDelegate
#   production  NoteServerLaunchTests: inside NoteServer, launched with NoteServerDelegate
# — each run a fresh process with a fresh data folder (so the production launch migrates a new
# store, as on a clean CI machine). Prints the fastest and the median wall-clock time of each.
#
#   Scripts/launch-cost.sh                       # builds first (SCRATCH=.build by default)
#   RUNS=20 SCRATCH=.build-dev Scripts/launch-cost.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-10}
scratch=${SCRATCH:-.build}
swift build --build-tests --scratch-path "$scratch" >/dev/null
bundle="$scratch/debug/NoteServerPackageTests.xctest"
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT

# Prints "<min> <median>" in milliseconds for one selection.
measure() {
    local label=$1 selection=$2 i start end
    for ((i = 1; i <= runs; i++)); do
        start=$(date +%s%N)
        NOTESERVER_DATA="$data/$label-$i" "$bundle" "$selection" >/dev/null 2>&1
        end=$(date +%s%N)
        echo $(((end - start) / 1000))
    done | sort -n | awk '{ t[NR] = $1 } END { printf "%.1f %.1f\n", t[1] / 1000, t[int((NR + 1) / 2)] / 1000 }'
}

read -r lib_min lib_med < <(measure library NoteKitTests.LaunchCostProbe)
read -r test_min test_med < <(measure testing NoteServerAppTests.LaunchCostProbe)
read -r prod_min prod_med < <(measure production NoteServerLaunchTests.LaunchCostProbe)

printf '%-46s %9s %9s\n' "bundle ($runs runs each, one trivial test)" "min ms" "median ms"
printf '%-46s %9s %9s\n' "library (no host)" "$lib_min" "$lib_med"
printf '%-46s %9s %9s\n' "application, TestingAppDelegate" "$test_min" "$test_med"
printf '%-46s %9s %9s\n' "application, production NoteServerDelegate" "$prod_min" "$prod_med"
awk -v l="$lib_min" -v t="$test_min" -v p="$prod_min" 'BEGIN {
    printf "testing host adds %.1f ms over the library bundle; the production launch takes %.1fx as long as the testing one\n", t - l, p / t
}'
