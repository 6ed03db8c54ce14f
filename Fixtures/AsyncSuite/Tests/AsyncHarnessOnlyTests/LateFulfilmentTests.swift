import XCTest

/// An expectation fulfilled after its test has finished: reported late, naming that test,
/// never blamed on the test running at the time, never a crash.
///
/// The late fulfilment is sequenced, not timed: it waits until the next test has started,
/// and that test waits until it has happened, so it lands inside the next test however loaded
/// the machine is.
final class LateFulfilmentTests: XCTestCase {
    /// Signalled once by the first test: a late fulfilment is pending (not when the second
    /// test runs alone).
    static let lateFulfilmentPending = DispatchSemaphore(value: 0)
    /// Signalled by the next test once it runs; the late fulfilment waits for it.
    static let nextTestStarted = DispatchSemaphore(value: 0)
    /// Signalled once the late fulfilment has been recorded.
    static let lateFulfilmentDone = DispatchSemaphore(value: 0)

    func testAFulfilsAfterItEnds() {
        let late = XCTestExpectation(description: "late reply")
        Self.lateFulfilmentPending.signal()
        DispatchQueue.global().async {
            Self.nextTestStarted.wait()
            late.fulfill() // @L:late
            Self.lateFulfilmentDone.signal()
        }
    }

    func testBRunsWhileTheLateFulfilmentHappens() {
        guard Self.lateFulfilmentPending.wait(timeout: .now()) == .success else { return }
        Self.nextTestStarted.signal()
        XCTAssertEqual(Self.lateFulfilmentDone.wait(timeout: .now() + 60), .success)
    }
}
