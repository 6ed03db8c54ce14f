import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessReports
@testable import HarnessRunner

/// Every combination of the inputs of the attempt decisions.
struct AttemptJudgementTests {
    @Test("a finished test is timed out only by the typed field", arguments: TestOutcome.allCases, [nil, 0.5, 2.0])
    func statusOfAFinishedTest(outcome: TestOutcome, exceededTimeAllowance: Double?) {
        let status = AttemptJudgement.status(outcome: outcome, exceededTimeAllowance: exceededTimeAllowance)
        switch outcome {
        case .passed: #expect(status == .passed)
        case .skipped: #expect(status == .skipped)
        case .failed: #expect(status == (exceededTimeAllowance == nil ? .failed : .timedOut))
        }
    }

    @Test(
        "exit 4 is a host-launch failure only before any test started",
        arguments: [ProcessEnd.exited(0), .exited(1), .exited(3), .exited(4), .signaled(4), .signaled(11)],
        [false, true])
    func hostLaunchFailure(end: ProcessEnd, anyTestStarted: Bool) {
        let expected = end == .exited(BundleExitCode.hostLaunchFailed) && !anyTestStarted
        #expect(AttemptJudgement.isHostLaunchFailure(end: end, anyTestStarted: anyTestStarted) == expected)
    }

    @Test(
        arguments: [
            ProcessEnd.exited(0), .exited(1), .exited(3), .signaled(6), .signaled(9), .signaled(11), .signaled(15),
        ],
        [AttemptJudgement.KillReason?.none, .timeout, .interrupt])
    func statusOfAnUnfinishedTest(end: ProcessEnd, reason: AttemptJudgement.KillReason?) {
        let status = AttemptJudgement.statusOfUnfinished(end: end, killedFor: reason)
        switch reason {
        case .none: #expect(status == .crashed)
        case .timeout: #expect(status == .timedOut)
        case .interrupt: #expect(status == nil)
        }
    }

    @Test(arguments: TestStatus.allCases, [1, 2, 3])
    func retriesOnlyFailingAttemptsWhileRetriesRemain(status: TestStatus, attempt: Int) {
        for retries in 0...3 {
            for interrupted in [false, true] {
                let retry = AttemptJudgement.shouldRetry(
                    status: status, attempt: attempt, retries: retries, interrupted: interrupted)
                #expect(retry == (status.failsRun && attempt <= retries && !interrupted))
            }
        }
    }

    @Test(arguments: TestStatus.allCases, [true, false])
    func showsOutputOfFailingAndFlakyTestsWhenCaptured(status: TestStatus, captured: Bool) {
        let expected = captured && [.failed, .timedOut, .crashed, .hostLaunchFailed, .flaky].contains(status)
        #expect(ConsoleFormatter.showsOutput(status: status, captured: captured) == expected)
    }

    @Test func messagesNameTheCause() {
        #expect(
            AttemptJudgement.unfinishedMessage(status: .crashed, end: .signaled(11), timeout: 1, startedInside: true)
                == "Test crashed: the worker process ended with signal 11 (SIGSEGV)")
        #expect(
            AttemptJudgement.unfinishedMessage(status: .timedOut, end: .signaled(15), timeout: 0.5, startedInside: true)
                == "Test timed out after 0.5 s; its worker was stopped")
        #expect(
            AttemptJudgement.unfinishedMessage(status: .crashed, end: .exited(0), timeout: 1, startedInside: false)
                .hasSuffix("before the test started (class set-up or between tests)"))
    }

    @Test(arguments: [
        (Int32(0), ProcessEnd.exited(0)), (0x0100, .exited(1)), (0x0300, .exited(3)), (11, .signaled(11)),
        (0x86, .signaled(6)), (9, .signaled(9)),
    ])
    func decodesWaitStatuses(status: Int32, end: ProcessEnd) {
        #expect(ProcessEnd(waitStatus: status) == end)
    }
}
