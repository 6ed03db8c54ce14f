#!/usr/bin/env bash
# Compares Harness's XCTest with the toolchain's on the speed goals of issue 2.
# Generates the same suites for both frameworks, builds them, runs them interleaved and prints a
# Markdown table of min/median/max and the median ratio Harness/toolchain.
# Usage: Benchmarks/bench.sh [--runs N] [--work-dir DIR] [--configuration debug|release]
#                            [--variants toolchain,harness] [--harness-commit REV] [--instructions]
#                            [runtime] [assertions] [build]
# See Benchmarks/README.md.
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
HARNESS_ROOT=$(cd "$SCRIPT_DIR/.." && pwd)
# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"
# shellcheck source=lib/generate.sh
source "$SCRIPT_DIR/lib/generate.sh"
# shellcheck source=lib/suites.sh
source "$SCRIPT_DIR/lib/suites.sh"
# shellcheck source=lib/report.sh
source "$SCRIPT_DIR/lib/report.sh"

RUNS=5
HARNESS_COMMIT=""
INSTRUCTIONS=no
WORK_DIR=$HARNESS_ROOT/.build-bench
CONFIGURATION=debug
SUITES=()
VARIANTS=(toolchain harness)

usage() {
    sed -n '2,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

while (($# > 0)); do
    case $1 in
        --runs) RUNS=${2:?--runs needs a number}; shift 2 ;;
        --work-dir) WORK_DIR=${2:?--work-dir needs a directory}; shift 2 ;;
        --configuration|-c) CONFIGURATION=${2:?--configuration needs debug or release}; shift 2 ;;
        --harness-commit) HARNESS_COMMIT=${2:?--harness-commit needs a revision}; shift 2 ;;
        --instructions) INSTRUCTIONS=yes; shift ;;
        --variants) IFS=, read -r -a VARIANTS <<<"${2:?--variants needs toolchain,harness}"; shift 2 ;;
        runtime|assertions|build) SUITES+=("$1"); shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument '$1'" ;;
    esac
done
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "--runs must be a positive integer, not '$RUNS'"
[[ $CONFIGURATION == debug || $CONFIGURATION == release ]] ||
    die "--configuration must be debug or release, not '$CONFIGURATION'"
((${#SUITES[@]} > 0)) || SUITES=(runtime assertions build)
for variant in "${VARIANTS[@]}"; do
    [[ $variant == toolchain || $variant == harness ]] || die "unknown variant '$variant'"
done
if [[ $INSTRUCTIONS == yes ]]; then
    command -v valgrind >/dev/null || die "--instructions needs valgrind (apt-get install valgrind)"
    command -v objcopy >/dev/null || die "--instructions needs objcopy (apt-get install binutils)"
fi
command -v swift >/dev/null || die "swift is not on PATH (try PATH=/opt/swift/usr/bin:\$PATH)"

mkdir -p "$WORK_DIR"
WORK_DIR=$(cd "$WORK_DIR" && pwd)
# The Harness package the generated suites depend on: this working tree, or a snapshot of one
# commit (so that edits in progress cannot change the code under measurement).
HARNESS_PACKAGE=$HARNESS_ROOT
if [[ -n $HARNESS_COMMIT ]]; then
    # Resolved once: HEAD may move while the benchmarks run.
    HARNESS_COMMIT=$(git -C "$HARNESS_ROOT" rev-parse --verify "$HARNESS_COMMIT^{commit}") ||
        die "'$HARNESS_COMMIT' is not a commit of $HARNESS_ROOT"
    HARNESS_PACKAGE=$WORK_DIR/harness-${HARNESS_COMMIT:0:12}
    if [[ ! -f $HARNESS_PACKAGE/Package.swift ]]; then
        mkdir -p "$HARNESS_PACKAGE"
        git -C "$HARNESS_ROOT" archive --format=tar "$HARNESS_COMMIT" | tar -x -C "$HARNESS_PACKAGE"
    fi
fi
RESULTS_DIR=$WORK_DIR/results/$(date +%Y%m%d-%H%M%S)
mkdir -p "$RESULTS_DIR"
# One line per measurement: suite, metric, variant, run, value.
RAW=$RESULTS_DIR/raw.tsv
: >"$RAW"

note "Harness at $HARNESS_PACKAGE, work directory $WORK_DIR, $RUNS runs, $CONFIGURATION"
for suite in "${SUITES[@]}"; do
    "run_${suite}_suite"
done

print_report | tee "$RESULTS_DIR/report.md"
note "raw measurements and console output in $RESULTS_DIR"
