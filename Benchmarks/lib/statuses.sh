# Per-test statuses read from what `swift test` and `harness test` leave behind, one test a line:
#   KIND<TAB>NAME<TAB>STATUS
# KIND is `x` for a name as XCTest's console prints it (Class.method: corelibs XCTest prints no
# module) and `s` for a JUnit case (Module.Class.method, a Swift Testing suite's nesting written
# with dots). STATUS is passed, failed, skipped, crashed, timedOut or error. Sourced by
# Benchmarks/compat/bench.sh; defines functions only.

# XCTest's console output $1 (the toolchain's runner): the verdict of each run of a test, in
# order. A test that started and never ended (its bundle crashed, or the run was stopped) is
# `crashed`. A name that runs more than once (a class declared alike in two test modules: the
# console names no module) has one line per run, in the order they ran. Verdict lines are matched
# anywhere in a line: a test's own output without a final newline puts the next `Test Case` line
# after it.
xctest_console_statuses() {
    awk '
        match($0, /Test Case \x27[^\x27]+\x27 (started|passed|failed|skipped)/) {
            line = substr($0, RSTART + 11, RLENGTH - 11)
            quote = index(line, "\x27")
            name = substr(line, 1, quote - 1)
            verdict = substr(line, quote + 2)
            sub(/^-\[/, "", name); sub(/\]$/, "", name); gsub(/ /, ".", name)
            if (verdict == "started" || !(name in current)) {
                current[name] = ++count
                names[count] = name
            }
            status[current[name]] = (verdict == "started") ? "crashed" : verdict
        }
        END { for (i = 1; i <= count; i++) printf "x\t%s\t%s\n", names[i], status[i] }' "$1"
}

# A JUnit file $1, as Swift Testing writes it for `swift test --xunit-output` or as `harness test
# --junit` writes it (Documentation/Reports.md): one line per <testcase>, its status from the
# first verdict element inside it (a <flakyFailure> alone leaves it passed). Output text is
# escaped in both dialects, so a line that starts with an element is an element.
junit_statuses() {
    awk '
        function attribute(text, key,    value) {
            if (!match(text, " " key "=\"[^\"]*\"")) return ""
            value = substr(text, RSTART + length(key) + 3, RLENGTH - length(key) - 4)
            gsub(/&quot;/, "\"", value); gsub(/&apos;/, "\x27", value)
            gsub(/&lt;/, "<", value); gsub(/&gt;/, ">", value); gsub(/&amp;/, "\\&", value)
            return value
        }
        function finish() {
            if (open) printf "s\t%s\t%s\n", name, verdict
            open = 0
        }
        /^[ \t]*<testcase[ >]/ {
            finish()
            classname = attribute($0, "classname"); gsub(/\//, ".", classname)
            name = (classname == "" ? "" : classname ".") attribute($0, "name")
            verdict = "passed"; decided = 0; open = 1
            if ($0 ~ /\/>[ \t]*$/) finish()
            next
        }
        open && !decided && /^[ \t]*<(failure|error|skipped)[ \/>]/ {
            decided = 1
            if ($0 ~ /^[ \t]*<failure/) verdict = "failed"
            else if ($0 ~ /^[ \t]*<skipped/) verdict = "skipped"
            else if ($0 ~ /type="timeout"/) verdict = "timedOut"
            else if ($0 ~ /type="crash"/) verdict = "crashed"
            else verdict = "error"
        }
        open && /<\/testcase>/ { finish() }
        END { finish() }' "$1"
}

# Compares the toolchain's statuses (file $1) with Harness's (file $2), both in the format above,
# and prints one line per test: NAME<TAB>TOOLCHAIN<TAB>HARNESS, `absent` where one side has no
# such test (`notRun` on the toolchain's side once its XCTest bundle crashed: it stops there). A Harness case (always Module.Class.method) matches a toolchain JUnit case by its
# whole name, else the next unmatched run of an XCTest console name by its name without the
# module (two modules' classes of one name: in the order each side lists them).
compare_statuses() {
    awk -F'\t' '
        FILENAME == ARGV[1] {
            key = $1 ":" $2
            key = key "#" (++seen[key])
            order[++count] = key
            toolchain[key] = $3
            if ($1 == "x" && $3 == "crashed") bundleCrashed = 1
            next
        }
        {
            whole = "s:" $2 "#1"
            short = $2; sub(/^[^.]*\./, "", short); short = "x:" short
            key = ((whole in toolchain) && !(whole in harness)) ? whole : short "#" (++matched[short])
            if (!(key in toolchain) || (key in harness)) key = "s:" $2 "#h" FNR
            harness[key] = $3
            if (!(key in toolchain)) extra[++extras] = key
        }
        function shown(key) { key = substr(key, 3); sub(/#[h0-9]+$/, "", key); return key }
        END {
            for (i = 1; i <= count; i++) {
                key = order[i]
                printf "%s\t%s\t%s\n", shown(key), toolchain[key], (key in harness) ? harness[key] : "absent"
            }
            # After a crash the toolchain runs no further XCTest test: those are `notRun`.
            for (i = 1; i <= extras; i++) {
                printf "%s\t%s\t%s\n", shown(extra[i]), bundleCrashed ? "notRun" : "absent", harness[extra[i]]
            }
        }' "$1" "$2"
}
