#!/usr/bin/env bash
# Runs an unmodified Swift package's tests twice — once on the toolchain's XCTest, once on
# Harness's — and compares the outcomes test by test. The package is never edited: Harness's
# XCTest is swapped in with compiler and linker flags alone.
#
#   Scripts/run-unmodified.sh PATH [--only-differences]
#
# Steps:
#   1. build Harness's `HarnessXCTest` dynamic library (module `XCTest`) in its own scratch path
#   2. build PATH's tests against it:  -I<modules>  -L<lib dir> -lHarnessXCTest  -rpath <lib dir>
#   3. build PATH's tests normally, on the toolchain's XCTest
#   4. check with ldd that each bundle links the XCTest it should, run both, capture their output
#   5. `harness compare-logs` prints the per-test table and the verdict
#
# Everything is written under <harness>/.build-unmodified/ (git-ignored); PATH is only read
# (SwiftPM may write a Package.resolved there if the package has none, as any build does).
#
# Exit status: 0 identical outcomes (and the same bundle exit status), 1 different,
# 2 a build or a run could not be done (the log named on the last line says why).
#
# Environment: HARNESS_JOBS (parallel build jobs, default 2), HARNESS_RUN_TIMEOUT (seconds a
# bundle may run, default 1800), SWIFT (the swift driver, default `swift` on PATH, else
# /opt/swift/usr/bin/swift).
set -euo pipefail

usage() {
    echo "usage: $0 PATH-TO-PACKAGE [--only-differences]" >&2
    exit 2
}

fail() {
    echo "run-unmodified: $*" >&2
    exit 2
}

[[ $# -ge 1 ]] || usage
PACKAGE_ARG=$1
shift
COMPARE_FLAGS=()
for arg in "$@"; do
    case "$arg" in
        --only-differences) COMPARE_FLAGS+=(--only-differences) ;;
        *) usage ;;
    esac
done

[[ -f "$PACKAGE_ARG/Package.swift" ]] || fail "no Package.swift in '$PACKAGE_ARG': pass the root of a Swift package"
PACKAGE=$(cd "$PACKAGE_ARG" && pwd -P)
HARNESS=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
NAME=$(basename "$PACKAGE")

if [[ -z "${SWIFT:-}" ]]; then
    if command -v swift >/dev/null 2>&1; then SWIFT=swift
    elif [[ -x /opt/swift/usr/bin/swift ]]; then SWIFT=/opt/swift/usr/bin/swift
    else fail "no swift on PATH: install a Swift toolchain or set SWIFT"; fi
fi
JOBS=(-j "${HARNESS_JOBS:-2}")
RUN_TIMEOUT=${HARNESS_RUN_TIMEOUT:-1800}

WORK="$HARNESS/.build-unmodified"
LIB_SCRATCH="$WORK/harness-xctest"   # only the XCTest product: its Modules dir goes on -I
CLI_SCRATCH="$WORK/harness-cli"      # kept apart so ArgumentParser's module never shadows one of PATH's
OUT="$WORK/$NAME"
mkdir -p "$OUT"

step() { printf '== %s\n' "$*"; }

# Runs a build, its output to a log; on failure shows the errors and names the log.
build() {
    local what=$1 log=$2
    shift 2
    if ! "$SWIFT" build "${JOBS[@]}" "$@" >"$log" 2>&1; then
        grep -E 'error:' "$log" | sort -u | head -40 >&2 || true
        fail "$what failed to build; full log: $log"
    fi
}

# The single .xctest bundle a test build produced.
bundle_in() {
    local bin=$1 bundles=()
    shopt -s nullglob
    bundles=("$bin"/*.xctest)
    shopt -u nullglob
    [[ ${#bundles[@]} -eq 1 ]] || fail "expected one .xctest bundle in $bin, found ${#bundles[@]}: does '$PACKAGE' have test targets?"
    printf '%s\n' "${bundles[0]}"
}

step "1. Harness's XCTest as a shared library"
build "Harness's HarnessXCTest product" "$OUT/build-harness-xctest.log" \
    --package-path "$HARNESS" --scratch-path "$LIB_SCRATCH" --product HarnessXCTest
LIB_DIR=$("$SWIFT" build --package-path "$HARNESS" --scratch-path "$LIB_SCRATCH" --show-bin-path)
[[ -f "$LIB_DIR/libHarnessXCTest.so" ]] || fail "no libHarnessXCTest.so in $LIB_DIR after the build"
MODULES="$LIB_DIR/Modules"
[[ -d "$MODULES/XCTest.swiftmodule" || -f "$MODULES/XCTest.swiftmodule" ]] || MODULES="$LIB_DIR"
[[ -e "$MODULES/XCTest.swiftmodule" ]] || fail "no XCTest.swiftmodule under $LIB_DIR"

# Flags that put Harness's XCTest in place of the toolchain's. Each was checked by leaving it
# out (Swift 6.3.1, Linux):
# - `-I<modules>`: Harness's XCTest.swiftmodule is found before the toolchain's, since search
#   paths come before the runtime resource directory;
# - `-fmodule-map-file=<CXCTestSupport map>`: Harness's XCTest imports its C helper module
#   publicly, so every client needs the map (without it: "missing required module
#   'CXCTestSupport'");
# - `-L<lib dir> -lHarnessXCTest`: SwiftPM builds the module without `-module-link-name`, so it
#   autolinks nothing; without `-l` the link fails on undefined `$s6XCTest…` symbols, without
#   `-L` ld cannot find the library. (For the same reason nothing pulls in the toolchain's
#   libXCTest.so; `-module-link-name` is not needed.)
# - `-rpath=<lib dir>`: the bundle finds the library when run from anywhere.
HARNESS_FLAGS=(
    -Xswiftc "-I$MODULES"
    -Xlinker "-L$LIB_DIR" -Xlinker -lHarnessXCTest -Xlinker "-rpath=$LIB_DIR"
)
for map in "$LIB_DIR"/CXCTestSupport.build/module.modulemap "$HARNESS"/Sources/CXCTestSupport/include/module.modulemap; do
    if [[ -f "$map" ]]; then
        HARNESS_FLAGS+=(-Xswiftc -Xcc -Xswiftc "-fmodule-map-file=$map")
        break
    fi
done

step "2. $NAME's tests on Harness"
# SwiftPM tracks the package's own inputs, not modules found through -I: after Harness's XCTest
# changes it would happily keep objects compiled against the old module and link them to the
# new library (a crash at run time, as class layouts moved). So the Harness build is thrown
# away whenever the modules it compiled against are not the ones built in step 1.
STAMP_FILE="$OUT/harness-modules.sha256"
STAMP=$(find "$MODULES" -maxdepth 1 -type f -name '*.swiftmodule' -print0 | sort -z | xargs -0 -r cat | sha256sum | cut -d' ' -f1)
if [[ "$(cat "$STAMP_FILE" 2>/dev/null)" != "$STAMP" ]]; then
    rm -rf "$("$SWIFT" build --package-path "$PACKAGE" --scratch-path "$OUT/harness" --show-bin-path)"
fi
build "$NAME's tests on Harness" "$OUT/build-harness.log" \
    --build-tests --package-path "$PACKAGE" --scratch-path "$OUT/harness" "${HARNESS_FLAGS[@]}"
echo "$STAMP" >"$STAMP_FILE"
HARNESS_BUNDLE=$(bundle_in "$("$SWIFT" build --package-path "$PACKAGE" --scratch-path "$OUT/harness" --show-bin-path)")

step "3. $NAME's tests on the toolchain's XCTest"
build "$NAME's tests on the toolchain's XCTest" "$OUT/build-toolchain.log" \
    --build-tests --package-path "$PACKAGE" --scratch-path "$OUT/toolchain"
TOOLCHAIN_BUNDLE=$(bundle_in "$("$SWIFT" build --package-path "$PACKAGE" --scratch-path "$OUT/toolchain" --show-bin-path)")

step "4. checking what each bundle links, then running both"
# The swap is only real if the loader agrees: Harness's bundle must resolve
# libHarnessXCTest.so from our build and must not load the toolchain's libXCTest.so at all.
HARNESS_LDD=$(ldd "$HARNESS_BUNDLE")
if grep -qE '(^|[[:space:]/])libXCTest\.so' <<<"$HARNESS_LDD"; then
    grep -E 'XCTest' <<<"$HARNESS_LDD" >&2
    fail "the Harness bundle still loads the toolchain's libXCTest.so: $HARNESS_BUNDLE"
fi
grep -qF "libHarnessXCTest.so => $LIB_DIR/libHarnessXCTest.so" <<<"$HARNESS_LDD" \
    || fail "the Harness bundle does not load $LIB_DIR/libHarnessXCTest.so: $HARNESS_BUNDLE"
grep -qE 'libXCTest\.so => ' <<<"$(ldd "$TOOLCHAIN_BUNDLE")" \
    || fail "the toolchain bundle does not load libXCTest.so: $TOOLCHAIN_BUNDLE"
echo "   Harness bundle:   $(grep -F libHarnessXCTest.so <<<"$HARNESS_LDD" | xargs)"
echo "   toolchain bundle: $(ldd "$TOOLCHAIN_BUNDLE" | grep -E 'libXCTest\.so' | xargs)"

# Runs a bundle from the package's root (suites read fixtures relative to it), capturing
# stdout and stderr together, as a person running it in a terminal would see them.
run_bundle() {
    local bundle=$1 log=$2 status=0
    (cd "$PACKAGE" && timeout --kill-after=10 "$RUN_TIMEOUT" "$bundle") >"$log" 2>&1 || status=$?
    echo "$status"
}
TOOLCHAIN_STATUS=$(run_bundle "$TOOLCHAIN_BUNDLE" "$OUT/toolchain.log")
HARNESS_STATUS=$(run_bundle "$HARNESS_BUNDLE" "$OUT/harness.log")
echo "   toolchain run: exit $TOOLCHAIN_STATUS, log $OUT/toolchain.log"
echo "   Harness run:   exit $HARNESS_STATUS, log $OUT/harness.log"

step "5. comparing"
build "the harness command" "$OUT/build-harness-cli.log" \
    --package-path "$HARNESS" --scratch-path "$CLI_SCRATCH" --product harness
HARNESS_CLI="$("$SWIFT" build --package-path "$HARNESS" --scratch-path "$CLI_SCRATCH" --show-bin-path)/harness"
COMPARE_STATUS=0
"$HARNESS_CLI" compare-logs "${COMPARE_FLAGS[@]}" "$OUT/toolchain.log" "$OUT/harness.log" || COMPARE_STATUS=$?

if [[ $COMPARE_STATUS -eq 0 && $TOOLCHAIN_STATUS -ne $HARNESS_STATUS ]]; then
    echo "DIFFERENT: bundle exit status $TOOLCHAIN_STATUS on the toolchain, $HARNESS_STATUS on Harness"
    exit 1
fi
exit "$COMPARE_STATUS"
