import Synchronization

/// The queue of termination requests the lifecycle waits on: calls to `terminate()` and
/// signals arrive here from any thread; the lifecycle takes the first.
///
/// ```swift
/// let requests = TerminationRequests()
/// requests.request(.signal(SIGTERM))          // from a signal handler's queue
/// let reason = await requests.next()          // in the lifecycle
/// ```
final class TerminationRequests: Sendable {
    private struct State {
        var pending: [TerminationReason] = []
        var waiter: CheckedContinuation<TerminationReason, Never>?
    }

    private let state = Mutex(State())

    /// Adds a request, waking the lifecycle if it is waiting.
    func request(_ reason: TerminationReason) {
        state.withLock { state in
            if let waiter = state.waiter {
                state.waiter = nil
                waiter.resume(returning: reason)
            } else {
                state.pending.append(reason)
            }
        }
    }

    /// The oldest request, waiting for one if there is none yet. One waiter at a time.
    func next() async -> TerminationReason {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                if state.pending.isEmpty {
                    precondition(state.waiter == nil, "TerminationRequests.next() has one waiter at a time")
                    state.waiter = continuation
                } else {
                    continuation.resume(returning: state.pending.removeFirst())
                }
            }
        }
    }
}
