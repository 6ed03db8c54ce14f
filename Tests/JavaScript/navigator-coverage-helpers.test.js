// The coverage views' pure helpers, as node runs them (Scripts/test.sh). The browser tests
// (Tests/EndToEndTests/Browser/navigator_coverage.py) cover the views themselves.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("node:path");
const helpers = require(path.join(__dirname, "../../Sources/HarnessReports/Navigator/Script/navigator-coverage-helpers.js"));

test("inRanges finds a line in ascending ranges, both ends included", () => {
  const ranges = [[3, 7], [12, 12], [20, 25]];
  for (const line of [3, 5, 7, 12, 20, 25]) assert.ok(helpers.inRanges(ranges, line), `${line}`);
  for (const line of [1, 2, 8, 11, 13, 19, 26]) assert.ok(!helpers.inRanges(ranges, line), `${line}`);
  assert.ok(!helpers.inRanges([], 1));
});

test("rangesText and rangesCount read ranges as a person does", () => {
  assert.equal(helpers.rangesText([[3, 7], [12, 12]]), "3–7, 12");
  assert.equal(helpers.rangesText([]), "");
  assert.equal(helpers.rangesCount([[3, 7], [12, 12]]), 6);
});

test("gutterModel: executed wins over missed, lines beyond the file are ignored, no coverage is all none", () => {
  const states = helpers.gutterModel(6, { executed: [[1, 2], [5, 9]], missed: [[2, 3]] });
  assert.deepEqual([...states], [helpers.GUTTER_RAN, helpers.GUTTER_RAN, helpers.GUTTER_MISSED, helpers.GUTTER_NONE,
    helpers.GUTTER_RAN, helpers.GUTTER_RAN]);
  assert.deepEqual([...helpers.gutterModel(3, null)], [0, 0, 0]);
  assert.equal(helpers.gutterWords[helpers.GUTTER_MISSED], "not covered");
});

test("testsCovering lists the tests whose ranges hold the line, sorted", () => {
  const tests = [{ id: "T.B/b", lines: [[1, 4]] }, { id: "T.A/a", lines: [[3, 3], [9, 10]] }, { id: "T.C/c", lines: [] }];
  assert.deepEqual(helpers.testsCovering(tests, 3), ["T.A/a", "T.B/b"]);
  assert.deepEqual(helpers.testsCovering(tests, 10), ["T.A/a"]);
  assert.deepEqual(helpers.testsCovering(tests, 5), []);
});

test("testsCovering finds the tests of one line among 10,000", () => {
  const tests = Array.from({ length: 10000 }, (_, n) => ({ id: `M.C/t${n}`, lines: [[n, n + 3], [n + 10, n + 12]] }));
  const ids = helpers.testsCovering(tests, 5000);
  assert.deepEqual(ids, ["M.C/t4988", "M.C/t4989", "M.C/t4990", "M.C/t4997", "M.C/t4998", "M.C/t4999", "M.C/t5000"]);
});

test("linesOf expands ranges into a set of lines", () => {
  assert.deepEqual([...helpers.linesOf([[2, 4], [7, 7]])], [2, 3, 4, 7]);
});

test("reasonText says which changed lines a test ran, and calls a test with no record unknown", () => {
  assert.equal(helpers.reasonText({ kind: "ran", reason: "ran a.swift:3, which changed",
    ran: [{ file: "Sources/A/a.swift", lines: [[3, 3]] }, { file: "Sources/A/b.swift", lines: [[1, 2]] }] }),
  "ran changed lines: Sources/A/a.swift line 3; Sources/A/b.swift lines 1–2");
  assert.equal(helpers.reasonText({ kind: "ran", reason: "ran a.swift:3, which changed", ran: [] }),
    "ran a.swift:3, which changed");
  assert.equal(helpers.reasonText({ kind: "unknown", reason: "no coverage recorded for it yet" }),
    "unknown: no coverage run recorded what it runs, so it runs");
  assert.equal(helpers.reasonText({ kind: "failed", reason: "failed last time" }), "failed last time");
  assert.equal(helpers.reasonText({ kind: "widened", reason: "LibTests depends on Lib" }), "LibTests depends on Lib");
});

test("changeText and changedSummary describe the changes", () => {
  assert.equal(helpers.changeText({ file: "a.swift", kind: "modified", lines: [[3, 4]] }), "a.swift: lines 3–4 changed");
  assert.equal(helpers.changeText({ file: "a.swift", kind: "modified", lines: [[3, 3]] }), "a.swift: line 3 changed");
  assert.equal(helpers.changeText({ file: "b.swift", kind: "added", lines: [] }), "b.swift: new");
  assert.equal(helpers.changeText({ file: "c.swift", kind: "deleted", lines: [] }), "c.swift: deleted");
  assert.equal(helpers.changedSummary({ changes: [{}], tests: [{ kind: "ran" }, { kind: "unknown" }] }),
    "2 tests picked (1 unknown) for 1 changed file");
  assert.equal(helpers.changedSummary({ changes: [{}, {}], tests: [{ kind: "ran" }] }), "1 test picked for 2 changed files");
});

test("splitLocation reads file:line and file:line:column, and keeps a path without a line", () => {
  assert.deepEqual(helpers.splitLocation("/p/Tests/A/a.swift:12"), { file: "/p/Tests/A/a.swift", line: 12 });
  assert.deepEqual(helpers.splitLocation("a.swift:12:5"), { file: "a.swift", line: 12 });
  assert.deepEqual(helpers.splitLocation("C:odd"), { file: "C:odd", line: null });
});
