import HarnessModel
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// Swift Testing workers, and the one started ahead for each bundle (``StandbyWorker``).
///
/// A Swift Testing worker is the bundle run with
/// ``SwiftTestingCommandLine/awaitingConfiguration(descriptor:)``: Swift Testing reads what to
/// run from a pipe the runner writes (``DispatchEffect/handWork(worker:configuration:)``). So a
/// process can be started before its tests are known, and load the bundle while others run.
/// While a bundle has Swift Testing work queued or running, one such process waits for it; the
/// next batch of that bundle (the rest of a crashed or timed-out worker's batch, a retry, the
/// next test under `--random-order`, the next batch of a long run) is handed to it instead of
/// to a new process, and a new standby starts behind it. Once the bundle's Swift Testing work is
/// done (or the run is interrupted or over), its standby is killed.
extension Dispatcher {
    /// Runs `units` (Swift Testing, one bundle) in the bundle's standby, or in a process of
    /// their own when it has none.
    mutating func startSwiftTestingWorker(for units: [ClassUnit], expected: [TestIdentifier]) {
        guard let first = units.first else { return }
        let worker = state.standbys.removeValue(forKey: first.bundle) ?? launchSwiftTestingProcess(bundle: first.bundle)
        // Swift Testing runs a process's tests in source order whatever the filters' order:
        // under --random-order a process runs one test, so the seed's order holds (the rest of
        // the batch goes to the next process when this one ends).
        let tests = followsFilterOrder ? Array(expected.prefix(1)) : expected
        let parallel = runsSideBySide(units, tests: tests)
        state.workers[worker.number] = WorkerState(
            number: worker.number, bundle: first.bundle, units: units, expected: expected,
            stdoutPath: worker.stdoutPath, stderrPath: nil, repetition: state.repetition, now: now,
            runsInParallel: parallel)
        if tests.count < expected.count { state.workers[worker.number]?.handed = Set(tests) }
        emit(
            .handWork(
                worker: worker.number,
                configuration: swiftTestingConfiguration(tests: tests, bundle: first.bundle, parallel: parallel).json))
    }

    /// Whether a Swift Testing worker runs `tests` side by side: by default, as `swift test`
    /// does; never for a test run alone to find a crash, nor in-process (per-test coverage
    /// brackets one test at a time).
    private func runsSideBySide(_ units: [ClassUnit], tests: [TestIdentifier]) -> Bool {
        configuration.parallelSwiftTesting && !configuration.swiftTestingInProcess && tests.count > 1
            && !units.contains(where: \.runsInIsolation)
    }

    /// Starts one standby for every bundle that may still need a Swift Testing worker, and kills
    /// those whose bundle cannot any more.
    mutating func keepStandbys() {
        for bundle in swiftTestingBundles {
            let wanted = wantsStandby(bundle: bundle)
            if wanted, state.standbys[bundle] == nil {
                state.standbys[bundle] = launchSwiftTestingProcess(bundle: bundle, ahead: true)
            } else if !wanted, let standby = state.standbys.removeValue(forKey: bundle) {
                emit(.signal(worker: standby.number, SIGKILL))
                removeFiles(of: standby)
            }
        }
    }

    /// The standby with this worker number, if there is one.
    func standby(number: Int) -> StandbyWorker? {
        state.standbys.values.first { $0.number == number }
    }

    /// A standby that ended (or never started) before it was given tests: no test is lost, but
    /// its bundle gets no other standby, and the user is told once.
    mutating func standbyEnded(_ standby: StandbyWorker, reason: String) {
        state.standbys[standby.bundle] = nil
        state.standbyFailed.insert(standby.bundle)
        removeFiles(of: standby)
        report(
            .notice(
                RunnerNotice(
                    .standbyEnded,
                    "a Swift Testing worker started ahead for \(plan.bundles[standby.bundle].name) ended before it "
                        + "had tests (\(reason)); its bundle's next Swift Testing workers start when they are needed")))
    }

    /// Whether a Swift Testing worker of `bundle` may still be needed: its work is queued, or a
    /// worker of it is running (a crash, a timeout or a retry would need another).
    private func wantsStandby(bundle: Int) -> Bool {
        guard state.outcome == nil, !state.interrupted, !state.standbyFailed.contains(bundle) else { return false }
        let isSwiftTesting = { (unit: ClassUnit) in unit.bundle == bundle && unit.framework == .swiftTesting }
        // A worker counts until it is finalized, when the rest of its batch is queued.
        return state.scheduler.queue.contains(where: isSwiftTesting)
            || state.workers.values.contains { $0.units.contains(where: isSwiftTesting) }
    }

    /// Asks for a Swift Testing process of `bundle` that waits for its configuration.
    private mutating func launchSwiftTestingProcess(bundle index: Int, ahead: Bool = false) -> StandbyWorker {
        let bundle = plan.bundles[index]
        let number = state.nextWorkerNumber
        state.nextWorkerNumber += 1
        var stdoutPath: String?
        let output: WorkerLaunch.Output
        let errors: WorkerLaunch.Output
        // What the bundle's stream version needs to be read whole (its experimental fields).
        let environment = swiftTestingWorkerEnvironment(bundle: bundle.name).merging(
            streamVersion(ofBundle: index).environment
        ) { $1 }
        if configuration.capture {
            // Its stdout and stderr share one channel of their own, never the records' (a line
            // printed there could cut a record), each write stamped with its time: its translator
            // cuts the output per test by those times and the records', into one file
            // (SwiftTestingTranslator). Swift Testing writes no output offsets; the two streams
            // are one "output" in the reports.
            stdoutPath = capturePaths(worker: number).stdout
            output = .timedOutput
            errors = .timedOutput
        } else {
            output = .inherit
            errors = .inherit
        }
        report(.workerStarted(.init(worker: number, bundle: bundle.name, startedAhead: ahead)))
        emit(
            .launch(
                WorkerLaunch(
                    worker: number, executable: bundle.path, arguments: swiftTestingWorkerArguments,
                    environment: environment, standardOutput: output, standardError: errors,
                    reading: .swiftTesting(bundle: index, outputPath: stdoutPath), awaitsConfiguration: true)))
        return StandbyWorker(number: number, bundle: index, stdoutPath: stdoutPath)
    }

    /// Swift Testing's own command line, reading the configuration from the pipe; nothing when
    /// Harness's entry point runs the tests in-process (``RunConfiguration/swiftTestingInProcess``).
    private var swiftTestingWorkerArguments: [String] {
        configuration.swiftTestingInProcess
            ? [] : SwiftTestingCommandLine.awaitingConfiguration(descriptor: WorkerLaunch.configurationDescriptor)
    }

    /// No bundle setting for Swift Testing's own entry point, which runs test code before any
    /// Harness code could take one out (its stream's descriptor is in its configuration); in
    /// process, the pipe named for Harness's entry point (`SwiftTestingHost`), which does.
    private func swiftTestingWorkerEnvironment(bundle: String) -> [String: String] {
        guard configuration.swiftTestingInProcess else {
            return WorkerEnvironment.plain(
                inherited: context.inheritedEnvironment, configured: configuration.environment)
        }
        return WorkerEnvironment.swiftTestingInProcess(
            inherited: context.inheritedEnvironment, configured: configuration.environment, bundle: bundle,
            configurationPath: "/dev/fd/\(WorkerLaunch.configurationDescriptor)")
    }

    private mutating func removeFiles(of standby: StandbyWorker) {
        if let path = standby.stdoutPath { emit(.removeFiles([path])) }
    }
}
