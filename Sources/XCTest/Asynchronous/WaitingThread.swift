import Foundation

/// How a blocking wait sleeps on its thread until its session is decided.
///
/// A wait runs the thread's run loop (``RunLoopSignal``), as XCTest's waits always have.
/// The one exception is a wait started inside a main-queue block that Harness itself is
/// draining (the main thread serving the main queue while an `async` test is suspended):
/// CoreFoundation cannot know that drain is under way and would try to drain again, so that
/// wait sleeps on the thread's event descriptor (``ThreadWaiter``) and serves nothing.
///
/// ```swift
/// let thread = WaitingThread.current()
/// defer { thread.finish() }
/// session.begin(waking: thread.wake)
/// while !session.isDecided { thread.sleep(until: session.deadline) }
/// ```
enum WaitingThread {
    case runLoop(RunLoopSignal)
    case event(ThreadWaiter)

    /// The way the calling thread waits now.
    static func current() -> WaitingThread {
        if Thread.isMainThread, MainQueueDrain.isDraining { return .event(ThreadWaiter.forCurrentThread) }
        return .runLoop(RunLoopSignal())
    }

    /// What a fulfilment performs to wake this thread.
    var wake: WaitSession.Wake {
        switch self {
        case .runLoop(let signal): .runLoop(signal)
        case .event(let waiter): .thread(waiter)
        }
    }

    /// Whether the wait runs the thread's run loop (its timers and blocks run meanwhile).
    var runsRunLoop: Bool {
        if case .runLoop = self { true } else { false }
    }

    /// Sleeps until woken or until `deadline` (monotonic nanoseconds; nil for never). It may
    /// return early: the caller re-checks its session every time.
    func sleep(until deadline: UInt64?) {
        switch self {
        case .runLoop(let signal):
            signal.run(until: deadline)
        case .event(let waiter):
            let now = DispatchTime.now().uptimeNanoseconds
            waiter.wait(timeout: deadline.map { $0 > now ? Double($0 - now) / 1e9 : 0 })
        }
    }

    /// Ends the wait's hold on the thread (detaches its run-loop source).
    func finish() {
        if case .runLoop(let signal) = self { signal.invalidate() }
    }
}
