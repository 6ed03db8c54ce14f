import Foundation
internal import Synchronization

/// What one test case instance keeps for asynchronous testing: the expectations it vended,
/// the `waitForExpectations` in progress, and its execution time allowance.
///
/// Every test method runs on a new instance, so this state never outlives its test.
final class TestCaseAsyncState: Sendable {
    private struct State {
        var vended: [XCTestExpectation] = []
        var waitingForAll = false
        var allowance: TimeInterval?
    }

    private let state = Mutex(State())

    /// Adds an expectation made by one of the test case's convenience methods.
    func add(_ expectation: XCTestExpectation) {
        state.withLock { $0.vended.append(expectation) }
    }

    /// The vended expectations not yet cleaned up, in creation order.
    var expectations: [XCTestExpectation] { state.withLock { $0.vended } }

    /// Forgets `expectations` (they have been waited for) and stops what they watch.
    func cleanUp(_ expectations: [XCTestExpectation]) {
        let identifiers = Set(expectations.map(ObjectIdentifier.init))
        state.withLock { $0.vended.removeAll { identifiers.contains(ObjectIdentifier($0)) } }
        for expectation in expectations { expectation.cleanUp() }
    }

    /// Marks the start of a `waitForExpectations`; false if one is already in progress.
    func beginWaitingForAll() -> Bool {
        state.withLock { state in
            guard !state.waitingForAll else { return false }
            state.waitingForAll = true
            return true
        }
    }

    func endWaitingForAll() {
        state.withLock { $0.waitingForAll = false }
    }

    /// The allowance the test set, if it set one.
    var explicitAllowance: TimeInterval? {
        get { state.withLock { $0.allowance } }
        set { state.withLock { $0.allowance = newValue } }
    }

    /// Reports expectations the test vended but never waited for, then stops what every
    /// vended expectation still watches. Runs when the test method and its tear-down are over.
    func finish(in context: TestContext) {
        let remaining = state.withLock { state in
            defer { state.vended = [] }
            return state.vended
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
