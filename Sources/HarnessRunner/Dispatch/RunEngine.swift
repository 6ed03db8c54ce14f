import Foundation
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// Executes a ``RunPlan``: starts worker processes, runs the one dispatch loop over their
/// events, their exits, the timers and the signals, and tells the reporter everything.
///
/// The loop is the only place where state changes; the decisions it takes (status of an
/// attempt, retry, timeout, exit code) are pure functions in `Dispatch/Decisions`. Reader
/// threads, exit watchers and the signal relay only post ``EngineInput`` values.
/// See `Documentation/Runner.md` for the lifecycles.
///
/// ```swift
/// let engine = RunEngine(plan: plan, configuration: configuration, workingDirectory: root, reporter: console)
/// let outcome = engine.run()
/// exit(outcome.exitCode)
/// ```
public final class RunEngine {
    /// What a finished run leaves: every result, the totals, the exit code.
    public struct Outcome: Sendable {
        public var results: [TestResult]
        public var summary: RunSummary
        public var exitCode: Int32
    }

    struct AttemptKey: Hashable {
        var id: TestIdentifier
        var repetition: Int
    }

    let plan: RunPlan
    let configuration: RunConfiguration
    let workingDirectory: String
    let reporter: any RunReporter
    let inputs = InputQueue()
    let outputFolder: URL

    var scheduler: BatchScheduler
    var workers: [Int: WorkerState] = [:]
    var nextWorkerNumber = 1
    var repetition = 1
    var attempts: [AttemptKey: [TestAttempt]] = [:]
    var completed: [AttemptKey: TestResult] = [:]
    var interrupted = false
    var forceKilled = false
    var hostLaunchFailed = false
    var failedInRepetition = false
    var undecodableReported = false
    /// Bundle index → class name → module, for console lines that name no module.
    let moduleOfClass: [Int: [String: String]]
    /// Bundle index → Swift Testing stream identifier → test (see `RunEngine+SwiftTesting`).
    let swiftTestingStreamIDs: [Int: [String: TestIdentifier]]
    /// Every Swift Testing test of the plan, to tell each result's framework.
    let swiftTestingTests: Set<TestIdentifier>

    public init(plan: RunPlan, configuration: RunConfiguration, workingDirectory: String, reporter: any RunReporter) {
        self.plan = plan
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        self.reporter = reporter
        self.scheduler = BatchScheduler(units: plan.units)
        self.outputFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("harness-run-\(getpid())-\(UUID().uuidString.prefix(8))")
        var modules: [Int: [String: String]] = [:]
        for (index, bundle) in plan.bundles.enumerated() {
            modules[index] = Dictionary(
                bundle.classes.map { ($0.name, $0.module) }, uniquingKeysWith: { first, _ in first })
        }
        self.moduleOfClass = modules
        self.swiftTestingStreamIDs = Self.swiftTestingStreamIDs(of: plan.bundles)
        self.swiftTestingTests = Set(swiftTestingStreamIDs.values.flatMap(\.values))
    }

    /// Runs every repetition of the plan and returns when every worker is gone.
    public func run() -> Outcome {
        let started = MonotonicClock.now()
        try? FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputFolder) }
        let relay = SignalRelay(queue: inputs)
        defer { relay.uninstall() }

        reporter.handle(
            .runStarted(
                .init(
                    testCount: plan.testCount * configuration.repetitions,
                    bundleCount: Set(plan.units.map(\.bundle)).count,
                    workerCount: max(configuration.jobs, 1), randomSeed: configuration.randomSeed,
                    testBundles: plan.testBundleSummaries)))
        for notice in plan.notices { reporter.handle(.notice(notice)) }

        startWorkers()
        while true {
            if scheduler.isEmpty, workers.isEmpty {
                guard
                    RunVerdict.repeatsAgain(
                        after: repetition, of: configuration.repetitions, untilFailure: configuration.untilFailure,
                        failedSoFar: failedInRepetition, interrupted: interrupted)
                else { break }
                repetition += 1
                failedInRepetition = false
                scheduler = BatchScheduler(units: plan.units)
                startWorkers()
                continue
            }
            let deadline = checkTimers(now: MonotonicClock.now())
            if let input = inputs.next(deadline: deadline) {
                handle(input)
            }
            startWorkers()
        }

        let results = orderedResults()
        let summary = RunSummary(results: results, duration: MonotonicClock.now() - started, interrupted: interrupted)
        let exitCode = RunVerdict.exitCode(summary: summary, hostLaunchFailed: hostLaunchFailed)
        reporter.handle(.runFinished(.init(results: results, summary: summary, exitCode: exitCode)))
        return Outcome(results: results, summary: summary, exitCode: exitCode)
    }

    /// Results by repetition, then in listing order: the order reports list them in.
    func orderedResults() -> [TestResult] {
        let order = plan.testsInListingOrder
        return (1...repetition).flatMap { repetition in
            order.compactMap { completed[AttemptKey(id: $0, repetition: repetition)] }
        }
    }

    // MARK: - Inputs

    func handle(_ input: EngineInput) {
        switch input {
        case .wire(let number, let event):
            handleWire(event, worker: number)
        case .undecodable(_, let line, let reason):
            if !undecodableReported {
                undecodableReported = true
                reporter.handle(.notice("ignored a wire line that could not be read (\(reason)): \(line.prefix(200))"))
            }
        case .consoleLine(let number, let line):
            handleConsoleLine(line, worker: number)
        case .streamEnded(let number):
            workers[number]?.streamEnded = true
            finalizeIfGone(number)
        case .exited(let number, let status):
            guard workers[number] != nil else { return }
            workers[number]?.end = ProcessEnd(waitStatus: status)
            // The group leader is gone; anything it started must not outlive it (or hold the
            // wire open).
            kill(-(workers[number]?.processID ?? 0), SIGKILL)
            if workers[number]?.streamEnded == false {
                workers[number]?.streamDeadline = MonotonicClock.now() + 1
            }
            finalizeIfGone(number)
        case .signal:
            handleInterrupt()
        }
    }

    // MARK: - Starting workers

    func startWorkers() {
        guard !interrupted else { return }
        while let batch = scheduler.nextBatch(
            jobs: configuration.jobs, runningWorkers: workers.count,
            aloneRunning: workers.values.contains { $0.units.contains(where: \.runsAlone) })
        {
            startWorker(for: batch)
        }
    }

    private func startWorker(for units: [ClassUnit]) {
        guard let first = units.first else { return }
        let bundle = plan.bundles[first.bundle]
        let number = nextWorkerNumber
        nextWorkerNumber += 1
        // The bundle runs classes in listing order whatever the filter's order, unless asked
        // to follow the filter (Harness's XCTest, HARNESS_TEST_ORDER=filter): under
        // --random-order every method is named, in the plan's shuffled order.
        let followsFilter = configuration.randomSeed != nil && !configuration.toolchainConsole
        let ordered = followsFilter ? units : units.sorted { $0.listingIndex < $1.listingIndex }
        let expected = ordered.flatMap(\.tests)
        let filter = (followsFilter ? expected.map(\.description) : ordered.flatMap(\.filterItems))
            .joined(separator: String(BundleArgument.filterSeparator))
        let wireDescriptor: Int32 = 3
        let environment = WorkerEnvironment.make(
            inherited: ProcessInfo.processInfo.environment, configured: configuration.environment,
            wireDescriptor: configuration.toolchainConsole ? nil : wireDescriptor, followsFilterOrder: followsFilter)

        var stdoutPath: String?
        var stderrPath: String?
        var extra: [(Int32, Int32)] = []
        var readEnd: Int32 = -1
        let request: WorkerSpawner.Request
        do {
            let pipe = try WorkerSpawner.makePipe()
            readEnd = pipe.read
            let output: WorkerSpawner.Destination
            let errors: WorkerSpawner.Destination
            // Swift Testing always speaks its event stream, whichever XCTest runs the rest.
            if configuration.toolchainConsole && first.framework == .xctest {
                output = .descriptor(pipe.write)
                errors = .descriptor(pipe.write)
            } else {
                extra = [(pipe.write, wireDescriptor)]
                if configuration.capture {
                    stdoutPath = outputFolder.appendingPathComponent("w\(number).out").path
                    stderrPath = outputFolder.appendingPathComponent("w\(number).err").path
                    // A Swift Testing worker's stdout shares the stream's pipe: its translator
                    // cuts the output per test and writes the file (SwiftTestingTranslator).
                    output = first.framework == .swiftTesting ? .descriptor(pipe.write) : .file(stdoutPath ?? "")
                    errors = .file(stderrPath ?? "")
                } else {
                    output = .inherit
                    errors = .inherit
                }
            }
            let arguments =
                first.framework == .swiftTesting
                ? swiftTestingArguments(bundle: first.bundle, tests: expected)
                : [filter]
                    + (configuration.arguments.isEmpty
                        ? [] : [BundleArgument.endOfOptions.text] + configuration.arguments)
            request = WorkerSpawner.Request(
                executable: bundle.path, arguments: arguments,
                environment: environment,
                workingDirectory: workingDirectory, standardOutput: output, standardError: errors,
                extraDescriptors: extra)
            let pid = try WorkerSpawner.spawn(request)
            close(pipe.write)
            let now = MonotonicClock.now()
            workers[number] = WorkerState(
                number: number, processID: pid, bundle: first.bundle, units: units, expected: expected,
                stdoutPath: stdoutPath, stderrPath: stderrPath, repetition: repetition, now: now)
            watch(
                pid: pid, worker: number, stream: readEnd,
                swiftTestingBundle: first.framework == .swiftTesting ? first.bundle : nil, stdoutPath: stdoutPath)
        } catch {
            if readEnd >= 0 { close(readEnd) }
            reporter.handle(.notice("failed to start a worker for \(bundle.name): \(error)"))
            // Nothing can run these tests: each is reported crashed, so the run still ends.
            for id in expected {
                record(
                    TestAttempt(
                        number: attemptNumber(for: id), status: .crashed, duration: 0,
                        issues: [systemIssue("Test could not start: \(error)")]),
                    for: id, bundle: bundle.name, repetition: repetition)
            }
        }
    }

    private func watch(pid: Int32, worker number: Int, stream: Int32, swiftTestingBundle: Int?, stdoutPath: String?) {
        let inputs = self.inputs
        if let swiftTestingBundle {
            watchSwiftTestingStream(stream, worker: number, bundle: swiftTestingBundle, stdoutPath: stdoutPath)
        } else if configuration.toolchainConsole {
            LineReader.start(
                descriptor: stream, onLine: { inputs.post(.consoleLine(worker: number, line: String($0))) },
                onEnd: { inputs.post(.streamEnded(worker: number)) })
        } else {
            LineReader.start(
                descriptor: stream,
                onLine: { line in
                    guard !line.isEmpty else { return }
                    do {
                        inputs.post(.wire(worker: number, event: try WireLineDecoder.decode(line)))
                    } catch {
                        inputs.post(.undecodable(worker: number, line: String(line), reason: "\(error)"))
                    }
                }, onEnd: { inputs.post(.streamEnded(worker: number)) })
        }
        let thread = Thread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            inputs.post(.exited(worker: number, status: status))
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }

    // MARK: - Results

    func attemptNumber(for id: TestIdentifier) -> Int {
        (attempts[AttemptKey(id: id, repetition: repetition)]?.count ?? 0) + 1
    }

    /// Records an attempt; retries the test or reports its result.
    func record(_ attempt: TestAttempt, for id: TestIdentifier, bundle: String, repetition: Int) {
        let key = AttemptKey(id: id, repetition: repetition)
        attempts[key, default: []].append(attempt)
        let retry = AttemptJudgement.shouldRetry(
            status: attempt.status, attempt: attempt.number, retries: configuration.retries, interrupted: interrupted)
        reporter.handle(.attemptFinished(.init(id: id, bundle: bundle, attempt: attempt, willRetry: retry)))
        if retry,
            let unit = plan.units.first(where: { $0.tests.contains(id) && plan.bundles[$0.bundle].name == bundle })
        {
            var single = unit
            single.tests = [id]
            single.isWholeClass = false
            single.estimate = unit.estimate / Double(max(unit.tests.count, 1))
            scheduler.enqueue([single])
            return
        }
        let result = TestResult(
            id: id, bundle: bundle, attempts: attempts[key] ?? [attempt], repetition: repetition,
            framework: swiftTestingTests.contains(id) ? .swiftTesting : .xctest)
        completed[key] = result
        if result.status.failsRun { failedInRepetition = true }
        reporter.handle(.testFinished(result))
    }

    func systemIssue(_ message: String) -> IssueRecord {
        IssueRecord(kind: .system, description: message, location: nil, isExpected: false)
    }
}
