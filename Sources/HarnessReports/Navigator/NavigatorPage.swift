/// The navigator's page, whole: HTML, style and script in one document with nothing loaded
/// from the network (it works offline). One page, two forms:
///
/// - **live** (`harness ui`): it renders the model the server gives (`GET /api/model`), follows
///   the live channel (`/api/events`: the run's `--json` event lines and the UI's own
///   messages), runs tests and asks the server for a test's detail (`GET /api/detail`);
/// - **report** (`harness test --html`): the run's model is embedded in the file, with each
///   test's detail as a `template` element and the run's header and facts around the tree; no
///   Run, Stop or Watch, nothing fetched: it opens from `file://` alone.
///
/// ```
///  toolbar (live): Run · Run failed · Stop · Watch · options (retries, timeout, repetitions, random order)
///  filters: Filter (text) · status buttons with counts · tag · slow · flaky
///  navigator: bundle (kind, host) ─► class / suite ─► nested suite ─► test ─► case
///             (status as text, time, tags, flaky, failing since; ▶ Run on every row, live)
///  detail: the selected test's attempts (issues + source, cases, measurements as a chart,
///          attachments with images inline, output) and its recent runs (live)
/// ```
///
/// Every control has a role and a name (the buttons "Run", "Run failed", "Stop", the search box
/// "Filter"); statuses are words as well as colours, so a screen reader and a browser test read
/// the same page.
package enum NavigatorPage {
    /// What the live page may load: only itself and its own server.
    package static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
        + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The report's own parts, around the tree: already HTML (escaped by their maker).
    package struct Report: Sendable {
        /// The document's title.
        package var title: String
        /// The verdict, counts, exit code and time (inside the header).
        package var header: String
        /// The notices and the run's facts (below the tree).
        package var sections: String
        /// The model as JSON (`<` written as `\u003c`, so no text in it can end the element).
        package var modelJSON: String
        /// Each test's detail: `<template id="detail-ANCHOR">…</template>`.
        package var details: String
        /// A covered run's sources for the source view (``ReportSources/json``); nil without coverage.
        package var sourcesJSON: String?

        package init(
            title: String, header: String, sections: String, modelJSON: String, details: String,
            sourcesJSON: String? = nil
        ) {
            self.title = title
            self.header = header
            self.sections = sections
            self.modelJSON = modelJSON
            self.details = details
            self.sourcesJSON = sourcesJSON
        }
    }

    /// The live page.
    package static var html: String { html(report: nil) }

    /// The page; with `report`, its read-only form.
    package static func html(report: Report?) -> String {
        let toolbar =
            report != nil
            ? ""
            : """
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
            \(coverageToolbar)</div>

            """
        let data = { (id: String, json: String) in "<script type=\"application/json\" id=\"\(id)\">\(json)</script>\n" }
        let embedded =
            report.map {
                data("harness-model", $0.modelJSON) + ($0.sourcesJSON.map { data("harness-sources", $0) } ?? "")
                    + $0.details
            } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(report.map { HTMLReportFormatter.escape($0.title) } ?? "Harness")</title>
            \(report == nil ? "<link rel=\"icon\" href=\"data:,\">\n" : "")<style>
            \(style)
            \(coverageStyle)
            \(historyStyle)
            </style>
            </head>
            <body class="\(report == nil ? "live" : "report")">
            <header>
            <h1>Harness\(report == nil ? "" : " test report")</h1>
            <p id="package"></p>
            \(report?.header ?? "")\(toolbar)<p id="phase" role="status" aria-live="polite">\(report == nil ? "Connecting…" : "")</p>
            <p id="connection" role="alert" hidden></p>
            </header>
            <section id="build-errors" aria-label="Build errors" hidden>
            <h2>The build failed</h2>
            <pre id="build-lines"></pre>
            </section>
            \(coverageSections)<nav id="filters" aria-label="Filter the tests">
            <input type="search" id="filter" aria-label="Filter" placeholder="Filter: test, class, tag or message" autocomplete="off">
            <span id="status-filters" role="group" aria-label="Status"></span>
            <label>Tag <select id="tag"><option value="">any</option></select></label>
            <label><input type="checkbox" id="slow"> Slow</label>
            <label><input type="checkbox" id="flaky"> Flaky</label>
            <span id="filter-count" role="status" aria-live="polite"></span>
            </nav>
            <main id="navigator">
            <div id="tree" role="tree" aria-label="Tests"><div id="rows" role="presentation"></div></div>
            <section id="detail" aria-label="Test detail" aria-live="polite" tabindex="0"><p class="hint">Select a test to see its last result.</p></section>
            </main>
            \(report?.sections ?? "")\(embedded)<script>
            \(script)
            </script>
            </body>
            </html>

            """
    }
}
