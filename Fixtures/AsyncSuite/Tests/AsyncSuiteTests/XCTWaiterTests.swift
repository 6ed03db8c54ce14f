import XCTest

/// `XCTWaiter` used directly: results instead of failures, and what its delegate hears.
final class XCTWaiterTests: XCTestCase {
    func testClassWaitReturnsTimedOutWithoutFailing() {
        let never = XCTestExpectation(description: "never")
        XCTAssertEqual(XCTWaiter.wait(for: [never], timeout: 0.05), .timedOut)
    }

    func testCompletedResult() {
        let done = XCTestExpectation(description: "done")
        DispatchQueue.global().async { done.fulfill() }
        XCTAssertEqual(XCTWaiter().wait(for: [done], timeout: 5), .completed)
    }

    func testDelegateHearsInvertedFulfilment() {
        let recorder = RecordingDelegate()
        let waiter = XCTWaiter(delegate: recorder)
        let alarm = XCTestExpectation(description: "alarm")
        alarm.isInverted = true
        alarm.fulfill()
        XCTAssertEqual(waiter.wait(for: [alarm], timeout: 1), .invertedFulfillment)
        XCTAssertEqual(recorder.events, ["inverted alarm"])
    }

    func testDelegateHearsOrderViolation() {
        let recorder = RecordingDelegate()
        let first = XCTestExpectation(description: "a")
        let second = XCTestExpectation(description: "b")
        second.fulfill()
        first.fulfill()
        let result = XCTWaiter(delegate: recorder).wait(for: [first, second], timeout: 1, enforceOrder: true)
        XCTAssertEqual(result, .incorrectOrder)
        XCTAssertEqual(recorder.events, ["order b before a"])
    }

    func testDelegateHearsTimeout() {
        let recorder = RecordingDelegate()
        let missing = XCTestExpectation(description: "missing")
        XCTAssertEqual(XCTWaiter(delegate: recorder).wait(for: [missing], timeout: 0.05), .timedOut)
        XCTAssertEqual(recorder.events, ["timeout missing"])
    }

    func testFulfilledExpectationsInFulfilmentOrder() {
        let a = XCTestExpectation(description: "a")
        let b = XCTestExpectation(description: "b")
        b.fulfill()
        a.fulfill()
        let waiter = XCTWaiter()
        waiter.wait(for: [a, b], timeout: 1)
        XCTAssertEqual(waiter.fulfilledExpectations, [b, a])
        XCTAssertEqual(waiter.description, "<XCTWaiter expectations: 'a', 'b'>")
    }

    func testResultRawValues() {
        XCTAssertEqual(XCTWaiter.Result.completed.rawValue, 1)
        XCTAssertEqual(XCTWaiter.Result.interrupted.rawValue, 5)
        XCTAssertEqual(XCTWaiter.Result(rawValue: 2), .timedOut)
    }

    func testExpectationDefaults() {
        let plain = XCTestExpectation()
        XCTAssertEqual(plain.description, "no description provided")
        XCTAssertEqual(plain.expectedFulfillmentCount, 1)
        XCTAssertFalse(plain.isInverted)
        XCTAssertFalse(plain.assertForOverFulfill)
        plain.expectationDescription = "renamed"
        XCTAssertEqual(plain.description, "renamed")
    }
}

/// Writes down what an `XCTWaiter` tells its delegate.
final class RecordingDelegate: XCTWaiterDelegate {
    var events: [String] = []

    func waiter(_ waiter: XCTWaiter, didTimeoutWithUnfulfilledExpectations unfulfilledExpectations: [XCTestExpectation]) {
        events.append("timeout " + unfulfilledExpectations.map(\.expectationDescription).joined(separator: ","))
    }

    func waiter(_ waiter: XCTWaiter, fulfillmentDidViolateOrderingConstraintsFor expectation: XCTestExpectation, requiredExpectation: XCTestExpectation) {
        events.append("order \(expectation.expectationDescription) before \(requiredExpectation.expectationDescription)")
    }

    func waiter(_ waiter: XCTWaiter, didFulfillInvertedExpectation expectation: XCTestExpectation) {
        events.append("inverted \(expectation.expectationDescription)")
    }
}
