# Shared helpers for Benchmarks/bench.sh: messages, timing and statistics. Defines functions only.

# Prints an error and exits.
die() {
    printf 'bench: error: %s\n' "$*" >&2
    exit 1
}

# Prints a progress line on stderr, so that stdout holds only the report.
note() {
    printf 'bench: %s\n' "$*" >&2
}

# Runs a command with stdout and stderr sent to a file, and prints "wall user sys" in seconds
# (millisecond resolution, from bash's `time`, which reads getrusage for the children).
#   $1 output file, then the command. Fails if the command fails.
timed_run() {
    local output=$1
    shift
    local TIMEFORMAT='%3R %3U %3S' timing status=0
    timing=$({ time "$@" >"$output" 2>&1; } 2>&1) || status=$?
    if ((status != 0)); then
        note "command failed (exit $status): $*"
        tail -n 20 "$output" >&2
        return "$status"
    fi
    printf '%s\n' "$timing"
}

# Prints the wall seconds one command took (it may fail), its output in "$WORK/last.log".
wall() {
    local start end
    start=$(date +%s.%N)
    "$@" >"$WORK/last.log" 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

# Reads numbers, one a line, and prints "min median max" (median of an even count: the mean of
# the two middle values).
min_median_max() {
    sort -g | awk '
        { value[NR] = $1 }
        END {
            if (NR == 0) { print "- - -"; exit }
            middle = (NR % 2) ? value[(NR + 1) / 2] : (value[NR / 2] + value[NR / 2 + 1]) / 2
            printf "%s %s %s\n", value[1], middle, value[NR]
        }'
}

# Prints the median of the numbers, one a line.
median() {
    min_median_max | awk '{ print $2 }'
}

# Prints $1 / $2 with two decimals, or "-" when either is missing or $2 is zero.
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN {
        if (a == "-" || b == "-" || b == 0) print "-"; else printf "%.2f\n", a / b }'
}

# Counts the tests whose reported duration exceeds $2 seconds in XCTest console output $1.
# Lines look like: Test Case '-[Module.Class testName]' passed (0.001 seconds).
count_stalls() {
    awk -v limit="$2" '
        /^Test Case .* (passed|failed|skipped) \([0-9.]+ seconds\)/ {
            duration = $0
            sub(/.*\(/, "", duration)
            sub(/ seconds\).*/, "", duration)
            if (duration + 0 > limit) stalls++
        }
        END { print stalls + 0 }' "$1"
}

# Prints the sum of the durations reported on the finished-test lines of console output $1.
reported_seconds() {
    awk '
        /^Test Case .* (passed|failed|skipped) \([0-9.]+ seconds\)/ {
            duration = $0
            sub(/.*\(/, "", duration)
            sub(/ seconds\).*/, "", duration)
            total += duration
        }
        END { printf "%.3f\n", total }' "$1"
}

# Runs a bundle once under callgrind and prints the number of instructions it executed.
# valgrind 3.19 cannot read the DWARF 5 in bundles built here, so it runs a copy without debug
# information (symbols are kept).  $1 bundle, $2 scratch directory for the copy and profile.
count_instructions() {
    local bundle=$1 dir=$2
    mkdir -p "$dir"
    objcopy --strip-debug "$bundle" "$dir/bundle" || die "objcopy could not copy $bundle"
    valgrind --tool=callgrind --callgrind-out-file="$dir/callgrind.out" "$dir/bundle" \
        >"$dir/console.out" 2>"$dir/valgrind.err" ||
        die "the bundle failed under valgrind (see $dir/valgrind.err)"
    awk '/Collected :/ { print $NF }' "$dir/valgrind.err"
}

# Counts the finished-test lines in XCTest console output $1.
count_finished_tests() {
    grep -cE "^Test Case '.*' (passed|failed|skipped) \(" "$1" || true
}

# Runs a command with stdout and stderr sent to file $1, whatever its exit status, and prints its
# wall time in seconds (the runs a benchmark checks by their output, not their status).
wall_seconds() {
    local output=$1 start end
    shift
    start=$(date +%s.%N)
    "$@" >"$output" 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
