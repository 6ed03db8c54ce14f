import XCTest

/// Misuse that the toolchain's XCTest answers with a crash (a precondition) and Harness with a
/// recorded failure, as Apple's XCTest does; and Apple defaults the toolchain lacks.
final class MisuseTests: XCTestCase {
    func testWaitingTwice() {
        let twice = expectation(description: "twice")
        twice.fulfill()
        wait(for: [twice], timeout: 1)
        wait(for: [twice], timeout: 0.1) // @L:twice
    }

    func testSameExpectationListedTwice() {
        let listed = XCTestExpectation(description: "listed twice")
        listed.fulfill()
        wait(for: [listed, listed], timeout: 0.1) // @L:listed-twice
    }

    func testWaiterReused() {
        let waiter = XCTWaiter(delegate: self)
        let first = XCTestExpectation(description: "first")
        first.fulfill()
        waiter.wait(for: [first], timeout: 1)
        XCTAssertEqual(waiter.wait(for: [XCTestExpectation(description: "second")], timeout: 0.1), .interrupted) // @L:reused
    }

    func testSettingCountAfterWaiting() {
        let settled = expectation(description: "settled") // @L:settled
        settled.fulfill()
        wait(for: [settled], timeout: 1)
        settled.expectedFulfillmentCount = 2
    }

    func testZeroFulfillmentCount() {
        let zero = expectation(description: "zero") // @L:zero
        zero.expectedFulfillmentCount = 0
        XCTAssertEqual(zero.expectedFulfillmentCount, 1)
        zero.fulfill()
        wait(for: [zero], timeout: 1)
    }

    func testConvenienceExpectationsAssertOverFulfilment() {
        let vended = expectation(description: "vended")
        XCTAssertTrue(vended.assertForOverFulfill)
        XCTAssertFalse(XCTestExpectation(description: "plain").assertForOverFulfill)
        vended.fulfill()
        vended.fulfill() // @L:vended-over
        wait(for: [vended], timeout: 1)
    }

    func testExecutionTimeAllowance() {
        XCTAssertEqual(executionTimeAllowance, 600)
        executionTimeAllowance = 30
        XCTAssertEqual(executionTimeAllowance, 30)
    }

    func testTenThousandExpectationsInOneWait() {
        let all = (0..<10_000).map { XCTestExpectation(description: "item \($0)") }
        DispatchQueue.global().async {
            for expectation in all { expectation.fulfill() }
        }
        let started = Date()
        wait(for: all, timeout: 60)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }
}

/// A wait started inside another wait on the same thread (here, by a main-queue block the
/// outer wait runs) is interrupted when the outer one times out.
final class NestedWaitTests: XCTestCase {
    func testInnerWaitInterruptedByOuterTimeout() {
        let outer = expectation(description: "outer")
        // The block runs on the main thread, which is this test's: it is waiting below.
        nonisolated(unsafe) let testCase = self
        DispatchQueue.main.async {
            let inner = XCTestExpectation(description: "inner")
            let result = XCTWaiter(delegate: testCase).wait(for: [inner], timeout: 5) // @L:inner
            XCTAssertEqual(result, .interrupted)
        }
        wait(for: [outer], timeout: 0.2) // @L:outer
    }
}
