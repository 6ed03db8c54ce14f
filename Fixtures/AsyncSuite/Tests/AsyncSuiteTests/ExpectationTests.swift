import Documents
import XCTest

/// Expectations waited for synchronously: the seed chapter's document example, and every way
/// a wait can end. Lines marked `// @L:name` are where the model expects a failure.
final class ExpectationTests: XCTestCase {
    func testDocumentOpens() {
        // Create an expectation; the document opens asynchronously and fulfils it.
        let documentOpenExpectation = expectation(description: "document open")
        let document = Document(name: "TestDocument")
        document.open { success in
            XCTAssertTrue(success)
            documentOpenExpectation.fulfill()
        }
        wait(for: [documentOpenExpectation], timeout: 5)
        XCTAssertTrue(document.isOpen)
    }

    func testTimesOut() {
        let never = expectation(description: "never fulfilled")
        wait(for: [never], timeout: 0.2) // @L:timeout
    }

    func testTimeoutListsOnlyUnfulfilled() {
        let done = expectation(description: "done")
        let first = expectation(description: "first missing")
        let second = expectation(description: "second missing")
        done.fulfill()
        wait(for: [first, done, second], timeout: 0.1) // @L:two-missing
    }

    func testExpectedFulfillmentCount() {
        let three = expectation(description: "three calls")
        three.expectedFulfillmentCount = 3
        for _ in 0..<3 {
            DispatchQueue.global().async { three.fulfill() }
        }
        wait(for: [three], timeout: 5)
    }

    func testFulfillmentCountNotReached() {
        let three = expectation(description: "three calls, two made")
        three.expectedFulfillmentCount = 3
        three.fulfill()
        three.fulfill()
        wait(for: [three], timeout: 0.1) // @L:count-short
    }

    func testInvertedNotFulfilledPasses() {
        let quiet = expectation(description: "no alarm")
        quiet.isInverted = true
        wait(for: [quiet], timeout: 0.1)
    }

    func testInvertedFulfilledFails() {
        let alarm = expectation(description: "alarm")
        alarm.isInverted = true
        alarm.fulfill() // @L:inverted
        wait(for: [alarm], timeout: 1)
    }

    func testEnforcedOrderKept() {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        DispatchQueue.global().async {
            first.fulfill()
            second.fulfill()
        }
        wait(for: [first, second], timeout: 5, enforceOrder: true)
    }

    func testEnforcedOrderViolated() {
        let first = expectation(description: "first step")
        let second = expectation(description: "second step")
        second.fulfill() // @L:order
        first.fulfill()
        wait(for: [first, second], timeout: 1, enforceOrder: true)
    }

    func testOverFulfilment() {
        let once = expectation(description: "called once")
        once.assertForOverFulfill = true
        once.fulfill()
        once.fulfill() // @L:over
        wait(for: [once], timeout: 1)
    }

    func testUnwaitedExpectation() {
        let forgotten = expectation(description: "forgotten") // @L:unwaited
        XCTAssertEqual(forgotten.expectationDescription, "forgotten")
    }

    func testTwoUnwaitedExpectations() {
        expectation(description: "left behind") // @L:unwaited-two
        expectation(description: "also left behind")
    }

    func testFulfilledOnMainQueueWhileWaiting() {
        let onMain = expectation(description: "main queue")
        DispatchQueue.global().async {
            DispatchQueue.main.async {
                XCTAssertTrue(Thread.isMainThread)
                onMain.fulfill()
            }
        }
        wait(for: [onMain], timeout: 5)
    }

    func testFulfilFromManyThreadsAtOnce() {
        let many = expectation(description: "1,000 calls")
        many.expectedFulfillmentCount = 1_000
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: 1_000) { _ in many.fulfill() }
        }
        wait(for: [many], timeout: 10)
    }

    func testFulfilExactlyAtTheTimeout() {
        // Either outcome is right; what matters is a decided result, no crash and no hang.
        let edge = XCTestExpectation(description: "at the deadline")
        let fulfilled = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            edge.fulfill()
            fulfilled.signal()
        }
        let result = XCTWaiter.wait(for: [edge], timeout: 0.1)
        XCTAssertTrue(result == .completed || result == .timedOut, "\(result)")
        // The fulfilment must land while this test still runs, whichever way the race went:
        // afterwards it would be a late issue of this test.
        fulfilled.wait()
    }

    func testFulfilAfterTimeoutIsIgnored() {
        let slow = XCTestExpectation(description: "too slow")
        XCTAssertEqual(XCTWaiter.wait(for: [slow], timeout: 0.05), .timedOut)
        slow.fulfill()
    }
}
