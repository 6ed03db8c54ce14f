// The navigator's pure helpers, as node runs them (Scripts/test.sh: node --test Tests/JavaScript).
// The page runs the same file in the browser; the browser tests (Tests/EndToEndTests/Browser)
// cover the rest of the script.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("node:path");
const helpers = require(path.join(__dirname, "../../Sources/HarnessReports/Navigator/Script/navigator-helpers.js"));

test("esc escapes every character that could end an attribute or start an element", () => {
  assert.equal(helpers.esc(`<a href="x">Tom's & Jerry</a>`),
    "&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&lt;/a&gt;");
  assert.equal(helpers.esc(42), "42");
});

test("idText names a test as the model does, with or without a class", () => {
  assert.equal(helpers.idText({ module: "CalcTests", className: "AdderTests", method: "testAdd" }),
    "CalcTests.AdderTests/testAdd");
  assert.equal(helpers.idText({ module: "CalcTests", method: "addsTwoNumbers()" }), "CalcTests/addsTwoNumbers()");
});

test("seconds keeps three decimals under ten seconds, one above, and nothing for no time", () => {
  assert.equal(helpers.seconds(0.0123), "0.012 s");
  assert.equal(helpers.seconds(9.9994), "9.999 s");
  assert.equal(helpers.seconds(12.34), "12.3 s");
  assert.equal(helpers.seconds(undefined), "");
  assert.equal(helpers.seconds(null), "");
  assert.equal(helpers.seconds(0), "0.000 s");
});

test("testStatus: running wins, then interrupted, then the last status, else not run", () => {
  assert.equal(helpers.testStatus({ status: "failed" }, true), "running");
  assert.equal(helpers.testStatus({ status: "failed", interrupted: true }, false), "interrupted");
  assert.equal(helpers.testStatus({ status: "passed" }, false), "passed");
  assert.equal(helpers.testStatus({}, false), "notRun");
  for (const status of helpers.statusOrder) assert.ok(helpers.words[status], `a word for ${status}`);
});

test("slowThreshold is the slowest tenth's start, never under a second", () => {
  assert.equal(helpers.slowThreshold([]), 1);
  assert.equal(helpers.slowThreshold([0.1, 0.2, 0.3]), 1);
  const durations = [10, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  assert.equal(helpers.slowThreshold(durations), 10);
  assert.deepEqual(durations, [10, 1, 2, 3, 4, 5, 6, 7, 8, 9], "the caller's list is left as it was");
  assert.equal(helpers.slowThreshold([...Array(20).keys()].map((n) => n + 1)), 19);
});

test("passesFilter applies the status, text, tag, slow and flaky filters together", () => {
  const entry = (test) => ({ test: { tags: [], ...test }, hay: (test.id || "").toLowerCase() });
  const none = { statuses: new Set(), text: "", tag: "", slow: false, flaky: false, slowAfter: 1 };
  const network = entry({ id: "Net.Client/testFetch", tags: ["network"], seconds: 2.5, status: "failed" });
  const quick = entry({ id: "Calc.Adder/testAdd", seconds: 0.01, status: "passed", flaky: true });
  assert.ok(helpers.passesFilter(network, "failed", none));
  assert.ok(helpers.passesFilter(network, "failed", { ...none, statuses: new Set(["failed"]) }));
  assert.ok(!helpers.passesFilter(quick, "passed", { ...none, statuses: new Set(["failed"]) }));
  assert.ok(helpers.passesFilter(network, "failed", { ...none, text: "fetch" }));
  assert.ok(!helpers.passesFilter(quick, "passed", { ...none, text: "fetch" }));
  assert.ok(helpers.passesFilter(network, "failed", { ...none, tag: "network" }));
  assert.ok(!helpers.passesFilter(quick, "passed", { ...none, tag: "network" }));
  assert.ok(helpers.passesFilter(network, "failed", { ...none, slow: true }));
  assert.ok(!helpers.passesFilter(quick, "passed", { ...none, slow: true }));
  assert.ok(!helpers.passesFilter(network, "failed", { ...none, slow: true, slowAfter: 3 }));
  assert.ok(helpers.passesFilter(quick, "passed", { ...none, flaky: true }));
  assert.ok(helpers.passesFilter(entry({ status: "flaky" }), "flaky", { ...none, flaky: true }));
  assert.ok(!helpers.passesFilter(network, "failed", { ...none, flaky: true }));
});

test("countText says how many tests a group shows and how many fail", () => {
  assert.equal(helpers.countText({ shown: 1, failing: 0 }), "1 test");
  assert.equal(helpers.countText({ shown: 3, failing: 1 }), "3 tests · 1 failing");
});

test("summaryLine lists the non-zero counts in order and says when the run was stopped", () => {
  assert.equal(helpers.summaryLine({ passed: 4, failed: 1, skipped: 0, timedOut: 2 }), "4 passed, 1 failed, 2 timed out");
  assert.equal(helpers.summaryLine({ passed: 0 }), "no tests");
  assert.equal(helpers.summaryLine({ passed: 1, interrupted: true }), "1 passed (stopped)");
});

test("failing holds the statuses the page counts as failing", () => {
  assert.deepEqual([...helpers.failing].sort(), ["crashed", "failed", "hostLaunchFailed", "timedOut"]);
});

test("toolbarRunRequest runs what the filter shows: all, the shown ones, or nothing", () => {
  assert.deepEqual(helpers.toolbarRunRequest(["A/a", "A/b"], 2, false), { scope: "all" });
  assert.deepEqual(helpers.toolbarRunRequest(["A/a"], 2, false), { scope: "tests", tests: ["A/a"] });
  // A chosen node's tests, even all of them, are named: "all" would run beyond it.
  assert.deepEqual(helpers.toolbarRunRequest(["A/a", "A/b"], 2, true), { scope: "tests", tests: ["A/a", "A/b"] });
  assert.equal(helpers.toolbarRunRequest([], 2, false), null);
});

test("idleWord never says Ready beside a build's errors", () => {
  assert.equal(helpers.idleWord(null, []), "Ready");
  assert.equal(helpers.idleWord("Finished: 2 passed", undefined), "Finished: 2 passed");
  assert.equal(helpers.idleWord(null, ["Counter.swift:3: error: expected expression"]), "The build failed");
  assert.equal(helpers.idleWord("Finished: 2 passed", ["error: x"]), "The build failed");
});

test("editorLink fills the --editor-url template: the absolute path escaped, the line, the column", () => {
  assert.equal(helpers.editorLink("vscode://file/{path}:{line}", "/src/My Pkg/", "Tests/A Tests/A.swift", 12),
    "vscode://file//src/My%20Pkg/Tests/A%20Tests/A.swift:12");
  assert.equal(helpers.editorLink("idea://open?file={path}&line={line}&column={column}", "/p", "/abs/B.swift", "7", 3),
    "idea://open?file=/abs/B.swift&line=7&column=3");
  assert.equal(helpers.editorLink("x://{path}:{line}:{column}", "/p", "C.swift"), "x:///p/C.swift:1:1");
  assert.equal(helpers.editorLink(null, "/p", "C.swift", 1), null);
  assert.equal(helpers.editorLink("x://{path}", "/p", "", 1), null);
});

test("mergeChosenCases: the cases that ran take their new status, the others stay, marked earlier", () => {
  const earlier = [
    { id: "ID 1", arguments: "1", status: "passed" },
    { id: "ID 2", arguments: "2", status: "passed" },
  ];
  assert.deepEqual(helpers.mergeChosenCases([{ id: "ID 2", arguments: "2", status: "failed" }], earlier), [
    { id: "ID 1", arguments: "1", status: "passed", earlier: true },
    { id: "ID 2", arguments: "2", status: "failed" },
  ]);
  assert.deepEqual(helpers.mergeChosenCases([{ id: "ID 4", arguments: "4", status: "passed" }], []), [
    { id: "ID 4", arguments: "4", status: "passed" },
  ]);
});
