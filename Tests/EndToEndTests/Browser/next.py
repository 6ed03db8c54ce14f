"""What a user asks of a navigator next (issue 34, item 6): `harness ui` driven in Debian's
Chromium through Playwright, as a user would, on a copy of Fixtures/UISuite (no dependency on
Harness) that has gained a Swift Testing function named "Adds one to nine", served with
--editor-url.

Run by UINextEndToEndTests. Prints one line per step; any failed expectation ends it non-zero.
No step sleeps: each waits for the state it expects, with a generous limit (a loaded machine
may take many seconds to turn a row).

    python3 next.py --url http://127.0.0.1:PORT/?token=T --package DIR --out DIR --editor-url URL
"""

import argparse
import os
import pathlib
import re
import sys
import urllib.parse

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from navigator import BUILD_LIMIT, RUN_LIMIT, idle, launch, new_page, no_axe_violations, row, status_of  # noqa: E402

DOUBLE = "CounterTests.CounterTests/testDouble"
INCREMENT = "CounterTests.CounterTests/testIncrement"
NAMED = "CounterTests/addsOneToNine()"
CRASH = "CounterTests.CrashTests/testIndexOutOfRange"
HANG = "WaitingTests.HangTests/testHangs"





def check_keyboard(page):
    """One Tab stop for the tree, the detail the next; each row its place among its siblings."""
    row(page, DOUBLE).locator(".name").click()
    expect(page.locator("#detail h2")).to_have_text(DOUBLE)
    expect(page.locator('#tree [tabindex="0"]')).to_have_count(1)
    expect(page.locator('#tree button.play:not([tabindex="-1"])')).to_have_count(0)
    page.get_by_role("checkbox", name="Flaky").focus()
    page.keyboard.press("Tab")
    expect(row(page, DOUBLE)).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.locator("#detail")).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(row(page, DOUBLE)).to_be_focused()
    # ↑ from the selected row selects the one above it, whose row now holds the Tab stop.
    page.keyboard.press("ArrowUp")
    expect(page.locator('#tree [tabindex="0"]')).to_have_count(1)
    expect(page.locator('#tree [tabindex="0"]')).to_be_focused()

    # Positions among the shown siblings: the filter changes them.
    expect(page.locator('.row[aria-level="1"]').first).to_have_attribute("aria-setsize", "1")
    expect(page.locator('.row[aria-level="1"]').first).to_have_attribute("aria-posinset", "1")
    # CounterTests lists testDouble, then testIncrement.
    expect(row(page, DOUBLE)).to_have_attribute("aria-setsize", "2")
    expect(row(page, DOUBLE)).to_have_attribute("aria-posinset", "1")
    expect(row(page, INCREMENT)).to_have_attribute("aria-setsize", "2")
    expect(row(page, INCREMENT)).to_have_attribute("aria-posinset", "2")
    page.get_by_role("searchbox", name="Filter").fill("increment")
    expect(row(page, INCREMENT)).to_have_attribute("aria-setsize", "1")
    expect(row(page, INCREMENT)).to_have_attribute("aria-posinset", "1")
    page.get_by_role("searchbox", name="Filter").fill("")
    expect(row(page, INCREMENT)).to_have_attribute("aria-posinset", "2")
    no_axe_violations(page, "the tree and a test's detail")
    print("step keyboard: the tree is one Tab stop, the detail the next; rows say their place")


def check_display_name(page):
    name = row(page, NAMED).locator(".name")
    expect(name).to_have_text("Adds one to nine")
    expect(name).to_have_attribute("title", NAMED)
    page.get_by_role("searchbox", name="Filter").fill("one to NINE")
    expect(row(page, NAMED)).to_be_visible()
    expect(row(page, DOUBLE)).to_be_hidden()
    expect(page.locator("#filter-count")).to_contain_text("1 of ")
    page.get_by_role("searchbox", name="Filter").fill("addsOneToNine")
    expect(row(page, NAMED)).to_be_visible()
    page.get_by_role("searchbox", name="Filter").fill("")
    page.get_by_role("button", name="Run Adds one to nine", exact=True).click()
    expect(status_of(page, NAMED)).to_have_text("passed", timeout=RUN_LIMIT)
    idle(page)
    name.click()
    expect(page.locator("#detail h2")).to_have_text("Adds one to nine")
    expect(page.locator("#detail")).to_contain_text(NAMED)
    print("step display name: shown in the tree and the detail, found by the filter, run by its row")


def editor_path(href, prefix):
    assert href.startswith(prefix), f"{href} does not start with {prefix}"
    path, _, line = urllib.parse.unquote(href[len(prefix):]).rpartition(":")
    return pathlib.Path(path), int(line)


def check_editor(page, arguments, out):
    prefix = arguments.editor_url.split("{path}")[0]
    # Where the selected test (the display-named one) is declared.
    declared = page.locator("#test-coverage a.editor")
    expect(declared).to_have_count(1, timeout=30_000)
    expect(declared).to_have_text("Open in editor")
    path, line = editor_path(declared.get_attribute("href"), prefix)
    assert path.name == "NamedTests.swift" and path.is_file(), f"declared in {path}"
    assert path.read_text().splitlines()[line - 1].startswith('@Test("Adds one to nine")'), f"line {line}"
    # Where a failure happened.
    page.get_by_role("button", name="Run testDouble", exact=True).click()
    expect(status_of(page, DOUBLE)).to_have_text("failed", timeout=RUN_LIMIT)
    idle(page)
    row(page, DOUBLE).locator(".name").click()
    failure = page.locator("#result a.editor").first
    expect(failure).to_be_visible(timeout=30_000)
    path, line = editor_path(failure.get_attribute("href"), prefix)
    assert path.name == "CounterTests.swift" and path.is_file(), f"failed in {path}"
    assert "double is wrong" in path.read_text().splitlines()[line - 1], f"line {line}"
    page.screenshot(path=str(out / "next-1-editor.png"), full_page=True)
    no_axe_violations(page, "a failure's detail with editor links")
    print(f"step editor: declared at and failed at open as {failure.get_attribute('href')}")


def check_crash(page, arguments, out):
    """A crash says what the runtime printed, and where the test is declared (opened in the editor)."""
    prefix = arguments.editor_url.split("{path}")[0]
    page.get_by_role("button", name="Run testIndexOutOfRange", exact=True).click()
    expect(status_of(page, CRASH)).to_have_text("crashed", timeout=RUN_LIMIT)
    idle(page)
    row(page, CRASH).locator(".name").click()
    expect(page.locator("#result .crash")).to_contain_text("Fatal error: Index out of range", timeout=30_000)
    declared = page.locator("#result .location a.editor").first
    expect(declared).to_be_visible(timeout=30_000)
    path, line = editor_path(declared.get_attribute("href"), prefix)
    assert path.name == "CrashTests.swift", f"declared in {path}"
    assert "func testIndexOutOfRange" in path.read_text().splitlines()[line - 1], f"line {line}"
    page.screenshot(path=str(out / "next-crash.png"), full_page=True)
    no_axe_violations(page, "a crashed test's detail")
    print(f"step crash: the runtime's message and {path.name}:{line} in the detail")


def check_stopped(page, out):
    """A stopped test's detail: this run's time and what it printed before the stop (its
    standard error; its buffered print is lost with the process, as under swift test), no
    earlier result."""
    page.get_by_role("button", name="Run testHangs", exact=True).click()
    expect(status_of(page, HANG)).to_have_text("running", timeout=RUN_LIMIT)
    expect(row(page, HANG).locator(".time")).to_have_text(re.compile(r"^[1-9][0-9]*\.[0-9] s$"), timeout=60_000)
    page.get_by_role("button", name="Stop", exact=True).click()
    expect(status_of(page, HANG)).to_have_text("interrupted", timeout=60_000)
    idle(page)
    row(page, HANG).locator(".name").click()
    said = page.locator("#detail p.interrupted")
    expect(said).to_contain_text(re.compile(r"stopped while this test ran, after [1-9][0-9.]* s"))
    result = page.locator("#result")
    expect(result).to_contain_text(re.compile(r"Stopped after [1-9][0-9.]* s: no verdict from this run"))
    expect(result.locator("pre")).to_contain_text("hanging: waiting for the Stop button")
    expect(result).not_to_contain_text("passed")
    no_axe_violations(page, "a stopped test's detail")
    # The server keeps it: a reload shows the same.
    page.reload()
    expect(row(page, HANG)).to_be_visible(timeout=RUN_LIMIT)
    idle(page)
    row(page, HANG).locator(".name").click()
    expect(page.locator("#result pre")).to_contain_text("hanging: waiting for the Stop button")
    print(f"step stopped: {said.text_content()}")


def check_watch_after_saves(page, arguments, out):
    source = pathlib.Path(arguments.package) / "Sources/Counter/Counter.swift"
    good = source.read_text()
    broken = good.replace("value + 1", "value + 2")
    assert broken != good, "Counter.swift no longer holds increment's line"
    page.get_by_role("button", name="Run testIncrement", exact=True).click()
    expect(status_of(page, INCREMENT)).to_have_text("passed", timeout=RUN_LIMIT)
    idle(page)
    watch = page.get_by_role("switch", name="Watch")
    expect(watch).not_to_be_checked()
    # Saved while Watch is off: nothing runs; ticked, the change runs its tests.
    source.write_text(broken)
    watch.check()
    expect(status_of(page, INCREMENT)).to_have_text("failed", timeout=RUN_LIMIT)
    idle(page)
    print(f"note: after the watch run, {NAMED} is {status_of(page, NAMED).text_content()}")
    page.screenshot(path=str(out / "next-2-watch.png"), full_page=True)
    source.write_text(good)
    expect(status_of(page, INCREMENT)).to_have_text("passed", timeout=RUN_LIMIT)
    idle(page)
    watch.uncheck()
    expect(watch).not_to_be_checked()
    print("step watch after saves: a save made while Watch was off ran its tests once Watch was ticked")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--package", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--editor-url", required=True)
    arguments = parser.parse_args()
    out = pathlib.Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = launch(playwright)
        page = new_page(browser)
        page.goto(arguments.url)
        expect(row(page, DOUBLE)).to_be_visible(timeout=BUILD_LIMIT)
        idle(page)
        check_keyboard(page)
        check_display_name(page)
        check_editor(page, arguments, out)
        check_crash(page, arguments, out)
        check_stopped(page, out)
        check_watch_after_saves(page, arguments, out)
        browser.close()


if __name__ == "__main__":
    main()
