#!/bin/sh
# Benchmarks Harness's performance measurement (release build): overhead per iteration,
# clock resolution, and `measure` of a ~10 µs block against an independent measurement.
#   Benchmarks/performance/run.sh            # prints BENCH lines; ~2 minutes to build the first time
set -eu
here=$(cd "$(dirname "$0")" && pwd)
scratch="$here/../../.build-bench-performance"
swift build --build-tests -c release --package-path "$here" --scratch-path "$scratch" -j "${JOBS:-2}" >/dev/null
wire=$(mktemp)
trap 'rm -f "$wire"' EXIT
uname -m; grep -m1 'model name' /proc/cpuinfo 2>/dev/null || true; echo "cores: $(nproc)"
for round in 1 2 3; do
  echo "--- round $round"
  : > "$wire"
  HARNESS_WIRE_PATH="$wire" HARNESS_BASELINE=off "$scratch/release/PerformanceBenchmarkPackageTests.xctest" 2>&1 | grep '^BENCH'
done
