"""Drives `harness ui`'s page in Debian's Chromium through Playwright, as a user would; or,
with --report, opens an `--html` report (the same page, read-only) from file://.

Run by UIEndToEndTests (Swift Testing) with the address `harness ui` printed, the package it
serves (a copy of Fixtures/UISuite, whose source this script fixes) and a folder for the
screenshots of each step; then with the copy's report. ReportEndToEndTests runs it on reports
with an image attachment and a measurement against its baseline. Prints one line per step;
any failed expectation ends it non-zero.

    python3 navigator.py --url http://127.0.0.1:PORT/?token=T --package DIR --out DIR
    python3 navigator.py --report FILE --out DIR [--select TEST] [--expect-image] [--expect-chart]
"""

import argparse
import json
import os
import pathlib
import shutil
import sys
import urllib.error
import urllib.request

from playwright.sync_api import expect, sync_playwright

BUILD_LIMIT = 900_000  # ms: the first listing builds the fixture (and Harness's library)
RUN_LIMIT = 300_000


def chromium_path():
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    sys.exit("error: no chromium on PATH: apt-get install chromium")


def status(url, headers=None):
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def row(page, test_id):
    return page.locator(f'.row.test[data-test="{test_id}"]')


def launch(playwright):
    return playwright.chromium.launch(
        executable_path=chromium_path(), headless=True, args=["--no-sandbox", "--disable-gpu"])


def new_page(browser, width=1280, height=900):
    """A page whose console errors are printed (the end-to-end test shows them on failure)."""
    page = browser.new_page(viewport={"width": width, "height": height})
    page.on("console", lambda message: print(f"console: {message.text}") if message.type == "error" else None)
    return page


def status_of(page, test_id):
    return row(page, test_id).locator(".status")


def idle(page):
    """The toolbar's Run enabled again: nothing is building or running."""
    expect(page.get_by_role("button", name="Run", exact=True)).to_be_enabled(timeout=RUN_LIMIT)


def no_axe_violations(page, where):
    # Imported here: the report's checks run where axe-core is not installed too.
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    assert results.violations_count == 0, f"axe-core on {where}:\n{results.generate_report()}"


def check_report(arguments, out):
    """The static report: the navigator's page from file://, read-only, its detail embedded."""
    with sync_playwright() as playwright:
        browser = launch(playwright)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("request", lambda request: errors.append("fetched " + request.url)
                if not request.url.startswith(("file:", "data:")) else None)
        page.goto(pathlib.Path(arguments.report).resolve().as_uri())
        expect(page.locator("html")).to_have_attribute("data-ready", "true")
        expect(page.get_by_role("tree", name="Tests")).to_be_visible()
        for name in ("Run", "Run failed", "Stop"):
            expect(page.get_by_role("button", name=name, exact=True)).to_have_count(0)
        expect(page.get_by_role("switch", name="Watch")).to_have_count(0)
        expect(page.locator(".row .play")).to_have_count(0)
        print("step report read-only: the navigator from file://, no Run, Stop or Watch")
        if arguments.nested:
            suite, nested, test = arguments.nested.split(",")
            outer = page.locator('.row.suite[aria-level="2"]', has_text=suite)
            expect(outer).to_be_visible()
            inner = page.locator('.row.suite[aria-level="3"]', has_text=nested)
            expect(inner).to_be_visible()
            expect(row(page, test)).to_have_attribute("aria-level", "4")
            print("step report nested: a nested suite under its suite")
        if arguments.select:
            page.get_by_role("searchbox", name="Filter").fill(arguments.select.split("/")[-1])
            row(page, arguments.select).locator(".name").click()
            expect(page.locator("#detail h2")).to_have_text(arguments.select)
        expect(page.locator("#detail .result")).to_be_visible()
        if arguments.expect_image:
            image = page.locator('#detail .attachment img[src^="data:image/"]').first
            expect(image).to_be_visible()
            assert image.evaluate("(i) => i.complete && i.naturalWidth > 0"), "the inline image did not decode"
            print("step report image: an image attachment inline")
        if arguments.expect_chart:
            expect(page.locator("#detail svg.chart").first).to_be_visible()
            expect(page.locator("#detail svg.chart line.baseline").first).to_be_attached()
            print("step report chart: a measurement charted against its baseline")
        page.screenshot(path=str(out / f"report-{arguments.name}.png"), full_page=True)
        assert not errors, f"the report failed or fetched: {errors}"
        browser.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url")
    parser.add_argument("--package")
    parser.add_argument("--out", required=True)
    parser.add_argument("--report")
    parser.add_argument("--name", default="report")
    parser.add_argument("--select")
    parser.add_argument("--nested")
    parser.add_argument("--expect-image", action="store_true")
    parser.add_argument("--expect-chart", action="store_true")
    arguments = parser.parse_args()
    out = pathlib.Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    if arguments.report:
        check_report(arguments, out)
        return
    double = "CounterTests.CounterTests/testDouble"
    increment = "CounterTests.CounterTests/testIncrement"
    hang = "WaitingTests.HangTests/testHangs"
    sum_test = "CounterTests.SumTests/sumOfIncrements()"
    carry = "CounterTests.SumTests.Carry/carriesOver(_:)"
    added = "CounterTests.AddedTests/testAdded"

    with sync_playwright() as playwright:
        browser = launch(playwright)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.on("console", lambda message: print(f"console: {message.text}") if message.type == "error" else None)

        # 1. Open: the tree lists both frameworks' tests once the package is built and listed.
        page.goto(arguments.url)
        expect(row(page, double)).to_be_visible(timeout=BUILD_LIMIT)
        expect(row(page, sum_test)).to_be_visible()
        expect(row(page, sum_test).locator(".tag")).to_have_text("arithmetic")
        # Swift Testing's nested suite is a node under its suite, with its count.
        nested = page.locator('.row.suite[aria-level="3"]', has_text="Carry")
        expect(nested).to_be_visible()
        expect(nested.locator(".count")).to_have_text("1 test")
        expect(row(page, carry)).to_have_attribute("aria-level", "4")
        expect(page.get_by_role("button", name="Run", exact=True)).to_be_enabled(timeout=BUILD_LIMIT)
        # The keyboard reaches the tree: Tab from the filters lands on its first row, ↓ selects on.
        page.get_by_role("checkbox", name="Flaky").focus()
        page.keyboard.press("Tab")
        expect(page.locator(".row").first).to_be_focused()
        page.keyboard.press("ArrowDown")
        expect(page.locator('.row[aria-selected="true"]')).to_have_count(1)
        page.screenshot(path=str(out / "1-open.png"), full_page=True)
        print("step open: the navigator lists the tests")

        # 2. Filter by text: only the matching test stays, and the count says so.
        page.get_by_role("searchbox", name="Filter").fill("double")
        expect(row(page, double)).to_be_visible()
        expect(row(page, increment)).to_be_hidden()
        expect(row(page, hang)).to_be_hidden()
        expect(page.locator("#filter-count")).to_have_text("1 of 5 tests shown")
        page.screenshot(path=str(out / "2-filter.png"), full_page=True)
        page.get_by_role("searchbox", name="Filter").fill("")
        expect(row(page, increment)).to_be_visible()
        print("step filter: one test of five shown")

        # 3. Run the failing test by its row's button: it turns "failed" live, with its message.
        page.get_by_role("button", name="Run testDouble", exact=True).click()
        expect(row(page, double).locator(".status")).to_have_text("failed", timeout=RUN_LIMIT)
        expect(row(page, increment).locator(".status")).to_have_text("not run")
        row(page, double).locator(".name").click()
        expect(page.locator("#detail")).to_contain_text("double is wrong")
        expect(page.locator("#detail pre.source mark")).to_contain_text("XCTAssertEqual(double(21), 42")
        # The parameterized test in the nested suite, run by its row: its cases become rows under it.
        page.get_by_role("button", name="Run carriesOver(_:)", exact=True).click()
        expect(row(page, carry).locator(".status")).to_have_text("passed", timeout=RUN_LIMIT)
        row(page, carry).locator(".twisty").click()
        expect(page.locator(".row.case")).to_have_count(2)
        expect(page.locator(".row.case").first).to_contain_text("9")
        expect(page.locator(".row.case").first.locator(".status")).to_have_text("passed")
        expect(page.get_by_role("button", name="Run", exact=True)).to_be_enabled(timeout=RUN_LIMIT)
        row(page, double).locator(".name").click()
        page.screenshot(path=str(out / "3-failed.png"), full_page=True)
        print("step run: testDouble failed live, its source line shown; carriesOver's cases listed")

        # 4. Watch: fix the source, and the failing test reruns and turns green.
        page.get_by_role("switch", name="Watch").check()
        expect(page.get_by_role("switch", name="Watch")).to_be_checked()
        page.wait_for_timeout(500)
        source = pathlib.Path(arguments.package) / "Sources/Counter/Counter.swift"
        text = source.read_text()
        fixed = text.replace("value * 2 + 1", "value * 2")
        assert fixed != text, "Counter.swift no longer holds the wrong line"
        # First a save that does not compile: the build's errors in place, the page still served.
        source.write_text(text.replace("value * 2 + 1", "value * 2 +"))
        errors = page.get_by_role("region", name="Build errors")
        expect(errors).to_be_visible(timeout=RUN_LIMIT)
        expect(page.locator("#build-lines")).to_contain_text("Counter.swift", timeout=RUN_LIMIT)
        expect(page.locator("#build-lines")).to_contain_text("error:")
        expect(page.get_by_role("button", name="Run", exact=True)).to_be_enabled(timeout=RUN_LIMIT)
        page.screenshot(path=str(out / "4-build-errors.png"), full_page=True)
        print("step build errors: a save that does not compile shows its errors in place")
        # The fix and a new test file in one save: the new test joins the tree live.
        (pathlib.Path(arguments.package) / "Tests/CounterTests/AddedTests.swift").write_text(
            "import Counter\nimport XCTest\n\nfinal class AddedTests: XCTestCase {\n"
            "    func testAdded() { XCTAssertEqual(double(2), 4) }\n}\n")
        source.write_text(fixed)
        expect(row(page, double).locator(".status")).to_have_text("passed", timeout=RUN_LIMIT)
        expect(errors).to_be_hidden()
        expect(row(page, added).locator(".status")).to_have_text("passed", timeout=RUN_LIMIT)
        for test in (sum_test, carry):
            print(f"note: after the watch run, {test} is {row(page, test).locator('.status').text_content()}")
        # The detail's recent runs, from the run history: the failure, then the pass.
        expect(page.get_by_role("button", name="Run", exact=True)).to_be_enabled(timeout=RUN_LIMIT)
        row(page, double).locator(".name").click()
        expect(page.locator("#timeline li")).to_have_count(2, timeout=30_000)
        expect(page.locator("#timeline li").first).to_contain_text("passed")
        expect(page.locator("#timeline li").last).to_contain_text("failed")
        expect(page.get_by_role("button", name="Run", exact=True)).to_be_enabled(timeout=RUN_LIMIT)
        page.screenshot(path=str(out / "5-watch-green.png"), full_page=True)
        page.get_by_role("switch", name="Watch").uncheck()
        expect(page.get_by_role("switch", name="Watch")).not_to_be_checked()
        print("step watch: the fix turned testDouble green; the added test joined the tree")

        # An answer arriving late never replaces a newer one. testDouble is selected: the answers
        # to that selection (its result, its coverage, its recent runs) are held, and the first two
        # are made to say STALE. It is run: its detail is drawn again from new answers. Then the
        # held ones arrive, and the page must drop them.
        row(page, increment).locator(".name").click()
        page.evaluate("""() => {
          const real = window.fetch;
          let release;
          const released = new Promise((done) => { release = done; });
          window.harnessRelease = () => { window.fetch = real; release(); };
          const stale = { "/api/detail?": () => new Response("<p>STALE ANSWER</p>"),
            "/api/test-coverage?": () => new Response(JSON.stringify({ files: [], note: "STALE ANSWER" })),
            "/api/timeline?": null };
          const held = new Set();
          window.fetch = (url, ...rest) => {
            const path = Object.keys(stale).find((p) => String(url).includes(p));
            if (!path || held.has(path)) return real(url, ...rest);
            held.add(path);
            return real(url, ...rest).then((answer) => released.then(() => stale[path] ? stale[path]() : answer));
          };
        }""")
        row(page, double).locator(".name").click()
        page.get_by_role("button", name="Run testDouble", exact=True).click()
        expect(page.locator("#timeline li")).to_have_count(3, timeout=RUN_LIMIT)
        expect(page.get_by_role("button", name="Run", exact=True)).to_be_enabled(timeout=RUN_LIMIT)
        page.wait_for_timeout(1000)  # the run's own answers drawn; nothing else is asked
        expect(page.locator("#detail #result")).not_to_be_empty()
        page.evaluate("window.harnessRelease()")
        page.wait_for_timeout(300)
        assert "STALE ANSWER" not in page.locator("#detail").inner_text(), "an out-of-date answer was drawn"
        expect(page.locator("#timeline li")).to_have_count(3)
        print("step late answer: a result, coverage or recent runs asked before a run never replace those asked after it")

        # 5. Stop a hanging test: it runs (with its time counting), Stop ends the run.
        page.get_by_role("button", name="Run testHangs", exact=True).click()
        expect(row(page, hang).locator(".status")).to_have_text("running", timeout=RUN_LIMIT)
        page.wait_for_timeout(1500)
        page.screenshot(path=str(out / "6-running.png"), full_page=True)
        page.get_by_role("button", name="Stop", exact=True).click()
        expect(row(page, hang).locator(".status")).to_have_text("interrupted", timeout=30_000)
        expect(page.locator("#phase")).to_contain_text("stopped", timeout=30_000)
        expect(page.get_by_role("button", name="Run", exact=True)).to_be_enabled(timeout=30_000)
        row(page, hang).locator(".name").click()
        expect(page.locator("#detail")).to_contain_text("Interrupted: the run was stopped while this test ran")
        page.screenshot(path=str(out / "7-stopped.png"), full_page=True)
        print("step stop: the hanging test was stopped")

        # 6. A request without the token, or from another origin, is refused.
        base = arguments.url.split("?")[0]
        token = arguments.url.split("token=")[1]
        assert status(base + "api/model") == 403, "a request without the token was not refused"
        assert status(base + "api/model?token=wrong") == 403, "a wrong token was not refused"
        assert status(base + "api/model?token=" + token) == 200, "the token was refused"
        evil = {"Origin": "http://evil.example"}
        assert status(base + "api/model?token=" + token, evil) == 403, "another origin was not refused"
        print("step token: requests without the token or from another origin refused (403)")
        browser.close()
    print(json.dumps({"screenshots": sorted(os.listdir(out))}))


if __name__ == "__main__":
    main()
