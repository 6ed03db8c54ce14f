"""Measures harness ui's coverage views in Debian's headless Chromium (issue 34, item 8).

    python3 coverage.py --url http://127.0.0.1:PORT/?token=T [--runs 5] [--tests 10000] [--lines 20000]
                        [--served PACKAGE]

On a generated package of N tests and L source lines (measure.py's model of N tests, and one
source file of all L lines — the source view draws one file, so this is its worst case — with
the last covered run's gutter and every test's per-test lines, 10 lines each, all N running
lines 1-5): the requests for the model and the file are redirected to a server of this
script's own, as measure.py does. Measured inside the page, each until the frame after it:

1. the source view drawn with coverage: from the request for the file to the frame that
   shows it (the answer's transfer and parsing included); goal < 200 ms;
2. line → tests: a line selected until the frame that lists its tests, for a line every test
   ran (N tests, the first 200 listed by name) and for one few did; goal < 50 ms.
3. with --served PACKAGE (the package harness ui serves, grown by grow.py to the same size):
   the source request is not redirected, so the server's own answer is in the time: the first
   open after a coverage run (the lcov report touched before it: the server makes the answer)
   and the next open of the same file (the answer it kept), each until the frame after it; then
   the first open after a real covered run the page started (the server makes the answers of
   the files pages opened when a run ends, before they ask).
Prints one JSON object.
"""

import argparse
import json
import os
import pathlib
import shutil
import statistics
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from measure import generated_model, serve  # noqa: E402

FILE = "Sources/Generated/Big.swift"


def generated_source(model, lines):
    ids = [test["id"] for bundle in model["bundles"] for suite in bundle["suites"] for test in suite["tests"]]
    text = []
    for number in range(1, lines + 1):
        text.append(f"func f{number}() -> Int {{ {number} }}" if number % 10 == 1 else f"    let v{number} = {number} * 2")
    executed = [[first, first + 9] for first in range(1, lines + 1, 20)]
    missed = [[first, min(lines, first + 9)] for first in range(11, lines + 1, 20)]
    tests = [{"id": test, "lines": [[1, 5], [6 + (n * 2) % (lines - 16), 15 + (n * 2) % (lines - 16)]]}
             for n, test in enumerate(ids)]
    return {"file": FILE, "lines": text, "coverage": {"executed": executed, "missed": missed},
            "coveredAt": 1796000000, "tests": tests}


OPEN = """async (file) => {
  const before = performance.now();
  await sourceOpen(file, 10000);
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return performance.now() - before;
}"""


def generated_page(browser, arguments, model_url, source_url=None):
    """The page with the generated model (and, given, the generated source) in place of the
    server's, once it lists every generated test."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.route("**/api/model?*", lambda route: route.continue_(url=model_url))
    if source_url:
        page.route("**/api/source?*", lambda route: route.continue_(url=source_url))
    page.goto(arguments.url)
    page.wait_for_function(
        f"() => document.getElementById('filter-count').textContent.startsWith('{arguments.tests} of')",
        timeout=60_000, polling="raf")
    return page


def served(browser, arguments, model_url, found):
    """The source view drawn from harness ui's own answer: first after a coverage run, then again."""
    lcov = pathlib.Path(arguments.served) / ".build/harness/coverage/coverage.lcov"
    first, again, line = [], [], []
    for _ in range(arguments.runs):
        page = generated_page(browser, arguments, model_url)
        os.utime(lcov)  # as a coverage run rewrites it: the server's kept answer is stale
        first.append(page.evaluate(OPEN, FILE) / 1000)
        again.append(page.evaluate(OPEN, FILE) / 1000)
        assert page.locator('#source-lines .line[data-line="10000"]').count() == 1, "line 10000 not drawn"
        line.append(page.evaluate("""async () => {
          const before = performance.now();
          sourceSelect(3);
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          return performance.now() - before;
        }""") / 1000)
        found["served_line_3_says"] = page.locator("#line-tests h3").text_content()
        page.close()
    found["served_first_open_seconds"] = first
    found["served_first_open_median"] = statistics.median(first)
    found["served_open_again_seconds"] = again
    found["served_open_again_median"] = statistics.median(again)
    found["served_line_tests_every_test_seconds"] = line
    found["served_line_tests_every_test_median"] = statistics.median(line)


RUN_ONE = """async () => {
  await fetch(api('/api/coverage'), {method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({mode: 'per-test'})});
  run({scope: 'tests', tests: ['CounterTests.CounterTests/testIncrement']});
}"""


def after_run(browser, arguments, model_url, found):
    """The first open after a real covered run, as a user makes it: the page runs a test with
    per-test coverage (the server rewrites the report and the history), and half a second after
    the run ended (a click comes later than that) the file opens. The server made the answers
    of the files pages had opened when the run ended (UICoverageViews.refreshKept), so this is
    the open a user gets. The run's report no longer counts the grown file (the run covered the
    fixture's own sources): the answer has no gutter, and still the 10,000 tests' lines."""
    opens = []
    page = generated_page(browser, arguments, model_url)
    page.evaluate(OPEN, FILE)  # a file the page has open, as a user's
    run_button = page.get_by_role("button", name="Run", exact=True)
    for _ in range(arguments.runs):
        page.evaluate(RUN_ONE)
        page.wait_for_function("() => document.getElementById('run').disabled", timeout=60_000)
        page.wait_for_function("() => !document.getElementById('run').disabled", timeout=600_000)
        assert run_button.is_enabled()
        page.wait_for_timeout(500)
        opens.append(page.evaluate(OPEN, FILE) / 1000)
    page.close()
    found["served_first_open_after_a_run_seconds"] = opens
    found["served_first_open_after_a_run_median"] = statistics.median(opens)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tests", type=int, default=10_000)
    parser.add_argument("--lines", type=int, default=20_000)
    parser.add_argument("--served", help="the package harness ui serves, grown by grow.py")
    arguments = parser.parse_args()
    model = generated_model(arguments.tests)
    source = json.dumps(generated_source(model, arguments.lines)).encode()
    model_url = serve(json.dumps(model).encode())
    source_url = serve(source)
    found = {"tests": arguments.tests, "lines": arguments.lines, "source_answer_bytes": len(source)}
    draws, every, few = [], [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), headless=True,
                                             args=["--no-sandbox", "--disable-gpu"])
        for _ in range(arguments.runs):
            page = generated_page(browser, arguments, model_url, source_url)
            draw = page.evaluate("""async (file) => {
              const before = performance.now();
              await sourceOpen(file, 10000);
              await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
              return performance.now() - before;
            }""", FILE)
            assert page.locator('#source-lines .line[data-line="10000"]').count() == 1, "line 10000 not drawn"
            draws.append(draw / 1000)
            for line, kept in ((3, every), (10_011, few)):
                took = page.evaluate("""async (line) => {
                  const before = performance.now();
                  sourceSelect(line);
                  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
                  return performance.now() - before;
                }""", line)
                kept.append(took / 1000)
                found[f"line_{line}_says"] = page.locator("#line-tests h3").text_content()
            page.close()
        if arguments.served:
            served(browser, arguments, model_url, found)
            after_run(browser, arguments, model_url, found)
        browser.close()
    found["source_drawn_seconds"] = draws
    found["source_drawn_median"] = statistics.median(draws)
    found["line_tests_every_test_seconds"] = every
    found["line_tests_every_test_median"] = statistics.median(every)
    found["line_tests_few_tests_seconds"] = few
    found["line_tests_few_tests_median"] = statistics.median(few)
    print(json.dumps(found))


if __name__ == "__main__":
    main()
