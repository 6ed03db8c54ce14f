#!/usr/bin/env bash
# Selection quality of `harness test --changed` (issue 11): on a generated package of MODULES
# library modules (each with FUNCTIONS functions; module k calls module k-1) and MODULES test
# targets of CLASSES classes of TESTS tests (2,000 tests by default), per-test coverage is
# recorded once on the clean package; then, for each of MUTATIONS one-line mutations of a
# library function (one at a time, restored after):
#   - `harness test --changed --explain --dry-run` against a copy of that history: the selection;
#   - a full `harness test`: the tests that fail because of the mutation;
# and it checks that the selection runs at most 10% of the tests and includes every failing one.
#
#   Benchmarks/changed/selection.sh [--harness PATH] [--mutations N] [--first N] [--reuse]
#
# --first N starts at mutation N (1-based); --reuse keeps the package and history a previous
# run generated and recorded (no regeneration, no new recording).
#
# Prints one Markdown row per mutation and a verdict line. Work goes to .build-bench-changed/
# (git-ignored). Needs python3 (reads the JSON-lines report).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HARNESS="$ROOT/.build/debug/harness"
MODULES=10
FUNCTIONS=20
CLASSES=10
TESTS=20
MUTATIONS=20
FIRST=1
REUSE=0
while [ $# -gt 0 ]; do
    case "$1" in
        --harness) HARNESS=$2; shift 2 ;;
        --mutations) MUTATIONS=$2; shift 2 ;;
        --first) FIRST=$2; shift 2 ;;
        --reuse) REUSE=1; shift ;;
        *) echo "usage: $0 [--harness PATH] [--mutations N] [--first N] [--reuse]" >&2; exit 2 ;;
    esac
done
[ -x "$HARNESS" ] || { echo "no harness at $HARNESS: swift build --product harness, or pass --harness" >&2; exit 2; }
WORK="$ROOT/.build-bench-changed"
PKG="$WORK/package"
TOTAL=$((MODULES * CLASSES * TESTS))
HISTORY="$WORK/history.sqlite"
if [ "$REUSE" -eq 1 ] && [ -f "$HISTORY" ]; then
    git -C "$PKG" checkout -q -- .
else
rm -rf "$PKG/Sources" "$PKG/Tests" "$PKG/.git"
mkdir -p "$PKG"

# The library: in module k, function f(x) branches on x's parity (two one-line bodies a
# mutation can change), and every fifth function also calls module k-1's function of the
# same number, so a mutation there fails tests of module k too.
{
    echo "// swift-tools-version: 6.0"
    echo "import PackageDescription"
    echo "let package = Package("
    echo "    name: \"SelectionBench\","
    echo "    dependencies: [.package(name: \"Harness\", path: \"$ROOT\")],"
    echo "    targets: ["
    for k in $(seq 0 $((MODULES - 1))); do
        deps=""
        [ "$k" -gt 0 ] && deps="\"Lib$((k - 1))\""
        echo "        .target(name: \"Lib$k\", dependencies: [$deps]),"
        echo "        .testTarget(name: \"Lib${k}Tests\", dependencies: [\"Lib$k\", .product(name: \"XCTest\", package: \"Harness\")]),"
    done
    echo "    ]"
    echo ")"
} >"$PKG/Package.swift"
# The value function f of module k returns for x, as the tests expect it (bash arithmetic).
value() {
    local k=$1 f=$2 x=$3 v
    if [ $((x % 2)) -eq 0 ]; then v=$((x * (k + 2) + f)); else v=$((x * (f + 3) - k)); fi
    if [ $((f % 5)) -eq 4 ] && [ "$k" -gt 0 ]; then v=$((v + $(value $((k - 1)) "$f" "$x"))); fi
    echo "$v"
}
for k in $(seq 0 $((MODULES - 1))); do
    mkdir -p "$PKG/Sources/Lib$k" "$PKG/Tests/Lib${k}Tests"
    {
        [ "$k" -gt 0 ] && echo "import Lib$((k - 1))"
        for f in $(seq 0 $((FUNCTIONS - 1))); do
            echo ""
            echo "public func m${k}f$f(_ x: Int) -> Int {"
            echo "    var value = 0"
            echo "    if x % 2 == 0 {"
            echo "        value = x * $((k + 2)) + $f"
            echo "    } else {"
            echo "        value = x * $((f + 3)) - $k"
            echo "    }"
            if [ $((f % 5)) -eq 4 ] && [ "$k" -gt 0 ]; then
                echo "    value += m$((k - 1))f$f(x)"
            fi
            echo "    return value"
            echo "}"
        done
    } >"$PKG/Sources/Lib$k/Lib$k.swift"
    # Test t of class c calls function (c * TESTS + t) % FUNCTIONS with an argument whose
    # parity alternates, so each function has ~10 tests, half through each branch.
    for c in $(seq 0 $((CLASSES - 1))); do
        {
            echo "import Lib$k"
            echo "import XCTest"
            echo "final class Class$c: XCTestCase {"
            for t in $(seq 0 $((TESTS - 1))); do
                f=$(((c * TESTS + t) % FUNCTIONS))
                x=$((c + t + 1))
                echo "    func test$t() { XCTAssertEqual(m${k}f$f($x), $(value "$k" "$f" "$x")) }"
            done
            echo "}"
        } >"$PKG/Tests/Lib${k}Tests/Class$c.swift"
    done
done
cat >"$PKG/.gitignore" <<'EOF'
.build
Package.resolved
EOF
git -C "$PKG" init -q
git -C "$PKG" add -A
git -C "$PKG" -c user.name=bench -c user.email=bench@localhost commit -qm "generated"

rm -f "$HISTORY"
echo "Recording per-test coverage of $TOTAL tests (builds instrumented)…" >&2
"$HARNESS" test --package-path "$PKG" --coverage per-test --history "$HISTORY" >"$WORK/record.out" 2>&1 \
    || { tail -20 "$WORK/record.out" >&2; exit 1; }
grep -q "Per-test coverage: $TOTAL test(s)" "$WORK/record.out" \
    || { echo "per-test coverage did not record $TOTAL tests:" >&2; tail -5 "$WORK/record.out" >&2; exit 1; }
echo "Building plain…" >&2
"$HARNESS" test --package-path "$PKG" --history "$WORK/plain-history.sqlite" >/dev/null 2>&1
fi

failed_tests() { # the JSON-lines report's failed tests, one `Module.Class/method` a line
    python3 -c '
import json, sys
for line in open(sys.argv[1]):
    event = json.loads(line)
    if event.get("kind") == "testFinished" and event.get("status") != "passed":
        i = event["id"]
        print("%s.%s/%s" % (i["module"], i["className"], i["method"]))
' "$1" | sort -u
}

echo "| # | mutation | failing (full run) | selected | selected % | every failing test selected |"
echo "|---|---|---|---|---|---|"
ALL_OK=1
for m in $(seq $((FIRST - 1)) $((MUTATIONS - 1))); do
    k=$(((m * 3) % MODULES))
    f=$(((m * 7 + m / MODULES) % FUNCTIONS))
    file="$PKG/Sources/Lib$k/Lib$k.swift"
    if [ $((m % 2)) -eq 0 ]; then
        from="value = x \\* $((k + 2)) + $f\$"; to="value = x * $((k + 2)) + $((f + 1))"; branch=even
    else
        from="value = x \\* $((f + 3)) - $k\$"; to="value = x * $((f + 3)) - $((k + 1))"; branch=odd
    fi
    line=$(awk -v fn="public func m${k}f$f(" 'index($0, fn) { inside = 1 } inside && /value = x/ { print NR }' "$file" \
        | sed -n "$([ $branch = even ] && echo 1 || echo 2)p")
    sed -i "${line}s/$from/$to/" "$file"
    git -C "$PKG" diff --quiet && { echo "mutation $m changed nothing" >&2; exit 1; }
    cp "$HISTORY" "$WORK/mutation-history.sqlite"
    "$HARNESS" test --package-path "$PKG" --history "$WORK/mutation-history.sqlite" --changed --explain --dry-run \
        >"$WORK/changed-$m.out" 2>&1 || true
    grep '^  [A-Za-z0-9_]*\.[A-Za-z0-9_]*/[A-Za-z0-9_]*: ' "$WORK/changed-$m.out" | sed 's/^  //; s/: .*//' | sort -u \
        >"$WORK/selected-$m.txt"
    "$HARNESS" test --package-path "$PKG" --history "$WORK/plain-history.sqlite" --json "$WORK/full-$m.jsonl" \
        >"$WORK/full-$m.out" 2>&1 || true
    failed_tests "$WORK/full-$m.jsonl" >"$WORK/failing-$m.txt"
    git -C "$PKG" checkout -q -- .
    failing=$(wc -l <"$WORK/failing-$m.txt")
    selected=$(wc -l <"$WORK/selected-$m.txt")
    missed=$(comm -23 "$WORK/failing-$m.txt" "$WORK/selected-$m.txt" | wc -l)
    percent=$(echo "scale=1; 100 * $selected / $TOTAL" | bc)
    ok=yes
    if [ "$missed" -gt 0 ] || [ "$failing" -eq 0 ] || [ "$((selected * 10))" -gt "$TOTAL" ]; then ok=no; ALL_OK=0; fi
    [ "$missed" -gt 0 ] && ok="no ($missed missed)"
    [ "$failing" -eq 0 ] && ok="no (nothing failed)"
    echo "| $((m + 1)) | Lib$k \`m${k}f$f\` line $line ($branch branch) | $failing | $selected | $percent | $ok |"
done
if [ "$ALL_OK" -eq 1 ]; then
    echo "All $MUTATIONS mutations: at most 10% of $TOTAL tests selected, every failing test among them."
else
    echo "NOT MET on at least one mutation (see the rows)."
fi
