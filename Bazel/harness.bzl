"""harness_test: Bazel runs a test archive made by `harness archive` (Documentation/Bazel.md).

    load("@harness//:harness.bzl", "harness_test")

    harness_test(
        name = "unit_tests",
        archive = "tests.harness",        # harness archive --output tests.harness
        harness = ":harness",             # the harness program, a file or a rule's output
        shard_count = 3,
        size = "medium",
    )

The rule writes a launcher that runs `harness test --archive` inside Bazel's test protocol:
Harness itself reads the shard, the filter (`--test_filter`), `XML_OUTPUT_FILE`, the shard
status file, `TEST_PREMATURE_EXIT_FILE` and `TEST_TIMEOUT`; the launcher points every file
Harness writes into the test's own folders (`TEST_TMPDIR`, `TEST_UNDECLARED_OUTPUTS_DIR`), so
nothing is written outside Bazel's sandbox and a second `bazel test` with nothing changed is
cached.
"""

def _runfile(ctx, file):
    # A runfile's path below the runfiles folder; `short_path` starts with `../` for a file of
    # another repository, which the main repository's folder resolves.
    return "%s/%s" % (ctx.workspace_name, file.short_path)

def _quoted(text):
    return "'" + text.replace("'", "'\\''") + "'"

def _harness_test_impl(ctx):
    harness = ctx.executable.harness
    timings = ctx.files.timings
    lines = [
        "#!/usr/bin/env bash",
        "# Written by harness_test (Bazel/harness.bzl) for %s." % ctx.label,
        "set -euo pipefail",
        # Bazel runs a test in its runfiles tree, in the main repository's folder; `bazel run`
        # and a remote executor may only set RUNFILES_DIR.
        'runfiles="${RUNFILES_DIR:-${TEST_SRCDIR:-$0.runfiles}}"',
        "harness=\"$runfiles\"/%s" % _quoted(_runfile(ctx, harness)),
        "archive=\"$runfiles\"/%s" % _quoted(_runfile(ctx, ctx.file.archive)),
        # Every temporary file Harness writes (the unpacked archive, captured output, launched
        # programs' folders) goes to the test's own temporary folder, which Bazel empties.
        'export TMPDIR="${TEST_TMPDIR:?harness_test runs under bazel test, which sets TEST_TMPDIR}"',
        'outputs="${TEST_UNDECLARED_OUTPUTS_DIR:-$TEST_TMPDIR/outputs}"',
        'mkdir -p "$outputs"',
        "arguments=(test --archive \"$archive\" --attachments \"$outputs/attachments\")",
    ]
    if ctx.attr.html:
        lines.append('arguments+=(--html "$outputs/report.html")')
    if ctx.attr.history == "outputs":
        lines += [
            'arguments+=(--history "$outputs/history.sqlite")',
            'echo "harness_test: the run history is recorded in the test\'s outputs (history.sqlite)"',
        ]
    else:
        lines += [
            'arguments+=(--history "$TEST_TMPDIR/history.sqlite")',
            'echo "harness_test: the run history is off (kept in TEST_TMPDIR, which Bazel discards)"',
        ]
    if timings:
        # Earlier JUnit reports balance the shards by time; one shard alone has nothing to cut.
        lines.append('if [ -n "${TEST_TOTAL_SHARDS:-}" ]; then')
        lines.append("    arguments+=(--partition time --timings-from)")
        for report in timings:
            lines.append("    arguments+=(\"$runfiles\"/%s)" % _quoted(_runfile(ctx, report)))
        lines.append("fi")
    lines.append('exec "$harness" "${arguments[@]}" "$@"')

    launcher = ctx.actions.declare_file(ctx.label.name + ".harness_test.sh")
    ctx.actions.write(launcher, "\n".join(lines) + "\n", is_executable = True)
    runfiles = ctx.runfiles(files = [harness, ctx.file.archive] + timings + ctx.files.data)
    runfiles = runfiles.merge(ctx.attr.harness[DefaultInfo].default_runfiles)
    for target in ctx.attr.data:
        runfiles = runfiles.merge(target[DefaultInfo].default_runfiles)
    return [
        DefaultInfo(executable = launcher, runfiles = runfiles),
        testing.TestEnvironment(ctx.attr.env),
    ]

harness_test = rule(
    implementation = _harness_test_impl,
    test = True,
    doc = "Runs a Harness test archive under bazel test (shards, --test_filter, JUnit, outputs).",
    attrs = {
        "archive": attr.label(
            doc = "The file `harness archive --output NAME.harness` wrote.",
            allow_single_file = [".harness"],
            mandatory = True,
        ),
        "harness": attr.label(
            doc = "The harness program (built on the machine the archive was made on, or alike).",
            allow_single_file = True,
            executable = True,
            cfg = "target",
            mandatory = True,
        ),
        "timings": attr.label_list(
            doc = "Earlier JUnit reports (a shard's test.xml): with shard_count, shards are cut by these times.",
            allow_files = [".xml"],
        ),
        "env": attr.string_dict(doc = "Variables for the run and every test process."),
        "data": attr.label_list(doc = "Files the tests read, in the runfiles.", allow_files = True),
        "html": attr.bool(doc = "Write the HTML report to the test's outputs.", default = True),
        "history": attr.string(
            doc = "`outputs`: record the run history in the test's outputs; `off`: in TEST_TMPDIR, discarded.",
            values = ["outputs", "off"],
            default = "outputs",
        ),
    },
)
