import Foundation
import XCTest

/// Harness skips the empty base `setUp() async` and `tearDown() async` that a class does not
/// override (the toolchain bridges them through a `Task` every time), and still runs every one
/// that a class or its superclass overrides. A hook on the global executor counts the jobs
/// each test's set-up sent there.
class EmptyAsyncLifecycleTests: XCTestCase {
    override func invokeTest() {
        GlobalJobCounter.install()
        defer { GlobalJobCounter.remove() }
        super.invokeTest()
    }

    func testNothingBridgedBeforeASynchronousBody() {
        XCTAssertNotNil(GlobalJobCounter.slot, "swift_task_enqueueGlobal_hook not found")
        XCTAssertEqual(GlobalJobCounter.count, 0)
    }
}

class OverriddenAsyncSetUpTests: XCTestCase {
    var ranAsyncSetUp = false

    override func setUp() async throws {
        ranAsyncSetUp = true
    }

    func testOverrideRuns() {
        XCTAssertTrue(ranAsyncSetUp)
    }
}

final class InheritedAsyncSetUpTests: OverriddenAsyncSetUpTests {
    func testInheritedOverrideRuns() {
        XCTAssertTrue(ranAsyncSetUp)
    }
}

/// Counts the jobs sent to the global executor while installed, then runs them as usual.
private enum GlobalJobCounter {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    nonisolated(unsafe) static let slot = dlsym(dlopen(nil, 0), "swift_task_enqueueGlobal_hook")?
        .assumingMemoryBound(to: Hook?.self)
    nonisolated(unsafe) private static var counted = 0
    private static let lock = NSLock()

    static var count: Int { lock.withLock { counted } }

    static func install() {
        lock.withLock { counted = 0 }
        slot?.pointee = { job, original in
            GlobalJobCounter.lock.withLock { GlobalJobCounter.counted += 1 }
            original(job)
        }
    }

    static func remove() {
        slot?.pointee = nil
    }
}
