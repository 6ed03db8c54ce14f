extension UIPage {
    /// The page's style: a tree on the left, the detail on the right; statuses coloured, and
    /// always written as words too.
    static let style = """
        :root { font: 14px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #fff; }
        body { margin: 0; }
        header { padding: 8px 16px; border-bottom: 1px solid #ddd; background: #f7f7f8; }
        h1 { font-size: 18px; margin: 0 12px 0 0; display: inline-block; }
        #package { display: inline; color: #555; }
        #toolbar { margin: 6px 0; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
        #toolbar button { padding: 3px 12px; }
        #options label { margin-right: 10px; }
        #options input[type=number] { width: 5em; }
        #phase { margin: 0; color: #333; }
        #connection { margin: 4px 0; color: #a40000; font-weight: bold; }
        #build-errors { margin: 8px 16px; padding: 8px; border: 2px solid #c00; background: #fff4f4; }
        #build-errors h2 { font-size: 15px; margin: 0 0 4px; color: #a40000; }
        #build-errors pre { margin: 0; white-space: pre-wrap; font-size: 12px; }
        #filters { padding: 6px 16px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap;
          border-bottom: 1px solid #eee; }
        #filter { width: 22em; }
        #status-filters button { padding: 1px 8px; border-radius: 10px; border: 1px solid #bbb; background: #fff; }
        #status-filters button[aria-pressed=true] { background: #333; color: #fff; }
        main { display: grid; grid-template-columns: minmax(320px, 1fr) minmax(320px, 1fr); min-height: 70vh; }
        #tree { padding: 4px 0 40px; border-right: 1px solid #eee; overflow: auto; }
        #detail { padding: 8px 16px; overflow: auto; }
        .row { display: flex; gap: 8px; align-items: baseline; padding: 1px 8px; cursor: default;
          content-visibility: auto; contain-intrinsic-size: auto 22px; }
        .row:hover { background: #f2f5fa; }
        .row[aria-selected=true] { background: #dde8f8; }
        .row:focus { outline: 2px solid #3b73d1; outline-offset: -2px; }
        .row.bundle { font-weight: 600; margin-top: 6px; }
        .row.suite { padding-left: 24px; font-weight: 500; }
        .row.test { padding-left: 48px; }
        .row .name { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .row .play { border: none; background: none; cursor: pointer; color: #2a7a2a; padding: 0 4px; }
        .row .meta, .row .count { color: #666; font-size: 12px; }
        .status { font-size: 12px; padding: 0 6px; border-radius: 8px; background: #eee; white-space: nowrap; }
        .status.passed { background: #dff3df; color: #155d15; }
        .status.failed, .status.crashed, .status.timedOut, .status.hostLaunchFailed {
          background: #fbe0e0; color: #8d0f0f; }
        .status.skipped { background: #eee; color: #555; }
        .status.flaky { background: #fff1cc; color: #735300; }
        .status.running { background: #dde8f8; color: #1b4a99; }
        .tag { font-size: 11px; color: #4b3b8f; background: #efeafd; border-radius: 6px; padding: 0 4px; }
        .flag { font-size: 11px; color: #735300; }
        .since { font-size: 11px; color: #8d0f0f; }
        #detail .meta { color: #666; font-size: 12px; margin: 2px 0; }
        .hint { color: #777; }
        #detail h2 { font-size: 16px; margin: 4px 0; word-break: break-all; }
        #detail h3 { font-size: 14px; margin: 12px 0 4px; }
        #detail pre { background: #f6f6f6; padding: 6px; white-space: pre-wrap; font-size: 12px; margin: 4px 0; }
        #detail .issue { border-left: 3px solid #c00; padding-left: 8px; margin: 6px 0; }
        #detail .source .mark { background: #fde2e2; }
        [hidden] { display: none !important; }
        """
}
