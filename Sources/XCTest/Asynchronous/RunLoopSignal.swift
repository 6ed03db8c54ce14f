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
/// ```swift
/// let signal = RunLoopSignal()            // on the waiting thread
/// DispatchQueue.global().async { signal.signal() }
/// signal.run(until: nil)                  // returns once signalled
/// signal.invalidate()
/// ```
final class RunLoopSignal: @unchecked Sendable {
    private let runLoop: CFRunLoop
    private let source: CFRunLoopSource

    /// Attaches a new source to the calling thread's run loop, in the default mode.
    init() {
        runLoop = CFRunLoopGetCurrent()
        // The source only has to exist and be signalled: handling it makes the run return.
        var context = CFRunLoopSourceContext(
            version: 0, info: nil, retain: nil, release: nil, copyDescription: nil,
            equal: nil, hash: nil, schedule: nil, cancel: nil, perform: { _ in })
        source = CFRunLoopSourceCreate(kCFAllocatorDefault, 0, &context)
        CFRunLoopAddSource(runLoop, source, kCFRunLoopDefaultMode)
    }

    /// Makes the waiting thread's current or next ``run(until:)`` return. Safe from any thread.
    func signal() {
        CFRunLoopSourceSignal(source)
        CFRunLoopWakeUp(runLoop)
    }

    /// Runs the run loop in the default mode until this source is signalled, another source
    /// is handled (main-queue work included) or `deadline` (monotonic nanoseconds; nil for
    /// never) passes. Timers and `perform` blocks run meanwhile. Only on the creating thread.
    func run(until deadline: UInt64?) {
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

    /// Detaches the source: a signal that arrives later reaches no one.
    func invalidate() {
        CFRunLoopRemoveSource(runLoop, source, kCFRunLoopDefaultMode)
        CFRunLoopSourceInvalidate(source)
    }
}
