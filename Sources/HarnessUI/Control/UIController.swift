import Foundation
import HarnessHistory
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessSession
import HarnessWire

/// `harness ui`'s view of a ``SessionLoop`` (the loop every long-lived front end runs around
/// one ``TestSession``): it turns the page's requests into the loop's, and the loop's events
/// into the page's model and live channel. The server's tasks only ask, read the model and stop.
///
/// ```
///  run() ─► loop.run(first: .list) ─► listed: the model ─► the loop waits ─┐
///    POST /api/run ───► control.ask(.run(.tests(ids) | .requested), onlyWhenIdle) (409 while busy)
///    POST /api/stop ──► control.stop(): the build's group interrupted, or the run (as Ctrl-C)
///    POST /api/watch ─► control.setWatching(on): saves ─► debounce ─► cycle(.watch(.changes))
///    Ctrl-C ──────────► the loop quits (130)
///  loop's events ─► model updated (phase, build errors, results), each sent to the pages
/// ```
///
/// ```swift
/// let controller = try UIController(settings: settings, send: channel.send)
/// let code = controller.run()   // until Ctrl-C
/// ```
package final class UIController: @unchecked Sendable {
    // @unchecked: `loop` belongs to the thread in `run()`; the fields under `lock` are shared
    // with the server's tasks; the rest never changes.
    let loop: SessionLoop
    let control: LoopControl
    let send: @Sendable (String) -> Void
    /// Where the session keeps its history (read for flaky and failing-since).
    let historyURL: URL
    /// The run configuration the UI started with; each run's options apply over it.
    let baseConfiguration: RunConfiguration
    let packageRoot: String
    /// The coverage choice and the source and Changed views' answers.
    package let coverage: UICoverageViews
    /// The run folder this session keeps attachments in, and what of it the page may fetch.
    package let attachments: UIAttachmentFiles
    private let formatter = RunnerEventJSONFormatter()

    private let lock = NSLock()
    private var model: NavigatorModel
    /// Each test's latest result in this session, for its detail.
    private var results: [String: TestResult] = [:]
    /// Tests the latest stop interrupted, with what they printed before it (until they finish again).
    private var stopped: [String: RunnerEvent.TestStopped] = [:]
    private var state = UIState(phase: .building, watching: false)
    /// The tests as the last build listed them.
    private var listedInventory = TestInventory(bundles: [])

    /// How the page opens a file in the user's editor (``NavigatorModel/editorURL``).
    let editorURL: String?

    /// A settings' variable Harness cannot use (Bazel's, CI's) is bad input, as for `harness test`.
    package init(
        settings: SessionSettings, editorURL: String? = nil, send: @escaping @Sendable (String) -> Void,
        world: LoopWorld = .system
    ) throws(HarnessFailure) {
        // Attachments are kept where `harness test` keeps them, one run folder for the session,
        // so that a failing test's detail shows them as the --html report does.
        var settings = settings
        let folder =
            settings.configuration.attachmentsDirectory ?? AttachmentStore.runFolder(packageRoot: settings.packageRoot)
        settings.configuration.attachmentsDirectory = folder
        attachments = UIAttachmentFiles(folder: folder)
        let session = try TestSession(settings)
        loop = SessionLoop(session: session, world: world)
        control = loop.control
        self.send = send
        historyURL =
            settings.historyPath.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: settings.packageRoot).appendingPathComponent(".build/harness/history.sqlite")
        baseConfiguration = settings.configuration
        packageRoot = settings.packageRoot
        coverage = UICoverageViews(
            packageRoot: settings.packageRoot, historyURL: historyURL, choice: UICoverageChoice(settings.coverage))
        self.editorURL = editorURL
        model = NavigatorModel(inventory: TestInventory(bundles: []), packageRoot: settings.packageRoot)
        model.editorURL = editorURL
        loop.view = self
    }

    /// Lists the tests, then serves the page's requests until Ctrl-C (or SIGTERM, SIGHUP);
    /// returns the exit code (128 + the signal).
    package func run() -> Int32 {
        loop.run(first: LoopRequest(.list, label: "list"), watching: false)
    }

    // MARK: - What the server asks (any thread)

    /// The model as it is now.
    package var currentModel: NavigatorModel { lock.withLock { model } }

    /// The phase and watch switch as they are now.
    package var currentState: UIState { lock.withLock { state } }

    /// Queues a run; refused while another run, a build or the listing is under way, or when
    /// the request names a test the model does not list.
    package func submit(_ request: UIRunRequest) throws(UIRequestProblem) {
        let selection = try request.selection(in: currentModel)
        var configuration = try (request.options ?? UIRunOptions()).applied(to: baseConfiguration)
        configuration.selectedCases = try request.selectedCases()
        let asked = LoopRequest(.run(selection), label: request.scope.rawValue, configuration: configuration)
        guard control.ask(asked, onlyWhenIdle: true) else {
            throw UIRequestProblem("a build or run is under way: wait for it, or press Stop")
        }
    }

    /// Turns watch mode on or off.
    package func setWatching(_ on: Bool) {
        control.setWatching(on)
    }

    /// Switches coverage for the session's runs from the next one on (watch mode's too).
    package func chooseCoverage(_ choice: UICoverageChoice) {
        control.setCoverage(coverage.choose(choice))
    }

    /// Interrupts what is under way, as Ctrl-C does: the build's process group, or the run's
    /// engine (its tests stopped, its reports written). Nothing under way: nothing to do.
    package func stop() {
        control.stop()
    }

    /// The test's latest results in the run history (at most 20, oldest first); none when
    /// there is no history yet or it cannot be read.
    package func timeline(of test: String) -> [TimelineEntry] {
        guard FileManager.default.fileExists(atPath: historyURL.path),
            // A history that cannot be read shows no timeline (above).
            let entries = try? HistoryDatabase(url: historyURL, readOnly: true).timeline(of: test)
        else { return [] }
        return Array(entries.filter { $0.test == test }.suffix(20))
    }

    /// A test's latest result in this session as the HTML report shows it (attempts, issues
    /// with their source, cases, measurements charted, attachments with images inline, output);
    /// nil when it has not run. A kept attachment's link is `attachmentLink(path)` (the
    /// server's route: the page cannot open `file://`).
    package func detail(of test: String, attachmentLink: @escaping @Sendable (String) -> String) -> String? {
        let (result, stop, interrupted) = lock.withLock {
            (results[test], stopped[test], model.test(named: test)?.interrupted == true)
        }
        // Stopped: this run's partial output and time, never an earlier run's result.
        if interrupted { return stop.map { HTMLReportFormatter(generated: Date()).stoppedDetail($0) } }
        guard let result else { return nil }
        var context = HTMLReportContext()
        context.attachmentLink = attachmentLink
        context.declaration = { [coverage] id in coverage.declaration(of: id) }
        return HTMLReportFormatter(generated: Date()).testDetail(result, context: context)
    }

    /// The cycle starting runs only these cases of these functions (none: every case).
    func chooseCases(_ cases: [TestIdentifier: Set<String>]) {
        lock.withLock {
            model.chosenCases = Dictionary(uniqueKeysWithValues: cases.map { ($0.key.description, $0.value) })
        }
    }

    /// Applies a run's event to the model (and keeps a finished test's result); a test the
    /// model did not list (added while watching) makes the pages fetch the model again.
    package func keep(_ event: RunnerEvent) {
        let added = lock.withLock {
            switch event {
            case .testFinished(let result):
                results[result.id.description] = result
                stopped[result.id.description] = nil
            case .testStopped(let stop):
                stopped[stop.id.description] = stop
            default:
                break
            }
            return model.apply(event, now: Date().timeIntervalSince1970)
        }
        if added { send(UIMessage.modelChanged.line) }
    }

    // MARK: - The model and the page, from the loop's thread

    /// Sends a run's event to the pages as the `--json` stream's line, after the model took it.
    func relay(_ event: RunnerEvent) {
        keep(event)
        send(formatter.line(for: event, time: Date().timeIntervalSince1970))
    }

    /// A fresh listing (after every build): the model anew from it, and the pages told.
    func listed(_ inventory: TestInventory) {
        lock.withLock { listedInventory = inventory }
        coverage.listed(inventory, targets: loop.packageTargets())
        remodel()
    }

    /// The model made again from the last listing and what the history says now (after a
    /// run: "failing since", "flaky", the latest verdicts), with this session's results and
    /// interruptions over it; the pages told. One truth: a test the code no longer has leaves
    /// the tree, a new one joins it before it runs.
    func remodel() {
        let history = NavigatorHistory.read(url: historyURL)
        lock.withLock {
            var fresh = NavigatorModel(inventory: listedInventory, history: history, packageRoot: packageRoot)
            fresh.buildErrors = model.buildErrors
            fresh.editorURL = editorURL
            fresh.chosenCases = model.chosenCases
            fresh.keepSession(of: model, results: results.values)
            model = fresh
        }
        send(UIMessage.modelChanged.line)
    }

    func setPhase(_ phase: UIState.Phase) {
        let state = lock.withLock {
            self.state.phase = phase
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

    func showBuildFailure(_ lines: [String]) {
        lock.withLock { model.buildErrors = lines }
        send(UIMessage.buildFailed(lines).line)
    }

    func clearBuildFailure() {
        let hadErrors = lock.withLock {
            defer { model.buildErrors = [] }
            return !model.buildErrors.isEmpty
        }
        if hadErrors { send(UIMessage.buildFailed([]).line) }
    }
}
