import Foundation
import Testing

@testable import XCTest

/// Expectations and a waiter outside any test: how fulfilments count and how a wait ends.
/// A waiter without a delegate records no failure, so these run inside Swift Testing.
@Suite("XCTWaiter: how expectations count and how a wait ends")
struct ExpectationCountingTests {
    @Test("an expectation wanting three fulfilments is met by the third, not the second")
    func fulfilmentCount() {
        let short = XCTestExpectation(description: "twice of three")
        short.expectedFulfillmentCount = 3
        short.fulfill()
        short.fulfill()
        #expect(XCTWaiter().wait(for: [short], timeout: 0.05) == .timedOut)

        let met = XCTestExpectation(description: "three of three")
        met.expectedFulfillmentCount = 3
        for _ in 0..<3 { met.fulfill() }
        #expect(XCTWaiter().wait(for: [met], timeout: 5) == .completed)
    }

    @Test("an inverted expectation completes the wait unfulfilled and fails it fulfilled")
    func inverted() {
        let quiet = XCTestExpectation(description: "never")
        quiet.isInverted = true
        #expect(XCTWaiter().wait(for: [quiet], timeout: 0.05) == .completed)

        let broken = XCTestExpectation(description: "never, but was")
        broken.isInverted = true
        broken.fulfill()
        #expect(XCTWaiter().wait(for: [broken], timeout: 5) == .invertedFulfillment)
    }

    @Test("with enforceOrder, fulfilments out of the given order end the wait as such")
    func order() {
        let first = XCTestExpectation(description: "first")
        let second = XCTestExpectation(description: "second")
        second.fulfill()
        first.fulfill()
        #expect(XCTWaiter().wait(for: [first, second], timeout: 5, enforceOrder: true) == .incorrectOrder)

        let inOrder = [XCTestExpectation(description: "a"), XCTestExpectation(description: "b")]
        for expectation in inOrder { expectation.fulfill() }
        let waiter = XCTWaiter()
        #expect(waiter.wait(for: inOrder, timeout: 5, enforceOrder: true) == .completed)
        #expect(waiter.fulfilledExpectations == inOrder)
    }

    @Test("a fulfilment from another thread wakes the wait before its timeout")
    func otherThread() {
        let expectation = XCTestExpectation(description: "from a queue")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { expectation.fulfill() }
        let start = Date()
        #expect(XCTWaiter().wait(for: [expectation], timeout: 30) == .completed)
        #expect(Date().timeIntervalSince(start) < 20)
    }
}
