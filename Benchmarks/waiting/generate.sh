#!/usr/bin/env bash
# Writes a Swift Testing package of mostly waiting tests (issue 23, item 9): SUITES suites of 20
# `@Test` functions (default 20: 400 tests), each waiting ~WAIT_MS ms (default 40) on a timer or
# on a socket's delayed reply, as a server package's tests wait on I/O, with a little arithmetic.
# No dependency on Harness: `harness test` builds it unmodified.
#
#   Benchmarks/waiting/generate.sh DIR [--suites N] [--wait-ms MS]
set -euo pipefail
DIR=${1:?usage: generate.sh DIR [--suites N] [--wait-ms MS]}
shift
SUITES=20
WAIT_MS=40
while [[ $# -gt 0 ]]; do
    case "$1" in
        --suites) SUITES=$2; shift 2 ;;
        --wait-ms) WAIT_MS=$2; shift 2 ;;
        *) echo "usage: generate.sh DIR [--suites N] [--wait-ms MS]" >&2; exit 2 ;;
    esac
done
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
mkdir -p "$DIR/Sources/Relay" "$DIR/Tests/WaitingBenchTests"
cat >"$DIR/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WaitingBench",
    targets: [
        .target(name: "Relay"),
        .testTarget(name: "WaitingBenchTests", dependencies: ["Relay"]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
# The fixture's relay: a socket whose far end answers after a delay, on a thread of its own.
cp "$ROOT/Fixtures/WaitingSuite/Sources/Relay/Relay.swift" "$DIR/Sources/Relay/Relay.swift"
for suite in $(seq 0 $((SUITES - 1))); do
    {
        echo "import Foundation"
        echo "import Relay"
        echo "import Testing"
        echo
        echo "@Suite struct Waiting$suite {"
        for test in $(seq 0 19); do
            echo "    @Test func test$test() async throws {"
            if ((test % 2 == 0)); then
                echo "        try await Task.sleep(for: .milliseconds($WAIT_MS))"
            else
                echo "        let relay = try #require(Relay(delay: Double($WAIT_MS) / 1000))"
                echo "        #expect(await relay.roundTrip(\"$suite.$test\") == \"$suite.$test\")"
            fi
            echo "        #expect((1...1000).reduce(0, +) == 500500)"
            echo "    }"
        done
        echo "}"
    } >"$DIR/Tests/WaitingBenchTests/Waiting$suite.swift"
done
echo "$DIR: $((SUITES * 20)) tests"
