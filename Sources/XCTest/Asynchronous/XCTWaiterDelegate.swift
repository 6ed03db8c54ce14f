/// Receives the reasons an ``XCTWaiter`` wait did not complete.
///
/// `XCTestCase` is one: it turns each into a test failure. Implement only the messages you
/// need; the others do nothing.
///
/// ```swift
/// final class TimeoutCounter: XCTWaiterDelegate {
///     var timeouts = 0
///     func waiter(
///         _ waiter: XCTWaiter, didTimeoutWithUnfulfilledExpectations unfulfilledExpectations: [XCTestExpectation]
///     ) {
///         timeouts += 1
///     }
/// }
/// ```
public protocol XCTWaiterDelegate: AnyObject {
    /// The wait's timeout passed with these (non-inverted) expectations unfulfilled.
    func waiter(_ waiter: XCTWaiter, didTimeoutWithUnfulfilledExpectations unfulfilledExpectations: [XCTestExpectation])

    /// With `enforceOrder`, `expectation` was fulfilled while `requiredExpectation` was due.
    func waiter(
        _ waiter: XCTWaiter, fulfillmentDidViolateOrderingConstraintsFor expectation: XCTestExpectation,
        requiredExpectation: XCTestExpectation)

    /// An inverted expectation was fulfilled.
    func waiter(_ waiter: XCTWaiter, didFulfillInvertedExpectation expectation: XCTestExpectation)

    /// `waiter` was waiting inside `outerWaiter`'s wait, on the same thread, when the outer
    /// wait ran out of time.
    func nestedWaiter(_ waiter: XCTWaiter, wasInterruptedByTimedOutWaiter outerWaiter: XCTWaiter)
}

extension XCTWaiterDelegate {
    public func waiter(
        _ waiter: XCTWaiter, didTimeoutWithUnfulfilledExpectations unfulfilledExpectations: [XCTestExpectation]
    ) {}
    public func waiter(
        _ waiter: XCTWaiter, fulfillmentDidViolateOrderingConstraintsFor expectation: XCTestExpectation,
        requiredExpectation: XCTestExpectation
    ) {}
    public func waiter(_ waiter: XCTWaiter, didFulfillInvertedExpectation expectation: XCTestExpectation) {}
    public func nestedWaiter(_ waiter: XCTWaiter, wasInterruptedByTimedOutWaiter outerWaiter: XCTWaiter) {}
}
