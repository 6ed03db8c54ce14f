import HarnessModel
import HarnessWire

extension Dispatcher {
    /// Once a worker's process has ended and its stream is read to the end: account for the
    /// test it was running, hand the rest of its batch to a new worker, forget it.
    mutating func finalizeIfGone(_ number: Int) {
        guard let worker = state.workers[number], worker.isGone, let end = worker.end else { return }
        state.workers[number] = nil
        defer {
            let files = [worker.stdoutPath, worker.stderrPath].compactMap { $0 }
            if !files.isEmpty { emit(.removeFiles(files)) }
        }
        let bundle = plan.bundles[worker.bundle]
        if bundle.ownMain != nil {
            finishWholeRun(worker, end: end)
            return
        }
        recordKeptRuns(of: worker)
        if worker.killReason == .interrupt { reportStopped(worker) }
        var remaining = worker.unstarted
        let abnormal = end != .exited(0) && end != .exited(1)

        // The test to blame: the one running, or, when the worker died between tests with
        // tests left (class set-up, a crash at launch), the next one, so that every worker
        // accounts for at least one test and the run always ends.
        var blamed: (id: TestIdentifier, running: WorkerState.RunningTest?)?
        // Tests that ran side by side when the process died on its own: which one it died in is
        // unknown, so each runs again alone. A timeout is the oldest's (the timers count from its
        // start); the others run again alone too.
        var suspects: [TestIdentifier] = []
        // A line of the stream could not be read and the worker ended as a finished run does (or
        // was stopped for time): the end of any test still running may have been in that line,
        // so none is judged on its missing end; each runs again alone (once: a test already alone
        // is judged as usual, so this ends). A death by a signal is a crash whatever was lost.
        let recordsLost =
            worker.unreadableRecords && !worker.units.contains(where: \.runsInIsolation)
            && (AttemptJudgement.isFinishedRun(end) || worker.killReason == .timeout)
        if worker.runningTests.count > 1 || recordsLost && worker.running != nil, worker.killReason != .interrupt {
            suspects = worker.runningTests.map(\.id)
            if worker.killReason == .timeout, !recordsLost, let oldest = worker.running {
                blamed = (oldest.id, oldest)
                suspects.removeFirst()
            }
        } else if let running = worker.running, running.missedSharedOutput, worker.killReason == nil,
            !worker.units.contains(where: \.runsInIsolation)
        {
            // It died alone, but it had run beside tests that printed: what it printed then is in
            // no test's output. Run alone again, it keeps exactly what it prints before it dies.
            suspects = [running.id]
        } else if let running = worker.running {
            blamed = (running.id, running)
        } else if !remaining.isEmpty, !worker.sawRunFinished,
            end != .exited(BundleExitCode.executionTimeAllowanceExceeded) || worker.finished.isEmpty
        {
            blamed = (remaining.removeFirst(), nil)
        }

        // Exit 4 before any test: the bundle's host application did not launch. No test ran,
        // so none is blamed as crashed; each is reported as not run, with the launch's own
        // reason, and the run's exit code says a host failed (5).
        if AttemptJudgement.isHostLaunchFailure(
            end: end, anyTestStarted: !worker.finished.isEmpty || worker.running != nil)
        {
            reportHostLaunchFailure(of: worker)
            return
        }

        if let blamed, let status = AttemptJudgement.statusOfUnfinished(end: end, killedFor: worker.killReason) {
            recordUnfinished(blamed.id, running: blamed.running, status: status, end: end, in: worker)
        }
        reportSharedOutput(of: worker, suspects: state.interrupted ? [] : suspects)

        // The bundle said its run was over and exited as a finished run does, yet never started
        // tests it was asked to run: another worker would do the same, so they are not handed
        // on without bound. Each is reported, and retried only as --retries says.
        if blamed == nil, suspects.isEmpty, worker.sawRunFinished, AttemptJudgement.isFinishedRun(end),
            let status = AttemptJudgement.statusOfUnfinished(end: end, killedFor: worker.killReason)
        {
            let skipped = remaining.filter { worker.handed?.contains($0) ?? true }
            for id in skipped {
                recordUnfinished(id, running: nil, status: status, end: end, in: worker, runWasOver: true)
            }
            remaining.removeAll { skipped.contains($0) }
        }

        if !suspects.isEmpty, !state.interrupted {
            let names = suspects.map(\.description).joined(separator: ", ")
            let message =
                if recordsLost {
                    "worker \(number) of \(bundle.name) ended with \(end) after a line of its stream could not be "
                        + "read, while \(names) had not reported their end: each runs again alone, rather than be "
                        + "judged on a record that was lost"
                } else if blamed == nil, suspects.count == 1, worker.running?.missedSharedOutput == true {
                    "worker \(number) of \(bundle.name) ended with \(end) in \(names), which had run beside tests "
                        + "that printed: it runs again alone, to keep exactly what it prints"
                } else if let blamed {
                    "worker \(number) of \(bundle.name) was stopped when \(blamed.id) timed out; the tests running "
                        + "beside it (\(names)) run again, each alone"
                } else {
                    "worker \(number) of \(bundle.name) ended with \(end) while \(suspects.count) of its tests were "
                        + "running side by side (\(names)): each runs again alone, to find the one it ended in"
                }
            report(.notice(RunnerNotice(.testsRerunAlone, message)))
        }
        let replaced = !(remaining.isEmpty && suspects.isEmpty) && !state.interrupted
        if abnormal || worker.killReason != nil {
            let reason =
                worker.killReason == .timeout
                ? "stopped after a timeout (\(end))"
                : worker.killReason == .interrupt ? "stopped by the interrupt (\(end))" : "ended with \(end)"
            report(.workerLost(.init(worker: number, bundle: bundle.name, reason: reason, replaced: replaced)))
        }
        if replaced {
            // The suspects first, so the crash is found before the rest runs.
            state.scheduler.enqueue(
                isolatedUnits(for: suspects, from: worker) + units(for: remaining, from: worker), first: true)
        }
    }

    /// Every test of the batch reported as not run, with the bundle's own reason.
    private mutating func reportHostLaunchFailure(of worker: WorkerState) {
        state.hostLaunchFailed = true
        let bundle = plan.bundles[worker.bundle]
        let reason = worker.hostLaunchFailure ?? "the test host failed to launch"
        // The app's standard error (its launch log) goes with the first test only: the
        // same lines under every test of the batch would bury the reason.
        let stderr = slice(worker.stderrPath, from: 0, to: nil)
        for (index, id) in worker.unstarted.enumerated() {
            record(
                TestAttempt(
                    number: attemptNumber(for: id), status: .hostLaunchFailed, duration: 0,
                    issues: [systemIssue("Not run: \(reason)")], exitStatus: BundleExitCode.hostLaunchFailed,
                    stderr: index == 0 ? stderr.text : "", outputTruncated: index == 0 && stderr.truncated),
                for: id, bundle: bundle.name, repetition: worker.repetition)
        }
        report(.workerLost(.init(worker: worker.number, bundle: bundle.name, reason: reason, replaced: false)))
    }

    /// The attempt of a test whose worker ended before it finished: its output so far, its
    /// issues, and one issue saying how the worker ended.
    private mutating func recordUnfinished(
        _ id: TestIdentifier, running: WorkerState.RunningTest?, status: TestStatus, end: ProcessEnd,
        in worker: WorkerState, runWasOver: Bool = false
    ) {
        let (stdout, stderr) = outputSoFar(
            of: id, running: running, in: worker, stdoutFrom: running?.stdoutStart ?? 0,
            stderrFrom: running?.stderrStart ?? 0)
        var issues = running?.issues ?? worker.pendingClassIssues
        var message =
            runWasOver
            ? AttemptJudgement.notStartedMessage(end: end)
            : AttemptJudgement.unfinishedMessage(
                status: status, end: end, timeout: timeout(for: running?.id), startedInside: running != nil)
        if let arguments = running?.caseRunning { message += ", in its case \(arguments)" }
        issues.append(systemIssue(message))
        let signal: Int32? = if case .signaled(let number) = end { number } else { nil }
        let exitStatus: Int32? = if case .exited(let code) = end { code } else { nil }
        let duration = running.map { now - $0.startedAt } ?? 0
        var attempt = TestAttempt(
            number: running?.attempt ?? attemptNumber(for: id), status: status, duration: duration,
            issues: issues, signal: signal, exitStatus: status == .crashed ? exitStatus : nil,
            stdout: stdout.text, stderr: stderr.text, outputTruncated: stdout.truncated || stderr.truncated,
            cases: running?.endedCases ?? [])
        if let running { addArtifacts(of: running, to: &attempt, worker: worker.number, repetition: worker.repetition) }
        record(attempt, for: id, bundle: plan.bundles[worker.bundle].name, repetition: worker.repetition)
    }

    /// Each test a stop (Stop, Ctrl-C) killed while it ran: no verdict, but what it printed so
    /// far and how long it ran, said (``RunnerEvent/TestStopped``). Output printed while it ran
    /// beside other tests belongs to none of them, and is said so rather than given to one.
    mutating func reportStopped(_ worker: WorkerState) {
        let besideOthers = worker.runningTests.count > 1
        for running in worker.runningTests {
            // Side by side, only a Swift Testing test's own cut is its own; a file's tail is not.
            let (stdout, stderr) = outputSoFar(
                of: running.id, running: running, in: worker, stdoutFrom: running.stdoutStart,
                stderrFrom: besideOthers ? nil : running.stderrStart)
            reportStopped(
                running, of: worker, stdout: stdout, stderr: stderr,
                ranBesideOthers: besideOthers || running.missedSharedOutput)
        }
    }

    /// The event of one test a stop killed, with the output already cut for it: a batch's
    /// tests (above) and a bundle that runs whole (its whole output) say it alike.
    mutating func reportStopped(
        _ running: WorkerState.RunningTest, of worker: WorkerState, stdout: (text: String, truncated: Bool),
        stderr: (text: String, truncated: Bool), ranBesideOthers: Bool = false
    ) {
        report(
            .testStopped(
                .init(
                    id: running.id, bundle: plan.bundles[worker.bundle].name, attempt: running.attempt,
                    duration: max(now - running.startedAt, 0), stdout: stdout.text, stderr: stderr.text,
                    outputTruncated: stdout.truncated || stderr.truncated, ranBesideOthers: ranBesideOthers)))
    }

    /// What `id` printed before its worker ended: its stdout from `stdoutFrom` to its cut's end
    /// (in toolchain console mode, its lines as they were collected) and its stderr from
    /// `stderrFrom` to the file's end; nothing for an unknown start.
    private func outputSoFar(
        of id: TestIdentifier, running: WorkerState.RunningTest?, in worker: WorkerState, stdoutFrom: Int64?,
        stderrFrom: Int64?
    ) -> (stdout: (text: String, truncated: Bool), stderr: (text: String, truncated: Bool)) {
        var stdout = slice(worker.stdoutPath, from: stdoutFrom, to: running?.stdoutEnd, test: id)
        if let lines = running?.consoleOutput, !lines.isEmpty {
            // Toolchain console mode: the test's lines were collected as they came.
            stdout = (lines.joined(separator: "\n") + "\n", false)
        }
        return (stdout, slice(worker.stderrPath, from: stderrFrom, to: nil, test: id))
    }

    /// The tests left over from a worker, regrouped by class for the next worker.
    private func units(for tests: [TestIdentifier], from worker: WorkerState) -> [ClassUnit] {
        worker.units.compactMap { unit in
            let left = unit.tests.filter(tests.contains)
            guard !left.isEmpty else { return nil }
            var copy = unit
            copy.isWholeClass = left.count == unit.tests.count && unit.isWholeClass
            copy.estimate = unit.estimate * Double(left.count) / Double(max(unit.tests.count, 1))
            copy.tests = left
            return copy
        }
    }

    /// One unit per test, each run in a worker of its own, one test at a time.
    private func isolatedUnits(for tests: [TestIdentifier], from worker: WorkerState) -> [ClassUnit] {
        tests.flatMap { test in
            units(for: [test], from: worker).map { unit in
                var alone = unit
                alone.isWholeClass = false
                alone.runsInIsolation = true
                return alone
            }
        }
    }
}
