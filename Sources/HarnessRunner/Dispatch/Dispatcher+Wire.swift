import HarnessModel
import HarnessWire

extension Dispatcher {
    /// Applies one wire event from a worker.
    mutating func handleWire(_ event: WireEvent, worker number: Int) {
        // Taken out of the dictionary while it changes, so its sets and arrays are uniquely
        // referenced and updated in place (a copy per event made long runs quadratic).
        guard var worker = state.workers.removeValue(forKey: number) else { return }
        let bundleName = plan.bundles[worker.bundle].name
        switch event.kind {
        case .testStarted(let started) where worker.running != nil && !worker.runsInParallel:
            // A test case run inside the running test: its start replaces nothing. (Side by side,
            // a start is another test's.)
            worker.running?.nested.append(started.test)
            state.workers[number] = worker
        case .testStarted(let started):
            worker.settingAside = nil
            if isSetAside(started.test, in: worker) {
                worker.settingAside = started.test
                state.workers[number] = worker
                return
            }
            let attempt = attemptNumber(for: started.test)
            let test = WorkerState.RunningTest(
                id: started.test, attempt: attempt, startedAt: now,
                stdoutStart: started.stdoutOffset, stderrStart: started.stderrOffset,
                issues: worker.pendingClassIssues)
            worker.pendingClassIssues.removeAll()
            if worker.runsInParallel, !worker.runningTests.isEmpty {
                // Beside others: the timers go on counting from the oldest one's start.
                worker.runningTests.append(test)
            } else {
                worker.running = test
                worker.phase = .running(since: now, warnedSlow: false)
            }
            state.workers[number] = worker
            report(.testStarted(.init(id: started.test, bundle: bundleName, attempt: attempt, worker: number)))
        // A test set aside: nothing it says is the worker's (`Dispatcher+ListedNames`).
        case .issueRecorded(let recorded) where recorded.test != nil && recorded.test == worker.settingAside:
            state.workers[number] = worker
        case .testSkipped(let skipped) where skipped.test == worker.settingAside:
            state.workers[number] = worker
        case .testFinished(let finished) where finished.test == worker.settingAside:
            worker.settingAside = nil
            state.workers[number] = worker
        case .issueRecorded(let recorded):
            if let test = recorded.test, worker.running?.nested.contains(test) == true {
                // A nested run's failure is its own run's, not the outer test's (the toolchain's
                // XCTest counts it so too); Harness's bundle prints it into the outer test's output.
            } else if let index = worker.runningIndex(of: recorded.test) {
                worker.runningTests[index].issues.append(recorded.issue)
            } else {
                worker.pendingClassIssues.append(recorded.issue)
            }
            state.workers[number] = worker
        case .testSkipped(let skipped):
            if let index = worker.runningIndex(of: skipped.test) {
                worker.runningTests[index].skipMessage = skipped.description
                worker.runningTests[index].skipLocation = skipped.location
            }
            state.workers[number] = worker
        case .testFinished(let finished) where worker.running?.nested.last == finished.test:
            worker.running?.nested.removeLast()
            state.workers[number] = worker
        case .testFinished(let finished):
            guard let index = worker.runningIndex(of: finished.test) else {
                state.workers[number] = worker
                return
            }
            let running = worker.runningTests[index]
            let stdout = slice(
                worker.stdoutPath, from: running.stdoutStart, to: running.stdoutEnd ?? finished.stdoutOffset,
                test: finished.test)
            let stderr = slice(
                worker.stderrPath, from: running.stderrStart, to: finished.stderrOffset, test: finished.test)
            let status = AttemptJudgement.status(
                outcome: finished.outcome, exceededTimeAllowance: finished.exceededTimeAllowance)
            var attempt = TestAttempt(
                number: running.attempt, status: status,
                duration: finished.duration, issues: running.issues, skipMessage: running.skipMessage,
                stdout: stdout.text, stderr: stderr.text, outputTruncated: stdout.truncated || stderr.truncated,
                cases: finished.cases ?? [])
            attempt.skipLocation = running.skipLocation
            addArtifacts(of: running, to: &attempt, worker: worker.number, repetition: worker.repetition)
            let recorded = attemptToRecord(attempt, of: finished.test, in: &worker)
            worker.finished.insert(finished.test)
            worker.runningTests.remove(at: index)
            worker.lastBoundary = now
            // The timers count from the oldest test still running, else from this boundary.
            if case .running = worker.phase, index == 0 {
                worker.phase = .running(since: worker.running?.startedAt ?? now, warnedSlow: false)
            }
            let draining = worker.drainDeadline != nil && worker.runningTests.isEmpty
            let repetition = worker.repetition
            state.workers[number] = worker
            if let recorded { record(recorded, for: finished.test, bundle: bundleName, repetition: repetition) }
            // After the first SIGINT a worker stops at the end of its current tests.
            if draining { terminate(number, reason: .interrupt) }
        case .runFinished(let finished):
            worker.sawRunFinished = true
            // Kept once said: a bundle of several host groups ends one run per group.
            if let failure = finished.hostLaunchFailure { worker.hostLaunchFailure = failure }
            state.workers[number] = worker
        case .lateIssueRecorded(let recorded):
            state.workers[number] = worker
            let owner = recorded.suite.map { " (after \($0) finished)" } ?? ""
            report(.notice(RunnerNotice(.lateIssue, "late issue\(owner): \(recorded.issue.description)")))
        case .attachmentAdded(let added):
            collect(added, in: &worker, bundle: bundleName)
            state.workers[number] = worker
        case .measured(let measured):
            collect(measured, in: &worker, bundle: bundleName)
            state.workers[number] = worker
        case .runStarted(let started):
            state.workers[number] = worker
            if let banner = started.swiftTestingBanner { state.swiftTestingBanner = banner }
        case .suiteStarted, .suiteFinished:
            state.workers[number] = worker
        }
    }
}
