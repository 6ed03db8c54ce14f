/// What `harness test --timeout 6 --retries 1` must report for each test of
/// `Fixtures/RunnerSuite`, as the console's status words.
enum RunnerModel {
    static let module = "RunnerSuiteTests"

    static let statuses: [String: String] = [
        "PassingTests/testAddition": "PASS",
        "PassingTests/testFibonacci": "PASS",
        "PassingTests/testPrintsAndPasses": "PASS",
        "FailingTests/testAssertionFails": "FAIL",
        "FailingTests/testThrows": "FAIL",
        "SkippedTests/testSkipped": "SKIP",
        "CrashTests/testA_FatalError": "CRASH",
        "CrashTests/testB_Segfault": "CRASH",
        "CrashTests/testC_StackOverflow": "CRASH",
        // exit(0) mid-test is no crash: the worker exited with status 0 before the test's end.
        "CrashTests/testD_Exit": "ERROR",
        "CrashTests/testE_AfterCrashes": "PASS",
        "HangTests/testHangs": "TIMEOUT",
        "HangTests/testAfterHang": "PASS",
        "SlowTests/testSlow": "PASS",
        "OutputTests/testFloodsOutput": "PASS",
        "ClosedStdoutTests/testA_ClosesStdout": "PASS",
        "ClosedStdoutTests/testB_AfterClosedStdout": "PASS",
        "FlakyTests/testFlaky": "FLAKY",
        "DatabaseSerialTests/testExclusive": "PASS",
        "RepetitionTests/testFailsInTheThirdRepetition": "PASS",
        // Skips itself unless run with the fixture's test plan (RunnerTestPlanTests).
        "PlanTests/testPlanEnvironmentAndArguments": "SKIP",
    ].reduce(into: [:]) { $0["\(module).\($1.key)"] = $1.value }

    /// The closing line those statuses add up to.
    static let summaryLine =
        "11 passed, 7 failed, 2 skipped, 1 flaky, 1 timed out, 3 crashed, 1 without a result (worker exited)"
}
