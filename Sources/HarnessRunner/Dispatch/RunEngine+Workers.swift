import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

extension RunEngine {
    /// Applies every timer that is due and returns when to look again.
    func checkTimers(now: Double) -> Double? {
        var earliest: Double?
        func consider(_ deadline: Double?) {
            guard let deadline else { return }
            earliest = min(earliest ?? deadline, deadline)
        }
        for number in workers.keys.sorted() {
            guard let worker = workers[number] else { continue }
            if let streamDeadline = worker.streamDeadline, !worker.streamEnded {
                if now >= streamDeadline {
                    // Exited, but something keeps the stream open: go on without the rest.
                    workers[number]?.streamEnded = true
                    finalizeIfGone(number)
                    continue
                }
                consider(streamDeadline)
            }
            if let drain = worker.drainDeadline, case .running = worker.phase {
                if now >= drain {
                    terminate(number, reason: .interrupt)
                } else {
                    consider(drain)
                }
            }
            guard let current = workers[number], current.end == nil else { continue }
            let decision = TimerDecision.decide(
                now: now, phase: current.phase, timeout: configuration.timeout,
                slowAfter: configuration.slowAfter, killGrace: configuration.killGrace)
            switch decision.action {
            case .none:
                break
            case .warnSlow:
                if case .running(let since, _) = current.phase {
                    workers[number]?.phase = .running(since: since, warnedSlow: true)
                }
                let name = current.running.map { "\($0.id)" } ?? "set-up of a class in worker \(number)"
                reporter.handle(
                    .notice(
                        "SLOW \(name) has been running for over \(AttemptJudgement.formatSeconds(configuration.slowAfter))"
                    ))
            case .terminate:
                terminate(number, reason: .timeout)
            case .kill:
                kill(-current.processID, SIGKILL)
                workers[number]?.phase = .killed
            }
            consider(decision.nextDeadline)
        }
        return earliest
    }

    /// SIGTERM to the worker's whole process group; SIGKILL follows after the grace period.
    func terminate(_ number: Int, reason: AttemptJudgement.KillReason) {
        guard let worker = workers[number], worker.end == nil else { return }
        if case .running = worker.phase {
            if workers[number]?.killReason == nil { workers[number]?.killReason = reason }
            kill(-worker.processID, SIGTERM)
            workers[number]?.phase = .terminating(since: MonotonicClock.now())
        }
    }

    /// First signal: schedule nothing more, let running tests finish within the grace period.
    /// Second: kill every worker now.
    func handleInterrupt() {
        if interrupted {
            forceKilled = true
            for (number, worker) in workers where worker.end == nil {
                if workers[number]?.killReason == nil { workers[number]?.killReason = .interrupt }
                kill(-worker.processID, SIGKILL)
                workers[number]?.phase = .killed
            }
            return
        }
        interrupted = true
        _ = scheduler.removeAll()
        reporter.handle(
            .notice(
                "interrupted: finishing running tests (up to \(AttemptJudgement.formatSeconds(configuration.interruptGrace))), then writing reports; interrupt again to stop now"
            ))
        let deadline = MonotonicClock.now() + configuration.interruptGrace
        for number in workers.keys {
            if workers[number]?.running == nil {
                terminate(number, reason: .interrupt)
            } else {
                workers[number]?.drainDeadline = deadline
            }
        }
    }

    /// Once a worker's process has ended and its stream is read to the end: account for the
    /// test it was running, hand the rest of its batch to a new worker, forget it.
    func finalizeIfGone(_ number: Int) {
        guard let worker = workers[number], worker.isGone, let end = worker.end else { return }
        workers[number] = nil
        defer {
            if let path = worker.stdoutPath { unlink(path) }
            if let path = worker.stderrPath { unlink(path) }
        }
        let bundle = plan.bundles[worker.bundle]
        var remaining = worker.unstarted
        let abnormal = end != .exited(0) && end != .exited(1)

        // The test to blame: the one running, or, when the worker died between tests with
        // tests left (class set-up, a crash at launch), the next one, so that every worker
        // accounts for at least one test and the run always ends.
        var blamed: (id: TestIdentifier, running: WorkerState.RunningTest?)?
        if let running = worker.running {
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
            hostLaunchFailed = true
            let reason = launchFailureLine(ofFile: worker.stderrPath) ?? "the test host failed to launch"
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
            reporter.handle(.workerLost(.init(worker: number, bundle: bundle.name, reason: reason, replaced: false)))
            return
        }

        if let blamed, let status = AttemptJudgement.statusOfUnfinished(end: end, killedFor: worker.killReason) {
            let running = blamed.running
            var stdout = slice(worker.stdoutPath, from: running?.stdoutStart ?? 0, to: nil, test: blamed.id)
            if let lines = running?.consoleOutput, !lines.isEmpty {
                // Toolchain console mode: the test's lines were collected as they came.
                stdout = (lines.joined(separator: "\n") + "\n", false)
            }
            let stderr = slice(worker.stderrPath, from: running?.stderrStart ?? 0, to: nil, test: blamed.id)
            var issues = running?.issues ?? worker.pendingClassIssues
            issues.append(
                systemIssue(
                    AttemptJudgement.unfinishedMessage(
                        status: status, end: end, timeout: configuration.timeout, startedInside: running != nil)))
            let signal: Int32? = if case .signaled(let number) = end { number } else { nil }
            let exitStatus: Int32? = if case .exited(let code) = end { code } else { nil }
            let duration = running.map { MonotonicClock.now() - $0.startedAt } ?? 0
            var attempt = TestAttempt(
                number: running?.attempt ?? attemptNumber(for: blamed.id), status: status, duration: duration,
                issues: issues, signal: signal, exitStatus: status == .crashed ? exitStatus : nil,
                stdout: stdout.text, stderr: stderr.text, outputTruncated: stdout.truncated || stderr.truncated)
            if let running { addArtifacts(of: running, to: &attempt, repetition: worker.repetition) }
            record(attempt, for: blamed.id, bundle: bundle.name, repetition: worker.repetition)
        }

        let replaced = !remaining.isEmpty && !interrupted
        if abnormal || worker.killReason != nil {
            let reason =
                worker.killReason == .timeout
                ? "stopped after a timeout (\(end))"
                : worker.killReason == .interrupt ? "stopped by the interrupt (\(end))" : "ended with \(end)"
            reporter.handle(.workerLost(.init(worker: number, bundle: bundle.name, reason: reason, replaced: replaced)))
        }
        if replaced {
            scheduler.enqueue(units(for: remaining, from: worker), first: true)
        }
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

    /// The bundle's one-line reason (`error: failed to launch the test host of M: …`), found
    /// among the app's own lines on standard error (its lifecycle logging comes first).
    private func launchFailureLine(ofFile path: String?) -> String? {
        guard let path else { return nil }
        let lines = slice(path, from: 0, to: nil).text.split(separator: "\n").map(String.init)
        let line = lines.last { $0.contains("failed to launch") } ?? lines.last
        return line.map { $0.hasPrefix("error: ") ? String($0.dropFirst(7)) : $0 }
    }
}
