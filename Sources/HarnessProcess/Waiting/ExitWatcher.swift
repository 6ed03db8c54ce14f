import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Learns when children end, for the whole process, on one thread: each watched child is a
/// `pidfd` (a descriptor that becomes readable when its process ends), all of them polled by
/// one thread that reaps each child as it ends and calls its handler. No thread is blocked in
/// `waitpid` per child, and only the children watched are reaped (never `waitpid(-1)`: a test
/// process has children of its own).
///
/// Without `pidfd_open` (Linux before 5.3, glibc before 2.36) each child gets a thread
/// blocked in `waitpid` on it instead, as before this type existed.
///
/// ```swift
/// let pid = try Spawner.spawn(request)
/// ExitWatcher.shared.watch(pid) { status in inbox.post(.exited(worker: 3, status: status.raw)) }
/// ```
package final class ExitWatcher: Sendable {
    /// The process's watcher: one thread serves every child.
    package static let shared = ExitWatcher()
    /// The watcher thread's name, as `/proc/self/task/*/comm` shows it (fifteen characters at
    /// most: the kernel's limit).
    package static let threadName = "harness exits"

    private struct Watched {
        var pid: pid_t
        var onExit: @Sendable (WaitStatus) -> Void
    }

    private struct State {
        /// pidfd → its child, for the children not yet reaped.
        var watched: [Int32: Watched] = [:]
        var threadStarted = false
    }

    private let state = Mutex(State())
    /// Written to wake the polling thread when a child is added (its set of descriptors changed).
    private let wake: (read: Int32, write: Int32)?

    init() {
        // Without a pipe to wake the thread (no descriptor left), each child gets a thread of
        // its own (`watchOnThread`): slower, never wrong.
        wake = try? Descriptors.pipe()
        if let wake { _ = fcntl(wake.read, F_SETFL, O_NONBLOCK) }
    }

    /// Calls `onExit` once `pid` (a child of this process) has ended and is reaped, on the
    /// watcher's thread: keep it short (post the status somewhere). A child that already
    /// ended is reported at once.
    package func watch(_ pid: pid_t, onExit: @escaping @Sendable (WaitStatus) -> Void) {
        guard let wake, let open = HiddenGlibc.pidfdOpen else { return watchOnThread(pid, onExit: onExit) }
        let descriptor = open(pid, 0)
        guard descriptor >= 0 else {
            // ENOSYS: an old kernel; ESRCH: already reaped by someone else.
            if errno == ESRCH { return onExit(.unknown) }
            return watchOnThread(pid, onExit: onExit)
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let startThread = state.withLock { state in
            state.watched[descriptor] = Watched(pid: pid, onExit: onExit)
            defer { state.threadStarted = true }
            return !state.threadStarted
        }
        if startThread {
            let thread = Thread { [self] in
                _ = HiddenGlibc.setThreadName?(pthread_self(), Self.threadName)
                poll(wakeEnd: wake.read)
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// Waits on the calling thread for `pid` to end and reaps it: for a caller that has nothing
    /// else to do meanwhile (a listing, a build, a `git` call).
    package static func waitBlocking(for pid: pid_t) -> WaitStatus {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .unknown }
        }
        return WaitStatus(raw: status)
    }

    /// The watcher's thread: polls the wake pipe and every child's pidfd, forever.
    private func poll(wakeEnd: Int32) {
        while true {
            let descriptors = state.withLock { Array($0.watched.keys) }
            var polled = [pollfd(fd: wakeEnd, events: Int16(POLLIN), revents: 0)]
            polled += descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard Glibc.poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { return }
            if polled[0].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                while read(wakeEnd, &drained, drained.count) > 0 {}
            }
            for ready in polled.dropFirst() where ready.revents != 0 {
                guard let child = state.withLock({ $0.watched.removeValue(forKey: ready.fd) }) else { continue }
                close(ready.fd)
                child.onExit(Self.waitBlocking(for: child.pid))
            }
        }
    }

    /// The fallback without pidfds: a small thread blocked in `waitpid` on this child alone.
    private func watchOnThread(_ pid: pid_t, onExit: @escaping @Sendable (WaitStatus) -> Void) {
        let thread = Thread { onExit(Self.waitBlocking(for: pid)) }
        thread.stackSize = 256 * 1024
        thread.start()
    }
}
