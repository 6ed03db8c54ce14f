import XCTest

/// `continueAfterFailure = false` stops a synchronous test method at its first failure. The
/// toolchain's XCTest on Linux ignores the property (it always continues), so this lives here.
final class ContinueAfterFailureTests: XCTestCase {
    func testContinuesAfterFailureByDefault() {
        XCTAssertEqual(1, 2, "first failure")
        print("[continue] reached after the first failure")
        XCTFail("second failure")
    }

    func testStopsAtFirstFailure() {
        continueAfterFailure = false
        XCTAssertEqual(1, 2, "first failure")
        print("[continue] must not be printed (sync)")
        XCTFail("second failure")
    }

    /// In an `async` method Harness records the failure and the method goes on, as its design
    /// note says: Swift cannot unwind async frames that do not throw. What must hold is that
    /// nothing else breaks — the run goes on and the process stays healthy.
    func testAsyncTestGoesOnAfterFailure() async {
        continueAfterFailure = false
        await Task.yield()
        XCTFail("first failure")
        print("[continue] the async test went on after its first failure")
        XCTFail("second failure")
    }

    func testTearDownStillRunsAfterStopping() {
        continueAfterFailure = false
        addTeardownBlock {
            print("[continue] teardown block ran after the stop")
        }
        XCTFail("stops here")
    }

    // Failures inside code that holds something: a lock, a `defer`, a queue's synchronous
    // block. Whatever the stop does, tear-down and the next test must run, and nothing may
    // hang or crash afterwards (the queue is used again after the failure).

    let lock = NSLock()
    static let queue = DispatchQueue(label: "ContinueAfterFailureTests.serial")

    /// Inside `withLock`: Harness cannot see the lock, so the jump leaves the closure without
    /// running `withLock`'s unlock (as Apple's exception-based stop does): this lock belongs
    /// to the test's own instance and is never taken again.
    func testStopsInsideWithLock() {
        continueAfterFailure = false
        addTeardownBlock { print("[continue] tear-down ran after a failure inside withLock") }
        lock.withLock {
            XCTFail("inside withLock")
        }
        print("[continue] must not be printed (withLock)")
    }

    /// Inside a helper that holds a `defer`: the jump leaves the helper without running it,
    /// as Apple's exception-based stop does.
    func testStopsInsideHelperWithDefer() {
        continueAfterFailure = false
        addTeardownBlock { print("[continue] tear-down ran after a failure inside a helper") }
        failInHelperWithDefer()
        print("[continue] must not be printed (helper)")
    }

    private func failInHelperWithDefer() {
        defer { print("[continue] the helper's defer ran") }
        XCTFail("inside a helper with a defer")
    }

    /// Inside `queue.sync`: jumping across libdispatch's frames would leave the queue busy
    /// for ever, so the failure is recorded and the block and the test go on.
    func testGoesOnInsideQueueSync() {
        continueAfterFailure = false
        Self.queue.sync {
            XCTFail("inside queue.sync")
        }
        Self.queue.sync { print("[continue] the queue still runs blocks") }
        print("[continue] went on after queue.sync")
    }
}
