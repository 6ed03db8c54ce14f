"""One case of a parameterized test run alone (issue 34, item 6): `harness ui` driven in
Debian's Chromium through Playwright, as a user would, on a copy of Fixtures/UISuite (no
dependency on Harness) that has gained `countsUp(_:)`, a Swift Testing function with the
arguments 1, 2 and 3 that prints the one it runs.

Run by UICaseEndToEndTests. Prints one line per step; any failed expectation ends it non-zero.
No step sleeps: each waits for the state it expects, with a generous limit.

    python3 cases.py --url http://127.0.0.1:PORT/?token=T --out DIR
"""

import argparse
import os
import pathlib
import sys

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from navigator import BUILD_LIMIT, RUN_LIMIT, idle, launch, new_page, no_axe_violations, row  # noqa: E402

COUNTS = "CounterTests/countsUp(_:)"


def case_row(page, index):
    return page.locator(f'.row.case[data-key="c:{COUNTS}#{index}"]')




def expect_cases(page, expected):
    """Each case row's arguments, status and whether it says it is from an earlier run. The
    rows marked earlier come first: they turn only once the run has ended (a click's run may
    not have started when the Run button still looks idle)."""
    ordered = sorted(enumerate(expected), key=lambda item: not item[1][2])
    for index, (arguments, status, earlier) in ordered:
        case = case_row(page, index)
        expect(case.locator(".meta")).to_have_count(1 if earlier else 0, timeout=RUN_LIMIT)
        expect(case.locator(".name")).to_have_text(arguments, timeout=RUN_LIMIT)
        expect(case.locator(".status")).to_have_text(status, timeout=RUN_LIMIT)
    idle(page)


def expect_output(page, ran, not_ran):
    row(page, COUNTS).locator(".name").click()
    result = page.locator("#result")
    expect(result).to_contain_text(f"counting {ran}", timeout=RUN_LIMIT)
    for other in not_ran:
        expect(result).not_to_contain_text(f"counting {other}")


def check_whole_run(page):
    """The function's ▶ runs every case; the tree lists each under it."""
    page.get_by_role("button", name="Run countsUp(_:)", exact=True).click()
    expect(row(page, COUNTS).locator(".status")).to_have_text("passed", timeout=RUN_LIMIT)
    idle(page)
    row(page, COUNTS).locator(".twisty").click()
    expect_cases(page, [("1", "passed", False), ("2", "passed", False), ("3", "passed", False)])
    print("step whole: the three cases listed under countsUp(_:)")


def check_one_case(page):
    """A case's ▶ runs that case alone: its body runs, the others' do not; they keep their
    earlier status, said so; the detail's output is that case's only."""
    page.get_by_role("button", name="Run case 2 of countsUp(_:)", exact=True).click()
    idle(page)
    expect_cases(page, [("1", "passed", True), ("2", "passed", False), ("3", "passed", True)])
    expect_output(page, 2, [1, 3])
    no_axe_violations(page, "a function with a case run alone")
    print("step one case: case 2 ran alone; 1 and 3 say they are from an earlier run")


def check_keyboard(page):
    """Enter on a case row runs that case alone, as its ▶ does."""
    case_row(page, 2).click()
    case_row(page, 2).press("Enter")
    idle(page)
    expect_cases(page, [("1", "passed", True), ("2", "passed", True), ("3", "passed", False)])
    expect_output(page, 3, [1, 2])
    print("step keyboard: Enter on case 3 ran it alone")


def check_reload(page):
    """The server's model says the same after a reload."""
    page.reload()
    expect(row(page, COUNTS)).to_be_visible(timeout=RUN_LIMIT)
    idle(page)
    if case_row(page, 0).count() == 0:
        row(page, COUNTS).locator(".twisty").click()
    expect_cases(page, [("1", "passed", True), ("2", "passed", True), ("3", "passed", False)])
    print("step reload: the same cases and statuses after a reload")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    out = pathlib.Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = launch(playwright)
        page = new_page(browser)
        page.goto(arguments.url)
        expect(row(page, COUNTS)).to_be_visible(timeout=BUILD_LIMIT)
        idle(page)
        try:
            check_whole_run(page)
            check_one_case(page)
            check_keyboard(page)
            check_reload(page)
        finally:
            page.screenshot(path=str(out / "cases.png"), full_page=True)
        browser.close()


if __name__ == "__main__":
    main()
