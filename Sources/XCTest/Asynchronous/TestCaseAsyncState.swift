import Foundation

/// What one test case instance keeps for asynchronous testing: the expectations it vended,
/// the `waitForExpectations` in progress, and its execution time allowance.
///
/// Every test method runs on a new instance, so this state never outlives its test.
final class TestCaseAsyncState: @unchecked Sendable {
    // @unchecked: every `var` is read and written under `lock` only.
    private let lock = NSLock()
    private var vended: [XCTestExpectation] = []
    private var waitingForAll = false
    private var allowance: TimeInterval?

    /// Adds an expectation made by one of the test case's convenience methods.
    func add(_ expectation: XCTestExpectation) {
        lock.withLock { vended.append(expectation) }
    }

    /// The vended expectations not yet cleaned up, in creation order.
    var expectations: [XCTestExpectation] { lock.withLock { vended } }

    /// Forgets `expectations` (they have been waited for) and stops what they watch.
    func cleanUp(_ expectations: [XCTestExpectation]) {
        let identifiers = Set(expectations.map(ObjectIdentifier.init))
        lock.withLock { vended.removeAll { identifiers.contains(ObjectIdentifier($0)) } }
        for expectation in expectations { expectation.cleanUp() }
    }

    /// Marks the start of a `waitForExpectations`; false if one is already in progress.
    func beginWaitingForAll() -> Bool {
        lock.withLock {
            guard !waitingForAll else { return false }
            waitingForAll = true
            return true
        }
    }

    func endWaitingForAll() {
        lock.withLock { waitingForAll = false }
    }

    /// The allowance the test set, if it set one.
    var explicitAllowance: TimeInterval? {
        get { lock.withLock { allowance } }
        set { lock.withLock { allowance = newValue } }
    }

    /// Reports expectations the test vended but never waited for, then stops what every
    /// vended expectation still watches. Runs when the test method and its tear-down are over.
    func finish(in context: TestContext) {
        let remaining = lock.withLock {
            defer { vended = [] }
            return vended
        }
        let unwaited = ExpectationSubsystem.withLock { remaining.filter { !$0.lockedHasBeenWaitedOn } }
            .sorted { $0.creationToken < $1.creationToken }
        if let first = unwaited.first {
            let names = unwaited.map { "'\($0.expectationDescription)'" }.joined(separator: ", ")
            let noun = unwaited.count > 1 ? "expectations" : "expectation"
            ExpectationIssues.recordMisuse(
                "Failed due to unwaited \(noun) \(names)", at: first.creationLocation, in: context)
        }
        for expectation in remaining { expectation.cleanUp() }
    }
}
