#!/usr/bin/env bash
# The run history's speed goals (issue 10): recording a 10,000-test run, `harness history` over
# 100 such runs, and time-balanced shards on a skewed suite beside count: and hash:.
#
#   Benchmarks/history/bench.sh [-c release|debug]
#
# Generates a package in .build-bench-history/ (git-ignored) whose one executable is main.swift,
# linked against this repository's HarnessHistory, HarnessModel and HarnessRunner, builds it (release by
# default, as an installed harness is) and runs it. Prints a Markdown report.
set -euo pipefail
CONFIG=release
while [[ $# -gt 0 ]]; do
    case "$1" in
        -c) CONFIG=$2; shift 2 ;;
        *) echo "usage: $0 [-c release|debug]" >&2; exit 2 ;;
    esac
done
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
WORK="$ROOT/.build-bench-history"
PKG="$WORK/pkg"
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
mkdir -p "$PKG/Sources/HistoryBench"
cp "$ROOT/Benchmarks/history/main.swift" "$PKG/Sources/HistoryBench/main.swift"
cat >"$PKG/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "HistoryBench",
    dependencies: [.package(name: "Harness", path: "$ROOT")],
    targets: [
        .executableTarget(name: "HistoryBench", dependencies: [
            .product(name: "HarnessHistory", package: "Harness"),
            .product(name: "HarnessModel", package: "Harness"),
            .product(name: "HarnessRunner", package: "Harness"),
            .product(name: "HarnessBaselines", package: "Harness"),
            .product(name: "HarnessWire", package: "Harness"),
        ]),
    ]
)
MANIFEST
echo "bench: building ($CONFIG)…" >&2
"$SWIFT" build -c "$CONFIG" --package-path "$PKG" >"$WORK/build.log" 2>&1 || { tail -30 "$WORK/build.log" >&2; exit 1; }
"$PKG/.build/$CONFIG/HistoryBench" "$WORK"
