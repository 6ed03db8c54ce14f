import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// The run's exit code and repetition decisions, over every combination that matters.
struct RunVerdictTests {
    @Test(arguments: TestStatus.allCases, [false, true])
    func exitCodeOfOneResult(status: TestStatus, interrupted: Bool) {
        for hostFailed in [false, true] {
            let attempts =
                status == .flaky
                ? [
                    TestAttempt(number: 1, status: .failed, duration: 0),
                    TestAttempt(number: 2, status: .passed, duration: 0),
                ]
                : [TestAttempt(number: 1, status: status, duration: 0)]
            let result = TestResult(
                id: .init(module: "M", className: "C", method: "testA"), bundle: "B", attempts: attempts)
            let summary = RunSummary(results: [result], duration: 1, interrupted: interrupted)
            let code = RunVerdict.exitCode(summary: summary, hostLaunchFailed: hostFailed)
            let expected: Int32 = interrupted ? 130 : hostFailed ? 5 : status.failsRun ? 1 : 0
            #expect(code == expected)
        }
    }

    @Test(arguments: [1, 2, 3], [false, true])
    func repeatsUntilTheCountOrTheFirstFailure(finished: Int, untilFailure: Bool) {
        for failed in [false, true] {
            for interrupted in [false, true] {
                let again = RunVerdict.repeatsAgain(
                    after: finished, of: 3, untilFailure: untilFailure, failedSoFar: failed, interrupted: interrupted)
                #expect(again == (!interrupted && finished < 3 && !(untilFailure && failed)))
            }
        }
    }
}
