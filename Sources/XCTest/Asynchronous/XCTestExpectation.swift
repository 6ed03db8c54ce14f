import Foundation

/// An outcome a test expects to happen asynchronously: fulfil it when it happens, and wait
/// for it with ``XCTestCase/wait(for:timeout:enforceOrder:file:line:)``,
/// ``XCTestCase/fulfillment(of:timeout:enforceOrder:file:line:)`` or an ``XCTWaiter``.
///
/// ```swift
/// func testDocumentOpens() {
///     let opened = expectation(description: "document open")
///     document.open { success in
///         XCTAssertTrue(success)
///         opened.fulfill()
///     }
///     wait(for: [opened], timeout: 1)
/// }
/// ```
///
/// An expectation can be waited on once. Its settings (`expectedFulfillmentCount`,
/// `isInverted`, `assertForOverFulfill`) must be made before the wait begins.
open class XCTestExpectation: @unchecked Sendable {
    // @unchecked: every `locked…` member is read and written with the ExpectationSubsystem lock
    // held only.
    /// The description; read it with the lock held.
    private(set) var lockedDescription: String
    private var lockedExpectedCount = 1
    /// Whether inverted; read it with the lock held.
    private(set) var lockedInverted = false
    private var lockedAssertsOverFulfill = false
    private var lockedFulfilmentCount = 0
    private var lockedReportedLateFulfilment = false
    /// True once fulfilled `expectedFulfillmentCount` times (for an inverted expectation too:
    /// that is when it is violated, as in XCTest).
    private(set) var lockedIsFulfilled = false
    /// When it became fulfilled, on the subsystem's clock (orders fulfilments for `enforceOrder`).
    private(set) var lockedFulfilmentToken: UInt64 = 0
    /// Where the fulfilling call was made.
    private(set) var lockedFulfilmentLocation: WaitLocation?
    /// Whether a wait has taken this expectation (it can be waited on once).
    var lockedHasBeenWaitedOn = false
    /// The wait in progress that this expectation belongs to, if any.
    var lockedSession: WaitSession?

    /// Orders expectations by creation, for the "never waited for" report.
    let creationToken: UInt64
    /// Where the expectation was created.
    let creationLocation: WaitLocation
    /// The test that was running when the expectation was created; failures go to it.
    let owner: TestContext?

    /// Creates an expectation that is not tied to a test's `waitForExpectations`.
    ///
    /// Prefer ``XCTestCase/expectation(description:file:line:)`` inside a test: it also
    /// reports the expectation if the test never waits for it, and asserts on over-fulfilment.
    public init(description: String = "no description provided", file: StaticString = #filePath, line: Int = #line) {
        lockedDescription = description
        creationLocation = WaitLocation(file, line)
        owner = TestContext.resolve()
        creationToken = ExpectationSubsystem.withLock { ExpectationSubsystem.lockedNextToken() }
    }

    /// What the expectation is for, as failure messages show it.
    open var expectationDescription: String {
        get { ExpectationSubsystem.withLock { lockedDescription } }
        set { ExpectationSubsystem.withLock { lockedDescription = newValue } }
    }

    /// How many calls to ``fulfill(_:line:)`` fulfil the expectation; 1 unless set.
    ///
    /// An inverted expectation counts the same way: it is violated only once it has been
    /// fulfilled this many times, so fewer calls pass.
    open var expectedFulfillmentCount: Int {
        get { ExpectationSubsystem.withLock { lockedExpectedCount } }
        set {
            guard newValue > 0 else {
                reportMisuse("API violation - fulfillment count must be greater than 0.")
                return
            }
            updateSetting("expectedFulfillmentCount") { $0.lockedExpectedCount = newValue }
        }
    }

    /// Whether the wait fails if the expectation *is* fulfilled (something must not happen).
    open var isInverted: Bool {
        get { ExpectationSubsystem.withLock { lockedInverted } }
        set { updateSetting("isInverted") { $0.lockedInverted = newValue } }
    }

    /// Whether fulfilling more often than ``expectedFulfillmentCount`` records a failure.
    ///
    /// False for an expectation made with the initialiser, true for one made by an
    /// `XCTestCase` convenience method, as with Apple's XCTest.
    open var assertForOverFulfill: Bool {
        get { ExpectationSubsystem.withLock { lockedAssertsOverFulfill } }
        set { updateSetting("assertForOverFulfill") { $0.lockedAssertsOverFulfill = newValue } }
    }

    /// Marks the expectation as met (or counts one call towards ``expectedFulfillmentCount``).
    ///
    /// Safe from any thread. Fulfilling after the test that created the expectation has
    /// finished is reported, naming that test, and otherwise ignored.
    open func fulfill(_ file: StaticString = #filePath, line: Int = #line) {
        let location = WaitLocation(file, line)
        if let owner, case .testCase = owner.owner, owner.isFinished {
            reportLateFulfilment(at: location, testName: owner.displayName)
            return
        }
        var overFulfilledDescription: String?
        let wake: WaitSession.Wake = ExpectationSubsystem.withLock {
            if lockedIsFulfilled {
                if lockedAssertsOverFulfill {
                    overFulfilledDescription = lockedDescription
                } else {
                    lockedFulfilmentCount += 1
                }
                return .none
            }
            lockedFulfilmentCount += 1
            guard lockedFulfilmentCount >= lockedExpectedCount else { return .none }
            lockedIsFulfilled = true
            lockedFulfilmentToken = ExpectationSubsystem.lockedNextToken()
            lockedFulfilmentLocation = location
            return lockedSession?.lockedExpectationFulfilled(self) ?? .none
        }
        wake.perform()
        if let overFulfilledDescription {
            ExpectationIssues.recordMisuse(
                "API violation - multiple calls made to XCTestExpectation.fulfill() for \(overFulfilledDescription).",
                at: location, in: owner)
        }
    }

    /// Where the fulfilling call was made, once fulfilled.
    var fulfilmentLocation: WaitLocation? { ExpectationSubsystem.withLock { lockedFulfilmentLocation } }

    // MARK: Hooks for the expectations that watch something

    /// Called once a wait has taken the expectation, on the waiting thread, outside the lock.
    /// `inRunLoop` tells whether that wait runs the waiting thread's run loop meanwhile.
    func didBeginWaiting(inRunLoop: Bool) {}

    /// Called when the expectation no longer needs to watch anything (its wait ended, or its
    /// test did), outside the lock.
    func cleanUp() {}

    // MARK: Private

    private func updateSetting(_ name: String, _ update: (XCTestExpectation) -> Void) {
        let refusedDescription: String? = ExpectationSubsystem.withLock {
            guard !lockedHasBeenWaitedOn else { return lockedDescription }
            update(self)
            return nil
        }
        if let refusedDescription {
            reportMisuse("API violation - cannot set \(name) on '\(refusedDescription)' after already waiting on it.")
        }
    }

    private func reportMisuse(_ description: String) {
        ExpectationIssues.recordMisuse(description, at: creationLocation, in: owner)
    }

    /// Reports a fulfilment after the owning test ended, once per expectation (a repeating
    /// timer that outlives its test would otherwise repeat the report for ever).
    private func reportLateFulfilment(at location: WaitLocation, testName: String) {
        let description: String? = ExpectationSubsystem.withLock {
            guard !lockedReportedLateFulfilment else { return nil }
            lockedReportedLateFulfilment = true
            return lockedDescription
        }
        guard let description else { return }
        ExpectationIssues.reportLate(
            "API violation - fulfill() called on expectation '\(description)' after its test had finished",
            at: location, testName: testName)
    }
}

extension XCTestExpectation: Equatable {
    /// Expectations are equal only to themselves.
    public static func == (lhs: XCTestExpectation, rhs: XCTestExpectation) -> Bool {
        lhs === rhs
    }
}

extension XCTestExpectation: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension XCTestExpectation: CustomStringConvertible {
    /// The ``expectationDescription``.
    public var description: String { expectationDescription }
}
