#!/usr/bin/env bash
# Issue 24, item 6: what a fresh `swift build --product harness` costs, now (the working tree's
# HEAD) against an older revision (default: 3d7bc9d, the last one that built swift-crypto's
# BoringSSL for its single MD5). Each side is a clean clone with its dependencies' sources
# already fetched (copied from this checkout's .build, so the network is not measured), built
# from nothing, RUNS times, alternating. Goal: now / before ≤ 0.6.
#
#   Benchmarks/freshbuild/bench.sh [--runs N] [--before REV]
#
# Prints each side's median wall seconds, whether BoringSSL was compiled, and the ratio.
set -euo pipefail
RUNS=3
BEFORE=3d7bc9d
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --before) BEFORE=$2; shift 2 ;;
        *) echo "usage: $0 [--runs N] [--before REV]" >&2; exit 2 ;;
    esac
done
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
WORK="$ROOT/.build-bench-freshbuild"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
source "$ROOT/Benchmarks/lib/common.sh"
rm -rf "$WORK"
mkdir -p "$WORK/logs"

# One clean clone per side; dependencies resolved once (not timed), so each timed build starts
# from sources only.
prepare() {
    local side=$1 revision=$2
    git clone -q "$ROOT" "$WORK/$side"
    git -C "$WORK/$side" checkout -q "$revision"
    "$SWIFT" package --package-path "$WORK/$side" resolve >"$WORK/logs/resolve-$side.log" 2>&1 \
        || die "cannot resolve the dependencies of $revision (see $WORK/logs/resolve-$side.log)"
}
# Removes everything built, keeps the fetched sources.
clean() {
    find "$WORK/$1/.build" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories \
        ! -name workspace-state.json -exec rm -rf {} +
}
prepare now HEAD
prepare before "$BEFORE"

declare -A samples
for run in $(seq 1 "$RUNS"); do
    for side in before now; do
        note "run $run of $RUNS: $side"
        clean "$side"
        samples[$side]+="$(wall_seconds "$WORK/logs/$side-$run.log" \
            "$SWIFT" build --package-path "$WORK/$side" --product harness)"$'\n'
    done
done
boring() { grep -c -i "boringssl\|CCryptoBoringSSL" "$WORK/logs/$1-1.log" || true; }
now=$(printf '%s' "${samples[now]}" | median)
before=$(printf '%s' "${samples[before]}" | median)
echo "fresh swift build --product harness, median of $RUNS (wall seconds):"
echo "  before ($BEFORE): $before s   (BoringSSL build steps: $(boring before))"
echo "  now ($(git -C "$ROOT" rev-parse --short HEAD)): $now s   (BoringSSL build steps: $(boring now))"
echo "  now / before: $(ratio "$now" "$before")   (goal <= 0.6)"
