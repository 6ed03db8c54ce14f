import HarnessModel
import HarnessWire

/// A bundle whose `main` is its own (``TestBundle/ownMain``: a `LinuxMain.swift` running a test
/// library that is neither SwiftPM's entry point nor `XCTMain`) runs as nextest runs a custom
/// test harness: the whole executable is one test, started as `swift test` starts it, with no
/// filter and no wire. Its exit status is the verdict, its output and time are the test's.
///
/// ```
/// spawn ──(test running from the start)──► exit 0 ─────────► passed
///                                          exit N ─────────► failed, "its own main exited with status N"
///                                          signal ─────────► crashed
///   └── timeout: SIGTERM → SIGKILL ──────────────────────► timed out
/// ```
extension Dispatcher {
    /// Starts the process of a bundle that runs whole; its one test runs from the spawn on.
    mutating func startWholeRun(of unit: ClassUnit) {
        guard let id = unit.tests.first else { return }
        let bundle = plan.bundles[unit.bundle]
        let number = state.nextWorkerNumber
        state.nextWorkerNumber += 1
        var paths: (stdout: String, stderr: String)?
        if configuration.capture { paths = capturePaths(worker: number) }
        var worker = WorkerState(
            number: number, bundle: unit.bundle, units: [unit], expected: [id], stdoutPath: paths?.stdout,
            stderrPath: paths?.stderr, repetition: state.repetition, now: now)
        let attempt = attemptNumber(for: id)
        worker.running = WorkerState.RunningTest(
            id: id, attempt: attempt, startedAt: now, stdoutStart: 0, stderrStart: 0)
        state.workers[number] = worker
        report(.workerStarted(.init(worker: number, bundle: bundle.name, startedAhead: false)))
        report(.testStarted(.init(id: id, bundle: bundle.name, attempt: attempt, worker: number)))
        emit(
            .launch(
                WorkerLaunch(
                    worker: number, executable: bundle.path, arguments: configuration.arguments,
                    environment: WorkerEnvironment.plain(
                        inherited: context.inheritedEnvironment, configured: configuration.environment),
                    standardOutput: paths.map { .file($0.stdout) } ?? .inherit,
                    standardError: paths.map { .file($0.stderr) } ?? .inherit, reading: .exitOnly)))
    }

    /// Records the one attempt of a bundle that ran whole, once its process has ended.
    mutating func finishWholeRun(_ worker: WorkerState, end: ProcessEnd) {
        guard let running = worker.running else { return }
        // Its whole output is the test's, whatever the end.
        let stdout = slice(worker.stdoutPath, from: 0, to: nil)
        let stderr = slice(worker.stderrPath, from: 0, to: nil)
        let status: TestStatus
        var issues: [IssueRecord] = []
        switch (worker.killReason, end) {
        case (.interrupt, _):
            // Stopped: no verdict; what it printed so far, said (as every stopped test).
            reportStopped(running, of: worker, stdout: stdout, stderr: stderr)
            return
        case (.timeout, _):
            status = .timedOut
            issues.append(
                systemIssue(
                    AttemptJudgement.unfinishedMessage(
                        status: .timedOut, end: end, timeout: timeout(for: running.id), startedInside: true)))
        case (nil, .exited(0)):
            status = .passed
        case (nil, .exited(let code)):
            status = .failed
            issues.append(systemIssue("The bundle's own main exited with status \(code)"))
        case (nil, .signaled):
            status = .crashed
            issues.append(systemIssue("Test crashed: the bundle's own main ended with \(end)"))
        }
        var signal: Int32?
        if case .signaled(let number) = end { signal = number }
        let attempt = TestAttempt(
            number: running.attempt, status: status, duration: now - running.startedAt, issues: issues,
            signal: signal, stdout: stdout.text, stderr: stderr.text,
            outputTruncated: stdout.truncated || stderr.truncated)
        record(attempt, for: running.id, bundle: plan.bundles[worker.bundle].name, repetition: worker.repetition)
    }
}
