import Foundation
import HarnessModel
import HarnessProcess
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// Executes a ``RunPlan``: the thin shell around the dispatch loop's reducer (``Dispatcher``).
///
/// It feeds the reducer one input at a time (worker events, exits, signals, the clock) and
/// carries out the effects it returns: it tells the reporter, spawns workers and starts their
/// readers and exit watchers, signals process groups, deletes captured files. It decides
/// nothing itself. Reader threads, exit watchers and the signal relay only post
/// ``EngineInput`` values. See `Documentation/Runner.md` for the lifecycles.
///
/// ```swift
/// let engine = RunEngine(
///     plan: plan, configuration: configuration, workingDirectory: root,
///     inheritedEnvironment: settings.environment, reporter: console)
/// let outcome = engine.run()
/// exit(outcome.exitCode)
/// ```
public final class RunEngine {
    /// What a finished run leaves (``RunOutcome``).
    public typealias Outcome = RunOutcome

    let plan: RunPlan
    let configuration: RunConfiguration
    let workingDirectory: String
    /// What every worker inherits (the session's environment, never read from this process).
    let inheritedEnvironment: [String: String]
    let reporter: any RunReporter
    let inputs = InputQueue()
    let outputFolder: URL
    /// Bundle index → Swift Testing stream identifier → test, for the readers' translators.
    let swiftTestingStreamIDs: [Int: [String: TestIdentifier]]
    /// Worker number → its process (and process group) identifier, for signals.
    var processGroups: [Int: pid_t] = [:]
    /// Worker number → the write end of its configuration pipe, until its work is handed over
    /// or its process ends (``WorkerLaunch/awaitsConfiguration``).
    var configurationPipes: [Int: Int32] = [:]

    public init(
        plan: RunPlan, configuration: RunConfiguration, workingDirectory: String,
        inheritedEnvironment: [String: String], reporter: any RunReporter
    ) {
        self.plan = plan
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        self.inheritedEnvironment = inheritedEnvironment
        self.reporter = reporter
        self.outputFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("harness-run-\(getpid())-\(UUID().uuidString.prefix(8))")
        self.swiftTestingStreamIDs = Dispatcher.swiftTestingStreamIDs(of: plan.bundles)
    }

    /// Runs every repetition of the plan and returns when every worker is gone.
    public func run() -> Outcome {
        // A folder that cannot be made fails each spawn into it, which the run reports per worker.
        try? FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        // Capture files left in the temporary folder are read by nothing.
        defer { try? FileManager.default.removeItem(at: outputFolder) }
        // Between two inputs, never inside one: an interrupt is an input like any other.
        let inputs = self.inputs
        let relay = SignalRelay([SIGINT, SIGTERM, SIGHUP]) { inputs.post(.signal($0)) }
        defer { relay.stop() }
        // A standby never handed work reads the end of its pipe, should it outlive its SIGKILL.
        defer { for descriptor in configurationPipes.values { close(descriptor) } }

        var dispatcher = Dispatcher(
            context: .init(
                plan: plan, configuration: configuration, workingDirectory: workingDirectory,
                outputFolder: outputFolder.path, inheritedEnvironment: inheritedEnvironment,
                files: DiskCapturedFiles(attachmentsDirectory: configuration.attachmentsDirectory)))
        perform(dispatcher.begin(now: MonotonicClock.now()), on: &dispatcher)
        while true {
            if let outcome = dispatcher.state.outcome { return outcome }
            perform(dispatcher.step(.tick, now: MonotonicClock.now()), on: &dispatcher)
            if let outcome = dispatcher.state.outcome { return outcome }
            if let input = inputs.next(deadline: dispatcher.state.wakeAt) {
                if case .exited(let worker, _) = input, let descriptor = configurationPipes.removeValue(forKey: worker)
                {
                    close(descriptor)
                }
                perform(dispatcher.step(input, now: MonotonicClock.now()), on: &dispatcher)
            }
        }
    }

    /// Interrupts the run as a first Ctrl-C does (the running tests stop, the reports are still
    /// written), from any thread: a front end's Stop button, which must not signal the process.
    package func interrupt() {
        interrupter()
    }

    /// ``interrupt()`` as a value another thread may keep and call (``RunInterruption``).
    package var interrupter: @Sendable () -> Void {
        { [inputs] in inputs.post(.signal(SIGINT)) }
    }

    /// Carries out effects in order; a worker that cannot start goes back to the dispatcher.
    private func perform(_ effects: [DispatchEffect], on dispatcher: inout Dispatcher) {
        for effect in effects {
            switch effect {
            case .report(let event):
                reporter.handle(event)
            case .launch(let launch):
                let next: EngineInput
                if let failure = start(launch) {
                    next = .spawnFailed(worker: launch.worker, reason: failure)
                } else {
                    next = .spawned(worker: launch.worker, keptLaunchFolder: keptLaunchFolder(of: launch))
                }
                perform(dispatcher.step(next, now: MonotonicClock.now()), on: &dispatcher)
            case .handWork(let worker, let configuration):
                if let descriptor = configurationPipes.removeValue(forKey: worker) {
                    ConfigurationPipe.hand(configuration, to: descriptor)
                }
            case .signal(let worker, let signal):
                if let group = processGroups[worker] { kill(-group, signal) }
            case .removeFiles(let paths):
                for path in paths { unlink(path) }
            }
        }
    }

    /// The folder the worker `launch` started keeps its failing tests' launch folders in: its
    /// process identifier and start time, read now while the process exists (a zombie at
    /// least, until its exit watcher reaps it), under the base its environment gives.
    private func keptLaunchFolder(of launch: WorkerLaunch) -> String? {
        guard let pid = processGroups[launch.worker], let started = ProcFile.startTime(of: pid) else {
            return nil
        }
        return KeptLaunchFolder.directory(
            base: KeptLaunchFolder.base(environment: launch.environment), processIdentifier: pid, startTime: started)
    }
}
