import Foundation

/// Waits for expectations, then reports how the wait ended: as a ``Result``, and to its
/// ``delegate``.
///
/// `XCTestCase`'s own `wait(for:timeout:)` and `fulfillment(of:timeout:)` use a waiter whose
/// delegate is the test, so that a failed wait fails the test. Use a waiter directly to
/// decide yourself what a failed wait means:
///
/// ```swift
/// let reply = XCTestExpectation(description: "reply")
/// server.ping { reply.fulfill() }
/// if XCTWaiter.wait(for: [reply], timeout: 0.5) == .timedOut {
///     throw XCTSkip("server unreachable")
/// }
/// ```
///
/// A blocking wait runs the calling thread's run loop in its default mode, as XCTest's
/// always have: timers fire, `RunLoop.perform` blocks run and, on the main thread, work
/// sent to the main queue or main actor runs. It is also event-driven: the fulfilling
/// thread wakes the waiting one directly (a run-loop source it signals, or the task's
/// continuation), so a wait returns as soon as it is decided, with no time slices.
open class XCTWaiter {
    /// How a wait ended.
    public enum Result: Int {
        /// Every expectation was fulfilled (and no inverted one was).
        case completed = 1
        /// The timeout passed first.
        case timedOut
        /// With `enforceOrder`, expectations were fulfilled out of order.
        case incorrectOrder
        /// An inverted expectation was fulfilled.
        case invertedFulfillment
        /// An enclosing wait on the same thread timed out first, or the wait was refused as
        /// a misuse of the API (the failure says which).
        case interrupted
    }

    private weak var weakDelegate: (any XCTWaiterDelegate)?
    private var session: WaitSession?
    private var hasWaited = false
    /// The timeout of the wait, as given (failure messages print it).
    private(set) var timeout: TimeInterval = 0
    /// Where the wait was called from.
    private(set) var waitLocation: WaitLocation?

    /// Creates a waiter; `delegate` (kept weakly) hears why a wait did not complete.
    public init(delegate: (any XCTWaiterDelegate)? = nil) {
        weakDelegate = delegate
    }

    /// Hears why a wait did not complete. Kept weakly.
    open var delegate: (any XCTWaiterDelegate)? {
        get { weakDelegate }
        set { weakDelegate = newValue }
    }

    /// The expectations fulfilled during (or before) the wait, in the order they were fulfilled.
    open var fulfilledExpectations: [XCTestExpectation] {
        ExpectationSubsystem.withLock {
            (session?.lockedFulfilled ?? []).sorted { $0.lockedFulfilmentToken < $1.lockedFulfilmentToken }
        }
    }

    /// Blocks the calling thread until the expectations are fulfilled or `timeout` passes.
    ///
    /// - Parameters:
    ///   - expectations: what to wait for; each may be waited on once.
    ///   - timeout: seconds to wait at most.
    ///   - enforceOrder: whether the expectations must be fulfilled in the order given.
    /// - Returns: how the wait ended; the delegate has heard of any failure before it returns.
    @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
    @discardableResult
    open func wait(
        for expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool = false,
        file: StaticString = #filePath, line: Int = #line
    ) -> Result {
        blockingWait(
            for: expectations, timeout: timeout, enforceOrder: enforceOrder, location: WaitLocation(file, line),
            beforeReporting: nil)
    }

    /// Suspends the calling task until the expectations are fulfilled or `timeout` passes,
    /// without blocking a thread.
    @available(macOS 12.0, *)
    @discardableResult
    open nonisolated(nonsending) func fulfillment(
        of expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool = false,
        file: StaticString = #filePath, line: Int = #line
    ) async -> Result {
        guard
            let session = start(
                expectations, timeout: timeout, enforceOrder: enforceOrder, location: WaitLocation(file, line),
                wake: .none)
        else {
            return .interrupted
        }
        if !session.isDecided {
            for expectation in expectations { expectation.didBeginWaiting(inRunLoop: false) }
        }
        let timer = session.deadline.map { deadline in
            let item = DispatchWorkItem { session.timeOut().perform() }
            DispatchQueue.global().asyncAfter(deadline: DispatchTime(uptimeNanoseconds: deadline), execute: item)
            return item
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            ExpectationSubsystem.withLock { session.lockedInstallWake(.continuation(continuation)) }.perform()
        }
        timer?.cancel()
        return conclude(session, beforeReporting: nil)
    }

    /// Waits with a new waiter that has no delegate.
    @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
    open class func wait(
        for expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool = false,
        file: StaticString = #filePath, line: Int = #line
    ) -> Result {
        XCTWaiter().wait(for: expectations, timeout: timeout, enforceOrder: enforceOrder, file: file, line: line)
    }

    /// Awaits fulfilment with a new waiter that has no delegate.
    @available(macOS 12.0, *)
    open class nonisolated(nonsending) func fulfillment(
        of expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool = false,
        file: StaticString = #filePath, line: Int = #line
    ) async -> Result {
        await XCTWaiter().fulfillment(
            of: expectations, timeout: timeout, enforceOrder: enforceOrder, file: file, line: line)
    }

    // MARK: The wait, for XCTestCase and the public methods

    /// The blocking wait. `beforeReporting` runs once the wait is over and before the
    /// delegate hears of a failure (a failure may end the test method, under
    /// `continueAfterFailure = false`, so bookkeeping must be done by then).
    func blockingWait(
        for expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool, location: WaitLocation,
        beforeReporting: (() -> Void)?
    ) -> Result {
        let thread = WaitingThread.current()
        defer { thread.finish() }
        guard
            let session = start(
                expectations, timeout: timeout, enforceOrder: enforceOrder, location: location, wake: thread.wake)
        else {
            beforeReporting?()
            return .interrupted
        }
        NestedWaits.current.block(on: session, thread: thread)
        return conclude(session, beforeReporting: beforeReporting)
    }

    /// Checks for misuse, then starts the session; nil (after recording why) if refused.
    private func start(
        _ expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool, location: WaitLocation,
        wake: WaitSession.Wake
    ) -> WaitSession? {
        let context = (weakDelegate as? XCTestCase)?.context
        guard !hasWaited else {
            ExpectationIssues.recordMisuse(
                "API violation - wait(...) has already been called on this waiter.", at: location, in: context)
            return nil
        }
        hasWaited = true
        self.timeout = timeout
        waitLocation = location
        guard Set(expectations.map(ObjectIdentifier.init)).count == expectations.count else {
            ExpectationIssues.recordMisuse(
                "API violation - each expectation can appear only once in the 'expectations' parameter.", at: location,
                in: context)
            return nil
        }
        let session = WaitSession(
            expectations: expectations, enforceOrder: enforceOrder,
            deadline: ExpectationSubsystem.deadline(after: timeout))
        session.waiter = self
        let alreadyWaited = session.begin(waking: wake)
        guard alreadyWaited.isEmpty else {
            let names = alreadyWaited.joined(separator: "`, `")
            ExpectationIssues.recordMisuse(
                "API violation - expectations can only be waited on once, `\(names)` have already been waited on.",
                at: location, in: context)
            return nil
        }
        self.session = session
        return session
    }

    /// Ends the session and tells the delegate how it ended.
    private func conclude(_ session: WaitSession, beforeReporting: (() -> Void)?) -> Result {
        session.end()
        beforeReporting?()
        let delegate = weakDelegate
        switch session.outcome ?? .completed {
        case .completed:
            return .completed
        case .timedOut(let unfulfilled):
            delegate?.waiter(self, didTimeoutWithUnfulfilledExpectations: unfulfilled)
            return .timedOut
        case .incorrectOrder(let fulfilled, let required):
            delegate?.waiter(
                self, fulfillmentDidViolateOrderingConstraintsFor: fulfilled, requiredExpectation: required)
            return .incorrectOrder
        case .invertedFulfillment(let expectation):
            delegate?.waiter(self, didFulfillInvertedExpectation: expectation)
            return .invertedFulfillment
        case .interrupted(let outer):
            if let outerWaiter = outer.waiter {
                delegate?.nestedWaiter(self, wasInterruptedByTimedOutWaiter: outerWaiter)
            }
            return .interrupted
        }
    }
}

extension XCTWaiter: Equatable {
    /// Waiters are equal only to themselves.
    public static func == (lhs: XCTWaiter, rhs: XCTWaiter) -> Bool {
        lhs === rhs
    }
}

extension XCTWaiter: CustomStringConvertible {
    /// `<XCTWaiter expectations: 'a', 'b'>`
    public var description: String {
        let names = ExpectationSubsystem.withLock { (session?.expectations ?? []).map { "'\($0.lockedDescription)'" } }
        return "<XCTWaiter expectations: \(names.joined(separator: ", "))>"
    }
}
