import Foundation
import HarnessHistory
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessSession
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// `harness ui`'s session loop: one ``TestSession`` (the one pipeline every front end drives),
/// run on the thread that calls ``run()``, once per click on Run and, with watch mode on, once
/// per burst of saves. The server's tasks only post inputs, read the model and stop runs.
///
/// ```
///  run() ─► list (build → list) ─► model ─► wait ─┬─ POST /api/run ──► cycle(.tests(ids) | .requested)
///                                                 ├─ save (watching) ─► debounce ─► cycle(.watch(.changes))
///                                                 ├─ POST /api/stop ──► the build's group interrupted,
///                                                 │                     the engine interrupted (as Ctrl-C)
///                                                 └─ quit (Ctrl-C) ───► stop, then return
///  cycle: TestSession.run(selection, reporter: UIReporter) ─► each event: model updated, sent to pages
/// ```
///
/// ```swift
/// let controller = try UIController(settings: settings, send: channel.send)
/// controller.run()   // until quit()
/// ```
package final class UIController: @unchecked Sendable {
    // @unchecked: the fields under `lock` are shared with the server's tasks and the signal
    // thread; `session`, `watcher`, `burst`, `targets` belong to the thread in `run()`.
    let session: TestSession
    let executor: InterruptibleExecutor
    let send: @Sendable (String) -> Void
    let inbox = Inbox<UIInput>()
    /// Where the session keeps its history (read for flaky and failing-since).
    let historyURL: URL
    /// The run configuration the UI started with; each run's options apply over it.
    let baseConfiguration: RunConfiguration
    var watcher: FileWatcher?
    /// The saves gathered while watching: watch mode's own burst rules (``SaveBurst``).
    var burst: SaveBurst
    var targets = PackageTargets(targets: [])
    /// Called after every run: the engine puts the signals' default actions back when it returns.
    package var afterRun: () -> Void = {}

    private let lock = NSLock()
    private var model: NavigatorModel
    /// Each test's latest result in this session, for its detail.
    private var results: [String: TestResult] = [:]
    private var state = UIState(phase: .building, watching: false)
    private var busy = true
    private var quitting = false
    private var stopRequested = false
    private var buildGroup: pid_t?

    /// A settings' variable Harness cannot use (Bazel's, CI's) is bad input, as for `harness test`.
    package init(settings: SessionSettings, send: @escaping @Sendable (String) -> Void) throws(HarnessFailure) {
        executor = InterruptibleExecutor()
        session = try TestSession(settings, executor: executor)
        self.send = send
        historyURL =
            settings.historyPath.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: settings.packageRoot).appendingPathComponent(".build/harness/history.sqlite")
        baseConfiguration = settings.configuration
        burst = SaveBurst(root: settings.packageRoot, debouncer: WatchSettings.defaultDebouncer)
        model = NavigatorModel(inventory: TestInventory(bundles: []), packageRoot: settings.packageRoot)
    }

    // MARK: - What the server asks (any thread)

    /// The model as it is now.
    package var currentModel: NavigatorModel { lock.withLock { model } }

    /// The phase and watch switch as they are now.
    package var currentState: UIState { lock.withLock { state } }

    /// Queues a run; refused while another run, a build or the listing is under way, or when
    /// the request names a test the model does not list.
    package func submit(_ request: UIRunRequest) throws(UIRequestProblem) {
        let model = currentModel
        _ = try request.selection(in: model)
        if let options = request.options { _ = try options.applied(to: RunConfiguration()) }
        let accepted = lock.withLock {
            guard !busy, !quitting else { return false }
            busy = true
            return true
        }
        guard accepted else { throw UIRequestProblem("a build or run is under way: wait for it, or press Stop") }
        inbox.post(.run(request))
    }

    /// Turns watch mode on or off.
    package func setWatching(_ on: Bool) {
        inbox.post(.watch(on))
    }

    /// Interrupts what is under way, as Ctrl-C does: the build's process group, or the run's
    /// engine (its tests stopped, its reports written). Nothing under way: nothing to do.
    package func stop() {
        lock.withLock {
            stopRequested = true
            interruptBuild()
        }
        executor.interrupt()
    }

    /// Stops what is under way and ends ``run()``. Called from the signals' thread.
    package func quit() {
        lock.withLock {
            quitting = true
            interruptBuild()
        }
        executor.interrupt()
        inbox.post(.quit)
    }

    package var isQuitting: Bool { lock.withLock { quitting } }

    /// The test's latest results in the run history (at most 20, oldest first); none when
    /// there is no history yet or it cannot be read.
    package func timeline(of test: String) -> [TimelineEntry] {
        guard FileManager.default.fileExists(atPath: historyURL.path),
            let entries = try? HistoryDatabase(url: historyURL, readOnly: true).timeline(of: test)
        else { return [] }
        return Array(entries.filter { $0.test == test }.suffix(20))
    }

    /// A test's latest result in this session as the HTML report shows it (attempts, issues
    /// with their source, cases, measurements charted, attachments with images inline, output);
    /// nil when it has not run.
    package func detail(of test: String) -> String? {
        guard let result = lock.withLock({ results[test] }) else { return nil }
        return HTMLReportFormatter(generated: Date()).testDetail(result, context: HTMLReportContext())
    }

    /// SIGINT to the build's process group now, SIGKILL in 3 s if it is still the one running.
    /// Called under `lock`.
    private func interruptBuild() {
        guard let group = buildGroup else { return }
        kill(-group, SIGINT)
        DispatchQueue.global().asyncAfter(deadline: .now() + 3) { [self] in
            lock.withLock { if buildGroup == group { kill(-group, SIGKILL) } }
        }
    }

    // MARK: - The loop's own state changes

    func setBuildGroup(_ group: pid_t?) {
        lock.withLock {
            buildGroup = group
            // A stop that came before the build started stops this one too.
            if let group, quitting || stopRequested { kill(-group, SIGINT) }
        }
    }

    func setPhase(_ phase: UIState.Phase) {
        let state = lock.withLock {
            self.state.phase = phase
            busy = phase != .idle
            if phase == .idle { stopRequested = false }
            return self.state
        }
        send(UIMessage.state(state).line)
    }

    func setWatchingState(_ on: Bool) {
        let state = lock.withLock {
            self.state.watching = on
            return self.state
        }
        send(UIMessage.state(state).line)
    }

    /// Marks the loop busy before a cycle it starts itself (watch mode's), so that a click
    /// in between is refused rather than queued behind it.
    func claim() -> Bool {
        lock.withLock {
            guard !busy, !quitting else { return false }
            busy = true
            return true
        }
    }

    var wasStopped: Bool { lock.withLock { stopRequested } }

    func updateModel(_ change: (inout NavigatorModel) -> Void) {
        lock.withLock { change(&model) }
    }

    /// Applies a run's event to the model (and keeps a finished test's result); a test the
    /// model did not list (added while watching) makes the pages fetch the model again.
    package func keep(_ event: RunnerEvent) {
        let added = lock.withLock {
            if case .testFinished(let result) = event { results[result.id.description] = result }
            return model.apply(event)
        }
        if added { send(UIMessage.modelChanged.line) }
    }

    // MARK: - The loop

    /// Lists the tests, then serves inputs until ``quit()``.
    package func run() {
        list()
        while let input = nextInput() {
            switch input {
            case .run(let request):
                cycle(request)
            case .watch(let on):
                setWatching(on: on)
            case .fileChanged, .quit:
                break
            }
        }
        watcher?.stop()
    }

    /// The next input to act on; file events are gathered into bursts here, and a finished
    /// burst becomes a watch cycle. Nil once quitting.
    private func nextInput() -> UIInput? {
        while !isQuitting {
            let input = inbox.next(deadline: burst.deadline)
            switch input {
            case nil:
                if let changes = burst.flush(at: MonotonicClock.now()), !changes.isEmpty, watcher != nil {
                    watchCycle(changes)
                }
            case .fileChanged(let path, let created)?:
                burst.record(path, created: created, at: MonotonicClock.now())
            case .quit?:
                return nil
            case let other?:
                return other
            }
        }
        return nil
    }
}
