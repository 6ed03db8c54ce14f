import XCTest

/// An expectation fulfilled after its test has finished: reported late, naming that test,
/// never blamed on the test running at the time, never a crash.
final class LateFulfilmentTests: XCTestCase {
    func testAFulfilsAfterItEnds() {
        let late = XCTestExpectation(description: "late reply")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            late.fulfill() // @L:late
        }
    }

    func testBRunsWhileTheLateFulfilmentHappens() {
        Thread.sleep(forTimeInterval: 0.3)
    }
}
