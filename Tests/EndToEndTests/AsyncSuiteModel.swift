import Foundation
import HarnessWire

/// The model of `Fixtures/AsyncSuite`: every test, how it ends, and the exact failure text
/// the console prints — the toolchain's wording for the shared tests, which Harness
/// reproduces, and Harness's own for misuse the toolchain answers with a crash.
///
/// Failure lines are found by marker: a fixture line ending `// @L:<name>` is where the model
/// expects the failure named `<name>`, so editing the fixture does not break the model.
enum AsyncSuiteModel {
    static let sharedModule = "AsyncSuiteTests"
    static let harnessOnlyModule = "AsyncHarnessOnlyTests"

    /// Every test of the Harness build, in run order.
    static var allTests: [ExpectedTest] { sharedTests + harnessOnlyTests }

    /// The shared target's classes, comma-separated: the filter that selects exactly them.
    static var sharedClassFilter: String { sharedTests.classFilter }

    static func timeout(_ seconds: String, _ names: String) -> String {
        "Asynchronous wait failed - Exceeded timeout of \(seconds) seconds, with unfulfilled expectations: \(names)"
    }

    static func invertedFulfilled(_ name: String) -> String {
        "Asynchronous wait failed - Fulfilled inverted expectation '\(name)'"
    }

    static let sharedTests: [ExpectedTest] = {
        let async = Model(module: sharedModule, className: "AsyncExpectationTests", file: "AsyncExpectationTests.swift")
        let expectations = Model(module: sharedModule, className: "ExpectationTests", file: "ExpectationTests.swift")
        let state = Model(module: sharedModule, className: "ExpectationStateTests", file: "ExpectationStateTests.swift")
        let hook = Model(
            module: sharedModule, className: "GlobalExecutorHookTests", file: "GlobalExecutorHookTests.swift")
        let inverted = Model(
            module: sharedModule, className: "InvertedExpectationTests", file: "InvertedExpectationTests.swift")
        let mainActor = Model(module: sharedModule, className: "MainActorWaitTests", file: "MainActorWaitTests.swift")
        let observing = Model(
            module: sharedModule, className: "ObservingExpectationTests", file: "ObservingExpectationTests.swift")
        let runLoop = Model(module: sharedModule, className: "RunLoopWaitTests", file: "RunLoopWaitTests.swift")
        let waiter = Model(module: sharedModule, className: "XCTWaiterTests", file: "XCTWaiterTests.swift")
        return [
            async.passed("testAsyncOperation"),
            async.passed("testAwaitFulfillment"),
            async.passed("testAwaitFulfillmentInOrder"),
            async.failed(
                "testAwaitFulfillmentTimesOut", async.failure("async-timeout", timeout("0.2", "never fulfilled"))),
            async.passed("testWaiterFulfillmentResult"),
            state.passed("testCountFulfilledPartlyBeforeTheWait"),
            state.passed("testCountReachedAfterTheTimeoutIsIgnored"),
            state.failed(
                "testEnforcedOrderGoesByWhenEachCountIsReached",
                state.failure(
                    "order-count",
                    "Failed due to expectation fulfilled in incorrect order: requires 'first, twice', actually "
                        + "fulfilled 'second'"
                )),
            state.passed("testEnforcedOrderLeavesInvertedOut"),
            state.passed("testInvertedBesideOthersWaitsForTheDeadline"),
            state.failed(
                "testOverFulfilmentAfterTheWaitIsReported",
                state.misuse(
                    "over-after",
                    "API violation - multiple calls made to XCTestExpectation.fulfill() for once, then again.")),
            state.failed(
                "testTimeoutListsNoInvertedExpectation", state.failure("timeout-no-inverted", timeout("0.1", "missing"))
            ),
            expectations.passed("testDocumentOpens"),
            expectations.passed("testEnforcedOrderKept"),
            expectations.failed(
                "testEnforcedOrderViolated",
                expectations.failure(
                    "order",
                    "Failed due to expectation fulfilled in incorrect order: requires 'first step', actually "
                        + "fulfilled 'second step'"
                )),
            expectations.passed("testExpectedFulfillmentCount"),
            expectations.passed("testFulfilAfterTimeoutIsIgnored"),
            expectations.passed("testFulfilExactlyAtTheTimeout"),
            expectations.passed("testFulfilFromManyThreadsAtOnce"),
            expectations.passed("testFulfilledOnMainQueueWhileWaiting"),
            expectations.failed(
                "testFulfillmentCountNotReached",
                expectations.failure("count-short", timeout("0.1", "three calls, two made"))),
            expectations.failed(
                "testInvertedFulfilledFails",
                expectations.failure("inverted", "Asynchronous wait failed - Fulfilled inverted expectation 'alarm'")),
            expectations.passed("testInvertedNotFulfilledPasses"),
            expectations.failed(
                "testOverFulfilment",
                expectations.misuse(
                    "over", "API violation - multiple calls made to XCTestExpectation.fulfill() for called once.")),
            expectations.failed(
                "testTimeoutListsOnlyUnfulfilled",
                expectations.failure("two-missing", timeout("0.1", "first missing, second missing"))),
            expectations.failed("testTimesOut", expectations.failure("timeout", timeout("0.2", "never fulfilled"))),
            expectations.failed(
                "testTwoUnwaitedExpectations",
                expectations.misuse(
                    "unwaited-two", "Failed due to unwaited expectations 'left behind', 'also left behind'")),
            expectations.failed(
                "testUnwaitedExpectation",
                expectations.misuse("unwaited", "Failed due to unwaited expectation 'forgotten'")),
            hook.passed("testAsyncBodyStartsOffTheMainThread"),
            hook.passed("testYieldRunsEveryTaskCreatedBeforeIt"),
            inverted.passed("testAwaitedFulfillmentCountsInvertedToItsCount"),
            inverted.failed(
                "testAwaitedFulfillmentFailsAtTheCount",
                inverted.failure("inverted-await", invertedFulfilled("awaited, reached"))),
            inverted.passed("testInvertedBelowItsCountPasses"),
            inverted.failed(
                "testInvertedBeyondItsCountAssertsOverFulfilment",
                inverted.misuse(
                    "inverted-over",
                    "API violation - multiple calls made to XCTestExpectation.fulfill() for fewer than two, "
                        + "asserting."),
                inverted.failure("inverted-asserting", invertedFulfilled("fewer than two, asserting"))
            ),
            inverted.failed(
                "testInvertedBeyondItsCountWithoutTheAssertion",
                inverted.failure("inverted-quiet", invertedFulfilled("fewer than two, quietly"))),
            inverted.failed(
                "testInvertedCountReachedWhileWaiting",
                inverted.failure("inverted-during", invertedFulfilled("fewer than two"))),
            inverted.passed("testInvertedNotificationCountsToItsCount"),
            inverted.passed("testInvertedPredicateCountsToItsCount"),
            inverted.failed(
                "testInvertedReachingItsCountFails",
                inverted.failure("inverted-count", invertedFulfilled("fewer than three"))),
            inverted.passed("testWaitForExpectationsCountsInvertedToItsCount"),
            inverted.failed(
                "testWaitForExpectationsFailsAtTheCount", inverted.failure("inverted-wfe", invertedFulfilled("reached"))
            ),
            inverted.passed("testWaiterClassMethodCountsInvertedToItsCount"),
            inverted.passed("testWaiterInstanceCountsInvertedToItsCount"),
            mainActor.passed("testAsyncWaitWithMainQueueFulfilment"),
            mainActor.passed("testMainActorTaskRunsDuringWait"),
            mainActor.failed(
                "testWaitForExpectationsTimeoutCallsHandlerWithError",
                mainActor.failure("wfe-timeout", timeout("0.1", "handler sees the timeout"))),
            mainActor.passed("testWaitForExpectationsWithHandler"),
            mainActor.failed(
                "testWaitForExpectationsWithoutExpectations",
                mainActor.misuse(
                    "wfe-none", "API violation - call made to wait without any expectations having been set.")),
            observing.passed("testNotificationExpectation"),
            observing.passed("testNotificationExpectationClass"),
            observing.passed("testNotificationHandlerChooses"),
            observing.failed(
                "testNotificationNeverPosted",
                observing.failure(
                    "notification-timeout", timeout("0.1", "Expect notification 'NeverPosted' from any object"))),
            observing.passed("testPredicateAlreadyTrue"),
            observing.passed("testPredicateExpectation"),
            runLoop.passed("testBackgroundThreadWaitRunsItsOwnRunLoop"),
            runLoop.passed("testEnforcedOrderWaitRunsTheRunLoop"),
            runLoop.passed("testFulfilmentFromAnotherThreadDuringANestedRunEndsTheWait"),
            runLoop.passed("testMainQueueWorkThatRunsTheRunLoopEndsTheWaitAtItsLastFulfilment"),
            runLoop.passed("testPerformBlockRunsWhileWaiting"),
            runLoop.passed("testPerformBlockThatRunsTheRunLoopEndsTheWaitAtItsLastFulfilment"),
            runLoop.passed("testScheduledTimerFiresWhileWaiting"),
            runLoop.passed("testTimerAddedFromAnotherThreadFiresOnTheMainThread"),
            runLoop.failed(
                "testTimerFulfillingAnInvertedExpectationFails",
                runLoop.failure("inverted-timer", invertedFulfilled("no tick"))),
            runLoop.failed(
                "testTimerSlowerThanTheTimeoutTimesOut", runLoop.failure("slow-timer", timeout("0.1", "slow timer"))),
            runLoop.passed("testTimerThatRunsTheRunLoopEndsTheWaitAtItsLastFulfilment"),
            runLoop.passed("testWaitForExpectationsRunsTheRunLoop"),
            runLoop.passed("testWaiterClassMethodRunsTheRunLoop"),
            runLoop.passed("testWaiterInstanceRunsTheRunLoop"),
        ]
            + [
                "testClassWaitReturnsTimedOutWithoutFailing", "testCompletedResult",
                "testDelegateHearsInvertedFulfilment",
                "testDelegateHearsOrderViolation", "testDelegateHearsTimeout", "testExpectationDefaults",
                "testFulfilledExpectationsInFulfilmentOrder", "testResultRawValues",
            ].map(waiter.passed)
    }()

    static let harnessOnlyTests: [ExpectedTest] = {
        let empty = Model(
            module: harnessOnlyModule, className: "EmptyAsyncLifecycleTests", file: "EmptyAsyncLifecycleTests.swift")
        let inherited = Model(
            module: harnessOnlyModule, className: "InheritedAsyncSetUpTests", file: "EmptyAsyncLifecycleTests.swift")
        let overridden = Model(
            module: harnessOnlyModule, className: "OverriddenAsyncSetUpTests", file: "EmptyAsyncLifecycleTests.swift")
        let hang = Model(module: harnessOnlyModule, className: "HangTests", file: "HangTests.swift")
        let late = Model(module: harnessOnlyModule, className: "LateFulfilmentTests", file: "LateFulfilmentTests.swift")
        let misuse = Model(module: harnessOnlyModule, className: "MisuseTests", file: "MisuseTests.swift")
        let nested = Model(module: harnessOnlyModule, className: "NestedWaitTests", file: "MisuseTests.swift")
        let stop = Model(
            module: harnessOnlyModule, className: "StopAfterFailureTests", file: "StopAfterFailureTests.swift")
        let hangSkip = "Test skipped: required false value but got true - hangs on purpose; set ASYNC_SUITE_HANGS=1"
        return [
            empty.passed("testNothingBridgedBeforeASynchronousBody"),
            hang.skipped("testAwaitNeverResumes", marker: "skip-await", hangSkip),
            hang.skipped("testWaitWithoutTimeout", marker: "skip-wait", hangSkip),
            inherited.passed("testInheritedOverrideRuns"),
            inherited.passed("testOverrideRuns"),
            late.passed("testAFulfilsAfterItEnds"),
            late.passed("testBRunsWhileTheLateFulfilmentHappens"),
            misuse.failed(
                "testConvenienceExpectationsAssertOverFulfilment",
                misuse.misuse(
                    "vended-over", "API violation - multiple calls made to XCTestExpectation.fulfill() for vended.")),
            misuse.passed("testExecutionTimeAllowance"),
            misuse.failed(
                "testSameExpectationListedTwice",
                misuse.misuse(
                    "listed-twice",
                    "API violation - each expectation can appear only once in the 'expectations' parameter.")),
            misuse.failed(
                "testSettingCountAfterWaiting",
                misuse.misuse(
                    "settled",
                    "API violation - cannot set expectedFulfillmentCount on 'settled' after already waiting on it.")),
            misuse.passed("testTenThousandExpectationsInOneWait"),
            misuse.failed(
                "testWaiterReused",
                misuse.misuse("reused", "API violation - wait(...) has already been called on this waiter.")),
            misuse.failed(
                "testWaitingTwice",
                misuse.misuse(
                    "twice",
                    "API violation - expectations can only be waited on once, `twice` have already been waited on.")),
            misuse.failed(
                "testZeroFulfillmentCount",
                misuse.misuse("zero", "API violation - fulfillment count must be greater than 0.")),
            nested.failed(
                "testInnerWaitInterruptedByOuterTimeout",
                nested.failure(
                    "inner",
                    "Asynchronous waiter <XCTWaiter expectations: 'inner'> failed - Interrupted by timeout of "
                        + "containing waiter <XCTWaiter expectations: 'outer'>"
                ),
                nested.failure("outer", timeout("0.2", "outer"))
            ),
            overridden.passed("testOverrideRuns"),
            stop.failed("testAWaitFailureStopsTheMethod", stop.failure("stop", timeout("0.05", "stops here"))),
            stop.failed("testBNextTestOwnsItsFailure", stop.failure("b-owned", "failed - belongs to B")),
        ]
    }()

    /// The model's entries for one class; failure lines come from the fixture's markers.
    struct Model {
        var module: String
        var className: String
        var file: String

        func passed(_ method: String) -> ExpectedTest { test(method, .passed, []) }

        func failed(_ method: String, _ issues: ExpectedIssue...) -> ExpectedTest { test(method, .failed, issues) }

        func skipped(_ method: String, marker: String, _ text: String) -> ExpectedTest {
            test(method, .skipped, [], skip: ExpectedSkip(line: line(marker), text: text))
        }

        /// A failed wait or ordering: an "expected" failure, like an assertion's.
        func failure(_ marker: String, _ text: String) -> ExpectedIssue {
            ExpectedIssue(place: .line(line(marker)), text: .exact(text))
        }

        /// An API violation: an unexpected failure.
        func misuse(_ marker: String, _ text: String) -> ExpectedIssue {
            ExpectedIssue(place: .line(line(marker)), text: .exact(text), isUnexpected: true)
        }

        /// The line of the fixture file that ends with `// @L:<marker>`; 0 if none does.
        func line(_ marker: String) -> Int {
            let path = RepositoryPaths.fixture(named: AsyncFixture.package.name).appendingPathComponent(
                "Tests/\(module)/\(file)")
            let text = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return (lines.firstIndex { $0.hasSuffix("// @L:\(marker)") } ?? -1) + 1
        }

        private func test(
            _ method: String, _ outcome: TestOutcome, _ issues: [ExpectedIssue], skip: ExpectedSkip? = nil
        ) -> ExpectedTest {
            ExpectedTest(
                id: TestIdentifier(module: module, className: className, method: method),
                file: file, outcome: outcome, issues: issues, skip: skip, fixture: AsyncFixture.package.name
            )
        }
    }
}
