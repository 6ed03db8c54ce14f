internal import CoreFoundation
import Foundation

/// Runs the calling thread's run loop while a wait blocks it, and wakes it from any thread.
///
/// XCTest's contract is that a synchronous wait runs the current run loop in its default
/// mode: timers fire, `RunLoop.perform` blocks run and, on the main thread, the main dispatch
/// queue is served (CoreFoundation's run loop drains it). Where swift-corelibs-xctest runs
/// the loop in 100 ms slices and stops it, a wait here owns one run-loop source for its
/// duration: a fulfilment on any thread signals that source and wakes the loop, so the run
/// returns at once, and a signal given before the thread enters the loop stays pending
/// until it does. No slices, no polling, no missed wake-up.
///
/// The code the loop runs may run the loop itself (a timer's callback calling
/// `RunLoop.current.run(until:)`, as scheduler code does). A signal given then is handled by
/// that nested run, which returns, not by the wait's. So the signal is also remembered, and an
/// observer of the loop stops the wait's own run the next time it would go to sleep at its
/// own level (the nesting depth the observer counts), that is as soon as the nested run and
/// the callback around it have returned:
///
/// ```
///  wait's run ─► timer callback ─► fulfil (signal) ─► nested run handles the source, returns
///      ▲                                                      │
///      └── callback returns ◄─────────────────────────────────┘
///  wait's run, about to sleep at depth 1 with a signal pending ─► CFRunLoopStop ─► returns
/// ```
///
/// ```swift
/// let signal = RunLoopSignal()            // on the waiting thread
/// DispatchQueue.global().async { signal.signal() }
/// signal.run(until: nil)                  // returns once signalled
/// signal.invalidate()
/// ```
final class RunLoopSignal: @unchecked Sendable {
    // @unchecked: the CoreFoundation objects never change after `init` and are signalled and woken safely from any
    // thread; `state` locks itself.
    private let runLoop: CFRunLoop
    private let source: CFRunLoopSource
    private let observer: CFRunLoopObserver
    private let state = SignalState()

    /// Attaches a new source and observer to the calling thread's run loop, in the default mode.
    init() {
        let runLoop: CFRunLoop = CFRunLoopGetCurrent()
        self.runLoop = runLoop
        // The source keeps the mode from being empty (a run of an empty mode returns at once)
        // and wakes the loop: handling it makes the run that handles it return.
        var context = CFRunLoopSourceContext(
            version: 0, info: nil, retain: nil, release: nil, copyDescription: nil,
            equal: nil, hash: nil, schedule: nil, cancel: nil, perform: { _ in })
        source = CFRunLoopSourceCreate(kCFAllocatorDefault, 0, &context)
        CFRunLoopAddSource(runLoop, source, kCFRunLoopDefaultMode)
        let state = state
        let activities =
            CFRunLoopActivity.entry.rawValue | CFRunLoopActivity.exit.rawValue
            | CFRunLoopActivity.beforeWaiting.rawValue
        // Observers run on this thread only, inside its runs of the loop.
        observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFOptionFlags(activities), true, 0) {
            _, activity in
            switch activity {
            case .entry: state.depth += 1
            case .exit: state.depth -= 1
            default:
                // Only the wait's own run is stopped: a nested run is the code's business.
                if state.depth == 1, state.takePending() { CFRunLoopStop(runLoop) }
            }
        }
        CFRunLoopAddObserver(runLoop, observer, kCFRunLoopDefaultMode)
    }

    /// Makes the waiting thread's current or next ``run(until:)`` return. Safe from any thread.
    func signal() {
        state.setPending()
        CFRunLoopSourceSignal(source)
        CFRunLoopWakeUp(runLoop)
    }

    /// Runs the run loop in the default mode until this source is signalled, another source
    /// is handled (main-queue work included) or `deadline` (monotonic nanoseconds; nil for
    /// never) passes. Timers and `perform` blocks run meanwhile. Only on the creating thread.
    func run(until deadline: UInt64?) {
        // A signal given since the last run: the caller re-checks its wait at once.
        if state.takePending() { return }
        let seconds: CFTimeInterval
        if let deadline {
            let now = DispatchTime.now().uptimeNanoseconds
            seconds = deadline > now ? Double(deadline - now) / 1e9 : 0
        } else {
            seconds = 1e10
        }
        let wasRunning = Self.runningKey.isSet
        Self.runningKey.isSet = true
        defer { Self.runningKey.isSet = wasRunning }
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, seconds, true)
    }

    private static let runningKey = ThreadLocalFlag()

    /// Whether this thread is inside a wait's run of its run loop: code called from there
    /// (timers, blocks, main-queue work) sits on CoreFoundation's frames, which a
    /// `continueAfterFailure = false` jump must never cross.
    static var isRunningOnThisThread: Bool { runningKey.isSet }

    /// Detaches the source and the observer: a signal that arrives later reaches no one.
    func invalidate() {
        CFRunLoopRemoveObserver(runLoop, observer, kCFRunLoopDefaultMode)
        CFRunLoopObserverInvalidate(observer)
        CFRunLoopRemoveSource(runLoop, source, kCFRunLoopDefaultMode)
        CFRunLoopSourceInvalidate(source)
    }
}

/// What the signalling thread and the waiting thread's observer share.
private final class SignalState: @unchecked Sendable {
    // @unchecked: `pending` is under `lock`; `depth` is touched by the waiting thread's observer only.
    private let lock = NSLock()
    private var pending = false
    /// How many runs of the loop in the default mode are under way on the waiting thread since
    /// the observer was added: 1 is the wait's own, more are runs nested in it. Touched only by
    /// the observer, on that thread.
    var depth = 0

    func setPending() {
        lock.withLock { pending = true }
    }

    /// Whether a signal was pending; clears it.
    func takePending() -> Bool {
        lock.withLock {
            defer { pending = false }
            return pending
        }
    }
}
