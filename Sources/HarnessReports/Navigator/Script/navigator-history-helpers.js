// The history side's pure parts: a test's recent runs drawn small (a bar per run, its height
// the run's time, its colour the result), the same in words for a screen reader, the flaky and
// failing-since facts of those runs, and the line for saves git ignores. The page's script is
// the helpers, this file among them, then navigator.js and the views in one script element
// (NavigatorScriptPlugin); node's test runner loads this file alone (Tests/JavaScript).
// An entry is the server's TimelineEntry: { status, startedAt (s), seconds, commit, dirty, message }.
"use strict";

const HISTORY_BAR = 8;      // px per run, gap included
const HISTORY_HEIGHT = 28;  // px: the tallest bar, the slowest of the runs shown

const historyWords = { passed: "passed", failed: "failed", skipped: "skipped", flaky: "flaky",
  timedOut: "timed out", crashed: "crashed", hostLaunchFailed: "host failed to launch", interrupted: "interrupted" };
const historyFailing = new Set(["failed", "timedOut", "crashed", "hostLaunchFailed"]);
const historyEscape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;",
  '"': "&quot;", "'": "&#39;" }[c]));
const historySeconds = (s) => (s < 10 ? s.toFixed(3) : s.toFixed(1)) + " s";

// The median of some numbers (the lower middle of an even count).
function historyMedian(values) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
}

// "8 runs: 6 passed, 2 failed; 0.012 s to 0.310 s, median 0.020 s": the chart in words.
// `entries` oldest first.
function historyText(entries) {
  if (!entries.length) return "No run of it in the history yet.";
  const counts = new Map();
  for (const entry of entries) counts.set(entry.status, (counts.get(entry.status) || 0) + 1);
  const results = [...counts].map(([status, count]) => `${count} ${historyWords[status] || status}`).join(", ");
  const times = entries.map((entry) => entry.seconds);
  const low = Math.min(...times);
  const high = Math.max(...times);
  const spread = low === high ? historySeconds(low) + " each"
    : `${historySeconds(low)} to ${historySeconds(high)}, median ${historySeconds(historyMedian(times))}`;
  return `${entries.length} run${entries.length === 1 ? "" : "s"}: ${results}; ${spread}`;
}

// The runs as an inline SVG bar strip, oldest on the left: each bar's height is its time against
// the slowest run shown (at least 3 px, so a fast run is still seen), its class the status (the
// page's colours); each bar's title says what it was. The strip is one image to a screen reader,
// named by `describedBy`'s text (historyText), so its bars are not read one by one.
function historyStrip(entries, labelId) {
  const slowest = Math.max(...entries.map((entry) => entry.seconds), 0);
  const width = Math.max(1, entries.length) * HISTORY_BAR;
  let bars = "";
  entries.forEach((entry, index) => {
    const height = slowest > 0 ? Math.max(3, Math.round((entry.seconds / slowest) * HISTORY_HEIGHT)) : 3;
    const when = new Date(entry.startedAt * 1000).toISOString().replace("T", " ").slice(0, 19);
    bars += `<rect class="bar ${historyEscape(entry.status)}" x="${index * HISTORY_BAR}" y="${HISTORY_HEIGHT - height}"` +
      ` width="${HISTORY_BAR - 2}" height="${height}"><title>${historyEscape(historyWords[entry.status] || entry.status)},` +
      ` ${historySeconds(entry.seconds)}, ${when} UTC</title></rect>`;
  });
  return `<svg class="history-strip" role="img" aria-labelledby="${historyEscape(labelId)}" width="${width}"` +
    ` height="${HISTORY_HEIGHT}" viewBox="0 0 ${width} ${HISTORY_HEIGHT}">${bars}</svg>`;
}

// What the runs say of the test: flaky (it failed and passed on the same commit, or a run was
// flaky itself), and failing since (the first run of the failing streak that reaches the
// latest run, with how many runs it holds). `entries` oldest first.
function historyFacts(entries) {
  const facts = { flaky: false, failingSince: null, failingRuns: 0 };
  const outcomes = new Map();
  for (const entry of entries) {
    if (entry.status === "flaky") facts.flaky = true;
    if (!entry.commit) continue;
    const key = entry.commit + (entry.dirty ? "+" : "");
    const seen = outcomes.get(key) || new Set();
    if (historyFailing.has(entry.status)) seen.add("failed");
    else if (entry.status === "passed") seen.add("passed");
    outcomes.set(key, seen);
    if (seen.size === 2) facts.flaky = true;
  }
  for (let at = entries.length - 1; at >= 0 && historyFailing.has(entries[at].status); at -= 1) {
    facts.failingSince = entries[at].startedAt;
    facts.failingRuns += 1;
  }
  return facts;
}

// The line for saves made while watching in folders git ignores ({ files, folders }).
function ignoredSavesLine(message) {
  const files = message.files || [];
  const first = files[0] || "";
  const more = files.length > 1 ? ` and ${files.length - 1} more` : "";
  const where = (message.folders || []).map((folder) => folder || "the package's root").join(", ");
  const verb = files.length > 1 ? "are not changes" : "is not a change";
  return `Saved in a folder git ignores (${where}): ${first}${more} ${verb}; nothing runs.`;
}

if (typeof module === "object" && module !== null && typeof module.exports === "object") {
  module.exports = { historyText, historyStrip, historyFacts, historyMedian, ignoredSavesLine };
}
