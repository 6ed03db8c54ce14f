import XCTest

/// Inverted expectations and fulfilment counts, through every way of waiting: an inverted
/// expectation is violated when, and only when, it has been fulfilled
/// `expectedFulfillmentCount` times. Lines marked `// @L:name` are where the model expects a
/// failure.
///
/// Expectations that are fulfilled beyond their count are made with the initialiser or set
/// `assertForOverFulfill` themselves: the toolchain's `expectation(description:)` leaves it
/// false, Apple's (and Harness's) sets it (see `MisuseTests`).
final class InvertedExpectationTests: XCTestCase {
    func testInvertedBelowItsCountPasses() {
        let notTooMany = expectation(description: "not too many")
        notTooMany.isInverted = true
        notTooMany.expectedFulfillmentCount = 3
        let calls = DispatchGroup()
        DispatchQueue.global().async(group: calls) {
            notTooMany.fulfill()
            notTooMany.fulfill()
        }
        wait(for: [notTooMany], timeout: 0.3)
        calls.wait()
    }

    func testInvertedReachingItsCountFails() {
        let limit = expectation(description: "fewer than three")
        limit.isInverted = true
        limit.expectedFulfillmentCount = 3
        limit.fulfill()
        limit.fulfill()
        limit.fulfill() // @L:inverted-count
        wait(for: [limit], timeout: 1)
    }

    func testInvertedCountReachedWhileWaiting() {
        let limit = expectation(description: "fewer than two")
        limit.isInverted = true
        limit.expectedFulfillmentCount = 2
        let calls = DispatchGroup()
        calls.enter()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
            limit.fulfill()
            limit.fulfill() // @L:inverted-during
            calls.leave()
        }
        // The violation ends the wait: the long timeout is never reached.
        wait(for: [limit], timeout: 10)
        calls.wait()
    }

    func testInvertedBeyondItsCountAssertsOverFulfilment() {
        let limit = XCTestExpectation(description: "fewer than two, asserting")
        limit.isInverted = true
        limit.expectedFulfillmentCount = 2
        limit.assertForOverFulfill = true
        limit.fulfill()
        limit.fulfill() // @L:inverted-asserting
        limit.fulfill() // @L:inverted-over
        wait(for: [limit], timeout: 1)
    }

    func testInvertedBeyondItsCountWithoutTheAssertion() {
        let limit = XCTestExpectation(description: "fewer than two, quietly")
        limit.isInverted = true
        limit.expectedFulfillmentCount = 2
        limit.fulfill()
        limit.fulfill() // @L:inverted-quiet
        limit.fulfill()
        wait(for: [limit], timeout: 1)
    }

    func testWaiterInstanceCountsInvertedToItsCount() {
        let below = invertedExpectation("below", count: 2, fulfilled: 1)
        XCTAssertEqual(XCTWaiter().wait(for: [below], timeout: 0.05), .completed)
        let reached = invertedExpectation("reached", count: 2, fulfilled: 2)
        let recorder = RecordingDelegate()
        XCTAssertEqual(XCTWaiter(delegate: recorder).wait(for: [reached], timeout: 1), .invertedFulfillment)
        XCTAssertEqual(recorder.events, ["inverted reached"])
    }

    func testWaiterClassMethodCountsInvertedToItsCount() {
        let below = invertedExpectation("below", count: 3, fulfilled: 2)
        XCTAssertEqual(XCTWaiter.wait(for: [below], timeout: 0.05), .completed)
        let reached = invertedExpectation("reached", count: 3, fulfilled: 3)
        XCTAssertEqual(XCTWaiter.wait(for: [reached], timeout: 1), .invertedFulfillment)
    }

    func testWaitForExpectationsCountsInvertedToItsCount() {
        let below = expectation(description: "below")
        below.isInverted = true
        below.expectedFulfillmentCount = 2
        below.fulfill()
        // Tests run on the main thread; the class is not main-actor isolated.
        nonisolated(unsafe) let testCase = self
        MainActor.assumeIsolated {
            testCase.waitForExpectations(timeout: 0.05) { error in XCTAssertNil(error) }
        }
    }

    func testWaitForExpectationsFailsAtTheCount() {
        let reached = expectation(description: "reached")
        reached.isInverted = true
        reached.expectedFulfillmentCount = 2
        reached.fulfill()
        reached.fulfill() // @L:inverted-wfe
        nonisolated(unsafe) let testCase = self
        MainActor.assumeIsolated {
            testCase.waitForExpectations(timeout: 1)
        }
    }

    func testAwaitedFulfillmentCountsInvertedToItsCount() async {
        let below = expectation(description: "below")
        below.isInverted = true
        below.expectedFulfillmentCount = 2
        below.fulfill()
        await fulfillment(of: [below], timeout: 0.05)
        let reached = invertedExpectation("reached", count: 2, fulfilled: 2)
        let result = await XCTWaiter.fulfillment(of: [reached], timeout: 1)
        XCTAssertEqual(result, .invertedFulfillment)
    }

    func testAwaitedFulfillmentFailsAtTheCount() async {
        let reached = expectation(description: "awaited, reached")
        reached.isInverted = true
        reached.expectedFulfillmentCount = 2
        reached.fulfill()
        reached.fulfill() // @L:inverted-await
        await fulfillment(of: [reached], timeout: 1)
    }

    func testInvertedNotificationCountsToItsCount() {
        let name = Notification.Name("InvertedCount")
        let center = NotificationCenter()
        let once = XCTNSNotificationExpectation(name: name, object: nil, notificationCenter: center)
        once.isInverted = true
        once.expectedFulfillmentCount = 2
        center.post(name: name, object: nil)
        XCTAssertEqual(XCTWaiter.wait(for: [once], timeout: 0.05), .completed)
        let twice = XCTNSNotificationExpectation(name: name, object: nil, notificationCenter: center)
        twice.isInverted = true
        twice.expectedFulfillmentCount = 2
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
        XCTAssertEqual(XCTWaiter.wait(for: [twice], timeout: 1), .invertedFulfillment)
    }

    func testInvertedPredicateCountsToItsCount() {
        let never = XCTNSPredicateExpectation(predicate: NSPredicate(value: false), object: nil)
        never.isInverted = true
        XCTAssertEqual(XCTWaiter.wait(for: [never], timeout: 0.05), .completed)
        let holds = XCTNSPredicateExpectation(predicate: NSPredicate(value: true), object: nil)
        holds.isInverted = true
        XCTAssertEqual(XCTWaiter.wait(for: [holds], timeout: 1), .invertedFulfillment)
        // A predicate fulfils its expectation once: a count of two is never reached.
        let holdsOnce = XCTNSPredicateExpectation(predicate: NSPredicate(value: true), object: nil)
        holdsOnce.isInverted = true
        holdsOnce.expectedFulfillmentCount = 2
        XCTAssertEqual(XCTWaiter.wait(for: [holdsOnce], timeout: 0.1), .completed)
    }

    /// An inverted expectation not tied to the test, already fulfilled `fulfilled` times.
    private func invertedExpectation(_ name: String, count: Int, fulfilled: Int) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: name)
        expectation.isInverted = true
        expectation.expectedFulfillmentCount = count
        for _ in 0..<fulfilled { expectation.fulfill() }
        return expectation
    }
}
