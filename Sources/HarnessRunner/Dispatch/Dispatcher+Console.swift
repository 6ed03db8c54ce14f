import HarnessModel
import HarnessWire

extension Dispatcher {
    /// Applies one console line of a bundle built on the toolchain's XCTest: the same
    /// transitions as the wire, recovered from `Test Case '…' started/passed/failed` lines.
    mutating func handleConsoleLine(_ line: String, worker number: Int) {
        guard let worker = state.workers[number] else { return }
        let modules = moduleOfClass[worker.bundle] ?? [:]
        // The worker's own test of that name, never the listing's first class of that name: two
        // modules may declare a class alike, and the toolchain runs them in the worker's order,
        // so a name shared by several is the running one, else the first not yet finished.
        func identifier(_ name: ConsoleTestName) -> TestIdentifier {
            let candidates = worker.consoleTests[name] ?? []
            if candidates.count > 1 {
                if let running = worker.running?.id, candidates.contains(running) { return running }
                return candidates.first { !worker.finished.contains($0) } ?? candidates[0]
            }
            return candidates.first
                ?? name.identifier(inModule: modules[name.className] ?? plan.bundles[worker.bundle].name)
        }
        let nestedRun = !(worker.running?.nested.isEmpty ?? true)
        let parsed = ConsoleLine(parsing: line, knownNames: worker.consoleNames)
        if case .text = parsed, worker.consoleIssueOpen, !nestedRun {
            // A line after an issue's, before any other line XCTest writes, continues its
            // message: XCTest prints a message's line breaks as they are (as
            // ToolchainConsoleParser reads a log).
            continueConsoleIssue(with: line, worker: number)
            return
        }
        state.workers[number]?.consoleIssueOpen = false
        switch parsed {
        case .caseStarted(let name, _) where worker.running != nil:
            // A test case run inside the running test: its lines are the outer test's output,
            // as the toolchain prints them there.
            handleWire(WireEvent(.testStarted(.init(test: identifier(name)))), worker: number)
            state.workers[number]?.running?.consoleOutput.append(line)
        case .caseFinished(let name, _, _) where nestedRun && worker.running?.nested.last == identifier(name):
            state.workers[number]?.running?.nested.removeLast()
            state.workers[number]?.running?.consoleOutput.append(line)
        case .issue where nestedRun, .note where nestedRun:
            // The nested run's failure or skip: the toolchain counts it against that run only.
            state.workers[number]?.running?.consoleOutput.append(line)
        case .caseStarted(let name, _):
            handleWire(WireEvent(.testStarted(.init(test: identifier(name)))), worker: number)
        case .caseFinished(let name, let outcome, let duration):
            let id = identifier(name)
            if let output = state.workers[number]?.running?.consoleOutput, !output.isEmpty {
                state.workers[number]?.running?.consoleOutput = []
                finishConsoleTest(
                    id, outcome: outcome, duration: duration, output: output.joined(separator: "\n") + "\n",
                    worker: number)
            } else {
                finishConsoleTest(id, outcome: outcome, duration: duration, output: "", worker: number)
            }
        case .issue(let name, let issue):
            handleWire(WireEvent(.issueRecorded(.init(test: identifier(name), issue: issue.record))), worker: number)
            state.workers[number]?.consoleIssueOpen = true
        case .note(let name, let note):
            handleWire(
                WireEvent(
                    .testSkipped(.init(test: identifier(name), description: note.message, location: note.location))),
                worker: number)
        default:
            guard state.workers[number]?.running != nil else { return }
            state.workers[number]?.running?.consoleOutput.append(line)
        }
    }

    /// Adds `line` to the message of the issue the worker's console reported last.
    private mutating func continueConsoleIssue(with line: String, worker number: Int) {
        guard let worker = state.workers[number] else { return }
        if let last = worker.running?.issues.indices.last {
            state.workers[number]?.running?.issues[last].description += "\n" + line
        } else if let last = worker.pendingClassIssues.indices.last {
            state.workers[number]?.pendingClassIssues[last].description += "\n" + line
        }
    }

    private mutating func finishConsoleTest(
        _ id: TestIdentifier, outcome: TestOutcome, duration: Double, output: String, worker number: Int
    ) {
        guard let running = state.workers[number]?.running, running.id == id, let worker = state.workers[number] else {
            return
        }
        let bundleName = plan.bundles[worker.bundle].name
        var updated = worker
        var attempt = TestAttempt(
            number: running.attempt, status: AttemptJudgement.status(outcome: outcome, exceededTimeAllowance: nil),
            duration: duration, issues: running.issues, skipMessage: running.skipMessage, stdout: output)
        attempt.skipLocation = running.skipLocation
        let recorded = attemptToRecord(attempt, of: id, in: &updated)
        updated.finished.insert(id)
        updated.running = nil
        state.workers[number] = updated
        let now = self.now
        state.workers[number]?.lastBoundary = now
        state.workers[number]?.phase = .running(since: now, warnedSlow: false)
        if let recorded { record(recorded, for: id, bundle: bundleName, repetition: worker.repetition) }
        if worker.drainDeadline != nil { terminate(number, reason: .interrupt) }
    }
}
