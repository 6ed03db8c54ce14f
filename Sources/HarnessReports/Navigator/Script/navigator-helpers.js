// The navigator's pure helpers: the status words, the formats and the filter's rule, with no
// page in reach. The page's script is this file followed by navigator.js, in one script
// element (NavigatorScriptPlugin embeds both); node's test runner loads this file alone
// (Tests/JavaScript), through the `module.exports` at the end, which a browser skips.
"use strict";
const words = { passed: "passed", failed: "failed", skipped: "skipped", flaky: "flaky", timedOut: "timed out",
  crashed: "crashed", hostLaunchFailed: "host failed to launch", running: "running", notRun: "not run",
  interrupted: "interrupted" };
const failing = new Set(["failed", "timedOut", "crashed", "hostLaunchFailed"]);
const statusOrder = ["failed", "timedOut", "crashed", "hostLaunchFailed", "flaky", "interrupted", "skipped",
  "passed", "running", "notRun"];
const esc = (text) => String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;",
  '"': "&quot;", "'": "&#39;" }[c]));
// The channel names a test as { module, className, method }; the model as "Module.Class/method".
const idText = (id) => (id.className ? id.module + "." + id.className : id.module) + "/" + id.method;
const seconds = (s) => s === undefined || s === null ? "" : (s < 10 ? s.toFixed(3) : s.toFixed(1)) + " s";

// A test's status as the page shows it: a running test is running whatever it did last time.
function testStatus(test, isRunning) {
  if (isRunning) return "running";
  return test.interrupted ? "interrupted" : (test.status || "notRun");
}

// "Slow" is at least a second, or the slowest tenth of the tests when that is longer.
function slowThreshold(durations) {
  const sorted = [...durations].sort((x, y) => x - y);
  return Math.max(1, sorted.length ? sorted[Math.floor(sorted.length * 0.9)] : 1);
}

// The filter's rule for one test. `entry.hay` is its lowercased search text; `filter` is
// { statuses (a Set, empty: every status), text (lowercased), tag, slow, flaky, slowAfter }.
function passesFilter(entry, status, filter) {
  if (filter.statuses.size && !filter.statuses.has(status)) return false;
  if (filter.text && !entry.hay.includes(filter.text)) return false;
  if (filter.tag && !entry.test.tags.includes(filter.tag)) return false;
  if (filter.slow && !(entry.test.seconds >= filter.slowAfter)) return false;
  if (filter.flaky && !(entry.test.flaky || entry.test.status === "flaky")) return false;
  return true;
}

// A group row's count: "3 tests · 1 failing".
function countText(node) {
  return `${node.shown} test${node.shown === 1 ? "" : "s"}` + (node.failing ? ` · ${node.failing} failing` : "");
}

// A finished run in one line: "4 passed, 1 failed (stopped)".
function summaryLine(summary) {
  const parts = [];
  for (const key of ["passed", "failed", "skipped", "flaky", "timedOut", "crashed"]) {
    if (summary[key]) parts.push(`${summary[key]} ${words[key]}`);
  }
  return (parts.join(", ") || "no tests") + (summary.interrupted ? " (stopped)" : "");
}

// What the toolbar's Run asks for: the tests shown under the selected node (or in the whole
// tree), so that it runs what the filter shows; everything when everything is shown and no
// node is chosen; null when the filter shows none.
function toolbarRunRequest(shownIds, total, scoped) {
  if (shownIds.length === 0) return null;
  if (!scoped && shownIds.length === total) return { scope: "all" };
  return { scope: "tests", tests: shownIds };
}

// The word beside the toolbar once the loop is idle: what the last run or build ended with,
// and never "Ready" while the package does not build.
function idleWord(lastWord, buildErrors) {
  if (buildErrors && buildErrors.length) return "The build failed";
  return lastWord || "Ready";
}

// Where a file:line opens in the user's editor: `harness ui --editor-url`'s template with
// {path} (absolute, as a URL's path: spaces and the like escaped), {line} and {column} filled
// in; null without a template or a file.
function editorLink(template, packageRoot, file, line, column) {
  if (!template || !file) return null;
  const path = file.startsWith("/") ? file : packageRoot.replace(/\/+$/, "") + "/" + file;
  return template.split("{path}").join(encodeURI(path)).split("{line}").join(String(line || 1))
    .split("{column}").join(String(column || 1));
}

// A function's cases after a run that ran only some of them (a case's ▶): the ones that ran
// take their new status, the others keep their earlier one, marked `earlier`, in the order
// they were listed; a case that ran and was not listed goes last. The model does the same
// (NavigatorModel.merging), so a reload shows what the page showed.
function mergeChosenCases(ran, earlier) {
  const fresh = new Map(ran.filter((c) => c.id).map((c) => [c.id, c]));
  const merged = earlier.map((old) => {
    const now = old.id && fresh.get(old.id);
    if (now) { fresh.delete(old.id); return now; }
    return { ...old, earlier: true };
  });
  return merged.concat(ran.filter((c) => !c.id || fresh.has(c.id)));
}

if (typeof module === "object" && module !== null && typeof module.exports === "object") {
  module.exports = { words, failing, statusOrder, esc, idText, seconds, testStatus, slowThreshold, passesFilter,
    countText, summaryLine, toolbarRunRequest, idleWord, editorLink, mergeChosenCases };
}
