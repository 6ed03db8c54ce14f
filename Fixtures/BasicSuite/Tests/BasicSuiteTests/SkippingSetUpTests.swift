import XCTest

/// `XCTSkip` thrown from set-up skips each test's body yet still runs its tear-down.
final class SkippingSetUpTests: XCTestCase {
    override func setUpWithError() throws {
        print("[skip-setup] setUpWithError for \(name)")
        throw XCTSkip("the calculator service is offline")
    }

    override func tearDown() {
        print("[skip-setup] tearDown for \(name)")
        super.tearDown()
    }

    func testBodyDoesNotRun() {
        print("[skip-setup] body ran")
        XCTFail("not reached: set-up skipped the test")
    }
}
