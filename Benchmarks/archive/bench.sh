#!/usr/bin/env bash
# Build once, run on many machines (issue 27): on the runner benchmark's generated package of
# 2,000 tests with no dependency on Harness (Benchmarks/runner/generate.sh: the unmodified route),
#   - the build every shard would otherwise pay: a fresh `harness test`-style build (`harness list`
#     from an empty .build, Harness's XCTest library already published), and for reference the
#     toolchain's own fresh `swift build --build-tests`;
#   - `harness archive --skip-build`: the archive's size and the time to write it;
#   - reading it: `harness list --archive … --format ids` (unpack, check, list);
#   - a shard machine from archive to first test result: `harness test --archive … --partition
#     count:1/3 --json -` in a clean folder, until its first `testFinished` line;
# RUNS times, interleaved. Prints min/median/max in seconds, and the ratio of the fresh build to
# the archive's first result (what a shard saves).
#
#   Benchmarks/archive/bench.sh [--runs N] [--harness PATH] [-c debug|release] [--no-swift-build]
#
# Work goes to .build-bench-archive/ (git-ignored).
set -euo pipefail
RUNS=5
HARNESS=
CONFIG=release
SWIFT_BUILD=1
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --harness) HARNESS=$2; shift 2 ;;
        -c) CONFIG=$2; shift 2 ;;
        --no-swift-build) SWIFT_BUILD=0; shift ;;
        *) echo "usage: $0 [--runs N] [--harness PATH] [-c debug|release] [--no-swift-build]" >&2; exit 2 ;;
    esac
done
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
WORK="$ROOT/.build-bench-archive"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
source "$ROOT/Benchmarks/lib/common.sh"
mkdir -p "$WORK"

if [[ -z "$HARNESS" ]]; then
    note "building harness ($CONFIG)"
    "$SWIFT" build -c "$CONFIG" --package-path "$ROOT" --scratch-path "$WORK/cli" --product harness >"$WORK/build-cli.log" 2>&1
    HARNESS="$WORK/cli/$CONFIG/harness"
fi

PACKAGE="$WORK/package"
if [[ ! -f "$PACKAGE/Package.swift" ]]; then
    # Few iterations: the CPU-bound tests take a millisecond, so a shard's first result is not
    # waiting on a slow test.
    bash "$ROOT/Benchmarks/runner/generate.sh" "$PACKAGE" 1000 >&2
fi
# Harness's XCTest library is published once per Harness and toolchain, as on a CI machine that
# keeps Harness installed; the first build pays for it, so it is not measured.
"$HARNESS" list --package-path "$PACKAGE" >/dev/null 2>"$WORK/warm.log" || die "the first build failed: $WORK/warm.log"

# Seconds from the start of a command to its first stdout line holding "testFinished".
first_result() {
    local start end
    start=$(date +%s.%N)
    end=$("$@" 2>/dev/null | while IFS= read -r line; do
        if [[ $line == *'"kind":"testFinished"'* ]]; then date +%s.%N; break; fi
    done)
    [[ -n $end ]] || die "no test result from: $*"
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }'
}

: >"$WORK/results.tsv"
for run in $(seq 1 "$RUNS"); do
    note "run $run of $RUNS"
    rm -rf "$PACKAGE/.build"
    fresh=$(timed_run "$WORK/fresh.log" "$HARNESS" list --package-path "$PACKAGE" | awk '{ print $1 }')
    printf 'fresh-harness-build\t%s\n' "$fresh" >>"$WORK/results.tsv"
    if ((SWIFT_BUILD)); then
        rm -rf "$WORK/swift-scratch"
        swift=$(timed_run "$WORK/swift.log" "$SWIFT" build --build-tests --package-path "$PACKAGE" --scratch-path "$WORK/swift-scratch" | awk '{ print $1 }')
        printf 'fresh-swift-build\t%s\n' "$swift" >>"$WORK/results.tsv"
    fi
    rm -f "$WORK/tests.harness"
    write=$(timed_run "$WORK/archive.log" "$HARNESS" archive --package-path "$PACKAGE" --skip-build --output "$WORK/tests.harness" | awk '{ print $1 }')
    printf 'archive-write\t%s\n' "$write" >>"$WORK/results.tsv"
    printf 'archive-bytes\t%s\n' "$(stat -c %s "$WORK/tests.harness")" >>"$WORK/results.tsv"
    shard="$WORK/shard"
    rm -rf "$shard" && mkdir -p "$shard" && cp "$WORK/tests.harness" "$shard/"
    read=$(cd "$shard" && timed_run "$WORK/read.log" "$HARNESS" list --archive tests.harness --format ids | awk '{ print $1 }')
    printf 'archive-read-and-list\t%s\n' "$read" >>"$WORK/results.tsv"
    first=$(cd "$shard" && first_result "$HARNESS" test --archive tests.harness --partition count:1/3 --json - --history "$shard/h.sqlite")
    printf 'archive-to-first-result\t%s\n' "$first" >>"$WORK/results.tsv"
done

summary() {
    awk -v key="$1" -F'\t' '$1 == key { print $2 }' "$WORK/results.tsv" | min_median_max
}
printf '%-28s %10s %10s %10s\n' measure min median max
for key in fresh-harness-build fresh-swift-build archive-write archive-read-and-list archive-to-first-result; do
    line=$(summary "$key")
    [[ $line == "- - -" ]] && continue
    printf '%-28s %10s %10s %10s\n' "$key (s)" $line
done
bytes=$(summary archive-bytes | awk '{ print $2 }')
printf '%-28s %10.1f\n' "archive size (MB)" "$(awk -v b="$bytes" 'BEGIN { print b / 1048576 }')"
fresh=$(summary fresh-harness-build | awk '{ print $2 }')
first=$(summary archive-to-first-result | awk '{ print $2 }')
printf '%-28s %10s\n' "fresh build / first result" "$(ratio "$fresh" "$first")x"
