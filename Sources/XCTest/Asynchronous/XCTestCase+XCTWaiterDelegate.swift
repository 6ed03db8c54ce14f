/// A test case is the delegate of the waiters its `wait` methods use: each way a wait can
/// fail becomes a failure of the test, with the toolchain XCTest's wording, at the place
/// that explains it (the wait, or the out-of-place fulfilment).
extension XCTestCase: XCTWaiterDelegate {
    /// Records "Asynchronous wait failed - Exceeded timeout of … seconds, with unfulfilled
    /// expectations: …" at the wait.
    public func waiter(
        _ waiter: XCTWaiter, didTimeoutWithUnfulfilledExpectations unfulfilledExpectations: [XCTestExpectation]
    ) {
        let names = unfulfilledExpectations.map(\.expectationDescription).joined(separator: ", ")
        ExpectationIssues.recordFailure(
            "Asynchronous wait failed - Exceeded timeout of \(waiter.timeout) seconds, with unfulfilled "
                + "expectations: \(names)",
            at: waiter.waitLocation ?? ExpectationIssues.unknownLocation, in: context)
    }

    /// Records the out-of-order fulfilment, where it was made.
    public func waiter(
        _ waiter: XCTWaiter, fulfillmentDidViolateOrderingConstraintsFor expectation: XCTestExpectation,
        requiredExpectation: XCTestExpectation
    ) {
        ExpectationIssues.recordFailure(
            "Failed due to expectation fulfilled in incorrect order: requires "
                + "'\(requiredExpectation.expectationDescription)', actually fulfilled "
                + "'\(expectation.expectationDescription)'",
            at: expectation.fulfilmentLocation ?? ExpectationIssues.unknownLocation, in: context)
    }

    /// Records the fulfilment of an inverted expectation, where it was made.
    public func waiter(_ waiter: XCTWaiter, didFulfillInvertedExpectation expectation: XCTestExpectation) {
        ExpectationIssues.recordFailure(
            "Asynchronous wait failed - Fulfilled inverted expectation '\(expectation.expectationDescription)'",
            at: expectation.fulfilmentLocation ?? ExpectationIssues.unknownLocation, in: context)
    }

    /// Records that an enclosing wait's timeout cut this wait short, at the inner wait.
    public func nestedWaiter(_ waiter: XCTWaiter, wasInterruptedByTimedOutWaiter outerWaiter: XCTWaiter) {
        ExpectationIssues.recordFailure(
            "Asynchronous waiter \(waiter) failed - Interrupted by timeout of containing waiter \(outerWaiter)",
            at: waiter.waitLocation ?? ExpectationIssues.unknownLocation, in: context)
    }
}
