import XCTest

/// An assertion that fails in a non-throwing `setUp` fails the test but does not stop it:
/// the body still runs, as it does after any failure while `continueAfterFailure` is true.
final class SetUpFailureTests: XCTestCase {
    override func setUp() {
        print("[setup-failure] setUp for \(name)")
        XCTFail("failed in setUp")
    }

    func testBodyStillRuns() {
        print("[setup-failure] body ran")
        XCTAssertEqual(name, "SetUpFailureTests.testBodyStillRuns")
    }
}
