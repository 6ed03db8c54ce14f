// The history side's pure parts (navigator-history-helpers.js): a test's recent runs drawn and
// said, the flaky and failing-since facts, the line for saves git ignores.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { historyText, historyStrip, historyFacts, historyMedian, ignoredSavesLine } =
  require("../../Sources/HarnessReports/Navigator/Script/navigator-history-helpers.js");

const run = (status, seconds, startedAt, commit, dirty) => ({ status, seconds, startedAt, commit, dirty });

test("the runs in words: counts by result, then the times' spread and median", () => {
  assert.equal(historyText([]), "No run of it in the history yet.");
  assert.equal(historyText([run("passed", 0.5, 1)]), "1 run: 1 passed; 0.500 s each");
  assert.equal(historyText([run("passed", 0.012, 1), run("failed", 0.31, 2), run("passed", 0.02, 3)]),
    "3 runs: 2 passed, 1 failed; 0.012 s to 0.310 s, median 0.020 s");
  assert.equal(historyText([run("timedOut", 12, 1), run("timedOut", 12, 2)]), "2 runs: 2 timed out; 12.0 s each");
  assert.equal(historyMedian([4, 1, 3, 2]), 2);
});

test("the strip: a bar per run, oldest first, its height the time against the slowest, named by the words", () => {
  const svg = historyStrip([run("passed", 1, 0), run("failed", 2, 60), run("passed", 0, 120)], "history-text");
  assert.match(svg, /^<svg class="history-strip" role="img" aria-labelledby="history-text" width="24" height="28"/);
  const bars = [...svg.matchAll(/<rect class="bar (\w+)" x="(\d+)" y="(\d+)" width="6" height="(\d+)">/g)]
    .map((m) => [m[1], Number(m[2]), Number(m[3]), Number(m[4])]);
  assert.deepEqual(bars, [["passed", 0, 14, 14], ["failed", 8, 0, 28], ["passed", 16, 25, 3]]);
  assert.match(svg, /<title>failed, 2\.000 s, 1970-01-01 00:01:00 UTC<\/title>/);
  assert.doesNotMatch(historyStrip([run('<img src=x onerror=1>', 1, 0)], "t"), /<img/);
});

test("flaky: failed and passed on the same code, or a run flaky itself; not across commits", () => {
  assert.equal(historyFacts([run("failed", 1, 1, "a"), run("passed", 1, 2, "b")]).flaky, false);
  assert.equal(historyFacts([run("failed", 1, 1, "a"), run("passed", 1, 2, "a")]).flaky, true);
  assert.equal(historyFacts([run("failed", 1, 1, "a", true), run("passed", 1, 2, "a", false)]).flaky, false);
  assert.equal(historyFacts([run("flaky", 1, 1)]).flaky, true);
});

test("failing since: the first run of the failing streak that reaches the latest run", () => {
  assert.deepEqual(historyFacts([run("failed", 1, 1), run("passed", 1, 2), run("crashed", 1, 3), run("failed", 1, 4)]),
    { flaky: false, failingSince: 3, failingRuns: 2 });
  assert.equal(historyFacts([run("failed", 1, 1), run("passed", 1, 2)]).failingSince, null);
  assert.equal(historyFacts([]).failingRuns, 0);
});

test("saves git ignores: one line naming the folders and the first file", () => {
  assert.equal(ignoredSavesLine({ files: ["Sources/A/Scratch/n.txt"], folders: ["Sources/A/Scratch"] }),
    "Saved in a folder git ignores (Sources/A/Scratch): Sources/A/Scratch/n.txt is not a change; nothing runs.");
  assert.equal(ignoredSavesLine({ files: ["notes.txt", "T/S/b.txt"], folders: ["", "T/S"] }),
    "Saved in a folder git ignores (the package's root, T/S): notes.txt and 1 more are not changes; nothing runs.");
});
