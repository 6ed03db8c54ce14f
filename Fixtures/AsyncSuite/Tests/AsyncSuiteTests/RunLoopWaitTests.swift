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

    /// A timer whose callback runs the run loop itself, as scheduler code does: the wait
    /// returns once the tenth tick's callback has, not at its timeout. The timer goes on
    /// ticking (without fulfilling) until the wait returns; the ticks after the tenth say when.
    func testTimerThatRunsTheRunLoopEndsTheWaitAtItsLastFulfilment() {
        let ten = expectation(description: "10 ticks")
        ten.expectedFulfillmentCount = 10
        let ticks = TickCount()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
            ticks.value += 1
            if ticks.value <= 10 { ten.fulfill() }
            RunLoop.current.run(until: Date() + 0.001)
        }
        wait(for: [ten], timeout: 5)
        timer.invalidate()
        XCTAssertLessThan(ticks.value - 10, TickCount.lateLimit)
    }

    /// The same through `RunLoop.perform`: each tick asks for a block that fulfils, then runs
    /// the run loop.
    func testPerformBlockThatRunsTheRunLoopEndsTheWaitAtItsLastFulfilment() {
        let ten = expectation(description: "10 blocks")
        ten.expectedFulfillmentCount = 10
        let blocks = TickCount()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
            RunLoop.current.perform {
                blocks.value += 1
                if blocks.value <= 10 { ten.fulfill() }
                RunLoop.current.run(until: Date() + 0.001)
            }
        }
        wait(for: [ten], timeout: 5)
        timer.invalidate()
        XCTAssertLessThan(blocks.value - 10, TickCount.lateLimit)
    }

    /// The same through the main queue: each tick sends work that fulfils, then runs the run loop.
    func testMainQueueWorkThatRunsTheRunLoopEndsTheWaitAtItsLastFulfilment() {
        let ten = expectation(description: "10 main-queue blocks")
        ten.expectedFulfillmentCount = 10
        let blocks = TickCount()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
            DispatchQueue.main.async {
                blocks.value += 1
                if blocks.value <= 10 { ten.fulfill() }
                RunLoop.current.run(until: Date() + 0.001)
            }
        }
        wait(for: [ten], timeout: 5)
        timer.invalidate()
        XCTAssertLessThan(blocks.value - 10, TickCount.lateLimit)
    }

    /// Fulfilled from another thread while the waiting thread is inside a timer's callback,
    /// which then runs the run loop: the wait returns once the callback has, at the third tick.
    func testFulfilmentFromAnotherThreadDuringANestedRunEndsTheWait() {
        let fulfilled = expectation(description: "fulfilled from another thread")
        let ticks = TickCount()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
            ticks.value += 1
            if ticks.value == 3 {
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    fulfilled.fulfill()
                    done.signal()
                }
                done.wait()
            }
            RunLoop.current.run(until: Date() + 0.001)
        }
        wait(for: [fulfilled], timeout: 5)
        timer.invalidate()
        XCTAssertLessThan(ticks.value - 3, TickCount.lateLimit)
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

/// A count kept by code the waiting thread's run loop runs (timers, blocks): one thread, no lock.
final class TickCount: @unchecked Sendable {
    var value = 0

    /// Ticks (10 ms apart) a wait may let pass after its deciding fulfilment: a lost wake-up
    /// lets its whole 5 s timeout pass (some 490), while the toolchain's XCTest, which runs the
    /// loop in 100 ms slices and stops it from the fulfilling thread, lets at most a slice or two
    /// pass on a loaded machine. Harness returns at the deciding one.
    static let lateLimit = 50
}
