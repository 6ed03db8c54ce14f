#!/usr/bin/env bash
# Runs Harness's whole test suite on a fresh machine: installs what the tests need that Swift
# does not bring (xmllint, which validates the JUnit reports against their schema; Chromium,
# the real browser the HTML report is tested in; SQLite's headers, which GRDB, the run
# history's library, builds against; OpenSSL's libcrypto headers, whose MD5 names functions in
# per-test coverage; tmux, the pseudo-terminal watch mode's tests drive; Playwright, through
# which harness ui's browser test drives that Chromium; Bazel 4.2 (bazel-bootstrap) and the
# rules_java it loads for every test rule, which run Harness's archives under `bazel test`
# offline, Documentation/Bazel.md),
# Node, which checks and unit-tests the navigator's script (Sources/HarnessReports/Navigator/Script),
# then checks the formatting (`swift format lint --strict` with the checked-in
# `.swift-format`), then `swift test`: the unit suites, then the end-to-end ones. Extra arguments go to `swift test`
# (e.g. `--filter EndToEndTests`).
set -euo pipefail
cd "$(dirname "$0")/.."
sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
missing=()
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -e /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
[ -e /usr/include/openssl/evp.h ] || missing+=(libssl-dev)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v bazel >/dev/null 2>&1 || missing+=(bazel-bootstrap)
[ -e /usr/share/bazel/rules/java/WORKSPACE ] || missing+=(bazel-rules-java)
python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing Debian's ${missing[*]} for the JUnit schema, HTML report browser, run history, coverage, watch mode and Bazel tests…" >&2
    $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# harness ui's browser test drives Debian's Chromium (above) with Playwright from PyPI; it never
# downloads Playwright's own browsers.
if ! python3 -c 'import playwright' >/dev/null 2>&1; then
    echo "Installing Playwright (PyPI) for harness ui's browser test…" >&2
    python3 -m pip install -q playwright 2>/dev/null || python3 -m pip install -q --break-system-packages playwright
fi
# axe-core, through axe-playwright-python (PyPI), checks the navigator's coverage views.
if ! python3 -c 'import axe_playwright_python' >/dev/null 2>&1; then
    echo "Installing axe-playwright-python (PyPI) for harness ui's accessibility checks…" >&2
    python3 -m pip install -q axe-playwright-python 2>/dev/null \
        || python3 -m pip install -q --break-system-packages axe-playwright-python
fi
if ! swift format lint --strict --recursive --parallel Sources Tests Plugins; then
    echo "Formatting differs from .swift-format: run 'swift format format -i -r Sources Tests Plugins' and commit." >&2
    exit 1
fi
# The navigator's script as JavaScript: each file's syntax, all of them as the page runs them (one
# script element, in NavigatorScriptPlugin's order, so a name declared twice fails here), then the
# helpers' tests.
navigator=Sources/HarnessReports/Navigator/Script
for script in "$navigator"/*.js; do
    node --check "$script" || { echo "$script: not valid JavaScript (node --check above)." >&2; exit 1; }
done
if ! cat "$navigator/navigator-helpers.js" "$navigator/navigator-coverage-helpers.js" \
    "$navigator/navigator-history-helpers.js" "$navigator/navigator.js" "$navigator/navigator-source.js" \
    "$navigator/navigator-history.js" | node --check -; then
    echo "$navigator: its files are not valid JavaScript as one script, in the page's order (above)." >&2
    exit 1
fi
if ! node --test --test-reporter=dot Tests/JavaScript/*.test.js; then
    echo "Tests/JavaScript: the navigator's script helpers fail their tests (above)." >&2
    exit 1
fi
if [ $# -gt 0 ]; then
    exec swift test "$@"
fi
# Two runs over one build: the unit suites first, then the end-to-end ones. The end-to-end
# suites wait on fixture builds and child processes for minutes, and in one process with the
# unit suites they starve Swift's cooperative pool (two threads on two cores), which stalled
# HarnessLaunch's sub-second time-outs for 50 s. --skip and --filter take the same pattern, so
# every test runs in exactly one of the two.
swift build --build-tests
status=0
swift test --skip-build --skip EndToEndTests || status=$?
# Harness's XCTest library (a release build, 45 s of CPU alone) is built by the first end-to-end
# test that needs it, while the others wait on its lock: under the suite's own load (35 on two
# cores) that took 15 minutes, past a browser test's limit. Built here first, on an idle machine,
# through the real route (NamesSuite on Harness's XCTest, as NamesEndToEndTests runs it).
if ! .build/debug/harness list --package-path Fixtures/NamesSuite --xctest harness > /dev/null; then
    echo "Harness's XCTest library could not be built ahead; the end-to-end tests that need it build it." >&2
fi
swift test --skip-build --filter EndToEndTests || status=$?
exit $status
