/// The HTML report's own style sheet and script, inline so the page needs nothing else.
///
/// The script only filters (by status, by search text) and expands or collapses; the page is
/// complete without it. Layout works from phone width up; every control is a native element
/// (`details`/`summary`, checkboxes, a search field), so the keyboard reaches all of it.
enum HTMLPageAssets {
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLReportFormatter.escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>

        """
    }

    static let style = """
        :root { --red: #b00020; --green: #1b7a1b; --amber: #a05a00; --grey: #666; --line: #ddd; }
        * { box-sizing: border-box; }
        body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; padding: 1em; max-width: 1100px; color: #222; }
        a { color: #0645ad; }
        :focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
        .skip { position: absolute; left: -999px; } .skip:focus { left: 1em; top: 1em; background: #fff; }
        header { border-left: 6px solid var(--green); padding: .2em 1em; margin-bottom: 1em; }
        header.failed { border-color: var(--red); }
        h1 { font-size: 1.4em; margin: .2em 0; }
        .summary { font-size: 1.25em; font-weight: bold; margin: .2em 0; }
        header.failed .summary { color: var(--red); } header.passed .summary { color: var(--green); }
        .meta, .facts, .counts, .kind { color: var(--grey); font-size: .92em; }
        .interrupted, #notices { background: #fff3cd; padding: .5em 1em; }
        #controls { position: sticky; top: 0; background: #fff; padding: .5em 0; border-bottom: 1px solid \
        var(--line); z-index: 1; }
        #controls input[type=search] { width: min(28em, 100%); padding: .4em; font-size: 1em; }
        #controls fieldset { display: inline; border: 0; padding: 0; margin: .3em 0; }
        #controls legend { display: inline; float: left; margin-right: .5em; }
        .filter { margin-right: .8em; white-space: nowrap; }
        button { font-size: .95em; padding: .3em .7em; }
        #filter-result { margin: .2em 0 0; color: var(--grey); min-height: 1.2em; }
        details > summary { cursor: pointer; padding: .25em 0; }
        details.bundle { border: 1px solid var(--line); border-radius: 6px; padding: .2em .8em; margin: .6em 0; }
        details.bundle > summary .name { font-weight: bold; font-size: 1.1em; }
        details.suite { margin: .3em 0 .3em 1em; }
        details.suite > summary .name { font-weight: 600; }
        ul.tests { list-style: none; margin: 0; padding-left: 1em; }
        details.test { border-left: 4px solid transparent; padding-left: .5em; margin: .2em 0; }
        details.test.failed, details.test.timedOut, details.test.crashed, details.test.hostLaunchFailed { \
        border-color: var(--red); }
        details.test.flaky { border-color: var(--amber); }
        .badge { display: inline-block; min-width: 5.5em; font-size: .8em; font-weight: bold; text-transform: \
        uppercase; }
        .badge.passed, .count.passed { color: var(--green); } .badge.skipped, .count.skipped { color: var(--grey); }
        .badge.failed, .badge.timedOut, .badge.crashed, .badge.hostLaunchFailed,
        .count.failed, .count.timedOut, .count.crashed, .count.hostLaunchFailed { color: var(--red); }
        .badge.flaky, .count.flaky { color: var(--amber); }
        .detail { padding: .2em 0 .6em .5em; }
        section.attempt { border-top: 1px dashed var(--line); padding-top: .3em; }
        h4.headline { margin: .3em 0; font-size: 1em; }
        section.attempt.failed h4, section.attempt.timedOut h4, section.attempt.crashed h4 { color: var(--red); }
        .issue { margin: .5em 0; }
        .message { font-weight: 600; margin: .2em 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        .activities { margin: 0; color: var(--grey); } .activity { background: #eef; padding: 0 .3em; \
        border-radius: 3px; color: #223; }
        .location { margin: .1em 0; overflow-wrap: anywhere; }
        pre { background: #f6f6f6; padding: .5em; overflow-x: auto; white-space: pre-wrap; overflow-wrap: \
        anywhere; margin: .3em 0; }
        pre.source mark { background: #ffe3e3; display: block; }
        .unreadable, .note { color: var(--grey); font-style: italic; }
        .known { color: var(--amber); }
        .attachments h5 { margin: .5em 0 .2em; font-size: .95em; }
        .attachment { border: 1px solid var(--line); border-radius: 4px; padding: .3em .6em; margin: .3em 0; }
        .attachment p { margin: .2em 0; overflow-wrap: anywhere; }
        .attachment img { max-width: 100%; min-width: 4em; height: auto; border: 1px solid var(--line); \
        image-rendering: pixelated; }
        figure.measurement { margin: .5em 0; } figure.measurement figcaption { font-weight: 600; }
        figure.regression figcaption { color: var(--red); }
        svg.chart { width: 100%; max-width: 460px; height: auto; display: block; }
        svg .plot { fill: #fafafa; stroke: var(--line); } svg .band { fill: #d8eed8; } svg .baseline { stroke: \
        var(--green); stroke-dasharray: 5 3; }
        svg .series { fill: none; stroke: #1a73e8; stroke-width: 1.5; } svg .point { fill: #1a73e8; }
        figure.regression svg .series { stroke: var(--red); } figure.regression svg .point { fill: var(--red); }
        svg text { font: 11px system-ui, sans-serif; fill: #555; }
        .values { font-size: .9em; color: var(--grey); }
        #run dl { display: grid; grid-template-columns: max-content 1fr; gap: .2em 1em; }
        #run dd { margin: 0; overflow-wrap: anywhere; }
        [hidden] { display: none !important; }
        @media (max-width: 600px) {
          body { padding: .5em; font-size: 14px; }
          #controls { position: static; }
          #run dl { grid-template-columns: 1fr; } #run dd { margin-bottom: .4em; }
          details.suite { margin-left: .2em; } ul.tests { padding-left: .3em; }
          .badge { min-width: 0; margin-right: .3em; }
        }
        """

    /// Filters and search: a test shows when its status is ticked and its text contains
    /// every word typed; a class or bundle shows when any of its tests does.
    static let script = """
        <script>
        (function () {
          var search = document.getElementById('search');
          var boxes = Array.prototype.slice.call(document.querySelectorAll('#status-filters input'));
          var tests = Array.prototype.slice.call(document.querySelectorAll('details.test'));
          var result = document.getElementById('filter-result');
          function apply() {
            var shown = {}; boxes.forEach(function (b) { shown[b.dataset.status] = b.checked; });
            var words = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
            var visible = 0;
            tests.forEach(function (t) {
              var ok = shown[t.dataset.status] !== false && words.every(function (w) { return \
        t.dataset.search.indexOf(w) >= 0; });
              t.parentElement.hidden = !ok; if (ok) { visible++; }
            });
            document.querySelectorAll('details.suite, details.bundle').forEach(function (g) {
              g.hidden = !g.querySelector('li:not([hidden]) details.test');
              if (words.length && !g.hidden) { g.open = true; }
            });
            result.textContent = visible === tests.length ? '' : visible + ' of ' + tests.length + ' tests shown';
          }
          // A link can carry a filter: report.html?status=failed,crashed&q=network
          var params = new URLSearchParams(location.search);
          if (params.get('q')) { search.value = params.get('q'); }
          if (params.get('status')) { var keep = params.get('status').split(',');
            boxes.forEach(function (b) { b.checked = keep.indexOf(b.dataset.status) >= 0; }); }
          apply();
          search.addEventListener('input', apply);
          boxes.forEach(function (b) { b.addEventListener('change', apply); });
          function setAll(open) { document.querySelectorAll('#navigator details:not(.output)').forEach(function \
        (d) { d.open = open; }); }
          document.getElementById('expand-all').addEventListener('click', function () { setAll(true); });
          document.getElementById('collapse-all').addEventListener('click', function () { setAll(false); });
          if (location.hash) { var target = document.getElementById(location.hash.slice(1));
            for (var d = target; d; d = d.parentElement) { if (d.tagName === 'DETAILS') { d.open = true; } } }
          document.documentElement.dataset.ready = 'true';
        })();
        </script>

        """
}
