import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

extension RunEngine {
    /// Applies one wire event from a worker.
    func handleWire(_ event: WireEvent, worker number: Int) {
        // Taken out of the dictionary while it changes, so its sets and arrays are uniquely
        // referenced and updated in place (a copy per event made long runs quadratic).
        guard var worker = workers.removeValue(forKey: number) else { return }
        let bundleName = plan.bundles[worker.bundle].name
        switch event.kind {
        case .testStarted(let started):
            let now = MonotonicClock.now()
            let attempt = attemptNumber(for: started.test)
            worker.running = .init(
                id: started.test, attempt: attempt, startedAt: now,
                stdoutStart: started.stdoutOffset, stderrStart: started.stderrOffset,
                issues: worker.pendingClassIssues)
            worker.pendingClassIssues.removeAll()
            worker.phase = .running(since: now, warnedSlow: false)
            workers[number] = worker
            reporter.handle(.testStarted(.init(id: started.test, bundle: bundleName, attempt: attempt, worker: number)))
        case .issueRecorded(let recorded):
            if let test = recorded.test, worker.running?.id == test {
                worker.running?.issues.append(recorded.issue)
            } else {
                worker.pendingClassIssues.append(recorded.issue)
            }
            workers[number] = worker
        case .testSkipped(let skipped):
            if worker.running?.id == skipped.test {
                worker.running?.skipMessage = skipped.description
            }
            workers[number] = worker
        case .testFinished(let finished):
            guard let running = worker.running, running.id == finished.test else {
                workers[number] = worker
                return
            }
            let stdout = slice(
                worker.stdoutPath, from: running.stdoutStart, to: finished.stdoutOffset, test: finished.test)
            let stderr = slice(
                worker.stderrPath, from: running.stderrStart, to: finished.stderrOffset, test: finished.test)
            let status = AttemptJudgement.status(
                outcome: finished.outcome, exceededTimeAllowance: finished.exceededTimeAllowance)
            var attempt = TestAttempt(
                number: running.attempt, status: status,
                duration: finished.duration, issues: running.issues, skipMessage: running.skipMessage,
                stdout: stdout.text, stderr: stderr.text, outputTruncated: stdout.truncated || stderr.truncated)
            addArtifacts(of: running, to: &attempt, repetition: worker.repetition)
            worker.finished.insert(finished.test)
            worker.running = nil
            let now = MonotonicClock.now()
            worker.lastBoundary = now
            if case .running = worker.phase { worker.phase = .running(since: now, warnedSlow: false) }
            let draining = worker.drainDeadline != nil
            let repetition = worker.repetition
            workers[number] = worker
            record(attempt, for: finished.test, bundle: bundleName, repetition: repetition)
            // After the first SIGINT a worker stops at the end of its current test.
            if draining { terminate(number, reason: .interrupt) }
        case .runFinished:
            worker.sawRunFinished = true
            workers[number] = worker
        case .lateIssueRecorded(let recorded):
            workers[number] = worker
            let owner = recorded.suite.map { " (after \($0) finished)" } ?? ""
            reporter.handle(.notice("late issue\(owner): \(recorded.issue.description)"))
        case .attachmentAdded(let added):
            collect(added, in: &worker, bundle: bundleName)
            workers[number] = worker
        case .measured(let measured):
            collect(measured, in: &worker, bundle: bundleName)
            workers[number] = worker
        case .runStarted, .suiteStarted, .suiteFinished:
            workers[number] = worker
        }
    }

    /// The captured bytes between two offsets of a worker's output file; empty when output
    /// was not captured or the offsets are unknown.
    func slice(_ path: String?, from: Int64?, to: Int64?, test: TestIdentifier? = nil) -> (
        text: String, truncated: Bool
    ) {
        guard let path, let from else { return ("", false) }
        if let to, to <= from { return ("", false) }
        let cut = OutputSlicer.slice(path: path, from: from, to: to, limit: configuration.captureLimit)
        guard let test, !cut.text.isEmpty else { return cut }
        return (CapturedOutput.removingConsoleLines(from: cut.text, of: test), cut.truncated)
    }
}
