import HarnessWire

extension BasicSuiteModel {
    /// The tests that use API the toolchain's XCTest lacks on Linux. Their failure wording
    /// follows the shared tests' (the same assertions); where no reference fixes the text
    /// (an unmet strict expectation of failure) the model pins only the part that matters.
    static let harnessOnlyTests: [ExpectedTest] = {
        let activities = ExpectedClass(
            module: harnessOnlyModule, className: "ActivityTests", file: "ActivityTests.swift")
        let continuation = ExpectedClass(
            module: harnessOnlyModule, className: "ContinueAfterFailureTests", file: "ContinueAfterFailureTests.swift")
        let expected = ExpectedClass(
            module: harnessOnlyModule, className: "ExpectedFailureTests", file: "ExpectedFailureTests.swift")
        let allowance = ExpectedClass(
            module: harnessOnlyModule, className: "ExecutionTimeAllowanceTests",
            file: "ExecutionTimeAllowanceTests.swift")
        let late = ExpectedClass(
            module: harnessOnlyModule, className: "LateAssertionTests", file: "LateAssertionTests.swift")
        let observation = ExpectedClass(
            module: harnessOnlyModule, className: "ObservationTests", file: "ObservationTests.swift")

        return [
            activities.passed("testAttachmentsAreReported"),
            activities.failed(
                "testNestedActivitiesNameTheirIssues",
                ExpectedIssue(
                    place: .line(12),
                    text: .exact(#"XCTAssertEqual failed: ("7.0") is not equal to ("8.0") - inside two activities"#),
                    activities: ["Evaluate 3 4 +", "Check the top of the stack"],
                    kind: .assertionFailure
                )
            ),

            continuation.failed(
                "testAsyncTestGoesOnAfterFailure",
                .assertion(25, "failed - first failure"),
                .assertion(27, "failed - second failure")
            ),
            continuation.failed(
                "testContinuesAfterFailureByDefault",
                .assertion(7, #"XCTAssertEqual failed: ("1") is not equal to ("2") - first failure"#),
                .assertion(9, "failed - second failure")
            ),
            continuation.failed("testGoesOnInsideQueueSync", .assertion(76, "failed - inside queue.sync")),
            continuation.failed(
                "testStopsAtFirstFailure",
                .assertion(14, #"XCTAssertEqual failed: ("1") is not equal to ("2") - first failure"#)),
            continuation.failed(
                "testStopsInsideHelperWithDefer", .assertion(68, "failed - inside a helper with a defer")),
            continuation.failed("testStopsInsideWithLock", .assertion(52, "failed - inside withLock")),
            continuation.failed("testTearDownStillRunsAfterStopping", .assertion(35, "failed - stops here")),

            allowance.passed("testOverriddenAllowanceIsHonoured"),

            expected.failed(
                "testBlockExpectationCoversOnlyTheBlock",
                known(.assertion(14, "failed - inside the block"), reason: "known inside the block"),
                .assertion(16, "failed - after the block")
            ),
            expected.passed(
                "testBlockExpectationReturnsTheBlockValue",
                knownIssues: known(
                    .assertion(21, "failed - expected inside the block"), reason: "the block's value still comes back")
            ),
            expected.failed(
                "testDisabledExpectationHasNoEffect", .assertion(59, "failed - counts as a normal failure")),
            expected.failed(
                "testIssueMatcherSelectsWhichFailuresAreExpected",
                known(
                    .assertion(53, #"XCTAssertEqual failed: ("41") is not equal to ("42") - the answer"#),
                    reason: "only the answer is known to be wrong"),
                .assertion(54, "failed - an unrelated failure")
            ),
            expected.passed(
                "testNonBlockExpectationCoversRestOfTest",
                knownIssues: known(
                    .assertion(9, #"XCTAssertEqual failed: ("3.5") is not equal to ("3.0") - "#),
                    reason: "division rounds the wrong way (known bug)")
            ),
            expected.passed("testNonStrictBlockExpectationWithoutFailurePasses"),
            expected.passed("testNonStrictExpectationWithoutFailurePasses"),
            expected.failed(
                "testStrictBlockExpectationWithoutFailureFails", unmetExpectation("nothing fails inside this block")),
            expected.failed("testStrictExpectationWithoutFailureFails", unmetExpectation("nothing fails after this")),

            late.passed("testA_TaskAssertsAfterItEnds"),
            late.passed("testB_QueueAssertsAfterItEnds"),
            late.passed("testC_ThreadAssertsAfterItEnds"),
            late.passed("testD_RunsWhileTheLateAssertionsHappen"),

            observation.failed("testEachObserverIsToldOnce", .assertion(30, "failed - observed failure")),
            observation.passed("testObserversChangeFromManyThreads"),
        ]
    }()

    /// `issue`, matched by an `XCTExpectFailure` with `reason`.
    private static func known(_ issue: ExpectedIssue, reason: String) -> ExpectedIssue {
        var known = issue
        known.knownFailureReason = reason
        return known
    }

    /// The failure a strict `XCTExpectFailure` records when nothing failed.
    private static func unmetExpectation(_ reason: String) -> ExpectedIssue {
        ExpectedIssue(place: .unpinned, text: .containing(reason), kind: .unmatchedExpectedFailure)
    }
}
