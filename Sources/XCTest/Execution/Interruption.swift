internal import CXCTestSupport

/// Stops a test step at its first failure when `continueAfterFailure` is false.
///
/// A step runs inside an interruptible region on its own thread; a failure recorded on that
/// same thread, after the framework has released its locks, jumps back to the region's start
/// (see Interruption.c for why this is safe where it is used). Failures recorded on other
/// threads or tasks, in `async` test methods, and inside a block a dispatch queue runs
/// (`queue.sync`) are recorded and the code goes on. A jump leaves the test's own frames
/// without running their `defer` blocks (a `withLock` closure's unlock included), as Apple's
/// exception-based stop does: Harness cannot see those.
enum Interruption {
    /// Runs `body` as an interruptible step of `context`'s test; returns true if it was cut short.
    ///
    /// The body is boxed on the heap and released here, whichever way it ends: an abandoned
    /// step must not leave the caller's own frames unbalanced.
    @discardableResult
    static func run(in context: TestContext?, _ body: @escaping () -> Void) -> Bool {
        let box = Unmanaged.passRetained(StepBox(body))
        defer { box.release() }
        context?.enterInterruptibleStep()
        defer { context?.leaveInterruptibleStep() }
        let interrupted =
            cxct_run_interruptible(
                { raw in
                    guard let raw else { return }
                    Unmanaged<StepBox>.fromOpaque(raw).takeUnretainedValue().body()
                }, box.toOpaque()) != 0
        // A jump may leave an issue in flight from a failure inside a `recordFailure` override.
        if interrupted { IssueInFlight.reset() }
        return interrupted
    }

    /// Abandons the current step if the failure just recorded must stop it.
    static func stopIfRequired(by context: TestContext) {
        guard context.mustStopAfterFailure, context.isOnInterruptibleThread, cxct_can_interrupt() != 0 else { return }
        // An async body runs in a task (on a pool thread, or on this one through the main
        // queue): jumping out of a task's frames would corrupt it, so async code is never
        // abandoned.
        guard !isInsideTask else { return }
        // Main-queue work run while the test waits sits on libdispatch's frames: never jump
        // across them.
        guard !MainQueueDrain.isDraining else { return }
        // Nor across CoreFoundation's, for work a waiting test's run loop runs.
        guard !RunLoopSignal.isRunningOnThisThread else { return }
        cxct_interrupt()
    }

    private static var isInsideTask: Bool {
        withUnsafeCurrentTask { $0 != nil }
    }

    private final class StepBox {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
