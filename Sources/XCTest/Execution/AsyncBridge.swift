import Foundation

/// Runs asynchronous test code from the synchronous lifecycle.
///
/// The body starts at once on the calling thread (`Task.immediate`), so an `async` method
/// that never suspends, such as the default `setUp() async throws`, costs no thread hop and
/// no wait at all. If it does suspend, the calling thread waits for it event-driven, serving
/// the main queue and main actor meanwhile when it is the main thread.
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

    /// The outcome of one bridged body, handed over from whichever thread finishes it.
    ///
    /// The waiter (an event descriptor) is only created when the body has suspended and the
    /// caller really has to wait: most bridged bodies finish inline.
    private final class Completion: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<Void, any Error>?
        private var waiter: ThreadWaiter?

        func finish(_ error: (any Error)?) {
            let waiter = lock.withLock {
                result = error.map { .failure($0) } ?? .success(())
                return self.waiter
            }
            waiter?.signal()
        }

        func wait() -> (any Error)? {
            while true {
                switch nextStep() {
                case .finished(.success):
                    return nil
                case .finished(.failure(let error)):
                    return error
                case .pending(let waiter):
                    waiter.wait(timeout: nil)
                }
            }
        }

        private enum Step {
            case finished(Result<Void, any Error>)
            case pending(ThreadWaiter)
        }

        private func nextStep() -> Step {
            lock.withLock {
                if let result { return .finished(result) }
                let waiter = self.waiter ?? ThreadWaiter()
                self.waiter = waiter
                return .pending(waiter)
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
