import XCTest

/// `continueAfterFailure = false` (which the toolchain's XCTest ignores on Linux): a failed
/// wait ends the test method there, and the next test still owns its own failures.
final class StopAfterFailureTests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testAWaitFailureStopsTheMethod() {
        let never = expectation(description: "stops here")
        wait(for: [never], timeout: 0.05) // @L:stop
        XCTFail("not reached")
    }

    func testBNextTestOwnsItsFailure() {
        XCTFail("belongs to B") // @L:b-owned
    }
}
