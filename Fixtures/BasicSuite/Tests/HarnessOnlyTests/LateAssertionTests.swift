import XCTest

/// Assertions made after their test has ended, from a `Task`, a `DispatchQueue` block and a
/// `Thread`, each while the next test runs. Only a task carries its test with it (task-local
/// state): its assertion is reported late, naming the finished test. A queue block or a
/// thread carries nothing, so its assertion counts against the test running at that moment,
/// as on the toolchain's XCTest.
///
/// The late work is sequenced, not timed: each piece waits until the last test lets it run,
/// and that test waits until it has asserted. Only with `BASIC_SUITE_LATE_ASSERTIONS=1` (the
/// end-to-end test that checks this sets it); otherwise every test passes at once.
final class LateAssertionTests: XCTestCase {
    static let enabled = ProcessInfo.processInfo.environment["BASIC_SUITE_LATE_ASSERTIONS"] == "1"
    static let taskMayAssert = DispatchSemaphore(value: 0)
    static let queueMayAssert = DispatchSemaphore(value: 0)
    static let threadMayAssert = DispatchSemaphore(value: 0)
    static let asserted = DispatchSemaphore(value: 0)

    func testA_TaskAssertsAfterItEnds() {
        guard Self.enabled else { return }
        Self.assertLaterFromATask()
    }

    /// A task started in the test, which inherits the test's task-local context.
    private static func assertLaterFromATask() {
        let mayAssert = taskMayAssert
        let asserted = asserted
        _ = Task {
            mayAssert.wait()
            XCTFail("late from a task")
            asserted.signal()
        }
    }

    func testB_QueueAssertsAfterItEnds() {
        guard Self.enabled else { return }
        DispatchQueue.global().async {
            Self.queueMayAssert.wait()
            XCTFail("late from a queue")
            Self.asserted.signal()
        }
    }

    func testC_ThreadAssertsAfterItEnds() {
        guard Self.enabled else { return }
        Thread.detachNewThread {
            Self.threadMayAssert.wait()
            XCTFail("late from a thread")
            Self.asserted.signal()
        }
    }

    func testD_RunsWhileTheLateAssertionsHappen() {
        guard Self.enabled else { return }
        for mayAssert in [Self.taskMayAssert, Self.queueMayAssert, Self.threadMayAssert] {
            mayAssert.signal()
            XCTAssertEqual(Self.asserted.wait(timeout: .now() + 60), .success)
        }
    }
}
