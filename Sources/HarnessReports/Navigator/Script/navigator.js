// The page: the tree, the filter, the rows on screen, the detail and, live, the run requests and
// the channel. It follows navigator-helpers.js in the same script element and uses its names.
const token = new URLSearchParams(location.search).get("token") || "";
const embedded = document.getElementById("harness-model");
const live = embedded === null;
const ROW = 24;                 // px: every row is this tall, so the rows on screen are arithmetic
let model = null;
let tests = new Map();          // id → { test, node, ancestors, hay, visible }
let groups = [];                // the bundle and suite nodes
let nodes = new Map();          // key → node { kind, key, label, meta, level, parent, children, expanded, entry }
let root = { children: [] };
let visible = [];               // the rows the filter and the expanded nodes leave, in order
let drawn = new Map();          // key → the row element on screen
let results = new Map();        // id → the latest testFinished line (live)
let running = new Map();        // id → start time (ms)
let selected = null;            // a node's key
const collapsed = new Set();    // groups the user closed
const opened = new Set();       // tests whose cases the user opened
let shownStatuses = new Set();  // empty: every status
let busy = true;
let slowAfter = 1;              // seconds: "slow" is at least this, or the slowest tenth
let lastWord = null;            // what the last run (or build) ended with
let askedCases = null;          // the cases this page asked to run alone, until its run starts
let chosenCases = {};           // the run under way ran only these cases: test id → case ids
const $ = (id) => document.getElementById(id);
const api = (path) => path + (path.includes("?") ? "&" : "?") + "token=" + encodeURIComponent(token);
const statusOf = (entry) => testStatus(entry.test, running.has(entry.test.id));

function attach(parent, node) {
  node.parent = parent;
  node.children = [];
  node.level = parent.level === undefined ? 1 : parent.level + 1;
  parent.children.push(node);
  nodes.set(node.key, node);
  return node;
}

// The tree, built once per model: bundle → class or suite → nested suite → test → case.
function build() {
  tests = new Map();
  nodes = new Map();
  groups = [];
  root = { children: [] };
  $("package").textContent = model.packageRoot;
  showBuildErrors(model.buildErrors || []);
  const tags = new Set();
  const durations = [];
  model.bundles.forEach((bundle, b) => {
    const kind = bundle.kind === "application" ? "application · " + bundle.hosts.join("; ") : "library";
    const top = attach(root, { kind: "bundle", key: "b" + b, label: bundle.name, meta: kind, dataKind: bundle.kind });
    groups.push(top);
    for (const suite of bundle.suites) {
      let parent = top;
      if (suite.framework === "swiftTesting" && suite.name) {
        // A nested suite's name is its path of types: each one is a node of its own.
        let path = "";
        suite.name.split(".").forEach((part, index) => {
          path += (index ? "." : "") + part;
          const key = `${top.key}/s/${suite.module}.${path}`;
          let node = nodes.get(key);
          if (!node) {
            node = attach(parent, { kind: "suite", key, label: index ? part : suite.module + "." + part,
              meta: index ? "" : "Swift Testing" });
            groups.push(node);
          }
          parent = node;
        });
      } else {
        const title = suite.name ? suite.module + "." + suite.name : suite.module;
        const key = `${top.key}/${suite.framework === "swiftTesting" ? "s" : "x"}/${title}`;
        parent = nodes.get(key);
        if (!parent) {
          parent = attach(top, { kind: "suite", key, label: title,
            meta: suite.framework === "swiftTesting" ? "Swift Testing" : "XCTest" });
          groups.push(parent);
        }
      }
      for (const test of suite.tests) {
        // The model leaves defaults out (Swift's NavigatorModel.Test encoding).
        if (test.name === undefined) test.name = test.id.slice(test.id.lastIndexOf("/") + 1);
        if (!test.tags) test.tags = [];
        test.tags.forEach((t) => tags.add(t));
        if (test.seconds) durations.push(test.seconds);
        // A Swift Testing function's display name is what the tree shows (the function's name
        // stays in the search text and the row's title).
        const node = attach(parent, { kind: "test", key: "t:" + test.id, label: test.displayName || test.name });
        const entry = { test, node, ancestors: [], hay: "", visible: true };
        for (let up = parent; up !== root; up = up.parent) entry.ancestors.push(up);
        node.entry = entry;
        tests.set(test.id, entry);
        refresh(entry);
      }
    }
  });
  for (const node of nodes.values()) node.expanded = node.kind === "test" ? opened.has(node.key) : !collapsed.has(node.key);
  slowAfter = slowThreshold(durations);
  const tagSelect = $("tag");
  const chosen = tagSelect.value;
  tagSelect.innerHTML = `<option value="">any</option>` +
    [...tags].sort().map((t) => `<option${t === chosen ? " selected" : ""}>${esc(t)}</option>`).join("");
  applyFilter();
  if (selected && nodes.has(selected) && nodes.get(selected).entry) showDetail(nodes.get(selected).entry.test.id);
}

// A test's search text and its cases' rows, after its result changed.
function refresh(entry) {
  const test = entry.test;
  entry.hay = [test.id, test.displayName || "", test.tags.join(" "), test.message || ""].join(" ").toLowerCase();
  for (const old of entry.node.children) nodes.delete(old.key);
  entry.node.children = [];
  (test.cases || []).forEach((testCase, index) => {
    attach(entry.node, { kind: "case", key: `c:${test.id}#${index}`, label: testCase.arguments, testCase });
  });
  entry.node.expanded = opened.has(entry.node.key);
}

// The filter: which tests show, each node's counts, the status buttons; then the rows.
function applyFilter() {
  const filter = { statuses: shownStatuses, text: $("filter").value.trim().toLowerCase(), tag: $("tag").value,
    slow: $("slow").checked, flaky: $("flaky").checked, slowAfter };
  const byStatus = new Map();
  let shown = 0;
  for (const node of groups) { node.shown = 0; node.failing = 0; }
  for (const entry of tests.values()) {
    const status = statusOf(entry);
    byStatus.set(status, (byStatus.get(status) || 0) + 1);
    entry.visible = passesFilter(entry, status, filter);
    if (!entry.visible) continue;
    shown += 1;
    const fails = failing.has(status);
    for (const node of entry.ancestors) { node.shown += 1; if (fails) node.failing += 1; }
  }
  $("filter-count").textContent = `${shown} of ${tests.size} tests shown`;
  $("status-filters").innerHTML = statusOrder.filter((s) => byStatus.get(s)).map((s) =>
    `<button type="button" data-status="${s}" aria-pressed="${shownStatuses.has(s)}">${words[s]} (${byStatus.get(s)})</button>`
  ).join("");
  layout();
}

// The rows left by the filter and the collapsed nodes, in order.
function layout() {
  visible = [];
  // Each row says where it stands among its shown siblings (aria-setsize, aria-posinset): only
  // the rows on screen are in the document, so a screen reader cannot count them itself.
  const walk = (node) => {
    const shown = node.children.filter((child) =>
      child.kind === "test" ? child.entry.visible : child.kind === "case" || child.shown);
    shown.forEach((child, index) => {
      child.setSize = shown.length;
      child.posInSet = index + 1;
      visible.push(child);
      if (child.expanded && child.children.length) walk(child);
    });
  };
  walk(root);
  $("tree").style.height = Math.max(1, visible.length) * ROW + "px";
  draw(true);
}

let drawnFirst = -1;
let drawnLast = -1;
// Draws only the rows on screen (and a screenful either side): 10,000 tests are a few dozen rows.
function draw(force) {
  const top = $("tree").getBoundingClientRect().top;
  const screen = window.innerHeight || 800;
  const first = Math.max(0, Math.floor(-top / ROW) - 40);
  const last = Math.min(visible.length, Math.ceil((screen - top) / ROW) + 40);
  if (!force && first === drawnFirst && last === drawnLast) return;
  drawnFirst = first;
  drawnLast = last;
  const hadFocus = $("tree").contains(document.activeElement);
  let html = "";
  for (let at = first; at < last; at += 1) html += rowHTML(visible[at]);
  const rows = $("rows");
  rows.style.top = first * ROW + "px";
  rows.innerHTML = html;
  drawn = new Map();
  for (const row of rows.children) drawn.set(row.dataset.key, row);
  if (hadFocus && drawn.has(selected)) drawn.get(selected).focus({ preventScroll: true });
}

function rowHTML(node) {
  const open = node.children.length ? ` aria-expanded="${node.expanded}"` : "";
  // One row takes the Tab key into the tree: the selected one, else the first.
  const chosen = node.key === selected ? ` aria-selected="true" tabindex="0"`
    : ` tabindex="${selected === null && node === visible[0] ? 0 : -1}"`;
  const head = `role="treeitem" aria-level="${node.level}" aria-setsize="${node.setSize}" aria-posinset="${node.posInSet}"${open}${chosen} data-key="${esc(node.key)}" style="padding-left:${(node.level - 1) * 18 + 4}px"`;
  const twisty = `<span class="twisty" aria-hidden="true">${node.children.length ? (node.expanded ? "▾" : "▸") : ""}</span>`;
  // The tree is one Tab stop (its rows' tabindex roves with the selection): a row's ▶ is
  // clicked, or its row run with Enter, but never tabbed through.
  const play = (name) => live ? `<button type="button" class="play" tabindex="-1" aria-label="Run ${esc(name)}"${busy ? " disabled" : ""}>▶</button>` : "";
  if (node.kind === "test") {
    const test = node.entry.test;
    const cells = cellsOf(node.entry);
    return `<div class="row test" ${head} data-test="${esc(test.id)}">${twisty}${play(node.label)}<span class="status ${cells.status}">${words[cells.status]}</span><span class="name" title="${esc(test.id)}">${esc(node.label)}</span>${test.tags.map((t) => `<span class="tag">${esc(t)}</span>`).join("")}<span class="flag">${cells.flag}</span><span class="since">${cells.since}</span><span class="meta time">${cells.time}</span></div>`;
  }
  if (node.kind === "case") {
    const testCase = node.testCase;
    const status = testCase.status;
    // A case with Swift Testing's identifier runs alone; one ran earlier says so.
    const own = testCase.id ? play(`case ${node.label} of ${node.parent.label}`) : "";
    const earlier = testCase.earlier ? `<span class="meta">earlier run</span>` : "";
    return `<div class="row case" ${head}>${twisty}${own}<span class="status ${status}">${words[status] || esc(status)}</span><span class="name">${esc(node.label)}</span>${earlier}</div>`;
  }
  return `<div class="row ${node.kind}" ${head} data-node="${esc(node.key)}"${node.dataKind ? ` data-kind="${node.dataKind}"` : ""}>${twisty}${play(node.label)}<span class="name">${esc(node.label)}</span><span class="meta">${esc(node.meta)}</span><span class="count">${countText(node)}</span></div>`;
}

function cellsOf(entry) {
  const status = statusOf(entry);
  const started = running.get(entry.test.id);
  return { status,
    flag: entry.test.flaky && status !== "flaky" ? "flaky" : "",
    since: entry.test.failingSince && failing.has(status)
      ? "failing since " + esc(new Date(entry.test.failingSince * 1000).toLocaleString()) : "",
    time: started !== undefined ? ((Date.now() - started) / 1000).toFixed(1) + " s" : seconds(entry.test.seconds) };
}

// A test's row on screen, repainted in place (its status, flags, time).
function paint(entry) {
  const row = drawn.get(entry.node.key);
  if (!row) return;
  const cells = cellsOf(entry);
  const badge = row.querySelector(".status");
  badge.className = "status " + cells.status;
  badge.textContent = words[cells.status];
  row.querySelector(".flag").textContent = cells.flag;
  row.querySelector(".since").textContent = cells.since;
  row.querySelector(".time").textContent = cells.time;
}

function testsUnder(node) {
  if (node.entry) return [node.entry.test.id];
  const ids = [];
  for (const entry of tests.values()) if (entry.ancestors.includes(node)) ids.push(entry.test.id);
  return ids;
}

function options() {
  const value = (id) => $(id).value === "" ? undefined : Number($(id).value);
  return { retries: value("retries"), timeout: value("timeout"), repetitions: value("repetitions"),
    randomOrder: $("random-order").checked };
}

async function post(path, body) {
  const answer = await fetch(api(path), { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body || {}) });
  if (!answer.ok) say((await answer.text()).trim());
}

function run(request) {
  if (!live) return;
  request.options = options();
  askedCases = request.cases || null;
  post("/api/run", request);
}

// What a row runs: its tests; a case row, that case of its function alone.
function runRequestFor(node) {
  if (node.kind === "case" && node.testCase.id) {
    const id = node.parent.entry.test.id;
    return { scope: "tests", tests: [id], cases: { [id]: [node.testCase.id] } };
  }
  return { scope: "tests", tests: testsUnder(node) };
}

function say(line) { $("phase").textContent = line; }

function showBuildErrors(lines) {
  model.buildErrors = lines;
  $("build-errors").hidden = lines.length === 0;
  $("build-lines").textContent = lines.join("\n");
}

function setBusy(value) {
  busy = value;
  if (!live) return;
  $("run").disabled = value;
  $("run-failed").disabled = value;
  $("stop").disabled = !value;
  for (const button of $("rows").querySelectorAll(".play")) button.disabled = value;
}

function select(key, focus) {
  const node = nodes.get(key);
  if (!node) return;
  selected = key;
  // The Tab stop roves to the selected row: no other row keeps it (the first held it before
  // anything was selected).
  for (const other of $("rows").querySelectorAll('[aria-selected="true"], [tabindex="0"]')) {
    other.removeAttribute("aria-selected");
    other.tabIndex = -1;
  }
  const at = visible.indexOf(node);
  if (at >= 0) {
    // Scrolled into view first, so that its row is drawn.
    const top = $("tree").getBoundingClientRect().top + at * ROW;
    if (top < 48) window.scrollBy(0, top - 48);
    else if (top + ROW > window.innerHeight) window.scrollBy(0, top + ROW - window.innerHeight);
    draw(false);
  }
  const row = drawn.get(key);
  if (row) {
    row.setAttribute("aria-selected", "true");
    row.tabIndex = 0;
    if (focus !== false) row.focus({ preventScroll: true });
  }
  if (node.entry) showDetail(node.entry.test.id);
  else if (node.kind === "case") showDetail(node.parent.entry.test.id);
}

function showDetail(id) {
  const entry = tests.get(id);
  const status = statusOf(entry);
  const test = entry.test;
  let html = (test.displayName ? `<h2>${esc(test.displayName)}</h2><p><code>${esc(id)}</code></p>` : `<h2>${esc(id)}</h2>`) + `<p><span class="status ${status}">${words[status]}</span>
    ${esc(seconds(test.seconds))}
    ${test.tags.map((t) => `<span class="tag">${esc(t)}</span>`).join(" ")}
    ${test.flaky ? '<span class="flag">flaky in the history</span>' : ""}
    ${test.failingSince ? `<span class="since">failing since ${esc(new Date(test.failingSince * 1000).toLocaleString())}</span>` : ""}</p>`;
  if (test.interrupted) html += `<p class="interrupted">Interrupted: the run was stopped while this test ran${test.seconds ? ", after " + esc(seconds(test.seconds)) : ""}; it has no result from that run.</p>`;
  html += `<div id="result"></div>`;
  if (live) html += `<h3>Recent runs</h3><ol id="timeline"><li class="hint">Reading the run history…</li></ol>`;
  $("detail").innerHTML = html;
  // Stopped with nothing kept (output not captured): the paragraph above says it all; an
  // earlier run's failure line is not this run's.
  const notRun = () => test.interrupted ? "" : (test.message ? `<pre>${esc(test.message)}</pre>` : "")
    + `<p class="hint">${live ? "Not run in this session yet: press ▶ to run it." : "Not run."}</p>`;
  if (!live) {
    const template = test.anchor ? document.getElementById("detail-" + test.anchor) : null;
    if (template) $("result").replaceChildren(template.content.cloneNode(true));
    else $("result").innerHTML = notRun();
    coverageDetail(id);  // a covered run's report: the lines the test ran (navigator-source.js)
    return;
  }
  coverageDetail(id);
  // Stopped: the server answers with what it printed before the stop, never an earlier run's result.
  // The answer fills this detail's own place: once the detail is drawn again (the test ended
  // meanwhile), an answer to the earlier question is out of date and dropped.
  const place = $("result");
  fetch(api(`/api/detail?test=${encodeURIComponent(id)}`))
    .then((answer) => answer.ok ? answer.text() : null).then((fragment) => {
      if (!place.isConnected || !selectedTest(id)) return;
      place.innerHTML = fragment === null ? notRun() : fragment;
    });
  timelineLoad(id);
}

// A test's recent runs from the history, listed and drawn (navigator-history.js) in its detail.
let timelineAsked = 0;  // the latest question's number: an earlier answer arriving late is dropped
function timelineLoad(id) {
  const ticket = ++timelineAsked;
  fetch(api(`/api/timeline?test=${encodeURIComponent(id)}`))
    .then((answer) => answer.ok ? answer.json() : []).then((entries) => {
      const list = $("timeline");
      if (!list || !selectedTest(id) || ticket !== timelineAsked) return;
      list.innerHTML = entries.length === 0 ? '<li class="hint">No run of it in the history yet.</li>'
        : entries.slice().reverse().map((entry) => `<li><span class="status ${esc(entry.status)}">${esc(words[entry.status] || entry.status)}</span>
          ${esc(new Date(entry.startedAt * 1000).toLocaleString())} · ${esc(seconds(entry.seconds))}
          ${entry.commit ? "· " + esc(entry.commit.slice(0, 10)) + (entry.dirty ? " (changed)" : "") : ""}
          ${entry.message ? "· " + esc(entry.message) : ""}</li>`).join("");
      historyShow(entries);
    });
}

// Each file:line the detail offers (where the test is declared, a failure's place: the
// source view's buttons) opens in the user's editor too, when `harness ui --editor-url` says how.
function addEditorLinks(root) {
  if (!live || !model || !model.editorURL) return;
  for (const button of root.querySelectorAll(".open-source[data-file]:not([data-editor])")) {
    button.dataset.editor = "true";
    const where = `${button.dataset.file}:${button.dataset.line || 1}`;
    const link = document.createElement("a");
    link.className = "editor";
    link.href = editorLink(model.editorURL, model.packageRoot, button.dataset.file, button.dataset.line);
    link.textContent = "Open in editor";
    link.setAttribute("aria-label", `Open in editor: ${where}`);
    button.after(" ", link);
  }
}

function selectedTest(id) {
  const node = nodes.get(selected);
  return node && ((node.entry && node.entry.test.id === id) || (node.kind === "case" && node.parent.entry.test.id === id));
}

function receive(message) {
  switch (message.kind) {
    case "state": {
      const phases = { building: "Building…", listing: "Listing the tests…", running: "Running…", idle: "Ready" };
      // Ready again: the last run's summary (or the build's failure) stays in view.
      if (message.phase === "building") lastWord = null;
      say(message.phase === "idle" ? idleWord(lastWord, model && model.buildErrors) : phases[message.phase]);
      setBusy(message.phase !== "idle");
      if (message.phase === "idle") { coverageIdle(); historyIdle(); }
      $("watch").checked = message.watching;
      break;
    }
    case "modelChanged": loadModel(); break;
    case "buildFailed":
      if (model) showBuildErrors(message.lines);
      if (message.lines.length) { lastWord = "The build failed"; say(lastWord); }
      break;
    case "problem": lastWord = message.message; say(lastWord); break;
    case "ignoredSaves": lastWord = ignoredSavesLine(message); say(lastWord); break;
    case "runStarted": chosenCases = askedCases || {}; askedCases = null; say(`Running ${message.testCount} test${message.testCount === 1 ? "" : "s"}…`); break;
    case "testStarted": {
      const id = idText(message.id);
      running.set(id, Date.now());
      const entry = tests.get(id);
      if (entry) { entry.test.interrupted = false; paint(entry); }
      tick();
      break;
    }
    case "testStopped": {
      // No verdict from this run: stopped, with the time it ran (its output is in its detail).
      const id = idText(message.id);
      running.delete(id);
      const entry = tests.get(id);
      if (!entry) break;
      entry.test.interrupted = true;
      entry.test.seconds = message.duration;
      paint(entry);
      if (selectedTest(id)) showDetail(id);
      break;
    }
    case "testFinished": {
      const id = idText(message.id);
      running.delete(id);
      results.set(id, message);
      const entry = tests.get(id);
      if (!entry) break;
      const test = entry.test;
      test.status = message.status;
      test.seconds = message.duration;
      test.interrupted = false;
      if (message.status === "flaky") test.flaky = true;
      const last = message.attempts[message.attempts.length - 1];
      const issue = (last.issues || [])[0];
      test.message = issue ? issue.description.split("\n")[0] : null;
      const ran = (last.cases || []).map((c) => ({ id: c.id, arguments: c.arguments, status: c.outcome }));
      test.cases = chosenCases[id] ? mergeChosenCases(ran, test.cases || []) : ran;
      refresh(entry);
      paint(entry);
      scheduleFilter();
      if (selectedTest(id)) showDetail(id);
      break;
    }
    case "runFinished": {
      const stopped = message.summary && message.summary.interrupted;
      for (const [id, started] of running) {
        running.delete(id);
        const entry = tests.get(id);
        if (!entry) continue;
        // Stopped mid-run: it has no verdict, and says so rather than "not run", with the time
        // it ran this time (not its last result's).
        if (stopped) {
          entry.test.interrupted = true;
          entry.test.seconds = (Date.now() - started) / 1000;
        }
        paint(entry);
        if (selectedTest(id)) showDetail(id);
      }
      lastWord = message.summary ? `Finished: ${summaryLine(message.summary)}` : "Finished";
      say(lastWord);
      scheduleFilter();
      break;
    }
  }
}

let filterPending = false;
function scheduleFilter() {
  if (filterPending) return;
  filterPending = true;
  requestAnimationFrame(() => { filterPending = false; applyFilter(); });
}

let ticking = null;
function tick() {
  if (ticking) return;
  ticking = setInterval(() => {
    if (running.size === 0) { clearInterval(ticking); ticking = null; return; }
    for (const id of running.keys()) { const entry = tests.get(id); if (entry) paint(entry); }
  }, 100);
}

// The run's events that arrive while a model is fetched: the model may have been taken before
// them, and the tree it builds would lose them. They are applied again over it, in order (each
// sets a state, so one the model already holds is harmless).
let arrivedWhileLoading = null;
const runKinds = new Set(["runStarted", "testStarted", "testFinished", "runFinished"]);

async function loadModel() {
  const arrived = [];
  arrivedWhileLoading = arrived;
  const answer = await fetch(api("/api/model"));
  if (!answer.ok) {
    if (arrivedWhileLoading === arrived) arrivedWhileLoading = null;
    say((await answer.text()).trim());
    return;
  }
  const fetched = await answer.json();
  // A newer fetch is under way: its model is the one to show.
  if (arrivedWhileLoading !== arrived) return;
  arrivedWhileLoading = null;
  model = fetched;
  build();
  for (const message of arrived) receive(message);
  // Idle before the model came (a page opened after a failed build): its word now.
  if (live && !busy) say(idleWord(lastWord, model.buildErrors));
  document.documentElement.dataset.ready = "true";
  performance.mark("harness-ready");
}

let reconnecting = false;
function connect() {
  const socket = new WebSocket(api(`ws://${location.host}/api/events`));
  // The first model is fetched beside the connection, not after it; a reconnection
  // fetches it again (events may have been missed meanwhile).
  socket.onopen = () => { $("connection").hidden = true; if (reconnecting) loadModel(); reconnecting = false; };
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (arrivedWhileLoading && runKinds.has(message.kind)) arrivedWhileLoading.push(message);
    receive(message);
  };
  socket.onclose = () => {
    $("connection").hidden = false;
    $("connection").textContent = "The connection to harness ui was lost: reconnecting…";
    setBusy(true);
    reconnecting = true;
    setTimeout(connect, 1000);
  };
}

function toggle(node, open) {
  if (!node.children.length || node.expanded === open) return;
  node.expanded = open;
  const kept = node.kind === "test" ? opened : collapsed;
  if ((node.kind === "test") === open) kept.add(node.key); else kept.delete(node.key);
  layout();
}

$("tree").addEventListener("click", (event) => {
  const row = event.target.closest(".row");
  if (!row) return;
  const node = nodes.get(row.dataset.key);
  if (!node) return;
  if (event.target.closest("button.play")) { run(runRequestFor(node)); return; }
  if (event.target.closest(".twisty") || (node.kind !== "test" && node.kind !== "case" && event.target.closest(".name"))) {
    toggle(node, !node.expanded);
  }
  select(node.key);
});
$("tree").addEventListener("keydown", (event) => {
  const node = nodes.get(selected);
  const at = node ? visible.indexOf(node) : -1;
  let to = null;
  if (event.key === "ArrowDown") to = visible[Math.min(visible.length - 1, at + 1)];
  else if (event.key === "ArrowUp") to = visible[Math.max(0, at - 1)];
  else if (event.key === "Home") to = visible[0];
  else if (event.key === "End") to = visible[visible.length - 1];
  else if (event.key === "ArrowRight" && node) {
    if (node.children.length && !node.expanded) toggle(node, true); else if (node.children.length) to = node.children[0];
  } else if (event.key === "ArrowLeft" && node) {
    if (node.children.length && node.expanded) toggle(node, false); else if (node.parent && node.parent.key) to = node.parent;
  } else if (event.key === "Enter" && node && live && !busy) run(runRequestFor(node));
  else return;
  event.preventDefault();
  if (to) select(to.key);
  else if (node) select(node.key);
});
let drawPending = false;
const redraw = () => {
  if (drawPending) return;
  drawPending = true;
  requestAnimationFrame(() => { drawPending = false; draw(false); });
};
window.addEventListener("scroll", redraw, { passive: true });
window.addEventListener("resize", redraw);
$("filter").addEventListener("input", applyFilter);
$("tag").addEventListener("change", applyFilter);
$("slow").addEventListener("change", applyFilter);
$("flaky").addEventListener("change", applyFilter);
$("status-filters").addEventListener("click", (event) => {
  const button = event.target.closest("button[data-status]");
  if (!button) return;
  const status = button.dataset.status;
  if (shownStatuses.has(status)) shownStatuses.delete(status); else shownStatuses.add(status);
  applyFilter();
});

if (live) {
  // Run runs what is shown: the selected node's tests the filter leaves, or all it leaves.
  $("run").addEventListener("click", () => {
    const node = nodes.get(selected);
    const scope = node ? (node.kind === "case" ? node.parent : node) : null;
    const ids = scope ? testsUnder(scope).filter((id) => tests.get(id).visible)
      : [...tests.values()].filter((entry) => entry.visible).map((entry) => entry.test.id);
    const request = toolbarRunRequest(ids, tests.size, scope !== null);
    if (request) run(request); else say("The filter shows no test: nothing to run");
  });
  $("run-failed").addEventListener("click", () => run({ scope: "failed" }));
  $("stop").addEventListener("click", () => post("/api/stop"));
  $("watch").addEventListener("change", () => post("/api/watch", { on: $("watch").checked }));
  setBusy(true);
  new MutationObserver(() => addEditorLinks($("detail"))).observe($("detail"), { childList: true, subtree: true });
  loadModel();
  connect();
} else {
  // The report: its own model, read only. A link can carry a filter (report.html?status=failed&q=network)
  // or a test (#test-Module.Class-method); else the first failing test is shown.
  model = JSON.parse(embedded.textContent);
  const params = new URLSearchParams(location.search);
  if (params.get("q")) $("filter").value = params.get("q");
  if (params.get("status")) shownStatuses = new Set(params.get("status").split(","));
  build();
  const byAnchor = (anchor) => [...tests.values()].find((entry) => entry.test.anchor === anchor);
  const showHash = () => {
    const entry = location.hash ? byAnchor(decodeURIComponent(location.hash.slice(1))) : null;
    if (entry) select(entry.node.key);
    return entry;
  };
  window.addEventListener("hashchange", showHash);
  if (!showHash()) {
    const first = visible.find((node) => node.entry && failing.has(statusOf(node.entry)));
    if (first) select(first.key, false);
  }
  document.documentElement.dataset.ready = "true";
  performance.mark("harness-ready");
}
