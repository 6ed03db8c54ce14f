import Synchronization

/// A value set at most once, from any thread, that others can wait for or poll.
///
/// The first ``resolve(_:)`` wins, which makes it a race's finish line: the launch and its
/// allowance timer both try, and whoever is first decides.
///
/// ```swift
/// let result = OneShot<Int>()
/// Task.detached { result.resolve(42) }
/// let value = await result.value()     // 42
/// ```
final class OneShot<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var waiters: [CheckedContinuation<Value, Never>] = []
    }

    private let state = Mutex(State())

    /// Sets the value if none is set yet, waking every waiter.
    /// - Returns: true if this call set it.
    @discardableResult
    func resolve(_ value: Value) -> Bool {
        let waiters = state.withLock { state -> [CheckedContinuation<Value, Never>]? in
            guard state.value == nil else { return nil }
            state.value = value
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return false }
        for waiter in waiters { waiter.resume(returning: value) }
        return true
    }

    /// The value, if set.
    var current: Value? { state.withLock { $0.value } }

    /// Whether the value is set.
    var isResolved: Bool { current != nil }

    /// The value, waiting for it if need be.
    func value() async -> Value {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Value? in
                if let value = state.value { return value }
                state.waiters.append(continuation)
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
