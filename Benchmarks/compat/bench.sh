#!/usr/bin/env bash
# The measure of "drop-in" (issue 33, item 8): real packages' own suites, none of ours, under
# `swift test` and then `harness test`, compared test for test. For each package of the list
# (packages.txt: every package copy this machine has) it clones the listed version, builds its
# tests with `swift build --build-tests`, runs `swift test --xunit-output` and `harness test
# --junit`, and prints: tests, how many have the same status on both, the time ratio (harness
# test / swift test, both on the same warm build) and every difference by name.
#
#   Benchmarks/compat/bench.sh [--list FILE] [--only NAME]... [--force] [--report]
#                              [--limit SECONDS] [--build-limit SECONDS] [--keep-builds]
#                              [OWNER/NAME@VERSION ...]
#   HARNESS=path/to/harness Benchmarks/compat/bench.sh      # default: .build/debug/harness
#
# --only NAME      only this package (NAME or OWNER/NAME; repeatable)
# --force          run again a package that already has a result
# --report         print the table of the results so far and run nothing
# --recompare      compare again from the kept logs and reports (after a change to the parsers)
# --limit S        time limit of `swift test` and of `harness test`, each (default 900)
# --build-limit S  time limit of the package's build (default 2400)
# --keep-builds    keep .build of packages that have no difference (deleted by default: disk)
#
# Resumable: each package's result, logs and reports are kept in .build-compat/NAME/ (git-ignored)
# and a package with a result is not run again. Everything runs under `nice -n 15`. Statuses are
# compared per test: the toolchain's from XCTest's console lines and Swift Testing's JUnit file,
# Harness's from its JUnit report (Benchmarks/lib/statuses.sh). Packages marked `skip:` in the
# list (a server, the network) are reported as skipped with their reason, one line each.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
# shellcheck source=../lib/common.sh
source "$ROOT/Benchmarks/lib/common.sh"
# shellcheck source=../lib/statuses.sh
source "$ROOT/Benchmarks/lib/statuses.sh"
WORK=${WORK:-"$ROOT/.build-compat"}
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
LIST="$ROOT/Benchmarks/compat/packages.txt"
LIMIT=900
BUILD_LIMIT=2400
FORCE=0
REPORT_ONLY=0
RECOMPARE=0
KEEP_BUILDS=0
ONLY=()
GIVEN=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --list) LIST=$2; shift 2 ;;
        --only) ONLY+=("$2"); shift 2 ;;
        --force) FORCE=1; shift ;;
        --report) REPORT_ONLY=1; shift ;;
        --recompare) RECOMPARE=1; shift ;;
        --limit) LIMIT=$2; shift 2 ;;
        --build-limit) BUILD_LIMIT=$2; shift 2 ;;
        --keep-builds) KEEP_BUILDS=1; shift ;;
        -h | --help) sed -n '2,26p' "$0"; exit 0 ;;
        -*) die "unknown option $1 (see --help)" ;;
        *) GIVEN+=("$1"); shift ;;
    esac
done
[[ -r $LIST ]] || die "cannot read the package list $LIST"
mkdir -p "$WORK"

# The packages to consider, as lines "OWNER/NAME VERSION [skip: why]".
package_lines() {
    if [[ ${#GIVEN[@]} -gt 0 ]]; then
        local spec
        for spec in "${GIVEN[@]}"; do
            [[ $spec == */*@* ]] || die "$spec: give a package as OWNER/NAME@VERSION"
            printf '%s %s\n' "${spec%@*}" "${spec#*@}"
        done
    else
        grep -v -e '^#' -e '^[[:space:]]*$' "$LIST"
    fi
}

# Whether --only selects OWNER/NAME $1 (everything when --only is not given).
selected() {
    [[ ${#ONLY[@]} -eq 0 ]] && return 0
    local wanted
    for wanted in "${ONLY[@]}"; do
        [[ $1 == "$wanted" || ${1#*/} == "$wanted" ]] && return 0
    done
    return 1
}

# Runs a command niced, limited to $1 seconds (the whole process group: timeout's own), output to
# file $2; prints "SECONDS STATUS" (status 124: the limit was reached).
limited() {
    local limit=$1 output=$2 start end status=0
    shift 2
    start=$(date +%s.%N)
    # `env _=…`: the command gets the `_` a shell gives it (its own path), not nice's: SwiftPM
    # compiles a package's plugins again for a command whose environment differs from the last.
    nice -n 15 timeout --kill-after=30 "$limit" env _="$(type -P "$1" || echo "$1")" "$@" >"$output" 2>&1 </dev/null \
        || status=$?
    end=$(date +%s.%N)
    printf '%.2f %d\n' "$(echo "$end - $start" | bc -l)" "$status"
}

# Writes a package's result file, one line of tab-separated fields: package, version, state,
# tests, same, swift test's seconds, harness test's, their exit statuses, the build's seconds, a
# second harness test's seconds, and a note (last: it may be empty). States: compared, skipped, no-tests, not-built (the toolchain
# itself cannot build its tests), failed (this script could not run it).
#   $1 dir, $2 package, $3 version, $4 state, $5 note, then for `compared` the figures.
write_result() {
    local dir=$1 package=$2 version=$3 state=$4 note=$5
    shift 5
    local figures=("$@")
    [[ ${#figures[@]} -gt 0 ]] || figures=(- - - - - - - -)
    local IFS=$'\t'
    printf '%s\n' "$package	$version	$state	${figures[*]}	$note" >"$dir/result.tsv.tmp"
    mv "$dir/result.tsv.tmp" "$dir/result.tsv"
}

# The last line of a log that says what went wrong, for a one-line reason.
last_error() {
    grep -E 'error:|fatal:' "$1" | tail -n 1 | sed -e 's/^[ |`-]*//' -e "s|$WORK/||g" | cut -c1-160 || true
}

# Clones, builds and runs one package; leaves $WORK/NAME/result.tsv.
run_package() {
    local package=$1 version=$2 skip=$3 name=${1#*/}
    local dir="$WORK/$name" src="$WORK/$name/src"
    mkdir -p "$dir"
    if [[ -n $skip ]]; then
        write_result "$dir" "$package" "$version" skipped "$skip"
        return
    fi
    note "$package $version: cloning"
    rm -rf "$src" "$dir"/*.log "$dir"/*.xml "$dir"/*.tsv
    if ! git clone -q "https://github.com/$package.git" "$src" 2>"$dir/clone.log" ||
        ! git -C "$src" checkout -q "$version" 2>>"$dir/clone.log"; then
        write_result "$dir" "$package" "$version" failed "could not clone it at $version: $(tail -n 1 "$dir/clone.log")"
        return
    fi
    # The copies' commit ids are not GitHub's: a pinned revision would not resolve here.
    rm -f "$src/Package.resolved"
    if ! (cd "$src" && "$SWIFT" package dump-package >"$dir/package.json" 2>"$dir/dump.log"); then
        write_result "$dir" "$package" "$version" failed "swift package dump-package failed: $(last_error "$dir/dump.log")"
        return
    fi
    if ! grep -q '"type" : "test"' "$dir/package.json"; then
        write_result "$dir" "$package" "$version" no-tests "no test target at $version"
        return
    fi
    note "$package $version: swift build --build-tests"
    local build build_status
    read -r build build_status < <(cd "$src" && limited "$BUILD_LIMIT" "$dir/build.log" "$SWIFT" build --build-tests)
    if ((build_status == 124)); then
        write_result "$dir" "$package" "$version" not-built "its build passed the ${BUILD_LIMIT} s limit"
        return
    elif grep -q 'error: Failed to clone repository' "$dir/build.log"; then
        local missing
        missing=$(sed -n 's/^error: Failed to clone repository \(.*\):$/\1/p' "$dir/build.log" | head -n 1)
        write_result "$dir" "$package" "$version" skipped \
            "needs the network: its dependency $missing is not among the machine's package copies"
        return
    elif ((build_status != 0)); then
        write_result "$dir" "$package" "$version" not-built "swift build --build-tests fails: $(last_error "$dir/build.log")"
        return
    fi
    note "$package $version: swift test (built in ${build} s)"
    local swift swift_status harness harness_status
    read -r swift swift_status < <(cd "$src" && limited "$LIMIT" "$dir/swift.log" "$SWIFT" test --xunit-output "$dir/swift.xml")
    note "$package $version: harness test"
    read -r harness harness_status < <(cd "$src" && limited "$LIMIT" "$dir/harness.log" "$HARNESS" test --junit "$dir/harness.xml")
    # A second run, timed only: the first one also pays for what Harness keeps between runs
    # (not for a suite of minutes, where that is noise and the run is the machine's whole time).
    local warm=- warm_status
    if awk -v s="$harness" 'BEGIN { exit !(s < 120) }'; then
        read -r warm warm_status < <(cd "$src" && limited "$LIMIT" "$dir/harness-warm.log" "$HARNESS" test)
    fi
    local notes=()
    ((swift_status != 124)) || notes+=("swift test passed the ${LIMIT} s limit")
    ((harness_status != 124)) || notes+=("harness test passed the ${LIMIT} s limit")
    [[ -f $dir/harness.xml ]] || notes+=("harness test wrote no report (exit $harness_status: $(tail -n 1 "$dir/harness.log" | cut -c1-120))")
    local joined
    joined=$(IFS=';'; printf '%s' "${notes[*]:-}")
    write_result "$dir" "$package" "$version" compared "$joined" - - "$swift" "$harness" \
        "$swift_status" "$harness_status" "$build" "$warm"
    compare_package "$dir"
    local tests same
    IFS=$'\t' read -r _ _ _ tests same _ <"$dir/result.tsv"
    if [[ $KEEP_BUILDS == 0 && $tests == "$same" && ${#notes[@]} -eq 0 ]]; then rm -rf "$src/.build"; fi
}

# Reads both sides' statuses from a compared package's kept logs and reports, compares them
# test for test (comparison.tsv) and writes the counts into its result.
compare_package() {
    local dir=$1 package version state tests same swift harness swift_status harness_status build warm note
    IFS=$'\t' read -r package version state tests same swift harness swift_status harness_status build warm note \
        <"$dir/result.tsv"
    {
        xctest_console_statuses "$dir/swift.log"
        [[ ! -f $dir/swift-swift-testing.xml ]] || junit_statuses "$dir/swift-swift-testing.xml"
    } >"$dir/toolchain.tsv"
    # A bundle whose main is its own test library (issue 33, item 3) prints neither framework's
    # lines: to swift test it is one test, judged by its exit status, as Harness runs it.
    if [[ ! -s $dir/toolchain.tsv && $swift_status != 124 ]]; then
        local bundle
        bundle="$(sed -n 's/^  "name" : "\(.*\)",$/\1/p' "$dir/package.json" | head -n 1)PackageTests"
        printf 's\t%s.%s.main\t%s\n' "$bundle" "$bundle" "$( ((swift_status == 0)) && echo passed || echo failed)" \
            >"$dir/toolchain.tsv"
    fi
    if [[ -f $dir/harness.xml ]]; then junit_statuses "$dir/harness.xml"; else :; fi >"$dir/harness.tsv"
    compare_statuses "$dir/toolchain.tsv" "$dir/harness.tsv" >"$dir/comparison.tsv"
    tests=$(wc -l <"$dir/comparison.tsv")
    same=$(awk -F'\t' '$2 == $3' "$dir/comparison.tsv" | wc -l)
    write_result "$dir" "$package" "$version" "$state" "$note" "$tests" "$same" "$swift" "$harness" \
        "$swift_status" "$harness_status" "$build" "$warm"
}

# Prints a package's result in a few lines: the figures, then each difference.
print_result() {
    local dir=$1 package version state note tests same swift harness swift_status harness_status
    IFS=$'\t' read -r package version state tests same swift harness swift_status harness_status _ warm note <"$dir/result.tsv"
    case "$state" in
        compared)
            printf '%s %s: %s tests, %s same status, swift test %s s (exit %s), harness test %s s (exit %s), ratio %s× (a second harness test %s s: %s×)%s\n' \
                "$package" "$version" "$tests" "$same" "$swift" "$swift_status" "$harness" "$harness_status" \
                "$(ratio "$harness" "$swift")" "$warm" "$(ratio "$warm" "$swift")" "${note:+ ($note)}"
            awk -F'\t' '$2 != $3 { printf "  differs: %s: toolchain %s, Harness %s\n", $1, $2, $3 }' "$dir/comparison.tsv"
            ;;
        skipped) printf '%s %s: skipped: %s\n' "$package" "$version" "$note" ;;
        no-tests) printf '%s %s: not compared: %s\n' "$package" "$version" "$note" ;;
        not-built) printf '%s %s: not compared, the toolchain does not build its tests: %s\n' "$package" "$version" "$note" ;;
        *) printf '%s %s: not compared: %s\n' "$package" "$version" "$note" ;;
    esac
}

# The Markdown table of every result so far, in the list's order, and the totals.
print_table() {
    printf '\n| package | tests | same status | differ | swift test (s) | harness test (s) | ratio | second harness test (s) | ratio | note |\n'
    printf '|---|---|---|---|---|---|---|---|---|---|\n'
    local package version skip dir state note tests same swift harness warm ratios="" warm_ratios="" packages=0 all=0 alike=0
    while read -r package version skip; do
        selected "$package" || continue
        dir="$WORK/${package#*/}"
        [[ -f $dir/result.tsv ]] || continue
        IFS=$'\t' read -r _ _ state tests same swift harness _ _ _ warm note <"$dir/result.tsv"
        note=$(sed -e 's/fails:[ |`-]*/fails: /' -e "s|$WORK/||g" -e 's/|/\\|/g' <<<"$note")
        if [[ $state == compared ]]; then
            printf '| %s %s | %s | %s | %s | %s | %s | %s× | %s | %s× | %s |\n' "$package" "$version" "$tests" \
                "$same" "$((tests - same))" "$swift" "$harness" "$(ratio "$harness" "$swift")" "$warm" \
                "$(ratio "$warm" "$swift")" "$note"
            packages=$((packages + 1)); all=$((all + tests)); alike=$((alike + same))
            ratios+="$(ratio "$harness" "$swift")"$'\n'
            warm_ratios+="$(ratio "$warm" "$swift")"$'\n'
        else
            printf '| %s %s | | | | | | | | | %s: %s |\n' "$package" "$version" "$state" "$note"
        fi
    done < <(package_lines)
    printf '\n%s packages compared, %s tests, %s with the same status (%s differ), median time ratio %s× (second run %s×)\n' \
        "$packages" "$all" "$alike" "$((all - alike))" "$(printf '%s' "$ratios" | median)" \
        "$(printf '%s' "$warm_ratios" | median)"
}

if [[ $RECOMPARE == 1 ]]; then
    while read -r package version skip; do
        selected "$package" || continue
        dir="$WORK/${package#*/}"
        [[ -f $dir/result.tsv && $(cut -f3 "$dir/result.tsv") == compared ]] || continue
        compare_package "$dir"
        print_result "$dir"
    done < <(package_lines)
    print_table
    exit 0
fi
if [[ $REPORT_ONLY == 1 ]]; then
    print_table
    exit 0
fi
if [[ -z ${HARNESS:-} ]]; then
    HARNESS="$ROOT/.build/debug/harness"
    if [[ ! -x $HARNESS ]]; then
        note "building harness (swift build -c debug --product harness)"
        nice -n 15 "$SWIFT" build -c debug --package-path "$ROOT" --product harness >"$WORK/build-harness.log" 2>&1 ||
            die "harness does not build: see $WORK/build-harness.log"
    fi
fi
[[ -x $HARNESS ]] || die "HARNESS=$HARNESS is not an executable"
note "harness: $HARNESS; results in $WORK"

while read -r package version skip; do
    selected "$package" || continue
    skip=${skip#skip: }
    dir="$WORK/${package#*/}"
    if [[ $FORCE == 1 || ! -f $dir/result.tsv ]]; then
        run_package "$package" "$version" "$skip" </dev/null
    fi
    print_result "$dir"
done < <(package_lines)
print_table
