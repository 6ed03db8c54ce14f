import Foundation

/// The blocking waits in progress on one thread, innermost last.
///
/// A wait can start while another waits on the same thread (a main-queue block run during
/// a wait, a delegate that waits). XCTest's rule: when the outer wait's time is up, the
/// inner one is interrupted. Here the inner wait simply sleeps until the earlier of its own
/// deadline and its outer waits' deadlines, so no watchdog timer is needed.
///
/// ```swift
/// NestedWaits.current.block(on: session, signal: ThreadWaiter.forCurrentThread)
/// ```
final class NestedWaits {
    private static let perThread = ThreadLocal { NestedWaits() }

    /// The calling thread's stack.
    static var current: NestedWaits { perThread.value }

    private var sessions: [WaitSession] = []

    /// Blocks until `session` is decided: by fulfilments, by its deadline, or by an outer
    /// wait's deadline. `signal` must be the one `session` wakes.
    func block(on session: WaitSession, signal: ThreadWaiter) {
        let outers = sessions
        sessions.append(session)
        defer { sessions.removeLast() }
        // An outer wait decided while this one was being set up interrupts it at once.
        if let decidedOuter = outers.first(where: \.isDecided) {
            session.interrupt(by: decidedOuter)
            return
        }
        if !session.isDecided {
            // A wait inside a main-queue block being drained does not serve the main queue.
            let servesMainQueue = Thread.isMainThread && !MainQueueDrain.isDraining
            for expectation in session.expectations { expectation.didBeginWaiting(onMainThread: servesMainQueue) }
        }
        while !session.isDecided {
            var until = session.deadline
            var interrupter: WaitSession?
            for outer in outers {
                if let deadline = outer.deadline, deadline < until ?? .max {
                    until = deadline
                    interrupter = outer
                }
            }
            let now = DispatchTime.now().uptimeNanoseconds
            if let until, now >= until {
                // The wake these return is this thread's own signal: nothing to perform.
                if let interrupter {
                    _ = session.interrupt(by: interrupter)
                } else {
                    _ = session.timeOut()
                }
                return
            }
            signal.wait(timeout: until.map { Double($0 - now) / 1e9 })
        }
    }
}
