extension UIPage {
    /// The page's script: renders the model, filters it, sends the run requests, and applies
    /// the live channel's lines. With `window.HARNESS_MODEL` set before it (a report that
    /// embeds its model), it renders that model read-only and opens no channel.
    static let script = #"""
        "use strict";
        const token = new URLSearchParams(location.search).get("token") || "";
        const embedded = window.HARNESS_MODEL || null;
        const live = embedded === null;
        const words = { passed: "passed", failed: "failed", skipped: "skipped", flaky: "flaky", timedOut: "timed out",
          crashed: "crashed", hostLaunchFailed: "host failed to launch", running: "running", notRun: "not run" };
        const failing = new Set(["failed", "timedOut", "crashed", "hostLaunchFailed"]);
        const statusOrder = ["failed", "timedOut", "crashed", "hostLaunchFailed", "flaky", "skipped", "passed", "running", "notRun"];
        let model = null;
        let tests = new Map();          // id → { test, suite, bundle, row, its cells, hay }
        let nodeRows = new Map();       // bundle or suite node → its row
        let results = new Map();        // id → the latest testFinished line
        let running = new Map();        // id → start time (ms)
        let selected = null;            // { kind, key }
        let shownStatuses = new Set();  // empty: every status
        let busy = true;
        let slowAfter = 1;
        let lastWord = null;            // what the last run (or build) ended with              // seconds: "slow" is at least this, or the slowest tenth
        const $ = (id) => document.getElementById(id);
        const esc = (text) => String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;",
          '"': "&quot;", "'": "&#39;" }[c]));
        const api = (path) => path + (path.includes("?") ? "&" : "?") + "token=" + encodeURIComponent(token);
        const idText = (id) => (id.className ? id.module + "." + id.className : id.module) + "/" + id.method;
        const seconds = (s) => s === undefined || s === null ? "" : (s < 10 ? s.toFixed(3) : s.toFixed(1)) + " s";
        const statusOf = (entry) => running.has(entry.test.id) ? "running" : (entry.test.status || "notRun");

        function render() {
          tests = new Map();
          $("package").textContent = model.packageRoot;
          showBuildErrors(model.buildErrors || []);
          let html = "";
          const tags = new Set();
          const durations = [];
          model.bundles.forEach((bundle, b) => {
            const kind = bundle.kind === "application" ? "application · " + bundle.hosts.join("; ") : "library";
            html += `<div class="row bundle" role="treeitem" aria-level="1" aria-expanded="true" tabindex="-1"
              data-node="b${b}"><button type="button" class="play" aria-label="Run ${esc(bundle.name)}"
              data-run="b${b}">▶</button><span class="name">${esc(bundle.name)}</span>
              <span class="meta">${esc(kind)}</span><span class="count" data-count="b${b}"></span></div>`;
            bundle.suites.forEach((suite, s) => {
              const title = suite.name ? suite.module + "." + suite.name : suite.module;
              const framework = suite.framework === "swiftTesting" ? "Swift Testing" : "XCTest";
              html += `<div class="row suite" role="treeitem" aria-level="2" aria-expanded="true" tabindex="-1"
                data-node="b${b}s${s}"><button type="button" class="play" aria-label="Run ${esc(title)}"
                data-run="b${b}s${s}">▶</button><span class="name">${esc(title)}</span>
                <span class="meta">${framework}</span><span class="count" data-count="b${b}s${s}"></span></div>`;
              for (const test of suite.tests) {
                test.tags.forEach((t) => tags.add(t));
                if (test.seconds) durations.push(test.seconds);
                html += `<div class="row test" role="treeitem" aria-level="3" tabindex="-1" data-test="${esc(test.id)}"
                  data-parent="b${b}s${s}"><button type="button" class="play" aria-label="Run ${esc(test.name)}"
                  data-run-test="${esc(test.id)}">▶</button><span class="status"></span><span class="name"
                  title="${esc(test.id)}">${esc(test.name)}</span>${test.tags.map((t) => `<span class="tag">${esc(t)}</span>`).join("")}
                  <span class="flag"></span><span class="since"></span><span class="meta time"></span></div>`;
                tests.set(test.id, { test, suite: `b${b}s${s}`, bundle: `b${b}`, row: null, hay: "" });
              }
            });
          });
          $("tree").innerHTML = html;
          nodeRows = new Map();
          for (const row of $("tree").querySelectorAll(".row.bundle, .row.suite")) nodeRows.set(row.dataset.node, row);
          for (const row of $("tree").querySelectorAll(".row.test")) {
            const entry = tests.get(row.dataset.test);
            entry.row = row;
            entry.badge = row.querySelector(".status");
            entry.flag = row.querySelector(".flag");
            entry.since = row.querySelector(".since");
            entry.time = row.querySelector(".time");
            entry.hay = [entry.test.id, entry.test.tags.join(" "), entry.test.message || ""].join(" ").toLowerCase();
            paint(entry);
          }
          durations.sort((x, y) => x - y);
          slowAfter = Math.max(1, durations.length ? durations[Math.floor(durations.length * 0.9)] : 1);
          const tagSelect = $("tag");
          const chosen = tagSelect.value;
          tagSelect.innerHTML = `<option value="">any</option>` +
            [...tags].sort().map((t) => `<option${t === chosen ? " selected" : ""}>${esc(t)}</option>`).join("");
          applyFilter();
          if (selected && selected.kind === "test" && tests.has(selected.key)) showDetail(selected.key);
        }

        function paint(entry) {
          const status = statusOf(entry);
          entry.badge.className = "status " + status;
          entry.badge.textContent = words[status];
          entry.flag.textContent = entry.test.flaky && status !== "flaky" ? "flaky" : "";
          entry.since.textContent = entry.test.failingSince && failing.has(status)
            ? "failing since " + new Date(entry.test.failingSince * 1000).toLocaleString() : "";
          const started = running.get(entry.test.id);
          entry.time.textContent = started !== undefined
            ? ((Date.now() - started) / 1000).toFixed(1) + " s" : seconds(entry.test.seconds);
        }

        function matches(entry, text, tag) {
          if (shownStatuses.size && !shownStatuses.has(statusOf(entry))) return false;
          if (text && !entry.hay.includes(text)) return false;
          if (tag && !entry.test.tags.includes(tag)) return false;
          if ($("slow").checked && !(entry.test.seconds >= slowAfter)) return false;
          if ($("flaky").checked && !(entry.test.flaky || entry.test.status === "flaky")) return false;
          return true;
        }

        function applyFilter() {
          const text = $("filter").value.trim().toLowerCase();
          const tag = $("tag").value;
          const counts = new Map();     // node → [shown, failing]
          const byStatus = new Map();
          let shown = 0;
          const collapsed = new Set();
          for (const [node, row] of nodeRows) if (row.getAttribute("aria-expanded") === "false") collapsed.add(node);
          for (const entry of tests.values()) {
            const status = statusOf(entry);
            byStatus.set(status, (byStatus.get(status) || 0) + 1);
            const visible = matches(entry, text, tag);
            // Only a change is written: 10,000 rows re-hidden each keystroke cost a layout each.
            const hide = !visible || collapsed.has(entry.suite) || collapsed.has(entry.bundle);
            if (entry.row.hidden !== hide) entry.row.hidden = hide;
            if (!visible) continue;
            shown += 1;
            for (const node of [entry.suite, entry.bundle]) {
              const count = counts.get(node) || [0, 0];
              count[0] += 1;
              if (failing.has(status)) count[1] += 1;
              counts.set(node, count);
            }
          }
          for (const [node, row] of nodeRows) {
            const count = counts.get(node);
            if (row.hidden !== !count) row.hidden = !count;
            const label = row.querySelector("[data-count]");
            if (count) label.textContent = `${count[0]} test${count[0] === 1 ? "" : "s"}` +
              (count[1] ? ` · ${count[1]} failing` : "");
          }
          $("filter-count").textContent = `${shown} of ${tests.size} tests shown`;
          const group = $("status-filters");
          group.innerHTML = statusOrder.filter((s) => byStatus.get(s)).map((s) =>
            `<button type="button" data-status="${s}" aria-pressed="${shownStatuses.has(s)}">${words[s]} (${byStatus.get(s)})</button>`
          ).join("");
        }

        function idsUnder(node) {
          const ids = [];
          for (const entry of tests.values()) {
            if (entry.suite === node || entry.bundle === node) ids.push(entry.test.id);
          }
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
          post("/api/run", request);
        }

        function say(line) { $("phase").textContent = line; }

        function showBuildErrors(lines) {
          model.buildErrors = lines;
          $("build-errors").hidden = lines.length === 0;
          $("build-lines").textContent = lines.join("\n");
        }

        function setBusy(value) {
          busy = value;
          $("run").disabled = value || !live;
          $("run-failed").disabled = value || !live;
          $("stop").disabled = !value || !live;
          for (const button of $("tree").querySelectorAll(".play")) button.disabled = value || !live;
        }

        function select(row) {
          for (const other of $("tree").querySelectorAll('[aria-selected="true"]')) other.removeAttribute("aria-selected");
          row.setAttribute("aria-selected", "true");
          row.focus();
          if (row.dataset.test) {
            selected = { kind: "test", key: row.dataset.test };
            showDetail(row.dataset.test);
          } else {
            selected = { kind: "node", key: row.dataset.node };
          }
        }

        function showDetail(id) {
          const entry = tests.get(id);
          const result = results.get(id);
          const status = statusOf(entry);
          let html = `<h2>${esc(id)}</h2><p><span class="status ${status}">${words[status]}</span>
            ${esc(seconds(result ? result.duration : entry.test.seconds))}
            ${entry.test.tags.map((t) => `<span class="tag">${esc(t)}</span>`).join(" ")}
            ${entry.test.flaky ? '<span class="flag">flaky in the history</span>' : ""}
            ${entry.test.failingSince ? `<span class="since">failing since ${esc(new Date(entry.test.failingSince * 1000).toLocaleString())}</span>` : ""}</p>`;
          if (!result) {
            html += entry.test.message ? `<pre>${esc(entry.test.message)}</pre>` : "";
            html += `<p class="hint">${live ? "Not run in this session yet: press ▶ to run it." : ""}</p>`;
          } else {
            result.attempts.forEach((attempt, index) => {
              html += `<h3>Attempt ${attempt.number} of ${result.attempts.length}: ${words[attempt.status] || attempt.status} · ${esc(seconds(attempt.duration))}</h3>`;
              for (const issue of attempt.issues || []) {
                const where = issue.location ? `${issue.location.file}:${issue.location.line}` : "";
                html += `<div class="issue"><pre>${esc(issue.description)}</pre>${where ? `<p class="meta">${esc(where)}</p>` : ""}
                  <pre class="source" data-file="${esc(issue.location ? issue.location.file : "")}"
                  data-line="${issue.location ? issue.location.line : 0}"></pre></div>`;
              }
              if (attempt.skipMessage) html += `<p>Skipped: ${esc(attempt.skipMessage)}</p>`;
              if (attempt.signal) html += `<p>Ended by signal ${attempt.signal}</p>`;
              for (const testCase of attempt.cases || []) {
                html += `<p>Case ${esc(testCase.arguments)}: ${esc(testCase.outcome)} · ${esc(seconds(testCase.duration))}</p>`;
              }
              for (const measured of attempt.measurements || []) {
                html += `<p>${esc(measured.name)}: average ${measured.average.toFixed(4)} ${esc(measured.unit)}
                  (${measured.values.map((v) => v.toFixed(4)).join(", ")})</p>`;
              }
              for (const attachment of attempt.attachments || []) {
                html += `<p>Attachment ${esc(attachment.name)} (${attachment.byteCount} bytes${attachment.path ? ", kept at " + esc(attachment.path) : ""})</p>`;
              }
              if (attempt.stdout) html += `<h3>Output</h3><pre>${esc(attempt.stdout)}</pre>`;
              if (attempt.stderr) html += `<h3>Standard error</h3><pre>${esc(attempt.stderr)}</pre>`;
            });
          }
          html += `<h3>Recent runs</h3><ol id="timeline"><li class="hint">${live ? "Reading the run history…" : "Not in a report."}</li></ol>`;
          $("detail").innerHTML = html;
          if (live) {
            fetch(api(`/api/timeline?test=${encodeURIComponent(id)}`))
              .then((answer) => answer.ok ? answer.json() : []).then((entries) => {
                const list = $("timeline");
                if (!list || !selected || selected.key !== id) return;
                list.innerHTML = entries.length === 0 ? '<li class="hint">No run of it in the history yet.</li>'
                  : entries.slice().reverse().map((entry) => `<li><span class="status ${esc(entry.status)}">${esc(words[entry.status] || entry.status)}</span>
                    ${esc(new Date(entry.startedAt * 1000).toLocaleString())} · ${esc(seconds(entry.seconds))}
                    ${entry.commit ? "· " + esc(entry.commit.slice(0, 10)) + (entry.dirty ? " (changed)" : "") : ""}
                    ${entry.message ? "· " + esc(entry.message) : ""}</li>`).join("");
              });
            for (const source of $("detail").querySelectorAll("pre.source[data-file]")) {
              if (!source.dataset.file) continue;
              fetch(api(`/api/source?file=${encodeURIComponent(source.dataset.file)}&line=${source.dataset.line}`))
                .then((answer) => answer.ok ? answer.json() : null).then((excerpt) => {
                  if (!excerpt) return;
                  source.innerHTML = excerpt.lines.map((line) => `<span class="${line.number === excerpt.line ? "mark" : ""}">${String(line.number).padStart(5)}  ${esc(line.text)}</span>`).join("\n");
                });
            }
          }
        }

        function receive(message) {
          switch (message.kind) {
            case "state": {
              const phases = { building: "Building…", listing: "Listing the tests…", running: "Running…", idle: "Ready" };
              // Ready again: the last run's summary (or the build's failure) stays in view.
              if (message.phase === "building") lastWord = null;
              say(message.phase === "idle" ? (lastWord || "Ready") : phases[message.phase]);
              setBusy(message.phase !== "idle");
              $("watch").checked = message.watching;
              break;
            }
            case "modelChanged": loadModel(); break;
            case "buildFailed":
              if (model) showBuildErrors(message.lines);
              if (message.lines.length) { lastWord = "The build failed"; say(lastWord); }
              break;
            case "problem": lastWord = message.message; say(lastWord); break;
            case "runStarted": say(`Running ${message.testCount} test${message.testCount === 1 ? "" : "s"}…`); break;
            case "testStarted": {
              const id = idText(message.id);
              const entry = tests.get(id);
              running.set(id, Date.now());
              if (entry) { paint(entry); }
              tick();
              break;
            }
            case "testFinished": {
              const id = idText(message.id);
              running.delete(id);
              results.set(id, message);
              const entry = tests.get(id);
              if (!entry) break;
              entry.test.status = message.status;
              entry.test.seconds = message.duration;
              if (message.status === "flaky") entry.test.flaky = true;
              const issue = (message.attempts[message.attempts.length - 1].issues || [])[0];
              entry.test.message = issue ? issue.description.split("\n")[0] : null;
              entry.hay = [entry.test.id, entry.test.tags.join(" "), entry.test.message || ""].join(" ").toLowerCase();
              paint(entry);
              scheduleFilter();
              if (selected && selected.key === id) showDetail(id);
              break;
            }
            case "runFinished": {
              for (const id of running.keys()) { running.delete(id); const entry = tests.get(id); if (entry) paint(entry); }
              lastWord = message.summary ? `Finished: ${summaryLine(message.summary)}` : "Finished";
              say(lastWord);
              scheduleFilter();
              break;
            }
          }
        }

        function summaryLine(summary) {
          const parts = [];
          for (const key of ["passed", "failed", "skipped", "flaky", "timedOut", "crashed"]) {
            if (summary[key]) parts.push(`${summary[key]} ${words[key]}`);
          }
          return (parts.join(", ") || "no tests") + (summary.interrupted ? " (stopped)" : "");
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

        async function loadModel() {
          const answer = await fetch(api("/api/model"));
          if (!answer.ok) { say((await answer.text()).trim()); return; }
          model = await answer.json();
          render();
        }

        let reconnecting = false;
        function connect() {
          const socket = new WebSocket(api(`ws://${location.host}/api/events`));
          // The first model is fetched beside the connection, not after it; a reconnection
          // fetches it again (events may have been missed meanwhile).
          socket.onopen = () => { $("connection").hidden = true; if (reconnecting) loadModel(); reconnecting = false; };
          socket.onmessage = (event) => receive(JSON.parse(event.data));
          socket.onclose = () => {
            $("connection").hidden = false;
            $("connection").textContent = "The connection to harness ui was lost: reconnecting…";
            setBusy(true);
            reconnecting = true;
            setTimeout(connect, 1000);
          };
        }

        $("tree").addEventListener("click", (event) => {
          const play = event.target.closest("button.play");
          if (play) {
            if (play.dataset.runTest) run({ scope: "tests", tests: [play.dataset.runTest] });
            else run({ scope: "tests", tests: idsUnder(play.dataset.run) });
            return;
          }
          const row = event.target.closest(".row");
          if (!row) return;
          if (!row.dataset.test && event.target.closest(".name")) {
            const expanded = row.getAttribute("aria-expanded") !== "false";
            row.setAttribute("aria-expanded", String(!expanded));
            applyFilter();
          }
          select(row);
        });
        $("tree").addEventListener("keydown", (event) => {
          const rows = [...$("tree").querySelectorAll(".row:not([hidden])")];
          const at = rows.indexOf(document.activeElement);
          if (event.key === "ArrowDown" && at < rows.length - 1) { select(rows[at + 1]); event.preventDefault(); }
          if (event.key === "ArrowUp" && at > 0) { select(rows[at - 1]); event.preventDefault(); }
        });
        $("run").addEventListener("click", () => {
          if (selected && selected.kind === "test") run({ scope: "tests", tests: [selected.key] });
          else if (selected) run({ scope: "tests", tests: idsUnder(selected.key) });
          else run({ scope: "all" });
        });
        $("run-failed").addEventListener("click", () => run({ scope: "failed" }));
        $("stop").addEventListener("click", () => post("/api/stop"));
        $("watch").addEventListener("change", () => post("/api/watch", { on: $("watch").checked }));
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
          setBusy(true);
          loadModel();
          connect();
        } else {
          model = embedded;
          for (const result of model.results || []) results.set(idText(result.id), result);
          $("toolbar").hidden = true;
          say("A report: read only");
          render();
        }
        """#
}
