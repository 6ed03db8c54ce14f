"""The navigator you can trust (issue 34, items 4 and 5): `harness ui`'s tree matches the code
after every build, and the server's socket is held by no child. Driven in Debian's Chromium
through Playwright, as a user would, on a copy of Fixtures/UISuite (no dependency on Harness)
whose sources this script changes with watch mode off.

Run by UITruthEndToEndTests: first on the copy (--url, --package), then on the same copy after
`harness ui` was restarted (--after-restart), then on a package without tests (--no-tests).
Prints one line per step; any failed expectation ends it non-zero.

    python3 truth.py --url http://127.0.0.1:PORT/?token=T --package DIR --out DIR
    python3 truth.py --url … --package DIR --out DIR --after-restart
    python3 truth.py --url … --out DIR --no-tests
"""

import argparse
import os
import pathlib
import re
import sys

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from navigator import BUILD_LIMIT, RUN_LIMIT, idle, launch, new_page, no_axe_violations, row, status_of  # noqa: E402

DOUBLE = "CounterTests.CounterTests/testDouble"
INCREMENT = "CounterTests.CounterTests/testIncrement"
HANG = "WaitingTests.HangTests/testHangs"
SUM = "CounterTests.SumTests/sumOfIncrements()"
ADDED = "CounterTests.AddedTests/testAdded"
NEW_FAILING = "CounterTests/newFunctionFails()"
SKIPPED = "CounterTests.AddedTests/testAlwaysSkipped"
AFTER_STOP = "CounterTests.AfterStopTests/testAfterStop"



def toolbar_run(page):
    return page.get_by_role("button", name="Run", exact=True)




def server_socket_holders(port, server_pid):
    """Processes other than the server holding a TCP socket whose local port is the UI's."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = pathlib.Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if int(fields[1].split(":")[1], 16) == port:
                inodes.add(fields[9])
    assert inodes, f"no socket on port {port} in /proc/net/tcp"
    holders = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == server_pid:
            continue
        try:
            descriptors = os.listdir(f"/proc/{entry}/fd")
        except OSError:
            continue
        for name in descriptors:
            try:
                link = os.readlink(f"/proc/{entry}/fd/{name}")
            except OSError:
                continue
            if link.startswith("socket:[") and link[8:-1] in inodes:
                command = pathlib.Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ").decode()
                holders.append(f"{entry} ({command.strip()}) fd {name}")
    return holders


def workers_of(package, server_pid):
    """Processes started for the package (a build, a worker): their program or folder is in it."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) in (server_pid, os.getpid()):
            continue
        try:
            places = [os.readlink(f"/proc/{entry}/exe"), os.readlink(f"/proc/{entry}/cwd")]
        except OSError:
            continue
        if any(place.startswith(package) for place in places):
            found.append(entry)
    return found


def check_live(page, arguments, out):
    package = pathlib.Path(arguments.package)
    tests_folder = package / "Tests/CounterTests"
    port = int(re.search(r":(\d+)/", arguments.url).group(1))

    # 1. Open, watch off: the listing's tests.
    page.goto(arguments.url)
    expect(row(page, DOUBLE)).to_be_visible(timeout=BUILD_LIMIT)
    idle(page)
    expect(page.get_by_role("switch", name="Watch")).not_to_be_checked()
    print("step open: listed, watch off")

    # 2. Item 5: while a test runs, no process but the server holds the UI's sockets.
    page.get_by_role("button", name="Run testHangs", exact=True).click()
    expect(status_of(page, HANG)).to_have_text("running", timeout=RUN_LIMIT)
    workers = workers_of(str(package), arguments.server_pid)
    assert workers, "no worker of the package is running"
    holders = server_socket_holders(port, arguments.server_pid)
    assert not holders, f"children hold the server's socket: {holders}"
    print(f"step socket: {len(workers)} child process(es) running, none holds the UI's socket")
    page.get_by_role("button", name="Stop", exact=True).click()
    expect(status_of(page, HANG)).to_have_text("interrupted", timeout=30_000)
    idle(page)

    # 3. With watch off, after a Stop: a test added, one Swift Testing test added, one deleted,
    #    a skipped test added. The toolbar's Run with a filter runs what the filter shows; the
    #    build lists the package again, so the new tests appear before they run and the
    #    deleted one leaves the tree.
    (tests_folder / "AddedTests.swift").write_text(
        "import Counter\nimport XCTest\n\nfinal class AddedTests: XCTestCase {\n"
        "    func testAdded() { XCTAssertEqual(increment(1), 2) }\n"
        "    func testAlwaysSkipped() throws { throw XCTSkip(\"never on this machine\") }\n}\n")
    (tests_folder / "NewFunctionTests.swift").write_text(
        "import Counter\nimport Testing\n\n"
        "@Test func newFunctionFails() { #expect(increment(1) == 3, \"new function fails\") }\n")
    counter = tests_folder / "CounterTests.swift"
    text = counter.read_text()
    without_increment = re.sub(r"\n    func testIncrement\(\) \{\n.*?\n    \}\n", "\n", text, flags=re.S)
    assert without_increment != text, "CounterTests.swift no longer holds testIncrement"
    counter.write_text(without_increment)
    page.get_by_role("searchbox", name="Filter").fill("double")
    toolbar_run(page).click()
    expect(status_of(page, DOUBLE)).to_have_text("failed", timeout=RUN_LIMIT)
    idle(page)
    page.get_by_role("searchbox", name="Filter").fill("")
    expect(row(page, ADDED)).to_be_visible()
    expect(status_of(page, ADDED)).to_have_text("not run")
    expect(row(page, NEW_FAILING)).to_be_visible()
    expect(status_of(page, NEW_FAILING)).to_have_text("not run")
    expect(row(page, INCREMENT)).to_have_count(0)
    expect(status_of(page, SUM)).to_have_text("not run")
    page.screenshot(path=str(out / "truth-1-listed.png"), full_page=True)
    print("step listed: the filter's one test ran; added tests shown before they ran; the deleted one gone")

    # 4. "failing since" from the history, right after the run, without a restart.
    expect(row(page, DOUBLE).locator(".since")).to_contain_text("failing since", timeout=30_000)
    print("step failing since: shown after the run that failed")

    # 5. Every CounterTests test (the filter leaves the hanging one out): the new Swift Testing
    #    test shows its failure after the run, without a reload.
    page.get_by_role("searchbox", name="Filter").fill("CounterTests")
    expect(row(page, HANG)).to_be_hidden()
    toolbar_run(page).click()
    expect(status_of(page, NEW_FAILING)).to_have_text("failed", timeout=RUN_LIMIT)
    idle(page)
    expect(status_of(page, ADDED)).to_have_text("passed")
    expect(status_of(page, SKIPPED)).to_have_text("skipped")
    expect(status_of(page, SUM)).to_have_text("passed")
    row(page, NEW_FAILING).locator(".name").click()
    expect(page.locator("#detail")).to_contain_text("new function fails")
    no_axe_violations(page, "the tree after a run")
    print("step new swift testing: its failure shown live, without a reload")

    # 6. A build error, watch off: the status says so, also after a reload (never "Ready").
    source = package / "Sources/Counter/Counter.swift"
    good = source.read_text()
    source.write_text(good.replace("value + 1", "value +"))
    toolbar_run(page).click()
    expect(page.get_by_role("region", name="Build errors")).to_be_visible(timeout=RUN_LIMIT)
    idle(page)
    expect(page.locator("#phase")).to_have_text("The build failed")
    page.reload()
    expect(page.get_by_role("region", name="Build errors")).to_be_visible(timeout=RUN_LIMIT)
    expect(page.locator("#phase")).to_have_text("The build failed")
    page.screenshot(path=str(out / "truth-2-build-failed.png"), full_page=True)
    source.write_text(good)
    print("step build error: 'The build failed' beside the errors, also after a reload")

    # 7. After a Stop, a test added is listed by the next run's build and can be run.
    page.get_by_role("button", name="Run testHangs", exact=True).click()
    expect(status_of(page, HANG)).to_have_text("running", timeout=RUN_LIMIT)
    page.get_by_role("button", name="Stop", exact=True).click()
    idle(page)
    (tests_folder / "AfterStopTests.swift").write_text(
        "import XCTest\n\nfinal class AfterStopTests: XCTestCase {\n    func testAfterStop() {}\n}\n")
    page.get_by_role("button", name="Run testAdded", exact=True).click()
    expect(row(page, AFTER_STOP)).to_be_visible(timeout=RUN_LIMIT)
    idle(page)
    expect(page.get_by_role("region", name="Build errors")).to_be_hidden()
    page.get_by_role("button", name="Run testAfterStop", exact=True).click()
    expect(status_of(page, AFTER_STOP)).to_have_text("passed", timeout=RUN_LIMIT)
    idle(page)
    print("step after stop: the test added after a Stop was listed and ran")


def check_after_restart(page, arguments):
    page.goto(arguments.url)
    expect(row(page, SKIPPED)).to_be_visible(timeout=BUILD_LIMIT)
    idle(page)
    expect(status_of(page, SKIPPED)).to_have_text("skipped")
    expect(status_of(page, ADDED)).to_have_text("passed")
    expect(status_of(page, DOUBLE)).to_have_text("failed")
    expect(row(page, DOUBLE).locator(".since")).to_contain_text("failing since")
    print("step restart: the always-skipped test says skipped from the history")


def check_no_tests(page, arguments, out):
    page.goto(arguments.url)
    expect(page.locator("html")).to_have_attribute("data-ready", "true", timeout=BUILD_LIMIT)
    idle(page)
    phase = page.locator("#phase")
    expect(phase).to_contain_text("no test", timeout=30_000)
    expect(phase).not_to_contain_text("build failed")
    expect(page.get_by_role("region", name="Build errors")).to_be_hidden()
    page.screenshot(path=str(out / "truth-3-no-tests.png"), full_page=True)
    no_axe_violations(page, "a package without tests")
    print("step no tests: said as such, not as a failed build")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--package")
    parser.add_argument("--out", required=True)
    parser.add_argument("--server-pid", type=int, default=0)
    parser.add_argument("--after-restart", action="store_true")
    parser.add_argument("--no-tests", action="store_true")
    arguments = parser.parse_args()
    out = pathlib.Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = launch(playwright)
        page = new_page(browser)
        if arguments.no_tests:
            check_no_tests(page, arguments, out)
        elif arguments.after_restart:
            check_after_restart(page, arguments)
        else:
            check_live(page, arguments, out)
        browser.close()


if __name__ == "__main__":
    main()
