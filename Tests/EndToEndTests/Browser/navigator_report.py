"""Drives `harness ui`'s attachments, ignored saves and recent runs in Debian's Chromium through
Playwright, as a user would, on a git copy of Fixtures/UIReportSuite (no dependency on
Harness): a failing test's text and image attachments in its detail, served by a route that
refuses anything outside the session's run folder; a test's recent runs drawn, with the words
and the failing-since fact; a save in a folder git ignores while watching said once per
folder. Or, with --report, a covered run's `--html` report: its source view from file://,
offline and read-only. axe-core finds nothing on the views touched.

Run by UIReportEndToEndTests. Prints one line per step; a failed expectation ends it non-zero.
No step waits a fixed time: each waits for the state it expects, with a generous limit.

    python3 navigator_report.py --url http://127.0.0.1:PORT/?token=T --package DIR --out DIR
    python3 navigator_report.py --report FILE --out DIR
"""

import argparse
import pathlib
import sys
import urllib.parse

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from navigator import BUILD_LIMIT, RUN_LIMIT, launch, row, status  # noqa: E402
from navigator_coverage import axe_clean  # noqa: E402

FAILS = "ShapesTests.RenderingTests/renderingFails()"
AREA = "ShapesTests.RenderingTests/areaOfASquare()"
PERIMETER = "ShapesTests.PerimeterTests/testPerimeter"
SHAPES = "Sources/Shapes/Shapes.swift"
PNG = b"\x89PNG\r\n\x1a\n"


def run_and_wait(page, test, runs):
    """Runs `test` by its row and waits until its recent runs say `runs` (read once the
    session is idle again, so the history holds the run)."""
    row(page, test).locator(".play").click()
    caption = page.locator("#history-chart figcaption")
    expect(caption).to_contain_text(f"{runs} run{'' if runs == 1 else 's'}:", timeout=RUN_LIMIT)


def live(arguments, out):
    package = pathlib.Path(arguments.package)
    base = arguments.url.split("?")[0]
    token = urllib.parse.parse_qs(urllib.parse.urlsplit(arguments.url).query)["token"][0]
    with sync_playwright() as playwright:
        browser = launch(playwright)
        # axe-core is injected by evaluation, which the page's Content-Security-Policy would refuse.
        context = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
        page = context.new_page()
        page.on("console", lambda message: print(f"console: {message.text}") if message.type == "error" else None)
        page.on("pageerror", lambda error: print(f"pageerror: {error}"))
        page.goto(arguments.url)
        expect(row(page, FAILS)).to_be_visible(timeout=BUILD_LIMIT)
        run_button = page.get_by_role("button", name="Run", exact=True)
        expect(run_button).to_be_enabled(timeout=BUILD_LIMIT)

        # 1. A failing test's attachments, as the --html report shows them: the image inline, the text shown.
        row(page, FAILS).locator(".name").click()
        run_and_wait(page, FAILS, 1)
        expect(row(page, FAILS).locator(".status")).to_have_text("failed")
        detail = page.locator("#detail")
        image = detail.locator('.attachment img[src^="data:image/png"]')
        expect(image).to_be_visible(timeout=30_000)
        assert image.evaluate("(i) => i.complete && i.naturalWidth === 2"), "the inline PNG did not decode"
        expect(detail.locator("pre.attachment-text")).to_contain_text("rendered 3 shapes")
        expect(detail).not_to_contain_text("no attachments folder")
        page.screenshot(path=str(out / "1-attachments.png"), full_page=True)
        axe_clean(page, "#detail", "detail with attachments")
        print("step attachments: the failing test's PNG inline and its log shown in the detail")

        # 2. The kept files through the token-checked route, and nothing outside the run folder.
        link = detail.locator('.attachment.image a[href^="/api/attachment"]').first
        href = link.get_attribute("href")
        answer = page.request.get(urllib.parse.urljoin(base, href))
        assert answer.status == 200, f"the attachment's link answered {answer.status}"
        kept = urllib.parse.parse_qs(urllib.parse.urlsplit(href).query)["file"][0]
        if kept.endswith(".png"):
            assert answer.body().startswith(PNG), "the PNG's link served something else"
            assert answer.headers["content-type"] == "image/png", answer.headers["content-type"]
        assert answer.headers.get("x-content-type-options") == "nosniff", "an attachment may be sniffed"
        without_token = base + "api/attachment?file=" + urllib.parse.quote(kept)
        assert status(without_token) == 403, "an attachment was served without the token"
        folder = kept.split("/ShapesTests.")[0]
        for asked in ("/etc/passwd", folder + "/../../../Package.swift", str(package / "Package.swift"),
                      folder + "/ShapesTests.RenderingTests/missing.txt"):
            code = status(base + "api/attachment?file=" + urllib.parse.quote(asked) + "&token=" + token)
            assert code in (403, 404), f"{asked} answered {code}"
            if "missing" not in asked:
                assert code == 403, f"{asked} outside the run folder answered {code}, not 403"
        print("step attachment route: kept files served with the token; without it, or outside the run folder, 403")

        # 3. Recent runs drawn: a passing test run twice, its bars and their words.
        row(page, AREA).locator(".name").click()
        expect(page.locator("#detail h2")).to_have_text(AREA)
        run_and_wait(page, AREA, 1)
        run_and_wait(page, AREA, 2)
        chart = page.locator("#history-chart")
        expect(chart.locator("svg[role=img] rect.bar.passed")).to_have_count(2)
        expect(chart.locator("figcaption")).to_contain_text("2 runs: 2 passed")
        assert chart.locator("svg").get_attribute("aria-labelledby") == "history-text"
        page.screenshot(path=str(out / "2-recent-runs.png"), full_page=True)
        axe_clean(page, "#detail", "detail with recent runs")
        print("step recent runs: two runs drawn as bars, said in words")

        # 4. The failing test again: failing since its first failure, two runs.
        row(page, FAILS).locator(".name").click()
        expect(page.locator("#detail h2")).to_have_text(FAILS)
        run_and_wait(page, FAILS, 2)
        expect(page.locator("#history-facts")).to_contain_text("Failing since")
        expect(page.locator("#history-facts")).to_contain_text("the last 2 runs")
        expect(page.locator("#history-chart rect.bar.failed")).to_have_count(2)
        print("step failing since: the failing streak said in the detail")

        # 5. Watching, saves in folders git ignores: each folder said once, nothing run.
        page.evaluate("""() => { window.phaseLines = [];
            new MutationObserver(() => window.phaseLines.push(document.getElementById("phase").textContent))
              .observe(document.getElementById("phase"), { childList: true, characterData: true, subtree: true }); }""")
        watch = page.get_by_role("switch", name="Watch")
        watch.check()
        expect(watch).to_be_checked()
        (package / "Sources/Shapes/Scratch/notes.txt").write_text("a note\n")
        phase = page.locator("#phase")
        expect(phase).to_contain_text("Sources/Shapes/Scratch/notes.txt", timeout=RUN_LIMIT)
        expect(phase).to_contain_text("git ignores")
        (package / "Sources/Shapes/Scratch/more.txt").write_text("another note\n")
        (package / "Tests/ShapesTests/Scratch/b.txt").write_text("b\n")
        expect(phase).to_have_text(
            "Saved in a folder git ignores (Tests/ShapesTests/Scratch): Tests/ShapesTests/Scratch/b.txt is not a "
            "change; nothing runs.", timeout=RUN_LIMIT)
        lines = page.evaluate("() => window.phaseLines")
        assert not any("more.txt" in line for line in lines), f"a folder was said twice: {lines}"
        assert not any(word in line for line in lines for word in ("Building", "Running")), f"a save ran: {lines}"
        axe_clean(page, "header", "status line")
        watch.uncheck()
        expect(watch).not_to_be_checked()
        print("step ignored save: a save in a git-ignored folder said once per folder, nothing run")
        page.screenshot(path=str(out / "3-ignored-save.png"), full_page=True)
        browser.close()


def report(arguments, out):
    with sync_playwright() as playwright:
        browser = launch(playwright)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("request", lambda request: errors.append("fetched " + request.url)
                if not request.url.startswith(("file:", "data:")) else None)
        page.goto(pathlib.Path(arguments.report).resolve().as_uri())
        expect(page.locator("html")).to_have_attribute("data-ready", "true")
        for name in ("Run", "Run failed", "Stop"):
            expect(page.get_by_role("button", name=name, exact=True)).to_have_count(0)

        # 1. The covered files, each with its share.
        sources = page.get_by_role("region", name="Covered sources")
        expect(sources).to_contain_text(SHAPES)
        expect(sources).to_contain_text("lines covered")
        axe_clean(page, "#report-sources", "report's covered sources")
        print("step report sources: the covered files listed in the report")

        # 2. The source view, offline: the gutter as the run left it.
        sources.get_by_role("button", name=SHAPES, exact=True).click()
        view = page.get_by_role("region", name=SHAPES)
        expect(view).to_be_visible()
        expect(page.locator('#source-lines .line[data-line="3"]')).to_have_class("line ran")
        expect(page.locator('#source-lines .line[data-line="13"]')).to_have_class("line missed")
        expect(page.locator("#source-facts")).to_contain_text("lines covered by this run")
        page.screenshot(path=str(out / "report-source.png"), full_page=True)
        axe_clean(page, "#source-view", "report's source view")
        print("step report source view: the covered file from file://, its gutter")

        # 3. Line → tests, read-only: the tests named, no button runs them.
        page.locator('#source-lines .line[data-line="3"]').click()
        line_tests = page.locator("#line-tests")
        expect(line_tests).to_contain_text(FAILS)
        expect(line_tests).to_contain_text(AREA)
        expect(line_tests).not_to_contain_text(PERIMETER)
        expect(page.locator("#run-line-tests")).to_have_count(0)
        print("step report line tests: a line's tests listed, none offered to run")

        # 4. A test's lines, and its attachments, from the report's detail.
        page.get_by_role("searchbox", name="Filter").fill("areaOfASquare")
        row(page, AREA).locator(".name").click()
        expect(page.locator("#test-coverage")).to_contain_text(SHAPES)
        expect(page.locator("#test-coverage")).to_contain_text("Lines it ran (this run's per-test coverage)")
        page.get_by_role("searchbox", name="Filter").fill("renderingFails")
        row(page, FAILS).locator(".name").click()
        expect(page.locator('#detail .attachment img[src^="data:image/png"]')).to_be_visible()
        axe_clean(page, "#detail", "report's detail")
        print("step report test lines: a test's lines and a failure's attachments in the report")
        assert not errors, f"the report failed or fetched: {errors}"
        browser.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url")
    parser.add_argument("--package")
    parser.add_argument("--report")
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    out = pathlib.Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    if arguments.report:
        report(arguments, out)
    else:
        live(arguments, out)


if __name__ == "__main__":
    main()
