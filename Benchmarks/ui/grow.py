"""Grows a package's real coverage state to coverage.py's size, so that harness ui's own
answers (GET /api/source) are measured, not only the page (issue 34, item 8).

    python3 grow.py PACKAGE [--tests 10000] [--lines 20000]

PACKAGE must have run `harness test --coverage per-test` once: its run history and lcov report
have harness's own layout. This adds, as that run's: the generated source file of coverage.py
(Sources/Generated/Big.swift, L lines), its record in the lcov report (the gutter coverage.py
sends), and N tests of measure.py's model with their per-test lines of that file (lines 1-5
for every test, 10 more each), so the server reads, selects and encodes what a package of that
size would give it.
"""

import argparse
import pathlib
import sqlite3
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from coverage import FILE, generated_source  # noqa: E402
from measure import generated_model  # noqa: E402


def text_of(ranges):
    return ",".join(f"{a}" if a == b else f"{a}-{b}" for a, b in ranges)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("package")
    parser.add_argument("--tests", type=int, default=10_000)
    parser.add_argument("--lines", type=int, default=20_000)
    arguments = parser.parse_args()
    root = pathlib.Path(arguments.package).resolve()
    model = generated_model(arguments.tests)
    source = generated_source(model, arguments.lines)
    path = root / FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(source["lines"]) + "\n")

    lcov = root / ".build/harness/coverage/coverage.lcov"
    kept = lcov.read_text()
    record = [f"SF:{path}"]
    counted = sorted([(line, 3) for a, b in source["coverage"]["executed"] for line in range(a, b + 1)]
                     + [(line, 0) for a, b in source["coverage"]["missed"] for line in range(a, b + 1)])
    record += [f"DA:{line},{count}" for line, count in counted]
    record += [f"LF:{len(counted)}", f"LH:{sum(1 for _, c in counted if c)}", "end_of_record"]
    if f"SF:{path}\n" not in kept:
        lcov.write_text(kept + "\n".join(record) + "\n")

    database = sqlite3.connect(root / ".build/harness/history.sqlite")
    (run,) = database.execute("SELECT max(run) FROM coverage").fetchone()
    if run is None:
        sys.exit(f"{root} has no per-test coverage: run harness test --coverage per-test there first")
    bundle = model["bundles"][0]["name"]
    with database:
        for covering in source["tests"]:
            suite = covering["id"].split("/")[0]
            database.execute("INSERT OR IGNORE INTO test (bundle, identifier, suite) VALUES (?, ?, ?)",
                             (bundle, covering["id"], suite))
            (test,) = database.execute("SELECT id FROM test WHERE bundle = ? AND identifier = ?",
                                       (bundle, covering["id"])).fetchone()
            database.execute("INSERT OR REPLACE INTO coverage (test, run, file, lines) VALUES (?, ?, ?, ?)",
                             (test, run, str(path), text_of(covering["lines"])))
    database.close()
    print(f"grew {root}: {FILE} of {arguments.lines} lines, {len(source['tests'])} tests covering it (run {run})")


if __name__ == "__main__":
    main()
