import Foundation
import Workload
import XCTest

/// A test that never ends, and one that is slow but finishes.
final class HangTests: XCTestCase {
    func testHangs() {
        print("about to hang")
        Workload.hang()
    }

    func testAfterHang() {
        XCTAssertTrue(true)
    }
}

final class SlowTests: XCTestCase {
    func testSlow() {
        Thread.sleep(forTimeInterval: 1.2)
        XCTAssertTrue(true)
    }
}
