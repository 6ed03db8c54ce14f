"""Drives `harness ui`'s coverage views in Debian's Chromium through Playwright, as a user
would, on a git copy of Fixtures/UISuite (no dependency on Harness): Coverage per test chosen
from the page, the CounterTests bundle run, a test's lines opened in the source view, a
covered line's tests listed and run, a failure's file:line opened, a change seen in the
Changed view with each test's reason and the never-run tests called unknown, the affected
tests run by one click; axe-core finds nothing on the source and Changed views, and the
keyboard alone reaches their actions. Or, with --report, the `--html` report's source view.

Run by UICoverageEndToEndTests. Prints one line per step; a failed expectation ends it non-zero.

    python3 navigator_coverage.py --url http://127.0.0.1:PORT/?token=T --package DIR --out DIR
"""

import argparse
import pathlib
import sys

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from navigator import BUILD_LIMIT, RUN_LIMIT, launch, row  # noqa: E402

DOUBLE = "CounterTests.CounterTests/testDouble"
INCREMENT = "CounterTests.CounterTests/testIncrement"
SUM = "CounterTests.SumTests/sumOfIncrements()"
HANG = "WaitingTests.HangTests/testHangs"


def axe_clean(page, selector, what):
    """Zero axe-core violations in the element `selector` (axe-playwright-python)."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, context=selector)
    violations = results.response["violations"]
    for violation in violations:
        print(f"axe {what}: {violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"][:3]:
            print(f"    {node['target']}: {node.get('failureSummary', '')}")
    assert not violations, f"axe-core found {len(violations)} violation(s) on the {what}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--package", required=True)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    out = pathlib.Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    package = pathlib.Path(arguments.package)

    with sync_playwright() as playwright:
        browser = launch(playwright)
        # axe-core is injected by evaluation, which the page's Content-Security-Policy would refuse.
        context = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
        page = context.new_page()
        page.on("console", lambda message: print(f"console: {message.text}") if message.type == "error" else None)
        page.on("pageerror", lambda error: print(f"pageerror: {error}"))
        try:
            steps(page, arguments.url, package, out)
        except AssertionError:
            # What the page said when a wait ran out: building, running, refused, or idle.
            for selector in ("#phase", "#connection", "#build-lines"):
                print(f"page {selector}: {page.locator(selector).text_content()!r}")
            raise
        browser.close()


def steps(page, url, package, out):
    """The steps, in order, on a fresh page; each prints one line when it passed."""
    # 1. Coverage per test, chosen from the page; the CounterTests class run.
    page.goto(url)
    expect(row(page, DOUBLE)).to_be_visible(timeout=BUILD_LIMIT)
    run_button = page.get_by_role("button", name="Run", exact=True)
    expect(run_button).to_be_enabled(timeout=BUILD_LIMIT)
    coverage = page.get_by_label("Coverage")
    expect(coverage).to_have_value("off")
    coverage.select_option("per-test")
    page.wait_for_timeout(300)
    page.get_by_role("button", name="Run CounterTests.CounterTests", exact=True).click()
    # This run builds first: per-test coverage takes Harness's XCTest and instrumented code,
    # a build as long as the first (on a loaded CI machine, more than RUN_LIMIT).
    expect(row(page, DOUBLE).locator(".status")).to_have_text("failed", timeout=BUILD_LIMIT)
    expect(row(page, INCREMENT).locator(".status")).to_have_text("passed", timeout=RUN_LIMIT)
    expect(run_button).to_be_enabled(timeout=RUN_LIMIT)
    print("step coverage: per-test coverage chosen from the page, CounterTests run")

    # 2. A test's detail: where it is, and the lines it ran; open them in the source view.
    row(page, INCREMENT).locator(".name").click()
    lines_ran = page.locator("#test-coverage button.open-source", has_text="Sources/Counter/Counter.swift")
    expect(lines_ran).to_be_visible(timeout=30_000)
    expect(page.locator("#test-coverage")).to_contain_text("Declared in")
    lines_ran.click()
    view = page.get_by_role("region", name="Sources/Counter/Counter.swift")
    expect(view).to_be_visible()
    increment_line = page.locator('#source-lines .line[data-line="8"]')
    expect(increment_line).to_have_class("line ran marked")
    expect(page.locator('#source-lines .line[data-line="3"]')).to_have_class("line ran")
    expect(page.locator("#source-facts")).to_contain_text("lines covered by the last covered run")
    page.screenshot(path=str(out / "1-source.png"), full_page=True)
    print("step source: a test's lines marked in the source view, the run's covered lines in the gutter")

    # 3. Line → tests: the covered line of `double` lists the test that ran it; run exactly those.
    page.locator('#source-lines .line[data-line="3"]').click()
    line_tests = page.locator("#line-tests")
    expect(line_tests).to_contain_text(DOUBLE)
    expect(line_tests).not_to_contain_text(INCREMENT)
    run_line = page.get_by_role("button", name="Run this test", exact=True)
    expect(run_line).to_be_enabled()
    page.screenshot(path=str(out / "2-line-tests.png"), full_page=True)
    # When the run ends, the open source is read again. The page's answers to that are held for
    # 2 s, so the test below is chosen while the old view is shown, as on a slow machine: the
    # view read afterwards must keep it marked, not the test marked when the run started.
    drawn_before = int(page.evaluate("document.documentElement.dataset.sourceDrawn"))
    page.evaluate("""() => {
      const real = window.fetch;
      window.harnessRealFetch = real;
      window.fetch = (url, ...rest) => String(url).includes("/api/source?")
        ? new Promise((done) => setTimeout(done, 2000)).then(() => real(url, ...rest))
        : real(url, ...rest);
    }""")
    run_line.click()
    expect(page.locator("#phase")).to_contain_text("1 failed", timeout=RUN_LIMIT)
    expect(run_button).to_be_enabled(timeout=RUN_LIMIT)
    # Selecting a test in the list marks the lines it ran.
    page.locator("#line-tests button[data-test]", has_text=DOUBLE).click()
    drawn_at_click = int(page.evaluate("document.documentElement.dataset.sourceDrawn"))
    assert drawn_at_click == drawn_before, "the source was read again before the test was chosen: no race tried"
    page.wait_for_function(f"Number(document.documentElement.dataset.sourceDrawn) > {drawn_before}", timeout=30_000)
    page.evaluate("() => { window.fetch = window.harnessRealFetch; }")
    expect(page.locator("#source-marked")).to_contain_text(DOUBLE)
    expect(page.locator('#source-lines .line[data-line="3"]')).to_have_class("line ran marked")
    # The last covered run ran testDouble alone: `increment` (line 8) is no longer covered.
    expect(page.locator('#source-lines .line[data-line="8"]')).to_have_class("line missed")
    print("step line tests: line 3's tests listed and run; selecting one marks its lines")

    # 4. A failure's file:line opens the test's source at that line.
    row(page, DOUBLE).locator(".name").click()
    location = page.locator("#detail .location button.open-source").first
    expect(location).to_be_visible(timeout=30_000)
    location.click()
    expect(page.get_by_role("region", name="Tests/CounterTests/CounterTests.swift")).to_be_visible()
    expect(page.locator('#source-lines .line[aria-selected="true"]')).to_contain_text("XCTAssertEqual(double(21), 42")
    print("step failure source: a failure's file:line opens its source there")

    # 5. The keyboard alone: the source's lines move with ↓, a line's tests run with the button.
    page.get_by_role("button", name="Close source").focus()
    page.keyboard.press("Tab")
    expect(page.locator("#source-code")).to_be_focused()
    before = page.locator('#source-lines .line[aria-selected="true"]').get_attribute("data-line")
    page.keyboard.press("ArrowDown")
    after = page.locator('#source-lines .line[aria-selected="true"]').get_attribute("data-line")
    assert int(after) == int(before) + 1, f"ArrowDown moved from {before} to {after}"
    axe_clean(page, "#source-view", "source view")
    print("step source keyboard and axe: lines reached by keyboard, no axe-core violation")

    # 6. Changed: fix `double` (not committed): the tests --changed would pick, each with its reason.
    counter = package / "Sources/Counter/Counter.swift"
    counter.write_text(counter.read_text().replace("value * 2 + 1", "value * 2"))
    # A hanging test runs when picked (never covered: unknown): a short timeout ends it.
    page.locator("#options summary").click()
    page.get_by_label("Timeout (s)").fill("5")
    page.get_by_role("button", name="Changed", exact=True).click()
    changed = page.get_by_role("region", name="Changed since the last commit")
    expect(changed).to_be_visible()
    expect(changed.locator(".changes")).to_contain_text("Sources/Counter/Counter.swift: line 3 changed")
    picked = changed.locator(".picked li")
    expect(picked.filter(has_text=DOUBLE)).to_contain_text("ran changed lines: Sources/Counter/Counter.swift line 3")
    expect(picked.filter(has_text=HANG)).to_contain_text("unknown")
    expect(picked.filter(has_text=INCREMENT)).to_have_count(0)
    page.screenshot(path=str(out / "3-changed.png"), full_page=True)
    axe_clean(page, "#changed-view", "Changed view")
    run_changed = changed.get_by_role("button", name="Run the")
    run_changed.focus()
    page.keyboard.press("Enter")
    expect(row(page, DOUBLE).locator(".status")).to_have_text("passed", timeout=RUN_LIMIT)
    expect(run_button).to_be_enabled(timeout=RUN_LIMIT)
    expect(row(page, INCREMENT).locator(".status")).to_have_text("passed")
    print("step changed: the change's tests listed with reasons (never-run ones unknown) and run by one click")
    page.screenshot(path=str(out / "4-changed-run.png"), full_page=True)


if __name__ == "__main__":
    main()
