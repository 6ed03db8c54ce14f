// The coverage views: a file's source with the last covered run's lines in the gutter, line →
// tests (and the tests' Run), a test's lines, the Changed view and the Coverage choice. It
// follows navigator.js in the same script element and uses its names ($, api, run, tests,
// live, say); its own names start with `source`, `changed` or `coverage`.
const SOURCE_LINE = 18;           // px: every source line is this tall, so the lines on screen are arithmetic
const SOURCE_LISTED = 200;       // a line's tests listed by name; the button runs them all
let sourceView = null;            // { file, lines, gutter, tests, marked: Set, markedBy, selectedLine }
let sourceFirst = -1;
let sourceLast = -1;
let sourceOpening = 0;            // the latest open's number: an answer to an earlier one is dropped
// The report's covered sources (a run with --coverage): { files: [views as /api/source answers
// them], notes }; null live or without coverage. Read on first use: the report's first detail
// (navigator.js) asks before this file's own lines have run, hence `var`.
var sourceEmbedded;
function sourceReport() {
  if (sourceEmbedded === undefined) {
    const element = live ? null : document.getElementById("harness-sources");
    sourceEmbedded = element === null ? null : JSON.parse(element.textContent);
  }
  return sourceEmbedded;
}

// The report's view of `file`, as the server would answer it; null when the report left it out.
function sourceEmbeddedView(file) {
  const data = sourceReport();
  if (!data) return null;
  return data.files.find((view) => view.file === file || file.endsWith("/" + view.file)) || null;
}

// Opens `file` (relative to the package, or as a failure names it) at `line`; with `markTest`,
// the lines that test ran are marked. With `refresh`, the open file is read again and keeps the
// line and the marked test it has when the answer arrives, not those it had when asked: a test
// chosen in the line's list while the server answers stays marked.
async function sourceOpen(file, line, markTest, refresh) {
  if (!live && !sourceReport()) return;
  const started = performance.now();
  const ticket = ++sourceOpening;
  let view = sourceEmbeddedView(file);
  if (live) {
    const answer = await fetch(api(`/api/source?file=${encodeURIComponent(file)}`));
    if (ticket !== sourceOpening) return;  // opened again, or another file, while this one was asked
    if (!answer.ok) { say((await answer.text()).trim()); return; }
    view = await answer.json();
    if (ticket !== sourceOpening) return;
  } else if (!view) {
    say(`${file} is not among the sources this report embeds.`);
    return;
  }
  if (refresh) {
    if (!sourceView || sourceView.file !== file) return;  // closed while the server answered
    line = sourceView.selectedLine;
    markTest = sourceView.markedBy;
  }
  sourceView = { file: view.file, lines: view.lines, tests: view.tests || [],
    gutter: gutterModel(view.lines.length, view.coverage), marked: new Set(), markedBy: null, selectedLine: null };
  $("source-view").hidden = false;
  $("source-title").textContent = view.file;
  const covered = view.coverage ? rangesCount(view.coverage.executed) : 0;
  const counted = view.coverage ? covered + rangesCount(view.coverage.missed) : 0;
  $("source-facts").textContent = view.coverage
    ? `${covered} of ${counted} lines covered by ${live ? "the last covered run" : "this run"}` +
      (view.coveredAt ? ` (${new Date(view.coveredAt * 1000).toLocaleString()})` : "")
    : view.coverageNote;
  $("source-tests-note").textContent = view.testsNote || `${sourceView.tests.length} tests ran lines of this file (per-test coverage)`;
  $("source-code").setAttribute("aria-label", `Source of ${view.file}`);
  $("source-body").style.height = Math.max(1, view.lines.length) * SOURCE_LINE + "px";
  $("source-code").style.height = Math.min(Math.max(1, view.lines.length) * SOURCE_LINE + 4, Math.round(window.innerHeight * 0.55)) + "px";
  $("source-marked").textContent = "";
  sourceFirst = -1;  // a new file: its window is drawn whatever the last one was
  if (markTest) sourceMark(markTest);
  $("line-tests").innerHTML = '<p class="hint">Select a covered line to see the tests that ran it.</p>';
  sourceSelect(line || 1, line !== null && line !== undefined);
  performance.measure("harness-source-drawn", { start: started, end: performance.now() });
  document.documentElement.dataset.sourceDrawn = String((Number(document.documentElement.dataset.sourceDrawn) || 0) + 1);
}

// Marks the lines `id` ran in the open file (from the file's per-test records).
function sourceMark(id) {
  const record = sourceView.tests.find((t) => t.id === id);
  sourceView.marked = record ? linesOf(record.lines) : new Set();
  sourceView.markedBy = id;
  $("source-marked").textContent = record
    ? `Marked: the ${sourceView.marked.size} lines ${id} ran (▌)`
    : `${id} ran no line of this file in its latest per-test coverage`;
  sourceDraw(true);
}

// Draws only the lines in the code's scrolled window (and a screenful either side).
function sourceDraw(force) {
  if (!sourceView) return;
  const code = $("source-code");
  const first = Math.max(0, Math.floor(code.scrollTop / SOURCE_LINE) - 40);
  const last = Math.min(sourceView.lines.length, Math.ceil((code.scrollTop + code.clientHeight) / SOURCE_LINE) + 40);
  if (!force && first === sourceFirst && last === sourceLast) return;
  sourceFirst = first;
  sourceLast = last;
  let html = "";
  for (let at = first; at < last; at += 1) html += sourceLineHTML(at + 1);
  const body = $("source-lines");
  body.style.top = first * SOURCE_LINE + "px";
  body.innerHTML = html;
}

function sourceLineHTML(line) {
  const state = sourceView.gutter[line - 1];
  const classes = ["line", state === GUTTER_RAN ? "ran" : state === GUTTER_MISSED ? "missed" : "plain"];
  if (sourceView.marked.has(line)) classes.push("marked");
  const chosen = line === sourceView.selectedLine;
  const word = gutterWords[state] + (sourceView.marked.has(line) ? (state ? ", " : "") + "ran by the marked test" : "");
  return `<div class="${classes.join(" ")}" role="option" id="source-line-${line}" data-line="${line}" aria-selected="${chosen}"` +
    `${word ? ` title="${word}"` : ""}><span class="gutter" aria-hidden="true">${sourceView.marked.has(line) ? "▌" : ""}</span>` +
    `<span class="number">${line}</span><span class="cover">${word ? `<span class="visually-hidden">${word}</span>` : ""}</span>` +
    `<code>${esc(sourceView.lines[line - 1]) || " "}</code></div>`;
}

// Selects a line: scrolled into view, its tests listed (when its line was covered).
function sourceSelect(line, scroll) {
  if (!sourceView || !sourceView.lines.length) return;
  line = Math.max(1, Math.min(sourceView.lines.length, line));
  sourceView.selectedLine = line;
  const code = $("source-code");
  const top = (line - 1) * SOURCE_LINE;
  if (scroll !== false && (top < code.scrollTop || top + SOURCE_LINE > code.scrollTop + code.clientHeight)) {
    code.scrollTop = Math.max(0, top - code.clientHeight / 3);
  }
  // Only the old and new selected rows change, unless the window moved (then it is redrawn).
  for (const row of $("source-lines").querySelectorAll('.line[aria-selected="true"]')) row.setAttribute("aria-selected", "false");
  sourceDraw(false);
  const row = document.getElementById(`source-line-${line}`);
  if (row) row.setAttribute("aria-selected", "true");
  code.setAttribute("aria-activedescendant", `source-line-${line}`);
  sourceLineTests(line);
}

// Line → tests: the tests whose latest per-test coverage ran the line, and a button running them.
function sourceLineTests(line) {
  const started = performance.now();
  const ids = testsCovering(sourceView.tests, line);
  const known = ids.filter((id) => tests.has(id));
  const place = $("line-tests");
  if (!ids.length) {
    const state = sourceView.gutter[line - 1];
    place.innerHTML = `<p class="hint">Line ${line}: ${state === GUTTER_MISSED ? "no test ran it in the last covered run."
      : state === GUTTER_RAN ? "covered, but no per-test coverage names a test for it (choose Coverage per test and run)."
      : "not code the last covered run counted."}</p>`;
  } else {
    const gone = ids.length - known.length;
    place.innerHTML = `<h3>Line ${line}: ${ids.length} test${ids.length === 1 ? "" : "s"} ran it</h3>` +
      (live ? `<button type="button" id="run-line-tests"${known.length ? "" : " disabled"}>${known.length === 1 ? "Run this test" : `Run these ${known.length} tests`}</button>` : "") +
      (gone ? `<p class="hint">${gone} recorded test${gone === 1 ? " is" : "s are"} no longer listed and cannot run.</p>` : "") +
      `<ul>${ids.slice(0, SOURCE_LISTED).map((id) => `<li><button type="button" class="link" data-test="${esc(id)}">${esc(id)}</button></li>`).join("")}</ul>` +
      (ids.length > SOURCE_LISTED ? `<p class="hint">and ${ids.length - SOURCE_LISTED} more (all run by the button)</p>` : "");
    place.dataset.tests = JSON.stringify(known);
  }
  performance.measure("harness-line-tests", { start: started, end: performance.now() });
}

// A test's detail gains its source and the lines it ran (live).
async function coverageDetail(id) {
  if (!live && !sourceReport()) return;
  const result = $("result");  // this detail's: drawn again meanwhile, the answer is out of date
  let facts;
  if (live) {
    const answer = await fetch(api(`/api/test-coverage?test=${encodeURIComponent(id)}`));
    if (!answer.ok || !selectedTest(id)) return;
    facts = await answer.json();
    if (!result || !result.isConnected) return;
  } else {
    // The report: the lines this run's per-test coverage gave the test, from the embedded files.
    facts = { files: [] };
    for (const view of sourceReport().files) {
      const record = (view.tests || []).find((t) => t.id === id);
      if (record) facts.files.push({ file: view.file, lines: record.lines });
    }
    if (!facts.files.length) facts.note = "no line of the report's covered sources is recorded for it";
  }
  const place = document.createElement("section");
  place.id = "test-coverage";
  place.setAttribute("aria-label", "Source and coverage");
  let html = "<h3>Source and coverage</h3>";
  if (facts.file) {
    html += `<p>Declared in <button type="button" class="link open-source" data-file="${esc(facts.file)}" data-line="${facts.line}" data-mark="${esc(id)}">${esc(facts.file)}:${facts.line}</button></p>`;
  }
  if (facts.files.length) {
    html += `<p>Lines it ran (${live ? "its latest" : "this run's"} per-test coverage):</p><ul>` + facts.files.map((f) =>
      `<li><button type="button" class="link open-source" data-file="${esc(f.file)}" data-line="${f.lines[0][0]}" data-mark="${esc(id)}">${esc(f.file)}</button> ${esc(rangesText(f.lines))}</li>`).join("") + "</ul>";
  } else if (facts.note) {
    html += `<p class="hint">${esc(facts.note)}</p>`;
  }
  place.innerHTML = html;
  const old = $("test-coverage");
  if (old) old.remove();
  if (result) result.before(place);
}

// A failure's file:line in a detail becomes a button that opens the source there.
function coverageLinkLocations(root) {
  if (!live && !sourceReport()) return;
  for (const code of root.querySelectorAll(".location code:not([data-linked])")) {
    const where = splitLocation(code.textContent);
    code.dataset.linked = "true";
    if (!live && !sourceEmbeddedView(where.file)) continue;  // the report opens only what it embeds
    const button = document.createElement("button");
    button.type = "button";
    button.className = "link open-source";
    button.dataset.file = where.file;
    if (where.line !== null) button.dataset.line = String(where.line);
    button.textContent = code.textContent;
    button.setAttribute("aria-label", `Open ${code.textContent} in the source view`);
    code.replaceChildren(button);
  }
}

// The Changed view: the files changed since the last commit and the tests --changed picks.
async function changedShow() {
  const answer = await fetch(api("/api/changed"));
  if (!answer.ok) { say((await answer.text()).trim()); return; }
  const view = await answer.json();
  $("changed-view").hidden = false;
  $("show-changed").setAttribute("aria-expanded", "true");
  const place = $("changed-body");
  if (view.problem) { place.innerHTML = `<p class="problem">${esc(view.problem)}</p>`; return; }
  if (!view.changes.length) { place.innerHTML = `<p class="hint">Nothing changed since the last commit.</p>`; return; }
  const runnable = view.tests.map((t) => t.id).filter((id) => tests.has(id));
  place.dataset.tests = JSON.stringify(runnable);
  place.innerHTML = `<p id="changed-summary">${esc(changedSummary(view))}</p>` +
    `<button type="button" id="run-changed"${runnable.length ? "" : " disabled"}>${runnable.length === 1 ? "Run the affected test" : `Run the ${runnable.length} affected tests`}</button>` +
    `<h3>Changed files</h3><ul class="changes">${view.changes.map((c) => `<li>${c.kind === "deleted" ? esc(changeText(c))
      : `<button type="button" class="link open-source" data-file="${esc(c.file)}" data-line="${c.lines.length ? c.lines[0][0] : 1}">${esc(c.file)}</button>${esc(changeText(c).slice(c.file.length))}`}</li>`).join("")}</ul>` +
    (view.notes.length ? `<ul class="notes">${view.notes.map((n) => `<li>${esc(n)}</li>`).join("")}</ul>` : "") +
    `<h3>Tests picked</h3>` + (view.tests.length ? `<ul class="picked">${view.tests.map((t) =>
      `<li data-kind="${esc(t.kind)}"><button type="button" class="link" data-test="${esc(t.id)}">${esc(t.id)}</button> <span class="reason">${esc(reasonText(t))}</span></li>`).join("")}</ul>`
      : `<p class="hint">No test is affected.</p>`);
}

// Ready again after a run or a save: the open views read the new coverage and changes.
function coverageIdle() {
  if (!$("changed-view").hidden) changedShow();
  if (sourceView) sourceOpen(sourceView.file, null, null, true);
}

function sourceClose() {
  sourceOpening += 1;  // an answer still on its way opens nothing
  $("source-view").hidden = true;
  sourceView = null;
}

if (live) {
  fetch(api("/api/coverage")).then((answer) => answer.ok ? answer.json() : null).then((choice) => {
    if (choice) $("coverage").value = choice.mode;
  });
  $("coverage").addEventListener("change", () => post("/api/coverage", { mode: $("coverage").value }));
  $("show-changed").addEventListener("click", () => {
    if (!$("changed-view").hidden) { $("changed-view").hidden = true; $("show-changed").setAttribute("aria-expanded", "false"); }
    else changedShow();
  });
}
// The source view: live, and in a report of a covered run (read-only: nothing runs from it).
if (live || sourceReport()) {
  $("source-close").addEventListener("click", sourceClose);
  $("source-code").addEventListener("scroll", () => requestAnimationFrame(() => sourceDraw(false)), { passive: true });
  $("source-code").addEventListener("click", (event) => {
    const row = event.target.closest(".line");
    if (row) sourceSelect(Number(row.dataset.line), false);
  });
  $("source-code").addEventListener("keydown", (event) => {
    if (!sourceView) return;
    const page = Math.max(1, Math.floor($("source-code").clientHeight / SOURCE_LINE) - 1);
    const at = sourceView.selectedLine || 1;
    const moves = { ArrowDown: at + 1, ArrowUp: at - 1, PageDown: at + page, PageUp: at - page, Home: 1,
      End: sourceView.lines.length };
    if (moves[event.key] === undefined) return;
    event.preventDefault();
    sourceSelect(moves[event.key]);
  });
  // One listener for every button the views draw: open a file, select a test, run.
  document.addEventListener("click", (event) => {
    const opener = event.target.closest("button.open-source");
    if (opener) {
      sourceOpen(opener.dataset.file, opener.dataset.line ? Number(opener.dataset.line) : null, opener.dataset.mark);
      return;
    }
    const testButton = event.target.closest("#line-tests button[data-test], #changed-view button[data-test]");
    if (testButton && tests.has(testButton.dataset.test)) {
      select(tests.get(testButton.dataset.test).node.key);
      if (sourceView && testButton.closest("#line-tests")) sourceMark(testButton.dataset.test);
      return;
    }
    if (event.target.closest("#run-line-tests")) run({ scope: "tests", tests: JSON.parse($("line-tests").dataset.tests) });
    else if (event.target.closest("#run-changed")) run({ scope: "tests", tests: JSON.parse($("changed-body").dataset.tests) });
  });
  new MutationObserver(() => coverageLinkLocations($("detail"))).observe($("detail"), { childList: true, subtree: true });
  coverageLinkLocations($("detail"));  // the report's first detail is drawn before this line runs
}
