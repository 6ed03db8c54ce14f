import Foundation

/// The blocking waits in progress on one thread, innermost last.
///
/// A wait can start while another waits on the same thread (a main-queue block run during
/// a wait, a delegate that waits). XCTest's rule: when the outer wait's time is up, the
/// inner one is interrupted. Here the inner wait simply sleeps until the earlier of its own
/// deadline and its outer waits' deadlines, so no watchdog timer is needed.
///
/// ```swift
/// NestedWaits.current.block(on: session, thread: WaitingThread.current())
/// ```
final class NestedWaits {
    private static let perThread = ThreadLocal { NestedWaits() }

    /// The calling thread's stack.
    static var current: NestedWaits { perThread.value }

    private var sessions: [WaitSession] = []

    /// Blocks until `session` is decided: by fulfilments, by its deadline, or by an outer
    /// wait's deadline. `thread` must be the one `session` wakes.
    func block(on session: WaitSession, thread: WaitingThread) {
        let outers = sessions
        sessions.append(session)
        defer { sessions.removeLast() }
        // An outer wait decided while this one was being set up interrupts it at once.
        if let decidedOuter = outers.first(where: \.isDecided) {
            session.interrupt(by: decidedOuter)
            return
        }
        if !session.isDecided {
            let runsRunLoop = thread.runsRunLoop
            for expectation in session.expectations { expectation.didBeginWaiting(inRunLoop: runsRunLoop) }
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
            thread.sleep(until: until)
        }
    }
}
