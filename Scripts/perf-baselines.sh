#!/bin/sh
# Performance baselines until `harness baseline …` exists: record, accept, delete or show the
# baselines of one test, a class, or every measured test of a package, on this machine's
# configuration. The bundle does the work; this script only sets its environment.
#
#   Scripts/perf-baselines.sh record [--package-path DIR] [FILTER…]   store missing baselines
#   Scripts/perf-baselines.sh accept [--package-path DIR] [FILTER…]   replace them (Xcode's "Set Baseline")
#   Scripts/perf-baselines.sh delete [--package-path DIR] [FILTER…]   remove this configuration's
#   Scripts/perf-baselines.sh compare [--package-path DIR] [FILTER…]  a normal run, strict: no baseline fails
#   Scripts/perf-baselines.sh show [--package-path DIR]               print every baseline file
#
# FILTER is what `swift test --filter` takes: `MyTests.SortTests/testSort`, `MyTests.SortTests`, …
# With no filter, every test runs (and every measured one is recorded, accepted or deleted).
set -eu

usage() { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 1 ] || usage
mode=$1; shift
package=.
if [ "${1:-}" = "--package-path" ]; then
    [ $# -ge 2 ] || usage
    package=$2; shift 2
fi

case "$mode" in
record|accept|delete|compare)
    filters=""
    for filter in "$@"; do filters="$filters --filter $filter"; done
    strict=0
    [ "$mode" = compare ] && strict=1
    # shellcheck disable=SC2086 # one --filter per argument
    HARNESS_BASELINE=$mode HARNESS_PERFORMANCE_STRICT=$strict exec swift test --package-path "$package" $filters
    ;;
show)
    found=0
    for file in $(find "$package" -name PerformanceBaselines.json -not -path '*/.build*' | sort); do
        found=1
        echo "== $file"
        cat "$file"
    done
    [ "$found" = 1 ] || echo "no baselines under $package (record some with: $0 record --package-path $package)"
    ;;
*)
    usage
    ;;
esac
