import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// The dispatch loop's sequences around retries: a timeout during a retry, and interrupts
/// while a retry runs or waits.
struct DispatcherRetryTests {
    typealias Scenario = DispatchScenario

    /// Worker 1 runs `A/t1` as attempt 1, which fails; the worker ends cleanly.
    private func failFirstAttempt(_ run: inout Scenario) -> [DispatchEffect] {
        _ = run.begin()
        return run.send(
            [run.started("A/t1"), run.issue("A/t1", "XCTAssertTrue failed"), run.finished("A/t1", .failed)]
                + run.ended(worker: 1, exitCode: 1), at: 1)
    }

    @Test("a timeout during a retry: SIGTERM at the timeout, SIGKILL after the grace, timed out, no third try")
    func timeoutDuringRetry() throws {
        var run = Scenario(classes: [("A", ["t1"])]) { $0.retries = 1 }
        let first = failFirstAttempt(&run)
        #expect(first.attempts.map(\.willRetry) == [true])
        #expect(first.results.isEmpty)
        // A clean exit 1 (a failing test) loses no worker.
        #expect(first.lostWorkers.isEmpty)
        let retry = try #require(first.launches.first)
        #expect(retry.worker == 2)
        #expect(retry.arguments == ["M.A/t1"])

        let started = run.send(run.started("A/t1", worker: 2), at: 2)
        let attemptNumbers = started.reports.compactMap { if case .testStarted(let s) = $0 { s.attempt } else { nil } }
        #expect(attemptNumbers == [2])
        #expect(run.send(.tick, at: 11.9).signals.isEmpty)
        #expect(run.dispatcher.state.wakeAt == 12)
        let term = run.send(.tick, at: 12)
        #expect(term.signals.map(\.signal) == [SIGTERM])
        #expect(term.signals.map(\.worker) == [2])
        #expect(run.send(.tick, at: 12.25).signals.isEmpty)
        let kill = run.send(.tick, at: 12.5)
        #expect(kill.signals.map(\.signal) == [SIGKILL])

        let end = run.send([.exited(worker: 2, status: SIGKILL), .streamEnded(worker: 2)], at: 12.6)
        let result = try #require(end.results.first)
        #expect(result.attempts.map(\.status) == [.failed, .timedOut])
        #expect(result.status == .timedOut)
        #expect(end.attempts.map(\.willRetry) == [false])
        #expect(result.attempts.last?.issues.last?.description == "Test timed out after 10 s; its worker was stopped")
        #expect(end.lostWorkers.map(\.reason) == ["stopped after a timeout (signal 9 (SIGKILL))"])
        #expect(end.launches.isEmpty)
        #expect(run.outcome?.exitCode == RunnerExitCode.testsFailed)
    }

    @Test("SIGINT while a retry runs: it finishes, is not retried again, its worker stopped; exit 130")
    func interruptWhileRetrying() throws {
        var run = Scenario(classes: [("A", ["t1"])]) { $0.retries = 2 }
        _ = failFirstAttempt(&run)
        _ = run.send(run.started("A/t1", worker: 2), at: 2)

        let interrupt = run.send(.signal(SIGINT), at: 3)
        #expect(interrupt.notices.first?.hasPrefix("interrupted: finishing running tests (up to 3 s)") == true)
        // A running test gets the grace period: no signal yet.
        #expect(interrupt.signals.isEmpty)
        #expect(run.dispatcher.state.interrupted)

        let finished = run.send(run.finished("A/t1", .failed, worker: 2), at: 4)
        #expect(finished.attempts.map(\.willRetry) == [false])
        #expect(finished.results.map { $0.attempts.map(\.status) } == [[.failed, .failed]])
        #expect(finished.signals.map(\.signal) == [SIGTERM])
        #expect(finished.launches.isEmpty)

        let end = run.send([.exited(worker: 2, status: SIGTERM), .streamEnded(worker: 2)], at: 4.1)
        #expect(end.lostWorkers.map(\.reason) == ["stopped by the interrupt (signal 15 (SIGTERM))"])
        #expect(end.launches.isEmpty)
        let outcome = try #require(run.outcome)
        #expect(outcome.exitCode == RunnerExitCode.interrupted)
        #expect(outcome.summary.interrupted)
    }

    @Test("SIGINT while a retry is running past the grace: its worker is stopped, the attempt not reported")
    func interruptGraceRunsOut() throws {
        var run = Scenario(classes: [("A", ["t1"])]) { $0.retries = 2 }
        _ = failFirstAttempt(&run)
        _ = run.send(run.started("A/t1", worker: 2), at: 2)
        _ = run.send(.signal(SIGINT), at: 3)
        #expect(run.send(.tick, at: 5.9).signals.isEmpty)
        #expect(run.send(.tick, at: 6).signals.map(\.signal) == [SIGTERM])
        let end = run.send([.exited(worker: 2, status: SIGTERM), .streamEnded(worker: 2)], at: 6.1)
        #expect(end.attempts.isEmpty)
        #expect(run.outcome?.exitCode == RunnerExitCode.interrupted)
    }

    @Test("a second SIGINT kills every worker at once")
    func secondInterruptKills() throws {
        var run = Scenario(classes: [("A", ["t1"])]) { $0.retries = 2 }
        _ = failFirstAttempt(&run)
        _ = run.send(run.started("A/t1", worker: 2), at: 2)
        _ = run.send(.signal(SIGINT), at: 3)
        let second = run.send(.signal(SIGINT), at: 3.5)
        #expect(second.signals.map(\.signal) == [SIGKILL])
        #expect(run.dispatcher.state.forceKilled)
    }

    @Test("SIGINT while a retry waits for a slot: it never starts; the test keeps its failed attempt")
    func interruptBeforeTheRetryStarts() throws {
        var run = Scenario(classes: [("A", ["t1", "t2"])]) { $0.retries = 1 }
        _ = run.begin()
        // t1 fails while worker 1 still has t2 to run: the retry waits for the only slot.
        let failed = run.send([run.started("A/t1"), run.finished("A/t1", .failed), run.started("A/t2")], at: 1)
        #expect(failed.attempts.map(\.willRetry) == [true])
        #expect(failed.launches.isEmpty)
        // Reported with the attempt it had, not dropped.
        let interrupt = run.send(.signal(SIGINT), at: 2)
        #expect(interrupt.results.map(\.id) == [Scenario.id("A/t1")])
        #expect(interrupt.results.map(\.status) == [.failed])
        let end = run.send([run.finished("A/t2", .passed)] + run.ended(worker: 1, exitCode: 1), at: 2.5)
        #expect(end.launches.isEmpty)
        #expect(run.outcome?.results.map(\.status) == [.failed, .passed])
        #expect(run.outcome?.exitCode == RunnerExitCode.interrupted)
    }
}
