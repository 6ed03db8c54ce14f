import HarnessModel
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// The dispatch loop's decisions, as a reducer: `(state, input) → (state, effects)`.
///
/// ``step(_:now:)`` applies one ``EngineInput`` (a wire event, a worker's exit, a signal, the
/// clock) to ``state`` and returns the ``DispatchEffect``s it calls for: events to report,
/// workers to start, process groups to signal, files to delete. It starts no process, sends no
/// signal and reads no clock; it reads files only through ``CapturedFiles``. ``RunEngine`` is
/// the thin shell that feeds it inputs and carries out its effects, so every sequence (a crash
/// mid-test, a timeout during a retry, an interrupt) is a unit test of plain values.
///
/// ```swift
/// var dispatcher = Dispatcher(context: context)
/// var effects = dispatcher.begin(now: 0)          // runStarted, notices, launches
/// effects = dispatcher.step(.wire(worker: 1, event: started), now: 0.1)
/// effects = dispatcher.step(.exited(worker: 1, status: 11), now: 0.2)   // SIGSEGV mid-test
/// dispatcher.state.outcome                        // set once the run is over
/// ```
struct Dispatcher {
    /// What stays fixed for the whole run.
    struct Context {
        var plan: RunPlan
        var configuration: RunConfiguration
        /// Where workers start (the package's root).
        var workingDirectory: String
        /// The folder workers' captured output files go in.
        var outputFolder: String
        /// The runner's own environment, which workers inherit (without other runners' settings).
        var inheritedEnvironment: [String: String]
        var files: any CapturedFiles
    }

    let context: Context
    var state: DispatchState
    /// Bundle index → class name → module, for console lines that name no module.
    let moduleOfClass: [Int: [String: String]]
    /// Each Swift Testing test's stream identifier, which selects it (see `Dispatcher+SwiftTesting`);
    /// the tests it holds are the plan's Swift Testing tests, which tells each result's framework.
    let swiftTestingStreamID: [TestIdentifier: String]
    /// Each bundle's Swift Testing stream identifiers, all of them, prepared once for the
    /// filters of its workers, which are matched against them (``SelectionExpression``).
    let swiftTestingUniverses: [Int: SelectionExpression.Universe]
    /// The plan indices of the bundles with Swift Testing units, in order.
    let swiftTestingBundles: [Int]
    /// Each Swift Testing test's listing, which its result carries to the reports.
    let swiftTestingFunctions: [TestIdentifier: SwiftTestingFunction]
    /// The `.timeLimit` of each Swift Testing test that has one, in seconds.
    let swiftTestingTimeLimits: [TestIdentifier: Double]
    /// Each bundle's tests listed more than once, with how many times (`Dispatcher+ListedNames`).
    let repeatedListings: [Int: [TestIdentifier: Int]]

    /// The effects of the step under way, in order.
    private var effects: [DispatchEffect] = []
    /// The monotonic time of the step under way.
    private(set) var now: Double = 0

    var plan: RunPlan { context.plan }
    var configuration: RunConfiguration { context.configuration }

    init(context: Context) {
        self.context = context
        self.state = DispatchState(units: context.plan.units)
        var modules: [Int: [String: String]] = [:]
        for (index, bundle) in context.plan.bundles.enumerated() {
            modules[index] = Dictionary(
                bundle.classes.map { ($0.name, $0.module) }, uniquingKeysWith: { first, _ in first })
        }
        self.moduleOfClass = modules
        let streamIDs = Self.swiftTestingStreamIDs(of: context.plan.bundles)
        self.swiftTestingStreamID = Dictionary(
            streamIDs.values.flatMap { $0.map { ($1, $0) } }, uniquingKeysWith: { first, _ in first })
        self.swiftTestingUniverses = streamIDs.mapValues { SelectionExpression.Universe($0.keys) }
        self.swiftTestingBundles = Set(context.plan.units.filter { $0.framework == .swiftTesting }.map(\.bundle))
            .sorted()
        self.swiftTestingTimeLimits = Self.swiftTestingTimeLimits(of: context.plan.bundles)
        self.swiftTestingFunctions = Dictionary(
            context.plan.bundles.flatMap(\.swiftTestingFunctions).map { ($0.id, $0.function) },
            uniquingKeysWith: { first, _ in first })
        self.repeatedListings = Self.repeatedListings(of: context.plan.bundles)
    }

    /// Starts the run: reports its start and the plan's notices, and starts the first workers.
    mutating func begin(now: Double) -> [DispatchEffect] {
        self.now = now
        state.startedAt = now
        emit(
            .report(
                .runStarted(
                    .init(
                        testCount: plan.testCount * configuration.repetitions,
                        bundleCount: Set(plan.units.map(\.bundle)).count,
                        workerCount: max(configuration.jobs, 1), randomSeed: configuration.randomSeed,
                        testBundles: plan.testBundleSummaries, partition: plan.partitionSummary))))
        for notice in plan.notices { emit(.report(.notice(notice))) }
        startWorkers()
        settle()
        keepStandbys()
        return takeEffects()
    }

    /// How long the loop waits for more of a stream after its process ended and nothing more of
    /// it arrived: a process it started may hold the stream open for ever, and a reader starved
    /// of the CPU may post nothing for a while (under load 40, more than the second this was).
    static let streamGrace = 5.0
    /// The longest the loop waits for a stream still being read after its process ended.
    static let streamWaitLimit = 60.0

    /// A stream still read after its process ended is waited for while it is read: on a loaded
    /// machine its reader may trail the exit by seconds, and a record taken as never written
    /// would charge a test that passed (issue 33).
    private mutating func keepWaitingForTheStream(after input: EngineInput) {
        let number: Int
        switch input {
        case .wire(let worker, _), .undecodable(let worker, _, _), .consoleLine(let worker, _),
            .unlistedTest(let worker, _), .unfinishedCases(let worker, _, _), .outputCut(let worker, _),
            .sharedOutput(let worker, _), .streamRead(let worker):
            number = worker
        default:
            return
        }
        guard let worker = state.workers[number], worker.end != nil, !worker.streamEnded else { return }
        state.workers[number]?.streamDeadline = min(now + Self.streamGrace, worker.streamWaitLimit ?? .infinity)
    }

    /// Applies one input at monotonic time `now` and returns what must happen because of it.
    mutating func step(_ input: EngineInput, now: Double) -> [DispatchEffect] {
        self.now = now
        guard state.outcome == nil else { return [] }
        keepWaitingForTheStream(after: input)
        switch input {
        case .wire(let number, let event):
            handleWire(event, worker: number)
        case .undecodable(let number, let line, let reason):
            state.workers[number]?.unreadableRecords = true
            if !state.undecodableReported {
                state.undecodableReported = true
                report(
                    .notice(
                        RunnerNotice(
                            .unreadableWireLine,
                            "ignored a wire line that could not be read (\(reason)): \(line.prefix(200))")))
            }
        case .consoleLine(let number, let line):
            handleConsoleLine(line, worker: number)
        case .unlistedTest(_, let streamID):
            report(
                .notice(
                    RunnerNotice(
                        .unlistedTestRan,
                        "Swift Testing ran \(streamID), which is not in the bundle's listing: its result is in no "
                            + "report; run 'harness list' or rebuild, then run it again")))
        case .outputCut(let number, let cut):
            placeOutput(cut, worker: number)
        case .sharedOutput(let number, let output):
            keepSharedOutput(output, worker: number)
        case .unfinishedCases(let number, let ended, let running):
            state.workers[number]?.running?.endedCases = ended
            state.workers[number]?.running?.caseRunning = running
        case .streamRead:
            break
        case .streamEnded(let number):
            state.workers[number]?.streamEnded = true
            finalizeIfGone(number)
        case .exited(let number, let status):
            if let standby = standby(number: number) {
                standbyEnded(standby, reason: "\(ProcessEnd(waitStatus: status))")
                break
            }
            guard state.workers[number] != nil else { break }
            state.workers[number]?.end = ProcessEnd(waitStatus: status)
            // The group leader is gone; anything it started must not outlive it (or hold the
            // wire open).
            emit(.signal(worker: number, SIGKILL))
            if state.workers[number]?.streamEnded == false {
                state.workers[number]?.streamDeadline = now + Self.streamGrace
                state.workers[number]?.streamWaitLimit = now + Self.streamWaitLimit
            }
            finalizeIfGone(number)
        case .signal:
            handleInterrupt()
        case .spawned(let number, let folder):
            state.keptLaunchFolders[number] = folder
        case .spawnFailed(let number, let reason):
            if let standby = standby(number: number) {
                standbyEnded(standby, reason: "it could not start: \(reason)")
                break
            }
            handleSpawnFailure(worker: number, reason: reason)
        case .tick:
            checkTimers()
        }
        startWorkers()
        settle()
        keepStandbys()
        return takeEffects()
    }

    // MARK: - Effects

    mutating func emit(_ effect: DispatchEffect) {
        effects.append(effect)
    }

    mutating func report(_ event: RunnerEvent) {
        effects.append(.report(event))
    }

    private mutating func takeEffects() -> [DispatchEffect] {
        defer { effects.removeAll() }
        return effects
    }

    // MARK: - Repetitions and the end

    /// When nothing is queued and no worker is left: the next repetition, or the outcome.
    private mutating func settle() {
        while state.outcome == nil, state.scheduler.isEmpty, state.workers.isEmpty {
            if RunVerdict.repeatsAgain(
                after: state.repetition, of: configuration.repetitions, untilFailure: configuration.untilFailure,
                failedSoFar: state.failedInRepetition, interrupted: state.interrupted)
            {
                state.repetition += 1
                state.failedInRepetition = false
                state.scheduler = BatchScheduler(units: plan.units)
                startWorkers()
                continue
            }
            let results = orderedResults()
            let summary = RunSummary(results: results, duration: now - state.startedAt, interrupted: state.interrupted)
            let exitCode = RunVerdict.exitCode(summary: summary, hostLaunchFailed: state.hostLaunchFailed)
            var finished = RunnerEvent.RunFinished(results: results, summary: summary, exitCode: exitCode)
            finished.swiftTestingBanner = state.swiftTestingBanner
            report(.runFinished(finished))
            state.outcome = RunEngine.Outcome(results: results, summary: summary, exitCode: exitCode)
            state.wakeAt = nil
        }
    }

    /// Results by repetition, then in listing order: the order reports list them in.
    private func orderedResults() -> [TestResult] {
        let order = plan.testsInListingOrder
        return (1...state.repetition).flatMap { repetition in
            order.compactMap { state.completed[DispatchState.AttemptKey(id: $0, repetition: repetition)] }
        }
    }

    // MARK: - Results

    func attemptNumber(for id: TestIdentifier) -> Int {
        state.attemptNumber(for: id)
    }

    /// Records an attempt; retries the test or reports its result.
    mutating func record(_ attempt: TestAttempt, for id: TestIdentifier, bundle: String, repetition: Int) {
        let key = DispatchState.AttemptKey(id: id, repetition: repetition)
        state.attempts[key, default: []].append(attempt)
        let retry = AttemptJudgement.shouldRetry(
            status: attempt.status, attempt: attempt.number, retries: configuration.retries,
            interrupted: state.interrupted)
        report(.attemptFinished(.init(id: id, bundle: bundle, attempt: attempt, willRetry: retry)))
        if retry,
            let unit = plan.units.first(where: { $0.tests.contains(id) && plan.bundles[$0.bundle].name == bundle })
        {
            var single = unit
            single.tests = [id]
            single.isWholeClass = false
            single.estimate = unit.estimate / Double(max(unit.tests.count, 1))
            state.scheduler.enqueue([single])
            return
        }
        complete(id, bundle: bundle, repetition: repetition)
    }

    /// Reports a test's result over the attempts it had.
    mutating func complete(_ id: TestIdentifier, bundle: String, repetition: Int) {
        let key = DispatchState.AttemptKey(id: id, repetition: repetition)
        var result = TestResult(
            id: id, bundle: bundle, attempts: state.attempts[key] ?? [], repetition: repetition,
            framework: swiftTestingStreamID[id] != nil ? .swiftTesting : .xctest)
        result.swiftTestingFunction = swiftTestingFunctions[id]
        state.completed[key] = result
        if result.status.failsRun { state.failedInRepetition = true }
        report(.testFinished(result))
    }

    func systemIssue(_ message: String) -> IssueRecord {
        IssueRecord(kind: .system, description: message, location: nil, isExpected: false)
    }

    /// The captured bytes between two offsets of a worker's output file; empty when output
    /// was not captured or the offsets are unknown.
    func slice(_ path: String?, from: Int64?, to: Int64?, test: TestIdentifier? = nil) -> (
        text: String, truncated: Bool
    ) {
        guard let path, let from else { return ("", false) }
        if let to, to <= from { return ("", false) }
        let cut = context.files.slice(path: path, from: from, to: to, limit: configuration.captureLimit)
        guard let test, !cut.text.isEmpty else { return cut }
        return (CapturedOutput.removingConsoleLines(from: cut.text, of: test), cut.truncated)
    }
}
