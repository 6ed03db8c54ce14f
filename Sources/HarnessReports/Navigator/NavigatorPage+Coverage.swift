extension NavigatorPage {
    /// The coverage views' parts of the page: the source view (a file, the last covered run's
    /// lines in the gutter, line → tests) and the Changed view (files changed since the last
    /// commit, the tests `--changed` picks and why). Both start hidden; navigator-source.js
    /// fills them.
    static let coverageSections = """
        <section id="source-view" aria-labelledby="source-title" hidden>
        <div class="view-head"><h2 id="source-title">Source</h2>
        <button type="button" id="source-close">Close source</button></div>
        <p id="source-facts" class="facts"></p>
        <p class="legend"><span class="key ran">covered</span> <span class="key missed">not covered</span> <span class="key marked">▌ ran by the marked test</span>
        <span id="source-marked"></span></p>
        <p id="source-tests-note" class="facts"></p>
        <div class="source-panes">
        <div id="source-code" role="listbox" tabindex="0" aria-label="Source"><div id="source-body" role="presentation"><div id="source-lines" role="presentation"></div></div></div>
        <aside id="line-tests" aria-label="Tests that ran the line" aria-live="polite"></aside>
        </div>
        </section>
        <section id="changed-view" aria-labelledby="changed-title" hidden>
        <h2 id="changed-title">Changed since the last commit</h2>
        <div id="changed-body"></div>
        </section>

        """

    /// The live toolbar's coverage controls.
    static let coverageToolbar = """
        <label>Coverage <select id="coverage"><option value="off">off</option><option value="summary">lines</option><option value="per-test">per test</option></select></label>
        <button type="button" id="show-changed" aria-expanded="false" aria-controls="changed-view">Changed</button>

        """

    /// Their style: lines of one height (only those in the code's window are drawn), the gutter's
    /// states as colours and, for a screen reader, as words.
    static let coverageStyle = """
        #source-view, #changed-view { margin: 8px 16px; padding: 8px; border: 1px solid var(--line); }
        #source-view h2, #changed-view h2 { font-size: 15px; margin: 0; word-break: break-all; }
        #changed-view h3, #line-tests h3 { font-size: 14px; margin: 10px 0 4px; }
        .view-head { display: flex; gap: 12px; align-items: center; justify-content: space-between; }
        .facts, .legend { margin: 4px 0; color: #555; font-size: 12px; }
        .legend .key { padding: 0 6px; border-radius: 4px; }
        .key.ran, .line.ran { background: #e3f3e3; } .key.missed, .line.missed { background: #fbe3e3; }
        .key.marked { color: #1b4a99; }
        .source-panes { display: grid; grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr); gap: 12px; }
        #source-code { height: 55vh; overflow: auto; position: relative; border: 1px solid var(--line);
          font: 12px/18px ui-monospace, monospace; }
        #source-code:focus { outline: 2px solid #3b73d1; outline-offset: -2px; }
        #source-body { position: relative; min-width: 100%; }
        #source-lines { position: absolute; left: 0; right: 0; top: 0; }
        .line { display: flex; height: 18px; white-space: pre; cursor: default; }
        .line[aria-selected=true] { box-shadow: inset 0 0 0 2px #3b73d1; }
        .line .gutter { width: 10px; flex: none; color: #1b4a99; }
        .line .number { width: 5em; flex: none; text-align: right; padding-right: 8px; color: #555; }
        .line .cover { width: 0; overflow: hidden; }
        .line code { font: inherit; }
        .line.marked .number { color: #1b4a99; font-weight: bold; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
        #line-tests ul, #changed-view ul { margin: 4px 0; padding-left: 18px; }
        button.link { border: none; background: none; padding: 0; color: #0645ad; text-decoration: underline;
          cursor: pointer; font: inherit; text-align: left; overflow-wrap: anywhere; }
        #changed-view .reason { color: #555; }
        #source-view .hint, #changed-view .hint, #test-coverage .hint { color: #595959; }
        #changed-view li[data-kind=unknown] .reason { color: var(--amber); }
        .problem { color: var(--red); }
        @media (max-width: 700px) { .source-panes { grid-template-columns: 1fr; } }
        """
}
