#!/usr/bin/env bash
# The first run (issue 32): on real packages that do not depend on Harness, cloned from the
# machine's package copies and built by `swift test` as their user would, measures in one run:
#   first `harness test` / warm `swift test`   (goal ≤ 1.3× + 3 s: the run reuses the user's build)
#   warm `harness test` / warm `swift test`
#   growth of .build by the first `harness test` (goal ≤ 25%)
#   what `swift test` compiles after `harness test` (goal: nothing)
# and the same first run with `--xctest harness` (Harness's XCTest: only the modules that import
# XCTest are compiled again). With --cold, also a fresh clone's `harness test` against a fresh
# clone's `swift test` (goal ≤ 1.1×). Run by hand; results in Documentation/Benchmarks.md.
#
#   Benchmarks/firstrun/bench.sh [--runs N] [--cold | --cold-only] [OWNER/NAME@VERSION ...]
#   HARNESS=.build/debug/harness Benchmarks/firstrun/bench.sh     # a harness already built
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
# shellcheck source=../lib/common.sh
source "$ROOT/Benchmarks/lib/common.sh"
WORK="$ROOT/.build-bench-firstrun"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
RUNS=3
COLD=0
WARM=1
PACKAGES=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --cold) COLD=1; shift ;;
        --cold-only) COLD=1; WARM=0; shift ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) PACKAGES+=("$1"); shift ;;
    esac
done
# Three packages with dependencies (two of them with test-support libraries that import XCTest
# through xctest-dynamic-overlay) and one with a C target: none of Harness's.
[[ ${#PACKAGES[@]} -gt 0 ]] || PACKAGES=(
    pointfreeco/swift-clocks@1.1.1 pointfreeco/combine-schedulers@1.2.2 pointfreeco/swift-custom-dump@1.7.3
    jpsim/Yams@5.0.1
)
mkdir -p "$WORK"
if [[ -z "${HARNESS:-}" ]]; then
    echo "== building harness (excluded from the figures)"
    "$SWIFT" build -c release --package-path "$ROOT" --scratch-path "$WORK/cli" --product harness >"$WORK/build-cli.log" 2>&1
    HARNESS="$WORK/cli/release/harness"
fi

# seconds of wall time for one command, its output to $WORK/last.log
wall() {
    local start end
    start=$(date +%s.%N)
    "$@" >"$WORK/last.log" 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
median() { min_median_max | cut -d' ' -f2; }
size() { du -sk "$1" | cut -f1; }
repeat() { local out=""; for _ in $(seq "$RUNS"); do out+="$(wall "$@")"$'\n'; done; printf '%s' "$out" | median; }
clone() { # OWNER/NAME@VERSION DEST
    local spec=$1 dest=$2 name=${1%@*} version=${1#*@}
    rm -rf "$dest"
    git clone -q "/opt/swift-packages/$name.git" "$dest" 2>/dev/null || git clone -q "https://github.com/$name.git" "$dest"
    git -C "$dest" checkout -q "$version"
}

[[ $WARM == 1 ]] && printf '\n| package | tests | warm swift test (s) | first harness test (s) | ratio | bound 1.3×+3 s | warm harness test (s) | ratio | .build growth | swift test after compiles | first --xctest harness (s) | its growth |\n'
[[ $WARM == 1 ]] && printf '|---|---|---|---|---|---|---|---|---|---|---|---|\n'
[[ $WARM == 1 ]] && for spec in "${PACKAGES[@]}"; do
    name=${spec%@*}; dir="$WORK/${name//\//-}"
    clone "$spec" "$dir"
    "$SWIFT" test --package-path "$dir" >"$WORK/${name//\//-}.cold-swift.log" 2>&1 || true
    warm_swift=$(repeat "$SWIFT" test --package-path "$dir")
    before=$(size "$dir/.build")
    first=$(wall "$HARNESS" test --package-path "$dir")
    cp "$WORK/last.log" "$WORK/${name//\//-}.first-harness.log"
    tests=$(grep -Eo '[0-9]+ tests run' "$WORK/last.log" | head -1 | cut -d' ' -f1 || echo "?")
    after=$(size "$dir/.build")
    warm_harness=$(repeat "$HARNESS" test --package-path "$dir")
    "$SWIFT" test --package-path "$dir" >"$WORK/last.log" 2>&1 || true
    recompiled=$(grep -c "Compiling" "$WORK/last.log" || true)
    first_overlay=$(wall "$HARNESS" test --package-path "$dir" --xctest harness)
    overlay=$(size "$dir/.build")
    printf '| %s | %s | %.2f | %.2f | %.2f× | %.1f | %.2f | %.2f× | %+.0f%% | %s | %.1f | %+.0f%% |\n' \
        "$spec" "$tests" "$warm_swift" "$first" "$(echo "$first / $warm_swift" | bc -l)" \
        "$(echo "1.3 * $warm_swift + 3" | bc -l)" "$warm_harness" "$(echo "$warm_harness / $warm_swift" | bc -l)" \
        "$(echo "($after - $before) * 100 / $before" | bc -l)" "$recompiled" "$first_overlay" \
        "$(echo "($overlay - $after) * 100 / $before" | bc -l)"
done

if [[ $COLD == 1 ]]; then
    printf '\n| package (fresh clone, nothing built) | swift test (s) | harness test (s) | ratio | goal |\n|---|---|---|---|---|\n'
    for spec in "${PACKAGES[@]}"; do
        name=${spec%@*}; dir="$WORK/cold-${name//\//-}"
        clone "$spec" "$dir"; cold_swift=$(wall "$SWIFT" test --package-path "$dir")
        clone "$spec" "$dir"; cold_harness=$(wall "$HARNESS" test --package-path "$dir")
        printf '| %s | %.1f | %.1f | %.2f× | ≤ 1.1× |\n' "$spec" "$cold_swift" "$cold_harness" \
            "$(echo "$cold_harness / $cold_swift" | bc -l)"
    done
fi
