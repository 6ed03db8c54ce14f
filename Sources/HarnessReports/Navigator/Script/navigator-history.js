// A test's recent runs drawn small in its detail (live): a bar per run (its time, its result),
// the same in words, and what the runs say (flaky, failing since). It follows navigator.js in
// the same script element and uses its names ($, esc); the pure parts are in
// navigator-history-helpers.js. Its own names start with `history`.

// Draws `entries` (the server's timeline, oldest first) above the detail's list of recent runs.
function historyShow(entries) {
  const list = $("timeline");
  if (!list) return;
  const old = $("history-chart");
  if (old) old.remove();
  if (!entries.length) return;
  const facts = historyFacts(entries);
  const lines = [];
  if (facts.flaky) lines.push('<span class="flag">Flaky in the history: it failed and passed on the same code.</span>');
  if (facts.failingSince !== null) {
    lines.push(`<span class="since">Failing since ${esc(new Date(facts.failingSince * 1000).toLocaleString())}` +
      ` (the last ${facts.failingRuns} run${facts.failingRuns === 1 ? "" : "s"}).</span>`);
  }
  const chart = document.createElement("figure");
  chart.id = "history-chart";
  chart.innerHTML = historyStrip(entries, "history-text") +
    `<figcaption id="history-text">${esc(historyText(entries))}</figcaption>` +
    (lines.length ? `<p id="history-facts">${lines.join(" ")}</p>` : "");
  list.before(chart);
}

// Ready again after a run: the history now holds it (it is kept before the session is idle), so
// the selected test's recent runs are read again.
function historyIdle() {
  const node = nodes.get(selected);
  const entry = node && (node.entry || (node.kind === "case" && node.parent.entry));
  if (live && entry && $("timeline")) timelineLoad(entry.test.id);
}
