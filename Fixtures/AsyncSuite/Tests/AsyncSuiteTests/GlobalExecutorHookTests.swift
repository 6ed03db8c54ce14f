import Foundation
import XCTest

/// Where an `async` test body starts, and what a hook on the global executor sees of it.
///
/// The toolchain's XCTest starts an `async` method as an unstructured `Task` on the global
/// executor, so it never starts on the test's (main) thread, and a hook installed on that
/// executor receives its first job. Swift-concurrency-extras' `withMainSerialExecutor` is such
/// a hook: it sends every global job to the main queue, so that tasks run one at a time, in
/// the order they were created, and a `Task.yield()` lets every task created before it run.
final class GlobalExecutorHookTests: XCTestCase {
    /// A live thread in the global pool: the hook case goes wrong only when one is ready to
    /// take a job the moment it is queued.
    override class func setUp() {
        let warmed = DispatchSemaphore(value: 0)
        Task.detached { warmed.signal() }
        warmed.wait()
    }

    override func invokeTest() {
        guard name.contains("testYieldRunsEveryTaskCreatedBeforeIt") else {
            return super.invokeTest()
        }
        MainSerialHook.install()
        defer { MainSerialHook.remove() }
        super.invokeTest()
    }

    func testAsyncBodyStartsOffTheMainThread() async {
        XCTAssertFalse(Thread.isMainThread)
        await Task.detached {}.value
    }

    func testYieldRunsEveryTaskCreatedBeforeIt() async {
        XCTAssertNotNil(MainSerialHook.slot, "swift_task_enqueueGlobal_hook not found")
        let values = Recorder()
        // Rounds, so that one run meets the pool thread's timing at least once.
        for round in 0..<20 {
            let created = (round * 50 + 1)...(round * 50 + 50)
            for value in created {
                Task { values.append(value) }
            }
            await Task.yield()
            XCTAssertEqual(values.all, Array(1...created.upperBound), "round \(round)")
        }
    }
}

/// Installs `swift_task_enqueueGlobal_hook` so that every job meant for the global executor
/// goes to the main actor, as `withMainSerialExecutor` does.
private enum MainSerialHook {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    nonisolated(unsafe) static let slot = dlsym(dlopen(nil, 0), "swift_task_enqueueGlobal_hook")?
        .assumingMemoryBound(to: Hook?.self)

    static func install() {
        slot?.pointee = { job, _ in MainActor.shared.enqueue(job) }
    }

    static func remove() {
        slot?.pointee = nil
    }
}

private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func append(_ value: Int) { lock.withLock { values.append(value) } }
    var all: [Int] { lock.withLock { values } }
}
