# The three benchmarks. Sourced by Benchmarks/bench.sh; uses its WORK_DIR, RUNS, CONFIGURATION,
# VARIANTS, RAW and RESULTS_DIR. Defines functions only.

# The generated package directory and the scratch (build) directory of a suite's variant.
package_dir() { printf '%s/packages/%s-%s\n' "$WORK_DIR" "$1" "$2"; }
scratch_dir() { printf '%s/scratch/%s-%s\n' "$WORK_DIR" "$1" "$2"; }

# Records one measurement: suite, metric, variant, run, value.
record() {
    printf '%s\t%s\t%s\t%s\t%s\n' "$@" >>"$RAW"
}

# Builds the tests of a suite's variant; $3 names the log file.
build_tests() {
    local suite=$1 variant=$2 log=$3
    swift build --build-tests -c "$CONFIGURATION" \
        --package-path "$(package_dir "$suite" "$variant")" \
        --scratch-path "$(scratch_dir "$suite" "$variant")" >"$log" 2>&1 ||
        { tail -n 30 "$log" >&2; die "could not build the $variant variant of '$suite' (log: $log)"; }
}

# Generates and builds both variants of a suite, unless already built from the same sources.
prepare_suite() {
    local suite=$1 variant
    for variant in "${VARIANTS[@]}"; do
        note "$suite: generating and building the $variant variant"
        generate_package "$(package_dir "$suite" "$variant")" "$variant" "$suite"
        build_tests "$suite" "$variant" "$RESULTS_DIR/build-$suite-$variant.log"
    done
}

# The path of a suite's built test bundle (on Linux, an executable).
bundle_path() {
    local suite=$1 variant=$2 name
    case $suite in
        runtime) name=Runtime ;;
        assertions) name=Assertions ;;
        *) name=BuildTime ;;
    esac
    local bundle
    bundle=$(scratch_dir "$suite" "$variant")/$CONFIGURATION/${name}PackageTests.xctest
    [[ -x $bundle ]] || die "no test bundle at $bundle"
    printf '%s\n' "$bundle"
}

# Runs a suite's bundle once, output to a file, and records wall, CPU and per-test figures.
#   $1 suite, $2 variant, $3 run number, $4 expected number of tests.
run_bundle_once() {
    local suite=$1 variant=$2 run=$3 expected=$4
    local output=$RESULTS_DIR/$suite-$variant-$run.out wall user sys
    read -r wall user sys < <(timed_run "$output" "$(bundle_path "$suite" "$variant")") ||
        die "the $variant bundle of '$suite' failed (output: $output)"
    local finished
    finished=$(count_finished_tests "$output")
    ((finished == expected)) ||
        die "$variant '$suite' finished $finished tests, not $expected (output: $output)"
    local cpu
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')
    record "$suite" wall "$variant" "$run" "$wall"
    record "$suite" cpu "$variant" "$run" "$cpu"
    record "$suite" cpu_per_test_us "$variant" "$run" \
        "$(awk -v c="$cpu" -v n="$expected" 'BEGIN { printf "%.1f", c / n * 1e6 }')"
    record "$suite" stalls "$variant" "$run" "$(count_stalls "$output" 0.050)"
    record "$suite" reported "$variant" "$run" "$(reported_seconds "$output")"
    note "$suite run $run $variant: wall ${wall}s, cpu ${cpu}s"
}

# Runs a suite's bundles RUNS times, interleaved, then (with --instructions) once each under
# callgrind.  $1 suite, $2 expected number of tests, $3 what instruction counts are divided by.
run_bundles() {
    local suite=$1 expected=$2 divisor=$3 run variant count
    for ((run = 1; run <= RUNS; run++)); do
        for variant in "${VARIANTS[@]}"; do
            run_bundle_once "$suite" "$variant" "$run" "$expected"
        done
    done
    [[ $INSTRUCTIONS == yes ]] || return 0
    for variant in "${VARIANTS[@]}"; do
        note "$suite: counting the $variant variant's instructions under callgrind"
        count=$(count_instructions "$(bundle_path "$suite" "$variant")" \
            "$RESULTS_DIR/callgrind-$suite-$variant")
        record "$suite" instructions "$variant" 1 \
            "$(awk -v c="$count" -v d="$divisor" 'BEGIN { printf "%.0f", c / d }')"
    done
}

# Benchmark 1: 10,000 trivial tests in 100 classes, in-process, output to a file.
run_runtime_suite() {
    prepare_suite runtime
    run_bundles runtime 10000 10000
}

# Benchmark 2: one test with 1,000,000 passing XCTAssertEqual.
run_assertions_suite() {
    prepare_suite assertions
    run_bundles assertions 1 1000000
}

# Times one `swift build --build-tests` of the build suite's variant and records it as $3.
#   $1 variant, $2 run number, $3 metric name.
time_build() {
    local variant=$1 run=$2 metric=$3 wall user sys
    local log=$RESULTS_DIR/build-$metric-$variant-$run.log
    read -r wall user sys < <(timed_run "$log" swift build --build-tests -c "$CONFIGURATION" \
        --package-path "$(package_dir build "$variant")" \
        --scratch-path "$(scratch_dir build "$variant")") ||
        die "the $metric build of the $variant variant failed (log: $log)"
    record build "${metric}_wall" "$variant" "$run" "$wall"
    record build "${metric}_cpu" "$variant" "$run" \
        "$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')"
    note "build run $run $variant: $metric ${wall}s wall"
}

# Rewrites all 20 test files of suite 3 with edit number $2.  $1 package directory.
edit_all_test_files() {
    local file
    for ((file = 0; file < 20; file++)); do
        write_build_test_file "$1" "$file" "$2"
    done
}

# Benchmark 3: clean build, then incremental build after editing one test file, then a rebuild
# of all the test files (every test file edited: the suite's own code, without the framework),
# of 1,000 tests. Dependencies stay resolved between runs (`swift package clean` keeps them).
run_build_suite() {
    prepare_suite build
    local run variant output finished
    for variant in "${VARIANTS[@]}"; do
        output=$RESULTS_DIR/build-$variant-check.out
        timed_run "$output" "$(bundle_path build "$variant")" >/dev/null ||
            die "the $variant bundle of 'build' failed (output: $output)"
        finished=$(count_finished_tests "$output")
        ((finished == 1000)) || die "$variant 'build' finished $finished tests, not 1000"
    done
    for ((run = 1; run <= RUNS; run++)); do
        for variant in "${VARIANTS[@]}"; do
            swift package clean --package-path "$(package_dir build "$variant")" \
                --scratch-path "$(scratch_dir build "$variant")" >/dev/null
            time_build "$variant" "$run" clean
            write_build_test_file "$(package_dir build "$variant")" 7 "$run"
            time_build "$variant" "$run" incremental
            edit_all_test_files "$(package_dir build "$variant")" "$((run + 1000))"
            time_build "$variant" "$run" tests_rebuild
        done
    done
}
