// The coverage views' pure parts: line ranges, the gutter's model, line → tests and the
// Changed view's reason text, with no page in reach. The page's script is
// navigator-helpers.js, this file, navigator.js and navigator-source.js in one script
// element (NavigatorScriptPlugin); node's test runner loads this file alone (Tests/JavaScript).
// A range is [first, last], both lines included, as the server encodes Swift's ClosedRange.
"use strict";

// Whether `line` is in `ranges` (ascending, disjoint): a binary search, so a file's thousands
// of tests are each asked in a few steps.
function inRanges(ranges, line) {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle];
    if (line < range[0]) high = middle - 1;
    else if (line > range[1]) low = middle + 1;
    else return true;
  }
  return false;
}

// "3–7, 12": ranges as a person reads them.
function rangesText(ranges) {
  return ranges.map((r) => (r[0] === r[1] ? `${r[0]}` : `${r[0]}–${r[1]}`)).join(", ");
}

// How many lines the ranges hold.
function rangesCount(ranges) {
  return ranges.reduce((sum, r) => sum + r[1] - r[0] + 1, 0);
}

const GUTTER_NONE = 0;   // no code the run counted (a comment, a declaration)
const GUTTER_RAN = 1;    // executed by the last covered run
const GUTTER_MISSED = 2; // counted, never executed
const gutterWords = ["", "covered", "not covered"];

// The gutter of a file of `lineCount` lines: one state per line (index 0 is line 1), from the
// last covered run's { executed, missed } ranges (null: no coverage).
function gutterModel(lineCount, coverage) {
  const states = new Uint8Array(lineCount);
  if (!coverage) return states;
  const paint = (ranges, state) => {
    for (const [first, last] of ranges) {
      for (let line = Math.max(1, first); line <= Math.min(lineCount, last); line += 1) states[line - 1] = state;
    }
  };
  paint(coverage.missed || [], GUTTER_MISSED);
  paint(coverage.executed || [], GUTTER_RAN);
  return states;
}

// The tests (of the source view's [{ id, lines }]) whose latest coverage ran `line`, by id.
function testsCovering(coveringTests, line) {
  const ids = [];
  for (const test of coveringTests) if (inRanges(test.lines, line)) ids.push(test.id);
  return ids.sort();
}

// The lines of a file one test ran, as a Set of line numbers (to mark them in the gutter).
function linesOf(ranges) {
  const lines = new Set();
  for (const [first, last] of ranges) for (let line = first; line <= last; line += 1) lines.add(line);
  return lines;
}

// One line per test of the Changed view: why `--changed` picks it.
function reasonText(test) {
  switch (test.kind) {
    case "ran":
      return (test.ran || []).length
        ? "ran changed lines: " + test.ran.map((r) => `${r.file} ${r.lines.length === 1 && r.lines[0][0] === r.lines[0][1] ? "line" : "lines"} ${rangesText(r.lines)}`).join("; ")
        : test.reason;
    case "unknown":
      return "unknown: no coverage run recorded what it runs, so it runs";
    case "failed":
      return "failed last time";
    default:
      return test.reason;
  }
}

// A changed file in one line: "Sources/A/a.swift: lines 3–4 changed", "… is new".
function changeText(change) {
  if (change.kind === "added") return `${change.file}: new`;
  if (change.kind === "deleted") return `${change.file}: deleted`;
  if (!change.lines.length) return `${change.file}: changed`;
  const one = change.lines.length === 1 && change.lines[0][0] === change.lines[0][1];
  return `${change.file}: ${one ? "line" : "lines"} ${rangesText(change.lines)} changed`;
}

// The Changed view's counts: "3 tests picked (1 unknown) for 2 changed files".
function changedSummary(view) {
  const unknown = view.tests.filter((t) => t.kind === "unknown").length;
  const files = view.changes.length;
  return `${view.tests.length} test${view.tests.length === 1 ? "" : "s"} picked` +
    (unknown ? ` (${unknown} unknown)` : "") + ` for ${files} changed file${files === 1 ? "" : "s"}`;
}

// "path:12" → { file: "path", line: 12 }; a path with no line keeps its colons (line null).
function splitLocation(text) {
  const match = /^(.*?):(\d+)(?::\d+)?$/.exec(text.trim());
  return match ? { file: match[1], line: Number(match[2]) } : { file: text.trim(), line: null };
}

if (typeof module === "object" && module !== null && typeof module.exports === "object") {
  module.exports = { inRanges, rangesText, rangesCount, gutterModel, testsCovering, linesOf, reasonText, changeText,
    changedSummary, splitLocation, GUTTER_NONE, GUTTER_RAN, GUTTER_MISSED, gutterWords };
}
