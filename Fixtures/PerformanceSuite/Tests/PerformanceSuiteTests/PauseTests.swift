import Workloads
import XCTest

/// The test end-to-end runs record, accept and then fail on an injected regression.
final class PauseTests: XCTestCase {
    func testPause() {
        measure {
            Workloads.pause(milliseconds: 5)
        }
    }
}
