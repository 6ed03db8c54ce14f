import HarnessModel
import HarnessWire

extension Dispatcher {
    /// Hands batches to free slots, each as a ``WorkerLaunch`` (nothing after an interrupt).
    mutating func startWorkers() {
        guard !state.interrupted else { return }
        while let batch = state.scheduler.nextBatch(
            jobs: configuration.jobs, runningWorkers: state.workers.count,
            aloneRunning: state.workers.values.contains { $0.units.contains(where: \.runsAlone) })
        {
            startWorker(for: batch)
        }
    }

    /// Registers a worker for `units` and asks for its process (a Swift Testing batch goes to
    /// its bundle's standby when there is one: `Dispatcher+Standby`).
    private mutating func startWorker(for units: [ClassUnit]) {
        guard let first = units.first else { return }
        // The bundle runs classes in listing order whatever the filter's order, unless asked
        // to follow the filter (Harness's XCTest, HARNESS_TEST_ORDER=filter): under
        // --random-order or a list of IDs every method is named, in the plan's order.
        let ordered = followsFilterOrder ? units : units.sorted { $0.listingIndex < $1.listingIndex }
        let expected = ordered.flatMap(\.tests)
        if first.framework == .swiftTesting {
            startSwiftTestingWorker(for: units, expected: expected)
            return
        }
        if plan.bundles[first.bundle].ownMain != nil {
            startWholeRun(of: first)
            return
        }
        let bundle = plan.bundles[first.bundle]
        let number = state.nextWorkerNumber
        state.nextWorkerNumber += 1
        let readsConsole = configuration.toolchainConsole
        var stdoutPath: String?
        var stderrPath: String?
        let output: WorkerLaunch.Output
        let errors: WorkerLaunch.Output
        if readsConsole {
            output = .stream
            errors = .stream
        } else if configuration.capture {
            let paths = capturePaths(worker: number)
            (stdoutPath, stderrPath) = (paths.stdout, paths.stderr)
            output = .file(paths.stdout)
            errors = .file(paths.stderr)
        } else {
            output = .inherit
            errors = .inherit
        }
        let filter = (followsFilterOrder ? expected.map(\.description) : ordered.flatMap(\.filterItems))
            .joined(separator: String(BundleArgument.filterSeparator))
        let arguments =
            [filter]
            + (configuration.arguments.isEmpty ? [] : [BundleArgument.endOfOptions.text] + configuration.arguments)
        state.workers[number] = WorkerState(
            number: number, bundle: first.bundle, units: units, expected: expected,
            stdoutPath: stdoutPath, stderrPath: stderrPath, repetition: state.repetition, now: now)
        state.workers[number]?.widened = Self.widenedClasses(of: units, expected: expected)
        if readsConsole {
            state.workers[number]?.consoleNames = Dictionary(
                expected.map { ($0.xctestName, ConsoleTestName(className: $0.className, method: $0.method)) },
                uniquingKeysWith: { first, _ in first })
            state.workers[number]?.consoleTests = Dictionary(
                grouping: expected, by: { ConsoleTestName(className: $0.className, method: $0.method) })
        }
        report(.workerStarted(.init(worker: number, bundle: bundle.name, startedAhead: false)))
        emit(
            .launch(
                WorkerLaunch(
                    worker: number, executable: bundle.path, arguments: arguments,
                    environment: workerEnvironment(bundle: bundle.name),
                    standardOutput: output, standardError: errors, reading: readsConsole ? .console : .wire)))
    }

    /// Whether workers run tests in the plan's order rather than the listing's: under
    /// --random-order or a list of IDs (`--ids-from`), with Harness's XCTest
    /// (HARNESS_TEST_ORDER=filter; the toolchain's runs a batch in listing order).
    var followsFilterOrder: Bool {
        (configuration.randomSeed != nil || plan.followsGivenOrder) && !configuration.toolchainConsole
    }

    /// The environment an XCTest worker of `bundle` starts with: the toolchain's XCTest reads
    /// no bundle setting, so it is given none.
    func workerEnvironment(bundle: String) -> [String: String] {
        if configuration.toolchainConsole {
            return WorkerEnvironment.plain(
                inherited: context.inheritedEnvironment, configured: configuration.environment)
        }
        return WorkerEnvironment.make(
            inherited: context.inheritedEnvironment, configured: configuration.environment, bundle: bundle,
            wireDescriptor: WorkerLaunch.wireDescriptor, followsFilterOrder: followsFilterOrder)
    }

    /// The files that capture a worker's stdout and stderr.
    func capturePaths(worker number: Int) -> (stdout: String, stderr: String) {
        (context.outputFolder + "/w\(number).out", context.outputFolder + "/w\(number).err")
    }

    /// A worker whose process could not start: nothing can run its tests, so each is reported
    /// crashed (and retried, if retries are left), and the run still ends.
    mutating func handleSpawnFailure(worker number: Int, reason: String) {
        guard let worker = state.workers.removeValue(forKey: number) else { return }
        let bundle = plan.bundles[worker.bundle]
        report(.notice(RunnerNotice(.workerStartFailed, "failed to start a worker for \(bundle.name): \(reason)")))
        for id in worker.expected {
            record(
                TestAttempt(
                    number: attemptNumber(for: id), status: .crashed, duration: 0,
                    issues: [systemIssue("Test could not start: \(reason)")]),
                for: id, bundle: bundle.name, repetition: worker.repetition)
        }
    }
}
