import HarnessWire
import Testing
@testable import HarnessRunner

/// Every combination of the inputs of the attempt decisions.
struct AttemptJudgementTests {
    static let allowanceIssue = IssueRecord(kind: .system, description: "Test exceeded execution time allowance of 1 second", location: nil)
    static let assertion = IssueRecord(kind: .assertionFailure, description: "XCTAssertTrue failed", location: nil)

    @Test(arguments: TestOutcome.allCases, [[], [assertion], [allowanceIssue], [assertion, allowanceIssue]])
    func statusOfAFinishedTest(outcome: TestOutcome, issues: [IssueRecord]) {
        let status = AttemptJudgement.status(outcome: outcome, issues: issues)
        switch outcome {
        case .passed: #expect(status == .passed)
        case .skipped: #expect(status == .skipped)
        case .failed:
            let timedOut = issues.contains(Self.allowanceIssue)
            #expect(status == (timedOut ? .timedOut : .failed))
        }
    }

    @Test(arguments: [ProcessEnd.exited(0), .exited(1), .exited(3), .signaled(6), .signaled(9), .signaled(11), .signaled(15)],
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
                let retry = AttemptJudgement.shouldRetry(status: status, attempt: attempt, retries: retries, interrupted: interrupted)
                #expect(retry == (status.failsRun && attempt <= retries && !interrupted))
            }
        }
    }

    @Test(arguments: TestStatus.allCases, [true, false])
    func showsOutputOfFailingAndFlakyTestsWhenCaptured(status: TestStatus, captured: Bool) {
        let expected = captured && [.failed, .timedOut, .crashed, .hostLaunchFailed, .flaky].contains(status)
        #expect(AttemptJudgement.showsOutput(status: status, captured: captured) == expected)
    }

    @Test func messagesNameTheCause() {
        #expect(AttemptJudgement.unfinishedMessage(status: .crashed, end: .signaled(11), timeout: 1, startedInside: true)
            == "Test crashed: the worker process ended with signal 11 (SIGSEGV)")
        #expect(AttemptJudgement.unfinishedMessage(status: .timedOut, end: .signaled(15), timeout: 0.5, startedInside: true)
            == "Test timed out after 0.5 s; its worker was stopped")
        #expect(AttemptJudgement.unfinishedMessage(status: .crashed, end: .exited(0), timeout: 1, startedInside: false)
            .hasSuffix("before the test started (class set-up or between tests)"))
    }

    @Test(arguments: [(Int32(0), ProcessEnd.exited(0)), (0x0100, .exited(1)), (0x0300, .exited(3)), (11, .signaled(11)), (0x86, .signaled(6)), (9, .signaled(9))])
    func decodesWaitStatuses(status: Int32, end: ProcessEnd) {
        #expect(ProcessEnd(waitStatus: status) == end)
    }
}
