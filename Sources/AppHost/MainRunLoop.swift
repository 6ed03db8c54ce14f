import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The main thread's loop: it sleeps in `poll` until the main dispatch queue has work (then
/// runs it, and with it every main-actor job) or until someone calls ``wake()``.
///
/// libdispatch exports, for CoreFoundation's run loop, a descriptor that becomes readable
/// when the main queue has work and a function that drains it; they are looked up with
/// `dlsym` so AppHost needs no C module. Event-driven, so no wake-up is ever missed and an
/// idle application uses no CPU.
///
/// ```swift
/// let loop = MainRunLoop()
/// let done = OneShot<Int32>()
/// Task { @MainActor in done.resolve(await work()); loop.wake() }
/// loop.run(until: { done.isResolved })
/// ```
final class MainRunLoop: Sendable {
    private let wakeRead: Int32
    private let wakeWrite: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { fatalError("MainRunLoop: pipe() failed: errno \(errno)") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Makes ``run(until:)`` check its condition again. Safe from any thread.
    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)   // a full pipe already means "awake"
    }

    /// Serves the main queue until `isDone` is true; it is checked after every wake-up.
    /// Main thread only, and not from inside a main-queue block.
    func run(until isDone: () -> Bool) {
        precondition(Thread.isMainThread, "MainRunLoop.run must be called on the main thread")
        let mainQueue = MainQueueHooks.shared
        while !isDone() {
            var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if let handle = mainQueue?.handle { fds.append(pollfd(fd: handle, events: Int16(POLLIN), revents: 0)) }
            // Without libdispatch's hooks, wake up now and then to drain through Foundation.
            let timeout: Int32 = mainQueue == nil ? 10 : -1
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                fatalError("MainRunLoop: poll failed: errno \(errno)")
            }
            if fds[0].revents != 0 { consumeWakeUps() }
            if let mainQueue {
                if fds.count > 1, fds[1].revents != 0 { mainQueue.drain() }
            } else {
                _ = RunLoop.main.run(mode: .default, before: Date())
            }
        }
    }

    private func consumeWakeUps() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &buffer, buffer.count) > 0 {}
    }
}
