internal import CXCTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Blocks the calling thread until signalled or until a deadline, without polling.
///
/// On the main thread it keeps serving the main dispatch queue (and so the main actor)
/// while it waits: work a test dispatches to the main queue runs the moment it arrives,
/// as it would under a run loop, but with no time slices to miss a wake-up in.
///
/// ```swift
/// let done = ThreadWaiter()
/// DispatchQueue.global().async { done.signal() }
/// done.wait(timeout: 5)   // true once signalled
/// ```
final class ThreadWaiter: Sendable {
    // The one field never changes after `init`; the eventfd (a semaphore elsewhere) is what
    // threads share, and the kernel orders it.
    #if os(Linux)
        private let eventFD: Int32
    #else
        private let semaphore = DispatchSemaphore(value: 0)
    #endif

    init() {
        #if os(Linux)
            eventFD = cxct_event_create()
            precondition(eventFD >= 0, "eventfd failed: errno \(errno)")
        #endif
    }

    deinit {
        #if os(Linux)
            close(eventFD)
        #endif
    }

    /// Wakes the waiting thread (or the next one to wait). Safe from any thread.
    func signal() {
        #if os(Linux)
            cxct_event_signal(eventFD)
        #else
            semaphore.signal()
        #endif
    }

    /// Waits for ``signal()``; returns false if `timeout` seconds passed first.
    /// A nil timeout waits for ever.
    @discardableResult
    func wait(timeout: TimeInterval?) -> Bool {
        #if os(Linux)
            let deadline = timeout.map { DispatchTime.now().uptimeNanoseconds + UInt64(max(0, $0) * 1e9) }
            let servesMainQueue = Thread.isMainThread && !MainQueueDrain.isDraining
            let mainFD: Int32 = servesMainQueue ? MainQueueDrain.fileDescriptor : -1
            while true {
                var fds = [pollfd(fd: eventFD, events: Int16(POLLIN), revents: 0)]
                if mainFD >= 0 { fds.append(pollfd(fd: mainFD, events: Int16(POLLIN), revents: 0)) }
                let waitMilliseconds: Int32
                if let deadline {
                    let now = DispatchTime.now().uptimeNanoseconds
                    if now >= deadline { return consume() }
                    // Round up so that a wake-up never comes before the deadline.
                    waitMilliseconds = Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000))
                } else {
                    waitMilliseconds = -1
                }
                let ready = poll(&fds, nfds_t(fds.count), waitMilliseconds)
                if ready < 0 {
                    if errno == EINTR { continue }
                    fatalError("poll failed while waiting: errno \(errno)")
                }
                if consume() { return true }
                if fds.count > 1, fds[1].revents != 0 {
                    MainQueueDrain.drain()
                    if consume() { return true }
                }
            }
        #else
            guard let timeout else {
                semaphore.wait()
                return true
            }
            return semaphore.wait(timeout: .now() + timeout) == .success
        #endif
    }

    #if os(Linux)
        /// Takes a pending signal, if any.
        private func consume() -> Bool {
            cxct_event_consume(eventFD) != 0
        }
    #endif
}

/// The main dispatch queue's wake-up handle and its drain, for ``ThreadWaiter``.
enum MainQueueDrain {
    static let fileDescriptor: Int32 = cxct_main_queue_fd()

    private static let drainingKey = ThreadLocalFlag()

    /// Whether this thread is inside a drain (a nested wait must not drain again).
    static var isDraining: Bool { drainingKey.isSet }

    /// Runs every block pending on the main queue. Main thread only.
    static func drain() {
        #if os(Linux)
            _ = cxct_event_consume(fileDescriptor)
        #endif
        drainingKey.isSet = true
        defer { drainingKey.isSet = false }
        cxct_drain_main_queue()
    }
}

/// A per-thread boolean.
final class ThreadLocalFlag: Sendable {
    // The key never changes after `init`; each thread reads and writes only its own value of it.
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    var isSet: Bool {
        get { pthread_getspecific(key) != nil }
        set { pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }
}
