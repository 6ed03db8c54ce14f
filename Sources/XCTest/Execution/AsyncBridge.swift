import Foundation

/// Runs asynchronous test code from the synchronous lifecycle.
///
/// The body starts at once on the calling thread (`Task.immediate`), so an `async` method
/// that never suspends, such as the default `setUp() async throws`, costs no thread hop at
/// all. If it does suspend, the calling thread waits for it event-driven, serving the main
/// queue and main actor meanwhile when it is the main thread.
enum AsyncBridge {
    /// Runs `body` to completion and rethrows what it throws.
    static func run(_ body: @escaping () async throws -> Void) throws {
        let completion = Completion()
        let operation = UncheckedSendable(body)
        Task.immediate {
            do {
                try await operation.value()
                completion.finish(nil)
            } catch {
                completion.finish(error)
            }
        }
        if let error = completion.wait() { throw error }
    }

    /// The outcome of one bridged body, handed from whichever thread finishes it.
    private final class Completion: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<Void, any Error>?
        private let waiter = ThreadWaiter()

        func finish(_ error: (any Error)?) {
            lock.withLock { result = error.map { .failure($0) } ?? .success(()) }
            waiter.signal()
        }

        func wait() -> (any Error)? {
            while true {
                if let result = lock.withLock({ result }) {
                    if case .failure(let error) = result { return error }
                    return nil
                }
                waiter.wait(timeout: nil)
            }
        }
    }
}

/// Carries a value the compiler cannot prove sendable across an isolation boundary that the
/// framework serialises itself (the test's thread waits while the value is used).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
