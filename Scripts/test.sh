#!/usr/bin/env bash
# Runs Harness's whole test suite on a fresh machine: installs what the tests need that Swift
# does not bring (xmllint, which validates the JUnit reports against their schema), then
# `swift test`. Extra arguments go to `swift test` (e.g. `--filter EndToEndTests`).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v xmllint >/dev/null 2>&1; then
    sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
    echo "Installing xmllint (Debian's libxml2-utils) for the JUnit schema tests…" >&2
    $sudo apt-get update -qq && $sudo apt-get install -y -qq libxml2-utils >/dev/null
fi
exec swift test "$@"
