# The comparison table. Sourced by Benchmarks/bench.sh; reads RAW. Defines functions only.

# Prints the values recorded for a suite, metric and variant, one a line.
values_of() {
    awk -F'\t' -v s="$1" -v m="$2" -v v="$3" '$1 == s && $2 == m && $3 == v { print $5 }' "$RAW"
}

# Prints one table row: label, then min/median/max per variant, the median ratio and the goal.
#   $1 suite, $2 metric, $3 label, $4 goal as a maximum ratio ("" for none).
report_row() {
    local suite=$1 metric=$2 label=$3 goal=$4
    [[ -n $(values_of "$suite" "$metric" toolchain) ]] || return 0
    local toolchain harness t_median h_median verdict=""
    toolchain=$(values_of "$suite" "$metric" toolchain | min_median_max)
    harness=$(values_of "$suite" "$metric" harness | min_median_max)
    t_median=$(awk '{ print $2 }' <<<"$toolchain")
    h_median=$(awk '{ print $2 }' <<<"$harness")
    local ratio_value
    ratio_value=$(ratio "$h_median" "$t_median")
    if [[ -n $goal && $ratio_value != - ]]; then
        verdict=$(awk -v r="$ratio_value" -v g="$goal" \
            'BEGIN { print (r <= g) ? "≤ " g "×: met" : "≤ " g "×: **missed**" }')
    fi
    printf '| %s | %s | %s | %s | %s |\n' "$label" \
        "$(tr ' ' '/' <<<"$toolchain")" "$(tr ' ' '/' <<<"$harness")" "$ratio_value" "$verdict"
}

# Describes the Harness code measured: a commit, or the working tree at its HEAD.
harness_description() {
    if [[ -n $HARNESS_COMMIT ]]; then
        printf 'commit %s\n' "${HARNESS_COMMIT:0:12}"
    else
        printf 'working tree at %s\n' \
            "$(git -C "$HARNESS_ROOT" rev-parse --short HEAD 2>/dev/null || echo '(no commit)')"
    fi
}

# Prints the whole report in Markdown.
print_report() {
    printf '\n## Harness vs toolchain XCTest (%s runs each, %s build)\n\n' "$RUNS" "$CONFIGURATION"
    printf 'Machine: %s cores, %s; %s; Harness %s\n\n' "$(nproc)" \
        "$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)" \
        "$(swift --version 2>&1 | head -n 1)" \
        "$(harness_description)"
    printf '| measurement | toolchain min/median/max | Harness min/median/max | ratio H/T (medians) | goal |\n'
    printf '|---|---|---|---|---|\n'
    report_row runtime cpu_per_test_us '10k trivial tests: CPU per test (µs)' 0.25
    report_row runtime wall '10k trivial tests: wall (s)' ''
    report_row runtime stalls '10k trivial tests: tests reported > 50 ms' ''
    report_row runtime reported '10k trivial tests: sum of reported durations (s)' ''
    report_row runtime instructions '10k trivial tests: instructions per test (callgrind)' ''
    report_row assertions cpu '1M XCTAssertEqual: process CPU (s)' 1.0
    report_row assertions wall '1M XCTAssertEqual: process wall (s)' ''
    report_row assertions reported '1M XCTAssertEqual: reported test duration (s)' 1.0
    report_row assertions instructions '1M XCTAssertEqual: instructions per assertion (callgrind)' ''
    report_row build clean_wall '1k-test package: clean build, wall (s)' 1.1
    report_row build clean_cpu '1k-test package: clean build, CPU (s)' ''
    report_row build incremental_wall '1k-test package: incremental build, wall (s)' 1.1
    report_row build incremental_cpu '1k-test package: incremental build, CPU (s)' ''
    report_row build tests_rebuild_wall '1k-test package: all 20 test files edited, wall (s)' ''
    report_row build tests_rebuild_cpu '1k-test package: all 20 test files edited, CPU (s)' ''
}
