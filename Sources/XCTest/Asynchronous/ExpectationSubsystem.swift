import Foundation

/// The one lock behind every expectation and waiter, and the clock that orders fulfilments.
///
/// Expectations and waiters point at each other (a fulfilment must reach the wait it belongs
/// to, a wait must see fulfilments made before it began), so their state is guarded by a
/// single lock rather than one per object: there is then no lock order to get wrong, and a
/// fulfilment updates the expectation and decides the wait in one step. Tests hold it for a
/// few hundred nanoseconds at a time, so sharing it costs nothing measurable.
///
/// ```swift
/// let token = ExpectationSubsystem.withLock { ExpectationSubsystem.lockedNextToken() }
/// ```
enum ExpectationSubsystem {
    private static let state = SubsystemState()

    /// Runs `body` holding the subsystem lock. Never call back into user code inside it.
    static func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try state.lock.withLock(body)
    }

    /// The next value of the process-wide counter that orders creations and fulfilments.
    /// Call it with the lock held.
    static func lockedNextToken() -> UInt64 {
        state.counter += 1
        return state.counter
    }

    /// Converts a timeout in seconds to an absolute deadline on the monotonic clock, in
    /// nanoseconds; nil for a timeout too large to matter (an infinite one included).
    static func deadline(after timeout: TimeInterval, from now: UInt64 = DispatchTime.now().uptimeNanoseconds)
        -> UInt64?
    {
        guard !timeout.isNaN else { return now }
        let seconds = max(0, timeout)
        // Ten years is "never" for a test; beyond it the nanosecond count could overflow.
        guard seconds < 315_360_000 else { return nil }
        return now + UInt64(seconds * 1e9)
    }
}

/// The lock and the counter, in one object so that the lock has a stable address.
private final class SubsystemState: @unchecked Sendable {
    // @unchecked: `counter`, and all the state the subsystem guards, is touched with `lock` held only.
    let lock = NSLock()
    var counter: UInt64 = 0
}

/// A value of any type that lives once per thread, created on first use and released with
/// the thread.
///
/// ```swift
/// let stacks = ThreadLocal { WaiterStack() }
/// stacks.value.push(session)
/// ```
final class ThreadLocal<Value: AnyObject>: Sendable {
    // The key and `make` never change after `init`; each thread reads and writes only its own value.
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        var key = pthread_key_t()
        // The destructor balances the retain taken when the value was stored.
        pthread_key_create(&key) { pointer in
            #if os(Linux)
                guard let pointer else { return }
            #endif
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = key
    }

    /// This thread's value.
    var value: Value {
        if let pointer = pthread_getspecific(key),
            let existing = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? Value
        {
            return existing
        }
        let created = make()
        pthread_setspecific(key, Unmanaged<AnyObject>.passRetained(created as AnyObject).toOpaque())
        return created
    }
}

extension ThreadWaiter {
    private static let perThread = ThreadLocal { ThreadWaiter() }

    /// The calling thread's own waiter, kept for the life of the thread.
    ///
    /// Creating an event descriptor for every wait would cost two system calls a wait; a
    /// thread waits for one thing at a time, so one waiter a thread is enough. A signal left
    /// over from an earlier wait only causes one spurious wake-up, and every wait re-checks
    /// its own state after waking.
    static var forCurrentThread: ThreadWaiter { perThread.value }
}
