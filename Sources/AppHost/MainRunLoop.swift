internal import CoreFoundation
import Foundation

/// The main thread's loop: CoreFoundation's main run loop, run in its default mode, so the
/// main dispatch queue (and with it every main-actor job), timers and `RunLoop.perform`
/// blocks are served as they are in any Foundation program, until ``wake()`` is called.
///
/// The loop owns one run-loop source: ``wake()`` signals it and wakes the loop, so the loop
/// checks its condition at once, and a wake given before the loop runs is kept for it.
/// Event-driven, so no wake-up is ever missed and an idle application uses no CPU.
///
/// ```swift
/// let loop = MainRunLoop()
/// let done = OneShot<Int32>()
/// Task { @MainActor in done.resolve(await work()); loop.wake() }
/// loop.run(until: { done.isResolved })
/// ```
final class MainRunLoop: @unchecked Sendable {
    // @unchecked: the run loop and the source never change after `init`; CoreFoundation's signal and wake-up are safe
    // from any thread, and `run(until:)` is main-thread only.
    private let runLoop: CFRunLoop
    private let source: CFRunLoopSource

    init() {
        runLoop = CFRunLoopGetMain()
        // Handling the source is all it is for: that makes the run below return.
        var context = CFRunLoopSourceContext(
            version: 0, info: nil, retain: nil, release: nil, copyDescription: nil,
            equal: nil, hash: nil, schedule: nil, cancel: nil, perform: { _ in })
        source = CFRunLoopSourceCreate(kCFAllocatorDefault, 0, &context)
        CFRunLoopAddSource(runLoop, source, kCFRunLoopDefaultMode)
    }

    deinit {
        CFRunLoopRemoveSource(runLoop, source, kCFRunLoopDefaultMode)
        CFRunLoopSourceInvalidate(source)
    }

    /// Makes ``run(until:)`` check its condition again. Safe from any thread.
    func wake() {
        CFRunLoopSourceSignal(source)
        CFRunLoopWakeUp(runLoop)
    }

    /// Runs the main run loop until `isDone` is true; it is checked after every wake-up and
    /// every main-queue drain. Main thread only, and not from inside a main-queue block.
    func run(until isDone: () -> Bool) {
        precondition(Thread.isMainThread, "MainRunLoop.run must be called on the main thread")
        while !isDone() {
            // Returns after each handled source: the wake source, or a main-queue drain.
            _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 1e10, true)
        }
    }
}
