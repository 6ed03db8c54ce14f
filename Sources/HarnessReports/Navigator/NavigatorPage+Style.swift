extension NavigatorPage {
    /// The page's style: a tree on the left (rows of one height, so only those on screen are
    /// drawn), the detail on the right; statuses coloured, and always written as words too.
    static let style = """
        :root { font: 14px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #fff;
          --red: #a40000; --green: #1b7a1b; --amber: #735300; --grey: #666; --line: #ddd; }
        body { margin: 0; }
        a { color: #0645ad; }
        header { padding: 8px 16px; border-bottom: 1px solid var(--line); background: #f7f7f8; }
        h1 { font-size: 18px; margin: 0 12px 0 0; display: inline-block; }
        #package { display: inline; color: #555; }
        #run-summary { border-left: 6px solid var(--green); padding: 2px 10px; margin: 6px 0; }
        #run-summary.failed { border-color: var(--red); }
        #run-summary .summary { font-size: 16px; font-weight: bold; margin: 0; }
        #run-summary.failed .summary { color: var(--red); } #run-summary.passed .summary { color: var(--green); }
        #run-summary .meta { color: var(--grey); margin: 0; }
        .interrupted, #notices { background: #fff3cd; padding: 4px 10px; }
        #toolbar { margin: 6px 0; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
        #toolbar button { padding: 3px 12px; }
        #options label { margin-right: 10px; }
        #options input[type=number] { width: 5em; }
        #phase { margin: 0; color: #333; }
        #phase:empty { display: none; }
        #connection { margin: 4px 0; color: var(--red); font-weight: bold; }
        #build-errors { margin: 8px 16px; padding: 8px; border: 2px solid #c00; background: #fff4f4; }
        #build-errors h2 { font-size: 15px; margin: 0 0 4px; color: var(--red); }
        #build-errors pre { margin: 0; white-space: pre-wrap; font-size: 12px; }
        #filters { position: sticky; top: 0; z-index: 2; background: #fff; padding: 6px 16px; display: flex; gap: 10px;
          align-items: center; flex-wrap: wrap; border-bottom: 1px solid #eee; }
        #filter { width: 22em; max-width: 100%; }
        #status-filters button { padding: 1px 8px; border-radius: 10px; border: 1px solid #bbb; background: #fff; }
        #status-filters button[aria-pressed=true] { background: #333; color: #fff; }
        main { display: grid; grid-template-columns: minmax(320px, 1fr) minmax(320px, 1fr); align-items: start; }
        #tree { position: relative; border-right: 1px solid #eee; min-height: 40px; }
        #rows { position: absolute; left: 0; right: 0; top: 0; }
        #detail { position: sticky; top: 44px; max-height: calc(100vh - 48px); padding: 8px 16px; overflow: auto;
          box-sizing: border-box; }
        .row { display: flex; gap: 6px; align-items: center; height: 24px; box-sizing: border-box; padding-right: 8px;
          cursor: default; white-space: nowrap; overflow: hidden; }
        .row:hover { background: #f2f5fa; }
        .row[aria-selected=true] { background: #dde8f8; }
        .row:focus { outline: 2px solid #3b73d1; outline-offset: -2px; }
        #detail:focus-visible { outline: 2px solid #3b73d1; outline-offset: 2px; }
        .row.bundle { font-weight: 600; }
        .row.suite { font-weight: 500; }
        .row .twisty { width: 12px; flex: none; color: #555; cursor: pointer; text-align: center; }
        .row .name { flex: 1 0 auto; max-width: 70%; overflow: hidden; text-overflow: ellipsis; }
        .row .play { border: none; background: none; cursor: pointer; color: #2a7a2a; padding: 0 4px; }
        .row .meta, .row .count { color: var(--grey); font-size: 12px; }
        .row .meta { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
        .row .count, .row .status, .row .play, .row .time { flex: none; }
        .status { font-size: 12px; padding: 0 6px; border-radius: 8px; background: #eee; white-space: nowrap; }
        .status.passed { background: #dff3df; color: #155d15; }
        .status.failed, .status.crashed, .status.timedOut, .status.hostLaunchFailed {
          background: #fbe0e0; color: #8d0f0f; }
        .status.skipped { background: #eee; color: #555; }
        .status.flaky, .status.interrupted { background: #fff1cc; color: var(--amber); }
        .status.running { background: #dde8f8; color: #1b4a99; }
        .tag { font-size: 11px; color: #4b3b8f; background: #efeafd; border-radius: 6px; padding: 0 4px; }
        .flag { font-size: 11px; color: var(--amber); }
        .since { font-size: 11px; color: #8d0f0f; }
        .hint { color: #666; }  /* 5.7:1 on white: axe-core (WCAG AA) asks 4.5:1 */
        #detail .meta { color: var(--grey); font-size: 12px; margin: 2px 0; }
        #detail h2 { font-size: 16px; margin: 4px 0; word-break: break-all; }
        #detail h3 { font-size: 14px; margin: 12px 0 4px; }
        #detail pre { background: #f6f6f6; padding: 6px; white-space: pre-wrap; overflow-wrap: anywhere;
          font-size: 12px; margin: 4px 0; }
        #detail pre.source mark { background: #fde2e2; display: block; }
        section.attempt { border-top: 1px dashed var(--line); padding-top: 4px; }
        .headline { margin: 4px 0; font-size: 14px; }
        section.attempt.failed .headline, section.attempt.timedOut .headline, section.attempt.crashed .headline {
          color: var(--red); }
        .issue { border-left: 3px solid #c00; padding-left: 8px; margin: 6px 0; }
        .message { font-weight: 600; margin: 2px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        .activities { margin: 0; color: var(--grey); }
        .activity { background: #eef; padding: 0 4px; border-radius: 3px; color: #223; }
        .location { margin: 2px 0; overflow-wrap: anywhere; }
        .unreadable, .note { color: var(--grey); font-style: italic; }
        .known { color: var(--amber); }
        .cases ul { margin: 2px 0; }
        .attachments .part, .cases .part { margin: 8px 0 2px; font-size: 13px; }
        .attachment { border: 1px solid var(--line); border-radius: 4px; padding: 4px 8px; margin: 4px 0; }
        .attachment p { margin: 2px 0; overflow-wrap: anywhere; }
        .attachment img { max-width: 100%; min-width: 4em; height: auto; border: 1px solid var(--line);
          image-rendering: pixelated; }
        figure.measurement { margin: 8px 0; } figure.measurement figcaption { font-weight: 600; }
        figure.regression figcaption { color: var(--red); }
        svg.chart { width: 100%; max-width: 460px; height: auto; display: block; }
        svg .plot { fill: #fafafa; stroke: var(--line); } svg .band { fill: #d8eed8; }
        svg .baseline { stroke: var(--green); stroke-dasharray: 5 3; }
        svg .series { fill: none; stroke: #1a73e8; stroke-width: 1.5; } svg .point { fill: #1a73e8; }
        figure.regression svg .series { stroke: var(--red); } figure.regression svg .point { fill: var(--red); }
        svg text { font: 11px system-ui, sans-serif; fill: #555; }
        .values { font-size: 12px; color: var(--grey); }
        #notices, #run { margin: 12px 16px; }
        #notices h2, #run h2 { font-size: 15px; margin: 4px 0; }
        #run dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; }
        #run dd { margin: 0; overflow-wrap: anywhere; }
        [hidden] { display: none !important; }
        @media (max-width: 700px) {
          main { grid-template-columns: 1fr; }
          #detail { position: static; max-height: none; border-top: 1px solid var(--line); }
          #run dl { grid-template-columns: 1fr; }
        }
        """
}
