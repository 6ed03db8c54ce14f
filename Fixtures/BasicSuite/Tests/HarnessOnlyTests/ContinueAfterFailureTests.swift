import XCTest

/// `continueAfterFailure = false` stops a test method at its first failure. The toolchain's
/// XCTest on Linux ignores the property (it always continues), so this lives here.
final class ContinueAfterFailureTests: XCTestCase {
    func testContinuesAfterFailureByDefault() {
        XCTAssertEqual(1, 2, "first failure")
        print("[continue] reached after the first failure")
        XCTFail("second failure")
    }

    func testStopsAtFirstFailure() {
        continueAfterFailure = false
        XCTAssertEqual(1, 2, "first failure")
        print("[continue] must not be printed (sync)")
        XCTFail("second failure")
    }

    func testStopsAtFirstFailureInAsyncTest() async {
        continueAfterFailure = false
        await Task.yield()
        XCTFail("first failure")
        print("[continue] must not be printed (async)")
        XCTFail("second failure")
    }

    func testTearDownStillRunsAfterStopping() {
        continueAfterFailure = false
        addTeardownBlock {
            print("[continue] teardown block ran after the stop")
        }
        XCTFail("stops here")
    }
}
