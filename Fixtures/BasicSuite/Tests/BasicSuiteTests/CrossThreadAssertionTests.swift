import XCTest

/// Assertions made off the test's own thread or task, while the test is still running, are
/// recorded against that test.
final class CrossThreadAssertionTests: XCTestCase {
    func testAssertionFromAnotherThread() {
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            XCTAssertEqual(1 + 1, 3, "asserted on a background thread")
            finished.signal()
        }
        finished.wait()
    }

    func testAssertionFromDetachedTask() async {
        await Task.detached {
            XCTAssertTrue(false, "asserted in a detached task")
        }.value
    }

    func testAssertionFromDispatchQueue() {
        DispatchQueue.global().sync {
            XCTAssertNil(Optional(7), "asserted on a dispatch queue")
        }
    }
}
