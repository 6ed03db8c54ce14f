#!/usr/bin/env bash
# The first run (issue 32): on real packages that do not depend on Harness, cloned from the
# machine's package copies and built by `swift test` as their user would, measures in one run:
#   first `harness test` / warm `swift test`   (goal ≤ 1.3× + 3 s: the run reuses the user's build)
#   warm `harness test` / warm `swift test`
#   growth of .build by the first `harness test` (goal ≤ 25%)
#   what `swift test` compiles after `harness test` (goal: nothing)
#   the first results of `harness test --watch` and the first usable `harness ui` page, each from
#   the state `swift test` left (goal: the same bound as the first `harness test`)
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
    "$SWIFT" build -c release --package-path "$ROOT" --scratch-path "$WORK/cli" --product harness-ui >>"$WORK/build-cli.log" 2>&1
    HARNESS="$WORK/cli/release/harness"
fi
HARNESS=$(realpath "$HARNESS")

median() { min_median_max | cut -d' ' -f2; }
size() { du -sk "$1" | cut -f1; }
repeat() { local out=""; for _ in $(seq "$RUNS"); do out+="$(wall "$@")"$'\n'; done; printf '%s' "$out" | median; }
clone() { # OWNER/NAME@VERSION DEST
    local spec=$1 dest=$2 name=${1%@*} version=${1#*@}
    rm -rf "$dest"
    git clone -q "/opt/swift-packages/$name.git" "$dest" 2>/dev/null || git clone -q "https://github.com/$name.git" "$dest"
    git -C "$dest" checkout -q "$version"
}

# Seconds from starting `harness ARGS…` in the background until `ready` (a command) succeeds; then
# the program is stopped. Started through `env` so that it gets this shell's SHLVL: bash lowers it
# for a background command it execs, and SwiftPM compiles the package's plugins again for a
# command whose environment differs from `swift test`'s.
until_ready() { # READY-COMMAND HARNESS-ARGS…
    local ready=$1 start pid elapsed=timeout
    shift
    start=$(date +%s.%N)
    env SHLVL="$SHLVL" "$HARNESS" "$@" >"$WORK/background.log" 2>&1 &
    pid=$!
    for _ in $(seq 1 1200); do
        if "$ready"; then elapsed=$(echo "$(date +%s.%N) - $start" | bc -l); break; fi
        sleep 0.05
    done
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    echo "$elapsed"
}
# Watch mode's first results: its summary line.
watch_reported() { grep -qE '^ *Summary \[' "$WORK/background.log"; }
# The navigator's page is usable once its model lists the tests.
page_lists_tests() {
    local url
    url=$(grep -m1 -o 'http://127.0.0.1:[0-9]*/?token=[0-9a-f]*' "$WORK/background.log") || return 1
    curl -s "${url%%\?*}api/model?${url#*\?}" | grep -q '"tests"'
}
# The state `swift test` leaves before Harness ever ran: its build as `swift test` made it, and
# none of Harness's files (all under .build/harness).
as_before_harness() {
    "$SWIFT" test >/dev/null 2>&1 || true
    rm -rf .build/harness
}

[[ $WARM == 1 ]] && printf '\n| package | tests | warm swift test (s) | first harness test (s) | ratio | bound 1.3×+3 s | first watch result (s) | first ui page (s) | warm harness test (s) | ratio | .build growth | swift test after compiles | first --xctest harness (s) | its growth |\n'
[[ $WARM == 1 ]] && printf '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n'
# Every command runs in the package's folder, as its user types it: SwiftPM keys its compiled
# plugins by the command's environment, PWD included.
[[ $WARM == 1 ]] && for spec in "${PACKAGES[@]}"; do
    name=${spec%@*}; dir="$WORK/${name//\//-}"
    clone "$spec" "$dir"
    cd "$dir"
    "$SWIFT" test >"$WORK/${name//\//-}.cold-swift.log" 2>&1 || true
    warm_swift=$(repeat "$SWIFT" test)
    before=$(size "$dir/.build")
    first=$(wall "$HARNESS" test)
    cp "$WORK/last.log" "$WORK/${name//\//-}.first-harness.log"
    tests=$(grep -Eo '[0-9]+ tests run' "$WORK/last.log" | head -1 | cut -d' ' -f1 || echo "?")
    after=$(size "$dir/.build")
    as_before_harness
    first_watch=$(until_ready watch_reported test --watch)
    as_before_harness
    first_page=$(until_ready page_lists_tests ui)
    warm_harness=$(repeat "$HARNESS" test)
    "$SWIFT" test >"$WORK/last.log" 2>&1 || true
    recompiled=$(grep "Compiling" "$WORK/last.log" | grep -vc "Compiling plugin" || true)
    first_overlay=$(wall "$HARNESS" test --xctest harness)
    overlay=$(size "$dir/.build")
    cd "$ROOT"
    printf '| %s | %s | %.2f | %.2f | %.2f× | %.1f | %s | %s | %.2f | %.2f× | %+.0f%% | %s | %.1f | %+.0f%% |\n' \
        "$spec" "$tests" "$warm_swift" "$first" "$(echo "$first / $warm_swift" | bc -l)" \
        "$(echo "1.3 * $warm_swift + 3" | bc -l)" "$(printf '%.2f' "$first_watch" 2>/dev/null || echo "$first_watch")" \
        "$(printf '%.2f' "$first_page" 2>/dev/null || echo "$first_page")" "$warm_harness" \
        "$(echo "$warm_harness / $warm_swift" | bc -l)" \
        "$(echo "($after - $before) * 100 / $before" | bc -l)" "$recompiled" "$first_overlay" \
        "$(echo "($overlay - $after) * 100 / $before" | bc -l)"
done

if [[ $COLD == 1 ]]; then
    printf '\n| package (fresh clone, nothing built) | swift test (s) | harness test (s) | ratio | goal |\n|---|---|---|---|---|\n'
    for spec in "${PACKAGES[@]}"; do
        name=${spec%@*}; dir="$WORK/cold-${name//\//-}"
        clone "$spec" "$dir"; cd "$dir"; cold_swift=$(wall "$SWIFT" test); cd "$ROOT"
        clone "$spec" "$dir"; cd "$dir"; cold_harness=$(wall "$HARNESS" test); cd "$ROOT"
        printf '| %s | %.1f | %.1f | %.2f× | ≤ 1.1× |\n' "$spec" "$cold_swift" "$cold_harness" \
            "$(echo "$cold_harness / $cold_swift" | bc -l)"
    done
fi
