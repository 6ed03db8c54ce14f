/// What the clock asks of one worker now: nothing, a slow-test warning, SIGTERM, or SIGKILL.
///
/// Pure: the dispatch loop calls it for every worker each time it wakes, and sleeps until the
/// earliest ``nextDeadline`` of all workers.
///
/// ```swift
/// let decision = TimerDecision.decide(
///     now: 12, phase: .running(since: 0, warnedSlow: false), timeout: 10, slowAfter: 5, killGrace: 0.5)
/// decision.action   // .terminate
/// ```
package struct TimerDecision: Hashable, Sendable {
    /// Where a worker is in being stopped.
    package enum Phase: Hashable, Sendable {
        /// Running a test (or its class set-up) since the given time.
        case running(since: Double, warnedSlow: Bool)
        /// Sent SIGTERM at the given time.
        case terminating(since: Double)
        /// Sent SIGKILL; only its exit is awaited.
        case killed
    }

    package enum Action: Hashable, Sendable {
        case none
        case warnSlow
        case terminate
        case kill
    }

    package var action: Action
    /// When to look again, if ever.
    package var nextDeadline: Double?

    package static func decide(now: Double, phase: Phase, timeout: Double, slowAfter: Double, killGrace: Double)
        -> TimerDecision
    {
        switch phase {
        case .running(let since, let warned):
            let timeoutAt = since + timeout
            if now >= timeoutAt { return TimerDecision(action: .terminate, nextDeadline: now + killGrace) }
            let slowAt = since + slowAfter
            if !warned, slowAfter < timeout {
                if now >= slowAt { return TimerDecision(action: .warnSlow, nextDeadline: timeoutAt) }
                return TimerDecision(action: .none, nextDeadline: slowAt)
            }
            return TimerDecision(action: .none, nextDeadline: timeoutAt)
        case .terminating(let since):
            let killAt = since + killGrace
            if now >= killAt { return TimerDecision(action: .kill, nextDeadline: nil) }
            return TimerDecision(action: .none, nextDeadline: killAt)
        case .killed:
            return TimerDecision(action: .none, nextDeadline: nil)
        }
    }
}
