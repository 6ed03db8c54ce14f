/// The navigator's page, whole: HTML, style and script in one document with nothing loaded
/// from the network (it works offline). It renders from the model (`GET /api/model`) and
/// follows the live channel (`/api/events`): the run's `--json` event lines and the UI's own
/// messages (``UIMessage``).
///
/// ```
///  toolbar: Run · Run failed · Stop · Watch · options (retries, timeout, repetitions, random order)
///  filters: Filter (text) · status buttons with counts · tag · slow · flaky
///  navigator: bundle (kind, host) ─► class / suite ─► test (status as text, time, tags, flaky,
///             failing since; ▶ Run on every row)          detail: the selected test's last result
/// ```
///
/// Every control has a role and a name (the buttons "Run", "Run failed", "Stop", the search box
/// "Filter"); statuses are words as well as colours, so a screen reader and a browser test read
/// the same page.
package enum UIPage {
    /// What the page may load: only itself and its own server.
    package static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
        + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    package static var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Harness</title>
        <link rel="icon" href="data:,">
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header>
        <h1>Harness</h1>
        <p id="package"></p>
        <div id="toolbar" role="toolbar" aria-label="Run the tests">
        <button type="button" id="run">Run</button>
        <button type="button" id="run-failed">Run failed</button>
        <button type="button" id="stop" disabled>Stop</button>
        <label class="switch"><input type="checkbox" role="switch" id="watch"> Watch</label>
        <details id="options"><summary>Options</summary>
        <label>Retries <input type="number" id="retries" min="0" max="100" value="0"></label>
        <label>Timeout (s) <input type="number" id="timeout" min="0.1" step="0.1" placeholder="600"></label>
        <label>Repetitions <input type="number" id="repetitions" min="1" max="1000" value="1"></label>
        <label><input type="checkbox" id="random-order"> Random order</label>
        </details>
        </div>
        <p id="phase" role="status" aria-live="polite">Connecting…</p>
        <p id="connection" role="alert" hidden></p>
        </header>
        <section id="build-errors" aria-label="Build errors" hidden>
        <h2>The build failed</h2>
        <pre id="build-lines"></pre>
        </section>
        <nav id="filters" aria-label="Filter the tests">
        <input type="search" id="filter" aria-label="Filter" placeholder="Filter: test, class, tag or message" autocomplete="off">
        <span id="status-filters" role="group" aria-label="Status"></span>
        <label>Tag <select id="tag"><option value="">any</option></select></label>
        <label><input type="checkbox" id="slow"> Slow</label>
        <label><input type="checkbox" id="flaky"> Flaky</label>
        <span id="filter-count" role="status" aria-live="polite"></span>
        </nav>
        <main>
        <div id="tree" role="tree" aria-label="Tests"></div>
        <section id="detail" aria-label="Test detail" aria-live="polite"><p class="hint">Select a test to see its last result.</p></section>
        </main>
        <script>
        \(script)
        </script>
        </body>
        </html>
        """
    }
}
