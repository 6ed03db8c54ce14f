import Foundation

/// One wait on a set of expectations: its state machine, decided fulfilment by fulfilment.
///
/// ```
///            begin ─► waiting ──(last one fulfilled)──────────► completed
///                        │  ├──(inverted one fulfilled)───────► invertedFulfillment
///                        │  ├──(fulfilled out of order)───────► incorrectOrder
///                        │  └──(an outer wait's deadline)─────► interrupted
///                        └──(deadline: timeOut())─────────────► completed | timedOut
/// ```
///
/// Each fulfilment is judged on its own, in O(1), under the subsystem lock, by the thread
/// that fulfils: so waiting on 10,000 expectations costs no more per fulfilment than
/// waiting on one, and the decision and the wake-up happen in the same step. The waiter is
/// woken through its ``Wake``: the blocked thread's run-loop source (or event), or the
/// suspended task's continuation.
final class WaitSession: @unchecked Sendable {
    // @unchecked: the `let`s never change; `waiter` is set before `begin` shares the session;
    // the rest is read and written with the ExpectationSubsystem lock held only.
    /// Why a wait ended.
    enum Outcome {
        case completed
        case timedOut(unfulfilled: [XCTestExpectation])
        case incorrectOrder(fulfilled: XCTestExpectation, required: XCTestExpectation)
        case invertedFulfillment(XCTestExpectation)
        case interrupted(by: WaitSession)
    }

    /// How to wake whoever waits, taken under the lock and performed after it.
    enum Wake {
        case none
        case thread(ThreadWaiter)
        case runLoop(RunLoopSignal)
        case continuation(CheckedContinuation<Void, Never>)

        func perform() {
            switch self {
            case .none: break
            case .thread(let waiter): waiter.signal()
            case .runLoop(let signal): signal.signal()
            case .continuation(let continuation): continuation.resume()
            }
        }
    }

    let expectations: [XCTestExpectation]
    let enforceOrder: Bool
    /// Monotonic nanoseconds after which the wait times out; nil for never.
    let deadline: UInt64?
    /// The public waiter running this session (for delegate messages about nesting).
    weak var waiter: XCTWaiter?

    // Guarded by the ExpectationSubsystem lock.
    private var requiredInOrder: [XCTestExpectation] = []
    private var nextRequired = 0
    private var remaining = 0
    private var invertedCount = 0
    private var lockedWake = Wake.none
    /// Fulfilled expectations in the order the session learnt of them (fulfilment order).
    private(set) var lockedFulfilled: [XCTestExpectation] = []
    /// Set once, when the wait is decided.
    private(set) var lockedOutcome: Outcome?

    init(expectations: [XCTestExpectation], enforceOrder: Bool, deadline: UInt64?) {
        self.expectations = expectations
        self.enforceOrder = enforceOrder
        self.deadline = deadline
    }

    // MARK: Starting

    /// Takes the expectations for this wait and judges the ones fulfilled before it began.
    /// Returns the descriptions of expectations already waited on (the wait must not start).
    func begin(waking wake: Wake) -> [String] {
        ExpectationSubsystem.withLock {
            let previouslyWaited = expectations.filter(\.lockedHasBeenWaitedOn)
            guard previouslyWaited.isEmpty else { return previouslyWaited.map(\.lockedDescription) }
            lockedWake = wake
            for expectation in expectations {
                expectation.lockedHasBeenWaitedOn = true
                expectation.lockedSession = self
                if expectation.lockedInverted {
                    invertedCount += 1
                } else {
                    requiredInOrder.append(expectation)
                }
            }
            remaining = requiredInOrder.count
            let early = expectations.filter(\.lockedIsFulfilled)
            // An inverted expectation fulfilled before the wait fails it whatever else happened.
            if let inverted = early.first(where: \.lockedInverted) {
                lockedFulfilled = early
                finish(.invertedFulfillment(inverted))
                return []
            }
            for expectation in early.sorted(by: { $0.lockedFulfilmentToken < $1.lockedFulfilmentToken }) {
                _ = lockedExpectationFulfilled(expectation)
            }
            if lockedOutcome == nil, remaining == 0, invertedCount == 0 { finish(.completed) }
            return []
        }
    }

    /// Replaces how the waiter is woken (a task installs its continuation once suspended);
    /// returns the wake to perform at once if the wait was already decided.
    func lockedInstallWake(_ wake: Wake) -> Wake {
        if lockedOutcome != nil { return wake }
        lockedWake = wake
        return .none
    }

    // MARK: Deciding

    /// Judges one fulfilment; called by the expectation, with the lock held.
    func lockedExpectationFulfilled(_ expectation: XCTestExpectation) -> Wake {
        guard lockedOutcome == nil else { return .none }
        lockedFulfilled.append(expectation)
        if expectation.lockedInverted {
            return finish(.invertedFulfillment(expectation))
        }
        if enforceOrder {
            let required = requiredInOrder[nextRequired]
            guard required === expectation else {
                return finish(.incorrectOrder(fulfilled: expectation, required: required))
            }
            nextRequired += 1
        }
        remaining -= 1
        // With inverted expectations in the set, only the deadline can complete the wait.
        if remaining == 0, invertedCount == 0 { return finish(.completed) }
        return .none
    }

    /// Decides the wait at its deadline: complete if every non-inverted expectation was met.
    @discardableResult
    func timeOut() -> Wake {
        ExpectationSubsystem.withLock {
            guard lockedOutcome == nil else { return .none }
            if remaining == 0 { return finish(.completed) }
            return finish(.timedOut(unfulfilled: requiredInOrder.filter { !$0.lockedIsFulfilled }))
        }
    }

    /// Ends the wait because an enclosing wait on the same thread ran out of time.
    @discardableResult
    func interrupt(by outer: WaitSession) -> Wake {
        ExpectationSubsystem.withLock {
            guard lockedOutcome == nil else { return .none }
            return finish(.interrupted(by: outer))
        }
    }

    var outcome: Outcome? { ExpectationSubsystem.withLock { lockedOutcome } }

    var isDecided: Bool { outcome != nil }

    /// Releases the expectations: later fulfilments no longer reach this session.
    func end() {
        ExpectationSubsystem.withLock {
            for expectation in expectations where expectation.lockedSession === self {
                expectation.lockedSession = nil
            }
            lockedWake = .none
        }
        for expectation in expectations { expectation.cleanUp() }
    }

    @discardableResult
    private func finish(_ outcome: Outcome) -> Wake {
        lockedOutcome = outcome
        defer { lockedWake = .none }
        return lockedWake
    }
}
