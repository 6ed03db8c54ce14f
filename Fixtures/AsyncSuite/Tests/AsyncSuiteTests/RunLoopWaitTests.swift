import XCTest

/// Waits run the waiting thread's run loop in its default mode, as XCTest's always have:
/// timers, `RunLoop.perform` blocks and (on the main thread) the main queue are served while
/// a test waits, by every way of waiting. Lines marked `// @L:name` are where the model
/// expects a failure.
final class RunLoopWaitTests: XCTestCase {
    func testScheduledTimerFiresWhileWaiting() {
        let three = expectation(description: "three ticks")
        three.expectedFulfillmentCount = 3
        let timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true, block: Ticks(fulfilling: three, times: 3).tick)
        wait(for: [three], timeout: 5)
        timer.invalidate()
    }

    func testTimerAddedFromAnotherThreadFiresOnTheMainThread() {
        let fired = expectation(description: "fired on the main thread")
        DispatchQueue.global().async {
            let timer = Timer(timeInterval: 0.02, repeats: false) { _ in
                if Thread.isMainThread { fired.fulfill() }
            }
            RunLoop.main.add(timer, forMode: .default)
        }
        wait(for: [fired], timeout: 5)
    }

    func testPerformBlockRunsWhileWaiting() {
        let performed = expectation(description: "performed on the main thread")
        RunLoop.main.perform {
            if Thread.isMainThread { performed.fulfill() }
        }
        wait(for: [performed], timeout: 5)
    }

    func testEnforcedOrderWaitRunsTheRunLoop() {
        let first = expectation(description: "first tick")
        let second = expectation(description: "second tick")
        let early = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in first.fulfill() }
        let late = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in second.fulfill() }
        wait(for: [first, second], timeout: 5, enforceOrder: true)
        early.invalidate()
        late.invalidate()
    }

    func testWaitForExpectationsRunsTheRunLoop() {
        let ticked = expectation(description: "ticked")
        let timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in ticked.fulfill() }
        // Tests run on the main thread; the class is not main-actor isolated.
        nonisolated(unsafe) let testCase = self
        MainActor.assumeIsolated {
            testCase.waitForExpectations(timeout: 5)
        }
        timer.invalidate()
    }

    func testWaiterInstanceRunsTheRunLoop() {
        let ticked = XCTestExpectation(description: "ticked")
        let timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in ticked.fulfill() }
        XCTAssertEqual(XCTWaiter().wait(for: [ticked], timeout: 5), .completed)
        timer.invalidate()
    }

    func testWaiterClassMethodRunsTheRunLoop() {
        let ticked = XCTestExpectation(description: "ticked")
        let timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in ticked.fulfill() }
        XCTAssertEqual(XCTWaiter.wait(for: [ticked], timeout: 5), .completed)
        timer.invalidate()
    }

    func testBackgroundThreadWaitRunsItsOwnRunLoop() {
        let finished = expectation(description: "background wait returned")
        let outcome = Outcome()
        let thread = Thread {
            let ticked = XCTestExpectation(description: "ticked on the background thread")
            let timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in
                // Only this thread runs this thread's run loop.
                if !Thread.isMainThread { ticked.fulfill() }
            }
            outcome.result = XCTWaiter.wait(for: [ticked], timeout: 5)
            timer.invalidate()
            finished.fulfill()
        }
        thread.start()
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(outcome.result, .completed)
    }

    func testTimerSlowerThanTheTimeoutTimesOut() {
        let slow = expectation(description: "slow timer")
        let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in slow.fulfill() }
        wait(for: [slow], timeout: 0.1) // @L:slow-timer
        timer.invalidate()
    }

    func testTimerFulfillingAnInvertedExpectationFails() {
        let quiet = expectation(description: "no tick")
        quiet.isInverted = true
        let timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in
            quiet.fulfill() // @L:inverted-timer
        }
        wait(for: [quiet], timeout: 2)
        timer.invalidate()
    }
}

/// Fulfils an expectation on each tick of a timer, `times` times, then stops the timer (so
/// that it never over-fulfils, whichever framework decides when the wait returns).
final class Ticks: @unchecked Sendable {
    private let expectation: XCTestExpectation
    private var remaining: Int

    init(fulfilling expectation: XCTestExpectation, times: Int) {
        self.expectation = expectation
        remaining = times
    }

    /// The timer's block; timers fire on one thread, so the count needs no lock.
    func tick(_ timer: Timer) {
        remaining -= 1
        if remaining <= 0 { timer.invalidate() }
        if remaining >= 0 { expectation.fulfill() }
    }
}

/// A wait's result, handed from the thread that waited to the test.
final class Outcome: @unchecked Sendable {
    var result: XCTWaiter.Result?
}
