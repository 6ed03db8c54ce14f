import Foundation
internal import Synchronization

/// Runs asynchronous test code from the synchronous lifecycle.
///
/// The body starts as an unstructured `Task`, enqueued on the global executor, exactly as the
/// toolchain's XCTest starts it: so a hook a test installs on that executor (such as
/// swift-concurrency-extras' `withMainSerialExecutor`, which sends every global job to the main
/// queue) sees the body's first job and its tasks in the order the toolchain gives them. The
/// calling thread waits event-driven, serving the main queue and main actor meanwhile when it is
/// the main thread.
///
/// Starting the body inline (`Task.immediate`) was cheaper but not the same program: the body's
/// first part ran on the test's thread with no executor, and once a pool thread existed a
/// `Task.yield()` in it could resume on that thread ahead of the jobs queued before it.
/// `Fixtures/AsyncSuite`'s `GlobalExecutorHookTests` holds both cases.
enum AsyncBridge {
    /// Runs `body` to completion and rethrows what it throws.
    static func run(_ body: @escaping () async throws -> Void) throws {
        let completion = Completion()
        let operation = UncheckedSendable(body)
        Task {
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
    /// The waiter (an event descriptor) is only created when the body has not finished by the
    /// time the caller starts waiting.
    private final class Completion: Sendable {
        private struct State {
            var result: Result<Void, any Error>?
            var waiter: ThreadWaiter?
        }

        private let state = Mutex(State())

        func finish(_ error: (any Error)?) {
            let waiter = state.withLock { state in
                state.result = error.map { .failure($0) } ?? .success(())
                return state.waiter
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
            state.withLock { state in
                if let result = state.result { return .finished(result) }
                let waiter = state.waiter ?? ThreadWaiter()
                state.waiter = waiter
                return .pending(waiter)
            }
        }
    }
}

/// Carries a value the compiler cannot prove sendable across an isolation boundary that the
/// framework serialises itself (the test's thread waits while the value is used).
struct UncheckedSendable<Value>: @unchecked Sendable {
    // @unchecked: the thread that hands the value over waits while it is used (see above), so it is never used by two
    // threads at once.
    let value: Value
    init(_ value: Value) { self.value = value }
}
