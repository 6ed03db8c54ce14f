import XCTest

/// The rest of the expectation state machine, case by case, as the toolchain's XCTest
/// decides it: counts split around the wait, enforced order with counts and inverted
/// expectations, over-fulfilment after the wait. Lines marked `// @L:name` are where the
/// model expects a failure.
final class ExpectationStateTests: XCTestCase {
    func testCountFulfilledPartlyBeforeTheWait() {
        let three = expectation(description: "three, one early")
        three.expectedFulfillmentCount = 3
        three.fulfill()
        DispatchQueue.global().async {
            three.fulfill()
            three.fulfill()
        }
        wait(for: [three], timeout: 5)
    }

    func testEnforcedOrderGoesByWhenEachCountIsReached() {
        let first = expectation(description: "first, twice")
        first.expectedFulfillmentCount = 2
        let second = expectation(description: "second")
        first.fulfill()
        second.fulfill() // @L:order-count
        first.fulfill()
        wait(for: [first, second], timeout: 1, enforceOrder: true)
    }

    func testEnforcedOrderLeavesInvertedOut() {
        let first = expectation(description: "first")
        let quiet = expectation(description: "quiet")
        quiet.isInverted = true
        let second = expectation(description: "second")
        first.fulfill()
        second.fulfill()
        wait(for: [first, quiet, second], timeout: 0.1, enforceOrder: true)
    }

    func testInvertedBesideOthersWaitsForTheDeadline() {
        let done = expectation(description: "done")
        let quiet = expectation(description: "quiet")
        quiet.isInverted = true
        done.fulfill()
        let started = Date()
        wait(for: [done, quiet], timeout: 0.1)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.09)
    }

    func testTimeoutListsNoInvertedExpectation() {
        let missing = expectation(description: "missing")
        let quiet = expectation(description: "quiet")
        quiet.isInverted = true
        wait(for: [quiet, missing], timeout: 0.1) // @L:timeout-no-inverted
    }

    func testOverFulfilmentAfterTheWaitIsReported() {
        let once = XCTestExpectation(description: "once, then again")
        once.assertForOverFulfill = true
        once.fulfill()
        wait(for: [once], timeout: 1)
        once.fulfill() // @L:over-after
    }

    func testCountReachedAfterTheTimeoutIsIgnored() {
        let two = XCTestExpectation(description: "two, late")
        two.expectedFulfillmentCount = 2
        two.fulfill()
        XCTAssertEqual(XCTWaiter.wait(for: [two], timeout: 0.05), .timedOut)
        two.fulfill()
        two.fulfill()
    }
}
