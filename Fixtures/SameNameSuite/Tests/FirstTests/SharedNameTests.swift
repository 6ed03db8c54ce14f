import XCTest

/// Declared alike in `SecondTests`, with the opposite statuses.
final class SharedNameTests: XCTestCase {
    func testOne() {
        XCTAssertEqual(1 + 1, 2)
    }

    func testTwo() {
        XCTFail("FirstTests' testTwo fails")
    }
}
