import Testing

@testable import HarnessRunner

/// The clock's decisions for a worker, over phases and moments on both sides of each deadline.
struct TimerDecisionTests {
    typealias Phase = TimerDecision.Phase

    @Test(arguments: [0.0, 0.4, 0.5, 0.9, 1.0, 1.5])
    func runningWorker(now: Double) {
        let decision = TimerDecision.decide(
            now: now, phase: .running(since: 0, warnedSlow: false), timeout: 1, slowAfter: 0.5, killGrace: 0.25)
        switch now {
        case ..<0.5:
            #expect(decision == TimerDecision(action: .none, nextDeadline: 0.5))
        case ..<1:
            #expect(decision == TimerDecision(action: .warnSlow, nextDeadline: 1))
        default:
            #expect(decision == TimerDecision(action: .terminate, nextDeadline: now + 0.25))
        }
    }

    @Test(arguments: [0.0, 0.7, 1.0, 2.0])
    func alreadyWarnedWorkerWaitsForTheTimeout(now: Double) {
        let decision = TimerDecision.decide(
            now: now, phase: .running(since: 0, warnedSlow: true), timeout: 1, slowAfter: 0.5, killGrace: 0.25)
        #expect(decision.action == (now >= 1 ? .terminate : .none))
    }

    @Test func noSlowWarningWhenSlowAfterIsNotBeforeTheTimeout() {
        let decision = TimerDecision.decide(
            now: 0.9, phase: .running(since: 0, warnedSlow: false), timeout: 1, slowAfter: 1, killGrace: 0.25)
        #expect(decision == TimerDecision(action: .none, nextDeadline: 1))
    }

    @Test(arguments: [0.0, 0.2, 0.25, 3.0])
    func terminatingWorkerIsKilledAfterTheGrace(now: Double) {
        let decision = TimerDecision.decide(
            now: now, phase: .terminating(since: 0), timeout: 1, slowAfter: 0.5, killGrace: 0.25)
        #expect(
            decision
                == (now >= 0.25
                    ? TimerDecision(action: .kill, nextDeadline: nil)
                    : TimerDecision(action: .none, nextDeadline: 0.25)))
    }

    @Test func killedWorkerNeedsNoTimer() {
        #expect(
            TimerDecision.decide(now: 100, phase: .killed, timeout: 1, slowAfter: 0.5, killGrace: 0.25)
                == TimerDecision(action: .none, nextDeadline: nil))
    }
}
