#!/usr/bin/env bash
# Watch mode's speed goal (issue 11): from saving a one-line change to the first test result
# ≤ the incremental build time + 300 ms. Starts `harness test --watch` on a copy of
# Fixtures/WatchSuite, saves a one-line change to Sources/Shapes/Area.swift RUNS times, and
# times each save → first result line, beside the incremental build time watch mode itself
# reports for that save ("watch: built in …"). See README.md.
#
#   Benchmarks/watch/bench.sh [--runs N] [--work-dir DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=7
work=".build-bench-watch"
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --work-dir) work="$2"; shift 2 ;;
        *) echo "unknown argument: $1 (expected --runs N, --work-dir DIR)" >&2; exit 2 ;;
    esac
done
swift build --product harness >&2
mkdir -p "$work"
# A copy, so that the benchmark's saves never touch the fixture the tests change.
rm -rf "$work/WatchSuite/Sources" "$work/WatchSuite/Tests"
mkdir -p "$work/WatchSuite"
cp -R Fixtures/WatchSuite/Package.swift Fixtures/WatchSuite/Sources Fixtures/WatchSuite/Tests "$work/WatchSuite/"
exec python3 Benchmarks/watch/measure.py --harness "$(swift build --show-bin-path)/harness" \
    --package "$work/WatchSuite" --runs "$runs"
